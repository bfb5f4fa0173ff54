"""One key style for both games' catalogues: every key of a game's own catalogue starts
with the game's name (``mensch.say.rolled``), the shell's stay bare. (Saves keep no keys:
a saved game's log is told again from its record, so a key may be renamed freely.)"""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.games.colonne.catalog import WORDS as COLONNE
from ludoview.games.mensch.catalog import WORDS as MENSCH


@pytest.mark.parametrize("game, words", [("mensch", MENSCH), ("colonne", COLONNE)])
def test_every_key_of_a_game_starts_with_its_name(game, words):
    keys = list(words.table)
    assert keys and all(key.startswith(game + ".") for key in keys)
