"""The QR codes of the distance page's links (ludoview.remote.qr): the SVG drawn, read
back as a scanner would (tests/qr_read.py: the format, the mask, the blocks and their
Reed-Solomon check), gives the link again, and its modules are those of segno's
complete library for the same text; a link too long for a readable code gets none."""

from __future__ import annotations

import random

import pytest
import segno
from qr_read import decode, grid_of_svg
from remote_helpers import setup

from ludo.remote import link
from ludoview.remote import qr

BASE = "https://friends.example/ludo/distance.html#"


def real_links() -> list[str]:
    """An invitation, an answer, the first turn link of a four-player mensch game and a
    turn link of colonne, behind a site's address."""
    pages, made = setup("mensch", ["me", "far", "far", "far"], length=200)
    creator = pages[0]
    creator.run_local(lambda seat, legal: legal[0], persons=True)
    while creator.waiting_for() == ("play", 0):
        creator.throw(0) if creator.table.needs_throw() else creator.move(0, creator.table.legal()[0])
    turn = link.make(creator, link.outbox(creator)[0])
    colonne, _ = setup("colonne", ["me", "far"], length=200)
    c = colonne[0]
    while c.waiting_for() == ("play", 0):
        c.throw(0) if c.table.needs_throw() else c.move(0, c.table.legal()[0])
    return [BASE + text for text in (made[0], made[1], turn, link.make(c, 1))]


def test_each_link_s_code_reads_back_to_the_link():
    for text in real_links():
        svg = qr.svg(text, "the link")
        grid = grid_of_svg(svg)
        assert decode(grid) == text
        reference = segno.make(text, error="L", mode="byte", micro=False)
        assert grid == [list(row) for row in reference.matrix]
        assert reference.version <= qr.MAX_VERSION


def test_the_longest_link_a_code_holds_and_a_longer_one():
    rng = random.Random(5)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    longest = BASE + "g" + "".join(rng.choice(alphabet) for _ in range(qr.MAX_BYTES - len(BASE) - 1))
    assert qr.MAX_BYTES == 1273 and qr.fits(longest)
    grid = grid_of_svg(qr.svg(longest, "x"))
    assert len(grid) == 17 + 4 * qr.MAX_VERSION           # version 25: 117 modules across
    assert decode(grid) == longest
    assert not qr.fits(longest + "A")
    with pytest.raises(ValueError, match="at most 1273"):
        qr.matrix(longest + "A")


def test_the_svg_is_one_path_dark_on_light():
    svg = qr.svg(BASE + "gabc", 'a "quoted" <name>')
    assert svg.count("<path") == 1 and 'fill="#fff"' in svg and 'stroke="#000"' in svg
    assert 'aria-label="a &quot;quoted&quot; &lt;name&gt;"' in svg
