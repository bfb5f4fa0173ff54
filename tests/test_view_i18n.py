"""Every word in every language: complete catalogues, same placeholders, one home per key,
every key in use exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import locale_texts
import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview import games
from ludoview.core.i18n import COUNTS, LANGUAGES, Catalogue, pick_language
from ludoview.core.words import SHELL
from ludoview.editor.view import TEXTS as EDITOR_TEXTS
from ludoview.editor.words import WORDS as EDITOR
from ludoview.embed.words import WORDS as EMBED
from ludoview.games.colonne.words import WORDS as COLONNE
from ludoview.games.mensch.words import WORDS as MENSCH
from ludoview.learn.lesson_words import LESSON_WORDS as LESSONS
from ludoview.learn.words import WORDS as LEARN
from ludoview.remote.words import WORDS as DISTANCE

ROOT = Path(__file__).resolve().parent.parent
VIEW = ROOT / "web" / "py" / "ludoview"
#: Every catalogue's own table, by name.
TABLES = {"shell": SHELL.table, "mensch": MENSCH.table, "colonne": COLONNE.table, "embed": EMBED.table,
          "editor": EDITOR.table, "learn": LEARN.table,
          "lessons": LESSONS.table, "distance": DISTANCE.table}
#: What the main page looks its words up in (the shell's and every game's).
t = games.catalogue()


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("table, key", sorted((name, key) for name, table in TABLES.items() for key in table))
def test_each_text_exists_in_every_language_with_the_same_placeholders(table, key):
    message = TABLES[table][key]
    english = {message.singular} | ({message.plural} if message.plural is not None else set())
    assert all(isinstance(x, str) and x.strip() for x in english), key
    assert len(LANGUAGES) >= 4
    for lang in LANGUAGES:
        texts = locale_texts.forms(lang, message)
        assert len(texts) == (1 if message.plural is None else 2) and all(x.strip() for x in texts), (lang, key)
        # (a counted form may leave its count out: "un pion" for 1, "{n} pions" for more)
        assert {frozenset(_fields(x)) - set(COUNTS) for x in texts} == \
            {frozenset(_fields(x)) - set(COUNTS) for x in english}, f"{key}: placeholders differ: {texts}"


def test_every_catalogue_of_the_view_is_checked():
    """A page's catalogue left out of TABLES would have its keys checked by nothing here."""
    import importlib
    found = []
    for source in sorted(VIEW.rglob("*.py")):
        for name in re.findall(r"^([A-Z_]+) = Catalogue\(", source.read_text(encoding="utf-8"), re.M):
            module = ".".join(("ludoview", *source.relative_to(VIEW).with_suffix("").parts))
            found.append(getattr(importlib.import_module(module), name).table)
    assert len(found) == len(TABLES) and all(any(table is mine for mine in TABLES.values()) for table in found)


def test_each_key_has_one_home():
    """A key in two catalogues would hide one wording behind the other."""
    seen: dict[str, str] = {}
    for name, table in TABLES.items():
        for key in table:
            assert key not in seen, f"{key} is in both {seen[key]} and {name}"
            seen[key] = name


def test_the_languages_really_differ():
    for key in ("mensch.app.title", "setup.start", "mensch.turn.roll", "mensch.option.mandatory_capture", "mensch.rules.3"):
        assert len({t(lang, key) for lang in LANGUAGES}) == 4, key


def test_game_words_fall_back_to_the_shell_and_never_the_other_way():
    assert MENSCH("en", "setup.start") == COLONNE("en", "setup.start") == "Play"
    assert "mensch.turn.roll" not in SHELL and "colonne.dice.roll" not in MENSCH
    assert isinstance(t, Catalogue) and "colonne.dice.roll" in t and "mensch.turn.roll" in t


