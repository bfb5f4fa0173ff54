"""What the position editor (``editor.html``) needs of a game, knowing no game: the
interface each game's ``editor`` module fills in (:class:`GameEditor`, with its
:class:`Places`), reached through the game's spec (``games.editor(name)``).

A game's editor says where its pieces can stand (:class:`Places`: one square key per place
of the board, and the engine's progress of a seat's piece there), the settings a position
implies and the start position of such settings, which of the settings it shows as
choices and which as toggles, and what it sets beside the pieces: ``roll`` (a throw given
with the position) and ``tries`` (throws without a 6), or ``dice`` (the dice left to play,
part of the position). Nothing here checks a rule: the editor's model asks the engine.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from ludo.limits import is_ascii_int
from ludo.values import value


def square_number(text: str) -> int:
    """The number in a square's key ("r12": 12), ASCII digits only: LookupError (no such
    square) for anything else, as for a key that names no square."""
    if not is_ascii_int(text, 3):
        raise LookupError(text)
    return int(text)


class NotOwn(ValueError):
    """A place that belongs to another seat (its base, its lane)."""

    def __init__(self, seat, owner) -> None:
        super().__init__(f"{owner!r}'s place, not {seat!r}'s")
        self.seat = seat
        self.owner = owner


class Hit(NamedTuple):
    """What a point of the board holds: a piece of ``seat`` (None: an empty square) at ``square``."""

    seat: object
    square: str


class Places:
    """The places of one game; each game's subclass maps square keys to the engine's progress.

    A seat's pieces wait at its *home* (its base; off the board). A place of another seat
    (Blue's lane for a Red piece) is no place for it: :class:`NotOwn`. The board's drawing
    already names what a click hits (square ids, each piece's data attributes):
    :meth:`hit` reads them."""

    #: The progress of a piece at home (its base; off the board).
    HOME = 0
    #: The data attributes of a piece in the board's drawing (seat, progress).
    PIECE_DATA = ("", "")
    #: The board's square ids (a pattern) and the square key each names (a format of its groups).
    SQUARE_IDS: tuple[tuple[str, str], ...] = ()

    def seats(self, position: dict) -> tuple:
        raise NotImplementedError

    def seat_of(self, text: object, position: dict):
        """A seat named in a form (``"2"``, ``"white"``); None when the position has no such seat."""
        for seat in self.seats(position):
            if str(seat) == str(text):
                return seat
        return None

    def values(self, position: dict, seat) -> list[int]:
        return list(position["pieces"][str(seat)])

    def at_home(self, position: dict, seat) -> int:
        return self.values(position, seat).count(self.HOME)

    def occupied(self, position: dict, seat) -> list[tuple[str, int]]:
        """The squares (home left out) where ``seat`` has pieces, in the order of :meth:`squares`, with how many."""
        values = self.values(position, seat)
        return [(square, values.count(p)) for square in self.squares(position, seat)
                if (p := self.progress(position, seat, square)) != self.HOME and p in values]

    def moved(self, position: dict, seat, origin: str, target: str) -> dict:
        """The position with one piece of ``seat`` moved from ``origin`` to ``target`` -- not checked:
        the engine checks it. A piece from home when none is left there is one piece too many
        (the engine names it). LookupError: no piece of ``seat`` at ``origin``; NotOwn."""
        start, end = self.progress(position, seat, origin), self.progress(position, seat, target)
        values = self.values(position, seat)
        if start in values:
            values[values.index(start)] = end
        elif start == self.HOME:
            values.append(end)
        else:
            raise LookupError(origin)
        pieces = {key: list(value) for key, value in position["pieces"].items()}
        pieces[str(seat)] = values
        return {**position, "pieces": pieces}

    def hit(self, position: dict, ident: str, data: dict) -> Hit | None:
        """What the board element with id ``ident`` and ``data`` attributes (a piece's:
        :data:`PIECE_DATA`) stands for in ``position``; None: nothing the editor uses."""
        seat, progress = (data.get(name) for name in self.PIECE_DATA)
        if seat is not None and progress is not None and is_ascii_int(progress.removeprefix("-")):
            seat = self.seat_of(seat, position)
            return None if seat is None else Hit(seat, self.square(position, seat, int(progress)))
        for pattern, square in self.SQUARE_IDS:
            found = re.fullmatch(pattern, ident or "")
            if found:
                return Hit(None, square.format(*found.groups()))
        return None

    # --- per game ------------------------------------------------------------------------
    def home(self, seat) -> str:
        """Where ``seat``'s pieces wait (its base; off the board)."""
        raise NotImplementedError

    def squares(self, position: dict, seat) -> tuple[str, ...]:
        """Every place a piece of ``seat`` can stand, home first, in the board's order."""
        raise NotImplementedError

    def progress(self, position: dict, seat, square: str) -> int:
        raise NotImplementedError

    def square(self, position: dict, seat, progress: int) -> str:
        raise NotImplementedError

    def label(self, lang: str, position: dict, seat, square: str) -> str:
        """The place in words, as the game's sentences say it."""
        raise NotImplementedError

    def home_words(self, lang: str, n: int) -> str:
        """How many pieces wait at home, in words ("3 in the base")."""
        raise NotImplementedError

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        """The board (the game's own drawing) to edit on; ``orient``: the page's box
        (:func:`ludoview.core.view.board_orient`)."""
        raise NotImplementedError

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        """The board in words (the game's own): how it is counted, then every player's pieces."""
        raise NotImplementedError


@value(frozen=True)
class Setting:
    """A setting of a start position offered as a list (a ``<select>``): its ``name`` in the
    settings, its label, its choices (value as text, words) and the chosen one."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    chosen: str


@value(frozen=True)
class Toggle:
    """A setting offered as a checkbox (an option of the game)."""

    name: str
    text: str
    help: str
    checked: bool


class GameEditor:
    """What the position editor needs of one game. Positions are the engine's JSON; settings
    a dict (what ``settings_of`` gives). ValueError: a change the game cannot make (its words
    say why); the engine checks everything else."""

    places: Places
    #: What is set beside the pieces: "roll" and "tries", or "dice".
    sets: frozenset[str] = frozenset()
    #: Its board is wider than tall (the page puts it above its controls).
    wide: bool = False
    #: Words key of how to place pieces on its board.
    hint: str = ""

    def settings_of(self, position: dict) -> dict:
        """The settings a position implies."""
        raise NotImplementedError

    def start(self, settings: Mapping) -> dict:
        """The engine's start position so set (defaults for what is left out)."""
        raise NotImplementedError

    def merged(self, settings: Mapping, changes: Mapping[str, Any]) -> dict:
        """``settings`` with ``changes`` (a form's text read as the setting's value);
        ValueError naming an unknown setting or value."""
        return {**settings, **changes}

    def resettled(self, position: dict, settings: Mapping) -> dict:
        """``position`` under new settings, keeping what still fits."""
        return self.start(settings)

    def turned(self, position: dict, seat) -> dict:
        """``seat`` to move."""
        return {**position, "turn": seat}

    def selects(self, lang: str, settings: Mapping) -> tuple[Setting, ...]:
        return ()

    def toggles(self, lang: str, settings: Mapping) -> tuple[Toggle, ...]:
        return ()

    # --- "tries" ---------------------------------------------------------------------------
    def tries(self, position: dict) -> int:
        return 0

    def with_tries(self, position: dict, tries: int) -> dict:
        raise NotImplementedError

    # --- "dice" ----------------------------------------------------------------------------
    def dice(self, position: dict) -> tuple[list[int], bool]:
        """The dice left to play and whether the turn began with a double."""
        return [], False

    def dice_count(self, settings: Mapping) -> int:
        return 0

    def with_dice(self, position: dict, dice: list[int], again: bool) -> dict:
        raise NotImplementedError

    # --- a throw read from an embed's link -----------------------------------------------------
    def thrown(self, position: dict, roll: tuple[int, ...] | None) -> tuple[dict, int | None]:
        """The position and the editor's roll for an embed's ``roll`` (the dice of a "dice"
        game go into its position; a "roll" game keeps its one die beside it)."""
        return position, None if roll is None else roll[0]
