"""Share links: a game record carried in the URL fragment.

``#record=<data>``: ``data`` is the record's compact JSON (the engine's
``ludo-record/1`` of either game), deflated and base64url-encoded (URL-safe,
no padding). The replay (:mod:`ludoview.embed.replay`) and the embed read it;
the end screen and the embed's share links write it.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

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


def fragment(record: dict) -> str:
    return f"#{FRAGMENT_KEY}={encode_record(record)}"


def record_from_fragment(hash_text: str) -> dict | None:
    """The record in a URL fragment (``#record=...``), None when there is none."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    for part in text.split("&"):
        key, _, value = part.partition("=")
        if key == FRAGMENT_KEY:
            return decode_record(value)
    return None