def test_every_key_the_pages_and_the_view_use_is_translated():
    html = "".join((ROOT / "web" / name).read_text(encoding="utf-8") for name in ("index.html",))
    used = set(re.findall(r'data-i18n="([^"]+)"', html))
    assert len(used) > 30
    used |= set(EDITOR_TEXTS.values())          # the editor page's fixed elements
    distance = set(re.findall(r'data-w="([^"]+)"', (ROOT / "web" / "distance.html").read_text(encoding="utf-8")))
    assert len(distance) > 10 and not distance - set(DISTANCE.table), distance - set(DISTANCE.table)
    every = Catalogue({}, t, EMBED, EDITOR, LEARN, LESSONS, DISTANCE)
    for source in VIEW.rglob("*.py"):
        text = source.read_text(encoding="utf-8")
        used |= set(re.findall(r'\b(?:WORDS|SHELL|self\.t|self\.words|t)\((?:(?:self\.)?lang, )?"([a-z_.0-9]+)"', text))
        used |= set(re.findall(r'"say": "([a-z_.0-9]+)"', text))
    missing = sorted(k for k in used if k not in every and not k.endswith("."))   # ("kind." + kind: built keys)
    assert len(used) > 150 and not missing, missing


def test_text_lookup_and_formatting():
    assert t("de", "mensch.turn.roll", player="Rot") == "Rot ist dran: würfeln"
    assert t("it", "mensch.place.field", n=7) == "casella 7"
    assert t("xx", "setup.start") == "Play"      # unknown language: English


def test_language_comes_from_the_url_then_the_browser_then_english():
    assert pick_language("fr", ["de-DE"]) == "fr"
    assert pick_language("DE", []) == "de"
    assert pick_language(None, ["es-ES", "it-IT", "fr"]) == "it"
    assert pick_language("zz", ["pt-BR"]) == "en"
    assert pick_language("", []) == "en"


#: Each sentence with a counted number, and the noun it counts: (singular, plural) per language.
NOUNS = {"it": ("casella", "caselle"), "fr": ("case", "cases"), "en": ("square", "squares"), "de": ("Feld", "Felder")}
PIECES = {"it": ("pedina", "pedine"), "fr": ("pion", "pions"), "en": ("piece", "pieces"), "de": ("Figur", "Figuren")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counted_sentences_agree_with_their_number(lang):
    from ludoview.games.colonne.words import say_all
    from ludoview.games.mensch.words import hint_text
    one, many = NOUNS[lang]
    for reason, arg in (("lands_ahead_of", "distance"), ("waits_behind", "distance"), ("advances", "squares")):
        single = hint_text(lang, {"mark": "ok", "reason": reason, "args": {"corner": 2, arg: 1}})
        plural = hint_text(lang, {"mark": "ok", "reason": reason, "args": {"corner": 2, arg: 4}})
        assert re.search(rf"\b1 {one}\b", single) and not re.search(rf"\b{many}\b", single), single
        assert re.search(rf"\b4 {many}\b", plural), plural
    piece, pieces = PIECES[lang]
    capture = {"say": "colonne.say.capture", "colour": "white", "victim": "black"}
    for you in (None, "white"):
        single = say_all(lang, [dict(capture, n=1)], "small", you=you)[0]
        plural = say_all(lang, [dict(capture, n=3)], "small", you=you)[0]
        assert re.search(rf"\b{piece}\b", single) and not re.search(rf"\b{pieces}\b|\(", single), single
        assert re.search(rf"\b{pieces}\b", plural) and "(" not in plural, plural
    yours = [say_all(lang, [{"say": "colonne.say.capture", "colour": "black", "victim": "white", "n": n}], "small", you="white")[0]
             for n in (1, 2)]
    assert "1" not in yours[0] and "2" in yours[1], yours          # "one of your pieces" / "2 of your pieces"
    assert "(" not in t(lang, "end.home", n=1) and t(lang, "end.home", n=1).startswith("1 ")
    assert t("fr", "end.home", n=0) == "0 à l'arrivée" and t("it", "end.home", n=1) == "1 arrivata"


def test_the_setup_note_has_a_sentence_for_each_number_of_players():
    from ludoview.games.mensch.setup import SEATS_FOR
    for lang in LANGUAGES:
        notes = {n: t(lang, "mensch.setup.seat_note" if n == 2 else f"mensch.setup.seat_note.{n}") for n in SEATS_FOR}
        assert len(set(notes.values())) == len(SEATS_FOR), lang
        assert t(lang, "mensch.colour.3") in notes[3]           # three players: Green's corner stays empty
    assert t("en", "mensch.setup.seat_note.4").startswith("Four players")
