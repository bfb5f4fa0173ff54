"""How good a mensch position is, in squares: the evaluation of the computer players.

Everything here reads a plain board: ``corners`` (the seats' corners in turn
order) and ``pieces`` (for each seat, in the same order, its four progress
values, see ``position-format.md``). The engine lists moves, this module only
weighs where the pieces stand; the one rule it asks the engine about is who
rolls three times for a 6 (:func:`ludo.mensch.fast.stuck`), because such a
player enters -- and captures on its start square -- far more often.

A player's *equity* is the distance its pieces have made, in squares, plus a
bonus for each piece out of the base and for each piece safe in the lane,
minus what its pieces on the ring are expected to lose before its next turn
(the chance that some opponent lands on them times what they would lose).
The value of a board for a seat is its equity minus a mix of the best and the
average equity of its opponents.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludo.mensch.fast import stuck
from ludo.values import value

BASE = -1
RING = 40  # progress 0..39 is on the ring
LANE = 40  # progress 40..43 is the home lane
GOAL = 43


@value(frozen=True)
class Weights:
    """The numbers of the evaluation (squares of progress are the unit).

    Defaults tuned by coordinate search in the arena (static evaluation against
    ``medium`` and ``random``, 2,000-3,000 games per trial, capture rule on and off),
    then retuned against ``random`` (2 players) and three ``medium`` (4 players),
    800-1,500 games per trial: deeper lane (1.6 -> 3.2), dearer captures (3 -> 6),
    bolder hunting (0.25 -> 0.5) and no bonus for merely being out (5 -> 0) gained
    about 3 points on both. A deeper search (the mover's next roll after the
    answer, best 3 moves) and a penalty for an unpacked lane with pieces in the
    base did not gain.
    Terms tried and dropped there, for making no difference: rolls no piece
    could use, empty lane squares below a lane piece, pieces exposed on the ring."""

    entered: float = 0.0       # a piece out of the base, on top of its progress
    lane: float = 5.0          # a piece safe in the home lane
    lane_depth: float = 3.2    # per square of depth in the lane, on top of progress
    loss_extra: float = 6.0    # a captured piece also loses the 6 it needs to re-enter
    danger: float = 0.5        # weight of the expected loss of pieces in danger
    danger_to_move: float = 0.6  # the same for the player about to roll (it may flee)
    threat: float = 0.5        # expected gain from opponents in reach of the player to move
    leader: float = 0.5        # opponents: weight of the best one against their average
    home_stretch: float = 0.5  # extra per square for pieces in the last quarter


DEFAULT = Weights()


def ring_square(corner: int, progress: int) -> int:
    """The ring square (0..39) of a piece of ``corner`` at ``progress`` 0..39."""
    return (10 * corner + progress) % 40


def hit_rolls(corner: int, pieces: Sequence[int], square: int) -> int:
    """Bit mask of the rolls 1..6 with which a player (``corner``, ``pieces``)
    can land on ring ``square`` in one move; bit 7 set: only through a 6 first
    (with a second roll, probability 1/36 per distance)."""
    mask = 0
    has_base = False
    for q in pieces:
        if q < 0:
            has_base = True
            continue
        if q >= RING:
            continue
        d = (square - 10 * corner - q) % 40
        if d == 0 or q + d > 39:
            continue
        if d <= 6:
            mask |= 1 << d
        elif d <= 12:
            mask |= 1 << 7
    if has_base and square == (10 * corner) % 40:
        mask |= 1 << 6
    return mask


def hit_chance(mask: int) -> float:
    """The chance that one roll (with a bonus roll after a 6) realizes a mask of :func:`hit_rolls`."""
    direct = bin(mask & 0b1111110).count("1") / 6.0
    if mask & (1 << 7) and not mask & (1 << 6):
        direct += 1.0 / 36.0
    return direct


SIX_IN_THREE = 1.0 - (5.0 / 6.0) ** 3  # a 6 within the three tries of rule 5


def reach_chance(corner: int, pieces: Sequence[int], square: int) -> float:
    """The chance that the player (``corner``, ``pieces``) lands on ring
    ``square`` in its next turn: with one roll (:func:`hit_rolls`), or by
    entering with a 6 and then moving the new piece with the bonus roll
    (1 to 6 squares past its start); a player that is :func:`stuck` can only
    enter, but has three tries to roll the 6."""
    start = (10 * corner) % 40
    ahead = (square - start) % 40
    if BASE in pieces and stuck(pieces):
        if ahead == 0:
            return SIX_IN_THREE
        return SIX_IN_THREE / 6.0 if ahead <= 6 else 0.0
    chance = hit_chance(hit_rolls(corner, pieces, square))
    if BASE in pieces and 1 <= ahead <= 6:
        chance = 1.0 - (1.0 - chance) * (1.0 - 1.0 / 36.0)
    return chance


def danger(corners: Sequence[int], pieces: Sequence[Sequence[int]], seat: int, square: int) -> float:
    """The chance that some opponent of ``seat`` lands on ring ``square`` before
    ``seat`` rolls again (each opponent rolls once, assumed to take the hit)."""
    survive = 1.0
    for other, corner in enumerate(corners):
        if other != seat:
            survive *= 1.0 - reach_chance(corner, pieces[other], square)
    return 1.0 - survive


def piece_value(progress: int, w: Weights = DEFAULT) -> float:
    """What a piece is worth where it stands, before any danger."""
    if progress < 0:
        return 0.0
    value = w.entered + progress
    if progress >= LANE:
        value += w.lane + w.lane_depth * (progress - LANE)
    elif progress >= 30:
        value += w.home_stretch * (progress - 30)
    return value


_CHANCE = tuple(hit_chance(mask) for mask in range(256))


def equities(corners: Sequence[int], pieces: Sequence[Sequence[int]], to_move: int,
             w: Weights = DEFAULT) -> list[float]:
    """Every seat's equity in squares: its pieces' values less their expected
    losses (:func:`danger`, inlined), plus for the seat about to roll a share
    of what it may capture (:func:`reach_chance`, inlined)."""
    n = len(corners)
    ring = []    # per seat: [(square, progress)] of its ring pieces
    starts = []  # per seat: its start square if it has a piece to enter, else -1
    sixes = []   # per seat: the chance it enters this turn (0 if nothing to enter)
    for seat in range(n):
        corner10 = 10 * corners[seat]
        own = pieces[seat]
        ring.append([((corner10 + p) % 40, p) for p in own if 0 <= p < RING])
        if BASE in own:
            starts.append(corner10 % 40)
            sixes.append(SIX_IN_THREE if stuck(own) else 1.0 / 6.0)
        else:
            starts.append(-1)
            sixes.append(0.0)
    chance = _CHANCE

    def reach(square: int, other: int) -> float:
        start = starts[other]
        if start >= 0:
            ahead = (square - start) % 40
            if not ring[other]:  # no ring piece: only an entering one can hit
                return sixes[other] if ahead == 0 else sixes[other] / 6.0 if ahead <= 6 else 0.0
            mask = 64 if ahead == 0 else 0
        else:
            ahead, mask = 0, 0
        for t, q in ring[other]:
            d = (square - t) % 40
            if d <= 12 and q + d < RING:
                mask |= 1 << d if d <= 6 else 128
        if 1 <= ahead <= 6:
            return 1.0 - (1.0 - chance[mask]) * (1.0 - 1.0 / 36.0)
        return chance[mask]

    out = []
    for seat in range(n):
        total = 0.0
        for p in pieces[seat]:
            total += piece_value(p, w)
        danger_weight = w.danger_to_move if seat == to_move else w.danger
        for square, p in ring[seat]:
            survive = 1.0
            for other in range(n):
                if other != seat:
                    survive *= 1.0 - reach(square, other)
            if survive < 1.0:
                total -= danger_weight * (1.0 - survive) * (piece_value(p, w) + w.loss_extra)
        if seat == to_move and w.threat:
            for other in range(n):
                if other != seat:
                    for square, q in ring[other]:
                        total += w.threat * reach(square, seat) * (piece_value(q, w) + w.loss_extra)
        out.append(total)
    return out


def relative(values: Sequence[float], seat: int, w: Weights = DEFAULT) -> float:
    """A seat's equity (of ``values``, one per seat) less a mix of the best
    and the average equity of its opponents."""
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (w.leader * max(others) + (1.0 - w.leader) * sum(others) / len(others))


def evaluate(corners: Sequence[int], pieces: Sequence[Sequence[int]], seat: int, to_move: int,
             w: Weights = DEFAULT) -> float:
    """The value of the board for ``seat`` (higher is better), ``to_move``
    being the seat that rolls next (see :func:`relative`)."""
    return relative(equities(corners, pieces, to_move, w), seat, w)
