"""Where the parts of the colonne board sit, in board units, in its two layouts (``landscape``
and ``portrait``, see :mod:`ludoview.games.colonne.board`): its squares, piles and finish."""

from __future__ import annotations

from ludo.colonne.geometry import entry_and_track as sizes
from ludo.colonne.geometry import finish
from ludo.values import value
from ludoview.games.colonne.tags import CELL

GAP = 2.0               #: between the lanes and the track
ORIENTS = ("landscape", "portrait")


@value(frozen=True)
class Layout:
    """Where the board's parts sit. ``along`` runs with the lanes and the track (x in
    landscape, y in portrait), ``across`` from the white lane to the track's second row."""

    variant: str
    portrait: bool = False

    @property
    def lead(self) -> float:
        """The margin before the first square: the piles, the finish, the turn into track 1."""
        return 11.2 if self.portrait else 13.5

    tail = 5.0          #: the margin after the last square: the arrows' turns
    side = 2.0          #: the margin before the white lane
    far = 2.0           #: the margin after the track's second row

    def xy(self, along: float, across: float) -> tuple[float, float]:
        return (across, along) if self.portrait else (along, across)

    def row(self, index: int) -> float:
        """The centre (across) of row 0 (white lane), 1 (black lane), 2 (track out), 3 (track back)."""
        return self.side + (index + 0.5) * CELL + (GAP if index >= 2 else 0.0)

    def column(self, index: float) -> float:
        """The centre (along) of the square ``index`` (0-based) of a lane or a track row."""
        return self.lead + (index + 0.5) * CELL

    def size(self) -> tuple[float, float]:
        entry, _ = sizes(self.variant)
        return self.xy(self.lead + entry * CELL + self.tail, self.side + 4 * CELL + GAP + self.far)

    def square(self, colour: str, progress: int) -> tuple[float, float]:
        """Centre of a square of the board: ``progress`` 1 to entry + track (else ValueError)."""
        spot = self.cell(colour, progress)
        if spot is None:
            raise ValueError(f"progress {progress}: not a square of the {self.variant} board")
        return spot

    def cell(self, colour: str, progress: int) -> tuple[float, float] | None:
        entry, track = sizes(self.variant)
        half = track // 2
        if 1 <= progress <= entry:
            return self.xy(self.column(progress - 1), self.row(0 if colour == "white" else 1))
        k = progress - entry
        if 1 <= k <= half:
            return self.xy(self.column(k - 1), self.row(2))
        if half < k <= track:
            return self.xy(self.column(track - k), self.row(3))
        return None

    def finish_box(self) -> tuple[float, float, float, float]:
        """x, y, width, height of the finish: before the track's second row; in portrait above
        both rows of the track (wide enough for its name), clear of the turn into track 1."""
        a0, a1 = 0.6, self.lead - (2.9 if self.portrait else 0.8)
        c0 = self.row(2 if self.portrait else 3) - CELL / 2 + 0.4
        c1 = self.row(3) + CELL / 2 - 0.4 + (self.far - 0.6 if self.portrait else 0.0)
        (x0, y0), (x1, y1) = self.xy(a0, c0), self.xy(a1, c1)
        return x0, y0, x1 - x0, y1 - y0

    def pile(self, colour: str) -> tuple[float, float]:
        """Where the pieces off the board wait: before their lane's first square."""
        return self.xy(self.lead / 2 - 0.3, self.row(0 if colour == "white" else 1))


def layout(variant: str, orient: str = "landscape") -> Layout:
    if orient not in ORIENTS:
        raise ValueError(f"orient={orient!r}: must be one of {', '.join(ORIENTS)}")
    return Layout(variant, orient == "portrait")


def cell_of(colour: str, variant: str, progress: int, orient: str = "landscape") -> tuple[float, float] | None:
    """Centre of the square where a piece of ``colour`` at ``progress`` stands (None: off/finish)."""
    return layout(variant, orient).cell(colour, progress)


def spot_of(colour: str, variant: str, progress: int, orient: str = "landscape") -> tuple[float, float] | None:
    """Centre of where a unit at ``progress`` is drawn: its square, or the finish box (None: off the board)."""
    spot = cell_of(colour, variant, progress, orient)
    if spot is None and progress == finish(variant):
        fx, fy, fw, fh = layout(variant, orient).finish_box()
        spot = fx + fw / 2, fy + fh / 2
    return spot


def landing(colour: str, variant: str, progress: int, orient: str = "landscape") -> tuple[float, float]:
    """Centre of where a step ends: a square or the finish box (a step never ends off the board)."""
    spot = spot_of(colour, variant, progress, orient)
    if spot is None:
        raise ValueError(f"progress {progress}: no step ends there")
    return spot


def size(variant: str, orient: str = "landscape") -> tuple[float, float]:
    return layout(variant, orient).size()
