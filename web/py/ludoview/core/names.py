"""Players' names: what a person types in the setup, made safe to show everywhere.

A name is plain text (never markup: pages put it in with ``textContent`` or
escaped), one line, without control characters, at most :data:`MAX_LENGTH`
characters: a longer one is cut at a word boundary when there is one near the end,
with "…". A seat without a name is called by its colour.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

MAX_LENGTH = 18
#: How much of a given text is looked at, character by character: a name comes from a
#: person's typing, a save or a link, and a text of millions of characters is cut here
#: first (a real name, spaces and all, is far shorter).
MAX_INPUT = 200

Names = Mapping[Any, str]


def clean_name(text: object) -> str | None:
    """``text`` as a player's name: spaces collapsed, control characters gone, cut to
    :data:`MAX_LENGTH`; None when nothing is left (the seat keeps its colour)."""
    if not isinstance(text, str):
        return None
    text = text[:MAX_INPUT]   # before any work per character (a link may hold a huge one)
    kept = "".join(" " if unicodedata.category(ch)[0] in ("C", "Z") else ch for ch in text)
    name = " ".join(kept.split())
    if len(name) <= MAX_LENGTH:
        return name or None
    cut = name[:MAX_LENGTH - 1]
    space = cut.rfind(" ")
    if space >= MAX_LENGTH // 2:
        cut = cut[:space]
    return cut.rstrip(" .,;:-") + "…"

