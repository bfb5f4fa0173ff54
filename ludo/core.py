"""What every game package shares at the level of positions: one dialect.

Each game is a package (``ludo.mensch``, ``ludo.colonne``) whose
``__init__`` provides the names of :class:`GameRules` (listed in
:data:`SHARED_NAMES`): the opening position (``initial``), the legal choices
(``legal_choices``, a tuple), why a choice is illegal (``why_illegal``, a
code), the end (``result``, a :class:`Result`), a choice's text that parses
back (``move_text`` / ``parse_move``), reading and writing a JSON position,
the one-line notation, and a :class:`GameRecord` type (a ``Game`` with
history, undo and a replayable JSON record). The same names stand in the
game's modules: ``position.initial``, ``rules.legal_choices`` /
``why_illegal`` / ``result``, ``notation.move_text`` / ``parse_move``,
``ai.choose``, ``hints.hints``, ``state.State``, ``game.Game``.

The one difference the dialect keeps is the throw: a mensch roll stays beside
the position, a colonne position holds its dice. So ``legal_choices(position,
roll=None)`` and ``why_illegal(position, choice, roll=None)`` take the throw
last: mensch needs it, colonne takes none (or a full throw when the position
waits for one, meaning "after this throw"); so do ``hints.hints(position,
roll=None)`` and ``ai.choose(position, level, seed=None, roll=None)``.

Beside its ``__init__`` the package has a ``jsonapi`` module (what
:mod:`ludo.api` routes to), an ``arena`` module (how :mod:`ludo.arena` plays
it) and a ``state`` module (the object protocol of :mod:`ludo.protocol`).
:mod:`ludo.registry` lists the packages: it is the one place that names the
games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ludo.limits import brief
from ludo.values import value

if TYPE_CHECKING:
    from ludo.protocol import Event

#: The module-level names every game package provides (its ``__init__``), the
#: same in every game: tests/test_one_dialect.py holds both games to them.
SHARED_NAMES = (
    "NAME", "NOTATION_PREFIX", "Game", "Position", "Result", "initial", "legal_choices", "why_illegal",
    "play", "result", "move_text", "parse_move", "to_notation", "from_notation", "position_from_json",
    "position_to_json", "Why",
)


@value(frozen=True, slots=True)
class Result:
    """The end of a game, the same type in every game: the winner and every
    player's place (shared places skip: 1, 2, 2, 4), players named as the game
    names them (mensch: corners 0..3; colonne: ``"white"``, ``"black"``),
    ``places`` in seat (turn) order."""

    winner: Any
    places: tuple[tuple[Any, int], ...]  # (player, place) in seat order

    def place_of(self, player: Any) -> int:
        """The place of ``player`` (1 for the winner)."""
        return dict(self.places)[player]

    @property
    def ranking(self) -> tuple[Any, ...]:
        """The players from first to last (seat order among equal places)."""
        order = sorted(range(len(self.places)), key=lambda i: (self.places[i][1], i))
        return tuple(self.places[i][0] for i in order)

    def returns(self) -> list[float]:
        """Per seat: +1 for the winner, ``-1 / (n - 1)`` for every other player
        (what :meth:`ludo.protocol.GameState.returns` gives at the end)."""
        loss = -1.0 / (len(self.places) - 1)
        return [1.0 if player == self.winner else loss for player, _ in self.places]

    def to_json(self) -> dict:
        """``{"winner": player, "places": {"<player>": place}}`` (mensch's JSON
        result as the spec has it; colonne's JSON API gives the winner only)."""
        return {"winner": self.winner, "places": {str(player): place for player, place in self.places}}


@runtime_checkable
class GameRecord(Protocol):
    """A game in progress (the package's ``Game``, in its module ``game``): its
    position, history, undo and a replayable record. The same methods in every
    game, returning the same kinds: ``roll()`` the throw (the ``roll`` the
    shared functions take: ``legal_choices(position before, roll)`` is then
    ``legal_choices()``), ``play(choice)`` the new position, ``undo()`` what it
    took back (an entry of ``history``)."""

    @property
    def position(self) -> Any: ...

    @property
    def over(self) -> bool: ...

    def roll(self, dice: Any = None, /) -> Any: ...

    def legal_choices(self) -> tuple: ...

    def play(self, choice: Any, /) -> Any: ...

    def undo(self) -> Any: ...

    def result(self) -> Result | None: ...

    def events(self, index: int = -1) -> tuple[Event, ...]: ...  # the object protocol's, seat an index

    def to_record(self) -> dict: ...

    @classmethod
    def from_record(cls, data: Any, seed: Any = None) -> GameRecord: ...


class GameRules(Protocol):
    """What a game package provides (module-level names). ``NAME`` and
    ``NOTATION_PREFIX`` agree with the package's line in :mod:`ludo.registry`."""

    NAME: str             # the position's "game" field
    NOTATION_PREFIX: str  # first character of its notation ("m", "c")
    Game: type            # a GameRecord implementation
    Position: type        # the game's immutable position
    Why: type             # the codes of why_illegal as attributes (GAME_OVER in every game)

    def initial(self, *args: Any, **kwargs: Any) -> Any: ...

    def legal_choices(self, position: Any, roll: Any = None) -> tuple: ...

    def why_illegal(self, position: Any, choice: Any, roll: Any = None) -> str | None: ...

    def result(self, position: Any) -> Result | None: ...

    def move_text(self, choice: Any) -> str: ...

    def parse_move(self, text: str) -> Any: ...

    def position_from_json(self, data: Any) -> Any: ...

    def position_to_json(self, position: Any) -> dict: ...

    def to_notation(self, position: Any) -> str: ...

    def from_notation(self, text: str) -> Any: ...


# -- JSON checks shared by the games -----------------------------------------
# Each raises ``error`` (a LudoError subclass) with a message naming the value
# briefly, in words (:func:`ludo.limits.brief`), however large or deep it is.

def require_int(value: Any, name: str, error: type[ValueError]) -> int:
    """``value`` if it is a JSON integer (not a bool, not a float)."""
    if type(value) is not int:
        raise error(f"{name} {brief(value)}: must be an integer")
    return value


def require_bool(value: Any, name: str, error: type[ValueError]) -> bool:
    """``value`` if it is true or false."""
    if not isinstance(value, bool):
        raise error(f"{name} {brief(value)}: must be true or false")
    return value


def require_list(value: Any, name: str, error: type[ValueError]) -> list:
    """``value`` if it is a JSON array (list or tuple)."""
    if not isinstance(value, (list, tuple)):
        raise error(f"{name} {brief(value)}: must be a list")
    return list(value)


def require_keys(data: dict, required: Sequence[str], allowed: Sequence[str], name: str,
                 error: type[ValueError]) -> None:
    """Every key of ``required`` is present and no key outside ``allowed``."""
    for key in required:
        if key not in data:
            raise error(f"{name}: field '{key}' is missing")
    for key in data:
        if key not in allowed:
            raise error(f"{name}: unknown field {brief(key)}")
