"""distance.html: two browsers (two contexts, each its own storage) play by exchanging the links
the page shows, and nothing else: the first rounds of mensch (one history in both), a whole game of
colonne (the record the same in both, replayed through the engine); a tampered link is refused, the
game kept as it was.

Then one page against players in CPython (ludo.remote, real signatures): the creator's page (its QR
codes read back, a computer seat of the engine's hard level, the full links, a game this browser
lacks, colonne's names), and a friend's page (what happened since, played again on the board; every
kind of tampered link refused in its own words, the kept game untouched)."""

from __future__ import annotations

import json

import pytest
from conftest import new_watched_context, wait_ready
from remote_helpers import NullSigner

from ludo import api
from ludo.remote.match import Match, canon

pytestmark = pytest.mark.browser

LINK_TIMEOUT = 30_000


def open_distance(browser, site_url, query="?speed=0&lang=en", motion: bool = False):
    """distance.html in a browser of its own, ready. Unless ``motion``, the browser asks
    for reduced motion, as a phone saving its battery does: while a game goes on by links
    the pages that wait redraw their boards' invitations frame after frame (measured on 2
    cores: a game of 80 links between two pages 35 s with motion, 26 s without; the game
    of four browsers 460 to 640 s, 155 s without); these tests are about the game."""
    context = new_watched_context(browser, reduced_motion="no-preference" if motion else "reduce")
    page = context.new_page()
    page.set_default_timeout(LINK_TIMEOUT)
    page.goto(site_url + "distance.html" + query)
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


def play_by_links(pages: dict, text: str, to: str, limit: int | None = None) -> int:
    """Two pages ("a", "b") play to the end by links (or until ``limit`` links were taken),
    ``text`` first opened on ``pages[to]`` (each link opened, refused by neither, the turn
    played, its link taken to the other); the number of links after the first."""
    links = 0
    while limit is None or links < limit:
        here, other = pages[to], pages["b" if to == "a" else "a"]
        open_link(here, text)
        assert here.locator("[data-testid=refused]").is_hidden(), here.inner_text("[data-testid=refused]")
        play_mine(here)
        if here.get_attribute("html", "data-over") == "1" and other.get_attribute("html", "data-over") == "1":
            return links
        text, to = the_link(here), "b" if to == "a" else "a"
        links += 1
        assert links < 2_000
    return links


def create_two(page, game: str = "mensch") -> None:
    """On the setup of ``page``: a game of Anna (here) and Bruno (a friend at a distance)."""
    page.select_option("[data-testid=game]", game)
    page.fill("[data-testid=name-0]", "Anna")
    page.fill("[data-testid=name-1]", "Bruno")
    page.select_option("[data-testid=kind-1]", "far")
    page.click("[data-testid=create]")


def kept(page) -> dict:
    gid = page.get_attribute("html", "data-game-id")
    return json.loads(page.evaluate("id => localStorage.getItem('ludo.distance.' + id)", gid))


#: Links of the suite's mensch game by links (colonne's is played to its end): its first rounds,
#: pieces brought out and moved; the whole game (some 300 links, 5 minutes of a CPU) is in
#: bench/bench_distance_browsers.py, and whole games by links of both games in CPython
#: (test_remote*.py).
MENSCH_LINKS = 40


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_two_browsers_play_a_game_by_links(browser, site_url, game):
    (ca, anna), (cb, bruno) = open_distance(browser, site_url), open_distance(browser, site_url)
    try:
        create_two(anna, game)
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

        links = 1 + play_by_links({"a": anna, "b": bruno}, answer, "a",
                                  MENSCH_LINKS if game == "mensch" else None)
        record_a, record_b = kept(anna), kept(bruno)
        if game == "mensch":          # the first rounds: one history, the later page's a step ahead
            mine, theirs = ([canon(m) for m in r["m"]["messages"]] for r in (record_a, record_b))
            assert min(len(mine), len(theirs)) > MENSCH_LINKS // 2
            assert mine[:len(theirs)] == theirs[:len(mine)]
            assert any(turn.get("move") for turn in Match.from_json(record_a["m"], NullSigner()).record()["turns"])
            assert ca.watch.problems() == [] and cb.watch.problems() == []
            return
        assert record_a["m"]["messages"] == record_b["m"]["messages"]
        assert "won" in anna.inner_text("[data-testid=status]")
        assert anna.inner_text("[data-testid=status]") == bruno.inner_text("[data-testid=status]")
        # the record replays through the engine
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


