"""Each language's words come apart from the code: a visit downloads the words of the
language it shows and no other (ludoview.core.catalogues, build.locale_archives)."""

from __future__ import annotations

import pytest
from conftest import choose_language, new_watched_context, open_path, wait_ready, watch_page

pytestmark = pytest.mark.browser


def locale_files(requests: list[str]) -> list[str]:
    return sorted(url.split("/locale/", 1)[1] for url in requests if "/locale/" in url)


def visit(browser, site_url, path: str, locale: str = "en-US"):
    context = new_watched_context(browser, locale=locale)
    page = context.new_page()
    watch_page(page, context.watch)
    page.site_url = site_url
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    open_path(page, path)
    return context, page, requests


def test_an_english_visit_fetches_no_words_and_another_language_only_its_own(browser, site_url):
    context, page, requests = visit(browser, site_url, "?speed=0")
    try:
        assert page.inner_text("#btn-new") == "New game"
        assert locale_files(requests) == []
        choose_language(page, "de")                   # chosen from the menu: fetched then
        assert page.inner_text("#btn-new") == "Neues Spiel"
        assert locale_files(requests) == ["de.zip"]
        choose_language(page, "en")
        choose_language(page, "de")                   # and not again
        assert locale_files(requests) == ["de.zip"]
        assert context.watch.problems() == []
    finally:
        context.close()

    context, page, requests = visit(browser, site_url, "?speed=0", locale="fr-FR")   # the browser's language
    try:
        assert page.inner_text("#btn-new") == "Nouvelle partie"
        assert locale_files(requests) == ["fr.zip"]
        assert [o for o in page.eval_on_selector_all("#lang option", "os => os.map(o => o.textContent)")] \
            == ["Italiano", "Français", "English", "Deutsch"]     # every language's name, without its words
        assert context.watch.problems() == []
    finally:
        context.close()


def test_a_page_of_the_other_bundles_fetches_their_parts_of_its_language(browser, site_url):
    context, page, requests = visit(browser, site_url, "distance.html?lang=it")
    try:
        assert page.inner_text("h1#title") == "Gioca a distanza"
        assert locale_files(requests) == ["it.distance.zip", "it.pages.zip", "it.zip"]
        assert context.watch.problems() == []
    finally:
        context.close()


def test_words_that_cannot_be_had_leave_the_page_in_its_language(browser, site_url):
    context = new_watched_context(browser, locale="en-US")
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.site_url = site_url
        page.route("**/locale/it.zip", lambda route: route.fulfill(status=503, body="down"))
        open_path(page, "?speed=0&lang=de")
        assert page.inner_text("#btn-new") == "Neues Spiel"
        page.select_option("#lang", "it")
        page.wait_for_function("document.querySelector('#lang').value === 'de'")   # the menu shows German again
        assert page.inner_text("#btn-new") == "Neues Spiel" and page.get_attribute("html", "lang") == "de"
        page.unroute("**/locale/it.zip")
        choose_language(page, "it")                   # tried again on the next choice
        assert page.inner_text("#btn-new") == "Nuova partita"
        assert errors == []

        page.route("**/locale/fr.zip", lambda route: route.abort())      # the browser's own failure
        page.goto(site_url + "?speed=0&lang=fr")       # at the start: the page starts, in English
        wait_ready(page)
        assert page.inner_text("#btn-new") == "New game" and errors == []
        assert page.get_attribute("html", "lang") == "en"    # said as what it is
    finally:
        context.close()
