"""distance.html's setup refused in the page's words: a game with no friend at a distance
(the creator against a computer) is not a link refused, and says what the seats must be."""

from __future__ import annotations

import pytest

import view_helpers  # noqa: F401  (puts web/py on the path)

from test_distance_browser import open_distance

pytestmark = pytest.mark.browser


def test_a_game_without_a_friend_at_a_distance_is_refused_in_french(browser, site_url):
    from ludoview.remote.words import WORDS
    context, page = open_distance(browser, site_url, "?speed=0&lang=fr")
    try:
        page.fill("[data-testid=name-0]", "Anna")
        page.select_option("[data-testid=kind-1]", "hard")
        page.click("[data-testid=create]")
        page.wait_for_selector("#error:not([hidden])")
        said = page.inner_text("#error")
        assert said.strip() == WORDS("fr", "d.bad_setup")
        assert "Lien" not in said and "'far'" not in said
        assert page.locator("[data-testid=link]").count() == 0
        assert context.watch.problems() == []
    finally:
        context.close()
