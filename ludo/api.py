"""The JSON API of the engine: plain JSON-compatible values in and out.

This is what the web page, saved games and embedding hosts call. Each game
lives in its own package ``ludo.<name>`` with a ``jsonapi`` module, listed in
:mod:`ludo.registry`; this module only routes a call to the game a position
(or record, or notation) names, and names no game itself. Every bad input
raises a ``ValueError`` subclass (:class:`ludo.errors.LudoError`) whose
message names it, briefly and in words.

Every argument of every function here is checked first by
:func:`ludo.limits.check_value` (one pass, no recursion): a value nested more
than :data:`ludo.limits.MAX_DEPTH` deep, or with more than
:data:`ludo.limits.MAX_ITEMS` items, or one that contains itself, is refused
with :class:`ludo.errors.TooLarge` before any work, so nothing behind this
module ever meets one. A game record of more than
:data:`ludo.limits.MAX_RECORD_ACTIONS` actions is refused (``TooLarge``) by the
game's record reader before it replays anything.

Every game:
    play(position, ...) -- the game's arguments after the position;
    result(position) -- None while the game goes on, else the winner (and more);
    hints(position[, roll]) -- per legal move or step: estimate, mark, reasons;
    to_notation(position) / from_notation(text) -- the one-line form;
    replay(record) -- a game record's positions and actions;
    analyse(record), analyse_turns(record) -- luck and choices, turn by turn.
Each game's own functions (its ``jsonapi.OWN``, on its line of
:data:`ludo.registry.GAMES`: how a game begins, its legal choices, its
computer players) are attributes of this module too, made on first use, with
the game's own signature and docstring. One taking a position first refuses
another game's position: ``"<function>() is for <game> positions, not <other>"``.
"""


from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import wraps
from typing import Any, TypeVar

from ludo import registry
from ludo.errors import IllegalMove, InvalidPosition, LudoError
from ludo.limits import brief, check_value

F = TypeVar("F", bound=Callable[..., Any])
_VARARGS = 0x04  # inspect.CO_VARARGS: the function takes *args


def _check(names: Sequence[str], args: Sequence[Any], kwargs: dict[str, Any]) -> None:
    for index, arg in enumerate(args):
        check_value(arg, names[index] if index < len(names) else "argument")
    for name, arg in kwargs.items():
        check_value(arg, name)


def _checked(function: F) -> F:
    """``function`` with every argument checked by :func:`ludo.limits.check_value`
    first (named by its parameter in the message). A function taking ``*args``
    checks those itself (only it knows their names)."""
    code = function.__code__
    names = code.co_varnames[:code.co_argcount]
    count = len(names) if code.co_flags & _VARARGS else None

    @wraps(function)
    def checked(*args: Any, **kwargs: Any) -> Any:
        _check(names, args[:count], kwargs)
        return function(*args, **kwargs)

    return checked  # type: ignore[return-value]


game_of = _checked(registry.game_of)  # the game a JSON position names, validated


def _for(position: Any):
    return registry.jsonapi(registry.game_of(position))


def _own(game: str, name: str) -> Callable[..., Any]:
    """Game ``game``'s own JSON function ``name``, checked as every function here;
    one taking a position first refuses a position of another game."""
    function = getattr(registry.jsonapi(game), name)
    code = function.__code__
    names = code.co_varnames[:code.co_argcount]

    if names[:1] == ("position",):
        @wraps(function)
        def routed(*args: Any, **kwargs: Any) -> Any:
            _check(names, args, kwargs)
            if not args and "position" not in kwargs:
                return function(*args, **kwargs)  # Python's own TypeError names what is missing
            position = args[0] if args else kwargs["position"]
            found = registry.game_of(position)
            if found != game:
                raise InvalidPosition(f"{name}() is for {game} positions, not {found}")
            return function(*args, **kwargs)
    else:
        @wraps(function)
        def routed(*args: Any, **kwargs: Any) -> Any:
            _check(names, args, kwargs)
            return function(*args, **kwargs)
    routed.__module__ = __name__
    return routed


def __getattr__(name: str) -> Any:
    """A game's own JSON function (:func:`ludo.registry.owner`), made once."""
    game = registry.owner(name)
    if game is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    function = globals()[name] = _own(game.name, name)
    return function


def __dir__() -> list[str]:
    return sorted(set(globals()) | {name for game in registry.GAMES for name in game.functions})


# --- both -----------------------------------------------------------------

@_checked
def hints(position: Any, roll: Any = None) -> list[dict]:
    """For each legal choice: an estimate of the chance to win after it, a mark
    and reason codes: ``hints(position, roll)`` in a game whose throw stays
    outside the position, ``hints(position)`` where the position holds it."""
    return _for(position).hints(position, roll)


@_checked
def play(position: Any, *args: Any) -> dict:
    """The position after a choice, with the game's arguments after the position:
    ``play(position, roll, move)`` where the throw stays outside the position,
    ``play(position, step)`` where it holds the dice."""
    game = _for(position)
    code = game.play.__code__
    names = code.co_varnames[1:code.co_argcount]
    required = len(names) - len(game.play.__defaults__ or ())
    if len(args) < required or (len(args) > len(names) and not code.co_flags & _VARARGS):
        given = len(args) + 1
        raise IllegalMove(f"{registry.game_of(position)} play() takes (position, {', '.join(names)}), "
                          f"not {given} argument{'s' if given != 1 else ''}")
    _check(names, args, {})
    return game.play(position, *args)


@_checked
def result(position: Any) -> dict | None:
    """None while the game goes on, else the winner (and, in some games, the places)."""
    return _for(position).result(position)


@_checked
def to_notation(position: Any) -> str:
    """The one-line, URL-safe text form of a position."""
    return _for(position).to_notation(position)


@_checked
def from_notation(text: Any) -> dict:
    """The JSON position a one-line notation string stands for."""
    return registry.jsonapi(registry.for_notation(text)).from_notation(text)


@_checked
def replay(record: Any) -> dict:
    """A game record (``ludo-record/1``, either game) replayed through the rules:
    ``{"game": name, "positions": [JSON position 0..n], "actions": [n actions]}``,
    ``positions[k + 1]`` the position after ``actions[k]``, each action as the
    game's ``replay`` words it (a turn's roll and move, or a throw of the dice
    or a step). :class:`ludo.errors.InvalidRecord` names what is wrong."""
    return registry.jsonapi(registry.game_of_record(record)).replay(record)


@_checked
def analyse(record: Any) -> dict:
    """A game record (either game) analysed turn by turn: ``{"game", "players",
    "winner", "turns": [...], "summary": {...}}``, each turn with every
    player's chance before and after, the throw's luck and the choice's loss
    (``docs/analysis.md``). :class:`ludo.errors.InvalidRecord` names what is
    wrong with a record."""
    return registry.analysis(registry.game_of_record(record)).analyse(record)


@_checked
def analyse_turns(record: Any, ticks: bool = False) -> Iterator[dict | None]:
    """:func:`analyse` in slices: an iterator of each turn's JSON, then the
    summary (``"kind": "turn"`` / ``"summary"``); with ``ticks`` it may also
    yield None in the middle of a costly turn, where a page can pause. The
    record is checked before the iterator is returned."""
    if not isinstance(ticks, bool):
        raise LudoError(f"ticks {brief(ticks)}: must be true or false")
    return registry.analysis(registry.game_of_record(record)).analyse_turns(record, ticks)
