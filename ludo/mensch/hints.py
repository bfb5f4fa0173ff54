"""Hints for human players: per legal move, an estimate, a mark and reasons.

:func:`hints` gives a :class:`ludo.hints.Hint` per legal move of a
:class:`~ludo.mensch.Position` and a roll (:func:`state_hints`: at a state of
the object protocol, with each move's action); in JSON (``ludo.api.hints``)
each is ``{"move", "estimate", "mark", "reason", "args", "reasons"}``:

- ``estimate``: the hard player's chance of winning after the move (0..1),
  from its evaluation through a logistic curve fitted on self-play games;
- ``mark``: ``"good"`` (the hard player's choice or as good), ``"risky"``
  (the piece stops where an opponent can hit it, or the move is clearly worse
  than the best), else ``"ok"``;
- ``reason`` and ``args``: the most telling reason code (the page words it in
  the player's language), ``reasons``: all that apply, most telling first.

Reason codes and their arguments (``corner``: an opponent's corner 0..3,
``distance``: squares between the pieces):
``wins``; ``captures`` {corner}; ``lands_ahead_of`` {corner, distance} (an
opponent is that far behind the target: risky); ``on_start_of`` {corner, tries}
(the target is that opponent's start square and it has a piece to enter: risky;
``tries`` 3 when it has nothing else to move, so three tries to roll its 6);
``safe_in_lane``;
``deeper_in_lane``; ``enters``; ``frees_start``; ``escapes`` {corner, distance}
(the piece was in reach of that opponent, now it is not); ``waits_behind``
{corner, distance} (an opponent stands that far ahead: a chance to capture);
``advances`` {squares}.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ludo.hints import Hint, Reason, mark
from ludo.mensch import fast, rules
from ludo.mensch.evaluate import LANE, RING, ring_square
from ludo.mensch.levels import hard_values
from ludo.mensch.position import Move, Position
from ludo.values import replace

#: squares of evaluation per unit of log-odds (fitted by ``bench/bench_ai.py --calibrate``)
LOGISTIC_SCALE = 45.0
#: a move this many squares of evaluation below the best is marked risky
RISKY_MARGIN = 12.0
GOOD_MARGIN = 1.0
#: every reason code, most telling first where several apply
REASONS = ("wins", "captures", "lands_ahead_of", "on_start_of", "safe_in_lane", "deeper_in_lane", "enters",
           "frees_start", "escapes", "waits_behind", "advances")
#: reasons that make a move risky
RISKS = ("lands_ahead_of", "on_start_of")


def win_chance(value: float, players: int = 2) -> float:
    """The estimate shown to players for an evaluation ``value`` (in squares)
    among ``players`` players (an even position is worth ``1 / players``)."""
    x = max(-30.0, min(30.0, value / LOGISTIC_SCALE - math.log(players - 1)))
    return 1.0 / (1.0 + math.exp(-x))


def _nearest_behind(seats, pieces, me: int, square: int) -> tuple[int, int] | None:
    """(corner, distance) of the nearest opponent piece that can reach ring
    ``square`` with one roll; distance 0: an opponent can enter onto it (its start)."""
    best = None
    for other, corner in enumerate(seats):
        if other == me:
            continue
        if -1 in pieces[other] and square == (10 * corner) % 40:
            return (corner, 0)
        for q in pieces[other]:
            if 0 <= q < RING:
                d = (square - ring_square(corner, q)) % 40
                if 1 <= d <= 6 and q + d < RING and (best is None or d < best[1]):
                    best = (corner, d)
    return best


def _opponents_on_ring(seats, pieces, me: int):
    """Each opponent piece on the ring: (its player, its corner, its ring square)."""
    for other, corner in enumerate(seats):
        if other != me:
            for p in pieces[other]:
                if 0 <= p < RING:
                    yield other, corner, ring_square(corner, p)


def _nearest_ahead(seats, pieces, me: int, square: int) -> tuple[int, int] | None:
    best = None
    for _, corner, there in _opponents_on_ring(seats, pieces, me):
        d = (there - square) % 40
        if 1 <= d <= 6 and (best is None or d < best[1]):
            best = (corner, d)
    return best


def in_reach(state) -> int:
    """How many of the player to move's pieces on the ring an opponent can capture with its
    next throw (a piece of theirs one throw behind, or a piece waiting to enter onto its start)."""
    seats, pieces, me = state[0], state[1], state[2]
    corner = seats[me]
    return sum(1 for q in pieces[me] if 0 <= q < RING
               and _nearest_behind(seats, pieces, me, ring_square(corner, q)) is not None)


def within_reach(state) -> int:
    """How many opponent pieces on the ring the player to move's pieces can capture with their
    next throw (one throw ahead of a piece of theirs that does not turn into its lane first)."""
    seats, pieces, me = state[0], state[1], state[2]
    corner = seats[me]
    prey = set()
    for q in pieces[me]:
        if not 0 <= q < RING:
            continue
        here = ring_square(corner, q)
        for other, _, there in _opponents_on_ring(seats, pieces, me):
            d = (there - here) % 40
            if 1 <= d <= 6 and q + d < RING:
                prey.add((other, there))
    return len(prey)


def reasons_for(state, roll: int, move, rule: str | None) -> list[dict]:
    """Every reason code that applies to ``move`` (fast-path tuple), most telling first."""
    seats, pieces, me = state[0], state[1], state[2]
    corner = seats[me]
    _, origin, target, victim = move
    after = fast.apply(state, roll, move)
    reasons: list[dict] = []

    def add(code: str, **args) -> None:
        reasons.append({"code": code, "args": args})

    if min(after[1][me]) >= LANE:
        add("wins")
    if victim >= 0:
        add("captures", corner=seats[victim])
    if target < RING:
        danger = _nearest_behind(seats, after[1], me, ring_square(corner, target))
        if danger is not None and danger[1] == 0:
            owner = seats.index(danger[0])
            add("on_start_of", corner=danger[0], tries=3 if fast.stuck(after[1][owner]) else 1)
        elif danger is not None:
            add("lands_ahead_of", corner=danger[0], distance=danger[1])
    if target >= LANE:
        add("safe_in_lane" if origin < LANE else "deeper_in_lane")
    if origin < 0:
        add("enters")
    if rule == "free_start":
        add("frees_start")
    if 0 <= origin < RING and not any(r["code"] in RISKS for r in reasons):
        was = _nearest_behind(seats, pieces, me, ring_square(corner, origin))
        if was is not None and target < LANE:
            add("escapes", corner=was[0], distance=was[1])
    if target < RING:
        prey = _nearest_ahead(seats, after[1], me, ring_square(corner, target))
        if prey is not None:
            add("waits_behind", corner=prey[0], distance=prey[1])
    if not reasons:
        add("advances", squares=roll)
    return reasons


def hints(position: Position, roll: int | None = None) -> list[Hint]:
    """The hint of every legal move of ``roll`` (checked) in ``position``, in
    the order of :func:`ludo.mensch.rules.legal_choices` (none: the roll has no
    move, or the game is over, as colonne's). The roll is required (it stays
    beside a mensch position)."""
    legal = rules.legal_choices(position, roll)  # checks the roll
    if not legal or roll is None:
        return []
    state = fast.from_position(position)
    return hints_for(state, roll, legal, fast.legal(state, roll))


def state_hints(state: Any) -> list[Hint]:
    """:func:`hints` at a decision node of the object protocol (a
    :class:`ludo.mensch.state.State` with its roll), each with the move's
    action; none at a chance node or at the end."""
    if state.legal is None or state.is_terminal():
        return []
    return [replace(hint, action=state.action_of(hint.choice)) for hint in hints(state.position(), state.roll)]


def hints_for(state: tuple, roll: int, legal: Sequence[Move], moves: Sequence[tuple]) -> list[Hint]:
    """The hints for ``legal`` (the rules' moves) given the same moves as fast-path tuples."""
    by_key = {(m[1], m[2]): m for m in moves}
    fast_moves = [by_key[(m.origin, m.target)] for m in legal]
    values = hard_values(state, roll, fast_moves)
    best = max(values)
    out = []
    for move, fm, value in zip(legal, fast_moves, values, strict=True):
        reasons = reasons_for(state, roll, fm, move.rule)
        risky = any(r["code"] in RISKS for r in reasons)
        out.append(Hint(move, round(win_chance(value, len(state[0])), 3),
                        mark(value, best, risky, len(legal), GOOD_MARGIN, RISKY_MARGIN),
                        tuple(Reason(r["code"], r["args"]) for r in reasons)))
    return out
