"""The embed's host (:class:`HostLink`, a part of :class:`~ludoview.embed.page.EmbedPage`, ``page.host``):
the page around the frame (or a ``<ludo-board>`` element's page) talks to the board with
``postMessage``; its commands are parsed by :mod:`ludoview.embed.host_api`, carried out or
refused with an ``error`` event naming what is wrong, and the board's events go back to
the origins it allows. Nothing a host sends escapes as an exception: the frame goes on."""

from __future__ import annotations

import json
import traceback
from typing import Any

from pyscript import window

from ludo.errors import LudoError
from ludo.limits import loads
from ludoview.core import dom, reasons
from ludoview.embed import host_api
from ludoview.embed import params as embed_params
from ludoview.embed.params import EmbedParamError
from ludoview.embed.part import HostPage
from ludoview.embed.words import WORDS


def to_js(value):
    """A Python JSON value as a plain JS object (for postMessage)."""
    return window.JSON.parse(json.dumps(value))


def plain_fields(value) -> dict:
    """The ``type`` and ``request`` of a JS message that could not be read as JSON, when they
    are plain strings or numbers (so that a refusal still names the command and the request)."""
    out = {}
    for name in ("type", "request"):
        try:
            field = getattr(value, name)
        except Exception:   # no such property, or not an object
            continue
        if isinstance(field, (str, int, float)) and not isinstance(field, bool):
            out[name] = field
    return out


class NotJson(ValueError):
    """A message that is no JSON value (or one beyond :mod:`ludo.limits`); the message says why."""


def from_js(value):
    """A structured-cloned message as a Python JSON value, checked against the limits of
    :mod:`ludo.limits` (its length and depth) before it is parsed: :class:`NotJson` else."""
    try:
        text = window.JSON.stringify(value)
    except Exception:   # a cycle, a BigInt, a value nested too deep for the browser
        raise NotJson("the message is not a JSON value (or is nested too deep)") from None
    if text is None:
        raise NotJson("the message is not a JSON value")
    try:
        return loads(str(text), "the message")
    except ValueError as exc:
        raise NotJson(str(exc)) from None


