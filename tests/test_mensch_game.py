"""ludo.mensch.game: Game (seeded die, history, undo) and the JSON game record."""

from __future__ import annotations

import json

import pytest

from ludo.errors import GameOver, IllegalMove, InvalidRecord
from ludo.mensch import Game, Move, Options, Position


def finish(game: Game, limit: int = 5000) -> Game:
    for _ in range(limit):
        if game.over:
            return game
        game.roll()
        moves = game.legal_moves()
        game.play(moves[-1] if moves else None)
    raise AssertionError("game did not end")


def test_seeded_games_repeat_and_records_replay():
    a = finish(Game((0, 1, 2, 3), seed=42))
    b = finish(Game((0, 1, 2, 3), seed=42))
    assert a.position == b.position and len(a.history) == len(b.history)
    record = json.loads(json.dumps(a.to_record()))
    assert record["format"] == "ludo-record/1" and "start" not in record
    again = Game.from_record(record)
    assert again.position == a.position
    assert [t.roll for t in again] == [t.roll for t in a]


def test_roll_then_play_and_undo():
    game = Game((0, 2), Options(start_with_piece=True), seed=1)
    with pytest.raises(IllegalMove, match="roll the die first"):
        game.play(None)
    assert game.roll(4) == 4
    with pytest.raises(IllegalMove, match="not played yet"):
        game.roll()
    assert game.legal_moves() == [Move(0, 4)]
    game.play(Move(0, 4))
    assert game.position.pieces[0] == (4, -1, -1, -1) and game.position.turn == 2
    turn = game.undo()
    assert (turn.roll, turn.move) == (4, Move(0, 4))
    assert game.position == game.start
    with pytest.raises(IllegalMove, match="nothing to undo"):
        game.undo()


def test_record_with_start_position():
    start = Position((1, 3), ((38, -1, -1, -1), (-1, -1, -1, -1)), 1)
    game = Game((1, 3), start=start)
    game.roll(2)
    game.play(Move(38, 40))
    record = game.to_record()
    assert record["start"]["pieces"] == {"1": [38, -1, -1, -1], "3": [-1, -1, -1, -1]}
    assert Game.from_record(record).position == game.position


def test_game_over_refuses_rolls():
    game = Game((0, 2), start=Position((0, 2), ((43, 42, 41, 37), (-1,) * 4), 0))
    game.roll(3)
    game.play(Move(37, 40))
    assert game.over and game.result().winner == 0
    with pytest.raises(GameOver):
        game.roll()


@pytest.mark.parametrize("mutate, message", [
    (lambda r: r.update(format="ludo-record/2"), "format"),
    (lambda r: r.update(seats=[0, 1]), "opposite"),
    (lambda r: r["turns"][0].update(roll=7), "turn 1"),
    (lambda r: r["turns"][0].update(move={"from": 3, "to": 5}), "turn 1"),
    (lambda r: r["turns"].append("x"), "must be an object"),
    (lambda r: r.pop("turns"), "'turns' is missing"),
    (lambda r: r.update(extra=1), "unknown field"),
    (lambda r: r["turns"][1].update(move=[1, 2]), "turn 2"),
])
def test_bad_records_are_refused(mutate, message):
    record = finish(Game((0, 2), seed=3)).to_record()
    mutate(record)
    with pytest.raises(InvalidRecord, match=message):
        Game.from_record(record)
