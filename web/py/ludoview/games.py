"""The main page holds two games: which one is on it, and handing over between them.

Each game has its page controller (:class:`ludoview.page.MenschPage`,
:class:`ludoview.colonne_page.ColonnePage`, both :class:`ludoview.app.GamePage`).
Both bind their handlers to the one document at start, but only the *active*
one acts (:meth:`GamePage.on`). The setup screen's game choice hands over: the
old game stops (its save stays), the other takes over and starts a game from the
form. ``<body data-game>`` tells the style sheet which game's controls to show.
The last game played is remembered in the settings (``"game"``).
"""

from __future__ import annotations

import asyncio

from pyscript import document, window

from ludoview import dom
from ludoview.app import GamePage
from ludoview.colonne_page import ColonnePage
from ludoview.page import MenschPage

GAMES = ("mensch", "colonne")
PAGES: dict[str, GamePage] = {}


def chosen_game() -> str:
    """The game the setup form has chosen."""
    node = dom.query('input[name="game"]:checked')
    value = str(node.value) if node is not None else "mensch"
    return value if value in GAMES else "mensch"


def active() -> GamePage:
    return next(p for p in PAGES.values() if p.active)


def show(game: str) -> None:
    document.body.setAttribute("data-game", game)
    node = dom.query(f"#game-{game}")
    if node is not None:
        node.checked = True


def start_chosen(current: GamePage) -> None:
    """The setup form was confirmed on ``current``'s watch: start the game it chose."""
    game = chosen_game()
    if PAGES.get(game, current) is current:
        current.start_from_setup()
        return

    def hand_over() -> None:   # after this event: the new page's handlers must not see it
        target = PAGES[game]
        current.stop()
        current.active = False
        target.settings = target._load_settings()
        target.lang = current.lang
        target.active = True
        target.set_setting("game", game)
        show(game)
        target.translate()
        target.start_from_setup()

    asyncio.get_event_loop().call_soon(hand_over)


def main() -> None:
    """Entry point of index.html: both games bound, the last one played started."""
    try:
        pages = {"mensch": MenschPage(), "colonne": ColonnePage()}
        PAGES.update(pages)
        wanted = dom.url_param("game") or pages["mensch"].settings.get("game")
        game = wanted if wanted in GAMES else "mensch"
        for name, page in pages.items():
            page.active = name == game
            if not page.active:
                page.bind()
        show(game)
        pages[game].start()
    except Exception as exc:
        window.console.warn(f"{type(exc).__name__}: {exc}")
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
