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
computer players) are written out here too, each routed to its game through
that line. One taking a position first refuses another game's position:
``"<function>() is for <game> positions, not <other>"``.
"""


from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType
from typing import Any

from ludo import registry
from ludo.errors import IllegalMove, InvalidPosition, LudoError
from ludo.limits import brief, check_value


def _check(**arguments: Any) -> None:
    """Each argument checked by :func:`ludo.limits.check_value`, named by its parameter."""
    for name, argument in arguments.items():
        check_value(argument, name)


def game_of(position: Any) -> str:
    """The game a JSON position names (its ``"game"``), the position checked first."""
    _check(position=position)
    return registry.game_of(position)


def _for(position: Any) -> ModuleType:
    return registry.jsonapi(registry.game_of(position))


def _owner(function: str, position: Any = None) -> ModuleType:
    """The JSON functions of the game whose own function ``function`` is (its line of
    :data:`ludo.registry.GAMES`); given a ``position``, it must be that game's:
    ``"<function>() is for <game> positions, not <other>"``."""
    entry = registry.owner(function)
    if entry is None:  # pragma: no cover  (every function below is on a game's line: a test)
        raise AssertionError(f"{function}() is on no game's line of ludo.registry.GAMES")
    if position is not None:
        found = registry.game_of(position)
        if found != entry.name:
            raise InvalidPosition(f"{function}() is for {entry.name} positions, not {found}")
    return registry.jsonapi(entry.name)


# --- every game ----------------------------------------------------------

def hints(position: Any, roll: Any = None) -> list[dict]:
    """For each legal choice: an estimate of the chance to win after it, a mark
    and reason codes: ``hints(position, roll)`` in a game whose throw stays
    outside the position, ``hints(position)`` where the position holds it."""
    _check(position=position, roll=roll)
    return _for(position).hints(position, roll)


def play(position: Any, *args: Any) -> dict:
    """The position after a choice, with the game's arguments after the position:
    ``play(position, roll, move)`` where the throw stays outside the position,
    ``play(position, step)`` where it holds the dice (each game's
    ``PLAY_ARGUMENTS``, the first ``PLAY_REQUIRED`` of them required)."""
    _check(position=position)
    game = _for(position)
    names: tuple[str, ...] = game.PLAY_ARGUMENTS
    if not game.PLAY_REQUIRED <= len(args) <= len(names):
        given = len(args) + 1
        raise IllegalMove(f"{registry.game_of(position)} play() takes (position, {', '.join(names)}), "
                          f"not {given} argument{'s' if given != 1 else ''}")
    _check(**dict(zip(names, args, strict=False)))
    return game.play(position, *args)


def result(position: Any) -> dict | None:
    """None while the game goes on, else the winner (and, in some games, the places)."""
    _check(position=position)
    return _for(position).result(position)


def to_notation(position: Any) -> str:
    """The one-line, URL-safe text form of a position."""
    _check(position=position)
    return _for(position).to_notation(position)


def from_notation(text: Any) -> dict:
    """The JSON position a one-line notation string stands for."""
    _check(text=text)
    return registry.jsonapi(registry.for_notation(text)).from_notation(text)


def replay(record: Any) -> dict:
    """A game record (``ludo-record/1``, either game) replayed through the rules:
    ``{"game": name, "positions": [JSON position 0..n], "actions": [n actions]}``,
    ``positions[k + 1]`` the position after ``actions[k]``, each action as the
    game's ``replay`` words it (a turn's roll and move, or a throw of the dice
    or a step). :class:`ludo.errors.InvalidRecord` names what is wrong."""
    _check(record=record)
    return registry.jsonapi(registry.game_of_record(record)).replay(record)


def analyse(record: Any) -> dict:
    """A game record (either game) analysed turn by turn: ``{"game", "players",
    "winner", "turns": [...], "summary": {...}}``, each turn with every
    player's chance before and after, the throw's luck and the choice's loss
    (``docs/analysis.md``). :class:`ludo.errors.InvalidRecord` names what is
    wrong with a record."""
    _check(record=record)
    return registry.analysis(registry.game_of_record(record)).analyse(record)


def analyse_turns(record: Any, ticks: bool = False) -> Iterator[dict | None]:
    """:func:`analyse` in slices: an iterator of each turn's JSON, then the
    summary (``"kind": "turn"`` / ``"summary"``); with ``ticks`` it may also
    yield None in the middle of a costly turn, where a page can pause. The
    record is checked before the iterator is returned."""
    _check(record=record, ticks=ticks)
    if not isinstance(ticks, bool):
        raise LudoError(f"ticks {brief(ticks)}: must be true or false")
    return registry.analysis(registry.game_of_record(record)).analyse_turns(record, ticks)


# --- the games' own functions (each on its game's line of ludo.registry.GAMES) --
# The game whose throw stays outside the position (a turn: a roll, then a move):

def new_position(seats: Any, options: Any = None) -> dict:
    """The initial position for these seats (corners in turn order) and options."""
    _check(seats=seats, options=options)
    return _owner("new_position").new_position(seats, options)


def legal_moves(position: Any, roll: Any) -> list[dict]:
    """The legal moves for ``roll`` (an empty list: the roll cannot be played)."""
    _check(position=position, roll=roll)
    return _owner("legal_moves", position).legal_moves(position, roll)


def choose_move(position: Any, roll: Any, level: Any, seed: Any = None) -> dict | None:
    """A computer player's choice among ``legal_moves(position, roll)``, or None."""
    _check(position=position, roll=roll, level=level, seed=seed)
    return _owner("choose_move", position).choose_move(position, roll, level, seed)


# The game whose position holds its dice (a throw, then steps that use them):

def new_colonne(variant: Any = "small", first: Any = "white") -> dict:
    """The initial position of the column game: ``variant`` small or large,
    ``first`` the colour that starts."""
    _check(variant=variant, first=first)
    return _owner("new_colonne").new_colonne(variant, first)


def opening(white_dice: Any, black_dice: Any) -> str | None:
    """Who starts the column game after the opening roll; None when the sums tie."""
    _check(white_dice=white_dice, black_dice=black_dice)
    return _owner("opening").opening(white_dice, black_dice)


def roll(position: Any, dice: Any) -> dict:
    """The position after the player to act throws ``dice``."""
    _check(position=position, dice=dice)
    return _owner("roll", position).roll(position, dice)


def legal_steps(position: Any) -> list[dict]:
    """The legal steps with the dice not yet used this turn."""
    _check(position=position)
    return _owner("legal_steps", position).legal_steps(position)


def choose_step(position: Any, level: Any, seed: Any = None) -> dict | None:
    """A computer player's choice among ``legal_steps(position)``, or None."""
    _check(position=position, level=level, seed=seed)
    return _owner("choose_step", position).choose_step(position, level, seed)
