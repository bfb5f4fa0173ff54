"""The two colonne variants and the geometry of their boards.

A piece's place is its *progress*: 0 off the board, ``1..E`` the private entry
lane (entry square ``n`` is progress ``E - n + 1``), ``E+1..E+T`` the shared
track (track square ``k`` is progress ``E + k``), ``E+T+1`` the finish.
"""

from __future__ import annotations

from functools import cached_property

from ludo.errors import InvalidPosition
from ludo.limits import brief
from ludo.values import value


@value(frozen=True)
class Variant:
    """One variant of the equipment: pieces per player, dice, lane and track length."""

    name: str
    pieces: int
    dice: int
    entry: int  # E: squares in each player's entry lane
    track: int  # T: squares on the shared track

    @cached_property
    def finish(self) -> int:
        """The progress of the finish (the "last square")."""
        return self.entry + self.track + 1

    def entry_progress(self, value: int) -> int:
        """Where a piece entering with step ``value`` lands: entry square ``value``."""
        return self.entry - value + 1

    def entry_square(self, progress: int) -> int:
        """The entry square number (``E`` down to 1) of an entry-lane progress."""
        return self.entry - progress + 1

    def on_lane(self, progress: int) -> bool:
        return 1 <= progress <= self.entry

    def on_track(self, progress: int) -> bool:
        return self.entry < progress <= self.entry + self.track

    def track_square(self, progress: int) -> int:
        """The track square number (1..T) of a track progress."""
        return progress - self.entry


SMALL = Variant("small", pieces=6, dice=2, entry=12, track=24)
LARGE = Variant("large", pieces=15, dice=3, entry=18, track=36)

#: variant name -> :class:`Variant`; the first one is the default.
VARIANTS: dict[str, Variant] = {SMALL.name: SMALL, LARGE.name: LARGE}


def variant_named(name: object) -> Variant:
    """The variant called ``name`` (``"small"`` or ``"large"``)."""
    if isinstance(name, Variant):
        return name
    if not isinstance(name, str) or name not in VARIANTS:
        raise InvalidPosition(f"variant {brief(name)}: expected one of {', '.join(VARIANTS)}")
    return VARIANTS[name]
