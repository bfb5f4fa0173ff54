"""The events a page words are the object protocol's own: over random games of both games,
what each game's session passes to its wording function (``events.said``) for an action is
equal to what the protocol's state (``ludo.<game>.state``) returns from ``apply_action`` for
the same actions -- the same :class:`ludo.protocol.Event` values, ``seat`` a seat index --
in play (the main page and the embed) and in a record's replay."""

from __future__ import annotations

import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo.colonne import state as colonne_state
from ludo.mensch import state as mensch_state
from ludo.protocol import Event
from ludoview.core.session import EMBED, PAGE
from ludoview.games.colonne import events as colonne_events
from ludoview.games.colonne import session as colonne_session
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.mensch import events as mensch_events
from ludoview.games.mensch import session as mensch_session
from ludoview.games.mensch.setup import Setup


def worded(monkeypatch, module) -> list[tuple]:
    """Every list of events ``module.said`` is given from now on, as a tuple."""
    given: list[tuple] = []
    said = module.said

    def recording(happened, *args, **kwargs):
        given.append(tuple(happened))
        return said(happened, *args, **kwargs)

    monkeypatch.setattr(module, "said", recording)
    return given


def same(given: tuple, returned: list) -> bool:
    return given == tuple(returned) and all(type(e) is Event for e in given)


@pytest.mark.parametrize("players, mode, seed", [(2, PAGE, 1), (4, PAGE, 2), (3, EMBED, 3)])
def test_a_mensch_page_words_the_protocols_events(monkeypatch, players, mode, seed):
    rng = random.Random(seed)
    given = worded(monkeypatch, mensch_events)
    setup = Setup.make(players, ["human"] * players, {"lane_jump": seed == 2})
    session = mensch_session.MenschSession.new(setup, f"one-producer-{seed}", mode=mode)
    options = setup.options
    state = mensch_state.new_state(players=players, **options)
    kinds: set[str] = set()
    for _ in range(4000):
        if session.phase == "over":
            break
        roll = rng.randint(1, 6)
        del given[:]
        session.roll(roll)
        state, thrown = state.apply_action(roll - 1)
        assert len(given) == 1 and same(given[0], thrown)
        if session.phase == "choose":
            choices = session.choices
            if choices:
                move = rng.choice(choices)
                state, moved = state.apply_action(move["from"] + 1)
                session.play(choices.index(move))
            else:   # the embed shows a roll with no move until it is passed
                moved = []
                session.play(None)
            assert len(given) == 2 and same(given[1], thrown + moved)
        kinds |= {e.kind for e in given[-1]}
    assert session.phase == "over" and state.is_terminal()
    assert {"roll", "move", "enter", "send_back", "win", "no_move"} <= kinds
    # the replay of the game's record words the same events, turn by turn
    turns = [tuple(session.game.events(i)) for i in range(len(session.game.history))]
    del given[:]
    mensch_session.replayed(session.game.to_record())
    assert given == turns


@pytest.mark.parametrize("variant, seed", [("small", 4), ("large", 5)])
def test_a_colonne_page_words_the_protocols_events(monkeypatch, variant, seed):
    rng = random.Random(seed)
    given = worded(monkeypatch, colonne_events)
    session = colonne_session.ColonneSession.new(ColonneSetup(variant, ("human", "human")), f"one-producer-{seed}")
    state = colonne_state.new_state(variant=variant, first=session.game.first)
    throws = colonne_state.throws(variant)
    kinds: set[str] = set()
    done: list[tuple] = []
    for _ in range(6000):
        if session.phase == "over":
            break
        del given[:]
        if session.phase == "roll":
            dice = [rng.randint(1, 6) for _ in range(session.setup.dice)]
            session.roll(dice)
            state, returned = state.apply_action(throws.index(tuple(sorted(dice))))
        else:
            step = rng.choice(session.choices)
            state, returned = state.apply_action(state.tables[1][tuple(sorted(step["dice"]))] + step["from"])
            session.play(session.choices.index(step))
        assert len(given) == 1 and same(given[0], returned)
        done.append(given[0])
        kinds |= {e.kind for e in given[0]}
    assert session.phase == "over" and state.is_terminal()
    assert {"roll", "enter", "move", "bind", "send_back", "home", "win", "turn_passed"} <= kinds
    del given[:]
    colonne_session.replayed(session.game.to_record())
    assert given == done


def test_an_events_dice_are_said_in_the_order_the_game_holds_them():
    assert colonne_events.in_order((3, 5), (5, 3)) == [5, 3]            # a roll: as thrown
    assert colonne_events.in_order((3, 5), (5, 3, 5)) == [3, 5]         # a 5 used: the first 5 goes
    assert colonne_events.in_order((2, 6), (6, 4, 2)) == [6, 2]
    assert colonne_events.in_order((), (6, 4)) == []
