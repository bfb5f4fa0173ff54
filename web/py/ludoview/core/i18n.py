"""Words in every language: the catalogues and the one translation function.

A :class:`Catalogue` maps the code's keys ("menu.new") to their message as the code
declares it, in English: ``_("New game")``, ``ngettext("{n} square", "{n} squares")``
(counted by the first of :data:`COUNTS` among the parameters), ``pgettext(context, text)``
where one English text needs two translations. Babel extracts those declarations into
``locale/messages.pot``; ``locale/<lang>.po`` translates them (English too, so a
language is one file and the English words are the reviewed ones); the build compiles
each into ``ludoview/locale/<lang>.mo`` (:mod:`ludoview.core.po`) and the page looks
the words up with the standard library's :mod:`gettext` and each file's plural rule
(docs/translations.md). The site's bundles carry English alone and the list of languages
(:data:`NAMES_FILE`); a page fetches the catalogue of another language before it speaks
it (:mod:`ludoview.core.catalogues`), and until then it is not :func:`ready`. A catalogue may fall back to others: the shell's catalogue
(:mod:`ludoview.core.words`) holds the words every page shares; each game's falls back
to it; a page that shows several games chains theirs. This module declares one
message, each language's own name, and knows no other words.
"""

from __future__ import annotations

import gettext
import io
import json
import re
import string
from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

_HERE = Path(__file__).resolve()
#: Where the build puts the compiled catalogues (beside the package, in app.zip).
COMPILED = _HERE.parent.parent / "locale"
#: Where the catalogues' sources are, in the source tree (a page run from it, the tests).
SOURCES = _HERE.parents[4] / "locale" if len(_HERE.parents) > 4 else COMPILED
#: The languages reviewed, in the order the menus offer them; any other catalogue
#: present follows them, in the order of its code.
REVIEWED = ("it", "fr", "en", "de")
DEFAULT = "en"


#: The site's languages and each one's name in itself ({"it": "Italiano", ...}, in the menus'
#: order), written by the build beside the compiled catalogues: a page holds English's alone
#: until it fetches another.
NAMES_FILE = COMPILED / "languages.json"


def _listed() -> dict[str, str]:
    try:
        listed = json.loads(NAMES_FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(code): str(name) for code, name in listed.items()} if isinstance(listed, dict) else {}


def _present() -> tuple[str, ...]:
    if LISTED:
        return tuple(LISTED)
    if COMPILED.is_dir():
        found = {path.stem for path in COMPILED.glob("*.mo") if "." not in path.stem}
    else:
        found = {path.stem for path in SOURCES.glob("*.po")}
    return tuple(code for code in REVIEWED if code in found) + tuple(sorted(found - set(REVIEWED)))


LISTED = _listed()
#: The page languages: one per catalogue the site has.
LANGUAGES = _present()
#: The languages whose catalogue is here (all of them in the source tree and in a bundle
#: that holds them all); :func:`now_ready` adds one a page has fetched.
_READY: set[str] = {DEFAULT} | ({code for code in LANGUAGES if (COMPILED / f"{code}.mo").is_file()}
                               if LISTED else set(LANGUAGES))


def ready(lang: str) -> bool:
    """Whether the words of ``lang`` are here (a language the site lacks is said in English: ready)."""
    return lang in _READY or lang not in LANGUAGES


#: The languages whose catalogue a page tried to fetch and could not (until it can).
_FAILED: set[str] = set()


def now_ready(lang: str) -> None:
    """The catalogue of ``lang`` has been unpacked beside the others: say it from now on."""
    _READY.add(lang)
    _FAILED.discard(lang)
    _translations.cache_clear()


def failed(lang: str) -> None:
    """The catalogue of ``lang`` could not be had: :func:`pick_language` passes it over."""
    _FAILED.add(lang)
#: Parameters that count something: a message declared with ``ngettext`` takes the
#: form its language's plural rule gives the first of them among its parameters
#: ("1 square", "2 squares"; a place in a ranking too: "1er" but "2e" in French).
COUNTS = ("n", "distance", "squares", "place")


class Message(NamedTuple):
    """A message as the code declares it: its English text, its English plural (for a
    counted message), the context that tells it from the same English said otherwise."""

    singular: str
    plural: str | None = None
    context: str | None = None


def _(text: str) -> Message:
    """Declare a message (Babel extracts the calls of ``_``, ``ngettext``, ``pgettext``
    and ``npgettext``; the translation happens when a page says it)."""
    return Message(text)


def ngettext(singular: str, plural: str) -> Message:
    """Declare a counted message (its forms chosen by the count, see :data:`COUNTS`)."""
    return Message(singular, plural)


def pgettext(context: str, text: str) -> Message:
    """Declare a message in a context (the same English translated otherwise elsewhere)."""
    return Message(text, None, context)


def npgettext(context: str, singular: str, plural: str) -> Message:
    """Declare a counted message in a context."""
    return Message(singular, plural, context)


#: Each language's name in itself (its catalogue's translation of this message).
LANGUAGE_NAME = pgettext("the language's name in itself", "English")


