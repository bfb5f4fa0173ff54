"""Helpers for the browser tests of layout and contrast (tests/test_layout.py,
tests/test_contrast.py, tests/test_replay_layout.py, tests/test_page_landscape.py).

Boxes are Playwright bounding boxes ({"x", "y", "width", "height"}, CSS pixels of the
viewport). The contrast of every text a page shows is measured in the page itself by
:data:`CONTRAST_JS` (WCAG 2 relative luminance), from the colours the browser computed.
"""

from __future__ import annotations

import json

SIZES = [(360, 540), (390, 844), (844, 390), (1024, 768), (1280, 800), (1920, 1080)]

#: Squares of either board: mensch's ring and lanes (not the base slots), colonne's lanes and track.
SQUARES = ".sq:not(.home-slot), .csq:not(.finish)"


def overlap(a: dict, b: dict) -> float:
    """The area two boxes share (px²)."""
    w = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    h = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(0.0, w) * max(0.0, h)


def overlaps(boxes: dict[str, dict]) -> list[tuple[str, str, float]]:
    """Every pair of the named boxes that share more than 1 px²."""
    names = [n for n, b in boxes.items() if b]
    return [(a, b, overlap(boxes[a], boxes[b])) for i, a in enumerate(names) for b in names[i + 1:]
            if overlap(boxes[a], boxes[b]) >= 1]


def inside_view(box: dict, width: float, height: float) -> bool:
    """Is the box wholly on screen (without scrolling)?"""
    return (box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= width + 0.5
            and box["y"] + box["height"] <= height + 0.5)


def on_screen(page, selector: str, width: float, height: float) -> dict:
    """The box of the first element matching ``selector``, asserted to be wholly on screen."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not drawn"
    assert inside_view(box, width, height), (selector, box, (width, height))
    return box


def sideways_scroll(page) -> int:
    """How far the page scrolls sideways (px; 0 is right)."""
    return page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")


def smallest_square(page) -> float | None:
    """The smallest side of the board's squares as drawn (px), None without a board."""
    return page.evaluate("""sel => {
        const sides = [...document.querySelectorAll(sel)].map(e => e.getBoundingClientRect())
            .filter(r => r.width > 0).map(r => Math.min(r.width, r.height));
        return sides.length ? Math.min(...sides) : null; }""", SQUARES)


#: The texts of a colonne board: its squares' numbers, the counts on the piles and columns and in
#: the finish, the finish's name, the dice on a target's tag.
BOARD_TEXTS = ".colonne-svg text"


def smallest_board_text(page) -> dict | None:
    """The smallest text of a colonne board as drawn: ``{"px": its font's size in CSS px,
    "text", "cls"}``; None without such a board (a text hidden under a piece is not counted)."""
    return page.evaluate("""sel => {
        const seen = [...document.querySelectorAll(sel)]
            .filter(t => t.textContent.trim() && t.getBoundingClientRect().width > 0
                         && t.checkVisibility({visibilityProperty: true}))
            .map(t => ({px: Math.round(parseFloat(getComputedStyle(t).fontSize) * Math.abs(t.getScreenCTM().a) * 10)
                            / 10, text: t.textContent, cls: t.getAttribute('class')}));
        return seen.length ? seen.reduce((a, b) => (b.px < a.px ? b : a)) : null; }""", BOARD_TEXTS)


def numbers_outside_squares(page) -> list[str]:
    """The squares' numbers of a colonne board drawn wider than their square (each after its square)."""
    return page.evaluate("""() => [...document.querySelectorAll('.colonne-svg text.clabel')].filter(t => {
            let square = t.previousElementSibling;
            while (square && !square.matches('rect.csq')) square = square.previousElementSibling;
            const r = t.getBoundingClientRect(), s = square.getBoundingClientRect();
            return r.left < s.left - .5 || r.right > s.right + .5; }).map(t => t.textContent)""")


