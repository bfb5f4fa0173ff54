"""Where a piece can stand, as the editor names it: one square key per place of the board,
and the engine's progress of a seat's piece there (pure: no DOM, no rules).

mensch: ``b0``..``b3`` the bases, ``r0``..``r39`` the ring (``r0`` is Red's start square,
clockwise, as the board's numbers count: square ``n`` is ``r{n-1}``), ``l{corner}-{k}`` the
home lanes (``k`` 0..3). colonne: ``off`` (off the board), ``white-{p}`` / ``black-{p}`` the
entry lanes (``p`` the progress 1..E: the square drawn at the left, entry XII of the small
game, is 1), ``t1``..``tT`` the shared track, ``finish``.

A seat's pieces wait at its *home* (mensch: its base; colonne: off the board). A place of
another seat (Blue's lane for a Red piece) is no place for it: :class:`NotOwn`. The board's
drawings already name what a click hits (square ids, each piece's data attributes, the
colonne piles' ids): :meth:`Places.hit` reads them.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ludoview import games
from ludoview.games.colonne import board as colonne_board, words as colonne_words
from ludoview.games.colonne.words import sizes
from ludoview.games.mensch import board as mensch_board, words as mensch_words

RING = 40


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
    """The places of one game; the subclasses map square keys to the engine's progress."""

    game = ""
    #: The progress of a piece at home (its base; off the board).
    HOME = 0
    #: The data attributes of a piece in the board's drawing (seat, progress).
    PIECE_DATA = ("", "")
    SQUARE_IDS: tuple[tuple[str, str], ...] = ()

    @property
    def spec(self):
        return games.spec(self.game)

    def seats(self, position: dict) -> tuple:
        return tuple(self.spec.seats_of(position))

    def seat_of(self, text: object, position: dict):
        """A seat named in a form (``"2"``, ``"white"``); None when the position has no such seat."""
        for seat in self.seats(position):
            if str(seat) == str(text):
                return seat
        return None

    def values(self, position: dict, seat) -> list[int]:
        return list(position["pieces"][str(seat)])

    def home(self, seat) -> str:
        """Where ``seat``'s pieces wait (its base; off the board)."""
        raise NotImplementedError

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
        if seat is not None and progress is not None and progress.lstrip("-").isdigit():
            seat = self.seat_of(seat, position)
            return None if seat is None else Hit(seat, self.square(position, seat, int(progress)))
        for pattern, square in self.SQUARE_IDS:
            found = re.fullmatch(pattern, ident or "")
            if found:
                return Hit(None, square.format(*found.groups()))
        return None

    # --- per game ------------------------------------------------------------------------
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
        """How many pieces wait at home, in words ("3 in the home base")."""
        raise NotImplementedError

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        """The board (the game's own drawing) to edit on; ``orient``: the page's box
        (:func:`ludoview.core.view.board_orient`)."""
        raise NotImplementedError

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        """The board in words (the game's own): how it is counted, then every player's pieces."""
        raise NotImplementedError


class MenschPlaces(Places):
    game = "mensch"
    HOME = -1
    PIECE_DATA = ("data-corner", "data-progress")
    SQUARE_IDS = ((r"sq-r(\d+)", "r{}"), (r"sq-l(\d)-(\d)", "l{}-{}"), (r"base-(\d)", "b{}"))

    def home(self, seat) -> str:
        return f"b{seat}"

    def squares(self, position: dict, seat) -> tuple[str, ...]:
        return (f"b{seat}", *(f"r{i}" for i in range(RING)), *(f"l{seat}-{k}" for k in range(4)))

    def progress(self, position: dict, seat, square: str) -> int:
        kind, rest = square[:1], square[1:]
        if kind == "r":
            return (int(rest) - 10 * seat) % RING
        owner = int(rest.split("-")[0])
        if owner != seat:
            raise NotOwn(seat, owner)
        return -1 if kind == "b" else RING + int(rest.split("-")[1])

    def square(self, position: dict, seat, progress: int) -> str:
        if progress < 0:
            return f"b{seat}"
        if progress < RING:
            return f"r{(10 * seat + progress) % RING}"
        return f"l{seat}-{progress - RING}"

    def label(self, lang: str, position: dict, seat, square: str) -> str:
        return mensch_words.place_label(lang, seat, self.progress(position, seat, square))

    def home_words(self, lang: str, n: int) -> str:
        return mensch_words.WORDS(lang, "board.in_base", n=n)

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        # square numbers on the ring: the "to" list and the sentences count the same way (from Red's start)
        return mensch_board.render_board(position, lang=lang, numbers=True, orient=orient)

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        return mensch_words.board_words(lang, position)


class ColonnePlaces(Places):
    game = "colonne"
    HOME = 0
    PIECE_DATA = ("data-colour", "data-from")
    SQUARE_IDS = ((r"csq-(white|black)-(\d+)", "{}-{}"), (r"csq-t(\d+)", "t{}"), (r"csq-finish", "finish"))

    def home(self, seat) -> str:
        return "off"

    def hit(self, position: dict, ident: str, data: dict) -> Hit | None:
        # the pile of a colour's pieces off the board (drawn under the board) holds them as a unit does
        pile = re.fullmatch(r"off-(white|black)", ident or "")
        return Hit(pile.group(1), "off") if pile else super().hit(position, ident, data)

    def squares(self, position: dict, seat) -> tuple[str, ...]:
        entry, track = sizes(position["variant"])
        return ("off", *(f"{seat}-{p}" for p in range(1, entry + 1)), *(f"t{k}" for k in range(1, track + 1)),
                "finish")

    def progress(self, position: dict, seat, square: str) -> int:
        entry, track = sizes(position["variant"])
        if square == "off":
            return 0
        if square == "finish":
            return entry + track + 1
        if square.startswith("t"):
            return entry + int(square[1:])
        owner, _, p = square.partition("-")
        if owner != seat:
            raise NotOwn(seat, owner)
        return int(p)

    def square(self, position: dict, seat, progress: int) -> str:
        entry, track = sizes(position["variant"])
        if progress == 0:
            return "off"
        if progress <= entry:
            return f"{seat}-{progress}"
        return f"t{progress - entry}" if progress <= entry + track else "finish"

    def label(self, lang: str, position: dict, seat, square: str) -> str:
        return colonne_words.place(lang, position["variant"], self.progress(position, seat, square))

    def home_words(self, lang: str, n: int) -> str:
        return colonne_words.WORDS(lang, "cboard.off", n=n)

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        return colonne_board.render_colonne(position, lang=lang, orient=orient)

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        return colonne_words.board_words(lang, position)


PLACES = {"mensch": MenschPlaces(), "colonne": ColonnePlaces()}


def of(position: dict) -> Places:
    return PLACES[position["game"]]
