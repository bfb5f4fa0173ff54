"""Links: a game's news for one player, as short as it can be, checked on arrival.

A link is the text ``"g" + base64url(zlib(JSON))`` (the page puts it after
``distance.html#``). Its JSON::

    {"v": 1, "id": <game id>, "b": <base>, "h": <the hash of the history's first
     base parts, 8 bytes>, "j": {seat: join message}, "m": [messages], "f": <the seat it is for>}

``b`` is how much of the history the receiver is sure to hold (up to the last
message of its own, 1 when it has only joined); ``m`` holds the messages after
it, each with its signature only when it is its author's last (that one vouches
for the others), and ``h`` checks the receiver's copy of everything before. A
*full* link (``b`` = 0, the create message first, every join) starts the game in
a browser that does not hold it: the invitations are full links.

:func:`merge` checks a link against the game kept here and adds what is new, or
changes nothing and raises :class:`RemoteError` naming the problem; a link
whose messages are all known changes nothing and is not an error.
"""

from __future__ import annotations

import base64
import json
import zlib
from typing import Any

from ludo.errors import LudoError
from ludo.limits import MAX_INFLATED, MAX_JSON_CHARS, TooLarge, brief, inflate, loads
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match, Signer, b64, canon, check_of, seat_words, unb64
from ludo.remote.schema import check_link

VERSION = 1
PREFIX = "g"
MAX_LINK = MAX_JSON_CHARS   #: characters of a link (ludo.limits: a full link of the longest game is below)
MAX_MESSAGES = 20_000
HASH = 8                    #: bytes of the base's hash in a link
#: The characters of a link's body (base64url, and the padding a messenger may add).
ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=")


def encode(payload: dict, prefix: str = PREFIX) -> str:
    """``prefix`` and the base64url of the zlib of ``payload``'s compact JSON (what ``unpack`` reads)."""
    text = json.dumps(payload, separators=(",", ":"), ensure_ascii=True).encode()
    return prefix + base64.urlsafe_b64encode(zlib.compress(text, 9)).rstrip(b"=").decode()


def unpack(text: Any, prefix: str, what: str, max_link: int, max_inflated: int, strict: bool = False) -> Any:
    """The JSON value a link of ``prefix`` carries (``what``: "link", "pairing link"), read
    within its bounds: the text after any '#', base64url, zlib, JSON (RemoteError:
    bad_link, truncated, too_large). ``strict``: any character outside base64url refused
    (else skipped, as a messenger's line break)."""
    if not isinstance(text, str):
        raise RemoteError("bad_link", f"a {what} is text")
    text = text.strip()
    if "#" in text:
        text = text.rsplit("#", 1)[1]
    if len(text) > max_link:
        raise RemoteError("too_large", f"a {what} of {len(text)} characters: at most {max_link}")
    if not text.startswith(prefix) or len(text) < 8:
        raise RemoteError("bad_link", f"this is not a {what} of a game at a distance")
    body = text[len(prefix):]
    if strict and not set(body) <= ALPHABET:
        raise RemoteError("bad_link", f"the {what} holds characters a link does not have")
    damaged = "bad_link" if strict else "damaged"     # (a pairing link's words say both)
    body = "".join(body.split())       # a messenger's line breaks
    stray = set(body) - ALPHABET
    if stray:                           # a character no link holds: changed or added on the way
        raise RemoteError("damaged", f"the {what} is damaged: it holds {brief(min(stray))}, "
                          "a character no link has")
    if len(body) % 4 == 1:
        raise RemoteError("truncated", f"the {what} is cut short: copy all of it")
    try:
        data = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
    except ValueError:
        raise RemoteError(damaged, f"the {what} holds characters a link does not have") from None
    try:
        raw = inflate(data, f"the {what}", max_size=max_inflated, error=LudoError)
    except TooLarge:
        raise RemoteError("too_large", f"the {what} unpacks to more than {max_inflated} bytes") from None
    except LudoError as exc:
        if "cut short" in str(exc):
            raise RemoteError("truncated", f"the {what} is cut short: copy all of it") from None
        raise RemoteError(damaged, f"the {what} is damaged: its data does not unpack") from None
    try:
        return loads(raw.decode("utf-8"), f"the {what}", max_chars=max_inflated)
    except TooLarge as exc:          # nested too deep: no game's link is
        raise RemoteError("too_large", f"{exc}") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise RemoteError(damaged, f"the {what} is damaged: {exc}") from None


