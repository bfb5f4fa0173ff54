"""The colonne Game: seeded dice, history, undo, records that replay exactly."""

from __future__ import annotations

import copy
import json
import random

import pytest

from ludo.colonne import Game, initial, opening
from ludo.colonne.game import draw_dice
from ludo.core import GameRecord
from ludo.errors import IllegalMove, InvalidRecord


def play_out(game: Game, seed: int, limit: int = 10_000) -> Game:
    chooser = random.Random(seed)
    while not game.over and limit:
        limit -= 1
        if not game.position.dice:
            game.roll()
        else:
            game.play(chooser.choice(game.legal_steps()))
    return game


def test_it_follows_the_shared_interface():
    assert isinstance(Game(seed=1), GameRecord)


def test_the_opening_roll_decides_who_starts():
    game = Game(seed=7)
    *ties, (white, black) = game.opening_rolls
    assert all(sum(w) == sum(b) for w, b in ties)
    assert game.first == opening(white, black) == game.position.turn
    assert Game(seed=7, first="black").position == initial("small", "black")


def test_same_seed_same_dice_and_game():
    a, b = play_out(Game(seed=3), 1), play_out(Game(seed=3), 1)
    assert a.history == b.history and a.position == b.position and a.over


def test_undo_takes_back_a_step_and_a_roll_and_rerolls_the_same_dice():
    game = Game(seed=11, first="white")
    first = game.roll()
    game.play(game.legal_steps()[0])
    game.undo()
    assert game.position == first
    game.undo()
    assert game.position == initial("small", "white") and game.history == ()
    assert game.roll() == first
    game.undo()
    with pytest.raises(IllegalMove, match="nothing to take back"):
        game.undo()


def test_given_dice_are_used_and_recorded():
    game = Game(seed=1, first="white")
    game.roll([6, 1])
    assert game.position.dice == (6, 1)
    assert game.to_record()["actions"] == [{"roll": [6, 1]}]


@pytest.mark.parametrize("variant", ["small", "large"])
def test_a_record_replays_to_the_same_positions(variant):
    game = play_out(Game(variant, seed=5), 5)
    record = json.loads(json.dumps(game.to_record()))
    again = Game.from_record(record)
    assert again.positions == game.positions and again.winner == game.winner
    assert again.to_record() == record


def test_a_replayed_game_continues_with_the_same_dice():
    game = Game(seed=9)
    for _ in range(3):
        game.roll()
        while game.position.dice:
            game.play(game.legal_steps()[-1])
    copy_ = Game.from_record(game.to_record())
    assert copy_.roll() == game.roll()


def test_a_chosen_first_player_records_and_replays():
    game = Game(seed=2, first="black")
    game.roll()
    assert Game.from_record(game.to_record()).position == game.position


def bad(record, **changes):
    data = copy.deepcopy(record)
    data.update(changes)
    return data


@pytest.fixture(scope="module")
def record():
    game = Game(seed=4)
    game.roll()
    game.play(game.legal_steps()[0])
    return game.to_record()


@pytest.mark.parametrize(
    "changes,words",
    [
        ({"format": "x"}, "format"),
        ({"game": "mensch"}, "game"),
        ({"variant": "huge"}, "variant"),
        ({"seed": -1}, "seed"),
        ({"seed": "x"}, "seed"),
        ({"opening": [{"white": [1, 1], "black": [2, 2]}]}, "opening"),
        ({"first": "red"}, "first"),
        ({"actions": [{"roll": [1, 2]}, {"roll": [3, 4]}]}, "action 1"),
        ({"actions": [{"step": {"dice": [6], "from": 0, "to": 7}}]}, "action 0"),
        ({"actions": [{"jump": 1}]}, "action 0"),
        ({"actions": "none"}, "actions"),
    ],
)
def test_bad_records_are_refused_naming_the_problem(record, changes, words):
    with pytest.raises(InvalidRecord) as error:
        Game.from_record(bad(record, **changes))
    assert words in str(error.value)


def test_missing_fields_and_non_objects():
    with pytest.raises(InvalidRecord, match="missing"):
        Game.from_record({"format": "ludo-record/1"})
    with pytest.raises(InvalidRecord, match="object"):
        Game.from_record([])


def test_dice_of_a_seed_are_fixed():
    assert draw_dice(1, "0", 2) == draw_dice(1, "0", 2)
    assert all(1 <= d <= 6 for d in draw_dice(99, "5", 3))
