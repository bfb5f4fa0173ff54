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

from ludo import api  # noqa: E402  (after sys.path is set)
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


def mensch_with(pieces: dict, kinds=("human", "human"), roll: int | None = None, turn: int = 0,
                seed: str = "view") -> MenschSession:
    """A mensch session of these seats' ``kinds`` at a new position with these ``pieces``
    (corner: progresses) and ``turn``, ``roll`` waiting if given."""
    setup = Setup.make(len(kinds), kinds)
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {str(c): list(v) for c, v in pieces.items()}
    position["turn"] = turn
    return mensch_at(setup, position, seed, roll=roll)


def colonne_at(setup: ColonneSetup, position: dict, seed: str, count: int = 0) -> ColonneSession:
    """A colonne session whose game starts at ``position`` (its dice seeded ``seed``)."""
    return ColonneSession.new(setup, seed, position=position)


def save_data(session) -> dict:
    """The save a page writes for ``session`` (either game), as JSON data."""
    codec = mensch_save if isinstance(session, MenschSession) else colonne_save
    return codec.to_json(session)


# --- the square numbers a text cites, and those the board labels (issue 35) -----------------

#: How an English sentence of mensch names a square of a home lane (before any other square).
_LANE_CITES = (r"in the home lane from square (\d+) to square (\d+)", r"square (\d+) of the home lane",
               r"home lane (\d+)")
_RING_CITES = (r"start square \((\d+)\)", r"\bsquare (\d+)")


def cited_in(text: str) -> tuple[set[int], set[int]]:
    """The numbers an English mensch text cites: (ring squares, home-lane squares)."""
    import re
    lane: set[int] = set()
    for pattern in _LANE_CITES:
        for found in re.finditer(pattern, text, re.IGNORECASE):
            lane |= {int(n) for n in found.groups()}
        text = re.sub(pattern, " ", text, flags=re.IGNORECASE)
    ring: set[int] = set()
    for pattern in _RING_CITES:
        ring |= {int(n) for n in re.findall(pattern, text, re.IGNORECASE)}
        text = re.sub(pattern, " ", text, flags=re.IGNORECASE)
    return ring, lane


def labelled(svg: str) -> tuple[set[int], set[int]]:
    """The square numbers a mensch board's SVG writes on it: (ring squares, home-lane squares),
    the labels of cited squares and, when the setting is on, every ring square's number."""
    import re
    ring = {int(n) for n in re.findall(r'<g class="cited" data-square="r\d+" data-n="(\d+)"', svg)}
    lane = {int(n) for n in re.findall(r'<g class="cited" data-square="l\d-\d" data-n="(\d+)"', svg)}
    numbers = re.search(r'<g class="square-numbers".*?</g>', svg)
    if numbers:
        ring |= {int(n) for n in re.findall(r">(\d+)</text>", numbers.group(0))}
    return ring, lane


def unlabelled(texts, svg: str) -> list[tuple[str, set[int], set[int]]]:
    """Each text that cites a square number the board does not write, with the numbers missing."""
    ring_on, lane_on = labelled(svg)
    missing = []
    for text in texts:
        ring, lane = cited_in(text or "")
        if ring - ring_on or lane - lane_on:
            missing.append((text, ring - ring_on, lane - lane_on))
    return missing
