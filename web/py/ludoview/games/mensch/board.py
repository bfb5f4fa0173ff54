"""The mensch board as an SVG string: pure drawing, no DOM, no rules.

:func:`render_board` takes a JSON position (``ludo-position/1``) plus what to
highlight and returns SVG markup. It runs in the page (Pyodide) and at build
time under CPython (:func:`initial_board_svg`, the first paint before Python
starts in the browser). Colours come from CSS classes (``c0``..``c3``), so the
page's light and dark themes restyle the same markup.

Every piece also carries its player's shape (circle, triangle, square,
diamond), so the players are told apart without colour.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from html import escape

from ludo.mensch import NAME
from ludoview.core import hits
from ludoview.core.drawing import burst
from ludoview.games.mensch import geometry as geo
from ludoview.games.mensch.words import WORDS, cited_number, place_label, player_name

SHAPES = ("circle", "triangle", "square", "diamond")
SQUARE_R = 4.1
PIECE_R = 3.4


def _n(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def shape_svg(corner: int, cx: float, cy: float, size: float, cls: str = "mark") -> str:
    """The corner's shape, centred on (cx, cy), ``size`` across."""
    h = size / 2
    kind = SHAPES[corner]
    if kind == "circle":
        return f'<circle class="{cls}" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(h * 0.85)}"/>'
    if kind == "square":
        s = h * 0.8
        return (f'<rect class="{cls}" x="{_n(cx - s)}" y="{_n(cy - s)}" '
                f'width="{_n(2 * s)}" height="{_n(2 * s)}" rx="{_n(s * 0.15)}"/>')
    pts: tuple[tuple[float, float], ...]
    if kind == "triangle":
        pts = ((cx, cy - h), (cx + h * 0.95, cy + h * 0.7), (cx - h * 0.95, cy + h * 0.7))
    else:
        pts = ((cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy))
    return f'<polygon class="{cls}" points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in pts)}"/>'


def shape_icon(corner: int, size: int = 18) -> str:
    """A small standalone SVG of a player's piece, for labels outside the board."""
    return (f'<svg class="icon c{corner}" viewBox="-5 -5 10 10" width="{size}" height="{size}" '
            f'aria-hidden="true"><circle class="piece-body" r="4.6"/>'
            f'{shape_svg(corner, 0, 0, 4.4)}</svg>')


def _circle(cls: str, cell: tuple[float, float], r: float = SQUARE_R, extra: str = "") -> str:
    cx, cy = geo.centre(cell)
    return f'<circle class="{cls}" cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"{extra}/>'


def _bases(seats: Sequence[int], turn: int | None) -> list[str]:
    out = []
    for c in geo.CORNERS:
        cx, cy = geo.centre(geo.BASE_CENTRES[c])
        cls = f"base c{c}" + ("" if c in seats else " empty") + (" current" if c == turn else "")
        out.append(f'<g class="c{c}"><circle class="{cls}" id="base-{c}" cx="{_n(cx)}" cy="{_n(cy)}" r="13.4"/>')
        for cell in geo.BASE_CELLS[c]:
            out.append(_circle("sq home-slot", cell, 3.9))
        out.append("</g>")
    return out


@functools.cache   # (the same for every board: drawn once, at the page's first board)
def _track() -> str:
    pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in (geo.centre(c) for c in geo.RING_CELLS))
    return f'<polygon class="track" points="{pts}"/>'