# --- one page against players in CPython ------------------------------------------------

def cpython_turn(match, seat: int, rng) -> list[tuple[list[str], str, bool]]:
    """Play ``seat``'s turn in CPython (random moves), giving first the values its browser owes
    (another's throws after a choice wait for them): (legal, chosen, last of the turn) of each move."""
    match.run_local(None)
    moves = []
    while match.waiting_for() == ("play", seat):
        if match.table.needs_throw():
            match.throw(seat)
        else:
            legal = match.table.legal()
            code = rng.choice(legal)
            match.move(seat, code)
            moves.append((legal, code, match.waiting_for() != ("play", seat)))
    return moves


def same_history(a: list, b: list) -> bool:
    """The same messages (each link carries a signature only on its author's last message)."""
    from ludo.remote.match import canon
    return [canon(m) for m in a] == [canon(m) for m in b]


def refused_in(page, code: str, lang: str) -> None:
    from ludoview.remote.words import WORDS
    assert not page.locator("[data-testid=refused]").is_hidden(), code
    assert page.get_attribute("[data-testid=refused]", "data-code") == code
    assert page.inner_text("[data-testid=error-text]") == WORDS(lang, "d.refused", why=WORDS(lang, "e." + code))


def test_the_creator_s_page_codes_computer_full_links_and_names(browser, site_url):
    import random

    from qr_read import decode, grid_of_svg
    from remote_helpers import setup, signer

    from ludo.remote import link
    from ludoview.remote import qr
    from ludoview.remote.words import WORDS
    context, anna = open_distance(browser, site_url)
    try:
        anna.select_option("[data-testid=players]", "3")
        for seat, (name, kind) in enumerate((("Anna", "me"), ("Carla", "hard"), ("Bruno", "far"))):
            anna.fill(f"[data-testid=name-{seat}]", name)
            anna.select_option(f"[data-testid=kind-{seat}]", kind)
        anna.click("[data-testid=create]")
        # the title names the computer's level
        assert anna.inner_text("#play-title") == "Ludo: Anna, Carla (computer, hard), Bruno"
        invitation = the_link(anna)
        # the invitation's QR code, drawn on demand, reads back to the link
        anna.click("[data-testid=qr-button]")
        svg = anna.inner_html("[data-testid=qr]")
        assert anna.get_attribute("[data-testid=qr-button]", "aria-expanded") == "true"
        assert decode(grid_of_svg(svg)) == invitation
        bruno = link.open_full(link.decode(invitation), signer())
        assert bruno.levels[1] == "hard"
        bruno.join(2)
        open_link(anna, "#" + link.make(bruno, 0))
        rng = random.Random(2)

        def bruno_s_turn() -> None:
            bruno.run_local(None)
            cpython_turn(bruno, 2, rng)
            open_link(anna, "#" + link.make(bruno, 0))
            play_mine(anna)
            link.merge(bruno, link.decode(the_link(anna)))    # the computer's moves check out here too

        play_mine(anna)                 # Anna's turn; then the page plays Carla, the computer
        link.merge(bruno, link.decode(the_link(anna)))
        for _ in range(30):
            game = kept(anna)["m"]
            if any(m["a"] == 1 and m.get("d") for m in game["messages"]):
                break
            bruno_s_turn()
        else:
            raise AssertionError("the computer never played")
        assert game["create"]["n"][1] == {"c": "cpu", "n": "Carla", "l": "hard"}
        # the full link: the whole game so far, for a browser that lacks it; with a QR code
        # while it is short enough, and the page saying there is none once it is not
        for _ in range(60):
            anna.click("[data-testid=make-full]")
            box = anna.locator(".send[data-kind=full]")
            assert box.count() == 1 and box.locator("[data-testid=full-link]").get_attribute("data-seat") == "2"
            url = box.locator("[data-testid=full-link]").input_value()
            copy = link.open_full(link.decode(url), signer())
            assert same_history(copy.messages, kept(anna)["m"]["messages"]) and copy.record() == bruno.record()
            if len(url.encode()) > qr.MAX_BYTES:
                break
            assert box.locator("[data-testid=qr-button]").count() == 1
            bruno_s_turn()
        else:
            raise AssertionError("the full link stayed short")
        assert box.locator("[data-testid=qr-button]").count() == 0
        assert box.locator("[data-testid=copy]").count() == 1
        assert box.locator("[data-testid=qr-none]").inner_text() == WORDS("en", "d.qr_too_long", n=len(url),
                                                                          most=qr.MAX_BYTES)
        # a link of a game this browser does not hold asks for a full link; the full link opens it
        anna.click("[data-testid=back]")
        pages, _ = setup("mensch", ["me", "far"], length=200)
        dora = pages[0]
        cpython_turn(dora, 0, random.Random(1))
        open_link(anna, "#" + link.make(dora, 1))
        refused_in(anna, "unknown_game", "en")
        assert "Full link" in anna.inner_text("[data-testid=error-text]")
        open_link(anna, "#" + link.make(dora, 1, full=True))
        assert anna.locator("[data-testid=refused]").is_hidden()
        assert anna.get_attribute("html", "data-game-id") == dora.game_id
        assert same_history(Match.from_json(kept(anna)["m"], signer()).messages, dora.messages)
        anna.click("[data-testid=back]")
        assert anna.locator("[data-testid=open-game]").count() == 2
        # colonne's board names its players, as mensch's does
        anna.select_option("[data-testid=game]", "colonne")
        anna.fill("[data-testid=name-0]", "Anna")
        anna.fill("[data-testid=name-1]", "Bruno")
        anna.select_option("[data-testid=kind-1]", "far")
        anna.click("[data-testid=create]")
        board = anna.inner_html("[data-testid=board]")
        assert "Anna" in board and "Bruno" in board
        assert context.watch.problems() == []
    finally:
        context.close()


