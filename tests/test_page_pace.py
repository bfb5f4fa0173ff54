"""The real pace: moves walk square by square (not under reduce-motion), computers take their time."""

from __future__ import annotations

import time

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import new_watched_context, watch_page
from page_helpers import board_state, open_with_save
from view_helpers import Setup, mensch_at, save_data

from ludo import api
from ludoview.games.mensch import geometry as geo

pytestmark = pytest.mark.browser

RECORD = """() => {
  window.__steps = [];
  const piece = document.querySelector('#board .piece[data-corner="0"][data-progress="5"]');
  new MutationObserver(() => window.__steps.push(piece.getAttribute('transform')))
    .observe(piece, {attributes: true, attributeFilter: ['transform']});
  new MutationObserver(() => {       // when the turn passes, and when the computer has rolled
    if (!window.__turnAt && document.getElementById('board').dataset.turn === '2') {
      window.__turnAt = performance.now();         // and what the page showed then
      window.__thinking = document.getElementById('turn-text').textContent;
      window.__dieOff = document.getElementById('die').disabled;
    }
    if (!window.__rolledAt && document.getElementById('say').textContent.includes('Blue rolls')) {
      window.__rolledAt = performance.now();
    }
  }).observe(document.body, {attributes: true, childList: true, subtree: true, characterData: true});
}"""


def _save() -> dict:
    setup = Setup.make(2, ["human", "easy"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, -1, 5], "2": [-1, -1, -1, 30]}
    return save_data(mensch_at(setup, position, "pace", 3, 4))     # Red has rolled a 4: 5 -> 9


def _expected_steps() -> list[str]:
    out = []
    for progress in range(6, 10):
        x, y = geo.centre(geo.spot_of(0, progress).cell)
        out.append(f"translate({x} {y})")
    return out


def test_a_move_walks_square_by_square_and_the_computer_waits_its_turn(page):
    page.emulate_media(reduced_motion="no-preference")   # (the tests' pages reduce it unless asked)
    open_with_save(page, _save(), "?lang=en")
    page.evaluate(RECORD)
    clicked = time.monotonic()
    page.click("#target-0")
    page.wait_for_function("document.getElementById('board').dataset.turn === '2'", timeout=20_000)
    walked = time.monotonic() - clicked
    assert page.evaluate("window.__steps") == _expected_steps()
    assert walked >= 4 * 0.15                       # four steps of 0.16 s
    # the computer "thinks" before rolling (the page shows it, the die is not the person's)
    page.wait_for_function("document.getElementById('say').textContent.includes('Blue rolls')", timeout=20_000)
    assert "is thinking" in page.evaluate("window.__thinking") and page.evaluate("window.__dieOff")
    # the pause measured in the page, at least Turns.ROLL_PAUSE (0.05 s at this pace; a loaded
    # machine only makes the test see it later)
    thought = page.evaluate("window.__rolledAt - window.__turnAt")
    assert thought >= 45, thought


def test_reduce_motion_moves_at_once(browser, site_url):
    context = new_watched_context(browser, reduced_motion="reduce")
    try:
        page = context.new_page()
        watch_page(page, context.watch)
        page.site_url = site_url
        open_with_save(page, _save(), "?lang=en")
        page.evaluate(RECORD)
        page.click("#target-0")
        page.wait_for_function("document.getElementById('board').dataset.turn === '2'", timeout=20_000)
        assert page.evaluate("window.__steps") == []
        assert board_state(page)["position"]["pieces"]["0"] == [-1, -1, -1, 9]
        assert page.evaluate("getComputedStyle(document.querySelector('.base.current')).animationName") == "none"
        assert not context.watch.problems(), context.watch.problems()
    finally:
        context.close()
