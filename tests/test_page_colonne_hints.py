"""Colonne hints in the real page: Show hints turns them on, each step reads its hint in all
four languages (in its accessible name too), and the setting is remembered after a reload."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import choose_language, wait_ready
from page_helpers import open_with_save
from view_helpers import ColonneSetup, colonne_at, colonne_save

from ludo import api
from ludoview.games.colonne import view as cview
from ludoview.games.colonne.words import hint_mark

pytestmark = pytest.mark.browser

#: The capture's hint begins so in each language (20 -> 23 beats Black's piece on 23).
BEATS = {"it": "Buono: batte una pedina di Nero (", "fr": "Bon\u00a0: bat un pion de Noir (",
         "en": "Good: beats a piece of Black's (", "de": "Gut: schlägt eine Figur von Schwarz ("}
CHANCE = {"it": "% di probabilità di vincere)", "fr": "\u00a0% de chances de victoire)", "en": "% to win)",
          "de": "\u00a0% Gewinnchance)"}


def test_colonne_hints_show_read_in_four_languages_and_are_remembered(page):
    position = dict(api.new_colonne("small", "white"),
                    pieces={"white": [20, 30, 0, 0, 0, 0], "black": [23, 36, 0, 0, 0, 0]})
    session = colonne_at(ColonneSetup("small", ("human", "medium")), position, "hints")
    session.roll([3, 6])
    open_with_save(page, json.loads(colonne_save.dumps(session)), "?speed=0&lang=en")
    steps = page.locator("#move-list .move")
    assert steps.count() == len(session.choices) and page.locator("#move-list .hint").count() == 0
    assert page.is_visible("#hints") and not page.is_checked("#hints")

    page.check("#hints")
    page.wait_for_selector("#move-list .hint")
    engine = api.hints(session.position)
    beat = next(i for i, s in enumerate(session.choices) if s["to"] == 23)
    for lang in ("en", "it", "fr", "de"):
        if lang != "en":
            choose_language(page, lang)
            page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        expected = cview.view(session, cview.Seen(lang=lang, you="white", can_act=True, hints=True), [])
        # the page's title is the game being played, not the first game's
        assert page.inner_text("#app-title") == {"en": "Colonne", "it": "Colonne", "fr": "Colonnes", "de": "Säulen"}[lang]
        shown = page.locator("#move-list .hint").all_inner_texts()
        assert shown == [step.hint for step in expected.steps] and len(shown) == len(engine)
        assert all(text.endswith(CHANCE[lang]) for text in shown), shown
        hint = page.locator(f"[data-testid=hint-{beat}]")
        assert hint.inner_text().startswith(BEATS[lang]) and "good" in hint.get_attribute("class")
        name = page.get_attribute(f"[data-testid=move-{beat}]", "aria-label")
        assert name == f"{expected.steps[beat].text} — {hint.inner_text()}"
        for i, h in enumerate(engine):            # each hint's mark is the engine's, drawn as its reasons say
            assert hint_mark(h) in page.get_attribute(f"[data-testid=hint-{i}]", "class")

    # remembered: after a reload the box is ticked and the hints are there (in the URL's language)
    assert json.loads(page.evaluate("localStorage.getItem('ludo.settings')"))["hints"] is True
    page.reload()
    wait_ready(page)
    assert page.is_checked("#hints")
    page.wait_for_selector(f"[data-testid=hint-{beat}]")
    assert page.inner_text(f"[data-testid=hint-{beat}]").startswith(BEATS["en"])
    # off again: the steps read without hints
    page.uncheck("#hints")
    page.wait_for_function("!document.querySelector('#move-list .hint')")
    assert page.get_attribute(f"[data-testid=move-{beat}]", "aria-label") == cview.view(
        session, cview.Seen(lang="en", you="white", can_act=True), []).steps[beat].text