def replayed_then_a_choice(anna, bruno, rng, replay: bool):
    """Anna (CPython) and Bruno's page play till Anna's turn has a choice: (her link, not yet
    opened, and her moves), or None if the game ends first. With ``replay``, her first turn
    is played again on his board, step by step, each line marked in its turn."""
    for rounds in range(300):
        moves = cpython_turn(anna, 0, rng)
        if anna.over():
            return None
        text = link_of(anna, 1)
        if rounds == 0 and replay:
            bruno.evaluate(STEPS)
            open_link(bruno, "#" + text)
            bruno.wait_for_selector("#board[data-replay=done]")
            steps = bruno.evaluate("window.__steps")
            count = bruno.locator("#since li").count()
            assert count >= 1 and len(steps) >= count
            assert [int(s) for s, _ in steps[-count:]] == sorted(int(s) for s, _ in steps[-count:])
            assert any(now >= 0 for _, now in steps)
            assert bruno.locator("#since li.now").count() == 0
        elif rounds and any(len(legal) > 1 for legal, _, _ in moves):
            return text, moves
        else:
            open_link(bruno, "#" + text)
        assert bruno.locator("[data-testid=refused]").is_hidden()
        play_mine(bruno)
        if bruno.get_attribute("html", "data-over") == "1":
            return None
        link_in(anna, the_link(bruno))
    raise AssertionError(f"a game that never ends: {anna.waiting_for()}")


def link_of(match, seat: int) -> str:
    from ludo.remote import link
    return link.make(match, seat)


def link_in(match, text: str) -> None:
    from ludo.remote import link
    link.merge(match, link.decode(text))


STEPS = """() => { window.__steps = []; new MutationObserver(() => {
  const b = document.getElementById('board'), now = document.querySelector('#since li.now');
  window.__steps.push([b.getAttribute('data-step'), now ? [...now.parentNode.children].indexOf(now) : -1]);
}).observe(document.getElementById('board'), {attributes: true, attributeFilter: ['data-step']}); }"""


