"""The one driver of the turns no person takes (computer seats, a move that plays itself,
the embed's demo), for the main page and the embed alike.

A page gives it a *host* with:

- ``auto_step()``: the next such action as ``(seconds to wait first, async action)``,
  None when a person is to act (or nothing is left to do);
- ``driver_paused()``: whether the loop must not act now (another tab plays, a board
  far from the screen);
- ``acted(events)``: after every action (the main page saves the game);
- ``show(events)``: draw what the actions said (the events gathered since the last
  drawing);
- ``failed(exc)``: an action broke (the page says so and stays alive).

Actions run one after another at a watchable pace; with no pause at all they run back
to back and the page is drawn (and the browser given a turn) every
:data:`BATCH_SECONDS`. :meth:`Driver.stop` ends a running loop at its next step (a new
game, an undo, a host's command): whatever it was about to do is not done.
"""

from __future__ import annotations

import time

from ludoview.core import dom

#: With no pause, actions run back to back; the page is drawn and the browser given a turn this often.
BATCH_SECONDS = 0.05


class Driver:
    def __init__(self, host) -> None:
        self.host = host
        self.busy = False          # the loop (or a person's animated move) is under way
        self.generation = 0        # bumped to stop a running loop
        self.pending: list = []    # events played but not drawn yet

    def stop(self) -> None:
        """Stop the loop (its pending pause ends without acting)."""
        self.generation += 1
        self.busy = False
        self.pending = []

    def kick(self) -> None:
        """Start the loop if there is an action to take."""
        if self.busy or self.host.driver_paused() or self.host.auto_step() is None:
            return
        self.busy = True
        dom.spawn(self.drive(self.generation))

    def flush(self) -> None:
        """Draw the events played but not drawn yet."""
        events, self.pending = self.pending, []
        self.host.show(events)

    def current(self, generation: int) -> bool:
        """Is the loop of ``generation`` still the one running?"""
        return generation == self.generation

    async def drive(self, generation: int) -> None:
        """Take the actions one after another."""
        yielded = time.monotonic()
        try:
            while generation == self.generation and not self.host.driver_paused():
                step = self.host.auto_step()
                if step is None:
                    return
                seconds, action = step
                if seconds > 0 or time.monotonic() - yielded > BATCH_SECONDS:
                    self.flush()
                    await dom.pause(seconds)
                    yielded = time.monotonic()
                    if generation != self.generation:
                        return
                events = await action()
                if generation != self.generation:
                    return
                self.host.acted(events)
                self.pending += events
        except Exception as exc:  # keep the page alive and say what broke
            self.host.failed(exc)
        finally:
            if generation == self.generation:
                self.busy = False
                self.flush()


class Driven:
    """What a page with a :class:`Driver` (its ``driver``) reads and does through it: whether
    the loop is busy (a person's animated move sets it too), its generation (bumped to
    stop the next step), and starting, stopping and drawing it."""

    driver: Driver

    busy = property(lambda self: self.driver.busy, lambda self, value: setattr(self.driver, "busy", value),
                    doc="An automatic action (or a person's animated move) is under way: input waits.")
    generation = property(lambda self: self.driver.generation,
                          lambda self, value: setattr(self.driver, "generation", value),
                          doc="Bumped to stop the loop's next step.")

    def kick(self) -> None:
        """Start the loop if there is an action to take."""
        self.driver.kick()

    def stop(self) -> None:
        """Stop the loop (its pending pause ends without acting)."""
        self.driver.stop()

    def flush(self) -> None:
        """Draw the events played but not drawn yet."""
        self.driver.flush()
