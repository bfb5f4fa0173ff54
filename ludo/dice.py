"""The dice of every game: one seeded scheme, the engine's and the pages'.

Throw ``n`` of a game whose seed is ``s`` -- throws counted from 0 over the
whole game, a colonne game's opening rolls included, every throw counting
whether the game drew it or was given it -- is drawn from
``random.Random(f"{s}/{n}")``, one ``randint(1, 6)`` per die. So a game record
and its seed reproduce every throw the game drew; taking a throw back (undo)
and throwing again gives the same dice; and a saved game needs its seed only.
A game given no seed gets a fresh one from the system's random source
(:func:`fresh_seed`: ``os.urandom``, the browser's ``crypto.getRandomValues``
under Pyodide). The computer players' choices are seeded the same way
(:func:`decision_seed`).
"""

from __future__ import annotations

import os
import random


def fresh_seed() -> str:
    """A new random seed (48 bits, in hex) from the system's crypto random source."""
    return os.urandom(6).hex()


def throw(seed: object, n: int, dice: int = 1) -> tuple[int, ...]:
    """Throw ``n`` (0, 1, ...) of the game seeded ``seed``: ``dice`` dice, 1..6 each."""
    source = random.Random(f"{seed}/{n}")
    return tuple(source.randint(1, 6) for _ in range(dice))


def decision_seed(seed: object, n: int) -> str:
    """The seed of a computer player's choice after ``n`` throws of the game seeded ``seed``."""
    return f"{seed}/{n}/ai"
