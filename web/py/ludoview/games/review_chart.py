"""The review's figures in words and its chart: numbers and points of win chance in
the page's language, each player's line of chances as an SVG chart, and the chart's
summary in words (shown to everyone). Pure functions of the analysis JSON
(``docs/analysis.md``); :mod:`ludoview.games.review` builds the review from them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from ludoview.core.game import GameSpec
from ludoview.core.i18n import capital
from ludoview.core.words import SHELL

#: Each player's line: a marker shape and a dash, by the seat's place among the game's
#: seats, so the chart reads without colour (mensch: the shapes of the board's corners).
SHAPES = ("circle", "triangle", "square", "diamond")
DASHES = ("", "7 4", "2 3", "10 3 2 3")
#: The chart's frame (SVG user units; it scales to the width it is given).
WIDTH, HEIGHT = 360, 180
LEFT, RIGHT, TOP, BOTTOM = 34, 10, 10, 22
#: Markers on each line (spread evenly; the first player's at the first, the others shifted).
MARKS = 7
#: Mistakes listed at most (the biggest of every player's, biggest first).
MAX_MISTAKES = 6
RATINGS = ("excellent", "good", "fair", "weak", "poor")



# --- numbers in words -------------------------------------------------------------------

def decimal(lang: str, value: float, sign: bool = False) -> str:
    """``value`` with one decimal, the language's decimal mark and a true minus sign."""
    text = f"{value:+.1f}" if sign else f"{value:.1f}"
    if text in ("+0.0", "-0.0"):
        text = "0.0"
    if lang != "en":
        text = text.replace(".", ",")
    return text.replace("-", "\u2212")


def points(lang: str, chance: float, sign: bool = True) -> str:
    """A difference of win chance in points: "+3.2 points", "−0,8 point"."""
    value = round(100 * chance, 1)
    one = abs(value) < 2 if lang == "fr" else abs(value) == 1
    return SHELL(lang, "review.point" if one else "review.points", value=decimal(lang, value, sign))


def fine_points(lang: str, chance: float) -> str:
    """An average in points, fine enough to read a small one: two decimals below 10 points
    ("+0.04 points", "−0.48 points"), one above ("−5.6 points")."""
    value = 100 * chance
    digits = 2 if abs(value) < 9.995 else 1
    text = f"{value:+.{digits}f}"
    if float(text) == 0:
        text = f"{0:.{digits}f}"
    if lang != "en":
        text = text.replace(".", ",")
    text = text.replace("-", "\u2212")
    one = abs(value) < 2 if lang == "fr" else False
    return SHELL(lang, "review.point" if one else "review.points", value=text)


def about_points(lang: str, chance: float) -> str:
    """What a mistake cost, in whole points, at least 1 (said after "about"): "5 points", "1 point"."""
    value = max(1, int(round(100 * abs(chance))))
    return SHELL(lang, "review.point" if value == 1 else "review.points", value=value)


def percent(lang: str, fraction: float) -> str:
    """A share as a whole percentage: "42%" ("42 %" in French and German)."""
    return SHELL(lang, "review.percent", value=int(round(100 * max(0.0, min(1.0, fraction)))))


def rating_text(lang: str, rating: str | None) -> str | None:
    return SHELL(lang, f"review.rating.{rating}") if rating in RATINGS else None


# --- the chart --------------------------------------------------------------------------

def style_index(spec: GameSpec, seat) -> int:
    """A seat's place among every seat the game has (its shape and dash)."""
    seats = spec.seats_for(max(spec.seat_counts))
    return seats.index(seat) % len(SHAPES) if seat in seats else 0


def seat_of(spec: GameSpec, player: str):
    """The view's seat of an analysis' player ("0" is mensch's corner 0, "white" is white)."""
    for seat in spec.seats_for(max(spec.seat_counts)):
        if str(seat) == str(player):
            return seat
    raise ValueError(f"unknown player {player!r}")


def chances(analysis: Mapping) -> dict[str, list[float]]:
    """Each player's chance to win where the record begins, then after every turn."""
    return {p: [float(analysis["start"][p])] + [float(t["after"][p]) for t in analysis["turns"]]
            for p in analysis["players"]}


