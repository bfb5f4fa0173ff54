"""The main page's turns (:class:`Turns`, a part of
:class:`~ludoview.shell.app.GamePage`): what no person has to do (computer seats, a
single move that plays itself) through the page's :class:`~ludoview.core.driver.Driver`
(the embed's too), and a person's move shown on its way before it is played."""

from __future__ import annotations

import traceback

from pyscript import window

from ludoview.core import dom
from ludoview.core.driver import Driven
from ludoview.shell.part import PagePart


class Turns(Driven, PagePart):
    #: Pauses at speed 1 (seconds): before a computer's throw, before its move, before a move that
    #: plays itself. A computer's further tries for a 6 follow its first throw at once (its failed
    #: tries are drawn and said together); its pieces walk faster than a person's (a round of three
    #: computers takes about 1.5 s at this pace: bench/bench_pace.py).
    ROLL_PAUSE, MOVE_PAUSE, AUTO_PAUSE, TRY_PAUSE = 0.05, 0.15, 0.35, 0.0
    #: A computer's piece walks a square this often (seconds at speed 1), whatever the game.
    COMPUTER_STEP = 0.04

    def auto_step(self):
        """The next action no person takes: (the pause before it in seconds, the action), or None.

        Computers roll and choose (``session.roll()``, ``session.computer_choice()``); a
        person's single possible move plays itself with the "autoplay" setting (on unless the
        person turned it off)."""
        s = self.session
        if s is None or s.phase == "over":
            return None
        if s.is_human:
            if s.phase == "choose" and self.settings.switch("autoplay") and len(self.choices()) == 1:
                return self.AUTO_PAUSE * self.speed, lambda: self.auto_play(0)
            return None
        if s.phase == "roll":
            again = s.position.get("tries", 0) > 0       # another try for a 6 of the same turn
            return (self.TRY_PAUSE if again else self.ROLL_PAUSE) * self.speed, self.auto_roll
        return self.MOVE_PAUSE * self.speed, lambda: self.auto_play(s.computer_choice())

    async def auto_roll(self) -> list:
        return self.session.roll() if self.session is not None else []

    async def auto_play(self, index: int) -> list:
        s = self.session
        if s is None:
            return []
        if self.motion:
            if self.driver.pending:   # (the throw drawn before the walk; drawn already after a pause)
                self.flush()
            generation = self.generation
            await self.animate_choice(index)
            if generation != self.generation:
                return []
        return s.play(index)

    def play(self, index: int) -> None:
        """A person plays move ``index`` of :meth:`choices` (shown on its way first).

        The page is busy from here until the move is drawn: input meanwhile is ignored."""
        if not self.human_can_act() or self.stale_input():
            return
        choices = self.choices()
        if not 0 <= index < len(choices):
            return
        self.busy = True
        dom.spawn(self.play_animated(index, choices[index], self.generation))

    async def play_animated(self, index: int, choice, generation: int) -> None:
        s = self.session
        try:
            await self.animate_choice(index)
        except Exception as exc:  # a drawing problem must not lose the move
            window.console.warn("".join(traceback.format_exception(exc)))
        if generation != self.generation or s is None or s is not self.session:
            return                # stopped meanwhile (undo, new game): that page state is gone
        self.busy = False
        choices = self.choices()
        if index < len(choices) and choices[index] == choice:
            self.perform(lambda: s.play(index))

    async def walk(self, node, transforms: list[str], beat: float) -> None:
        """Move a drawn piece through ``transforms``, one a ``beat`` (seconds at speed 1; a
        computer's piece at :attr:`COMPUTER_STEP` when that is quicker). It hops from square to
        square: each step gives it ``hop-a`` or ``hop-b`` in turn (a new name starts the CSS
        hop again), as long as the step (``--hop``); none of it when motion is reduced."""
        s = self.session
        if s is not None and not s.is_human:
            beat = min(beat, self.COMPUTER_STEP)
        node.classList.add("moving")
        node.style.setProperty("--hop", f"{beat * self.speed:.3f}s")
        for k, transform in enumerate(transforms):
            node.setAttribute("transform", transform)
            node.classList.remove("hop-b" if k % 2 == 0 else "hop-a")
            node.classList.add("hop-a" if k % 2 == 0 else "hop-b")
            await dom.pause(beat * self.speed)
        await dom.pause(beat / 2 * self.speed)

    async def animate_choice(self, index: int) -> None:
        """Show move ``index`` of :meth:`choices` on its way (nothing by default)."""

    # --- what the page's driver asks of it (ludoview.core.driver) ------------------------------
    def driver_paused(self) -> bool:
        return self.following          # another tab plays this game's computers

    def acted(self, events: list) -> None:
        self.autosave()

    def failed(self, exc: BaseException) -> None:
        self.fail(exc)
