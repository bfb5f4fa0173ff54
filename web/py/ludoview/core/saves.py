"""Saved games: the envelope every game's save shares, and the checks its codec uses.

A save is the JSON ``{"format": "ludo-save/1", "game": <name>, ...}`` under the
storage key ``ludo.<name>.save``; each game's codec (``ludoview.games.<game>.save``)
writes and reads its own fields. Reading checks everything and raises
:class:`SaveError` (a ``ValueError``) naming what is wrong, so a corrupt or
foreign save becomes a clear message and a fresh game, never a half-restored page.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ludo.errors import LudoError
from ludo.limits import TooLarge, brief, is_ascii_int, loads

SAVE_FORMAT = "ludo-save/1"


class SaveError(ValueError):
    """A saved game that cannot be resumed; the message says why. ``too_large``: its text
    breaks one of the limits of :mod:`ludo.limits` (no real save does)."""

    def __init__(self, message: str, too_large: bool = False) -> None:
        super().__init__(message)
        self.too_large = too_large


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
    """The JSON of a saved game (:class:`SaveError` if it is not JSON, or beyond the limits
    of :mod:`ludo.limits`: too long, or nested too deep, checked before it is parsed)."""
    try:
        return loads(text, "save", error=SaveError)
    except (SaveError, TooLarge) as exc:   # "save: not JSON (line 1, column 2)": the reason alone
        raise SaveError(str(exc).removeprefix("save: "), too_large=isinstance(exc, TooLarge)) from None


def dumps(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"))


def check_envelope(data: Any, game: str) -> dict:
    """The save's object, if its format is ours and it is a save of ``game``."""
    need(isinstance(data, dict), "it is not a JSON object")
    need(data.get("format") == SAVE_FORMAT, f"unknown save format {brief(data.get('format'), 40)}")
    need(data.get("game") == game, f"it is a save of another game ({brief(data.get('game'), 20)})")
    return data


def old_seed(data: dict) -> str | None:
    """The seed of an earlier build's save (``"dice": {"seed", "count"}``), None when it has none."""
    dice = data.get("dice")
    if dice is None:
        return None
    need(isinstance(dice, dict) and isinstance(dice.get("seed"), str) and is_int(dice.get("count"))
         and dice["count"] >= 0, "the dice record is wrong")
    return dice["seed"]


def saved_record(data: dict, upgrade: Callable[[dict, str | None], dict]) -> dict | None:
    """The game's record a save holds (``"record"``); an earlier build's ``"played"`` (its
    start and actions) made into one by ``upgrade(played, seed)``; None for a save of a build
    that kept neither."""
    if "record" in data:
        need(isinstance(data["record"], dict), "the record is not an object")
        return data["record"]
    played = data.get("played")
    if played is None:
        return None
    need(isinstance(played, dict) and {"start", "actions"} <= set(played)
         and isinstance(played["actions"], list) and all(isinstance(a, dict) for a in played["actions"]),
         "played is not {start, actions}")
    return upgrade(played, old_seed(data))


def replayed(game_class: Any, record: dict) -> Any:
    """The engine's game a saved record replays to (:class:`SaveError` saying why not)."""
    try:
        return game_class.from_record(record)
    except (LudoError, ValueError) as exc:
        raise SaveError(f"record: {exc}") from None


def check_undo_from(data: dict, count: int) -> int | None:
    """How far back a person may take their moves (``"undo_from"``: an action count of the
    game); an earlier build's undo state(s) say it by the actions they kept. None: no undo."""
    if "undo_from" in data:
        value = data["undo_from"]
        need(value is None or (is_int(value) and 0 <= value <= count), "undo_from is not an action count")
        return value
    undo = data.get("undo")
    first = undo[0] if isinstance(undo, list) and undo else undo
    if not isinstance(first, dict) or "actions" not in first:
        return None
    need(is_int(first["actions"]) and 0 <= first["actions"] <= count, "undo.actions is not a number of actions")
    return first["actions"]


def check_players(data: dict) -> list[dict]:
    """The saved players: a list of objects (their number and fields are each game's)."""
    need("players" in data, "the players list is missing")
    players = data["players"]
    need(isinstance(players, list), "the players list is not a list")
    need(all(isinstance(p, dict) for p in players), "a player is not an object")
    return players


# --- writing a save to storage that may refuse -------------------------------------------------
# The browser's storage can be full (the quota of the site), or turned off: a write then fails.
# The page plays on (the game is in memory) and says so once; every later action tries again.
# A save that cannot be read is copied aside before anything writes over it.

#: How many copies of unreadable saves are kept per game (the oldest goes first).
KEEP_UNREADABLE = 3


