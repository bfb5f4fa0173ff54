"""The game review in a page (browser only): runs the analysis a slice at a time and
writes :func:`ludoview.games.review.review_view` into the page's review section.

The section (``#review`` on the end screen and in ``replay.html``) holds a heading, a
progress line and a body. The work is ``ludo.api.analyse_turns(record, ticks=True)``,
advanced for at most :data:`SLICE` seconds, then the browser gets a turn
(a timer of :data:`BREATHE`: input, painting and the page's timers go on meanwhile); the progress
says how many of the record's turns are done. Starting another record, or
:meth:`Review.cancel` (a new game), stops the work at its next slice. The section's
``data-state`` says where it is (``running``, ``done``, ``failed``, ``idle``), and
``data-ms`` / ``data-longest-ms`` how long the whole analysis took (the review drawn)
and its longest slice (the drawing too), ``data-check-ms`` / ``data-replay-ms`` the two steps that go through the whole
record at once (the engine's check of the record, and the end screen's replay of it to
word the mistakes' moves; the benchmark reads them all).
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from collections.abc import Callable
from html import escape

from pyscript import window

from ludo import api
from ludo.errors import LudoError
from ludoview.core import dom
from ludoview.core.game import GameSpec
from ludoview.core.words import SHELL
from ludoview.games.review import Progress, ReviewView, opening_record, record_turns, review_html, review_view
from ludoview.games.review_chart import percent

#: The longest stretch of work between two turns of the browser (seconds).
SLICE = 0.03
#: The pause between two slices (seconds): above Pyodide's 2 ms, so that it is a browser
#: timer (``setTimeout``), which lets the page's other timers run too; a shorter one is a
#: message to itself, which Chromium may run ahead of every timer for as long as it lasts.
BREATHE = 0.004


class Review:
    """The review section of a page: ``link(at, turn)`` gives a mistake's link to the replay at
    position ``at`` (the end screen), or ``pick(at, turn)`` shows that position (the replay
    page); ``done()`` is called once a review is drawn whole; :attr:`listed` is its mistakes
    as listed, ``(at, turn)`` each, biggest first."""

    def __init__(self, root: str = "review", link: Callable[[int, int], str | None] | None = None,
                 pick: Callable[[int, int | None], None] | None = None,
                 done: Callable[[], None] | None = None) -> None:
        self.root = root
        self.link = link
        self.pick = pick
        self.done = done
        self.listed: tuple[tuple[int, int], ...] = ()
        self.key: str | None = None
        self.generation = 0
        self.lang = "en"
        self.spec: GameSpec | None = None
        self.names = None
        self.positions = None
        self.record: dict | None = None
        self.progress: Progress | None = None
        self.error: str | None = None
        self.bound = False
        self.task: asyncio.Future | None = None

    def el(self, part: str = ""):
        return dom.el(f"{self.root}{part}")

    # --- what the pages call -----------------------------------------------------------
    def start(self, record: dict | None, spec: GameSpec, lang: str, names=None, positions=None) -> None:
        """Review ``record`` (None: nothing to review, the section hides). The same record
        again only redraws (in ``lang``); another one replaces the work under way."""
        self.bind()
        self.lang, self.names = lang, names
        if record is None:
            self.cancel()
            return
        key = json.dumps(record, sort_keys=True, separators=(",", ":"))
        if key == self.key:
            self.draw()
            return
        self.cancel()
        self.key, self.spec, self.record, self.positions = key, spec, record, positions
        self.el().hidden = False
        self.task = dom.spawn(self.run(self.generation))

    def cancel(self) -> None:
        """Stop the work under way (if any) and empty the section."""
        self.generation += 1
        self.key = self.record = self.progress = self.positions = self.error = None
        self.listed = ()
        root = self.el()
        root.hidden = True
        root.setAttribute("data-state", "idle")
        self.el("-body").innerHTML = ""

    def set_language(self, lang: str) -> None:
        self.lang = lang
        if self.key is not None:
            self.draw()

    # --- the work ------------------------------------------------------------------------
    async def run(self, generation: int) -> None:
        root = self.el()
        longest = 0.0
        started = None
        record = self.record
        if record is None:   # (start() gives the record first)
            return
        try:
            await asyncio.sleep(BREATHE)            # the page shows the end screen first
            if generation != self.generation:
                return
            root.setAttribute("data-state", "running")
            started = time.perf_counter()
            step = time.perf_counter()
            list(api.analyse_turns(opening_record(record)))   # the analysis' code loaded
            longest = time.perf_counter() - step
            await asyncio.sleep(BREATHE)
            if generation != self.generation:
                return
            step = time.perf_counter()
            items = api.analyse_turns(record, ticks=True)   # (replays the record once)
            self.progress = Progress(items, record_turns(record))
            check = time.perf_counter() - step
            longest = max(longest, check)
            root.setAttribute("data-check-ms", str(round(1000 * check)))
            self.draw()
            while True:
                await asyncio.sleep(BREATHE)
                if generation != self.generation:
                    return
                step = time.perf_counter()
                finished = self.progress.advance(SLICE, time.perf_counter)
                if finished and self.positions is None:   # (to word the mistakes' moves)
                    await asyncio.sleep(BREATHE)
                    if generation != self.generation:
                        return
                    step = time.perf_counter()
                    self.positions = api.replay(self.record)["positions"]
                    root.setAttribute("data-replay-ms", str(round(1000 * (time.perf_counter() - step))))
                longest = max(longest, time.perf_counter() - step)
                self.draw_progress()
                if finished:
                    break
        except (LudoError, ValueError) as exc:
            if generation == self.generation:
                self.error = str(exc)
        except Exception as exc:   # a bug must not break the page: say it and go on
            window.console.warn("".join(traceback.format_exception(exc)))
            if generation == self.generation:
                self.error = f"{type(exc).__name__}: {exc}"
        if generation != self.generation:
            return
        step = time.perf_counter()
        self.draw()
        longest = max(longest, time.perf_counter() - step)
        if started is not None:
            root.setAttribute("data-ms", str(round(1000 * (time.perf_counter() - started))))
        root.setAttribute("data-longest-ms", str(round(1000 * longest)))
        root.setAttribute("data-state", "failed" if self.error else "done")
        if self.done is not None and self.error is None:
            self.done()

    # --- drawing -------------------------------------------------------------------------
    def t(self, key: str, **params) -> str:
        return SHELL(self.lang, key, **params)

    def bind(self) -> None:
        if not self.bound:
            self.bound = True
            dom.on(self.el("-body"), "click", self.on_click)

    def on_click(self, event) -> None:
        node = dom.found(event.target.closest("[data-at]"))
        if node is not None and self.pick is not None:
            event.preventDefault()
            turn = node.getAttribute("data-turn")
            self.pick(int(node.getAttribute("data-at")), None if turn is None else int(turn))

    def draw_progress(self) -> None:
        p = self.progress
        line = self.el("-progress")
        if self.error is not None or p is None or p.done:
            line.hidden = True
            return
        line.hidden = False
        bar = self.el("-bar")
        bar.setAttribute("max", str(p.total))
        bar.setAttribute("value", str(len(p.turns)))
        self.el("-label").textContent = self.t("review.progress", percent=percent(self.lang, p.fraction))

    def draw(self) -> None:
        self.el("-title").textContent = self.t("review.title")
        self.draw_progress()
        body = self.el("-body")
        if self.error is not None:
            body.innerHTML = f'<p class="review-error" role="alert">{escape(self.t("review.failed", message=self.error))}</p>'
            return
        p, spec = self.progress, self.spec
        if p is None or not p.done or p.result is None or spec is None:
            body.innerHTML = ""
            return
        positions = self.positions
        view = review_view(self.lang, spec, p.result, self.names,
                           positions.__getitem__ if positions is not None else None)
        self.listed = tuple((m.at, m.turn) for m in view.mistakes)
        body.innerHTML = self.html(view)

    def html(self, v: ReviewView) -> str:
        return review_html(v, self.t("review.show"), self.link, self.pick is not None)
