"""The texts of the catalogues' messages as the translators wrote them (every plural form),
read from ``locale/<lang>.po``: what the tests of words check the sentences of."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.core import po
from ludoview.core.i18n import Message

LOCALE = Path(__file__).resolve().parent.parent / "locale"


@cache
def po_table(lang: str) -> dict[tuple[str | None, str], tuple[str, ...]]:
    """{(context, msgid): its translations (one, or one per plural form)} of ``lang``'s catalogue."""
    entries = po.read((LOCALE / f"{lang}.po").read_text(encoding="utf-8"))
    return {(entry.msgctxt, entry.msgid): tuple(entry.msgstr) for entry in entries if entry.msgid}


def forms(lang: str, message: Message) -> tuple[str, ...]:
    """Every form of ``message`` in ``lang`` (KeyError: not in its catalogue)."""
    return po_table(lang)[(message.context, message.singular)]


def texts(lang: str, tables: Mapping[str, Mapping[str, Message]]) -> Iterator[tuple[str, str]]:
    """(key, text) of every form of every message of ``tables`` in ``lang``."""
    for table in tables.values():
        for key, message in table.items():
            for text in forms(lang, message):
                yield key, text
