"""The main page's turns (:class:`Turns`, a part of :class:`~ludoview.shell.app.GamePage`,
``page.turns``): what no person has to do (computer seats, a single move that plays
itself) through its :class:`~ludoview.core.driver.Driver` (the embed's too, whose host
it is), and a person's move shown on its way before it is played."""

from __future__ import annotations

import traceback

from pyscript import window

from ludoview.core import dom
from ludoview.core.driver import Driven, Driver
from ludoview.shell.part import TurnsPage


class Turns(Driven):
    #: Pauses at speed 1 (seconds): before a computer's throw, before its move, before a move that
    #: plays itself. A computer's further tries for a 6 follow its first throw at once (its failed
    #: tries are drawn and said together); its pieces walk faster than a person's (a round of three
    #: computers takes about 1.5 s at this pace: bench/bench_pace.py).
    ROLL_PAUSE, MOVE_PAUSE, AUTO_PAUSE, TRY_PAUSE = 0.05, 0.15, 0.35, 0.0
    #: A computer's piece walks a square this often (seconds at speed 1), whatever the game.
    COMPUTER_STEP = 0.04

    def __init__(self, page: TurnsPage) -> None:
        self.page = page
        self.driver = Driver(self)    # the turns no person takes

    def auto_step(self):
        """The next action no person takes: (the pause before it in seconds, the action), or None.

        Computers roll and choose (``session.roll()``, ``session.computer_choice()``); a
        person's single possible move plays itself with the "autoplay" setting (on unless the
        person turned it off)."""
        s, speed = self.page.session, self.page.speed
        if s is None or s.phase == "over":
            return None
        if s.is_human:
            if s.phase == "choose" and self.page.settings.switch("autoplay") and len(s.choices) == 1:
                return self.AUTO_PAUSE * speed, lambda: self.auto_play(0)
            return None
        if s.phase == "roll":
            again = s.position.get("tries", 0) > 0       # another try for a 6 of the same turn
            return (self.TRY_PAUSE if again else self.ROLL_PAUSE) * speed, self.auto_roll
        return self.MOVE_PAUSE * speed, lambda: self.auto_play(s.computer_choice())

    async def auto_roll(self) -> list:
        s = self.page.session
        return s.roll() if s is not None else []

    async def auto_play(self, index: int) -> list:
        s = self.page.session
        if s is None:
            return []
        if self.page.motion:
            if self.driver.pending:   # (the throw drawn before the walk; drawn already after a pause)
                self.flush()
            generation = self.generation
            await self.page.animate_choice(index)
            if generation != self.generation:
                return []
        return s.play(index)

    def play(self, index: int) -> None:
        """A person plays move ``index`` of the session's choices (shown on its way first).

        The page is busy from here until the move is drawn: input meanwhile is ignored."""
        s = self.page.session
        if s is None or not self.page.human_can_act() or self.page.keys.stale_input():
            return
        choices = s.choices
        if not 0 <= index < len(choices):
            return
        self.busy = True
        dom.spawn(self.play_animated(index, choices[index], self.generation))

    async def play_animated(self, index: int, choice, generation: int) -> None:
        s = self.page.session
        try:
            await self.page.animate_choice(index)
        except Exception as exc:  # a drawing problem must not lose the move
            window.console.warn("".join(traceback.format_exception(exc)))
        if generation != self.generation or s is None or s is not self.page.session:
            return                # stopped meanwhile (undo, new game): that page state is gone
        self.busy = False
        choices = s.choices
        if index < len(choices) and choices[index] == choice:
            self.page.perform(lambda: s.play(index))

    async def walk(self, node, transforms: list[str], beat: float) -> None:
        """Move a drawn piece through ``transforms``, one a ``beat`` (seconds at speed 1; a
        computer's piece at :attr:`COMPUTER_STEP` when that is quicker). It hops from square to
        square: each step gives it ``hop-a`` or ``hop-b`` in turn (a new name starts the CSS
        hop again), as long as the step (``--hop``); none of it when motion is reduced."""
        s = self.page.session
        if s is not None and not s.is_human:
            beat = min(beat, self.COMPUTER_STEP)
        node.classList.add("moving")
        node.style.setProperty("--hop", f"{beat * self.page.speed:.3f}s")
        for k, transform in enumerate(transforms):
            node.setAttribute("transform", transform)
            node.classList.remove("hop-b" if k % 2 == 0 else "hop-a")
            node.classList.add("hop-a" if k % 2 == 0 else "hop-b")
            await dom.pause(beat * self.page.speed)
        await dom.pause(beat / 2 * self.page.speed)

    # --- what the driver asks of its host (ludoview.core.driver) ------------------------------
    def driver_paused(self) -> bool:
        return self.page.keeping.following          # another tab plays this game's computers

    def acted(self, events: list) -> None:
        self.page.keeping.autosave()

    def show(self, events: list) -> None:
        self.page.show(events)

    def failed(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", self.page.t("app.error", message=str(exc) or type(exc).__name__))
