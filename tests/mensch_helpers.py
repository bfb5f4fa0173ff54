"""Random valid mensch positions, for the tests and fuzzing.

Every position drawn is valid (it is built through :class:`Position`); the
draw favours crowded boards so that captures, blocked starts, lane jams and
three-tries series all come up often.
"""

from __future__ import annotations

import random

from ludo.mensch.position import BASE, GOAL, Options, Position, in_series, ring_square
from ludo.values import replace

SEATINGS = ((0, 2), (2, 0), (1, 3), (3, 1),
            (0, 1, 2), (1, 2, 3), (2, 3, 0), (3, 0, 1), (1, 2, 0), (3, 1, 2),
            (0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2))


def random_options(rng: random.Random) -> Options:
    return Options(rng.random() < 0.5, rng.random() < 0.5, rng.random() < 0.5)


def random_position(rng: random.Random, seats: tuple[int, ...] | None = None,
                    options: Options | None = None, finished: bool = False) -> Position:
    """A random valid position; ``finished`` allows one player to have all pieces home."""
    seats = seats or rng.choice(SEATINGS)
    options = options or random_options(rng)
    while True:
        ring: set[int] = set()
        groups = []
        for corner in seats:
            own: list[int] = []
            style = rng.random()
            for _ in range(4):
                for _attempt in range(20):
                    roll = rng.random()
                    if roll < 0.35 * style + 0.1:
                        p = BASE
                    elif roll < 0.75:
                        p = rng.randint(0, 39)
                    else:
                        p = rng.randint(40, GOAL)
                    if p == BASE:
                        break
                    if p in own or (p < 40 and ring_square(corner, p) in ring):
                        continue
                    break
                else:
                    p = BASE
                if 0 <= p < 40:
                    ring.add(ring_square(corner, p))
                own.append(p)
            groups.append(tuple(own))
        done = sum(min(own) >= 40 for own in groups)
        if done > (1 if finished else 0):
            continue
        pos = Position(seats, tuple(groups), rng.choice(seats), 0, options)
        if not done and in_series(pos):
            pos = replace(pos, tries=rng.randint(0, 2))
        return pos
