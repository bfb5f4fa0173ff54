"""Every page is played by fingers: at 360x540, 390x844 and 844x390 the hit area of every
interactive element of every page (the main page with both games, both colonne sizes and a
crowded colonne board, its setup dialog and end screen, the embed, the replay, the position
editor, a rules page, the embedding guide, the puzzles and the lessons of both games) is
at least 44x44 CSS px, and no two hit areas that do different things overlap.

What is measured (in the page, :data:`HITS_JS`):
- each button, link, select, text field, summary and focusable element that is shown (in an
  open modal dialog only its own, the rest of the page is inert under it); a checkbox's or a
  radio button's hit area is its label's box (a click on the label ticks it);
- on a board, each piece, stack and square that can be clicked (``[data-move]``): its box,
  which includes the transparent hit square drawn under it, wider than the drawing; a piece
  and its target that play the same move may share ground; things too close for a finger to
  tell apart (stacks on neighbouring squares of a long colonne track on a phone) are covered
  by one hit area of their own (``[data-crowd]``, :mod:`ludoview.core.crowd`), and a tap there
  opens a chooser of 44px buttons, one for each: that area is measured, not the things under it;
- links inside a sentence of prose are not targets of their own (WCAG's inline exception):
  a link whose paragraph, list item or cell has other words around it; a link that stands
  alone (in a paragraph of its own, as the setup's "Play with friends at a distance") is;
- a control scrolled out of its list (a dialog's content that scrolls) counts by its size,
  not by where it is (issue 34: the setup's distance link, 242x19 px, was out of view); the
  part of a control under a bar stuck to its box's edge (the dialog's buttons, which stay at
  its foot) is out of reach there: the bar takes the taps.
Boards inside a page (``<ludo-board>``'s shadow root, the guide's live frame) are measured
too, in the page's coordinates. The pages are opened as on a phone (a touch screen: its
pointer is coarse), where the crowds' areas take the taps.
"""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path, wait_ready, watched_page
from page_helpers import open_end, open_setup, open_with_save
from test_layout import colonne_choosing, mensch_choosing, orient_settled, replay_fragment
from view_helpers import ColonneSetup, colonne_at, mensch_at, save_data

from ludo import api
from ludoview.games.mensch.setup import Setup

pytestmark = pytest.mark.browser

SIZES = [(360, 540), (390, 844), (844, 390)]
LEAST = 44