def test_a_friend_s_page_plays_the_news_again_and_refuses_each_tampering(browser, site_url):
    """Bruno's page (French, at a quarter of the pace) against Anna in CPython: her turn is
    played again on his board; then her link with a choice in it, tampered in every way, is
    refused each time in its own words with the kept game as it was; the real one is taken,
    and taken again without effect."""
    import base64
    import random

    from remote_helpers import setup, signer

    from ludo.remote import link
    from ludo.remote.match import b64, check_of
    context, bruno = open_distance(browser, site_url, "?speed=0.25&lang=fr", motion=True)   # played again, step by step
    rng = random.Random(4)
    try:
        for game in range(3):       # a new game in the rare one that ends before Anna has a choice
            anna = Match.create(signer(), "mensch", [{"kind": "me", "name": "Anna"},
                                                     {"kind": "far", "name": "Bruno"}], length=2000)
            open_link(bruno, "#" + link.make(anna, 1))
            link.merge(anna, link.decode(the_link(bruno)))
            text = replayed_then_a_choice(anna, bruno, rng, replay=game == 0)
            if text is not None:
                break
        else:
            raise AssertionError("three games without a choice for Anna")
        moves = text[1]
        text = text[0]
        before = kept(bruno)
        good = link.decode(text)
        mine = [i for i, body in enumerate(good["m"]) if body["a"] == 0 and body.get("d")][-1]

        def variant(change) -> str:
            payload = json.loads(json.dumps(good))
            change(payload["m"][mine])
            return "#" + link.encode(payload)

        legal, code, _ = [m for m in moves if len(m[0]) > 1][-1]
        other = next(c for c in legal if c != code)

        def changed_move(body, mend=False):
            body["d"][len(body["d"]) - 1 - body["d"][::-1].index("m" + code)] = "m" + other
            if mend:
                body["c"] = check_of(body)

        def reordered(body):
            i = next(i for i in range(len(body["d"]) - 1) if body["d"][i][0] == "r" and body["d"][i + 1][0] == "m")
            body["d"][i], body["d"][i + 1] = body["d"][i + 1], body["d"][i]

        def mended(fn):
            return lambda body: (fn(body), body.__setitem__("c", check_of(body)))

        def flip_signature(body):
            signature = bytearray(base64.urlsafe_b64decode(body["s"] + "=="))
            signature[7] ^= 1
            body["s"] = b64(bytes(signature))

        def die(body):
            i = next(i for i, a in enumerate(body["d"]) if a[0] == "r")
            body["d"][i] = "r" + str(int(body["d"][i][1]) % 6 + 1)

        elsewhere, _ = setup("mensch", ["me", "far"], length=200)
        cpython_turn(elsewhere[0], 0, rng)
        cases = [
            ("changed", variant(changed_move)),
            ("order", variant(reordered)),
            ("seat", variant(mended(lambda body: body.__setitem__("a", 1)))),
            ("reveal", variant(mended(lambda body: body.__setitem__("o", b64(bytes(16)))))),
            ("die", variant(mended(die))),
            ("forged", variant(flip_signature)),
            ("forged", variant(lambda body: changed_move(body, mend=True))),
            ("other_game", "#" + link.make(elsewhere[0], 1)),
            ("truncated", "#" + text[:-25]),
        ]
        for code_, url in cases:
            open_link(bruno, url)
            refused_in(bruno, code_, "fr")
            assert kept(bruno) == before, code_
        open_link(bruno, "#" + text)                      # the real one
        assert bruno.locator("[data-testid=refused]").is_hidden()
        after = kept(bruno)
        assert after != before
        # Anna's history, and, when her turn ends waiting for the values her next throw needs
        # (a throw after a choice: in about one game in 40, by the secrets), Bruno's page's
        # answer giving them at once: a message of his own with no action
        taken = after["m"]["messages"]
        assert same_history(taken[:len(anna.messages)], anna.messages)
        assert all(body["a"] == 1 and "d" not in body and "w" in body for body in taken[len(anna.messages):])
        assert len(taken) - len(anna.messages) == (anna.waiting_for() == ("witness", 1))
        open_link(bruno, "#" + text)                      # again: no effect, no error
        assert bruno.locator("[data-testid=refused]").is_hidden()
        assert kept(bruno) == after
        assert context.watch.problems() == []
    finally:
        context.close()


# --- a player who stops answering: agreement (ludoview.remote.votes) ------------------------

