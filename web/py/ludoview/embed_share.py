"""Share links and replays: a game record carried in the URL fragment.

``#record=<data>``: ``data`` is the record's compact JSON, deflated and
base64url-encoded (URL-safe, no padding). A mensch record is the engine's
``ludo-record/1`` (replayed by ``ludo.mensch.record.Game``); a colonne record
is ``ludo-embed-record/1``: a start position and the rolls and steps after it.

:func:`replay` turns a record into the list of positions and the actions
between them, which the embed continues from and the replay viewer steps through.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass
from typing import Any

from ludo import api
from ludo.errors import LudoError
from ludo.mensch.jsonio import position_to_json
from ludo.mensch.record import Game as MenschGame

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


@dataclass(frozen=True)
class Replay:
    """Positions ``0..n`` of a recorded game and the ``n`` actions between them."""

    game: str
    positions: tuple[dict, ...]
    actions: tuple[dict, ...]   # mensch: {"roll", "move"}; colonne: {"roll"} or {"step"}

    @property
    def last(self) -> dict:
        return self.positions[-1]


def _replay_mensch(record: dict) -> Replay:
    try:
        game = MenschGame.from_record(record)
    except LudoError as exc:
        raise ShareError(str(exc)) from None
    positions = [position_to_json(turn.before) for turn in game.history]
    positions.append(position_to_json(game.position))
    actions = [turn.to_json() for turn in game.history]
    return Replay("mensch", tuple(positions), tuple(actions))


def _replay_colonne(record: dict) -> Replay:
    if set(record) != {"format", "game", "start", "actions"} or record["format"] != "ludo-embed-record/1":
        raise ShareError("colonne record: expected format 'ludo-embed-record/1' with start and actions")
    if not isinstance(record["actions"], list):
        raise ShareError("colonne record: actions must be a list")
    try:
        position = api.from_notation(api.to_notation(record["start"]))
        if position["game"] != "colonne":
            raise ShareError("colonne record: the start is not a colonne position")
        positions, actions = [position], []
        for n, action in enumerate(record["actions"], 1):
            if not isinstance(action, dict) or len(action) != 1 or not ({"roll", "step"} & set(action)):
                raise ShareError(f"colonne record: action {n} must be {{'roll': dice}} or {{'step': step}}")
            if "roll" in action:
                base = dict(position, dice=[], again=False) if position["dice"] else position
                position = api.roll(base, action["roll"])
            else:
                position = api.play(position, action["step"])
            positions.append(position)
            actions.append(action)
    except LudoError as exc:
        raise ShareError(f"colonne record: {exc}") from None
    return Replay("colonne", tuple(positions), tuple(actions))


def replay(record: dict) -> Replay:
    """Replay a shared record through the rules; :class:`ShareError` says what is wrong."""
    game = record.get("game")
    if game == "mensch":
        return _replay_mensch(record)
    if game == "colonne":
        return _replay_colonne(record)
    raise ShareError(f"record: unknown game {str(game)[:40]!r}")
