"""Input that comes too fast: a double-click, a key pressed again, a click while a move is
under way. One action is played, the rest is ignored quietly (no second move, no error)."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import wait_ready
from page_helpers import board_state, open_with_save
from view_helpers import ColonneSession, ColonneSetup, Setup, colonne_at, colonne_save, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser

#: Longer than any settling the page does: a second action, if any, has happened by then.
AFTER = 900


def open_colonne(page, session: ColonneSession, path: str = "?lang=en") -> None:
    """Open the page on colonne with ``session`` saved."""
    page.goto(page.site_url + "style.css")
    page.evaluate("""text => { localStorage.setItem('ludo.colonne.save', text);
                               localStorage.setItem('ludo.settings', JSON.stringify({game: 'colonne'})); }""",
                  colonne_save.dumps(session))
    page.goto(page.site_url + path.lstrip("/"))
    wait_ready(page)


def colonne_rolled(kinds=("human", "human")) -> ColonneSession:
    """White (a person) has rolled 4 and 5 at the start: only entering steps."""
    session = colonne_at(ColonneSetup("small", kinds), api.new_colonne("small", "white"), "races")
    session.roll([4, 5])
    return session


def mensch_rolled(kinds=("human", "human")) -> tuple[dict, dict]:
    """Red has rolled a 4 with two pieces that can move; the position and the save."""
    setup = Setup.make(2, kinds)
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, -1]}   # Blue cannot hit Red
    return position, save_data(mensch_at(setup, position, "races", 1, 4))


def dice_left(page) -> list:
    return board_state(page)["position"]["dice"]


def test_a_double_click_on_a_colonne_step_plays_one_step(page):
    open_colonne(page, colonne_rolled())
    assert page.locator("#move-list button").count() >= 2
    page.dblclick("#move-list button >> nth=0")
    page.wait_for_function("document.getElementById('board').dataset.roll.split(' ').length === 1")
    page.wait_for_timeout(AFTER)
    assert len(dice_left(page)) == 1
    assert page.text_content("#log").count("new piece at entry") == 1


def test_enter_pressed_quickly_again_and_again_plays_one_colonne_step(page):
    open_colonne(page, colonne_rolled())
    page.focus("#board")
    for _ in range(4):
        page.keyboard.press("Enter")
    page.wait_for_timeout(AFTER)
    assert len(dice_left(page)) == 1


def test_a_double_click_on_a_mensch_piece_plays_one_move_without_an_error(page):
    position, data = mensch_rolled()
    open_with_save(page, data, "?lang=en")          # the real pace: the piece walks
    page.dblclick("#target-0")
    page.wait_for_selector("#board[data-turn='2'][data-phase=roll]", state="attached", timeout=20_000)
    page.wait_for_timeout(AFTER)
    moves = api.legal_moves(position, 4)
    assert board_state(page)["position"] == api.play(position, 4, moves[0])
    assert page.is_hidden("#error")


def test_keys_pressed_at_once_at_speed_0_raise_no_error(page):
    position, data = mensch_rolled()
    open_with_save(page, data, "?speed=0&lang=en")
    page.focus("#board")
    for key in ("ArrowRight", "Enter", "Enter", "Enter"):
        page.keyboard.press(key)     # (at speed 0 the later ones may roll and move for Blue)
    page.wait_for_timeout(500)
    moves = api.legal_moves(position, 4)
    red = api.play(position, 4, moves[0])["pieces"]["0"]
    assert board_state(page)["position"]["pieces"]["0"] == red      # Red moved once


def test_colonne_keys_pressed_at_once_at_speed_0_raise_no_error(page):
    open_colonne(page, colonne_rolled(), "?speed=0&lang=en")
    page.focus("#board")
    for key in ("ArrowRight", "Enter", "Enter", "ArrowRight", "Enter", "Enter"):
        page.keyboard.press(key)
    page.wait_for_timeout(500)
    assert any(board_state(page)["position"]["pieces"]["white"])    # White stepped (no error on the page)


def test_undo_while_the_computer_answers_stops_it_and_takes_the_move_back(page):
    position, data = mensch_rolled(("human", "easy"))
    open_with_save(page, data, "?lang=en&speed=10")  # the slowest pace: the computer takes its time
    page.click("#target-0")
    page.wait_for_selector("#board[data-turn='2']", state="attached", timeout=20_000)
    assert "is thinking" in page.inner_text("#turn-text")
    assert page.is_enabled("#btn-undo")
    page.wait_for_timeout(400)
    page.click("#btn-undo")
    page.wait_for_selector("#board[data-turn='0'][data-phase=choose]", state="attached")
    page.wait_for_timeout(1500)                     # the computer's turn stays stopped
    state = board_state(page)
    assert state["position"] == position and state["roll"] == "4" and state["phase"] == "choose"
    assert "Move undone" in page.inner_text("#say")


def test_undo_after_the_computer_answered_at_speed_0(page):
    position, data = mensch_rolled(("human", "easy"))
    open_with_save(page, data, "?speed=0&lang=en")
    page.click("#target-0")
    page.wait_for_function("document.getElementById('board').dataset.turn === '0'"
                           " && document.getElementById('board').dataset.phase === 'roll'")
    assert page.is_enabled("#btn-undo")
    page.keyboard.press("u")
    page.wait_for_selector("#board[data-phase=choose]", state="attached")
    state = board_state(page)
    assert state["position"] == position and state["roll"] == "4" and state["turn"] == "0"
