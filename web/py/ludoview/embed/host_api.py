"""The host API of the embed: what a host page may send in, and what comes out.

A page that shows ``embed.html`` in an ``<iframe>`` talks to it with
``postMessage``. Pure Python, no DOM: :func:`parse_command` validates one
incoming message, :func:`event` builds one outgoing message and
:func:`origin_allowed` says whether a sender may talk to the frame at all.

Commands (host -> frame), each a JSON object with a ``type``; an optional
``request`` (string or number, at most 100 characters) is echoed in the reply:

- ``{"type": "set-position", "position": <spec JSON position or notation>, "roll"?: n}``
- ``{"type": "set-roll", "roll": 4}`` (colonne: ``[5, 3]``)
- ``{"type": "play-move", "move": {"from": -1, "to": 0}}``
  (colonne: ``{"dice": [5], "from": 0, "to": 8}``; ``null`` passes a roll without a move)
- ``{"type": "reset"}``

Events (frame -> host): ``{"source": "ludo-embed", "version": 1, "type": ...,
"id": <the frame's id parameter>, ...}`` with type ``ready``, ``state``
(the reply to a command that changed the board), ``roll``, ``move``,
``gameover`` and ``error``. Every event but ``error`` carries the position in the
spec's JSON form.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ludo.limits import TooLarge, brief, check_value
from ludo.values import value
from ludoview import games
from ludoview.core.game import GameSpec
from ludoview.embed.params import EmbedParamError, check_roll, check_start, read_position

SOURCE = "ludo-embed"
VERSION = 1
COMMANDS = {
    "set-position": ({"position"}, {"roll"}),
    "set-roll": ({"roll"}, set()),
    "play-move": ({"move"}, set()),
    "reset": (set(), set()),
}
EVENTS = ("ready", "state", "roll", "move", "gameover", "error")
COMMON = {"type", "request"}


class HostApiError(EmbedParamError):
    """A message from the host that is not a valid command; the message says why."""


@value(frozen=True)
class Command:
    type: str
    request: Any = None
    position: dict | None = None
    roll: tuple[int, ...] | None = None
    move: dict | None = None


def origin_allowed(origin: str, allowed: Sequence[str], own_origin: str) -> bool:
    """Whether a message from ``origin`` may reach the frame.

    ``allowed`` comes from the ``origin`` URL parameter; when it is empty only
    the frame's own origin is allowed. ``"*"`` allows every origin.
    """
    if not allowed:
        return origin == own_origin
    return "*" in allowed or origin in allowed


def refused_origin_warning(origin: str, allowed: Sequence[str], own_origin: str) -> str:
    """What the frame says in the console (once) when it ignores a message from ``origin``:
    who sent it, who may, and the ``origin`` parameter that would let it in."""
    who = ", ".join(allowed) if allowed else f"{own_origin} (its own origin)"
    opaque = origin in ("", "null")   # a sandboxed frame, a file: page: only * lets it in
    sender = "a page of no origin (null)" if opaque else origin
    return (f"ludo embed: a message from {sender} was ignored: this frame takes commands only from "
            f"{who}. To let that page talk to the frame, set the frame's origin parameter: "
            f"origin={'*' if opaque else origin} in its URL (a comma list for several, * for any page). "
            "Later messages refused are ignored without a word.")


def request_of(data: Any) -> Any:
    """The ``request`` id of a message, if it has a usable one (for error replies)."""
    if isinstance(data, dict):
        request = data.get("request")
        if isinstance(request, (int, float)) and not isinstance(request, bool):
            return request
        if isinstance(request, str) and len(request) <= 100:
            return request
    return None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _move(value: Any, spec: GameSpec) -> dict | None:
    """A move as the host names it: its fields checked (the session then finds it among the
    legal moves, or says it is not legal)."""
    if value is None:
        return None   # pass a roll that has no legal move
    keys = set(spec.move_keys)
    if not isinstance(value, dict) or not keys <= set(value):
        raise HostApiError(f"move must be an object with {', '.join(sorted(keys))}, not {brief(value, 60)}")
    extra = sorted(set(value) - keys, key=str)
    if extra:   # (an event's move has more: capture, rule, pieces; they are not part of the command)
        raise HostApiError(f"move: unknown field {brief(extra[0], 60)}; a move has only "
                           f"{', '.join(spec.move_keys)}")
    for key in ("from", "to"):
        if not _whole(value[key]):
            raise HostApiError(f"move.{key} must be a whole number, not {brief(value[key], 40)}")
    try:
        spec.throw.check_move(value)   # (the game's own fields: colonne's dice)
    except ValueError as exc:
        raise HostApiError(str(exc)) from None
    return {key: value[key] for key in spec.move_keys}


def parse_command(data: Any, spec: GameSpec, settings: Mapping) -> Command:
    """The command in message ``data`` for a frame showing ``spec``'s game with ``settings``
    (:class:`HostApiError`, or the URL's own :class:`EmbedParamError` for a bad start)."""
    try:
        check_value(data, "the command")
    except TooLarge as exc:
        raise HostApiError(str(exc)) from None
    if not isinstance(data, dict):
        raise HostApiError(f"a command must be a JSON object, not {brief(data, 40)}")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise HostApiError("a command needs a 'type': one of " + ", ".join(COMMANDS))
    if kind not in COMMANDS:
        raise HostApiError(f"unknown command type {brief(kind, 60)}; known: {', '.join(COMMANDS)}")
    required, optional = COMMANDS[kind]
    missing = sorted(required - set(data))
    if missing:
        raise HostApiError(f"{kind}: field {brief(missing[0])} is missing")
    extra = sorted(set(data) - required - optional - COMMON)
    if extra:
        raise HostApiError(f"{kind}: unknown field {brief(extra[0], 60)}")
    if "request" in data and request_of(data) is None:
        raise HostApiError("request must be a number or a string of at most 100 characters")
    request = request_of(data)
    if kind == "set-position":
        position = read_position(data["position"])
        game = games.of(position)
        roll = check_start(game, game.parse_settings(None, position), position, data.get("roll"))
        return Command(kind, request, position=position, roll=roll)
    if kind == "set-roll":
        return Command(kind, request, roll=check_roll(data["roll"], spec, settings))
    if kind == "play-move":
        return Command(kind, request, move=_move(data["move"], spec))
    return Command(kind, request)


def event(kind: str, frame_id: str = "", **fields: Any) -> dict:
    """An event for the host: ``{"source": "ludo-embed", "version": 1, "type": kind, ...}``."""
    if kind not in EVENTS:
        raise ValueError(f"unknown event type {kind!r}")
    return {"source": SOURCE, "version": VERSION, "type": kind, "id": frame_id, **fields}