def test_two_browsers_end_by_agreement_the_game_of_a_player_who_stops(browser, site_url):
    """Bruno stops answering: Anna's page offers to end the game (not a computer for his seat:
    with two browsers no throw would have a witness), which ends it at once (the game waits
    for him: he has no vote); his page, opening her next link, shows the same end."""

    from ludoview.remote.words import WORDS
    (ca, anna), (cb, bruno) = open_distance(browser, site_url), open_distance(browser, site_url, "?speed=0&lang=fr")
    try:
        create_two(anna)
        assert anna.locator("[data-testid=stuck]").count() == 0      # not before the game begins
        open_link(bruno, the_link(anna))
        open_link(anna, the_link(bruno))
        for _ in range(2):
            play_mine(anna)
            open_link(bruno, the_link(anna))
            play_mine(bruno)
            open_link(anna, the_link(bruno))
        play_mine(anna)
        # from here on Bruno does not answer
        stuck = anna.locator("[data-testid=stuck]")
        assert stuck.count() == 1 and anna.locator("[data-testid=propose-cpu]").count() == 0
        stuck.locator("summary").click()
        assert stuck.locator("summary").inner_text() == "Is Bruno not answering?"
        assert "the game ends at once" in stuck.inner_text()
        assert stuck.locator("[data-testid=propose-end]").inner_text() == "End the game here"
        anna.click("[data-testid=propose-end]")
        assert anna.inner_text("[data-testid=status]") == "The game was stopped before the end."
        assert anna.get_attribute("html", "data-over") == "1"
        assert anna.locator("[data-testid=stuck], [data-testid=throw], [data-testid=move]").count() == 0
        open_link(bruno, the_link(anna))
        assert bruno.locator("[data-testid=refused]").is_hidden(), bruno.inner_text("[data-testid=refused]")
        assert bruno.inner_text("[data-testid=status]") == WORDS("fr", "v.ended_two")
        assert bruno.get_attribute("html", "data-over") == "1"
        assert bruno.locator("[data-testid=stuck], [data-testid=throw], [data-testid=move]").count() == 0
        assert same_history(kept(anna)["m"]["messages"], kept(bruno)["m"]["messages"])
        records = [Match.from_json(kept(p)["m"], NullSigner()).record() for p in (anna, bruno)]
        assert records[0] == records[1] and api.result(api.replay(records[0])["positions"][-1]) is None
        for context in (ca, cb):
            assert context.watch.problems() == []
    finally:
        ca.close()
        cb.close()


