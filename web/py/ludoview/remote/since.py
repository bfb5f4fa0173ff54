"""What happened since this browser last looked, played again (distance.html): the
board steps through each action's position at the page's pace (``?speed=``; at once
when the person asked for reduced motion), the line it says marked in the list of
what happened since and in the log."""

from __future__ import annotations

from ludoview.core import dom

BEAT = 0.6          #: seconds an action stays on the board at speed 1 (the main page's pace)
MOST = 24           #: actions played again at most (a full link's whole game: its last ones)


class Since:
    """The replay of one page (``page.match``'s record) from an action on."""

    def __init__(self, page, speed: float) -> None:
        self.page = page
        self.speed = speed
        self.generation = 0

    def stop(self) -> None:
        self.generation += 1

    def board(self, rec, index: int, show_turn: bool) -> None:
        board = dom.el("board")
        board.innerHTML = rec.spec.render_board(rec.positions[index], lang=self.page.lang, show_turn=show_turn,
                                                names=rec.names, orient=dom.viewport_orient())
        board.setAttribute("data-step", str(index))

    def mark(self, index: int | None, first: int) -> None:
        """Mark action ``index`` (None: none) in the list since ``first`` and in the log."""
        for box, offset in ((dom.el("since"), first), (dom.el("log"), 0)):
            items = box.querySelectorAll("li")
            for k in range(items.length):
                item = items.item(k)
                now = index is not None and k == index - offset
                item.classList.toggle("now", now)
                if now:
                    item.setAttribute("aria-current", "step")
                else:
                    item.removeAttribute("aria-current")

    def show(self, rec, first: int | None, show_turn: bool) -> None:
        """Draw the board: the last position, or (from action ``first``) play the actions
        since again, then the last."""
        self.stop()
        count = len(rec.positions) - 1
        board = dom.el("board")
        if first is None or not 0 <= first < count or dom.reduced_motion():
            self.board(rec, count, show_turn)
            board.setAttribute("data-replay", "done")
            return
        first = max(first, count - MOST)
        self.board(rec, first, True)
        board.setAttribute("data-replay", "playing")
        dom.spawn(self.play(rec, first, show_turn, self.generation))

    async def play(self, rec, first: int, show_turn: bool, generation: int) -> None:
        count = len(rec.positions) - 1
        try:
            for index in range(first, count):
                self.mark(index, first)
                await dom.pause(BEAT * self.speed)
                if generation != self.generation:
                    return
                self.board(rec, index + 1, show_turn or index + 1 < count)
        finally:
            if generation == self.generation:
                self.mark(None, first)
                dom.el("board").setAttribute("data-replay", "done")