@functools.cache   # (the same for every board: drawn once, at the page's first board)
def _squares() -> tuple[str, ...]:
    out = []
    starts = {geo.start_square(c): c for c in geo.CORNERS}
    entries = {geo.entry_square(c): c for c in geo.CORNERS}
    for i, cell in enumerate(geo.RING_CELLS):
        if i in starts:
            c = starts[i]
            cx, cy = geo.centre(cell)
            out.append(f'<g class="c{c}">' + _circle("sq start", cell, extra=f' id="sq-r{i}"'))
            out.append(shape_svg(c, cx, cy, 3.4, "start-mark") + "</g>")
        elif i in entries:
            out.append(_circle(f"sq entry c{entries[i]}", cell, extra=f' id="sq-r{i}"'))
        else:
            out.append(_circle("sq", cell, extra=f' id="sq-r{i}"'))
    for c in geo.CORNERS:
        # A chevron from the entry square into the lane.
        ex, ey = geo.centre(geo.RING_CELLS[geo.entry_square(c)])
        lx, ly = geo.centre(geo.LANE_CELLS[c][0])
        dx, dy = (lx - ex) / geo.CELL, (ly - ey) / geo.CELL
        mx, my = (ex + lx) / 2, (ey + ly) / 2
        px, py = -dy, dx
        pts = ((mx - dx * 1.2 + px * 1.6, my - dy * 1.2 + py * 1.6), (mx + dx * 0.6, my + dy * 0.6),
               (mx - dx * 1.2 - px * 1.6, my - dy * 1.2 - py * 1.6))
        out.append(f'<polyline class="chevron c{c}" points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in pts)}"/>')
        for k, cell in enumerate(geo.LANE_CELLS[c]):
            out.append(_circle(f"sq lane c{c}", cell, extra=f' id="sq-l{c}-{k}"'))
    return tuple(out)


@functools.cache   # (the same for every board: drawn once, at the page's first board)
def _numbers(frame: int) -> str:
    """Every ring square's number, counted clockwise from ``frame``'s start square (1). On a
    start square (a player's colour) the number sits on a plate of the plain squares' colour,
    so it reads as well as on any other square, light or dark."""
    out = ['<g class="square-numbers" aria-hidden="true">']
    starts = {geo.start_square(c) for c in geo.CORNERS}
    for i, cell in enumerate(geo.RING_CELLS):
        cx, cy = geo.centre(cell)
        if i in starts:
            out.append(f'<rect class="number-plate" x="{_n(cx - 2.5)}" y="{_n(cy - 1.6)}" width="5" height="3.4" '
                       f'rx="1.2"/>')
        out.append(f'<text x="{_n(cx)}" y="{_n(cy + 1.1)}">{geo.progress_at(frame, i) + 1}</text>')
    out.append("</g>")
    return "".join(out)


#: A cited square's label: a plate this wide and tall (board units), its centre this far from the
#: square's centre along each axis, towards the board's middle: clear of a piece standing there
#: (radius :data:`PIECE_R`) and of the squares beside it, inside the board at its edges.
LABEL_W, LABEL_H, LABEL_AT = 5.6, 3.9, 5.2


def _cited(cited: Iterable[str], frame: int) -> str:
    """The number of each square a shown text cites (:func:`ludoview.games.mensch.words.cites`:
    ``r12``, ``l0-2``), on a small plate at the square's inner corner: the number the sentences
    give it (counted from ``frame``'s start square), ``data-square`` the square, ``data-n`` the
    number. Drawn above the pieces but beside them, so it hides none."""
    out = []
    half = geo.SIZE / 2
    for key in cited:
        try:
            if key.startswith("r"):
                cell: tuple[float, float] = geo.RING_CELLS[int(key[1:])]
            else:
                corner, index = (int(part) for part in key[1:].split("-"))
                cell = geo.LANE_CELLS[corner][index]
            n = cited_number(key, frame)
        except (ValueError, IndexError, KeyError):
            continue
        cx, cy = geo.centre(cell)
        x = cx + (LABEL_AT if cx <= half else -LABEL_AT)
        y = cy + (LABEL_AT if cy <= half else -LABEL_AT)
        out.append(f'<g class="cited" data-square="{escape(key)}" data-n="{n}" transform="translate({_n(x)} {_n(y)})">'
                   f'<rect class="cited-plate" x="{_n(-LABEL_W / 2)}" y="{_n(-LABEL_H / 2)}" width="{_n(LABEL_W)}" '
                   f'height="{_n(LABEL_H)}" rx="1.2"/><text y="1.25">{n}</text></g>')
    return f'<g class="cited-numbers" aria-hidden="true">{"".join(out)}</g>' if out else ""


