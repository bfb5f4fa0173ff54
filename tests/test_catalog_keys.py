"""One key style for both games' catalogues: every key of a game's own catalogue starts
with the game's name (tools/catalog_keys.py renamed them, and re-run it renames keys
added since in an older style); a saved game's log in the older names still reads."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import view_helpers  # noqa: F401

from ludoview.core.saves import renamed
from ludoview.games.colonne.catalog import WORDS as COLONNE
from ludoview.games.colonne.catalog_renamed import RENAMED as COLONNE_RENAMED
from ludoview.games.mensch.catalog import WORDS as MENSCH
from ludoview.games.mensch.catalog_renamed import RENAMED as MENSCH_RENAMED
from ludoview.games.mensch.words import say

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("game, words", [("mensch", MENSCH), ("colonne", COLONNE)])
def test_every_key_of_a_game_starts_with_its_name(game, words):
    keys = list(words.table)
    assert keys and all(key.startswith(game + ".") for key in keys)


def test_the_script_finds_nothing_left_to_rename():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "catalog_keys.py"), "--check"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_older_names_map_to_keys_that_exist():
    assert MENSCH_RENAMED["app.title"] == "mensch.app.title" and COLONNE_RENAMED["capp.title"] == "colonne.app.title"
    assert COLONNE_RENAMED["c.rolled"] == "colonne.say.rolled"
    assert all(new in MENSCH.table for new in MENSCH_RENAMED.values())
    assert all(new in COLONNE.table for new in COLONNE_RENAMED.values())
    old = [{"say": "say.rolled", "corner": 0, "roll": 4}]           # a log an earlier build saved
    assert say("en", renamed(old, MENSCH_RENAMED)[0]) == "Red rolls a 4."
