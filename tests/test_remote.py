"""A game at a distance (ludo.remote): whole games by links, every tampering refused
with its own message and the kept game untouched, and dice no player can bias."""

from __future__ import annotations

import base64
import json
import random

import pytest
from remote_helpers import NullSigner, play_by_links, setup, signer

from ludo import api
from ludo.remote import chain, link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match, b64, canon, check_of


def kept(match):
    return json.dumps(match.to_json(), sort_keys=True)


@pytest.mark.parametrize("game, kinds, params", [
    ("mensch", ["me", "far"], {}),
    ("mensch", ["far", "me", "cpu"], {"lane_jump": True}),
    ("mensch", ["me", "far", "far", "far"], {}),
    ("colonne", ["me", "far"], {}),
    ("colonne", ["far", "me"], {"variant": "large"}),
])
def test_whole_game_by_links(game, kinds, params):
    pages, _ = setup(game, kinds, params)
    lengths = play_by_links(pages, random.Random(len(kinds) * 7 + len(params)))
    records = [m.record() for m in pages.values()]
    assert all(r == records[0] for r in records)
    assert all(m.over() for m in pages.values())
    replay = api.replay(records[0])            # the engine replays it, to the same end
    assert len(replay["positions"]) == len(replay["actions"]) + 1
    winner = pages[0].table.winner()
    if game == "mensch":
        from ludo.mensch.game import Game
        assert Game.from_record(records[0]).result().winner == pages[0].table.corners[winner]
    else:
        from ludo.colonne.game import Game
        assert Game.from_record(records[0]).winner == ("white", "black")[winner]
    # each browser's kept game comes back the same after a reload
    for m in {id(m): m for m in pages.values()}.values():
        again = Match.from_json(json.loads(json.dumps(m.to_json())), m.signer)
        assert again.record() == m.record() and again.over()
    assert max(lengths) < 1500


# -- tampering ------------------------------------------------------------------

@pytest.fixture(scope="module")
def three():
    """A three-player mensch game by links, with every link and its receiver's kept
    game as it was just before the link came."""
    pages, _ = setup("mensch", ["me", "far", "far"])
    sent = []
    play_by_links(pages, random.Random(5),
                  on_link=lambda sender, seat, text: sent.append((seat, text, kept(pages[seat]))))
    return pages, sent


def receiver(snapshot):
    return Match.from_json(json.loads(snapshot), signer())


def recode(payload):
    return link.encode(payload)


def relayed(sent):
    """A link carrying moves of two other seats than its receiver's (one relayed)."""
    for seat, text, snapshot in sent[10:]:
        payload = link.decode(text)
        authors = [m["a"] for m in payload.get("m", []) if any(a[0] == "m" for a in m.get("d", []))]
        if len(set(authors)) >= 2 and "j" not in payload:
            return seat, payload, snapshot
    raise AssertionError("no relayed link")


def refused(snapshot, payload, code):
    match = receiver(snapshot)
    before = kept(match)
    with pytest.raises(RemoteError) as caught:
        link.merge(match, link.decode(payload if isinstance(payload, str) else recode(payload)))
    assert caught.value.code == code, str(caught.value)
    assert kept(match) == before                      # the kept game is untouched
    return str(caught.value)


def test_the_untouched_link_is_taken(three):
    _, sent = three
    seat, payload, snapshot = relayed(sent)
    match = receiver(snapshot)
    assert link.merge(match, payload) > 0
    assert link.merge(match, payload) == 0            # an old link again: no effect, no error


def test_changed_die(three):
    _, payload, snapshot = relayed(three[1])
    for body in payload["m"]:
        for i, act in enumerate(body.get("d", [])):
            if act[0] == "r":
                body["d"][i] = "r" + str(int(act[1]) % 6 + 1)
                body["c"] = check_of(body)
                message = refused(snapshot, payload, "die")
                assert "the revealed values give" in message
                return


