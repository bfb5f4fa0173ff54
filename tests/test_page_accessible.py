"""Whole games with the keyboard only, every step checked through what a screen reader
gets (the live message, the turn line, the focused control and the board in words),
never through the drawing; and where the focus goes after the setup, a move and undo."""

from __future__ import annotations

import re

import pytest
from page_helpers import open_with_save
from view_helpers import Setup, mensch_at, save_data

from ludo import api

pytestmark = pytest.mark.browser

MAX_ACTIONS = 4000


def text(page, selector: str) -> str:
    """The text of an element, shown or folded away (the board in words is read through the
    board's description even while its box is closed)."""
    return page.eval_on_selector(selector, "e => e.textContent").strip()


def focused(page) -> str:
    """What a screen reader says the focused control is: its label, or its text."""
    return page.evaluate("() => { const e = document.activeElement;"
                         " return e ? (e.getAttribute('aria-label') || e.innerText || e.id) : ''; }")


def wait_for_person_or_end(page) -> str:
    """Wait (computers play at ?speed=0) until the person may act or the game is over; the turn line."""
    page.wait_for_function("() => { const t = document.getElementById('turn-text').textContent;"
                           " return document.getElementById('end').open || !/thinking|…/.test(t); }")
    return text(page, "#turn-text")


def board_row(page, who: str) -> str:
    rows = page.eval_on_selector_all("#board-list li", "items => items.map(i => i.textContent)")
    return next(row for row in rows if row.startswith(who))


def _every_move_by_hand(page) -> None:
    """Untick "play the only possible move automatically" with the keyboard (Space on the box,
    on by default): every move of the game is then played by a key."""
    page.focus("#autoplay")
    page.keyboard.press(" ")
    assert not page.is_checked("#autoplay")


#: The keyboard game's opening: the person's moves played by keys before its endgame is opened.
OPENING_MOVES = 8


def test_a_mensch_game_with_the_keyboard_only_from_its_opening_to_its_end(page, open_page):
    """Two people share the keyboard (pass and play): every roll and move is theirs, said in the
    live message and seen in the board in words, squares counted from Red's start. The opening
    is played from the setup; then an endgame (three pieces home each) to the end screen (a
    whole game by keys, some 400 actions, took minutes of a CPU: the same keys, the same words)."""
    open_page(page, "?speed=0&lang=en")
    page.select_option("#seat-2", "human")
    page.focus("#setup-start")
    page.keyboard.press("Enter")                                        # Play
    page.wait_for_selector("#setup:not([open])", state="attached")
    assert page.evaluate("document.activeElement.id") == "die"          # focus follows to the game
    _every_move_by_hand(page)
    page.focus("#die")
    assert text(page, "#board-frame") == "Squares are counted clockwise from Red's start square (square 1)."
    assert page.get_attribute("#board-svg", "aria-describedby") == "board-frame board-list"
    assert board_row(page, "Red") == "Red: 4 in the base."
    rolls, moves = _play_by_keys(page, OPENING_MOVES)
    assert moves == OPENING_MOVES and rolls >= moves
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [40, 41, 42, 24], "2": [40, 41, 42, 26]}
    open_with_save(page, save_data(mensch_at(setup, position, "keys-end")))
    page.focus("#die")
    more_rolls, more_moves = _play_by_keys(page, None)
    assert more_rolls > 3 and more_moves > 2 and "wins the game" in text(page, "#end-winner")


def _play_by_keys(page, until_moves: int | None) -> tuple[int, int]:
    """Roll with R, pick a move with the arrows and play it with Enter, each checked as said,
    until ``until_moves`` moves were played (None: the game's end); (rolls, moves)."""
    moves = rolls = 0
    for _ in range(MAX_ACTIONS):
        if page.evaluate("document.getElementById('end').open") or moves == until_moves:
            return rolls, moves
        turn = text(page, "#turn-text")
        player = turn.split("'s turn")[0]
        if turn.endswith("roll the die"):
            assert page.evaluate("document.activeElement.id") == "die"
            before = text(page, "#log")
            page.keyboard.press("r")
            page.wait_for_function("b => document.getElementById('log').textContent !== b", arg=before)
            assert text(page, "#say").startswith(f"{player} rolls ")
            rolls += 1
            continue
        assert re.fullmatch(r"\w+'s turn: pick a piece", turn), turn     # (the throw: the message box's)
        count = page.locator("#move-list button").count()
        page.keyboard.press("ArrowRight")
        said = text(page, "#say")
        assert said.startswith(f"Move 1 of {count}: "), said
        move = said.split(": ", 1)[1]
        entry = move.split(" · ")[0]                      # (the list's entry starts with a capital)
        assert focused(page).strip().startswith(entry[:1].upper() + entry[1:])   # the focus is on that move
        page.keyboard.press("Enter")
        page.wait_for_function("m => document.getElementById('say').textContent.includes(m)",
                               arg=f"{player}: {move.split(' · ')[0]}.")
        target = move.split(" → ")[1].split(" · ")[0]
        assert target in board_row(page, player), (target, board_row(page, player))
        moves += 1
    pytest.fail("the game did not end")


def test_focus_after_a_move_and_after_undo(page):
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, -1, 5, 12], "2": [-1, -1, -1, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, "focus", roll=4)))
    page.click("[data-testid=move-0]")                                   # a move played from its button
    page.wait_for_function("document.getElementById('turn-text').textContent.startsWith(\"Blue's turn\")")
    assert page.evaluate("document.activeElement.id") == "die"           # the next action: Blue rolls
    page.keyboard.press("u")
    page.wait_for_function("document.getElementById('say').textContent.startsWith('Move undone')")
    assert page.evaluate("document.activeElement.closest('#move-list') !== null")   # choose again


def test_a_whole_colonne_game_with_the_keyboard_only(page, open_page):
    """Two people share the keyboard: every throw and step said, the units in words."""
    open_page(page, "?speed=0&lang=en&game=colonne")
    page.check("#game-colonne")
    page.select_option("#cseat-black", "human")
    page.focus("#setup-start")
    page.keyboard.press("Enter")
    page.wait_for_selector("#setup:not([open])", state="attached")
    _every_move_by_hand(page)
    page.focus("#croll")
    assert text(page, "#board-frame").startswith("Each player enters pieces on their own entry lane, from XII down to I")
    steps = 0
    for _ in range(MAX_ACTIONS):
        if page.evaluate("document.getElementById('end').open"):
            break
        turn = text(page, "#turn-text")
        player = turn.split("'s turn")[0].split(":")[0]
        if turn.endswith("roll the dice"):
            assert page.evaluate("document.activeElement.id") == "croll"
            before = text(page, "#log")
            page.keyboard.press("r")
            page.wait_for_function("b => document.getElementById('log').textContent !== b", arg=before)
            assert f"{player} rolls " in text(page, "#say")
            continue
        assert turn == f"{player}: pick dice and a piece", turn
        page.keyboard.press("ArrowRight")
        said = text(page, "#say")
        assert re.match(r"Step 1 of \d+: ", said), said
        step = said.split(": ", 1)[1]
        page.keyboard.press("Enter")
        page.wait_for_function("s => document.getElementById('say').textContent.includes(s)",
                               arg=f"{player}: {step.split(' · ')[0]}")
        steps += 1
        assert board_row(page, player)
    else:
        pytest.fail("the game did not end")
    assert steps > 20 and "wins the game" in text(page, "#end-winner")
