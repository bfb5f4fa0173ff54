"""distance.html: two browsers (two contexts, each its own storage) play a whole game of
mensch, then of colonne, by exchanging the links the page shows, and nothing else; the record is the same
in both and replays through the engine; a tampered link is refused, the game kept as it was."""

from __future__ import annotations

import json
import os

import pytest

from conftest import new_watched_context, wait_ready
from ludo import api

pytestmark = pytest.mark.browser

LINK_TIMEOUT = 30_000


def open_distance(browser, site_url):
    context = new_watched_context(browser)
    page = context.new_page()
    page.set_default_timeout(LINK_TIMEOUT)
    page.goto(site_url + "distance.html?speed=0&lang=en")
    wait_ready(page, 90_000)
    return context, page


def open_link(page, url: str) -> None:
    """Open a link in this browser's tab (only the fragment changes: no reload) and wait
    till the page has read it."""
    page.goto(page.url.split("#")[0] + "#" + url.split("#", 1)[1])
    page.wait_for_function("tail => document.documentElement.getAttribute('data-handled') === tail",
                           arg=url[-16:])


def play_mine(page) -> None:
    """Play this browser's turn(s): throw, then the first move offered, until a link is shown."""
    for _ in range(200):
        if page.locator("[data-testid=throw]").count():
            page.click("[data-testid=throw]")
        elif page.locator("[data-testid=move]").count():
            page.locator("[data-testid=move]").first.click()
        else:
            return
    raise AssertionError("a turn that never ends")


def the_link(page) -> str:
    links = page.locator("[data-testid=link]")
    assert links.count() == 1, page.inner_text("body")[:1500]
    return links.first.input_value()


def kept(page) -> dict:
    gid = page.get_attribute("html", "data-game-id")
    return json.loads(page.evaluate("id => localStorage.getItem('ludo.distance.' + id)", gid))


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_two_browsers_play_a_whole_game_by_links(browser, site_url, game):
    (ca, anna), (cb, bruno) = open_distance(browser, site_url), open_distance(browser, site_url)
    try:
        anna.select_option("[data-testid=game]", game)
        anna.fill("[data-testid=name-0]", "Anna")
        anna.fill("[data-testid=name-1]", "Bruno")
        anna.select_option("[data-testid=kind-1]", "far")
        anna.click("[data-testid=create]")
        invitation = the_link(anna)
        assert "distance.html#g" in invitation
        open_link(bruno, invitation)
        assert "Anna" in bruno.inner_text("[data-testid=status]")

        # a tampered answer: one character changed, refused by name, the kept game untouched
        answer = the_link(bruno)
        before = kept(anna)
        cut = len(answer) - 40
        tampered = answer[:cut] + ("A" if answer[cut] != "A" else "B") + answer[cut + 1:]
        open_link(anna, tampered)
        assert not anna.locator("[data-testid=refused]").is_hidden()
        assert "Link refused" in anna.inner_text("[data-testid=refused]")
        assert kept(anna) == before
        truncated = answer[:-30]
        open_link(anna, truncated)
        assert "cut short" in anna.inner_text("[data-testid=refused]")
        assert kept(anna) == before

        pages = {"a": anna, "b": bruno}
        text, to = answer, "a"
        links = 1
        while True:
            here, other = pages[to], pages["b" if to == "a" else "a"]
            open_link(here, text)
            assert here.locator("[data-testid=refused]").is_hidden(), here.inner_text("[data-testid=refused]")
            play_mine(here)
            if here.get_attribute("html", "data-over") == "1" and other.get_attribute("html", "data-over") == "1":
                break
            text, to = the_link(here), "b" if to == "a" else "a"
            links += 1
            assert links < 2_000
        record_a, record_b = kept(anna), kept(bruno)
        assert record_a["m"]["messages"] == record_b["m"]["messages"]
        assert "won" in anna.inner_text("[data-testid=status]")
        assert anna.inner_text("[data-testid=status]") == bruno.inner_text("[data-testid=status]")
        # the record replays through the engine
        from ludo.remote.match import Match
        from remote_helpers import NullSigner
        match = Match.from_json(record_a["m"], NullSigner())
        record = match.record()
        done = api.replay(record)
        assert api.result(done["positions"][-1]) is not None
        assert record["format"] == "ludo-record/1" and record["game"] == game
        print(f"\n{game}: {links} links exchanged")
        for context in (ca, cb):
            assert context.watch.problems() == []
    finally:
        ca.close()
        cb.close()


@pytest.mark.skipif(not os.environ.get("LUDO_SLOW"), reason="about 6 minutes on 2 cores: LUDO_SLOW=1 runs it")
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
        from ludo.remote.match import Match
        from remote_helpers import NullSigner
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
