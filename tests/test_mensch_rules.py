"""ludo.mensch.rules: moving, entering, capture, rule 4, three tries, the end."""

from __future__ import annotations

import pytest

from ludo.errors import GameOver, IllegalMove
from ludo.mensch import Move, Options, Position, legal_moves, play, result, why_no_move
from ludo.mensch.position import in_series


def pos(pieces: dict, turn=0, tries=0, **options) -> Position:
    seats = tuple(sorted(int(c) for c in pieces))
    return Position(seats, tuple(tuple(pieces[c]) for c in seats), turn, tries, Options(**options))


def moves(p: Position, roll: int) -> list[tuple]:
    return sorted((m.origin, m.target, m.capture, m.rule) for m in legal_moves(p, roll))


def test_legal_moves_is_lazy_iterator():
    it = legal_moves(pos({0: [5, 12, -1, -1], 2: [-1] * 4}), 3)
    assert iter(it) is it
    assert {m.origin for m in it} == {5, 12}


def test_ring_pieces_are_jumped_and_own_target_blocks():
    p = pos({0: [5, 8, -1, 41], 2: [-1, -1, -1, 27]})  # corner 2 at 27 = ring 7
    assert moves(p, 3) == [(8, 11, False, None)]  # 5->8 is blocked by own piece at 8
    assert why_no_move(p, 3) is None


def test_entering_needs_six_and_captures_on_start():
    p = pos({0: [-1] * 4, 2: [20, -1, -1, -1]})  # corner 2's 20 is ring 0
    assert moves(p, 5) == []
    assert why_no_move(p, 5) == "needs_six"
    assert moves(p, 6) == [(-1, 0, True, None)]
    after = play(p, 6, Move(-1, 0))
    assert after.pieces == ((0, -1, -1, -1), (-1, -1, -1, -1))
    assert after.turn == 0 and after.tries == 0


def test_free_start_forced_and_marked():
    p = pos({0: [0, 12, -1, -1], 2: [-1, -1, -1, 30]})
    assert moves(p, 3) == [(0, 3, False, "free_start")]


def test_free_start_blocked_frees_others():
    p = pos({0: [0, 3, -1, -1], 2: [-1] * 4})
    assert moves(p, 3) == [(3, 6, False, None)]


def test_must_enter_with_six():
    p = pos({0: [12, -1, -1, -1], 2: [-1] * 4})
    assert moves(p, 6) == [(-1, 0, False, "must_enter")]
    p = pos({0: [-1, -1, -1, -1], 2: [-1] * 4})
    assert moves(p, 6) == [(-1, 0, False, None)]  # nothing else possible: not narrowed


def test_mandatory_capture_and_option_off():
    pieces = {0: [10, 30, 41, -1], 2: [-1, -1, -1, 35]}  # corner 2 at 35 = ring 15
    assert moves(pos(pieces), 5) == [(10, 15, True, "must_capture")]
    assert moves(pos(pieces, mandatory_capture=False), 5) == [(10, 15, True, None), (30, 35, False, None)]


def test_lane_rules_and_reasons():
    p = pos({0: [40, 42, -1, -1], 2: [5, -1, -1, -1]})
    assert moves(p, 3) == []
    assert why_no_move(p, 3) == "no_lane_jump"
    assert moves(pos({0: [40, 42, -1, -1], 2: [5, -1, -1, -1]}, lane_jump=True), 3) == [(40, 43, False, None)]
    p = pos({0: [41, 38, -1, -1], 2: [5, -1, -1, -1]})
    assert why_no_move(p, 3) == "own_piece_blocks"
    p = pos({0: [42, 38, 40, 41], 2: [5, -1, -1, -1]})
    assert moves(p, 6) == []
    assert why_no_move(p, 6) == "exact_roll"