def test_move_not_legal(three):
    _, payload, snapshot = relayed(three[1])
    body = next(b for b in payload["m"] if any(a[0] == "m" for a in b.get("d", [])))
    body["d"] = ["m39" if a[0] == "m" else a for a in body["d"]]
    assert "not legal" in refused(snapshot, payload, "move")


def test_changed_move(three):
    """A move changed to another legal one: the message's check says so, and a forger
    who mends the check still lacks the mover's signature."""
    for _seat, text, snapshot in three[1][10:]:
        payload = link.decode(text)
        state = receiver(snapshot)
        index = payload["b"] - 1
        fresh = [(o, b) for o, b in enumerate(payload.get("m", [])) if payload["b"] - 1 + o >= len(state.messages)]
        if "j" in payload or not fresh:
            continue
        offset, body = fresh[0]
        index = payload["b"] - 1 + offset
        throws = sum(a[0] == "r" for a in body.get("d", []))
        own = chain.walk(base64.urlsafe_b64decode(body["o"] + "=="), throws) if throws else []
        for i, act in enumerate(body.get("d", [])):
            if act[0] == "m" and len(state.table.legal()) > 1:
                changed = json.loads(json.dumps(payload))
                changed["m"][offset]["d"][i] = "m" + [c for c in state.table.legal() if c != act[1:]][0]
                assert "changed on the way" in refused(snapshot, changed, "changed")
                changed["m"][offset]["c"] = check_of(changed["m"][offset])    # a careful forger
                assert "signature" in refused(snapshot, changed, "forged")
                return
            state._act(body["a"], act, own, index)
    raise AssertionError("no choice in any link")


def test_reordered_messages(three):
    _, payload, snapshot = relayed(three[1])
    payload["m"][0], payload["m"][1] = payload["m"][1], payload["m"][0]
    assert "is to play" in refused(snapshot, payload, "seat")


def test_move_of_another_seat(three):
    _, payload, snapshot = relayed(three[1])
    body = payload["m"][-1]
    body["a"] = (body["a"] + 1) % 3
    body["c"] = check_of(body)
    assert "is to play" in refused(snapshot, payload, "seat")


def test_reveal_not_matching_its_commitment(three):
    _, payload, snapshot = relayed(three[1])
    body = next(b for b in payload["m"] if "o" in b)
    body["o"] = b64(bytes(16))
    body["c"] = check_of(body)
    assert "committed to" in refused(snapshot, payload, "reveal")
    body = next(b for b in payload["m"] if "w" in b)
    body["w"] = b64(bytes(range(16)))
    body["c"] = check_of(body)
    refused(snapshot, payload, "reveal")


def test_forged_signature(three):
    _, payload, snapshot = relayed(three[1])
    body = payload["m"][-1]
    signature = bytearray(base64.urlsafe_b64decode(body["s"] + "=="))
    signature[5] ^= 1
    body["s"] = b64(bytes(signature))
    assert "signature" in refused(snapshot, payload, "forged")
    del body["s"]
    refused(snapshot, payload, "forged")