def test_a_friend_s_page_votes_on_a_computer_for_a_silent_player_then_ends_the_game(browser, site_url):
    """Bruno's page (Italian) with Anna and Carla in CPython; Carla stops answering. Anna
    proposes a computer for her seat and Bruno refuses; Bruno proposes it and Anna refuses
    (his page then does not play Carla's seat, and shows her link again); Anna proposes it
    again and Bruno agrees: her page plays Carla, his title says so, and the game goes on
    until, waiting for Anna, his page ends it (two browsers left: no vote needed)."""
    import random

    from remote_helpers import signer

    from ludo.remote import link
    from ludoview.remote.words import WORDS

    def w(key, **params):
        return WORDS("it", key, **params)

    context, bruno = open_distance(browser, site_url, "?speed=0&lang=it")
    rng = random.Random(11)
    try:
        anna = Match.create(signer(), "mensch", [{"kind": "me", "name": "Anna"}, {"kind": "far", "name": "Bruno"},
                                                 {"kind": "far", "name": "Carla"}], length=2000)
        carla = link.open_full(link.decode(link_of(anna, 2)), signer())
        carla.join(2)
        link_in(anna, link_of(carla, 0))
        open_link(bruno, "#" + link_of(anna, 1))
        link_in(anna, the_link(bruno))
        others = {0: anna, 2: carla}

        def bruno_s_links(skip=()) -> None:
            links = bruno.locator("[data-testid=link]")
            for i in range(links.count()):
                seat = int(links.nth(i).get_attribute("data-seat"))
                if seat not in skip:
                    link_in(others[seat], links.nth(i).input_value())

        def silent_carla() -> bool:
            summary = bruno.locator("[data-testid=stuck] summary")
            return summary.count() == 1 and summary.inner_text() == w("v.stuck", name="Carla")

        for _ in range(60):                     # a few rounds, till Bruno's page waits for Carla
            if silent_carla():
                break
            for seat, match in others.items():
                cpython_turn(match, seat, rng)
                for to in link.outbox(match):
                    if to == 1:
                        open_link(bruno, "#" + link_of(match, 1))
                        play_mine(bruno)
                    else:
                        link_in(others[to], link_of(match, to))
            if not silent_carla():
                bruno_s_links()
        else:
            raise AssertionError("Carla was never waited for")
        to_carla = bruno.locator("[data-testid=link][data-seat='2']").input_value()
        bruno_s_links(skip=(2,))

        def stuck_box():
            bruno.locator("[data-testid=stuck] summary").click()
            return bruno.locator("[data-testid=stuck]")

        # 1. Anna proposes a computer for Carla; Bruno refuses; his refusal goes to Anna too
        link_in(anna, to_carla)
        anna.propose(0, "cpu", 2)
        open_link(bruno, "#" + link_of(anna, 1))
        assert bruno.inner_text("[data-testid=status]") == w("v.proposed_cpu", name="Anna", seat="Carla")
        assert bruno.inner_text("[data-testid=vote]").startswith(w("v.question"))
        bruno.click("[data-testid=vote-no]")
        assert {bruno.locator("[data-testid=link]").nth(i).get_attribute("data-seat") for i in range(2)} == {"0", "2"}
        link_in(anna, bruno.locator("[data-testid=link][data-seat='0']").input_value())
        assert anna.proposal is None and anna.is_person(2)
        # 2. Bruno proposes it; Anna refuses: his page does not play Carla's seat, her link is shown again
        stuck_box().locator("[data-testid=propose-cpu]").click()
        assert bruno.inner_text("[data-testid=status]") == w("v.waiting", name="Anna")
        assert bruno.inner_text("[data-testid=proposal]") == w("v.proposed_cpu", name="Bruno", seat="Carla")
        link_in(anna, the_link(bruno))
        anna.vote(0, False)
        open_link(bruno, "#" + link_of(anna, 1))
        assert bruno.inner_text("[data-testid=vote-refused]") == w("v.refused", name="Anna")
        assert bruno.locator("[data-testid=link]").get_attribute("data-seat") == "2"
        assert silent_carla() and bruno.locator("[data-testid=throw], [data-testid=move]").count() == 0
        # 3. Anna proposes it again, Bruno agrees: Anna's page plays Carla's seat from now on
        anna.propose(0, "cpu", 2)
        open_link(bruno, "#" + link_of(anna, 1))
        bruno.click("[data-testid=vote-yes]")
        assert bruno.inner_text("#play-title") == "Non t'arrabbiare: Anna, Bruno, Carla (computer, medio)"
        assert bruno.inner_text("[data-testid=taken]") == w("v.taken", seat="Carla", name="Anna")
        link_in(anna, the_link(bruno))
        assert anna.controller(2) == 0 and not anna.is_person(2)
        # the game goes on between the two pages, Anna's playing Carla's seat
        for _ in range(3):
            anna.run_local(lambda seat, legal: rng.choice(legal), persons=True)
            open_link(bruno, "#" + link_of(anna, 1))
            assert bruno.locator("[data-testid=refused]").is_hidden(), bruno.inner_text("[data-testid=refused]")
            play_mine(bruno)
            link_in(anna, the_link(bruno))    # (no mensch game ends in three rounds)
        # 4. waiting for Anna, Bruno's page ends the game (no computer offered: two browsers)
        stuck = stuck_box()
        assert stuck.locator("summary").inner_text() == w("v.stuck", name="Anna")
        assert stuck.locator("[data-testid=propose-cpu]").count() == 0
        assert stuck.locator("[data-testid=propose-end]").inner_text() == w("v.end_now")
        stuck.locator("[data-testid=propose-end]").click()
        assert bruno.inner_text("[data-testid=status]") == w("v.ended_two")
        assert bruno.get_attribute("html", "data-over") == "1"
        # every proposal, vote and result, in order, under the moves
        items = bruno.locator("[data-testid=decisions] li")
        assert [items.nth(i).inner_text() for i in range(items.count())] == [
            w("v.h.cpu", name="Anna", seat="Carla"), w("v.h.no", name="Bruno"),
            w("v.h.cpu", name="Bruno", seat="Carla"), w("v.h.no", name="Anna"),
            w("v.h.cpu", name="Anna", seat="Carla"), w("v.h.yes", name="Bruno"),
            w("v.h.taken", seat="Carla", name="Anna"), w("v.h.ended_by", name="Bruno")]
        assert bruno.inner_text("#decisions-box h3") == w("v.h.title")
        link_in(anna, the_link(bruno))
        assert anna.over() and anna.ended
        assert same_history(kept(bruno)["m"]["messages"], anna.messages)
        assert context.watch.problems() == []
    finally:
        context.close()