@functools.cache   # (the same for every board: drawn once, at the page's first board)
def _centre() -> str:
    m = geo.SIZE / 2
    h = geo.CELL / 2 - 0.6
    corners = ((m - h, m - h), (m + h, m - h), (m + h, m + h), (m - h, m + h))
    parts = []
    # Triangle c points at lane c: corner 0's lane comes from the left.
    sides = {0: (3, 0), 1: (0, 1), 2: (1, 2), 3: (2, 3)}
    for c, (a, b) in sides.items():
        (ax, ay), (bx, by) = corners[a], corners[b]
        parts.append(f'<polygon class="goal c{c}" points="{_n(ax)},{_n(ay)} {_n(bx)},{_n(by)} {_n(m)},{_n(m)}"/>')
    return "".join(parts)


def _piece(corner: int, spot: geo.Spot, progress: int, ident: str, classes: str,
           move: int | None, label: str, hit: str = "") -> str:
    cx, cy = geo.centre(spot.cell)
    data = f' data-move="{move}"' if move is not None else ""
    return (f'<g class="piece c{corner}{classes}" id="{ident}" data-corner="{corner}" '
            f'data-progress="{progress}" data-spot="{spot.key}"{data} '
            f'transform="translate({_n(cx)} {_n(cy)})"><title>{escape(label)}</title>{hit}'
            f'<ellipse class="piece-shadow" cx="0.5" cy="1.1" rx="{_n(PIECE_R)}" ry="{_n(PIECE_R * 0.8)}"/>'
            f'<circle class="piece-body" r="{_n(PIECE_R)}"/>'
            f'<circle class="piece-shine" cx="-1" cy="-1.2" r="{_n(PIECE_R * 0.45)}"/>'
            f'{shape_svg(corner, 0, 0.1, 3.0)}</g>')



#: The largest hit area's half-side (board units): 44 CSS px on a board 302 px wide (a phone on
#: its side), the smallest a page draws to play on.
HIT = 8.0


def _hit_areas(position: Mapping, moves: Sequence[Mapping], by_from: Mapping[int, int]) -> dict:
    """The half-side of the hit area of each movable piece (``("piece", progress)``) and each
    target (``("target", i)``): a piece and its target play one move, so they may share ground."""
    turn = position["turn"]
    keys, spots = [], []
    slot = 0
    for progress in sorted(position["pieces"][str(turn)]):
        spot = geo.spot_of(turn, progress, slot)
        if progress < 0:
            slot += 1
        if progress in by_from and ("piece", progress) not in keys:
            keys.append(("piece", progress))
            spots.append((*geo.centre(spot.cell), by_from[progress]))
    for i, move in enumerate(moves):
        keys.append(("target", i))
        spots.append((*geo.centre(geo.spot_of(turn, move["to"]).cell), i))
    return dict(zip(keys, hits.half_sides(spots, HIT), strict=True))


