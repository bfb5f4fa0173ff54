"""The main page's conveniences, each a setting remembered across visits: the only legal move
plays itself (tests/test_page_game.py), a bigger animated die, a short vibration on a capture
(where the browser has one and no reduced motion is asked for), and the history of finished
games with its statistics in a dialog, kept in the browser with a save's care."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path, wait_ready
from page_helpers import almost_over, open_with_save
from view_helpers import MenschSession, Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser

BUZZ = "navigator.vibrate = (ms) => { (window.__buzz = window.__buzz || []).push(ms); return true; };"


def settings(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('ludo.settings')") or "{}")


def capture_next() -> dict:
    """Red (a person) to move a 4 from square 4 onto Blue's piece: the only move, a capture."""
    position = dict(api.new_position([0, 2]), pieces={"0": [3, -1, -1, -1], "2": [27, -1, -1, -1]})
    return save_data(mensch_at(Setup.make(2, ("human", "easy")), position, "extras", roll=4))


def test_the_big_die_and_the_vibration_are_settings_remembered(page):
    open_with_save(page, capture_next())
    assert not page.is_checked("#bigdie") and page.is_checked("#vibrate")
    big_die = "document.body.classList.contains('big-die')"
    assert not page.evaluate(big_die)
    small = page.locator("#die").bounding_box()
    page.check("#bigdie")
    page.uncheck("#vibrate")
    assert settings(page)["bigdie"] is True and settings(page)["vibrate"] is False
    big = page.locator("#die").bounding_box()
    assert big["width"] > small["width"] * 1.25
    page.reload()
    wait_ready(page)
    assert page.is_checked("#bigdie") and not page.is_checked("#vibrate")
    assert page.evaluate(big_die)


def test_a_capture_is_felt_unless_reduced_motion_or_switched_off(page):
    page.emulate_media(reduced_motion="no-preference")   # (the tests' pages reduce it unless asked)
    page.add_init_script(BUZZ)
    open_with_save(page, capture_next())
    page.click("[data-testid=move-0]")
    page.wait_for_function("document.documentElement.dataset.vibrations === '1'")
    assert page.evaluate("window.__buzz") == [70]
    page.emulate_media(reduced_motion="reduce")
    page.click("#btn-undo")
    page.wait_for_selector("[data-testid=move-0]")
    page.click("[data-testid=move-0]")
    page.wait_for_function("document.getElementById('board').dataset.phase !== 'choose'")
    page.wait_for_timeout(200)
    assert page.evaluate("window.__buzz") == [70]              # reduced motion: not felt
    page.emulate_media(reduced_motion="no-preference")
    page.uncheck("#vibrate")
    page.click("#btn-undo")
    page.wait_for_selector("[data-testid=move-0]")
    page.click("[data-testid=move-0]")
    page.wait_for_timeout(300)
    assert page.evaluate("window.__buzz") == [70]              # switched off: not felt


