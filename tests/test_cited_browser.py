"""Words that match the board, in Chromium (issue 35): at every moment of a mensch game, its hints,
the review and a puzzle, each square number a shown text cites ("square 37 → square 2") is
labelled on the board beside it, or the text cites none. The texts are read from the page as a
player sees them (visible ones only); the numbers they cite from their English words
(``view_helpers.cited_in``), the labels from the board's SVG (``view_helpers.labelled``)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path
from page_helpers import almost_over, board_state, open_with_save, start_game
from view_helpers import MenschSession, Setup, cited_in, labelled, mensch_at, save_data, unlabelled

from ludo import api
from ludo.mensch import arena as mensch_arena
from ludoview.core.share import fragment

pytestmark = pytest.mark.browser

DATA = Path(__file__).resolve().parent.parent / "web" / "data"


def shown(page, *selectors: str) -> list[str]:
    """The texts of the visible elements ``selectors`` match, as the page shows them."""
    texts = []
    for selector in selectors:
        for node in page.locator(selector).all():
            if node.is_visible():
                texts.append(node.inner_text())
    return texts


#: The texts of the lines of a list that scrolls in its own box (``box``, a selector) a reader sees
#: in it: those that meet its visible area (none while it is hidden, in a closed <details>).
IN_VIEW = """box => { const list = document.querySelector(box), outer = list.getBoundingClientRect();
  if (outer.height <= 0) { return []; }
  return [...list.children].filter(line => { const r = line.getBoundingClientRect();
    return r.bottom > outer.top && r.top < outer.bottom; }).map(line => line.innerText); }"""


def check(page, *selectors: str, board: str = "#board", lists: tuple[str, ...] = ()) -> int:
    """Every square number the visible texts of ``selectors`` cite (and the lines in view of the
    scrolling ``lists``) is labelled on the board now, and the board labels no square none of them
    cites (the labels go with their text); how many numbers they cite (a check that saw none
    proves little)."""
    texts = shown(page, *selectors) + [text for box in lists for text in page.evaluate(IN_VIEW, box)]
    svg = page.inner_html(board)
    assert not unlabelled(texts, svg), unlabelled(texts, svg)
    ring_on, lane_on = labelled(svg)
    cites = [cited_in(text) for text in texts]
    assert ring_on <= set().union(*(ring for ring, _ in cites)), (texts, ring_on)
    assert lane_on <= set().union(*(lane for _, lane in cites)), (texts, lane_on)
    return sum(len(ring) + len(lane) for ring, lane in cites)


def seed_with_first_roll(wanted: int) -> str:
    return next(f"cited-{i}" for i in range(1000) if random.Random(f"cited-{i}/0").randint(1, 6) == wanted)


GAME_TEXTS = ("#say", "#move-list button", "#move-list .hint")


def test_the_game_and_its_hints_label_every_square_their_words_cite(page):
    """Two people at one device: the list of moves, its hints, the message box after a move; then
    each action of some turns, all checked as they are shown."""
    setup = Setup.make(2, ["human", "human"])
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {"0": [-1, 5, 12, 38], "2": [-1, -1, 9, 30]}
    open_with_save(page, save_data(mensch_at(setup, position, seed_with_first_roll(3))))
    assert page.locator("#board .cited").count() == 0            # nothing cites a square yet
    page.keyboard.press("r")
    page.wait_for_selector("#board[data-phase=choose]")
    assert check(page, *GAME_TEXTS) >= 6                        # three moves, each from and to
    assert page.locator("#board .cited").count() >= 6
    page.check("#hints")
    page.wait_for_selector("[data-testid=hint-1]")
    assert check(page, *GAME_TEXTS) >= 6
    page.locator("#move-list button").first.click()
    page.wait_for_selector("#board[data-phase=roll]")
    said = page.inner_text("#say")
    assert cited_in(said)[0] and check(page, *GAME_TEXTS) >= 2, said   # "Red: square 6 → square 9."
    cited = 0
    for _ in range(24):                                          # more turns, each state checked
        if board_state(page)["phase"] == "roll":
            page.click("#die")
            page.wait_for_selector("#board[data-phase=choose], #board[data-phase=roll]")
        elif page.locator("#move-list button").count():
            cited += check(page, *GAME_TEXTS)
            page.locator("#move-list button").last.click()
            page.wait_for_selector("#board[data-phase=roll], #board[data-phase=over]")
        else:
            page.click("#die")
        cited += check(page, *GAME_TEXTS)
    assert cited >= 10


def test_alone_against_computers_the_message_box_the_list_and_the_log_match_the_board(page, open_page):
    """One person (Red) and three computers: after each of the person's actions and each return
    of their turn (the computers' summary cites no square), the texts match the board. From the
    twentieth on, the log ("What happened") is open: the squares its lines in view cite are
    labelled too, scrolled they follow, and closed they go."""
    open_page(page, "?speed=0&lang=en&seed=cited")
    start_game(page, ["human", "easy", "easy", "easy"])
    cited, logged, lists = 0, 0, ()
    for step in range(40):
        state = board_state(page)
        if state["phase"] == "over":
            break
        if step == 20:
            page.click("#log-box summary")
            lists = ("#log",)
        if page.locator("#die:not([disabled])").count() and state["phase"] == "roll":
            page.click("#die")
        elif page.locator("#move-list button").count():
            cited += check(page, *GAME_TEXTS, lists=lists)
            page.locator("#move-list button").first.click()
        page.wait_for_timeout(50)
        page.wait_for_selector("#die:not([disabled]), #board[data-phase=over]")
        cited += check(page, *GAME_TEXTS, lists=lists)
        logged += len(page.evaluate(IN_VIEW, "#log"))
    assert cited >= 4 and logged >= 20
    before = page.inner_html("#board")
    page.evaluate("document.getElementById('log').scrollTop = 1e6")   # the log read at its end:
    page.wait_for_function("before => document.getElementById('board').innerHTML !== before", arg=before)
    assert check(page, *GAME_TEXTS, lists=lists) >= 4                   # the labels follow
    before = page.inner_html("#board")
    page.click("#log-box summary")                                      # closed: they go
    page.wait_for_function("before => document.getElementById('board').innerHTML !== before", arg=before)
    check(page, *GAME_TEXTS)


def test_the_replay_labels_the_squares_of_its_line_its_list_in_view_and_its_mistake_and_the_review_list_cites_none(page):
    record = mensch_arena.record_game(["random", "easy"], seed=3)
    open_path(page, f"replay.html?lang=en&speed=0{fragment(record)}")
    page.wait_for_selector("#review[data-state=done]", state="attached", timeout=60_000)
    listed = shown(page, "#review .review-mistakes li")
    assert listed and all(cited_in(text) == (set(), set()) for text in listed), listed
    cited = 0
    for _ in range(16):                                          # the replay's line, step by step, and
        page.click("#forward")                                   # the list's lines in view
        cited += check(page, "#current", lists=("#actions",))
    before = page.inner_html("#board")
    page.evaluate("document.getElementById('actions').scrollTop = 1e6")   # the list read at its end:
    page.wait_for_function("before => document.getElementById('board').innerHTML !== before", arg=before)
    assert check(page, "#current", lists=("#actions",)) >= 4              # the labels follow
    page.locator("#review .review-mistakes button").first.click()
    page.wait_for_selector("#board[data-mistake]")
    assert check(page, "#mistake-text", "#current", lists=("#actions",)) >= 2   # its move played and the better one
    assert cited >= 4


def test_a_puzzle_labels_the_squares_of_its_solution_its_list_and_its_board_sentences(page):
    first = json.loads((DATA / "puzzles-mensch.json").read_text(encoding="utf-8"))["puzzles"][0]
    open_path(page, f"puzzles.html?game=mensch&puzzle={first['id']}&speed=0&lang=en")
    page.wait_for_selector(f"html[data-puzzle='{first['id']}'][data-state=open]", state="attached")
    texts = ("#pz-task", "#pz-verdict", "#pz-explain p", "#say", "#move-list button", "#explain-head",
             "#explain-rule", "#status")
    assert check(page, *texts) >= 2                               # the list of moves
    wrong = first["others"][0]["move"]
    listed = json.loads(page.get_attribute("#board", "data-moves"))
    page.click(f"[data-testid=move-{next(i for i, m in enumerate(listed) if (m['from'], m['to']) == (wrong['from'], wrong['to']))}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    check(page, *texts)
    page.click("#pz-show")
    page.wait_for_selector("html[data-state=shown]", state="attached")
    explained = page.inner_text("#pz-explain")
    assert explained.startswith("The best is to ") and check(page, *texts) >= 1, explained
    page.click("#pz-next")
    page.wait_for_selector(f"html:not([data-puzzle='{first['id']}'])[data-state=open]", state="attached")
    check(page, *texts)                                           # the solution's labels went with it


def test_the_end_screens_review_cites_no_square_it_has_no_board_for(page):
    session = almost_over(MenschSession.new(Setup.make(2, ("easy", "medium")), "cited-end"))
    open_with_save(page, save_data(session), "?speed=0&lang=en")
    page.wait_for_selector("#end[open]")
    page.wait_for_selector("#review[data-state=done]", state="attached", timeout=60_000)
    listed = shown(page, "#review .review-mistakes li")
    assert listed and all(cited_in(text) == (set(), set()) for text in listed), listed
