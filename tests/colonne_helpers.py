"""Small helpers shared by the colonne tests."""

from __future__ import annotations

from ludo.colonne import Position, Step
from ludo.colonne.game import Game
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


#: fifteen units apart on each side, none in the finish
SPREAD = {"format": "ludo-position/1", "game": "colonne", "variant": "large",
          "pieces": {"white": [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 23, 27, 31, 35, 39],
                     "black": [2, 4, 6, 8, 10, 12, 14, 16, 18, 21, 25, 29, 33, 37, 41]},
          "turn": "white", "dice": [], "again": False}
THROWS = [(1, 2, 4), (2, 3, 5), (1, 1, 3), (4, 5, 6), (1, 3, 6), (2, 2, 4), (1, 2, 5), (3, 4, 6)]


def spread_record(throws: int) -> dict:
    """A record from :data:`SPREAD`: ``throws`` throws, each played by the
    last legal step (the farthest unit first: the pieces stay apart)."""
    game = Game(None, 0, start=SPREAD)
    for index in range(throws):
        game.roll(THROWS[index % len(THROWS)])
        while game.position.dice and not game.over:
            steps = game.legal_steps()
            if not steps:
                break
            game.play(steps[-1])
    return game.to_record()
