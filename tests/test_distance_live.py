"""Live play on one network (ludo.remote.pairing, ludoview.remote.live): the pairing
links read within their limits, the site's ICE settings, the policy the build writes;
in the browser, two contexts pair through the offer and answer links and play a whole
game live, then one side's page is closed mid-game and both go on by links.

No launch flag is needed: Chromium hides the host addresses of its candidates behind
mDNS names (``….local``), and two contexts of one browser resolve each other's names
(they share its network service), so the shared browser of conftest serves."""

from __future__ import annotations

import base64
import json
import re
import time
import zlib

import pytest

from ludo import api
from ludo.remote import pairing
from ludo.remote.errors import RemoteError

GID = base64.urlsafe_b64encode(bytes(range(12))).decode()
PAIR = base64.urlsafe_b64encode(bytes(8)).rstrip(b"=").decode()
SDP = ("v=0\r\no=- 46 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
       "c=IN IP4 0.0.0.0\r\na=candidate:1 1 udp 2113937151 192.0.2.2 48027 typ host generation 0\r\n"
       "a=ice-ufrag:C+w2\r\na=ice-pwd:tXN5cbBtqzi7ZGLJloo8cn0v\r\na=setup:actpass\r\na=mid:0\r\n")


def raw_link(payload) -> str:
    text = json.dumps(payload).encode()
    return "w" + base64.urlsafe_b64encode(zlib.compress(text)).rstrip(b"=").decode()


def refused(text) -> str:
    with pytest.raises(RemoteError) as caught:
        pairing.decode(text)
    return caught.value.code


def test_a_pairing_link_reads_back_and_bad_ones_are_refused_by_name():
    text = pairing.encode("offer", GID, 1, PAIR, SDP)
    assert pairing.is_pairing(text) and pairing.is_pairing("http://x/distance.html#" + text)
    assert not pairing.is_pairing("g" + text[1:])
    data = pairing.decode("http://127.0.0.1/distance.html#" + text)
    assert (data["k"], data["id"], data["f"], data["p"], data["s"]) == ("offer", GID, 1, PAIR, SDP)
    assert len(text) < 600
    assert pairing.candidates(SDP) == [("192.0.2.2", "host")]

    good = {"v": 1, "k": "answer", "id": GID, "f": 1, "p": PAIR, "s": SDP}
    assert pairing.decode(raw_link(good))["k"] == "answer"
    assert refused(text[:-7]) == "truncated"
    assert refused(text[:-2] + "!!") == "bad_link"
    assert refused("w" + "A" * (pairing.MAX_LINK + 1)) == "too_large"
    bomb = "w" + base64.urlsafe_b64encode(zlib.compress(b" " * (pairing.MAX_INFLATED + 10))).decode()
    assert refused(bomb) == "too_large"
    assert refused(raw_link(dict(good, s=SDP.replace("a=candidate", "a=x")))) == "no_address"
    assert refused(raw_link(dict(good, s="v=0\r\nm=audio 9\r\na=candidate:1\r\n"))) == "bad_link"
    assert refused(raw_link(dict(good, s="v=0\r\n\x00m=application 9\r\n"))) == "bad_link"
    assert refused(raw_link(dict(good, s=SDP + "a=x" * pairing.MAX_SDP))) == "too_large"
    for field, value in (("k", "hello"), ("f", 7), ("f", True), ("id", "short"), ("p", "x"), ("v", 2)):
        assert refused(raw_link(dict(good, **{field: value}))) == "bad_link", field
    assert refused(raw_link(dict(good, more=1))) == "bad_link"
    assert refused(raw_link([1, 2])) == "bad_link"
    assert refused(42) == "bad_link"


