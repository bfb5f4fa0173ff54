"""The chance of an end of turn, for the thousands of ends of one turn: the
numbers of :func:`ludo.colonne.chances.end_chance`, bit for bit, worked out
with what those ends share.

``end_chance`` evaluates the end (:func:`ludo.colonne.evaluate.evaluate`) from
the side of the player to throw next and passes the value through the
calibrated logistic (:func:`ludo.colonne.chances.roller_chance`). Its costly
part is the two expected hits (:func:`ludo.colonne.evaluate.expected_hit`):
the opponent's units on the mover's, and the mover's on the opponent's. Here:

- a colour's units are bit boards, one per height: ``heights[h]`` has a bit
  for each square holding a unit of ``h`` pieces or more (bit ``finish - p``
  for square ``p``, so that shifting a board gives distances). The search of
  :mod:`ludo.colonne.ends` keeps the mover's boards from step to step (a step
  clears a few bits and sets a few);
- the opponent's pieces barely change over the ends of a turn (only a capture
  changes them): what depends on them alone is a :class:`Side`, made once:
  its pips, its pieces bound in columns, its units on the track costliest
  first, its boards, and its *zones*: the squares where a mover's unit could
  be hit by it, and those from which a mover's unit could hit one of its
  units, per height;
- an expected hit depends only on the mover's units inside those zones, so it
  is kept by them (the boards masked by a zone): ends that differ only out of
  reach of every hit share it, and most ends of a turn do;
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

from ludo.colonne.chances import PARAMS
from ludo.colonne.evaluate import DEFAULT, reach_probability
from ludo.colonne.variant import Variant

Boards = list[int]  # heights[h] (h >= 1; heights[0] unused): the squares of units of h pieces or more


def boards_of(variant: Variant, pieces: tuple[int, ...]) -> tuple[Boards, int]:
    """A colour's boards by height (see the module's docstring) and its
    pieces bound in columns on the track."""
    finish = variant.finish
    units: dict[int, int] = {}
    for p in pieces:
        if 0 < p < finish:
            units[p] = units.get(p, 0) + 1
    heights = [0, 0]
    bound = 0
    for p, size in units.items():
        while len(heights) <= size:
            heights.append(0)
        bit = 1 << (finish - p)
        for height in range(1, size + 1):
            heights[height] |= bit
        if size > 1 and p > variant.entry:
            bound += size
    return heights, bound


class Side:
    """The opponent's pieces as the ends of the mover's turn meet them."""

    __slots__ = ("pips", "home", "bound", "heights", "groups", "target_heights", "exposed_zone",
                 "hit_zones", "hits_on_mine", "hits_on_theirs")

    def __init__(self, variant: Variant, pieces: tuple[int, ...], reach: int) -> None:
        finish, entry = variant.finish, variant.entry
        self.pips = sum(pieces)
        self.home = self.pips == finish * variant.pieces
        self.heights, self.bound = boards_of(variant, pieces)
        # its units on the track, costliest first, those of equal loss together:
        # [(loss, [(height, square), ...]), ...]
        targets = []
        for height in range(1, len(self.heights)):
            exactly = self.heights[height] & ~(self.heights[height + 1] if height + 1 < len(self.heights) else 0)
            for p in squares(finish, exactly):
                if p > entry:
                    targets.append((height * (p + DEFAULT.reentry), height, p))
        targets.sort(reverse=True)
        self.groups: list[tuple[float, list[tuple[int, int]]]] = []
        for loss, height, p in targets:
            if self.groups and self.groups[-1][0] == loss:
                self.groups[-1][1].append((height, p))
            else:
                self.groups.append((loss, [(height, p)]))
        # where a mover's unit can be hit: the track squares within one throw
        # in front of one of its units
        reachable = 0
        for distance in range(1, reach.bit_length()):
            reachable |= self.heights[1] >> distance
        track = sum(1 << (finish - p) for p in range(entry + 1, finish))
        self.exposed_zone = reachable & track
        # from where a mover's unit of ``height`` or more can hit one of its
        # units of that height: the squares within one throw behind it
        self.target_heights = sorted({height for _loss, group in self.groups for height, _p in group})
        self.hit_zones = []
        for wanted in self.target_heights:
            zone = 0
            for _loss, group in self.groups:
                for height, p in group:
                    if height == wanted:
                        zone |= reach << (finish - p)
            self.hit_zones.append(zone)
        # the expected hits met, by the mover's boards inside the zones
        self.hits_on_mine: dict[tuple[int, ...], float] = {}
        self.hits_on_theirs: dict[tuple[int, ...], float] = {}


def squares(finish: int, board: int):
    """The squares of the bits of ``board``, nearest the finish first."""
    while board:
        low = board & -board
        board ^= low
        yield finish - (low.bit_length() - 1)


class EndChance:
    """The mover's chance at an end of its turn, as
    :func:`ludo.colonne.chances.end_chance` gives it, to the last bit:
    :meth:`chance` from the pieces (sorted), :meth:`of` from the mover's
    boards. Keeps a :class:`Side` per opponent position met (with the hits
    worked out against it; :meth:`forget` drops them)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.finish = variant.finish
        self.dice = variant.dice
        self.all_home = variant.finish * variant.pieces
        self.pips = 2 * variant.finish * variant.pieces
        self.reach = (1 << (6 * variant.dice + 1)) - 2  # the distances one throw makes: bits 1 .. 6 x dice
        self.params = PARAMS[variant.name]
        self.sides: dict[tuple[int, ...], Side] = {}
        self.probabilities: dict[int, float] = {}  # distance mask -> reach_probability

    def forget(self) -> None:
        self.sides.clear()

    def side(self, pieces: tuple[int, ...]) -> Side:
        found = self.sides.get(pieces)
        if found is None:
            found = self.sides[pieces] = Side(self.variant, pieces, self.reach)
        return found

    def chance(self, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
        """The mover's chance at the end ``mine`` against ``theirs``: its own
        throw next after a double (``again``), else the opponent's."""
        heights, bound = boards_of(self.variant, mine)
        return self.of(heights, sum(mine), bound, self.side(theirs), again)

    def walk(self, pairs: list) -> float:
        """The expected hit over ``pairs`` = [(loss, mask), ...], the losses
        from the costliest down, each with the distances (bits) from which
        some unit can take it: ``expected_hit``'s loop."""
        total = 0.0
        before = 0.0
        seen = 0
        probabilities = self.probabilities
        for loss, mask in pairs:
            new = mask & ~seen
            while new:
                bit = 1 << (new.bit_length() - 1)  # the farthest distance first
                new ^= bit
                seen |= bit
                now = probabilities.get(seen)
                if now is None:
                    now = probabilities[seen] = reach_probability(self.dice, seen)
                total += loss * (now - before)
                before = now
        return total

    def hits_on_mine(self, heights: Boards, theirs: Side) -> float:
        """expected_hit(theirs -> mine): the opponent's best hit on the mover's units."""
        top, reach = self.finish, self.reach
        exposed = []
        for height in range(1, len(heights)):
            exactly = heights[height] & ~(heights[height + 1] if height + 1 < len(heights) else 0)
            hitters = theirs.heights[height] if height < len(theirs.heights) else 0
            for p in squares(top, exactly & theirs.exposed_zone):
                mask = (hitters >> (top - p)) & reach
                if mask:
                    exposed.append((height * (p + DEFAULT.reentry), mask))
        exposed.sort(reverse=True)
        return self.walk(merged(exposed))

    def hits_on_theirs(self, heights: Boards, theirs: Side) -> float:
        """expected_hit(mine -> theirs): the mover's best hit on the opponent's units."""
        top, reach = self.finish, self.reach
        pairs = []
        for loss, group in theirs.groups:
            mask = 0
            for height, p in group:
                if height < len(heights):
                    mask |= heights[height] >> (top - p)
            pairs.append((loss, mask & reach))
        return self.walk(pairs)

    def of(self, heights: Boards, pips: int, bound: int, theirs: Side, again: bool) -> float:
        """:meth:`chance` of the end where the mover's units are ``heights``
        (``pips``: the sum of its pieces, ``bound``: those bound in columns
        on the track) and the opponent's pieces ``theirs``."""
        if again:
            if pips == self.all_home:
                return 1.0
            if theirs.home:
                return 0.0
        else:
            if theirs.home:
                return 0.0
            if pips == self.all_home:
                return 1.0
        zone = theirs.exposed_zone
        inside = tuple([board & zone for board in heights])
        hit_mine = theirs.hits_on_mine.get(inside)
        if hit_mine is None:
            hit_mine = theirs.hits_on_mine[inside] = self.hits_on_mine(heights, theirs)
        size = len(heights)
        inside = tuple([heights[height] & zone if height < size else 0
                        for height, zone in zip(theirs.target_heights, theirs.hit_zones)])
        hit_theirs = theirs.hits_on_theirs.get(inside)
        if hit_theirs is None:
            hit_theirs = theirs.hits_on_theirs[inside] = self.hits_on_theirs(heights, theirs)
        # evaluate(roller, other, again=True), then roller_chance's logistic
        weights = DEFAULT
        if again:  # the mover throws next
            score = weights.race * (pips - theirs.pips)
            score += weights.column * bound
            value = score - weights.again_threat * hit_mine + weights.again_chance * hit_theirs
        else:  # the opponent does
            score = weights.race * (theirs.pips - pips)
            score += weights.column * theirs.bound
            value = score - weights.again_threat * hit_theirs + weights.again_chance * hit_mine
        to_go = self.pips - pips - theirs.pips
        a, b, c, d = self.params
        z = a * value + b * (value * abs(value) / 100.0) + c * (value * to_go / 1000.0) + d * 1.0
        roller = 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))
        return roller if again else 1.0 - roller


def merged(pairs: list[tuple[float, int]]) -> list[tuple[float, int]]:
    """``pairs`` (sorted, costliest first) with the masks of equal losses joined."""
    out: list[tuple[float, int]] = []
    for loss, mask in pairs:
        if out and out[-1][0] == loss:
            out[-1] = (loss, out[-1][1] | mask)
        else:
            out.append((loss, mask))
    return out
