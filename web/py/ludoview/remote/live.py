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
from html import escape

from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

from ludo.remote import link, pairing
from ludo.remote.errors import RemoteError
from ludo.remote.match import b64
from ludoview.core import dom

ICE_FILE = "./ice.json"      #: the site's ICE servers (docs/remote.md, "Live on one network")
GATHER_SECONDS = 10.0        #: the longest wait for the page's addresses before the link is made
MAX_MESSAGE = 65_536         #: characters sent over the channel at once (a turn's link is ~1,000)
CODES = {"bad_link", "truncated", "too_large", "no_address", "not_offered", "own_offer", "no_webrtc",
         "other_game"}


def qr_picture(url: str) -> str:
    """The QR code of a pairing link, as SVG markup: drawn by ``ludoview.remote.qr`` where
    the site has it (the same text as the link shown), else nothing."""
    try:
        from ludoview.remote import qr   # noqa: PLC0415 - optional: the QR codes' module
    except ImportError:
        return ""
    draw = getattr(qr, "svg", None)
    return draw(url) if callable(draw) else ""


def offline() -> None:
    """Register the site's service worker (sw.js caches every file of the site), so the
    page opens and a game goes on by links with no network after one visit."""
    worker = getattr(window.navigator, "serviceWorker", None)
    if worker is None or str(window.location.protocol) == "file:":
        return
    worker.register("./sw.js").catch(create_once_callable(
        lambda error: window.console.warn("no offline copy:", error)))


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
        self.config = None
        self.pc = None
        self.channel = None
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
                except Exception:  # noqa: BLE001 - already closed
                    pass


