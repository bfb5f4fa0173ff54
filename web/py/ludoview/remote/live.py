"""Live play on one network: the game's links carried over a WebRTC data channel.

The creator's page pairs with each person at a distance by two links, no server
(:mod:`ludo.remote.pairing`): *Play live with …* makes the **offer**, the friend's
page opens it and makes the **answer**, the creator opens (or pastes) it. Each
page then sends over the channel the very link it would show (``link.make``) and
the other opens it with ``DistancePage.open_link``: the same checks as by hand.
With three or four seats each friend pairs with the creator, whose page relays
(the moves are signed: relaying cannot change them). If the channel closes, the
page says so, shows the links again, and the game goes on by links.

The page's hooks: ``Live(page)``, ``start()``, ``owns(text)`` / ``open(text)`` (a
pairing link in the address), ``after_render()``, ``draw()``.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from ludo.remote import link, pairing
from ludo.remote.errors import RemoteError
from ludo.remote.match import b64
from ludoview.core import dom
from ludoview.remote import live_box, outbox
from ludoview.remote.ice import IceServers

GATHER_SECONDS = 10.0        #: the longest wait for the page's addresses before the link is made
CONNECT_SECONDS = 30.0       #: the longest wait for the channel to open once the answer is in
#: ``?live_wait=`` (tests only): a shorter wait than CONNECT_SECONDS, in seconds
LIVE_WAIT = re.compile(r"[0-9]{1,2}(?:\.[0-9]{1,2})?")
MAX_MESSAGE = 65_536         #: characters sent over the channel at once (a turn's link is ~1,000)
TABS = "ludo.live"           #: the BroadcastChannel between this site's tabs
CODES = {"bad_link", "truncated", "too_large", "no_address", "not_offered", "own_offer", "no_webrtc",
         "other_game"}


def connect_wait(text: str | None) -> float:
    """How long a page waits for the channel to open (``?live_wait=``, a test's shorter
    wait: 0.5 s to CONNECT_SECONDS; anything else, or nothing, is CONNECT_SECONDS)."""
    if text is None or not LIVE_WAIT.fullmatch(text):
        return CONNECT_SECONDS
    value = float(text)
    return value if 0.5 <= value <= CONNECT_SECONDS else CONNECT_SECONDS


def js(value):
    """A Python value as a plain JS object (through JSON: no proxies left to free)."""
    return window.JSON.parse(json.dumps(value))


def connection(config):
    """A new RTCPeerConnection with the site's ICE servers (RemoteError: no WebRTC here)."""
    if not hasattr(window, "RTCPeerConnection"):
        raise RemoteError("no_webrtc", "this browser has no WebRTC")
    return window.RTCPeerConnection.new(config)


async def gathered(pc) -> str:
    """The page's description once ICE gathering is complete (no trickle: the link holds
    every address), or what it has after :data:`GATHER_SECONDS`."""
    waited = 0.0
    while str(pc.iceGatheringState) != "complete" and waited < GATHER_SECONDS:
        await asyncio.sleep(0.05)
        waited += 0.05
    return str(pc.localDescription.sdp)


class Peer:
    """One data channel (being paired, open, or lost) with the browser of ``seat``."""

    def __init__(self, gid: str, seat: int, creator: bool) -> None:
        self.gid = gid
        self.seat = seat            # the seat this link reaches (the friend's, or on their side the creator's)
        self.creator = creator      # this page is the creator's (it made the offer)
        self.pair = b64(os.urandom(pairing.PAIR))
        self.state = "making"       # making -> offered/answered -> open -> lost
        self.text = ""              # the pairing link to show
        self.sent = ""              # the last link sent over the channel
        self.too_big = False
        self.unreached = False      # lost before it ever opened (the devices never reached each other)
        self.config: Any = None     # the browser's objects, once made: the connection's configuration,
        self.pc: Any = None         # the RTCPeerConnection,
        self.channel: Any = None    # its data channel
        self.proxies: list = []

    def hook(self, target, name: str, handler) -> None:
        proxy = create_proxy(handler)
        self.proxies.append(proxy)
        setattr(target, name, proxy)

    def close(self) -> None:
        for target in (self.channel, self.pc):
            if target is not None:
                try:
                    target.close()
                except Exception:
                    pass


