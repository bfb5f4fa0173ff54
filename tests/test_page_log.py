""""What happened" keeps the game's story: across a language change (re-worded) and a reload."""

from __future__ import annotations

import pytest
from conftest import choose_language
from page_helpers import reload, saved, start_game

pytestmark = pytest.mark.browser


def log_lines(page) -> list[str]:
    return page.locator("#log li").all_text_contents()


def test_the_log_is_kept_and_reworded_in_another_language_and_after_a_reload(page, open_page):
    open_page(page, "?speed=0&lang=en&seed=log-kept")
    start_game(page, ["easy", "easy"])
    page.wait_for_selector("#end[open]", timeout=40_000)
    page.click("#end-board")
    english = log_lines(page)
    assert len(english) == 40 and any("rolls" in line for line in english)
    kept = saved(page)
    assert "history" not in kept and len(kept["record"]["turns"]) >= 40   # the record, told again on a reload

    choose_language(page, "de")
    german = log_lines(page)
    assert len(german) == 40 and german != english
    assert any("würfelt" in line for line in german) and not any("rolls" in line for line in german)

    reload(page)                         # ?lang=en again: the same story, in English
    assert log_lines(page) == english
