"""ludo.mensch.fast agrees exactly with the clean rules."""

from __future__ import annotations

import random

import pytest
from mensch_helpers import random_position

from ludo.mensch import Move, fast, rules
from ludo.mensch.position import Position, in_series


def clean(pos: Position, roll: int) -> list[tuple]:
    return sorted((m.origin, m.target, m.capture) for m in rules.legal_moves(pos, roll))


def quick(state, roll: int) -> list[tuple]:
    return sorted((m[1], m[2], m[3] >= 0) for m in fast.legal(state, roll))


def test_same_legal_moves_and_successors_on_random_positions():
    rng = random.Random(2024)
    for _ in range(3000):
        pos = random_position(rng)
        state = fast.from_position(pos)
        assert fast.to_position(state) == pos
        assert fast.in_series(state) == in_series(pos)
        for roll in range(1, 7):
            moves = fast.legal(state, roll)
            assert quick(state, roll) == clean(pos, roll), (pos, roll)
            for move in moves or [None]:
                expected = rules.play(pos, roll, None if move is None else Move(move[1], move[2]))
                assert fast.to_position(fast.apply(state, roll, move)) == expected


def test_playouts_follow_the_rules_step_by_step():
    rng = random.Random(7)
    for _ in range(60):
        pos = random_position(rng)
        trace: list = []
        won, rolls = fast.random_playout(fast.from_position(pos), rng, trace)
        assert rolls == len(trace)
        for roll, move in trace:
            listed = clean(pos, roll)
            if move is None:
                assert listed == []
                pos = rules.play(pos, roll, None)
            else:
                assert (move[1], move[2], move[3] >= 0) in listed
                pos = rules.play(pos, roll, Move(move[1], move[2]))
        assert rules.result(pos).winner == won


def test_winner_and_finished_playout():
    state = fast.from_position(Position((0, 2), ((43, 42, 41, 40), (-1,) * 4), 2))
    assert fast.winner(state) == 0
    assert fast.random_playout(state, random.Random(1)) == (0, 0)


def test_dice_are_fair_die_values():
    stream = fast.dice(random.Random(3), batch=512)
    counts = [0] * 7
    for _ in range(60000):
        counts[next(stream)] += 1
    assert counts[0] == 0
    for face in range(1, 7):
        assert 9400 < counts[face] < 10600


@pytest.mark.parametrize("seats", [(0, 2), (1, 2, 3), (0, 1, 2, 3)])
def test_playout_limit(seats):
    state = fast.from_position(Position.initial(seats))
    with pytest.raises(RuntimeError, match="did not end"):
        fast.random_playout(state, random.Random(1), max_rolls=5)


def test_stuck_means_nothing_on_the_ring_and_the_lane_packed_at_the_bottom():
    import itertools

    for lane in itertools.chain.from_iterable(itertools.combinations(range(40, 44), k) for k in range(4)):
        own = (-1,) * (4 - len(lane)) + lane
        packed = lane == tuple(range(44 - len(lane), 44))
        assert fast.stuck(own) == fast.stuck(own, jump=True) == packed, own
        assert not fast.stuck(own[:-1] + (7,)) if lane else not fast.stuck((-1, -1, -1, 7))
