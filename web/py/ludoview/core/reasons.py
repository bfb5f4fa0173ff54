"""Why something was refused, said in the page's language.

The engine (``ludo``) and the view's own checks (a link, a save, an embed's parameters, a
host's command) explain what is wrong in English, for developers ("progress must be 0..37",
"players="x": mensch needs 2 players"). A page shows the reason to a person inside a sentence
of its own language; there an English reason would read as a foreign body. So on a page in
Italian, French or German the reason is said by its kind, the error's class (an invalid
position, a notation, a record, a link, a move, a limit, a parameter by its name: the map of
:data:`KINDS`), in the page's catalogue (``reason.*``); in English the reason is the detailed
text itself. Nothing of the English text is shown in another language but what the person
typed (a parameter's name).
"""

from __future__ import annotations

import re

from ludoview.core.words import SHELL

#: The error's class (its name or one of its bases', nearest first) -> the words of its kind.
KINDS = {
    "TooLarge": "reason.too_large",
    "InvalidNotation": "reason.notation",
    "InvalidRecord": "reason.record",
    "InvalidPosition": "reason.position",
    "IllegalMove": "reason.move",
    "GameOver": "reason.over",
    "UnknownLevel": "reason.level",
    "PuzzleError": "reason.puzzle",
    "ShareError": "reason.link",
    "ReplayError": "reason.record",
    "SaveError": "reason.save",
    "LessonError": "reason.lesson",
    "Refused": "reason.position",
    "LudoError": "reason.generic",
}

#: A parameter named at the start of a problem: "players=...", "roll: ...", "position ..."
#: (the names the embed knows, ludoview.embed.params.KNOWN, and its host's commands' fields).
_PARAM = re.compile(r'^(?:parameter )?"?([a-z_]{2,12})"?(?:=|:| )')
_UNKNOWN = re.compile(r'^unknown parameter "?([^";]{1,40})"?; the embed knows: (.*)$')
_TWICE = re.compile(r'^parameter "?([^"]{1,40})"? is given \d+ times')
_VALUE = re.compile(r'^(?:="[^"]*"|=[^\s"]*|\s"[^"]*"|\s-?\d+)$')      #: after a parameter's name: its value
_COMMAND = re.compile(r'^unknown command type "?([^";]{1,40})"?')
#: A step of a lesson the teacher adds (ludoview.learn.teacher): what is missing, in its words.
_STEP = ((re.compile(r"game is over"), "reason.over"), (re.compile(r"needs its roll|set the dice"), "reason.step.roll"),
         (re.compile(r"move needs its from and to|choose the move"), "reason.step.move"),
         (re.compile(r"has a legal move, so it cannot be passed"), "reason.step.legal"),
         (re.compile(r"has no legal move"), "reason.step.none"))
_LIMIT = re.compile(r"\btoo (?:long|large|deep|many)\b|\bat most \d|\blonger than\b|\bbeyond\b")


_QUOTES = {"it": "«{}»", "fr": "«\u00a0{}\u00a0»", "en": '"{}"', "de": "„{}“"}


def _quoted(lang: str, name: str) -> str:
    return _QUOTES.get(lang, '"{}"').format(name)


def kind_of(error: BaseException) -> str:
    """The catalogue key of the kind of ``error`` (its class, or the nearest base named in
    :data:`KINDS`; "reason.generic" for any other)."""
    if getattr(error, "too_large", False):
        return "reason.too_large"
    for cls in type(error).__mro__:
        if cls.__name__ in KINDS:
            return KINDS[cls.__name__]
    return "reason.generic"


def say(lang: str, error: BaseException | str, kind: str | None = None) -> str:
    """``error`` (an exception, or the English text of a reason with its ``kind``) in words of
    ``lang``: the text itself in English, else the words of its kind (a parameter named)."""
    text = str(error)
    if lang == "en":
        return text
    if not isinstance(error, str):
        kind = kind or kind_of(error)
    found = _UNKNOWN.match(text)
    if found:
        return SHELL(lang, "reason.param.unknown", name=_quoted(lang, found[1]), known=found[2])
    found = _COMMAND.match(text)
    if found:
        return SHELL(lang, "reason.command", name=found[1])
    if kind in ("reason.step", "reason.lesson"):
        for pattern, key in _STEP:
            if pattern.search(text):
                return SHELL(lang, key)
    found = _TWICE.match(text)
    if found:
        return SHELL(lang, "reason.param.twice", name=_quoted(lang, found[1]))
    if kind in (None, "reason.param", "reason.generic"):
        found = _PARAM.match(text)
        if found and found[1] in PARAMS:
            if _LIMIT.search(text):
                return SHELL(lang, "reason.param.long", name=_quoted(lang, found[1]))
            typed = text.split(": ", 1)[0]
            if _VALUE.match(typed[len(found[1]):]) and len(typed) <= 80:   # what was typed, as typed
                return SHELL(lang, "reason.param.value", name=_quoted(lang, found[1]), typed=typed)
            return SHELL(lang, "reason.param", name=_quoted(lang, found[1]))
    if kind in (None, "reason.generic") and _LIMIT.search(text):
        kind = "reason.too_large"
    return SHELL(lang, kind or "reason.generic")


def problem(lang: str, text: str) -> str:
    """One problem of a page's address or of a host's command (English text) said in ``lang``."""
    return say(lang, text, "reason.param")


#: The parameters and fields a person can name in an address or a command.
PARAMS = frozenset({"game", "lang", "mode", "players", "options", "variant", "position", "roll", "scenario",
                    "speed", "setup", "origin", "seed", "id", "title", "dice", "move", "record", "step", "type",
                    "request", "level", "seats", "names", "course", "puzzle", "mistake", "lesson"})