def test_the_sites_ice_settings_are_none_by_default_and_checked():
    from conftest import ROOT

    shipped = (ROOT / "web" / "ice.json").read_text()
    assert pairing.ice_servers(shipped) == []
    assert pairing.ice_servers("") == []
    servers = pairing.ice_servers(json.dumps({"iceServers": [
        {"urls": "stun:stun.example.org:3478"},
        {"urls": ["turn:turn.example.org:3478"], "username": "u", "credential": "p"}]}))
    assert servers[0] == {"urls": ["stun:stun.example.org:3478"]} and servers[1]["credential"] == "p"
    for bad in ("[1]", "{", '{"iceServers": [{"urls": "http://example.org"}]}',
                '{"iceServers": [{"urls": []}]}', '{"iceServers": [{"urls": "stun:x", "other": 1}]}',
                json.dumps({"iceServers": [{"urls": "stun:x"}] * 9})):
        with pytest.raises(RemoteError) as caught:
            pairing.ice_servers(bad)
        assert caught.value.code == "ice" and "ice.json" in str(caught.value)


def test_the_distance_pages_policy_lets_only_its_own_site_be_reached(dist_dir):
    """WebRTC's data channel is not a fetch (no CSP directive governs it in Chromium): the
    policy of distance.html stays the site's own, every source 'self' or none."""
    html = (dist_dir / "distance.html").read_text()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', html).group(1)
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["connect-src"] == "'self'"
    assert directives["default-src"] == "'none'"
    assert not re.search(r"https?:|wss?:|\*", policy)
    assert (dist_dir / "ice.json").is_file()


# --- in the browser -----------------------------------------------------------------------

LIVE_MS = 30_000


def pages_of(browser, site_url):
    from test_distance_browser import open_distance
    return open_distance(browser, site_url), open_distance(browser, site_url)


def create(anna, game: str) -> None:
    from test_distance_browser import create_two
    create_two(anna, game)


def live_link(page, kind: str) -> str:
    area = page.locator(f"[data-testid=live-link][data-kind={kind}]")
    area.wait_for(timeout=LIVE_MS)
    return area.input_value()


def pair(anna, bruno, site_url: str = "", opened: int = 1, paste: bool = False) -> dict:
    """Anna's page offers, Bruno's answers, Anna opens the answer (with ``site_url``, in a new
    tab of her browser, as a link tapped in a messenger opens: that tab hands it over to
    the one that made the offer; with ``paste``, pasted in the field under the offer): the
    channel opens."""
    from conftest import wait_ready
    from test_distance_browser import open_link
    anna.locator("[data-testid=live-pair]").first.click()
    offer = live_link(anna, "offered")
    open_link(bruno, offer)
    answer = live_link(bruno, "answered")
    if paste:
        anna.fill("[data-testid=live-paste]", answer)
        anna.click("[data-testid=live-connect]")
    elif site_url:
        tab = anna.context.new_page()
        tab.goto(site_url + "distance.html?speed=0&lang=en#" + answer.split("#", 1)[1])
        wait_ready(tab, 90_000)
        tab.wait_for_function("tail => document.documentElement.getAttribute('data-handled') === tail",
                              arg=answer[-16:])
        assert "went to the tab" in tab.inner_text("[data-testid=notice]")
        tab.close()
    else:
        open_link(anna, answer)
    bruno.locator("[data-testid=live-state][data-state=open]").wait_for(timeout=LIVE_MS)
    anna.wait_for_function(f"document.querySelectorAll('[data-testid=live-state][data-state=open]').length "
                           f"=== {opened}", timeout=LIVE_MS)
    sdps = [pairing.decode(text)["s"] for text in (offer, answer)]
    return {"offer": offer, "answer": answer, "candidates": [pairing.candidates(s) for s in sdps]}


