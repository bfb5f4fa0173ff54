"""The chance of an end of turn, for the thousands of ends of one turn: the
numbers of :func:`ludo.colonne.chances.end_chance`, bit for bit, worked out
with what those ends share.

``end_chance`` evaluates the end (:func:`ludo.colonne.evaluate.evaluate`) from
the side of the player to throw next and passes the value through the
calibrated logistic (:func:`ludo.colonne.chances.roller_chance`). Its costly
part is the two expected hits (:func:`ludo.colonne.evaluate.expected_hit`):
the opponent's units on the mover's, and the mover's on the opponent's. Here:

- a colour's units are *boards*: one integer holding, in its band ``h`` of
  :data:`BAND` bits, a bit for each square with a unit of ``h`` pieces or
  more (bit ``finish - p`` for square ``p``, so that shifting a band gives
  distances). A step clears a bit in a few bands and sets one in a few
  (:func:`moved`), so the search of :mod:`ludo.colonne.ends` carries the
  mover's boards from a position to its ends;
- the opponent's pieces barely change over the ends of a turn (only a capture
  changes them): what depends on them alone is a :class:`Side`, made once:
  its pips, its pieces bound in columns, its units on the track costliest
  first, its boards, and its *zones*: the squares where a mover's unit could
  be hit by it, and those from which a mover's unit of a height could hit
  one of its units of that height;
- an expected hit depends only on the mover's units inside those zones, so it
  is kept by them (the boards masked by the zones: one ``&``): ends that
  differ only out of reach of every hit share it, and most ends of a turn do;
- when it is worked out, the expected hit walks the hits in
  ``expected_hit``'s very order (the costliest loss first, on equal losses the
  farthest distance first, a distance already counted skipped), so every
  floating-point operation is the same, in the same order: the same result
  to the last bit.

``tests/test_endchance.py`` checks the equality, bit for bit, on the ends of
turns of random games of both variants.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ludo.colonne.chances import PARAMS
from ludo.colonne.evaluate import DEFAULT, hit_walk, rolls_of
from ludo.colonne.variant import Variant

#: what a loss or a distance walked by an expected hit counts as, and making a
#: :class:`Side` (see :attr:`EndChance.spent`; in the units of
#: :attr:`ludo.colonne.ends.Ends.work`, a step tried: measured over long and adversarial
#: records, ``bench/colonne_adversarial.py``)
WALK_WORK = 3
SIDE_WORK = 40
#: evaluate's weights with again (the player to throw next rolls at once)
RACE, COLUMN, THREAT, CHANCE = DEFAULT.race, DEFAULT.column, DEFAULT.again_threat, DEFAULT.again_chance
#: bits a height's band of the boards (more than any square number)
BAND = 64
FULL = (1 << BAND) - 1


def bands(height: int) -> int:
    """A bit in each band 1..``height``: a square's bit times this puts the
    square in the boards of a unit of ``height`` pieces."""
    return sum(1 << (BAND * h) for h in range(1, height + 1))


BANDS = tuple(bands(height) for height in range(16))


def units_of(variant: Variant, pieces: tuple[int, ...]) -> dict[int, int]:
    """A colour's units on the board: square -> the pieces there."""
    finish = variant.finish
    units: dict[int, int] = {}
    for p in pieces:
        if 0 < p < finish:
            units[p] = units.get(p, 0) + 1
    return units


def boards_of(variant: Variant, units: dict[int, int]) -> tuple[int, int]:
    """A colour's boards (see the module's docstring) and its pieces bound in
    columns on the track, from its units (:func:`units_of`)."""
    finish = variant.finish
    boards = 0
    bound = 0
    for p, size in units.items():
        boards |= BANDS[size] << (finish - p)
        if size > 1 and p > variant.entry:
            bound += size
    return boards, bound


def band(boards: int, height: int) -> int:
    """The squares of the units of ``height`` pieces or more (bits ``finish - p``)."""
    return (boards >> (BAND * height)) & FULL