class Storage:
    """What the pages need of the browser's ``localStorage`` (:mod:`ludoview.core.dom` has
    the browser's; tests use :class:`MemoryStorage`). ``put`` answers None when the text is
    stored, else why not: ``"full"`` (the site's quota) or ``"off"`` (storage refused)."""

    def get(self, key: str) -> str | None:
        raise NotImplementedError

    def put(self, key: str, text: str) -> str | None:
        raise NotImplementedError

    def remove(self, key: str) -> None:
        raise NotImplementedError

    def keys(self) -> list[str]:
        raise NotImplementedError


class MemoryStorage(Storage):
    """A storage in memory with a quota in characters (keys and texts together, as browsers
    count it), for tests."""

    def __init__(self, quota: int = 5_000_000, items: dict | None = None) -> None:
        self.quota = quota
        self.items: dict[str, str] = dict(items or {})

    def used(self) -> int:
        return sum(len(k) + len(v) for k, v in self.items.items())

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def put(self, key: str, text: str) -> str | None:
        old = self.items.get(key)
        grown = len(key) + len(text) - (0 if old is None else len(key) + len(old))
        if self.used() + grown > self.quota:
            return "full"
        self.items[key] = text
        return None

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


def unreadable_copies(storage: Storage, key: str) -> list[tuple[int, str]]:
    """The copies of unreadable saves of ``key`` (``<key>.unreadable.<n>``), oldest first."""
    prefix = f"{key}.unreadable."
    found = []
    for name in storage.keys():
        number = name[len(prefix):] if name.startswith(prefix) else ""
        if is_ascii_int(number):
            found.append((int(number), name))
    return sorted(found)


def keep_unreadable(storage: Storage, key: str, text: str) -> tuple[str | None, str | None]:
    """Copy the unreadable save ``text`` of ``key`` aside, under a name of its own
    (``<key>.unreadable.<n>``, ``n`` one more than the newest copy), keeping the last
    :data:`KEEP_UNREADABLE` copies: ``(where it is kept, None)``; a text already kept is not
    copied twice. ``(None, why)`` when storage refused the copy (``"full"``, ``"off"``): the
    save must then stay where it is."""
    copies = unreadable_copies(storage, key)
    for _, name in copies:
        if storage.get(name) == text:
            return name, None
    number = copies[-1][0] + 1 if copies else 1
    place = f"{key}.unreadable.{number}"
    why = storage.put(place, text)
    if why is not None:
        return None, why
    for _, name in copies[:max(0, len(copies) + 1 - KEEP_UNREADABLE)]:
        storage.remove(name)
    return place, None


class Autosaver:
    """Writes one game's save after every action, and says what a person must know: a write
    that fails (once, until one succeeds again: then that once too), and a broken save that
    could not be copied aside (then nothing is written over it until the copy is made).

    :meth:`write` and :meth:`keep_broken` answer the notices to show, as (key, params) of the
    shell's words: ``save.failed`` / ``save.off``, ``save.works_again``, ``save.kept``,
    ``save.not_kept``."""

    def __init__(self, storage: Storage, key: str) -> None:
        self.storage = storage
        self.key = key
        self.failing: str | None = None   #: why the last write failed ("full", "off"), None if it worked
        self.broken: str | None = None    #: a broken save still in place, not yet copied aside

    def keep_broken(self, text: str) -> list[tuple[str, dict]]:
        """The save under :attr:`key` is ``text`` and cannot be read: copy it aside; when
        storage refuses, it stays in place (and :meth:`write` tries the copy again first)."""
        place, why = keep_unreadable(self.storage, self.key, text)
        if place is not None:
            self.broken = None
            return [("save.kept", {"place": place})]
        self.broken = text
        self.failing = why
        return [("save.not_kept", {"place": self.key})]

    def write(self, text: str) -> list[tuple[str, dict]]:
        """Write the save ``text``: the notices this write calls for (usually none)."""
        said: list[tuple[str, dict]] = []
        if self.broken is not None:
            if self.storage.get(self.key) != self.broken:   # gone meanwhile (another tab, the person)
                self.broken = None
            else:
                place, why = keep_unreadable(self.storage, self.key, self.broken)
                if place is None:
                    return self._failed(why)
                self.broken = None
                said.append(("save.kept", {"place": place}))
        why = self.storage.put(self.key, text)
        if why is not None:
            return said + self._failed(why)
        if self.failing is not None:
            self.failing = None
            said.append(("save.works_again", {}))
        return said

    def _failed(self, why: str | None) -> list[tuple[str, dict]]:
        first = self.failing is None
        self.failing = why or "off"
        return [("save.off" if self.failing == "off" else "save.failed", {})] if first else []