def render_board(position: Mapping, *, moves: Sequence[Mapping] = (), selected: int | None = None,
                 last: Mapping | None = None, show_turn: bool = True, lang: str = "en",
                 names: Mapping | None = None, frame: int = 0, numbers: bool = False,
                 orient: str = "landscape", struck: Sequence[tuple[int, int]] = (),
                 cited: Iterable[str] = ()) -> str:
    """The board for a JSON position as an SVG string.

    ``moves``: the legal moves of the player to move (``position["turn"]``), drawn
    as highlighted pieces and targets carrying ``data-move`` (their index);
    ``selected``: the index of the move under the keyboard cursor (its path is
    drawn); ``last``: ``{"corner", "from", "to"}`` of the move just played, drawn
    as a faint trail; ``show_turn``: outline the base of the player to move; ``names``:
    the players' names (their colours when absent), in the pieces' labels; ``frame``: the
    corner whose start square is square 1 in the labels; ``numbers``: write every ring
    square's number on it (counted from ``frame``'s start, as the sentences count); ``struck``:
    ``(corner, progress)`` of each piece that captured one of the person's since their last
    turn, marked where it stands (with the message that tells it); ``cited``: the squares the texts
    shown beside the board cite by number (:func:`ludoview.games.mensch.words.cites`), each labelled
    with its number while they are shown; ``orient``:
    the page's box, "landscape" (wider than tall) or "portrait": a square board has one
    layout, the class only tells the page's CSS which side of the box has room to spare.
    """
    seats = list(position["seats"])
    turn = position["turn"] if show_turn else None
    pieces: Mapping[str, Iterable[int]] = position["pieces"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg {orient}" id="board-svg" '
           f'viewBox="0 0 {geo.SIZE} {geo.SIZE}" role="img" aria-label="{escape(WORDS(lang, "mensch.board.label"))}">',
           f'<rect class="board-shadow" x="0.5" y="0.9" width="{geo.SIZE - 1}" height="{geo.SIZE - 1}" rx="6"/>',
           f'<rect class="board-bg" x="0.5" y="0.5" width="{geo.SIZE - 1}" height="{geo.SIZE - 1}" rx="6"/>',
           _track()]
    out += _bases(seats, turn)
    out += _squares()
    out.append(_centre())
    if numbers:
        out.append(_numbers(frame))

    if last:
        trail = geo.path(last["corner"], last["from"], last["to"])[1:-1]
        for spot in trail:
            out.append(_circle(f"trail c{last['corner']}", spot.cell, 1.1))
        if last.get("capture"):
            out.append(burst(geo.centre(geo.spot_of(last["corner"], last["to"]).cell), 6.4))
    for corner, progress in struck:
        out.append(burst(geo.centre(geo.spot_of(corner, progress).cell), 6.4, "burst struck"))

    by_from: dict[int, int] = {}
    for i, move in enumerate(moves):
        by_from.setdefault(move["from"], i)
    hit = _hit_areas(position, moves, by_from)
    if selected is not None and 0 <= selected < len(moves):
        move = moves[selected]
        for spot in geo.path(position["turn"], move["from"], move["to"])[1:-1]:
            out.append(_circle(f"step c{position['turn']}", spot.cell, 1.3))
    for c in seats:
        values = sorted(pieces[str(c)])
        slot = 0
        for k, progress in enumerate(values):
            spot = geo.spot_of(c, progress, slot)
            if progress < 0:
                slot += 1
            index = by_from.get(progress) if c == position["turn"] and moves else None
            classes = ""
            if index is not None:
                classes += " movable"
                if index == selected:
                    classes += " selected"
            label = WORDS(lang, "mensch.board.piece", player=player_name(lang, c, names),
                          place=place_label(lang, c, progress, frame))
            area = hits.rect(hit[("piece", progress)]) if index is not None else ""
            out.append(_piece(c, spot, progress, f"piece-{c}-{k}", classes, index, label, area))
    # Targets above the pieces: a capture target is clicked on top of its victim.
    for i, move in enumerate(moves):
        spot = geo.spot_of(position["turn"], move["to"])
        cx, cy = geo.centre(spot.cell)
        cls = "target" + (" capture" if move.get("capture") else "") + (" selected" if i == selected else "")
        label = WORDS(lang, "mensch.board.target", place=place_label(lang, position["turn"], move["to"], frame))
        out.append(f'<g class="{cls} c{position["turn"]}" id="target-{i}" data-move="{i}" '
                   f'transform="translate({_n(cx)} {_n(cy)})"><title>{escape(label)}</title>'
                   f'{hits.rect(hit[("target", i)])}<circle class="target-ring" r="{_n(SQUARE_R + 0.6)}"/>'
                   f'<circle class="target-dot" r="1.2"/></g>')
    out.append(_cited(cited, frame))
    out.append("</svg>")
    return "".join(out)


def initial_position(seats: Sequence[int] = (0, 1, 2, 3)) -> dict:
    """A start position written out by hand (first paint needs no engine)."""
    return {
        "format": "ludo-position/1",
        "game": NAME,
        "options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False},
        "seats": list(seats),
        "pieces": {str(c): [-1, -1, -1, -1] for c in seats},
        "turn": seats[0],
        "tries": 0,
    }


def initial_board_svg(lang: str = "en") -> str:
    """The board shown before Python starts in the page (the build injects it)."""
    return render_board(initial_position(), show_turn=False, lang=lang)
