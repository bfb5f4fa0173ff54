"""Take the README's two pictures again from the site as it is now (docs/board.png and
docs/colonne.png): a mensch game of one person against three computers, the person's throw
with several moves and the hints shown; a colonne game of two people, dice thrown and a die
picked. Each game is played from a fixed seed until such a moment, so a run gives the same
pictures until the page changes.

    .venv/bin/python tools/readme_pictures.py [--out docs] [--lang en] [--theme light]

Needs Playwright and Debian's Chromium (the test suite's). It builds the site into a
temporary folder and serves it on 127.0.0.1 for the while.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from conftest import CHROMIUM, CHROMIUM_ARGS  # noqa: E402  (the suite's browser and switches)
from page_helpers import start_colonne  # noqa: E402  (the tests' way through the setup dialog)

import build  # noqa: E402  (the project's build script, importable by design)

SIZE = {"width": 1100, "height": 760}
MOST_ACTIONS = 600


def board(page) -> dict:
    node = page.locator("#board")
    return {"phase": node.get_attribute("data-phase"), "turn": node.get_attribute("data-turn"),
            "position": json.loads(node.get_attribute("data-position") or "{}")}


def mensch(page, url: str, out: Path) -> None:
    """The person (Red) against three computers, hints on, until Red has a throw with three
    moves or more and at least three pieces out."""
    page.goto(url + "&seed=readme-mensch")
    page.wait_for_selector("html[data-ludo=ready]", state="attached")
    page.wait_for_selector("#setup[open]")
    page.check("#count-4")
    for corner, kind in zip((0, 1, 2, 3), ("human", "easy", "medium", "hard"), strict=True):
        page.select_option(f"#seat-{corner}", kind)
    page.click("#setup-start")
    page.wait_for_selector("#setup:not([open])", state="attached")
    page.check("#hints")
    for _ in range(MOST_ACTIONS):
        page.wait_for_function("() => !document.getElementById('die').disabled"
                               " || document.getElementById('end').open")
        state = board(page)
        if state["phase"] == "roll":
            page.click("#die")
            continue
        moves = page.locator("#move-list button")
        out_of_base = sum(1 for p in state["position"]["pieces"]["0"] if p >= 0)
        if moves.count() >= 3 and out_of_base >= 3:
            page.mouse.move(0, 0)
            page.screenshot(path=str(out / "board.png"))
            return
        before = page.get_attribute("#board", "data-position")
        moves.first.click()
        page.wait_for_function("b => document.getElementById('board').dataset.position !== b", arg=before)
    raise SystemExit("mensch: no throw with three moves came")


def colonne(page, url: str, out: Path) -> None:
    """Two people, the small board, until White has thrown two different dice with pieces of
    both on the board; then the first die is picked (its steps glow)."""
    page.goto(url + "&game=colonne&seed=readme-colonne")
    page.wait_for_selector("html[data-ludo=ready]", state="attached")
    start_colonne(page)
    for action in range(MOST_ACTIONS):
        page.wait_for_selector("#board[data-phase]", state="attached")
        state = board(page)
        if state["phase"] == "roll":
            page.keyboard.press("r")
            continue
        dice = page.locator("#cdice button[data-die]")
        thrown = state["position"].get("dice") or []
        if page.evaluate("document.getElementById('end').open"):
            break
        if action > 16 and state["turn"] == "white" and dice.count() == 2 and len(set(thrown)) == 2:
            dice.first.click()
            page.mouse.move(0, 0)
            page.screenshot(path=str(out / "colonne.png"))
            return
        before = page.get_attribute("#board", "data-position")
        page.keyboard.press("ArrowRight")   # the first step, then played (as the keyboard test)
        page.keyboard.press("Enter")
        page.wait_for_function("b => document.getElementById('board').dataset.position !== b", arg=before)
    raise SystemExit("colonne: no such throw came")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with build.built_and_served() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for take in (mensch, colonne):
            context = browser.new_context(viewport=SIZE, color_scheme=args.theme,
                                          locale=args.lang, service_workers="block", reduced_motion="reduce")
            context.add_init_script("globalThis.LUDO_SNAPSHOT = false;")
            page = context.new_page()
            page.set_default_timeout(30_000)
            take(page, f"{url}?speed=0&lang={args.lang}&theme={args.theme}", args.out)
            context.close()
        browser.close()
    print(f"wrote {args.out / 'board.png'} and {args.out / 'colonne.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
