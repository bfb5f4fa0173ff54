"""JSON in and out for the mensch value types (``ludo-position/1``).

:func:`position_from_json` checks every field of a JSON position (types,
unknown keys, ranges) and then builds a :class:`Position`, which checks the
rules; any problem raises :class:`InvalidPosition` naming the bad value.
"""

from __future__ import annotations

from typing import Any

from ludo.core import require_bool, require_int, require_keys, require_list
from ludo.errors import IllegalMove, InvalidPosition
from ludo.limits import brief, numbers
from ludo.mensch.position import OPTION_NAMES, Move, Options, Position, check_seats

FORMAT = "ludo-position/1"
GAME = "mensch"
FIELDS = ("format", "game", "options", "seats", "pieces", "turn", "tries")


def options_from_json(data: Any) -> Options:
    """Options from a JSON object (missing keys take their defaults; None: all defaults)."""
    if data is None:
        return Options()
    if not isinstance(data, dict):
        raise InvalidPosition(f"options must be an object, not {brief(data)}")
    for key in data:
        if key not in OPTION_NAMES:
            raise InvalidPosition(f"unknown option {brief(key)}: known are {', '.join(OPTION_NAMES)}")
    values = {key: require_bool(data[key], f"option {key}", InvalidPosition) for key in data}
    return Options(**values)


def seats_from_json(data: Any) -> tuple[int, ...]:
    """Seats from a JSON list of corners, checked."""
    seats = tuple(require_int(c, "seat", InvalidPosition) for c in require_list(data, "seats", InvalidPosition))
    check_seats(seats)
    return seats


def position_from_json(data: Any) -> Position:
    """The :class:`Position` a JSON ``ludo-position/1`` object stands for."""
    if not isinstance(data, dict):
        raise InvalidPosition(f"position must be a JSON object, not {brief(data)}")
    require_keys(data, ("format", "game", "seats", "pieces", "turn"), FIELDS, "position", InvalidPosition)
    if data["format"] != FORMAT:
        raise InvalidPosition(f"position format {brief(data['format'])}: expected '{FORMAT}'")
    if data["game"] != GAME:
        raise InvalidPosition(f"position game {brief(data['game'])}: expected '{GAME}'")
    options = options_from_json(data.get("options", {}))
    seats = seats_from_json(data["seats"])
    pieces = data["pieces"]
    if not isinstance(pieces, dict):
        raise InvalidPosition(f"pieces must be an object keyed by corner, not {brief(pieces)}")
    names = [str(c) for c in seats]
    for key in pieces:
        if key not in names:
            raise InvalidPosition(f"pieces: key {brief(key)} is not a seat (seats are {numbers(seats)})")
    groups = []
    for name in names:
        if name not in pieces:
            raise InvalidPosition(f"pieces: corner {name} is missing")
        own = require_list(pieces[name], f"pieces of corner {name}", InvalidPosition)
        groups.append(tuple(own))
    turn = require_int(data["turn"], "turn", InvalidPosition)
    tries = require_int(data.get("tries", 0), "tries", InvalidPosition)
    return Position(seats, tuple(groups), turn, tries, options)


def position_to_json(position: Position) -> dict:
    """The JSON ``ludo-position/1`` object of a :class:`Position` (exactly the spec's fields)."""
    return {
        "format": FORMAT,
        "game": GAME,
        "options": position.options.to_json(),
        "seats": list(position.seats),
        "pieces": {str(c): list(own) for c, own in position},
        "turn": position.turn,
        "tries": position.tries,
    }


def move_to_json(move: Move | None) -> dict | None:
    """The JSON move (:meth:`Move.to_json`), or None (as colonne's ``step_to_json``)."""
    return None if move is None else move.to_json()


def move_from_json(data: Any) -> Move | None:
    """A :class:`Move` from ``{"from": p, "to": q, ...}`` (other keys are ignored), or None."""
    if data is None:
        return None
    if not isinstance(data, dict):
        raise IllegalMove(f"move must be an object with 'from' and 'to', or null; not {brief(data)}")
    for key in ("from", "to"):
        if key not in data:
            raise IllegalMove(f"move: field '{key}' is missing")
    origin = require_int(data["from"], "move 'from'", IllegalMove)
    target = require_int(data["to"], "move 'to'", IllegalMove)
    return Move(origin, target)
