"""The story of the game shown on distance.html: its record replayed, and said line by line.

The page asks for it on every action and every link (the log, what happened since, the
board played again), and a game at a distance only grows: a record that continues the
one replayed last is replayed from where that one ended (its last position as the start
of a record of the new actions only), and its lines said for the new actions only. A
record that does not continue it is replayed whole. Either way every action goes through
the engine's rules, and the story is the one a whole replay tells (a test compares them).
"""

from __future__ import annotations

import json

from ludoview.core.share import split_names
from ludoview.games.replay import Replay, replay

#: Where a record lists its actions (mensch: turns; colonne: actions).
ACTIONS = ("turns", "actions")


def grown(old: dict, new: dict) -> tuple[str, list] | None:
    """``(where, the new actions)`` when record ``new`` is record ``old`` with actions added
    at the end and nothing else changed; None otherwise."""
    if old.keys() != new.keys():
        return None
    changed = [key for key in new if old[key] != new[key]]
    if len(changed) != 1 or changed[0] not in ACTIONS:
        return None
    key = changed[0]
    before, after = old[key], new[key]
    if not isinstance(before, list) or not isinstance(after, list) or len(after) <= len(before) \
            or after[:len(before)] != before:
        return None
    return key, after[len(before):]


def from_position(record: dict, where: str, actions: list, start: dict) -> dict:
    """A record of ``actions`` played from ``start`` (no opening: whoever is to act there)."""
    tail = dict(record, start=start, **{where: actions})
    if "opening" in tail:
        tail["opening"] = []
    if "first" in tail:
        tail["first"] = start["turn"]
    return tail


class Story:
    """The last record asked for, replayed, with its lines in each language asked for."""

    def __init__(self) -> None:
        self.key: str | None = None
        self.record: dict | None = None
        self.replayed: Replay | None = None
        self.said: dict[str, list[str]] = {}

    def replay(self, record: dict) -> Replay:
        """``record`` replayed (ReplayError when it does not replay)."""
        key = json.dumps(record, sort_keys=True, separators=(",", ":"))
        if self.replayed is not None and key == self.key:
            return self.replayed
        old, said = self.replayed, self.said
        more = grown(self.record, record) if old is not None and self.record is not None else None
        self.key, self.record, self.replayed, self.said = None, None, None, {}
        if old is None or more is None:
            done = replay(record)
        else:
            tail = replay(from_position(record, more[0], more[1], old.last))
            done = Replay(old.spec, split_names(record)[0], old.positions + tail.positions[1:],
                          old.actions + tail.actions, old.stories + tail.stories, tail.names)
            self.said = {lang: lines + tail.lines(lang) for lang, lines in said.items()}
        self.key, self.record, self.replayed = key, json.loads(key), done
        return done

    def lines(self, record: dict, lang: str) -> list[str]:
        """Each action of ``record`` in words (ReplayError when it does not replay)."""
        rec = self.replay(record)
        if lang not in self.said:
            self.said[lang] = rec.lines(lang)
        return list(self.said[lang])
