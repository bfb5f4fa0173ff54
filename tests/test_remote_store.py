"""The games at a distance a browser keeps (ludoview.remote.store), read like the main
page's saves: a fuzz of the stored index and games (every field mutated to every JSON
type, nested 100,000 deep, wrong types, texts that are not JSON) finds nothing but the
documented refusals: an unreadable text is copied aside under its own name (never lost)
and said, and a link of the game then opens as for a browser without it. And two tabs
never write over each other's game: a write checks the version it read."""

from __future__ import annotations

import json
import random

import pytest
import remote_fuzz
from remote_helpers import NullSigner, forked, setup

from ludo.remote import link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match, canon
from ludoview.core.saves import MemoryStorage
from ludoview.remote.store import INDEX, PREFIX, DistanceStore, Stale, take_link

SIGN = NullSigner()


def dumps(value) -> str:
    """JSON of ``value`` (NaN included), lists 100,000 deep where remote_fuzz.DEEP is."""
    text = json.dumps(value, separators=(",", ":"))
    return text.replace(json.dumps(remote_fuzz.DEEP), "[" * 100_000 + "]" * 100_000) if "deep" in text else text


@pytest.fixture(scope="module")
def kept():
    """A storage holding Bruno's side of a three-seat game a few turns in, and the next link
    Anna sends him (and an invitation of another game)."""
    rng = random.Random(3)
    pages, invitations = setup("mensch", ["me", "far", "cpu"], length=64, sign=SIGN)
    storage = MemoryStorage()
    bruno = DistanceStore(storage, SIGN)
    for _ in range(3):
        for m in (pages[0], pages[1]):
            m.run_local(lambda seat, legal: rng.choice(legal), persons=True)
            for seat in link.outbox(m):
                link.merge(pages[seat], link.decode(link.make(m, seat)))
    bruno.save(pages[1], 3, None)
    pages[0].run_local(lambda seat, legal: rng.choice(legal), persons=True)
    seat = link.outbox(pages[0])
    nxt = link.make(pages[0], seat[0]) if seat else link.make(pages[0], 1, full=True)
    other, links = setup("colonne", ["me", "far"], length=64, sign=SIGN)
    return dict(storage.items), pages[1].game_id, nxt, links[0]


def open_everything(items: dict, gid: str, links: list[str]) -> tuple[DistanceStore, list]:
    """What the page does on load and with links: the list, each game, the links."""
    store = DistanceStore(MemoryStorage(items=items), SIGN)
    outcomes = []
    for found in store.ids():
        outcomes.append(store.load(found) is not None)
    for text in links:
        try:
            take_link(store, text)
            outcomes.append("taken")
        except RemoteError as exc:
            outcomes.append(exc.code)
    return store, outcomes


def check_nothing_lost(before: dict, store: DistanceStore) -> None:
    """Every text that was kept is still kept: in place, or copied aside (and said so)."""
    after = store.storage.items
    for key, text in before.items():
        if after.get(key) == text:
            continue
        copies = [k for k, v in after.items() if k.startswith(key + ".unreadable.") and v == text]
        written_over = key.startswith(PREFIX) and key in after     # (a game a link brought anew)
        assert copies or written_over, key
        if copies:
            assert any(n[0] in ("d.kept_aside", "d.kept_stuck") for n in store.notices), store.notices


CRAFTED_INDEX = ["5", "null", "{}", "[5]", '"x"', "[[]]", "[" * 100_000 + "]" * 100_000, "not json", "[\"a\"" , ""]
CRAFTED_GAME = ["[]", "5", "null", "{}", '{"m": []}', '{"m": {}}', "[" * 100_000 + "]" * 100_000,
                '{"m": ' + "[" * 100_000 + "]" * 100_000 + "}", "{\"m\": {\"format\": \"ludo-remote/1\"}}", "x"]


def test_the_crafted_stores_of_issue_34_are_copied_aside_and_said(kept):
    items, gid, nxt, invitation = kept
    for text in CRAFTED_INDEX:
        store, outcomes = open_everything(dict(items, **{INDEX: text}), gid, [nxt, invitation])
        check_nothing_lost(dict(items, **{INDEX: text}), store)
        if text:
            assert store.notices == [("d.kept_aside", {"place": INDEX + ".unreadable.1"})], text
        assert outcomes[-1] == "taken"        # an invitation still opens
    for text in CRAFTED_GAME:
        before = dict(items, **{PREFIX + gid: text})
        store, outcomes = open_everything(before, gid, [nxt])
        assert outcomes == [False, "unknown_game"] or outcomes == [False, "taken"], (text[:20], outcomes)
        check_nothing_lost(before, store)
        assert store.notices and store.notices[0][0] == "d.kept_aside"
    # junk messages in a kept game: refused as kept (copied aside), not blamed on the link
    entry = json.loads(items[PREFIX + gid])
    entry["m"]["messages"].append({"a": 0, "d": ["r9"]})
    store, outcomes = open_everything(dict(items, **{PREFIX + gid: json.dumps(entry)}), gid, [nxt])
    assert outcomes[0] is False and outcomes[1] != "differs"


def test_a_fuzz_of_the_stored_games_finds_nothing_but_the_documented_refusals(kept):
    items, gid, nxt, invitation = kept
    rng = random.Random(34)
    entry = json.loads(items[PREFIX + gid])
    seen = {"kept": 0, "aside": 0}
    for n in range(2_000):
        before = dict(items)
        if n % 10 == 0:
            before[INDEX] = dumps(remote_fuzz.mutate(rng, json.loads(items[INDEX]), rng.choice((1, 2))))
        else:
            before[PREFIX + gid] = dumps(remote_fuzz.mutate(rng, entry, rng.choice((1, 1, 2, 3))))
        try:
            store, outcomes = open_everything(before, gid, [nxt])
        except RemoteError:
            raise
        except Exception as exc:
            raise AssertionError(f"{type(exc).__name__}: {exc} with {before[PREFIX + gid][:300]}") from exc
        check_nothing_lost(before, store)
        seen["aside" if store.notices else "kept"] += 1
    assert seen["aside"] > 600 and seen["kept"] > 60, seen


