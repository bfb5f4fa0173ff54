"""The embed's turns no person takes (:class:`FrameTurns`, a part of
:class:`~ludoview.embed.page.EmbedPage`): computer seats and the demo, through the same
:class:`~ludoview.core.driver.Driver` as the main page's, one action a pause (the demo
slower, and starting again when its game ends); every action tells the host."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from pyscript import window

from ludo.values import replace
from ludoview.core.driver import Driven
from ludoview.embed.params import EmbedConfig

#: Delays (seconds, times ``speed``) of computer actions; the demo is slower.
DELAYS = {"roll": 0.7, "move": 0.6, "pass": 0.9, "restart": 3.0}
DEMO_FACTOR = 1.6


class FrameTurns(Driven):
    # what the page (EmbedPage) holds and does, for its turns
    config: EmbedConfig | None     # None: the parameters could not be read (no turn is taken)
    session: Any
    after: Callable[[list[dict]], None]
    post_roll: Callable[[], None]
    move_and_tell: Callable[[int | None], None]
    fail: Callable[..., None]

    @property
    def paused(self) -> bool:
        """A paused board plays no computer turn and runs no timer (a board far from the screen)."""
        return False

    def driver_paused(self) -> bool:
        return self.paused

    def auto_step(self):
        """Computer seats (and the demo) act by themselves, one action per pause."""
        config = self.config
        if config is None:
            return None
        s, demo = self.session, config.mode == "demo"
        factor = config.speed * (DEMO_FACTOR if demo else 1)
        if s.phase == "over":
            return (DELAYS["restart"] * factor, self.restart_demo) if demo else None
        if s.human_to_act:
            return None
        kind = "roll" if s.phase == "roll" else ("move" if s.choices else "pass")
        return DELAYS[kind] * factor, self.computer_roll if kind == "roll" else self.computer_play

    async def restart_demo(self) -> list:
        self.session = replace(self.config, seed=None).session()   # (a demo's: its config was read)
        self.after(self.session.events)
        return []

    async def computer_roll(self) -> list:
        self.after(self.session.roll())
        self.post_roll()
        return []

    async def computer_play(self) -> list:
        s = self.session
        self.move_and_tell(s.computer_choice() if s.choices else None)
        return []

    def acted(self, events: list) -> None:
        """(Each action draws itself, :meth:`after`.)"""

    def show(self, events: list) -> None:
        """(Each action drew itself already.)"""

    def failed(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        self.fail(f"{type(exc).__name__}: {exc}")