class Live:
    def __init__(self, page) -> None:
        self.page = page
        self.peers: dict[tuple[str, int], Peer] = {}
        self.inbox: list[str] = []
        self.servers: list[dict] | None = None
        self.box = None

    def t(self, key: str, **params) -> str:
        return self.page.t(key, **params)

    # -- the page's hooks ------------------------------------------------------

    def start(self) -> None:
        offline()
        self.box = box = document.createElement("section")
        box.id, box.hidden = "live", True
        box.setAttribute("data-testid", "live")
        box.setAttribute("aria-live", "polite")
        dom.el("home").before(box)
        dom.on(box, "click", self.on_click)

    def owns(self, text: str) -> bool:
        return pairing.is_pairing(text)

    def open(self, text: str) -> None:
        """A pairing link in the address (or pasted): an offer to answer, or an answer."""
        asyncio.ensure_future(self.open_async(text))

    def after_render(self) -> None:
        """At the end of the page's render: the links that go live are not shown, news goes out."""
        self.hide_sent()
        self.sync()
        self.draw()

    # -- pairing ---------------------------------------------------------------

    async def config(self):
        if self.servers is None:
            self.servers = []
            try:
                response = await window.fetch(ICE_FILE)
                text = str(await response.text()) if response.ok else ""
                self.servers = pairing.ice_servers(text)
            except RemoteError as exc:
                dom.el("notice").textContent = self.t("l.bad_ice")
                window.console.warn(str(exc))
            except Exception as exc:  # noqa: BLE001 - no file (offline, not deployed): no servers
                window.console.warn("ice.json:", str(exc))
        return js({"iceServers": self.servers})

    async def offer(self, seat: int) -> None:
        m = self.page.match
        old = self.peers.pop((m.game_id, seat), None)
        if old is not None:
            old.close()
        peer = Peer(m.game_id, seat, creator=True)
        self.peers[(peer.gid, seat)] = peer
        self.draw()
        try:
            peer.config = await self.config()
            peer.pc = connection(peer.config)
            self.wire(peer, peer.pc.createDataChannel("ludo", js({"ordered": True})))
            await peer.pc.setLocalDescription(await peer.pc.createOffer())
            sdp = pairing.check_sdp(await gathered(peer.pc), "offer")
        except Exception as exc:  # noqa: BLE001 - RemoteError, or the browser refused
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
                await self.accept(data)
        except RemoteError as exc:
            self.refused(exc)
        except Exception as exc:  # noqa: BLE001 - the browser refused the description
            window.console.warn("live:", str(exc))
            self.refused(RemoteError("bad_link", str(exc)))
        document.documentElement.setAttribute("data-handled", text[-16:])

    async def answer(self, data: dict) -> None:
        kept = self.page.load(data["id"])
        if kept is not None and str(kept["m"]["create"].get("a")) in kept["m"].get("local", {}):
            raise RemoteError("own_offer", "this offer was made by this browser: send it to your friend")
        for key, old in list(self.peers.items()):
            if key[0] == data["id"]:
                old.close()
                del self.peers[key]
        peer = Peer(data["id"], -1, creator=False)
        peer.pair = data["p"]
        self.peers[(peer.gid, -1)] = peer
        self.draw()
        try:
            peer.config = await self.config()
            peer.pc = connection(peer.config)
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

    async def accept(self, data: dict) -> None:
        peer = self.peers.get((data["id"], data["f"]))
        if peer is None or not peer.creator or peer.pair != data["p"] or peer.state != "offered":
            raise RemoteError("not_offered", "this answer is for an offer this page is not waiting for "
                              "(made in another tab, or before a reload): make a new offer")
        peer.state = "connecting"
        self.draw()
        await peer.pc.setRemoteDescription(js({"type": "answer", "sdp": data["s"]}))

    def wire(self, peer: Peer, channel) -> None:
        peer.channel = channel
        peer.hook(channel, "onopen", lambda event: self.opened(peer))
        peer.hook(channel, "onclose", lambda event: self.lost(peer))
        peer.hook(channel, "onmessage", lambda event: self.received(peer, event.data))
        if peer.pc is not None:
            peer.hook(peer.pc, "onconnectionstatechange", lambda event: self.lost(peer) if str(
                peer.pc.connectionState) in ("failed", "closed") else None)

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
        dom.el("notice").textContent = self.t("l.lost", name=self.peer_name(peer))
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
        self.page.open_link(data)

    def sync(self) -> None:
        m = self.page.match
        if m is None or m.draft is not None:
            return
        if self.inbox:
            text = self.inbox.pop(0)
            self.page.open_link(text)     # renders again, and comes back here
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
            except Exception as exc:  # noqa: BLE001 - the channel closed under us
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

    def hide_sent(self) -> None:
        m = self.page.match
        if m is None:
            return
        for area in document.querySelectorAll("#links textarea[data-seat]"):
            seat = int(str(area.getAttribute("data-seat")))
            area.parentNode.hidden = self.live_to(m, seat)

    # -- the live box ----------------------------------------------------------

    def peer_name(self, peer: Peer) -> str:
        m = self.page.match
        if m is None or m.game_id != peer.gid:
            kept = self.page.load(peer.gid)
            names = [s["n"] for s in kept["m"]["create"]["n"]] if kept else []
            creator = kept["m"]["create"].get("a", 0) if kept else 0
        else:
            names, creator = self.page.names(), m.creator
        seat = peer.seat if peer.creator else creator
        return names[seat] if 0 <= seat < len(names) else self.t("l.friend")

    def draw(self) -> None:
        if self.box is None:
            return
        m = self.page.match
        rows = []
        if m is not None and m.creator in m.local and not m.over() and hasattr(window, "RTCPeerConnection"):
            friends = sorted({m.controller(s) for s in range(m.players) if m.controller(s) not in m.local})
            for seat in friends:
                peer = self.peers.get((m.game_id, seat))
                if peer is None or peer.state == "lost":
                    rows.append(f'<button type="button" data-live-pair="{seat}" data-testid="live-pair">'
                                f'{escape(self.t("l.pair", name=self.page.names()[seat]))}</button>')
        base = str(window.location.origin) + str(window.location.pathname)
        for i, peer in enumerate(self.peers.values()):
            if m is not None and peer.gid != m.game_id and peer.state != "answered":
                continue
            name = self.peer_name(peer)
            state = f'data-testid="live-state" data-state="{peer.state}"'
            if peer.state == "making":
                rows.append(f'<p {state}>{escape(self.t("l.making"))}</p>')
            elif peer.state in ("offered", "answered"):
                url = f"{base}#{peer.text}"
                key = "l.offer" if peer.state == "offered" else "l.answer"
                rows.append(f'<div class="send" {state}><label for="live-{i}">{escape(self.t(key, name=name))}'
                            f'</label><textarea id="live-{i}" data-testid="live-link" data-kind="{peer.state}" '
                            f'readonly rows="3">{escape(url)}</textarea>{qr_picture(url)}'
                            f'<button type="button" data-for="live-{i}" data-testid="live-copy">'
                            f'{escape(self.t("d.copy"))}</button>'
                            + (f'<button type="button" data-for="live-{i}" data-share="1">'
                               f'{escape(self.t("d.share"))}</button>' if hasattr(window.navigator, "share") else "")
                            + '</div>')
                if peer.state == "offered":
                    rows.append(f'<p><label>{escape(self.t("l.paste"))} <input id="live-paste-{i}" '
                                f'data-testid="live-paste" size="24"></label> <button type="button" '
                                f'data-live-paste="live-paste-{i}" data-testid="live-connect">'
                                f'{escape(self.t("l.connect"))}</button></p>')
            elif peer.state == "connecting":
                rows.append(f'<p {state}>{escape(self.t("l.connecting", name=name))}</p>')
            elif peer.state == "open":
                rows.append(f'<p {state}>{escape(self.t("l.open", name=name))}</p>')
            else:
                rows.append(f'<p {state}>{escape(self.t("l.lost", name=name))}</p>')
        if rows:
            rows.insert(0, f'<h2>{escape(self.t("l.title"))}</h2>')
        self.box.innerHTML = "".join(rows)
        self.box.hidden = not rows

    def on_click(self, event) -> None:
        button = dom.found(event.target.closest("button"))
        if button is None:
            return
        if button.hasAttribute("data-for"):
            self.page.on_copy(event)
        elif button.hasAttribute("data-live-pair") and self.page.match is not None:
            self.page.show_error("")
            asyncio.ensure_future(self.offer(int(str(button.getAttribute("data-live-pair")))))
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
