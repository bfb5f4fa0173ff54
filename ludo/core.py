"""The small interface every game follows, and the JSON checks they share.

Each game is a package (``ludo.mensch``, ``ludo.colonne``) whose
``__init__`` provides the names of :class:`GameRules`: reading and writing a
JSON position, the result, the one-line notation, and a :class:`GameRecord`
type (a ``Game`` with history, undo and a replayable JSON record). Beside it
the package has a ``jsonapi`` module (what :mod:`ludo.api` routes to) and an
``arena`` module (how :mod:`ludo.arena` plays it). :mod:`ludo.registry` lists
the packages: it is the one place that names the games.
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence, runtime_checkable

from ludo.limits import brief


@runtime_checkable
class GameRecord(Protocol):
    """A game in progress: its position, history, undo and a replayable record."""

    @property
    def position(self) -> Any: ...

    def undo(self) -> None: ...

    def to_record(self) -> dict: ...

    @classmethod
    def from_record(cls, data: Any) -> "GameRecord": ...


class GameRules(Protocol):
    """What a game package provides (module-level names). ``NAME`` and
    ``NOTATION_PREFIX`` agree with the package's line in :mod:`ludo.registry`."""

    NAME: str             # the position's "game" field
    NOTATION_PREFIX: str  # first character of its notation ("m", "c")
    Game: type            # a GameRecord implementation

    def position_from_json(self, data: Any) -> Any: ...

    def position_to_json(self, position: Any) -> dict: ...

    def result(self, position: Any) -> Any: ...

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
