"""The colonne Game: seeded dice, history, undo, records that replay exactly."""

from __future__ import annotations

import copy
import json
import random

import pytest

from ludo.colonne import Game, initial, opening
from ludo.core import GameRecord
from ludo.dice import throw
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
    assert first == game.history[-1][1] == throw(11, 0, 2)
    rolled, step = game.position, game.legal_steps()[0]
    game.play(step)
    assert game.undo() == ("step", step)
    assert game.position == rolled
    assert game.undo() == ("roll", first)
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


def refusal(record, **changes) -> str:
    """The message of the InvalidRecord that ``record`` with ``changes`` raises."""
    with pytest.raises(InvalidRecord) as error:
        Game.from_record(bad(record, **changes))
    return str(error.value)


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
        ({"seed": 1.5}, "seed"),
        ({"seed": 2**53}, "seed"),
        ({"opening": [{"white": [2, 2], "black": [1, 1]}]}, "opening"),   # it makes white start
        ({"first": "red"}, "first"),
        ({"actions": [{"roll": [1, 2]}, {"roll": [3, 4]}]}, "action 1"),
        ({"actions": [{"step": {"dice": [6], "from": 0, "to": 7}}]}, "action 0"),
        ({"actions": [{"jump": 1}]}, "action 0"),
        ({"actions": "none"}, "actions"),
    ],
)
def test_bad_records_are_refused_naming_the_problem(record, changes, words):
    assert words in refusal(record, **changes)


def test_missing_fields_and_non_objects():
    with pytest.raises(InvalidRecord, match="missing"):
        Game.from_record({"format": "ludo-record/1"})
    with pytest.raises(InvalidRecord, match="object"):
        Game.from_record([])


def test_dice_of_a_seed_are_fixed_and_the_games_own():
    assert throw(1, 0, 2) == throw(1, 0, 2) and all(1 <= d <= 6 for d in throw(99, 5, 3))
    game = Game(seed="a seed")
    white, black = game.opening_rolls[0]
    assert (white, black) == (throw("a seed", 0, 2), throw("a seed", 1, 2))   # the opening: throws 0 and 1
    assert game.roll() == throw("a seed", 2 * len(game.opening_rolls), 2)


# --- records of games whose dice were thrown elsewhere, or that begin at a given position ---

#: Written by the code before records could have ``"seed": null`` or ``"start"``.
OLD_RECORD = {
    "format": "ludo-record/1", "game": "colonne", "variant": "small", "seed": 12,
    "opening": [{"white": [5, 4], "black": [6, 4]}], "first": "black",
    "actions": [{"roll": [6, 4]}, {"step": {"dice": [4, 6], "from": 0, "to": 3, "pieces": 1, "captures": 0}},
                {"roll": [1, 3]}, {"step": {"dice": [1, 3], "from": 0, "to": 9, "pieces": 1, "captures": 0}},
                {"roll": [6, 2]}, {"step": {"dice": [2, 6], "from": 3, "to": 11, "pieces": 1, "captures": 0}},
                {"roll": [5, 1]}, {"step": {"dice": [1, 5], "from": 9, "to": 15, "pieces": 1, "captures": 0}},
                {"roll": [4, 1]}],
}


def test_an_old_record_replays_as_before():
    from ludo.colonne import to_notation

    game = Game.from_record(copy.deepcopy(OLD_RECORD))
    assert to_notation(game.position) == "cs_15.0.0.0.0.0_11.0.0.0.0.0_b41"
    assert game.to_record() == OLD_RECORD and "start" not in game.to_record()
    game.undo()
    assert game.seed == 12 and game.roll() == throw(12, 6, 2)  # draws its own dice: throw 6 (after 2 + 4)


def roll_elsewhere(game: Game, chooser: random.Random, limit: int = 10_000) -> Game:
    """Play on with dice thrown here (not the game's): the way a page with its own dice does."""
    while not game.over and limit:
        limit -= 1
        if not game.position.dice:
            game.roll([chooser.randint(1, 6) for _ in range(game.variant.dice)])
        else:
            game.play(chooser.choice(game.legal_steps()))
    return game


def assert_round_trip(game: Game) -> dict:
    record = json.loads(json.dumps(game.to_record()))
    again = Game.from_record(record)
    assert again.positions == game.positions and again.history == game.history
    assert again.to_record() == record == game.to_record()
    return record


TIE, WHITE_WINS = {"white": [3, 4], "black": [5, 2]}, {"white": [6, 6], "black": [1, 2]}


@pytest.mark.parametrize("variant", ["small", "large"])
def test_dice_thrown_elsewhere_record_seed_null_and_the_opening_as_thrown(variant):
    n = 2 if variant == "small" else 3
    tie, decisive = {"white": [3] * n, "black": [3] * n}, {"white": [1] * n, "black": [2] * n}
    game = roll_elsewhere(Game(variant, opening=[tie, decisive]), random.Random(8))
    assert game.seed is None and game.first == "black" and game.over
    record = assert_round_trip(game)
    assert record["seed"] is None and record["opening"] == [tie, decisive] and "start" not in record
    with pytest.raises(IllegalMove, match="thrown elsewhere"):
        Game(variant, opening=[decisive]).roll()


