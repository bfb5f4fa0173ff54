"""Share links: a game record carried in the URL fragment.

``#record=<data>``: ``data`` is the record's compact JSON (the engine's
``ludo-record/1`` of either game, with the players' names beside it when they
have any), deflated and base64url-encoded (URL-safe, no padding). The replay (:mod:`ludoview.embed.replay`) and the embed read it;
the end screen and the embed's share links write it.

A link comes from anyone: reading one is bounded before any work is done on it
(:mod:`ludo.limits`): at most :data:`MAX_FRAGMENT` characters, only the base64url
alphabet, inflated to at most :data:`MAX_RECORD_BYTES` (a compression bomb is
refused after that much work), nothing after the compressed stream, and JSON at
most :data:`ludo.limits.MAX_DEPTH` deep, checked before it is parsed.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from collections.abc import Mapping

from ludo.errors import LudoError
from ludo.limits import MAX_DIGITS, TooLarge, brief, inflate, is_ascii_int, loads
from ludoview.core.names import clean_name

FRAGMENT_KEY = "record"
MAX_FRAGMENT = 60_000
#: The most bytes a link's record may inflate to. The longest records of 40 games
#: between four easy mensch computers and two easy large-colonne computers were 31 KB
#: (890 turns) and 25 KB (738 actions) of JSON; the longest of 25,900 seeded games
#: (bench/bench_record_lengths.py: 1,955 turns of four random players) is about 70 KB.
#: 150 KB leaves twice that, and no more: the largest link it admits (8,689 throws
#: at 200 KB) took 2.2 s to show in Chromium (bench/bench_links.py), against 2 s asked.
MAX_RECORD_BYTES = 150_000
#: The most players' names a link carries beside its record (a game has at most 4 seats).
MAX_NAMES = 8
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


class ShareError(ValueError):
    """A shared record that cannot be read or does not replay; the message says why.
    ``too_large``: it breaks one of the limits (no real game does)."""

    def __init__(self, message: str, too_large: bool = False) -> None:
        super().__init__(message)
        self.too_large = too_large


def encode_record(record: dict) -> str:
    raw = json.dumps(record, separators=(",", ":"), sort_keys=True).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode_record(data: str) -> dict:
    """The record of a link's ``data`` (:class:`ShareError` saying why not: beyond a limit,
    not a share link's data, not a JSON object)."""
    if len(data) > MAX_FRAGMENT:
        raise ShareError(f"record: {len(data)} characters, more than {MAX_FRAGMENT}", too_large=True)
    if not _ALPHABET.fullmatch(data) or len(data) % 4 == 1:
        raise ShareError(f"record {brief(data, 30)}: not a record made by a share link")
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        raw = inflate(packed, "record", max_size=MAX_RECORD_BYTES, error=ShareError)
        record = loads(raw, "record", max_chars=MAX_RECORD_BYTES, error=ShareError)
    except TooLarge as exc:
        raise ShareError(str(exc), too_large=True) from None
    except (ShareError, LudoError, ValueError):
        raise ShareError(f"record {brief(data, 30)}: not a record made by a share link") from None
    if not isinstance(record, dict):
        raise ShareError("record: must be a JSON object")
    return record


def fragment(record: dict, names: Mapping | None = None) -> str:
    """``#record=...`` for ``record``; the players' ``names`` (by seat) ride beside it."""
    if names:
        record = dict(record, names={str(seat): name for seat, name in names.items()})
    return f"#{FRAGMENT_KEY}={encode_record(record)}"


def split_names(record: dict) -> tuple[dict, dict]:
    """A shared record without the players' names beside it, and those names (by seat:
    a number for a mensch corner), each made safe (:func:`ludoview.core.names.clean_name`).
    A seat that is not a number of ASCII digits stays text (it then names no seat); names
    past :data:`MAX_NAMES` are left out."""
    if "names" not in record:
        return record, {}
    record = dict(record)
    given = record.pop("names")
    names: dict = {}
    if isinstance(given, dict):
        for seat, name in list(given.items())[:MAX_NAMES]:
            name = clean_name(name)
            if name:
                seat = str(seat)
                names[int(seat) if is_ascii_int(seat, MAX_DIGITS) else seat[:20]] = name
    return record, names


def record_from_fragment(hash_text: str) -> dict | None:
    """The record in a URL fragment (``#record=...``), None when there is none."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    for part in text.split("&"):
        key, _, value = part.partition("=")
        if key == FRAGMENT_KEY:
            return decode_record(value)
    return None
