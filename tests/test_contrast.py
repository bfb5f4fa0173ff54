"""No text on any page or board is below WCAG AA contrast, light or dark: 4.5:1, or 3:1 for
large text (24px, or 18.66px bold).

Measured in the browser from the colours it computed (tests/layout_helpers.CONTRAST_JS): the
page's text against the backgrounds under it, every board label (SVG <text>) against the
shapes under it. Both games on the main page (a game in progress, with hints and square
numbers, and the setup dialog), the embed (a game to play and scenarios of both games), the
replay of both games, a rules page with its boards, the embedding guide, and the position
editor when the site has one. Dark mode both from the system (prefers-color-scheme) and from
the page's ``?theme=`` (which also forces light on a dark system). And the arrows showing the
way on a colonne board (its track and entry lanes) stand out 3:1 from their squares.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import new_watched_context, open_path, wait_ready
from layout_helpers import ShadowBoard, canvas_colour, contrast, frame_base
from page_helpers import open_with_save
from test_layout import colonne_choosing, mensch_choosing, replay_fragment
from test_rules_pages import SCENARIOS

from ludo import api

pytestmark = pytest.mark.browser

WEB = Path(__file__).resolve().parent.parent / "web"


def measured(page, label: str, frame=None, base=None) -> list[tuple[str, dict]]:
    """Every text of ``frame`` (default: the page) in each colour scheme of ``page.schemes``: the
    system's scheme switched in place (no reload; CSS follows at once). ``base``: what is painted
    behind the frame (default: the page's canvas in that scheme)."""
    out = []
    for scheme in page.schemes:
        page.emulate_media(color_scheme=scheme)
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        behind = base() if base else canvas_colour(page)
        out.append((f"{label} ({scheme})", contrast(frame or page, behind)))
    return out


def _main_page(page, theme: str) -> list[tuple[str, dict]]:
    """The main page: mensch in play (hints, square numbers), its setup dialog, colonne in play."""
    open_with_save(page, mensch_choosing(), f"?speed=0&lang=en{theme}")
    page.check("#hints")
    page.check("#numbers")
    page.wait_for_selector("#board .square-numbers")
    seen = measured(page, "main page, mensch")
    page.click("#btn-new")
    page.wait_for_selector("#setup[open]")
    seen += measured(page, "main page, setup")
    page.check("#game-colonne")
    seen += measured(page, "main page, colonne setup")
    page.evaluate("document.getElementById('setup').close()")
    page.evaluate("""t => { localStorage.setItem('ludo.colonne.save', t);
                            localStorage.setItem('ludo.settings', JSON.stringify({game: 'colonne'})); }""",
                  json.dumps(colonne_choosing("large")))
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#board .ctarget, #board .movable")
    seen += measured(page, "main page, colonne")
    return seen


def _embed(page, theme: str) -> list[tuple[str, dict]]:
    """A frame to play in (the die waits, showing "?"), then colonne boards set by the host's command."""
    open_path(page, "embed.html?players=human,hard&lang=en&speed=0")
    seen = measured(page, "embed, mensch to play")
    for sid in ("c-enter-empty", "c-large"):
        scenario = SCENARIOS[sid]
        page.evaluate("c => window.postMessage(c, location.origin)",
                      {"type": "set-position", "position": api.to_notation(scenario["position"])})
        page.wait_for_function("p => document.getElementById('board').dataset.position === p",
                               arg=json.dumps(scenario["position"], sort_keys=True, separators=(",", ":")))
        seen += measured(page, f"embed, colonne {sid}")
    return seen


def _replay(page, theme: str) -> list[tuple[str, dict]]:
    page.goto(page.site_url + f"replay.html?lang=en{theme}" + replay_fragment("mensch"))
    wait_ready(page)
    page.keyboard.press("End")
    seen = measured(page, "replay, mensch")
    page.evaluate("h => { location.hash = h; }", replay_fragment("colonne", "large"))
    page.wait_for_selector("#board .colonne-svg")
    page.keyboard.press("End")
    seen += measured(page, "replay, colonne")
    return seen


def _with_frames(path: str, frames: dict[str, str]):
    """A page of prose and the boards in it (``frames``: label -> the selector of an iframe or of
    a ``<ludo-board>``, whose shadow root is read as a frame's document)."""
    def check(page, theme: str) -> list[tuple[str, dict]]:
        page.goto(page.site_url + path)
        seen = measured(page, path)
        for label, selector in frames.items():
            page.evaluate("s => document.querySelector(s).scrollIntoView()", selector)
            if selector.startswith("ludo-board"):
                page.wait_for_selector(selector + "[data-ludo=ready]", state="attached", timeout=120_000)
                inner = ShadowBoard(page, selector)
            else:
                inner = page.locator(selector).element_handle().content_frame()
                inner.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=120_000)
            seen += measured(page, f"{path}, {label}", inner, lambda selector=selector: frame_base(page, selector))
        return seen
    return check


