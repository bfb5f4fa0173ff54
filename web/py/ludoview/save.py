"""Saved games: a :class:`~ludoview.session.Session` to JSON text and back.

:func:`load` checks everything it reads and raises :class:`SaveError` (a
``ValueError``) naming what is wrong, so a corrupt or foreign save becomes a
clear message and a fresh game -- never a half-restored page.
"""

from __future__ import annotations

import json
from typing import Any

from ludoview import engine
from ludoview.session import HISTORY_SIZE, SAVE_FORMAT, SEATS_FOR, Session, Setup

STORAGE_KEY = "ludo.mensch.save"


class SaveError(ValueError):
    """A saved game that cannot be resumed; the message says why."""


def dumps(session: Session) -> str:
    return json.dumps(session.to_json(), separators=(",", ":"))


def need(cond: bool, message: str) -> None:
    """Raise :class:`SaveError` with ``message`` unless ``cond`` holds."""
    if not cond:
        raise SaveError(message)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_dice(dice: Any) -> dict:
    """The saved die record ``{"seed": str, "count": int >= 0}`` (both games)."""
    need(isinstance(dice, dict) and isinstance(dice.get("seed"), str) and is_int(dice.get("count"))
         and dice["count"] >= 0, "the dice record is wrong")
    return dice


def check_events(events: Any, what: str = "the last messages") -> list:
    """The saved last messages: a list of ``{"say": key, ...}`` (both games)."""
    need(isinstance(events, list) and all(isinstance(e, dict) and isinstance(e.get("say"), str) for e in events),
         f"{what} are wrong")
    return events


def check_players(data: dict) -> list[dict]:
    """The saved players: a list of objects (both games; their number and fields are each game's)."""
    need("players" in data, "the players list is missing")
    players = data["players"]
    need(isinstance(players, list), "the players list is not a list")
    need(all(isinstance(p, dict) for p in players), "a player is not an object")
    return players


def undo_count(state: dict, dice: dict, name: str) -> dict:
    """The dice count an undo state goes back to (``{"count": n}``, both games; none in older saves),
    and how many of the actions played it keeps (``"actions"``, for the replay link)."""
    kept = {}
    if "actions" in state:
        need(is_int(state["actions"]) and state["actions"] >= 0, f"{name}.actions is not a number of actions")
        kept["actions"] = state["actions"]
    if "count" not in state:
        return kept
    count = state["count"]
    need(is_int(count) and 0 <= count <= dice["count"], f"{name}.count is not a dice count of this game")
    return {"count": count, **kept}


def check_history(data: dict, events: list) -> list:
    """The saved story of the game (both games; older saves have none: their last messages)."""
    if "history" not in data:
        return list(events)
    return check_events(data["history"], "the events of the history")[-HISTORY_SIZE:]


def check_played(data: dict, start_check) -> dict | None:
    """The saved rolls and moves since the start (both games; older saves have none: None).

    ``start_check(position, name)`` checks the start position as the game's save does."""
    if data.get("played") is None:
        return None
    played = data["played"]
    need(isinstance(played, dict) and set(played) == {"start", "actions"}, "played is not {start, actions}")
    need(isinstance(played["actions"], list) and all(isinstance(a, dict) for a in played["actions"]),
         "played.actions is not a list of actions")
    return {"start": start_check(played["start"], "played.start"), "actions": list(played["actions"])}


def parse(text: str) -> Any:
    """The JSON of a saved game (:class:`SaveError` if it is not JSON)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"not JSON, at line {exc.lineno} column {exc.colno}") from None
    except (TypeError, ValueError):
        raise SaveError("not JSON") from None


def _progress_move(value: Any, name: str) -> dict | None:
    if value is None:
        return None
    need(isinstance(value, dict), f"{name} is not an object")
    for key in ("corner", "from", "to"):
        need(isinstance(value.get(key), int) and not isinstance(value.get(key), bool), f"{name}.{key} is not a number")
    need(value["corner"] in range(4) and -1 <= value["from"] <= 43 and 0 <= value["to"] <= 43,
          f"{name} is out of range")
    need(isinstance(value.get("capture", False), bool), f"{name}.capture is not true or false")
    return {"corner": value["corner"], "from": value["from"], "to": value["to"],
            "capture": value.get("capture", False)}


def _position(value: Any, setup: Setup, name: str) -> dict:
    try:
        engine.check_position(value)
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    need(list(value["seats"]) == setup.seats, f"{name}: its seats do not match the players")
    need(all(value["options"].get(k) == v for k, v in setup.options.items()),
          f"{name}: its options do not match the game's")
    return value


def _roll(value: Any, position: dict, name: str) -> int | None:
    if value is None:
        return None
    need(isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6, f"{name} is not a die value")
    need(engine.result(position) is None, f"{name}: the game is already over")
    need(bool(engine.legal_moves(position, value)), f"{name}: that roll has no move to wait for")
    return value


def from_json(data: Any) -> Session:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    need(isinstance(data, dict), "it is not a JSON object")
    need(data.get("format") == SAVE_FORMAT, f"unknown save format {str(data.get('format'))[:40]!r}")
    need(data.get("game") == "mensch", f"it is a save of another game ({str(data.get('game'))[:20]!r})")
    need(isinstance(data.get("position"), dict), "position is not an object")
    players = check_players(data)
    need(len(players) in SEATS_FOR, f"the players list has {len(players)} players, not 2, 3 or 4")
    corners = [p.get("corner") for p in players]
    need(corners == list(SEATS_FOR[len(players)]), f"player corners {corners!r} are not a valid seating")
    try:
        setup = Setup.make(len(players), [p.get("kind") for p in players], data.get("options"))
    except (ValueError, AttributeError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    dice = check_dice(data.get("dice"))
    roll = _roll(data.get("roll"), position, "roll")
    last = _progress_move(data.get("last"), "last")
    events = check_events(data.get("events", []))
    undo = data.get("undo")
    if undo is not None:
        need(isinstance(undo, dict), "undo is not an object")
        undo = {"position": _position(undo.get("position"), setup, "undo.position"),
                "roll": _roll(undo.get("roll"), undo["position"], "undo.roll"),
                "last": _progress_move(undo.get("last"), "undo.last"), **undo_count(undo, dice, "undo")}
    played = check_played(data, lambda value, name: _position(value, setup, name))
    return Session(setup, position, dice["seed"], dice["count"], roll, last, events, undo,
                   check_history(data, events), played)


def loads(text: str) -> Session:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
