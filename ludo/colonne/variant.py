"""The two colonne variants (their sizes: :mod:`ludo.colonne.geometry`) and what a
progress means on their boards (see that module for the numbering).
"""

from __future__ import annotations

from functools import cached_property

from ludo.colonne import geometry
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
        return geometry.finish(self.name)

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


SMALL = Variant("small", **geometry.SIZES["small"])
LARGE = Variant("large", **geometry.SIZES["large"])

#: variant name -> :class:`Variant`; the first one is the default.
VARIANTS: dict[str, Variant] = {SMALL.name: SMALL, LARGE.name: LARGE}


def variant_named(name: object) -> Variant:
    """The variant called ``name`` (``"small"`` or ``"large"``)."""
    if isinstance(name, Variant):
        return name
    if not isinstance(name, str) or name not in VARIANTS:
        raise InvalidPosition(f"variant {brief(name)}: expected one of {', '.join(VARIANTS)}")
    return VARIANTS[name]
