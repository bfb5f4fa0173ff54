"""The embed (``embed.html``): a board for an ``<iframe>``, configured by its URL.

Browser glue only. The URL is read once by :mod:`ludoview.embed.params`; the game
is the same session the main page plays (``spec.session``, in the embed's
:data:`~ludoview.core.session.EMBED` mode); what is shown comes from
:mod:`ludoview.embed.view`; the host talks through :mod:`ludoview.embed.host_api`;
a person's keys and clicks go through the game's chooser, as on the main page.
Every text that comes from the URL or from a host is put in the page with
``textContent`` (or escaped), never parsed as markup.
"""

from __future__ import annotations

import asyncio
import json
import traceback
from html import escape

from pyscript import document, window

from ludo.errors import LudoError
from ludo.limits import loads
from ludo.values import replace
from ludoview.core import dom
from ludoview.core.config import query
from ludoview.core.drawing import die_svg
from ludoview.core.i18n import pick_language
from ludoview.core.session import EMBED
from ludoview.core.share import record_from_fragment
from ludoview.embed import host_api, params as embed_params
from ludoview.embed.params import EmbedConfig, EmbedParamError
from ludoview.embed.view import FrameView, frame_view, share_links
from ludoview.embed.words import WORDS

SCENARIOS_URL = "./rules/scenarios.json"
#: Delays (seconds, times ``speed``) of computer actions; the demo is slower.
DELAYS = {"roll": 0.7, "move": 0.6, "pass": 0.9, "restart": 3.0}
DEMO_FACTOR = 1.6


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


