"""Gettext catalogues read from their text (``.po``) and written in their binary form
(``.mo``, what :class:`gettext.GNUTranslations` reads), with the standard library alone.

``build.py`` compiles ``locale/<lang>.po`` into ``ludoview/locale/<lang>.mo`` in the
bundles with it (the site's build needs no Babel); a page run from the source tree (the
tests) compiles them the same way when it first needs a language. The compiled
catalogues name each message by :func:`message_id`, a short digest of its context and
English, not by the English itself: the page has the English in its code already, and
each language's file would carry it once more. Babel, a tool of the developer's machine,
extracts the messages and checks the catalogues (docs/translations.md).
"""

from __future__ import annotations

import ast
import hashlib
import struct
from collections.abc import Callable
from dataclasses import dataclass, field


class PoError(ValueError):
    """A ``.po`` text that is not a catalogue; the message says the line and why."""


@dataclass
class Entry:
    """One message of a catalogue: ``msgstr`` has one text, or one per plural form."""

    msgid: str
    msgctxt: str | None = None
    msgid_plural: str | None = None
    msgstr: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    line: int = 0
    #: The files it is said in (its ``#:`` comments; a line number after a colon left out).
    locations: list[str] = field(default_factory=list)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags


def _string(text: str, number: int) -> str:
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError) as error:
        raise PoError(f"line {number}: not a quoted string: {text[:60]!r}") from error
    if not isinstance(value, str) or not text.startswith('"'):
        raise PoError(f"line {number}: not a quoted string: {text[:60]!r}")
    return value


def read(text: str) -> list[Entry]:
    """Every entry of the ``.po`` ``text``, the header (msgid "") first when there is one;
    obsolete entries (``#~``) are left out. :class:`PoError` for anything else."""
    entries: list[Entry] = []
    flags: set[str] = set()
    locations: list[str] = []
    target: tuple[str, int] | None = None     # (the keyword a continued string adds to, its plural index)
    fields: dict[tuple[str, int], str] = {}
    start = 0

    def finish() -> None:
        nonlocal fields, flags, locations
        if not fields:
            return
        if ("msgid", 0) not in fields:
            raise PoError(f"line {start}: an entry without msgid")
        plural = [fields[key] for key in sorted(k for k in fields if k[0] == "msgstr")]
        entries.append(Entry(fields[("msgid", 0)], fields.get(("msgctxt", 0)), fields.get(("msgid_plural", 0)),
                             plural, flags, start, locations))
        fields, flags, locations = {}, set(), []

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#~"):
            if not line:
                finish()
                target = None
            continue
        if line.startswith("#,"):
            finish()
            flags |= {flag.strip() for flag in line[2:].split(",")}
            continue
        if line.startswith("#:"):
            finish()
            locations += [place.rsplit(":", 1)[0] if place.rsplit(":", 1)[-1].isdigit() else place
                          for place in line[2:].split()]
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if target is None:
                raise PoError(f"line {number}: a string that continues nothing")
            fields[target] += _string(line, number)
            continue
        keyword, _, rest = line.partition(" ")
        index = 0
        if keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            keyword, index = "msgstr", int(keyword[7:-1])
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            raise PoError(f"line {number}: unknown keyword {keyword[:30]!r}")
        if keyword in ("msgctxt", "msgid") and any(k[0] in ("msgid_plural", "msgstr") for k in fields):
            finish()       # a new entry begins without a blank line before it
        if not fields:
            start = number
        if (keyword, index) in fields:
            raise PoError(f"line {number}: {keyword} twice in one entry")
        target = (keyword, index)
        fields[target] = _string(rest.strip(), number)
    finish()
    return entries


def header(entries: list[Entry]) -> dict[str, str]:
    """The header's fields ("Plural-Forms", "Language", ...) of a catalogue's entries."""
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None:
            text = entry.msgstr[0] if entry.msgstr else ""
            return {name.strip(): value.strip() for name, _, value in
                    (line.partition(":") for line in text.splitlines() if ":" in line)}
    return {}


def message_id(context: str | None, singular: str, plural: str | None) -> str:
    """The name of a message in a compiled catalogue: 8 hex digits of the SHA-1 of its
    context, English and English plural (the build refuses two messages of one name)."""
    text = f"{context if context is not None else ''}\x04{singular}\0{plural if plural is not None else ''}"
    return hashlib.sha1(text.encode()).hexdigest()[:8]


def mo_bytes(entries: list[Entry], keep: Callable[[Entry], bool] = lambda entry: True) -> bytes:
    """The ``.mo`` file of ``entries`` (GNU gettext's format, little-endian) for which
    ``keep`` is true, each named by its :func:`message_id` (a counted one: that name as
    its singular and its plural); the header is kept, and left out are the fuzzy and
    untranslated entries and those that say their own English (the page then says the
    English, as gettext says the msgid of a message it does not have); of the header,
    what gettext reads (the charset, the plural rule) and the language."""
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid == "" and entry.msgctxt is None:   # the header: what gettext reads of it
            fields = header([entry])
            pairs[b""] = "".join(f"{name}: {fields[name]}\n" for name in ("Content-Type", "Plural-Forms", "Language")
                                 if name in fields).encode()
            continue
        if entry.fuzzy or not entry.msgstr or not all(entry.msgstr) or not keep(entry):
            continue
        if entry.msgstr == [entry.msgid] or entry.msgstr == [entry.msgid, entry.msgid_plural]:
            continue
        name = message_id(entry.msgctxt, entry.msgid, entry.msgid_plural)
        msgid = name if entry.msgid_plural is None else f"{name}\0{name}"
        pairs[msgid.encode()] = "\0".join(entry.msgstr).encode()
    keys = sorted(pairs)
    count = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + 8 * count
    data_at = translations_at + 8 * count
    originals, translations, blob = [], [], b""
    for key in keys:
        originals.append((len(key), data_at + len(blob)))
        blob += key + b"\0"
    for key in keys:
        translations.append((len(pairs[key]), data_at + len(blob)))
        blob += pairs[key] + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, count, originals_at, translations_at, 0, data_at)
    out += b"".join(struct.pack("<2I", *pair) for pair in originals + translations)
    return out + blob