def chart_points(values: Sequence[float]) -> list[tuple[float, float]]:
    """Where a series of chances is drawn: x from the left edge (first) to the right
    (last), y from the bottom (0) to the top (1) of the plot."""
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    n = len(values)
    step = inner_w / (n - 1) if n > 1 else 0.0
    return [(round(LEFT + i * step, 1), round(TOP + (1 - max(0.0, min(1.0, v))) * inner_h, 1))
            for i, v in enumerate(values)]


def marker(shape: str, x: float, y: float, r: float = 3.6) -> str:
    """A small shape centred on (x, y)."""
    if shape == "circle":
        return f'<circle class="review-mark" cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.9:.1f}"/>'
    if shape == "square":
        s = r * 0.8
        return f'<rect class="review-mark" x="{x - s:.1f}" y="{y - s:.1f}" width="{2 * s:.1f}" height="{2 * s:.1f}"/>'
    pts: tuple[tuple[float, float], ...]
    if shape == "triangle":
        pts = ((x, y - r), (x + r * 0.95, y + r * 0.7), (x - r * 0.95, y + r * 0.7))
    else:
        pts = ((x, y - r), (x + r, y), (x, y + r), (x - r, y))
    return '<polygon class="review-mark" points="' + " ".join(f"{a:.1f},{b:.1f}" for a, b in pts) + '"/>'


def line_sample(spec: GameSpec, seat, width: int = 34, height: int = 14) -> str:
    """A player's line in the legend: its colour, dash and shape."""
    index = style_index(spec, seat)
    dash = f' stroke-dasharray="{DASHES[index]}"' if DASHES[index] else ""
    mid = height / 2
    return (f'<svg class="review-sample c{escape(str(seat))}" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" aria-hidden="true" focusable="false">'
            f'<line class="review-line" x1="1" y1="{mid}" x2="{width - 1}" y2="{mid}"{dash}/>'
            f'{marker(SHAPES[index], width / 2, mid)}</svg>')


def chart_svg(lang: str, spec: GameSpec, analysis: Mapping, names: Mapping | None = None,
              described_by: str | None = None) -> str:
    """The chart of each player's chance to win over the game, as an SVG string;
    ``described_by``: the id of the element that says it in words (its accessible description)."""
    series = chances(analysis)
    inner_h = HEIGHT - TOP - BOTTOM
    title = SHELL(lang, "review.chart")
    described = f' aria-describedby="{escape(described_by)}"' if described_by else ""
    out = [f'<svg class="review-chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
           f'aria-label="{escape(title)}"{described} data-testid="review-chart"><title>{escape(title)}</title>']
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        y = TOP + (1 - share) * inner_h
        cls = "review-grid major" if share in (0.0, 0.5, 1.0) else "review-grid"
        out.append(f'<line class="{cls}" x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}"/>')
        if share in (0.0, 0.5, 1.0):
            out.append(f'<text class="review-axis" x="{LEFT - 4}" y="{y + 3.5:.1f}" text-anchor="end">'
                       f'{escape(percent(lang, share))}</text>')
    out.append(f'<text class="review-axis" x="{LEFT}" y="{HEIGHT - 6}">{escape(SHELL(lang, "review.start"))}</text>')
    out.append(f'<text class="review-axis" x="{WIDTH - RIGHT}" y="{HEIGHT - 6}" text-anchor="end">'
               f'{escape(SHELL(lang, "review.end"))}</text>')
    count = len(analysis["players"])
    for order, player in enumerate(analysis["players"]):
        seat = seat_of(spec, player)
        index = style_index(spec, seat)
        pts = chart_points(series[player])
        dash = f' stroke-dasharray="{DASHES[index]}"' if DASHES[index] else ""
        name = spec.player_name(lang, seat, names)
        out.append(f'<g class="review-series c{escape(str(seat))}" data-player="{escape(player)}">'
                   f'<title>{escape(name)}</title>'
                   f'<polyline class="review-line" points="{" ".join(f"{x},{y}" for x, y in pts)}"{dash}/>')
        n = len(pts)
        if n:
            for k in range(MARKS):   # spread, each player's shifted so that markers rarely overlap
                i = min(n - 1, round((k + order / count) * (n - 1) / MARKS))
                out.append(marker(SHAPES[index], *pts[i]))
        out.append("</g>")
    out.append("</svg>")
    return "".join(out)