def _compiled(lang: str) -> list[bytes]:
    """The compiled catalogue of ``lang``: app.zip's part (``<lang>.mo``) first, then the
    parts the page's other bundles bring (``<lang>.pages.mo``, ``<lang>.distance.mo``)."""
    main = COMPILED / f"{lang}.mo"
    if main.is_file():
        return [main.read_bytes()] + [path.read_bytes() for path in sorted(COMPILED.glob(f"{lang}.*.mo"))]
    from ludoview.core import po  # (the source tree: compiled as the build does)

    return [po.mo_bytes(po.read((SOURCES / f"{lang}.po").read_text(encoding="utf-8")))]


def translations(lang: str) -> gettext.GNUTranslations:
    """The catalogue of ``lang`` (English for a language there is none of, or whose words
    have not come yet): a :class:`gettext.GNUTranslations` with its language's plural rule,
    which names each message by its :func:`~ludoview.core.po.message_id`."""
    return _translations(lang if lang in LANGUAGES and lang in _READY else DEFAULT)


@cache
def _translations(lang: str) -> gettext.GNUTranslations:
    parts = [gettext.GNUTranslations(io.BytesIO(data)) for data in _compiled(lang)]
    for more in parts[1:]:
        parts[0].add_fallback(more)
    return parts[0]


@cache
def _name(message: Message) -> str:
    from ludoview.core.po import message_id

    return message_id(message.context, message.singular, message.plural)


def text(lang: str, message: Message, n: int = 1) -> str:
    """``message`` in ``lang`` as its catalogue has it, in the plural form for ``n`` (its
    English when the catalogue says it as the English does: the compiled files leave those
    out), before its parameters are put in."""
    words, name = translations(lang), _name(message)
    if message.plural is None:
        found = words.gettext(name)
        return message.singular if found == name else found
    found = words.ngettext(name, name, n)
    return (message.singular if n == 1 else message.plural) if found == name else found


class _Names(Mapping[str, str]):
    """Each language's name in itself, read from its catalogue when first asked."""

    def __getitem__(self, lang: str) -> str:
        if lang not in LANGUAGES:
            raise KeyError(lang)
        return LISTED[lang] if lang in LISTED else text(lang, LANGUAGE_NAME)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


LANGUAGE_NAMES: Mapping[str, str] = _Names()

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


_JOINS: dict[str, list[tuple[re.Pattern[str], Callable[[str], object], str]]] = {
    "fr": [(re.compile(r"(?:^|(?<=[\s(«]))([Dd]|[Qq]u)e $"), lambda value: value[:1] in _VOWELS, r"\1'")],
    "it": [(re.compile(r"(?:^|(?<=\s))([Aa]) $"), lambda value: value[:1] in "AaÀà", r"\1d "),
           (re.compile(r"(?:^|(?<=\s))([Dd]al|[Aa]l|[Dd]el) $"), _italian_vowel_number, r"\1l'"),
           (re.compile(r"(?:^|(?<=\s))([Dd]al|[Aa]l|[Dd]el) $"), lambda value: re.match(r"0(?![0-9])", value),
            r"\1lo ")],   # "dallo 0%"
}
_FORMATTER = string.Formatter()

Table = Mapping[str, Message]


class Catalogue:
    """A table of messages, with the catalogues it falls back to (looked up in order)."""

    def __init__(self, table: Table, *fallbacks: Catalogue) -> None:
        self.table = table
        self.fallbacks = fallbacks

    def entry(self, key: str) -> Message | None:
        """The message of ``key`` here or in a fallback (None: unknown)."""
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

    def addressed(self, key: str, event: Mapping, you) -> str:
        """``key`` as said to ``you`` (the one person playing against computers): its
        ``.you`` form when they act, its ``.yours`` form when they suffer the event."""
        if you is not None and event.get("corner", event.get("colour")) == you and f"{key}.you" in self:
            return f"{key}.you"
        if you is not None and event.get("victim") == you and f"{key}.yours" in self:
            return f"{key}.yours"
        return key

    def message(self, key: str) -> Message:
        found = self.entry(key)
        if found is None:
            raise KeyError(f"no words for {key!r}")
        return found

    def __call__(self, lang: str, key: str, **params: object) -> str:
        """The text of ``key`` in ``lang`` (English for an unknown language), in the plural
        form its count asks for; KeyError for an unknown key (a page bug)."""
        message = self.message(key)
        said = text(lang, message, count(params) if message.plural is not None else 1)
        if lang == "fr":
            said = _FRENCH_SPACE.sub("\u00a0", said)
        return joined(lang, said, params) if params else said


def count(params: Mapping[str, object]) -> int:
    """The number a counted message's form is chosen by: the first of :data:`COUNTS` among
    ``params`` that is a whole number (2, a plural, when there is none)."""
    for name in COUNTS:
        value = params.get(name)
        if isinstance(value, int) and not isinstance(value, bool):
            return abs(value)
    return 2


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
    """The page language: the URL's ``?lang=`` if known, else the browser's first known one
    (one whose words a page could not fetch is passed over)."""
    for candidate in ([url_lang] if url_lang else []) + list(browser_languages):
        code = language_of(candidate)
        if code is not None and code not in _FAILED:
            return code
    return DEFAULT


def language_of(text: object) -> str | None:
    """The page language a tag names ("de", "de-CH", "EN"), None if it names none of them."""
    code = str(text or "").strip().lower()[:2]
    return code if code in LANGUAGES else None
