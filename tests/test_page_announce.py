"""Announcements in words (and in the aria-live region): forced moves, captures, extra rolls, three tries."""

from __future__ import annotations

import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from page_helpers import open_with_save
from view_helpers import Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser


def _seed(wanted) -> str:
    """A dice seed whose first rolls pass the tests in ``wanted``."""
    for i in range(10_000):
        seed = f"say-{i}"
        if all(test(random.Random(f"{seed}/{n}").randint(1, 6)) for n, test in enumerate(wanted)):
            return seed
    raise AssertionError("no seed found")


def test_the_page_says_what_happens_and_why(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [4, 12, 40, 41], "2": [-1, -1, -1, 30]}   # Blue's 30 stands on ring square 10
    seed = _seed([lambda r: r == 6, lambda r: r < 6, lambda r: r < 6])
    open_with_save(page, save_data(mensch_at(setup, position, seed)))
    say = page.locator("#say")
    assert say.get_attribute("aria-live") == "polite" and say.get_attribute("role") == "status"

    page.click("#die")                                    # a 6: capturing is compulsory
    page.wait_for_selector("#board[data-phase=choose]")
    assert "Forced move: when you can capture, you must." in say.inner_text()
    assert page.locator("#board .target.capture").count() == 1

    page.click("#board .target.capture")
    page.wait_for_selector("#board[data-phase=roll]")
    text = say.inner_text()
    assert "Red captures one of Blue's pieces: it goes back to base!" in text
    assert "After the 6, Red rolls again." in text

    page.click("#die")                                    # Red's extra roll, then Blue's turn
    page.wait_for_selector("#board[data-phase=choose]")
    page.locator("#board .target").first.click()
    page.wait_for_selector("#board[data-turn='2'][data-phase=roll]")

    page.click("#die")                                    # Blue has nothing in play: three tries
    page.wait_for_function("document.getElementById('say').textContent.includes('try 2 of 3')")
    assert "Blue cannot move. A 6 is needed to leave the base." in say.inner_text()
    assert page.inner_text("#tries") == "Try 2 of 3 to roll a 6"
    log = page.locator("#log li").all_text_contents()
    assert any("captures one of Blue's pieces" in line for line in log), log
