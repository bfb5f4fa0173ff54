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
import importlib.util

from pyscript import document, window

from ludoview import games
from ludoview.core import catalogues, dom
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
    """The setup form was confirmed on ``current``'s watch: start the game it chose (once its
    code is here: it may still be on its way)."""
    game = chosen_game()
    if PAGES.get(game) is current:
        current.start_from_setup()
        return
    dom.spawn(hand_over(current, game))


async def hand_over(current: GamePage, game: str) -> None:
    """``current`` stops and ``game``'s controller takes over the page, after this event (the
    new page's handlers must not see it), and once it is bound."""
    await others()
    await asyncio.sleep(0)
    if game not in PAGES:    # its code could not be had: said, and the game on the page goes on
        current.dialogs.trouble(OSError(f"{game}: {BINDING_FAILED.get(game, 'not loaded')}"))
        return
    target = PAGES[game]
    current.turns.stop()
    current.active = False
    target.lang = current.lang
    target.active = True
    target.settings.set("game", game)
    show(game)
    target.chrome.translate()
    target.start_from_setup()


def main() -> None:
    """Entry point of index.html: the game the URL asks for, else the last game played;
    the other games' controllers are bound once the page is ready."""
    global CONFIG
    try:
        CONFIG = PageConfig.parse(query(dom.search()), games.NAMES)
        game = first_game(CONFIG)
        page = make_page(game)
        page.active = True
        PAGES[game] = page
        show(game)
        page.start()
    except Exception as exc:
        fail(exc)
        return
    others()


async def prepare() -> None:
    """Before :func:`main`: the words of the languages the page may speak, and the code of
    the game it starts with when that is not in app.zip (the URL's, else the last played)."""
    await catalogues.for_start()
    try:
        game = first_game(PageConfig.parse(query(dom.search()), games.NAMES))
        await arrive(game)
    except Exception as exc:   # main() says it, as any failure to start
        window.console.warn(f"{type(exc).__name__}: {exc}")


def first_game(config: PageConfig) -> str:
    """The game the page starts with: the URL's, else the last played, else the default."""
    game = config.game or Settings.page().get("game")
    return game if game in games.NAMES else games.DEFAULT


async def arrive(game: str) -> None:
    """Fetch the bundle of ``game``'s code (``<game>.zip``) unless its modules are here
    (OSError if it cannot be had)."""
    if importlib.util.find_spec(f"{games.__name__}.{game}.spec") is None:
        await dom.load_bundle(f"{game}.zip")


#: The games whose code could not be had, and why (the setup form's hand-over says it).
BINDING_FAILED: dict[str, str] = {}
_BINDING: list[asyncio.Task] = []


def others() -> asyncio.Task:
    """The binding of the games not yet on the page (:func:`bind_others`): started once,
    after "ready", again if a game is still missing once it ended."""
    if not _BINDING or (_BINDING[0].done() and any(game not in PAGES for game in games.NAMES)):
        _BINDING[:] = [dom.spawn(bind_others())]
    return _BINDING[0]


async def bind_others() -> None:
    """Bind the games not yet on the page, inactive (after "ready": the first action
    does not wait for them; at the latest when the setup form hands over), each once its
    code is here. A game whose code cannot be had is left out (said when chosen)."""
    await asyncio.sleep(0)
    for game in games.NAMES:
        if game in PAGES:
            continue
        try:
            await arrive(game)
        except OSError as exc:
            window.console.warn(f"{game}: {exc}")
            BINDING_FAILED[game] = str(exc)
            continue
        try:
            page = make_page(game)
            page.active = False
            page.bind()
        except Exception as exc:
            fail(exc)
            return
        PAGES[game] = page
        BINDING_FAILED.pop(game, None)


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
