"""ludo: dice race games with an exact, pure-Python rules engine.

Games are sibling packages speaking one dialect -- the same names for the
opening position, the legal choices, why a choice is illegal, the result and
a choice's text (:mod:`ludo.core`) and one object protocol of states with
integer actions (:mod:`ludo.protocol`) -- listed in :mod:`ludo.registry`:

- :mod:`ludo.mensch` -- the 40-square game (2-4 players);
- :mod:`ludo.colonne` -- the column race game of seed 003 (2 players).

:mod:`ludo.api` is the JSON API (plain dicts and lists in and out) that the web
page, saved games and embedding hosts call.
"""

from ludo.errors import (
    GameOver,
    IllegalMove,
    InvalidNotation,
    InvalidPosition,
    InvalidRecord,
    LudoError,
    TooLarge,
    UnknownLevel,
)

__version__ = "0.1.0"

__all__ = [
    "GameOver",
    "IllegalMove",
    "InvalidNotation",
    "InvalidPosition",
    "InvalidRecord",
    "LudoError",
    "TooLarge",
    "UnknownLevel",
    "__version__",
]
