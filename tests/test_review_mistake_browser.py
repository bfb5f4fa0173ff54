"""The replay shows a review's mistake on the board: its throw, the move played and the
better one drawn (the highlighted squares are the analysis' moves), its sentence beside it;
both games."""

from __future__ import annotations

import json
import re

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language, open_path

from ludo import api
from ludo.colonne.arena import record_game as colonne_game
from ludo.mensch.arena import record_game as mensch_game
from ludoview import games
from ludoview.core.share import fragment
from ludoview.games import review

pytestmark = pytest.mark.browser
DONE = "#review[data-state=done]"
TARGET = re.compile(r'<g class="([^"]*)" id="target-(\d+)" data-choice="(\w+)"[^>]*transform="([^"]+)"')


def targets(svg: str) -> list[tuple[str, str]]:
    """Each drawn choice of a mistake's board: its role and where it is drawn."""
    return sorted((role, place) for _cls, _i, role, place in TARGET.findall(svg))


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_a_mistake_opened_in_the_replay_shows_its_roll_and_both_moves_on_the_board(page, game):
    record = mensch_game(["random", "easy"], seed=3) if game == "mensch" else colonne_game(["easy", "medium"], seed=1)
    analysis = api.analyse(record)
    positions = api.replay(record)["positions"]
    spec = games.spec(game)
    open_path(page, f"replay.html?lang=en&speed=0{fragment(record)}")
    page.wait_for_selector(DONE, timeout=60_000)
    button = page.locator("#review .review-mistakes button").first
    turn = next(t for t in analysis["turns"] if t["turn"] == int(button.get_attribute("data-turn")))
    assert turn["loss"] > 0 and turn["played"] != turn["best"]
    button.click()
    page.wait_for_selector(f"#board[data-mistake='{turn['turn']}']")
    panel = page.locator("[data-testid=mistake]")
    assert panel.is_visible()
    assert json.loads(page.get_attribute("#mistake-dice", "data-roll")) == turn["roll"]
    assert page.locator("#mistake-dice svg").count() == (len(turn["roll"]) if game == "colonne" else 1)
    sentence = review.mistake_sentence("en", spec, turn, positions[turn["at"]])
    assert page.inner_text("[data-testid=mistake-text]") == sentence
    assert page.inner_text("#mistake-legend").startswith("On the board: dashed ring the move played")
    # the highlighted squares: those of the analysis' move played and better move
    drawn = targets(page.inner_html("#board"))
    wanted = targets(review.mistake_board(spec, positions[turn["at"]], turn, "en"))
    assert drawn == wanted and {"played", "best"} <= {role for role, _ in drawn}
    moves, roles = review.mistake_moves(spec, positions[turn["at"]], turn)
    played = [(m["from"], m["to"]) for m, r in zip(moves, roles, strict=True) if r == "played"]
    best = [(m["from"], m["to"]) for m, r in zip(moves, roles, strict=True) if r == "best"]
    as_list = (lambda c: [c]) if game == "mensch" else (lambda c: c)
    assert played == [(m["from"], m["to"]) for m in as_list(turn["played"])]
    assert best == [(m["from"], m["to"]) for m in as_list(turn["best"])]
    # elsewhere in the game the board is the plain replay's again
    page.click("#first")
    page.wait_for_selector("#board:not([data-mistake])")
    assert panel.is_hidden() and page.locator("#board [data-choice]").count() == 0