def test_a_finished_game_goes_into_the_history_once_and_its_statistics_are_shown(page):
    session = almost_over(MenschSession.new(Setup.make(2, ("easy", "easy")), "extras-history"))
    open_with_save(page, save_data(session))
    page.wait_for_selector("#end[open]")
    kept = json.loads(page.evaluate("localStorage.getItem('ludo.history')"))
    assert kept["format"] == "ludo-history/1" and len(kept["games"]) == 1
    game = kept["games"][0]
    assert game["game"] == "mensch" and game["kinds"] == ["easy", "easy"] and game["moves"] > 20
    page.reload()                                                 # the same end screen again: not twice
    wait_ready(page)
    page.wait_for_selector("#end[open]")
    assert len(json.loads(page.evaluate("localStorage.getItem('ludo.history')"))["games"]) == 1
    said = page.inner_text("#say")                                # a game over is not "resumed"
    assert said.startswith("Your last game, as it ended.") and "resumed" not in said, said
    page.click("#end-board")
    page.click("#btn-history")
    page.wait_for_selector("#history[open]")
    assert page.inner_text("[data-testid=history-games]") == (
        f"Finished games: 1. On average {game['moves']} moves a game.")
    # the game listed, newest first, with its result and a link that opens it in the replay
    row = page.locator("[data-testid=history-list] li")
    assert row.count() == 1
    winner = {0: "Red", 1: "Yellow", 2: "Blue", 3: "Green"}[game["seat"]]     # named by its colour
    assert f"Ludo, 2 players: {winner} won {game['moves']} moves" in row.inner_text()
    assert game["moves"] == sum(1 for turn in session.record()["turns"] if turn.get("move") is not None) + 1
    href = row.locator("a").get_attribute("href")
    assert href.startswith("./replay.html?lang=en#record=") and href.endswith(game["link"])
    page.click("#history-close")
    page.wait_for_selector("#history:not([open])", state="attached")
    # a colonne game between people, listed on the mensch page: its winner named by colonne's seats
    page.evaluate("""() => { const kept = JSON.parse(localStorage.getItem('ludo.history'));
        kept.games.push({id: 'c', game: 'colonne', kinds: ['human', 'human'], winner: 'human', moves: 40,
                         seat: 'black'});
        localStorage.setItem('ludo.history', JSON.stringify(kept)); }""")
    page.click("#btn-history")
    page.wait_for_selector("#history[open]")
    assert "Colonne, 2 players: Black won" in row.first.inner_text()
    page.click("#history-close")
    page.wait_for_selector("#history:not([open])", state="attached")
    # the person against three computers, third and fourth: the place said as an ordinal
    page.evaluate("""() => { const kept = JSON.parse(localStorage.getItem('ludo.history'));
        for (const place of [3, 4]) {
            kept.games.push({id: 'p' + place, game: 'mensch', kinds: ['human', 'easy', 'easy', 'hard'],
                             winner: 'easy', moves: 90, place: place}); }
        localStorage.setItem('ludo.history', JSON.stringify(kept)); }""")
    page.click("#btn-history")
    page.wait_for_selector("#history[open]")
    fourth, third = (row.nth(i).inner_text() for i in (0, 1))
    assert "Ludo against 3 computers (easy, easy, hard): 4th of 4" in fourth, fourth
    assert ": 3rd of 4" in third and "place" not in third, third
    page.click("#history-close")
    page.wait_for_selector("#history:not([open])", state="attached")


def test_a_history_the_browser_cannot_store_is_said_and_breaks_nothing(page):
    page.add_init_script("""const put = Storage.prototype.setItem;
        Storage.prototype.setItem = function (k, v) {
          if (k === 'ludo.history') { const e = new Error('quota'); e.name = 'QuotaExceededError'; throw e; }
          return put.call(this, k, v); };""")
    session = almost_over(MenschSession.new(Setup.make(2, ("easy", "easy")), "extras-full"))
    open_with_save(page, save_data(session))
    page.wait_for_selector("#end[open]")
    page.click("#end-board")
    page.wait_for_selector("#notice:not([hidden])")
    assert "not kept in your history" in page.inner_text("#notice-text")
    page.click("#btn-history")
    assert page.inner_text("[data-testid=history-none]") == "No finished game in this browser yet."


def test_the_first_screen_opens_your_games_where_there_are_some(page):
    """A first visit has no game behind the setup (no Cancel): "Your games" opens from the setup
    itself when the browser keeps finished games, and closes back to it; without any, not shown."""
    open_path(page, "?speed=0&lang=en")
    page.wait_for_selector("#setup[open]")
    assert page.locator("#setup-history").is_hidden() and page.locator("#setup-cancel").is_hidden()
    page.evaluate("""() => localStorage.setItem('ludo.history', JSON.stringify({format: 'ludo-history/1',
        games: [{id: 'a', game: 'mensch', kinds: ['human', 'easy'], winner: 'human', moves: 60, place: 1}]}))""")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#setup[open]")
    page.click("#setup-history")
    page.wait_for_selector("#history[open]")
    assert page.inner_text("[data-testid=history-games]").startswith("Finished games: 1.")
    page.click("#history-close")
    page.wait_for_selector("#history:not([open])", state="attached")
    assert page.evaluate("document.getElementById('setup').open")
