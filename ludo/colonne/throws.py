"""The best end of every throw of a turn at once: the expectation of the game
analysis (:mod:`ludo.colonne.analysis`) over the 21 or 56 distinct throws.

:class:`Throws` is :class:`ludo.colonne.ends.Ends` (its positions, steps and
end chances), working by dice left: every position reached with one die left
is needed with each of the six (some throw leaves each), and every position
reached with two dice left with each of the 21 pairs, so a position works out
its best for all of them in one go:

- :meth:`Throws.last`: with one die left, the six bests in one pass over the
  position's units;
- :meth:`Throws.pairs`: with two dice left, for each pair, the best of the
  first die's steps (their :meth:`last` for the second die), of the second's,
  and of both dice in one step;
- :meth:`Throws.every_throw`: each throw from the turn's position, by the first
  step and the table of what it leaves.

The doubles (the mover throws again after them, which changes every end's
chance) are searched one by one (:meth:`ludo.colonne.ends.Ends.best`). The
figures are those of a separate search of every order of steps for each throw,
to the last bit (``tests/test_endchance.py``).
"""

from __future__ import annotations

from collections.abc import Generator, Sequence

from ludo.colonne.endchance import BANDS
from ludo.colonne.ends import JUDGE_WORK, Ends, Node, OverBudget
from ludo.colonne.plans import distinct_rolls
from ludo.colonne.rules import dice_choices

#: the pairs of dice, sorted
PAIRS = tuple((low, high) for low in range(1, 7) for high in range(low, 7))


