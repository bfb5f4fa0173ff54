"""Every page at six sizes, from a small phone to a wide desktop (360x540, 390x844, 844x390,
1024x768, 1280x800, 1920x1080): its main parts never overlap, nothing runs off sideways, the
board's squares are at least ~24px wherever the box has room for them, a colonne board's texts
(numbers, counts, the dice on its targets) at least ~12px and its numbers inside their squares
(a phone held upright gives the board half its width, not a thin column), the embed's frames fit
without scrolling (their lists scroll in their own boxes), and on a 1024x768
tablet the main page shows the dice and the steps (or the die and the moves) without scrolling.

One page load per page; the page is resized through the six sizes (a colonne board is drawn
again, down or across, when the box turns).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import open_path, wait_ready
from layout_helpers import (
    SIZES,
    ShadowBoard,
    boxes,
    entries_in_view,
    inside_view,
    numbers_outside_squares,
    overlaps,
    sideways_scroll,
    smallest_board_text,
    smallest_square,
)
from page_helpers import open_with_save
from view_helpers import ColonneSetup, Setup, colonne_at, mensch_at, save_data

from ludo import api
from ludoview.core import share
from ludoview.embed.params import parse

pytestmark = pytest.mark.browser

#: "~24px": the smallest square allowed where the box has room for it (a mensch board as wide as a
#: 360px frame: 313px for 11 squares, its lane squares 23.3px).
SQUARE = 23
#: "~12px": the smallest text of a colonne board (a square's number, a count, a target's dice).
TEXT = 11.5
TABLET = (1024, 768)
#: A long list of steps (three dice) is seen ten at a time at most; the rest scrolls.
STEPS_SEEN = 10


def colonne_choosing(variant: str) -> dict:
    """A colonne game mid-way, the dice thrown, more steps to choose from than fit in a short list."""
    entry, _ = (18, 36) if variant == "large" else (12, 24)
    n = 15 if variant == "large" else 6
    white = [0] * (n - 5) + [3, 7, entry + 2, entry + 9, entry + 15]
    black = [0] * (n - 4) + [5, entry + 4, entry + 12, entry + 20]
    position = dict(api.new_colonne(variant, "white"), pieces={"white": white, "black": black})
    session = colonne_at(ColonneSetup(variant, ("human", "human")), position, "layout")
    session.roll([2, 3, 5] if variant == "large" else [2, 5])
    return save_data(session)


def mensch_choosing() -> dict:
    position = dict(api.new_position([0, 1, 2, 3]), pieces={"0": [3, 12, -1, -1], "1": [14, -1, -1, -1], "2": [25, 31, -1, -1],
                                             "3": [-1, -1, -1, -1]})
    return save_data(mensch_at(Setup.make(4, ("human",) * 4), position, "layout", roll=4))


def replay_fragment(game: str, variant: str | None = None) -> str:
    query = {"game": [game], "players": ["hard,medium"], "seed": ["layout"], **({"variant": [variant]} if variant else {})}
    session = parse(query).session()
    while session.action_count < 60:
        session.computer_step()
    return share.fragment(session.record())


@dataclass
class Case:
    open: Callable                       #: (page) -> None: the page, ready, in the state checked
    parts: tuple[str, ...]               #: its main parts: no two overlap
    fits: bool = False                   #: a frame: the document never scrolls (lists scroll inside)
    tablet: tuple[str, ...] = ()         #: on screen without scrolling at 1024x768
    small: dict = field(default_factory=dict)   #: (width, height) -> smallest square allowed there
    steps: str | None = None             #: a list of more than ten steps: at most ten seen at once


MAIN = ("#board svg", "#panel")
EMBED = ("#board svg", ".embed-bar", "#explain", ".tools")
REPLAY = ("#board svg", ".replay-head", "#summary", ".replay-bar", "#current", "#actions")


def main_page(data: dict) -> Callable:
    return lambda page: open_with_save(page, data, f"?speed=0&lang=en&game={data['game']}")


def frame(path: str, click: str | None = None, steps: bool = False) -> Callable:
    """A frame opened at ``path``; ``click``: then thrown; ``steps``: waiting for its legal moves."""
    def go(page) -> None:
        open_path(page, path)
        if click:
            page.click(click)
        if click or steps:
            page.wait_for_selector("#move-list button")
    return go


def replay(fragment: str) -> Callable:
    def go(page) -> None:
        page.goto(page.site_url + "replay.html?lang=en" + fragment)
        wait_ready(page)
    return go


def editor(game: str) -> Callable:
    def go(page) -> None:
        open_path(page, "editor.html?lang=en")
        if game != "mensch":
            page.select_option("#game", game)
            page.wait_for_selector("#board .colonne-svg")
    return go


EDITOR = ("#board svg", ".editor-bench > :not(#board):not(.editor-words)", ".editor-embed")

CASES = {
    "main-mensch": Case(main_page(mensch_choosing()), MAIN, tablet=("#die", "#moves")),
    "main-colonne-small": Case(main_page(colonne_choosing("small")), MAIN, tablet=("#cdice", "#moves")),
    "main-colonne-large": Case(main_page(colonne_choosing("large")), MAIN, tablet=("#cdice", "#moves"),
                               steps="#move-list"),
    "embed-mensch-play": Case(frame("embed.html?players=human,hard&lang=en&speed=0&roll=6", steps=True),
                              EMBED, fits=True),
    "embed-mensch-scenario": Case(frame("embed.html?scenario=m-capture-optional&mode=scenario&lang=en"), EMBED,
                                  fits=True),
    "embed-colonne-play": Case(frame("embed.html?game=colonne&variant=large&players=human,human&lang=en&speed=0",
                                     "#die"), EMBED, fits=True, steps="#move-list"),
    "embed-colonne-scenario": Case(frame("embed.html?scenario=c-enter-empty&mode=scenario&lang=en"), EMBED, fits=True),
    # the replay's first screen, its game review following below it (the page scrolls to it)
    "replay-mensch": Case(replay(replay_fragment("mensch")), REPLAY),
    "replay-colonne": Case(replay(replay_fragment("colonne", "large")), REPLAY),
    "editor-mensch": Case(editor("mensch"), EDITOR),
    "editor-colonne": Case(editor("colonne"), EDITOR),
}


def orient_settled(page, width: float, height: float) -> None:
    """After a resize: a colonne board has been drawn again in the layout of the new box
    (``page``: a page or a frame)."""
    page.wait_for_function("""o => { const b = document.querySelector('#board svg');
        return !b || !b.classList.contains('colonne-svg') || b.classList.contains(o); }""",
                           arg="portrait" if height > width else "landscape")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def text_problems(page) -> list[str]:
    """A colonne board's (``page``: a page or a frame) text below ~12px, numbers wider than their squares."""
    out = []
    text = smallest_board_text(page)
    if text is not None and text["px"] < TEXT:
        out.append(f"board text of {text['px']}px: {text['text']!r} ({text['cls']}; at least {TEXT}px wanted)")
    spill = numbers_outside_squares(page)
    if spill:
        out.append(f"numbers wider than their squares: {spill}")
    return out


