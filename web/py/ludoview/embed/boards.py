"""Every ``<ludo-board>`` of a page, driven by one runtime (``web/boards.js`` starts it).

``boards.js`` defines the element (embed.html's frame in a shadow root) and starts
PyScript once for the page; :func:`main` then hands it this module's side of the
boards (:class:`Boards`), and the script tells it of every board connected to the
page (those written in the HTML and any added later), disconnected, brought near the
screen or taken far from it, and of every command a page gives a board
(``board.command({...})``).

Each board is a :class:`BoardPage`: the embed's own controller
(:class:`~ludoview.embed.page.EmbedPage`) working in the element's shadow root
(:class:`~ludoview.core.dom.Root`), configured by the element's attributes (the
embed's URL parameters, read by the same :func:`ludoview.embed.params.parse`), and
telling its page what happens by CustomEvents on the element (``ludo:ready``,
``ludo:move``, ...: ``event.detail`` is what embed.html posts to its parent).

Boards start one at a time, the ones near the screen first, the others when the
page is idle, so a board scrolled to or jumped to is already live. A board far from
the screen is paused: its computer turns and the demo's pauses wait until it comes
back, and it goes on where it was.
"""

from __future__ import annotations

import asyncio
import traceback

from pyodide.ffi import create_proxy
from pyscript import window

from ludoview.core import catalogues, dom
from ludoview.core.share import FRAGMENT_KEY
from ludoview.embed import page as embed_page
from ludoview.embed import params as embed_params
from ludoview.embed.params import KNOWN, LANGUAGES

#: The pause between two boards started while none waits near the screen (seconds).
IDLE_START = 0.05


def attributes(element) -> dict[str, list[str]]:
    """The element's attributes that are embed parameters, as the URL's query is read
    (name -> [value]); the others (``class``, ``style``, ``data-*``, ...) are the page's."""
    return {name: [str(element.getAttribute(name))] for name in KNOWN if element.hasAttribute(name)}


class BoardPage(embed_page.EmbedPage):
    """One ``<ludo-board>``: the embed's controller in the element's shadow root."""

    def __init__(self, element, base: str) -> None:
        self.element = element
        self.base = base
        super().__init__(dom.Root(element.shadowRoot, element), attributes(element))
        if "lang" not in self.params:   # the page's language around the board, else the browser's
            around = dom.found(element.closest("[lang]"))
            wanted = str(around.getAttribute("lang")) if around is not None else ""
            if wanted in LANGUAGES:
                self.lang = wanted
        self.scenarios_url = base + "rules/scenarios.json"
        self.near = False
        self.attached = True
        self.started = False
        self.early: list = []   # commands given before the board was up

    # --- where the embed's page differs ---------------------------------------------------
    def fragment(self) -> str:
        """A shared game to continue: the ``record`` attribute, what follows ``#record=`` in
        a share link (the whole link's fragment is taken too), as embed.html reads it."""
        if not self.element.hasAttribute("record"):
            return ""
        value = str(self.element.getAttribute("record")).strip()
        return value if value.startswith("#") else f"#{FRAGMENT_KEY}={value}"

    def share_path(self) -> str:
        return str(window.URL.new("embed.html", self.base).pathname)

    def bind_host(self) -> None:
        # keys reach the board when the focus is in it (its die, its moves); the shadow root
        # sees the element they were pressed on, not the retargeted host
        dom.on(self.root.node, "keydown", self.on_key)

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        """An event for the page: a CustomEvent ``ludo:<type>`` on the element, bubbling,
        ``detail`` the embed's message."""
        options = embed_page.to_js({"detail": event, "bubbles": True, "composed": True})
        self.element.dispatchEvent(window.CustomEvent.new(f"ludo:{event['type']}", options))

    # --- pause and resume -----------------------------------------------------------------
    @property
    def paused(self) -> bool:
        return not (self.near and self.attached)

    def update(self) -> None:
        """After the board came near the screen, went far, was attached or removed."""
        if not self.started or self.session is None:   # not up yet, or it could not start
            return
        if self.paused:
            self.turns.generation += 1   # the computer's or the demo's next step is dropped
            self.turns.busy = False
            self.element.setAttribute("data-paused", "")
        else:
            self.element.removeAttribute("data-paused")
            self.turns.kick()             # and taken up again, from where the game stands

    def command(self, message) -> None:
        if not self.started:
            self.early.append(message)
        elif self.session is not None:   # a board that could not start takes no command
            self.host.receive(message, {})

    async def begin_live(self) -> None:
        try:
            await self.start()
            if self.session is not None:   # the box it takes unless the page sizes it (boards.css)
                width, height = embed_params.frame_size(self.conf, captioned=True)
                self.element.style.setProperty("--ludo-fit", f"{width} / {height}")
        except Exception as exc:
            window.console.warn("".join(traceback.format_exception(exc)))
            self.fail(embed_page.cut(f"{type(exc).__name__}: {exc}"))
        self.started = True
        self.update()
        early, self.early = self.early, []
        for message in early:
            self.command(message)


class Boards:
    """Every board of the page, and the loop that starts them."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.pages: list[BoardPage] = []
        self.waiting: list[BoardPage] = []
        self.wake = asyncio.Event()

    def page_of(self, element) -> BoardPage | None:
        index = getattr(element, "ludoBoard", None)
        return None if index is None else self.pages[int(index)]

    def connect(self, element, _=None) -> None:
        found = self.page_of(element)
        if found is not None:   # moved in the page: the same board, where it was
            found.attached = True
            found.update()
            return
        board = BoardPage(element, self.base)
        element.ludoBoard = len(self.pages)
        self.pages.append(board)
        self.waiting.append(board)
        self.wake.set()

    def disconnect(self, element, _=None) -> None:
        found = self.page_of(element)
        if found is not None:
            found.attached = False
            found.update()

    def show(self, element, near=None) -> None:
        found = self.page_of(element)
        if found is not None:
            found.near = bool(near)
            found.update()
            if found.near:
                self.wake.set()

    def command(self, element, message=None) -> None:
        found = self.page_of(element)
        if found is not None:
            found.command(message)

    def side(self):
        """This object's methods as the JS object boards.js calls."""
        side = window.Object.new()
        for name in ("connect", "disconnect", "show", "command"):
            proxy = create_proxy(getattr(self, name))
            dom._PROXIES.append(proxy)
            setattr(side, name, proxy)
        return side

    async def run(self) -> None:
        """Start the boards one by one: one near the screen at once, else after a pause."""
        while True:
            if not self.waiting:
                self.wake.clear()
                await self.wake.wait()
                continue
            near = [b for b in self.waiting if b.near and b.attached]
            if not near:
                await dom.pause(IDLE_START)
                near = [b for b in self.waiting if b.near and b.attached]
            board = (near or self.waiting)[0]
            self.waiting.remove(board)
            await board.begin_live()
            await dom.pause(0)   # the browser paints it, then the next


BOARDS: Boards | None = None


def main() -> None:
    """Entry point of the ``<script type="py">`` that boards.js adds to the page."""
    global BOARDS
    api = window.ludoBoards
    catalogues.SITE = str(api.base)   # the site's files: the languages' words too
    BOARDS = Boards(str(api.base))
    dom.spawn(BOARDS.run())
    api.up(BOARDS.side())
    from ludoview.embed import frames  # and the site's frames on this page (frames.js)
    frames.serve()
