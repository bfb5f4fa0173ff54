"""What every game page shares, whatever the game: a game-neutral page controller.

:class:`GamePage` owns the settings, the language, the pace (``?speed=``,
reduce-motion), autosaving, the message log and the loop that plays the
actions no person has to take (computer seats, auto-played moves) without
freezing the page. A game's page subclasses it and provides the game: its
saves (:meth:`load_game`, :meth:`dump_game`), its words (:meth:`words`), its
drawing (:meth:`render`) and its next automatic action (:meth:`auto_step`).
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from typing import Awaitable, Callable

from pyscript import document, window

from ludoview import dom
from ludoview.i18n import LANGUAGES, pick_language, t

#: At ``?speed=0`` automatic actions run back to back; the page is redrawn and
#: the browser given a turn this often.
BATCH_SECONDS = 0.05
LOG_SIZE = 40

Step = tuple[float, Callable[[], Awaitable[list]]]


class GamePage:
    SETTINGS_KEY = "ludo.settings"
    SAVE_KEY = "ludo.save"

    def __init__(self) -> None:
        self.settings = self._load_settings()
        self.lang = pick_language(dom.url_param("lang") or self.settings.get("lang"), dom.browser_languages())
        self.speed = dom.speed_factor()
        self.motion = self.speed > 0 and not dom.reduced_motion()
        self.busy = False          # an automatic action or an animation is under way
        self.generation = 0        # bumped to stop a running loop (new game, undo)
        self.pending: list = []    # events played but not drawn yet
        self.log: list[str] = []
        self.notice: tuple[str, dict] | None = None
        self.active = True         # False while another game holds the page (see ludoview.games)

    # --- settings ---------------------------------------------------------------------
    def _load_settings(self) -> dict:
        raw = dom.storage_get(self.SETTINGS_KEY)
        try:
            data = json.loads(raw) if raw else {}
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def set_setting(self, name: str, value) -> None:
        self.settings[name] = value
        dom.storage_set(self.SETTINGS_KEY, json.dumps(self.settings))

    def on(self, node, event: str, handler: Callable) -> None:
        """Bind ``handler`` to ``event`` on ``node``; it acts only while this game is the one on the page."""
        dom.on(node, event, lambda e: handler(e) if self.active else None)

    # --- what a game provides ---------------------------------------------------------
    def start_from_setup(self) -> None:
        """Start a new game as the (closed) setup form says."""
        raise NotImplementedError

    def load_game(self, text: str):
        """Restore the game saved as ``text``; raise ValueError (with the reason) if it cannot be."""
        raise NotImplementedError

    def dump_game(self) -> str | None:
        raise NotImplementedError

    def words(self, events: list) -> list[str]:
        raise NotImplementedError

    def render(self, events: list) -> None:
        raise NotImplementedError

    def auto_step(self) -> Step | None:
        """The next action no person takes: (pause before it in seconds at speed 1, the action), or None."""
        return None

    def translate_game(self) -> None:
        """Words the game draws itself outside ``data-i18n`` elements."""

    # --- start, language ----------------------------------------------------------------
    def apply_theme(self) -> None:
        theme = dom.url_param("theme")
        if theme in ("light", "dark"):
            document.documentElement.classList.add(f"theme-{theme}")

    def restore(self) -> bool | None:
        """Load the saved game: True if resumed, None if there is none, False if it was broken."""
        raw = dom.storage_get(self.SAVE_KEY)
        if raw is None:
            return None
        try:
            self.load_game(raw)
        except ValueError as exc:
            self.notice = ("save.broken", {"reason": str(exc)})
            return False
        return True

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = t(self.lang, "app.title")
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = t(self.lang, node.getAttribute("data-i18n"))
        for node in document.querySelectorAll("select[data-language]"):
            node.value = self.lang
        self.translate_game()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.set_setting("lang", lang)
        self.translate()
        self.log = []
        self.redraw_last()

    def redraw_last(self) -> None:
        """Redraw after a language change (the game may repeat its last messages)."""
        self.render([])

    # --- actions --------------------------------------------------------------------------
    def autosave(self) -> None:
        text = self.dump_game()
        if text is not None:
            dom.storage_set(self.SAVE_KEY, text)   # refused (private mode): play on unsaved

    def after_action(self, events: list, save_it: bool = True) -> None:
        """A person acted: save, draw, and let automatic actions follow."""
        if save_it:
            self.autosave()
        self.render(events)
        self.kick()

    def add_log(self, sentences: list[str]) -> None:
        self.log = (sentences[::-1] + self.log)[:LOG_SIZE]

    def stop(self) -> None:
        """Stop the automatic loop (its pending pause ends without acting)."""
        self.generation += 1
        self.busy = False
        self.pending = []

    def kick(self) -> None:
        """Start the automatic loop if the game has an automatic action to take."""
        if self.busy or self.auto_step() is None:
            return
        self.busy = True
        asyncio.ensure_future(self.drive(self.generation))

    def flush(self) -> None:
        """Draw the events played but not drawn yet."""
        events, self.pending = self.pending, []
        self.render(events)

    async def drive(self, generation: int) -> None:
        """Take the automatic actions one after another at a watchable pace."""
        yielded = time.monotonic()
        try:
            while generation == self.generation:
                step = self.auto_step()
                if step is None:
                    return
                delay, action = step
                if self.speed > 0 or time.monotonic() - yielded > BATCH_SECONDS:
                    self.flush()
                    await dom.pause(delay * self.speed)
                    yielded = time.monotonic()
                    if generation != self.generation:
                        return
                events = await action()
                if generation != self.generation:
                    return
                self.autosave()
                self.pending += events
        except Exception as exc:  # keep the page alive and tell the player
            self.fail(exc)
        finally:
            if generation == self.generation:
                self.busy = False
                self.flush()

    def fail(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", t(self.lang, "app.error", message=str(exc) or type(exc).__name__))

    @staticmethod
    def close(dialog) -> None:
        if dialog.open:
            dialog.close()
