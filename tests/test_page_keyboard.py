"""A human turn without a mouse: R rolls, arrows pick a move, Enter plays it."""

from __future__ import annotations

import json
import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from page_helpers import board_state, open_with_save
from view_helpers import Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser


def _seed_with_first_roll(wanted: int) -> str:
    return next(f"kbd-{i}" for i in range(1000) if random.Random(f"kbd-{i}/0").randint(1, 6) == wanted)


def test_keyboard_only_turn(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    seed = _seed_with_first_roll(4)
    open_with_save(page, save_data(mensch_at(setup, position, seed)))
    assert board_state(page)["phase"] == "roll"

    page.keyboard.press("r")
    page.wait_for_selector("#board[data-phase=choose]")
    state = board_state(page)
    assert state["roll"] == "4"
    moves = api.legal_moves(position, 4)
    assert len(moves) == 2 and page.locator("#move-list button").count() == 2

    # hints on: each possible move gets the engine's advice in words
    page.check("#hints")
    page.wait_for_selector("[data-testid=hint-1]")
    assert page.locator("#move-list .hint").count() == 2
    assert all(":" in text for text in page.locator("#move-list .hint").all_inner_texts())
    page.locator("#board").focus()       # back from the checkbox to the board

    page.keyboard.press("ArrowRight")
    assert page.locator("#target-0.selected").count() == 1
    page.keyboard.press("ArrowRight")
    assert page.locator("#target-1.selected").count() == 1
    assert page.locator("#move-list button.selected").get_attribute("data-move") == "1"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")          # wraps round to the last move again
    assert page.locator("#target-1.selected").count() == 1
    page.keyboard.press("Enter")
    page.wait_for_selector("#board[data-phase=roll]")
    after = board_state(page)["position"]
    assert after == api.play(position, 4, moves[1])
    assert after["turn"] == 2                  # a 4: Blue's turn now

    # Blue's turn, also by keyboard: the focused die rolls with Enter
    page.focus("#die")
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('board').dataset.turn !== '2'"
                           " || document.getElementById('board').dataset.phase === 'choose'")
    assert page.inner_text("#say").startswith("Blue rolls")


def test_undo_by_keyboard_in_pass_and_play(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, _seed_with_first_roll(4))))
    page.keyboard.press("r")
    page.wait_for_selector("#board[data-phase=choose]")
    # the die has done its part: the focus is on the first move, and Enter plays it
    assert page.evaluate("document.activeElement.dataset.move") == "0"
    page.keyboard.press("Enter")
    page.wait_for_selector("#board[data-phase=roll]")
    assert page.is_enabled("#btn-undo")
    page.keyboard.press("u")
    page.wait_for_selector("#board[data-phase=choose]")
    state = board_state(page)
    assert state["position"] == position and state["roll"] == "4" and state["turn"] == "0"
    assert "Move undone" in page.inner_text("#say")
    assert not page.is_enabled("#btn-undo")


def test_a_single_possible_move_plays_itself_unless_the_setting_is_off(page):
    """On by default (issue 35: a forced move needs no tap); turned off, it waits for the
    person, and the choice is remembered."""
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, -1, 5], "2": [-1, -1, -1, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, "auto", 1, 3)), autoplay=None)   # Red rolled 3: 5 -> 8 only
    page.wait_for_selector("#board[data-turn='2'][data-phase=roll]")
    assert board_state(page)["position"]["pieces"]["0"] == [-1, -1, -1, 8]
    assert page.is_checked("#autoplay")
    page.uncheck("#autoplay")
    assert page.evaluate("JSON.parse(localStorage.getItem('ludo.settings')).autoplay") is False
    open_with_save(page, save_data(mensch_at(setup, position, "auto", 1, 3)), autoplay=None)
    assert page.get_attribute("#die", "aria-label").startswith("Play the move")
    assert not page.is_checked("#autoplay")
    page.check("#autoplay")
    page.wait_for_selector("#board[data-turn='2'][data-phase=roll]")
    assert page.evaluate("JSON.parse(localStorage.getItem('ludo.settings')).autoplay") is True


