"""The live box of distance.html (ludoview.remote.live): the buttons that pair, the
offer and answer links to send (copy, share, and where a QR code of the same text is
drawn), and the state of each live connection."""

from __future__ import annotations

from html import escape

from pyscript import document, window

from ludoview.core import dom
from ludoview.remote import outbox


def peer_name(live, peer) -> str:
    """The name of the person at the other end of ``peer``."""
    page, m = live.page, live.page.match
    if m is None or m.game_id != peer.gid:
        kept = page.store.load(peer.gid)
        names = [s["n"] for s in kept.match.create_msg["n"]] if kept else []
        creator = kept.match.creator if kept else 0
    else:
        names, creator = page.names(), m.creator
    seat = peer.seat if peer.creator else creator
    return names[seat] if 0 <= seat < len(names) else live.t("l.friend")


def pair_buttons(live, m) -> list[str]:
    """On the creator's page, *Play live with …* for each friend not (or no longer) live."""
    if m is None or m.creator not in m.local or m.over() or not hasattr(window, "RTCPeerConnection"):
        return []
    rows = []
    for seat in sorted({m.controller(s) for s in range(m.players) if m.controller(s) not in m.local}):
        peer = live.peers.get((m.game_id, seat))
        if peer is None or peer.state == "lost":
            rows.append(f'<button type="button" data-live-pair="{seat}" data-testid="live-pair">'
                        f'{escape(live.t("l.pair", name=live.page.names()[seat]))}</button>')
    return rows


def link_rows(live, i: int, peer, name: str, state: str) -> list[str]:
    base = str(window.location.origin) + str(window.location.pathname)
    url = f"{base}#{peer.text}"
    key = "l.offer" if peer.state == "offered" else "l.answer"
    rows = [f'<div class="send" {state}><label for="live-{i}">{escape(live.t(key, name=name))}</label>'
            f'<textarea id="live-{i}" data-testid="live-link" data-kind="{peer.state}" readonly rows="3">'
            f'{escape(url)}</textarea><button type="button" data-for="live-{i}" '
            f'data-testid="live-copy">{escape(live.t("d.copy"))}</button>'
            f'{outbox.share_and_code(live.t, f"live-{i}", url)}</div>']
    if peer.state == "offered":
        rows.append(f'<p><label>{escape(live.t("l.paste"))} <input id="live-paste-{i}" data-testid="live-paste" '
                    f'size="24"></label> <button type="button" data-live-paste="live-paste-{i}" '
                    f'data-testid="live-connect">{escape(live.t("l.connect"))}</button></p>')
    return rows


def draw(live) -> None:
    if live.box is None:
        return
    m = live.page.match
    rows = pair_buttons(live, m)
    for i, peer in enumerate(live.peers.values()):
        if m is not None and peer.gid != m.game_id and peer.state != "answered":
            continue
        name = peer_name(live, peer)
        state = f'data-testid="live-state" data-state="{peer.state}"'
        if peer.state in ("offered", "answered"):
            rows.extend(link_rows(live, i, peer, name, state))
        else:
            key = {"making": "l.making", "connecting": "l.connecting", "open": "l.open"}.get(
                peer.state, "l.unreached" if peer.unreached else "l.lost")
            rows.append(f'<p {state}>{escape(live.t(key, name=name))}</p>')
    if rows:
        rows.insert(0, f'<h2>{escape(live.t("l.title"))}</h2>')
    html = "".join(rows)
    # in a game, under its links to send; before it (a friend answering an offer), atop the page
    near = live.box.previousElementSibling if m is not None else live.box.nextElementSibling
    if near is None or str(near.id) != ("links" if m is not None else "home"):
        if m is not None:
            dom.el("links").after(live.box)
        else:
            dom.el("home").before(live.box)
    if html != live.drawn:      # unchanged: kept as it is (what is typed, the focus, nothing read out again)
        live.box.innerHTML = live.drawn = html
    live.box.hidden = not rows


def hide_sent(live) -> None:
    """Hide the page's links that go over an open channel (shown again if it closes)."""
    m = live.page.match
    if m is None:
        return
    for area in document.querySelectorAll("#links textarea[data-seat]"):
        area.parentNode.hidden = live.live_to(m, int(str(area.getAttribute("data-seat"))))
