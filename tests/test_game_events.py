"""What a game's ``Game`` says happened in each action (``Game.events``) is what the object
protocol's states return for the same actions (``ludo.<game>.state``: the same
:class:`ludo.protocol.Event` values, ``seat`` a seat index), over random games of both
games; and the one dice scheme (``ludo.dice``) decides every throw a Game draws."""

from __future__ import annotations

import random

import pytest

from ludo.colonne import state as colonne_state
from ludo.colonne.game import Game as ColonneGame
from ludo.dice import throw
from ludo.mensch import Game as MenschGame
from ludo.mensch import Options
from ludo.mensch import state as mensch_state
from ludo.protocol import Event


@pytest.mark.parametrize("players, options, seed", [(2, Options(), 1), (4, Options(lane_jump=True), 2),
                                                     (3, Options(mandatory_capture=False), 3)])
def test_a_mensch_games_events_are_the_protocols(players, options, seed):
    chooser = random.Random(seed)
    state = mensch_state.new_state(players=players, mandatory_capture=options.mandatory_capture,
                                   lane_jump=options.lane_jump, start_with_piece=options.start_with_piece)
    seats = mensch_state.SEATINGS[players]
    game = MenschGame(seats, options, seed=f"events-{seed}")
    kinds = set()
    while not game.over and len(game.history) < 3000:
        roll = game.roll()
        assert roll == throw(game.seed, len(game.history))[0]
        state, said = state.apply_action(roll - 1)
        moves = game.legal_moves()
        move = chooser.choice(moves) if moves else None
        if move is not None:
            state, more = state.apply_action(move.origin + 1)
            said = said + more
        game.play(move)
        mine = game.events()
        assert mine == tuple(said) and all(type(e) is Event for e in mine)
        kinds |= {e.kind for e in mine}
    assert game.over and {"roll", "move", "enter", "send_back", "home", "win", "no_move", "turn_passed"} <= kinds


@pytest.mark.parametrize("variant, seed", [("small", 4), ("large", 5)])
def test_a_colonne_games_events_are_the_protocols(variant, seed):
    chooser = random.Random(seed)
    game = ColonneGame(variant, seed=f"events-{seed}")
    assert game.opening_rolls[0] == (throw(game.seed, 0, game.variant.dice), throw(game.seed, 1, game.variant.dice))
    state = colonne_state.new_state(variant=variant, first=game.first)
    kinds = set()
    while not game.over and len(game.history) < 5000:
        if not game.position.dice:
            game.roll()
            kind, dice = game.history[-1]
            assert kind == "roll" and dice == throw(game.seed, game.throws - 1, game.variant.dice)
            state, said = state.apply_action(state.tables[2].index(tuple(sorted(dice))))
        else:
            step = chooser.choice(game.legal_steps())
            game.play(step)
            action = next(a for a, s in state.legal.items() if s[:3] == (step.dice, step.origin, step.target))
            state, said = state.apply_action(action)
        mine = game.events()
        assert mine == tuple(said) and all(type(e) is Event for e in mine)
        kinds |= {e.kind for e in mine}
    assert game.over and {"roll", "enter", "move", "bind", "send_back", "home", "win", "turn_passed"} <= kinds


def test_undoing_a_throw_and_throwing_again_gives_the_same_dice():
    mensch = MenschGame((0, 2), seed="again")
    first = mensch.roll()
    mensch.undo()
    assert mensch.roll() == first
    colonne = ColonneGame("small", seed="again")
    colonne.roll()
    dice = colonne.history[-1]
    colonne.undo()
    colonne.roll()
    assert colonne.history[-1] == dice


def test_a_record_carries_its_seed_and_goes_on_with_it():
    game = MenschGame((0, 2), seed="carry")
    for _ in range(20):
        game.roll()
        moves = game.legal_moves()
        game.play(moves[0] if moves else None)
    record = game.to_record()
    assert record["seed"] == "carry"
    again = MenschGame.from_record(record)
    assert again.seed == "carry" and again.roll() == game.roll()
