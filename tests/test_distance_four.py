"""distance.html: four browsers (four contexts, each its own storage) play a four-player mensch
game by the links the pages show, each link taken to the browser of the seat it names; every
browser keeps the same history. The suite plays the first rounds (every seat plays, every page
takes links from the three others); ``bench/bench_distance_browsers.py`` plays the game to its
end with the same driver (:func:`play_by_seat`), the record then the same in all four and
replayed by the engine: minutes of a CPU, a sweep, not a test. (A file of its own: it runs
beside the rest of test_distance_browser.py.)"""

from __future__ import annotations

import time

import pytest
from remote_helpers import NullSigner
from test_distance_browser import kept, open_distance, open_link, play_mine

from ludo.remote.match import Match

pytestmark = pytest.mark.browser

NAMES = ("Anna", "Bruno", "Carla", "Dario")
#: Links opened in the suite's game: the invitations, the joins and a first round, in which every
#: seat throws and every page is sent throws of the others.
LINKS_IN_SUITE = 16


def create_four(creator) -> None:
    """Anna's page makes a game of four people, the three others at a distance."""
    creator.select_option("[data-testid=players]", "4")
    for seat, name in enumerate(NAMES):
        creator.fill(f"[data-testid=name-{seat}]", name)
        if seat:
            creator.select_option(f"[data-testid=kind-{seat}]", "far")
    creator.click("[data-testid=create]")


def play_by_seat(pages: list, limit: int | None = None, times: list[float] | None = None) -> tuple[int, list[int]]:
    """Take every link a page shows to the page of the seat it names (``data-seat``), there
    play that seat's turn, and so on until no link is new (the game's end) or ``limit`` links
    were opened: the number opened, and the seats that opened them in turn (``times``, if
    given, gets each link's seconds: opened, its turn played, the next links read)."""
    delivered: set[tuple[int, str]] = set()
    queue: list[tuple[int, str]] = []

    def collect(page) -> None:
        links = page.locator("[data-testid=link]")
        for i in range(links.count()):
            item = (int(links.nth(i).get_attribute("data-seat")), links.nth(i).input_value())
            if item not in delivered and item not in queue:
                queue.append(item)

    collect(pages[0])
    assert len(queue) == 3                  # the invitation, one for each friend
    seats: list[int] = []
    while queue and (limit is None or len(seats) < limit):
        seat, url = queue.pop(0)
        delivered.add((seat, url))
        started = time.perf_counter()
        here = pages[seat]
        open_link(here, url)
        assert here.locator("[data-testid=refused]").is_hidden(), here.inner_text("[data-testid=refused]")
        play_mine(here)
        collect(here)
        if times is not None:
            times.append(time.perf_counter() - started)
        seats.append(seat)
        assert len(seats) < 5_000
    return len(seats), seats


def records(pages: list) -> list[dict]:
    """Each browser's record of the game (each history keeps the signatures it was sent)."""
    return [Match.from_json(kept(p)["m"], NullSigner()).record() for p in pages]


def test_four_browsers_play_a_four_player_mensch_game_by_links(browser, site_url):
    """Each link goes to the browser of the seat it names, and only there; after some rounds
    every browser's history is the start of the longest one."""
    opened = [open_distance(browser, site_url) for _ in range(4)]
    pages = [p for _, p in opened]
    try:
        create_four(pages[0])
        sent, seats = play_by_seat(pages, LINKS_IN_SUITE)
        assert sent == LINKS_IN_SUITE and set(seats) == {0, 1, 2, 3}, seats
        kept_turns = [r["turns"] for r in records(pages)]
        longest = max(kept_turns, key=len)
        assert all(turns == longest[:len(turns)] for turns in kept_turns)
        assert all(kept_turns) and len(longest) >= 12     # every seat has thrown, every page has seen it
        assert all(p.get_attribute("html", "data-over") != "1" for p in pages)
        for context, _ in opened:
            assert context.watch.problems() == []
    finally:
        for context, _ in opened:
            context.close()
