"""The links a distance page gives to send (distance.html): each with Copy, Share
where the browser has it, and its QR code drawn on demand (ludoview.remote.qr);
the full links (the whole game so far) for a player whose browser lacks the game."""

from __future__ import annotations

import json
from html import escape

from pyscript import document, window

from ludo.remote import link
from ludoview.core import dom
from ludoview.remote import qr


def base_url() -> str:
    """The page's address without its query (the receiver's page picks its own language)."""
    return str(window.location.origin) + str(window.location.pathname)


def share_and_code(t, ident: str, url: str) -> str:
    """Share (where the browser has it) and the QR code's button (or why there is none) of the
    link in the text box ``ident``; ``on_click`` answers them."""
    share = (f'<button type="button" data-for="{ident}" data-share="1">{escape(t("d.share"))}</button>'
             if hasattr(window.navigator, "share") else "")
    if qr.fits(url):
        code = (f'<button type="button" data-for="{ident}" data-qr="qr-{ident}" aria-expanded="false" '
                f'aria-controls="qr-{ident}" data-testid="qr-button">{escape(t("d.qr"))}</button>'
                f'<div class="qr-box" id="qr-{ident}" data-testid="qr" hidden></div>')
    else:
        code = (f'<p class="qr-none" data-testid="qr-none">'
                f'{escape(t("d.qr_too_long", n=len(url), most=qr.MAX_BYTES))}</p>')
    return share + code


def link_box(t, i: int, label: str, url: str, seat: int, kind: str) -> str:
    """One link to send: its label, the text, Copy, Share, and the QR code's button (or why
    there is none)."""
    ident = f"link-{i}"
    return (f'<div class="send" data-kind="{kind}"><label for="{ident}">{escape(label)}</label>'
            f'<textarea id="{ident}" data-testid="{"full-link" if kind == "full" else "link"}" '
            f'data-seat="{seat}" readonly rows="3">{escape(url)}</textarea>'
            f'<button type="button" data-for="{ident}" data-testid="copy">{escape(t("d.copy"))}</button>'
            f'{share_and_code(t, ident, url)}</div>')


def full_seats(match) -> list[int]:
    """One seat per other browser of a person (its first seat): whom a full link may be for."""
    seats: list[int] = []
    for seat in range(match.players):
        controller = match.controller(seat)
        if controller not in match.local and match.kinds[controller] != "cpu" and controller not in seats:
            seats.append(controller)
    return seats


def render(page, full: bool = False) -> None:
    """The links to send now (``page.recipients()``), and with ``full`` a full link for each
    other person; the button that makes those."""
    m, t, names = page.match, page.t, page.names()
    base = base_url()
    out = []
    for i, (kind, seat) in enumerate(page.recipients()):
        key = "d.invite" if kind == "invite" else "d.send_to"
        out.append(link_box(t, i, t(key, name=names[seat]), f"{base}#{link.make(m, seat)}", seat, kind))
    if m.started and full:
        for j, seat in enumerate(full_seats(m)):
            out.append(link_box(t, 100 + j, t("d.full_for", name=names[seat]),
                                f"{base}#{link.make(m, seat, full=True)}", seat, "full"))
    elif m.started and full_seats(m):
        out.append(f'<p class="full-offer"><button type="button" data-full="1" data-testid="make-full">'
                   f'{escape(t("d.make_full"))}</button> {escape(t("d.full_why"))}</p>')
    dom.el("links").innerHTML = "".join(out)


def on_click(page, event) -> None:
    """Copy, Share, a QR code shown or hidden, the full links made."""
    button = dom.found(event.target.closest("button"))
    if button is None:
        return
    if button.hasAttribute("data-full"):
        render(page, full=True)
        return
    box = document.getElementById(str(button.getAttribute("data-for")))
    url = str(box.value)
    if button.hasAttribute("data-qr"):
        holder = document.getElementById(str(button.getAttribute("data-qr")))
        if holder.hidden:
            if not holder.innerHTML:
                label = str(box.labels.item(0).textContent) if box.labels.length else url
                holder.innerHTML = qr.svg(url, page.t("d.qr_of", what=label.rstrip(": ")))
            holder.hidden = False
            button.setAttribute("aria-expanded", "true")
        else:
            holder.hidden = True
            button.setAttribute("aria-expanded", "false")
        return
    if button.hasAttribute("data-share") and hasattr(window.navigator, "share"):
        window.navigator.share(window.JSON.parse(json.dumps({"url": url})))
        return
    box.select()
    try:
        window.navigator.clipboard.writeText(url)
    except Exception:
        pass
    button.textContent = page.t("d.copied")