def test_enter_plays_the_highlighted_move_from_the_hints_check_box(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, _seed_with_first_roll(4))))
    page.focus("#hints")
    page.keyboard.press(" ")                  # Space ticks the box (it keeps Space)
    assert page.is_checked("#hints")
    page.keyboard.press("Enter")              # nothing highlighted: Enter is the box's
    page.keyboard.press("r")
    page.wait_for_selector("#board[data-phase=choose]")
    page.keyboard.press("ArrowRight")
    assert page.locator("#target-0.selected").count() == 1
    page.keyboard.press("Enter")              # a move is highlighted: Enter plays it
    page.wait_for_selector("#board[data-phase=roll]")
    assert board_state(page)["position"] == api.play(position, 4, api.legal_moves(position, 4)[0])
    assert page.is_checked("#hints") and page.evaluate("document.activeElement.id") == "hints"


def test_r_in_the_pace_menu_throws_the_die_and_leaves_the_pace(page):
    """The pace menu leaves the game its letters: R there throws (in French it used to pick
    "Rapide" and throw nothing), U undoes; the menu keeps its arrows. R held with Ctrl, Alt
    or Meta is the browser's (it threw the die)."""
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, _seed_with_first_roll(4))), "?speed=0&lang=fr")
    pace = page.input_value("#pace")
    for combination in ("Control+r", "Alt+r", "Meta+r"):   # the browser's keys (Ctrl+R reloads), not a throw
        page.keyboard.press(combination)
        assert page.get_attribute("#board", "data-phase") == "roll", combination
    page.focus("#pace")
    page.keyboard.press("r")
    page.wait_for_selector("#board[data-phase=choose]")
    assert board_state(page)["roll"] == "4" and page.input_value("#pace") == pace
    assert page.evaluate("document.activeElement.id") == "pace"            # the focus stays in the menu
    assert "pace" not in json.loads(page.evaluate("localStorage.getItem('ludo.settings') || '{}'"))
    page.locator("#move-list button").first.click()
    page.wait_for_selector("#board[data-phase=roll]")
    page.focus("#pace")
    page.keyboard.press("U")
    page.wait_for_selector("#board[data-phase=choose]")
    assert board_state(page)["position"] == position and page.input_value("#pace") == pace
    page.focus("#pace")                            # (an undo puts the keyboard on the moves)
    following = page.evaluate("() => { const s = document.getElementById('pace');"
                              " return s.options[s.selectedIndex + 1].value; }")
    page.keyboard.press("ArrowDown")               # the menu keeps its own keys: the next pace
    page.wait_for_function("v => JSON.parse(localStorage.getItem('ludo.settings') || '{}').pace === v",
                           arg=float(following))
    assert page.input_value("#pace") == following


def test_enter_plays_the_highlighted_colonne_step_from_a_check_box(page):
    from view_helpers import ColonneSetup, colonne_at, colonne_save

    session = colonne_at(ColonneSetup("small", ("human", "human")), api.new_colonne("small", "white"), "kbd")
    session.roll([4, 5])
    open_with_save(page, json.loads(colonne_save.dumps(session)), "?speed=0&lang=en")
    page.focus("#autoplay")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    page.wait_for_function("document.getElementById('board').dataset.roll.split(' ').length === 1")
    assert len(board_state(page)["position"]["dice"]) == 1
    assert not page.is_checked("#autoplay")   # Enter played the step: the box kept its state


@pytest.mark.parametrize("size", [(390, 844), (360, 540)])
def test_the_setup_screen_opens_at_its_top_with_play_focused(page, size):
    """A first visit opens the setup screen: Enter starts the game (Play has the focus),
    yet a phone shows the form from its heading, not scrolled down to the Play button."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(page.site_url + "?speed=0&lang=en")
    page.wait_for_selector("html[data-ludo=ready]")
    page.wait_for_selector("#setup[open]")
    assert page.evaluate("document.activeElement.id") == "setup-start"
    top = page.evaluate("""(() => {
        const dialog = document.getElementById('setup'), title = document.getElementById('setup-title');
        const box = dialog.getBoundingClientRect(), head = title.getBoundingClientRect();
        return {scrolled: dialog.scrollTop, inside: head.top >= box.top && head.bottom <= box.bottom,
                onScreen: head.top >= 0 && head.bottom <= innerHeight};
    })()""")
    assert top == {"scrolled": 0, "inside": True, "onScreen": True}
    page.keyboard.press("Enter")
    page.wait_for_function("!document.getElementById('setup').open")
