"""The games at a distance this browser keeps, read like the main page's saves.

Each game is kept under ``ludo.distance.<game id>`` as ``{"m": Match.to_json(), "seen":
<lines the person has seen>, "ver": <version>}``, and their ids in order under
``ludo.distance.index``. Everything read is checked before use (``ludo.limits.loads``:
bounded, never deeper than the limits; the game by ``ludo.remote.schema`` and its
replay): a text that cannot be read is copied aside under a name of its own
(``<key>.unreadable.<n>``, as :mod:`ludoview.core.saves` does) and said in words,
and the page goes on.

A game read or written here is remembered with its text (:attr:`DistanceStore.known`):
while the text kept is still that one and the game object has not changed since, reading
it again gives that object back, without parsing and replaying the whole game on every
link (the page reads its game on every link it opens).

Two tabs of one browser never write over each other's game: a write checks that the
game kept is still the version this tab read (:meth:`DistanceStore.save` raises
:class:`Stale` otherwise), and the page reloads it (``storage`` events say when).

:func:`take_link` is what the page does with a link (decode, the kept game, merge or
a new game, the computers' turns), kept free of the browser so that the fuzz tests
drive the page's very path in CPython.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ludo.limits import TooLarge, loads
from ludo.remote import link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match, Signer, canon
from ludoview.core.saves import Storage, is_int, keep_unreadable

PREFIX = "ludo.distance."
INDEX = PREFIX + "index"
ABSENT = object()       #: nothing (readable) kept under a key


class Stale(Exception):
    """The kept game changed (in another tab) since this tab read it: reload, then act."""


@dataclass
class Kept:
    """A kept game, read and replayed: ``seen`` lines of its story shown, ``version`` of the write."""

    match: Match
    seen: int
    version: int


def shape(match: Match) -> tuple:
    """What a game object's changes change (a game only grows: messages, joins, secrets, a
    move begun; a refused link puts back the very messages it had): equal shapes, same state."""
    last = match.messages[-1] if match.messages else None
    return (len(match.messages), id(last), tuple(sorted(match.joins)), tuple(sorted(match.local)),
            match.draft is None, match.started)


@dataclass
class Known:
    """A game as this store last read or wrote it: the text kept, the object, its shape then."""

    text: str
    kept: Kept
    shape: tuple


def computer(match: Match):
    """The computers' moves (the creator's page plays them): the engine's player of each
    computer seat's level, as on the main page."""
    return lambda seat, legal: legal[0] if len(legal) == 1 else match.table.choose(match.levels[seat])


class DistanceStore:
    """The kept games (``storage``: the browser's, or a :class:`~ludoview.core.saves.MemoryStorage`).

    :attr:`notices` collects what the page must say, as (words key, params):
    ``d.kept_aside`` (an unreadable text copied aside: ``place``), ``d.kept_stuck`` (it could
    not be copied: it stays, and nothing is written over it)."""

    def __init__(self, storage: Storage, signer: Signer) -> None:
        self.storage = storage
        self.signer = signer
        self.notices: list[tuple[str, dict]] = []
        self.stuck: set[str] = set()        # keys of unreadable texts that could not be copied aside
        self.known: dict[str, Known] = {}   # key -> the game last read or written there

    def _unreadable(self, key: str, text: str) -> None:
        place, _why = keep_unreadable(self.storage, key, text)
        if place is None:
            self.stuck.add(key)
            notice = ("d.kept_stuck", {"place": key})
        else:
            self.storage.remove(key)
            notice = ("d.kept_aside", {"place": place})
        if notice not in self.notices:
            self.notices.append(notice)

    def _parse(self, key: str) -> Any:
        """The JSON kept under ``key``: ABSENT when there is none, or when it is not JSON
        within the limits (then copied aside)."""
        text = self.storage.get(key)
        if text is None:
            return ABSENT
        try:
            return loads(text, "a kept game")
        except (ValueError, TooLarge):
            self._unreadable(key, text)
            return ABSENT

    def ids(self) -> list[str]:
        """The ids of the kept games, oldest first (an unreadable index is copied aside: none)."""
        found = self._parse(INDEX)
        if found is ABSENT:
            return []
        if not isinstance(found, list) or not all(isinstance(i, str) and 0 < len(i) <= 40 for i in found):
            text = self.storage.get(INDEX)
            if text is not None:
                self._unreadable(INDEX, text)
            return []
        return list(dict.fromkeys(found))

    def load(self, gid: str) -> Kept | None:
        """The game ``gid`` as kept, checked and replayed; None when there is none, or when it
        cannot be read (then copied aside and said)."""
        key = PREFIX + gid
        known = self.known.get(key)
        if known is not None and self.storage.get(key) == known.text and shape(known.kept.match) == known.shape:
            return Kept(known.kept.match, known.kept.seen, known.kept.version)
        self.known.pop(key, None)
        entry = self._parse(key)
        if entry is ABSENT:
            return None
        try:
            if not isinstance(entry, dict) or not isinstance(entry.get("m"), dict):
                raise RemoteError("kept", "a kept game is an object holding the game")
            seen, version = entry.get("seen", 0), entry.get("ver", 0)
            if not is_int(seen) or not 0 <= seen <= 1_000_000 or not is_int(version) or version < 0:
                raise RemoteError("kept", "a kept game's counts are not counts")
            match = Match.from_json(entry["m"], self.signer)
            if match.game_id != gid:
                raise RemoteError("kept", "the kept game is not the one its name says")
        except RemoteError:
            text = self.storage.get(key)
            if text is not None:
                self._unreadable(key, text)
            return None
        kept = Kept(match, seen, version)
        text = self.storage.get(key)
        if text is not None:
            self.known[key] = Known(text, kept, shape(match))
        return kept

    def version(self, gid: str) -> int | None:
        """The version kept now of ``gid`` (None: none, or unreadable)."""
        entry = self._parse(PREFIX + gid)
        if not isinstance(entry, dict):
            return None
        version = entry.get("ver", 0)
        return version if is_int(version) else None

    def save(self, match: Match, seen: int, version: int | None) -> tuple[int, str | None]:
        """Keep ``match`` if the kept one is still ``version`` (None: this tab read none):
        ``(the new version, None)``, or ``(.., "full" | "off")`` when storage refused.
        :class:`Stale` when another tab wrote it meanwhile (nothing is written)."""
        key = PREFIX + match.game_id
        if key in self.stuck:
            return version or 0, "full"
        now = self.version(match.game_id)
        if now != version and not (version is None and self.storage.get(key) is None):
            raise Stale(match.game_id)
        new = (now or 0) + 1
        entry = {"m": match.to_json(), "seen": seen, "ver": new}
        text = json.dumps(entry, separators=(",", ":"))
        problem = self.storage.put(key, text)
        self.known.pop(key, None)
        if problem is None:
            self.known[key] = Known(text, Kept(match, seen, new), shape(match))
        ids = self.ids()
        if problem is None and match.game_id not in ids:
            ids.append(match.game_id)
            problem = self.storage.put(INDEX, json.dumps(ids))
        return new, problem

    def remove(self, gid: str) -> None:
        """Forget the game ``gid`` (the person's word: the page asks first)."""
        self.storage.remove(PREFIX + gid)
        self.known.pop(PREFIX + gid, None)
        ids = self.ids()
        if gid in ids:
            ids.remove(gid)
            self.storage.put(INDEX, json.dumps(ids))


