"""The value types of mensch: options, positions and moves.

All three are frozen: a rule never changes a position, it returns a new one.
A :class:`Position` checks itself when it is made, so every ``Position`` that
exists is a valid one (the list of invalid cases is the one of
``position-format.md``); a bad one raises :class:`ludo.errors.InvalidPosition`
whose message names the bad value.

Geometry (progress counted from a piece's own corner):
``-1`` base, ``0..39`` the ring (``0`` the own start square), ``40..43`` the
home lane.  Ring square of corner ``c`` at progress ``p``: ``(10*c + p) % 40``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ludo.errors import InvalidPosition
from ludo.limits import brief, numbers
from ludo.mensch.geometry import BASE, CORNERS, GOAL, LANE, OPTION_NAMES, PIECES, RING, ring_square
from ludo.values import field, value


@value(frozen=True, slots=True)
class Options:
    """The three rule options, with the seeds' defaults."""

    mandatory_capture: bool = True
    lane_jump: bool = False
    start_with_piece: bool = False

    def __post_init__(self) -> None:
        for name in OPTION_NAMES:
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise InvalidPosition(f"option {name} {brief(value)}: must be true or false")

    def to_json(self) -> dict:
        return {
            "mandatory_capture": self.mandatory_capture,
            "lane_jump": self.lane_jump,
            "start_with_piece": self.start_with_piece,
        }



@value(frozen=True, slots=True)
class Move:
    """One piece moving from progress ``origin`` to progress ``target``.

    Two moves are equal when ``origin`` and ``target`` are (so ``Move(10, 15)``
    matches a listed move); ``capture`` and ``rule`` are information added by
    :func:`ludo.mensch.rules.legal_moves`: whether the move sends an opponent
    home, and which rule narrowed the choice to it (``"free_start"``,
    ``"must_enter"``, ``"must_capture"``) or ``None``.
    """

    origin: int
    target: int
    capture: bool = field(default=False, compare=False)
    rule: str | None = field(default=None, compare=False)

    def to_json(self) -> dict:
        data: dict[str, object] = {"from": self.origin, "to": self.target, "capture": self.capture}
        if self.rule is not None:
            data["rule"] = self.rule
        return data

    def __str__(self) -> str:
        return f"{brief(self.origin)}->{brief(self.target)}{'x' if self.capture else ''}"


def check_seats(seats: tuple[int, ...]) -> None:
    """Raise :class:`InvalidPosition` unless ``seats`` is a valid seating."""
    if not 2 <= len(seats) <= 4:
        raise InvalidPosition(f"seats {numbers(seats)}: 2 to 4 players are needed")
    for corner in seats:
        if corner not in CORNERS:
            raise InvalidPosition(f"seats {numbers(seats)}: corner {brief(corner)} must be 0..3")
    if len(set(seats)) != len(seats):
        raise InvalidPosition(f"seats {numbers(seats)}: a corner appears twice")
    first = seats.index(min(seats))
    if list(seats[first:] + seats[:first]) != sorted(seats):
        raise InvalidPosition(f"seats {numbers(seats)}: turn order must be clockwise")
    if len(seats) == 2 and (seats[1] - seats[0]) % 4 != 2:
        raise InvalidPosition(f"seats {numbers(seats)}: two players must sit opposite")


@value(frozen=True, slots=True, eq=False)
class Position:
    """A mensch position: who plays, where every piece is, whose roll it is.

    ``pieces`` lists, for each seat in ``seats`` order, that player's four
    progress values (their order inside the tuple carries no meaning but is
    kept, so a moved piece keeps its slot: positions that differ only in that
    order are equal and hash alike).  ``turn`` is the corner to roll,
    ``tries`` the failed rolls already used in a three-tries series.
    """

    seats: tuple[int, ...]
    pieces: tuple[tuple[int, ...], ...]
    turn: int
    tries: int = 0
    options: Options = Options()

    def __post_init__(self) -> None:
        _check(self)

    # -- equality: the order of a player's pieces carries no meaning ---------
    def _key(self) -> tuple:
        return (self.seats, tuple(tuple(sorted(own)) for own in self.pieces), self.turn, self.tries, self.options)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    # -- construction ----------------------------------------------------
    @classmethod
    def initial(cls, seats: Any = (0, 1, 2, 3), options: Options | None = None) -> Position:
        """The opening position for ``seats`` (corners in turn order): :func:`initial`."""
        return initial(seats, options)

    # -- reading ---------------------------------------------------------
    def pieces_of(self, corner: int) -> tuple[int, ...]:
        """The four progress values of the player at ``corner``."""
        return self.pieces[self.seats.index(corner)]

    @property
    def mover(self) -> tuple[int, ...]:
        """The pieces of the player to roll."""
        return self.pieces[self.seats.index(self.turn)]

    def next_seat(self, corner: int | None = None) -> int:
        """The corner that plays after ``corner`` (default: after ``turn``)."""
        i = self.seats.index(self.turn if corner is None else corner)
        return self.seats[(i + 1) % len(self.seats)]

    def occupant(self, square: int) -> tuple[int, int] | None:
        """``(corner, piece index)`` of the piece on ring ``square``, or None."""
        for corner, own in zip(self.seats, self.pieces, strict=True):
            for i, p in enumerate(own):
                if 0 <= p < RING and ring_square(corner, p) == square:
                    return corner, i
        return None

    def finished(self) -> list[int]:
        """The corners that have all four pieces in their home lane."""
        return [c for c, own in zip(self.seats, self.pieces, strict=True) if min(own) >= LANE]

    @property
    def winner(self) -> int | None:
        """The corner that has won (the first home, rule 7), if any; as colonne's
        ``Position.winner`` (a colour there)."""
        done = self.finished()
        return done[0] if done else None

    def __iter__(self) -> Iterator[tuple[int, tuple[int, ...]]]:
        """``(corner, pieces)`` for each seat in turn order."""
        return iter(zip(self.seats, self.pieces, strict=True))


