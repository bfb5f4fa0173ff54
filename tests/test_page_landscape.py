"""A phone held sideways (844x390): the board and the roll button are both on screen
without scrolling, board and controls side by side, for mensch and both colonne boards."""

from __future__ import annotations

import layout_helpers
import pytest
from page_helpers import start_game
from test_page_colonne import choose_colonne

pytestmark = pytest.mark.browser

WIDTH, HEIGHT = 844, 390


def on_screen(page, selector: str) -> dict:
    return layout_helpers.on_screen(page, selector, WIDTH, HEIGHT)


def beside(board: dict, control: dict) -> bool:
    return control["x"] >= board["x"] + board["width"] - 1


@pytest.mark.parametrize("variant", ["small", "large"])
def test_colonne_sideways_shows_board_and_roll_button_without_scrolling(page, open_page, variant):
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    open_page(page, "?speed=0&lang=en")
    choose_colonne(page, "human", "medium", variant)
    page.wait_for_selector(".croll")
    assert page.evaluate("document.documentElement.scrollTop") == 0
    board = on_screen(page, "#board")
    roll = on_screen(page, ".croll")
    assert beside(board, roll), (board, roll)
    assert board["width"] >= 0.6 * WIDTH, board            # the board still gets most of the width
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
    page.click(".croll")                                    # the dice to choose from appear there too
    page.wait_for_selector(".cdie")
    on_screen(page, ".cdie")


def test_mensch_sideways_shows_board_and_die_without_scrolling(page, open_page):
    page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
    open_page(page, "?speed=0&lang=en")
    start_game(page, ["human", "easy"])
    board = on_screen(page, "#board")
    die = on_screen(page, "#die")
    assert beside(board, die) and board["height"] >= 0.75 * HEIGHT, board
    assert page.evaluate("document.documentElement.scrollWidth") <= WIDTH
