"""A teacher's lesson made in the position editor (two positions, each with its text, a task
and the explanation), opened from its link and from its snippet, and solved."""

from __future__ import annotations

import json
import re

import pytest
from conftest import open_path, wait_ready

from ludo import api

pytestmark = pytest.mark.browser


def moves(page) -> list[dict]:
    return json.loads(page.get_attribute("#board", "data-moves"))

def snippet_frame(page, test_pages, name: str, body: str):
    """A page of the test's own holding ``body`` (a lesson's snippet), opened: its frame,
    once the lesson in it is ready."""
    path = test_pages(name, f"<!doctype html><html lang=en><head><meta charset=utf-8><title>A page</title>"
                            f"<link rel=icon href=../icons/icon.svg></head><body>{body}</body></html>")
    page.goto(page.site_url + path)
    frame = page.frame_locator("iframe")
    frame.locator("html[data-ludo=ready]").wait_for(state="attached", timeout=60_000)
    frame.locator("html[data-step]").wait_for(state="attached")
    return frame



def test_a_lesson_made_in_the_editor_opens_from_its_link_and_its_snippet_and_is_solved(page, test_pages):
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_path(page, "editor.html?lang=en&position=m0.02.00.5k__.t___&roll=4")
    page.fill("[data-testid=lesson-title]", "Capturing, by Ms Rossi")
    page.select_option("[data-testid=lesson-task]", "capture")
    page.fill("[data-testid=lesson-step-title]", "Send it home")
    page.fill("[data-testid=lesson-text]", "Land exactly on Blue to send the piece home.")
    page.fill("[data-testid=lesson-goal]", "Capture Blue with your 4.")
    page.fill("[data-testid=lesson-wrong]", "Count four squares from each of your pieces.")
    page.click("[data-testid=lesson-add]")
    assert re.fullmatch(r"Added: the lesson has 1 step\. Room left in the link: \d+%\.",
                        page.inner_text("[data-testid=lesson-message]"))
    # a second position, opened in the editor: colonne, a given step
    page.fill("[data-testid=notation]", "cs_8.11.0.0.0.0_0.0.0.0.0.0_w34")
    page.click("[data-testid=load]")
    page.wait_for_function("document.querySelector('[data-testid=lesson-move]').options.length > 3")
    page.select_option("[data-testid=lesson-task]", "move")
    steps = api.legal_steps(api.from_notation("cs_8.11.0.0.0.0_0.0.0.0.0.0_w34"))   # the select's order
    bind = next(i for i, s in enumerate(steps) if (s["from"], s["to"]) == (8, 11))
    page.select_option("[data-testid=lesson-move]", str(bind))
    page.fill("[data-testid=lesson-step-title]", "Bind")
    page.fill("[data-testid=lesson-wrong]", "From V to II is three squares.")
    page.click("[data-testid=lesson-add]")
    assert re.fullmatch(r"Added: the lesson has 2 steps\. Room left in the link: \d+%\.",
                        page.inner_text("[data-testid=lesson-message]"))
    assert page.locator("[data-testid=lesson-steps] li").count() == 2
    # a task that cannot be done is refused, in words
    page.select_option("[data-testid=lesson-task]", "pass")
    page.click("[data-testid=lesson-add]")
    assert page.inner_text("[data-testid=lesson-message]").startswith("It cannot be added: ")
    link = page.input_value("[data-testid=lesson-link]")
    snippet = page.input_value("[data-testid=lesson-snippet]")
    assert "lessons.html?lang=en#lesson=" in link and snippet.startswith("<iframe src=") and "#lesson=" in snippet

    # opened from its link: both steps solved, the first after a wrong move explained
    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("html[data-step=t1][data-state=open]", state="attached")
    assert page.inner_text("[data-testid=title]") == "Send it home"
    assert page.inner_text("[data-testid=task]") == "Capture Blue with your 4."
    legal = api.legal_moves(api.from_notation("m0.02.00.5k__.t___"), 4)   # the board lists them in this order
    assert [(m["from"], m["to"]) for m in legal] == [(m["from"], m["to"]) for m in moves(page)]
    capture = next(i for i, m in enumerate(legal) if m["capture"])
    page.click(f"[data-testid=move-{1 - capture}]")
    page.wait_for_selector("html[data-state=wrong]", state="attached")
    assert page.inner_text("[data-testid=explanation]") == "Count four squares from each of your pieces."
    page.click("[data-testid=retry]")
    page.wait_for_selector("html[data-state=open]", state="attached")
    page.click(f"[data-testid=move-{capture}]")
    page.wait_for_selector("html[data-state=right]", state="attached")
    page.click("[data-testid=next]")
    page.wait_for_selector("html[data-step=t2][data-state=open]", state="attached")
    page.click(f"[data-testid=move-{next(i for i, m in enumerate(moves(page)) if (m['from'], m['to']) == (8, 11))}]")
    page.wait_for_selector("html[data-state=right]", state="attached")
    assert page.locator("#ls-steps .ls-done").count() == 2

    # opened from its snippet, on a page of its own: the frame's first step solved
    frame = snippet_frame(page, test_pages, "lesson.html", f"<h1>My class</h1>{snippet}")
    assert frame.locator("[data-testid=title]").inner_text() in ("Send it home", "Bind")
    frame.locator("[data-testid=step-0]").click()
    frame.locator("html[data-step=t1][data-state=open]").wait_for(state="attached")
    frame.locator(f"[data-testid=move-{capture}]").click()
    frame.locator("html[data-state=right]").wait_for(state="attached")
    assert frame.locator("[data-testid=verdict]").inner_text() == "Well done!"