def my_turn(pages, timeout: float = LIVE_MS / 1000):
    """The page whose person is to play now (the news came over the channel), or None when
    the game is over in every page."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if all(p.get_attribute("html", "data-over") == "1" for p in pages):
            return None
        for p in pages:
            if p.get_attribute("html", "data-turn") == "me" and \
                    p.locator("[data-testid=throw], [data-testid=move]").count():
                return p
        time.sleep(0.03)
    raise AssertionError("nobody's turn came: " + " | ".join(p.inner_text("body")[:400] for p in pages))


def play_one(page) -> None:
    if page.locator("[data-testid=throw]").count():
        page.click("[data-testid=throw]")
    else:
        page.locator("[data-testid=move]").first.click()


def same_record(anna, bruno, game: str) -> None:
    from remote_helpers import NullSigner
    from test_distance_browser import kept

    from ludo.remote.match import Match
    a, b = kept(anna), kept(bruno)
    assert a["m"]["messages"] == b["m"]["messages"]
    record = Match.from_json(a["m"], NullSigner()).record()
    assert record == Match.from_json(b["m"], NullSigner()).record()
    assert record["game"] == game
    done = api.replay(record)
    assert api.result(done["positions"][-1]) is not None


@pytest.mark.browser
def test_two_browsers_pair_by_links_and_play_a_whole_game_live(browser, site_url):
    (ca, anna), (cb, bruno) = pages_of(browser, site_url)
    try:
        create(anna, "colonne")
        from test_distance_browser import open_link
        open_link(bruno, "distance.html#" + pairing.encode("offer", GID, 1, PAIR, SDP)[:-9])
        assert "Pairing link refused: the link is cut short" in bruno.inner_text("[data-testid=refused]")
        open_link(bruno, "distance.html#" + raw_link({"v": 1, "k": "answer", "id": GID, "f": 1, "p": PAIR,
                                                      "s": SDP.replace("a=candidate", "a=x")}))
        assert "no address" in bruno.inner_text("[data-testid=refused]")
        open_link(anna, "distance.html#" + pairing.encode("answer", GID, 1, PAIR, SDP))
        assert "not waiting for this answer" in anna.inner_text("[data-testid=refused]")
        paired = pair(anna, bruno)
        open_link(bruno, paired["offer"])       # opened again: nothing changes
        open_link(anna, paired["answer"])
        for page in (anna, bruno):
            assert page.locator("[data-testid=live-state][data-state=open]").count() == 1
        # no ICE server (ice.json as shipped), and so every address is the device's own (no
        # server-reflexive or relayed candidate: nothing but the other page was asked)
        assert [p.get_attribute("html", "data-live-ice") for p in (anna, bruno)] == ["0", "0"]
        for found in paired["candidates"]:
            assert found and {kind for _, kind in found} == {"host"}, found
        # the invitation and the answer went over the channel: the game has begun in both
        actions = 0
        while (here := my_turn([anna, bruno])) is not None:
            assert here.locator("[data-testid=link]:visible").count() == 0   # no link to send by hand
            play_one(here)
            actions += 1
            assert actions < 3_000
        for page in (anna, bruno):
            assert page.locator("[data-testid=live-state][data-state=open]").count() == 1
            assert page.locator("[data-testid=refused]").is_hidden()
        assert "won" in anna.inner_text("[data-testid=status]")
        assert anna.inner_text("[data-testid=status]") == bruno.inner_text("[data-testid=status]")
        same_record(anna, bruno, "colonne")
        print(f"\ncolonne live: {actions} throws and moves; offer {len(paired['offer'])} characters, "
              f"answer {len(paired['answer'])}")
        for context in (ca, cb):
            assert context.watch.problems() == []
            assert [u for u in context.watch.requests if u.endswith("/ice.json")]   # the site's own settings
    finally:
        ca.close()
        cb.close()


#: Links the two pages exchange after a page was closed (the game goes on by links: a whole game
#: by links is test_distance_browser.py's).
LINKS_AFTER_CLOSE = 12


@pytest.mark.browser
def test_a_page_closed_mid_game_leaves_both_to_go_on_by_links(browser, site_url):
    from conftest import wait_ready
    from test_distance_browser import kept, play_by_links, play_mine, the_link

    from ludo.remote.match import canon
    (ca, anna), (cb, bruno) = pages_of(browser, site_url)
    try:
        create(anna, "colonne")
        pair(anna, bruno, site_url)
        for _ in range(12):
            play_one(my_turn([anna, bruno]))
        my_turn([anna, bruno])
        bruno.close()                       # Bruno's page is closed; his browser keeps the game
        anna.locator("[data-testid=live-state][data-state=lost]").wait_for(timeout=LIVE_MS)
        assert "lost" in anna.inner_text("[data-testid=notice]")
        bruno = cb.new_page()
        bruno.goto(anna.url.split("?")[0] + "?speed=0&lang=en")
        wait_ready(bruno, 90_000)
        pages = {"a": anna, "b": bruno}
        if anna.get_attribute("html", "data-turn") == "me":
            play_mine(anna)
        assert anna.locator("[data-testid=link]").first.is_visible()   # the page shows the link again
        links = play_by_links(pages, the_link(anna), "b", LINKS_AFTER_CLOSE)
        assert links == LINKS_AFTER_CLOSE or anna.get_attribute("html", "data-over") == "1"
        mine, theirs = ([canon(m) for m in kept(p)["m"]["messages"]] for p in (anna, bruno))
        assert mine[:len(theirs)] == theirs[:len(mine)] and min(len(mine), len(theirs)) > LINKS_AFTER_CLOSE
        for context in (ca, cb):
            assert context.watch.problems() == []
    finally:
        ca.close()
        cb.close()


def unreachable_answer(answer: str) -> str:
    """Bruno's answer as from a device Anna's cannot reach: every candidate's address a
    documentation one (192.0.2.1, TEST-NET-1) and another ICE password (so her answers to
    his own checks cannot be read either)."""
    data = pairing.decode(answer)
    sdp = re.sub(r"^(a=candidate:\S+ \d+ \S+ \d+ )\S+ \d+", r"\g<1>192.0.2.1 9", data["s"], flags=re.M)
    sdp = re.sub(r"^a=ice-pwd:(\S+)", lambda found: "a=ice-pwd:" + "x" * len(found.group(1)), sdp, flags=re.M)
    assert {address for address, _ in pairing.candidates(sdp)} == {"192.0.2.1"}
    return "distance.html#" + pairing.encode("answer", data["id"], data["f"], data["p"], sdp)


@pytest.mark.browser
def test_a_device_that_cannot_be_reached_is_said_so_and_the_game_goes_on_by_links(browser, site_url):
    """The channel never opens (the answer names an address nobody has): after the page's
    wait (``?live_wait=2``, the tests' shorter one for CONNECT_SECONDS' 30 s) Anna's page says
    Bruno's device cannot be reached, in words, offers to pair again, and the game goes on
    by links: nothing is lost."""
    import view_helpers  # noqa: F401  (puts web/py on the path)
    from test_distance_browser import kept, open_distance, open_link, play_mine, same_history, the_link

    from ludoview.remote.words import WORDS
    (ca, anna), (cb, bruno) = open_distance(browser, site_url, "?speed=0&lang=de&live_wait=2"), \
        open_distance(browser, site_url)
    try:
        create(anna, "mensch")
        invitation = the_link(anna)
        anna.locator("[data-testid=live-pair]").click()
        open_link(bruno, live_link(anna, "offered"))
        far = unreachable_answer(live_link(bruno, "answered"))
        began = time.monotonic()
        open_link(anna, far)
        anna.locator("[data-testid=live-state][data-state=connecting]").wait_for(timeout=LIVE_MS)
        anna.locator("[data-testid=refused]").wait_for(state="visible", timeout=LIVE_MS)
        waited = time.monotonic() - began
        assert anna.inner_text("[data-testid=error-text]") == WORDS("de", "l.unreachable", name="Bruno")
        assert "erreichbar" in anna.inner_text("[data-testid=error-text]")
        assert 1.5 < waited < 20, waited            # the page's own wait, not the browser's ICE timeout
        assert anna.locator("[data-testid=live-state][data-state=lost]").count() == 1
        # the box says it never connected, not that a connection was lost
        assert anna.inner_text("[data-testid=live-state][data-state=lost]") == WORDS("de", "l.unreached", name="Bruno")
        assert anna.locator("[data-testid=live-pair]").count() == 1          # pair again, if they like
        # nothing is lost: the invitation is still there, and the game goes on by links
        assert the_link(anna) == invitation
        open_link(bruno, invitation)
        text, here, there = the_link(bruno), anna, bruno
        for _ in range(6):
            open_link(here, text)
            assert here.locator("[data-testid=refused]").is_hidden(), here.inner_text("[data-testid=refused]")
            play_mine(here)
            text, here, there = the_link(here), there, here
        open_link(here, text)
        assert here.locator("[data-testid=refused]").is_hidden()
        assert same_history(kept(anna)["m"]["messages"], kept(bruno)["m"]["messages"])
        for context in (ca, cb):
            assert context.watch.problems() == []
    finally:
        ca.close()
        cb.close()


@pytest.mark.browser
def test_with_three_people_the_creator_relays_and_every_page_follows_live(browser, site_url):
    """Bruno and Carla each pair with Anna, who relays: a few rounds of a three-person mensch
    game go by live (Carla's dice come from Bruno's values, through Anna's page), and
    every page holds the same history."""
    from test_distance_browser import kept, open_distance
    opened = [open_distance(browser, site_url) for _ in range(3)]
    anna, bruno, carla = pages = [p for _, p in opened]
    try:
        anna.select_option("[data-testid=players]", "3")
        for seat, name in enumerate(("Anna", "Bruno", "Carla")):
            anna.fill(f"[data-testid=name-{seat}]", name)
            if seat:
                anna.select_option(f"[data-testid=kind-{seat}]", "far")
        anna.click("[data-testid=create]")
        pair(anna, bruno, opened=1)
        pair(anna, carla, opened=2, paste=True)
        assert anna.locator("[data-testid=live-pair]").count() == 0
        played = {id(p): 0 for p in pages}
        for _ in range(45):
            here = my_turn(pages)
            play_one(here)
            played[id(here)] += 1
        assert all(played.values()), "somebody never played"
        my_turn(pages)
        histories = []
        for _ in range(200):
            histories = [kept(p)["m"]["messages"] for p in pages]
            if histories[0] == histories[1] == histories[2]:
                break
            time.sleep(0.05)
        assert histories[0] == histories[1] == histories[2] and len(histories[0]) >= 10
        for page in pages:
            assert page.locator("[data-testid=link]:visible").count() == 0
            assert page.locator("[data-testid=refused]").is_hidden()
        for context, _ in opened:
            assert context.watch.problems() == []
    finally:
        for context, _ in opened:
            context.close()


@pytest.mark.browser
def test_the_ice_servers_the_page_uses_are_those_of_ice_json(browser, site_url):
    """The one place a deployer names ICE servers: with a STUN server in ice.json the page
    asks it (a STUN binding request reaches a socket of this test); a bad file is said."""
    import socket

    listener = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    listener.bind(("127.0.0.1", 0))
    listener.settimeout(20)
    settings = {"iceServers": [{"urls": f"stun:127.0.0.1:{listener.getsockname()[1]}"}]}
    from conftest import new_watched_context
    context = new_watched_context(browser, service_workers="block", reduced_motion="reduce")   # ice.json as served here
    page = context.new_page()
    try:
        page.goto(site_url + "distance.html?speed=0&lang=de")
        wait_ready_page(page)
        context.route("**/ice.json", lambda route: route.fulfill(status=200, content_type="application/json",
                                                                 body='{"iceServers": [{"urls": "http://x"}]}'))
        create(page, "colonne")
        assert page.inner_text("[data-testid=live-pair]") == "Live mit Bruno spielen"
        page.click("[data-testid=live-pair]")
        live_link(page, "offered")          # no servers: the offer is made at once
        assert "Die Datei ice.json der Seite ist ungültig" in page.inner_text("[data-testid=refused]")
        assert "Schick diesen Link an Bruno" in page.inner_text("[data-testid=live]")

        context.unroute("**/ice.json")
        context.route("**/ice.json", lambda route: route.fulfill(status=200, content_type="application/json",
                                                                 body=json.dumps(settings)))
        page.reload()
        wait_ready_page(page)
        page.locator("[data-testid=open-game]").first.click()
        page.click("[data-testid=live-pair]")
        page.wait_for_function("document.documentElement.getAttribute('data-live-ice') === '1'")
        request, _ = listener.recvfrom(2048)
        assert request[:2] == b"\x00\x01" and request[4:8] == bytes.fromhex("2112a442")   # STUN binding
    finally:
        listener.close()
        context.close()


def wait_ready_page(page) -> None:
    from conftest import wait_ready
    wait_ready(page, 90_000)


# --- offline ------------------------------------------------------------------------------

@pytest.mark.browser
def test_a_game_at_a_distance_is_made_and_goes_on_by_links_with_no_network(browser, tmp_path):
    """After one visit of distance.html (it registers sw.js, which caches every file of the
    site: the page, distance.zip, ice.json, the runtime), two browsers with the network gone
    open the page again, create a game and play it on by links."""
    from conftest import LOCAL_HOST, new_watched_context, offline, wait_ready
    from test_distance_browser import LINK_TIMEOUT, open_link, play_mine, the_link
    from test_offline import READY_MS, controlled_by_service_worker

    import build

    out = build.build(tmp_path / "site", quiet=True)
    server = build.serve(out, 0, quiet=True, background=True)
    url = f"http://{LOCAL_HOST}:{server.server_address[1]}/distance.html?speed=0&lang=en"
    contexts = [new_watched_context(browser, service_workers="allow", reduced_motion="reduce") for _ in range(2)]   # (see open_distance)
    try:
        anna, bruno = pages = [context.new_page() for context in contexts]
        for page in pages:
            page.set_default_timeout(LINK_TIMEOUT)
            page.goto(url)
            wait_ready(page, READY_MS)
            controlled_by_service_worker(page)
        cached = anna.evaluate("""async () => {
            const names = (await caches.keys()).filter(n => n.startsWith('ludo-app|'));
            const cache = await caches.open(names[0]);
            return (await cache.keys()).map(r => new URL(r.url).pathname.slice(1)); }""")
        assert {"distance.html", "distance.zip", "app.zip", "pages.zip", "ice.json", "sw.js"} - set(cached) \
            == {"sw.js"}, cached

        server.shutdown()
        server.server_close()
        server = None
        for context in contexts:
            context.route("**/*", lambda route: route.abort("internetdisconnected"))
            context.set_offline(True)
        for page in pages:
            page.reload()
            wait_ready(page, READY_MS)
            offline(page.context)
            assert page.evaluate("navigator.onLine") is False
        create(anna, "mensch")
        open_link(bruno, the_link(anna))
        open_link(anna, the_link(bruno))
        for _ in range(3):      # a few turns each way, by links
            play_mine(anna)
            open_link(bruno, the_link(anna))
            assert bruno.locator("[data-testid=refused]").is_hidden(), bruno.inner_text("[data-testid=refused]")
            play_mine(bruno)
            open_link(anna, the_link(bruno))
            assert anna.locator("[data-testid=refused]").is_hidden(), anna.inner_text("[data-testid=refused]")
        assert anna.locator("[data-testid=log] li").count() >= 6
        from test_distance_browser import kept
        # the same history on both sides; Anna may hold one message more that Bruno has not
        # been sent yet (her share of his next throw, when his turn goes on after a 6)
        mine, his = kept(anna)["m"]["messages"], kept(bruno)["m"]["messages"]
        assert mine[:len(his)] == his and len(mine) - len(his) in (0, 1), (mine, his)
        if len(mine) > len(his):
            assert mine[-1]["a"] == 0 and "d" not in mine[-1], mine[-1]
        for context in contexts:
            assert context.watch.problems() == []
    finally:
        for context in contexts:
            context.close()
        if server is not None:
            server.shutdown()
            server.server_close()
