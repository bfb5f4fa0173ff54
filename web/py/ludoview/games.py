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
from ludoview.page import MenschPage

GAMES = ("mensch", "colonne")
PAGES: dict[str, GamePage] = {}
#: Imported only once the page is ready (the other game's controller), shipped as
#: bytecode all the same (``build.py`` reads this).
AFTER_START = ("ludoview.colonne_page",)


def make_page(game: str) -> GamePage:
    if game == "colonne":
        from ludoview.colonne_page import ColonnePage
        return ColonnePage()
    return MenschPage()


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
    bind_others()
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
    """Entry point of index.html: the last game played started (then, once the page
    is ready, the other game's controller bound)."""
    try:
        mensch = MenschPage()
        wanted = dom.url_param("game") or mensch.settings.get("game")
        game = wanted if wanted in GAMES else "mensch"
        page = mensch if game == "mensch" else make_page(game)
        page.active = True
        PAGES[game] = page
        if game != "mensch":
            PAGES["mensch"] = mensch
            mensch.active = False
            mensch.bind()
        show(game)
        page.start()
    except Exception as exc:
        fail(exc)
        return
    asyncio.get_event_loop().call_soon(bind_others)


def bind_others() -> None:
    """Bind the games not yet on the page, inactive (after "ready": the first action
    does not wait for them; at the latest when the setup form hands over)."""
    try:
        for game in GAMES:
            if game not in PAGES:
                page = make_page(game)
                page.active = False
                page.bind()
                PAGES[game] = page
    except Exception as exc:
        fail(exc)


def fail(exc: Exception) -> None:
    window.console.warn(f"{type(exc).__name__}: {exc}")
    dom.set_state("error", f"{type(exc).__name__}: {exc}")
