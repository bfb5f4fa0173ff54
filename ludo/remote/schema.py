"""The shape of every message of a game at a distance, checked before any of it is used.

A link, a kept game and every message in them are JSON a stranger may have written:
before the protocol reads a field, this module checks each field of each message
kind for its type and range (a schema per kind, below), and anything else is a
:class:`~ludo.remote.errors.RemoteError` of code ``field`` (a link's part) or ``kept``
(a game kept in this browser) that names the message and the field. What the schemas
let through is what the protocol's own checks (signatures, reveals, rules) then judge.

The checks walk the schemas, not the data: every schema has a fixed depth (a message
holds lists of scalars, a seat object, a vote), so no check recurses over what it is
given, and a value nested 100,000 deep is refused at its first wrong level. Whole
texts are bounded before they are parsed (``ludo.limits.loads``).

Schemas are dicts ``{field: (required, check)}``; a check is a function of the value
that answers None when it is right, else the words saying what it should be.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludo.limits import brief
from ludo.remote.errors import RemoteError

Check = Callable[[Any], "str | None"]
Schema = dict[str, tuple[bool, Check]]

MAX_SEATS = 4
MAX_TEXT = 200          #: characters of a base64 field (a signature is 86; ``unb64`` checks the bytes)
MAX_NAME = 40           #: characters of a seat's name (``match.MAX_NAME``)
MAX_ACTS = 400          #: actions in one message
MAX_LENGTH = 20_000     #: ``chain.MAX_LENGTH``
MAX_MESSAGES = 20_000   #: ``link.MAX_MESSAGES``


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def integer(low: int, high: int) -> Check:
    def check(value: Any) -> str | None:
        return None if _is_int(value) and low <= value <= high else f"a whole number {low}..{high}"
    return check


def text(high: int, low: int = 0) -> Check:
    def check(value: Any) -> str | None:
        return None if isinstance(value, str) and low <= len(value) <= high else f"text of {low}..{high} characters"
    return check


def exactly(*allowed: Any) -> Check:
    words = " or ".join(repr(a) for a in allowed)

    def check(value: Any) -> str | None:
        return None if isinstance(value, str) and value in allowed else words
    return check


def list_of(item: Check, low: int, high: int) -> Check:
    """A list of ``low``..``high`` items, each one right by ``item`` (a check of scalars:
    a list of lists is spelled out by its own check, never by recursion)."""
    def check(value: Any) -> str | None:
        if not isinstance(value, list) or not low <= len(value) <= high:
            return f"a list of {low}..{high} items"
        for element in value:
            wrong = item(element)
            if wrong is not None:
                return f"a list of {low}..{high} items, each {wrong}"
        return None
    return check


def seat_key(players: int = MAX_SEATS) -> Check:
    def check(value: Any) -> str | None:
        return None if isinstance(value, str) and len(value) == 1 and "0" <= value < str(players) else "a seat"
    return check


def object_of(key: Check, value: Check, high: int) -> Check:
    """An object of at most ``high`` members, each key and value right."""
    def check(data: Any) -> str | None:
        if not isinstance(data, dict) or len(data) > high:
            return f"an object of at most {high} members"
        for name, member in data.items():
            if key(name) is not None:
                return f"an object whose keys are {key(name)}s"
            wrong = value(member)
            if wrong is not None:
                return f"an object whose values are {wrong}"
        return None
    return check


def scalar(value: Any) -> str | None:
    return None if value is None or isinstance(value, (bool, str)) and len(str(value)) <= 20 else \
        "true, false or a short word"


def anything(value: Any) -> str | None:
    """Any value (a list's items that their own schema checks next)."""
    return None


def an_object(value: Any) -> str | None:
    """An object (a message that its own schema checks next)."""
    return None if isinstance(value, dict) else "an object"


KEYS = list_of(text(MAX_TEXT), 3, 3)              #: a seat's two tips and its public key


def vote(value: Any) -> str | None:
    """``["cpu", seat, keys]``, ``["end"]``, ``["yes"]``, ``["no"]`` (the protocol judges which)."""
    if not isinstance(value, list) or not 1 <= len(value) <= 3:
        return "a vote: a list of 1..3 items"
    if text(8)(value[0]) is not None:
        return "a vote: its first item a word"
    if len(value) > 1 and integer(-1, MAX_SEATS)(value[1]) is not None:
        return "a vote: its second item a seat"
    if len(value) > 2 and KEYS(value[2]) is not None:
        return "a vote: its third item two tips and a key"
    return None


SEAT: Schema = {"c": (True, text(8)), "n": (True, text(MAX_NAME)), "l": (False, text(8))}


def seat(value: Any) -> str | None:
    return _wrong(value, SEAT)


CREATE: Schema = {
    "k": (True, exactly("c")), "a": (True, integer(0, MAX_SEATS - 1)), "g": (True, text(20)),
    "p": (True, object_of(text(20), scalar, 3)), "L": (True, integer(0, MAX_LENGTH)),
    "n": (True, list_of(seat, 2, MAX_SEATS)), "x": (True, object_of(seat_key(), KEYS, MAX_SEATS)),
    "z": (True, text(MAX_TEXT)), "c": (False, text(MAX_TEXT)), "s": (False, text(MAX_TEXT)),
}
JOIN: Schema = {
    "k": (True, exactly("j")), "a": (True, integer(0, MAX_SEATS - 1)), "x": (True, KEYS),
    "to": (False, list_of(integer(0, MAX_SEATS - 1), 0, MAX_SEATS)), "w": (False, text(MAX_TEXT)),
    "c": (False, text(MAX_TEXT)), "s": (False, text(MAX_TEXT)),
}
TURN: Schema = {
    "a": (True, integer(0, MAX_SEATS - 1)), "d": (False, list_of(text(11, 2), 0, MAX_ACTS)),
    "o": (False, text(MAX_TEXT)), "w": (False, text(MAX_TEXT)),
    "to": (False, list_of(integer(0, MAX_SEATS - 1), 0, MAX_SEATS)), "v": (False, vote),
    "c": (False, text(MAX_TEXT)), "s": (False, text(MAX_TEXT)),
}
#: A link (``ludo.remote.link``): its messages are checked by the kinds above.
LINK: Schema = {
    "v": (True, integer(1, 1)), "id": (True, text(MAX_TEXT)), "b": (True, integer(0, MAX_MESSAGES)),
    "h": (False, text(MAX_TEXT)), "j": (False, object_of(seat_key(), an_object, MAX_SEATS)),
    "m": (False, list_of(anything, 0, MAX_MESSAGES + 1)), "f": (False, integer(0, MAX_SEATS - 1)),
}
LOCAL: Schema = {"secret": (True, text(MAX_TEXT)), "private": (True, text(MAX_TEXT))}


def local(value: Any) -> str | None:
    return _wrong(value, LOCAL)


#: A game as ``Match.to_json`` keeps it.
KEPT: Schema = {
    "format": (True, text(40)), "create": (True, an_object),
    "joins": (True, object_of(seat_key(), an_object, MAX_SEATS)),
    "messages": (True, list_of(anything, 0, MAX_MESSAGES)),
    "local": (True, object_of(seat_key(), local, MAX_SEATS)),
}


def _wrong(value: Any, schema: Schema) -> str | None:
    """What is wrong with ``value`` by ``schema`` (None: nothing), in words."""
    if not isinstance(value, dict):
        return "not an object"
    for name in value:
        if name not in schema:
            return f"{brief(name, 20)} is not part of it"
    for name, (required, check) in schema.items():
        if name not in value:
            if required:
                return f"its field {name!r} is missing"
            continue
        wrong = check(value[name])
        if wrong is not None:
            return f"its field {name!r} is {brief(value[name], 30)}, not {wrong}"
    return None


def need(value: Any, schema: Schema, what: str, code: str = "field") -> dict:
    """``value`` itself if it is right by ``schema``; else RemoteError ``code`` naming ``what``."""
    wrong = _wrong(value, schema)
    if wrong is not None:
        raise RemoteError(code, f"{what}: {wrong}", what=what)
    return value


def check_link(payload: Any) -> dict:
    """A link's payload and each of its messages, by their schemas (RemoteError ``field``)."""
    need(payload, LINK, "the link")
    for seat_text, body in payload.get("j", {}).items():
        need(body, JOIN, f"the link's join of seat {int(seat_text) + 1}")
    for i, body in enumerate(payload.get("m", [])):
        if i == 0 and payload["b"] == 0:
            need(body, CREATE, "the link's create message")
        else:
            need(body, TURN, f"message {payload['b'] + i} of the link" if payload["b"] else f"message {i} of the link")
    return payload


def check_kept(data: Any) -> dict:
    """A kept game (``Match.to_json``) and each of its messages (RemoteError ``kept``)."""
    need(data, KEPT, "the kept game", "kept")
    need(data["create"], CREATE, "the kept game's create message", "kept")
    for seat_text, body in data["joins"].items():
        need(body, JOIN, f"the kept join of seat {int(seat_text) + 1}", "kept")
    for i, body in enumerate(data["messages"]):
        need(body, TURN, f"kept message {i + 1}", "kept")
    return data


__all__ = ["CREATE", "JOIN", "KEPT", "LINK", "TURN", "check_kept", "check_link", "need"]
