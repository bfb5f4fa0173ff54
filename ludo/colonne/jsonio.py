"""JSON in and out for the colonne value types (``ludo-position/1``, ``"game": "colonne"``).

:func:`position_from_json` checks the fields of a JSON position (presence,
unknown keys, types) and then builds a :class:`Position`, which checks ranges
and the rules; any problem raises :class:`InvalidPosition` naming the bad value.
"""

from __future__ import annotations

from typing import Any

from ludo.colonne.position import BLACK, COLOURS, WHITE, Position
from ludo.colonne.rules import Step, step_key
from ludo.colonne.variant import variant_named
from ludo.core import require_bool, require_keys, require_list
from ludo.errors import InvalidPosition
from ludo.limits import brief

FORMAT = "ludo-position/1"
GAME = "colonne"
FIELDS = ("format", "game", "variant", "pieces", "turn", "dice", "again")


def position_from_json(data: Any) -> Position:
    """The :class:`Position` a JSON colonne position stands for."""
    if not isinstance(data, dict):
        raise InvalidPosition(f"position must be a JSON object, not {brief(data)}")
    require_keys(data, FIELDS, FIELDS, "position", InvalidPosition)
    if data["format"] != FORMAT:
        raise InvalidPosition(f"position format {brief(data['format'])}: expected '{FORMAT}'")
    if data["game"] != GAME:
        raise InvalidPosition(f"position game {brief(data['game'])}: expected '{GAME}'")
    variant = variant_named(data["variant"])
    pieces = data["pieces"]
    if not isinstance(pieces, dict):
        raise InvalidPosition(f"pieces must be an object with 'white' and 'black', not {brief(pieces)}")
    require_keys(pieces, COLOURS, COLOURS, "pieces", InvalidPosition)
    white = require_list(pieces[WHITE], "pieces of white", InvalidPosition)
    black = require_list(pieces[BLACK], "pieces of black", InvalidPosition)
    dice = require_list(data["dice"], "dice", InvalidPosition)
    again = require_bool(data["again"], "again", InvalidPosition)
    return Position(variant, tuple(white), tuple(black), data["turn"], tuple(dice), again)


def position_to_json(position: Position) -> dict:
    return {
        "format": FORMAT,
        "game": GAME,
        "variant": position.variant.name,
        "pieces": {WHITE: list(position.white), BLACK: list(position.black)},
        "turn": position.turn,
        "dice": list(position.dice),
        "again": position.again,
    }


def step_to_json(step: Step) -> dict:
    """The JSON step (:meth:`Step.to_json`)."""
    return step.to_json()


def step_from_json(data: Any) -> Step:
    """A :class:`Step` from ``{"dice": [...], "from": p, "to": q, ...}`` (other keys are
    ignored, as mensch's ``move_from_json`` does); :class:`IllegalMove` names a bad field."""
    return Step(*step_key(data))
