"""A game at a distance: its history of signed messages, the replay that checks
every one of them, and what this browser's seats do next.

The history is the create message (the game, the seats, the creator's tips and
keys), one join message per seat at a distance (its tips and its public key),
kept apart and in seat order, then the game's messages in the order they were
made. Each message is a JSON object (the *body*) with an author seat and:

``"d"``   the author's actions: ``"r6"`` a throw and the dice it gave (``"r35"``
          in colonne), ``"m12"`` a move by its code (:mod:`ludo.remote.tables`);
``"o"``   the deepest of the author's own chain values its throws used;
``"to"``, ``"w"``  witnessed values given to those seats, ``table.batch`` each,
          and the deepest of the author's witness chain values they use;
``"c"``   a short hash of the rest (a message changed on the way says so);

beside its signature ``"s"``: Ed25519 over the hash of the whole history up to
and including the message (joins: over the create message and the join), so a
seat's latest signature vouches for everything before it.

A throw of seat ``M`` takes its next own value and the next value of its
*pool*, the values its witness (the nearest seat before it that another person
controls) gave it. A pool is emptied whenever ``M`` chooses between two moves or
more and when its turn ends, so ``M`` never knows a throw before the choice
that comes before it.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Callable
from typing import Any, Protocol

from ludo.errors import LudoError
from ludo.limits import brief, check_value
from ludo.remote import chain as chains
from ludo.remote.errors import RemoteError
from ludo.remote.schema import check_kept
from ludo.remote.tables import BATCH, DEFAULT_LEVEL, LEVELS, PLAYERS, Table, check_params, new_table

FORMAT = "ludo-remote/1"
KINDS = ("me", "far", "cpu")         # the creator; a person at a distance; a computer the creator plays
MAX_NAME = 40
CHECK = 6                             # bytes of a message's check


class Signer(Protocol):
    """Signatures, given by the page (the standard library has none): Ed25519 keys of 32
    bytes, signatures of 64."""

    def keypair(self) -> tuple[bytes, bytes]: ...            # (private, public)
    def sign(self, private: bytes, data: bytes) -> bytes: ...
    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool: ...


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: Any, what: str, size: int | None = None) -> bytes:
    if not isinstance(text, str) or len(text) > 200:
        raise RemoteError("bad_link", f"{what}: {brief(text)} is not a value of this page")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        raise RemoteError("bad_link", f"{what}: {brief(text)} is not base64") from None
    if size is not None and len(data) != size:
        raise RemoteError("bad_link", f"{what}: {len(data)} bytes, not {size}")
    return data


def canon(body: dict) -> bytes:
    """A message's bytes for hashing and signing: its fields but the signature, sorted."""
    return json.dumps({k: v for k, v in body.items() if k != "s"}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=True).encode()


def check_of(body: dict) -> str:
    return b64(chains.digest(b"check", canon({k: v for k, v in body.items() if k != "c"}))[:CHECK])


def seat_words(seat: int) -> str:
    return f"seat {seat + 1}"


