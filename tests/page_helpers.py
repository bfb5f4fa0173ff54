"""Helpers for the browser tests of the mensch page (tests/test_page_*.py)."""

from __future__ import annotations

import copy
import json

from conftest import open_path, wait_ready

END_OR_HUMAN = """() => document.getElementById('end').open
    || !document.getElementById('die').disabled"""


def start_game(page, kinds, options=None) -> None:
    """Fill the setup dialog (open on a first visit) and start: ``kinds`` per seat in turn order."""
    seats = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}[len(kinds)]
    page.wait_for_selector("#setup[open]")
    page.check(f"#count-{len(kinds)}")
    for corner, kind in zip(seats, kinds, strict=True):
        page.select_option(f"#seat-{corner}", kind)
    for name, value in (options or {}).items():
        page.set_checked(f"#opt-{name}", value)
    page.click("#setup-start")
    page.wait_for_selector("#setup:not([open])", state="attached")


def start_colonne(page, white: str = "human", black: str = "human") -> None:
    """Pick colonne in the setup dialog (open on a first visit), its two seats, and start."""
    page.wait_for_selector("#setup[open]")
    page.check("#game-colonne")
    page.select_option("#cseat-white", white)
    page.select_option("#cseat-black", black)
    page.click("#setup-start")
    page.wait_for_selector("#setup:not([open])", state="attached")


def board_state(page) -> dict:
    """What the board shows: phase, turn, roll and the position (from its data attributes)."""
    board = page.locator("#board")
    return {
        "phase": board.get_attribute("data-phase"),
        "turn": board.get_attribute("data-turn"),
        "roll": board.get_attribute("data-roll"),
        "position": json.loads(board.get_attribute("data-position")),
    }


def saved(page) -> dict | None:
    text = page.evaluate("localStorage.getItem('ludo.mensch.save')")
    return None if text is None else json.loads(text)


def reload(page) -> None:
    page.reload()
    wait_ready(page)


def put_save(page, data) -> None:
    """Replace the saved game in the page's storage (``data``: JSON-able or raw text) and reload."""
    text = data if isinstance(data, str) else json.dumps(data)
    page.evaluate("text => localStorage.setItem('ludo.mensch.save', text)", text)
    reload(page)


def open_with_save(page, data, path: str = "?speed=0&lang=en", autoplay: bool | None = False) -> None:
    """Open the page with ``data`` already saved (one Python start-up, not two).

    The save is written from a plain file of the same origin first (style.css),
    so the page finds it on its first load; a save of another game than mensch
    (its ``game``) is the game the page opens with. ``autoplay``: the setting "play the
    only possible move automatically" as the person left it (by default off, so that a
    position set up with one move waits for the test to play it; None: never set, the
    page's own default, on).
    """
    page.goto(page.site_url + "style.css")
    game = data.get("game", "mensch") if isinstance(data, dict) else "mensch"
    text = data if isinstance(data, str) else json.dumps(data)
    page.evaluate("""([key, text, game, autoplay]) => { localStorage.setItem(key, text);
        const settings = JSON.parse(localStorage.getItem('ludo.settings') || '{}');
        if (game !== 'mensch') { settings.game = game; }
        if (autoplay !== null) { settings.autoplay = autoplay; }
        localStorage.setItem('ludo.settings', JSON.stringify(settings)); }""",
                  [f"ludo.{game}.save", text, game, autoplay])
    open_path(page, path)


#: A player name that would be markup if a page wrote it as HTML.
HOSTILE = "<img src=x onerror=alert(1)>"


def play_computers(page, open_page, game: str, seed: str = "review") -> None:
    """A whole game between two easy computers, the second named ``HOSTILE``, the first Anna."""
    open_page(page, f"?speed=0&lang=en&seed={seed}")
    if game == "mensch":
        page.fill("#name-0", "Anna")
        page.fill("#name-2", HOSTILE)
        start_game(page, ["easy", "easy"])
    else:
        page.check("#game-colonne")
        page.select_option("#cseat-white", "easy")
        page.select_option("#cseat-black", "easy")
        page.fill("#cname-white", "Anna")
        page.fill("#cname-black", HOSTILE)
        page.click("#setup-start")
    page.wait_for_selector("#end[open]", timeout=90_000)


def almost_over(session):
    """``session`` played by its computers until the next action ends the game."""
    while True:
        trial = copy.deepcopy(session)
        trial.computer_step()
        if trial.phase == "over":
            return session
        session.computer_step()


def open_setup(page) -> None:
    """The main page's setup dialog, in French."""
    open_path(page, "?speed=0&lang=fr")
    page.wait_for_selector("#setup[open]")


def open_end(page, seed: str) -> None:
    """The main page's end screen of a 2-player mensch game (easy, medium), in Italian."""
    from view_helpers import MenschSession, Setup, save_data
    session = almost_over(MenschSession.new(Setup.make(2, ("easy", "medium")), seed))
    open_with_save(page, save_data(session), "?speed=0&lang=it")
    page.wait_for_selector("#end[open]")
