"""Colonne on a desktop: the board uses the room of its column (at 1440x900 and 1920x1080, at
least 70% of the free width or height of its column) and leaves no large empty area below it
(what is below the board on the screen is the panel: at most 6% of the screen's height between
them), no step of the list is cut (each entry as wide as its box: its sentence wraps), the keyboard's focus stays on screen as the game goes
on, and a 360x540 frame still gives a usable board."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path
from page_helpers import open_with_save, start_colonne
from test_layout import colonne_choosing, smallest_square

pytestmark = pytest.mark.browser

USES = 0.7
EMPTY = 0.06

CUT_JS = """() => [...document.querySelectorAll('#move-list button, #move-list button > span, #move-list .hint')]
    .filter(e => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth + 1)
    .map(e => `${e.closest('button').dataset.testid}: ${e.scrollWidth} > ${e.clientWidth}`)"""


@pytest.mark.parametrize("variant", ["large", "small"])
def test_the_colonne_board_fills_its_column_on_a_desktop_and_no_step_is_cut(page, variant):
    page.set_viewport_size({"width": 1440, "height": 900})
    open_with_save(page, colonne_choosing(variant), "?speed=0&lang=de&game=colonne")
    page.check("#hints")
    page.wait_for_selector("#move-list .hint")
    found = []
    for width, height in ((1440, 900), (1920, 1080)):
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        board = page.locator("#board svg").bounding_box()
        panel = page.locator("#panel").bounding_box()
        top = page.locator(".topbar").bounding_box()
        beside = panel["x"] >= board["x"] + board["width"]
        free_w = width - 2 * 16 - (panel["width"] + 16 if beside else 0)
        free_h = height - top["height"] - 16 - (0 if beside else panel["height"])
        if board["width"] < USES * free_w and board["height"] < USES * free_h:
            found.append(f"{width}x{height}: board {board['width']:.0f}x{board['height']:.0f} "
                         f"of {free_w:.0f}x{free_h:.0f} free")
        # below the board in its column: the panel (laid out under it), else nothing to the screen's foot
        below = panel["y"] if not beside and panel["x"] < board["x"] + board["width"] else height
        empty = min(below, height) - (board["y"] + board["height"])
        if empty > EMPTY * height:
            found.append(f"{width}x{height}: {empty:.0f}px empty below the board")
        if top["height"] + 16 + board["height"] + 160 > height:
            found.append(f"{width}x{height}: the turn and the dice below the board are off the screen")
        found += [f"{width}x{height}: cut {cut}" for cut in page.evaluate(CUT_JS)]
    assert not found, found


def test_the_keyboard_focus_stays_on_screen_as_the_game_goes_on(page):
    page.set_viewport_size({"width": 1440, "height": 900})
    open_path(page, "?speed=0&lang=de&game=colonne&seed=focus")
    start_colonne(page)
    page.evaluate("document.getElementById('log-box').open = true")
    off = []
    for turn in range(14):
        page.keyboard.press("r")
        page.wait_for_selector("#move-list button, #board[data-phase=roll]", timeout=10_000)
        for _ in range(3):
            if not page.locator("#move-list button").count():
                break
            page.keyboard.press("Enter")
            page.wait_for_timeout(60)
        box = page.evaluate("""() => { const e = document.activeElement; if (!e || e === document.body) return null;
            const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, id: e.id || e.dataset.testid}; }""")
        if box and (box["bottom"] < 0 or box["top"] > 900):
            off.append((turn, box))
    assert not off, off


def test_a_small_frame_gives_a_usable_colonne_board(page):
    page.set_viewport_size({"width": 360, "height": 540})
    open_path(page, "embed.html?game=colonne&variant=large&players=human,human&lang=en&speed=0")
    board = page.locator("#board svg").bounding_box()
    assert board["width"] >= 130 and board["height"] >= 300, board
    assert smallest_square(page) >= 23
