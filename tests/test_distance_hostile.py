"""distance.html against what a friend's link or a second tab can do (issue 34): every
crafted link is refused in words, in an open tab and in a new one, with no page error
and the page ready; a corrupted store of games is copied aside and said, the page ready;
and two tabs of one browser never fork a game: the stale one reads the game again
before it offers the turn another tab played."""

from __future__ import annotations

import json
import math
import random

import pytest
from conftest import wait_ready
from remote_helpers import signer  # (and web/py on the import path)
from test_distance_browser import (
    cpython_turn,
    kept,
    link_in,
    link_of,
    open_distance,
    open_link,
    play_mine,
    refused_in,
    the_link,
)

pytestmark = pytest.mark.browser


def crafted(invitation: dict) -> list[tuple[str, str]]:
    """(code, link) of the links issue 34 found crashing or misleading the page."""
    from ludo.remote import link
    create = invitation["m"][0]

    def full(*messages) -> str:
        return "#" + link.encode(dict(invitation, m=list(messages)))
    cases = [("field", full({k: v for k, v in create.items() if k != field})) for field in ("L", "a", "n")]
    cases += [("field", full(dict(create, g=game))) for game in ([], {})]
    cases += [("field", full(create, message)) for message in ([1, 2], 5, math.nan)]
    good = "#" + link.encode(invitation)
    cases += [("damaged", good + "!!!"), ("damaged", "#g" + "%" * 80)]
    return cases


def test_every_crafted_link_is_refused_in_words_in_an_open_tab_and_a_new_one(browser, site_url):
    from ludo.remote import link
    from ludo.remote.match import Match
    anna = Match.create(signer(), "mensch", [{"kind": "me", "name": "Anna"}, {"kind": "far", "name": "Bruno"}],
                        length=200)
    invitation = link.decode(link.make(anna, 1))
    context, bruno = open_distance(browser, site_url, "?speed=0&lang=de")
    try:
        for code, url in crafted(invitation):
            open_link(bruno, url)
            refused_in(bruno, code, "de")
            assert bruno.get_attribute("html", "data-ludo") == "ready"
        open_link(bruno, "#" + link.make(anna, 1))          # the real invitation: Bruno joins
        assert bruno.locator("[data-testid=refused]").is_hidden()
        before = kept(bruno)
        # a full link of the game his browser holds whose first message is 1
        open_link(bruno, "#" + link.encode(dict(invitation, m=[1])))
        refused_in(bruno, "field", "de")
        assert kept(bruno) == before
        # a new tab opened on a crafted link: ready, the refusal in words
        for code, url in crafted(invitation)[:1] + crafted(invitation)[-1:]:
            tab = context.new_page()
            tab.goto(site_url + "distance.html?speed=0&lang=it" + url)
            wait_ready(tab, 90_000)
            refused_in(tab, code, "it")
            tab.close()
        assert context.watch.problems() == []
    finally:
        context.close()


def test_a_corrupted_store_of_games_is_copied_aside_and_the_page_is_ready(browser, site_url):
    from ludoview.remote.words import WORDS
    context, page = open_distance(browser, site_url, "?speed=0&lang=en")
    try:
        for index in ("5", "null", "[" * 100_000):
            page.evaluate("text => { localStorage.clear(); localStorage.setItem('ludo.distance.index', text); "
                          "localStorage.setItem('ludo.distance.abc', '[]'); }", index)
            page.reload()
            wait_ready(page, 90_000)
            assert page.get_attribute("html", "data-ludo") == "ready"
            place = "ludo.distance.index.unreadable.1"
            assert page.inner_text("[data-testid=notice]") == WORDS("en", "d.kept_aside", place=place)
            assert page.evaluate("p => localStorage.getItem(p)", place) == index      # nothing lost
            assert page.evaluate("() => localStorage.getItem('ludo.distance.index')") is None
        # a game entry that is not one, listed in a good index: put aside too, the list drawn
        page.evaluate("() => { localStorage.clear(); localStorage.setItem('ludo.distance.index', '[\"abc\"]'); "
                      "localStorage.setItem('ludo.distance.abc', '5'); }")
        page.reload()
        wait_ready(page, 90_000)
        assert page.inner_text("[data-testid=notice]") == WORDS("en", "d.kept_aside",
                                                                place="ludo.distance.abc.unreadable.1")
        assert page.locator("[data-testid=open-game]").count() == 0
        # a game kept as junk, then its invitation opened: put aside (said) and the game taken anew
        from ludo.remote import link
        from ludo.remote.match import Match
        anna = Match.create(signer(), "mensch", [{"kind": "me", "name": "Anna"}, {"kind": "far", "name": "Bruno"}],
                            length=200)
        page.evaluate("gid => { localStorage.clear(); localStorage.setItem('ludo.distance.' + gid, "
                      "'{\"m\": {\"format\": \"ludo-remote/1\", \"messages\": [1]}}'); }", anna.game_id)
        open_link(page, "#" + link.make(anna, 1))
        assert page.locator("[data-testid=refused]").is_hidden()
        assert page.inner_text("[data-testid=notice]") == WORDS(
            "en", "d.kept_aside", place=f"ludo.distance.{anna.game_id}.unreadable.1")
        assert kept(page)["m"]["joins"]["1"]["a"] == 1
        assert context.watch.problems() == []
    finally:
        context.close()


