"""The colonne position: an immutable value, validated on construction.

Own pieces on one square form one column: that is the whole representation of
binding. The order of a colour's pieces carries no meaning, but it is kept as
given so that a position read from JSON is written back unchanged.
"""

from __future__ import annotations

from ludo.colonne.geometry import BLACK, COLOURS, WHITE, other  # noqa: F401 (the names of this module)
from ludo.colonne.variant import SMALL, Variant, variant_named
from ludo.errors import InvalidPosition
from ludo.limits import brief, numbers
from ludo.values import value


def check_colour(colour: object, what: str = "colour") -> str:
    if colour not in COLOURS:
        raise InvalidPosition(f"{what} {brief(colour)}: expected 'white' or 'black'")
    return colour


def _is_int(value: object) -> bool:
    return type(value) is int


def check_dice(dice: object, variant: Variant, what: str = "dice") -> tuple[int, ...]:
    """Dice values as a tuple: at most ``variant.dice`` of them, each 1..6."""
    if not isinstance(dice, (list, tuple)):
        raise InvalidPosition(f"{what} {numbers(dice)}: must be a list of die values")
    if len(dice) > variant.dice:
        raise InvalidPosition(
            f"{what} {numbers(dice)}: the {variant.name} variant has {variant.dice} dice, not {len(dice)}"
        )
    for die in dice:
        if not _is_int(die) or not 1 <= die <= 6:
            raise InvalidPosition(f"{what} {numbers(dice)}: die value {brief(die)} must be a whole number 1..6")
    return tuple(dice)


@value(frozen=True)
class Position:
    """Who stands where, whose turn it is, and the dice not yet used this turn.

    ``dice == ()``: the player to act must roll. ``again``: this turn's roll was
    a double, so the same player rolls again after it.
    """

    variant: Variant
    white: tuple[int, ...]
    black: tuple[int, ...]
    turn: str = WHITE
    dice: tuple[int, ...] = ()
    again: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.variant, Variant):
            object.__setattr__(self, "variant", variant_named(self.variant))
        variant = self.variant
        for colour in COLOURS:
            pieces = getattr(self, colour)
            if not isinstance(pieces, (list, tuple)):
                raise InvalidPosition(f"pieces of {colour}: {brief(pieces)} must be a list of progress values")
            if len(pieces) != variant.pieces:
                raise InvalidPosition(
                    f"pieces of {colour}: {len(pieces)} values, the {variant.name} variant has "
                    f"{variant.pieces} pieces per player"
                )
            for index, progress in enumerate(pieces):
                if not _is_int(progress):
                    raise InvalidPosition(f"piece {index} of {colour}: {brief(progress)} is not a whole number")
                if not 0 <= progress <= variant.finish:
                    raise InvalidPosition(
                        f"piece {index} of {colour} at {brief(progress)}: progress must be 0..{variant.finish}"
                    )
            object.__setattr__(self, colour, tuple(pieces))
        clash = sorted({p for p in self.white if variant.on_track(p)} & {p for p in self.black if variant.on_track(p)})
        if clash:
            raise InvalidPosition(
                f"white and black both on track square {variant.track_square(clash[0])} (progress {clash[0]})"
            )
        check_colour(self.turn, "turn")
        object.__setattr__(self, "dice", check_dice(self.dice, variant))
        if not isinstance(self.again, bool):
            raise InvalidPosition(f"again {brief(self.again)}: must be true or false")
        done = [c for c in COLOURS if self.finished(c)]
        if len(done) == 2:
            raise InvalidPosition("both white and black have all pieces in the finish: at most one can")
        if self.again and len(set(self.dice)) > 1:
            raise InvalidPosition(f"again is true but dice {numbers(self.dice)} are not all equal: not a double")
        if len(self.dice) == variant.dice and variant.dice > 1 and self.again != (len(set(self.dice)) == 1):
            raise InvalidPosition(
                f"again {brief(self.again)} with a full roll {numbers(self.dice)}: again must say whether "
                "it is a double"
            )
        if self.again and not self.dice and not done:
            raise InvalidPosition("again is true with no dice left: the turn would already have ended")

    @classmethod
    def initial(cls, variant: Variant | str = SMALL, first: str = WHITE) -> Position:
        """The opening position: :func:`initial`."""
        return initial(variant, first)

    # --- reading --------------------------------------------------------

    def pieces(self, colour: str) -> tuple[int, ...]:
        return self.white if colour == WHITE else self.black

    @property
    def mine(self) -> tuple[int, ...]:
        """The pieces of the player to act."""
        return self.pieces(self.turn)

    @property
    def theirs(self) -> tuple[int, ...]:
        return self.pieces(other(self.turn))

    def finished(self, colour: str) -> bool:
        pieces = self.pieces(colour)
        return pieces.count(self.variant.finish) == len(pieces)

    @property
    def winner(self) -> str | None:
        """The colour with all pieces in the finish, if any."""
        for colour in COLOURS:
            if self.finished(colour):
                return colour
        return None

    def units(self, colour: str) -> dict[int, int]:
        """Progress -> pieces there, for the colour's pieces in play (lane or track)."""
        finish = self.variant.finish
        counts: dict[int, int] = {}
        for p in self.pieces(colour):
            if 0 < p < finish:
                counts[p] = counts.get(p, 0) + 1
        return counts


def initial(variant: Variant | str = SMALL, first: str = WHITE) -> Position:
    """All pieces off the board, ``first`` to roll (``Position.initial`` is the
    same; every game's position module has an ``initial``, :mod:`ludo.core`)."""
    variant = variant_named(variant)
    first = check_colour(first, "first")
    return Position(variant, (0,) * variant.pieces, (0,) * variant.pieces, first)