def test_a_mistake_of_the_review_is_retried_as_a_puzzle_and_its_answer_shown_on_the_board(page):
    record = mensch_game(["random", "easy"], seed=3)
    analysis = api.analyse(record)
    open_path(page, f"replay.html?lang=en&speed=0{fragment(record)}")
    page.wait_for_selector(DONE, timeout=60_000)
    retry = page.locator("#review [data-testid=review-retry]").first
    assert retry.inner_text() == "Find the better move yourself"
    turn = next(t for t in analysis["turns"] if t["turn"] == int(retry.get_attribute("data-turn")))
    page.goto(page.site_url + retry.get_attribute("href").lstrip("./"))
    page.wait_for_selector("html[data-puzzle=own][data-state=open]", state="attached", timeout=60_000)
    assert page.inner_text("[data-testid=number]") == "A mistake from your game: find the better move."
    assert json.loads(page.get_attribute("#board", "data-roll")) == turn["roll"]
    listed = json.loads(page.get_attribute("#board", "data-moves"))
    played = next(i for i, m in enumerate(listed) if (m["from"], m["to"]) == (turn["played"]["from"], turn["played"]["to"]))
    page.click(f"[data-testid=move-{played}]")                 # the same move again: not the best
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    page.click("[data-testid=show]")
    page.wait_for_selector("html[data-state=shown]", state="attached")
    before = api.replay(record)["positions"][turn["at"]]
    after = api.play(before, turn["roll"], turn["best"])
    shown = json.loads(page.get_attribute("#board", "data-position"))
    assert shown["pieces"] == after["pieces"]
    assert page.inner_text("[data-testid=explanation]").startswith("The best is to ")


def test_a_mistake_linked_from_the_end_screen_opens_with_its_rings_and_steps_through_the_others(page):
    """The end screen's link to a mistake (``?step=N&mistake=T``) opens the replay with the
    mistake shown as soon as the replay's review has it; "Next mistake" and "Previous mistake"
    step through the review's mistakes as it lists them (biggest first), on one page."""
    record = mensch_game(["random", "easy"], seed=3)
    analysis = api.analyse(record)
    positions = api.replay(record)["positions"]
    spec = games.spec("mensch")
    listed = [(m.at, m.turn) for m in review.review_view("en", spec, analysis, None, positions.__getitem__).mistakes]
    assert len(listed) >= 3
    turns = {t["turn"]: t for t in analysis["turns"]}

    def shows(index: int) -> None:
        at, turn = listed[index]
        page.wait_for_selector(f"#board[data-mistake='{turn}'][data-step='{at}']", state="attached")
        assert page.inner_text("[data-testid=mistake-text]") == review.mistake_sentence(
            "en", spec, turns[turn], positions[at])
        assert page.inner_text("[data-testid=mistake-count]") == f"Mistake {index + 1} of {len(listed)}"
        assert page.is_disabled("[data-testid=mistake-prev]") == (index == 0)
        assert page.is_disabled("[data-testid=mistake-next]") == (index == len(listed) - 1)
        drawn = {role for role, _ in targets(page.inner_html("#board"))}
        assert {"played", "best"} <= drawn

    at, turn = listed[0]
    open_path(page, f"replay.html?lang=en&speed=0&step={at}&mistake={turn}{fragment(record)}")
    assert page.evaluate("document.activeElement.id") == "board"
    page.wait_for_selector(DONE, timeout=60_000)
    shows(0)
    for index in range(1, len(listed)):
        page.click("[data-testid=mistake-next]")
        shows(index)
    assert page.evaluate("document.activeElement.id") == "board"   # the last: the button is spent
    page.focus("[data-testid=mistake-prev]")
    page.keyboard.press("Enter")
    shows(len(listed) - 2)
    assert page.evaluate("document.activeElement.id") == "mistake-prev"   # pressed again and again
    page.keyboard.press("Enter")
    shows(len(listed) - 3)
    # in the other languages, the same steps in their words
    choose_language(page, "de")
    assert page.inner_text("[data-testid=mistake-count]") == f"Fehler {len(listed) - 2} von {len(listed)}"
    assert page.inner_text("[data-testid=mistake-next]") == "Nächster Fehler →"


@pytest.mark.parametrize("mistake", ["45", "\u0664\u0665", "9" * 400, "-45", "%00", "45" * 2000])
def test_a_link_whose_mistake_is_not_at_its_step_opens_the_position_alone(page, mistake):
    """Another turn's mistake, Arabic-Indic digits, a huge number, a sign, a NUL, a long
    repeat: the position of ``step`` alone, the page ready and saying nothing is wrong."""
    record = mensch_game(["random", "easy"], seed=3)
    open_path(page, f"replay.html?lang=en&speed=0&step=3&mistake={mistake}{fragment(record)}")
    page.wait_for_selector(DONE, timeout=60_000)
    assert page.get_attribute("#board", "data-step") == "3"
    assert page.get_attribute("#board", "data-mistake") is None and page.locator("[data-testid=mistake]").is_hidden()
