"""Computer players of mensch, over objects.

The same interface as :mod:`ludo.colonne.ai`:

- :data:`LEVELS` and :func:`check_level`;
- :func:`choose` -- ``choose(position, level, seed=None, roll=None)``, a
  level's choice among the legal moves of a :class:`~ludo.mensch.Position`
  and a roll (a :class:`~ludo.mensch.Move` of
  :func:`ludo.mensch.rules.legal_choices`, or None);
- :func:`choose_action` and :func:`player` -- the same at a decision node of
  the object protocol (:mod:`ludo.mensch.state`), as an action.

Levels: ``random``, ``easy``, ``medium``, ``hard`` (:mod:`ludo.mensch.levels`,
on the rules' fast path). The hints are in :mod:`ludo.mensch.hints`, the JSON
forms of both in :mod:`ludo.mensch.jsonapi`. How the arena plays the levels is
in :mod:`ludo.mensch.arena` (tooling, not shipped to the browser).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ludo.errors import IllegalMove, UnknownLevel
from ludo.limits import brief, check_seed
from ludo.mensch import fast, levels, rules
from ludo.mensch.levels import LEVELS
from ludo.mensch.position import Move, Position


def check_level(level: Any) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise UnknownLevel(f"level {brief(level)}: expected one of {', '.join(LEVELS)}")
    return level


def make_rng(seed: Any) -> random.Random:
    """The random source of a decision: seeded for reproducible choices."""
    if check_seed(seed) is None:
        return random.Random()
    return random.Random(f"ludo-ai:{seed}")


def choose(position: Position, level: Any, seed: Any = None, roll: Any = None) -> Move | None:
    """One of ``rules.legal_choices(position, roll)`` (the very move), chosen by
    ``level``; None when the roll has no legal move or the game is over. Same
    seed, same choice. The signature is colonne's, the throw last: a mensch
    roll stays beside the position, so ``roll`` is required
    (``choose(position, "hard", roll=6)``).

    The earlier form ``choose(position, roll, level, seed=None)``, all
    positional, is still understood: a whole number where the level goes is
    the roll (a level is never a number)."""
    if type(level) is int:  # the earlier form: (position, roll, level, seed)
        level, seed, roll = seed, roll, level
    level = check_level(level)
    rng = make_rng(seed)
    legal = rules.legal_choices(position, roll)
    if len(legal) <= 1:
        return legal[0] if legal else None
    state = fast.from_position(position)
    chosen = levels.CHOOSERS[level](state, roll, fast.legal(state, roll), rng)
    for move in legal:
        if move.origin == chosen[1] and move.target == chosen[2]:
            return move
    raise AssertionError(f"engine paths disagree on move {chosen}")  # pragma: no cover


def player(level: Any, seed: Any = None) -> Callable[[Any], int]:
    """A computer player of ``level`` on protocol states: called with a state
    at a decision node, it returns its action. Its random source (from
    ``seed``) runs on from call to call."""
    choose_level = levels.CHOOSERS[check_level(level)]
    rng = make_rng(seed)

    def act(state: Any) -> int:
        moves = state.legal
        if not moves or state.is_terminal():
            raise IllegalMove(f"state {state}: not a decision node (no move to choose)")
        move = moves[0] if len(moves) == 1 else choose_level(state._fast(), state.roll, moves, rng)
        return move[1] + 1
    return act


def choose_action(state: Any, level: Any, seed: Any = None) -> int:
    """The action :func:`choose` picks at a decision node of the object protocol."""
    return player(level, seed)(state)
