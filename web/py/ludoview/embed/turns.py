"""The embed's turns no person takes (:class:`FrameTurns`, a part of
:class:`~ludoview.embed.page.EmbedPage`, ``page.turns``): computer seats and the demo,
through the same :class:`~ludoview.core.driver.Driver` as the main page's (this is its
host), one action a pause (the demo slower, and starting again when its game ends); every
action tells the host."""

from __future__ import annotations

import traceback

from pyscript import window

from ludo.values import replace
from ludoview.core.driver import Driven, Driver
from ludoview.embed.part import TurnsPage

#: Delays (seconds, times ``speed``) of computer actions; the demo is slower.
DELAYS = {"roll": 0.7, "move": 0.6, "pass": 0.9, "restart": 3.0}
DEMO_FACTOR = 1.6


class FrameTurns(Driven):
    def __init__(self, page: TurnsPage) -> None:
        self.page = page
        self.driver = Driver(self)   # the computer seats' turns and the demo, as on the main page

    def driver_paused(self) -> bool:
        return self.page.paused

    def auto_step(self):
        """Computer seats (and the demo) act by themselves, one action per pause."""
        config = self.page.config
        if config is None:
            return None
        s, demo = self.page.session, config.mode == "demo"
        factor = config.speed * (DEMO_FACTOR if demo else 1)
        if s.phase == "over":
            return (DELAYS["restart"] * factor, self.restart_demo) if demo else None
        if s.human_to_act:
            return None
        kind = "roll" if s.phase == "roll" else ("move" if s.choices else "pass")
        return DELAYS[kind] * factor, self.computer_roll if kind == "roll" else self.computer_play

    async def restart_demo(self) -> list:
        page = self.page
        if page.config is not None:   # (a demo's: its config was read)
            page.session = replace(page.config, seed=None).session()
            page.after(page.session.events)
        return []

    async def computer_roll(self) -> list:
        self.page.after(self.page.session.roll())
        self.page.host.post_roll()
        return []

    async def computer_play(self) -> list:
        s = self.page.session
        self.page.move_and_tell(s.computer_choice() if s.choices else None)
        return []

    def acted(self, events: list) -> None:
        """(Each action draws itself, :meth:`~ludoview.embed.page.EmbedPage.after`.)"""

    def show(self, events: list) -> None:
        """(Each action drew itself already.)"""

    def failed(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        self.page.fail(f"{type(exc).__name__}: {exc}")
