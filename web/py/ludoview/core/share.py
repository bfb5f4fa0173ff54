"""Share links: a game record carried in the URL fragment.

``#record=<data>``: ``data`` is the record's compact JSON (the engine's
``ludo-record/1`` of either game, with the players' names beside it when they
have any), deflated and base64url-encoded (URL-safe, no padding). The replay (:mod:`ludoview.embed.replay`) and the embed read it;
the end screen and the embed's share links write it.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Mapping

from ludoview.core.names import clean_name

FRAGMENT_KEY = "record"
MAX_FRAGMENT = 60_000


class ShareError(ValueError):
    """A shared record that cannot be read or does not replay; the message says why."""


def encode_record(record: dict) -> str:
    raw = json.dumps(record, separators=(",", ":"), sort_keys=True).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode_record(data: str) -> dict:
    if len(data) > MAX_FRAGMENT:
        raise ShareError(f"record: too long ({len(data)} characters)")
    try:
        raw = zlib.decompress(base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)))
        record = json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise ShareError(f"record {data[:30]!r}…: not a record made by a share link") from None
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
    a number for a mensch corner), each made safe (:func:`ludoview.core.names.clean_name`)."""
    if "names" not in record:
        return record, {}
    record = dict(record)
    given = record.pop("names")
    names = {}
    if isinstance(given, dict):
        for seat, name in given.items():
            name = clean_name(name)
            if name:
                names[int(seat) if str(seat).isdigit() else str(seat)] = name
    return record, names


def record_from_fragment(hash_text: str) -> dict | None:
    """The record in a URL fragment (``#record=...``), None when there is none."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    for part in text.split("&"):
        key, _, value = part.partition("=")
        if key == FRAGMENT_KEY:
            return decode_record(value)
    return None
