"""Small helpers shared by the colonne tests."""

from __future__ import annotations

from ludo.colonne import Position, Step
from ludo.colonne.variant import VARIANTS


def pos(white=(), black=(), turn="white", dice=(), again=False, variant="small") -> Position:
    """A position; missing pieces are off the board (0)."""
    v = VARIANTS[variant]
    w = tuple(white) + (0,) * (v.pieces - len(white))
    b = tuple(black) + (0,) * (v.pieces - len(black))
    return Position(v, w, b, turn, tuple(dice), again)


def keys(steps) -> set:
    """Steps as (dice, from, to) triples."""
    return {(s.dice, s.origin, s.target) for s in steps}


def step(dice, origin, target) -> Step:
    return Step(tuple(sorted(dice)), origin, target)
