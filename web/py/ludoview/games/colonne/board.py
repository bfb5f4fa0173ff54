"""The colonne board as an SVG string: pure drawing of a JSON position.

Layout (small variant; the large one is the same with 18 columns)::

    W  XII XI ... II I        white entry lane (its square I leads to track 1)
    B  XII XI ... II I        black entry lane
       1   2  ...     12      shared track, left to right,
    F  24  23 ...     13      then back right to left into the finish (F)

Units are drawn as stacks with their height written on them, so a column of
three is told from a single piece at a glance. Legal steps are highlighted as
for mensch: the unit carries ``data-move`` (its first step) and each target
square a ``target`` mark with ``data-move`` (that step's index).
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Collection, Mapping, Sequence

from ludoview.games.colonne.words import WORDS, colour_name, place, player_name, roman, sizes

CELL = 8.0
MARGIN = 10.0
TOP = 6.0


def _n(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def cell_of(colour: str, variant: str, progress: int) -> tuple[float, float] | None:
    """Centre of the square where a piece of ``colour`` at ``progress`` stands (None: off/finish)."""
    entry, track = sizes(variant)
    half = track // 2
    if 1 <= progress <= entry:
        row = 0 if colour == "white" else 1
        col = progress - 1                       # XII (progress 1) on the left, I on the right
        return MARGIN + (col + 0.5) * CELL, TOP + (row + 0.5) * CELL
    k = progress - entry
    if 1 <= k <= half:
        return MARGIN + (k - 0.5) * CELL, TOP + 2.5 * CELL + 2
    if half < k <= track:
        return MARGIN + (track - k + 0.5) * CELL, TOP + 3.5 * CELL + 2
    return None


def spot_of(colour: str, variant: str, progress: int) -> tuple[float, float] | None:
    """Centre of where a unit at ``progress`` is drawn: its square, or the finish box (None: off the board)."""
    spot = cell_of(colour, variant, progress)
    if spot is None and progress == sum(sizes(variant)) + 1:
        fx, fy, fw, fh = _finish_box(variant)
        spot = fx + fw / 2, fy + fh / 2
    return spot


def size(variant: str) -> tuple[float, float]:
    entry, _ = sizes(variant)
    return MARGIN * 2 + entry * CELL, TOP + 4 * CELL + 2 + 16


def _finish_box(variant: str) -> tuple[float, float, float, float]:
    return 0.6, TOP + 3 * CELL + 2.4, MARGIN - 1.4, CELL - 0.8


def _squares(variant: str, lang: str) -> list[str]:
    entry, track = sizes(variant)
    out = []
    for colour in ("white", "black"):
        for p in range(1, entry + 1):
            x, y = cell_of(colour, variant, p)
            out.append(f'<rect class="csq lane {colour}" id="csq-{colour}-{p}" x="{_n(x - CELL / 2 + .4)}" '
                       f'y="{_n(y - CELL / 2 + .4)}" width="{_n(CELL - .8)}" height="{_n(CELL - .8)}" rx="1.2"/>'
                       f'<text class="clabel" x="{_n(x)}" y="{_n(y + CELL / 2 - 1.1)}">{roman(entry - p + 1)}</text>')
        x, y = MARGIN - 4.5, TOP + (0.5 if colour == "white" else 1.5) * CELL
        out.append(f'<text class="cside {colour}" x="{_n(x)}" y="{_n(y + 1.2)}">{escape(colour_name(lang, colour)[0])}</text>')
    for k in range(1, track + 1):
        x, y = cell_of("white", variant, entry + k)
        out.append(f'<rect class="csq track" id="csq-t{k}" x="{_n(x - CELL / 2 + .4)}" y="{_n(y - CELL / 2 + .4)}" '
                   f'width="{_n(CELL - .8)}" height="{_n(CELL - .8)}" rx="1.2"/>'
                   f'<text class="clabel" x="{_n(x)}" y="{_n(y + CELL / 2 - 1.1)}">{k}</text>')
    fx, fy, fw, fh = _finish_box(variant)
    out.append(f'<rect class="csq finish" id="csq-finish" x="{_n(fx)}" y="{_n(fy)}" width="{_n(fw)}" '
               f'height="{_n(fh)}" rx="1.5"><title>{escape(place(lang, variant, 99))}</title></rect>')
    # arrows: lanes into track 1, track row 1 into row 2
    x1, y1 = cell_of("white", variant, entry + 1)
    right = MARGIN + entry * CELL
    out.append(f'<path class="carrow" d="M{_n(right)} {_n(TOP + CELL)} h2.5 v{_n(CELL * 1.2)} '
               f'H{_n(MARGIN - 2)} V{_n(y1)} h1.6"/>')
    out.append(f'<path class="carrow" d="M{_n(right)} {_n(y1)} h2.5 v{_n(CELL)} h-2.5"/>')
    return out


def _unit(colour: str, x: float, y: float, height: int, move: int | None, label: str, ident: str,
          progress: int = 0, chosen: bool = False) -> str:
    data = f' data-move="{move}"' if move is not None else ""
    cls = f"cunit {colour}" + (" movable" if move is not None else "") + (" chosen" if chosen else "")
    discs = "".join(f'<ellipse class="cdisc" cx="0" cy="{_n(-0.9 * i)}" rx="2.9" ry="1.9"/>'
                    for i in range(min(height, 4)))
    top = -0.9 * (min(height, 4) - 1)
    count = (f'<text class="ccount" x="0" y="{_n(top + 1.1)}">{height}</text>' if height > 1 else "")
    return (f'<g class="{cls}" id="{ident}" data-colour="{colour}" data-height="{height}" data-from="{progress}"{data} '
            f'transform="translate({_n(x)} {_n(y + 1)})"><title>{escape(label)}</title>{discs}{count}</g>')


def _dice_badge(dice: Sequence[int]) -> str:
    """The dice a target's step uses, on a small tag at the ring's upper right (the unit's height stays visible)."""
    text = "+".join(map(str, dice))
    w = 1.2 + 1.45 * len(text)
    return (f'<g class="cdice-badge" transform="translate(2.4 -2.6)">'
            f'<rect x="{_n(-w / 2)}" y="-1.6" width="{_n(w)}" height="3.2" rx="1.2"/>'
            f'<text class="cdice-label" y="0.85">{text}</text></g>')


def render_colonne(position: Mapping, *, moves: Sequence[Mapping] = (), lang: str = "en",
                   units: Collection[int] | None = None, targets: Collection[int] | None = None,
                   chosen: int | None = None, selected: int | None = None, dice_labels: bool = False,
                   last: Mapping | None = None, show_turn: bool = True, names: Mapping | None = None) -> str:
    """The board of a colonne JSON position, with the legal ``moves`` highlighted.

    For a page that narrows the choice (the main page): ``units`` / ``targets`` are
    the indices of ``moves`` whose units / targets are highlighted (default: all);
    ``chosen`` the progress of the unit the player picked; ``selected`` the index of
    the move under the keyboard cursor; ``dice_labels`` writes each target's dice on it.
    ``last`` and ``show_turn`` are the mensch board's (every board takes them; unused here);
    ``names``: the players' names (their colours when absent), in the labels.
    """
    variant = position["variant"]
    entry, track = sizes(variant)
    width, height = size(variant)
    turn = position["turn"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg colonne-svg" id="board-svg" '
           f'viewBox="0 0 {_n(width)} {_n(height)}" role="img" aria-label="{escape(WORDS(lang, "capp.title"))}">',
           f'<rect class="board-bg" x="0.3" y="0.3" width="{_n(width - .6)}" height="{_n(height - .6)}" rx="3"/>']
    out += _squares(variant, lang)
    first_move: dict[int, int] = {}
    for i, step in enumerate(moves):
        if units is None or i in units:
            first_move.setdefault(step["from"], i)
    finish = entry + track + 1
    for colour in ("white", "black"):
        counts = Counter(position["pieces"][colour])
        for progress, n in sorted(counts.items()):
            spot = cell_of(colour, variant, progress)
            move = first_move.get(progress) if colour == turn and moves else None
            label = f"{player_name(lang, colour, names)}: {n} × {place(lang, variant, progress)}"
            if spot is not None:
                out.append(_unit(colour, *spot, n, move, label, f"unit-{colour}-{progress}", progress,
                                 colour == turn and progress == chosen))
        # off the board and finished: piles under the board
        off, done = counts.get(0, 0), counts.get(finish, 0)
        y = TOP + 4 * CELL + 7 + (0 if colour == "white" else 6)
        x = MARGIN
        move = first_move.get(0) if colour == turn and moves else None
        data = f' data-move="{move}"' if move is not None else ""
        cls = f"cpile {colour}" + (" movable" if move is not None else "") + \
            (" chosen" if colour == turn and chosen == 0 else "")
        out.append(f'<g class="{cls}" id="off-{colour}" data-count="{off}" data-from="0"{data}>'
                   f'<ellipse class="cdisc" cx="{_n(x + 3)}" cy="{_n(y - 1)}" rx="2.9" ry="1.9"/>'
                   f'<text class="cpile-text" x="{_n(x + 7.5)}" y="{_n(y)}">'
                   f'{escape(player_name(lang, colour, names))} · {escape(place(lang, variant, 0))}: {off} · '
                   f'{escape(place(lang, variant, finish))}: {done}</text></g>')
    for i, step in enumerate(moves):
        if targets is not None and i not in targets:
            continue
        cx, cy = spot_of(turn, variant, step["to"])
        cls = "target" + (" capture" if step.get("captures") else "") + (" selected" if i == selected else "")
        mark = _dice_badge(step["dice"]) if dice_labels else '<circle class="target-dot" r="1"/>'
        out.append(f'<g class="{cls} ctarget" id="target-{i}" data-move="{i}" transform="translate({_n(cx)} {_n(cy)})">'
                   f'<circle class="target-ring" r="3.6"/>{mark}</g>')
    out.append("</svg>")
    return "".join(out)


def disc_icon(colour: str, size: int = 26) -> str:
    """A small standalone SVG of a colonne piece, for labels outside the board."""
    return (f'<svg class="cicon {colour}" viewBox="-5 -5 10 10" width="{size}" height="{size}" aria-hidden="true">'
            f'<ellipse class="cdisc" cx="0" cy="1.2" rx="4.3" ry="2.8"/>'
            f'<ellipse class="cdisc" cx="0" cy="-0.8" rx="4.3" ry="2.8"/></svg>')
