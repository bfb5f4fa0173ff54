"""The main page's URL parameters (``?lang=``, ``?game=``, ``?speed=``) checked: a bad one
is left aside for a sensible value, and the page says so in a notice.

Pure functions (no DOM): :func:`url_language` and :func:`url_speed` read a value
or None when it is unusable; :func:`param_notices` lists the notice's sentences.
"""

from __future__ import annotations

import math

from ludoview.i18n import LANGUAGES

GAMES = ("mensch", "colonne")
MAX_SPEED = 10.0
#: How much of a bad value a notice repeats.
SHOWN = 24


def shown(text: str) -> str:
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def url_language(text: str | None) -> str | None:
    """The language ``?lang=`` names ("de", "de-CH", "EN"), None if it names none of the page's."""
    code = (text or "").strip().lower()[:2]
    return code if code in LANGUAGES else None


def url_speed(text: str | None) -> float | None:
    """``?speed=`` as a number from 0 to 10 (1 when absent), None if it is not one."""
    if text is None:
        return 1.0
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and 0 <= value <= MAX_SPEED else None


def param_notices(lang: str | None, game: str | None, speed: str | None,
                  lang_used: str, game_used: str) -> list[tuple[str, dict]]:
    """The sentences (key, params) naming each bad parameter and what the page uses instead;
    ``lang``, ``game``, ``speed`` as the URL has them (None: absent or empty)."""
    notices: list[tuple[str, dict]] = []
    if lang and url_language(lang) is None:
        notices.append(("param.lang", {"value": shown(lang), "used": lang_used}))
    if game and game not in GAMES:
        notices.append(("param.game", {"value": shown(game), "used": game_used}))
    if speed is not None and url_speed(speed) is None:
        notices.append(("param.speed", {"value": shown(speed)}))
    return notices
