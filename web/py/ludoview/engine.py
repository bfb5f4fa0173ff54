"""The view's only door to the rules: thin calls into ``ludo.api`` for mensch.

The view decides no rule. It asks here which moves are legal, what a move
leads to, why a roll has no move and what a computer player would do.
"""

from __future__ import annotations

import random
from typing import Any

from ludo import api
from ludo.mensch import jsonapi as mensch_api

LEVELS = ("easy", "medium", "hard")


def new_position(seats: list[int], options: dict) -> dict:
    return api.new_position(seats, options)


def legal_moves(position: dict, roll: int) -> list[dict]:
    return api.legal_moves(position, roll)


def play(position: dict, roll: int, move: dict | None) -> dict:
    return api.play(position, roll, move)


def result(position: dict) -> dict | None:
    return api.result(position)


def why_no_move(position: dict, roll: int) -> str | None:
    """The engine's reason code for a roll without a move (None if it has one)."""
    return mensch_api.why_no_move(position, roll)


def choose_move(position: dict, roll: int, level: str, seed: str) -> dict | None:
    """The computer's move: the engine's player, or a seeded random legal move until it exists."""
    try:
        return api.choose_move(position, roll, level, seed)
    except ImportError:
        moves = legal_moves(position, roll)
        return random.Random(seed).choice(moves) if moves else None


def hints(position: dict, roll: int) -> list[dict]:
    """The engine's advice for each legal move (empty if the engine offers none)."""
    try:
        return api.hints(position, roll)
    except ImportError:
        return []


def check_position(position: Any) -> dict:
    """The position if the engine accepts it (raises its ValueError otherwise)."""
    api.to_notation(position)
    return position
