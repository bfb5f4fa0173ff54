"""Bad URL parameters on the main page: a notice names each one and what is used instead."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_bad_parameters_are_named_in_a_notice_that_closes(page, open_page):
    open_page(page, "?lang=xx&game=foo&speed=0")
    assert page.get_attribute("body", "data-game") == "mensch"       # the page works on
    notice = page.locator("#notice")
    text = page.text_content("#notice-text")
    assert "lang=“xx”, which is not one of it, fr, en, de" in text
    assert "game=“foo” is neither mensch nor colonne: the page shows mensch." in text
    assert "speed" not in text
    page.click("#setup-start")                                       # the first screen, then the notice
    page.wait_for_selector("#setup:not([open])", state="attached")
    assert notice.is_visible()
    page.click("#notice-close")
    assert notice.is_hidden()


def test_a_bad_speed_is_named_in_the_pages_language(page, open_page):
    open_page(page, "?lang=de&speed=schnell&game=colonne")
    assert page.get_attribute("body", "data-game") == "colonne"
    assert page.text_content("#notice-text") == \
        "speed=„schnell“ ist keine Zahl von 0 bis 10: Es gilt das normale Tempo (1)."


def test_good_parameters_show_no_notice(page, open_page):
    open_page(page, "?lang=de-CH&game=colonne&speed=0.5")
    assert page.get_attribute("html", "lang") == "de"
    assert page.locator("#notice").is_hidden()
