"""Named players in the page: typed in the setup, said in the log, on the end screen and in
the replay; a name that looks like markup shows as text."""

from __future__ import annotations

import pytest
from conftest import wait_ready
from page_helpers import play_computers

pytestmark = pytest.mark.browser

@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_names_are_said_everywhere_and_stay_text(page, open_page, game):
    play_computers(page, open_page, game, seed="names")
    names = page.locator("#places .name").all_inner_texts()
    assert any(n.startswith("Anna") for n in names) and any(n.startswith("<img src=x…") for n in names), names
    page.click("#end-board")
    page.click("#log-box summary")
    assert "Anna" in page.inner_text("#log")
    assert page.evaluate("document.querySelectorAll('img').length") == 0
    page.click("#btn-results")
    page.click("#end-replay")
    wait_ready(page)
    assert "Anna" in page.inner_text("[data-testid=summary]") and "<img src=x…" in page.inner_text("[data-testid=summary]")
    assert "Anna" in page.inner_text("#actions")
    assert page.evaluate("document.querySelectorAll('img').length") == 0
