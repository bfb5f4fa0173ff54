"""The computer players of mensch, level by level.

A player looks at a state of the engine's fast path (:mod:`ludo.mensch.fast`:
``(seats, pieces, turn, tries, flags)``) and the legal moves the engine listed
for the roll (``(piece, origin, target, victim)``), and picks one. The rules
stay in the engine: the players ask it for moves and their effect.

- ``random``: any legal move, uniformly;
- ``easy``: mostly random, with a small bias towards captures and the lane;
- ``medium``: the seeds' advice as rules of thumb -- bring a piece into the
  lane (as deep as it goes) before risking others, don't stop 1 to 6 squares
  ahead of an opponent, wait just behind opponents, capture when it pays;
- ``hard``: weighs every move with the evaluation of :mod:`ludo.mensch.evaluate`
  after the next player's best answer to each roll of the die (after a 6:
  after its own best move with each bonus roll).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from ludo.mensch import fast
from ludo.mensch.evaluate import DEFAULT, LANE, RING, Weights, equities, evaluate, hit_rolls, relative, ring_square

State = tuple  # fast.State
Move = tuple   # fast.Move: (piece, origin, target, victim)


# --- random and easy --------------------------------------------------------

def choose_random(state: State, roll: int, moves: Sequence[Move], rng: random.Random) -> Move:
    return moves[rng.randrange(len(moves))]


def choose_easy(state: State, roll: int, moves: Sequence[Move], rng: random.Random) -> Move:
    """Random, but half the time it takes a capture or a step into the lane if there is one."""
    if rng.random() < 0.5:
        tempting = [m for m in moves if m[3] >= 0 or (m[2] >= LANE > m[1])]
        if tempting:
            return tempting[rng.randrange(len(tempting))]
    return moves[rng.randrange(len(moves))]


# --- medium: the seeds' rules of thumb ----------------------------------------

def threatened(seats, pieces, seat: int, square: int) -> bool:
    """Whether an opponent of ``seat`` could land on ring ``square`` with one
    roll: a piece 1 to 6 squares behind it, or a base piece entering onto it."""
    for other, corner in enumerate(seats):
        if other != seat and hit_rolls(corner, pieces[other], square) & 0b1111110:
            return True
    return False


def lurks(seats, pieces, seat: int, square: int) -> bool:
    """Whether an opponent piece stands 1 to 6 squares ahead of ring ``square``."""
    for other, corner in enumerate(seats):
        if other == seat:
            continue
        for q in pieces[other]:
            if 0 <= q < RING and 1 <= (ring_square(corner, q) - square) % 40 <= 6:
                return True
    return False


def medium_score(state: State, move: Move) -> float:
    """How much the seeds' advice likes ``move``."""
    seats, pieces, me = state[0], state[1], state[2]
    corner = seats[me]
    _, origin, target, victim = move
    score = 0.0
    if victim >= 0:
        score += 60.0
    if origin < 0:
        score += 50.0
    if target >= LANE:
        # into the lane first; the first pieces in go to the bottom, the others line up behind
        score += (70.0 if origin < LANE else 5.0) + 5.0 * (target - LANE)
    else:
        square = ring_square(corner, target)
        if threatened(seats, pieces, me, square):
            score -= 40.0 + 0.5 * target
        elif lurks(seats, pieces, me, square):
            score += 10.0
    if 0 <= origin < RING and threatened(seats, pieces, me, ring_square(corner, origin)):
        score += 30.0 + 0.5 * origin  # flee
    if origin < LANE:
        score += 0.5 * origin  # bring the leading piece home first
    return score


def choose_medium(state: State, roll: int, moves: Sequence[Move], rng: random.Random) -> Move:
    scores = [medium_score(state, m) for m in moves]
    best = max(scores)
    top = [m for m, s in zip(moves, scores, strict=True) if s == best]
    return top[rng.randrange(len(top))] if len(top) > 1 else top[0]


# --- hard: evaluation after the next player's answer -----------------------------

WIN = 300.0  # the value of a won game, in squares (more than any lead the evaluation gives)


def bonus_value(state: State, w: Weights = DEFAULT) -> float:
    """The value for the player about to roll again (after a 6): the average
    over its roll of the board after its best move by the evaluation."""
    me = state[2]
    seats = state[0]
    total = 0.0
    for r in (1, 2, 3, 4, 5, 6):
        moves = fast.legal(state, r)
        if not moves:
            after = fast.apply(state, r, None)
            total += evaluate(seats, after[1], me, after[2], w)
            continue
        best = -math.inf
        for m in moves:
            after = fast.apply(state, r, m)
            value = WIN if min(after[1][me]) >= LANE else evaluate(seats, after[1], me, after[2], w)
            if value > best:
                best = value
        total += best
    return total / 6.0


def reply_value(state: State, roll: int, move: Move, w: Weights = DEFAULT) -> float:
    """The value of ``move`` for the mover once the next player has answered:
    the average over that player's roll of the board after its best move by its
    own evaluation (a winning answer counts as a lost game). After a 6 the mover
    rolls again instead: see :func:`bonus_value`."""
    me = state[2]
    after = fast.apply(state, roll, move)
    seats, pieces, nxt = after[0], after[1], after[2]
    if min(pieces[me]) >= LANE:
        return WIN
    if nxt == me:
        return bonus_value(after, w)
    total = 0.0
    for r in (1, 2, 3, 4, 5, 6):
        replies = fast.legal(after, r)
        if not replies:
            answered = fast.apply(after, r, None)
        elif len(replies) == 1:
            answered = fast.apply(after, r, replies[0])
        else:
            best_value = None
            for reply in replies:
                candidate = fast.apply(after, r, reply)
                if min(candidate[1][nxt]) >= LANE:
                    answered, values = candidate, None
                    break
                candidate_values = equities(seats, candidate[1], candidate[2], w)
                value = relative(candidate_values, nxt, w)
                if best_value is None or value > best_value:
                    best_value, answered, values = value, candidate, candidate_values
            if values is None:
                total -= WIN
            else:
                total += relative(values, me, w)
            continue
        if min(answered[1][nxt]) >= LANE:
            total -= WIN
        else:
            total += evaluate(seats, answered[1], me, answered[2], w)
    return total / 6.0


def hard_values(state: State, roll: int, moves: Sequence[Move], w: Weights = DEFAULT) -> list[float]:
    """The hard player's value of each move (higher is better)."""
    return [reply_value(state, roll, m, w) for m in moves]


def choose_hard(state: State, roll: int, moves: Sequence[Move], rng: random.Random,
                w: Weights = DEFAULT) -> Move:
    if len(moves) == 1:
        return moves[0]
    values = hard_values(state, roll, moves, w)
    best = max(values)
    top = [m for m, v in zip(moves, values, strict=True) if v >= best - 1e-9]
    return top[rng.randrange(len(top))] if len(top) > 1 else top[0]


CHOOSERS: dict[str, Callable[..., Move]] = {
    "random": choose_random,
    "easy": choose_easy,
    "medium": choose_medium,
    "hard": choose_hard,
}
LEVELS = tuple(CHOOSERS)
