"""The end screen of the main page: a link to replay the whole game, and the results
reopened after "Look at the board" (both games)."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path, wait_ready
from page_helpers import almost_over, board_state, open_with_save, start_game
from view_helpers import ColonneSession, ColonneSetup, Setup, save_data
from view_helpers import MenschSession as Session

from ludoview.games.replay import replay

pytestmark = pytest.mark.browser


def follow_replay_link(page, lang: str) -> dict:
    """Check the end screen's replay link, follow it; what the replay page shows at its end."""
    link = page.locator("#end-replay")
    assert link.is_visible()
    href = link.get_attribute("href")
    assert href.startswith(f"./replay.html?lang={lang}#record="), href
    over = board_state(page)
    page.click("#end-replay")
    wait_ready(page)
    assert page.url.split("/")[-1].startswith("replay.html")
    board = page.locator("#board")
    assert board.get_attribute("data-step") == "0"              # it opens at the very start
    start = json.loads(board.get_attribute("data-position"))
    page.keyboard.press("End")                                  # and ends where the game ended
    page.wait_for_function("document.querySelector('[data-testid=last]').disabled")
    shown = {"step": int(board.get_attribute("data-step")), "start": start,
             "position": json.loads(board.get_attribute("data-position"))}
    assert shown["position"] == over["position"]
    return shown


def test_mensch_end_screen_links_to_a_replay_of_the_whole_game(page):
    session = almost_over(Session.new(Setup.make(2, ("easy", "medium")), "replay-link"))
    before = session.record()["turns"]
    assert len(before) > 20
    open_with_save(page, save_data(session), "?speed=0&lang=fr")
    page.wait_for_selector("#end[open]")
    assert page.inner_text("#end-replay") == "Revoir la partie"
    played = json.loads(page.evaluate("localStorage.getItem('ludo.mensch.save')"))["record"]["turns"]
    assert len(played) > len(before) and played[:len(before)] == before
    shown = follow_replay_link(page, "fr")
    assert shown["step"] == len(played)
    assert shown["start"] == replay(session.record()).positions[0]


def test_colonne_end_screen_links_to_a_replay_of_the_whole_game(page):
    session = almost_over(ColonneSession.new(ColonneSetup("small", ("easy", "medium")), "replay-link"))
    page.goto(page.site_url + "style.css")
    page.evaluate("text => localStorage.setItem('ludo.colonne.save', text)", json.dumps(save_data(session)))
    open_path(page, "?speed=0&lang=de&game=colonne")
    page.wait_for_selector("#end[open]")
    assert page.inner_text("#end-replay") == "Partie nachspielen"
    played = json.loads(page.evaluate("localStorage.getItem('ludo.colonne.save')"))["record"]["actions"]
    shown = follow_replay_link(page, "de")
    assert shown["step"] == len(played) > session.action_count
    assert shown["start"] == replay(session.record()).positions[0]


def test_a_game_saved_without_its_moves_has_no_replay_link(page):
    session = almost_over(Session.new(Setup.make(2, ("easy", "easy")), "old-save"))
    data = save_data(session)
    del data["record"]                      # a save from before the moves were kept
    open_with_save(page, data)
    page.wait_for_selector("#end[open]")
    assert page.locator("#end-replay").is_hidden() and page.locator("#end-copy").is_hidden()


def test_the_results_come_back_after_looking_at_the_board(page):
    session = almost_over(Session.new(Setup.make(2, ("easy", "easy")), "results-again"))
    open_with_save(page, save_data(session))
    page.wait_for_selector("#end[open]")
    winner = page.inner_text("#end-winner")
    page.click("#end-board")
    page.wait_for_selector("#end:not([open])", state="attached")
    page.click("#btn-results")                                   # the controls offer the results again
    page.wait_for_selector("#end[open]")
    assert page.inner_text("#end-winner") == winner
    page.click("#end-new")                                       # a new game: no results to show
    start_game(page, ["human", "easy"])
    page.wait_for_selector("#board[data-phase=roll][data-turn='0']")
    assert page.locator("#btn-results").is_hidden() and page.locator("#end:not([open])").count() == 1


def test_copy_link_puts_the_replay_address_on_the_clipboard(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    session = almost_over(Session.new(Setup.make(2, ("easy", "easy")), "copy-link"))
    open_with_save(page, save_data(session))
    page.wait_for_selector("#end[open]")
    page.click("#end-copy")
    page.wait_for_selector("#end-copied:not(:empty)")
    assert page.inner_text("#end-copied").startswith("Link copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    href = page.get_attribute("#end-replay", "href")
    assert copied == page.site_url + href[2:]
