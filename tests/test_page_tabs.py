"""Two tabs on the same game: each follows the other's saves, so none writes over newer progress."""

from __future__ import annotations

import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path, watch_page
from page_helpers import board_state, open_with_save, saved
from view_helpers import Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser

SAME_POSITION = "p => document.getElementById('board').dataset.position === p"


def test_a_tab_left_behind_takes_the_newer_game_and_never_overwrites_it(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    seed = next(f"tabs-{i}" for i in range(1000) if random.Random(f"tabs-{i}/0").randint(1, 6) == 4)
    open_with_save(page, save_data(mensch_at(setup, position, seed)))          # tab A
    other = page.context.new_page()                                         # tab B, same game
    watch_page(other, page.context.watch)
    other.site_url = page.site_url
    open_path(other, "?speed=0&lang=en")
    assert board_state(other)["position"] == position

    page.click("#die")                                                      # A: Red rolls 4 and moves
    page.wait_for_selector("#board[data-phase=choose]")
    page.click("#target-0")
    page.wait_for_selector("#board[data-turn='2'][data-phase=roll]")
    moved = board_state(page)["position"]
    assert moved != position
    other.wait_for_function(SAME_POSITION, arg=page.get_attribute("#board", "data-position"))
    assert "another tab" in other.inner_text("#notice")
    assert other.locator("#log li").all_text_contents() == page.locator("#log li").all_text_contents()

    other.click("#die")                                                     # B: Blue rolls, on A's game
    other.wait_for_function("document.getElementById('board').dataset.turn !== '2'"
                            " || document.getElementById('board').dataset.phase === 'choose'")
    page.wait_for_function(SAME_POSITION, arg=other.get_attribute("#board", "data-position"))
    assert board_state(page)["turn"] == board_state(other)["turn"]
    kept = saved(page)
    assert kept["position"]["pieces"]["0"] == moved["pieces"]["0"]         # A's move is in the save
    page.reload()
    page.wait_for_selector("html[data-ludo=ready]", state="attached")
    assert board_state(page)["position"]["pieces"]["0"] == moved["pieces"]["0"]