def _editor(page, theme: str) -> list[tuple[str, dict]]:
    open_path(page, f"editor.html?lang=en{theme}")
    return measured(page, "editor")


RULES_BOARDS = {"a mensch board": 'ludo-board[data-scenario="m-capture"]',
                "a colonne board": 'ludo-board[data-scenario="c-large"]'}
PAGES = {
    "main": _main_page,
    "embed": _embed,
    "replay": _replay,
    "rules": _with_frames("rules/en.html", RULES_BOARDS),
    "guide": _with_frames("embedding.html", {"its live board": "iframe.live-example"}),
}
if (WEB / "editor.html").exists():      # the position editor (written beside this work)
    PAGES["editor"] = _editor

#: Every page in the system's light and dark schemes (one load, the scheme switched in place);
#: the main page also forced by ``?theme=`` against the system's scheme (the other pages that take
#: ?theme= share its stylesheet).
def _cases():
    for name in PAGES:
        yield name, ""
    yield "main", "&theme=dark"
    yield "main", "&theme=light"


@pytest.mark.parametrize("name, theme", list(_cases()))
def test_no_text_is_below_aa_contrast(browser, site_url, name, theme):
    schemes = {"": ("light", "dark"), "&theme=dark": ("light",), "&theme=light": ("dark",)}[theme]
    context = new_watched_context(browser, color_scheme=schemes[0])
    page = context.new_page()
    page.site_url = site_url
    page.schemes = schemes
    page.set_default_timeout(20_000)

    try:
        seen = PAGES[name](page, theme)
    finally:
        problems = context.watch.problems()
        context.close()
    assert not problems, problems
    report = {where: found["failing"][:6] for where, found in seen if found["failing"]}
    assert all(found["texts"] for _, found in seen), [(where, found["texts"]) for where, found in seen]
    assert not report, json.dumps(report, indent=1, ensure_ascii=False)


#: Each arrow showing the way on a colonne board (the track's and the entry lanes'): the contrast
#: of its stroke against the square under it, and how much of a square's number it covers (px²).
WAYS_JS = r"""
() => {
  const rgb = (s) => { const m = s.match(/^rgba?\(([^)]*)\)/) || s.match(/^color\(srgb ([^)]*)\)/);
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    return s.startsWith('rgb') ? p.slice(0, 3).map(v => v / 255) : p.slice(0, 3); };
  const lum = (c) => c.map(v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4))
    .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const labels = [...document.querySelectorAll('#board .clabel')].map(t => t.getBoundingClientRect());
  return [...document.querySelectorAll('#board polyline.cway')].map(a => {
    let square = a.previousElementSibling;
    while (!square.matches('rect.csq')) square = square.previousElementSibling;
    const r = a.getBoundingClientRect(), s = square.getBoundingClientRect();
    const covers = labels.map(l => Math.max(0, Math.min(r.right, l.right) - Math.max(r.left, l.left))
                                 * Math.max(0, Math.min(r.bottom, l.bottom) - Math.max(r.top, l.top)));
    return {square: square.id, lane: a.classList.contains('lane'),
            ratio: Math.round(ratio(rgb(getComputedStyle(a).stroke), rgb(getComputedStyle(square).fill)) * 100) / 100,
            inside: r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom,
            covers: Math.max(...covers)}; }); }
"""


