"""What a page shows, as plain data: the parts every game's view model shares.

A game's view model (``ludoview.games.<game>.view``) turns a session and the
page's own state (language, the move under the cursor, ...) into frozen
values (:func:`ludo.values.value`); the page's browser code only writes them into the document.
So what is shown is tested under CPython, without a browser.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ludo.values import value
from ludoview.core.i18n import capital
from ludoview.core.session import HUMAN
from ludoview.core.words import SHELL

T = TypeVar("T")


def board_orient(width: float, height: float) -> str:
    """How a wide board (colonne's) is laid out in a box of ``width`` x ``height``:
    "portrait" (its lanes and track run down) when the box is taller than wide, else
    "landscape". Every page that draws a board asks this of its own box (its viewport)."""
    return "portrait" if height > width else "landscape"

#: How many lines of the story the log shows, and how many sentences of the last action the message box.
LOG_SIZE = 40
SAY_SIZE = 4


def who(lang: str, kind: str, you: bool = False) -> str:
    """"human" (or "you"), or "computer"."""
    if kind != HUMAN:
        return SHELL(lang, "who.computer")
    return SHELL(lang, "who.you" if you else "who.human")


def message(sentences: Sequence[str]) -> str | None:
    """The message box's text for the last action's sentences (None: leave it as it is)."""
    return " ".join(sentences[-SAY_SIZE:]) if sentences else None


@value(frozen=True)
class SinceView:
    """What the others did since a person's last turn, told when it comes back (the message
    box, the page's live region, says it; the board marks where the person's pieces were taken)."""

    lines: tuple[str, ...]                  #: the heading, then a line for each player (mensch) or throw (colonne)
    struck: tuple[tuple[Any, int], ...]     #: (seat of the capturer, its progress): where the person's pieces were taken


def roll_words(lang: str, roll) -> str:
    """A throw as said after "rolled": "a 3", "a 5 and a 6", "a double 4", "a 6, a 5 and a 2"."""
    if not isinstance(roll, (list, tuple)):
        return SHELL(lang, "review.die", n=int(roll))
    dice = [int(d) for d in roll]
    if len(dice) == 2 and dice[0] == dice[1]:
        return SHELL(lang, "review.double", n=dice[0])
    said = [SHELL(lang, "review.die", n=d) for d in dice]
    if len(said) == 1:
        return said[0]
    return SHELL(lang, "review.dice", dice=", ".join(said[:-1]), last=said[-1])


def log_lines(sentences: Sequence[T]) -> tuple[T, ...]:
    """The log: the story's sentences (or what each says), newest first."""
    return tuple(sentences[::-1][:LOG_SIZE])


@value(frozen=True)
class EndRow:
    """One player on the end screen."""

    seat: Any
    place: int
    name: str
    who: str
    home: int


@value(frozen=True)
class EndView:
    winner: str
    rows: tuple[EndRow, ...]


def end_view(lang: str, session, you, name: Callable[[str, Any], str], won: str) -> EndView:
    """The end screen of a finished game: who won (``won``: the sentence) and every
    player's place, kind and pieces home, best first."""
    places = session.places()
    rows = tuple(EndRow(seat, places[seat], name(lang, seat), who(lang, session.kind_of(seat), you is not None),
                        session.pieces_home(seat))
                 for seat in sorted(places, key=lambda s: (places[s], session.setup.seats.index(s))))
    return EndView(capital(won), rows)          # (the winner's sentence: a name may be typed in small letters)
