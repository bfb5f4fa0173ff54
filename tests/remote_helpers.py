"""Games at a distance played out in one process: each person's browser is a
:class:`ludo.remote.match.Match` of its own, and they exchange nothing but links."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "web" / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from ludo.remote import link  # noqa: E402  (after sys.path is set)
from ludo.remote.match import Match  # noqa: E402  (after sys.path is set)


class NullSigner:
    """No signatures at all (the dice tests, where only the throws matter)."""

    def keypair(self):
        return b"\0" * 32, b"\0" * 32

    def sign(self, private, data):
        return b"\0" * 64

    def verify(self, public, data, signature):
        return True


def signer():
    from ludoview.remote.sign import SIGNER
    return SIGNER


def setup(game, kinds, params=None, length=2000, sign=None):
    """The creator's match and one match per distant seat, joined by links; returns
    ``(pages, links)``: ``pages`` seat -> the match of the browser playing it."""
    sign = sign or signer()
    seats = [{"kind": kind, "name": f"P{i + 1}"} for i, kind in enumerate(kinds)]
    creator = Match.create(sign, game, seats, params, length=length)
    pages = {s: creator for s, kind in enumerate(kinds) if kind != "far"}
    links = []
    for seat, kind in enumerate(kinds):
        if kind == "far":
            invitation = link.make(creator, seat)
            links.append(invitation)
            page = link.open_full(link.decode(invitation), sign)
            page.join(seat)
            answer = link.make(page, creator.creator)
            links.append(answer)
            link.merge(creator, link.decode(answer))
            pages[seat] = page
    return pages, links


def play_by_links(pages, rng, limit=20_000, on_link=None, stop=None):
    """Play to the end: each browser does what it must (random moves), then sends the
    link to whoever the game waits for. ``on_link(sender, seat, text)`` sees every
    link sent. Returns the list of links' lengths."""
    browsers = list({id(m): m for m in pages.values()}.values())
    lengths = []

    def send(sender, seat):
        text = link.make(sender, seat)
        lengths.append(len(text))
        if on_link:
            on_link(sender, seat, text)
        link.merge(pages[seat], link.decode(text))

    for _ in range(limit):
        if all(m.over() for m in browsers) or (stop and stop()):
            return lengths
        for m in browsers:
            if stop and stop():
                return lengths
            m.run_local(lambda seat, legal: rng.choice(legal), persons=True)
            for seat in link.outbox(m):
                if not (m.over() and pages[seat].over()):
                    send(m, seat)
    if stop:
        return lengths
    raise AssertionError("the game did not end")


def forked(sign, seed: int = 8):
    """A fork of a two-seat mensch game: Bruno's browser holds his turn played one way,
    while the turn Anna got (from his other tab) was played otherwise and she went on.
    Returns ``(anna, bruno)``, one match each."""
    import json
    import random

    from ludo.remote.match import canon
    choose = random.Random(seed).choice
    pages, _ = setup("mensch", ["me", "far"], length=2000, sign=sign)
    anna, bruno = pages[0], pages[1]
    for _ in range(200):                                  # until Bruno's turn has a choice
        anna.run_local(lambda seat, legal: choose(legal), persons=True)
        link.merge(bruno, link.decode(link.make(anna, 1)))
        assert not bruno.over()
        tab = Match.from_json(json.loads(json.dumps(bruno.to_json())), sign)     # a second tab, same game
        tab.run_local(lambda seat, legal: legal[0], persons=True)
        bruno.run_local(lambda seat, legal: legal[-1], persons=True)
        if [canon(m) for m in tab.messages] != [canon(m) for m in bruno.messages]:
            break
        link.merge(anna, link.decode(link.make(bruno, 0)))
    else:
        raise AssertionError("no choice for Bruno in 200 turns")
    link.merge(anna, link.decode(link.make(tab, 0)))      # the second tab's turn reached Anna
    anna.run_local(lambda seat, legal: choose(legal), persons=True)
    return anna, bruno
