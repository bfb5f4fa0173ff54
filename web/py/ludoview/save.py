"""Saved games: a :class:`~ludoview.session.Session` to JSON text and back.

:func:`load` checks everything it reads and raises :class:`SaveError` (a
``ValueError``) naming what is wrong, so a corrupt or foreign save becomes a
clear message and a fresh game -- never a half-restored page.
"""

from __future__ import annotations

import json
from typing import Any

from ludoview import engine
from ludoview.session import SAVE_FORMAT, SEATS_FOR, Session, Setup

STORAGE_KEY = "ludo.mensch.save"


class SaveError(ValueError):
    """A saved game that cannot be resumed; the message says why."""


def dumps(session: Session) -> str:
    return json.dumps(session.to_json(), separators=(",", ":"))


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise SaveError(message)


def _progress_move(value: Any, name: str) -> dict | None:
    if value is None:
        return None
    _need(isinstance(value, dict), f"{name} is not an object")
    for key in ("corner", "from", "to"):
        _need(isinstance(value.get(key), int) and not isinstance(value.get(key), bool), f"{name}.{key} is not a number")
    _need(value["corner"] in range(4) and -1 <= value["from"] <= 43 and 0 <= value["to"] <= 43,
          f"{name} is out of range")
    _need(isinstance(value.get("capture", False), bool), f"{name}.capture is not true or false")
    return {"corner": value["corner"], "from": value["from"], "to": value["to"],
            "capture": value.get("capture", False)}


def _position(value: Any, setup: Setup, name: str) -> dict:
    try:
        engine.check_position(value)
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    _need(list(value["seats"]) == setup.seats, f"{name}: its seats do not match the players")
    _need(all(value["options"].get(k) == v for k, v in setup.options.items()),
          f"{name}: its options do not match the game's")
    return value


def _roll(value: Any, position: dict, name: str) -> int | None:
    if value is None:
        return None
    _need(isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6, f"{name} is not a die value")
    _need(engine.result(position) is None, f"{name}: the game is already over")
    _need(bool(engine.legal_moves(position, value)), f"{name}: that roll has no move to wait for")
    return value


def from_json(data: Any) -> Session:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    _need(isinstance(data, dict), "it is not a JSON object")
    _need(data.get("format") == SAVE_FORMAT, f"unknown save format {str(data.get('format'))[:40]!r}")
    _need(data.get("game") == "mensch", f"it is a save of another game ({str(data.get('game'))[:20]!r})")
    players = data.get("players")
    _need(isinstance(players, list) and len(players) in SEATS_FOR, "the players list is missing or wrong")
    _need(all(isinstance(p, dict) for p in players), "a player is not an object")
    corners = [p.get("corner") for p in players]
    _need(corners == list(SEATS_FOR[len(players)]), f"player corners {corners!r} are not a valid seating")
    try:
        setup = Setup.make(len(players), [p.get("kind") for p in players], data.get("options"))
    except (ValueError, AttributeError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    dice = data.get("dice")
    _need(isinstance(dice, dict) and isinstance(dice.get("seed"), str) and isinstance(dice.get("count"), int)
          and not isinstance(dice.get("count"), bool) and dice["count"] >= 0, "the dice record is wrong")
    roll = _roll(data.get("roll"), position, "roll")
    last = _progress_move(data.get("last"), "last")
    events = data.get("events", [])
    _need(isinstance(events, list) and all(isinstance(e, dict) and isinstance(e.get("say"), str) for e in events),
          "the last messages are wrong")
    undo = data.get("undo")
    if undo is not None:
        _need(isinstance(undo, dict), "undo is not an object")
        undo = {"position": _position(undo.get("position"), setup, "undo.position"),
                "roll": _roll(undo.get("roll"), undo["position"], "undo.roll"),
                "last": _progress_move(undo.get("last"), "undo.last")}
    return Session(setup, position, dice["seed"], dice["count"], roll, last, events, undo)


def loads(text: str) -> Session:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"not JSON: {exc}") from None
    return from_json(data)
