"""Two tabs on a game against the computer: only the tab in use plays the computer's turns;
a tab that took the game from another follows it until the person uses it again."""

from __future__ import annotations

import json
import time

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from page_helpers import board_state, open_with_save
from view_helpers import Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser

SAVE = "ludo.mensch.save"


def game(turn: int) -> dict:
    setup = Setup.make(2, ["human", "easy"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 3, 17], "2": [-1, -1, 8, 25]}
    position["turn"] = turn
    return save_data(mensch_at(setup, position, "tabs-computer"))


def test_a_tab_that_follows_another_leaves_the_computer_to_it_until_it_is_used(page):
    open_with_save(page, game(0))                                   # this tab: the person's turn
    other = page.context.new_page()                                 # another tab (a page of the site without the game)
    other.goto(page.site_url + "rules/en.html")
    computers_turn = json.dumps(game(2))
    other.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE, computers_turn])

    page.wait_for_function("document.getElementById('board').dataset.turn === '2'")
    assert "another tab" in page.inner_text("#notice")
    time.sleep(1.0)                                                 # at ?speed=0 a driving tab is done by now
    assert board_state(page)["turn"] == "2" and board_state(page)["phase"] == "roll"
    assert page.evaluate(f"localStorage.getItem('{SAVE}')") == computers_turn   # nothing played here

    page.click("#turn")                                             # the person uses this tab again
    page.wait_for_function("document.getElementById('board').dataset.turn === '0'"
                           " || document.getElementById('board').dataset.phase === 'over'")
    assert json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))["position"] != game(2)["position"]
    other.close()


def test_a_hidden_tab_leaves_the_computer_and_takes_it_back_when_shown(page):
    open_with_save(page, game(0))
    page.evaluate("""() => { Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
                            document.dispatchEvent(new Event('visibilitychange')); }""")
    other = page.context.new_page()
    other.goto(page.site_url + "rules/en.html")
    computers_turn = json.dumps(game(2))
    other.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE, computers_turn])
    page.wait_for_function("document.getElementById('board').dataset.turn === '2'")
    time.sleep(0.5)
    assert board_state(page)["turn"] == "2"
    page.evaluate("""() => { Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'visible'});
                            document.dispatchEvent(new Event('visibilitychange')); }""")
    page.wait_for_function("document.getElementById('board').dataset.turn === '0'"
                           " || document.getElementById('board').dataset.phase === 'over'")
    other.close()