def anna_to_bruno(anna, rng, tab) -> str:
    """Anna (CPython) plays her turn (Bruno's page answering at once when her throws need his
    values): the link for Bruno once the game waits for him."""
    for _ in range(50):
        cpython_turn(anna, 0, rng)
        if anna.waiting_for() != ("witness", 1):
            return "#" + link_of(anna, 1)
        open_link(tab, "#" + link_of(anna, 1))
        link_in(anna, the_link(tab))
    raise AssertionError("Anna's turn never ends")


def test_two_tabs_of_one_browser_never_fork_the_game(browser, site_url):
    from ludo.remote.match import Match
    from ludoview.remote.words import WORDS
    rng = random.Random(7)
    anna = Match.create(signer(), "mensch", [{"kind": "me", "name": "Anna"}, {"kind": "far", "name": "Bruno"}],
                        length=2000)
    context, first = open_distance(browser, site_url, "?speed=0&lang=en")
    try:
        open_link(first, "#" + link_of(anna, 1))
        link_in(anna, the_link(first))
        second = context.new_page()
        second.goto(site_url + "distance.html?speed=0&lang=en")
        wait_ready(second, 90_000)
        for _ in range(3):              # three rounds: each time both tabs open Anna's link
            text = anna_to_bruno(anna, rng, first)
            if anna.over():
                break
            open_link(first, text)
            open_link(second, text)
            assert first.get_attribute("html", "data-turn") == second.get_attribute("html", "data-turn") == "me"
            play_mine(second)                                   # the second tab plays and sends
            link_in(anna, the_link(second))
            # the first tab, which offered the same turn, reads the game again before it can play it
            first.wait_for_function("() => document.documentElement.getAttribute('data-turn') === 'other'")
            assert first.locator("[data-testid=throw]").count() == 0
            assert first.inner_text("[data-testid=notice]") == WORDS("en", "d.changed_elsewhere")
            play_mine(first)                                    # nothing to play: no fork
            assert kept(first) == kept(second)
            assert first.inner_text("#log") == second.inner_text("#log")
            assert first.locator("[data-testid=refused]").is_hidden()
        # Anna's next link is taken (in the first tab), and the second follows
        text = anna_to_bruno(anna, rng, first)
        open_link(first, text)
        assert first.locator("[data-testid=refused]").is_hidden(), first.inner_text("[data-testid=refused]")
        second.wait_for_function("log => document.getElementById('log').innerText === log",
                                 arg=first.inner_text("#log"))
        stored = json.loads(json.dumps(kept(first)))
        assert len(stored["m"]["messages"]) >= len(anna.messages)
        assert context.watch.problems() == []
    finally:
        context.close()


def forked_game():
    """Bruno's browser holding his turn played one way, while the turn Anna got (from his
    other tab) was played otherwise and she went on: ``(Bruno's game, Anna's game, her full link)``."""
    from remote_helpers import forked

    from ludo.remote import link
    anna, bruno = forked(signer())
    return bruno, anna, link.make(anna, 1, full=True)


def stored(page, gid: str):
    text = page.evaluate("id => localStorage.getItem('ludo.distance.' + id)", gid)
    return None if text is None else json.loads(text)


def keep_in(page, match) -> None:
    """Put ``match`` in the page's storage as the page keeps games, and read it again."""
    entry = json.dumps({"m": match.to_json(), "seen": 0, "ver": 1}, separators=(",", ":"))
    page.evaluate("([id, entry]) => { localStorage.setItem('ludo.distance.' + id, entry);"
                  " localStorage.setItem('ludo.distance.index', JSON.stringify([id])); }", [match.game_id, entry])
    page.reload()
    wait_ready(page, 90_000)


def test_a_forked_game_is_taken_from_the_friend_s_full_link_or_removed_by_the_person(browser, site_url):
    """The repair box (issue 34): Anna's full link is refused as differing from Bruno's kept
    game, which only his own unsent turn makes differ; the page offers to take her game
    (saying how many of his moves go) or to remove his; taken, the game goes on by links;
    removed, it is gone from the list and the storage. Nothing happens before the click."""
    from ludo.remote import link
    from ludoview.remote.words import WORDS
    bruno, anna, full = forked_game()
    context, page = open_distance(browser, site_url, "?speed=0&lang=en")
    try:
        keep_in(page, bruno)
        before = stored(page, bruno.game_id)
        open_link(page, "#" + full)
        refused_in(page, "differs", "en")
        take = page.locator("[data-testid=repair-take]")
        assert take.is_visible() and page.locator("[data-testid=repair-remove]").is_visible()
        assert stored(page, bruno.game_id) == before          # offered, not done
        take.click()
        assert page.inner_text("[data-testid=notice]") == WORDS("en", "d.repaired")
        assert page.locator("[data-testid=refused]").is_hidden()
        assert len(kept(page)["m"]["messages"]) == len(anna.messages)
        play_mine(page)                                        # Bruno plays on, and Anna takes it
        assert link.merge(anna, link.decode(the_link(page))) >= 1

        keep_in(page, bruno)                                   # the fork once more: removed this time
        open_link(page, "#" + full)
        page.click("[data-testid=repair-remove]")
        assert page.inner_text("[data-testid=notice]") == WORDS("en", "d.removed")
        assert stored(page, bruno.game_id) is None
        assert page.locator("[data-testid=open-game]").count() == 0
        assert context.watch.problems() == []
    finally:
        context.close()
