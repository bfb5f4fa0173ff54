"""Before Python: the board is already drawn, a bar shows progress; a failed start says so."""

from __future__ import annotations

import pytest
from conftest import new_watched_context, wait_ready

pytestmark = pytest.mark.browser

COLLECT = """
window.__progress = [];
addEventListener('DOMContentLoaded', () => {
  const box = document.getElementById('loading').getBoundingClientRect();
  window.__first = {state: document.documentElement.dataset.ludo,
                    pieces: document.querySelectorAll('#board svg .piece').length,
                    loading: box.width > 0 && box.height > 0,
                    board: getComputedStyle(document.getElementById('board')).visibility};
});
window.__texts = [];
addEventListener('DOMContentLoaded', () => {   // (before the page's own listener: the HTML's text)
  const label = document.getElementById('loading-text');
  window.__texts.push(label.textContent);
  new MutationObserver(() => window.__texts.push(label.textContent))
    .observe(label, {childList: true, characterData: true, subtree: true});
});
addEventListener('py:progress', () => setTimeout(() => {
  const bar = document.getElementById('loading-bar');
  if (bar) window.__progress.push(bar.value);
}));
"""


def test_the_board_shows_before_python_and_progress_is_reported(page):
    page.add_init_script(COLLECT)
    page.goto(page.site_url + "?speed=0&lang=fr")
    wait_ready(page)
    # as the HTML arrived, before any Python ran:
    assert page.evaluate("window.__first") == {"state": "loading", "pieces": 16, "loading": True,
                                               "board": "visible"}
    assert not page.locator("#loading").is_visible()
    progress = page.evaluate("window.__progress")
    assert len(progress) >= 3 and progress == sorted(progress) and progress[-1] >= 90
    # the words follow the phases, in the page's language, and never go back (Python's own
    # translation of the page must leave the loading text alone)
    phases = ["Démarrage du moteur…", "Chargement de Python…", "Chargement du jeu…", "Presque prêt…"]
    texts = [text.replace("\u00a0", " ") for text in page.evaluate("window.__texts")[1:]]
    assert texts and all(text in phases for text in texts), texts
    steps = [phases.index(text) for text in texts]
    assert steps == sorted(steps) and steps[-1] == len(phases) - 1, texts


def test_colonne_opening_does_not_flash_the_mensch_board(page):
    """The pre-drawn board is mensch's: hidden while colonne loads, then colonne's board."""
    page.add_init_script(COLLECT)
    page.goto(page.site_url + "?speed=0&lang=en&game=colonne")
    wait_ready(page)
    first = page.evaluate("window.__first")
    assert first["state"] == "loading" and first["board"] == "hidden"
    assert page.evaluate("getComputedStyle(document.getElementById('board')).visibility") == "visible"
    assert page.evaluate("document.body.dataset.game") == "colonne"
    # the last game played is remembered: a plain reload opens colonne, again without the flash
    page.evaluate("localStorage.setItem('ludo.settings', JSON.stringify({game: 'colonne'}))")
    page.goto(page.site_url + "?speed=0&lang=en")
    wait_ready(page)
    assert page.evaluate("window.__first")["board"] == "hidden"
    assert page.evaluate("document.body.dataset.game") == "colonne"


def test_a_failed_start_shows_an_error_not_a_blank_page(browser, site_url):
    context = new_watched_context(browser)
    try:
        context.route("**/app.zip", lambda route: route.fulfill(status=404, body="missing"))
        page = context.new_page()
        page.goto(site_url + "?speed=0&lang=en")
        page.wait_for_selector("html[data-ludo=error]", state="attached", timeout=60_000)
        box = page.locator("#error")
        assert box.is_visible() and box.inner_text().strip()
        assert page.locator("#board svg .piece").count() == 16      # the board is still there
    finally:
        context.close()
