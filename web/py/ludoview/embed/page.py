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

import json
import traceback
from typing import Any

from pyscript import document, window

from ludo.errors import LudoError
from ludo.limits import loads
from ludoview.core import catalogues, crowd, dom, reasons
from ludoview.core.config import query
from ludoview.core.drawing import die_svg, move_list
from ludoview.core.i18n import capital, pick_language
from ludoview.core.share import record_from_fragment
from ludoview.embed import host_api
from ludoview.embed import params as embed_params
from ludoview.embed.hosting import HostLink, NotJson, cut, from_js, to_js  # noqa: F401 (the editor's too)
from ludoview.embed.keys import FrameKeys
from ludoview.embed.params import EmbedConfig, EmbedParamError
from ludoview.embed.turns import FrameTurns
from ludoview.embed.view import FrameView, frame_view, share_links
from ludoview.embed.words import WORDS

SCENARIOS_URL = "./rules/scenarios.json"


class EmbedPage:
    """One board: ``embed.html``'s (the document, its URL's parameters, its host a parent
    window) or, through :class:`ludoview.embed.boards.BoardPage`, one ``<ludo-board>``
    element's (its shadow root, its attributes, events on the element). Everything it
    shows is found in its :class:`~ludoview.core.dom.Root`.

    It holds its parts, each given the page through a small interface (a protocol of
    :mod:`ludoview.embed.part`): ``host`` (:class:`~ludoview.embed.hosting.HostLink`: the host's
    messages, answered or refused), ``turns`` (:class:`~ludoview.embed.turns.FrameTurns`:
    the computer seats and the demo) and ``keys`` (:class:`~ludoview.embed.keys.FrameKeys`:
    a person's keys and clicks)."""

    #: Where the rules pages' scenarios are, relative to the page (``scenario=``).
    scenarios_url = SCENARIOS_URL

    def __init__(self, root: dom.Root | None = None, params: dict | None = None, frame=None) -> None:
        self.root = root or dom.DOCUMENT
        self.own_origin = str((window if frame is None else frame).location.origin)
        self.params = query(dom.search()) if params is None else params
        wanted = (self.params.get("lang") or [""])[0]
        self.lang = pick_language(wanted if wanted in embed_params.LANGUAGES else None, dom.browser_languages())
        self.config: EmbedConfig | None = None
        self.session: Any = None    # the game's session (None until the parameters are read)
        self.chooser: Any = None
        self.sentences: list[str] = []
        self.told_cites: tuple[str, ...] = ()   # the squares the sentences cite (labelled on the board)
        self.page_cites: tuple[str, ...] = ()   # the squares the texts of the page around the board cite
        self.host = HostLink(self, frame)
        self.turns = FrameTurns(self)
        self.keys = FrameKeys(self)

    @property
    def conf(self) -> EmbedConfig:
        """The frame's settings, read at its start; the host is heard only after it."""
        if self.config is None:
            raise RuntimeError("the frame's settings are not read yet")
        return self.config

    # --- start ----------------------------------------------------------------------
    async def start(self) -> None:
        shared = None
        self.lang = await catalogues.settle(self.lang)   # its words, for a bad address too
        try:
            scenarios = await load_scenarios(self.scenarios_url) if "scenario" in self.params else None
            self.config = embed_params.parse(self.params, scenarios)
            if self.conf.lang:
                self.lang = self.conf.lang
            self.lang = await catalogues.settle(self.lang)
            shared = record_from_fragment(self.fragment())
            if shared is not None:
                self.config, self.session = embed_params.continued(self.conf, shared)
            else:
                self.session = self.conf.session()
        except EmbedParamError as exc:
            self.fail(*exc.problems)
            return
        except (ValueError, LudoError) as exc:
            self.fail(cut(str(exc)), kind=reasons.kind_of(exc))
            return
        self.chooser = self.conf.spec.chooser()
        self.keys.bind()
        self.bind_host()
        self.translate()
        self.sentences = []
        self.render()
        if self.conf.setup:
            from ludoview.embed.setup import SetupForm
            self.root.host.classList.add("setup-open")
            SetupForm(self.conf, self.lang, self.begin, self.root).show()
        self.root.set_state("ready")
        self.post(host_api.event("ready", self.conf.frame_id, game=self.conf.game, mode=self.conf.mode,
                                 **self.session.state()))
        if self.session.waiting_throw is not None and shared is None:
            self.host.post_roll()
        if not self.conf.setup:
            self.turns.kick()

    def begin(self, config: EmbedConfig) -> None:
        """Start the game the reader chose in the setup form."""
        self.root.host.classList.remove("setup-open")
        self.turns.stop()
        self.config = config
        self.session = config.session()
        self.after(self.session.events)
        self.post(host_api.event("state", config.frame_id, command="setup", **self.session.state()))
        self.turns.kick()

    def fragment(self) -> str:
        """The page's URL fragment (a shared game, ``#record=``)."""
        return str(window.location.hash)

    def share_path(self) -> str:
        """The path of ``embed.html`` that the share links open."""
        return str(window.location.pathname)

    # --- where a board differs: its host, its keys, its pause -----------------------------
    def bind_host(self) -> None:
        """What only a page of its own listens to: its host's messages, every key."""
        self.host.bind()

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        """Tell the host ``event`` (:meth:`~ludoview.embed.hosting.HostLink.post`)."""
        self.host.post(event, target, origin)

    def on_key(self, event) -> None:
        self.keys.on_key(event)

    @property
    def paused(self) -> bool:
        """A paused board plays no computer turn and runs no timer (a board far from the screen)."""
        return False

    #: The turns' (:class:`~ludoview.embed.turns.FrameTurns`): an action under way, and the count
    #: bumped to drop the next step (the learning board stops its turns through these).
    busy = property(lambda self: self.turns.busy, lambda self, value: setattr(self.turns, "busy", value))
    generation = property(lambda self: self.turns.generation,
                          lambda self, value: setattr(self.turns, "generation", value))

    # --- errors -----------------------------------------------------------------------
    def fail(self, *problems: str, kind: str = "reason.param") -> None:
        """Show the problems in the frame (as text, one a line, in the frame's language: their
        English said by their ``kind``) and tell the host (in English, the API's language)."""
        shown = list(problems) if self.lang == "en" else list(dict.fromkeys(
            capital(reasons.say(self.lang, p, kind)) for p in problems))
        message = "\n".join(shown)
        self.root.host.lang = self.lang
        self.root.set_state("error", message)
        box = self.root.el("error")
        box.querySelector(".error-title").textContent = WORDS(self.lang, "embed.error_title")
        listing = box.querySelector(".error-text")
        listing.textContent = ""
        for problem in shown:               # one bullet a problem, each as text
            item = document.createElement("li")
            item.textContent = problem
            listing.appendChild(item)
        box.querySelector(".error-hint").textContent = WORDS(self.lang, "embed.error_hint")
        box.hidden = False
        self.post(host_api.event("error", self.host.frame_id(), message="; ".join(problems), problems=list(problems)))

    # --- actions ----------------------------------------------------------------------
    def roll(self) -> None:
        self.after(self.session.roll())
        self.host.post_roll()
        self.turns.kick()

    def play(self, index: int | None, request=None, reply: dict | None = None) -> None:
        self.move_and_tell(index, request, reply)
        self.turns.kick()

    def move_and_tell(self, index: int | None, request=None, reply: dict | None = None) -> None:
        """Play move ``index`` (None: pass) and tell the host, with the game's end if it came."""
        s = self.session
        player, roll = s.turn, s.waiting_throw
        move = None if index is None else s.choices[index]
        self.after(s.play(index))
        fields = dict(player=player, roll=roll, move=move, position=s.position)
        if request is not None:
            fields["request"] = request
        self.post(host_api.event("move", self.conf.frame_id, **fields), **(reply or {}))
        if s.result is not None:
            self.post(host_api.event("gameover", self.conf.frame_id, result=s.result, position=s.position))

    def set_position(self, position: dict, roll) -> None:
        """Show ``position`` (of any game) with ``roll`` thrown."""
        self.config = embed_params.with_position(self.conf, position, roll)
        self.session = self.conf.session()
        self.chooser = self.conf.spec.chooser()

    def after(self, events: list[dict]) -> None:
        self.sentences = self.conf.spec.say_all(self.lang, events, self.session.position)
        self.told_cites = self.conf.spec.cites(events)
        self.chooser = self.conf.spec.chooser()
        self.render()

    def can_act(self) -> bool:
        return self.session.human_to_act and self.conf.mode != "demo"

    # --- drawing ----------------------------------------------------------------------
    def translate(self) -> None:
        lang = self.lang
        self.root.host.lang = lang
        caption = self.root.el("caption")
        caption.textContent = self.conf.title
        caption.hidden = not self.conf.title
        if self.conf.title and self.root.is_document:
            document.title = self.conf.title
        self.root.el("reset").textContent = WORDS(lang, "embed.reset")
        self.root.el("reset").hidden = self.conf.mode == "demo"
        self.root.el("continue").textContent = WORDS(lang, "embed.continue")
        self.root.el("share-label").textContent = WORDS(lang, "embed.share")
        self.root.el("share-game").textContent = WORDS(lang, "embed.share_game")
        self.root.el("share-position").textContent = WORDS(lang, "embed.share_position")
        self.root.el("share-replay").textContent = WORDS(lang, "embed.replay")

    def say(self, sentences: list[str]) -> None:
        self.root.el("say").textContent = " ".join(sentences)

    def render(self, prompt: str | None = None) -> None:
        had = focused(self.root)
        s = self.session
        v: FrameView = frame_view(s, self.conf, self.lang, self.sentences, self.chooser, self.can_act(),
                                  self.root.orient(), (*(self.told_cites if self.sentences else ()), *self.page_cites))
        board = self.root.el("board")
        board.innerHTML = v.board
        crowd.settle(board, self.lang, self.keys.crowd_tap)
        board.removeAttribute("aria-busy")
        board.setAttribute("data-phase", v.phase)
        board.setAttribute("data-turn", str(s.turn))
        board.setAttribute("data-roll", json.dumps(s.waiting_throw))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        board.setAttribute("data-moves", json.dumps([{k: m[k] for k in self.conf.spec.move_keys}
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
        cursor = self.chooser.cursor if self.can_act() else None
        self.root.el("move-list").innerHTML = move_list(v.moves, self.conf.spec.icon(s.turn, 14), -1 if cursor is None
                                                        else cursor)
        self.say([v.say] if v.say else ([self.conf.spec.words(self.lang, prompt)] if prompt else []))
        self.root.el("continue").hidden = not v.can_continue
        game, position, replay_link = share_links(self.share_path(), self.params, self.conf, s,
                                                  self.lang)
        self.root.el("share-game").href = game
        self.root.el("share-position").href = position
        self.root.el("share-replay").href = replay_link
        keep_focus(self.root, self.chooser.cursor, had)


def focused(root):
    """The element of ``root`` (a board) that has the keyboard focus (None: none has)."""
    node = dom.found(root.node.activeElement)
    return None if node is None or str(node.tagName).lower() in ("body", "html") else node


def keep_focus(root, cursor: int | None, had) -> None:
    """A redraw replaced or disabled the focused control (a move played, the die thrown):
    the focus stays in the board, on the control the keys go on with (the move under the
    cursor, the die, the first move, Continue, Reset; else the board itself). A
    ``<ludo-board>`` hears its keys only while the focus is in it; the body took them before."""
    now = focused(root)
    if had is None or (now is not None and not bool(now.matches(":disabled")) and bool(now.isConnected)
                       and dom.found(now.closest("[hidden]")) is None):
        return      # (a control just disabled or hidden keeps the focus until the browser drops it)
    for selector in ((f'#move-list [data-move="{cursor}"]',) if cursor is not None else ()) + (
            "#die:not([disabled])", "#move-list button:not([disabled])", "#continue:not([hidden])",
            "#reset:not([hidden])"):
        node = root.query(selector)
        if node is not None:
            dom.focus_still(node)
            return
    board = root.el("board")     # none yet (the die thrown, its answer to come): the board holds it
    if not board.hasAttribute("tabindex"):
        board.setAttribute("tabindex", "-1")
    dom.focus_still(board)


async def load_scenarios(url: str) -> dict:
    """The rules pages' scenarios (``scenario=``), from ``url``."""
    from pyscript import fetch
    response = await fetch(url)
    if not response.ok:
        raise EmbedParamError(f"scenario: the scenario list could not be loaded ({response.status})")
    try:
        return loads(await response.text(), "scenarios")["scenarios"]
    except (ValueError, KeyError, TypeError):
        raise EmbedParamError("scenario: the scenario list could not be read") from None


PAGE: EmbedPage | None = None


def launch(start, fail) -> None:
    """Run a page's ``start()`` in the background: whatever it raises is logged in the console
    and said on the page in words (``fail``, given the error cut short), never left uncaught."""
    async def run() -> None:
        try:
            await start()
        except Exception as exc:
            window.console.warn("".join(traceback.format_exception(exc)))
            fail(cut(f"{type(exc).__name__}: {exc}"))

    dom.spawn(run())


def main() -> None:
    """Entry point of ``embed.html``'s ``<script type="py">``."""
    global PAGE
    PAGE = EmbedPage()
    launch(PAGE.start, PAGE.fail)
