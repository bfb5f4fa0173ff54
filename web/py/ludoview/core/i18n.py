"""Words in four languages: the catalogues and the one translation function.

A :class:`Catalogue` maps keys to their four translations (in the order of
:data:`LANGUAGES`; the same ``str.format`` placeholders in all four) and may
fall back to other catalogues. The shell's catalogue
(:mod:`ludoview.core.words`) holds the words every page shares; each game's
catalogue holds its own and falls back to the shell's; a page that shows
several games chains their catalogues. This module knows no words at all:
catalogues import it, never the other way round.
"""

from __future__ import annotations

import re
import string
from typing import Iterable, Iterator, Mapping

LANGUAGES = ("it", "fr", "en", "de")
LANGUAGE_NAMES = {"it": "Italiano", "fr": "Français", "en": "English", "de": "Deutsch"}
DEFAULT = "en"
#: Parameters that count something. A key with a ``.one`` form ("mensch.hint.advances.one")
#: uses it when its count is 1: "1 square", "1 case", "1 casella", "1 Feld"; a place
#: in a ranking too: "1er" but "2e" in French.
COUNTS = ("n", "distance", "squares", "place")
#: How a word joins the value put after it, when that value (a person's name, most often)
#: begins with a vowel: French elides "de" and "que" ("d'Anna", "qu'Émile"); Italian
#: writes "ad" for "a" before an a- ("Tocca ad Anna") and elides "dal", "al", "del" before a
#: number read with a vowel ("dall'80%", "all'8%", "dell'11%"; "dal 75%", "dallo 0%").
_VOWELS = "AEIOUÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜaeiouàâäæéèêëîïôöœùûü"


def _italian_vowel_number(value: str) -> bool:
    """Does the number ``value`` starts with read with a vowel in Italian (uno, otto, undici,
    ottanta, ottocento, ...)?"""
    digits = re.match(r"[0-9]+", value)
    return digits is not None and (digits[0].startswith("8") or digits[0] in ("1", "11"))


_JOINS = {
    "fr": [(re.compile(r"(?:^|(?<=[\s(«]))([Dd]|[Qq]u)e $"), lambda value: value[:1] in _VOWELS, r"\1'")],
    "it": [(re.compile(r"(?:^|(?<=\s))([Aa]) $"), lambda value: value[:1] in "AaÀà", r"\1d "),
           (re.compile(r"(?:^|(?<=\s))([Dd]al|[Aa]l|[Dd]el) $"), _italian_vowel_number, r"\1l'"),
           (re.compile(r"(?:^|(?<=\s))([Dd]al|[Aa]l|[Dd]el) $"), lambda value: re.match(r"0(?![0-9])", value),
            r"\1lo ")],   # "dallo 0%"
}
_FORMATTER = string.Formatter()

Table = Mapping[str, tuple[str, str, str, str]]
_INDEX = {lang: i for i, lang in enumerate(LANGUAGES)}


class Catalogue:
    """A table of words, with the catalogues it falls back to (looked up in order)."""

    def __init__(self, table: Table, *fallbacks: "Catalogue") -> None:
        self.table = table
        self.fallbacks = fallbacks

    def entry(self, key: str) -> tuple[str, str, str, str] | None:
        """The four translations of ``key`` here or in a fallback (None: unknown)."""
        found = self.table.get(key)
        if found is not None:
            return found
        for other in self.fallbacks:
            found = other.entry(key)
            if found is not None:
                return found
        return None

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self.entry(key) is not None

    def keys(self) -> Iterator[str]:
        """Every key this catalogue can say (its own first)."""
        seen: set[str] = set()
        for table in self.tables():
            for key in table:
                if key not in seen:
                    seen.add(key)
                    yield key

    def tables(self) -> Iterator[Table]:
        yield self.table
        for other in self.fallbacks:
            yield from other.tables()

    def counted(self, key: str, params: Mapping[str, object]) -> str:
        """``key``, or its ``.one`` form when there is one and a count among ``params`` is 1."""
        one = f"{key}.one"
        if any(params.get(name) == 1 for name in COUNTS) and one in self:
            return one
        return key

    def addressed(self, key: str, event: Mapping, you) -> str:
        """``key`` as said to ``you`` (the one person playing against computers): its
        ``.you`` form when they act, its ``.yours`` form when they suffer the event."""
        if you is not None and event.get("corner", event.get("colour")) == you and f"{key}.you" in self:
            return f"{key}.you"
        if you is not None and event.get("victim") == you and f"{key}.yours" in self:
            return f"{key}.yours"
        return key

    def __call__(self, lang: str, key: str, **params: object) -> str:
        """The text of ``key`` in ``lang`` (English for an unknown language), its
        singular form when its count is 1; KeyError for an unknown key (a page bug)."""
        texts = self.entry(self.counted(key, params))
        if texts is None:
            raise KeyError(f"no words for {key!r}")
        text = texts[_INDEX.get(lang, _INDEX[DEFAULT])]
        if lang == "fr":
            text = _FRENCH_SPACE.sub("\u00a0", text)
        return joined(lang, text, params) if params else text


#: French sets a space before ':', ';', '!', '?' and '»' and after '«' that must never
#: break the line (a colon alone at the start of a line): the catalogues write a plain
#: space, the words come out with a no-break space.
_FRENCH_SPACE = re.compile(r" (?=[:;!?»])|(?<=«) ")


def joined(lang: str, text: str, params: Mapping[str, object]) -> str:
    """``text.format(**params)``, each value joined to the word before it as ``lang``
    wants (see :data:`_JOINS`): "de {player}" with Anna is "d'Anna" in French."""
    joins = _JOINS.get(lang)
    if joins is None:
        return text.format(**params)
    out = ""
    for literal, field, spec, conversion in _FORMATTER.parse(text):
        out += literal
        if field is None:
            continue
        value = _FORMATTER.convert_field(_FORMATTER.get_field(field, (), params)[0], conversion)
        value = _FORMATTER.format_field(value, _FORMATTER.vformat(spec or "", (), params))
        for before, test, joint in joins:
            if value and test(value):
                out = before.sub(joint, out)
        out += value
    return out


def capital(text: str) -> str:
    """``text`` with its first letter a capital: a sentence, a list entry or a line shown on
    its own ("émile rolls a 6." is "Émile rolls a 6.", "square 3 → square 9" is "Square 3 →
    square 9"); the words inside a longer sentence keep their own case (never use it there)."""
    for i, char in enumerate(text):
        if char.isalpha():
            title = char.title()      # (a letter with no single capital, such as ß, stays)
            return text[:i] + title + text[i + 1:] if char.islower() and len(title) == 1 else text
        if not char.isspace() and char not in "«\"'(¡¿\u00a0":
            return text           # a number or a sign comes first: nothing to raise
    return text


def pick_language(url_lang: str | None, browser_languages: Iterable[str] = ()) -> str:
    """The page language: the URL's ``?lang=`` if known, else the browser's first known one."""
    for candidate in ([url_lang] if url_lang else []) + list(browser_languages):
        code = language_of(candidate)
        if code is not None:
            return code
    return DEFAULT


def language_of(text: object) -> str | None:
    """The page language a tag names ("de", "de-CH", "EN"), None if it names none of them."""
    code = str(text or "").strip().lower()[:2]
    return code if code in _INDEX else None
