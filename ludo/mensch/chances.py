"""Every player's chance to win a mensch position, calibrated on game outcomes.

For a position where the player to act is about to throw, :func:`state_chances`
gives each seat's chance to finish first (they sum to 1). It starts from the
computer players' evaluation, :func:`ludo.mensch.evaluate.equities` (each
seat's equity in squares), and passes it through a small model fitted to the
outcomes of games:

    score(seat) = WEIGHT * equity(seat) / (1 + PHASE * R) + TEMPO[k]
    chance(seat) = exp(score(seat)) / sum of exp(score) over the seats

- ``R`` is the mean over the players of their squares to go (a piece in the
  base counts 44): equal leads weigh a little more as the race shortens;
- ``k`` is how many turns after the player to act the seat plays (0: the
  player to act; the last seat of the order has no term);
- ``WEIGHT`` and ``TEMPO`` depend on the number of players (:data:`PARAMS`).

The numbers were fitted by ``python3 bench/bench_calibration.py --fit``
(maximum likelihood, Newton's method, pure Python) on positions sampled from
arena games with hard, medium and random players mixed at random seat by seat
(the games listed in :data:`FITTED_ON`); the benchmark's check (run without
``--fit``) plays other games and prints the calibration table of
``docs/analysis.md``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ludo.mensch import fast
from ludo.mensch.evaluate import equities

#: ``R`` is counted in squares; the evaluation is divided by ``1 + PHASE * R``
PHASE = 0.01
#: players -> (WEIGHT, TEMPO[0], ..., TEMPO[players - 2])
PARAMS: dict[int, tuple[float, ...]] = {
    2: (0.04291, 0.03864),
    3: (0.05103, 0.07223, 0.06577),
    4: (0.05983, 0.03651, 0.06775, 0.04636),
}
FITTED_ON = ("python3 bench/bench_calibration.py --fit --games 6000 (the mensch games here): "
             "3,900 arena games, 2,100 with 2 players, 600 with 3, 1,200 with 4 (arena seeds 1000-1002; "
             "hard one seat in nine, medium and random four each); 41,439 positions sampled: "
             "22,355, 5,858 and 13,226")


def to_go(own: Sequence[int]) -> int:
    """The squares a seat's pieces still have to go (a piece in the base: 44)."""
    return sum(44 if p < 0 else 43 - p for p in own)


def features(seats: Sequence[int], pieces: Sequence[Sequence[int]], turn: int) -> list[list[float]]:
    """Per seat (in turn order) the model's inputs: the scaled equity, then one
    indicator per ``TEMPO`` term (what :data:`PARAMS` multiplies)."""
    n = len(seats)
    values = equities(seats, pieces, turn)
    scale = 1.0 / (1.0 + PHASE * sum(to_go(own) for own in pieces) / n)
    out = []
    for seat in range(n):
        k = (seat - turn) % n
        out.append([values[seat] * scale] + [1.0 if k == j else 0.0 for j in range(n - 1)])
    return out


def softmax(scores: Sequence[float]) -> list[float]:
    top = max(scores)
    weights = [math.exp(s - top) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def state_chances(state: tuple) -> tuple[float, ...]:
    """Each seat's chance to win (seat indices in turn order, summing to 1) for
    a fast-path state (:mod:`ludo.mensch.fast`) whose player to act is about to
    throw; a won game gives 1 to its winner."""
    seats, pieces, turn = state[0], state[1], state[2]
    for seat, own in enumerate(pieces):
        if min(own) >= 40:
            return tuple(1.0 if s == seat else 0.0 for s in range(len(seats)))
    params = PARAMS[len(seats)]
    return tuple(softmax([sum(p * x for p, x in zip(params, row, strict=True)) for row in features(seats, pieces, turn)]))


def chances(position: Any) -> dict[str, float]:
    """Every player's chance to win a JSON mensch position: ``{"<corner>": chance}``."""
    from ludo.mensch.jsonio import position_from_json

    state = fast.from_position(position_from_json(position))
    return {str(corner): p for corner, p in zip(state[0], state_chances(state), strict=True)}