def initial(seats: Any = (0, 1, 2, 3), options: Options | None = None) -> Position:
    """The opening position for ``seats`` (corners in turn order; all four by
    default, as the protocol's ``players=4``), the first seat to roll.
    ``Position.initial`` is the same; every game's position module has an
    ``initial`` (:mod:`ludo.core`)."""
    options = options or Options()
    seats = tuple(seats)
    check_seats(seats)
    one = (0, BASE, BASE, BASE) if options.start_with_piece else (BASE,) * PIECES
    return Position(seats, tuple(one for _ in seats), seats[0], 0, options)


def lane_can_advance(own: tuple[int, ...] | list[int], lane_jump: bool) -> bool:
    """Whether some home-lane piece of ``own`` could move by some roll 1..6."""
    taken = {p for p in own if p >= LANE}
    for q in taken:
        for t in range(q + 1, GOAL + 1):
            if t not in taken:
                return True
            if not lane_jump:
                break
    return False


def in_series(position: Position) -> bool:
    """Rule 5: the player to roll has nothing on the ring and no lane piece that can advance."""
    own = position.mover
    if any(0 <= p < RING for p in own):
        return False
    return not lane_can_advance(own, position.options.lane_jump)


def _check(pos: Position) -> None:
    if not isinstance(pos.options, Options):
        raise InvalidPosition(f"options must be Options, not {brief(pos.options)}")
    seats = pos.seats
    if not isinstance(seats, tuple) or not all(type(c) is int for c in seats):
        raise InvalidPosition(f"seats {numbers(seats)}: must be a tuple of corners 0..3")
    check_seats(seats)
    pieces = pos.pieces
    if not isinstance(pieces, tuple) or len(pieces) != len(seats):
        raise InvalidPosition(f"pieces: need one group of four for each of the {len(seats)} seats")
    ring: dict[int, int] = {}
    for corner, own in zip(seats, pieces, strict=True):
        if not isinstance(own, tuple) or len(own) != PIECES:
            got = len(own) if isinstance(own, (tuple, list)) else brief(own)
            raise InvalidPosition(f"pieces of corner {corner}: need exactly 4 pieces, got {got}")
        seen: set[int] = set()
        for i, p in enumerate(own):
            if type(p) is not int:
                raise InvalidPosition(f"piece {i} of corner {corner} is {brief(p)}: progress must be an integer -1..43")
            if not BASE <= p <= GOAL:
                raise InvalidPosition(f"piece {i} of corner {corner} at {brief(p)}: progress must be -1..43")
            if p == BASE:
                continue
            if p in seen:
                raise InvalidPosition(f"piece {i} of corner {corner} at {p}: another piece of corner {corner} is already there")
            seen.add(p)
            if p < RING:
                sq = ring_square(corner, p)
                if sq in ring:
                    raise InvalidPosition(
                        f"piece {i} of corner {corner} at {p}: ring square {sq} is already held by corner {ring[sq]}")
                ring[sq] = corner
    if type(pos.turn) is not int or pos.turn not in seats:
        raise InvalidPosition(f"turn {brief(pos.turn)}: must be one of the seats {numbers(seats)}")
    if type(pos.tries) is not int or not 0 <= pos.tries <= 2:
        raise InvalidPosition(f"tries {brief(pos.tries)}: must be 0, 1 or 2")
    done = pos.finished()
    if len(done) > 1:
        raise InvalidPosition(f"corners {done} all have four pieces home: only one player can finish")
    if pos.tries and not in_series(pos):
        raise InvalidPosition(f"tries {pos.tries}: corner {pos.turn} is not in a three-tries series")
