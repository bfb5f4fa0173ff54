"""Pairing two browsers for live play: the offer and answer links, and the ICE settings.

Live play carries the game's own links (:mod:`ludo.remote.link`) over a WebRTC
data channel. The two browsers find each other with two links and no server:

- the *offer* (made by the creator's page, for one person at a distance): the
  game's id, the seat it is for, a random pairing id and the page's connection
  description (SDP) once it has gathered every address it can be reached at
  (no trickle: the link holds them all);
- the *answer* (made by that person's page): the same game, seat and pairing id
  and its own description.

A pairing link is ``"w" + base64url(zlib(JSON))``, like a game's link (``"g"``)
but a letter apart, read within :mod:`ludo.limits`' bounds before any work:
at most :data:`MAX_LINK` characters, unpacked to at most :data:`MAX_INFLATED`
bytes, an SDP of at most :data:`MAX_SDP` characters of plain ASCII that offers a
data channel and holds at least one address (``a=candidate``).

:func:`ice_servers` reads the site's ICE settings (``ice.json`` beside the page:
none by default, so nothing but the two devices is ever contacted).
"""

from __future__ import annotations

import re
from typing import Any

from ludo.errors import LudoError
from ludo.limits import brief, loads
from ludo.remote.errors import RemoteError
from ludo.remote.link import encode as pack
from ludo.remote.link import unpack
from ludo.remote.match import unb64

PREFIX = "w"
VERSION = 1
KINDS = ("offer", "answer")
#: Characters of a pairing link (an offer with a dozen addresses is about 900).
MAX_LINK = 12_000
#: Bytes its JSON may unpack to.
MAX_INFLATED = 24_000
#: Characters of one connection description (Chromium's for a data channel: 600-1,500).
MAX_SDP = 16_000
#: ICE servers a site may configure, and the characters of one setting.
MAX_SERVERS = 8
MAX_SETTING = 500
PAIR = 8        #: bytes of the random pairing id

_SDP_LINE = re.compile(r"[\x20-\x7e]*")
_SCHEMES = ("stun:", "turn:", "turns:")


def encode(kind: str, game_id: str, seat: int, pair: str, sdp: str) -> str:
    """A pairing link's text (without ``distance.html#``)."""
    payload = {"v": VERSION, "k": kind, "id": game_id, "f": seat, "p": pair, "s": sdp}
    return pack(payload, PREFIX)


def is_pairing(text: Any) -> bool:
    """Whether ``text`` (a fragment, a whole address) is meant as a pairing link."""
    if not isinstance(text, str):
        return False
    text = text.strip()
    return (text.rsplit("#", 1)[1] if "#" in text else text).startswith(PREFIX)


def decode(text: Any) -> dict:
    """A pairing link's fields ``k, id, f, p, s``, every one checked; else RemoteError
    (``bad_link``, ``truncated``, ``too_large``, ``no_address``)."""
    payload = unpack(text, PREFIX, "pairing link", MAX_LINK, MAX_INFLATED, strict=True)
    if not isinstance(payload, dict) or payload.get("v") != VERSION:
        raise RemoteError("bad_link", "this is not a pairing link of this page's version")
    if set(payload) != {"v", "k", "id", "f", "p", "s"}:
        raise RemoteError("bad_link", f"the pairing link holds the fields {brief(sorted(payload))}")
    if payload["k"] not in KINDS:
        raise RemoteError("bad_link", f"a pairing link is an offer or an answer, not {brief(payload['k'])}")
    unb64(payload["id"], "the pairing link's game", 12)
    unb64(payload["p"], "the pairing id", PAIR)
    seat = payload["f"]
    if type(seat) is not int or not 0 <= seat < 4:
        raise RemoteError("bad_link", f"the pairing link's seat {brief(seat)} is not one of a game")
    check_sdp(payload["s"], payload["k"])
    return payload


def check_sdp(sdp: Any, kind: str) -> str:
    """``sdp`` if it reads as a WebRTC description for a data channel with an address."""
    if not isinstance(sdp, str):
        raise RemoteError("bad_link", f"the {kind}'s connection description is {brief(sdp)}")
    if len(sdp) > MAX_SDP:
        raise RemoteError("too_large", f"the {kind}'s connection description: {len(sdp)} characters, "
                          f"at most {MAX_SDP}")
    lines = sdp.replace("\r\n", "\n").rstrip("\n").split("\n")
    if lines[0] != "v=0" or not all(_SDP_LINE.fullmatch(line) for line in lines):
        raise RemoteError("bad_link", f"the {kind}'s connection description is not one (SDP)")
    if not any(line.startswith("m=application ") for line in lines):
        raise RemoteError("bad_link", f"the {kind} offers no data channel")
    if not any(line.startswith("a=candidate:") for line in lines):
        raise RemoteError("no_address", f"the {kind} holds no address to reach its device at: "
                          "is that device on a network?")
    return sdp


def candidates(sdp: str) -> list[tuple[str, str]]:
    """The (address, type) of each ``a=candidate`` line: ``("192.0.2.2", "host")``."""
    out = []
    for line in sdp.replace("\r\n", "\n").split("\n"):
        if line.startswith("a=candidate:"):
            parts = line.split()
            if len(parts) >= 8 and parts[6] == "typ":
                out.append((parts[4], parts[7]))
    return out


def ice_servers(text: Any) -> list[dict]:
    """The ``iceServers`` of the site's ``ice.json`` (``{"iceServers": [...]}``: each
    ``{"urls": "stun:host:port" or a list of them, "username": ..., "credential": ...}``,
    the schemes ``stun:``, ``turn:``, ``turns:`` only), checked; an empty list when
    ``text`` is empty. A bad file: RemoteError ``ice``, saying what is wrong."""
    if text is None or (isinstance(text, str) and not text.strip()):
        return []
    try:
        data = loads(text, "ice.json", max_chars=MAX_SERVERS * MAX_SETTING * 4, error=LudoError)
    except LudoError as exc:
        raise RemoteError("ice", str(exc)) from None
    if not isinstance(data, dict) or not isinstance(data.get("iceServers", []), list):
        raise RemoteError("ice", 'ice.json: an object {"iceServers": [...]}')
    servers = data.get("iceServers", [])
    if len(servers) > MAX_SERVERS:
        raise RemoteError("ice", f"ice.json: {len(servers)} servers, at most {MAX_SERVERS}")
    out = []
    for i, server in enumerate(servers):
        where = f"ice.json, server {i + 1}"
        if not isinstance(server, dict) or set(server) - {"urls", "username", "credential"}:
            raise RemoteError("ice", f'{where}: an object with "urls" and maybe "username", "credential"')
        urls = server.get("urls")
        urls = [urls] if isinstance(urls, str) else urls
        if not isinstance(urls, list) or not urls or len(urls) > MAX_SERVERS:
            raise RemoteError("ice", f'{where}: "urls" is an address or a list of them')
        for url in urls:
            if not isinstance(url, str) or len(url) > MAX_SETTING or not url.startswith(_SCHEMES) \
                    or not _SDP_LINE.fullmatch(url) or " " in url:
                raise RemoteError("ice", f"{where}: {brief(url)} is not a stun:, turn: or turns: address")
        entry: dict = {"urls": urls}
        for field in ("username", "credential"):
            if field in server:
                value = server[field]
                if not isinstance(value, str) or len(value) > MAX_SETTING:
                    raise RemoteError("ice", f"{where}: {field} {brief(value)} is not a short text")
                entry[field] = value
        out.append(entry)
    return out
