"""The game review in the browser: the end screen analyses the game a slice at a time and
shows the chart and every player's figures (names as text); a mistake opens the replay at
the position before it; the replay page has the review too, and a click on a mistake
shows that position; a new game cancels the work."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language, wait_ready
from page_helpers import play_computers

from ludo import api
from ludoview.core.share import record_from_fragment
from ludoview.games.replay import replay

pytestmark = pytest.mark.browser

DONE = "#review[data-state=done], #review[data-state=failed]"


def shown_position(page) -> tuple[int, dict]:
    board = page.locator("#board")
    return int(board.get_attribute("data-step")), json.loads(board.get_attribute("data-position"))


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_end_screen_reviews_the_game_and_a_mistake_opens_its_position(page, open_page, game):
    play_computers(page, open_page, game)
    page.wait_for_selector(DONE, timeout=60_000)
    assert page.get_attribute("#review", "data-state") == "done"
    review = page.locator("#review")
    assert review.is_visible() and page.inner_text("#review-title") == "Game review"
    assert page.locator("#review-progress").is_hidden()
    # the chart: one line per player, in the player's colour class
    lines = page.locator("#review .review-chart .review-series")
    assert lines.count() == 2
    assert page.locator("#review .review-chart polyline").count() == 2
    # the figures, with the names as text
    rows = page.locator("#review .review-players li").all_inner_texts()
    assert len(rows) == 2 and rows[0].startswith("Anna") and rows[1].startswith("<img src=x…"), rows
    assert all("Luck of the dice: " in r and "Decisions: " in r for r in rows), rows
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    # the chart in words: its accessible description, shown to everyone too; the note on the figures
    chart = page.locator("#review .review-chart")
    assert chart.get_attribute("aria-describedby") == "review-chart-summary"
    summary = page.locator("#review-chart-summary")
    text = summary.text_content()
    assert summary.count() == 1 and (" took the lead for good " in text or " was ahead from start to finish." in text)
    assert "The biggest swing came " in text
    assert summary.is_visible() and summary.evaluate("n => n.getBoundingClientRect().width") > 100
    assert page.locator("#review .review-note").inner_text().startswith("In points of win chance, on average.")
    # the analysis of the very record the replay link holds
    record = record_from_fragment(page.get_attribute("#end-replay", "href").split("#", 1)[1])
    shared = replay(record)
    analysis = api.analyse(shared.record)
    points = page.eval_on_selector_all("#review .review-chart polyline", "ns => ns.map(n => n.getAttribute('points'))")
    assert [len(p.split()) for p in points] == [len(analysis["turns"]) + 1] * 2
    # the biggest mistake: a link to the replay at the position before it
    mistakes = page.locator("#review .review-mistakes a[data-at]")   # (each with its retry link beside it)
    assert mistakes.count() >= 1, page.inner_text("#review")
    turns = {t["turn"]: t for t in analysis["turns"]}
    listed = mistakes.count()
    first = mistakes.first
    turn = turns[int(first.get_attribute("data-turn"))]
    said = first.inner_text()     # a plain sentence: who, the roll, what was played, what was better, the cost
    # (mensch's in short: its squares, unnumbered on a board, are labelled beside the board of its position)
    better = " and did not choose the best move: " if game == "mensch" else ". It was better to "
    assert said.startswith(f"Position {turn['at']} ") and " rolled " in said and better in said
    assert said.endswith(" of win chance.") and "→" not in said and "+" not in said
    assert int(first.get_attribute("data-at")) == turn["at"]
    assert turn["loss"] == max(t["loss"] for t in turns.values()
                               if t["turn"] in {i for f in analysis["summary"].values() for i in f["mistakes"]})
    assert f"mistake={turn['turn']}" in first.get_attribute("href")
    first.click()
    wait_ready(page)
    page.wait_for_selector(DONE, timeout=60_000)
    at, position = shared_at = shown_position(page)
    assert at == turn["at"] and position == shared.positions[turn["at"]]
    # the mistake is shown there at once: its rings on the board, its sentence beside it
    page.wait_for_selector(f"#board[data-mistake='{turn['turn']}']", state="attached")
    assert page.locator("[data-testid=mistake-text]").is_visible()
    assert page.locator("#board [data-choice=best]").count() >= 1
    assert page.inner_text("#where").startswith(f"Position {turn['at']} of ")
    # the link to a mistake lands the keyboard on the board, named by the position's line
    assert page.evaluate("document.activeElement.id") == "board"
    assert page.get_attribute("#board", "aria-labelledby") == "where"
    # the replay page has the review too; a click on a mistake shows its position there
    assert page.locator("#review .review-chart polyline").count() == 2
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.click("#first")
    buttons = page.locator("#review .review-mistakes button")
    assert buttons.count() == listed
    last = buttons.nth(buttons.count() - 1)
    want = int(last.get_attribute("data-at"))
    last.click()
    at, position = shown_position(page)
    assert at == want and position == shared.positions[want]
    assert page.evaluate("document.activeElement.id") == "board"        # the focus follows the position
    # from the keyboard: Enter on a mistake shows its position and moves the focus there too
    page.click("#first")
    buttons.first.focus()
    page.keyboard.press("Enter")
    at, _ = shown_position(page)
    assert at == int(buttons.first.get_attribute("data-at")) and at == shared_at[0]
    assert page.evaluate("document.activeElement.id") == "board"
    page.keyboard.press("Tab")          # on to the controls under the board: the mistake's steps first
    if listed > 1:                      # (the first listed: nothing before it, "Next mistake" after)
        assert page.evaluate("document.activeElement.id") == "mistake-next"
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.replay-bar') !== null")


def test_the_review_follows_the_language_and_a_new_game_cancels_it(page, open_page):
    play_computers(page, open_page, "mensch")
    page.wait_for_selector("#review[data-state=running], " + DONE, state="attached")
    page.click("#end-rematch")                       # at once: the analysis is dropped
    page.wait_for_selector("#review[data-state=idle]", state="attached", timeout=5_000)
    assert page.locator("#review-body").inner_html() == ""
    page.wait_for_selector("#end[open]", timeout=90_000)
    page.wait_for_selector(DONE, timeout=60_000)
    page.click("#end-board")
    choose_language(page, "fr")
    page.click("#btn-results")
    assert page.inner_text("#review-title") == "Analyse de la partie"
    assert "Chance aux dés\u00a0: " in page.inner_text("#review .review-players")
