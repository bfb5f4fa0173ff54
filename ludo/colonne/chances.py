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
is the opponent's, or its own after a double); :class:`ludo.colonne.ends.Ends`
finds the best end of a turn with given dice, for the game analysis and the
hints, with :class:`ludo.colonne.endchance.EndChance`: the same numbers, bit
for bit, worked out faster for the many ends of one turn.
"""

from __future__ import annotations

import math

from ludo.colonne.evaluate import evaluate
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
