"""Each colour's chance to win a colonne position, calibrated on game outcomes.

For a position where the player to act is about to throw, :func:`roller_chance`
gives the chance that this player (the *roller*) wins; the other colour has
the rest. It starts from the computer players' evaluation,
:func:`ludo.colonne.evaluate.evaluate`, seen from the roller as if it were
rolling again at once (``again=True``: its hits on the opponent count fully,
the opponent's on it by half), in race units (pips), and passes it through a
small logistic model fitted to the outcomes of games:

    V = evaluate(variant, roller, other, again=True)
    R = the pips both colours still have to go
    chance = 1 / (1 + exp(-(A * V + B * V * |V| / 100 + C * V * R / 1000 + D)))

The ``V * |V|`` term lets large leads count more or less than a straight line
would, as the outcomes ask; the ``V * R`` term lets a lead weigh differently
early and late; ``D`` is what being the one to throw is worth beyond what the
evaluation already gives it. With the fitted numbers the chance grows with the
evaluation for every lead a game can reach (tested; a square-root term, tried
first, fitted a negative weight on 2000 games in the large variant and made
the chance fall as a lead grew from nothing to a few pips, which would have
misled the hints). One set of four
numbers per variant (:data:`PARAMS`), fitted by
``python3 bench/bench_calibration.py --fit`` (maximum likelihood, Newton's
method, pure Python) on positions sampled from arena games with hard, medium
and random players mixed at random (the games listed in :data:`FITTED_ON`);
the benchmark's check (run without ``--fit``) plays other games and prints the
calibration table of ``docs/analysis.md``.

At the end of a turn the mover's chance is :func:`end_chance` (the next throw
is the opponent's, or its own after a double); :class:`Ends` finds the best
end of a turn with given dice, for the game analysis and the hints.
"""

from __future__ import annotations

import math

from ludo.colonne.evaluate import evaluate
from ludo.colonne.plans import EVERY, dice_left, turn_plans
from ludo.colonne.rules import raw_steps, sorted_apply
from ludo.colonne.position import COLOURS, Position
from ludo.colonne.variant import Variant

#: variant name -> (A, B, C, D)
PARAMS: dict[str, tuple[float, float, float, float]] = {
    "small": (0.02078, 0.00488, 0.03396, 0.12337),
    "large": (0.00921, -0.00032, 0.00558, -0.02367),
}
FITTED_ON = ("python3 bench/bench_calibration.py --fit --games 6000 (the colonne games here): "
             "2,100 arena games, 900 small and 1,200 large (arena seeds 1003-1004; hard one seat in nine, "
             "medium and random four each); 23,794 positions sampled: 10,307 small, 13,487 large")


def features(variant: Variant, roller: tuple[int, ...], opponent: tuple[int, ...]) -> list[float]:
    """The model's inputs for a position that is not won (what :data:`PARAMS` multiplies)."""
    value = evaluate(variant, roller, opponent, True)
    finish = variant.finish
    to_go = 2 * finish * variant.pieces - sum(roller) - sum(opponent)
    return [value, value * abs(value) / 100.0, value * to_go / 1000.0, 1.0]


def roller_chance(variant: Variant, roller: tuple[int, ...], opponent: tuple[int, ...]) -> float:
    """The chance that the player about to throw, with pieces ``roller``, wins
    against ``opponent`` (1 or 0 when one of them has all pieces home)."""
    finish = variant.finish
    if min(roller) == finish:
        return 1.0
    if min(opponent) == finish:
        return 0.0
    value, square, phase, one = features(variant, roller, opponent)
    a, b, c, d = PARAMS[variant.name]
    z = a * value + b * square + c * phase + d * one
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def chances(position: Position) -> dict[str, float]:
    """Each colour's chance to win, ``{"white": p, "black": 1 - p}``, for a
    position whose player to act is about to throw (the dice are ignored)."""
    p = roller_chance(position.variant, position.mine, position.theirs)
    return {colour: p if colour == position.turn else 1.0 - p for colour in COLOURS}


# --- the ends of a turn ----------------------------------------------------------

def end_chance(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
    """The mover's chance when its turn ends with ``mine`` against ``theirs``:
    the next throw is its own after a double (``again``), else the opponent's."""
    if again:
        return roller_chance(variant, mine, theirs)
    return 1.0 - roller_chance(variant, theirs, mine)


class Ends:
    """The best end of a turn, over every way to play the dice, judged by
    :func:`end_chance`.

    :meth:`best` searches every order of steps (depth first), and keeps what
    it finds: the chance of every end and the best chance from every
    position with dice left, so that the many throws of a turn's expectation
    share their work (a position reached with the same dice left is searched
    once, whichever throw led there). :meth:`forget` drops what is kept.
    The pieces are sorted tuples, the dice a sorted tuple.
    """

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        # by ``again`` (False, True): end (mine, theirs) -> chance, and
        # (mine, theirs, dice) -> best chance
        self.ends: tuple[dict, dict] = ({}, {})
        self.bests: tuple[dict, dict] = ({}, {})

    def forget(self) -> None:
        for table in self.ends + self.bests:
            table.clear()

    def chance(self, mine: tuple[int, ...], theirs: tuple[int, ...], again: bool) -> float:
        """The mover's chance at an end of its turn (:func:`end_chance`)."""
        ends = self.ends[again]
        key = (mine, theirs)
        found = ends.get(key)
        if found is None:
            found = ends[key] = end_chance(self.variant, mine, theirs, again)
        return found

    def best(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...], again: bool) -> float:
        """The mover's chance after the best way to play ``dice`` (none left or
        none playable: where the pieces stand); ``again``: the turn began with
        a double, so the mover throws next). ``dice`` must not be empty."""
        bests = self.bests[again]
        key = (mine, theirs, dice)
        found = bests.get(key)
        if found is not None:
            return found
        variant = self.variant
        ends = self.ends[again]
        value = -1.0
        if mine[0] != variant.finish:
            rests = dice_left(dice)
            for used, origin, target, size, captured in raw_steps(variant, mine, theirs, dice):
                after = sorted_apply(mine, theirs, origin, target, size, captured)
                rest = rests[used]
                if rest:
                    chance = self.best(after[0], after[1], rest, again)
                else:  # an end: :meth:`chance`, inlined (most of the calls land here)
                    chance = ends.get(after)
                    if chance is None:
                        chance = ends[after] = end_chance(variant, after[0], after[1], again)
                if chance > value:
                    value = chance
        if value < 0.0:
            value = self.chance(mine, theirs, again)
        bests[key] = value
        return value

    def best_plan(self, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...],
                  again: bool) -> tuple[float, tuple, tuple, int]:
        """The same best as :meth:`best`, with where it leaves the pieces and a
        way there: ``(chance, (mine, theirs) at the end, the steps as
        (dice, from, to), the number of distinct ends)``; on a tie the first
        end of :func:`ludo.colonne.plans.turn_plans` (which here keeps every
        position)."""
        plans = turn_plans(self.variant, mine, theirs, dice, beam=EVERY)
        best = None
        for end, path in plans.items():
            chance = self.chance(end[0], end[1], again)
            if best is None or chance > best[0]:
                best = (chance, end, path)
        return best + (len(plans),)
