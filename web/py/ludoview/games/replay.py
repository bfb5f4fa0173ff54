"""A recorded game, replayed: the positions, the actions between them, and what each said.

The record (``ludo-record/1`` of any game of the registry; an earlier build's
forms are upgraded by the game's spec) is replayed by the engine's game
(``Game.from_record``: every action through the rules, through ``spec.replay``);
each action's events are what the engine's game says it did, in the page's
terms (the game's events module), the very ones the page's log says while the
game is played.
"""

from __future__ import annotations

from collections.abc import Mapping

from ludo.errors import LudoError, TooLarge
from ludo.limits import check_value
from ludo.values import field, value
from ludoview import games
from ludoview.core.game import GameSpec
from ludoview.core.share import split_names


class ReplayError(ValueError):
    """A record that cannot be read or does not replay; the message says why.
    ``too_large``: the record is beyond the engine's limits (``ludo.limits``: longer
    than any real game), which the page says in words of its own."""

    def __init__(self, message: str, too_large: bool = False) -> None:
        super().__init__(message)
        self.too_large = too_large


@value(frozen=True)
class Replay:
    """Positions ``0..n`` of a recorded game, the ``n`` actions between them, and
    each action's events."""

    spec: GameSpec
    record: dict
    positions: tuple[dict, ...]
    actions: tuple[dict, ...]
    stories: tuple[tuple[dict, ...], ...]
    names: Mapping = field(default_factory=dict)   #: the players' own names, by seat

    @property
    def last(self) -> dict:
        return self.positions[-1]

    def lines(self, lang: str) -> list[str]:
        """Each action in words, as the page said it."""
        return [" ".join(self.spec.say_all(lang, list(story), before, None, self.names))
                for before, story in zip(self.positions, self.stories, strict=False)]

    def player(self, lang: str, seat) -> str:
        """A player's name: their own, else their colour."""
        return self.spec.player_name(lang, seat, self.names)


def replay(record: dict) -> Replay:
    """Replay a record through the rules (:class:`ReplayError` says what is wrong)."""
    record, names = split_names(record)
    try:
        spec = games.of(record)
        record = spec.upgrade_record(record)
        check_value(record, "record")
        positions, actions, stories = spec.replay(record)
    except (LudoError, ValueError) as exc:
        raise ReplayError(str(exc), too_large=isinstance(exc, TooLarge)) from None
    return Replay(spec, record, positions, actions, stories, names)
