"""Whole-turn plans for the computer players, on the fast tuple path.

A turn is several steps; what matters is where the pieces stand when the turn
ends. :func:`turn_plans` walks every order of steps the dice allow (states
reached twice are walked once) and returns each distinct end of the turn with
one sequence of steps that reaches it. In the large variant the number of
orders explodes, so past ``beam`` states per depth only the most promising
(by a quick race count) are walked on.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

from ludo.colonne.rules import dice_choices, raw_steps, sorted_apply
from ludo.colonne.variant import Variant

PlanStep = tuple[tuple[int, ...], int, int]  # (dice used, from, to)
EVERY = 1 << 30  # a beam no layer reaches: the search keeps every position


def _quick(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...]) -> int:
    return sum(mine) - sum(theirs)


def turn_plans(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...],
               beam: int = 80) -> dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[PlanStep, ...]]:
    """End of turn (own pieces sorted, opponent pieces sorted) -> the steps that reach it."""
    finish = variant.finish
    mine = tuple(sorted(mine))
    theirs = tuple(sorted(theirs))
    ends: dict = {}
    layer: list[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[PlanStep, ...]]]
    layer = [(mine, theirs, tuple(sorted(dice)), ())]
    seen = set()
    while layer:
        following = []
        for m, t, d, path in layer:
            moved = False
            if d and m[0] != finish:
                rests = dice_left(d)
                for used, origin, target, size, captured in raw_steps(variant, m, t, d):
                    moved = True
                    m2, t2 = sorted_apply(m, t, origin, target, size, captured)
                    d2 = rests[used]
                    key = (m2, t2, d2)
                    if key in seen:
                        continue
                    seen.add(key)
                    following.append((m2, t2, d2, path + ((used, origin, target),)))
            if not moved and (m, t) not in ends:
                ends[(m, t)] = path
        if len(following) > beam:
            following.sort(key=lambda s: _quick(variant, s[0], s[1]), reverse=True)
            following = following[:beam]
        layer = following
    return ends


@lru_cache(maxsize=512)
def dice_left(dice: tuple[int, ...]) -> dict[tuple[int, ...], tuple[int, ...]]:
    """For sorted ``dice``: each multiset a step can use -> the dice left (sorted)."""
    return {used: rest for used, _value, rest in dice_choices(dice)}


@lru_cache(maxsize=8)
def distinct_rolls(dice_count: int) -> tuple[tuple[float, tuple[int, ...]], ...]:
    """Each distinct roll of ``dice_count`` dice (sorted) with its probability."""
    counts: dict[tuple[int, ...], int] = {}
    for roll in product(range(1, 7), repeat=dice_count):
        key = tuple(sorted(roll))
        counts[key] = counts.get(key, 0) + 1
    total = 6 ** dice_count
    return tuple((count / total, key) for key, count in sorted(counts.items()))


@lru_cache(maxsize=8)
def roll_table(dice_count: int) -> tuple[tuple[float, int], ...]:
    """Each distinct roll: (probability, bit mask of the step values its dice subsets make)."""
    table = []
    for probability, key in distinct_rolls(dice_count):
        mask = 0
        n = len(key)
        for bits in range(1, 1 << n):
            mask |= 1 << sum(key[i] for i in range(n) if bits >> i & 1)
        table.append((probability, mask))
    return tuple(table)
