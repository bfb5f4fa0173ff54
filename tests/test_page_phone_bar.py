"""On a phone held upright (390x844, touch) the setup's Play is on screen without scrolling
(the dialog's buttons stay at its foot) and the top bar is one row in every language, the
results button shown too (issue 35: the menu pushed the board down; Play sat at y=1208)."""

from __future__ import annotations

import pytest
from conftest import choose_language, open_path, watched_page
from page_helpers import start_game

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
#: Every control of the top bar that shows, and the title's logo: their boxes.
BAR = """() => [...document.querySelectorAll('.topbar .logo, .topbar .actions > *')]
    .filter(n => n.offsetParent !== null).map(n => { const r = n.getBoundingClientRect();
      return {id: n.id || n.className, top: r.top, bottom: r.bottom, left: r.left, right: r.right}; })"""
#: Is the element at the centre of ``selector``'s box the element itself (nothing covers it)?
ON_TOP = """sel => { const n = document.querySelector(sel), r = n.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {bottom: r.bottom, top: hit === n || n.contains(hit)}; }"""


@pytest.fixture
def phone(browser, site_url):
    """A fresh page on a phone held upright; fails as ``page`` does."""
    yield from watched_page(browser, site_url, **PHONE)


def test_play_is_within_reach_and_the_top_bar_is_one_row_in_every_language(phone):
    open_path(phone, "?speed=0&lang=it")
    phone.wait_for_selector("#setup[open]")
    for lang in ("it", "fr", "en", "de"):
        choose_language(phone, lang, "#setup-lang")
        phone.wait_for_function(f"document.documentElement.lang === {lang!r}")
        play = phone.evaluate(ON_TOP, "#setup-start")
        assert play["top"] and play["bottom"] <= 844, (lang, play)   # seen and tappable, no scrolling
    start_game(phone, ["human", "easy"])
    for lang in ("it", "fr", "en", "de"):
        choose_language(phone, lang)
        phone.wait_for_function(f"document.documentElement.lang === {lang!r}")
        for results in (False, True):
            phone.evaluate("shown => { document.getElementById('btn-results').hidden = !shown; }", results)
            boxes = phone.evaluate(BAR)
            assert len(boxes) == (5 if results else 4) + 1, boxes
            assert max(b["top"] for b in boxes) < min(b["bottom"] for b in boxes), (lang, results, boxes)  # one row
            assert max(b["bottom"] - b["top"] for b in boxes) < 50, (lang, results, boxes)   # each of one line
            assert max(b["right"] for b in boxes) <= 390 and min(b["left"] for b in boxes) >= 0, (lang, boxes)
            assert phone.evaluate("document.documentElement.scrollWidth") <= 390
        phone.evaluate("document.getElementById('btn-results').hidden = true")
        # the words stay the buttons' names for a screen reader
        name = phone.evaluate("document.getElementById('btn-undo').textContent")
        assert len(name) > 2, name
    assert phone.evaluate("document.querySelector('.topbar').getBoundingClientRect().height") < 64
