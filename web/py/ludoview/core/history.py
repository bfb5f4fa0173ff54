"""The history of finished games kept in the browser, and its simple statistics.

Stored as JSON under ``ludo.history``: ``{"format": "ludo-history/1", "games": [...]}``, each game
``{"id", "game", "kinds", "winner", "moves"}``: which game, the kind of every seat in turn order
("human", "easy", "medium", "hard"), the kind of the winner's seat and how many moves the game
took (earlier versions counted its throws too); and, when known, ``"seat"`` and ``"name"`` (the
winner's seat as the game names it, a number or a colour, and the name its player was given),
``"place"`` (where the one person
against computers finished: 1 is a win), ``"when"`` (its end, in ms since 1970) and ``"link"``
(the replay's ``#record=...``, kept for the newest :data:`LINKS_KEPT` games only). At most
:data:`KEEP` games (the oldest go first). Reading checks everything (as saves do):
a history that cannot be read is a fresh one, never an error on the page; writing it may fail
(storage full or off), which the caller says in words.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ludo.limits import loads
from ludoview.core.names import MAX_LENGTH, clean_name

KEY = "ludo.history"
FORMAT = "ludo-history/1"
KEEP = 200
KINDS = ("human", "easy", "medium", "hard")
LEVELS = ("easy", "medium", "hard")
#: The newest games keep their replay link (a few KB each); older ones their result alone.
LINKS_KEPT = 20
#: The longest link kept (a longer game is listed without it).
LINK_MAX = 12_000
#: The longest player's name kept (the setup's own bound).
NAME_MAX = MAX_LENGTH
_LINK = re.compile(r"#record=[A-Za-z0-9_-]+")


def _game(entry: Any) -> dict | None:
    """One stored game, if it is whole and sound."""
    if not isinstance(entry, dict):
        return None
    kinds, moves = entry.get("kinds"), entry.get("moves")
    game = entry.get("game")
    if (not isinstance(game, str) or not re.fullmatch(r"[a-z]{1,20}", game) or not isinstance(kinds, list)
            or not 2 <= len(kinds) <= 4 or any(k not in KINDS for k in kinds)
            or entry.get("winner") not in KINDS or not isinstance(moves, int) or isinstance(moves, bool)
            or not 0 <= moves <= 100_000 or not isinstance(entry.get("id"), str) or len(entry["id"]) > 80):
        return None
    out = {"id": entry["id"], "game": entry["game"], "kinds": list(kinds), "winner": entry["winner"],
           "moves": moves}
    place, when, link = entry.get("place"), entry.get("when"), entry.get("link")
    if isinstance(place, int) and not isinstance(place, bool) and 1 <= place <= len(kinds):
        out["place"] = place
    if isinstance(when, int) and not isinstance(when, bool) and 0 < when < 10**14:
        out["when"] = when
    if isinstance(link, str) and len(link) <= LINK_MAX and _LINK.fullmatch(link):
        out["link"] = link
    seat, name = entry.get("seat"), entry.get("name")
    if (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat <= 3) or (
            isinstance(seat, str) and re.fullmatch(r"[a-z]{1,12}", seat)):
        out["seat"] = seat
        if isinstance(name, str) and clean_name(name) == name:   # (as the setup keeps names)
            out["name"] = name
    return out


def read(text: str | None) -> list[dict]:
    """The games of a stored history (none for no text, a text that is not ours, or a broken one)."""
    if not text:
        return []
    try:
        data = loads(text, "history")
    except ValueError:
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), list):
        return []
    return [g for g in map(_game, data["games"][-KEEP:]) if g is not None]


def write(games: list[dict]) -> str:
    return json.dumps({"format": FORMAT, "games": games[-KEEP:]}, separators=(",", ":"))


def add(games: list[dict], game: str, kinds, winner_kind: str, moves: int, ident: str, *,
        place: int | None = None, when: int | None = None, link: str | None = None,
        seat: int | str | None = None, name: str | None = None) -> list[dict]:
    """``games`` with this finished game at the end (once: a game already there by ``ident``, as
    after a reload of its end screen, is not counted twice); only the newest :data:`LINKS_KEPT`
    keep their replay link."""
    if any(g["id"] == ident for g in games):
        return games
    entry = _game({"id": ident, "game": game, "kinds": list(kinds), "winner": winner_kind, "moves": int(moves),
                   "place": place, "when": when, "link": link, "seat": seat, "name": name})
    if entry is None:
        return games
    out = (games + [entry])[-KEEP:]
    return [{k: v for k, v in g.items() if k != "link"} if i < len(out) - LINKS_KEPT else g
            for i, g in enumerate(out)]


def won(game: dict) -> bool | None:
    """Did the one person against computers win this game? None for a game of several people
    or of computers alone."""
    if level_of(game["kinds"]) is None:
        return None
    return game.get("place", 1 if game["winner"] == "human" else 2) == 1


def streaks(games: list[dict]) -> tuple[int, int]:
    """The person's wins in a row against computers: the current run (from the newest game)
    and the longest; games of several people or of computers alone neither count nor break it."""
    current = best = 0
    for game in games:
        result = won(game)
        if result is None:
            continue
        current = current + 1 if result else 0
        best = max(best, current)
    return current, best


def level_of(kinds) -> str | None:
    """The computers' level a person played against (the strongest of them), None without one
    (friends on one device) or without a person (computers alone)."""
    computers = [k for k in kinds if k != "human"]
    if not computers or len(computers) == len(kinds):
        return None
    return max(computers, key=LEVELS.index)


def stats(games: list[dict]) -> dict:
    """``{"games", "average", "streak", "best", "levels": {level: (won, played)}}``: how many
    games, their average length in moves (None without games), the person's wins in a row
    against computers (now and at best), and per computer level the games a person won."""
    levels: dict[str, list[int]] = {}
    for g in games:
        level = level_of(g["kinds"])
        if level is not None:
            won, played = levels.setdefault(level, [0, 0])
            levels[level] = [won + (g["winner"] == "human"), played + 1]
    average = round(sum(g["moves"] for g in games) / len(games)) if games else None
    current, best = streaks(games)
    return {"games": len(games), "average": average, "streak": current, "best": best,
            "levels": {lv: tuple(levels[lv]) for lv in LEVELS if lv in levels}}