class Throws(Ends):
    """:class:`ludo.colonne.ends.Ends` with the best of every throw at once
    (see the module's docstring)."""

    def every_throw(self, mine: tuple[int, ...], theirs: tuple[int, ...],
                    pauses: bool = True) -> Generator[None, None, dict[tuple[int, ...], float]]:
        """The best chance of every distinct throw of the variant's dice from
        here (the generator's value: ``{dice: chance}``, the dice sorted, a
        double with ``again``), pausing (yielding None) each time
        :data:`ludo.colonne.ends.SLICE_WORK` has been done since the last pause, unless not
        ``pauses``. What a pause never splits: the best from one position
        with one die left for each die (:meth:`last`), or, in a double, from
        one position after the throw's first step (:meth:`best`)."""
        root = self.node(mine, theirs)
        bests = {}
        for _probability, dice in distinct_rolls(self.variant.dice):
            again = len(set(dice)) == 1
            value = -1.0
            if root.playing:
                for _used, total, rest in dice_choices(dice):
                    for step in self.steps(root, total):
                        self.work += 1
                        if not rest:
                            chance = self.end(root, step, again)
                        elif again:
                            chance = self._search(self.after(root, step), rest, True)
                        elif len(rest) == 1:
                            chance = self.last(self.after(root, step))[rest[0]]
                        elif len(rest) == 2:
                            after = self.after(root, step)
                            table = after.pairs
                            if table is None:
                                table = yield from self.pairs(after, pauses)
                            chance = table[rest]
                        else:  # (no variant throws more than three dice)
                            chance = self._search(self.after(root, step), rest, False)
                        if chance > value:
                            value = chance
                        if self.work >= self.limit:
                            raise OverBudget
                        if pauses and self.work >= self.pause_at:
                            self._paused()
                            yield None
            bests[dice] = value if value >= 0.0 else self.here(root, again)
        return bests

    def last(self, node: Node) -> tuple[float, ...]:
        """The best chance from ``node`` with one die left, for each die:
        ``(_, with a 1, ..., with a 6)`` (the turn not begun with a double).
        The steps of the six values in one pass (as :meth:`steps` lists them)."""
        found = node.last
        if found is not None:
            return found
        values = [-1.0] * 7
        if node.playing:
            units = node.units if node.units is not None else self.prepare(node)
            finish = self.variant.finish
            mine_at, theirs_at = self.mine_at, self.theirs_at
            ends = self.ends[False]
            at = node.key
            if node.off:  # enter
                entering = at - mine_at[0]
                for die, target in self.entries:
                    if target not in units:
                        after = entering + mine_at[target]
                        chance = ends.get(after)
                        if chance is None:
                            chance = self.judge_end(node, after, 0, target, 1, 0, False)
                        if chance > values[die]:
                            values[die] = chance
            # a unit's move: its ends are judged here (an end that captures nothing passes
            # the dice with the node's boards, the unit moved: EndChance.passed)
            boards, pips, side, passed = node.boards, node.pips, node.side, self.judge.passed
            track, units_at, landings = side.track, self.units_at, self.landings
            judged = 0
            for p in node.order:
                size = units[p]
                moved = units_at[size]
                base = at - moved[p]
                lifted = boards & ~(BANDS[size] << (finish - p))  # the boards without the unit
                lifted_pips = pips - size * p
                for die, target in landings[p]:
                    after = base + moved[target]
                    chance = ends.get(after)
                    if chance is None:
                        if target in track:  # an opponent's unit (so no position's key: never found)
                            captured = track[target]
                            if captured > size:  # larger: no step
                                continue
                            after += captured * (theirs_at[0] - theirs_at[target])  # captured
                            chance = ends.get(after)
                            if chance is None:
                                chance = self.judge_end(node, after, p, target, size, captured, False)
                        else:  # as judge_end works it out, inline (the commonest judgement)
                            if target < finish:
                                landed = lifted | BANDS[units.get(target, 0) + size] << (finish - target)
                            else:
                                landed = lifted
                            chance = ends[after] = passed(landed, lifted_pips + size * target, side)
                            judged += 1
                    if chance > values[die]:
                        values[die] = chance
            self.work += 6 * (len(units) + 1) + JUDGE_WORK * judged + self.judge.take()
        if min(values[1:]) < 0.0:
            here = self.here(node, False)
            values = [here if value < 0.0 else value for value in values]
        node.last = found = tuple(values)  # (a tuple: the collector soon stops watching it)
        return found

    def pairs(self, node: Node, pauses: bool = True) -> Generator[None, None, dict[tuple[int, int], float]]:
        """The best chance from ``node`` with two dice left, for each pair
        (the generator's value: ``{(low, high): chance}``; the turn not begun
        with a double), pausing as :meth:`every_throw` does."""
        table = {}
        if node.playing:
            # one die first: for each second die, the best of last(...) over the steps of the first
            first: list[Sequence[float] | None] = [None] * 7
            for die in range(1, 7):
                lasts = []
                for step in self.steps(node, die):
                    lasts.append(self.last(self.after(node, step)))
                    self.work += 8
                    if self.work >= self.limit:
                        raise OverBudget
                    if pauses and self.work >= self.pause_at:
                        self._paused()
                        yield None
                if lasts:  # the best of each column, the first on a tie (as a running max keeps it)
                    first[die] = list(map(max, *lasts)) if len(lasts) > 1 else lasts[0]
            # both dice in one step: the best end of that value
            both: dict[int, float] = {}
            ends = self.ends[False]
            for value in range(2, 13):
                best = -1.0
                steps = self.steps(node, value)
                for step in steps:
                    chance = ends.get(step[0])  # (self.end, inline)
                    if chance is None:
                        chance = self.judge_end(node, *step, False)
                    if chance > best:
                        best = chance
                self.work += len(steps)
                both[value] = best
            for low, high in PAIRS:
                best = both[low + high]
                by_low, by_high = first[low], first[high]
                if by_low is not None and by_low[high] > best:
                    best = by_low[high]
                if by_high is not None and by_high[low] > best:
                    best = by_high[low]
                table[low, high] = best
        if not table or min(table.values()) < 0.0:
            here = self.here(node, False)
            table = {pair: here if table.get(pair, -1.0) < 0.0 else table[pair] for pair in PAIRS}
        node.pairs = table
        return table
