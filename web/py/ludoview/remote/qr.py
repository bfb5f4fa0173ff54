"""A link as a QR code drawn in SVG: the matrix from segno's encoder (pure Python,
bundled in distance.zip without its writers), the drawing here.

A code of version 25 (117 modules across) is about as dense as a phone's camera
reads from another phone's screen; a longer link gets no code (the page says
so, and the link is still there to copy or share)."""

from __future__ import annotations

from html import escape
from typing import cast

from segno import consts, encoder

MAX_VERSION = 25
#: The longest text (bytes) a code of MAX_VERSION holds at the lowest error correction: its
#: capacity in bits less byte mode's indicator (4 bits) and count (16 bits from version 10).
#: (segno's table of tables has no type of its own: read as the ints it holds)
_CAPACITY = cast(dict[int, dict[int, int]], consts.SYMBOL_CAPACITY)
MAX_BYTES = (_CAPACITY[MAX_VERSION][consts.ERROR_LEVEL_L] - 4 - 16) // 8
QUIET = 4           #: light modules around the code (the standard's quiet zone)


def fits(text: str) -> bool:
    return len(text.encode("utf-8")) <= MAX_BYTES


def matrix(text: str) -> tuple[bytearray, ...]:
    """The code's modules, row by row (1: dark), at the lowest error correction level that
    makes the smallest code (segno raises the level where the same version allows)."""
    if not fits(text):
        raise ValueError(f"a text of {len(text.encode('utf-8'))} bytes: a QR code here holds at most {MAX_BYTES}")
    return encoder.encode(text, error="L", mode="byte", micro=False).matrix


def path(rows: tuple[bytearray, ...]) -> str:
    """The dark modules as one SVG path of 1-wide strokes along each row's runs (the quiet
    zone included in the coordinates)."""
    out = []
    for y, row in enumerate(rows):
        x, width, at = 0, len(row), None      # at: where the pen is on this row (None: not yet)
        while x < width:
            if not row[x]:
                x += 1
                continue
            end = x
            while end < width and row[end]:
                end += 1
            out.append(f"M{x + QUIET} {y + QUIET}.5" if at is None else f"m{x - at} 0")
            out.append(f"h{end - x}")
            at, x = end, end
    return "".join(out)


def svg(text: str, label: str) -> str:
    """The SVG element of ``text``'s code, named ``label`` (fixed colours: dark on light,
    as cameras read them, whatever the page's colour scheme)."""
    rows = matrix(text)
    size = len(rows) + 2 * QUIET
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="qr" role="img" aria-label="{escape(label)}" '
            f'viewBox="0 0 {size} {size}" shape-rendering="crispEdges" data-modules="{len(rows)}">'
            f'<rect width="{size}" height="{size}" fill="#fff"/>'
            f'<path stroke="#000" stroke-width="1" d="{path(rows)}"/></svg>')