def test_dice_thrown_elsewhere_with_a_chosen_first_player():
    game = roll_elsewhere(Game(first="black", opening=[]), random.Random(2), limit=7)
    record = assert_round_trip(game)
    assert record["seed"] is None and record["opening"] == [] and record["first"] == "black"
    assert Game.from_record(record).position == game.position


def start_position(variant: str = "small", dice=(4, 4)) -> dict:
    """A position partway through a game (a rules scenario), white to play ``dice``."""
    pieces = {"small": ([0, 0, 3, 15, 20, 37], [0, 0, 0, 5, 14, 26]),
              "large": ([0] * 13 + [2, 30], [0] * 14 + [25])}[variant]
    return {"format": "ludo-position/1", "game": "colonne", "variant": variant,
            "pieces": {"white": pieces[0], "black": pieces[1]}, "turn": "white",
            "dice": list(dice), "again": len(set(dice)) == 1}


@pytest.mark.parametrize("seed", [None, 21])
def test_a_game_from_a_start_position(seed):
    start = start_position()
    kwargs = {"opening": []} if seed is None else {"seed": seed}
    game = Game(start=start, **kwargs)
    assert game.first == start["turn"] and game.opening_rolls == [] and game.position.again
    game = roll_elsewhere(game, random.Random(5)) if seed is None else play_out(game, 5)
    record = assert_round_trip(game)
    assert record["start"] == start and record["opening"] == [] and record["first"] == start["turn"]
    assert record["seed"] == seed and game.positions[0] != initial("small", start["turn"])


def test_a_start_at_the_initial_position_is_not_written():
    game = Game(seed=5, start=initial("small", "black"))
    game.roll()
    record = assert_round_trip(game)
    assert "start" not in record and record["opening"] == [] and record["first"] == "black"


@pytest.fixture(scope="module")
def elsewhere():
    game = Game(opening=[TIE, WHITE_WINS])
    game.roll([5, 3])
    return game.to_record()


@pytest.mark.parametrize(
    "changes,words",
    [
        ({"opening": [WHITE_WINS, TIE]}, "opening roll 0 6+6 against 1+2: not a tie"),
        ({"opening": [TIE]}, "opening roll 0: a tie decides nothing"),
        ({"opening": [TIE, "6 6"]}, 'opening roll 1 "6 6": must be'),
        ({"opening": [{"white": [6, 6]}]}, "opening roll 0: field 'black' is missing"),
        ({"opening": [{"white": [6, 6, 6], "black": [1, 2]}]}, "opening roll 0 of white [6, 6, 6]"),
        ({"opening": [{"white": [6], "black": [1]}]}, "the small variant rolls 2 dice"),
        ({"opening": [{"white": [7, 6], "black": [1, 2]}]}, "die value 7"),
        ({"first": "black"}, "first \"black\": the opening rolls make 'white' start"),
        ({"opening": [], "first": "red"}, 'first "red"'),
        ({"opening": "none"}, 'record opening "none": must be a list'),
        ({"actions": [{"roll": [7, 1]}]}, "record action 0"),
        ({"actions": [{"step": {"dice": [5], "from": 0, "to": 8}}]}, "record action 0"),
        ({"seed": None, "extra": 1}, 'unknown field "extra"'),
    ],
)
def test_bad_records_with_dice_thrown_elsewhere(elsewhere, changes, words):
    assert words in refusal(elsewhere, **changes)


@pytest.fixture(scope="module")
def from_start():
    game = Game(seed=2, start=start_position())
    game.play(game.legal_steps()[0])
    return game.to_record()


@pytest.mark.parametrize(
    "changes,words",
    [
        ({"opening": [WHITE_WINS]}, "record opening a list of 1 item: must be an empty list with a start position"),
        ({"first": "black"}, "record: first \"black\": the start position has 'white' to act"),
        ({"variant": "large"}, "record: variant 'large': the start position is of the 'small' variant"),
        ({"start": {"game": "colonne"}}, "record start: position: field 'format' is missing"),
        ({"start": [1, 2]}, "record start: position must be a JSON object, not a list of 2 items"),
        ({"actions": [{"roll": [1, 2]}]}, "record action 0: roll: dice [4, 4] are still to be played"),
        ({"seed": None, "actions": [{"roll": [1, 2]}]}, "record action 0: roll: dice [4, 4]"),
    ],
)
def test_bad_records_from_a_start_position(from_start, changes, words):
    assert words in refusal(from_start, **changes)


def test_constructor_refuses_what_does_not_fit():
    seeded = Game(seed=3, opening=[WHITE_WINS])          # the opening as thrown, later throws its own
    assert seeded.first == "white" and seeded.roll() == throw(3, 2, 2)
    with pytest.raises(IllegalMove, match="first: a game without opening rolls and without a seed"):
        Game(opening=[])
    with pytest.raises(ValueError, match='start "cs_": must be a colonne position'):
        Game(start="cs_")
    start = start_position()
    with pytest.raises(IllegalMove, match="a game from a start position has no opening roll"):
        Game(start=start, opening=[WHITE_WINS])
    assert Game(start=start_position("large", (2, 5, 1))).variant.name == "large"
