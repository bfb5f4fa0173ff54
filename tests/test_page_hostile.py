"""Issue 20 in the browser: nothing a link, a save, a URL or a full storage gives the pages
can freeze them, crash Python or lose a game. Each case is answered within 2 s with a message
in the page's language, without a page or console error (the ``page`` fixture), and the page
obeys a valid action afterwards. The pure-Python side is ``tests/test_view_hostile.py``;
the embed's is ``tests/test_embed_hostile.py``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from page_helpers import board_state, open_with_save, reload, saved

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "py"))

from ludoview.core import share

pytestmark = pytest.mark.browser

#: How long a page may take to answer one hostile input (seconds), once it is running.
ANSWER = 2.0
SAVE = "ludo.mensch.save"


def passes(count: int) -> dict:
    return {"format": "ludo-record/1", "game": "mensch", "seats": [0, 2],
            "options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False},
            "turns": [{"roll": 1, "move": None}] * count}


def link_of(text: str) -> str:
    import base64
    import zlib
    return "#record=" + base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def answered(page, action: str, arg=None, until: str = "") -> float:
    """Seconds from ``action`` (JS run in the page) until ``until`` (a JS condition) holds."""
    start = time.monotonic()
    page.evaluate(action, arg)
    page.wait_for_function(until, timeout=30_000)
    return time.monotonic() - start


def roll_once(page) -> dict:
    """The person rolls (and plays the first move if there is one): the board after it."""
    page.wait_for_function("!document.getElementById('die').disabled")
    page.click("#die")
    page.wait_for_function("document.getElementById('board').dataset.phase === 'choose'"
                           " || !document.getElementById('die').disabled")
    if board_state(page)["phase"] == "choose":
        page.click("[data-testid=move-0]")
        page.wait_for_function("!document.getElementById('die').disabled"
                               " || document.getElementById('end').open")
    return board_state(page)


# --- the replay: links of any size and depth, bad steps ---------------------------------------

def open_replay(page, path: str, record: dict) -> None:
    page.goto(page.site_url + "replay.html" + path + share.fragment(record))
    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=60_000)


def test_huge_and_deep_links_are_refused_at_once_and_the_next_link_opens(page):
    open_replay(page, "?lang=en", passes(3))
    hostile = {
        "100,000 passed throws": share.fragment(passes(100_000)),
        "names nested 6,000 deep": link_of('{"format":"ludo-record/1","game":"mensch","names":'
                                           + "[" * 6_000 + "]" * 6_000 + "}"),
        "turns nested 100,000 deep": link_of('{"format":"ludo-record/1","game":"mensch","turns":'
                                             + "[" * 100_000 + "]" * 100_000 + "}"),
        "a name of 40 million characters": link_of('{"names":{"0":"' + "a" * 40_000_000 + '"}}'),
        "junk after the data": share.fragment(passes(3)) + "AAAA",
    }
    for what, link in hostile.items():
        assert len(link) < share.MAX_FRAGMENT, what
        took = answered(page, "link => { location.hash = link; }", link,
                        "document.documentElement.dataset.ludo === 'error'")
        text = page.inner_text("[data-testid=error-text]")
        assert took < ANSWER, (what, took)
        if what == "junk after the data":
            assert text.startswith("This link holds no game that can be shown: record"), text
            assert "not a record made by a share link" in text
        else:
            assert text.startswith("This link is too large to hold a real game, so it is not opened ("), text
            assert "more than" in text or "nested" in text, (what, text)
        assert page.inner_text("#actions") == "" and page.is_hidden("#notice")
        # the runtime is alive: a real link opens, and its moves can be stepped through
        answered(page, "link => { location.hash = link; }", share.fragment(passes(2 + len(what))),
                 "document.documentElement.dataset.ludo === 'ready'")
        page.click("[data-testid=forward]")
        assert page.get_attribute("#board", "data-step") == "1"


def test_a_link_in_another_language_says_so_in_it(page):
    open_replay(page, "?lang=de", passes(3))
    page.evaluate("link => { location.hash = link; }", share.fragment(passes(100_000)))
    page.wait_for_selector("html[data-ludo=error]", state="attached")
    assert page.inner_text("[data-testid=error-text]").startswith("Dieser Link ist zu groß für eine echte Partie")


@pytest.mark.parametrize("step", ["²", "٣", "1" * 5_000])
def test_a_step_that_is_no_position_opens_the_game_at_its_start_with_a_notice(page, step):
    open_replay(page, "?lang=fr", passes(5))
    page.evaluate("step => history.replaceState(null, '', '?lang=fr&step=' + encodeURIComponent(step) + location.hash)",
                  step)
    link = share.fragment(passes(6))
    took = answered(page, "link => { location.hash = link; }", link,
                    "document.documentElement.dataset.ludo === 'ready' && !document.getElementById('notice').hidden")
    assert took < ANSWER
    assert page.get_attribute("#board", "data-step") == "0"
    notice = page.inner_text("[data-testid=notice]")
    assert notice.startswith("L'adresse demande step=") and "de 0 à 6" in notice and len(notice) < 200
    page.click("[data-testid=last]")
    assert page.get_attribute("#board", "data-step") == "6"


def test_a_unicode_step_in_the_first_address_opens_the_game(page):
    page.goto(page.site_url + "replay.html?lang=en&step=%C2%B2" + share.fragment(passes(4)))
    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=60_000)
    assert page.get_attribute("#board", "data-step") == "0"
    assert "step=“²”" in page.inner_text("[data-testid=notice]")


# --- the main page: deep saves and settings, broken saves kept, a full storage ------------------

def test_a_deep_save_is_kept_aside_and_a_new_game_plays(page):
    deep = "[" * 100_000
    open_with_save(page, deep, "?speed=0&lang=it")
    notice = page.inner_text("#notice")
    assert "La partita salvata è troppo grande per essere una vera partita" in notice
    assert "(è più grande di qualsiasi partita vera)" in notice     # the reason in the page's language
    assert f"{SAVE}.unreadable.1" in notice
    assert page.evaluate(f"localStorage.getItem('{SAVE}.unreadable.1')") == deep
    roll_once(page)                                      # the new game plays ...
    assert saved(page)["game"] == "mensch"              # ... and is saved over the broken one
    # a second broken save: kept under a name of its own, the first copy untouched
    page.evaluate("text => localStorage.setItem('ludo.mensch.save', text)", "{" * 100_000)
    reload(page)
    assert f"{SAVE}.unreadable.2" in page.inner_text("#notice")
    assert page.evaluate(f"localStorage.getItem('{SAVE}.unreadable.1')") == deep
    assert page.evaluate(f"localStorage.getItem('{SAVE}.unreadable.2')") == "{" * 100_000
    roll_once(page)


def test_deep_settings_are_told_and_the_usual_ones_used(page):
    page.goto(page.site_url + "style.css")
    page.evaluate("localStorage.setItem('ludo.settings', '['.repeat(100000))")
    page.goto(page.site_url + "?speed=0&lang=en")
    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=60_000)
    assert "The saved settings could not be read" in page.inner_text("#notice")
    page.wait_for_selector("#setup[open]")
    page.click("#setup-start")
    roll_once(page)
    reload(page)                                         # the page's own settings replaced them
    assert page.is_hidden("#notice") or "settings" not in page.inner_text("#notice")


FILL = """() => { // fill the site's storage for real: big strings, then smaller, until even one character fails
    let size = 1 << 22, i = 0;
    while (size >= 1) {
        try { localStorage.setItem('fill.' + i, 'x'.repeat(size)); i++; } catch (e) { size = size >> 1; }
    }
    return i; }"""
FREE = "() => { for (const k of Object.keys(localStorage)) { if (k.startsWith('fill.')) localStorage.removeItem(k); } }"


def test_a_full_storage_is_told_once_the_game_goes_on_and_is_saved_when_there_is_room(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=full")
    page.wait_for_selector("#setup[open]")
    page.click("#setup-start")
    start = time.monotonic()
    for _ in range(3):
        roll_once(page)
    room = time.monotonic() - start
    older = saved(page)
    assert page.evaluate(FILL) > 0
    start = time.monotonic()
    for _ in range(3):
        roll_once(page)
    full = time.monotonic() - start
    notice = page.inner_text("#notice")
    assert "Your browser's storage is full: this game is not being saved." in notice
    assert full < 3 * room + 3 * ANSWER      # a full storage does not slow the game (as fast as with room)
    kept = saved(page)       # an older save is still there (a write that did not grow may have worked)
    assert kept["game"] == "mensch" and len(older["record"]["turns"]) <= len(kept["record"]["turns"])
    assert kept["position"] != board_state(page)["position"]   # ... older than the game shown
    page.evaluate(FREE)
    roll_once(page)                                        # the next write tries again, and works
    assert "The game is being saved again." in page.inner_text("#notice")
    assert "storage is full" not in page.inner_text("#notice")
    latest = board_state(page)
    assert saved(page)["position"] == latest["position"]
    reload(page)
    assert board_state(page)["position"] == latest["position"]


def test_a_broken_save_in_a_full_storage_stays_in_place_until_it_can_be_kept(page):
    broken = "{" * 50_000
    open_with_save(page, broken, "?speed=0&lang=en")       # kept as .unreadable.1: free it again
    page.evaluate(f"() => localStorage.removeItem('{SAVE}.unreadable.1')")
    page.evaluate("text => localStorage.setItem('ludo.mensch.save', text)", broken)
    page.evaluate(FILL)
    reload(page)
    notice = page.inner_text("#notice")
    assert "could not be copied aside: it stays under “ludo.mensch.save”" in notice
    roll_once(page)
    roll_once(page)                                        # the new game plays, unsaved
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == broken
    page.evaluate(FREE)
    roll_once(page)                                        # room again: copied first, then saved
    assert page.evaluate(f"localStorage.getItem('{SAVE}.unreadable.1')") == broken
    assert saved(page)["game"] == "mensch"
    assert "The game is being saved again." in page.inner_text("#notice")


# --- the editor -----------------------------------------------------------------------------------

@pytest.mark.parametrize("query", ["roll=%C2%B2", "roll=" + "1" * 5_000, "position=%D9%A3&mode=%C2%B2"])
def test_the_editor_opens_a_new_draft_and_says_why_for_unicode_digits(page, query):
    page.goto(page.site_url + f"editor.html?lang=en&{query}")
    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=60_000)
    message = page.inner_text("#message")
    assert message and "invalid literal" not in message and "Traceback" not in message
    page.select_option("#roll", "3")                     # a valid change is made
    page.wait_for_function("new URLSearchParams(location.search).get('roll') === '3'")