class Live:
    def __init__(self, page, wait: float = CONNECT_SECONDS) -> None:
        self.page = page
        self.wait = wait            # seconds for the channel to open once the answer is in
        self.peers: dict[tuple[str, int], Peer] = {}
        self.inbox: list[str] = []
        self.ice = IceServers(page, js, connection)
        self.box = None
        self.drawn = ""             # the live box's markup as last drawn
        self.tabs: Any = None       # the other tabs of this site (an answer opened in a new tab)
        self.taken: set[str] = set()

    def t(self, key: str, **params) -> str:
        return self.page.t(key, **params)

    # -- the page's hooks ------------------------------------------------------

    def start(self) -> None:
        dom.offline()
        self.box = box = document.createElement("section")
        box.id, box.hidden = "live", True
        box.setAttribute("data-testid", "live")
        box.setAttribute("aria-live", "polite")
        dom.el("home").before(box)
        dom.on(box, "click", self.on_click)
        if hasattr(window, "BroadcastChannel"):
            self.tabs = window.BroadcastChannel.new(TABS)
            dom.on(self.tabs, "message", self.from_tab)

    def owns(self, text: str) -> bool:
        return pairing.is_pairing(text)

    def open(self, text: str) -> None:
        """A pairing link in the address (or pasted): an offer to answer, or an answer."""
        if self.page.match is None:
            self.page.show_list()       # the page opened on the link: its list of games under the box
        dom.spawn(self.open_async(text))

    def after_render(self) -> None:
        """At the end of the page's render: the links that go live are not shown, news goes out."""
        live_box.hide_sent(self)
        self.sync()
        self.draw()

    # -- pairing ---------------------------------------------------------------

    async def offer(self, seat: int) -> None:
        m = self.page.match
        old = self.peers.pop((m.game_id, seat), None)
        if old is not None:
            old.close()
        peer = Peer(m.game_id, seat, creator=True)
        self.peers[(peer.gid, seat)] = peer
        self.draw()
        try:
            peer.config = await self.ice.config()
            peer.pc = self.ice.connection(peer.config)
            self.wire(peer, peer.pc.createDataChannel("ludo", js({"ordered": True})))
            await peer.pc.setLocalDescription(await peer.pc.createOffer())
            sdp = pairing.check_sdp(await gathered(peer.pc), "offer")
        except Exception as exc:
            self.peers.pop((peer.gid, seat), None)
            peer.close()
            self.refused(exc if isinstance(exc, RemoteError) else RemoteError("no_webrtc", str(exc)))
            return
        peer.text = pairing.encode("offer", peer.gid, seat, peer.pair, sdp)
        peer.state = "offered"
        self.draw()

    async def open_async(self, text: str) -> None:
        try:
            data = pairing.decode(text)
            if data["k"] == "offer":
                await self.answer(data)
            else:
                await self.accept(data, text)
        except RemoteError as exc:
            self.refused(exc)
        except Exception as exc:
            window.console.warn("live:", str(exc))
            self.refused(RemoteError("bad_link", str(exc)))
        document.documentElement.setAttribute("data-handled", text[-16:])

    async def answer(self, data: dict) -> None:
        kept = self.page.store.load(data["id"])
        if kept is not None and kept.match.creator in kept.match.local:
            raise RemoteError("own_offer", "this offer was made by this browser: send it to your friend")
        old = self.peers.get((data["id"], -1))
        if old is not None and old.pair == data["p"] and old.state != "lost":
            self.draw()         # this offer opened again: nothing changes
            return
        if old is not None:
            old.close()
        peer = Peer(data["id"], -1, creator=False)
        peer.pair = data["p"]
        self.peers[(peer.gid, -1)] = peer
        self.draw()
        try:
            peer.config = await self.ice.config()
            peer.pc = self.ice.connection(peer.config)
            peer.hook(peer.pc, "ondatachannel", lambda event: self.wire(peer, event.channel))
            await peer.pc.setRemoteDescription(js({"type": "offer", "sdp": data["s"]}))
            await peer.pc.setLocalDescription(await peer.pc.createAnswer())
            sdp = pairing.check_sdp(await gathered(peer.pc), "answer")
        except Exception:
            self.peers.pop((peer.gid, -1), None)
            peer.close()
            raise
        peer.text = pairing.encode("answer", peer.gid, data["f"], peer.pair, sdp)
        if peer.state == "making":
            peer.state = "answered"
        self.draw()

    async def accept(self, data: dict, text: str) -> None:
        peer = self.peers.get((data["id"], data["f"]))
        if peer is not None and peer.pair == data["p"] and peer.state in ("connecting", "open"):
            return              # this answer opened again: nothing changes
        if peer is None or not peer.creator or peer.pair != data["p"] or peer.state != "offered":
            if await self.to_other_tab(data, text):
                dom.el("notice").textContent = self.t("l.passed")
                return
            raise RemoteError("not_offered", "this answer is for an offer this page is not waiting for "
                              "(made in another tab, or before a reload): make a new offer")
        peer.state = "connecting"
        self.draw()
        await peer.pc.setRemoteDescription(js({"type": "answer", "sdp": data["s"]}))

        async def check() -> None:
            await asyncio.sleep(self.wait)
            self.unreachable(peer)
        dom.spawn(check())

    def unreachable(self, peer: Peer) -> None:
        """The devices did not reach each other (other networks, a Wi-Fi that keeps its
        devices apart): the page says so, and the game goes on by links."""
        if peer.state == "connecting" and self.peers.get((peer.gid, peer.seat)) is peer:
            peer.close()
            peer.state = "lost"
            peer.unreached = True
            self.page.show_error(self.t("l.unreachable", name=live_box.peer_name(self, peer)))
            self.redraw()

    async def to_other_tab(self, data: dict, text: str) -> bool:
        """Hand an answer to the tab of this browser that made its offer (a link opened from
        a messenger or a QR code opens a new tab): whether that tab took it."""
        if self.tabs is None:
            return False
        self.tabs.postMessage(json.dumps({"answer": text}))
        for _ in range(40):
            await asyncio.sleep(0.05)
            if data["p"] in self.taken:
                return True
        return False

    def from_tab(self, event) -> None:
        try:
            said = json.loads(str(event.data))
            if "taken" in said:
                self.taken.add(str(said["taken"]))
                return
            data = pairing.decode(said["answer"])
        except (ValueError, TypeError, KeyError, RemoteError):
            return          # not a message of this page's tabs
        peer = self.peers.get((data["id"], data["f"]))
        if peer is not None and peer.creator and peer.pair == data["p"] and peer.state == "offered":
            self.tabs.postMessage(json.dumps({"taken": data["p"]}))
            self.open(said["answer"])

    def wire(self, peer: Peer, channel) -> None:
        peer.channel = channel
        peer.hook(channel, "onopen", lambda event: self.opened(peer))
        peer.hook(channel, "onclose", lambda event: self.lost(peer))
        peer.hook(channel, "onmessage", lambda event: self.received(peer, event.data))
        if peer.pc is not None:
            def changed(event) -> None:
                if str(peer.pc.connectionState) in ("failed", "closed"):
                    self.lost(peer)
                    self.unreachable(peer)
            peer.hook(peer.pc, "onconnectionstatechange", changed)

    def opened(self, peer: Peer) -> None:
        peer.state = "open"
        peer.text = ""
        peer.sent = ""
        dom.el("notice").textContent = ""
        self.redraw()

    def lost(self, peer: Peer) -> None:
        if peer.state != "open" or self.peers.get((peer.gid, peer.seat)) is not peer:
            return
        peer.state = "lost"
        dom.el("notice").textContent = self.t("l.lost", name=live_box.peer_name(self, peer))
        self.redraw()

    def redraw(self) -> None:
        m = self.page.match
        if m is not None and any(p.gid == m.game_id for p in self.peers.values()):
            self.page.render()
        else:
            self.draw()

    # -- the game's links over the channel -------------------------------------

    def received(self, peer: Peer, data) -> None:
        if not isinstance(data, str) or len(data) > link.MAX_LINK:
            return      # not a link (the page sends nothing else): ignored
        m = self.page.match
        if m is not None and m.game_id == peer.gid and m.draft is not None:
            self.inbox.append(data)     # in the middle of this person's turn: read once it is made
            return
        self.read(data)

    def read(self, text: str) -> None:
        """A link come over the channel, opened as one opened by hand (data-handled still
        names the last link opened from the address)."""
        root = document.documentElement
        handled = root.getAttribute("data-handled")
        self.page.open_link(text)
        if handled is not None:
            root.setAttribute("data-handled", handled)

    def sync(self) -> None:
        m = self.page.match
        if m is None or m.draft is not None:
            return
        if self.inbox:
            self.read(self.inbox.pop(0))      # renders again, and comes back here
            return
        for peer in self.peers.values():
            if peer.gid != m.game_id or peer.state != "open":
                continue
            # the friend's own link, or (from a friend's page) the creator's: it relays
            text = link.make(m, peer.seat if peer.creator else m.creator)
            if text == peer.sent:
                continue
            peer.too_big = len(text) > MAX_MESSAGE
            if peer.too_big:
                continue
            try:
                peer.channel.send(text)
                peer.sent = text
            except Exception as exc:
                window.console.warn("live:", str(exc))
                self.lost(peer)
                return

    def live_to(self, m, seat: int) -> bool:
        """Whether the link for ``seat`` goes over an open channel (so it is not shown)."""
        for peer in self.peers.values():
            if peer.gid == m.game_id and peer.state == "open" and not peer.too_big:
                if not peer.creator or m.controller(seat) == peer.seat:
                    return True
        return False

    # -- the live box ----------------------------------------------------------

    def draw(self) -> None:
        live_box.draw(self)

    def on_click(self, event) -> None:
        button = dom.found(event.target.closest("button"))
        if button is None:
            return
        if button.hasAttribute("data-for"):
            outbox.on_click(self.page, event)
        elif button.hasAttribute("data-live-pair") and self.page.match is not None:
            self.page.show_error("")
            dom.spawn(self.offer(int(str(button.getAttribute("data-live-pair")))))
        elif button.hasAttribute("data-live-paste"):
            box = document.getElementById(str(button.getAttribute("data-live-paste")))
            text = str(box.value).strip()
            if text:
                self.open(text)

    def refused(self, exc: RemoteError) -> None:
        code = exc.code if exc.code in CODES else "other"
        key = f"e.{code}" if code in ("bad_link", "truncated", "too_large", "other_game", "other") else f"l.e.{code}"
        self.page.show_error(self.t("l.refused", why=self.t(key)), str(exc))
        dom.el("error").setAttribute("data-code", exc.code)
        self.draw()
