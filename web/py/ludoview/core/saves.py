"""Saved games: the envelope every game's save shares, and the checks its codec uses.

A save is the JSON ``{"format": "ludo-save/1", "game": <name>, ...}`` under the
storage key ``ludo.<name>.save``; each game's codec (``ludoview.games.<game>.save``)
writes and reads its own fields. Reading checks everything and raises
:class:`SaveError` (a ``ValueError``) naming what is wrong, so a corrupt or
foreign save becomes a clear message and a fresh game, never a half-restored page.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from ludoview.core.session import HISTORY_SIZE

SAVE_FORMAT = "ludo-save/1"


class SaveError(ValueError):
    """A saved game that cannot be resumed; the message says why."""


def storage_key(game: str) -> str:
    """Where a game's save lives in the browser's storage."""
    return f"ludo.{game}.save"


def need(cond: bool, message: str) -> None:
    """Raise :class:`SaveError` with ``message`` unless ``cond`` holds."""
    if not cond:
        raise SaveError(message)


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse(text: str) -> Any:
    """The JSON of a saved game (:class:`SaveError` if it is not JSON)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"not JSON, at line {exc.lineno} column {exc.colno}") from None
    except (TypeError, ValueError):
        raise SaveError("not JSON") from None


def dumps(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"))


def check_envelope(data: Any, game: str) -> dict:
    """The save's object, if its format is ours and it is a save of ``game``."""
    need(isinstance(data, dict), "it is not a JSON object")
    need(data.get("format") == SAVE_FORMAT, f"unknown save format {str(data.get('format'))[:40]!r}")
    need(data.get("game") == game, f"it is a save of another game ({str(data.get('game'))[:20]!r})")
    return data


def check_dice(dice: Any) -> dict:
    """The saved dice ``{"seed": str, "count": int >= 0}``."""
    need(isinstance(dice, dict) and isinstance(dice.get("seed"), str) and is_int(dice.get("count"))
         and dice["count"] >= 0, "the dice record is wrong")
    return dice


def check_events(events: Any, what: str = "the last messages") -> list:
    """Saved events: a list of ``{"say": key, ...}``."""
    need(isinstance(events, list) and all(isinstance(e, dict) and isinstance(e.get("say"), str) for e in events),
         f"{what} are wrong")
    return events


def check_players(data: dict) -> list[dict]:
    """The saved players: a list of objects (their number and fields are each game's)."""
    need("players" in data, "the players list is missing")
    players = data["players"]
    need(isinstance(players, list), "the players list is not a list")
    need(all(isinstance(p, dict) for p in players), "a player is not an object")
    return players


def undo_count(state: dict, dice: dict, name: str) -> dict:
    """The dice count an undo state goes back to (``{"count": n}``; none in older saves),
    and how many of the actions played it keeps (``"actions"``, for the record)."""
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
    """The saved story of the game (older saves have none: their last messages)."""
    if "history" not in data:
        return list(events)
    return check_events(data["history"], "the events of the history")[-HISTORY_SIZE:]


def check_played(data: dict, start_check: Callable[[Any, str], dict], extra: dict | None = None) -> dict | None:
    """The saved throws and moves since the start (older saves have none: None).

    ``start_check(position, name)`` checks the start position as the game's save does;
    ``extra`` maps a game's optional fields of ``played`` to their checks."""
    if data.get("played") is None:
        return None
    played = data["played"]
    extra = extra or {}
    need(isinstance(played, dict) and {"start", "actions"} <= set(played) <= {"start", "actions", *extra},
         "played is not {start, actions}")
    need(isinstance(played["actions"], list) and all(isinstance(a, dict) for a in played["actions"]),
         "played.actions is not a list of actions")
    out = {"start": start_check(played["start"], "played.start"), "actions": list(played["actions"])}
    for name, check in extra.items():
        if name in played:
            out[name] = check(played[name], f"played.{name}")
    return out