def repair(kept: Kept, payload: dict, signer: Signer) -> tuple[Match, int]:
    """A game whose history here differs from a friend's full link (``payload``, b = 0):
    the friend's game, if both agree on every message up to the fork and every message
    kept here after it is this browser's own (its moves not sent, or sent from another
    tab): ``(the friend's game with this browser's secrets, how many of its own messages
    it drops)``. RemoteError ``differs`` when the histories differ otherwise (then only
    the person may choose to remove the game)."""
    if payload.get("b") != 0:
        raise RemoteError("differs", "only a full link can replace the game kept here")
    theirs = link.open_full(payload, signer)          # every signature checked
    mine = kept.match
    if theirs.game_id != mine.game_id or any(canon(theirs.joins[s]) != canon(body)
                                            for s, body in mine.joins.items() if s in theirs.joins):
        raise RemoteError("differs", "this full link's game begins otherwise than the one kept here")
    fork = 0
    for a, b in zip(mine.messages, theirs.messages, strict=False):
        if canon(a) != canon(b):
            break
        fork += 1
    dropped = mine.messages[fork:]
    if any(not mine.here(body["a"]) and mine.controller(body["a"]) not in mine.local for body in dropped):
        raise RemoteError("differs", f"the history kept here differs from this link's at message {fork + 1} "
                          "by a move of another player", at=fork + 1)
    theirs.local = dict(mine.local)
    for seat in mine.joins:
        if seat not in theirs.joins:
            raise RemoteError("differs", "this full link lacks a join this browser holds")
    return theirs, len(dropped)


def take_link(store: DistanceStore, text: Any) -> tuple[Match, int, Kept | None, bool]:
    """What the page does with a link: the game it continues (kept here) with its news
    merged, or the new game it starts (an invitation: this browser joins the seat it is
    for), the computers' turns played. Returns ``(match, seen, kept, changed)`` (``kept``:
    the game as read before, None for a new one; ``changed``: whether there is anything
    new to keep); RemoteError says why not, and nothing is kept."""
    gid, payload = link.game_of(text)
    kept = store.load(gid)
    if kept is not None:
        match = kept.match
        new = link.merge(match, payload)
        seen = kept.seen
    else:
        match = link.open_full(payload, store.signer)
        seat = payload.get("f")
        if isinstance(seat, int) and 0 <= seat < match.players and match.kinds[seat] == "far" \
                and seat not in match.joins:
            match.join(seat)
        seen, new = 0, 1
    made = match.run_local(computer(match))
    return match, seen, kept, bool(new or made)


__all__ = ["DistanceStore", "INDEX", "Kept", "PREFIX", "Stale", "computer", "repair", "take_link"]
