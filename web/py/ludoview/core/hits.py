"""Hit areas for fingers: each clickable thing on a board (a piece, a stack, a target square)
gets a transparent square under its drawing, wider than the drawing, so a fingertip finds it.

A hit area is as large as ``most`` allows (board units: 44 CSS px on the smallest board a page
draws) but never reaches into the hit area of a thing that does something else: its half-side
is at most half the distance (the larger of across and down) to the nearest such thing. Things
that play the same move (a piece and its own target) may share ground.
"""

from __future__ import annotations

from typing import Hashable, Sequence


def half_sides(spots: Sequence[tuple[float, float, Hashable]], most: float) -> list[float]:
    """The half-side of each spot's square hit area; ``spots``: (x, y, what it does)."""
    out = []
    for i, (x, y, what) in enumerate(spots):
        side = most
        for j, (u, v, other) in enumerate(spots):
            if i != j and other != what:
                side = min(side, max(abs(x - u), abs(y - v)) / 2)
        out.append(side)
    return out


def rect(side: float) -> str:
    """The hit area's SVG, centred on the thing's own origin (its group is translated there)."""
    s = f"{side:.2f}".rstrip("0").rstrip(".")
    w = f"{2 * side:.2f}".rstrip("0").rstrip(".")
    return f'<rect class="hit" x="-{s}" y="-{s}" width="{w}" height="{w}"/>'
