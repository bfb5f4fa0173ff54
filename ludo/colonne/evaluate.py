"""How good the end of a turn is, seen by the player who just moved.

Terms (weights in :class:`Weights`):

- *race*: own progress minus the opponent's (a piece off the board counts 0);
- *threat*: over every roll the opponent can make next, the most it can take
  from us with one hit (pieces times progress, plus a re-entry cost), weighted
  by the roll's probability -- a 1-ply expectation over the opponent's dice;
- *chance*: the same, for our hits on the opponent after their move (or at
  once, when our double lets us roll again);
- *columns*: pieces standing bound in columns on the track (the seed's advice:
  never leave pieces alone).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludo.colonne.plans import roll_table
from ludo.colonne.variant import Variant

WIN = 1_000_000.0


@dataclass(frozen=True)
class Weights:
    race: float = 1.0
    threat: float = 1.0
    chance: float = 0.35
    column: float = 1.0
    reentry: float = 6.0
    again_threat: float = 0.5  # threat weight when we roll again first
    again_chance: float = 1.0  # chance weight when we roll again first


DEFAULT = Weights()


def _units(variant: Variant, pieces: tuple[int, ...]) -> dict[int, int]:
    finish = variant.finish
    units: dict[int, int] = {}
    for p in pieces:
        if 0 < p < finish:
            units[p] = units.get(p, 0) + 1
    return units


def expected_hit(variant: Variant, hitters: dict[int, int], targets: dict[int, int], reentry: float) -> float:
    """Expected best single hit of ``hitters`` on ``targets`` (track units) over one roll."""
    entry = variant.entry
    reach = 6 * variant.dice
    hits: list[tuple[int, float]] = []  # (distance bit, loss)
    for p, size in targets.items():
        if p <= entry:
            continue
        loss = size * (p + reentry)
        for q, strength in hitters.items():
            d = p - q
            if 0 < d <= reach and strength >= size:
                hits.append((1 << d, loss))
    if not hits:
        return 0.0
    hits.sort(key=lambda h: -h[1])
    total = 0.0
    for probability, mask in roll_table(variant.dice):
        for bit, loss in hits:
            if mask & bit:
                total += probability * loss
                break
    return total


def evaluate(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool,
             weights: Weights = DEFAULT) -> float:
    """The value of the end of our turn (higher is better for us)."""
    finish = variant.finish
    if all(p == finish for p in mine):
        return WIN
    my_units = _units(variant, mine)
    their_units = _units(variant, theirs)
    score = weights.race * (sum(mine) - sum(theirs))
    bound = sum(size for p, size in my_units.items() if size > 1 and p > variant.entry)
    score += weights.column * bound
    threat = expected_hit(variant, their_units, my_units, weights.reentry)
    chance = expected_hit(variant, my_units, their_units, weights.reentry)
    if again:
        score -= weights.again_threat * threat
        score += weights.again_chance * chance
    else:
        score -= weights.threat * threat
        score += weights.chance * chance
    return score
