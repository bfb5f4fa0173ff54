"""Every word in four languages: complete tables, same placeholders, every key in use exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
import view_helpers  # noqa: F401

from ludoview.i18n import LANGUAGES, STRINGS, pick_language, t

ROOT = Path(__file__).resolve().parent.parent
VIEW = ROOT / "web" / "py" / "ludoview"


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(STRINGS))
def test_each_text_exists_in_all_four_languages_with_the_same_placeholders(key):
    texts = STRINGS[key]
    assert len(texts) == len(LANGUAGES) == 4
    assert all(isinstance(x, str) and x.strip() for x in texts), key
    assert len({frozenset(_fields(x)) for x in texts}) == 1, f"{key}: placeholders differ: {texts}"


def test_the_languages_really_differ():
    for key in ("app.title", "setup.start", "turn.roll", "option.mandatory_capture", "rules.3"):
        assert len(set(STRINGS[key])) == 4, key


def test_every_key_the_page_and_the_view_use_is_translated():
    html = (ROOT / "web" / "index.html").read_text(encoding="utf-8")
    used = set(re.findall(r'data-i18n="([^"]+)"', html))
    assert len(used) > 30
    for source in (VIEW / f"{name}.py" for name in ("board", "messages", "page", "session", "save")):
        used |= set(re.findall(r'\bt\((?:self\.)?lang, "([a-z_.0-9]+)"', source.read_text(encoding="utf-8")))
        used |= set(re.findall(r'"say": "([a-z_.0-9]+)"', source.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in STRINGS)
    assert not missing, missing


def test_text_lookup_and_formatting():
    assert t("de", "turn.roll", player="Rot") == "Rot ist dran: würfeln"
    assert t("it", "place.field", n=7) == "casella 7"
    assert t("xx", "setup.start") == "Play"      # unknown language: English


def test_language_comes_from_the_url_then_the_browser_then_english():
    assert pick_language("fr", ["de-DE"]) == "fr"
    assert pick_language("DE", []) == "de"
    assert pick_language(None, ["es-ES", "it-IT", "fr"]) == "it"
    assert pick_language("zz", ["pt-BR"]) == "en"
    assert pick_language("", []) == "en"
