"""distance.html: four browsers (four contexts, each its own storage) play a whole game of
four-player mensch by the links the pages show, each link taken to the browser of the seat
it names; the record is the same in all four and replays through the engine. (A file of its
own: the longest browser test runs beside the rest of test_distance_browser.py.)"""

from __future__ import annotations

import pytest
from test_distance_browser import kept, open_distance, open_link, play_mine

from ludo import api

pytestmark = pytest.mark.browser


def test_four_browsers_play_a_whole_four_player_mensch_game_by_links(browser, site_url):
    """Each link goes to the browser of the seat it names (data-seat), and only there."""
    opened = [open_distance(browser, site_url) for _ in range(4)]
    pages = [p for _, p in opened]
    try:
        creator = pages[0]
        creator.select_option("[data-testid=players]", "4")
        for seat, name in enumerate(("Anna", "Bruno", "Carla", "Dario")):
            creator.fill(f"[data-testid=name-{seat}]", name)
            if seat:
                creator.select_option(f"[data-testid=kind-{seat}]", "far")
        creator.click("[data-testid=create]")
        delivered: set[tuple[int, str]] = set()
        queue: list[tuple[int, str]] = []

        def collect(page) -> None:
            links = page.locator("[data-testid=link]")
            for i in range(links.count()):
                item = (int(links.nth(i).get_attribute("data-seat")), links.nth(i).input_value())
                if item not in delivered and item not in queue:
                    queue.append(item)

        collect(creator)
        assert len(queue) == 3
        sent = 0
        while queue:
            seat, url = queue.pop(0)
            delivered.add((seat, url))
            here = pages[seat]
            open_link(here, url)
            assert here.locator("[data-testid=refused]").is_hidden(), here.inner_text("[data-testid=refused]")
            play_mine(here)
            collect(here)
            sent += 1
            assert sent < 5_000
        assert all(p.get_attribute("html", "data-over") == "1" for p in pages)
        from remote_helpers import NullSigner

        from ludo.remote.match import Match
        # the same record everywhere (each history keeps the signatures it was sent: not all of them)
        records = [Match.from_json(kept(p)["m"], NullSigner()).record() for p in pages]
        assert all(r == records[0] for r in records)
        statuses = {p.inner_text("[data-testid=status]") for p in pages}
        assert len(statuses) == 1 and "won" in statuses.pop()
        done = api.replay(records[0])
        assert api.result(done["positions"][-1]) is not None
        print(f"\nmensch, 4 browsers: {sent} links opened")
        for context, _ in opened:
            assert context.watch.problems() == []
    finally:
        for context, _ in opened:
            context.close()
