"""The lessons' page in Chromium: a whole course of each game, one with the keyboard only
and one by touch on a phone (390x844); a wrong move explained and tried again; the progress
after a reload."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (web/py on the path)
from conftest import new_watched_context, open_path, watch_page

from ludoview.learn import lessons as L
from ludoview.learn.lesson_words import LESSON_WORDS as WORDS

pytestmark = pytest.mark.browser


def moves(page) -> list[dict]:
    return json.loads(page.get_attribute("#board", "data-moves"))


def index_of(page, move: dict) -> int:
    keys = [k for k in ("from", "to") if k in move]
    for i, m in enumerate(moves(page)):
        if all(m[k] == move[k] for k in keys) and sorted(m.get("dice", [])) == sorted(move.get("dice", [])):
            return i
    raise AssertionError(f"{move} is not among {moves(page)}")


def answer(item: dict) -> dict | None:
    return L.answer_of(item)


def wait_step(page, ident: str, state: str = "open") -> None:
    page.wait_for_selector(f"html[data-step='{ident}'][data-state={state}]", state="attached")


def pick_by_keys(page, index: int) -> None:
    """The arrows move the pick to the move ``index``, Enter plays it (the keys of every board)."""
    for _ in range(len(moves(page)) + 1):
        if page.get_attribute(f"[data-testid=move-{index}]", "aria-current") == "true":
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")


def test_the_mensch_course_with_the_keyboard_only_a_wrong_move_explained_and_the_progress_kept(page):
    open_path(page, "lessons.html?course=mensch&speed=0&lang=en")
    steps = L.COURSES["mensch"]
    for number, item in enumerate(steps):
        wait_step(page, item["id"])
        assert page.inner_text("[data-testid=task]") == WORDS("en", f"lesson.{item['id']}.task")
        assert page.inner_text("[data-testid=number]") == f"Step {number + 1} of {len(steps)}"
        if item["id"] == "m-capture":          # first a wrong move: explained, then tried again
            wrong = index_of(page, next(m for m in L.choices_of(item) if not L.done(item, m)))
            pick_by_keys(page, wrong)
            wait_step(page, item["id"], "wrong")
            assert page.inner_text("[data-testid=verdict]") == "That is not the move."
            assert page.inner_text("[data-testid=explanation]") == WORDS("en", "lesson.m-capture.wrong")
            assert page.evaluate("document.activeElement.id") == "ls-retry"
            page.keyboard.press("Enter")
            wait_step(page, item["id"])
        if item["task"]["kind"] == "pass":
            page.wait_for_selector("[data-testid=continue]:not([hidden])")
            assert page.inner_text("#status").endswith(": no move possible")   # not "pick a piece"
            page.keyboard.press("Enter")       # Enter passes a roll without a move
        else:
            pick_by_keys(page, index_of(page, answer(item)))
        wait_step(page, item["id"], "right")
        assert page.inner_text("[data-testid=verdict]") == "Well done!"
        # answered: the board no longer asks for a throw (the panel says what comes next)
        assert page.inner_text("#status") == "" and page.is_disabled("#die")
        assert "Roll to see the legal moves." not in page.inner_text("#say"), page.inner_text("#say")
        if number + 1 < len(steps):
            assert page.evaluate("document.activeElement.id") == "ls-next"
            page.keyboard.press("Enter")
    assert page.inner_text("[data-testid=finished]").startswith("You have finished this course.")
    assert page.locator("#ls-steps .ls-done").count() == len(steps)
    page.reload()
    page.wait_for_selector("html[data-step][data-state=open]", state="attached")
    assert page.locator("#ls-steps .ls-done").count() == len(steps)
    stored = json.loads(page.evaluate(f"localStorage.getItem('{L.STORAGE_KEY}')"))
    assert stored["mensch"] == [s["id"] for s in steps]


def test_the_colonne_course_by_touch_on_a_phone(browser, site_url):
    context = new_watched_context(browser, viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    watch_page(page, context.watch)
    page.set_default_timeout(15_000)
    page.site_url = site_url
    try:
        open_path(page, "lessons.html?course=colonne&speed=0&lang=fr")
        steps = L.COURSES["colonne"]
        for number, item in enumerate(steps):
            wait_step(page, item["id"])
            if item["id"] == "c-bind":          # a wrong step, by touch: explained, then again
                wrong = index_of(page, next(m for m in L.choices_of(item) if not L.done(item, m)))
                page.tap(f"[data-testid=move-{wrong}]")
                wait_step(page, item["id"], "wrong")
                assert page.inner_text("[data-testid=explanation]") == WORDS("fr", "lesson.c-bind.wrong")
                page.tap("[data-testid=retry]")
                wait_step(page, item["id"])
            page.tap(f"[data-testid=move-{index_of(page, answer(item))}]")
            wait_step(page, item["id"], "right")
            assert page.inner_text("[data-testid=verdict]") == "Bien joué\u00a0!"
            if number + 1 < len(steps):
                page.tap("[data-testid=next]")
        assert page.inner_text("[data-testid=finished]").startswith("Tu as terminé ce cours.")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the page is {width} px wide on a 390 px phone"
    finally:
        problems = context.watch.problems()
        context.close()
    assert not problems, problems
