"""The best end of a turn for a throw of the dice, and every end with a way
there: what the game analysis and the hints ask of a colonne position.

A turn is several steps; what counts is where they leave the pieces, judged by
the calibrated chance of that end (:func:`ludo.colonne.chances.end_chance`).
:class:`Ends` finds, for a throw, the best of *every* end the dice allow, over
every order of steps (depth first: nothing is cut), and lists every end with a
way there (:meth:`Ends.plans`: what :func:`ludo.colonne.plans.turn_plans` lists,
in its order). What keeps it fast:

- a position is a :class:`Node`, made once however it is reached (by
  whichever throw, in whichever order of steps) and known by its *key*: an
  integer holding the number of pieces of each colour on each square, four
  bits a square, so that a step is an addition (:func:`key`); a node takes
  its units from the node before it, with the one unit moved;
- a node lists its steps once per step value (a 7 is a 7 whether it came
  from a 3 and a 4 or from one die), and keeps its best for each set of dice
  left;
- an end's chance is worked out once, by
  :class:`ludo.colonne.endchance.EndChance` (the numbers of ``end_chance`` to
  the last bit) from the node's boards with the one unit moved.

:class:`ludo.colonne.throws.Throws` adds the best of every throw at once, for
the analysis' expectation. The work is counted (:attr:`Ends.work`: the steps
tried, an end judged counting :data:`JUDGE_WORK` and what its expected hits
walked, :attr:`ludo.colonne.endchance.EndChance.spent`), so that a long search can
pause (yield None) each time :data:`SLICE_WORK` has been done
(:meth:`Ends.plans`, :meth:`ludo.colonne.throws.Throws.every_throw`).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

from ludo.colonne.endchance import EndChance, Side, boards_of, moved, moved_boards
from ludo.colonne.rules import dice_choices, sorted_apply
from ludo.colonne.variant import Variant

#: what judging an end costs, in steps tried (about what it takes in time, beyond the
#: expected hits it walks: :attr:`ludo.colonne.endchance.EndChance.spent`)
JUDGE_WORK = 9
#: a search that pauses does so once this much work is done since its last pause
SLICE_WORK = 4000
#: no limit on the work (:attr:`Ends.limit`)
UNLIMITED = 1 << 62

Step = tuple[int, int, int, int, int]  # (the key after it, from, to, pieces, captures)


T = TypeVar("T")


class OverBudget(Exception):
    """A search passed :attr:`Ends.limit`: its caller works without it (what
    was found on the way is kept, exact, until :meth:`Ends.forget`)."""


def drain(slices: Generator[None, None, T]) -> T:
    """The value of a generator that pauses, run to its end."""
    while True:
        try:
            next(slices)
        except StopIteration as done:
            return done.value


def key(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...]) -> int:
    """A position's key: four bits a square (0 off the board .. the finish),
    the mover's pieces counted in the low half, the opponent's above."""
    shift = 4 * (variant.finish + 1)
    total = 0
    for p in mine:
        total += 1 << (4 * p)
    for q in theirs:
        total += 1 << (shift + 4 * q)
    return total


class Node:
    """A position met by the search: the mover's pieces and the opponent's
    (sorted) and its key; once asked for steps its units and what the end
    chances need of it (:meth:`Ends.prepare`, :meth:`Ends.after`); its steps
    by value, its best chances by dice left (by ``again``) and, for
    :class:`ludo.colonne.throws.Throws`, for every die and every pair of dice
    (``last``, ``pairs``)."""

    __slots__ = ("placed", "parent", "move", "key", "playing", "units", "order", "off", "pips", "boards",
                 "bound", "side", "steps", "bests", "last", "pairs")

    # a node made by a step (Node.stepped): the node before it and the step
    parent: Node
    move: Step
    # set by Ends.prepare or Ends.after, with the units
    order: tuple[int, ...]  # (tuples, not lists: the collector soon stops watching a tuple of numbers)
    off: int  # the mover's pieces off the board
    pips: int
    boards: int
    bound: int
    side: Side

    def __init__(self, variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], at: int) -> None:
        self.placed: tuple[tuple[int, ...], tuple[int, ...]] | None = (mine, theirs)
        self.key = at
        self.playing = mine[0] != variant.finish  # all home: the game is won, no step
        self.units: dict[int, int] | None = None
        self.steps: dict[int, list[Step]] | None = None  # made when first asked (most nodes are never)
        self.bests: tuple[dict, dict] | None = None
        self.last: tuple[float, ...] | None = None
        self.pairs: dict[tuple[int, int], float] | None = None

    @classmethod
    def stepped(cls, parent: Node, move: Step, pips: int, playing: bool) -> Node:
        """The node ``move`` of ``parent`` leads to, its pieces placed when first
        asked (:attr:`mine`, :attr:`theirs`: most nodes of a search never are)."""
        node = cls.__new__(cls)
        node.placed, node.parent, node.move, node.key = None, parent, move, move[0]
        node.pips, node.playing = pips, playing
        node.units = node.steps = node.bests = node.last = node.pairs = None
        return node

    def _place(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        if self.placed is None:
            parent = self.parent
            self.placed = sorted_apply(parent.mine, parent.theirs, *self.move[1:])
        return self.placed

    @property
    def mine(self) -> tuple[int, ...]:
        """The mover's pieces, sorted."""
        return self._place()[0]

    @property
    def theirs(self) -> tuple[int, ...]:
        """The opponent's pieces, sorted."""
        return self._place()[1]


