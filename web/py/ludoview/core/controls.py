"""What a person's input does, the same for every game and page (pure, no DOM).

Each game's controls (``ludoview.games.<game>.controls``) have a *chooser*: an
immutable value holding what the person has picked so far (a move under the
cursor; for colonne also dice and a unit). Given a key or a click it answers
an :class:`Act` and the chooser that follows. The main page and the embed use
the same choosers, so the same keys do the same things in both:

- R (or Enter on the die) throws; U undoes where undo exists;
- the arrow keys go through the moves that fit; Enter plays the one picked, or
  the only one, or passes a throw that has no move;
- colonne also: 1-6 pick a die (several make a sum), A all dice, Escape clears;
- a click on a move of the list plays it (:meth:`Picks.move`); a click on the board
  goes to the game's chooser too (mensch: a piece's target, colonne: a unit, a target).
"""

from __future__ import annotations

from typing import Self

from ludo.values import value


@value(frozen=True)
class Act:
    """What an input does: ``kind`` is "roll", "play" (move ``index`` of the session's
    choices; None passes a throw without a move), "undo", "redraw" (the chooser
    changed; ``prompt``: a words key to say about it) or "none"."""

    kind: str
    index: int | None = None
    prompt: str | None = None


NONE = Act("none")
REDRAW = Act("redraw")
ARROWS_AHEAD = ("ArrowRight", "ArrowDown")
ARROWS_BACK = ("ArrowLeft", "ArrowUp")
ARROWS = ARROWS_AHEAD + ARROWS_BACK


def cycle(current: int | None, items: list[int], ahead: bool) -> int:
    """The item after (or before) ``current`` in ``items``, round the list (the first or
    the last when ``current`` is not one of them)."""
    at = items.index(current) if current in items else (-1 if ahead else 0)
    return items[(at + (1 if ahead else -1)) % len(items)]


class Picks:
    """What every game's chooser does alike: a click on a move of the list plays it."""

    def move(self, session, index: int) -> tuple[Act, Self]:
        """A move of the list clicked (``index`` of the session's choices): played."""
        if session.phase == "choose" and 0 <= index < len(session.choices):
            return Act("play", index), self
        return NONE, self
