"""Where things sit on the mensch board: pure coordinates, no drawing.

The board is an 11 x 11 grid of cells (column ``x``, row ``y``, both 0..10,
``y`` growing downwards). Corner 0 sits top left and corners follow clockwise,
as in the position format. Every place a piece can be is a :class:`Spot`; its
centre in board units (one cell = :data:`CELL` units) is :func:`centre`.
"""

from __future__ import annotations

from typing import TypeVar

from ludo.mensch.geometry import CORNERS, LANE, RING, entry_square, progress_at, ring_square, start_square  # noqa: F401  (re-exported: the view reads them here)
from ludo.values import value

CELL = 10
SIZE = 11 * CELL

# The first quarter of the ring, from corner 0's start square (ring square 0)
# to the square before corner 1's start; the other quarters are rotations.
_QUARTER = ((0, 4), (1, 4), (2, 4), (3, 4), (4, 4), (4, 3), (4, 2), (4, 1), (4, 0), (5, 0))
_LANE0 = ((1, 5), (2, 5), (3, 5), (4, 5))
# The four base slots sit in the middle of the free 4 x 4 quarter of their corner.
_BASE0 = ((0.95, 0.95), (2.05, 0.95), (0.95, 2.05), (2.05, 2.05))
BASE_CENTRE0 = (1.5, 1.5)


#: A board coordinate: whole cells (the ring, the lanes) or between them (the base slots).
_Coord = TypeVar("_Coord", int, float)


def _rotate(cell: tuple[_Coord, _Coord], quarters: int) -> tuple[_Coord, _Coord]:
    """The cell turned clockwise about the board's centre by ``quarters`` * 90 degrees."""
    x, y = cell
    for _ in range(quarters % 4):
        x, y = 10 - y, x
    return x, y


RING_CELLS: tuple[tuple[int, int], ...] = tuple(
    _rotate(cell, quarter) for quarter in range(4) for cell in _QUARTER
)
LANE_CELLS: dict[int, tuple[tuple[int, int], ...]] = {
    c: tuple(_rotate(cell, c) for cell in _LANE0) for c in CORNERS
}
BASE_CELLS: dict[int, tuple[tuple[float, float], ...]] = {
    c: tuple(_rotate(cell, c) for cell in _BASE0) for c in CORNERS
}
BASE_CENTRES: dict[int, tuple[float, float]] = {c: _rotate(BASE_CENTRE0, c) for c in CORNERS}


@value(frozen=True)
class Spot:
    """One place on the board: ``kind`` is "ring" (index 0..39), "lane" or "base" (index 0..3)."""

    kind: str
    index: int
    corner: int | None = None

    @property
    def cell(self) -> tuple[float, float]:
        if self.kind == "ring":
            return RING_CELLS[self.index]
        if self.corner is None:
            raise ValueError(f"a {self.kind} spot is in a corner's {self.kind}: its corner is missing")
        if self.kind == "lane":
            return LANE_CELLS[self.corner][self.index]
        return BASE_CELLS[self.corner][self.index]

    @property
    def key(self) -> str:
        """A stable id fragment: ``r12``, ``l2-3``, ``b1-0``."""
        if self.kind == "ring":
            return f"r{self.index}"
        return f"{self.kind[0]}{self.corner}-{self.index}"


def centre(cell: tuple[float, float]) -> tuple[float, float]:
    """The centre of a cell in board units."""
    x, y = cell
    return (x * CELL + CELL / 2, y * CELL + CELL / 2)


def spot_of(corner: int, progress: int, base_slot: int = 0) -> Spot:
    """Where a piece of ``corner`` at ``progress`` stands (base pieces need their slot)."""
    if progress < 0:
        return Spot("base", base_slot, corner)
    if progress < RING:
        return Spot("ring", ring_square(corner, progress))
    return Spot("lane", progress - LANE, corner)


def path(corner: int, start: int, end: int) -> list[Spot]:
    """The spots a piece passes through going from progress ``start`` to ``end``, both included.

    Leaving the base goes straight to the start square; otherwise one square a step.
    """
    if start < 0:
        return [spot_of(corner, -1), spot_of(corner, 0)]
    return [spot_of(corner, p) for p in range(start, end + 1)]
