"""Languages: from the URL or the browser, switchable at any time, every word changes."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language
from page_helpers import start_game

pytestmark = pytest.mark.browser

WORDS = "() => [...document.querySelectorAll('[data-i18n]')].map(n => n.textContent)"


def test_the_url_picks_the_language(page, open_page):
    open_page(page, "?speed=0&lang=de")
    assert page.get_attribute("html", "lang") == "de"
    assert page.inner_text("#setup-start") == "Spielen"
    assert page.title() == "Nur nicht ärgern"


def test_the_browser_language_is_used_without_a_url_choice(browser, site_url):
    from conftest import new_watched_context, wait_ready
    context = new_watched_context(browser, locale="it-IT")
    try:
        page = context.new_page()
        page.goto(site_url + "?speed=0")
        wait_ready(page)
        assert page.inner_text("#setup-start") == "Gioca"
        assert not context.watch.problems(), context.watch.problems()
    finally:
        context.close()


def test_switching_language_changes_the_words_mid_game(page, open_page):
    open_page(page, "?speed=0&lang=en")
    choose_language(page, "fr", "#setup-lang")
    assert page.inner_text("#setup-start") == "Jouer"
    start_game(page, ["human", "easy"])
    english_free = page.evaluate(WORDS)
    assert "Nouvelle partie" in english_free
    assert page.inner_text("#turn-text") == "À toi\u00a0: lance le dé"

    seen = {}
    for lang, turn_words in (("it", "Tocca a te"), ("de", "Du bist dran"), ("en", "Your turn")):
        choose_language(page, lang)
        assert page.get_attribute("html", "lang") == lang
        assert turn_words in page.inner_text("#turn-text")
        seen[lang] = page.evaluate(WORDS)
    # every translated element changed between the languages
    for a, b in (("it", "de"), ("de", "en"), ("it", "en")):
        same = [x for x, y in zip(seen[a], seen[b], strict=True) if x == y]
        assert len(same) <= 2, (a, b, same)      # only words equal in both languages (e.g. "Revanche")
    # the board's own labels follow too
    assert page.get_attribute("#board-svg", "aria-label") == "The board"
    choose_language(page, "de")
    assert page.get_attribute("#board-svg", "aria-label") == "Das Spielbrett"
    assert page.get_attribute("#rules-more", "href") == "./rules/de.html#mensch"
    # the choice is remembered (when the URL names no language)
    page.goto(page.site_url + "?speed=0")
    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=60_000)
    assert page.get_attribute("html", "lang") == "de"


def test_the_rules_link_of_every_language_exists(dist_dir):
    from ludoview.core.i18n import LANGUAGES
    for lang in LANGUAGES:
        text = (dist_dir / "rules" / f"{lang}.html").read_text("utf-8")
        assert 'id="mensch"' in text


def test_the_seat_note_follows_the_number_of_players_and_the_language(page, open_page):
    open_page(page, "?speed=0&lang=en")
    page.wait_for_selector("#setup[open]")
    note = "fieldset.seats .note"
    assert "opposite corners" in page.inner_text(note)
    page.check("#count-3")
    assert "Green" in page.inner_text(note) and "opposite" not in page.inner_text(note)
    choose_language(page, "de", "#setup-lang")
    assert "Grün" in page.inner_text(note)
    page.check("#count-4")
    assert page.inner_text(note) != "" and "Grün" not in page.inner_text(note)
    page.check("#count-2")
    assert "gegenüber" in page.inner_text(note)


#: What the page's own words say as the document is parsed, before any Python can run.
EARLY = """addEventListener('DOMContentLoaded', () => { window.__early = {
    lang: document.documentElement.lang, python: !!(window.ludoStart && window.ludoStart.from),
    words: [...document.querySelectorAll('[data-i18n]')].map(n => [n.dataset.i18n, n.textContent])}; });"""


@pytest.mark.parametrize("how, lang", [("url", "fr"), ("saved", "de"), ("browser", "it"),
                                       ("broken", "it"), ("full", "it")])
def test_a_visit_shows_its_language_from_the_first_paint(browser, site_url, how, lang):
    """The markup is English; the page's first script says its words in the page's language as
    the document is parsed (the URL's, else the one chosen before, else the browser's), the
    same words its Python says once up; the rules' paragraphs, empty in the markup, wait."""
    from conftest import wait_ready, watched_page

    from ludoview import games

    words = games.catalogue()
    for page in watched_page(browser, site_url, **({} if how in ("url", "saved") else {"locale": "it-IT"})):
        page.add_init_script(EARLY)
        if how == "saved":
            page.add_init_script("localStorage.setItem('ludo.settings', JSON.stringify({lang: 'de'}))")
        if how == "broken":   # settings that are no JSON object: the browser's language
            page.add_init_script("localStorage.setItem('ludo.settings', '{\"lang\": [[[' + 'x'.repeat(100000))")
        if how == "full":     # a storage that refuses to be read: the browser's language
            page.add_init_script("Object.defineProperty(window, 'localStorage', {get() { throw new Error('refused'); }})")
        page.goto(page.site_url + ("?lang=fr" if how == "url" else ""))
        wait_ready(page)
        early = page.evaluate("window.__early")
        assert early["lang"] == lang and not early["python"]
        said = [(key, text) for key, text in early["words"] if text]
        assert len(said) > 50 and all(text == words(lang, key) for key, text in said), [
            (key, text, words(lang, key)) for key, text in said if text != words(lang, key)][:5]
        assert {key for key, text in early["words"] if not text} == {
            f"{game}.rules.{n}" for game in ("mensch", "colonne") for n in range(1, 8)}
        assert dict(page.evaluate(WORDS.replace("n => n.textContent", "n => [n.dataset.i18n, n.textContent]"))) \
            .items() >= dict(said).items()     # the words Python says once up are the same
