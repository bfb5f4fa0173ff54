"""The main page (``index.html``): every game of the registry on one page.

Each game has its controller (a :class:`~ludoview.shell.app.GamePage` named by
its spec). All are bound to the one document, but only the *active* one acts
(:meth:`GamePage.on`). The setup screen's game choice hands over: the old game
stops (its save stays), the other takes over and starts a game from the form.
``<body data-game>`` tells the style sheet which game's controls to show. The
last game played is remembered in the settings (``"game"``; one store for the page,
:class:`~ludoview.core.settings.Settings`, which every game's controller shares). The URL is read
once, here, into a :class:`~ludoview.core.config.PageConfig`.
"""

from __future__ import annotations

import asyncio
import importlib

from pyscript import document, window

from ludoview import games
from ludoview.core import dom
from ludoview.core.config import PageConfig, query
from ludoview.core.i18n import pick_language
from ludoview.core.settings import Settings
from ludoview.core.words import SHELL
from ludoview.shell.app import GamePage

PAGES: dict[str, GamePage] = {}
CONFIG = PageConfig()


def make_page(game: str) -> GamePage:
    """The controller of ``game`` (its module imported now: in the browser only)."""
    spec = games.spec(game)
    module, _, name = spec.page.partition(":")
    return getattr(importlib.import_module(module), name)(spec, CONFIG, start_chosen)


def chosen_game() -> str:
    """The game the setup form has chosen."""
    node = dom.query('input[name="game"]:checked')
    value = str(node.value) if node is not None else games.DEFAULT
    return value if value in games.NAMES else games.DEFAULT


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
        current.turns.stop()
        current.active = False
        target.lang = current.lang
        target.active = True
        target.settings.set("game", game)
        show(game)
        target.chrome.translate()
        target.start_from_setup()

    asyncio.get_event_loop().call_soon(hand_over)


def main() -> None:
    """Entry point of index.html: the game the URL asks for, else the last game played;
    the other games' controllers are bound once the page is ready."""
    global CONFIG
    try:
        CONFIG = PageConfig.parse(query(dom.search()), games.NAMES)
        game = CONFIG.game or Settings.page().get("game")
        game = game if game in games.NAMES else games.DEFAULT
        page = make_page(game)
        page.active = True
        PAGES[game] = page
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
        for game in games.NAMES:
            if game not in PAGES:
                page = make_page(game)
                page.active = False
                page.bind()
                PAGES[game] = page
    except Exception as exc:
        fail(exc)


def fail(exc: Exception) -> None:
    """The page could not start: said in the page's language, the error's words after it."""
    window.console.warn(f"{type(exc).__name__}: {exc}")
    message = f"{type(exc).__name__}: {exc}"
    message = message if len(message) <= 300 else message[:299] + "…"
    try:
        lang = pick_language(CONFIG.lang, dom.browser_languages())
        message = SHELL(lang, "app.error", message=message)
    except Exception:   # (the words themselves failed: the error's own words)
        pass
    dom.set_state("error", message)