def decode(text: Any) -> dict:
    """A link's JSON, read within the limits (RemoteError: bad_link, truncated, too_large)."""
    payload = unpack(text, PREFIX, "link", MAX_LINK, MAX_INFLATED)
    if not isinstance(payload, dict) or payload.get("v") != VERSION:
        raise RemoteError("bad_link", "this is not a link of this page's version of the game at a distance")
    if isinstance(payload.get("m"), list) and len(payload["m"]) > MAX_MESSAGES:
        raise RemoteError("too_large", "the link holds too many messages")
    check_link(payload)              # every field of every message, by its kind's schema
    unb64(payload.get("id"), "the link's game", 12)
    return payload


def game_of(text: Any) -> tuple[str, dict]:
    payload = decode(text)
    return payload["id"], payload


def make(match: Match, seat: int, full: bool = False) -> str:
    """The link for the person at ``seat`` (their controller's browser): what they lack."""
    if match.draft is not None:
        match.finish()
    controller = match.controller(seat)
    held = {s for s in range(match.players) if match.controller(s) == controller}
    base = 0 if full or (match.kinds[seat] == "far" and seat not in match.joins) else match.last_authored(controller)
    messages = match.messages[max(base - 1, 0):]
    last: dict[int, int] = {}
    for i, body in enumerate(messages):
        last[body["a"]] = i
    out = [body if last[body["a"]] == i else {k: v for k, v in body.items() if k != "s"}
           for i, body in enumerate(messages)]
    payload: dict = {"v": VERSION, "id": match.game_id, "b": base}
    if base == 0:
        out.insert(0, match.create_msg)
    else:
        payload["h"] = b64(match.hash_at(base)[:HASH])
    # a full link holds every join (its receiver may have lost its own); others, those it lacks
    joins = {str(s): j for s, j in match.joins.items() if base <= 1 and (full or s not in held)}
    if joins:
        payload["j"] = joins
    if out:
        payload["m"] = out
    payload["f"] = seat
    return encode(payload)


def outbox(match: Match) -> list[int]:
    """The seats this browser should send a link to now (one per other browser): the one
    the game waits for when that is not here, everyone else once the game is over;
    nobody while this browser's own seats are to act."""
    waiting = match.waiting_for()
    if waiting is None:
        if not match.started:
            return []
        seats: list[int] = []
        for seat in range(match.players):
            controller = match.controller(seat)
            if controller not in match.local and controller not in seats:
                seats.append(controller)
        return seats
    what, seat = waiting
    if what == "join":
        return [seat] if match.kinds[seat] == "far" and seat not in match.local else []
    return [] if match.here(seat) else [match.controller(seat)]


def open_full(payload: dict, signer: Signer) -> Match:
    """A game from a full link (an invitation, or a full copy): a new :class:`Match`."""
    if payload.get("b") != 0 or not payload.get("m"):
        raise RemoteError("unknown_game", "this link continues a game this browser does not hold: "
                          "ask its sender for a full link", game=payload.get("id"))
    match = Match(signer)
    create = payload["m"][0]
    match._add_create(create)
    if match.game_id != payload["id"]:
        raise RemoteError("changed", "the link's create message does not make its game")
    if create.get("c") != check_of(create):
        raise RemoteError("changed", "the create message was changed on the way: its check does not match")
    key = match.keys[match.creator][2]
    if not _verify(signer, key, match.h0, create.get("s")):
        raise RemoteError("forged", f"the signature of the create message ({seat_words(match.creator)}) "
                          "does not match", seat=match.creator)
    merge(match, dict(payload, b=1, h=b64(match.h0[:HASH]), m=payload["m"][1:]))
    return match


