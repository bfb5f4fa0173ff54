"""The colonne board as an SVG string: pure drawing of a JSON position.

Two layouts of the same board, every text upright in both. ``landscape`` (small
variant; the large one is the same with 18 columns)::

    (W)  XII XI ... II I  ┐    white entry lane (its square I leads to track 1)
    (B)  XII XI ... II I  ┘    black entry lane; (W), (B): the pieces off the board
     ┌>  1 > 2 > ... > 12 ┐    shared track, left to right,
    [F] 24 < 23 ... < 13 <┘    then back right to left into the finish (F)

and ``portrait``, the same turned a quarter (for a tall, narrow box): the lanes
and the track run down the board, the piles and the finish sit at its top, the
lanes lead back up to track 1, and the track comes up again into the finish.
The finish is labelled, the track and both entry lanes carry arrows showing the
way the pieces go, and the pieces waiting off the board and those in the finish
are counted where they are drawn.

Units are drawn as stacks with their height written on them, so a column of
three is told from a single piece at a glance. Legal steps are highlighted as
for mensch: the unit carries ``data-move`` (its first step) and each target
square a ``target`` mark with ``data-move`` (that step's index).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from html import escape

from ludo.colonne.geometry import COLOURS, finish
from ludo.colonne.geometry import entry_and_track as sizes
from ludoview.core import hits
from ludoview.core.drawing import burst
from ludoview.core.i18n import capital
from ludoview.games.colonne.layout import GAP, Layout, landing, layout
from ludoview.games.colonne.tags import (
    CELL,
    DICE_LABEL,
    TAG_H,
    Box,
    place_tags,
    tag_text,
    text_width,
)
from ludoview.games.colonne.words import WORDS, board_label, move_text, place, player_name, roman

#: The font sizes of some of the board's texts (as colonne.css sets them, board units): a square's
#: number, the finish's name, the dice on a target's tag; a long one is fitted to its box by the
#: estimate of its width (:func:`_width`). From 3.5 the texts stay ~12px in a 360x540 frame.
LABEL = 3.5
FINISH_LABEL = 3.5
FINISHED_RX = 2.7     #: the discs in the finish, their count on them (two side by side)


def _n(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def _fit(text: str, size: float, room: float) -> str:
    """The attributes squeezing ``text`` into ``room`` when it would not fit ("": it fits)."""
    return f' textLength="{_n(room)}" lengthAdjust="spacingAndGlyphs"' if text_width(text, size) > room else ""


def _label(x: float, y: float, text: str, under: bool = False) -> str:
    """A square's number at the foot of the square; a long numeral (XVIII) is fitted to the square.
    ``under``: a unit stands there and hides it (the unit's title names its square)."""
    cls = "clabel under" if under else "clabel"
    return f'<text class="{cls}" x="{_n(x)}" y="{_n(y + CELL / 2 - 1.1)}"{_fit(text, LABEL, CELL - 1.6)}>{text}</text>'


def _square(cls: str, ident: str, x: float, y: float) -> str:
    return (f'<rect class="{cls}" id="{ident}" x="{_n(x - CELL / 2 + .4)}" y="{_n(y - CELL / 2 + .4)}" '
            f'width="{_n(CELL - .8)}" height="{_n(CELL - .8)}" rx="1.2"/>')


def _chevron(x: float, y: float, dx: float, dy: float, cls: str = "cway") -> str:
    """A small arrow head in a square's upper left corner, pointing the way (dx, dy) the pieces go
    (clear of the number at the square's foot; a piece standing there is drawn over it)."""
    cx, cy = x - 2.2, y - 2.2
    px, py = -dy, dx
    pts = ((cx - dx * .6 + px * .9, cy - dy * .6 + py * .9), (cx + dx * .6, cy + dy * .6),
           (cx - dx * .6 - px * .9, cy - dy * .6 - py * .9))
    return f'<polyline class="{cls}" points="{" ".join(f"{_n(a)},{_n(b)}" for a, b in pts)}"/>'


def _head(x: float, y: float, dx: float, dy: float) -> str:
    """An arrow's head at (x, y), pointing (dx, dy)."""
    px, py = -dy, dx
    pts = ((x, y), (x - dx * 1.6 + px * 1.1, y - dy * 1.6 + py * 1.1), (x - dx * 1.6 - px * 1.1, y - dy * 1.6 - py * 1.1))
    return f'<polygon class="carrow-head" points="{" ".join(f"{_n(a)},{_n(b)}" for a, b in pts)}"/>'


def _path(lay: Layout, points: Sequence[tuple[float, float]]) -> str:
    """A connector through (along, across) points."""
    xy = [lay.xy(a, c) for a, c in points]
    return f'<path class="carrow" d="M{" L".join(f"{_n(x)} {_n(y)}" for x, y in xy)}"/>'


def _squares(lay: Layout, lang: str, taken: Collection[str] = ()) -> list[str]:
    """The lanes, the track and the arrows; ``taken``: the ids of the squares a unit stands on."""
    entry, track = sizes(lay.variant)
    half = track // 2
    out = []
    forward = lay.xy(1, 0)
    for colour in COLOURS:
        for p in range(1, entry + 1):   # a lane runs the way the track's first row does, towards I
            x, y = lay.square(colour, p)
            ident = f"csq-{colour}-{p}"
            out.append(_square(f"csq lane {colour}", ident, x, y) + _chevron(x, y, *forward, "cway lane")
                       + _label(x, y, roman(entry - p + 1), ident in taken))
    for k in range(1, track + 1):
        x, y = lay.square("white", entry + k)
        way = forward if k <= half else (-forward[0], -forward[1])
        ident = f"csq-t{k}"
        out.append(_square("csq track", ident, x, y) + _chevron(x, y, *way) + _label(x, y, str(k), ident in taken))
    # the connectors: both lanes into track 1, the track's first row into its second
    end = lay.lead + entry * CELL
    into = lay.row(2)
    between = lay.side + 2 * CELL + GAP / 2
    out.append(_path(lay, ((end, lay.row(0) + CELL / 2), (end + 2.5, lay.row(0) + CELL / 2), (end + 2.5, between),
                           (lay.lead - 2, between), (lay.lead - 2, into), (lay.lead - 0.2, into))))
    out.append(_head(*lay.xy(lay.lead + 0.3, into), *forward))
    out.append(_path(lay, ((end, lay.row(2)), (end + 2.5, lay.row(2)), (end + 2.5, lay.row(3)), (end + 0.2, lay.row(3)))))
    out.append(_head(*lay.xy(end - 0.3, lay.row(3)), -forward[0], -forward[1]))
    return out


def _square_id(lay: Layout, colour: str, progress: int) -> str:
    """The id of the square a unit of ``colour`` at ``progress`` (on the board) stands on."""
    entry, _ = sizes(lay.variant)
    return f"csq-{colour}-{progress}" if progress <= entry else f"csq-t{progress - entry}"


def _finish(lay: Layout, lang: str, done: Mapping[str, int]) -> str:
    """The finish box, labelled, with the count of each colour's pieces in it."""
    variant = lay.variant
    fx, fy, fw, fh = lay.finish_box()
    name = place(lang, variant, finish(variant))
    label = name[:1].upper() + name[1:]
    fit = _fit(label, FINISH_LABEL, fw - 1.2)
    out = [f'<rect class="csq finish" id="csq-finish" x="{_n(fx)}" y="{_n(fy)}" width="{_n(fw)}" '
           f'height="{_n(fh)}" rx="1.5"><title>{escape(name)}</title></rect>',
           f'<text class="cfinish-label" x="{_n(fx + fw / 2)}" y="{_n(fy + 3.4)}"{fit}>{escape(label)}</text>']
    shown = [c for c in COLOURS if done.get(c)]
    for i, colour in enumerate(shown):   # a disc of each colour there, its count written on it
        cx = fx + fw / 2 + (i - (len(shown) - 1) / 2) * (2 * FINISHED_RX + 0.3)
        cy = fy + fh - 1.95
        out.append(f'<g class="cfinished {colour}" transform="translate({_n(cx)} {_n(cy)})">'
                   f'<ellipse class="cdisc" cx="0" cy="0" rx="{_n(FINISHED_RX)}" ry="1.7"/>'
                   f'<text class="cfinished-count" x="0" y="1.25">{done[colour]}</text></g>')
    return "".join(out)


def _stack(height: int, always: bool = False) -> str:
    """Discs piled up (at most four drawn), the height written on the top one (from 2, or ``always``)."""
    drawn = max(1, min(height, 4))
    discs = "".join(f'<ellipse class="cdisc" cx="0" cy="{_n(-0.9 * i)}" rx="2.9" ry="1.9"/>' for i in range(drawn))
    top = -0.9 * (drawn - 1)
    count = f'<text class="ccount" x="0" y="{_n(top + 1.25)}">{height}</text>' if height > 1 or always else ""
    return discs + count


def _unit(colour: str, x: float, y: float, height: int, move: int | None, label: str, ident: str,
          progress: int = 0, chosen: bool = False, hit: str = "") -> str:
    data = f' data-move="{move}"' if move is not None else ""
    cls = f"cunit {colour}" + (" movable" if move is not None else "") + (" chosen" if chosen else "")
    return (f'<g class="{cls}" id="{ident}" data-colour="{colour}" data-height="{height}" data-from="{progress}"{data} '
            f'transform="translate({_n(x)} {_n(y + 1)})"><title>{escape(label)}</title>{hit}{_stack(height)}</g>')




def _text_box(x: float, baseline: float, text: str, size: float, room: float | None = None) -> Box:
    """About where a text centred on ``x`` is drawn (its digits' and capitals' height; ``room``:
    the width it is fitted to, see :func:`_fit`)."""
    half = min(text_width(text, size), room if room is not None else math.inf) / 2
    return x - half, baseline - 0.76 * size, x + half, baseline + 0.06 * size


def _kept_clear(lay: Layout, lang: str, counts: Mapping[str, Counter],
                taken: Collection[str]) -> tuple[list[Box], list[Box]]:
    """What the targets' tags must leave readable (each square's number not under a unit, the
    height written on each column and pile, the finish's name), and what they had better leave
    seen (the units' discs)."""
    entry, track = sizes(lay.variant)
    end = finish(lay.variant)
    out, units = [], []
    squares = [(colour, p, roman(entry - p + 1)) for colour in COLOURS for p in range(1, entry + 1)]
    squares += [("white", entry + k, str(k)) for k in range(1, track + 1)]
    for colour, progress, text in squares:
        if _square_id(lay, colour, progress) not in taken:
            x, y = lay.square(colour, progress)
            out.append(_text_box(x, y + CELL / 2 - 1.1, text, LABEL, CELL - 1.6))
    for colour in COLOURS:
        for progress, height in counts[colour].items():
            spot = lay.pile(colour) if progress == 0 else lay.cell(colour, progress)
            if spot is None:
                continue
            top = -0.9 * (max(1, min(height, 4)) - 1)
            units.append((spot[0] - 2.9, spot[1] + 1 + top - 1.9, spot[0] + 2.9, spot[1] + 2.9))
            if height > 1 or progress == 0:
                out.append(_text_box(spot[0], spot[1] + 1 + top + 1.25, str(height), LABEL))
    fx, fy, fw, _ = lay.finish_box()
    label = place(lang, lay.variant, end)
    out.append(_text_box(fx + fw / 2, fy + 3.4, label, FINISH_LABEL, fw - 1.2))
    return out, units


def _dice_badge(text: str, x: float, y: float, at: Box) -> str:
    """The dice of the steps landing on a target, on a small tag by its ring (the unit's height
    stays visible): (``x``, ``y``): the target's centre; ``at``: where the tag goes
    (:func:`_place_tags`); a tag narrower than its text written out squeezes it in."""
    w = at[2] - at[0]
    dx, dy = at[0] + w / 2 - x, at[1] + TAG_H / 2 - y
    return (f'<g class="cdice-badge" transform="translate({_n(dx)} {_n(dy)})">'
            f'<rect x="{_n(-w / 2)}" y="{_n(-TAG_H / 2)}" width="{_n(w)}" height="{_n(TAG_H)}" rx="1.4"/>'
            f'<text class="cdice-label" y="1.15"{_fit(text, DICE_LABEL, w - 1.0)}>{text}</text></g>')


#: The largest hit area's half-side (board units; a square is CELL across): as much as the
#: neighbours leave, up to 44 CSS px where the board is drawn large.
HIT = 12.0


def _hit_areas(lay, position: Mapping, moves: Sequence[Mapping], first_move: Mapping[int, int],
               targets: Collection[int] | None, orient: str) -> dict:
    """The half-side of the hit area of each unit the player may move (``("unit", progress)``,
    0: the pile off the board) and each target shown (``("target", i)``)."""
    turn, variant = position["turn"], position["variant"]
    keys, spots = [], []
    for progress, move in first_move.items():
        if progress == 0:
            x, y = lay.pile(turn)
        else:
            spot = lay.cell(turn, progress)
            if spot is None:
                continue
            x, y = spot
        keys.append(("unit", progress))
        spots.append((x, y + 1, move))
    for i, step in enumerate(moves):
        if targets is None or i in targets:
            keys.append(("target", i))
            spots.append((*landing(turn, variant, step["to"], orient), i))
    return dict(zip(keys, hits.half_sides(spots, HIT), strict=True))


def render_colonne(position: Mapping, *, moves: Sequence[Mapping] = (), lang: str = "en",
                   units: Collection[int] | None = None, targets: Collection[int] | None = None,
                   chosen: int | None = None, selected: int | None = None, dice_labels: bool = False,
                   last: Mapping | None = None, show_turn: bool = True, names: Mapping | None = None,
                   orient: str = "landscape", cited: Collection[str] = (),
                   struck: Sequence[tuple[str, int]] = ()) -> str:
    """The board of a colonne JSON position, with the legal ``moves`` highlighted.

    For a page that narrows the choice (the main page): ``units`` / ``targets`` are
    the indices of ``moves`` whose units / targets are highlighted (default: all);
    ``chosen`` the progress of the unit the player picked; ``selected`` the index of
    the move under the keyboard cursor; ``dice_labels`` writes each target's dice on it.
    ``show_turn``: the board's name says whose turn it is (not once the game is over); ``last``,
    ``cited`` are the mensch board's (every board takes them; unused: every square here is numbered);
    ``names``: the players' names (their colours when absent), in the labels; ``orient``:
    "landscape" (lanes and track run across) or "portrait" (they run down, for a tall box);
    ``struck``: ``(colour, progress)`` of each step that beat a piece of the person's since
    their last turn, a star where it landed (with the message that tells it).
    """
    variant = position["variant"]
    lay = layout(variant, orient)
    entry, track = sizes(variant)
    width, height = lay.size()
    turn = position["turn"]
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="board-svg colonne-svg {orient}" id="board-svg" '
           f'data-variant="{variant}" '
           f'viewBox="0 0 {_n(width)} {_n(height)}" role="img" '
           f'aria-label="{escape(board_label(lang, variant, turn if show_turn else None, names))}">',
           f'<rect class="board-shadow" x="0.3" y="0.55" width="{_n(width - .6)}" height="{_n(height - .6)}" rx="3"/>',
           f'<rect class="board-bg" x="0.3" y="0.3" width="{_n(width - .6)}" height="{_n(height - .6)}" rx="3"/>']
    end = finish(variant)
    counts = {colour: Counter(position["pieces"][colour]) for colour in COLOURS}
    taken = {_square_id(lay, colour, p) for colour in COLOURS for p in counts[colour] if 0 < p < end}
    out += _squares(lay, lang, taken)
    out.append(_finish(lay, lang, {colour: counts[colour].get(end, 0) for colour in COLOURS}))
    for colour, progress in struck:   # (a piece beaten stood on the track: a square of both colours)
        spot = lay.cell(colour, progress)
        if spot is not None:
            out.append(burst(spot, 4.4, "burst struck"))
    first_move: dict[int, int] = {}
    for i, step in enumerate(moves):
        if units is None or i in units:
            first_move.setdefault(step["from"], i)
    hit = _hit_areas(lay, position, moves, first_move, targets, orient)
    for colour in COLOURS:
        for progress, n in sorted(counts[colour].items()):
            spot = lay.cell(colour, progress)
            move = first_move.get(progress) if colour == turn and moves else None
            label = WORDS(lang, "colonne.board.row", player=player_name(lang, colour, names),
                          places=f"{n} × {place(lang, variant, progress)}")
            if spot is not None:
                out.append(_unit(colour, *spot, n, move, label, f"unit-{colour}-{progress}", progress,
                                 colour == turn and progress == chosen,
                                 hits.rect(hit[("unit", progress)]) if move is not None else ""))
        # the pieces off the board wait before their lane, counted
        off, done = counts[colour].get(0, 0), counts[colour].get(end, 0)
        move = first_move.get(0) if colour == turn and moves else None
        data = f' data-move="{move}"' if move is not None else ""
        cls = f"cpile {colour}" + (" movable" if move is not None else "") + (" empty" if not off else "") + \
            (" chosen" if colour == turn and chosen == 0 else "")
        label = WORDS(lang, "colonne.board.row", player=player_name(lang, colour, names),
                      places=f'{WORDS(lang, "colonne.board.off", n=off)}, {WORDS(lang, "colonne.board.finish", n=done)}')
        x, y = lay.pile(colour)
        out.append(f'<g class="{cls}" id="off-{colour}" data-count="{off}" data-from="0"{data} '
                   f'transform="translate({_n(x)} {_n(y + 1)})"><title>{escape(label)}</title>'
                   f'{hits.rect(hit[("unit", 0)]) if move is not None else ""}{_stack(off, always=True)}</g>')
    shown = [i for i in range(len(moves)) if targets is None or i in targets]
    tagged: dict[int, list[int]] = {}   # square: the steps landing there (one tag says their dice, each once)
    if dice_labels:
        for i in shown:
            tagged.setdefault(moves[i]["to"], []).append(i)
    texts = {steps[0]: tag_text(list(dict.fromkeys(tuple(moves[i]["dice"]) for i in steps))) for steps in tagged.values()}
    tags = [(text, *landing(turn, variant, moves[i]["to"], orient)) for i, text in texts.items()]
    places = dict(zip(texts, place_tags(tags, (width, height), _kept_clear(lay, lang, counts, taken))
                      if tags else [], strict=True))
    for i in shown:
        step = moves[i]
        cx, cy = landing(turn, variant, step["to"], orient)
        cls = "target" + (" capture" if step.get("captures") else "") + (" selected" if i == selected else "")
        mark = '<circle class="target-dot" r="1"/>'
        if dice_labels:
            mark = _dice_badge(texts[i], cx, cy, places[i]) if i in places else ""
        out.append(f'<g class="{cls} ctarget" id="target-{i}" data-move="{i}" transform="translate({_n(cx)} {_n(cy)})">'
                   f'<title>{escape(capital(move_text(lang, dict(position), dict(step))))}</title>{hits.rect(hit[("target", i)])}<circle class="target-ring" r="3.6"/>{mark}</g>')
    out.append("</svg>")
    return "".join(out)


def disc_icon(colour: str, size: int = 26) -> str:
    """A small standalone SVG of a colonne piece, for labels outside the board."""
    return (f'<svg class="cicon {colour}" viewBox="-5 -5 10 10" width="{size}" height="{size}" aria-hidden="true">'
            f'<ellipse class="cdisc" cx="0" cy="1.2" rx="4.3" ry="2.8"/>'
            f'<ellipse class="cdisc" cx="0" cy="-0.8" rx="4.3" ry="2.8"/></svg>')
