"""A page's URL, read once: the query string into one frozen config, with the
notices that name a bad value and say what is used instead.

Pure (no DOM): a page passes ``location.search`` in. The main page and the
replay read :class:`PageConfig`; the embed reads its own parameters on top
(:mod:`ludoview.embed.params`) with the same readers of ``lang`` and ``speed``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

from ludo.values import value
from ludoview.core.i18n import LANGUAGE_NAMES, language_of

MAX_SPEED = 10.0
THEMES = ("light", "dark")
#: A pace as the URL writes it: "0", "2", "0.5", ".5" (ASCII digits, a few of them).
_DECIMAL = re.compile(r"(?:[0-9]{1,3}(?:\.[0-9]{0,6})?|\.[0-9]{1,6})", re.ASCII)
#: How much of a bad value a notice repeats.
SHOWN = 24

Params = Mapping[str, Sequence[str]]


def query(search: str) -> dict[str, list[str]]:
    """``location.search`` ("?a=1&b=") as lists of values per name (blank values kept), as
    ``urllib.parse.parse_qs(..., keep_blank_values=True)`` reads it; that module (and the
    ``ipaddress`` it imports) is imported only for a value with %-escapes, not at every start."""
    out: dict[str, list[str]] = {}
    for part in (search[1:] if search.startswith("?") else search).split("&"):
        if part:
            name, _, text = part.partition("=")
            out.setdefault(_unquote(name), []).append(_unquote(text))
    return out


def _unquote(text: str) -> str:
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    from urllib.parse import unquote

    return unquote(text)


def first(params: Params, name: str) -> str | None:
    """The first value of ``name`` (None when absent or empty)."""
    values = params.get(name) or []
    return values[0] if values and values[0] != "" else None


def shown(text: str) -> str:
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def read_speed(text: str | None) -> float | None:
    """``?speed=`` as a number from 0 to 10 (1 when absent), None if it is not one."""
    if text is None:
        return 1.0
    if not _DECIMAL.fullmatch(text):   # ASCII digits only: float() also reads "٣", "1_0", " 2 "
        return None
    value = float(text)
    return value if math.isfinite(value) and 0 <= value <= MAX_SPEED else None


@value(frozen=True)
class PageConfig:
    """What the main page's (or the replay's) URL asks for.

    ``lang``/``game``: the values asked for when they are usable, else None (the
    page then uses the saved or the browser's language, the last game played);
    ``speed`` multiplies every pause (0: no animation and no waiting; 1 when
    absent or bad); ``seed`` makes a new game's dice repeatable; ``theme``
    forces light or dark. ``raw`` keeps the URL's text of the three checked
    parameters for :meth:`notices`.
    """

    lang: str | None = None
    game: str | None = None
    speed: float = 1.0
    seed: str | None = None
    theme: str | None = None
    raw: tuple[tuple[str, str | None], ...] = ()

    @property
    def speed_given(self) -> bool:
        """Did the URL set the pace (a usable ``?speed=``)? It then wins over the saved setting."""
        text = dict(self.raw).get("speed")
        return text is not None and read_speed(text) is not None

    @classmethod
    def parse(cls, params: Params, games: Sequence[str] = ()) -> PageConfig:
        lang, game, speed = first(params, "lang"), first(params, "game"), first(params, "speed")
        theme, pace = first(params, "theme"), read_speed(speed)
        return cls(lang=language_of(lang) if lang else None, game=game if game in games else None,
                   speed=1.0 if pace is None else pace,
                   seed=first(params, "seed"), theme=theme if theme in THEMES else None,
                   raw=(("lang", lang), ("game", game), ("speed", speed)))

    def notices(self, lang_used: str, game_used: str) -> list[tuple[str, dict]]:
        """The sentences (key, params) naming each bad parameter and what the page uses instead."""
        raw = dict(self.raw)
        notices: list[tuple[str, dict]] = []
        if (lang := raw.get("lang")) and self.lang is None:
            notices.append(("param.lang", {"value": shown(lang), "used": LANGUAGE_NAMES[lang_used]}))
        if (game := raw.get("game")) and self.game is None:
            notices.append(("param.game", {"value": shown(game), "used": game_used}))
        if (speed := raw.get("speed")) is not None and read_speed(speed) is None:
            notices.append(("param.speed", {"value": shown(speed)}))
        return notices