def test_two_tabs_never_write_over_each_other(kept):
    items, gid, nxt, _ = kept
    storage = MemoryStorage(items=items)
    first, second = DistanceStore(storage, SIGN), DistanceStore(storage, SIGN)
    one, two = first.load(gid), second.load(gid)
    assert one.version == two.version == 1
    match, _, _, changed = take_link(second, nxt)
    assert changed             # the second tab takes Anna's link and keeps it
    version, problem = second.save(match, 5, two.version)
    assert (version, problem) == (2, None)
    one.match.messages.append(dict(match.messages[-1]))     # the first tab's own change
    with pytest.raises(Stale):
        first.save(one.match, 5, one.version)           # refused: it read version 1
    assert json.loads(storage.items[PREFIX + gid])["ver"] == 2
    again = first.load(gid)                             # read again, then it may write
    assert again.version == 2 and len(again.match.messages) == len(match.messages)
    assert first.save(again.match, 6, again.version) == (3, None)


def test_an_unreadable_game_that_cannot_be_copied_aside_stays_and_is_not_written_over(kept):
    items, gid, nxt, _ = kept
    storage = MemoryStorage(quota=sum(len(k) + len(v) for k, v in items.items()) + 10,
                            items=dict(items, **{PREFIX + gid: "[" + items[PREFIX + gid]}))
    store = DistanceStore(storage, SIGN)
    assert store.load(gid) is None and store.notices[0][0] == "d.kept_stuck"
    with pytest.raises(RemoteError):
        take_link(store, nxt)                           # (Anna's turn link: this browser has no game now)
    assert storage.items[PREFIX + gid] == "[" + items[PREFIX + gid]
    match = remote_fuzz.Match.from_json(json.loads(items[PREFIX + gid])["m"], SIGN)
    assert store.save(match, 0, None)[1] == "full"          # a write would lose it: none is made
    assert storage.items[PREFIX + gid] == "[" + items[PREFIX + gid]


def test_a_forked_game_is_repaired_from_the_friend_s_full_link_dropping_only_its_own_moves():
    """Bruno's browser holds his turn played one way; the turn he sent (from another tab)
    was played otherwise and Anna went on from it: her full link replaces his game, his
    one message not sent is dropped, his secrets kept, and he plays on from it."""
    from ludoview.remote.store import Kept, repair
    anna, bruno = forked(SIGN)
    full = link.decode(link.make(anna, 1, full=True))
    with pytest.raises(RemoteError) as caught:
        link.merge(Match.from_json(bruno.to_json(), SIGN), full)
    assert caught.value.code == "differs"
    fork = next(i for i, (a, b) in enumerate(zip(bruno.messages, anna.messages, strict=False)) if canon(a) != canon(b))
    mended, dropped = repair(Kept(bruno, 0, 1), full, SIGN)
    assert dropped == len(bruno.messages) - fork and dropped >= 1
    assert [canon(m) for m in mended.messages] == [canon(m) for m in anna.messages]
    assert mended.local.keys() == bruno.local.keys()
    mended.run_local(lambda seat, legal: legal[0], persons=True)   # Bruno plays on from it
    assert link.merge(anna, link.decode(link.make(mended, 0))) >= 0
    # Anna's own moves are never dropped for Bruno's: her browser refuses his old history
    with pytest.raises(RemoteError):
        repair(Kept(Match.from_json(anna.to_json(), SIGN), 0, 1), link.decode(link.make(bruno, 0, full=True)), SIGN)


def test_a_game_read_again_is_the_same_object_only_while_nothing_changed_it(kept):
    """The page reads its game on every link: while the text kept is the one this store read
    or wrote and the object has not changed since, it is given back without a replay; a
    write of another tab, a change not kept (a link merged, a move begun) or a refused link
    (rolled back) each give what the storage holds."""
    items, gid, nxt, _ = kept
    storage = MemoryStorage(items=items)
    store = DistanceStore(storage, SIGN)
    one = store.load(gid)
    assert store.load(gid).match is one.match                     # nothing changed: no replay
    as_kept = canon(one.match.to_json())

    match, _, _, changed = take_link(store, nxt)                   # merged, not kept yet
    assert changed and match is one.match
    again = store.load(gid)
    assert again.match is not match and canon(again.match.to_json()) == as_kept   # what is kept
    version, _ = store.save(match, 5, again.version)
    assert store.load(gid).match is match and store.load(gid).version == version == 2

    storage.items[PREFIX + gid] = json.dumps(dict(json.loads(storage.items[PREFIX + gid]), ver=7))
    other = store.load(gid)                                        # another tab wrote
    assert other.match is not match and other.version == 7
    assert store.load(gid).match is other.match

    cut = nxt[:-30]                                                # refused: nothing changes
    with pytest.raises(RemoteError):
        take_link(store, cut)
    assert store.load(gid).match is other.match
    assert other.match.waiting_for() == ("play", 1) and 1 in other.match.local   # Bruno's turn, here
    other.match.throw(1)                                           # a throw made, not kept
    assert store.load(gid).match is not other.match
    store.remove(gid)
    assert store.load(gid) is None
