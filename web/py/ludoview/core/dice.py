"""The dice of a game shown in a page: one seeded scheme for every game and page.

Throw ``n`` of a game whose seed is ``s`` is drawn from ``random.Random(f"{s}/{n}")``,
so a game is saved as its seed and the number of throws so far, and taking a throw
back (undo) and throwing again gives the same dice. The computer players'
decisions are seeded the same way (:meth:`Dice.decision_seed`).
"""

from __future__ import annotations

import random

from ludo.values import value


def fresh_seed() -> str:
    """A new random seed for a game whose page was not given one."""
    return f"{random.getrandbits(48):x}"


@value
class Dice:
    seed: str
    count: int = 0

    @classmethod
    def seeded(cls, seed: str | None = None) -> "Dice":
        return cls(seed if seed is not None else fresh_seed())

    def throw(self, dice: int = 1) -> list[int]:
        """The next throw of ``dice`` dice (1..6 each)."""
        source = random.Random(f"{self.seed}/{self.count}")
        self.count += 1
        return [source.randint(1, 6) for _ in range(dice)]

    def decision_seed(self) -> str:
        """The seed of a computer player's choice at this point of the game."""
        return f"{self.seed}/{self.count}/ai"
