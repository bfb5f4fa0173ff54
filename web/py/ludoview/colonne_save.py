"""Saved colonne games: a :class:`~ludoview.colonne_session.ColonneSession` to JSON text and back.

Same envelope as the mensch save (``ludo-save/1``, :mod:`ludoview.save`), with
``"game": "colonne"``. :func:`loads` checks everything it reads and raises
:class:`~ludoview.save.SaveError` naming what is wrong.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from ludo import api
from ludoview.colonne_session import COLOURS, SAVE_FORMAT, ColonneSession, ColonneSetup
from ludoview.save import SaveError, check_dice, check_played, check_events, check_history, check_players, is_int, need, parse, \
    undo_count

STORAGE_KEY = "ludo.colonne.save"


def dumps(session: ColonneSession) -> str:
    return json.dumps(session.to_json(), separators=(",", ":"))


def _position(value: Any, setup: ColonneSetup, name: str) -> dict:
    need(isinstance(value, dict) and value.get("game") == "colonne", f"{name} is not a colonne position")
    try:
        api.to_notation(value)       # the engine checks every field
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    need(value["variant"] == setup.variant, f"{name}: its variant does not match the game's")
    return value


def _last(value: Any, name: str) -> dict | None:
    if value is None:
        return None
    need(isinstance(value, dict) and value.get("corner") in COLOURS
          and is_int(value.get("from")) and is_int(value.get("to")), f"{name} is not a step record")
    return {"corner": value["corner"], "from": value["from"], "to": value["to"]}


def _rolled(state: dict, setup: ColonneSetup) -> dict:
    """The dice an undo state had rolled (``{"rolled": [...]}``; none in older saves)."""
    if "rolled" not in state:
        return {}
    rolled = state["rolled"]
    need(isinstance(rolled, list) and len(rolled) == setup.dice and all(is_int(d) and 1 <= d <= 6 for d in rolled),
         "undo.rolled is not a roll of this game's dice")
    return {"rolled": list(rolled)}


def from_json(data: Any) -> ColonneSession:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    need(isinstance(data, dict), "it is not a JSON object")
    need(data.get("format") == SAVE_FORMAT, f"unknown save format {str(data.get('format'))[:40]!r}")
    need(data.get("game") == "colonne", f"it is a save of another game ({str(data.get('game'))[:20]!r})")
    need(isinstance(data.get("position"), dict) and data["position"].get("game") == "colonne",
         "position is not a colonne position")
    players = check_players(data)
    need(len(players) == 2, "the players list does not have two players")
    need([p.get("colour") for p in players] == list(COLOURS), "the players are not white and black")
    try:
        setup = ColonneSetup(data.get("variant"), tuple(p.get("kind") for p in players))
    except (ValueError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    dice = check_dice(data.get("dice"))
    rolled = data.get("rolled", [])
    need(isinstance(rolled, list) and all(is_int(d) and 1 <= d <= 6 for d in rolled)
          and len(rolled) in (0, setup.dice), "the rolled dice are wrong")
    need(not Counter(position["dice"]) - Counter(rolled), "the dice left are not among the dice rolled")
    events = check_events(data.get("events", []))
    undo = data.get("undo", [])
    need(isinstance(undo, list) and all(isinstance(u, dict) for u in undo), "undo is not a list of states")
    stack = [{"position": _position(u.get("position"), setup, "undo.position"), "last": _last(u.get("last"), "undo.last"),
              **_rolled(u, setup), **undo_count(u, dice, "undo")} for u in undo]
    played = check_played(data, lambda value, name: _position(value, setup, name))
    return ColonneSession(setup, position, dice["seed"], dice["count"], list(rolled),
                          _last(data.get("last"), "last"), events, stack, check_history(data, events), played)


def loads(text: str) -> ColonneSession:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