HITS_JS = r"""
(least) => {
  const CONTROLS = 'button, a[href], select, input:not([type=hidden]), textarea, summary, [tabindex]:not([tabindex="-1"]), svg [data-move], svg [data-crowd]';
  const hits = [];
  const shown = (e) => { const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && e.checkVisibility({visibilityProperty: true}); };
  const inProse = (e) => {
    if (e.tagName !== 'A') return false;
    const block = e.closest('p, li, td, dd, figcaption');
    if (!block) return false;
    const words = block.textContent.replace(/\s+/g, ' ').trim().length;
    return words > e.textContent.replace(/\s+/g, ' ').trim().length + 12;
  };
  /* the part of the element's box its scrolling ancestors let through (what a finger can reach now) */
  /* a bar that sticks to the edge of a scrolling box (a dialog's buttons) covers what scrolls under it */
  const stuck = [...document.querySelectorAll('*')].filter(n => getComputedStyle(n).position === 'sticky');
  const clipped = (e, r) => {
    let [l, t, rr, b] = [r.left, r.top, r.right, r.bottom];
    for (let a = e.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const c = a.getBoundingClientRect();
        l = Math.max(l, c.left); t = Math.max(t, c.top); rr = Math.min(rr, c.right); b = Math.min(b, c.bottom);
        for (const bar of stuck) {
          if (!a.contains(bar) || bar.contains(e)) continue;
          const k = bar.getBoundingClientRect();
          if (k.bottom >= c.bottom - 1 && k.top < b) b = Math.min(b, k.top);      /* stuck at the foot */
          if (k.top <= c.top + 1 && k.bottom > t) t = Math.max(t, k.bottom);      /* stuck at the head */
        }
      }
    }
    return rr - l > 0.5 && b - t > 0.5 ? {l, t, r: rr, b} : null;
  };
  const visit = (root, dx, dy, where) => {
    const modal = [...root.querySelectorAll('dialog[open]')].find(d => d.matches(':modal'));
    const scope = modal || root;
    for (const e of scope.querySelectorAll(CONTROLS)) {
      if (!shown(e) || inProse(e) || e.closest('[inert]') || e.closest('[data-crowded]')) continue;
      if (e.querySelector(CONTROLS)) continue;     /* a container that takes the keyboard (the board), not a target */
      let target = e;
      if (e.matches('input[type=checkbox], input[type=radio]')) {
        target = e.closest('label') || (e.id && root.querySelector(`label[for="${e.id}"]`)) || e;
      }
      const r = target.getBoundingClientRect();
      const c = clipped(target, r);
      const id = e.id || e.getAttribute('data-testid') || e.textContent.trim().slice(0, 24);
      if (!c) {                                    /* scrolled out of its list: its size still counts */
        hits.push({name: `${where}${e.tagName.toLowerCase()}#${id}`, move: null, away: true, w: r.width, h: r.height});
        continue;
      }
      const move = !e.closest('svg') ? null : e.hasAttribute('data-crowd') ? 'crowd ' + e.getAttribute('data-crowd') : e.getAttribute('data-move');
      hits.push({name: `${where}${e.tagName.toLowerCase()}#${id}`, move,
                 w: r.width, h: r.height, l: c.l + dx, t: c.t + dy, r: c.r + dx, b: c.b + dy});
    }
    for (const host of scope.querySelectorAll('ludo-board')) {
      if (host.shadowRoot && host.getAttribute('data-ludo') === 'ready') visit(host.shadowRoot, dx, dy, (host.id || 'board') + ' ');
    }
    for (const frame of scope.querySelectorAll('iframe')) {
      const doc = frame.contentDocument;
      if (!doc || !shown(frame)) continue;
      const f = frame.getBoundingClientRect();
      visit(doc, dx + f.left + frame.clientLeft, dy + f.top + frame.clientTop, 'frame ');
    }
  };
  visit(document, 0, 0, '');
  const out = hits.filter(h => h.w < least - 0.5 || h.h < least - 0.5)
                  .map(h => `${h.name}: ${Math.round(h.w)}x${Math.round(h.h)}px`);
  const near = hits.filter(h => !h.away);
  near.forEach((a, i) => near.slice(i + 1).forEach(b => {
    if (a.move !== null && a.move === b.move) return;      /* one move: its piece and its target */
    const w = Math.min(a.r, b.r) - Math.max(a.l, b.l), h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
    if (w > 0.5 && h > 0.5) out.push(`${a.name} overlaps ${b.name} (${Math.round(w)}x${Math.round(h)}px)`);
  }));
  return {count: hits.length, problems: out};
}
"""


def hit_problems(page) -> list[str]:
    found = page.evaluate(HITS_JS, LEAST)
    assert found["count"], "no interactive element found"
    return found["problems"]


@pytest.fixture
def finger(browser, site_url):
    """A fresh page on a touch screen (its pointer coarse, as a phone's); fails as ``page`` does."""
    yield from watched_page(browser, site_url, has_touch=True)


#: A colonne large game where the stacks stand on neighbouring squares (lanes and track), with
#: three dice thrown: on a phone they are closer than a finger is wide.
CROWDED = "cl_0.0.0.0.0.0.0.0.0.2.3.19.20.21.38_0.0.0.0.0.0.0.0.0.0.0.4.22.37.39_w123"


def crowded_save() -> dict:
    position = api.from_notation(CROWDED.rsplit("_", 1)[0] + "_w")
    session = colonne_at(ColonneSetup("large", ("human", "human")), position, "crowd")
    session.roll([1, 2, 3])
    return save_data(session)


def _main(data, die=None):
    def go(page):
        open_with_save(page, data, f"?speed=0&lang=de&game={data['game']}")
        page.check("#hints")
        if die:
            page.click(die)
            page.wait_for_selector("#board .ctarget")
        page.wait_for_selector("#board [data-move]")
    return go


def _setup(page):
    open_setup(page)


def _end(page):
    open_end(page, "touch-end")


def _embed(path, click=None):
    def go(page):
        open_path(page, path)
        if click:
            page.click(click)
        page.wait_for_selector("#move-list button")
    return go


def _replay(page):
    page.goto(page.site_url + "replay.html?lang=en" + replay_fragment("colonne", "small"))
    wait_ready(page)


def _editor(page):
    open_path(page, "editor.html?lang=en")


def _rules(page):
    page.goto(page.site_url + "rules/en.html")
    selector = 'ludo-board[data-scenario="m-capture"]'
    page.locator(selector).scroll_into_view_if_needed()
    page.wait_for_selector(selector + "[data-ludo=ready]", state="attached", timeout=120_000)


