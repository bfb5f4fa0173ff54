"""ludo.api.replay: a game record of either game, replayed into its positions and actions."""

from __future__ import annotations

import copy
import json

import pytest

from ludo import api
from ludo.colonne import Game as ColonneGame
from ludo.errors import InvalidRecord
from ludo.mensch import Game as MenschGame
from ludo.mensch import position_from_json as mensch_position
from ludo.mensch import position_to_json
from ludo.mensch.jsonio import move_from_json


def replayed(record: dict) -> dict:
    """api.replay of a record that went through JSON, checked to be plain JSON itself."""
    out = api.replay(json.loads(json.dumps(record)))
    assert json.loads(json.dumps(out)) == out
    assert set(out) == {"game", "positions", "actions"}
    assert len(out["positions"]) == len(out["actions"]) + 1
    return out


# --- mensch -----------------------------------------------------------------------------

def mensch_computer_game(seats=(0, 1, 2), start=None) -> MenschGame:
    """A whole game between computer players (medium and hard), each choice through the API."""
    game = MenschGame(seats, seed=3, start=start)
    levels = ["hard", "medium", "medium", "medium"]
    while not game.over:
        roll = game.roll()
        level = levels[game.position.seats.index(game.position.turn)]
        move = api.choose_move(position_to_json(game.position), roll, level, seed=len(game.history))
        game.play(None if move is None else move_from_json(move))
    return game


def check_mensch(out: dict, record: dict) -> None:
    assert out["game"] == "mensch" and out["actions"] == record["turns"]
    for before, action, after in zip(out["positions"], out["actions"], out["positions"][1:], strict=False):
        assert set(action) == {"roll", "move"}
        assert api.play(before, action["roll"], action["move"]) == after


def test_a_computer_played_mensch_game_replays():
    game = mensch_computer_game()
    record = game.to_record()
    out = replayed(record)
    check_mensch(out, record)
    assert out["positions"][0] == api.new_position([0, 1, 2])
    assert api.result(out["positions"][-1]) is not None and len(out["actions"]) == len(game.history) > 100
    assert mensch_position(out["positions"][-1]) == game.position


def test_a_mensch_game_from_a_start_position_replays():
    start = mensch_position(api.from_notation("m1.02.00.__5F.___h"))
    game = MenschGame((0, 2), seed=9, start=start)
    for _ in range(6):
        game.roll()
        moves = game.legal_moves()
        game.play(moves[0] if moves else None)
    record = game.to_record()
    out = replayed(record)
    check_mensch(out, record)
    assert api.to_notation(out["positions"][0]) == "m1.02.00.__5F.___h" and "start" in record


# --- colonne ----------------------------------------------------------------------------

def colonne_computer_game(game: ColonneGame, levels=("medium", "hard")) -> ColonneGame:
    """Play ``game`` to its end: the game's own dice (or dice thrown here when it has no
    seed) and each step chosen by the API's computer players."""
    from ludo.colonne import position_to_json as colonne_json

    throws = 0
    while not game.over:
        if not game.position.dice:
            throws += 1
            dice = None if game.seed is not None else [1 + (throws * 5 + k * 3) % 6 for k in range(game.variant.dice)]
            game.roll(dice)
        else:
            level = levels[0 if game.position.turn == "white" else 1]
            game.play(api.choose_step(colonne_json(game.position), level, seed=throws))
    return game


def check_colonne(out: dict, record: dict) -> None:
    assert out["game"] == "colonne" and out["actions"] == record["actions"]
    for before, action, after in zip(out["positions"], out["actions"], out["positions"][1:], strict=False):
        if "roll" in action:
            assert api.roll(before, action["roll"]) == after
        else:
            step = action["step"]
            assert set(step) == {"dice", "from", "to", "pieces", "captures"}
            assert step in api.legal_steps(before)  # the full step, as legal_steps gives it
            assert api.play(before, step) == after


def test_a_computer_played_colonne_game_replays():
    game = colonne_computer_game(ColonneGame("small", seed=4))
    record = game.to_record()
    out = replayed(record)
    check_colonne(out, record)
    assert out["positions"][0] == api.new_colonne("small", game.first)
    assert api.result(out["positions"][-1]) == {"winner": game.winner}
    assert any(a["step"]["captures"] for a in out["actions"] if "step" in a)


def test_a_colonne_game_from_a_start_position_with_dice_thrown_elsewhere_replays():
    start = api.roll(api.from_notation("cs_0.0.3.15.15.37_0.0.0.0.20.14_w"), [4, 4])
    game = colonne_computer_game(ColonneGame(start=start, opening=[]), levels=("random", "easy"))
    record = game.to_record()
    assert record["seed"] is None and record["start"] == start
    out = replayed(record)
    check_colonne(out, record)
    assert out["positions"][0] == start and out["actions"][0] == {"step": out["actions"][0]["step"]}


# --- bad input ------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def records() -> dict:
    mensch = MenschGame((0, 2), seed=1)
    for _ in range(4):
        mensch.roll()
        moves = mensch.legal_moves()
        mensch.play(moves[0] if moves else None)
    colonne = ColonneGame(seed=2)
    colonne.roll()
    colonne.play(colonne.legal_steps()[0])
    return {"mensch": mensch.to_record(), "colonne": colonne.to_record()}


@pytest.mark.parametrize("record, words", [
    ([], "record must be a JSON object, not an empty list"),
    ("ludo-record/1", 'record must be a JSON object, not "ludo-record/1"'),
    ({"format": "ludo-record/1"}, "record: field 'game' is missing"),
    ({"format": "ludo-record/1", "game": "chess"}, 'record: unknown game "chess": expected one of mensch, colonne'),
])
def test_what_is_not_a_record_of_a_known_game_is_refused(record, words):
    with pytest.raises(InvalidRecord) as error:
        api.replay(record)
    assert str(error.value) == words


@pytest.mark.parametrize("game, change, words", [
    ("mensch", lambda r: r["turns"][1].update(roll=7), "record turn 2: roll 7"),
    ("mensch", lambda r: r["turns"].append({"roll": 6}), "record turn 5: field 'move' is missing"),
    ("mensch", lambda r: r.pop("seats"), "record: field 'seats' is missing"),
    ("colonne", lambda r: r["actions"].insert(0, {"roll": [1, 2]}), "record action 1"),
    ("colonne", lambda r: r.update(seed=None, opening=[{"white": [1, 1], "black": [2, 0]}]),
     "record: opening roll 0 of black [2, 0]: die value 0 must be a whole number 1..6"),
    ("colonne", lambda r: r.update(start=api.new_colonne("large")), "record opening"),
])
def test_a_record_that_does_not_replay_is_refused_naming_the_problem(records, game, change, words):
    record = copy.deepcopy(records[game])
    change(record)
    with pytest.raises(InvalidRecord) as error:
        api.replay(record)
    assert words in str(error.value)
    assert isinstance(error.value, ValueError)
