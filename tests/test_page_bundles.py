"""The main page starts with the code of the game it shows: mensch's in app.zip, colonne's
in colonne.zip, fetched once the page is ready, or before it starts when the URL or the
last game played asks for colonne (build.COLONNE, ludoview.shell.main.prepare)."""

from __future__ import annotations

import pytest
from conftest import new_watched_context, open_path, watch_page
from page_helpers import start_colonne

pytestmark = pytest.mark.browser

#: When each request of colonne.zip was made, against the page's being ready.
TIMES = """() => ({ready: window.__readyAt ?? null,
  colonne: performance.getEntriesByType('resource').filter(e => e.name.endsWith('/colonne.zip')).map(e => e.startTime)})"""
#: Notes the time the page says it is ready (before any of its scripts run).
READY_AT = """new MutationObserver(() => { if (document.documentElement?.dataset.ludo === 'ready' && !window.__readyAt)
  window.__readyAt = performance.now(); }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ludo']});"""


def fresh(browser, site_url):
    context = new_watched_context(browser)
    page = context.new_page()
    watch_page(page, context.watch)
    page.site_url = site_url
    page.add_init_script(READY_AT)
    return context, page


def test_mensch_starts_without_colonne_s_code_and_colonne_follows(browser, site_url):
    context, page = fresh(browser, site_url)
    try:
        open_path(page, "?speed=0&lang=en")
        page.wait_for_function("performance.getEntriesByType('resource').some(e => e.name.endsWith('/colonne.zip'))")
        times = page.evaluate(TIMES)
        assert len(times["colonne"]) == 1 and times["colonne"][0] >= times["ready"]   # after ready
        start_colonne(page, "human", "easy")       # the other game, once here, takes over
        page.wait_for_selector("body[data-game=colonne] #board[data-turn]", state="attached")
        assert context.watch.problems() == []
    finally:
        context.close()


@pytest.mark.parametrize("how", ["url", "saved"])
def test_colonne_asked_for_starts_with_its_code(browser, site_url, how):
    context, page = fresh(browser, site_url)
    try:
        if how == "saved":
            page.add_init_script("localStorage.setItem('ludo.settings', JSON.stringify({game: 'colonne'}))")
        open_path(page, "?speed=0&lang=en" + ("&game=colonne" if how == "url" else ""))
        assert page.get_attribute("body", "data-game") == "colonne"
        times = page.evaluate(TIMES)
        assert len(times["colonne"]) == 1 and times["colonne"][0] < times["ready"]    # before ready
        assert context.watch.problems() == []
    finally:
        context.close()


def test_a_second_game_that_cannot_be_had_is_said_and_the_first_plays_on(browser, site_url):
    context = new_watched_context(browser)
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.site_url = site_url
        page.route("**/colonne.zip", lambda route: route.abort())
        open_path(page, "?speed=0&lang=en")
        page.wait_for_selector("#setup[open]")
        page.check("#game-colonne")
        page.click("#setup-start")
        page.wait_for_selector("#notice:not([hidden])", state="attached")
        assert "colonne" in page.inner_text("#notice-text")
        assert page.get_attribute("body", "data-game") == "mensch" and errors == []
        assert page.get_attribute("html", "data-ludo") == "ready"
    finally:
        context.close()