class Match:
    """One game at a distance as this browser holds it.

    ``Match.create(...)`` starts a game (this browser is the creator);
    :meth:`from_json` / :meth:`to_json` keep it; ``ludo.remote.link`` reads and
    writes its links. ``local`` are the seats whose secrets this browser holds.
    """

    def __init__(self, signer: Signer) -> None:
        self.signer = signer
        self.create_msg: dict = None  # type: ignore[assignment]   # set by _add_create
        self.joins: dict[int, dict] = {}
        self.messages: list[dict] = []     # the game's messages (after create and the joins)
        self.local: dict[int, dict] = {}   # seat -> {"secret": bytes, "private": bytes}
        self._chains: dict[tuple[int, str], chains.Chain] = {}
        self.draft: dict | None = None     # a message being made by a local seat
        self._reset()

    # -- setup --------------------------------------------------------------

    @classmethod
    def create(cls, signer: Signer, game: str, seats: list[dict], params: dict | None = None,
               length: int = chains.DEFAULT_LENGTH, nonce: bytes | None = None,
               secrets: dict[int, bytes] | None = None) -> Match:
        """A new game; ``seats`` each ``{"kind": "me"|"far"|"cpu", "name": str}`` in turn order (a
        computer's with its ``"level"``, one of ``tables.LEVELS``: every player sees it)."""
        params = check_params(game, len(seats) if isinstance(seats, list) else seats, params or {})
        kinds = [seat.get("kind") if isinstance(seat, dict) else None for seat in seats]
        if kinds.count("me") != 1 or "far" not in kinds or any(k not in KINDS for k in kinds):
            raise RemoteError("setup", "a game at a distance has one seat for its creator ('me'), "
                              "at least one person at a distance ('far'), the others computers ('cpu')")
        match = cls(signer)
        creator = kinds.index("me")
        keys = {}
        for seat, kind in enumerate(kinds):
            if kind != "far":
                keys[str(seat)] = match._new_local(seat, length, (secrets or {}).get(seat))
        body = {"k": "c", "a": creator, "g": game, "p": params, "L": chains.check_length(length),
                "n": [_seat(seat, kind, i) for i, (seat, kind) in enumerate(zip(seats, kinds, strict=True))],
                "x": keys, "z": b64(nonce if nonce is not None else chains.new_secret()[:12])}
        body["c"] = check_of(body)
        match._add_create(body)
        body["s"] = b64(signer.sign(match.local[creator]["private"], match.h0))
        return match

    def _new_local(self, seat: int, length: int, secret: bytes | None = None) -> list[str]:
        secret = chains.new_secret() if secret is None else secret
        private, public = self.signer.keypair()
        self.local[seat] = {"secret": secret, "private": private}
        return [b64(self._chain(seat, "own", length).tip), b64(self._chain(seat, "wit", length).tip), b64(public)]

    def _chain(self, seat: int, label: str, length: int | None = None) -> chains.Chain:
        key = (seat, label)
        if key not in self._chains:
            self._chains[key] = chains.Chain(self.local[seat]["secret"], label, length or self.length)
        return self._chains[key]

    def join(self, seat: int, secret: bytes | None = None) -> dict:
        """This browser takes the distant seat ``seat``: its join message (tips, key, and
        the values it witnesses for the seats after it)."""
        self._need_created()
        if not 0 <= seat < self.players or self.kinds[seat] != "far":
            raise RemoteError("setup", f"{seat_words(seat)} is not a seat at a distance")
        if seat in self.joins:
            raise RemoteError("setup", f"{seat_words(seat)} has joined already")
        body = {"k": "j", "a": seat, "x": self._new_local(seat, self.length, secret)}
        targets = [t for t in range(self.players) if t != seat and self.witness(t) == seat]
        if targets:      # the values the seats after it throw with first (no choice comes before)
            body["to"] = targets
            body["w"] = b64(self._chain(seat, "wit").value(BATCH[self.game] * len(targets)))
        body["c"] = check_of(body)
        body["s"] = b64(self.signer.sign(self.local[seat]["private"], self._join_data(body)))
        self._add_join(body)
        return body

    # -- reading ------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.create_msg is not None and len(self.joins) == self.kinds.count("far")

    def controller(self, seat: int) -> int:
        """The seat whose browser plays ``seat`` (the creator's for its computers; after an
        agreed take-over, the taker's)."""
        return self.ctrl[seat]

    def is_person(self, seat: int) -> bool:
        """Whether a person plays ``seat`` (not a computer: the creator's, or one agreed on)."""
        return self.kinds[seat] != "cpu" and seat not in self.taken

    @property
    def controllers(self) -> list[int]:
        return sorted(set(self.ctrl))

    def witness(self, seat: int) -> int:
        """The seat whose witness chain makes ``seat``'s throws with its own."""
        mine = self.controller(seat)
        for back in range(1, self.players):
            other = (seat - back) % self.players
            if self.controller(other) != mine:
                return other
        raise AssertionError("a game at a distance has two controllers")  # pragma: no cover

    def waiting_for(self) -> tuple[str, int] | None:
        """What the game waits for: ``("join", seat)``, ``("witness", seat)`` (that seat
        must give values), ``("play", seat)``, ``("agree", seat)`` (a proposal waits for
        that seat's browser); None at the end."""
        if not self.started:
            return "join", min(s for s in range(self.players) if self.kinds[s] == "far" and s not in self.joins)
        if self.ended:
            return None
        if self.proposal is not None:
            return "agree", min(self._voters_left())
        seat = self.table.to_act()
        if seat is None:
            return None
        if self.table.needs_throw() and not self.pool[seat]:
            return "witness", self.witness(seat)
        return "play", seat

    def over(self) -> bool:
        return self.started and (self.ended or self.table.to_act() is None)

    def record(self) -> dict:
        """The game's ``ludo-record/1`` record (the engine replays it)."""
        return self.table.record()

    @property
    def game_id(self) -> str:
        return b64(self.h0[:12])

    def hash_at(self, count: int) -> bytes:
        """The hash of the history's first ``count`` parts (1: the create message alone)."""
        if count <= 1:
            return self.h0
        return self.hashes[count - 2]

    def last_authored(self, controller: int) -> int:
        """How many parts of the history the browser of ``controller`` is sure to hold: up to
        its last message (1 when it has only joined)."""
        seats = {s for s in range(self.players) if self.controller(s) == controller}
        for index in range(len(self.messages) - 1, -1, -1):
            if self.messages[index]["a"] in seats:
                return index + 2
        return 1

    # -- the replay ---------------------------------------------------------

    def _reset(self) -> None:
        if self.create_msg is not None:
            self.ctrl = [self.creator if kind != "far" else seat for seat, kind in enumerate(self.kinds)]
        self.taken: set[int] = set()
        self.proposal: dict | None = None     # {"what": "cpu"|"end", "seat", "by": {controllers}}
        self.decisions: list[dict] = []        # the proposals, the votes and their results, in order
        self.ended = False
        self.table: Table = None  # type: ignore[assignment]   # set once every seat has joined
        self.pool: list[list[bytes]] = []
        self.hashes: list[bytes] = []

    def _need_created(self) -> None:
        if self.create_msg is None:
            raise RemoteError("unknown_game", "this browser does not hold the game")

    def _add_create(self, body: dict) -> None:
        if not isinstance(body, dict) or body.get("k") != "c":
            raise RemoteError("bad_link", "a full link begins with the message that creates the game")
        _fields(body, {"k", "a", "g", "p", "L", "n", "x", "z", "c", "s"}, "the create message")
        game, seats = body["g"], body["n"]
        if not isinstance(seats, list):
            raise RemoteError("bad_link", "the create message's seats must be a list")
        check_params(game, len(seats), body["p"])
        kinds = [s.get("c") if isinstance(s, dict) else None for s in seats]
        if kinds.count("me") != 1 or "far" not in kinds or any(k not in KINDS for k in kinds):
            raise RemoteError("bad_link", "the create message's seats are not those of a game at a distance")
        for seat in seats:
            _fields(seat, {"c", "n", "l"}, "a seat")
            _name(seat["n"], 0, strict=True)
            if "l" in seat and (seat["c"] != "cpu" or seat["l"] not in LEVELS):
                raise RemoteError("bad_link", f"a seat's level {brief(seat['l'])}: a computer's, one of "
                                  f"{', '.join(LEVELS)}")
        self.length = chains.check_length(body["L"])
        self.game, self.params, self.kinds = game, body["p"], kinds
        self.names = [s["n"] for s in seats]
        self.levels = [s.get("l", DEFAULT_LEVEL) for s in seats]   # the computers' (a person's: if taken over)
        self.players = len(seats)
        self.creator = kinds.index("me")
        if body["a"] != self.creator:
            raise RemoteError("bad_link", "the create message is not by its creator's seat")
        if not isinstance(body["x"], dict) or set(body["x"]) != {str(s) for s, k in enumerate(kinds) if k != "far"}:
            raise RemoteError("bad_link", "the create message must hold the tips of the creator's seats")
        unb64(body["z"], "the game's nonce")
        self.create_msg = body
        self.ctrl = [self.creator if kind != "far" else seat for seat, kind in enumerate(kinds)]
        self.h0 = chains.digest(b"create", canon(body))
        self.keys: dict[int, list[bytes]] = {}
        for seat, key in body["x"].items():
            self.keys[int(seat)] = _keys(key)
        self._replay()

    def _join_data(self, body: dict) -> bytes:
        return chains.digest(b"join", self.h0, canon(body))

    def _add_join(self, body: dict) -> None:
        seat = body.get("a")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players \
                or self.kinds[seat] != "far":
            raise RemoteError("seat", f"a join message of {brief(seat)}: not a seat at a distance of this game")
        _fields(body, {"k", "a", "x", "to", "w", "c", "s"}, f"the join message of {seat_words(seat)}")
        self.keys[seat] = _keys(body["x"])
        self.joins[seat] = body
        if self.started:
            self._replay()

    def _replay(self) -> None:
        """Rebuild the state from the messages (already checked)."""
        self._reset()
        if not self.started:
            return
        self._begin()
        for index, body in enumerate(self.messages):
            self._apply(body, index)

    def _begin(self) -> None:
        self.table = new_table(self.game, self.players, self.params)
        n = self.players
        self.pool = [[] for _ in range(n)]
        self.own_last = [self.keys[s][0] for s in range(n)]
        self.wit_last = [self.keys[s][1] for s in range(n)]
        self.own_used = [0] * n
        self.wit_used = [0] * n
        self.throws = [0] * n
        self.h_start = chains.digest(b"start", self.h0, *(canon(self.joins[s]) for s in sorted(self.joins)))
        self.keys = {s: list(k) for s, k in self.keys.items()}
        self.keys.update({int(s): _keys(k) for s, k in self.create_msg["x"].items()})
        self.keys.update({s: _keys(j["x"]) for s, j in self.joins.items()})
        for seat in sorted(self.joins):
            body = self.joins[seat]
            if "to" in body or "w" in body:
                self._give(body, seat, body.get("to"), -1)

    def _apply(self, body: dict, index: int) -> None:
        """Apply one game message, checking it against the rules and the commitments."""
        if not isinstance(body, dict):
            raise RemoteError("bad_link", f"message {index + 1}: not a message of this page")
        _fields(body, {"a", "d", "o", "w", "to", "v", "c", "s"}, f"message {index + 1}")
        author = body.get("a")
        if "k" in body or not isinstance(author, int) or isinstance(author, bool) \
                or not 0 <= author < self.players:
            raise RemoteError("bad_link", f"message {index + 1}: not a message of this game")
        acts = body.get("d", [])
        if not isinstance(acts, list) or len(acts) > 400 or not all(isinstance(a, str) and 1 < len(a) < 12
                                                                   for a in acts):
            raise RemoteError("bad_link", f"message {index + 1}: its actions are not a list of actions")
        if acts and self.table.to_act() != author:
            self._act(author, acts[0], [], index)        # names the seat (or the end) at fault
        throws = sum(1 for a in acts if a[0] == "r")
        own: list[bytes] = []
        if throws:
            own = self._reveal(body, "o", author, "own", throws, index)
        elif "o" in body:
            raise RemoteError("bad_link", f"message {index + 1}: a value revealed for no throw")
        for act in acts:
            self._act(author, act, own, index)
        if own:
            raise RemoteError("bad_link", f"message {index + 1}: values revealed for no throw")
        targets = body.get("to", [])
        if targets or "w" in body:
            self._give(body, author, targets, index)
        if "v" in body:
            if acts or targets:
                raise RemoteError("bad_link", f"message {index + 1}: a vote is a message of its own")
            self._vote(author, body["v"], index)
        previous = self.hashes[-1] if self.hashes else self.h_start
        self.hashes.append(chains.digest(b"next", previous, canon(body)))

    def _reveal(self, body: dict, field: str, author: int, label: str, count: int, index: int) -> list[bytes]:
        value = unb64(body.get(field), f"message {index + 1} {field}", chains.VALUE)
        used = self.own_used if label == "own" else self.wit_used
        last = self.own_last if label == "own" else self.wit_last
        if used[author] + count > self.length:
            raise RemoteError("used_up", f"the dice of {seat_words(author)} are used up: its chains hold "
                              f"{self.length} values", seat=author)
        if not chains.check_reveal(value, last[author], count):
            raise RemoteError("reveal", f"message {index + 1}: the value {seat_words(author)} reveals does not "
                              "match what it committed to at the start", seat=author)
        used[author] += count
        last[author] = value
        return chains.walk(value, count)

    def _act(self, author: int, act: str, own: list[bytes], index: int) -> None:
        table = self.table
        seat = table.to_act()
        if seat is None:
            raise RemoteError("over", f"message {index + 1}: the game is over")
        if seat != author:
            raise RemoteError("seat", f"message {index + 1}: a move of {seat_words(author)}, but "
                              f"{seat_words(seat)} is to play", seat=author, turn=seat)
        if act[0] == "r":
            if not table.needs_throw():
                raise RemoteError("order", f"message {index + 1}: {seat_words(author)} throws while a move "
                                  "is due", seat=author)
            if not self.pool[author]:
                raise RemoteError("witness", f"message {index + 1}: {seat_words(author)} throws without the "
                                  f"values of its witness, {seat_words(self.witness(author))}", seat=author)
            k = self.throws[author]
            dice = chains.throw_dice(self.h0, author, k, own.pop(0), self.pool[author].pop(0), table.dice)
            claimed = act[1:]
            if claimed != "".join(map(str, dice)):
                raise RemoteError("die", f"message {index + 1}: throw {k + 1} of {seat_words(author)} says "
                                  f"{'+'.join(claimed)}, but the revealed values give {'+'.join(map(str, dice))}",
                                  seat=author, said=claimed, real="".join(map(str, dice)))
            self.throws[author] += 1
            table.throw(dice)
        elif act[0] == "m":
            if table.needs_throw():
                raise RemoteError("order", f"message {index + 1}: {seat_words(author)} moves before throwing",
                                  seat=author)
            legal = table.legal()
            if act[1:] not in legal:
                raise RemoteError("move", f"message {index + 1}: move {act[1:]!r} of {seat_words(author)} is not "
                                  "legal here", seat=author, move=act[1:])
            try:
                table.play(act[1:])
            except LudoError as exc:  # pragma: no cover - legal() listed it
                raise RemoteError("move", f"message {index + 1}: {exc}") from None
            if len(legal) > 1:
                self.pool[author].clear()        # a choice: the values given before it are spent
        else:
            raise RemoteError("bad_link", f"message {index + 1}: {brief(act)} is not an action")
        if table.to_act() != author:
            self.pool[author].clear()            # the turn is over

    def _give(self, body: dict, author: int, targets: Any, index: int) -> None:
        if not isinstance(targets, list) or not targets or len(targets) >= self.players:
            raise RemoteError("bad_link", f"message {index + 1}: its witnessed seats are not a list of seats")
        for target in targets:
            if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < self.players \
                    or self.witness(target) != author:
                raise RemoteError("witness", f"message {index + 1}: {seat_words(author)} gives values to "
                                  f"{brief(target)}, whose witness it is not", seat=author)
            if self.pool[target]:
                raise RemoteError("witness", f"message {index + 1}: {seat_words(target)} has values to throw "
                                  "with already", seat=target)
        batch = self.table.batch
        values = self._reveal(body, "w", author, "wit", batch * len(targets), index)
        for n, target in enumerate(targets):
            self.pool[target] = values[n * batch:(n + 1) * batch]

    # -- agreement: a computer for a seat, or the end -------------------------

    def _voters_left(self) -> set[int]:
        p = self.proposal
        assert p is not None
        return set(self._voters(p["what"], p["seat"])) - p["by"]

    def _voters(self, what: str, seat: int) -> list[int]:
        """The controllers whose agreement a proposal needs: all but the one of the seat to
        take over (a computer for it), or all but the one the game waits for (the end)."""
        if what == "end":
            waiting = self.table.to_act()
            waited = None
            if waiting is not None:
                need = self.table.needs_throw() and not self.pool[waiting]
                waited = self.controller(self.witness(waiting) if need else waiting)
            return [c for c in self.controllers if c != waited]
        return [c for c in self.controllers if c != self.controller(seat)]

    def _vote(self, author: int, vote: Any, index: int) -> None:
        where = f"message {index + 1}"
        if self.over():
            raise RemoteError("over", f"{where}: the game is over")
        me = self.controller(author)
        if not isinstance(vote, list) or not vote or vote[0] not in ("cpu", "end", "yes", "no"):
            raise RemoteError("bad_link", f"{where}: {brief(vote)} is not a vote")
        if vote[0] in ("cpu", "end"):
            if self.proposal is not None:
                raise RemoteError("vote", f"{where}: a proposal is open already")
            seat = -1
            if vote[0] == "cpu":
                if len(vote) != 3 or not isinstance(vote[1], int) or isinstance(vote[1], bool) \
                        or not 0 <= vote[1] < self.players or not self.is_person(vote[1]) \
                        or self.controller(vote[1]) == me:
                    raise RemoteError("vote", f"{where}: {seat_words(author)} may not propose a computer "
                                      f"for {brief(vote[1:2])}", seat=author)
                if len(self.controllers) < 3:
                    raise RemoteError("vote", f"{where}: a computer for {seat_words(vote[1])} would leave the "
                                      "game with one browser: end it instead", seat=author)
                seat = vote[1]
                keys = _keys(vote[2])
            elif len(vote) != 1:
                raise RemoteError("bad_link", f"{where}: {brief(vote)} is not a vote")
            if me not in self._voters(vote[0], seat):
                raise RemoteError("vote", f"{where}: {seat_words(author)} has no say in this", seat=author)
            self.proposal = {"what": vote[0], "seat": seat, "by": {me}, "taker": author,
                             "keys": keys if vote[0] == "cpu" else None}
            self.decisions.append({"what": vote[0], "by": author, "seat": seat})
        else:
            if self.proposal is None or len(vote) != 1:
                raise RemoteError("vote", f"{where}: no proposal to answer")
            if me in self.proposal["by"] or me not in self._voters(self.proposal["what"], self.proposal["seat"]):
                raise RemoteError("vote", f"{where}: {seat_words(author)} has no vote left on this", seat=author)
            self.decisions.append({"what": vote[0], "by": author})
            if vote[0] == "no":
                self._drop_pending()
                self.proposal = None
                return
            self.proposal["by"].add(me)
        if not self._voters_left():
            self._agreed()

    def _pending(self) -> int | None:
        """The seat this browser proposed a computer for, while the others have not agreed
        (its new secrets are in ``local``, but the seat is not this browser's yet)."""
        p = self.proposal
        return p["seat"] if p is not None and p["what"] == "cpu" and p["taker"] in self.local else None

    def _drop_pending(self) -> None:
        """A proposal refused: the new secrets this browser made for the seat are forgotten."""
        seat = self._pending()
        if seat is not None:
            self.local.pop(seat, None)
            self._chains.pop((seat, "own"), None)
            self._chains.pop((seat, "wit"), None)

    def _agreed(self) -> None:
        p, self.proposal = self.proposal, None
        assert p is not None
        self.decisions.append({"what": "agreed", "about": p["what"], "seat": p["seat"], "by": p["taker"]})
        if p["what"] == "end":
            self.ended = True
            return
        seat, taker = p["seat"], p["taker"]
        self.taken.add(seat)
        self.ctrl[seat] = self.controller(taker)
        self.keys[seat] = p["keys"]                      # its new chains, its new key
        self.own_last[seat], self.wit_last[seat] = p["keys"][0], p["keys"][1]
        self.own_used[seat] = self.wit_used[seat] = 0
        self.pool[seat] = []

    def propose(self, seat: int, what: str, target: int | None = None) -> dict:
        """The local seat ``seat`` proposes ``"end"`` or ``"cpu"`` (a computer, played by this
        browser, for the seat ``target``); answered by :meth:`vote` in the others' browsers."""
        if what == "cpu":
            if target is None or not 0 <= target < self.players:
                raise RemoteError("vote", "a computer for which seat?")
            kept = (self.local.get(target), self._chains.pop((target, "own"), None),
                    self._chains.pop((target, "wit"), None))
            try:
                return self._seal_vote(seat, ["cpu", target, self._new_local(target, self.length)])
            except RemoteError:          # refused: this browser does not take the seat after all
                self.local.pop(target, None)
                if kept[0] is not None:
                    self.local[target] = kept[0]
                for label, chain in zip(("own", "wit"), kept[1:], strict=True):
                    if chain is not None:
                        self._chains[(target, label)] = chain
                raise
        return self._seal_vote(seat, ["end"])

    def vote(self, seat: int, yes: bool = True) -> dict:
        return self._seal_vote(seat, ["yes" if yes else "no"])

    def _seal_vote(self, seat: int, vote: list) -> dict:
        if not self.here(seat):
            raise RemoteError("seat", f"{seat_words(seat)} is not played in this browser", seat=seat)
        if self.draft is not None:
            self.finish()
        body = {"a": seat, "v": vote}
        self._vote(seat, vote, len(self.messages))
        body["c"] = check_of(body)
        previous = self.hashes[-1] if self.hashes else self.h_start
        self.hashes.append(chains.digest(b"next", previous, canon(body)))
        body["s"] = b64(self.signer.sign(self.local[seat]["private"], self.hashes[-1]))
        self.messages.append(body)
        return body

    # -- this browser's seats -------------------------------------------------

    def here(self, seat: int) -> bool:
        """Whether this browser plays ``seat`` now."""
        pending = self._pending()
        return seat in self.local and self.controller(seat) in self.local and pending not in (seat, self.controller(seat))

    def start_draft(self, seat: int) -> dict:
        if not self.here(seat):
            raise RemoteError("seat", f"{seat_words(seat)} is not played in this browser", seat=seat)
        if self.draft is not None and self.draft["a"] != seat:
            self.finish()
        if self.draft is None:
            self.draft = {"k": "t", "a": seat, "d": [], "own": []}
        return self.draft

    def throw(self, seat: int) -> tuple[int, ...]:
        """The local seat ``seat`` throws (its pool must hold a value): the dice."""
        draft = self.start_draft(seat)
        k = self.throws[seat]
        own = self._chain(seat, "own").value(self.own_used[seat] + len(draft["own"]) + 1)
        if not self.pool[seat]:
            raise RemoteError("witness", f"{seat_words(seat)} must wait for the values of "
                              f"{seat_words(self.witness(seat))}", seat=seat)
        dice = chains.throw_dice(self.h0, seat, k, own, self.pool[seat][0], self.table.dice)
        act = "r" + "".join(map(str, dice))
        self._act(seat, act, [own], len(self.messages))
        draft["own"].append(own)
        draft["d"].append(act)
        return dice

    def move(self, seat: int, code: str) -> None:
        draft = self.start_draft(seat)
        act = "m" + code
        self._act(seat, act, [], len(self.messages))
        draft["d"].append(act)

    def finish(self) -> dict | None:
        """Seal the draft (or, with none, a message giving witnessed values): sign it and
        add it to the history. Returns the message (None when there is nothing to say)."""
        draft, self.draft = self.draft, None
        if draft is None:
            return None
        author = draft["a"]
        body: dict = {"a": author}
        if draft["d"]:
            body["d"] = draft["d"]
        if draft["own"]:
            body["o"] = b64(draft["own"][-1])
            self.own_used[author] += len(draft["own"])
            self.own_last[author] = draft["own"][-1]
        targets = self._owed(author)
        if targets:
            n = self.wit_used[author] + self.table.batch * len(targets)
            body["to"] = targets
            body["w"] = b64(self._chain(author, "wit").value(n))
            self._give(body, author, targets, len(self.messages))
        if len(body) == 1:
            return None
        body["c"] = check_of(body)
        previous = self.hashes[-1] if self.hashes else self.h_start
        self.hashes.append(chains.digest(b"next", previous, canon(body)))
        body["s"] = b64(self.signer.sign(self.local[author]["private"], self.hashes[-1]))
        self.messages.append(body)
        return body

    def _owed(self, author: int) -> list[int]:
        """The seats ``author`` gives values to now: those it witnesses with an empty pool,
        unless ``author`` itself waits to throw (its message asks for values)."""
        if self.table.to_act() is None:
            return []
        if self.table.to_act() == author:
            return []
        return [t for t in range(self.players) if t != author and self.witness(t) == author and not self.pool[t]]

    def give(self, seat: int) -> dict | None:
        """The local seat ``seat`` gives the values it owes (the game waits for them)."""
        if self.draft is not None:
            self.finish()
        self.draft = {"k": "t", "a": seat, "d": [], "own": []}
        return self.finish()

    def run_local(self, choose: Callable[[int, list[str]], str] | None = None, persons: bool = False) -> list[dict]:
        """Do what this browser's seats must do now: give witnessed values; with
        ``choose(seat, legal)`` play the computers' seats (and the creator's person too
        when ``persons``). Stops where a distant seat or the person must act; returns the
        messages made (the draft of a person's turn is left open only inside a turn)."""
        made: list[dict] = []
        for _ in range(100_000):
            waiting = self.waiting_for()
            if waiting is None:
                break
            what, seat = waiting
            if not self.here(seat) or what == "join":
                break
            if what == "witness":
                if self.draft is not None:
                    made.extend(m for m in [self.finish()] if m)
                message = self.give(seat)
                if message is None:
                    break
                made.append(message)
                continue
            if what == "agree":
                break
            if choose is None or (self.is_person(seat) and not persons):
                break
            if self.draft is not None and self.draft["a"] != seat:
                made.extend(m for m in [self.finish()] if m)
            if self.table.needs_throw():
                self.throw(seat)
            else:
                self.move(seat, choose(seat, self.table.legal()))
        if self.draft is not None and self.waiting_for() != ("play", self.draft["a"]):
            made.extend(m for m in [self.finish()] if m)
        return made

    # -- keeping ------------------------------------------------------------

    def to_json(self) -> dict:
        if self.draft is not None:
            self.finish()
        return {"format": FORMAT, "create": self.create_msg, "joins": {str(s): j for s, j in self.joins.items()},
                "messages": self.messages,
                "local": {str(s): {"secret": b64(v["secret"]), "private": b64(v["private"])}
                          for s, v in self.local.items()}}

    @classmethod
    def from_json(cls, data: Any, signer: Signer) -> Match:
        """A game as kept by :meth:`to_json` (replayed, trusted: it was checked when it came)."""
        try:
            check_value(data, "a kept game")
        except LudoError as exc:       # (TooLarge: nested too deep, too many items)
            raise RemoteError("kept", str(exc)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RemoteError("kept", "not a game at a distance kept by this page")
        check_kept(data)                 # every field of every message, by its kind's schema
        match = cls(signer)
        try:
            match._add_create(data["create"])
            for seat in sorted(data["local"]):
                value = data["local"][seat]
                if int(seat) >= match.players:
                    raise RemoteError("kept", f"the kept secrets of {seat_words(int(seat))}: no such seat")
                match.local[int(seat)] = {"secret": unb64(value["secret"], "a secret", 32),
                                          "private": unb64(value["private"], "a key")}
            for seat in sorted(data["joins"]):
                body = data["joins"][seat]
                if body["a"] != int(seat) or int(seat) >= match.players or match.kinds[int(seat)] != "far":
                    raise RemoteError("kept", f"the kept join of {seat_words(int(seat))} is not one of this game")
                match.joins[int(seat)] = body
                match.keys[int(seat)] = _keys(body["x"])
            if data["messages"] and not match.started:
                raise RemoteError("order", "the game's messages come once every seat has joined")
            match.messages = list(data["messages"])
            match._replay()
        except RemoteError as exc:
            raise RemoteError("kept", f"the kept game does not replay: {exc}", why=exc.code) from None
        return match

    def clone(self) -> Match:
        return Match.from_json(self.to_json(), self.signer)


def _keys(value: Any) -> list[bytes]:
    if not isinstance(value, list) or len(value) != 3:
        raise RemoteError("bad_link", "a seat's commitments are two tips and a key")
    return [unb64(value[0], "a tip", chains.VALUE), unb64(value[1], "a tip", chains.VALUE),
            unb64(value[2], "a public key", 32)]


def _fields(body: Any, allowed: set[str], what: str) -> None:
    if not isinstance(body, dict) or set(body) - allowed:
        extra = sorted(set(body) - allowed) if isinstance(body, dict) else []
        raise RemoteError("bad_link", f"{what}: {brief(extra) if extra else 'not an object'} is not part of it")


def _seat(seat: Any, kind: Any, index: int) -> dict:
    """A seat of the create message: its kind, its name, a computer's level."""
    out = {"c": kind, "n": _name(seat.get("name"), index)}
    level = seat.get("level")
    if level is not None:
        if kind != "cpu" or level not in LEVELS:
            raise RemoteError("setup", f"level {brief(level)}: a computer's, one of {', '.join(LEVELS)}")
        out["l"] = level
    return out


def _name(name: Any, seat: int, strict: bool = False) -> str:
    if name is None and not strict:
        return f"{seat + 1}"
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise RemoteError("setup", f"a seat's name {brief(name)}: 1..{MAX_NAME} characters")
    return name.strip() if not strict else name


__all__ = ["Match", "Signer", "FORMAT", "KINDS", "PLAYERS"]
