"""Choosing a mensch move (pure, no DOM): the chooser of :mod:`ludoview.core.controls`.

A :class:`Chooser` holds the move under the cursor. R throws, the arrows go
through the possible moves, Enter or a click on the die plays the one picked
(or the only one; with several and none picked the first Enter picks the first),
U undoes.
"""

from __future__ import annotations

from ludo.values import replace, value
from ludoview.core.controls import ARROWS, ARROWS_AHEAD, NONE, REDRAW, Act, Picks, cycle


@value(frozen=True)
class Chooser(Picks):
    cursor: int | None = None

    def listed(self, session) -> list[int]:
        """The moves offered (all of them), in the order the page lists them (best first with hints)."""
        from ludoview.games.mensch.session import listed  # (the engine's session: not at the page's start)

        return listed(session)

    def die(self, session) -> tuple[Act, Chooser]:
        """A click on the die: throw; play the only move, the picked one, or pass a throw
        without a move; else ask which piece."""
        phase, count = session.phase, len(session.choices)
        if phase == "roll":
            return Act("roll"), self
        if phase != "choose":
            return NONE, self
        if count == 0:
            return Act("play", None), self
        if count == 1 or self.cursor is not None:
            return Act("play", self.cursor or 0), self
        return Act("redraw", prompt="mensch.say.pick"), self

    def target(self, session, index: int) -> tuple[Act, Chooser]:
        """A piece or its landing square clicked on the board (it names move ``index``): played."""
        return self.move(session, index)

    def key(self, name: str, session) -> tuple[Act, Chooser]:
        """A key pressed while a person may act."""
        phase, count = session.phase, len(session.choices)
        if name in ("r", "R"):
            return (Act("roll") if phase == "roll" else NONE), self
        if name in ("u", "U"):
            return Act("undo"), self
        if name in ARROWS:
            if phase != "choose" or count == 0:
                return NONE, self
            return REDRAW, replace(self, cursor=cycle(self.cursor, self.listed(session), name in ARROWS_AHEAD))
        if name in ("Enter", " "):
            if phase == "choose" and self.cursor is None and count > 1:
                return REDRAW, replace(self, cursor=self.listed(session)[0])
            return self.die(session)
        return NONE, self
