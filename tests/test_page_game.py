"""Whole games in the real page: computers by themselves, a human by clicks, to the end screen."""

from __future__ import annotations

import time

import pytest
from page_helpers import END_OR_HUMAN, board_state, start_game

pytestmark = pytest.mark.browser


def _end_places(page) -> dict[str, str]:
    rows = page.locator("#places li")
    return {rows.nth(i).get_attribute("data-corner"): rows.nth(i).get_attribute("data-place")
            for i in range(rows.count())}


def test_four_computers_play_a_game_to_the_end_screen(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=four-computers")
    start_game(page, ["easy", "easy", "medium", "easy"])
    page.wait_for_selector("#end[open]", timeout=90_000)
    places = _end_places(page)
    assert sorted(places) == ["0", "1", "2", "3"]
    assert "1" in places.values()
    winner = next(c for c, p in places.items() if p == "1")
    colour = {"0": "Red", "1": "Yellow", "2": "Blue", "3": "Green"}[winner]
    assert page.inner_text("#end-winner") == f"{colour} wins the game!"
    assert not page.evaluate("document.getElementById('end').classList.contains('won')")   # no person won
    state = board_state(page)
    assert state["phase"] == "over"
    assert sorted(state["position"]["pieces"][winner]) == [40, 41, 42, 43]
    hosts = {url.split("/")[2].split(":")[0] for url in page.context.watch.requests if url.startswith("http")}
    assert hosts == {"127.0.0.1"}


STATE = """() => { const b = document.getElementById('board');
    return {end: document.getElementById('end').open, phase: b.dataset.phase, turn: b.dataset.turn}; }"""
CHOSEN = """() => document.getElementById('end').open
    || document.getElementById('board').dataset.phase !== 'choose'
    || document.getElementById('board').dataset.turn !== '0'"""


def test_a_human_plays_by_clicks_against_a_computer_to_the_end(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=human-clicks")
    start_game(page, ["human", "easy"], {"start_with_piece": True})
    page.check("#autoplay")                 # single possible moves play themselves
    deadline = time.monotonic() + 150
    clicks = 0
    while True:
        assert time.monotonic() < deadline, "the game did not end in time"
        page.wait_for_function(END_OR_HUMAN, timeout=30_000)
        state = page.evaluate(STATE)
        if state["end"]:
            break
        assert state["turn"] == "0"                  # the die only opens for the human
        if state["phase"] == "roll":
            page.click("#die")
        else:
            # click a highlighted piece or, every other time, its target square
            page.locator("#board .target" if clicks % 2 else "#board .piece.movable").first.click()
            clicks += 1
            page.wait_for_function(CHOSEN)
    assert clicks > 5
    assert sorted(_end_places(page)) == ["0", "2"]
    log = " ".join(page.locator("#log li").all_text_contents())
    assert "You roll" in log and "Blue rolls" in log and "Red rolls" not in log   # the one person is "you"
    winner = next(c for c, p in _end_places(page).items() if p == "1")
    assert page.inner_text("#end-winner") == ("You win the game!" if winner == "0" else "Blue wins the game!")
    # a person's win is celebrated: confetti fall once (not when motion is reduced, as here)
    confetti = "getComputedStyle(document.getElementById('end'), '::before')"
    assert page.evaluate("document.getElementById('end').classList.contains('won')") == (winner == "0"), winner
    assert page.evaluate(f"{confetti}.display") == "none"
    page.emulate_media(reduced_motion="no-preference")
    assert page.evaluate(f"{confetti}.animationName") == ("confetti" if winner == "0" else "none")
    # rematch: a fresh game with the same players, the end screen gone
    page.click("#end-rematch")
    page.wait_for_selector("#end:not([open])", state="attached")
    state = board_state(page)
    assert state["phase"] in ("roll", "choose") and state["position"]["pieces"]["0"].count(0) == 1
