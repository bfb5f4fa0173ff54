"""The puzzles' page in Chromium: a wrong move explained and tried again, a right one, the
streak after a reload, the answer shown on the board, both games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language, open_path, watched_page

from ludo import api, puzzles
from ludoview.learn import puzzles as P

pytestmark = pytest.mark.browser
DATA = Path(__file__).resolve().parent.parent / "web" / "data"


def puzzle(game: str, index: int = 0) -> dict:
    return json.loads((DATA / f"puzzles-{game}.json").read_text(encoding="utf-8"))["puzzles"][index]


def moves(page) -> list[dict]:
    return json.loads(page.get_attribute("#board", "data-moves"))


def index_of(page, move: dict) -> int:
    keys = [k for k in ("dice", "from", "to") if k in move]
    return next(i for i, m in enumerate(moves(page)) if all(m[k] == move[k] for k in keys))


def open_puzzle(page, game: str, pid: str, lang: str = "en"):
    open_path(page, f"puzzles.html?game={game}&puzzle={pid}&speed=0&lang={lang}")
    page.wait_for_selector(f"html[data-puzzle='{pid}'][data-state=open]", state="attached")


def test_a_mensch_puzzle_wrong_then_right_by_keyboard_and_the_streak_survives_a_reload(page):
    first = puzzle("mensch")
    open_puzzle(page, "mensch", first["id"])
    assert page.inner_text("[data-testid=task]").endswith("which move is best?")
    wrong = first["others"][0]["move"]
    page.click(f"[data-testid=move-{index_of(page, wrong)}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    assert page.inner_text("[data-testid=verdict]") == "Not the best."
    assert page.inner_text("[data-testid=explanation]").startswith("The best move brings a piece into the safe home lane")
    assert page.inner_text("[data-testid=streak]") == "Streak: 0"
    assert page.evaluate("document.activeElement.id") == "pz-retry"
    page.keyboard.press("Enter")                       # try again, from the keyboard
    page.wait_for_selector("html[data-state=open]", state="attached")
    page.locator("#board").focus()
    target = index_of(page, first["answer"])
    for _ in range(target + 1):                        # the arrows pick the answer, Enter plays it
        page.keyboard.press("ArrowRight")
        if page.get_attribute(f"[data-testid=move-{target}]", "aria-current") == "true":
            break
    page.keyboard.press("Enter")
    page.wait_for_selector("html[data-state=right]", state="attached")
    assert page.inner_text("[data-testid=verdict]") == (
        "Right! That is the best move. Found after a miss: only a first try counts as solved and keeps the streak going.")
    assert page.inner_text("[data-testid=explanation]").startswith("The best is to ")
    assert page.inner_text("[data-testid=streak]") == "Streak: 0"   # solved, but not at the first try
    page.keyboard.press("Enter")                       # the focus is on "Next puzzle"
    page.wait_for_selector(f"html:not([data-puzzle='{first['id']}'])[data-state=open]", state="attached")
    second_id = page.get_attribute("html", "data-puzzle")
    second = next(p for p in json.loads((DATA / "puzzles-mensch.json").read_text())["puzzles"] if p["id"] == second_id)
    page.click(f"[data-testid=move-{index_of(page, second['answer'])}]")
    page.wait_for_selector("html[data-state=right]", state="attached")
    assert page.inner_text("[data-testid=verdict]") == "Right! That is the best move."   # at the first try
    assert page.inner_text("[data-testid=streak]") == "Streak: 1"
    page.reload()
    page.wait_for_selector("html[data-puzzle][data-state=open]", state="attached")
    assert page.inner_text("[data-testid=streak]") == "Streak: 1"
    assert page.inner_text("[data-testid=solved]") == "Solved: 1 of 240"   # the first, missed once, comes back


def test_a_colonne_puzzle_solved_step_by_step_and_an_answer_shown_on_the_board(page):
    first = puzzle("colonne", 100)
    open_puzzle(page, "colonne", first["id"], lang="de")
    assert "Würfeln" in page.inner_text("[data-testid=task]")
    for step in first["answer"]:
        page.click(f"[data-testid=move-{index_of(page, step)}]")
    page.wait_for_selector("html[data-state=right]", state="attached")
    assert page.inner_text("[data-testid=verdict]").startswith("Richtig!")
    page.click("[data-testid=next]")
    page.wait_for_selector(f"html:not([data-puzzle='{first['id']}'])[data-state=open]", state="attached")
    shown_id = page.get_attribute("html", "data-puzzle")
    shown = next(p for p in json.loads((DATA / "puzzles-colonne.json").read_text())["puzzles"] if p["id"] == shown_id)
    page.click("[data-testid=show]")
    page.wait_for_selector("html[data-state=shown]", state="attached")
    position = json.loads(page.get_attribute("#board", "data-position"))
    mover = "white" if shown["position"].split("_")[3][0] == "w" else "black"
    assert sorted(position["pieces"][mover]) == shown["end"][mover]
    assert page.inner_text("[data-testid=explanation]").startswith("Am besten ist es, ")
    assert page.inner_text("[data-testid=streak]") == "Serie: 0"


def by_id(game: str, pid: str) -> dict:
    return next(p for p in json.loads((DATA / f"puzzles-{game}.json").read_text())["puzzles"] if p["id"] == pid)


def test_a_wrong_answer_is_told_by_what_it_misses_and_the_answered_board_invites_no_throw(page):
    """m-005: both moves capture Red; the page says what the wrong one misses against the best (the
    engine's facts, in the page's language), and the board, answered, shows no die to throw."""
    m005 = by_id("mensch", "m-005")
    wrong = m005["others"][0]["move"]
    expected = P.wrong_words("it", m005, move=wrong)
    open_puzzle(page, "mensch", "m-005", lang="it")
    assert page.is_visible("[data-testid=die]")
    page.click(f"[data-testid=move-{index_of(page, wrong)}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    said = page.locator("[data-testid=explanation] p").all_inner_texts()
    assert said == expected[1:]
    assert said[0].startswith("La mossa migliore rimanda alla base una pedina di Rosso")   # what the best does more
    assert said[1] == "La tua mossa lascia 2 pedine a portata di un avversario; la migliore nessuna."
    assert not page.is_visible("[data-testid=die]")                       # no throw invited
    assert page.inner_text("#explain-head") == ""
    choose_language(page, "en", "#pz-lang")                                  # said again in another language
    page.wait_for_function("document.documentElement.lang === 'en'")
    assert page.locator("[data-testid=explanation] p").all_inner_texts() == P.wrong_words("en", m005, move=wrong)[1:]
    page.click("[data-testid=retry]")
    page.wait_for_selector("html[data-state=open]", state="attached")
    assert page.is_visible("[data-testid=die]")


def test_a_wrong_colonne_turn_is_told_by_what_it_misses(page):
    """The first shipped colonne puzzle where a first step cuts off the best turn and the engine
    finds something it misses: the page's sentences are the engine's comparison, in French."""
    found = None
    for candidate in json.loads((DATA / "puzzles-colonne.json").read_text())["puzzles"][:80]:
        start = api.from_notation(candidate["position"])
        for step in api.legal_steps(start):
            after = api.play(start, step)
            under_way = after.get("dice") and after["turn"] == start["turn"]
            if under_way and P.turn_state(candidate, after) == "wrong" \
                    and puzzles.missed(candidate, position=after)[0]["code"] != "later":
                found = candidate, step, after
                break
        if found:
            break
    assert found is not None
    chosen, step, after = found
    open_puzzle(page, "colonne", chosen["id"], lang="fr")
    page.click(f"[data-testid=move-{index_of(page, step)}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    said = page.locator("[data-testid=explanation] p").all_inner_texts()
    position = json.loads(page.get_attribute("#board", "data-position"))
    assert said == P.wrong_words("fr", chosen, cut=True, position=position)[1:]
    assert said[0] == "Après ce pas, le meilleur tour n'est plus possible."
    assert said[1].startswith(("Le meilleur tour", "Ton tour laisse"))   # what it misses, in words
    assert not page.is_visible("[data-testid=die]")


def test_when_a_games_puzzles_cannot_be_had_the_other_game_can_still_be_picked(browser, site_url):
    """mensch's set comes broken: the page says so; picking colonne then opens its board (the
    page once played it on a board it never made, and stayed in its error)."""
    for page in watched_page(browser, site_url, service_workers="block"):
        page.route("**/data/puzzles-mensch.json",
                   lambda route: route.fulfill(status=200, content_type="application/json", body="{broken"))
        page.goto(page.site_url + "puzzles.html?game=mensch&speed=0&lang=en")
        page.wait_for_selector("html[data-ludo=error]", state="attached")
        assert "not JSON" in page.inner_text("#pz-error")
        page.select_option("#pz-game", "colonne")
        page.wait_for_selector("html[data-ludo=ready][data-game=colonne][data-puzzle][data-state=open]",
                               state="attached")
        wanted = page.get_attribute("html", "data-puzzle")
        shown = next(p for p in json.loads((DATA / "puzzles-colonne.json").read_text())["puzzles"] if p["id"] == wanted)
        page.click(f"[data-testid=move-{index_of(page, shown['answer'][0])}]")   # the board plays
        page.wait_for_selector("html[data-state=going], html[data-state=right], html[data-state=wrong]",
                               state="attached")


def test_the_puzzles_page_works_offline_after_one_visit(browser, site_url):
    for page in watched_page(browser, site_url, service_workers="allow"):
        _puzzles_work_offline(page)


def _puzzles_work_offline(page) -> None:
    open_path(page, "puzzles.html?game=mensch&speed=0&lang=it")
    page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active) && !!navigator.serviceWorker.controller",
                           timeout=60_000)
    page.context.set_offline(True)
    try:
        open_path(page, "puzzles.html?game=colonne&speed=0&lang=it")     # the other set, from the cache
        page.wait_for_selector("html[data-game=colonne][data-puzzle][data-state=open]", state="attached")
        assert page.inner_text("[data-testid=task]").endswith("qual è il modo migliore di giocarli?")
        open_path(page, "lessons.html?course=colonne&speed=0&lang=it")
        page.wait_for_selector("html[data-step][data-state=open]", state="attached")
    finally:
        page.context.set_offline(False)


def test_another_language_says_the_answer_so_far_again_on_both_learning_pages(page):
    """The language menu of the puzzles and of the lessons (one shared ``set_language``): the
    page, its board and the verdict already given are said again in the language picked."""
    first = puzzle("mensch")
    open_puzzle(page, "mensch", first["id"])
    page.click(f"[data-testid=move-{index_of(page, first['others'][0]['move'])}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    page.select_option("[data-testid=language]", "de")
    page.wait_for_selector("html[lang=de]", state="attached")
    assert page.inner_text("[data-testid=verdict]") == "Nicht der beste."
    assert page.inner_text("#pz-title") == "Aufgaben"
    assert page.inner_text("[data-testid=task]").endswith("Welcher Zug ist der beste?")
    open_path(page, "lessons.html?course=mensch&speed=0&lang=en")
    page.wait_for_selector("html[data-step][data-state=open]", state="attached")
    page.select_option("[data-testid=language]", "it")
    page.wait_for_selector("html[lang=it]", state="attached")
    assert page.inner_text("[data-testid=next]") == "Passo successivo"


@pytest.mark.parametrize("path, ready", [
    ("puzzles.html?game=mensch&speed=0&lang=de", "html[data-puzzle][data-state=open]"),
    ("lessons.html?course=mensch&speed=0&lang=en", "html[data-step][data-state=open]")])
def test_a_phone_on_its_side_gives_the_mensch_board_the_screens_height(page, path, ready):
    """At 844x390 the square board stood under the page's text, 180px tall: most of it one crowd
    for a finger. Now it goes down the left as tall as the screen, the task beside it, seen."""
    page.set_viewport_size({"width": 844, "height": 390})
    open_path(page, path)
    page.wait_for_selector(ready, state="attached")
    box = page.evaluate("""() => { const r = s => document.querySelector(s).getBoundingClientRect();
        const b = r('#board svg'), t = r('[data-testid=task]');
        return {w: b.width, h: b.height, top: b.top, bottom: b.bottom, right: b.right, taskLeft: t.left,
                taskBottom: t.bottom}; }""")
    assert box["h"] >= 370 and box["top"] >= 0 and box["bottom"] <= 390, box
    assert box["taskLeft"] >= box["right"] and box["taskBottom"] <= 390, box
    page.mouse.wheel(0, 300)                           # the column beside it scrolls; the board stays
    page.wait_for_timeout(200)
    top = page.evaluate("() => document.querySelector('#board svg').getBoundingClientRect().top")
    assert 0 <= top <= 12, top


@pytest.mark.parametrize("path, ready", [
    ("puzzles.html?game=mensch&speed=0&lang=fr", "html[data-puzzle][data-state=open]"),
    ("lessons.html?course=mensch&speed=0&lang=it", "html[data-step][data-state=open]")])
def test_an_upright_phone_shows_the_task_and_the_board_first(page, path, ready):
    """At 390x844 the lessons' introduction, course and seven step buttons came first: the board
    began at 753px, only its top edge on the screen. Now the task and most of the board are
    seen at once, the steps after them."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_path(page, path)
    page.wait_for_selector(ready, state="attached")
    box = page.evaluate("""() => { const r = s => document.querySelector(s)?.getBoundingClientRect();
        const b = r('#board svg'), t = r('[data-testid=task]'), s = r('.learn-steps');
        return {top: b.top, h: b.height, task: t.bottom, steps: s ? s.top : null}; }""")
    assert box["task"] <= box["top"] and box["top"] + box["h"] * 0.75 <= 844, box
    assert box["steps"] is None or box["steps"] >= box["top"] + box["h"], box


