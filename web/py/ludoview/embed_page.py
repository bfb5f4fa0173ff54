"""The embed (``embed.html``): a board for an ``<iframe>``, configured by its URL.

DOM glue only: the URL is read by :mod:`ludoview.embed_params`, the game is an
:mod:`ludoview.embed_model` table, the host talks through
:mod:`ludoview.host_api`, share links come from :mod:`ludoview.embed_share`.
Every text that comes from the URL or from a host is put in the page with
``textContent`` (or escaped), never parsed as markup.
"""

from __future__ import annotations

import asyncio
import json
import traceback
from dataclasses import replace
from urllib.parse import parse_qs

from pyscript import document, window

from ludo.errors import LudoError
from ludoview import dom, embed_params, host_api
from ludoview.embed_i18n import te
from ludoview.embed_model import Table, table_for, table_for_position, table_from_replay
from ludoview.embed_params import EmbedConfig, EmbedParamError
from ludoview.embed_share import ShareError, record_from_fragment, replay
from ludoview.embed_view import EmbedView
from ludoview.embed_words import say_all
from ludoview.i18n import pick_language

SCENARIOS_URL = "./rules/scenarios.json"
#: Delays (seconds, times ``speed``) of computer actions; the demo is slower.
DELAYS = {"roll": 0.7, "move": 0.6, "pass": 0.9, "restart": 3.0}
DEMO_FACTOR = 1.6


def to_js(value):
    """A Python JSON value as a plain JS object (for postMessage)."""
    return window.JSON.parse(json.dumps(value))


def from_js(value):
    """A structured-cloned message as a Python JSON value (None if it is not JSON)."""
    try:
        text = window.JSON.stringify(value)
    except Exception:
        return None
    return None if text is None else json.loads(str(text))


