"""The registry of the games the view knows: one line per game.

Each game is a package ``ludoview.games.<name>``; its module ``spec`` has the
game's :class:`~ludoview.core.game.GameSpec` as ``GAME`` (its setup, session, save
codec, words, board and controls), imported the first time a page asks for it,
and its module ``words`` has the game's catalogue as ``WORDS``.
"""

from __future__ import annotations

import importlib

from ludo.limits import brief
from ludoview.core.game import GameSpec
from ludoview.core.i18n import Catalogue

#: The games, in the order the setup screen offers them (the first is the default).
NAMES = ("mensch", "colonne")


class UnknownGame(ValueError):
    """A game name the view does not know; the message names it and the known ones."""


def spec(name: object) -> GameSpec:
    """The spec of game ``name`` (:class:`UnknownGame` if there is none)."""
    if name not in NAMES:
        raise UnknownGame(f"unknown game {brief(name, 40)}: expected one of {', '.join(NAMES)}")
    return importlib.import_module(f"{__name__}.{name}.spec").GAME


def editor(name: object):
    """What the position editor needs of game ``name`` (its module ``editor``'s ``EDITOR``, a
    :class:`~ludoview.core.editing.GameEditor`): found by name, like the spec, so that only
    the editor page (pages.zip) ships and imports the games' editing code."""
    spec(name)   # an unknown name is refused as for the spec
    return importlib.import_module(f"{__name__}.{name}.editor").EDITOR


def of(position: dict) -> GameSpec:
    """The spec of the game a JSON position (or record) belongs to."""
    return spec(position.get("game") if isinstance(position, dict) else None)


def all_specs() -> list[GameSpec]:
    return [spec(name) for name in NAMES]


def catalogue() -> Catalogue:
    """Every game's words (each falls back to the shell's): what a page that shows
    them all (the main page's setup screen) looks its words up in."""
    return Catalogue({}, *(importlib.import_module(f"{__name__}.{name}.words").WORDS for name in NAMES))


DEFAULT = NAMES[0]