def merge(match: Match, payload: dict) -> int:
    """Add the link's news to ``match``: how many joins and messages were new (0: an old
    link, nothing changes). On any problem nothing changes and RemoteError says what."""
    if payload.get("id") != match.game_id:
        raise RemoteError("other_game", "this link is of another game", game=payload.get("id"))
    base = payload["b"]
    messages = payload.get("m", [])
    if base == 0:
        if not messages or canon(messages[0]) != canon(match.create_msg):
            raise RemoteError("differs", "this link's game begins otherwise than the one kept here")
        messages, base = messages[1:], 1
    elif base > 1 + len(match.messages):
        raise RemoteError("missing", f"this link continues the game after message {base - 1}, and this "
                          f"browser has only {len(match.messages)}: ask its sender for a full link",
                          base=base - 1, held=len(match.messages))
    else:
        if unb64(payload.get("h"), "the link's check", HASH) != match.hash_at(base)[:HASH]:
            raise RemoteError("differs", f"the history this link continues differs from the one kept here "
                              f"(before message {base})", at=base)
    if match.draft is not None:
        match.finish()
    _known(match, payload, base, messages)
    joins, count = dict(match.joins), len(match.messages)
    try:
        return _merge(match, payload, base, messages)
    except Exception:
        match.joins, match.messages = joins, match.messages[:count]   # nothing changes
        match.keys = {s: k for s, k in match.keys.items() if s in joins or match.kinds[s] != "far"}
        match._replay()
        raise


def _known(match: Match, payload: dict, base: int, messages: list) -> None:
    """What the link holds that this browser holds too must be the same (``differs``):
    checked before anything is added, so a refused link costs no replay."""
    for seat_text, body in payload.get("j", {}).items():
        seat = int(seat_text)
        if seat in match.joins and canon(match.joins[seat]) != canon(body):
            raise RemoteError("differs", f"{seat_words(seat)} joined this game otherwise", seat=seat)
    for i, body in enumerate(messages[:max(0, len(match.messages) - base + 1)]):
        if canon(match.messages[base - 1 + i]) != canon(body):
            raise RemoteError("differs", f"message {base + i} of this link differs from the one kept here",
                              at=base + i)


def _merge(trial: Match, payload: dict, base: int, messages: list) -> int:
    match = trial
    new = 0
    for seat_text, body in sorted(payload.get("j", {}).items()):
        seat = int(seat_text) if seat_text.isdigit() and len(seat_text) == 1 else -1
        if not isinstance(body, dict) or body.get("a") != seat:
            raise RemoteError("bad_link", f"the link's join of {brief(seat_text)} is not one")
        if seat in trial.joins:
            if canon(trial.joins[seat]) != canon(body):
                raise RemoteError("differs", f"{seat_words(seat)} joined this game otherwise", seat=seat)
            continue
        if trial.started and new == 0:
            raise RemoteError("order", "every seat has joined this game already")
        trial._add_join(body)
        if body.get("c") != check_of(body):
            raise RemoteError("changed", f"the join of {seat_words(seat)} was changed on the way", seat=seat)
        if not _verify(match.signer, trial.keys[seat][2], trial._join_data(body), body.get("s")):
            raise RemoteError("forged", f"the signature of {seat_words(seat)}'s join does not match", seat=seat)
        new += 1
    start = base - 1
    fresh: list[tuple[int, dict]] = []
    for i, body in enumerate(messages):
        index = start + i
        if not isinstance(body, dict):
            raise RemoteError("bad_link", f"message {index + 1} of the link is not a message")
        if index < len(trial.messages):
            if canon(trial.messages[index]) != canon(body):
                raise RemoteError("differs", f"message {index + 1} of this link differs from the one kept "
                                  "here", at=index + 1)
            continue
        if not trial.started:
            raise RemoteError("order", "the game begins once every seat has joined")
        trial._apply(body, index)
        trial.messages.append(body)
        fresh.append((index, body))
    for index, body in fresh:
        if body.get("c") != check_of(body):
            raise RemoteError("changed", f"message {index + 1}, of {seat_words(body['a'])}, was changed on the "
                              "way: its check does not match (a move, a die or their order)",
                              seat=body["a"], at=index + 1)
    last: dict[int, tuple[int, dict]] = {}
    for index, body in fresh:
        last[body["a"]] = (index, body)
    for author, (index, body) in sorted(last.items()):
        if not _verify(match.signer, trial.keys[author][2], trial.hashes[index], body.get("s")):
            raise RemoteError("forged", f"the signature of {seat_words(author)} (message {index + 1}) does not "
                              "match: the message is not theirs, or was changed", seat=author, at=index + 1)
    return new + len(fresh)


def _verify(signer: Signer, public: bytes, data: bytes, signature: Any) -> bool:
    if signature is None:
        return False
    try:
        raw = unb64(signature, "a signature", 64)
    except RemoteError:
        return False
    try:
        return bool(signer.verify(public, data, raw))
    except Exception:
        return False
