"""Frames of ``embed.html`` on one page that share one runtime (``web/frames.js``).

A frame of the site whose page already runs a ludo runtime of the same site (its parent
page, with ``boards.js``, or a sibling frame that started one) starts no Python of its
own: ``frames.js`` asks that runtime to serve it, and the runtime draws and drives the
frame's document from its own window (same origin: the DOM of the frame is reachable).
Each served frame is a :class:`FramePage`: the embed's controller with the frame's
document, URL (parameters, fragment) and window; its events are posted to the frame's
parent from the frame's own window (``ludoRelay``, defined by ``frames.js``), so a host
sees them come from that frame (``event.source``) exactly as from a frame with its own
runtime, and the host's commands reach it from the frame's ``message`` events.

A runtime that serves frames says so: ``window.ludoFrames`` is the object ``frames.js``
(or ``boards.js``) made; :func:`serve` hands it this module's side once Python is up.
"""

from __future__ import annotations

from pyodide.ffi import create_proxy
from pyscript import window

from ludoview.core import dom
from ludoview.core.config import query
from ludoview.core.share import fragment
from ludoview.core.view import board_orient
from ludoview.embed import page as embed_page


class FrameRoot(dom.Root):
    """The document of another frame: its elements, its ``<html>``, its viewport."""

    def __init__(self, frame) -> None:
        super().__init__(frame.document, frame.document.documentElement)
        self.frame = frame

    def size(self) -> tuple[float, float]:
        return float(self.frame.innerWidth), float(self.frame.innerHeight)

    def on_orient_change(self, handler) -> None:
        last = [self.orient()]

        def check(event) -> None:
            now = board_orient(*self.size())
            if now != last[0]:
                last[0] = now
                handler(now)
        dom.on(self.frame, "resize", check)


class FramePage(embed_page.EmbedPage):
    """One frame of ``embed.html`` served by this runtime."""

    def __init__(self, frame) -> None:
        self.frame = frame
        super().__init__(FrameRoot(frame), query(str(frame.location.search)), frame)
        self.scenarios_url = str(window.URL.new(embed_page.SCENARIOS_URL, frame.location.href).href)
        self.gone = False

    @property
    def paused(self) -> bool:   # a frame that went away plays no more
        return self.gone

    def fragment(self) -> str:
        return str(self.frame.location.hash)

    def kept(self) -> str:
        """This frame's game as a share link's fragment (``#record=...``), for the runtime that
        takes the frame over (its own, or another frame's) to go on with."""
        record = self.session.record() if self.session is not None else None
        return fragment(record) if record is not None else ""

    def share_path(self) -> str:
        return str(self.frame.location.pathname)

    def translate(self) -> None:
        super().translate()
        if self.conf.title:
            self.frame.document.title = self.conf.title

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        if not self.gone:
            super().post(event, target, origin)


class Frames:
    """The frames this runtime serves."""

    def __init__(self) -> None:
        self.pages: list[FramePage] = []

    def serve(self, frame, _=None) -> None:
        page = FramePage(frame)
        self.pages.append(page)
        frame.ludoServedBy = window   # for the frame's own script (and the tests)
        embed_page.launch(page.start, page.fail)

    def leave(self, frame, _=None) -> None:
        for page in list(self.pages):
            if page.frame == frame:
                page.gone = True
                page.turns.generation += 1
                self.pages.remove(page)

    def hand_over(self, _=None) -> None:
        """This runtime is going (its frame or page is being removed): each frame it serves
        keeps its game in its own URL's fragment, which the frame's next runtime reads when
        frames.js reloads it."""
        for page in self.pages:
            try:
                kept = page.kept()
                if kept:
                    page.frame.location.hash = kept[1:]
            except Exception as exc:   # a frame already gone: nothing to keep
                window.console.warn(f"ludo: a served frame's game could not be kept: {exc}")

    def side(self):
        side = window.Object.new()
        for name in ("serve", "leave", "hand_over"):
            proxy = create_proxy(getattr(self, name))
            dom._PROXIES.append(proxy)
            setattr(side, name, proxy)
        return side


FRAMES: Frames | None = None


def serve() -> None:
    """Serve the site's frames on this page, if the page's script made ``ludoFrames``."""
    global FRAMES
    api = dom.found(getattr(window, "ludoFrames", None))
    if api is None or FRAMES is not None:
        return
    FRAMES = Frames()
    api.up(FRAMES.side())