def test_three_tries_series():
    p = pos({0: [43, 42, -1, -1], 2: [5, -1, -1, -1]})
    assert in_series(p)
    p1 = play(p, 3, None)
    assert (p1.turn, p1.tries) == (0, 1)
    p2 = play(p1, 1, None)
    assert (p2.turn, p2.tries) == (0, 2)
    assert why_no_move(p2, 4) == "third_try_failed"
    p3 = play(p2, 4, None)
    assert (p3.turn, p3.tries) == (2, 0)
    p6 = play(p2, 6, Move(-1, 0))
    assert (p6.turn, p6.tries, p6.pieces[0]) == (0, 0, (43, 42, 0, -1))


def test_outside_series_one_roll_and_six_unplayable_passes():
    p = pos({0: [41, -1, -1, -1], 2: [5, -1, -1, -1]})
    assert not in_series(p)
    assert play(p, 5, None).turn == 2
    p = pos({0: [0, 39, 43, -1], 2: [5, -1, -1, -1]})
    # free start: 0->6 is legal, played 6 rolls again
    assert play(p, 6, Move(0, 6)).turn == 0


def test_play_refuses_what_legal_moves_does_not_list():
    p = pos({0: [5, -1, -1, -1], 2: [-1] * 4})
    with pytest.raises(IllegalMove, match="not legal"):
        play(p, 3, Move(5, 9))
    with pytest.raises(IllegalMove, match="a move is required"):
        play(p, 3, None)
    with pytest.raises(IllegalMove, match="with a 5 is not legal here: a 5 has no legal move, the move must be null"):
        play(pos({0: [-1] * 4, 2: [-1] * 4}), 5, Move(-1, 0))
    for bad in (0, 7, True, 2.0, "3", None):
        with pytest.raises(IllegalMove, match="roll"):
            list(legal_moves(p, bad))


def test_end_and_places():
    p = pos({0: [43, 42, 41, 40], 1: [40, 5, -1, -1], 2: [40, 5, -1, -1], 3: [-1] * 4})
    r = result(p)
    assert r.winner == 0
    assert dict(r.places) == {0: 1, 1: 2, 2: 2, 3: 4}
    with pytest.raises(GameOver):
        list(legal_moves(p, 3))
    with pytest.raises(GameOver):
        play(p, 3, None)
    assert result(pos({0: [43, 42, 41, -1], 2: [-1] * 4})) is None


def test_winning_move_ends_game():
    p = pos({0: [43, 42, 41, 37], 2: [5, -1, -1, -1]})
    after = play(p, 3, Move(37, 40))
    assert result(after).winner == 0 and after.turn == 2


def test_why_not_names_the_reason_for_one_piece():
    from ludo.mensch import why_not

    capture = pos({0: [10, 30, 41, -1], 2: [-1, -1, -1, 35]})
    assert why_not(capture, 5, 10) is None
    assert why_not(capture, 5, 30) == "must_capture"
    assert why_not(capture, 5, 41) == "exact_roll"
    assert why_not(capture, 5, -1) == "needs_six"
    start = pos({0: [0, 12, -1, -1], 2: [-1] * 4})
    assert why_not(start, 3, 12) == "free_start"
    assert why_not(pos({0: [12, -1, -1, -1], 2: [-1] * 4}), 6, 12) == "must_enter"
    assert why_not(pos({0: [0, 3, -1, -1], 2: [-1] * 4}), 3, 0) == "own_piece_blocks"
    assert why_not(pos({0: [40, 42, -1, -1], 2: [5, -1, -1, -1]}), 3, 40) == "no_lane_jump"
    series = pos({0: [43, 42, -1, -1], 2: [5, -1, -1, -1]}, tries=2)
    assert why_not(series, 2, -1) == "third_try_failed"
    with pytest.raises(IllegalMove, match="no piece at 7"):
        why_not(capture, 5, 7)


def test_why_not_agrees_with_legal_moves_on_random_positions():
    import random

    from mensch_helpers import random_position

    from ludo.mensch import why_not

    rng = random.Random(5)
    for _ in range(1500):
        p = random_position(rng)
        for roll in range(1, 7):
            origins = {m.origin for m in legal_moves(p, roll)}
            for origin in set(p.mover):
                assert (why_not(p, roll, origin) is None) == (origin in origins)
