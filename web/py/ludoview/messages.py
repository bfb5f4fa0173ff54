"""Events of a :class:`~ludoview.session.Session` in words, in the page's language."""

from __future__ import annotations

from ludo.mensch.ai_hints import RISKS
from ludoview.board import place_label
from ludoview.i18n import STRINGS, addressed, player_name, t


def describe_move(lang: str, move: dict, victim: int | None = None) -> str:
    """"field 3 → field 9" (and who it captures)."""
    text = t(lang, "move.text", from_=place_label(lang, move["from"]), to=place_label(lang, move["to"]))
    if victim is not None:
        text += " · " + t(lang, "move.capture", player=player_name(lang, victim))
    return text


def why_text(lang: str, code: object) -> str:
    key = f"why.{code}"
    return t(lang, key) if key in STRINGS else t(lang, "why.generic")


def say(lang: str, event: dict, you: int | None = None) -> str | None:
    """One event as a sentence (None for an event this page version cannot word).

    ``you``: the corner of the one person playing alone against computers;
    what they do (or suffer) is said to them as "you"."""
    key = event.get("say")
    if key not in STRINGS:
        return None
    try:
        params: dict = {}
        key = addressed(key, event, you)
        if "corner" in event:
            params["player"] = player_name(lang, int(event["corner"]))
        if "victim" in event:
            params["victim"] = player_name(lang, int(event["victim"]))
        if "from" in event:
            params["from_"] = place_label(lang, int(event["from"]))
            params["to"] = place_label(lang, int(event["to"]))
        if "roll" in event:
            params["roll"] = int(event["roll"])
        if "n" in event:
            params["n"] = int(event["n"])
        if key.startswith("say.no_move"):
            params["why"] = why_text(lang, event.get("why"))
        return t(lang, key, **params)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], you: int | None = None) -> list[str]:
    return [text for text in (say(lang, e, you) for e in events) if text]


def hint_text(lang: str, hint: dict) -> str | None:
    """A hint of the engine (mark and most telling reason) as words: "good: captures Blue"."""
    mark_key, reason_key = f"hint.{hint.get('mark')}", f"hint.{hint.get('reason')}"
    if mark_key not in STRINGS or reason_key not in STRINGS:
        return None
    if hint.get("mark") == "good" and hint.get("reason") in RISKS:
        mark_key = "hint.good_risky"  # the best move here, though the piece stays in reach
    args = dict(hint.get("args") or {})
    params: dict = {}
    try:
        if int(args.get("tries", 1)) > 1 and f"{reason_key}.tries" in STRINGS:
            reason_key += ".tries"  # the player rolls three times for its 6
        if "corner" in args:
            params["player"] = player_name(lang, int(args["corner"]))
        for name in ("distance", "squares"):
            if name in args:
                params[name] = int(args[name])
        return f"{t(lang, mark_key)}: {t(lang, reason_key, **params)}"
    except (KeyError, ValueError, TypeError, IndexError):
        return None
