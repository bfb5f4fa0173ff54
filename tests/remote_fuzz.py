"""A fuzz of the links of a game at a distance: real links of real games, each field of
each message kind mutated to every JSON type (deep and huge values, lists for objects
and the reverse, fields dropped and added), made into links again and opened as the
page opens them. Used by tests/test_remote_fuzz.py (a bounded run) and
bench/bench_remote_fuzz.py (a longer one, printing its figures).

A seeded generator (``random.Random``), cheap per link: a mutation copies only the
path down to the field it changes, and the receivers are matches held in memory (a
refused link changes nothing, which :func:`run` checks by the history's length)."""

from __future__ import annotations

import base64
import json
import math
import random
import zlib
from collections import Counter
from typing import Any

from remote_helpers import NullSigner, setup

from ludo.remote import link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match

DEEP = "\x00deep\x00"           # replaced, in the link's text, by lists nested 100,000 deep


def kept(match: Match) -> dict:
    """A browser's kept game, as storage holds it (a copy: the match goes on)."""
    return json.loads(json.dumps(match.to_json()))


def scenes(sign: Any = None) -> list[tuple[str, dict, Any]]:
    """``(name, payload, receiver)``: the links to mutate and who opens them. ``receiver``
    is a kept game's JSON (a browser holding the game) or None (a browser without it)."""
    sign = sign or NullSigner()
    rng = random.Random(5)
    out: list[tuple[str, dict, Any]] = []
    for game, kinds in (("mensch", ["me", "far", "cpu"]), ("colonne", ["me", "far"]),
                        ("mensch", ["me", "far", "far"])):
        pages, invitations = setup(game, kinds, length=64, sign=sign)
        creator = pages[0]
        out.append((f"{game} invitation", link.decode(invitations[0]), None))
        out.append((f"{game} answer", link.decode(invitations[1]), None))
        before = {s: kept(m) for s, m in pages.items()}
        for _ in range(2):     # a few turns by links (short: a refused link replays the game kept)
            for m in {id(m): m for m in pages.values()}.values():
                m.run_local(lambda seat, legal: rng.choice(legal), persons=True)
                for seat in link.outbox(m):
                    text = link.make(m, seat)
                    out.append((f"{game} turn", link.decode(text), before[seat]))
                    link.merge(pages[seat], link.decode(text))
                    before = {s: kept(p) for s, p in pages.items()}
        out.append((f"{game} full link", link.decode(link.make(creator, 1, full=True)), None))
        out.append((f"{game} full link, held", link.decode(link.make(creator, 1, full=True)), before[1]))
    pages, _ = setup("mensch", ["me", "far"], length=64, sign=sign)
    pages[0].run_local(lambda seat, legal: legal[0], persons=True)
    held = kept(pages[1])
    pages[0].propose(0, "end")
    out.append(("mensch vote", link.decode(link.make(pages[0], 1)), held))
    return out


MUTANTS: list[Any] = [None, True, False, 0, -1, 1, 3, 4, 2 ** 63, -2 ** 63, 10 ** 30, 0.5, -0.0,
                      math.nan, math.inf, "", "a", "x" * 5000, "\ud800", "0", "-1", "r6", "m-1", "35.0",
                      [], [None], [1, 2, 3], {}, {"a": 0}, {"0": {}}, ["cpu", 1, ["", "", ""]], ["end"], DEEP]


def paths(value: Any) -> list[tuple]:
    """Every path into ``value`` (tuples of keys and indexes), without recursion."""
    found: list[tuple] = []
    stack: list[tuple[tuple, Any]] = [((), value)]
    while stack:
        path, node = stack.pop()
        found.append(path)
        if isinstance(node, dict):
            stack.extend((path + (k,), v) for k, v in node.items())
        elif isinstance(node, list):
            stack.extend((path + (i,), v) for i, v in enumerate(node))
    return found


def _at(value: Any, path: tuple) -> Any:
    for step in path:
        value = value[step]
    return value


def mutant(rng: random.Random, old: Any, payload: Any) -> Any:
    """A value to put where ``old`` was: any JSON type, or ``old`` changed a little."""
    pick = rng.random()
    if pick < 0.45:
        return rng.choice(MUTANTS)
    if pick < 0.55:
        return [old]                                     # a list for the value
    if pick < 0.6:
        return {"k": old}
    if isinstance(old, dict) and pick < 0.75:
        return list(old.values())                        # a list for an object
    if isinstance(old, list) and pick < 0.75:
        return {str(i): v for i, v in enumerate(old)}    # an object for a list
    if isinstance(old, bool):
        return not old
    if isinstance(old, int) and pick < 0.85:
        return old + rng.choice((-1, 1, 2, -2, 100))
    if isinstance(old, str) and old and pick < 0.9:
        i = rng.randrange(len(old))
        return old[:i] + rng.choice("A_-9x=é") + old[i + 1:]
    if id(payload) not in _VALUES:
        _VALUES[id(payload)] = [_at(payload, p) for p in paths(payload)]
    return rng.choice(_VALUES[id(payload)])              # a value from elsewhere in the link


_PATHS: dict[int, list[tuple]] = {}
_VALUES: dict[int, list] = {}


