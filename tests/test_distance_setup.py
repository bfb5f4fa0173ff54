"""distance.html in the page's words: a setup with no friend at a distance (the creator against
a computer) is not a link refused and says what the seats must be; the games are named as their
own pages name them."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language
from test_distance_browser import open_distance


@pytest.mark.browser
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


def test_distance_names_each_game_as_its_own_page_does():
    """distance.html said "Petits chevaux" (another game) in French, "Mensch ärgere dich nicht" in
    English and German, "Kolonnen"/"Columns" for colonne, where every other page says the app's titles;
    its title puts the French space before the colon."""
    from ludoview.games.colonne.catalog import WORDS as CW
    from ludoview.games.mensch.catalog import WORDS as MW
    from ludoview.remote import seats
    from ludoview.remote.words import WORDS
    create = {"g": "mensch", "n": [{"c": "me", "n": "Anna"}, {"c": "far", "n": "Bruno"}]}
    for lang in ("it", "fr", "en", "de"):
        assert WORDS(lang, "d.mensch") == MW(lang, "mensch.app.title")
        assert WORDS(lang, "d.colonne") == CW(lang, "colonne.app.title")
    french = WORDS("fr", "d.game_title", game="T'en fais pas", seats="Anna, Bruno")
    assert french.replace("\u00a0", " ").replace("\u202f", " ") == "T'en fais pas : Anna, Bruno"
    assert seats.title(lambda key, **p: WORDS("de", key, **p), create) == "Nur nicht ärgern: Anna, Bruno"


#: distance.html's heading in each language, as reviewed (a second "d.title" in the catalogue once
#: made every load say the game's template "{game}: {seats}" instead).
HEADINGS = {"it": "Gioca a distanza", "fr": "Jouer à distance", "en": "Play at a distance",
            "de": "Aus der Ferne spielen"}


@pytest.mark.browser
def test_the_heading_and_the_tab_title_say_play_at_a_distance_in_each_language(browser, site_url):
    context, page = open_distance(browser, site_url, "?speed=0&lang=it")
    try:
        for lang, heading in HEADINGS.items():
            if lang != "it":     # the menu, as a person switches language
                choose_language(page, lang)
            assert page.inner_text("h1#title") == heading
            assert page.title() == f"{heading} · ludo"
            assert "{" not in page.inner_text("body")
        page.reload()
        page.wait_for_selector("html[data-ludo=ready]")
        assert page.inner_text("h1#title") == HEADINGS["de"] and page.title() == "Aus der Ferne spielen · ludo"
        assert context.watch.problems() == []
    finally:
        context.close()