class Ends:
    """The best end of a turn over every way to play the dice, and the chance
    of any end (see the module's docstring). The pieces are sorted tuples,
    the dice a sorted tuple. What is found is kept until :meth:`forget`."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.judge = EndChance(variant)
        shift = 4 * (variant.finish + 1)
        self.mine_at = tuple(1 << (4 * p) for p in range(variant.finish + 1))
        self.theirs_at = tuple(1 << (shift + 4 * p) for p in range(variant.finish + 1))
        #: by height: what ``height`` of the mover's pieces on each square add to a key
        self.units_at = tuple(tuple(height * at for at in self.mine_at) for height in range(variant.pieces + 1))
        #: (die, the entry square a piece entering with it lands on), and by square: (die, the
        #: square a unit there lands on with it) for each die not past the finish
        self.entries = tuple((die, variant.entry - die + 1) for die in range(1, 7))
        self.landings = tuple(tuple((die, p + die) for die in range(1, 7) if p + die <= variant.finish)
                              for p in range(variant.finish + 1))
        self.nodes: dict[int, Node] = {}
        self.ends: tuple[dict, dict] = ({}, {})  # by again: key -> the mover's chance there
        self.work = 0
        self.pause_at = SLICE_WORK
        #: the work at which :meth:`plans` and the searches of
        #: :class:`ludo.colonne.throws.Throws` stop, raising :class:`OverBudget`
        #: where they would pause (so at most about one slice past it)
        self.limit = UNLIMITED

    def forget(self) -> None:
        self.nodes.clear()
        for table in self.ends:
            table.clear()
        self.judge.forget()

    # --- positions and steps --------------------------------------------------------

    def node(self, mine: tuple[int, ...], theirs: tuple[int, ...]) -> Node:
        at = key(self.variant, mine, theirs)
        found = self.nodes.get(at)
        if found is None:
            found = self.nodes[at] = Node(self.variant, mine, theirs, at)
        return found

    def after(self, node: Node, step: Step) -> Node:
        """The node a step of ``node`` leads to (made ready for its own steps
        from ``node``'s units, with the one unit moved)."""
        found = self.nodes.get(step[0])
        if found is None:
            at, origin, target, size, captured = step
            units = dict(node.units if node.units is not None else self.prepare(node))
            variant = self.variant
            finish = variant.finish
            pips = node.pips + size * (target - origin)
            # (all home: the sum of the pieces is the finish's times their number)
            found = self.nodes[at] = Node.stepped(node, step, pips, pips != finish * variant.pieces)
            if origin:
                del units[origin]
            there = units.get(target, 0) if target < finish else 0
            if target < finish:
                units[target] = there + size
            found.units, found.order, found.off = units, tuple(sorted(units)), node.off - (origin == 0)
            found.side = self.judge.captured(node.side, target, captured) if captured else node.side
            found.boards, found.bound = moved(variant, node.boards, node.bound, origin, size, target, there)
        return found

    def prepare(self, node: Node) -> dict[int, int]:
        """The node's units (square -> height: the mover's, on the board), its
        boards and its side (the opponent's pieces: their units on the track
        are ``side.track``) for the steps and the end chances; the value: the
        units."""
        variant = self.variant
        finish = variant.finish
        units: dict[int, int] = {}
        for p in node.mine:
            if 0 < p < finish:
                units[p] = units.get(p, 0) + 1
        node.units, node.order, node.off = units, tuple(sorted(units)), node.mine.count(0)
        node.pips, node.side = sum(node.mine), self.judge.side(node.theirs)
        node.boards, node.bound = boards_of(variant, units)
        return units

    def steps(self, node: Node, value: int) -> list[Step]:
        """The legal steps of ``value`` from ``node``, in the order of
        :func:`ludo.colonne.rules.raw_steps`, each with its key."""
        listed = node.steps
        if listed is None:
            listed = node.steps = {}
        else:
            found = listed.get(value)
            if found is not None:
                return found
        units = node.units if node.units is not None else self.prepare(node)
        variant = self.variant
        finish = variant.finish
        track = node.side.track
        mine_at, theirs_at = self.mine_at, self.theirs_at
        at = node.key
        found = []
        if node.off:  # enter: on the own entry square of that number, if it is empty
            target = variant.entry - value + 1
            if target not in units:
                found.append((at + mine_at[target] - mine_at[0], 0, target, 1, 0))
        units_at = self.units_at
        for p in node.order:  # move a unit: it may land on an opponent unit no larger, and defeat it
            target = p + value
            if target > finish:
                break
            size = units[p]
            moved = units_at[size]
            if target in track:
                captured = track[target]
                if captured > size:
                    continue
                after = at - moved[p] + moved[target] + captured * (theirs_at[0] - theirs_at[target])
                found.append((after, p, target, size, captured))
            else:
                found.append((at - moved[p] + moved[target], p, target, size, 0))
        listed[value] = found
        self.work += len(found)
        return found

    # --- the chances of ends ----------------------------------------------------------

    def chance(self, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
        """The mover's chance at an end of its turn (:func:`ludo.colonne.chances.end_chance`)."""
        return self._end(key(self.variant, mine, theirs), mine, theirs, again)

    def _end(self, at: int, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
        ends = self.ends[again]
        found = ends.get(at)
        if found is None:
            found = ends[at] = self.judge.chance(mine, theirs, again)
            self.work += JUDGE_WORK + self.judge.take()
        return found

    def here(self, node: Node, again: bool) -> float:
        """The chance where the turn ends at ``node`` (no step left)."""
        return self._end(node.key, node.mine, node.theirs, again)

    def end(self, node: Node, step: Step, again: bool) -> float:
        """The chance where ``step`` of ``node`` ends the turn."""
        found = self.ends[again].get(step[0])
        if found is None:
            found = self.judge_end(node, *step, again)
        return found

    def judge_end(self, node: Node, at: int, origin: int, target: int, size: int, captured: int,
                  again: bool) -> float:
        """:meth:`end`, worked out (and kept): the step from ``origin`` to
        ``target`` of ``size`` pieces, capturing ``captured``, leads to ``at``."""
        judge = self.judge
        # the node's boards with the one unit moved, against the opponent's pieces (a capture
        # changes them: another side)
        side = judge.captured(node.side, target, captured) if captured else node.side
        units = node.units  # the node's steps were listed: its units are there
        assert units is not None
        there = units.get(target, 0) if target < self.variant.finish else 0
        pips = node.pips + size * (target - origin)
        if again:
            boards, bound = moved(self.variant, node.boards, node.bound, origin, size, target, there)
            found = judge.of(boards, pips, bound, side, True)
        else:  # the dice pass: the mover's columns do not count (EndChance.passed)
            boards = moved_boards(self.variant.finish, node.boards, origin, size, target, there)
            found = judge.passed(boards, pips, side)
        self.ends[again][at] = found
        self.work += JUDGE_WORK + judge.spent  # (judge.take(), inline: an end judged is the search's commonest call)
        judge.spent = 0
        return found

    # --- one throw ---------------------------------------------------------------------

    def best(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...], again: bool) -> float:
        """The mover's chance after the best way to play ``dice`` (none left or
        none playable: where the pieces stand); ``again``: the turn began with
        a double, so the mover throws next. ``dice`` must not be empty."""
        return self._search(self.node(mine, theirs), dice, again)

    def _search(self, node: Node, dice: tuple[int, ...], again: bool) -> float:
        """The best chance from ``node`` with ``dice`` left, depth first."""
        both = node.bests
        if both is None:
            both = node.bests = ({}, {})
        bests = both[again]
        found = bests.get(dice)
        if found is not None:
            return found
        value = -1.0
        if node.playing:
            for _used, total, rest in dice_choices(dice):
                steps = node.steps.get(total) if node.steps is not None else None
                if steps is None:
                    steps = self.steps(node, total)
                self.work += len(steps)
                if rest:
                    for step in steps:
                        chance = self._search(self.after(node, step), rest, again)
                        if chance > value:
                            value = chance
                else:
                    ends = self.ends[again]
                    for step in steps:
                        kept = ends.get(step[0])
                        if kept is None:
                            kept = self.end(node, step, again)
                        if kept > value:
                            value = kept
        if value < 0.0:
            value = self.here(node, again)
        bests[dice] = value
        return value

    def plans(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...],
              pauses: bool = False) -> Generator[None, None, dict[int, tuple]]:
        """Every distinct end of the turn with ``dice``, with a way there: what
        :func:`ludo.colonne.plans.turn_plans` lists with ``beam=EVERY`` (the
        same ends, in the same order, each with the same steps), found on the
        nodes. The generator's value: ``{key: (steps, node, step)}``, the steps
        as ``(dice, from, to)``, the end being where ``step`` of ``node``
        leads (``step`` None: ``node`` itself). Pauses as
        :meth:`every_throw` does when ``pauses``."""
        ends: dict[int, tuple] = {}
        seen: dict[tuple[int, ...], set[int]] = {}  # by the dice left: the keys met
        # breadth first, as turn_plans: (node, dice left, the steps there, None), or for an end
        # (node, the dice of its last step, the steps before it, the last step)
        layer: list[tuple[Node, tuple[int, ...], tuple[tuple[Any, ...], ...], Step | None]]
        layer = [(self.node(mine, theirs), dice, (), None)]
        while layer:
            following: list[tuple[Node, tuple[int, ...], tuple[tuple[Any, ...], ...], Step | None]] = []
            for node, dice, path, last in layer:
                if last is not None:  # the dice used up (the path's last step added here: dice is its dice)
                    if last[0] not in ends:
                        ends[last[0]] = (path + ((dice, last[1], last[2]),), node, last)
                    continue
                moved = False
                if node.playing:
                    for used, total, rest in dice_choices(dice):
                        met = seen.get(rest)
                        if met is None:
                            met = seen[rest] = set()
                        for step in self.steps(node, total):
                            moved = True
                            self.work += 1
                            if step[0] in met:
                                continue
                            met.add(step[0])
                            if rest:
                                following.append((self.after(node, step), rest, path + ((used, step[1], step[2]),),
                                                  None))
                            else:
                                following.append((node, used, path, step))
                if not moved and node.key not in ends:
                    ends[node.key] = (path, node, None)
                if self.work >= self.limit:
                    raise OverBudget
                if pauses and self.work >= self.pause_at:
                    self._paused()
                    yield None
            layer = following
        return ends

    def count(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...]) -> int:
        """How many distinct ends the turn can have with ``dice``."""
        return len(self.plans_now(mine, theirs, dice))

    def plans_now(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...]) -> dict[int, tuple]:
        """:meth:`plans` without pauses, its value at once."""
        return drain(self.plans(mine, theirs, dice))

    def first_best(self, plans: dict[int, tuple], again: bool) -> tuple[float, int]:
        """The chance of the best end of ``plans`` (:meth:`plans`) and its key;
        on a tie the first."""
        return drain(self.first_best_slices(plans, again, False))

    def first_best_slices(self, plans: dict[int, tuple], again: bool,
                          pauses: bool = True) -> Generator[None, None, tuple[float, int]]:
        """:meth:`first_best` as the generator's value, pausing as :meth:`plans`
        does when ``pauses`` (judging the ends of a throw is work too)."""
        best: tuple[float, int] | None = None
        for at, (_path, node, step) in plans.items():
            chance = self.here(node, again) if step is None else self.end(node, step, again)
            if best is None or chance > best[0]:
                best = (chance, at)
            if self.work >= self.limit:
                raise OverBudget
            if pauses and self.work >= self.pause_at:
                self._paused()
                yield None
        assert best is not None, "a turn has at least one end"
        return best

    def best_plan(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...],
                  again: bool) -> tuple[float, tuple, tuple, int]:
        """The same best as :meth:`best`, with where it leaves the pieces and a
        way there: ``(chance, (mine, theirs) at the end, the steps as
        (dice, from, to), the number of distinct ends)``; on a tie the first
        end of :func:`ludo.colonne.plans.turn_plans` (which here keeps every
        position)."""
        plans = self.plans_now(mine, theirs, dice)
        chance, at = self.first_best(plans, again)
        path, node, step = plans[at]
        end = (node.mine, node.theirs) if step is None else sorted_apply(node.mine, node.theirs, *step[1:])
        return chance, end, path, len(plans)

    def _paused(self) -> None:
        self.pause_at = self.work + SLICE_WORK