def long_text(seed: int, words: tuple[str, ...]) -> str:
    """600 characters of ``words`` in a seeded order (text that deflates as words do)."""
    import random
    rng = random.Random(seed)
    text = ""
    while len(text) < 600:
        text += rng.choice(words) + " "
    text = text[:600]
    while len(text.encode("utf-16-le")) > 1200:   # (a field's maxlength counts UTF-16 units: 🎲 is two)
        text = text[:-1]
    return text


LATIN = ("piece", "square", "capture", "throw", "the", "your", "enter", "home", "lane", "exactly", "six", "move",
         "colonne", "binds", "column", "opponent", "sends", "back", "finish", "count", "first", "then", "a", "of")
OTHER = ("pièce", "€", "Würfel", "größer", "città", "così", "棋子", "骰子", "ζάρι", "кость", "ход", "🎲", "¿qué?",
         "naïve", "façon", "über", "perché", "être", "Straße", "öffnen")


@pytest.mark.parametrize("words", [LATIN, OTHER], ids=["latin", "non-ascii"])
def test_a_lesson_of_twenty_steps_of_the_longest_texts_opens_from_its_link_and_snippet(page, test_pages, words):
    """Issue 34: from 12 steps of 600-character texts the link was refused by lessons.html
    (which then showed its own course); a 21st step said 'Added' while the link kept 20."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    open_path(page, "editor.html?lang=en&position=m0.02.00.5k__.t___&roll=4")
    page.fill("[data-testid=lesson-title]", long_text(99, words)[:200])
    page.select_option("[data-testid=lesson-task]", "capture")
    for step in range(20):
        for index, field in enumerate(("step-title", "text", "goal", "wrong", "done")):
            page.fill(f"[data-testid=lesson-{field}]", long_text(100 * step + index, words))
        page.click("[data-testid=lesson-add]")
        message = page.inner_text("[data-testid=lesson-message]")
        assert message.startswith(f"Added: the lesson has {step + 1} step") and "Room left in the link: " in message
    link = page.input_value("[data-testid=lesson-link]")
    snippet = page.input_value("[data-testid=lesson-snippet]")
    # a 21st step is refused, saying why, and the link stays the same
    page.fill("[data-testid=lesson-text]", "One more.")
    page.click("[data-testid=lesson-add]")
    assert page.inner_text("[data-testid=lesson-message]") == (
        "It cannot be added: a lesson has at most 20 steps. Remove one or start a second lesson.")
    assert page.locator("[data-testid=lesson-steps] li").count() == 20
    assert page.input_value("[data-testid=lesson-link]") == link

    page.goto(link)
    wait_ready(page)
    page.wait_for_selector("html[data-step=t1][data-state=open]", state="attached")
    assert page.is_hidden("#ls-error")
    assert page.locator("[data-testid^=step-]").count() == 20
    assert page.inner_text("[data-testid=title]") == long_text(0, words).strip()

    frame = snippet_frame(page, test_pages, "long-lesson.html", snippet)
    assert frame.locator("[data-testid^=step-]").count() == 20
    assert frame.locator("#ls-error").is_hidden()
