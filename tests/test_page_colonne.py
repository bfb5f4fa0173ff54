"""Colonne in the main page: chosen in the setup screen, played to the end, by clicks and keys."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import wait_ready
from layout_helpers import on_screen, overlap, smallest_square
from page_helpers import board_state, open_with_save
from view_helpers import ColonneSetup, colonne_at, colonne_save, save_data

from ludo import api
from ludoview.games.colonne.layout import spot_of
from ludoview.games.colonne.words import sizes

pytestmark = pytest.mark.browser
SAVE = "ludo.colonne.save"


def choose_colonne(page, white: str, black: str, variant: str = "small") -> None:
    """Fill the setup dialog (open on a first visit) for colonne and start."""
    page.wait_for_selector("#setup[open]")
    page.check("#game-colonne")
    assert page.is_hidden("#count-2") and page.is_visible("#cseat-white")   # the form shows colonne's choices
    page.check(f"#cvariant-{variant}")
    page.select_option("#cseat-white", white)
    page.select_option("#cseat-black", black)
    page.click("#setup-start")
    page.wait_for_selector("#board[data-game=colonne]", state="attached")


def saved(page) -> dict | None:
    text = page.evaluate(f"localStorage.getItem('{SAVE}')")
    return None if text is None else json.loads(text)


def test_two_computers_play_a_small_game_to_the_end_in_german(page, open_page):
    open_page(page, "?speed=0&lang=de&seed=colonne-end")
    choose_colonne(page, "easy", "medium")
    page.wait_for_selector("#end[open]", timeout=40_000)
    state = board_state(page)
    position = state["position"]
    winner = api.result(position)["winner"]
    assert state["phase"] == "over" and position["game"] == "colonne" and position["variant"] == "small"
    assert sorted(position["pieces"][winner]) == [37] * 6
    assert "gewinnt" in page.inner_text("#end-winner")
    places = page.locator("#places li")
    assert places.count() == 2 and places.nth(0).get_attribute("data-corner") == winner
    assert "6" in places.nth(0).inner_text()
    log = page.text_content("#log")
    assert "würfelt" in log and page.inner_text("#turn").strip() == "Spiel vorbei"
    record = saved(page)
    assert record["game"] == "colonne" and record["position"] == position
    # back to mensch from the end screen: the mensch board comes back
    page.click("#end-new")
    page.check("#game-mensch")
    page.click("#setup-start")
    page.wait_for_function("document.body.dataset.game === 'mensch' && !!document.querySelector('#board .piece')")
    assert board_state(page)["position"]["game"] == "mensch"


def test_a_human_steps_by_click_and_by_keyboard_then_undoes(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=colonne-human")
    choose_colonne(page, "human", "human")
    first = board_state(page)["turn"]
    assert "Opening roll" in page.inner_text("#say")
    assert page.locator("#board").get_attribute("data-phase") == "roll"
    page.click("#croll")                                   # roll by click
    page.wait_for_selector("#board[data-phase=choose]", state="attached")
    before = board_state(page)["position"]
    left = before["dice"]
    assert len(left) == 2 and page.locator("[data-die]").count() == 2

    # by click: the first die, then the pile of pieces off the board (enter)
    page.click('[data-die="0"]')
    assert page.get_attribute('[data-die="0"]', "aria-pressed") == "true"
    page.click(f"#off-{first}")
    step = {"dice": [left[0]], "from": 0, "to": 12 - left[0] + 1}
    after = api.play(before, step)
    page.wait_for_function("p => document.getElementById('board').dataset.position === p",
                           arg=json.dumps(after, sort_keys=True, separators=(",", ":")))
    assert "new piece at entry" in page.inner_text("#say")

    # by keyboard: the key of the die left, the first step it allows, Enter
    value = after["dice"][0]
    page.focus("#board")
    page.keyboard.press(str(value))
    assert page.get_attribute('[data-die="0"]', "aria-pressed") == "true"
    page.keyboard.press("ArrowRight")
    assert page.locator("#move-list .move.selected").count() == 1
    expected_step = next(s for s in api.legal_steps(after) if s["dice"] == [value])
    page.keyboard.press("Enter")
    done = api.play(after, expected_step)
    page.wait_for_function("p => document.getElementById('board').dataset.position === p",
                           arg=json.dumps(done, sort_keys=True, separators=(",", ":")))
    assert saved(page)["position"] == done

    # U takes the keyboard step back: the same dice wait again
    assert page.is_enabled("#btn-undo")
    page.keyboard.press("u")
    page.wait_for_function("p => document.getElementById('board').dataset.position === p",
                           arg=json.dumps(after, sort_keys=True, separators=(",", ":")))
    assert "undone" in page.inner_text("#say")

    # a reload resumes colonne exactly
    page.reload()
    wait_ready(page)
    assert page.evaluate("document.body.dataset.game") == "colonne"
    assert board_state(page)["position"] == after


def test_the_large_board_stays_readable_beside_the_panel_from_a_phone_to_a_tablet(page, open_page):
    """18 columns are long: on a tablet on its side the board sits beside the panel (its squares
    still 24px, the dice on screen); a phone held upright gets the board laid out down the screen
    beside the panel (no need to turn the phone), and turning it lays the board across again."""
    page.set_viewport_size({"width": 1024, "height": 700})         # a tablet on its side
    open_page(page, "?speed=0&lang=en")
    choose_colonne(page, "human", "medium", "large")
    page.wait_for_selector(".croll")
    board = page.locator("#board").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)      # beside it
    assert smallest_square(page) >= 23.5
    on_screen(page, ".croll", 1024, 700)
    assert page.locator("#rotate-hint").count() == 0                          # nothing asks to turn the phone
    page.set_viewport_size({"width": 390, "height": 844})          # a phone held upright
    page.wait_for_selector("#board .colonne-svg.portrait")
    board = page.locator("#board").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert panel["x"] >= board["x"] + board["width"] - 1 and board["height"] > 500, (board, panel)
    assert smallest_square(page) >= 23.5
    page.set_viewport_size({"width": 844, "height": 390})          # and on its side again
    page.wait_for_selector("#board .colonne-svg.landscape")
    # a small game: on the side the panel stays beside the board
    page.evaluate("localStorage.clear()")
    open_page(page, "?speed=0&lang=en")
    choose_colonne(page, "human", "medium", "small")
    board = page.locator("#board").bounding_box()
    panel = page.locator("#panel").bounding_box()
    assert panel["x"] >= board["x"] + board["width"] - 1


def test_a_unit_walks_square_by_square_at_the_real_pace(page):
    page.emulate_media(reduced_motion="no-preference")   # (the tests' pages reduce it unless asked)
    position = dict(api.new_colonne("small", "white"), pieces={"white": [3, 0, 0, 0, 0, 0], "black": [0] * 6})
    session = colonne_at(ColonneSetup("small", ("human", "medium")), position, "walk")
    session.roll([2, 3])
    open_with_save(page, json.loads(colonne_save.dumps(session)), "?lang=en")   # the real pace: no speed=0
    assert page.inner_text("#turn-text") == "Pick dice and a piece"   # alone against the computer: "you"
    page.click('[data-die="0"]')
    page.click('[data-die="1"]')                            # 2 + 3: the unit on square 3 goes to 8
    page.evaluate("""() => { window.__steps = [];
      const unit = document.getElementById('unit-white-3'), board = document.getElementById('board');
      new MutationObserver(() => window.__steps.push(unit.getAttribute('transform')))
        .observe(unit, {attributes: true, attributeFilter: ['transform']});
      // what the message box said as the turn passed (the computer throws a moment later)
      new MutationObserver(() => { if (board.dataset.turn === 'black' && window.__passed === undefined) {
          window.__passed = document.getElementById('say').textContent; } })
        .observe(board, {attributes: true, attributeFilter: ['data-turn']}); }""")
    page.click("#unit-white-3")
    page.wait_for_function("document.getElementById('board').dataset.turn === 'black'", timeout=20_000)
    expected = [f"translate({x:.2f} {y + 1:.2f})" for x, y in (spot_of("white", "small", p) for p in range(4, 9))]
    assert page.evaluate("window.__steps") == expected
    passed = page.evaluate("window.__passed")
    assert "You: " in passed and "Black's turn." in passed
    assert board_state(page)["position"]["pieces"]["white"].count(8) == 1


#: Where the board's texts a reader needs are drawn (CSS px): each square's number that shows (not
#: under a unit), as its digits' and capitals' ink (from the baseline up, the font's size as
#: drawn), and each target's dice tag.
BOARD_TEXTS = """() => { const svg = document.getElementById('board-svg');
  const ink = text => { const box = text.getBoundingClientRect(), m = text.getScreenCTM();
    const base = new DOMPoint(+text.getAttribute('x'), +text.getAttribute('y')).matrixTransform(m).y;
    const size = parseFloat(getComputedStyle(text).fontSize) * m.d;
    return {x: box.x, y: base - 0.72 * size, width: box.width, height: 0.72 * size}; };
  const plain = node => { const b = node.getBoundingClientRect(); return {x: b.x, y: b.y, width: b.width, height: b.height}; };
  return {numbers: [...svg.querySelectorAll('text.clabel')].filter(t => getComputedStyle(t).visibility !== 'hidden').map(ink),
          tags: [...svg.querySelectorAll('.cdice-badge rect')].map(plain), board: plain(svg),
          orient: svg.classList.contains('portrait') ? 'portrait' : 'landscape'}; }"""


def test_on_a_phone_the_dice_tags_leave_the_square_numbers_readable(page):
    """Issue 35: on a phone (390x844, the board upright beside the panel) a unit's targets carry
    their dice on tags, and a tag covered the numbers of the squares beside it. Measured in the
    page: no tag covers a number that shows, nor another tag, and each is on the board; for a
    unit on the track (seven targets, one square reached by 3 and by 1+2: one tag says both), one
    in its entry lane, and the phone turned (844x390, the board across)."""
    entry, _ = sizes("large")
    position = dict(api.new_colonne("large", "white"), dice=[1, 2, 3],
                    pieces={"white": [0] * 11 + [5, entry + 1, entry + 9, entry + 9], "black": [0] * 13 + [entry + 14] * 2})
    session = colonne_at(ColonneSetup("large", ("human", "human")), position, "tags")
    page.set_viewport_size({"width": 390, "height": 844})
    open_with_save(page, save_data(session))
    for size, unit in (((390, 844), entry + 1), ((390, 844), 5), ((844, 390), entry + 1)):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.wait_for_function("o => document.querySelector('#board-svg').classList.contains(o)",
                               arg="portrait" if size[1] > size[0] else "landscape")
        if page.locator(f"#unit-white-{unit}.chosen").count() == 0:
            page.click(f"#unit-white-{unit}")
        page.wait_for_selector(f"#unit-white-{unit}.chosen")
        drawn = page.evaluate(BOARD_TEXTS)
        tags, numbers, board = drawn["tags"], drawn["numbers"], drawn["board"]
        assert len(tags) >= 4 and len(numbers) > 40, drawn
        assert not [(t, n) for t in tags for n in numbers if overlap(t, n) > 0.5], (size, unit)
        assert not [(a, b) for i, a in enumerate(tags) for b in tags[:i] if overlap(a, b) > 0.5], (size, unit)
        assert all(board["x"] <= t["x"] and t["x"] + t["width"] <= board["x"] + board["width"]
                   and board["y"] <= t["y"] and t["y"] + t["height"] <= board["y"] + board["height"] for t in tags)
