"""A saved colonne game: :class:`~ludoview.games.colonne.session.ColonneSession` to JSON and back.

The ``ludo-save/1`` envelope (:mod:`ludoview.core.saves`) with the colonne
fields: ``variant``, ``players`` (colour and kind each), ``position``, ``dice``,
``rolled`` (this turn's dice), ``last``, ``events``, ``undo`` (a list of
states), ``history`` and ``played`` (with the opening rolls since this build).
Every save an earlier build wrote still loads.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ludo import api
from ludo.colonne import NAME
from ludo.colonne.geometry import COLOURS
from ludoview.core.dice import Dice
from ludoview.core.saves import (SAVE_FORMAT, SaveError, check_dice, check_envelope, check_events,
                                 check_history, check_played, check_players, dumps as dump_json, is_int, need,
                                 parse, undo_count)
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup


def to_json(session: ColonneSession) -> dict[str, Any]:
    return {
        "format": SAVE_FORMAT,
        "game": NAME,
        "variant": session.setup.variant,
        "players": [{"colour": c, "kind": k, **({"name": n} if n else {})}
                    for c, k, n in zip(COLOURS, session.setup.kinds, session.setup.player_names)],
        "position": session.position,
        "dice": {"seed": session.dice.seed, "count": session.dice.count},
        "rolled": list(session.rolled),
        "last": session.last,
        "events": session.events,
        "undo": [{"position": u["position"], "last": u["last"], "rolled": u["pending"], "count": u["count"],
                  **({"actions": u["actions"]} if "actions" in u else {})} for u in session.undo_stack],
        "history": session.history,
        **({} if session.played is None else {"played": session.played}),
    }


def dumps(session: ColonneSession) -> str:
    return dump_json(to_json(session))


def _position(value: Any, setup: ColonneSetup, name: str) -> dict:
    need(isinstance(value, dict) and value.get("game") == NAME, f"{name} is not a {NAME} position")
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


def _rolled(value: Any, setup: ColonneSetup, name: str, empty_ok: bool) -> list[int]:
    need(isinstance(value, list) and all(is_int(d) and 1 <= d <= 6 for d in value)
         and len(value) in ((0, setup.dice) if empty_ok else (setup.dice,)), f"{name} is not a roll of this game's dice")
    return list(value)


def _opening(value: Any, setup: ColonneSetup, name: str) -> list[dict]:
    need(isinstance(value, list) and all(isinstance(r, dict) and set(r) == set(COLOURS) for r in value),
         f"{name} is not a list of opening rolls")
    return [{c: _rolled(r[c], setup, f"{name}.{c}", False) for c in COLOURS} for r in value]


def from_json(data: Any) -> ColonneSession:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    check_envelope(data, NAME)
    need(isinstance(data.get("position"), dict) and data["position"].get("game") == NAME,
         f"position is not a {NAME} position")
    players = check_players(data)
    need(len(players) == 2, "the players list does not have two players")
    need([p.get("colour") for p in players] == list(COLOURS), "the players are not white and black")
    try:
        setup = ColonneSetup(data.get("variant"), tuple(p.get("kind") for p in players),
                             tuple(p.get("name") for p in players))
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
    stack = [{"position": _position(u.get("position"), setup, "undo.position"),
              "last": _last(u.get("last"), "undo.last"),
              "pending": _rolled(u["rolled"], setup, "undo.rolled", False) if "rolled" in u else list(rolled),
              **undo_count(u, dice, "undo")} for u in undo]
    played = check_played(data, lambda value, name: _position(value, setup, name),
                          {"opening": lambda value, name: _opening(value, setup, name)})
    return ColonneSession(setup, position, Dice(dice["seed"], dice["count"]), last=_last(data.get("last"), "last"),
                          events=events, history=check_history(data, events), undo_stack=stack, played=played,
                          rolled=list(rolled))


def loads(text: str) -> ColonneSession:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