def entries_in_view(page, selector: str) -> int:
    """How many of the list's buttons can be seen at once: their middle inside every box that
    clips them (a scrolling list, its scrolling parent; the page itself may scroll to the list)."""
    return page.evaluate("""sel => {
        const items = [...document.querySelectorAll(sel + ' button')];
        if (!items.length) return 0;
        let clip = {top: -Infinity, bottom: Infinity};
        for (let e = items[0].parentElement; e && e !== document.documentElement; e = e.parentElement) {
            if (getComputedStyle(e).overflowY !== 'visible') { const r = e.getBoundingClientRect();
                clip = {top: Math.max(clip.top, r.top), bottom: Math.min(clip.bottom, r.bottom)}; }
        }
        return items.map(b => b.getBoundingClientRect()).filter(r => r.height > 0)
            .filter(r => r.top + r.height / 2 >= clip.top && r.top + r.height / 2 <= clip.bottom).length; }""",
        selector)


def boxes(page, selectors) -> dict[str, dict | None]:
    """The box of the first visible element of each selector (None: not shown)."""
    out = {}
    for selector in selectors:
        found = page.locator(selector)
        out[selector] = found.first.bounding_box() if found.count() and found.first.is_visible() else None
    return out


#: ``(base) => {worst, texts, findings}``: every visible text of the document it runs in (HTML
#: text and SVG <text>), its colour against what is under it, as WCAG contrast ratios.
#:
#: HTML text: the computed ``color`` (its alpha times the opacity of the element and its
#: ancestors) over the background colours of the element and its ancestors composited down to
#: ``base`` (the canvas: white, or the dark canvas, or what the host paints behind a frame);
#: a gradient counts by its worst colour. SVG text: its ``fill`` over the shapes the browser
#: finds under its middle (elementsFromPoint), down to the board's own background; a text that
#: an opaque shape covers (a label under a piece) is not seen and not counted; a translucent
#: one over it (a target ring) tints both. Text of a disabled control is left out (WCAG exempts
#: inactive components). Large text: from 24px, or 18.66px bold (SVG: the size drawn on screen).
CONTRAST_JS = r"""
(base) => {
  const parse = (s) => {
    if (!s || s === 'none' || s.startsWith('url')) return null;
    let m = s.match(/^rgba?\(([^)]*)\)/);
    if (m) { const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
             return [p[0] / 255, p[1] / 255, p[2] / 255, p.length > 3 ? p[3] : 1]; }
    m = s.match(/^color\(srgb ([^)]*)\)/);
    if (m) { const p = m[1].split(/[\s\/]+/).filter(Boolean).map(Number);
             return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
    return null;
  };
  const over = (top, bottom) => {
    const a = top[3] + bottom[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    return [0, 1, 2].map(i => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a).concat([a]);
  };
  const alpha = (c, k) => [c[0], c[1], c[2], c[3] * k];
  const lum = (c) => { const f = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
                       return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
  const hex = (c) => '#' + c.slice(0, 3).map(v => Math.round(v * 255).toString(16).padStart(2, '0')).join('');
  const canvas = parse(base) || [1, 1, 1, 1];
  const opacity = (el) => { let k = 1; for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      k *= parseFloat(getComputedStyle(e).opacity); } return k; };
  // every colour the background of an element can show under its text (gradients: each stop)
  const backgrounds = (el) => {
    const chain = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) chain.unshift(e);
    let under = [canvas];
    for (const e of chain) {
      const cs = getComputedStyle(e);
      const k = parseFloat(cs.opacity);
      const image = cs.backgroundImage;
      if (image && image.includes('gradient')) {
        const stops = (image.match(/(rgba?\([^)]*\)|color\(srgb [^)]*\))/g) || []).map(parse).filter(Boolean);
        if (stops.length) under = stops.flatMap(s => under.map(u => over(alpha(s, k), u)));
      }
      const colour = parse(cs.backgroundColor);
      if (colour && colour[3] > 0) under = under.map(u => over(alpha(colour, k), u));
    }
    return under;
  };
  const large = (px, weight) => px >= 24 || (px >= 18.66 && weight >= 700);
  const findings = [];
  const note = (el, text, fg, bgs, px, weight) => {
    let worst = null;
    for (const bg of bgs) {
      const shown = over(fg, bg);
      const r = ratio(shown, bg);
      if (!worst || r < worst.ratio) worst = {ratio: r, fg: hex(shown), bg: hex(bg)};
    }
    const need = large(px, weight) ? 3 : 4.5;
    const where = (el.id ? '#' + el.id : el.tagName.toLowerCase() + (el.getAttribute('class') ? '.' + el.getAttribute('class').trim().split(/\s+/).join('.') : ''));
    findings.push({text: text.trim().slice(0, 60), where, ratio: Math.round(worst.ratio * 100) / 100, need,
                   fg: worst.fg, bg: worst.bg, px: Math.round(px * 10) / 10});
  };
  const disabled = (el) => !!el.closest('button:disabled, input:disabled, select:disabled, textarea:disabled, fieldset:disabled, [aria-disabled="true"]');
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && el.checkVisibility({visibilityProperty: true, opacityProperty: false}); };

  // --- HTML text ---
  const skip = new Set(['SCRIPT', 'STYLE', 'TITLE', 'OPTION', 'SELECT', 'TEXTAREA', 'NOSCRIPT', 'TEMPLATE']);
  for (const el of document.body.querySelectorAll('*')) {
    if (skip.has(el.tagName) || el instanceof SVGElement || el.closest('select')) continue;
    const text = [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('');
    if (!text.trim() || !shown(el) || disabled(el)) continue;
    const cs = getComputedStyle(el);
    const fg = parse(cs.color);
    if (!fg) continue;
    note(el, text, alpha(fg, opacity(el)), backgrounds(el), parseFloat(cs.fontSize), parseInt(cs.fontWeight));
  }

  // --- SVG text: against the shapes under it ---
  // (a constructed sheet: the pages' policy refuses a <style> added to them)
  const hit = new CSSStyleSheet(), sheets = document.adoptedStyleSheets;
  hit.replaceSync('svg, svg * { pointer-events: visiblePainted !important; }');
  document.adoptedStyleSheets = [...sheets, hit];
  const shapes = new Set(['rect', 'circle', 'ellipse', 'polygon', 'path', 'polyline', 'line']);
  const paint = (el) => {   // the colour a shape paints where the point hit it
    const cs = getComputedStyle(el);
    let colour = parse(cs.fill), k = parseFloat(cs.fillOpacity);
    if (!colour) { colour = parse(cs.stroke); k = parseFloat(cs.strokeOpacity); }
    if (!colour) return null;
    let o = 1;
    for (let e = el; e && e.nodeType === 1 && e.tagName.toLowerCase() !== 'svg'; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity);
    return alpha(colour, k * o);
  };
  for (const t of document.querySelectorAll('svg text')) {
    if (!shown(t) || disabled(t) || !t.textContent.trim()) continue;
    const r = t.getBoundingClientRect();
    const cs = getComputedStyle(t);
    let fg = paint(t);
    if (!fg) continue;
    const stack = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const at = stack.indexOf(t);
    if (at < 0) continue;                          // off screen or behind something else
    const above = stack.slice(0, at).filter(e => shapes.has(e.tagName.toLowerCase())).map(paint).filter(Boolean);
    if (above.some(c => c[3] >= 0.99)) continue;   // covered: nobody sees it
    const below = stack.slice(at + 1);
    const htmlUnder = below.find(e => !(e instanceof SVGElement));
    let bgs = htmlUnder ? backgrounds(htmlUnder) : [canvas];
    const painted = below.filter(e => shapes.has(e.tagName.toLowerCase())).map(paint).filter(Boolean).reverse();
    for (const c of painted) bgs = bgs.map(b => over(c, b));
    let fgs = bgs.map(b => over(fg, b));
    for (const c of above.reverse()) { bgs = bgs.map(b => over(c, b)); fgs = fgs.map(f => over(c, f)); }
    const svg = t.ownerSVGElement;
    const scale = svg && svg.getScreenCTM() ? Math.abs(svg.getScreenCTM().a) : 1;
    let worst = null;
    fgs.forEach((f, i) => { const q = ratio(f, bgs[i]); if (!worst || q < worst.r) worst = {r: q, f, b: bgs[i]}; });
    const px = parseFloat(cs.fontSize) * scale, weight = parseInt(cs.fontWeight);
    findings.push({text: t.textContent.trim().slice(0, 60), where: 'svg text.' + (t.getAttribute('class') || ''),
                   ratio: Math.round(worst.r * 100) / 100, need: large(px, weight) ? 3 : 4.5,
                   fg: hex(worst.f), bg: hex(worst.b), px: Math.round(px * 10) / 10});
  }
  document.adoptedStyleSheets = sheets;
  const texts = findings.length;
  const failing = findings.filter(f => f.ratio < f.need).sort((a, b) => a.ratio - b.ratio);
  const worst = findings.slice().sort((a, b) => a.ratio / a.need - b.ratio / b.need)[0] || null;
  return {texts, worst, failing};
}
"""


