"""Hints for human colonne players: per legal step, an estimate, a mark and reasons.

For a position with dice to use, :func:`hints` gives, in the order of
``legal_steps``, a :class:`ludo.hints.Hint` per step (:func:`state_hints`: at
a state of the object protocol, with each step's action); in JSON
(``ludo.api.hints``) each is ``{"step", "estimate", "mark", "reason", "args",
"reasons"}``:

- ``estimate``: the chance to win after the step and the best way to play the
  dice left this turn (0..1; :class:`ludo.colonne.ends.Ends`, the
  calibrated chance of :mod:`ludo.colonne.chances`);
- ``mark``: ``"good"`` (the best or as good, :data:`GOOD_MARGIN`), ``"risky"``
  (a unit left exposed while a step without that risk is better, or more than
  :data:`RISKY_MARGIN` below the best), else ``"ok"``
  (:func:`ludo.hints.mark`, as for mensch);
- ``reason`` and ``args``: the most telling reason code; ``reasons``: all
  that apply, most telling first, each ``{"code", "args"}``.

Where a unit stands is judged at the end of the turn the estimate assumes
(the step, then the best way on): a unit that moves again later this turn is
neither exposed nor blocking where the step put it.

Reason codes (:data:`REASONS`, most telling first; ``height``: pieces in a
unit, ``distance``: squares between two units):
``wins``; ``captures`` {n} (opponent pieces sent off the board); ``finishes``
{n} (own pieces into the finish); ``exposed`` {by, distance} (risky: at the
end of the turn the unit stands where an opponent unit of height ``by`` that
may defeat it is ``distance`` squares behind, within one throw); ``binds``
{height} (it lands on an own unit: a column of that height); ``escapes``
{from_height} (it stood within one throw of an opponent unit of that height
that could defeat it, and no longer does); ``blocks`` (it stands within one
throw in front of an opponent unit that it outnumbers: that unit may not land
on it); ``enters`` (a piece comes onto the board); ``advances`` {squares}.
"""

from __future__ import annotations

from typing import Any

from ludo.colonne import rules
from ludo.colonne.ends import Ends
from ludo.colonne.position import Position, other
from ludo.hints import Hint, Reason, mark
from ludo.values import replace

#: a step this close to the best (in win chance) is as good
GOOD_MARGIN = 0.005
#: a step this far below the best (in win chance) is risky
RISKY_MARGIN = 0.06
#: every reason code, most telling first where several apply
REASONS = ("wins", "captures", "finishes", "exposed", "binds", "escapes", "blocks", "enters", "advances")
#: reasons that make a step risky
RISKS = ("exposed",)


def _units(pieces: tuple[int, ...], finish: int) -> dict[int, int]:
    units: dict[int, int] = {}
    for p in pieces:
        if 0 < p < finish:
            units[p] = units.get(p, 0) + 1
    return units


def _nearest_behind(position: Position, square: int, mine: tuple[int, ...], theirs: tuple[int, ...],
                    defeats: bool) -> tuple[int, int] | None:
    """(height, distance) of the nearest opponent unit within one throw behind
    the own unit on track ``square`` that may defeat it (``defeats``), or that
    it outnumbers (not ``defeats``); None if there is none or no own unit there."""
    variant = position.variant
    size = mine.count(square)
    if not size or not variant.entry < square < variant.finish:
        return None
    nearest = None
    for q, height in _units(theirs, variant.finish).items():
        distance = square - q
        if 0 < distance <= 6 * variant.dice and (height >= size) == defeats:
            if nearest is None or distance < nearest[1]:
                nearest = (height, distance)
    return nearest


def exposed_pieces(position: Position, mine: tuple[int, ...], theirs: tuple[int, ...]) -> int:
    """How many of the pieces ``mine`` stand in units that an opponent unit (``theirs``) within
    one throw behind may defeat (``position``: for its variant)."""
    return sum(mine.count(square) for square in set(mine)
               if _nearest_behind(position, square, mine, theirs, True) is not None)


def reasons_for(position: Position, step: rules.Step, end: tuple[tuple[int, ...], tuple[int, ...]]) -> list[dict]:
    """Every reason code that applies to ``step`` when the turn ends with ``end``
    (the mover's pieces, the opponent's), most telling first."""
    variant = position.variant
    mine, theirs = end
    reasons: list[dict] = []

    def add(code: str, **args) -> None:
        reasons.append({"code": code, "args": args})

    if min(mine) == variant.finish:
        add("wins")
    if step.captures:
        add("captures", n=step.captures)
    if step.target == variant.finish:
        add("finishes", n=step.pieces)
    exposed = _nearest_behind(position, step.target, mine, theirs, True)
    if exposed is not None:
        add("exposed", by=exposed[0], distance=exposed[1])
    if step.target < variant.finish and step.target in position.mine:
        add("binds", height=position.mine.count(step.target) + step.pieces)
    if step.origin and exposed is None:
        was = _nearest_behind(position, step.origin, position.mine, position.theirs, True)
        if was is not None:
            add("escapes", from_height=was[0])
    if exposed is None and _nearest_behind(position, step.target, mine, theirs, False) is not None:
        add("blocks")
    if step.enters:
        add("enters")
    if not reasons:
        add("advances", squares=step.value)
    return reasons


def hints(position: Position, roll: Any = None) -> list[Hint]:
    """The hints for every legal step of ``position`` (none: no dice to use);
    ``roll`` as for :func:`ludo.colonne.rules.legal_choices` (None: the dice
    are in the position; a full throw for a position waiting for one)."""
    if roll is not None:
        position = rules.roll(position, roll)
    steps = rules.legal_steps(position)
    ends = Ends(position.variant)
    mover, again = position.turn, position.again
    estimates, finals = [], []
    for step in steps:
        after = rules.play(position, step)
        mine, theirs = tuple(sorted(after.pieces(mover))), tuple(sorted(after.pieces(other(mover))))
        if after.turn == mover and after.dice and after.winner is None:
            chance, end, _path, _count = ends.best_plan(mine, theirs, tuple(sorted(after.dice)), again)
        else:
            chance, end = ends.chance(mine, theirs, again), (mine, theirs)
        estimates.append(chance)
        finals.append(end)
    best = max(estimates, default=0.0)
    out = []
    for step, chance, end in zip(steps, estimates, finals, strict=True):
        reasons = reasons_for(position, step, end)
        risky = any(r["code"] in RISKS for r in reasons)
        out.append(Hint(step, round(chance, 3), mark(chance, best, risky, len(steps), GOOD_MARGIN, RISKY_MARGIN),
                        tuple(Reason(r["code"], r["args"]) for r in reasons)))
    return out


def state_hints(state: Any) -> list[Hint]:
    """:func:`hints` at a decision node of the object protocol (a
    :class:`ludo.colonne.state.State` with dice to use), each with the step's
    action; none at a chance node or at the end."""
    if not state.legal or state.is_terminal():
        return []
    return [replace(hint, action=state.action_of(hint.choice)) for hint in hints(state.position())]