def moved(variant: Variant, boards: int, bound: int, origin: int, size: int, target: int,
          there: int) -> tuple[int, int]:
    """The boards and bound pieces after a unit of ``size`` moves from
    ``origin`` (0: a piece enters) to ``target``, where a unit of ``there``
    own pieces stood."""
    finish, entry = variant.finish, variant.entry
    if origin:
        boards &= ~(BANDS[size] << (finish - origin))
        if origin > entry and size > 1:
            bound -= size
    if target < finish:
        column = there + size
        boards |= BANDS[column] << (finish - target)
        if target > entry:
            if there > 1:
                bound -= there
            if column > 1:
                bound += column
    return boards, bound


def moved_boards(finish: int, boards: int, origin: int, size: int, target: int, there: int) -> int:
    """The boards of :func:`moved` alone (what an end that passes the dice needs)."""
    if origin:
        boards &= ~(BANDS[size] << (finish - origin))
    if target < finish:
        boards |= BANDS[there + size] << (finish - target)
    return boards


def squares(finish: int, board: int):
    """The squares of the bits of ``board``, nearest the finish first."""
    while board:
        low = board & -board
        board ^= low
        yield finish - (low.bit_length() - 1)


@lru_cache(maxsize=8)
def _track(finish: int, entry: int) -> int:
    """The track's squares as bits (``finish - p``)."""
    return sum(1 << (finish - p) for p in range(entry + 1, finish))


class Side:
    """The opponent's pieces as the ends of the mover's turn meet them."""

    __slots__ = ("pieces", "track", "pips", "home", "bound", "columns", "to_go", "boards", "groups", "exposed_zone",
                 "hit_zone", "hits_on_mine", "hits_on_theirs")

    def __init__(self, variant: Variant, pieces: tuple[int, ...], reach: int) -> None:
        finish, entry = variant.finish, variant.entry
        self.pieces = pieces  # (sorted)
        units = units_of(variant, pieces)
        self.track = {q: size for q, size in units.items() if q > entry}  # its units on the track: square -> height
        self.pips = sum(pieces)
        self.home = self.pips == finish * variant.pieces
        boards, self.bound = boards_of(variant, units)
        self.columns = COLUMN * self.bound  # (its evaluation's column term)
        self.to_go = 2 * finish * variant.pieces - self.pips  # the pips both have to go, but the mover's
        self.boards = boards
        # its units on the track, costliest first, those of equal loss together:
        # [(loss, [(height, square), ...]), ...]
        targets = []
        reentry = DEFAULT.reentry
        height = 1
        here = (boards >> BAND) & FULL  # band(boards, height): the bands are nested, the first empty ends them
        while here:
            above = (boards >> (BAND * (height + 1))) & FULL
            exactly = here & ~above
            while exactly:  # the squares nearest the finish first
                low = exactly & -exactly
                exactly ^= low
                p = finish - (low.bit_length() - 1)
                if p > entry:
                    targets.append((height * (p + reentry), height, p))
            here = above
            height += 1
        targets.sort(reverse=True)
        self.groups: list[tuple[float, list[tuple[int, int]]]] = []
        for loss, height, p in targets:
            if self.groups and self.groups[-1][0] == loss:
                self.groups[-1][1].append((height, p))
            else:
                self.groups.append((loss, [(height, p)]))
        # where a mover's unit can be hit: the track squares within one throw
        # in front of one of its units (in every band)
        reachable = 0
        singles = band(boards, 1)
        for distance in range(1, reach.bit_length()):
            reachable |= singles >> distance
        track = _track(finish, entry)
        self.exposed_zone = BANDS[variant.pieces] * (reachable & track)
        # from where a mover's unit of ``h`` pieces or more can hit one of its
        # units of ``h``: the squares within one throw behind it (in band h)
        self.hit_zone = 0
        for _loss, group in self.groups:
            for height, p in group:
                self.hit_zone |= (reach << (finish - p)) << (BAND * height)
        # the expected hits met, by the mover's boards inside the zones
        self.hits_on_mine: dict[int, float] = {}
        self.hits_on_theirs: dict[int, float] = {}


