"""The colonne game's entry in the registry: its :class:`~ludoview.core.game.GameSpec`."""


from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ludo.colonne import NAME
from ludo.colonne.game import RECORD_FORMAT
from ludo.colonne.variant import VARIANTS, variant_named
from ludo.limits import brief
from ludoview.core.game import GameSpec, Seat, Throw, UnitTapWords
from ludoview.core.i18n import Catalogue
from ludoview.games.colonne import board, controls, events, save, session, setup, view, words
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.throw import ColonneThrow

if TYPE_CHECKING:
    from ludoview.core.game import SessionClass
    from ludoview.core.names import Names
    from ludoview.core.session import Session

#: The fields of an earlier build's colonne share links: a start and the actions after it.
OLD_FIELDS = {"format", "game", "start", "actions"}


def parse_variant(text: str | None, position: dict | None) -> dict:
    """``variant=small|large``: the settings; a position brings its own (ValueError when they differ)."""
    implied = position["variant"] if position is not None else "small"
    if text is None:
        return {"variant": implied}
    if text not in VARIANTS:
        raise ValueError(f"variant={brief(text, 60)}: expected one of {', '.join(VARIANTS)}")
    if position is not None and text != implied:
        raise ValueError(f"variant={brief(text, 60)} but the position is {implied}")
    return {"variant": text}


def upgrade_record(record: dict) -> dict:
    """A record of an earlier build's share link (only a start position and the rolls and
    steps after it, in a format of its own) as the engine's ``ludo-record/1``; a current
    record unchanged (the engine checks it)."""
    if record.get("format") == RECORD_FORMAT or set(record) != OLD_FIELDS:
        return record
    start = record["start"]
    if not isinstance(start, dict):
        raise ValueError(f"{NAME} record: its start is not a position")
    return {"format": RECORD_FORMAT, "game": NAME, "variant": start.get("variant"), "seed": None, "opening": [],
            "first": start.get("turn"), "start": start, "actions": record["actions"]}


class Colonne:
    """Colonne as every page asks it (:class:`~ludoview.core.game.GameSpec`)."""

    name: str = NAME
    title: str = "colonne.app.title"
    words: Catalogue = words.WORDS
    session: SessionClass = session.ColonneSession
    sounds: Mapping[str, str] = events.SOUNDS
    roll_label: str = "colonne.dice.roll"
    seat_counts: tuple[int, ...] = (2,)
    move_keys: tuple[str, ...] = ("dice", "from", "to")
    throw: Throw = ColonneThrow()
    settings_param: str = "variant"
    page: str = "ludoview.games.colonne.page:ColonnePage"

    @property
    def unit_tap_words(self) -> UnitTapWords:
        """(A unit of several pieces is picked before its target.)"""
        return words.unit_tap_words

    def default_setup(self) -> setup.ColonneSetup:
        return setup.ColonneSetup.default()

    def make_setup(self, kinds: Sequence[str], settings: Mapping, position: dict | None) -> setup.ColonneSetup:
        return setup.ColonneSetup(settings["variant"], tuple(kinds))

    def dump(self, session: Session) -> str:
        return save.dumps(cast(ColonneSession, session))

    def load(self, text: str) -> ColonneSession:
        return save.loads(text)

    def say_all(self, lang: str, events: list[dict], position: dict | None = None, you: Seat | None = None,
                names: Names | None = None) -> list[str]:
        return words.say_all(lang, events, (position or {}).get("variant", "small"), cast("str | None", you), names)

    def replay(self, record: dict) -> tuple[tuple, tuple, tuple]:
        return session.replayed(record)

    def chooser(self) -> controls.Chooser:
        return controls.Chooser()

    def explain(self, lang: str, session: Session) -> tuple[str, str, tuple[str, ...]]:
        return view.explain(lang, cast(ColonneSession, session))

    def status(self, lang: str, session: Session) -> str:
        return view.status(lang, cast(ColonneSession, session))

    def render_board(self, position: Mapping, **options: Any) -> str:
        return board.render_colonne(position, **options)

    def icon(self, seat: Seat, size: int = 26) -> str:
        return board.disc_icon(cast(str, seat), size)

    def player_name(self, lang: str, seat: Seat, names: Names | None = None) -> str:
        return words.player_name(lang, cast(str, seat), names)

    def move_text(self, lang: str, position: dict, move: dict) -> str:
        return words.move_text(lang, position, move)

    def tap_text(self, lang: str, position: dict, move: dict, names: Names | None = None) -> tuple[str, str]:
        return words.tap_text(lang, position, move, names)

    def choice_text(self, lang: str, position: dict, roll: object, choice: dict | list | None,
                    names: Names | None = None, done: bool = True, capture: bool = True) -> str:
        """(A turn's steps: whom a step captures is not said apart.)"""
        return words.choice_text(lang, position, roll, cast("list | None", choice), names, done)

    def seats_for(self, count: int) -> tuple:
        return setup.COLOURS

    def seats_of(self, position: dict) -> tuple:
        return setup.COLOURS

    def parse_settings(self, text: str | None, position: dict | None) -> dict:
        return parse_variant(text, position)

    def settings_form(self, lang: str, settings: Mapping) -> str:
        return setup.settings_form(lang, settings)

    def settings_text(self, lang: str, position: dict) -> str:
        return words.WORDS(lang, f"colonne.setup.{position['variant']}")

    def settings_read(self, element: Callable[[str], Any]) -> dict:
        return setup.settings_read(element)

    def dice_count(self, settings: Mapping) -> int:
        return variant_named(settings["variant"]).dice

    def upgrade_record(self, record: dict) -> dict:
        return upgrade_record(record)

    def cites(self, items: Iterable[Mapping], corner: Seat | None = None) -> tuple[str, ...]:
        return ()   # (the board numbers every square)


GAME: GameSpec = Colonne()
