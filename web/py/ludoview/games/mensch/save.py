"""A saved mensch game: :class:`~ludoview.games.mensch.session.MenschSession` to JSON and back.

The ``ludo-save/1`` envelope (:mod:`ludoview.core.saves`) with the mensch fields:
``players`` (corner and kind each), ``options``, ``position``, ``dice``,
``roll`` (a roll waiting for its move; players may have a ``name``), ``last``, ``events``, ``undo`` (one state
or null), ``history`` and ``played``. Every save an earlier build wrote still loads.
"""

from __future__ import annotations

from typing import Any

from ludo import api
from ludo.limits import brief
from ludo.mensch import NAME
from ludo.mensch.geometry import BASE, CORNERS, GOAL, SEATS_FOR
from ludoview.core.dice import Dice
from ludoview.core.saves import (SAVE_FORMAT, SaveError, check_dice, check_envelope, check_events,
                                 check_history, check_played, check_players, dumps as dump_json, is_int, need,
                                 parse, undo_count)
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup


def to_json(session: MenschSession) -> dict[str, Any]:
    undo = session.undo_stack[-1] if session.undo_stack else None
    return {
        "format": SAVE_FORMAT,
        "game": NAME,
        "players": [{"corner": p.corner, "kind": p.kind, **({"name": p.name} if p.name else {})}
                    for p in session.setup.players],
        "options": dict(session.setup.options),
        "position": session.position,
        "dice": {"seed": session.dice.seed, "count": session.dice.count},
        "roll": session.roll_value,
        "last": session.last,
        "events": session.events,
        "undo": None if undo is None else {
            "position": undo["position"], "roll": undo["pending"], "last": undo["last"], "count": undo["count"],
            **({"actions": undo["actions"]} if "actions" in undo else {})},
        "history": session.history,
        **({} if session.played is None else {"played": session.played}),
    }


def dumps(session: MenschSession) -> str:
    return dump_json(to_json(session))


def _last(value: Any, name: str) -> dict | None:
    if value is None:
        return None
    need(isinstance(value, dict), f"{name} is not an object")
    for key in ("corner", "from", "to"):
        need(is_int(value.get(key)), f"{name}.{key} is not a number")
    need(value["corner"] in CORNERS and BASE <= value["from"] <= GOAL and 0 <= value["to"] <= GOAL,
         f"{name} is out of range")
    need(isinstance(value.get("capture", False), bool), f"{name}.capture is not true or false")
    return {"corner": value["corner"], "from": value["from"], "to": value["to"],
            "capture": value.get("capture", False)}


def _position(value: Any, setup: Setup, name: str) -> dict:
    need(isinstance(value, dict) and value.get("game") == NAME, f"{name} is not a {NAME} position")
    try:   # the engine checks every field; back from its notation, the position is complete
        value = api.from_notation(api.to_notation(value))
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    need(list(value["seats"]) == setup.seats, f"{name}: its seats do not match the players")
    need(all(value["options"].get(k) == v for k, v in setup.options.items()),
         f"{name}: its options do not match the game's")
    return value


def _roll(value: Any, position: dict, name: str) -> int | None:
    if value is None:
        return None
    need(is_int(value) and 1 <= value <= 6, f"{name} is not a die value")
    need(api.result(position) is None, f"{name}: the game is already over")
    need(bool(api.legal_moves(position, value)), f"{name}: that roll has no move to wait for")
    return value


def from_json(data: Any) -> MenschSession:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    check_envelope(data, NAME)
    need(isinstance(data.get("position"), dict), "position is not an object")
    players = check_players(data)
    need(len(players) in SEATS_FOR, f"the players list has {len(players)} players, not 2, 3 or 4")
    corners = [p.get("corner") for p in players]
    need(corners == list(SEATS_FOR[len(players)]), f"player corners {', '.join(brief(c, 20) for c in corners)} are not a valid seating")
    try:
        setup = Setup.make(len(players), [p.get("kind") for p in players], data.get("options"),
                           [p.get("name") for p in players])
    except (ValueError, AttributeError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    dice = check_dice(data.get("dice"))
    events = check_events(data.get("events", []))
    stack = []
    undo = data.get("undo")
    if undo is not None:
        need(isinstance(undo, dict), "undo is not an object")
        state_position = _position(undo.get("position"), setup, "undo.position")
        stack.append({"position": state_position, "pending": _roll(undo.get("roll"), state_position, "undo.roll"),
                      "last": _last(undo.get("last"), "undo.last"), **undo_count(undo, dice, "undo")})
    return MenschSession(setup, position, Dice(dice["seed"], dice["count"]), last=_last(data.get("last"), "last"),
                         events=events, history=check_history(data, events), undo_stack=stack,
                         played=check_played(data, lambda value, name: _position(value, setup, name)),
                         roll_value=_roll(data.get("roll"), position, "roll"))


def loads(text: str) -> MenschSession:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
