"""ludo.mensch.position: a player's pieces are a set (their order is only a slot)."""

from __future__ import annotations

from ludo.mensch import Options, Position, rules


def test_positions_differing_only_in_piece_order_are_equal_and_hash_alike():
    a = Position((0, 2), ((5, -1, 41, -1), (-1, 17, -1, -1)), 0)
    b = Position((0, 2), ((-1, 41, -1, 5), (17, -1, -1, -1)), 0)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.pieces != b.pieces                      # the slots themselves are kept
    # anything else that differs still makes another position
    assert a != Position((0, 2), ((5, -1, 41, -1), (-1, 18, -1, -1)), 0)
    assert a != Position((0, 2), ((5, -1, 41, -1), (-1, 17, -1, -1)), 2)
    assert a != Position((0, 2), ((5, -1, 41, -1), (-1, 17, -1, -1)), 0, options=Options(mandatory_capture=False))
    assert a != "not a position"


def test_a_moved_piece_keeps_its_slot():
    pos = Position((0, 2), ((-1, 5, -1, -1), (-1, -1, -1, -1)), 0)
    move = next(m for m in rules.legal_moves(pos, 3) if m.origin == 5)
    assert rules.play(pos, 3, move).pieces[0] == (-1, 8, -1, -1)