def test_on_a_desktop_the_moves_stand_beside_the_mensch_board(page):
    """At 1280x800 the throw and the list of moves were under the board, below the fold; now they
    follow the task in the column beside it."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_path(page, "puzzles.html?game=mensch&speed=0&lang=en")
    page.wait_for_selector("html[data-puzzle][data-state=open]", state="attached")
    box = page.evaluate("""() => { const r = s => document.querySelector(s).getBoundingClientRect();
        const b = r('#board svg'), m = r('#move-list'), t = r('[data-testid=task]');
        return {right: b.right, h: b.height, left: m.left, bottom: m.bottom, task: t.bottom, top: m.top}; }""")
    assert box["h"] >= 500 and box["left"] >= box["right"] and box["bottom"] <= 800 and box["task"] <= box["top"], box


@pytest.mark.parametrize("path, ready, size", [
    ("puzzles.html?game=mensch&speed=0&lang=de", "html[data-puzzle][data-state=open]", (390, 844)),
    ("lessons.html?course=mensch&speed=0&lang=en", "html[data-step][data-state=open]", (844, 390)),
    ("lessons.html?course=colonne&speed=0&lang=fr", "html[data-step][data-state=open]", (1280, 800)),
    ("puzzles.html?game=colonne&speed=0&lang=it", "html[data-puzzle][data-state=open]", (1280, 800))])
def test_the_task_is_read_and_reached_before_its_board_as_it_is_seen(page, path, ready, size):
    """The layouts placed the task first with CSS order while the page had the board first: a
    screen reader read the board before the task and Tab went from the board's moves back up
    to the task's buttons. Now the page has the task first, as every layout shows it (above
    the board, or beside it on the right), and Tab goes on from its buttons into the board."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_path(page, path)
    page.wait_for_selector(ready, state="attached")
    found = page.evaluate("""() => { const panel = document.querySelector('.learn-panel'),
        board = document.getElementById('board'), p = panel.getBoundingClientRect(), b = board.getBoundingClientRect();
        return {first: !!(panel.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING),
                above: p.bottom <= b.top + 1, beside: p.left >= b.right - 1}; }""")
    assert found["first"] and (found["above"] or found["beside"]), found
    page.focus("[data-testid=next]")
    page.keyboard.press("Tab")
    assert page.evaluate("!!document.activeElement.closest('.learn-board')"), \
        page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
