"""Computer players of mensch: the JSON entry points.

- :func:`choose_move` -- a level's choice among ``legal_moves(position, roll)``;
- :func:`hints` -- for each legal move, the hard player's estimate, a mark and
  a reason code (see :mod:`ludo.mensch.ai_hints`).

Levels: ``random``, ``easy``, ``medium``, ``hard`` (:mod:`ludo.mensch.ai_players`).
How the arena plays them is in :mod:`ludo.mensch.arena` (tooling, not shipped
to the browser).

This module works on the rules and the JSON reader directly and never imports
:mod:`ludo.mensch.jsonapi`: that one calls this one, so the two never import
each other.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ludo.errors import UnknownLevel
from ludo.limits import brief, check_seed
from ludo.mensch import ai_hints, ai_players, fast, rules
from ludo.mensch.ai_players import LEVELS
from ludo.mensch.jsonio import position_from_json


def check_level(level: Any) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise UnknownLevel(f"level {brief(level)}: expected one of {', '.join(LEVELS)}")
    return level


def make_rng(seed: Any) -> random.Random:
    """The random source of a decision: seeded for reproducible choices."""
    if check_seed(seed) is None:
        return random.Random()
    return random.Random(f"ludo-ai:{seed}")


def legal_json(position: Any, roll: Any) -> tuple[tuple, list[dict]]:
    """The fast-path state of a JSON position and the legal moves for ``roll``
    as ``legal_moves(position, roll)`` lists them (both validated by the engine)."""
    pos = position_from_json(position)
    return fast.from_position(pos), [move.to_json() for move in rules.legal_moves(pos, roll)]


def _pick(legal: list[dict], moves: Sequence[tuple], chosen: tuple) -> dict:
    """The JSON move of ``legal`` that is the fast move ``chosen``."""
    for move in legal:
        if move["from"] == chosen[1] and move["to"] == chosen[2]:
            return move
    raise AssertionError(f"engine paths disagree on move {chosen}")  # pragma: no cover


# --- JSON entry points ---------------------------------------------------------

def choose_move(position: Any, roll: Any, level: Any, seed: Any = None) -> dict | None:
    """One of ``legal_moves(position, roll)`` (the very dict), chosen by ``level``;
    None when the roll has no legal move. Same seed, same choice."""
    level = check_level(level)
    rng = make_rng(seed)
    state, legal = legal_json(position, roll)
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    moves = fast.legal(state, roll)
    chosen = ai_players.CHOOSERS[level](state, roll, moves, rng)
    return _pick(legal, moves, chosen)


def hints(position: Any, roll: Any) -> list[dict]:
    """For every legal move (in ``legal_moves`` order): the hard player's
    estimate, a mark (good / ok / risky) and a reason code with its arguments."""
    state, legal = legal_json(position, roll)
    if not legal:
        return []
    return ai_hints.hints_for(state, roll, legal, fast.legal(state, roll))
