"""The learning pages follow a change of fragment and treat a bad ``?speed=`` as the main
page does (issue 34): lesson B's link opened in lesson A's tab showed A, a mistake's puzzle
likewise; ``?speed=²`` made the whole lesson "cannot be shown", where index.html names the
value and plays at the usual pace."""

from __future__ import annotations

import base64
import json

import pytest
import view_helpers  # noqa: F401  (web/py on the path)
from conftest import open_path

from ludoview.learn import teacher

pytestmark = pytest.mark.browser

SPEED_WORDS = 'speed=“²” is not a number from 0 to 10: the normal pace (1) is used.'


def lesson(title: str, position: str, roll) -> str:
    made = teacher.lesson_of(title, "en", [{"position": position, "roll": roll, "task": {"kind": "any"},
                                            "texts": {"title": title}}])
    return teacher.encode(made)


def mistake(position: str, roll) -> str:
    return base64.urlsafe_b64encode(json.dumps({"position": position, "roll": roll}).encode()).decode().rstrip("=")


def test_lessons_follow_the_fragment_and_name_a_bad_speed(page):
    first = lesson("Lesson A", "m0.02.00.5k__.t___", 4)
    second = lesson("Lesson B", "cs_8.11.0.0.0.0_0.0.0.0.0.0_w34", None)
    open_path(page, f"lessons.html?lang=en&speed=%C2%B2#lesson={first}")
    page.wait_for_selector("html[data-step=t1][data-state=open]", state="attached")
    assert page.inner_text("[data-testid=title]") == "Lesson A"
    assert page.inner_text("#ls-error") == SPEED_WORDS
    page.evaluate(f"location.hash = '#lesson={second}'")
    page.wait_for_function("document.querySelector('[data-testid=title]').textContent === 'Lesson B'")
    assert json.loads(page.get_attribute("#board", "data-position"))["game"] == "colonne"
    assert page.is_hidden("#ls-error") and page.get_attribute("html", "data-ludo") == "ready"
    # a fragment without a lesson: the built-in course again, not lesson B
    page.evaluate("location.hash = ''")
    page.wait_for_function("document.querySelector('[data-testid=title]').textContent !== 'Lesson B'")
    assert page.get_attribute("html", "data-ludo") == "ready"


def test_puzzles_follow_the_fragment_and_name_a_bad_speed(page):
    open_path(page, f"puzzles.html?lang=en&speed=%C2%B2#mistake={mistake('m0.02.00.5k__.t___', 4)}")
    assert json.loads(page.get_attribute("#board", "data-position"))["game"] == "mensch"
    assert page.inner_text("#pz-error") == SPEED_WORDS
    page.evaluate(f"location.hash = '#mistake={mistake('cs_8.11.0.0.0.0_0.0.0.0.0.0_w34', None)}'")
    page.wait_for_function("JSON.parse(document.querySelector('#board').dataset.position).game === 'colonne'")
    assert page.is_hidden("#pz-error") and page.get_attribute("html", "data-ludo") == "ready"