class EmbedPage(EmbedView):
    def __init__(self) -> None:
        self.own_origin = str(window.location.origin)
        search = str(window.location.search)
        self.params = parse_qs(search[1:], keep_blank_values=True)
        raw_lang = (self.params.get("lang") or [""])[0]
        self.lang = pick_language(raw_lang if raw_lang in embed_params.LANGS else None, dom.browser_languages())
        self.config: EmbedConfig | None = None
        self.table: Table | None = None
        self.generation = 0
        self.busy = False
        self.sentences: list[str] = []

    # --- start ----------------------------------------------------------------------
    async def start(self) -> None:
        shared = None
        try:
            scenarios = await self.load_scenarios() if "scenario" in self.params else None
            self.config = embed_params.parse(self.params, scenarios)
            if self.config.lang:
                self.lang = self.config.lang
            shared = record_from_fragment(str(window.location.hash))
            if shared is not None:
                self.table = table_from_replay(self.config, replay(shared))
                self.config = self.table.config
            else:
                self.table = table_for(self.config)
        except EmbedParamError as exc:
            self.fail(*exc.problems)
            return
        except (ShareError, LudoError) as exc:
            self.fail(str(exc))
            return
        self.bind()
        self.translate()
        self.sentences = []
        self.render()
        if self.config.setup:
            from ludoview.embed_setup import SetupForm
            document.documentElement.classList.add("setup-open")
            SetupForm(self.config, self.lang, self.begin).show()
        dom.set_state("ready")
        self.post(host_api.event("ready", self.config.frame_id, game=self.config.game, mode=self.config.mode,
                                 **self.table.state()))
        if self.table.shown_roll is not None and shared is None:
            self.post_roll()
        if not self.config.setup:
            self.kick()

    def begin(self, config: EmbedConfig) -> None:
        """Start the game the reader chose in the setup form."""
        document.documentElement.classList.remove("setup-open")
        self.generation += 1
        self.busy = False
        self.config = config
        self.table = table_for(config)
        self.sentences = say_all(self.lang, self.table.reset(), self.variant)
        self.render()
        self.post(host_api.event("state", config.frame_id, command="setup", **self.table.state()))
        self.kick()

    async def load_scenarios(self) -> dict:
        from pyscript import fetch
        response = await fetch(SCENARIOS_URL)
        if not response.ok:
            raise EmbedParamError(f"scenario: the scenario list could not be loaded ({response.status})")
        return json.loads(await response.text())["scenarios"]

    @property
    def variant(self) -> str:
        return self.table.position.get("variant", "small") if self.table else "small"

    # --- errors -----------------------------------------------------------------------
    def fail(self, *problems: str) -> None:
        """Show the problems in the frame (as text, one a line) and tell the host."""
        message = "\n".join(problems)
        box = dom.el("error")
        box.querySelector(".error-title").textContent = te(self.lang, "embed.error_title")
        box.querySelector(".error-text").textContent = message
        box.querySelector(".error-hint").textContent = te(self.lang, "embed.error_hint")
        box.hidden = False
        document.documentElement.lang = self.lang
        dom.set_state("error", message)
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
        message = to_js(event)
        for where in ([origin] if origin else self.targets()):
            parent.postMessage(message, where)

    def on_message(self, evt) -> None:
        data = from_js(evt.data)
        if isinstance(data, dict) and data.get("source") == host_api.SOURCE:
            return   # an event of ours (a frame talking to itself)
        origin = str(evt.origin)
        if not host_api.origin_allowed(origin, self.config.origins, self.own_origin):
            return   # not allowed to talk to this frame: ignored, no reply
        reply = dict(target=evt.source, origin=origin)
        try:
            command = host_api.parse_command(data, self.table.game)
            self.run(command, reply)
        except (host_api.HostApiError, LudoError) as exc:
            kind = data.get("type") if isinstance(data, dict) and isinstance(data.get("type"), str) else None
            self.post(host_api.event("error", self.config.frame_id, message=str(exc),
                                     request=host_api.request_of(data), command=kind), **reply)
            self.say([te(self.lang, "embed.host_error", message=str(exc))])

    def run(self, command: host_api.Command, reply: dict) -> None:
        table = self.table
        self.generation += 1   # a host command interrupts a computer about to act
        self.busy = False
        if command.type == "set-position":
            self.table = table = table_for_position(self.config, command.position, command.roll)
            self.config = table.config
            events = []
        elif command.type == "set-roll":
            events = table.set_roll(command.roll)
        elif command.type == "reset":
            events = table.reset()
        else:
            index = None if command.move is None else table.index_of(command.move)
            self.play(index, request=command.request, reply=reply)
            return
        self.sentences = say_all(self.lang, events, self.variant)
        self.render()
        self.post(host_api.event("state", self.config.frame_id, request=command.request, command=command.type,
                                 **table.state()), **reply)
        if command.type == "set-roll" or (table.shown_roll is not None and command.type != "reset"):
            self.post_roll()
        self.kick()

    def post_roll(self) -> None:
        t = self.table
        self.post(host_api.event("roll", self.config.frame_id, player=t.seat, roll=t.shown_roll,
                                 moves=t.moves, position=t.position))

    # --- actions ----------------------------------------------------------------------
    def roll(self) -> None:
        events = self.table.roll_die()
        self.after(events)
        self.post_roll()
        self.kick()

    def play(self, index: int | None, request=None, reply: dict | None = None) -> None:
        t = self.table
        player, roll = t.seat, t.shown_roll
        move = None if index is None else t.moves[index]
        events = t.play(index)
        self.after(events)
        fields = dict(player=player, roll=roll, move=move, position=t.position)
        if request is not None:
            fields["request"] = request
        self.post(host_api.event("move", self.config.frame_id, **fields), **(reply or {}))
        if t.result is not None:
            self.post(host_api.event("gameover", self.config.frame_id, result=t.result, position=t.position))
        self.kick()

    def after(self, events: list[dict]) -> None:
        self.sentences = say_all(self.lang, events, self.variant)
        self.render()

    def kick(self) -> None:
        t = self.table
        if self.busy or t.phase == "over" and self.config.mode != "demo":
            return
        if t.phase != "over" and t.human_to_act:
            return
        self.busy = True
        asyncio.ensure_future(self.drive(self.generation))

    async def drive(self, generation: int) -> None:
        """Computer seats (and the demo) act by themselves, one action per pause."""
        factor = self.config.speed * (DEMO_FACTOR if self.config.mode == "demo" else 1)
        try:
            while generation == self.generation:
                t = self.table
                if t.phase == "over":
                    if self.config.mode != "demo":
                        return
                    await dom.pause(DELAYS["restart"] * factor)
                    if generation != self.generation:
                        return
                    self.table = table_for(replace(self.config, seed=None))
                    self.after(self.table.reset())
                    continue
                if t.human_to_act:
                    return
                kind = "roll" if t.phase == "roll" else ("move" if t.moves else "pass")
                await dom.pause(DELAYS[kind] * factor)
                if generation != self.generation:
                    return
                if kind == "roll":
                    self.after(t.roll_die())
                    self.post_roll()
                else:
                    player, roll = t.seat, t.shown_roll
                    before = len(t.actions)
                    events = t.computer_step()
                    action = t.actions[before] if len(t.actions) > before else {}
                    self.after(events)
                    move = action.get("move", action.get("step"))
                    self.post(host_api.event("move", self.config.frame_id, player=player, roll=roll,
                                             move=move, position=t.position))
                    if t.result is not None:
                        self.post(host_api.event("gameover", self.config.frame_id, result=t.result,
                                                 position=t.position))
        except Exception as exc:   # keep the frame alive and say what broke
            window.console.warn("".join(traceback.format_exception(exc)))
            self.fail(f"{type(exc).__name__}: {exc}")
        finally:
            if generation == self.generation:
                self.busy = False

    # --- input ------------------------------------------------------------------------
    def bind(self) -> None:
        dom.on(window, "message", self.on_message)
        dom.on(dom.el("die"), "click", lambda e: self.on_die())
        dom.on(dom.el("board"), "click", self.on_pick)
        dom.on(dom.el("move-list"), "click", self.on_pick)
        dom.on(dom.el("reset"), "click", lambda e: self.on_reset())
        dom.on(dom.el("continue"), "click", lambda e: self.on_continue())
        dom.on(document, "keydown", self.on_key)

    def can_act(self) -> bool:
        return self.table.human_to_act and self.config.mode != "demo"

    def on_die(self) -> None:
        if self.can_act() and self.table.phase == "roll":
            self.roll()

    def on_pick(self, event) -> None:
        target = event.target.closest("[data-move]")
        if not target or not self.can_act() or self.table.phase != "choose":
            return
        index = int(target.getAttribute("data-move"))
        if 0 <= index < len(self.table.moves):
            self.play(index)

    def on_key(self, event) -> None:
        """Keys: R rolls, 1-9 play that move of the list, C passes a roll without a move."""
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if document.documentElement.classList.contains("setup-open"):
            return
        key = str(event.key).lower()
        phase = self.table.phase
        if key == "r" and phase == "roll":
            self.on_die()
        elif key.isdigit() and key != "0" and phase == "choose" and self.can_act():
            index = int(key) - 1
            if index < len(self.table.moves):
                self.play(index)
        elif key == "c":
            self.on_continue()

    def on_continue(self) -> None:
        if self.can_act() and self.table.phase == "choose" and not self.table.moves:
            self.play(None)

    def on_reset(self) -> None:
        self.generation += 1
        self.busy = False
        self.after(self.table.reset())
        self.post(host_api.event("state", self.config.frame_id, command="reset", **self.table.state()))
        self.kick()

    # --- drawing ----------------------------------------------------------------------


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
            PAGE.fail(f"{type(exc).__name__}: {exc}")

    asyncio.ensure_future(run())