class HostLink:
    """The frame's host: the parent of the window the frame's document is in, this runtime's
    own or, given as ``frame``, a frame it serves (:mod:`ludoview.embed.frames`)."""

    def __init__(self, page: HostPage, frame=None) -> None:
        self.page = page
        self.frame: Any = window if frame is None else frame
        self.served = frame is not None   # its events go from the frame's own window (ludoRelay)
        self.warned_origin = False   # a message from a refused origin was reported in the console

    def bind(self) -> None:
        """What only a page of its own listens to: its host's messages, every key."""
        dom.on(self.frame, "message", self.on_message)
        dom.on(self.frame.document, "keydown", self.page.on_key)

    def frame_id(self) -> str:
        """The ``id`` parameter, even when another parameter broke the config."""
        if self.page.config is not None:
            return self.page.config.frame_id
        value = (self.page.params.get("id") or [""])[0]
        return value if len(value) <= embed_params.MAX_TEXT else ""

    def targets(self) -> list[str]:
        """Where events go: the allowed origins (read on their own when another
        parameter broke the config, so the host still hears the error)."""
        config, params = self.page.config, self.page.params
        if config is not None:
            origins = config.origins
        else:
            try:
                origins = embed_params.parse_origins(params["origin"][0]) if "origin" in params else ()
            except EmbedParamError:
                origins = ()
        if "*" in origins:
            return ["*"]
        return list(origins) or [self.page.own_origin]

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        """Tell the host ``event`` (``target`` and ``origin``: the window and origin of the
        command it answers; else the frame's parent, at the allowed origins)."""
        frame = self.frame
        parent = target or frame.parent
        if target is None and parent == frame:
            return   # not in a frame: nobody to tell
        targets = [origin] if origin else self.targets()
        if targets == [self.page.own_origin] and not self.parent_is_own():
            return   # no origin= and a host elsewhere: it may not hear us (no message, no console error)
        message = to_js(event)
        for where in targets:
            if self.served:
                frame.ludoRelay(message, where, parent)   # from the frame's own window (frames.js)
            else:
                parent.postMessage(message, where)

    def parent_is_own(self) -> bool:
        """Is the page around the frame on the frame's own origin (its location readable)?"""
        try:
            return str(self.frame.parent.location.origin) == self.page.own_origin
        except Exception:   # a cross-origin parent: reading its location is refused
            return False

    def on_message(self, evt) -> None:
        """A host's command: carried out, or refused with an ``error`` event naming the command
        and what is wrong. Nothing a host sends escapes as an exception: the frame goes on."""
        origin = str(evt.origin)
        conf = self.page.conf
        if not host_api.origin_allowed(origin, conf.origins, self.page.own_origin):
            if not self.warned_origin:   # ignored, no reply; said once in the console
                self.warned_origin = True
                window.console.warn(host_api.refused_origin_warning(origin, conf.origins, self.page.own_origin))
            return
        self.receive(evt.data, dict(target=evt.source, origin=origin))

    def receive(self, raw, reply: dict) -> None:
        """A host's command (a JS value, not yet read): carried out, or refused; the answer
        goes where ``reply`` says (:meth:`post`'s ``target`` and ``origin``)."""
        data = None
        try:
            data = from_js(raw)
            if isinstance(data, dict) and data.get("source") == host_api.SOURCE:
                return   # an event of ours (a frame talking to itself)
            command = host_api.parse_command(data, self.page.conf.spec, self.page.conf.settings)
            self.run(command, reply)
        except NotJson as exc:   # unread: its request and type, if plain, taken as they are
            self.refuse(plain_fields(raw), str(exc), reply)
        except (EmbedParamError, LudoError) as exc:
            self.refuse(data, str(exc), reply)
        except Exception as exc:   # a bug met by a command: said, and the frame goes on
            window.console.warn("".join(traceback.format_exception(exc)))
            self.refuse(data, f"the command could not be carried out ({type(exc).__name__}: {cut(str(exc), 200)})",
                        reply)
            self.recover()

    def refuse(self, data, message: str, reply: dict) -> None:
        """Answer a refused command with the ``error`` event, and say it in the frame."""
        kind = data.get("type") if isinstance(data, dict) and isinstance(data.get("type"), str) else None
        message = cut(message)
        try:
            self.page.post(host_api.event("error", self.page.conf.frame_id, message=message, problems=[message],
                                          request=host_api.request_of(data),
                                          command=None if kind is None else kind[:60]), **reply)
        except Exception as exc:   # a host that cannot be answered (a closed window): the frame goes on
            window.console.warn(f"no reply to the host: {type(exc).__name__}")
        self.page.say([WORDS(self.page.lang, "embed.host_error", message=reasons.problem(self.page.lang, message))])

    def recover(self) -> None:
        """After an unexpected failure: the frame drawn again from its session, its loop free."""
        self.page.turns.busy = False
        try:
            self.page.chooser = self.page.conf.spec.chooser()
            self.page.render()
        except Exception as exc:
            window.console.warn(f"the frame could not be drawn again: {type(exc).__name__}: {exc}")

    def run(self, command: host_api.Command, reply: dict) -> None:
        page = self.page
        page.turns.stop()     # a host command interrupts a computer about to act
        if command.type == "set-position":
            if command.position is None:   # (host_api reads one for every set-position)
                raise EmbedParamError("set-position: no position")
            page.set_position(command.position, command.roll)
            events = page.session.events
        elif command.type == "set-roll":
            events = page.session.set_roll(command.roll)
        elif command.type == "reset":
            events = page.session.reset()
        else:
            index = None if command.move is None else page.session.index_of(command.move)
            page.play(index, request=command.request, reply=reply)
            return
        page.after(events)
        page.post(host_api.event("state", page.conf.frame_id, request=command.request, command=command.type,
                                 **page.session.state()), **reply)
        if command.type == "set-roll" or (page.session.waiting_throw is not None and command.type != "reset"):
            self.post_roll()
        page.turns.kick()

    def post_roll(self) -> None:
        s = self.page.session
        self.page.post(host_api.event("roll", self.page.conf.frame_id, player=s.turn, roll=s.waiting_throw,
                                      moves=s.choices, position=s.position))


def cut(text: str, limit: int = 500) -> str:
    """A message shown or sent, cut short (an input's words never make a huge one)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"