# --- the chart in words -----------------------------------------------------------------

#: The id of the chart's summary in words (one review a page).
SUMMARY_ID = "review-chart-summary"


def when_words(lang: str, fraction: float) -> str:
    """Where in the game a point ``fraction`` (0..1) of the way through is: early, midway, late."""
    part = "early" if fraction <= 1 / 3 else "middle" if fraction <= 2 / 3 else "late"
    return SHELL(lang, f"review.when.{part}")


def leaders(series: Mapping[str, Sequence[float]], players: Sequence[str]) -> list[str]:
    """Who was ahead (the highest chance; the first in turn order on a tie) at each point of the
    chart (``series``: each player's chances, as :func:`chances` gives them)."""
    players = list(players)
    count = len(series[players[0]]) if players else 0
    return [max(players, key=lambda p: (series[p][i], -players.index(p))) for i in range(count)]


def chart_summary(lang: str, spec: GameSpec, analysis: Mapping, names: Mapping | None = None) -> str:
    """The chart in a few sentences, for whoever cannot see it: who was ahead for most of the
    game, when the last leader took the lead for good (or who led when the record stops), and
    the biggest swing of one turn (whose chance, on whose throw, from what to what) before the
    winning one, which always ends the winner's line at the top."""
    turns = list(analysis["turns"])
    if not turns or not analysis["players"]:
        return ""
    def name(player):
        return spec.player_name(lang, seat_of(spec, player), names)
    series = chances(analysis)
    ahead = leaders(series, analysis["players"])
    last = len(ahead) - 1
    said = []
    lead_when = None       # the part of the game named for the final lead (not named twice)
    if len(set(ahead)) == 1:
        said.append(SHELL(lang, "review.led.always", player=name(ahead[0])))
    else:
        top = max(analysis["players"], key=lambda p: (ahead.count(p), -analysis["players"].index(p)))
        share = ahead.count(top) / len(ahead)
        said.append(SHELL(lang, "review.led.most" if share > 0.5 else "review.led.close", player=name(top),
                          percent=percent(lang, share)))
        if analysis.get("winner") is not None:
            since = last
            while since > 0 and ahead[since - 1] == ahead[last]:
                since -= 1
            lead_when = when_words(lang, since / last)
            said.append(SHELL(lang, "review.lead.final", player=name(ahead[last]), when=lead_when))
        else:
            said.append(SHELL(lang, "review.lead.stopped", player=name(ahead[last])))
    if len(turns) < 2:      # one turn: no course to speak of ("the biggest swing came late, position 0")
        return " ".join(capital(sentence) for sentence in said)
    best: tuple[tuple[float, bool], int, str] | None = None
    finished = analysis.get("winner") is not None and len(turns) > 1
    for i, turn in enumerate(turns[:-1] if finished else turns):   # (not the winning turn: the end, said above)
        for player in analysis["players"]:
            change = abs(series[player][i + 1] - series[player][i])
            key = (round(change, 9), player == turn["mover"])   # (a tie: the one who threw)
            if best is None or key > best[0]:
                best = (key, i, player)
    if best is None:        # no player to follow: no swing either
        return " ".join(capital(sentence) for sentence in said)
    _, i, player = best
    turn = turns[i]
    when = when_words(lang, (i + 1) / last)
    params = dict(when=SHELL(lang, "review.when.same") if when == lead_when else when, at=int(turn["at"]),
                  player=name(player),
                  before=percent(lang, series[player][i]), after=percent(lang, series[player][i + 1]))
    if player == turn["mover"]:
        said.append(SHELL(lang, "review.swing.own", **params))
    else:
        said.append(SHELL(lang, "review.swing", mover=name(turn["mover"]), **params))
    return " ".join(capital(sentence) for sentence in said)     # (a name typed in small letters may start one)


# --- the figures and the mistakes -------------------------------------------------------