def mutate(rng: random.Random, payload: dict, count: int) -> Any:
    """``payload`` with ``count`` mutations, copying only the paths it changes."""
    out: Any = payload
    if id(payload) not in _PATHS:
        _PATHS[id(payload)] = paths(payload)
    every = _PATHS[id(payload)]
    for _ in range(count):
        path = rng.choice(every)
        if not path:
            return rng.choice([[], 5, math.nan, "g", None, [out]])
        parents = [out]
        try:                 # (a path of the link as it came: an earlier mutation may have changed it)
            for step in path[:-1]:
                parents.append(parents[-1][step])
            if not isinstance(parents[-1], (dict, list)) or not isinstance(path[-1], (str, int)) \
                    or isinstance(parents[-1], dict) != isinstance(path[-1], str):
                continue
            if path[-1] not in (parents[-1] if isinstance(parents[-1], dict) else range(len(parents[-1]))):
                continue
        except (KeyError, IndexError, TypeError):
            continue
        copies = [p.copy() for p in parents]
        for i, step in enumerate(path[:-1]):
            copies[i][step] = copies[i + 1]
        parent, key = copies[-1], path[-1]
        action = rng.random()
        if action < 0.15 and isinstance(parent, dict):
            del parent[key]                              # a field missing
        elif action < 0.22 and isinstance(parent, dict):
            parent[rng.choice(("q", "k", "s", "v", "x", "a"))] = rng.choice(MUTANTS)   # a field added
        elif action < 0.27 and isinstance(parent, list):
            parent.insert(key, parent[key])              # an item twice
        elif action < 0.32 and isinstance(parent, list):
            del parent[key]
        else:
            parent[key] = mutant(rng, parent[key], payload)
        out = copies[0]
    return out


def encode(payload: Any) -> str:
    """A link of ``payload`` (any JSON, NaN included, lists 100,000 deep where DEEP is)."""
    text = json.dumps(payload, separators=(",", ":"))
    if "deep" in text:
        text = text.replace(json.dumps(DEEP), "[" * 100_000 + "]" * 100_000)
    return "g" + base64.urlsafe_b64encode(zlib.compress(text.encode(), 1)).rstrip(b"=").decode()


def text_mutant(rng: random.Random, text: str) -> str:
    """The link's text itself changed: cut short, characters added or changed."""
    pick = rng.random()
    if pick < 0.3:
        return text[:rng.randrange(len(text))]
    if pick < 0.5:
        return text + rng.choice(("!!!", "%%%", " ", "\n", "=", "A", "#g"))
    if pick < 0.7:
        i = rng.randrange(1, len(text))
        return text[:i] + rng.choice("A_-!%é ") + text[i + 1:]
    return "g" + "%" * rng.randrange(1, 200)


class Receivers:
    """The browsers that open the links: a held game per kept JSON (restored when a link
    changed it), and none for the others."""

    def __init__(self, sign: Any) -> None:
        self.sign = sign
        self.held: dict[int, tuple[Match, int]] = {}

    def open(self, kept: Any, text: str) -> None:
        payload = link.decode(text)
        if kept is None:
            match = link.open_full(payload, self.sign)
            seat = payload.get("f")
            if isinstance(seat, int) and 0 <= seat < match.players and match.kinds[seat] == "far" \
                    and seat not in match.joins:
                match.join(seat)
            match.run_local(lambda seat, legal: legal[0])
            return
        key = id(kept)
        if key not in self.held:
            self.held[key] = (Match.from_json(kept, self.sign), 0)
        match, _ = self.held[key]
        size = len(match.messages) + len(match.joins)
        try:
            link.merge(match, payload)
            match.run_local(lambda seat, legal: legal[0])
        except RemoteError:
            if len(match.messages) + len(match.joins) != size:
                raise AssertionError("a refused link changed the game") from None
            raise
        if len(match.messages) + len(match.joins) != size:
            del self.held[key]                           # a link it took: the next one starts afresh


def run(links: int, seed: int = 0, sign: Any = None, bases: list | None = None) -> tuple[Counter, Counter, list]:
    """Open ``links`` mutated links: ``(refusal codes, kinds of other exception, examples)``."""
    sign = sign or NullSigner()
    rng = random.Random(seed)
    bases = bases or scenes(sign)
    receivers = Receivers(sign)
    codes: Counter = Counter()
    others: Counter = Counter()
    examples: list = []
    for _ in range(links):
        name, payload, kept = rng.choice(bases)
        if rng.random() < 0.08:
            text = text_mutant(rng, encode(payload))
        else:
            text = encode(mutate(rng, payload, rng.choice((1, 1, 1, 2, 3))))
        try:
            receivers.open(kept, text)
            codes["taken"] += 1
        except RemoteError as exc:
            codes[exc.code] += 1
        except Exception as exc:       # the fuzz counts every other kind
            where = exc.__traceback__
            while where is not None and where.tb_next is not None:
                where = where.tb_next
            kind = f"{type(exc).__name__} at {where.tb_frame.f_code.co_name}" if where else type(exc).__name__
            others[kind] += 1
            if len(examples) < 5:
                examples.append((name, kind, str(exc)[:200], text[:300]))
    return codes, others, examples
