"""colonne behind :mod:`ludo.api`: JSON positions and steps in and out."""

from __future__ import annotations

from typing import Any

from ludo.colonne import notation, rules
from ludo.colonne.position import Position, initial


def _position(data: Any) -> Position:
    return Position.from_json(data)


def new_colonne(variant: Any = "small", first: Any = "white") -> dict:
    return initial(variant, first).to_json()


def opening(white_dice: Any, black_dice: Any) -> str | None:
    return rules.opening(white_dice, black_dice)


def roll(position: Any, dice: Any) -> dict:
    return rules.roll(_position(position), dice).to_json()


def legal_steps(position: Any) -> list[dict]:
    return [step.to_json() for step in rules.iter_steps(_position(position))]


def play(position: Any, step: Any, *extra: Any) -> dict:
    if extra:
        from ludo.errors import IllegalMove

        raise IllegalMove("colonne play() takes (position, step): the dice are in the position")
    return rules.play(_position(position), step).to_json()


def result(position: Any) -> dict | None:
    winner = _position(position).winner
    return None if winner is None else {"winner": winner}


def to_notation(position: Any) -> str:
    return notation.to_notation(_position(position))


def from_notation(text: Any) -> dict:
    return notation.from_notation(text).to_json()


def why_illegal(position: Any, step: Any) -> str | None:
    """None if the step is legal, else the code saying why not (see :class:`rules.Why`)."""
    return rules.why_illegal(_position(position), step)


def choose_step(position: Any, level: Any, seed: Any = None) -> dict | None:
    from ludo.colonne import ai

    step = ai.choose_step(_position(position), level, seed)
    return None if step is None else step.to_json()
