"""The game at a distance inside the real Pyodide the page runs (the bundle and the
trimmed standard library the site ships): a whole game by links gives, byte for byte,
the history CPython gives from the same secrets and moves."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.pyodide

# Runs in both: a two-player game by links from fixed secrets, random moves of a fixed seed,
# no signatures (the protocol's own hashing and rules only; the signer is the page's).
GAME = r'''
import json, random
from ludo.remote.match import Match
from ludo.remote import link

class Null:
    def keypair(self): return b"\0" * 32, b"\0" * 32
    def sign(self, private, data): return b"\0" * 64
    def verify(self, public, data, signature): return True

def run(game, params):
    rng = random.Random(11)
    a = Match.create(Null(), game, [{"kind": "me", "name": "A"}, {"kind": "far", "name": "B"}], params,
                     length=600, nonce=bytes(12), secrets={0: bytes(range(32))})
    b = link.open_full(link.decode(link.make(a, 1)), Null())
    b.join(1, secret=bytes(range(32, 64)))
    link.merge(a, link.decode(link.make(b, 0)))
    sizes = []
    while not (a.over() and b.over()):
        for m, other, seat in ((a, b, 1), (b, a, 0)):
            m.run_local(lambda s, legal: rng.choice(legal), persons=True)
            w = m.waiting_for()
            if w is None or not m.here(w[1]):
                text = link.make(m, seat)
                sizes.append(len(text))
                link.merge(other, link.decode(text))
    assert a.record() == b.record()
    return {"history": json.dumps(a.to_json()["messages"]), "record": a.record(), "links": len(sizes)}

RESULT = {"mensch": run("mensch", {}), "colonne": run("colonne", {})}
'''


def test_a_game_by_links_is_the_same_in_pyodide_and_cpython(pyodide):
    inside = pyodide.run(GAME)
    here: dict = {}
    exec(compile(GAME, "game", "exec"), here)
    for game in ("mensch", "colonne"):
        assert inside[game]["links"] > 10
        assert inside[game]["history"] == here["RESULT"][game]["history"]
        assert json.dumps(inside[game]["record"]) == json.dumps(here["RESULT"][game]["record"])