def _guide(page):
    page.goto(page.site_url + "embedding.html")
    live = page.locator("iframe.live-example")
    live.scroll_into_view_if_needed()
    live.element_handle().content_frame().wait_for_selector("html[data-ludo=ready]", state="attached",
                                                            timeout=120_000)


def _learn(path, ready):
    def go(page):
        open_path(page, path)
        page.wait_for_selector(ready, state="attached")
    return go


CASES = {
    "main-mensch": _main(mensch_choosing()),
    "main-colonne-small": _main(colonne_choosing("small")),
    "main-colonne-large": _main(colonne_choosing("large")),
    "main-colonne-crowded": _main(crowded_save(), '[data-die="2"]'),
    "setup": _setup,
    "end": _end,
    "embed-mensch": _embed("embed.html?players=human,hard&lang=en&speed=0&roll=6"),
    "embed-colonne": _embed("embed.html?game=colonne&variant=small&players=human,human&lang=en&speed=0", "#die"),
    "embed-colonne-crowded": _embed(f"embed.html?game=colonne&players=human,human&lang=it&speed=0&position={CROWDED}"),
    "replay": _replay,
    "editor": _editor,
    "rules": _rules,
    "guide": _guide,
    "puzzles-mensch": _learn("puzzles.html?game=mensch&speed=0&lang=de", "html[data-game=mensch][data-puzzle][data-state=open]"),
    "puzzles-colonne": _learn("puzzles.html?game=colonne&speed=0&lang=it", "html[data-game=colonne][data-puzzle][data-state=open]"),
    "lessons-mensch": _learn("lessons.html?course=mensch&speed=0&lang=en", "html[data-step][data-state=open]"),
    "lessons-colonne": _learn("lessons.html?course=colonne&speed=0&lang=fr", "html[data-step][data-state=open]"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_every_hit_area_is_44px_and_alone(finger, name):
    page = finger
    page.set_viewport_size({"width": SIZES[1][0], "height": SIZES[1][1]})
    CASES[name](page)
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        orient_settled(page, width, height)
        found[f"{width}x{height}"] = hit_problems(page)
    assert not any(found.values()), json.dumps({size: p for size, p in found.items() if p}, indent=1,
                                               ensure_ascii=False)


def _embed_crowded(page, width=360, height=540):
    page.set_viewport_size({"width": width, "height": height})
    open_path(page, f"embed.html?game=colonne&players=human,human&lang=de&speed=0&position={CROWDED}")
    page.wait_for_selector("#board [data-crowd]")
    return json.loads(page.get_attribute("#board", "data-moves"))


def _played(page, before: str) -> dict:
    page.wait_for_function("b => document.querySelector('#board').getAttribute('data-position') !== b", arg=before)
    return json.loads(page.get_attribute("#board", "data-position"))


def test_a_tap_on_a_crowd_asks_which_and_plays_what_was_picked(finger):
    """On a touch screen a tap where stacks crowd opens a chooser saying in the page's language
    what each tap there does: the steps (every dice combination) under the unit each moves, the
    nearest first, 44px buttons in a list that scrolls and says so; the button picked plays that
    step, the engine's."""
    page = finger
    moves = _embed_crowded(page)
    at = page.evaluate("""() => { const c = document.querySelector('#board [data-crowd]').getBoundingClientRect();
        const m = document.querySelector('#board [data-crowded]').querySelector('rect.hit').getBoundingClientRect();
        const e = document.elementFromPoint(m.left + m.width / 2, m.top + m.height / 2);
        return {x: c.left + c.width / 2, y: c.top + c.height / 2, under: e.hasAttribute('data-crowd')}; }""")
    assert at["under"], "the crowd's area is not what a finger on a crowded stack touches"
    page.tap("#board [data-crowd]")
    page.wait_for_selector(".crowd-menu")
    assert page.inner_text(".crowd-head") == "Welches meinst du?"
    picks = page.evaluate("""() => [...document.querySelectorAll('.crowd-menu button')].map(b => {
        const r = b.getBoundingClientRect(); return {pick: b.dataset.pick || null, text: b.textContent,
        h: r.height, w: r.width, top: r.top, bottom: r.bottom}; })""")
    assert all(p["h"] >= 44 and p["w"] >= 44 for p in picks), picks
    assert page.evaluate("() => document.activeElement.classList.contains('crowd-pick')")
    groups = page.evaluate("""() => [...document.querySelectorAll('.crowd-menu .crowd-group')].map(g => ({
        name: g.getAttribute('aria-label'), head: g.querySelector('.crowd-group-head').textContent,
        picks: [...g.querySelectorAll('.crowd-pick')].map(b => b.textContent)}))""")
    assert [g["head"] for g in groups] == ["Figur von Einstiegsfeld XVII", "Figur von Einstiegsfeld XVI"], groups
    assert all(g["name"] == g["head"] for g in groups)
    # first the unit itself (a tap on it picks it, as on the main page: its steps listed and
    # ringed), then its steps
    assert groups[0]["picks"][:4] == ["Nur die Schritte dieser Figur zeigen",
                                      "Auf Einstiegsfeld XVI mit 1 · bildet eine 2er-Säule", "Auf Einstiegsfeld XV mit 2",
                                      "Auf Einstiegsfeld XIV mit 3"], groups
    assert len(groups[0]["picks"]) == len(groups[1]["picks"]) == 8      # it, 1, 2, 3, 1+2, 1+3, 2+3, 1+2+3
    scroll = page.evaluate("""() => { const l = document.querySelector('.crowd-list'), m = document.querySelector('.crowd-menu');
        const r = m.getBoundingClientRect(), close = m.querySelector('.crowd-close').getBoundingClientRect();
        return {over: l.scrollHeight > l.clientHeight + 1, style: getComputedStyle(l).overflowY,
                more: m.querySelector('.crowd-more').hidden ? null : m.querySelector('.crowd-more').textContent,
                inside: r.top >= 0 && r.bottom <= innerHeight && close.bottom <= innerHeight}; }""")
    assert scroll == {"over": True, "style": "auto", "more": "Weitere Möglichkeiten weiter unten: scrollen",
                      "inside": True}, scroll
    page.evaluate("() => { const l = document.querySelector('.crowd-list'); l.scrollTop = l.scrollHeight; }")
    page.wait_for_selector(".crowd-more", state="hidden")
    target = next(p for p in picks if p["pick"] and p["pick"].startswith("target-") and "1+2" in p["text"])
    index = int(target["pick"].split("-")[1])
    assert moves[index]["dice"] == [1, 2], (target, moves[index])
    before = page.get_attribute("#board", "data-position")
    page.locator(f'.crowd-menu [data-pick="{target["pick"]}"]').scroll_into_view_if_needed()
    page.tap(f'.crowd-menu [data-pick="{target["pick"]}"]')
    assert _played(page, before) == api.play(api.from_notation(CROWDED), moves[index])
    assert page.locator(".crowd-menu").count() == 0


def test_the_chooser_closes_and_a_mouse_clicks_through(finger, page):
    """Escape or Close shuts the chooser, nothing played; with a mouse (a fine pointer) a crowded
    target is clicked directly, as it is drawn."""
    _embed_crowded(finger)
    finger.tap("#board [data-crowd]")
    finger.keyboard.press("Escape")
    finger.wait_for_selector(".crowd-menu", state="detached")
    finger.tap("#board [data-crowd]")
    finger.tap(".crowd-close")
    finger.wait_for_selector(".crowd-menu", state="detached")
    assert finger.get_attribute("#board", "data-position") == json.dumps(
        api.from_notation(CROWDED), sort_keys=True, separators=(",", ":"))
    moves = _embed_crowded(page)
    crowded = page.get_attribute("#board .ctarget[data-crowded]", "data-move")
    before = page.get_attribute("#board", "data-position")
    page.click(f"#board #target-{crowded} .target-dot")
    assert _played(page, before) == api.play(api.from_notation(CROWDED), moves[int(crowded)])


def test_on_the_main_page_a_crowded_stack_picked_in_the_chooser_is_chosen_once(finger):
    """After several drawings of the board (dice picked and unpicked) one tap opens one chooser,
    and the stack picked there is chosen as a click on it chooses it (not twice: not unchosen)."""
    page = finger
    page.set_viewport_size({"width": 360, "height": 540})
    _main(crowded_save())(page)
    for die in ('[data-die="2"]', '[data-die="2"]', '[data-die="1"]', '[data-die="1"]'):
        page.click(die)
        page.wait_for_timeout(100)
    page.wait_for_selector("#board [data-crowd]")
    page.tap("#board [data-crowd]")
    assert page.locator(".crowd-menu").count() == 1
    pick = page.locator('.crowd-menu [data-pick^="unit-white-"]').first
    unit = pick.get_attribute("data-pick")
    assert pick.text_content() == "Nur die Schritte dieser Figur zeigen"
    pick.tap()
    page.wait_for_selector(f"#board #{unit}.chosen")
    assert page.locator(".crowd-menu").count() == 0


def test_a_crowd_of_mensch_pieces_says_each_move_in_words(finger):
    """Mensch's pieces on neighbouring squares in a phone's frame: the chooser says each move as
    its button does it, in the page's language (a piece and its landing square one button), and
    the one picked is played."""
    page = finger
    page.set_viewport_size({"width": 360, "height": 540})
    position = "m1.02.00.345_.6___"
    said = {}
    for lang in ("en", "it", "fr", "de"):
        open_path(page, f"embed.html?lang={lang}&speed=0&mode=scenario&position={position}&roll=2")
        page.wait_for_selector("#board [data-crowd]")
        page.tap("#board [data-crowd]")
        said[lang] = page.eval_on_selector_all(".crowd-menu .crowd-pick", "bs => bs.map(b => b.textContent)")
    assert said == {
        "en": ["Move the piece from square 5 to square 7", "Move the piece from square 6 to square 8"],
        "it": ["Sposta la pedina dalla casella 5 alla casella 7", "Sposta la pedina dalla casella 6 alla casella 8"],
        "fr": ["Avancer le pion de la case 5 à la case 7", "Avancer le pion de la case 6 à la case 8"],
        "de": ["Figur von Feld 5 auf Feld 7 ziehen", "Figur von Feld 6 auf Feld 8 ziehen"]}, said
    before = page.get_attribute("#board", "data-position")
    page.tap('.crowd-menu .crowd-pick >> text="Figur von Feld 6 auf Feld 8 ziehen"')
    played = _played(page, before)
    assert played == api.play(api.from_notation(position), 2, {"from": 5, "to": 7}), played


def test_on_the_main_page_the_chooser_counts_squares_as_the_players_sentences_do(finger):
    """One person (Blue) against the computer: every sentence counts squares from Blue's start,
    so does the chooser (not from Red's, which would say square 25 for Blue's square 5)."""
    page = finger
    page.set_viewport_size({"width": 360, "height": 540})
    position = dict(api.new_position([0, 2]), pieces={"0": [12, -1, -1, -1], "2": [3, 4, 5, -1]}, turn=2)
    _main(save_data(mensch_at(Setup.make(2, ("medium", "human")), position, "crowd", roll=2)))(page)
    page.wait_for_selector("#board [data-crowd]")
    page.tap("#board [data-crowd]")
    picks = page.eval_on_selector_all(".crowd-menu .crowd-pick", "bs => bs.map(b => b.textContent)")
    assert picks == ["Figur von Feld 5 auf Feld 7 ziehen", "Figur von Feld 6 auf Feld 8 ziehen"], picks
    assert "Feld 5 → Feld 7" in page.inner_text("#move-list")


ELEMENT_CROWD = """<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>crowd</title><link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body style="margin: 0; padding: 140px 0 0 40px">
<ludo-board id="crowded" game="colonne" players="human,human" lang="de" position="{position}" style="width: 340px"></ludo-board>
</body></html>
"""


def test_a_crowd_s_chooser_in_a_board_element_stays_on_the_screen(finger, test_pages):
    """In a <ludo-board> (its box contains its layout) the chooser's "fixed" place counted from
    the board's corner, not the screen's: on a phone it ran off the right edge, its buttons and
    Close cut. Now it opens on the screen, by the spot tapped."""
    page = finger
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(page.site_url + test_pages("crowd.html", ELEMENT_CROWD.format(position=CROWDED)))
    page.wait_for_selector("ludo-board[data-ludo=ready]", state="attached", timeout=60_000)
    spot = page.locator("#crowded [data-crowd]").first
    spot.scroll_into_view_if_needed()
    at = spot.bounding_box()
    spot.tap()
    page.wait_for_selector("#crowded .crowd-menu")
    box = page.locator("#crowded .crowd-menu").bounding_box()
    close = page.locator("#crowded .crowd-menu .crowd-close").bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    assert close["x"] + close["width"] <= 390 and close["y"] + close["height"] <= 844, close
    near = abs(box["y"] - (at["y"] + at["height"])) <= 8 or abs(box["y"] + box["height"] - at["y"]) <= 8 or box["y"] <= 8
    assert near, (box, at)          # below the spot, above it, or from the screen's top
