"""The computer players and hints of both games: one interface over objects
(``ludo.<game>.ai``, ``ludo.<game>.hints``), with the JSON API's forms as
thin wrappers of it, and the same at the object protocol's states."""

from __future__ import annotations

import inspect
import random

import pytest

from ludo import api, registry
from ludo.colonne.jsonio import position_from_json as colonne_from_json
from ludo.colonne.jsonio import step_to_json
from ludo.errors import IllegalMove, UnknownLevel
from ludo.hints import Hint, Reason
from ludo.mensch.jsonio import position_from_json as mensch_from_json

SAME = {"ai": ("LEVELS", "check_level", "choose", "choose_action", "player"),
        "hints": ("hints", "state_hints", "REASONS", "RISKS", "GOOD_MARGIN", "RISKY_MARGIN")}


@pytest.mark.parametrize("part", sorted(SAME))
def test_both_games_have_the_same_modules_and_names(part):
    for name in registry.names():
        module = getattr(registry, part)(name)
        assert module.__name__ == f"ludo.{name}.{part}"
        for attribute in SAME[part]:
            assert hasattr(module, attribute), (name, part, attribute)
    signatures = {name: str(inspect.signature(registry.ai(name).choose_action)) for name in registry.names()}
    assert len(set(signatures.values())) == 1, signatures
    assert registry.ai("mensch").LEVELS == registry.ai("colonne").LEVELS == ("random", "easy", "medium", "hard")


def random_states(name, games, seed, **params):
    """States at decision nodes of random games (every 7th)."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = registry.new_state(name, **params)
        k = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply(rng.choices([o for o, _ in outcomes], [p for _, p in outcomes])[0])
                continue
            k += 1
            if k % 7 == 0:
                found.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_mensch_objects_and_json_agree(level):
    ai, hints = registry.ai("mensch"), registry.hints("mensch")
    for index, state in enumerate(random_states("mensch", 3, 1, players=3)):
        position, roll = state.to_json()["position"], state.roll
        move = ai.choose(mensch_from_json(position), roll, level, index)
        assert move.to_json() == api.choose_move(position, roll, level, index)
        assert ai.choose_action(state, level, index) == state.action_of(move) in state.legal_actions()
        if level == "hard":
            objects = hints.hints(mensch_from_json(position), roll)
            assert all(isinstance(h, Hint) and all(isinstance(r, Reason) for r in h.reasons) for h in objects)
            assert [h.to_json("move", h.choice.to_json()) for h in objects] == api.hints(position, roll)
            at_state = hints.state_hints(state)
            assert [h.action for h in at_state] == [state.action_of(h.choice) for h in objects]
            assert sorted(h.action for h in at_state) == state.legal_actions()


@pytest.mark.parametrize("level", ["random", "medium", "hard"])
def test_colonne_objects_and_json_agree(level):
    ai, hints = registry.ai("colonne"), registry.hints("colonne")
    for index, state in enumerate(random_states("colonne", 1, 2)[:12]):
        position = state.to_json()["position"]
        step = ai.choose(colonne_from_json(position), level, index)
        assert step_to_json(step) == api.choose_step(position, level, index)
        assert ai.choose_action(state, level, index) == state.action_of(step) in state.legal_actions()
        if level == "hard" and index < 4:
            objects = hints.hints(colonne_from_json(position))
            assert [h.to_json("step", step_to_json(h.choice)) for h in objects] == api.hints(position)
            assert sorted(h.action for h in hints.state_hints(state)) == state.legal_actions()


@pytest.mark.parametrize("name", registry.names())
def test_a_player_plays_whole_games_and_refuses_what_is_not_a_decision(name):
    ai = registry.ai(name)
    players = [ai.player("medium", 1), ai.player("random", 2)]
    rng = random.Random(3)
    state = registry.new_state(name)
    with pytest.raises(IllegalMove, match="not a decision node"):
        players[0](state)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply(rng.choice([o for o, _ in state.chance_outcomes()]))
        else:
            state.apply(players[state.current_player() % 2](state))
    assert state.winner() is not None and state.returns()[state.winner()] == max(state.returns()) > 0
    with pytest.raises(UnknownLevel, match="expected one of random, easy, medium, hard"):
        ai.player("grandmaster")


def test_the_docs_example_of_players_and_hints_runs(capsys):
    from test_protocol import docs_example

    exec(compile(docs_example("registry.ai("), "engine.md", "exec"), {})
    shown, best, mark, code = capsys.readouterr().out.split()
    assert mark in ("good", "ok", "risky") and code in registry.hints("colonne").REASONS
    assert ":" in shown and ":" in best
