"""What a mensch game is set up with: who plays each corner, and the three options."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from ludo.limits import brief
from ludo.mensch.geometry import DEFAULT_OPTIONS, OPTION_NAMES, SEATS_FOR
from ludo.values import field, value
from ludoview.core.names import clean_name
from ludoview.core.session import HUMAN, KINDS
from ludoview.games.mensch.words import WORDS


@value(frozen=True)
class Player:
    """Who plays a corner: ``kind`` is "human" or a computer level; ``name`` the one given
    in the setup (None: the colour)."""

    corner: int
    kind: str
    name: str | None = None

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


def check_options(options: Mapping | None) -> dict:
    """The three options, defaults filled in (ValueError naming an unknown or non-boolean one)."""
    opts = dict(DEFAULT_OPTIONS)
    for name, given in (options or {}).items():
        if name not in OPTION_NAMES or not isinstance(given, bool):
            raise ValueError(f"option {str(name)[:40]}={brief(given, 20)}: unknown or not true/false")
        opts[name] = given
    return opts


@value(frozen=True)
class Setup:
    """The players in turn order and the options."""

    players: tuple[Player, ...]
    options: dict = field(default_factory=lambda: dict(DEFAULT_OPTIONS))

    @classmethod
    def default(cls) -> Setup:
        """One click: you (Red) against a medium computer (Blue)."""
        return cls.make(2, (HUMAN, "medium"))

    @classmethod
    def make(cls, count: int, kinds: Iterable[str], options: Mapping | None = None,
             names: Iterable[object] = ()) -> Setup:
        """``count`` players in the usual corners (:data:`SEATS_FOR`)."""
        if count not in SEATS_FOR:
            raise ValueError(f"players={brief(count, 20)}: must be 2, 3 or 4")
        return cls.for_seats(SEATS_FOR[count], kinds, options, names)

    @classmethod
    def for_seats(cls, seats: Iterable[int], kinds: Iterable[str], options: Mapping | None = None,
                  names: Iterable[object] = ()) -> Setup:
        """Players for these corners (in turn order), one kind each, and their names if given."""
        seats, kinds = tuple(seats), tuple(kinds)
        if len(kinds) != len(seats) or any(k not in KINDS for k in kinds):
            raise ValueError(f"kinds={brief(kinds, 60)}: need {len(seats)} of {', '.join(KINDS)}")
        named = (tuple(names) + (None,) * len(seats))[:len(seats)]
        return cls(tuple(Player(c, k, clean_name(n)) for c, k, n in zip(seats, kinds, named, strict=True)), check_options(options))

    @property
    def seats(self) -> list[int]:
        return [p.corner for p in self.players]

    @property
    def kinds(self) -> tuple[str, ...]:
        return tuple(p.kind for p in self.players)

    def player(self, corner: int) -> Player:
        return next(p for p in self.players if p.corner == corner)

    def kind(self, corner: int) -> str:
        return self.player(corner).kind

    def humans(self) -> list[int]:
        """The corners people play."""
        return [p.corner for p in self.players if p.is_human]

    @property
    def names(self) -> dict[int, str]:
        """The names given in the setup, by corner (a corner without one is called by its colour)."""
        return {p.corner: p.name for p in self.players if p.name}


def settings_form(lang: str, settings: Mapping) -> str:
    """The options as check boxes, for a setup form (the embed's)."""
    options = settings.get("options") or DEFAULT_OPTIONS
    return "".join(f'<label><input type="checkbox" id="setup-opt-{name}" data-option="{name}"'
                   f'{" checked" if options[name] else ""}> {escape(WORDS(lang, "mensch.option." + name))}</label>'
                   for name in OPTION_NAMES)


def settings_read(element) -> dict:
    """The options the form's check boxes say (``element(id)`` finds a field)."""
    return {"options": {name: bool(element(f"setup-opt-{name}").checked) for name in OPTION_NAMES}}