class EndChance:
    """The mover's chance at an end of its turn, as
    :func:`ludo.colonne.chances.end_chance` gives it, to the last bit:
    :meth:`chance` from the pieces (sorted), :meth:`of` from the mover's
    boards. Keeps a :class:`Side` per opponent position met (with the hits
    worked out against it; :meth:`forget` drops them)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.finish = variant.finish
        self.rolls = rolls_of(variant.dice)
        self.all_home = variant.finish * variant.pieces
        self.pips = 2 * variant.finish * variant.pieces
        self.reach = (1 << (6 * variant.dice + 1)) - 2  # the distances one throw makes: bits 1 .. 6 x dice
        self.params = PARAMS[variant.name]
        self.sides: dict[tuple[int, ...], Side] = {}
        #: what the expected hits worked out since the caller last took it (:meth:`take`):
        #: a loss and a distance walked count :data:`WALK_WORK` each, a side made
        #: :data:`SIDE_WORK`. An
        #: end whose hits are kept costs little; one whose units spread over many zones
        #: walks many (the analysis of :mod:`ludo.colonne.ends` counts this as work)
        self.spent = 0

    def take(self) -> int:
        """The work done since the last call (see :attr:`spent`)."""
        spent, self.spent = self.spent, 0
        return spent

    def forget(self) -> None:
        self.sides.clear()

    def side(self, pieces: tuple[int, ...]) -> Side:
        found = self.sides.get(pieces)
        if found is None:
            found = self.sides[pieces] = Side(self.variant, pieces, self.reach)
            self.spent += SIDE_WORK
        return found

    def captured(self, side: Side, target: int, captured: int) -> Side:
        """The side of ``side``'s pieces once the ``captured`` of them on ``target`` are
        sent off the board."""
        pieces = side.pieces
        at = pieces.index(target)
        return self.side((0,) * captured + pieces[:at] + pieces[at + captured:])

    def chance(self, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
        """The mover's chance at the end ``mine`` against ``theirs``: its own
        throw next after a double (``again``), else the opponent's."""
        boards, bound = boards_of(self.variant, units_of(self.variant, mine))
        return self.of(boards, sum(mine), bound, self.side(theirs), again)

    def walk(self, pairs: list) -> float:
        """The expected hit over ``pairs`` = [(loss, mask), ...], the losses from the
        costliest down, each with the distances (bits) from which some unit can take
        it: ``expected_hit``'s loop (:func:`ludo.colonne.evaluate.hit_walk`)."""
        total, seen = hit_walk(self.rolls, pairs)
        self.spent += WALK_WORK * (len(pairs) + seen.bit_count())  # each loss, each distance met
        return total

    def hits_on_mine(self, boards: int, theirs: Side) -> float:
        """expected_hit(theirs -> mine): the opponent's best hit on the mover's units."""
        top, reach, reentry = self.finish, self.reach, DEFAULT.reentry
        exposed = []
        height = 1
        here = (boards >> BAND) & FULL  # band(boards, height), the squares nearest the finish first
        while here:
            shift = BAND * (height + 1)
            above = (boards >> shift) & FULL
            exactly = here & ~above & (theirs.exposed_zone >> (shift - BAND)) & FULL
            hitters = (theirs.boards >> (shift - BAND)) & FULL
            while exactly:
                low = exactly & -exactly
                exactly ^= low
                at = low.bit_length() - 1  # square top - at
                mask = (hitters >> at) & reach
                if mask:
                    exposed.append((height * (top - at + reentry), mask))
            here = above
            height += 1
        exposed.sort(reverse=True)
        pairs: list[tuple[float, int]] = []  # the masks of equal losses joined
        for loss, mask in exposed:
            if pairs and pairs[-1][0] == loss:
                pairs[-1] = (loss, pairs[-1][1] | mask)
            else:
                pairs.append((loss, mask))
        return self.walk(pairs)

    def hits_on_theirs(self, boards: int, theirs: Side) -> float:
        """expected_hit(mine -> theirs): the mover's best hit on the opponent's units."""
        top, reach = self.finish, self.reach
        pairs = []
        for loss, group in theirs.groups:
            mask = 0
            for height, p in group:
                mask |= boards >> (BAND * height + top - p)
            pairs.append((loss, mask & reach))
        return self.walk(pairs)

    def of(self, boards: int, pips: int, bound: int, theirs: Side, again: bool) -> float:
        """:meth:`chance` of the end where the mover's units are ``boards``
        (``pips``: the sum of its pieces, ``bound``: those bound in columns
        on the track) and the opponent's pieces ``theirs``."""
        if not again:
            return self.passed(boards, pips, theirs)
        if pips == self.all_home:
            return 1.0
        if theirs.home:
            return 0.0
        hit_mine, hit_theirs = self.hits(boards, theirs)
        # evaluate(roller, other, again=True), then roller_chance's logistic: the mover throws next
        score = RACE * (pips - theirs.pips)
        score += COLUMN * bound
        value = score - THREAT * hit_mine + CHANCE * hit_theirs
        return self.logistic(value, self.pips - pips - theirs.pips)

    def passed(self, boards: int, pips: int, theirs: Side) -> float:
        """:meth:`of` of an end that passes the dice to the opponent (not
        ``again``): the mover's own columns do not count there, so no ``bound``.
        The searches' commonest judgement (:meth:`ludo.colonne.throws.Throws.last`)."""
        if theirs.home:
            return 0.0
        if pips == self.all_home:
            return 1.0
        # hits() and logistic() written out, not called: this is the searches' commonest call
        # (a record's work is millions of them; docs/analysis.md, issue 34)
        inside = boards & theirs.exposed_zone
        hit_mine = theirs.hits_on_mine.get(inside)
        if hit_mine is None:
            hit_mine = theirs.hits_on_mine[inside] = self.hits_on_mine(boards, theirs)
        inside = boards & theirs.hit_zone
        hit_theirs = theirs.hits_on_theirs.get(inside)
        if hit_theirs is None:
            hit_theirs = theirs.hits_on_theirs[inside] = self.hits_on_theirs(boards, theirs)
        # evaluate(opponent, mover, again=True), then roller_chance's logistic, for the opponent
        value = RACE * (theirs.pips - pips) + theirs.columns - THREAT * hit_theirs + CHANCE * hit_mine
        to_go = theirs.to_go - pips
        a, b, c, d = self.params
        z = a * value + b * (value * abs(value) / 100.0) + c * (value * to_go / 1000.0) + d  # (d x 1.0 is d)
        if z > 40.0:  # (max(-40, min(40, z)), as roller_chance clamps it)
            z = 40.0
        elif z < -40.0:
            z = -40.0
        return 1.0 - 1.0 / (1.0 + math.exp(-z))

    def hits(self, boards: int, theirs: Side) -> tuple[float, float]:
        """The expected hits of an end, kept by the mover's boards inside the
        zones: the opponent's on the mover, the mover's on the opponent."""
        inside = boards & theirs.exposed_zone
        hit_mine = theirs.hits_on_mine.get(inside)
        if hit_mine is None:
            hit_mine = theirs.hits_on_mine[inside] = self.hits_on_mine(boards, theirs)
        inside = boards & theirs.hit_zone
        hit_theirs = theirs.hits_on_theirs.get(inside)
        if hit_theirs is None:
            hit_theirs = theirs.hits_on_theirs[inside] = self.hits_on_theirs(boards, theirs)
        return hit_mine, hit_theirs

    def logistic(self, value: float, to_go: int) -> float:
        """roller_chance's calibrated logistic of ``value`` with ``to_go`` pips left to both."""
        a, b, c, d = self.params
        z = a * value + b * (value * abs(value) / 100.0) + c * (value * to_go / 1000.0) + d * 1.0
        return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
