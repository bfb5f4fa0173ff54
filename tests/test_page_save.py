"""Nothing lost: a reload resumes exactly (mid-turn too); a broken save gives a message and a new game."""

from __future__ import annotations

import json

import pytest
from page_helpers import board_state, open_with_save, reload, saved, start_game

pytestmark = pytest.mark.browser


def test_reload_mid_turn_resumes_the_same_position_and_roll(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=reload-test")
    start_game(page, ["human", "easy"], {"start_with_piece": True})
    # roll until the human has a roll waiting for a move (mid-turn)
    for _ in range(60):
        page.wait_for_function("!document.getElementById('die').disabled")
        if board_state(page)["phase"] == "choose":
            break
        page.click("#die")
        page.wait_for_function("document.getElementById('board').dataset.phase === 'choose'"
                               " || document.getElementById('die').disabled"
                               " || document.getElementById('board').dataset.turn === '0'")
    before = board_state(page)
    assert before["phase"] == "choose"
    targets = page.locator("#board .target").count()
    stored = saved(page)
    assert stored["roll"] == int(before["roll"]) and stored["position"] == before["position"]

    reload(page)
    after = board_state(page)
    assert after == before
    assert page.locator("#board .target").count() == targets
    assert saved(page)["record"] == stored["record"]          # the same game, its seed with it
    # and the game goes on from there
    page.locator("#board .piece.movable").first.click()
    page.wait_for_function("document.getElementById('board').dataset.phase !== 'choose'"
                           " || document.getElementById('board').dataset.turn !== '0'")
    assert board_state(page)["position"] != before["position"]


@pytest.mark.parametrize("text, reason", [
    ("{this is not json", "not JSON"),
    (json.dumps({"format": "ludo-save/1", "game": "colonne"}), "another game"),
    (json.dumps({"format": "ludo-save/1", "game": "mensch", "players": [{"corner": 0, "kind": "human"},
                 {"corner": 2, "kind": "easy"}], "options": {}, "position": {"game": "mensch"}}), "position"),
])
def test_a_broken_or_foreign_save_gives_a_message_and_a_fresh_game(page, text, reason):
    open_with_save(page, text)
    notice = page.locator("#notice")
    assert notice.is_visible()
    assert "The saved game could not be read" in notice.inner_text() and reason in notice.inner_text()
    state = board_state(page)
    assert state["phase"] == "roll" and state["turn"] == "0"
    assert all(v == [-1, -1, -1, -1] for v in state["position"]["pieces"].values())
    assert page.locator("#board .piece").count() == 8
    assert saved(page)["game"] == "mensch"      # the fresh game replaced the broken save
    page.click("#notice-close")
    assert not notice.is_visible()


@pytest.mark.parametrize("text", ['{"format":"ludo-save/9"}', "{not json"])
def test_an_unreadable_save_is_kept_aside_before_the_new_game(page, text):
    open_with_save(page, text)
    notice = page.inner_text("#notice")
    assert "The saved game could not be read" in notice
    assert "ludo.mensch.save.unreadable.1" in notice and "Expecting" not in notice
    assert page.evaluate("localStorage.getItem('ludo.mensch.save.unreadable.1')") == text
    assert saved(page)["game"] == "mensch"      # the new game has its own save
    if text.startswith("{not"):
        assert "not JSON (line 1, column 2)" in notice


def test_a_colonne_save_names_its_real_fault(page):
    from conftest import wait_ready

    text = json.dumps({"format": "ludo-save/1", "game": "colonne", "position": 42})
    page.goto(page.site_url + "style.css")
    page.evaluate("""text => { localStorage.setItem('ludo.colonne.save', text);
                               localStorage.setItem('ludo.settings', JSON.stringify({game: 'colonne'})); }""", text)
    page.goto(page.site_url + "?speed=0&lang=en")
    wait_ready(page)
    notice = page.inner_text("#notice")
    # English says the engine's own reason; the other languages say its kind (test_reasons.py)
    assert "position is not a colonne position" in notice and "players" not in notice
    assert "ludo.colonne.save.unreadable" in notice and "kept in the browser" in notice
    assert page.evaluate("localStorage.getItem('ludo.colonne.save.unreadable.1')") == text
    page.evaluate("t => localStorage.setItem('ludo.colonne.save', t)", text)
    page.goto(page.site_url + "?speed=0&lang=de")
    wait_ready(page)
    notice = page.inner_text("#notice")
    assert "beschädigt" in notice and "position" not in notice
    assert "ludo.colonne.save.unreadable." in notice and "bleibt im Browser" in notice
