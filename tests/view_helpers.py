"""Import path for the view package (web/py/ludoview) in pure-Python tests, and sessions
made for a test (a given position, seed and throw) as the saves a page would find."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VIEW_PARENT = ROOT / "web" / "py"
for entry in (str(ROOT), str(VIEW_PARENT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

from ludoview.games.colonne import save as colonne_save  # noqa: E402  (after sys.path is set)
from ludoview.games.colonne.session import ColonneSession  # noqa: E402  (after sys.path is set)
from ludoview.games.colonne.setup import ColonneSetup  # noqa: E402  (after sys.path is set)
from ludoview.games.mensch import save as mensch_save  # noqa: E402  (after sys.path is set)
from ludoview.games.mensch.session import MenschSession  # noqa: E402  (after sys.path is set)
from ludoview.games.mensch.setup import Setup  # noqa: E402  (after sys.path is set)

__all__ = ["ColonneSession", "ColonneSetup", "MenschSession", "Setup", "colonne_save", "mensch_save",
           "mensch_at", "colonne_at", "save_data"]


def mensch_at(setup: Setup, position: dict, seed: str, count: int = 0, roll: int | None = None) -> MenschSession:
    """A mensch session whose game starts at ``position`` with its dice seeded ``seed`` (``roll``
    waiting: given, the game's throw 0). ``count`` is left from the time a page's dice counted
    their own throws: a game from a position has thrown nothing yet."""
    return MenschSession.new(setup, seed, position=position, roll=roll)


def colonne_at(setup: ColonneSetup, position: dict, seed: str, count: int = 0) -> ColonneSession:
    """A colonne session whose game starts at ``position`` (its dice seeded ``seed``)."""
    return ColonneSession.new(setup, seed, position=position)


def save_data(session) -> dict:
    """The save a page writes for ``session`` (either game), as JSON data."""
    codec = mensch_save if isinstance(session, MenschSession) else colonne_save
    return codec.to_json(session)
