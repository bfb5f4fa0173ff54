"""The mensch game's entry in the registry: its :class:`~ludoview.core.game.GameSpec`."""


from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from ludo.limits import brief
from ludo.mensch import NAME
from ludoview.core.game import GameSpec, Seat, Throw
from ludoview.core.i18n import Catalogue
from ludoview.games.mensch import board, controls, events, save, session, setup, view, words
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.throw import MenschThrow

if TYPE_CHECKING:
    from ludoview.core.game import SessionClass
    from ludoview.core.names import Names
    from ludoview.core.session import Session


def parse_options(text: str | None, position: dict | None) -> dict:
    """``options=lane_jump:on,mandatory_capture:off`` (a bare name means on): the settings,
    the position's own when it is given (ValueError naming a bad option)."""
    if text is None:
        return {"options": dict(position["options"]) if position is not None else dict(setup.DEFAULT_OPTIONS)}
    if position is not None:
        raise ValueError("options come with the position; leave out options when giving a position")
    options = dict(setup.DEFAULT_OPTIONS)
    for item in filter(None, text.split(",")):
        name, _, state = item.partition(":")
        if name not in setup.OPTION_NAMES:
            raise ValueError(f"options: unknown option {brief(name, 60)}; known: {', '.join(setup.OPTION_NAMES)}")
        if state not in ("", "on", "off"):
            raise ValueError(f"options: {brief(name, 30)}:{brief(state, 30)} must be {name}:on or {name}:off")
        options[name] = state != "off"
    return {"options": options}


class Mensch:
    """Mensch as every page asks it (:class:`~ludoview.core.game.GameSpec`)."""

    name: str = NAME
    title: str = "mensch.app.title"
    words: Catalogue = words.WORDS
    session: SessionClass = session.MenschSession
    sounds: Mapping[str, str] = events.SOUNDS
    roll_label: str = "mensch.die.roll"
    seat_counts: tuple[int, ...] = tuple(setup.SEATS_FOR)
    move_keys: tuple[str, ...] = ("from", "to")
    throw: Throw = MenschThrow()
    settings_param: str = "options"
    page: str = "ludoview.games.mensch.page:MenschPage"
    unit_tap_words = None   # (a piece has one move: no unit is picked before its target)

    def default_setup(self) -> setup.Setup:
        return setup.Setup.default()

    def make_setup(self, kinds: Sequence[str], settings: Mapping, position: dict | None) -> setup.Setup:
        seats = position["seats"] if position is not None else setup.SEATS_FOR[len(kinds)]
        return setup.Setup.for_seats(seats, kinds, settings["options"])

    def dump(self, session: Session) -> str:
        return save.dumps(cast(MenschSession, session))

    def load(self, text: str) -> MenschSession:
        return save.loads(text)

    def say_all(self, lang: str, events: list[dict], position: dict | None = None, you: Seat | None = None,
                names: Names | None = None) -> list[str]:
        return words.say_all(lang, events, cast("int | None", you), names)

    def replay(self, record: dict) -> tuple[tuple, tuple, tuple]:
        return session.replayed(record)

    def chooser(self) -> controls.Chooser:
        return controls.Chooser()

    def explain(self, lang: str, session: Session) -> tuple[str, str, tuple[str, ...]]:
        return view.explain(lang, cast(MenschSession, session))

    def status(self, lang: str, session: Session) -> str:
        return view.status(lang, cast(MenschSession, session))

    def render_board(self, position: Mapping, **options: Any) -> str:
        return board.render_board(position, **options)

    def icon(self, seat: Seat, size: int = 18) -> str:
        return board.shape_icon(cast(int, seat), size)

    def player_name(self, lang: str, seat: Seat, names: Names | None = None) -> str:
        return words.player_name(lang, cast(int, seat), names)

    def move_text(self, lang: str, position: dict, move: dict) -> str:
        return words.describe_move(lang, move, position["turn"], events.victim_of(position, move))

    def tap_text(self, lang: str, position: dict, move: dict, names: Names | None = None) -> tuple[str, str]:
        return words.tap_text(lang, position, move, names)

    def choice_text(self, lang: str, position: dict, roll: object, choice: dict | list | None,
                    names: Names | None = None, done: bool = True, capture: bool = True) -> str:
        return words.choice_text(lang, position, roll, cast("dict | None", choice), names, done, capture)

    def seats_for(self, count: int) -> tuple:
        return setup.SEATS_FOR[count]

    def seats_of(self, position: dict) -> tuple:
        return tuple(position["seats"])

    def parse_settings(self, text: str | None, position: dict | None) -> dict:
        return parse_options(text, position)

    def settings_form(self, lang: str, settings: Mapping) -> str:
        return setup.settings_form(lang, settings)

    def settings_text(self, lang: str, position: dict) -> str:
        """The options a game was played with, in words ("Capturing is compulsory, One piece already out")."""
        chosen = [words.WORDS(lang, f"mensch.option.{name}") for name in setup.OPTION_NAMES
                  if position["options"].get(name)]
        return ", ".join(chosen) or words.WORDS(lang, "mensch.option.none")

    def settings_read(self, element: Callable[[str], Any]) -> dict:
        return setup.settings_read(element)

    def dice_count(self, settings: Mapping) -> int:
        return 1

    def upgrade_record(self, record: dict) -> dict:
        return record   # (no older form)

    def cites(self, items: Iterable[Mapping], corner: Seat | None = None) -> tuple[str, ...]:
        return words.cites(items, cast("int | None", corner))


GAME: GameSpec = Mensch()