def problems_at(page, case: Case, width: int, height: int) -> list[str]:
    out = []
    if sideways_scroll(page) > 0:
        out.append(f"scrolls sideways by {sideways_scroll(page)}px")
    shown = boxes(page, case.parts)
    out += [f"{a} overlaps {b} ({area:.0f}px²)" for a, b, area in overlaps(shown)]
    out += [f"{name} is not shown" for name, box in shown.items() if box is None]
    least = case.small.get((width, height), SQUARE)
    square = smallest_square(page)
    if square is None or square < least:
        out.append(f"squares of {square}px (at least {least}px wanted)")
    out += text_problems(page)
    if case.fits and page.evaluate("document.documentElement.scrollHeight") > height + 1:
        out.append(f"the frame scrolls ({page.evaluate('document.documentElement.scrollHeight')}px tall)")
    if case.steps and not 0 < entries_in_view(page, case.steps) <= STEPS_SEEN:
        out.append(f"{entries_in_view(page, case.steps)} steps seen at once (1 to {STEPS_SEEN} wanted)")
    if (width, height) == TABLET:
        for selector, box in boxes(page, case.tablet).items():
            if box is None or not inside_view(box, width, height):
                out.append(f"{selector} is not on screen without scrolling: {box}")
    return out


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_size_lays_the_page_out(page, name):
    case = CASES[name]
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    case.open(page)
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        orient_settled(page, width, height)
        found[f"{width}x{height}"] = problems_at(page, case, width, height)
    assert not any(found.values()), {size: p for size, p in found.items() if p}


#: The scenario boards checked inside the rules page (the others are stubbed: one Python each).
RULES_LIVE = ("m-capture", "c-large")


def test_every_size_lays_out_a_rules_page_and_its_boards(page):
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(page.site_url + "rules/en.html")
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        out = [f"scrolls sideways by {sideways_scroll(page)}px"] if sideways_scroll(page) > 0 else []
        for sid in RULES_LIVE:
            selector = f'ludo-board[data-scenario="{sid}"]'
            element = page.locator(selector)
            element.scroll_into_view_if_needed()
            inner = ShadowBoard(page, selector)
            page.wait_for_selector(selector + "[data-ludo=ready]", state="attached", timeout=120_000)
            box = element.bounding_box()
            orient_settled(inner, box["width"], box["height"])
            caption = page.locator(selector + " + figcaption").bounding_box()
            out += [f"{sid}: {a} overlaps {b}" for a, b, _ in overlaps({"frame": box, "caption": caption})]
            square = smallest_square(inner)
            if square is None or square < SQUARE:
                out.append(f"{sid}: squares of {square}px in a {box['width']:.0f}x{box['height']:.0f} box")
            out += [f"{sid}: {problem}" for problem in text_problems(inner)]
            if inner.evaluate("(() => { const f = document.querySelector('.embed-frame');"
                              " return f.scrollHeight > f.clientHeight + 1; })()"):
                out.append(f"{sid}: its board overflows its box")
        found[f"{width}x{height}"] = out
    assert not any(found.values()), {size: p for size, p in found.items() if p}


def test_every_size_lays_out_the_embedding_guide(page):
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(page.site_url + "embedding.html")
    found = {}
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        out = [f"scrolls sideways by {sideways_scroll(page)}px"] if sideways_scroll(page) > 0 else []
        live = page.locator("iframe.live-example")
        live.scroll_into_view_if_needed()
        inner = live.element_handle().content_frame()
        inner.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=120_000)
        square = smallest_square(inner)
        if square is None or square < SQUARE:
            out.append(f"the live frame's squares are {square}px")
        found[f"{width}x{height}"] = out
    assert not any(found.values()), {size: p for size, p in found.items() if p}