def canvas_colour(page) -> str:
    """What the browser paints behind a top-level page: white, or the dark canvas."""
    dark = page.evaluate("""() => { const s = getComputedStyle(document.documentElement).colorScheme.split(' ');
        return s.includes('dark') && (!s.includes('light') || matchMedia('(prefers-color-scheme: dark)').matches); }""")
    return "rgb(18, 18, 18)" if dark else "rgb(255, 255, 255)"


def contrast(frame, base: str) -> dict:
    """Every visible text of ``frame`` (a page or an iframe's frame) against its background:
    ``{"texts": n, "worst": finding, "failing": [findings below AA]}``."""
    return frame.evaluate(CONTRAST_JS, base)


def frame_base(page, iframe_selector: str) -> str:
    """What the host page paints behind an iframe (its element's background down to the canvas)."""
    return page.evaluate("""([sel, canvas]) => {
        const el = document.querySelector(sel);
        let colour = null;
        for (let e = el; e; e = e.parentElement) {
            const c = getComputedStyle(e).backgroundColor;
            if (c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') { colour = c; break; }
        }
        return colour || canvas; }""", [iframe_selector, canvas_colour(page)])


class ShadowBoard:
    """A ``<ludo-board>``'s shadow root, read by the helpers above as they read a frame: in the
    code they evaluate, ``document`` is the root (``documentElement`` the element)."""

    def __init__(self, page, selector: str) -> None:
        self.page = page
        self.selector = selector

    def _wrap(self, expression: str) -> str:
        return f"""(arg) => {{
            const host = document.querySelector({json.dumps(self.selector)}), root = host.shadowRoot, real = document;
            const shim = {{querySelector: s => root.querySelector(s), querySelectorAll: s => root.querySelectorAll(s),
                getElementById: i => root.getElementById(i), documentElement: host, body: root,
                get adoptedStyleSheets() {{ return root.adoptedStyleSheets; }},
                set adoptedStyleSheets(v) {{ root.adoptedStyleSheets = v; }},
                createElement: t => real.createElement(t), elementsFromPoint: (x, y) => root.elementsFromPoint(x, y)}};
            return ((document) => {{ const f = ({expression}); return typeof f === 'function' ? f(arg) : f; }})(shim);
        }}"""

    def evaluate(self, expression: str, arg=None):
        return self.page.evaluate(self._wrap(expression), arg)

    def wait_for_function(self, expression: str, arg=None, timeout=None):
        return self.page.wait_for_function(self._wrap(expression), arg=arg, timeout=timeout)
