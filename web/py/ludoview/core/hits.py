"""Hit areas for fingers: each clickable thing on a board (a piece, a stack, a target square)
gets a transparent square under its drawing, wider than the drawing, so a fingertip finds it.

A hit area is as large as ``most`` allows (board units: 44 CSS px on the smallest board a page
draws) but never reaches into the hit area of a thing that does something else: its half-side
is at most half the distance (the larger of across and down) to the nearest such thing. Things
that play the same move (a piece and its own target) may share ground.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence


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


Box = tuple[float, float, float, float]     #: left, top, right, bottom


def _square(x: float, y: float, half: float, width: float, height: float) -> Box:
    """A square of ``half``-side around (x, y), moved inside a ``width`` x ``height`` board
    when it fits there (a finger reaches no further than the board's edge)."""
    left, top = x - half, y - half
    if 2 * half <= width:
        left = min(max(left, 0.0), width - 2 * half)
    if 2 * half <= height:
        top = min(max(top, 0.0), height - 2 * half)
    return left, top, left + 2 * half, top + 2 * half


def _meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def crowds(spots: Sequence[tuple[float, float, Hashable]], half: float, width: float,
           height: float) -> list[tuple[list[int], Box]]:
    """Group the things of a board drawn ``width`` x ``height`` (in any unit, CSS px on a page)
    so that each group's hit area is a box of its own, at least ``2 * half`` across, that meets
    no other group's: ``spots`` are (x, y, what it does). A thing whose square of ``half``-side
    would reach into the square of a thing doing something else shares one box with it (the
    page asks which of them is meant); boxes that meet are joined, until none does. Things that
    do the same (a piece and its own target) may share ground without being grouped.

    Returns (indices of ``spots``, box) for each group, in the order of their first spot."""
    squares = [_square(x, y, half, width, height) for x, y, _ in spots]
    groups: list[list[int]] = [[i] for i in range(len(spots))]
    boxes: list[Box] = list(squares)
    changed = True
    while changed:
        changed = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                whats = {spots[k][2] for k in groups[i] + groups[j]}
                if len(whats) > 1 and _meet(boxes[i], boxes[j]):
                    groups[i] += groups.pop(j)
                    a, b = boxes[i], boxes.pop(j)
                    boxes[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                    changed = True
                    break
            if changed:
                break
    order = sorted(range(len(groups)), key=lambda g: min(groups[g]))
    return [(sorted(groups[g]), boxes[g]) for g in order]


def room(x: float, y: float, boxes: Sequence[Box]) -> float:
    """The largest half-side a square around (x, y) may have without reaching into ``boxes``."""
    out = float("inf")
    for left, top, right, bottom in boxes:
        out = min(out, max(left - x, x - right, top - y, y - bottom, 0.0))
    return out
