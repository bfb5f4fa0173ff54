"""The error types of the engine.

Every error the engine raises on bad input is a :class:`LudoError`, which is a
:class:`ValueError`, and its message names the bad input.
"""


class LudoError(ValueError):
    """Base class: bad input to the rules engine."""


class InvalidPosition(LudoError):
    """A position (JSON or value type) breaks the position format or the rules."""


class IllegalMove(LudoError):
    """A move or step that the rules do not allow in this position with this roll."""


class InvalidNotation(LudoError):
    """A one-line notation string that cannot be parsed."""


class InvalidRecord(LudoError):
    """A game record that is malformed or does not replay."""


class GameOver(LudoError):
    """An action asked of a game that has already ended."""


class UnknownLevel(LudoError):
    """A computer-player level name that the game does not have."""


class TooLarge(LudoError):
    """An input beyond one of the limits of :mod:`ludo.limits` (nested too deep, too
    many items, a record too long, text too long); the message says which."""


class ArenaError(LudoError):
    """A bad arena request (unknown game or level, wrong seat count, ...).

    Here rather than in :mod:`ludo.arena` so that :mod:`ludo.registry` can
    raise it without importing the arena (which imports the registry)."""
