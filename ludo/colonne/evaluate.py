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

from functools import lru_cache
from itertools import compress

from ludo.colonne.plans import roll_table
from ludo.colonne.variant import Variant
from ludo.values import value

WIN = 1_000_000.0


@value(frozen=True)
class Weights:
    race: float = 1.0
    threat: float = 1.0
    chance: float = 0.35
    column: float = 1.0
    reentry: float = 6.0
    again_threat: float = 0.5  # threat weight when we roll again first
    again_chance: float = 1.0  # chance weight when we roll again first


DEFAULT = Weights()


class Rolls:
    """The distinct rolls of ``dice`` dice as bits (bit i: the i-th roll of
    :func:`ludo.colonne.plans.roll_table`), for the expected hits: the rolls that make
    a distance (``reaching[d]``), those that make some distance of a mask (:meth:`of`:
    two look-ups, not one test per roll), and the chance of a set of rolls
    (:meth:`probability`: the sum of their probabilities in the table's order, worked
    out once a set; a slow record meets tens of thousands of masks, a few thousand sets
    of rolls)."""

    __slots__ = ("probabilities", "reaching", "low", "high", "half", "size", "sums", "low_steps", "high_steps")

    def __init__(self, dice: int) -> None:
        table = roll_table(dice)
        self.probabilities = tuple(probability for probability, _reach in table)
        values = 6 * dice + 1  # the bits of a mask: 0 .. 6 x dice
        self.reaching = tuple(sum(1 << i for i, (_p, reach) in enumerate(table) if reach >> value & 1)
                              for value in range(values))
        # the rolls of a mask's low ``half`` bits (``low``, by those bits) and of its other
        # bits (``high``, by them shifted down)
        self.half = values // 2
        self.low, self.high = self._table(0, self.half), self._table(self.half, values - self.half)
        # and one by one, the farthest distance first: (the rolls of each distance, ...)
        self.low_steps, self.high_steps = self._steps(0, self.half), self._steps(self.half, values - self.half)
        self.size = (len(table) + 7) // 8  # the bytes a set of rolls takes
        self.sums: dict[int, float] = {}

    def _table(self, first: int, count: int) -> tuple[int, ...]:
        rolls = [0] * (1 << count)
        for part in range(1, 1 << count):
            lowest = part & -part
            rolls[part] = rolls[part ^ lowest] | self.reaching[first + lowest.bit_length() - 1]
        return tuple(rolls)

    def _steps(self, first: int, count: int) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(self.reaching[first + bit] for bit in reversed(range(count)) if part >> bit & 1)
                     for part in range(1 << count))

    def of(self, mask: int) -> int:
        """The rolls that make some distance of ``mask`` (bit d: distance d)."""
        return self.low[mask & ((1 << self.half) - 1)] | self.high[mask >> self.half]

    def probability(self, rolls: int) -> float:
        """The chance of one of ``rolls``: their probabilities summed in the table's order."""
        found = self.sums.get(rolls)
        if found is None:
            found = sum(compress(self.probabilities, b"".join(map(_FLAGS.__getitem__,
                                                                  rolls.to_bytes(self.size, "little")))))
            if len(self.sums) < _KEPT:
                self.sums[rolls] = found
        return found


#: the most sets of rolls :meth:`Rolls.probability` keeps
_KEPT = 200_000
#: a byte's bits as flags, the lowest first: _FLAGS[5] == b"\x01\x00\x01\x00\x00\x00\x00\x00"
_FLAGS = tuple(bytes((byte >> bit) & 1 for bit in range(8)) for byte in range(256))


@lru_cache(maxsize=8)
def rolls_of(dice: int) -> Rolls:
    """The :class:`Rolls` of ``dice`` dice (made once)."""
    return Rolls(dice)


def reach_probability(dice: int, mask: int) -> float:
    """The chance that one roll of ``dice`` dice makes some step value in ``mask``:
    the sum of the probabilities of those rolls, in the order of ``roll_table``."""
    rolls = rolls_of(dice)
    return rolls.probability(rolls.of(mask))


def hit_walk(table: Rolls, pairs: list[tuple[float, int]]) -> tuple[float, int]:
    """The expected best hit over ``pairs`` = [(loss, mask), ...], the losses from the
    costliest down, each with the distances (bits) from which it can be taken, for a
    roll of the dice of ``table``: each distance not yet met, the farthest first, counts
    its loss times what it adds to the chance of reaching one of the distances met
    (``reach_probability`` of them all against that of those before it); a distance
    that adds no roll adds nothing (so is not worked out). With the distances met (the
    masks together): ``(expected hit, distances)``."""
    sums, half, low_steps, high_steps = table.sums, table.half, table.low_steps, table.high_steps
    low = (1 << half) - 1
    total = 0.0
    before = 0.0
    seen = 0
    rolls = 0
    for loss, mask in pairs:
        new = mask & ~seen
        seen |= new
        for adds in high_steps[new >> half] + low_steps[new & low]:  # the farthest first
            reached = rolls | adds
            if reached != rolls:
                rolls = reached
                now = sums.get(rolls)
                if now is None:
                    now = table.probability(rolls)
                total += loss * (now - before)
                before = now
    return total, seen


def expected_hit(variant: Variant, hitters: dict[int, int], targets: dict[int, int], reentry: float) -> float:
    """Expected best single hit of ``hitters`` on ``targets`` (track units) over one roll.

    Taking the hits from the costliest down, hit ``i`` counts for the rolls that
    reach it but none costlier: ``P(reach any of 1..i) - P(reach any of 1..i-1)``;
    on equal losses the farthest distance first, a distance already counted
    skipped. The distances from which a target can be hit are one mask (bit
    ``d``: a hitter ``d`` squares behind it, as strong as it or stronger), from
    the hitters' squares as bits (bit ``finish - q``), one board per height met.
    """
    entry = variant.entry
    finish = variant.finish
    reach = (1 << (6 * variant.dice + 1)) - 2  # the distances 1 .. 6 x dice
    boards: dict[int, int] = {}  # height -> the squares of the hitters at least that strong
    losses: dict[float, int] = {}  # loss -> the distances it can be hit from
    for p, size in targets.items():
        if p <= entry:
            continue
        board = boards.get(size)
        if board is None:
            board = 0
            for q, strength in hitters.items():
                if strength >= size:
                    board |= 1 << (finish - q)
            boards[size] = board
        mask = (board >> (finish - p)) & reach
        if mask:
            loss = size * (p + reentry)
            losses[loss] = losses.get(loss, 0) | mask
    return hit_walk(rolls_of(variant.dice), [(loss, losses[loss]) for loss in sorted(losses, reverse=True)])[0]


def evaluate(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool,
             weights: Weights = DEFAULT) -> float:
    """The value of the end of our turn (higher is better for us)."""
    finish = variant.finish
    entry = variant.entry
    my_units: dict[int, int] = {}
    done = True
    for p in mine:
        if p != finish:
            done = False
            if p:
                my_units[p] = my_units.get(p, 0) + 1
    if done:
        return WIN
    their_units: dict[int, int] = {}
    for q in theirs:
        if 0 < q < finish:
            their_units[q] = their_units.get(q, 0) + 1
    score = weights.race * (sum(mine) - sum(theirs))
    bound = 0
    for p, size in my_units.items():
        if size > 1 and p > entry:
            bound += size
    score += weights.column * bound
    threat = expected_hit(variant, their_units, my_units, weights.reentry)
    chance = expected_hit(variant, my_units, their_units, weights.reentry)
    if again:
        return score - weights.again_threat * threat + weights.again_chance * chance
    return score - weights.threat * threat + weights.chance * chance