class EmbedPage:
    """One board: ``embed.html``'s (the document, its URL's parameters, its host a parent
    window) or, through :class:`ludoview.embed.boards.BoardPage`, one ``<ludo-board>``
    element's (its shadow root, its attributes, events on the element). Everything it
    shows is found in its :class:`~ludoview.core.dom.Root`."""

    #: Where the rules pages' scenarios are, relative to the page (``scenario=``).
    scenarios_url = SCENARIOS_URL
    #: A paused board plays no computer turn and runs no timer (a board far from the screen).
    paused = False

    def __init__(self, root: dom.Root | None = None, params: dict | None = None) -> None:
        self.root = root or dom.DOCUMENT
        self.own_origin = str(window.location.origin)
        self.params = query(dom.search()) if params is None else params
        wanted = (self.params.get("lang") or [""])[0]
        self.lang = pick_language(wanted if wanted in embed_params.LANGUAGES else None, dom.browser_languages())
        self.config: EmbedConfig | None = None
        self.session = None
        self.chooser = None
        self.generation = 0
        self.busy = False
        self.sentences: list[str] = []
        self.warned_origin = False   # a message from a refused origin was reported in the console

    # --- start ----------------------------------------------------------------------
    async def start(self) -> None:
        shared = None
        try:
            scenarios = await self.load_scenarios() if "scenario" in self.params else None
            self.config = embed_params.parse(self.params, scenarios)
            if self.config.lang:
                self.lang = self.config.lang
            shared = record_from_fragment(self.fragment())
            if shared is not None:
                self.config, self.session = embed_params.continued(self.config, shared)
            else:
                self.session = self.config.session()
        except EmbedParamError as exc:
            self.fail(*exc.problems)
            return
        except (ValueError, LudoError) as exc:
            self.fail(cut(str(exc)))
            return
        self.chooser = self.config.spec.chooser()
        self.bind()
        self.bind_host()
        self.translate()
        self.sentences = []
        self.render()
        if self.config.setup:
            from ludoview.embed.setup import SetupForm
            self.root.host.classList.add("setup-open")
            SetupForm(self.config, self.lang, self.begin, self.root).show()
        self.root.set_state("ready")
        self.post(host_api.event("ready", self.config.frame_id, game=self.config.game, mode=self.config.mode,
                                 **self.session.state()))
        if self.session.waiting_throw is not None and shared is None:
            self.post_roll()
        if not self.config.setup:
            self.kick()

    def begin(self, config: EmbedConfig) -> None:
        """Start the game the reader chose in the setup form."""
        self.root.host.classList.remove("setup-open")
        self.generation += 1
        self.busy = False
        self.config = config
        self.session = config.session()
        self.after(self.session.events)
        self.post(host_api.event("state", config.frame_id, command="setup", **self.session.state()))
        self.kick()

    def fragment(self) -> str:
        """The page's URL fragment (a shared game, ``#record=``)."""
        return str(window.location.hash)

    def share_path(self) -> str:
        """The path of ``embed.html`` that the share links open."""
        return str(window.location.pathname)

    async def load_scenarios(self) -> dict:
        from pyscript import fetch
        response = await fetch(self.scenarios_url)
        if not response.ok:
            raise EmbedParamError(f"scenario: the scenario list could not be loaded ({response.status})")
        try:
            return loads(await response.text(), "scenarios")["scenarios"]
        except (ValueError, KeyError, TypeError):
            raise EmbedParamError("scenario: the scenario list could not be read") from None

    # --- errors -----------------------------------------------------------------------
    def fail(self, *problems: str) -> None:
        """Show the problems in the frame (as text, one a line) and tell the host."""
        message = "\n".join(problems)
        self.root.host.lang = self.lang
        self.root.set_state("error", message)
        box = self.root.el("error")
        box.querySelector(".error-title").textContent = WORDS(self.lang, "embed.error_title")
        listing = box.querySelector(".error-text")
        listing.textContent = ""
        for problem in problems:            # one bullet a problem, each as text
            item = document.createElement("li")
            item.textContent = problem
            listing.appendChild(item)
        box.querySelector(".error-hint").textContent = WORDS(self.lang, "embed.error_hint")
        box.hidden = False
        self.post(host_api.event("error", self.frame_id(), message="; ".join(problems), problems=list(problems)))

    def frame_id(self) -> str:
        """The ``id`` parameter, even when another parameter broke the config."""
        if self.config is not None:
            return self.config.frame_id
        value = (self.params.get("id") or [""])[0]
        return value if len(value) <= embed_params.MAX_TEXT else ""

    # --- host messages ------------------------------------------------------------------
    def targets(self) -> list[str]:
        """Where events go: the allowed origins (read on their own when another
        parameter broke the config, so the host still hears the error)."""
        if self.config is not None:
            origins = self.config.origins
        else:
            try:
                origins = embed_params.parse_origins(self.params["origin"][0]) if "origin" in self.params else ()
            except EmbedParamError:
                origins = ()
        if "*" in origins:
            return ["*"]
        return list(origins) or [self.own_origin]

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        parent = target or window.parent
        if target is None and parent == window:
            return   # not in a frame: nobody to tell
        targets = [origin] if origin else self.targets()
        if targets == [self.own_origin] and not self.parent_is_own():
            return   # no origin= and a host elsewhere: it may not hear us (no message, no console error)
        message = to_js(event)
        for where in targets:
            parent.postMessage(message, where)

    @staticmethod
    def parent_is_own() -> bool:
        """Is the page around the frame on the frame's own origin (its location readable)?"""
        try:
            return str(window.parent.location.origin) == str(window.location.origin)
        except Exception:   # a cross-origin parent: reading its location is refused
            return False

    def on_message(self, evt) -> None:
        """A host's command: carried out, or refused with an ``error`` event naming the command
        and what is wrong. Nothing a host sends escapes as an exception: the frame goes on."""
        origin = str(evt.origin)
        if not host_api.origin_allowed(origin, self.config.origins, self.own_origin):
            if not self.warned_origin:   # ignored, no reply; said once in the console
                self.warned_origin = True
                window.console.warn(host_api.refused_origin_warning(origin, self.config.origins,
                                                                    self.own_origin))
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
            command = host_api.parse_command(data, self.config.spec, self.config.settings)
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
            self.post(host_api.event("error", self.config.frame_id, message=message, problems=[message],
                                     request=host_api.request_of(data), command=None if kind is None else kind[:60]),
                      **reply)
        except Exception as exc:   # a host that cannot be answered (a closed window): the frame goes on
            window.console.warn(f"no reply to the host: {type(exc).__name__}")
        self.say([WORDS(self.lang, "embed.host_error", message=message)])

    def recover(self) -> None:
        """After an unexpected failure: the frame drawn again from its session, its loop free."""
        self.busy = False
        try:
            self.chooser = self.config.spec.chooser()
            self.render()
        except Exception as exc:
            window.console.warn(f"the frame could not be drawn again: {type(exc).__name__}: {exc}")

    def run(self, command: host_api.Command, reply: dict) -> None:
        self.generation += 1   # a host command interrupts a computer about to act
        self.busy = False
        if command.type == "set-position":
            self.set_position(command.position, command.roll)
            events = self.session.events
        elif command.type == "set-roll":
            events = self.session.set_roll(command.roll)
        elif command.type == "reset":
            events = self.session.reset()
        else:
            index = None if command.move is None else self.session.index_of(command.move)
            self.play(index, request=command.request, reply=reply)
            return
        self.after(events)
        self.post(host_api.event("state", self.config.frame_id, request=command.request, command=command.type,
                                 **self.session.state()), **reply)
        if command.type == "set-roll" or (self.session.waiting_throw is not None and command.type != "reset"):
            self.post_roll()
        self.kick()

    def set_position(self, position: dict, roll) -> None:
        """Show ``position`` (of any game) with ``roll`` thrown."""
        self.config = embed_params.with_position(self.config, position, roll)
        self.session = self.config.session()
        self.chooser = self.config.spec.chooser()

    def post_roll(self) -> None:
        s = self.session
        self.post(host_api.event("roll", self.config.frame_id, player=s.turn, roll=s.waiting_throw,
                                 moves=s.choices, position=s.position))

    # --- actions ----------------------------------------------------------------------
    def roll(self) -> None:
        self.after(self.session.roll())
        self.post_roll()
        self.kick()

    def play(self, index: int | None, request=None, reply: dict | None = None) -> None:
        s = self.session
        player, roll = s.turn, s.waiting_throw
        move = None if index is None else s.choices[index]
        self.after(s.play(index))
        fields = dict(player=player, roll=roll, move=move, position=s.position)
        if request is not None:
            fields["request"] = request
        self.post(host_api.event("move", self.config.frame_id, **fields), **(reply or {}))
        if s.result is not None:
            self.post(host_api.event("gameover", self.config.frame_id, result=s.result, position=s.position))
        self.kick()

    def after(self, events: list[dict]) -> None:
        self.sentences = self.config.spec.say_all(self.lang, events, self.session.position)
        self.chooser = self.config.spec.chooser()
        self.render()

    def kick(self) -> None:
        s = self.session
        if self.paused or self.busy or s.phase == "over" and self.config.mode != "demo":
            return
        if s.phase != "over" and s.human_to_act:
            return
        self.busy = True
        asyncio.ensure_future(self.drive(self.generation))

    async def drive(self, generation: int) -> None:
        """Computer seats (and the demo) act by themselves, one action per pause."""
        factor = self.config.speed * (DEMO_FACTOR if self.config.mode == "demo" else 1)
        try:
            while generation == self.generation:
                s = self.session
                if s.phase == "over":
                    if self.config.mode != "demo":
                        return
                    await dom.pause(DELAYS["restart"] * factor)
                    if generation != self.generation:
                        return
                    self.session = replace(self.config, seed=None).session()
                    self.after(self.session.events)
                    continue
                if s.human_to_act:
                    return
                kind = "roll" if s.phase == "roll" else ("move" if s.choices else "pass")
                await dom.pause(DELAYS[kind] * factor)
                if generation != self.generation:
                    return
                if kind == "roll":
                    self.after(s.roll())
                    self.post_roll()
                else:
                    player, roll = s.turn, s.waiting_throw
                    index = s.computer_choice() if s.choices else None
                    move = None if index is None else s.choices[index]
                    self.after(s.play(index))
                    self.post(host_api.event("move", self.config.frame_id, player=player, roll=roll,
                                             move=move, position=s.position))
                    if s.result is not None:
                        self.post(host_api.event("gameover", self.config.frame_id, result=s.result,
                                                 position=s.position))
        except Exception as exc:   # keep the frame alive and say what broke
            window.console.warn("".join(traceback.format_exception(exc)))
            self.fail(f"{type(exc).__name__}: {exc}")
        finally:
            if generation == self.generation:
                self.busy = False

    # --- input ------------------------------------------------------------------------
    def bind_host(self) -> None:
        """What only a page of its own listens to: its host's messages, every key."""
        dom.on(window, "message", self.on_message)
        dom.on(document, "keydown", self.on_key)

    def bind(self) -> None:
        dom.on(self.root.el("die"), "click", lambda e: self.on_die())
        dom.on(self.root.el("board"), "click", self.on_pick)
        dom.on(self.root.el("move-list"), "click", self.on_pick)
        dom.on(self.root.el("reset"), "click", lambda e: self.on_reset())
        dom.on(self.root.el("continue"), "click", lambda e: self.on_continue())
        self.root.on_orient_change(lambda orient: self.render())   # the host resized the frame

    def can_act(self) -> bool:
        return self.session.human_to_act and self.config.mode != "demo"

    def on_die(self) -> None:
        if self.can_act() and self.session.phase == "roll":
            self.roll()

    def on_pick(self, event) -> None:
        target = dom.found(event.target.closest("[data-move]"))
        if target is None or not self.can_act() or self.session.phase != "choose":
            return
        index = int(target.getAttribute("data-move"))
        if 0 <= index < len(self.session.choices):
            self.play(index)

    def on_key(self, event) -> None:
        """The main page's keys (the game's chooser): R rolls, the arrows pick a move,
        Enter plays it (or passes a roll without a move); colonne also 1-6, A, Escape."""
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if self.root.host.classList.contains("setup-open") or not self.can_act():
            return
        name = str(event.key)
        tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
        if name in ("Enter", " ") and tag in ("button", "a", "summary", "select", "input"):
            return   # the focused control does its own thing
        act, chooser = self.chooser.key(name, self.session)
        if act.kind in ("none", "undo"):
            return
        event.preventDefault()
        self.chooser = chooser
        if act.kind == "roll":
            self.on_die()
        elif act.kind == "play":
            self.play(act.index)
        else:
            self.render(act.prompt)

    def on_continue(self) -> None:
        if self.can_act() and self.session.phase == "choose" and not self.session.choices:
            self.play(None)

    def on_reset(self) -> None:
        self.generation += 1
        self.busy = False
        self.after(self.session.reset())
        self.post(host_api.event("state", self.config.frame_id, command="reset", **self.session.state()))
        self.kick()

    # --- drawing ----------------------------------------------------------------------
    def translate(self) -> None:
        lang = self.lang
        self.root.host.lang = lang
        caption = self.root.el("caption")
        caption.textContent = self.config.title
        caption.hidden = not self.config.title
        if self.config.title and self.root.is_document:
            document.title = self.config.title
        self.root.el("reset").textContent = WORDS(lang, "embed.reset")
        self.root.el("reset").hidden = self.config.mode == "demo"
        self.root.el("continue").textContent = WORDS(lang, "embed.continue")
        self.root.el("share-label").textContent = WORDS(lang, "embed.share")
        self.root.el("share-game").textContent = WORDS(lang, "embed.share_game")
        self.root.el("share-position").textContent = WORDS(lang, "embed.share_position")
        self.root.el("share-replay").textContent = WORDS(lang, "embed.replay")

    def say(self, sentences: list[str]) -> None:
        self.root.el("say").textContent = " ".join(sentences)

    def render(self, prompt: str | None = None) -> None:
        s = self.session
        v: FrameView = frame_view(s, self.config, self.lang, self.sentences, self.chooser, self.can_act(),
                                  self.root.orient())
        board = self.root.el("board")
        board.innerHTML = v.board
        board.removeAttribute("aria-busy")
        board.setAttribute("data-phase", v.phase)
        board.setAttribute("data-turn", str(s.turn))
        board.setAttribute("data-roll", json.dumps(s.waiting_throw))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        board.setAttribute("data-moves", json.dumps([{k: m[k] for k in self.config.spec.move_keys}
                                                     for m in s.choices], separators=(",", ":")))
        self.root.el("status").textContent = v.status
        die = self.root.el("die")
        die.innerHTML = "".join(die_svg(face) for face in v.faces)
        die.className = f"die dice-{len(v.faces)} c{s.turn}"
        die.disabled = v.die_disabled
        die.setAttribute("aria-label", v.die_label)
        die.setAttribute("title", v.die_label)
        self.root.el("explain-head").textContent = v.head
        self.root.el("explain-rule").textContent = v.rule
        icon = self.config.spec.icon
        cursor = self.chooser.cursor if self.can_act() else None
        items = []
        for m in v.moves:
            here = m.index == cursor
            current = ' aria-current="true"' if here else ""
            note = f'<span class="rule">{escape(m.note)}</span>' if m.note else ""
            items.append(f'<li><button type="button" class="move{" selected" if here else ""}" data-move="{m.index}"'
                         f' data-testid="move-{m.index}" data-from="{m.origin}" data-to="{m.target}"'
                         f'{current}{" disabled" if m.disabled else ""}>'
                         f'{icon(s.turn, 14)} {escape(m.text)}{note}</button></li>')
        self.root.el("move-list").innerHTML = "".join(items)
        self.say([v.say] if v.say else ([self.config.spec.words(self.lang, prompt)] if prompt else []))
        self.root.el("continue").hidden = not v.can_continue
        game, position, replay_link = share_links(self.share_path(), self.params, self.config, s,
                                                  self.lang)
        self.root.el("share-game").href = game
        self.root.el("share-position").href = position
        self.root.el("share-replay").href = replay_link


def cut(text: str, limit: int = 500) -> str:
    """A message shown or sent, cut short (an input's words never make a huge one)."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


PAGE: EmbedPage | None = None


def main() -> None:
    """Entry point of ``embed.html``'s ``<script type="py">``."""
    global PAGE
    PAGE = EmbedPage()

    async def run() -> None:
        try:
            await PAGE.start()
        except Exception as exc:
            window.console.warn("".join(traceback.format_exception(exc)))
            PAGE.fail(cut(f"{type(exc).__name__}: {exc}"))

    asyncio.ensure_future(run())
