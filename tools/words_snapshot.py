"""Render every message of every catalogue in every language with representative
parameters (counts 0, 1, 2 and 11; names and numbers that start with a vowel, with a
consonant, with an 8 and a 0) and write them as JSON: ``tests/data/words_reviewed.json``
was written by it from the hand-written tables, before the words moved to gettext
catalogues, and tests/test_locale.py renders the same with today's code and compares.

    python3 tools/words_snapshot.py [OUT.json]
"""

from __future__ import annotations

import importlib
import json
import string
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "web" / "py"))

#: Every catalogue, by the module and name that hold it.
CATALOGUES = {
    "shell": ("ludoview.core.words", "SHELL"),
    "mensch": ("ludoview.games.mensch.catalog", "WORDS"),
    "colonne": ("ludoview.games.colonne.catalog", "WORDS"),
    "embed": ("ludoview.embed.words", "WORDS"),
    "editor": ("ludoview.editor.words", "WORDS"),
    "learn": ("ludoview.learn.words", "WORDS"),
    "lessons": ("ludoview.learn.lesson_words", "LESSON_WORDS"),
    "distance": ("ludoview.remote.words", "WORDS"),
}
LANGS = ("it", "fr", "en", "de")
COUNTS = ("n", "distance", "squares", "place")
#: (the count, every other value) of each rendering.
VARIANTS = ((0, "Anna"), (1, "Bruno"), (2, "80"), (11, "Émile"), (1, "0"))


def fields(catalogue, key: str) -> set[str]:
    """The placeholders of ``key`` in any language (and in its singular form): of the
    four texts of a hand-written table, of the English declaration of a gettext one."""
    found: set[str] = set()
    for name in (key, f"{key}.one"):
        texts = catalogue.entry(name)
        for text in texts or ():
            found |= {field for _, field, _, _ in string.Formatter().parse(text or "") if field}
    return found


def keys_of(catalogue) -> list[str]:
    own = list(catalogue.table)
    return [key for key in own if not (key.endswith(".one") and key[:-4] in own)]


def render() -> dict:
    out: dict = {}
    for name, (module, attr) in CATALOGUES.items():
        catalogue = getattr(importlib.import_module(module), attr)
        table: dict = {}
        for key in keys_of(catalogue):
            names = sorted(fields(catalogue, key))
            per_lang = {}
            for lang in LANGS:
                texts = []
                for count, value in VARIANTS if names else VARIANTS[:1]:
                    params = {field: count if field in COUNTS else value for field in names}
                    text = catalogue(lang, key, **params)
                    if text not in texts:
                        texts.append(text)
                per_lang[lang] = texts
            table[key] = per_lang
        out[name] = table
    return out


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "tests" / "data" / "words_reviewed.json"
    target.write_text(json.dumps(render(), ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(target, target.stat().st_size)
