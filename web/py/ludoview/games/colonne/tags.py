"""Where the colonne board puts the tags of its targets (the dice of the steps landing on a
square), so that none covers a square's number, a column's height or another tag: pure
geometry of boxes in board units, for :mod:`ludoview.games.colonne.board`."""

from __future__ import annotations

from collections.abc import Sequence

#: A square's side and the dice tags' font size (board units), as the board draws them.
CELL = 8.0
DICE_LABEL = 3.2
Box = tuple[float, float, float, float]     #: left, top, right, bottom (board units)
#: Advance widths (em) of the digits and numerals in a wide bold sans (DejaVu Sans Bold): an
#: estimate on the wide side, so that what fits here fits in any system font.
_EM = {"I": .372, "V": .774, "X": .771, "+": .838, "·": .318, " ": .348}


def text_width(text: str, size: float) -> float:
    """About how wide ``text`` is drawn at font ``size`` (board units; other letters count .75em)."""
    return size * sum(_EM.get(c, .696 if c.isdigit() else .75) for c in text)


def overlap(a: Box, b: Box) -> float:
    """The area two boxes share (0: none; written out, it is the tags' most frequent call)."""
    across = (a[2] if a[2] < b[2] else b[2]) - (a[0] if a[0] > b[0] else b[0])
    if across <= 0:
        return 0.0
    down = (a[3] if a[3] < b[3] else b[3]) - (a[1] if a[1] > b[1] else b[1])
    return across * down if down > 0 else 0.0


#: A tag's height and the widest it is drawn inside its own square (board units).
TAG_H, TAG_IN = 4.0, CELL - 0.6


def tag_text(dice: Sequence[Sequence[int]]) -> str:
    """What a target's tag says: the dice of the steps landing there, "1+3+3", "6 · 1+5"."""
    return " · ".join("+".join(map(str, d)) for d in dice)


def tagtext_width(text: str) -> float:
    """A tag's width with its text written out at its size."""
    return max(TAG_H, 1.0 + text_width(text, DICE_LABEL))


def _places(x: float, y: float, natural: float, size: tuple[float, float], placed: Sequence[Box]) -> list[Box]:
    """Where the tag of a target at (``x``, ``y``) may go: each corner of its ring (the upper right
    first), each also slid clear of the tags ``placed`` beside it and drawn in within its own
    square (squeezed to its width, when wider); the top of its own square, its foot; all on the
    board (``size``)."""
    width, height = size
    inside = min(natural, TAG_IN)

    def box(dx: float, dy: float, w: float) -> Box:
        dx = max(min(dx, width - 0.5 - w / 2 - x), 0.5 + w / 2 - x)
        dy = max(min(dy, height - 0.5 - TAG_H / 2 - y), 0.5 + TAG_H / 2 - y)
        return x + dx - w / 2, y + dy - TAG_H / 2, x + dx + w / 2, y + dy + TAG_H / 2

    def slid(b: Box, way: int) -> Box | None:
        moved = b
        for _ in placed:
            hit = [p for p in placed if overlap(moved, p) > 0]
            if not hit:
                break
            shift = max(p[2] - moved[0] for p in hit) + 0.3 if way > 0 else min(p[0] - moved[2] for p in hit) - 0.3
            moved = (moved[0] + shift, moved[1], moved[2] + shift, moved[3])
        return moved if moved != b and abs(moved[0] - b[0]) <= CELL and 0.4 <= moved[0] and moved[2] <= width - 0.4 else None

    out: list[Box] = []
    for up, side in ((-1, 1), (-1, -1), (1, 1), (1, -1)):
        corner = box(side * 2.4, up * 2.6, natural)
        out += [corner, *(b for b in (slid(corner, side), slid(corner, -side)) if b is not None),
                box(side * min(2.4, max(0.0, (TAG_IN - natural) / 2)), up * 2.6, natural),
                box(side * min(2.4, (TAG_IN - inside) / 2), up * 2.6, inside)]
    return out + [box(0.0, -CELL / 2 + 0.2 + TAG_H / 2, inside), box(0.0, CELL / 2 - 0.2 - TAG_H / 2, inside)]


def _cost(b: Box, placed: Sequence[Box], clear: Sequence[Box], units: Sequence[Box], own: Box,
              natural: float) -> tuple[float, float]:
    """What a tag at ``b`` covers (the tags ``placed``, counting most, and what must stay
    readable), and how much of the ``units`` it hides, how far it reaches out of its ``own``
    square and how much it is squeezed (from its ``natural`` width)."""
    w = b[2] - b[0]
    covers = 8 * sum(overlap(b, p) for p in placed) + 4 * sum(overlap(b, c) for c in clear)
    return covers, (sum(overlap(b, u) for u in units) + 0.25 * (w * TAG_H - overlap(b, own))
                    + 0.5 * (natural - w) * TAG_H)


def place_tags(tags: Sequence[tuple[str, float, float]], size: tuple[float, float],
                clear: tuple[Sequence[Box], Sequence[Box]]) -> list[Box]:
    """Where each target's tag goes (``tags``: its text and the target's centre): one after
    another, each where it covers least of the tags placed before it (counting most) and of what
    must stay readable (``clear``: :func:`~ludoview.games.colonne.board._kept_clear`), then hides least of the units, reaches
    least into the squares around and is squeezed least. Placed in the targets' order, in the reverse order and the
    widest first: the layout that covers least."""

    def layout(order: Sequence[int]) -> tuple[float, dict[int, Box]]:
        placed: dict[int, Box] = {}
        total = 0.0
        for k in order:
            text, x, y = tags[k]
            natural = min(tagtext_width(text), size[0] - 1.0)   # (a crowd of dice squeezed onto the board)
            own = (x - CELL / 2, y - CELL / 2, x + CELL / 2, y + CELL / 2)
            near, units = ([c for c in boxes if abs(c[0] - x) < 2 * CELL and abs(c[1] - y) < 2 * CELL]
                           for boxes in clear)
            scored = [(_cost(b, list(placed.values()), near, units, own, natural), b)
                      for b in _places(x, y, natural, size, list(placed.values()))]
            (covers, _), best = min(scored, key=lambda item: item[0])   # (what it covers first)
            placed[k] = best
            total += covers
        return total, placed

    order = list(range(len(tags)))
    best = layout(order)
    for other in (order[::-1], sorted(order, key=lambda k: -tagtext_width(tags[k][0]))):
        if best[0] == 0:       # (the first that covers nothing)
            break
        laid = layout(other)
        best = laid if laid[0] < best[0] else best
    return [best[1][k] for k in order]
