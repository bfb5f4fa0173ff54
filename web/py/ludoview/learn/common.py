"""What the learning pages ask of a game, through the registry (no game is named here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ludo import api
from ludoview import games
from ludoview.core.i18n import LANGUAGES

if TYPE_CHECKING:
    from typing import Protocol

    from ludoview.core.game import Throw

    class Relanguageable(Protocol):
        """What a page's board does when the reader picks another language (the learning
        pages' :class:`~ludoview.learn.board.LearnBoard`, which imports this module)."""

        def set_language(self, lang: str) -> None: ...


def throw(game: str) -> Throw:
    """The game's throw, as the learning pages ask it (beside the position or in it)."""
    return games.spec(game).throw


def game_of(notation: str) -> str:
    """The game of a position's notation."""
    return api.from_notation(notation)["game"]


def choices(position: dict, roll) -> list[dict]:
    """The legal moves (a throw beside the position) or steps (dice in it) to choose from."""
    return throw(position["game"]).choices(position, roll)


def the_roll(position: dict, roll):
    """The throw as the game's words take it: the roll beside the position, or its dice."""
    return throw(position["game"]).shown(position, roll)


def wide(game: str) -> bool:
    """Is the game's board wider than tall (drawn across a wide box, down a tall one)?"""
    return bool(games.editor(game).wide)


class Relanguaged:
    """What both learning pages do when the reader picks another language: the menus, the
    page's words and the board's in it, the answer given so far said again (``retell``), drawn."""

    lang: str
    board: Relanguageable | None

    def fill_selects(self) -> None:
        """The menus, in ``self.lang`` (each page's own)."""
        raise NotImplementedError

    def translate(self) -> None:
        """The page's fixed words, in ``self.lang`` (each page's own)."""
        raise NotImplementedError

    def render(self) -> None:
        """The page drawn as it stands (each page's own)."""
        raise NotImplementedError

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.fill_selects()
        self.translate()
        if self.board is not None:
            self.board.set_language(lang)
        self.retell()
        self.render()

    def retell(self) -> None:
        """The verdict and explanation of the task as it stands, in ``self.lang``."""
