"""The mensch computer players: legal choices, reproducibility, hints."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from ludo import api
from ludo.errors import LudoError
from ludo.mensch import arena, evaluate, fast, hints, levels
from ludo.mensch.jsonio import position_from_json

VECTORS = Path(__file__).resolve().parents[2] / "shared" / "conformance" / "mensch-v1.jsonl"
LEVELS = ("random", "easy", "medium", "hard")
REASONS = set(hints.REASONS)


def _move_cases():
    with open(VECTORS, encoding="utf-8") as handle:
        cases = [json.loads(line) for line in handle if line.strip()]
    return [c for c in cases if c["kind"] == "moves"]


MOVE_CASES = _move_cases()


def position(pieces: dict, seats=(0, 2), turn=None, **options) -> dict:
    pos = api.new_position(list(seats), options or None)
    pos["pieces"] = {str(k): list(v) for k, v in pieces.items()}
    if turn is not None:
        pos["turn"] = turn
    return pos


def test_vectors_are_there():
    assert len(MOVE_CASES) > 100


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_move_in_every_vector(level):
    choices_with_options = 0
    for case in MOVE_CASES:
        pos, roll = case["position"], case["roll"]
        before = copy.deepcopy(pos)
        legal = api.legal_moves(pos, roll)
        chosen = api.choose_move(pos, roll, level, seed=case["id"])
        assert pos == before, "choose_move must not change its input"
        if not legal:
            assert chosen is None, case["id"]
        else:
            assert chosen in legal, case["id"]
            # the very dict of legal_moves, "rule" included
            assert chosen == next(m for m in legal if m["from"] == chosen["from"] and m["to"] == chosen["to"])
            choices_with_options += len(legal) > 1
    assert choices_with_options > 20


@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_choices(level):
    for case in MOVE_CASES[::3]:
        pos, roll = case["position"], case["roll"]
        first = [api.choose_move(pos, roll, level, seed=s) for s in range(4)]
        again = [api.choose_move(pos, roll, level, seed=s) for s in range(4)]
        assert first == again, case["id"]


def test_random_level_depends_on_the_seed():
    pos = position({0: [3, 12, 20, 30], 2: [-1, -1, -1, -1]})
    chosen = {json.dumps(api.choose_move(pos, 1, "random", seed=s), sort_keys=True) for s in range(40)}
    assert len(chosen) == 4


def test_unknown_level_and_bad_seed_are_refused():
    pos = api.new_position([0, 2])
    with pytest.raises(ValueError, match='level "expert"'):
        api.choose_move(pos, 6, "expert")
    with pytest.raises(ValueError, match="seed"):
        api.choose_move(pos, 6, "hard", seed=[1])
    with pytest.raises(ValueError):
        api.choose_move(pos, 7, "hard")
    with pytest.raises(LudoError):
        api.choose_move({"game": "mensch"}, 6, "hard")


def test_finished_game_is_refused():
    pos = position({0: [40, 41, 42, 43], 2: [-1, -1, -1, 5]}, turn=2)
    with pytest.raises(ValueError):
        api.choose_move(pos, 3, "hard")


# --- what the levels prefer --------------------------------------------------

def test_medium_and_hard_do_not_stop_just_ahead_of_an_opponent():
    # corner 0 piece at 10 (ring 10); corner 2 piece at progress 28 (ring 8), 2 behind.
    # Roll 4: the piece at 10 can go to 14 (6 ahead of ring 8: in reach) or the piece
    # at 30 can go to 34 (ring 34, nobody behind it).
    pos = position({0: [10, 30, -1, -1], 2: [28, -1, -1, -1]}, mandatory_capture=False)
    for level in ("medium", "hard"):
        chosen = api.choose_move(pos, 4, level, seed=1)
        assert (chosen["from"], chosen["to"]) == (30, 34), level


def test_medium_and_hard_take_the_piece_into_the_lane():
    pos = position({0: [36, 5, -1, -1], 2: [-1, -1, -1, 5]}, mandatory_capture=False)
    for level in ("medium", "hard"):
        chosen = api.choose_move(pos, 5, level, seed=2)
        assert (chosen["from"], chosen["to"]) == (36, 41), level


def test_hard_captures_a_far_advanced_piece_when_free_to_choose():
    # corner 2 piece at progress 35 stands on ring 15; corner 0 piece at 12 hits it with a 3.
    pos = position({0: [12, 20, -1, -1], 2: [35, -1, -1, -1]}, mandatory_capture=False)
    chosen = api.choose_move(pos, 3, "hard", seed=3)
    assert chosen == {"from": 12, "to": 15, "capture": True}


def test_hard_plays_the_winning_move():
    pos = position({0: [41, 42, 43, 37], 2: [5, 6, 7, -1]}, mandatory_capture=False)
    assert api.choose_move(pos, 3, "hard") == {"from": 37, "to": 40, "capture": False}


# --- hints ---------------------------------------------------------------------

def test_hints_cover_every_legal_move_in_every_vector():
    for case in MOVE_CASES:
        pos, roll = case["position"], case["roll"]
        legal = api.legal_moves(pos, roll)
        hints = api.hints(pos, roll)
        assert [h["move"] for h in hints] == legal, case["id"]
        for h in hints:
            assert 0.0 <= h["estimate"] <= 1.0
            assert h["mark"] in ("good", "ok", "risky")
            assert h["reason"] in REASONS
            assert h["reasons"][0] == {"code": h["reason"], "args": h["args"]}
            assert {r["code"] for r in h["reasons"]} <= REASONS
        if hints:
            assert any(h["mark"] == "good" for h in hints), case["id"]


def test_hint_reasons_name_the_opponent_and_distance():
    pos = position({0: [10, 12, -1, -1], 2: [28, -1, -1, -1]}, mandatory_capture=False)
    by_target = {h["move"]["to"]: h for h in api.hints(pos, 4)}
    risky = by_target[14]
    assert risky["reason"] == "lands_ahead_of"
    assert risky["args"] == {"corner": 2, "distance": 6}
    assert risky["mark"] == "risky"
    # the piece at 12 is 4 ahead of ring 8 and escapes to 16 (8 ahead: out of one roll)
    assert by_target[16]["mark"] == "good"
    assert by_target[16]["reason"] == "escapes"
    assert by_target[16]["args"] == {"corner": 2, "distance": 4}


def test_hint_reasons_capture_lane_enter():
    pos = position({0: [12, 37, -1, -1], 2: [35, -1, -1, -1]}, mandatory_capture=False)
    codes = {h["move"]["to"]: h["reason"] for h in api.hints(pos, 3)}
    assert codes[15] == "captures"
    assert codes[40] == "safe_in_lane"
    hint = next(h for h in api.hints(pos, 3) if h["move"]["to"] == 15)
    assert hint["args"] == {"corner": 2}
    entering = api.hints(position({0: [12, -1, -1, -1], 2: [-1, -1, -1, -1]}), 6)
    assert [h["reason"] for h in entering] == ["enters"]


def test_no_hints_without_legal_moves():
    assert api.hints(api.new_position([0, 2]), 3) == []


def test_estimates_follow_the_evaluation():
    pos = position({0: [10, 30, -1, -1], 2: [28, -1, -1, -1]}, mandatory_capture=False)
    hints = {h["move"]["to"]: h for h in api.hints(pos, 4)}
    assert hints[34]["estimate"] > hints[14]["estimate"]


# --- internals the arena relies on -------------------------------------------------

def test_player_objects_are_seeded_and_picklable():
    import pickle

    state = fast.from_position(position_from_json(position({0: [3, 12, 20, 30], 2: [-1, -1, -1, 5]})))
    moves = fast.legal(state, 1)
    one, two = arena.Player("random", 9), pickle.loads(pickle.dumps(arena.Player("random", 9)))
    assert [one(state, 1, moves) for _ in range(20)] == [two(state, 1, moves) for _ in range(20)]


def test_danger_counts_pieces_behind_and_entering_opponents():
    seats, pieces = (0, 2), ((10, -1, -1, -1), (28, -1, -1, -1))  # corner 2 at ring 8
    assert evaluate.danger(seats, pieces, 0, 10) == pytest.approx(1 / 6)
    assert evaluate.danger(seats, pieces, 0, 20) == pytest.approx(1 / 6)  # corner 2's start: base piece enters
    assert evaluate.danger(seats, ((10, -1, -1, -1), (28, 0, 1, 2)), 0, 35) == 0.0
    assert evaluate.danger(seats, ((10, -1, -1, -1), (28, 0, 1, 2)), 0, 30) == pytest.approx(1 / 36)
    assert levels.threatened(seats, pieces, 0, 14)
    assert not levels.threatened(seats, pieces, 0, 15)


def test_a_player_rolling_three_times_enters_far_more_often():
    # corner 2 has nothing on the ring and its lane piece sits at the bottom: rule 5's three tries
    stuck = (-1, -1, -1, 43)
    assert evaluate.reach_chance(2, stuck, 20) == pytest.approx(1 - (5 / 6) ** 3)  # its start square
    assert evaluate.reach_chance(2, stuck, 23) == pytest.approx((1 - (5 / 6) ** 3) / 6)  # the bonus roll after
    assert evaluate.reach_chance(2, stuck, 27) == 0.0
    assert evaluate.reach_chance(2, stuck, 19) == 0.0
    # the same player with a lane piece that can still advance rolls once
    assert evaluate.reach_chance(2, (-1, -1, -1, 41), 20) == pytest.approx(1 / 6)
    assert evaluate.reach_chance(2, (-1, -1, -1, 41), 23) == pytest.approx(1 / 36)
    # with a piece on the ring: its direct hit, or entering then stepping past the start
    assert evaluate.reach_chance(2, (-1, -1, -1, 1), 23) == pytest.approx(1 - (5 / 6) * (35 / 36))
    assert evaluate.reach_chance(2, (0, 40, 41, 42), 23) == pytest.approx(1 / 6)  # nothing to enter
    # danger combines every opponent's reach: corner 1 (start 10) and corner 2 (start 20) both stuck
    seats, pieces = (0, 1, 2), ((13, -1, -1, -1), (-1, -1, -1, -1), (5, -1, -1, 43))
    assert evaluate.danger(seats, pieces, 0, 13) == pytest.approx((1 - (5 / 6) ** 3) / 6)
    assert evaluate.danger(seats, pieces, 0, 20) == pytest.approx(1 / 6)  # corner 2 has a ring piece: one roll
    assert evaluate.danger(seats, pieces, 0, 26) == pytest.approx(1 - (1 - 1 / 36) * (5 / 6))  # 6 past 20, 1 past 25


def test_stopping_on_an_opponents_start_is_risky_while_it_can_enter():
    # corner 2's start is ring 20 = progress 20 for corner 0; corner 2 has base pieces.
    pos = position({0: [17, 5, -1, -1], 2: [-1, -1, -1, 30]}, mandatory_capture=False)
    hint = next(h for h in api.hints(pos, 3) if h["move"]["to"] == 20)
    assert hint["reason"] == "on_start_of" and hint["args"] == {"corner": 2, "tries": 1}
    assert hint["mark"] == "risky"
    # with nothing else to move, corner 2 has three tries to roll the 6 that enters
    pos = position({0: [17, 5, -1, -1], 2: [-1, -1, -1, 43]}, mandatory_capture=False)
    hint = next(h for h in api.hints(pos, 3) if h["move"]["to"] == 20)
    assert hint["reason"] == "on_start_of" and hint["args"] == {"corner": 2, "tries": 3}


def test_the_fast_evaluation_agrees_with_the_plain_formulas():
    import random

    w = evaluate.DEFAULT
    rng = random.Random(4)
    checked = 0
    for game in range(30):
        seats = arena.SEATINGS[2 + game % 3]
        state = fast.from_position(position_from_json(api.new_position(list(seats))))
        for _ in range(150):
            roll = rng.randint(1, 6)
            moves = fast.legal(state, roll)
            state = fast.apply(state, roll, moves[rng.randrange(len(moves))] if moves else None)
            if fast.winner(state) is not None:
                break
            seats_, pieces, to_move = state[0], state[1], state[2]
            values = evaluate.equities(seats_, pieces, to_move, w)
            for seat, own in enumerate(pieces):
                weight = w.danger_to_move if seat == to_move else w.danger
                expected = sum(evaluate.piece_value(p, w) for p in own) - sum(
                    weight * evaluate.danger(seats_, pieces, seat, evaluate.ring_square(seats_[seat], p))
                    * (evaluate.piece_value(p, w) + w.loss_extra)
                    for p in own if 0 <= p < 40)
                if seat == to_move:  # what it may capture with its roll
                    expected += sum(
                        w.threat * evaluate.reach_chance(seats_[seat], own, evaluate.ring_square(seats_[other], q))
                        * (evaluate.piece_value(q, w) + w.loss_extra)
                        for other in range(len(seats_)) if other != seat
                        for q in pieces[other] if 0 <= q < 40)
                assert values[seat] == pytest.approx(expected)
                checked += 1
    assert checked > 1000
