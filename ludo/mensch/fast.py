"""The fast internal path of mensch: plain tuples and ints, precomputed tables.

Same rules as :mod:`ludo.mensch.rules` (the tests check both agree on many
thousands of positions), no validation, no value types: for the computer
players' search and for random playouts.

A **state** is a plain tuple ``(seats, pieces, turn, tries, flags)``:

- ``seats``  -- the corners in turn order (a tuple, as in :class:`Position`);
- ``pieces`` -- per seat (same order) a 4-tuple of progress values -1..43;
- ``turn``   -- the *seat index* (0..len(seats)-1) of the player to roll;
- ``tries``  -- failed tries in a three-tries series (0..2);
- ``flags``  -- options as bits: 1 mandatory_capture, 2 lane_jump, 4 start_with_piece.

A **move** is ``(piece, origin, target, victim)``: the index (0..3) of the
moving piece in its seat's tuple, its progress before and after, and the seat
index of the captured player or -1.

Functions: :func:`from_position`, :func:`to_position`, :func:`legal`,
:func:`apply`, :func:`winner`, :func:`in_series` (:func:`stuck`), :func:`random_playout`.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ludo.mensch.position import Options, Position

MANDATORY_CAPTURE, LANE_JUMP, START_WITH_PIECE = 1, 2, 4
State = tuple  # (seats, pieces, turn, tries, flags)
FastMove = tuple   # (piece, origin, target, victim): a move on the fast path (not ludo.mensch.Move)

# SQUARE[c][p]: ring square of corner c's piece at progress p (0..39)
SQUARE = tuple(tuple((10 * c + p) % 40 for p in range(40)) for c in range(4))


def _lane_masks(jump: bool) -> tuple:
    """LANE[jump][p * 8 + r]: lane bits that must be free for p -> p + r into the lane, -1 if past 43."""
    table = [0] * (44 * 8)
    for p in range(44):
        for r in range(1, 7):
            t = p + r
            if t > 43:
                table[p * 8 + r] = -1
            elif t >= 40:
                mask = 1 << (t - 40)
                if not jump:
                    for q in range(max(p + 1, 40), t):
                        mask |= 1 << (q - 40)
                table[p * 8 + r] = mask
    return tuple(table)


LANE = (_lane_masks(False), _lane_masks(True))


def _series_table(jump: bool) -> tuple:
    """SERIES[jump][lane bits]: True when no lane piece could advance by any roll."""
    out = []
    for bits in range(16):
        stuck = True
        for q in range(40, 44):
            if bits >> (q - 40) & 1:
                for r in range(1, 7):
                    m = LANE[jump][q * 8 + r]
                    if m >= 0 and not bits & m:
                        stuck = False
        out.append(stuck)
    return tuple(out)


SERIES = (_series_table(False), _series_table(True))

# bytes 0..251 -> die 1..6 (252..255 dropped: no bias)
_DIE = bytes((b % 6) + 1 for b in range(256))
_DROP = bytes(range(252, 256))


def dice(rng: random.Random, batch: int = 4096) -> Iterator[int]:
    """An endless stream of fair die values 1..6 drawn from ``rng``."""
    randbytes = rng.randbytes
    while True:
        yield from randbytes(batch).translate(_DIE, _DROP)


# -- conversion --------------------------------------------------------------

def flags_of(options: Options) -> int:
    return (MANDATORY_CAPTURE * options.mandatory_capture + LANE_JUMP * options.lane_jump
            + START_WITH_PIECE * options.start_with_piece)


def from_position(position: Position) -> State:
    """The fast state of a :class:`Position`."""
    return (position.seats, position.pieces, position.seats.index(position.turn),
            position.tries, flags_of(position.options))


def to_position(state: State) -> Position:
    """The (checked) :class:`Position` of a fast state."""
    seats, pieces, turn, tries, flags = state
    options = Options(bool(flags & MANDATORY_CAPTURE), bool(flags & LANE_JUMP), bool(flags & START_WITH_PIECE))
    return Position(tuple(seats), tuple(tuple(p) for p in pieces), seats[turn], tries, options)


# -- the rules ---------------------------------------------------------------

# SPOT[c][p + 1]: ring square of corner c's piece at progress p, or 40 (a scratch
# slot of the ring list) for the base and the lane -- lets _ring skip branches.
SPOT = tuple((40,) + SQUARE[c] + (40,) * 4 for c in range(4))


def _ring(seats, pieces) -> list:
    """Ring square -> seat index * 4 + piece index, or -1 (index 40 is scratch)."""
    ring = [-1] * 41
    i = 0
    for corner, (a, b, c, d) in zip(seats, pieces, strict=True):
        spot = SPOT[corner]
        ring[spot[a + 1]] = i
        ring[spot[b + 1]] = i + 1
        ring[spot[c + 1]] = i + 2
        ring[spot[d + 1]] = i + 3
        i += 4
    return ring


def _lane_bits(own) -> int:
    bits = 0
    for p in own:
        if p >= 40:
            bits |= 1 << (p - 40)
    return bits


def _moves(own, s, roll, ring, sq, bits, flags) -> list:
    """Rule 4 for the player at seat index ``s`` with ``roll``: the legal moves."""
    lane = LANE[flags >> 1 & 1]
    if -1 in own:
        # 4.1 free the start
        at = ring[sq[0]]
        if at >= 0 and at >> 2 == s:
            occ = ring[sq[roll]]
            if occ < 0:
                return [(at & 3, 0, roll, -1)]
            if occ >> 2 != s:
                return [(at & 3, 0, roll, occ >> 2)]
        # 4.2 a six enters
        elif roll == 6:
            return [(own.index(-1), -1, 0, -1 if at < 0 else at >> 2)]
    moves = []
    capture = False
    for i in range(4):
        p = own[i]
        if p < 0:
            continue
        t = p + roll
        if t < 40:
            occ = ring[sq[t]]
            if occ < 0:
                moves.append((i, p, t, -1))
            elif occ >> 2 != s:
                moves.append((i, p, t, occ >> 2))
                capture = True
        else:
            mask = lane[p * 8 + roll]
            if mask >= 0 and not bits & mask:
                moves.append((i, p, t, -1))
    if capture and flags & MANDATORY_CAPTURE:
        return [m for m in moves if m[3] >= 0]
    return moves


def stuck(own, jump: bool = False) -> bool:
    """Rule 5 for a player with pieces ``own``: none on the ring and none in
    the lane that could advance, so it rolls up to three times for a 6.
    (The lane_jump option makes no difference: only pieces packed at the
    bottom of the lane cannot advance, jumping or not.)"""
    for p in own:
        if 0 <= p < 40:
            return False
    return SERIES[jump][_lane_bits(own)]


def in_series(state: State) -> bool:
    """Rule 5 for the player to roll."""
    return stuck(state[1][state[2]], bool(state[4] & LANE_JUMP))


def legal(state: State, roll: int) -> list:
    """The legal moves ``(piece, origin, target, victim)`` for ``roll`` (empty: play None)."""
    seats, pieces, turn, tries, flags = state
    own = pieces[turn]
    return _moves(own, turn, roll, _ring(seats, pieces), SQUARE[seats[turn]], _lane_bits(own), flags)


def apply(state: State, roll: int, move: FastMove | None) -> State:
    """The state after ``roll`` and ``move`` (a move from :func:`legal`, or None when it is empty)."""
    seats, pieces, turn, tries, flags = state
    if move is None:
        if tries < 2 and in_series(state):
            return (seats, pieces, turn, tries + 1, flags)
        return (seats, pieces, (turn + 1) % len(seats), 0, flags)
    i, origin, target, victim = move
    new = list(pieces)
    own = list(pieces[turn])
    own[i] = target
    new[turn] = tuple(own)
    if victim >= 0:
        square = SQUARE[seats[turn]][target]
        theirs = list(pieces[victim])
        vsq = SQUARE[seats[victim]]
        for j, q in enumerate(theirs):
            if 0 <= q < 40 and vsq[q] == square:
                theirs[j] = -1
        new[victim] = tuple(theirs)
    return (seats, tuple(new), turn if roll == 6 else (turn + 1) % len(seats), 0, flags)


def winner(state: State) -> int | None:
    """The corner that has all four pieces home, or None."""
    for corner, own in zip(state[0], state[1], strict=True):
        if min(own) >= 40:
            return corner
    return None


# -- random playouts -----------------------------------------------------------

def random_playout(state: State, rng: random.Random, trace: list | None = None,
                   max_rolls: int = 1_000_000) -> tuple[int, int]:
    """Play ``state`` to the end with random dice and uniformly random legal moves.

    Returns ``(winning corner, number of rolls)``.  With ``trace`` (a list),
    every ``(roll, move)`` played is appended to it (move None: no legal move).
    """
    seats, pieces, s, tries, flags = state
    n = len(seats)
    won = winner(state)
    if won is not None:
        return won, 0
    pc = [list(own) for own in pieces]
    ring = _ring(seats, pieces)
    sqs = [SQUARE[c] for c in seats]
    bits = [_lane_bits(own) for own in pieces]
    onring = [sum(0 <= p < 40 for p in own) for own in pieces]
    series = SERIES[flags >> 1 & 1]
    rnd = rng.random
    rolls = 0
    for roll in dice(rng):
        rolls += 1
        if rolls > max_rolls:
            raise RuntimeError(f"playout did not end within {max_rolls} rolls")
        own = pc[s]
        if onring[s] == 0 and series[bits[s]] and roll != 6:
            if trace is not None:
                trace.append((roll, None))
            if tries == 2:
                tries = 0
                s = s + 1 if s + 1 < n else 0
            else:
                tries += 1
            continue
        tries = 0
        sq = sqs[s]
        moves = _moves(own, s, roll, ring, sq, bits[s], flags)
        if not moves:
            if trace is not None:
                trace.append((roll, None))
            s = s + 1 if s + 1 < n else 0
            continue
        move = moves[0] if len(moves) == 1 else moves[int(rnd() * len(moves))]
        if trace is not None:
            trace.append((roll, move))
        i, p, t, victim = move
        if p >= 40:
            bits[s] &= ~(1 << (p - 40))
        elif p >= 0:
            ring[sq[p]] = -1
            onring[s] -= 1
        own[i] = t
        if t < 40:
            square = sq[t]
            if victim >= 0:
                pc[victim][ring[square] & 3] = -1
                onring[victim] -= 1
            ring[square] = s * 4 + i
            onring[s] += 1
        else:
            bits[s] |= 1 << (t - 40)
            if bits[s] == 15:
                return seats[s], rolls
        if roll != 6:
            s = s + 1 if s + 1 < n else 0
    raise AssertionError("unreachable")  # pragma: no cover
