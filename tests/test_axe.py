"""axe-core (the accessibility engine behind browsers' own audits, pinned in package.json as a
dev dependency) finds no violation of the WCAG 2.1 A/AA rules on any page of the site: the main
page (both games mid-game, the setup dialog, the end screen), the embed, the replay, the
position editor, a rules page with its boards, the embedding guide and the learning pages
(puzzles, lessons); each light on a
1280x800 desktop and dark on a 390x844 phone.

One page load per case: axe runs over it light and wide, then the page is turned dark and
narrow in place (the system's colour scheme, which every page follows) and axe runs again.
axe's script is put in the page by Playwright's evaluate, which the pages' CSP does not block.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import new_watched_context, open_path, wait_ready
from page_helpers import open_end, open_setup, open_with_save
from test_layout import colonne_choosing, mensch_choosing, replay_fragment

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
LOOKS = (("light", {"width": 1280, "height": 800}), ("dark", {"width": 390, "height": 844}))
#: Pages with a layout of their own for a phone on its side (the lessons' board beside the
#: column of text, learn.css) are also audited so.
SIDEWAYS = {"lessons": (("light", {"width": 844, "height": 390}),)}

RUN = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                          resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 6).map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
}"""


def _main_mensch(page):
    open_with_save(page, mensch_choosing(), "?speed=0&lang=en")
    page.check("#hints")
    page.wait_for_selector("#board .movable")


def _main_colonne(page):
    open_with_save(page, colonne_choosing("large"), "?speed=0&lang=de&game=colonne")
    page.check("#hints")
    page.wait_for_selector("#board .ctarget, #board .movable")


def _setup(page):
    open_setup(page)


def _end(page):
    open_end(page, "axe-end")
    page.wait_for_selector("#end svg, #end .review", timeout=30_000)


def _embed(page):
    open_path(page, "embed.html?players=human,hard&lang=en&speed=0")


def _replay(page):
    page.goto(page.site_url + "replay.html?lang=en" + replay_fragment("colonne", "small"))
    wait_ready(page)
    page.keyboard.press("End")


def _editor(page):
    open_path(page, "editor.html?lang=fr")


def _rules(page):
    page.goto(page.site_url + "rules/de.html")
    page.wait_for_selector("ludo-board[data-ludo=ready]", state="attached", timeout=120_000)


def _guide(page):
    page.goto(page.site_url + "embedding.html")
    page.locator("iframe.live-example").element_handle().content_frame().wait_for_selector(
        "html[data-ludo=ready]", state="attached", timeout=120_000)


def _puzzles(page):
    open_path(page, "puzzles.html?game=colonne&speed=0&lang=it")
    page.wait_for_selector("html[data-game=colonne][data-puzzle][data-state=open]", state="attached")


def _lessons(page):
    open_path(page, "lessons.html?course=mensch&speed=0&lang=en")
    page.wait_for_selector("html[data-step][data-state=open]", state="attached")


def _distance(page):
    open_path(page, "distance.html?speed=0&lang=de")
    page.fill("[data-testid=name-0]", "Anna")
    page.select_option("[data-testid=kind-1]", "far")
    page.click("[data-testid=create]")
    page.locator("[data-testid=qr-button]").first.click()
    page.wait_for_selector("[data-testid=qr] svg")


def _distance_stuck(page):
    """Anna's turn played, Bruno (in CPython) silent: the proposals to end the game, opened."""
    from remote_helpers import signer
    from test_distance_browser import create_two, open_link, play_mine, the_link

    from ludo.remote import link
    open_path(page, "distance.html?speed=0&lang=fr")
    create_two(page)
    bruno = link.open_full(link.decode(the_link(page)), signer())
    bruno.join(1)
    open_link(page, "#" + link.make(bruno, 0))
    play_mine(page)
    page.click("[data-testid=stuck] summary")
    page.wait_for_selector("[data-testid=propose-end]")


CASES = {"main-mensch": _main_mensch, "main-colonne": _main_colonne, "setup": _setup, "end": _end,
         "embed": _embed, "replay": _replay, "editor": _editor, "rules": _rules, "guide": _guide,
         "puzzles": _puzzles, "lessons": _lessons,
         "distance": _distance, "distance-stuck": _distance_stuck}


@pytest.fixture(scope="module")
def axe_source() -> str:
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `npm ci` (axe-core is a pinned dev dependency)")
    return AXE.read_text(encoding="utf-8")


def violations(page, axe_source: str) -> list[dict]:
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source)
    return page.evaluate(RUN, TAGS)


@pytest.mark.parametrize("name", list(CASES))
def test_axe_finds_no_wcag_violation(browser, site_url, axe_source, name):
    context = new_watched_context(browser, color_scheme="light", viewport=LOOKS[0][1])
    page = context.new_page()
    page.site_url = site_url
    page.set_default_timeout(20_000)
    found = {}
    try:
        CASES[name](page)
        for scheme, size in LOOKS + SIDEWAYS.get(name, ()):
            page.emulate_media(color_scheme=scheme)
            page.set_viewport_size(size)
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            page.wait_for_timeout(150)          # transitions of colours settle
            seen = violations(page, axe_source)
            if seen:
                found[f"{scheme} {size['width']}x{size['height']}"] = seen
    finally:
        problems = context.watch.problems()
        context.close()
    assert not problems, problems
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