@pytest.mark.parametrize("variant", ["small", "large"])
def test_the_arrows_showing_the_way_stand_out_from_their_squares_clear_of_the_numbers(page, variant):
    """Both entry lanes and the track carry an arrow in each square: 3:1 against the square
    (WCAG's contrast for graphics), light and dark, down a phone and across a desktop, inside
    the square and off its number."""
    entry, track = (18, 36) if variant == "large" else (12, 24)
    page.set_viewport_size({"width": 390, "height": 844})
    open_with_save(page, colonne_choosing(variant), "?speed=0&lang=en")
    problems = []
    for width, height, orient in ((390, 844, "portrait"), (1280, 800, "landscape")):
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_selector(f"#board .colonne-svg.{orient}")
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            ways = page.evaluate(WAYS_JS)
            assert len([w for w in ways if w["lane"]]) == 2 * entry and len(ways) == 2 * entry + track
            problems += [(orient, scheme, w) for w in ways if w["ratio"] < 3 or not w["inside"] or w["covers"] > 0.5]
            lanes = [w["ratio"] for w in ways if w["lane"]]
            assert min(lanes) >= 3, (orient, scheme, min(lanes))
    assert not problems, problems[:6]


#: Every piece's colours (its fill and its edge, with the edge's drawn width in CSS px) and every
#: square's colour as painted (its fill over the board's, through its opacity), on the board shown.
PIECES_JS = r"""
() => {
  const rgb = (s) => { const m = s.match(/^rgba?\(([^)]*)\)/) || s.match(/^color\(srgb ([^)]*)\)/);
    if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
    const c = s.startsWith('rgb') ? p.slice(0, 3).map(v => v / 255) : p.slice(0, 3);
    return [...c, p.length > 3 ? p[3] : 1]; };
  const over = (top, alpha, base) => top.slice(0, 3).map((v, i) => v * alpha + base[i] * (1 - alpha));
  const board = rgb(getComputedStyle(document.querySelector('#board .board-bg')).fill);
  const painted = (e) => { const s = getComputedStyle(e), c = rgb(s.fill);
    return over(c, c[3] * parseFloat(s.fillOpacity) * parseFloat(s.opacity), board); };
  const squares = {};
  for (const sq of document.querySelectorAll('#board .sq, #board .csq')) {
    const name = sq.getAttribute('class').replace(/\s+/g, '.') + (sq.closest('g[class^=c]') ? ' ' + sq.closest('g[class^=c]').getAttribute('class') : '');
    squares[name] = painted(sq);
  }
  const pieces = {};
  const bodies = [...document.querySelectorAll('#board .piece:not(.movable) .piece-body, #board :is(.cunit, .cpile):not(.movable) .cdisc'),
                  ...document.querySelectorAll('#board .piece.movable .piece-body, #board :is(.cunit, .cpile).movable .cdisc:first-of-type')];
  for (const body of bodies) {
    const owner = body.closest('.piece, .cunit, .cpile');
    const name = owner.getAttribute('class').split(/\s+/).find(c => /^c\d$|^white$|^black$/.test(c));
    if (pieces[name]) continue;
    const s = getComputedStyle(body);
    pieces[name] = {fill: painted(body), edge: rgb(s.stroke).slice(0, 3),
                    width: parseFloat(s.strokeWidth) * Math.abs(body.getScreenCTM().a)};
  }
  return {squares, pieces};
}
"""


def _ratio(a, b) -> float:
    def lum(c):
        return sum(w * (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
                   for v, w in zip(c, (0.2126, 0.7152, 0.0722), strict=True))
    x, y = lum(a), lum(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_every_piece_stands_out_from_every_square_light_and_dark(page, game):
    """WCAG's contrast for graphics (3:1): each player's pieces against every colour of square
    on the board, in both themes, by their fill or by an edge at least 1 CSS px wide (white
    pieces on cream squares, black pieces on dark squares in the dark theme)."""
    data = mensch_choosing() if game == "mensch" else colonne_choosing("large")
    page.set_viewport_size({"width": 1280, "height": 800})
    open_with_save(page, data, f"?speed=0&lang=en&game={game}")
    problems, seen = [], 0
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            found = page.evaluate(PIECES_JS)
            assert len(found["pieces"]) == (4 if game == "mensch" else 2), found["pieces"].keys()
            for name, piece in found["pieces"].items():
                for square, colour in found["squares"].items():
                    seen += 1
                    by_fill = _ratio(piece["fill"], colour)
                    by_edge = _ratio(piece["edge"], colour) if piece["width"] >= 1 else 0
                    if max(by_fill, by_edge) < 3:
                        problems.append(f"{width}x{height} {scheme}: {name} on {square}: fill {by_fill:.2f}, "
                                        f"edge {_ratio(piece['edge'], colour):.2f} ({piece['width']:.2f}px)")
    assert seen and not problems, problems[:40]