def test_truncated_link(three):
    seat, text, snapshot = three[1][-3]
    for cut in (len(text) // 2, len(text) - 1, len(text) - 7, 40):
        assert "cut short" in refused(snapshot, text[:cut], "truncated")


def test_link_of_another_game(three):
    pages, sent = three
    other, _ = setup("mensch", ["me", "far"], length=64)
    text = link.make(other[0], 1)
    refused(sent[-1][2], text, "other_game")


def test_missing_history_asks_for_a_full_link(three):
    pages, sent = three
    seat, text, snapshot = sent[5]
    later = [s for s in sent[20:] if s[0] == seat][0][1]
    message = refused(snapshot, later, "missing")
    assert "full link" in message
    match = receiver(snapshot)
    full = link.make(pages[(seat + 1) % 3], seat, full=True)
    assert link.merge(match, link.decode(full)) > 0
    fresh = link.open_full(link.decode(full), signer())   # a browser that lost the game (its own join too)
    assert [canon(m) for m in fresh.messages] == [canon(m) for m in match.messages]
    assert fresh.record() == match.record() and not fresh.local
    with pytest.raises(RemoteError) as caught:
        link.open_full(link.decode(later), signer())
    assert caught.value.code == "unknown_game"


def test_bad_links_are_named():
    for text, code in (("hello", "bad_link"), ("g" + "A" * 40, "damaged"), (None, "bad_link"),
                       ("g" + base64.urlsafe_b64encode(b"x" * 30).decode(), "damaged")):
        with pytest.raises(RemoteError) as caught:
            link.decode(text)
        assert caught.value.code == code
    import zlib
    bomb = "g" + base64.urlsafe_b64encode(zlib.compress(b"[" * 5_000_000)).decode()
    with pytest.raises(RemoteError) as caught:
        link.decode(bomb)
    assert caught.value.code == "too_large"


# -- dice nobody can bias --------------------------------------------------------

CHI2_999 = 20.52          # chi-square, 5 degrees of freedom, p = 0.001


def chi2(counts):
    total = sum(counts)
    return sum((c - total / 6) ** 2 / (total / 6) for c in counts)


def adversarial_games(games, derive=None, throws=10):
    """``games`` two-player mensch games in which seat 1 picks its secret among 48
    candidates to get the most sixes it can foresee (its own chain against seat 0's
    published tips) and seat 0 the fewest: the dice each got. Every secret and nonce comes from
    one seeded generator, so the games are the same in every run (with the system's random
    nonce the chi-squared bound, at p = 0.001 for each seat, failed about one run in 500)."""
    rng = random.Random(2024)
    counts = {0: [0] * 6, 1: [0] * 6}
    null = NullSigner()
    original = chain.throw_dice
    if derive:
        chain.throw_dice = derive
    try:
        for _ in range(games):
            creator = Match.create(null, "mensch", [{"kind": "me", "name": "A"}, {"kind": "far", "name": "B"}],
                                   length=64, secrets={0: rng.randbytes(32)},
                                   nonce=rng.randbytes(12))   # (seeded: the same games every run)
            guess = creator.keys[0][1]          # what seat 1 knows of seat 0's values: the tips

            def sixes(secret, creator=creator, guess=guess):   # this game's
                own = chain.Chain(secret, "own", 64)
                return sum(chain.throw_dice(creator.h0, 1, k, own.value(k + 1), guess, 1) == (6,)
                           for k in range(throws))
            best = max((rng.randbytes(32) for _ in range(48)), key=sixes)
            creator.join(1, secret=best)
            while not creator.over() and min(creator.throws) < throws:
                creator.run_local(lambda seat, legal: rng.choice(legal), persons=True)
                if creator.waiting_for() and creator.waiting_for()[0] == "play":
                    continue
                break
            for body in creator.messages:
                for act in body.get("d", []):
                    if act[0] == "r":
                        counts[body["a"]][int(act[1]) - 1] += 1
    finally:
        chain.throw_dice = original
    return counts


def test_an_adversary_choosing_its_secret_gets_uniform_dice():
    counts = adversarial_games(2000)
    for seat in (0, 1):
        total = sum(counts[seat])
        assert total > 15_000
        assert chi2(counts[seat]) < CHI2_999, (seat, counts[seat], chi2(counts[seat]))
        assert abs(counts[seat][5] / total - 1 / 6) < 0.012


def test_the_same_adversary_wins_sixes_when_the_witness_is_left_out():
    """The test has teeth: were a throw made of the mover's value alone, the same
    search would give seat 1 far more sixes."""
    def weak(game_id, seat, k, own, witness, count):
        return _weak(game_id, seat, k, own, count)
    counts = adversarial_games(150, derive=weak)
    assert counts[1][5] / sum(counts[1]) > 0.3
    assert chi2(counts[1]) > CHI2_999


def _weak(game_id, seat, k, own, count):
    digest = chain.digest(b"weak", game_id, bytes([seat]), k.to_bytes(4, "big"), own)
    return tuple(b % 6 + 1 for b in digest if b < 252)[:count]


# -- a player who does not go on ---------------------------------------------------

def test_a_computer_takes_the_seat_of_a_player_who_stopped_by_agreement_of_the_rest():
    pages, _ = setup("mensch", ["me", "far", "far"])
    a, b, c = pages[0], pages[1], pages[2]
    rng = random.Random(9)
    # play by links until B is to play, then B stops answering
    play_by_links(pages, rng, limit=40, on_link=None, stop=lambda: a.waiting_for() == ("play", 1)
                  and b.waiting_for() == ("play", 1))
    assert b.waiting_for() == ("play", 1)
    holder = max((a, c), key=lambda m: len(m.messages))
    proposer = 0 if holder is a else 2
    other = c if holder is a else a
    link.merge(other, link.decode(link.make(holder, 2 - proposer)))
    holder.propose(proposer, "cpu", 1)
    assert holder.waiting_for() == ("agree", 2 - proposer)
    with pytest.raises(RemoteError) as caught:        # the stopped player has no say
        b2 = receiver(kept(b))
        link.merge(b2, link.decode(link.make(holder, 1)))
        b2.vote(1)
    assert caught.value.code in ("vote", "seat")
    link.merge(other, link.decode(link.make(holder, 2 - proposer)))
    other.vote(2 - proposer)
    assert other.controller(1) == proposer and not other.is_person(1)
    link.merge(holder, link.decode(link.make(other, proposer)))
    # the game goes on to its end between the two, the taker's page playing seat 1
    play_by_links({0: a, 1: holder, 2: c}, rng)
    assert a.record() == c.record() and a.over()
    # the player who stopped can follow it to the end with a full link
    link.merge(b, link.decode(link.make(a, 1, full=True)))
    assert b.record() == a.record()


def test_the_others_end_the_game_of_a_player_who_stopped():
    pages, _ = setup("mensch", ["me", "far"])
    a, b = pages[0], pages[1]
    play_by_links(pages, random.Random(4), limit=30, stop=lambda: a.waiting_for() == ("play", 1))
    message = a.propose(0, "end")
    assert a.over() and a.waiting_for() is None and "v" in message
    link.merge(b, link.decode(link.make(a, 1)))
    assert b.over() and b.record() == a.record()
    assert not a.record()["turns"] or a.table.winner() is None


def test_a_relayed_join_cannot_be_replaced():
    """The creator relays the seats' joins to the others: a join swapped for one with
    other tips (a seat's dice chosen by someone else) is refused."""
    pages, _ = setup("mensch", ["me", "far", "far"])
    a = pages[0]
    a.run_local(lambda seat, legal: legal[0], persons=True)
    a.finish()
    text = link.make(a, 1)
    payload = link.decode(text)
    assert "2" in payload["j"]
    fake = Match.create(signer(), "mensch", [{"kind": "me", "name": "X"}, {"kind": "far", "name": "Y"},
                                             {"kind": "far", "name": "Z"}], length=64)
    payload["j"]["2"]["x"][0] = fake.create_msg["x"]["0"][0]
    snapshot = kept(pages[1])
    assert "changed on the way" in refused(snapshot, payload, "changed")
    payload["j"]["2"]["c"] = check_of(payload["j"]["2"])
    assert "signature" in refused(snapshot, payload, "forged")
    assert link.merge(pages[1], link.decode(text)) > 0


def test_values_given_by_a_seat_that_is_not_the_witness():
    pages, _ = setup("mensch", ["me", "far", "far"])
    sent = []
    play_by_links(pages, random.Random(3), limit=60, stop=lambda: len(sent) > 12,
                  on_link=lambda sender, seat, text: sent.append((seat, text, kept(pages[seat]))))
    for _seat, text, snapshot in sent:
        payload = link.decode(text)
        body = next((b for b in payload.get("m", []) if b.get("to")), None)
        if body is not None and "j" not in payload:
            body["to"] = [(body["to"][0] + 1) % 3]
            body["c"] = check_of(body)
            assert "whose witness it is not" in refused(snapshot, payload, "witness")
            return
    raise AssertionError("no link gives values")


def test_the_outbox_says_whom_to_send_a_link():
    a = Match.create(signer(), "mensch", [{"kind": "me", "name": "A"}, {"kind": "far", "name": "B"},
                                          {"kind": "cpu", "name": "C"}], length=64)
    assert link.outbox(a) == [1]                      # the invitation
    b = link.open_full(link.decode(link.make(a, 1)), signer())
    b.join(1)
    assert link.outbox(b) == [0]                      # the answer
    link.merge(a, link.decode(link.make(b, 0)))
    assert a.waiting_for() == ("play", 0) and link.outbox(a) == []      # the creator plays first
    a.run_local(lambda seat, legal: legal[0], persons=True)
    assert a.waiting_for() in (("play", 1), ("witness", 1)) and link.outbox(a) == [1]


@pytest.mark.parametrize("level", ["hard", "easy"])
def test_a_computer_seat_plays_the_engine_s_player_of_its_level(level, monkeypatch):
    """The level is in the create message (every player sees it); the creator's page asks the
    engine's player of that level (ludo.mensch.ai.choose) for each of the computer's moves."""
    from ludo.mensch import ai
    seats = [{"kind": "me", "name": "A"}, {"kind": "cpu", "name": "C", "level": level}, {"kind": "far", "name": "F"}]
    creator = Match.create(signer(), "mensch", seats, length=2000)
    assert creator.create_msg["n"][1] == {"c": "cpu", "n": "C", "l": level}
    far = link.open_full(link.decode(link.make(creator, 2)), signer())
    assert far.levels[1] == level                          # the others see it
    far.join(2)
    link.merge(creator, link.decode(link.make(far, 0)))
    asked = []
    real = ai.choose

    def engine(position, lv, seed=None, roll=None):
        move = real(position, lv, seed, roll)
        asked.append((position.turn, lv))
        return move

    monkeypatch.setattr(ai, "choose", engine)
    rng = random.Random(3)
    pages = {0: creator, 1: creator, 2: far}

    def choose(m):
        return lambda seat, legal: (rng.choice(legal) if m.is_person(seat) else
                                    legal[0] if len(legal) == 1 else m.table.choose(m.levels[seat]))

    for _ in range(5000):
        if creator.over() and far.over():
            break
        for m in (creator, far):
            m.run_local(choose(m), persons=True)
            for seat in link.outbox(m):
                if not (m.over() and pages[seat].over()):
                    link.merge(pages[seat], link.decode(link.make(m, seat)))
    assert creator.over() and creator.record() == far.record()
    assert len(asked) > 5 and set(asked) == {(1, level)}     # corner 1 is the computer's seat


def test_the_tables_choose_with_the_engine_s_players():
    from ludo.remote.tables import LEVELS, new_table
    for game in ("mensch", "colonne"):
        table = new_table(game, 2, {})
        table.throw((6,) if game == "mensch" else (3, 5))
        for level in LEVELS:
            assert table.choose(level) in table.legal()


def test_a_level_is_a_computer_s_and_one_of_the_engine_s():
    with pytest.raises(RemoteError, match='level "superhard"'):
        Match.create(signer(), "mensch", [{"kind": "me"}, {"kind": "far"}, {"kind": "cpu", "level": "superhard"}])
    with pytest.raises(RemoteError, match="a computer's"):
        Match.create(signer(), "mensch", [{"kind": "me", "level": "hard"}, {"kind": "far"}])
    creator = Match.create(signer(), "mensch", [{"kind": "me"}, {"kind": "far"}, {"kind": "cpu"}], length=64)
    assert creator.levels[2] == "medium" and "l" not in creator.create_msg["n"][2]


def test_a_computer_for_a_seat_is_refused_where_it_would_leave_one_browser():
    """With two browsers (a computer seat is the creator's) a take-over would leave one,
    whose dice nobody witnesses: refused in words; ending the game is what is left."""
    pages, _ = setup("mensch", ["me", "cpu", "far"])
    a, b = pages[0], pages[2]
    play_by_links(pages, random.Random(5), limit=30, stop=lambda: a.waiting_for() is not None
                  and not a.here(a.waiting_for()[1]))
    before = len(a.messages)
    with pytest.raises(RemoteError) as caught:
        a.propose(0, "cpu", 2)
    assert caught.value.code == "vote" and "one browser" in str(caught.value)
    assert len(a.messages) == before and a.proposal is None
    assert not a.here(2) and 2 not in a.local           # nothing of the seat was taken
    a.propose(0, "end")
    link.merge(b, link.decode(link.make(a, 2)))
    assert a.over() and b.over()
    ended = [{"what": "end", "by": 0, "seat": -1}, {"what": "agreed", "about": "end", "seat": -1, "by": 0}]
    assert a.decisions == b.decisions == receiver(kept(b)).decisions == ended


def test_a_refused_computer_leaves_the_seat_to_its_player_in_the_proposer_s_browser_too():
    """B proposes a computer for C, A refuses: B's browser forgets the secrets it made for
    C's seat (while the proposal was open, and after a reload too, it never played C), and
    the game waits for C again in every browser; proposed again and agreed, B plays it."""
    def waits_for_c(a, b) -> bool:
        return (b.started and not b.over() and b.waiting_for() is not None
                and b.waiting_for()[0] in ("play", "witness") and b.controller(b.waiting_for()[1]) == 2
                and len(b.messages) > 4 and a.messages == b.messages[:len(a.messages)])

    for attempt in range(10):    # (the secrets are fresh: a game may end before such a moment)
        pages, _ = setup("mensch", ["me", "far", "far"])
        a, b = pages[0], pages[1]
        rng = random.Random(3 + attempt)
        play_by_links(pages, rng, limit=400, stop=lambda a=a, b=b: waits_for_c(a, b))
        if waits_for_c(a, b):
            break
    else:
        pytest.fail("no game of 10 came to a moment where B's browser waits for C")
    waiting = b.waiting_for()
    b.propose(1, "cpu", 2)
    assert b.waiting_for() == ("agree", 0) and not b.here(2)
    assert not receiver(kept(b)).here(2)                 # kept and read again: still not B's
    link.merge(a, link.decode(link.make(b, 0)))
    a.vote(0, False)
    link.merge(b, link.decode(link.make(a, 1)))
    for m in (a, b):
        assert m.proposal is None and m.waiting_for() == waiting and m.is_person(2)
    assert 2 not in b.local and link.outbox(b) == [2] and not receiver(kept(b)).here(2)
    b.propose(1, "cpu", 2)
    link.merge(a, link.decode(link.make(b, 0)))
    a.vote(0, True)
    link.merge(b, link.decode(link.make(a, 1)))
    assert b.here(2) and not b.is_person(2) and a.controller(2) == 1
    # every browser lists the proposals and votes in order, and a page read again lists them too
    said = [{"what": "cpu", "by": 1, "seat": 2}, {"what": "no", "by": 0}, {"what": "cpu", "by": 1, "seat": 2},
            {"what": "yes", "by": 0}, {"what": "agreed", "about": "cpu", "seat": 2, "by": 1}]
    assert a.decisions == b.decisions == receiver(kept(a)).decisions == said
    play_by_links({0: a, 1: b, 2: b}, rng)
    assert a.over() and a.record() == b.record()
