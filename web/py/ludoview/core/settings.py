"""The person's settings, one store for the whole page: every game's controller (and
whatever else on the page reads them) holds the same :class:`Settings`, so a setting
changed while one game is on the page is the one the next game sees.

Saved in the browser under :data:`KEY` as one JSON object (language, last game, pace,
autoplay, hints, square numbers, sound). Text found there is checked before it is
parsed (:func:`ludo.limits.loads`); unreadable settings are said once and replaced
by the usual ones.
"""

from __future__ import annotations

import json
from typing import Any

from ludo.limits import loads
from ludoview.core import dom

KEY = "ludo.settings"
#: The paces a person can choose (multipliers of every pause; 0: no animation, no waiting).
PACES = (0.0, 0.5, 1.0, 2.0)
#: The switches under the log as they are until the person changes them: a single possible
#: move plays itself (as in the ludo apps people know: a forced move needs no tap).
SWITCHES = {"autoplay": True, "hints": False, "numbers": False, "sound": True, "bigdie": False, "vibrate": True}


def read() -> tuple[dict, bool]:
    """The saved settings, and whether they were there but unreadable (then none are used)."""
    raw = dom.storage_get(KEY)
    if not raw:
        return {}, False
    try:
        data = loads(raw, "settings")
    except ValueError:
        return {}, True
    return (data, False) if isinstance(data, dict) else ({}, True)


class Settings:
    """The page's settings (:meth:`page`: the one store), read once, written at every change."""

    _page: Settings | None = None

    def __init__(self) -> None:
        self.values, self.broken = read()
        if self.broken:   # said once (by whoever shows :attr:`broken`): the usual settings take their place
            self.save()

    @classmethod
    def page(cls) -> Settings:
        """The store every controller of the page shares."""
        if cls._page is None:
            cls._page = cls()
        return cls._page

    def get(self, name: str, default: Any = None) -> Any:
        return self.values.get(name, default)

    def switch(self, name: str) -> bool:
        """A switch of :data:`SWITCHES`: the person's choice, else its usual state."""
        return bool(self.values.get(name, SWITCHES[name]))

    def set(self, name: str, value: Any) -> None:
        self.values[name] = value
        self.save()

    def save(self) -> None:
        dom.storage_set(KEY, json.dumps(self.values))

    @property
    def pace(self) -> float:
        """The pace setting (a multiplier of every pause; 1 unless the person chose another)."""
        value = self.values.get("pace", 1.0)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
            and value in PACES else 1.0
