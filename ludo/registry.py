"""The one list of the engine's games, and where to find each game's parts.

A game is a package ``ludo/<name>/`` with the conventional modules

- ``__init__`` -- the names of :data:`ludo.core.SHARED_NAMES` (``NAME``,
  ``NOTATION_PREFIX``, ``Game``, ``initial``, ``legal_choices``,
  ``why_illegal`` / ``Why``, ``result``, ``move_text`` / ``parse_move``,
  reading and writing positions, the notation);
- ``game`` -- ``Game``, the game in progress and its record (the same methods
  and return kinds in every game: :class:`ludo.core.GameRecord`);
- ``jsonapi`` -- the JSON functions :mod:`ludo.api` routes to (``play``,
  ``result``, ``to_notation``, ``from_notation``, ``replay``, ``hints``, and
  the game's own, listed in its ``OWN`` and on its line here);
- ``analysis`` -- ``analyse``, ``analyse_turns``, ``text`` and the game's
  scale (``RATINGS``, ``MISTAKE``) for :mod:`ludo.analysis`;
- ``arena`` -- ``ARENA_GAME``, how :mod:`ludo.arena` plays it (tooling: not
  shipped to the browser);

and one line in :data:`GAMES`. Nothing else names the games: the JSON API,
the arena and the command line all ask this module.

Every part is imported lazily, by name, when first asked for: importing the
registry imports no game (the page loads only what it plays), and no module
of a game is imported here by an import statement, so the registry sits below
the games in the import graph and never pulls the arena into the browser.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from ludo.errors import ArenaError, InvalidNotation, InvalidPosition, InvalidRecord, LudoError
from ludo.limits import brief
from ludo.values import field, value


@value(frozen=True)
class Entry:
    """One game: its name (the package ``ludo.<name>`` and the positions' and
    records' ``"game"`` field), the first character of its notation, and the
    JSON functions of its ``jsonapi`` that only it has (its ``OWN``, named
    here so that :mod:`ludo.api` offers them without importing any game)."""

    name: str
    prefix: str
    functions: tuple[str, ...] = field(default=(), compare=False)


#: The games, one line each. Adding a game: its package, then its line here.
GAMES: tuple[Entry, ...] = (
    Entry("mensch", "m", ("new_position", "legal_moves", "choose_move")),
    Entry("colonne", "c", ("new_colonne", "opening", "roll", "legal_steps", "choose_step")),
)


def owner(function: str) -> Entry | None:
    """The game whose own JSON function ``function`` is (:attr:`Entry.functions`), if any."""
    for game in GAMES:
        if function in game.functions:
            return game
    return None


def names() -> tuple[str, ...]:
    """The names of the games, in the order of :data:`GAMES`."""
    return tuple(entry.name for entry in GAMES)


def entry(name: Any, error: type[LudoError] = InvalidPosition, where: str = "") -> Entry:
    """The entry of game ``name``; else ``error`` naming the value and the known
    games (``where`` prefixes the message, e.g. ``"record: "``)."""
    for game in GAMES:
        if game.name == name:
            return game
    raise error(f"{where}unknown game {brief(name)}: expected one of {', '.join(names())}")


def _part(name: Any, module: str, error: type[LudoError] = InvalidPosition) -> ModuleType:
    package = f"ludo.{entry(name, error).name}"
    return importlib.import_module(f"{package}.{module}" if module else package)


def package(name: Any) -> ModuleType:
    """The game's package ``ludo.<name>`` (its :class:`ludo.core.GameRules` names)."""
    return _part(name, "")


def jsonapi(name: Any) -> ModuleType:
    """The game's JSON functions, ``ludo.<name>.jsonapi``."""
    return _part(name, "jsonapi")


def analysis(name: Any) -> ModuleType:
    """The game's analysis, ``ludo.<name>.analysis`` (``analyse``, ``analyse_turns``,
    ``text``): reached by name, so that only what analyses a game imports it (the
    browser ships it in a bundle of its own, fetched when a game is reviewed)."""
    return _part(name, "analysis")


def ai(name: Any) -> ModuleType:
    """The game's computer players, ``ludo.<name>.ai``: ``LEVELS``,
    ``check_level``, ``choose`` (over the game's positions), ``player`` and
    ``choose_action`` (over its protocol states), the same in every game."""
    return _part(name, "ai")


def hints(name: Any) -> ModuleType:
    """The game's hints, ``ludo.<name>.hints``: ``hints`` (over the game's
    positions) and ``state_hints`` (over its protocol states), each a list of
    :class:`ludo.hints.Hint`, the same in every game."""
    return _part(name, "hints")


def arena_game(name: Any) -> Any:
    """How the arena plays the game: ``ludo.<name>.arena.ARENA_GAME`` (a
    :class:`ludo.arena.ArenaGame`; not imported here, see above).

    :class:`~ludo.errors.ArenaError` for an unknown game, and for a known one
    whose arena module is not there (the browser bundle leaves it out).
    """
    known = entry(name, ArenaError)
    try:
        module = _part(known.name, "arena", ArenaError)
    except ImportError as error:
        raise ArenaError(f"game '{known.name}': its arena is not available ({error})") from error
    return module.ARENA_GAME


# -- the object protocol (ludo.protocol): ludo.<name>.state ------------------------

def state_module(name: Any) -> ModuleType:
    """The game's object protocol, ``ludo.<name>.state`` (:mod:`ludo.protocol`)."""
    return _part(name, "state")


def new_state(name: Any, **params: Any) -> Any:
    """The initial :class:`ludo.protocol.GameState` of game ``name`` with these
    parameters (mensch: ``players``, the three options; colonne: ``variant``,
    ``first``; both: ``max_length``); :class:`~ludo.errors.InvalidPosition`
    for an unknown game or parameter."""
    return state_module(name).new_state(**params)


def game_info(name: Any, **params: Any) -> Any:
    """The :class:`ludo.protocol.GameInfo` of game ``name`` with these parameters."""
    return state_module(name).game_info(**params)


def state_from_json(data: Any, **params: Any) -> Any:
    """The protocol state a ``ludo-state/1`` object (``GameState.to_json``) stands for."""
    return state_module(_named(data, "state", InvalidPosition)).from_json(data, **params)


def _named(data: Any, what: str, error: type[LudoError]) -> str:
    if not isinstance(data, dict):
        raise error(f"{what} must be a JSON object, not {brief(data)}")
    if "game" not in data:
        raise error(f"{what}: field 'game' is missing")
    return entry(data["game"], error, f"{what}: ").name


def game_of(position: Any) -> str:
    """The game a JSON position belongs to (its ``"game"`` field), validated;
    :class:`~ludo.errors.InvalidPosition` otherwise."""
    return _named(position, "position", InvalidPosition)


def game_of_record(record: Any) -> str:
    """The game a JSON game record belongs to (its ``"game"`` field), validated;
    :class:`~ludo.errors.InvalidRecord` otherwise."""
    return _named(record, "record", InvalidRecord)


def for_notation(text: Any) -> str:
    """The game whose notation ``text`` is (by its first character)."""
    if not isinstance(text, str):
        raise InvalidNotation(f"notation must be a string, not {brief(text)}")
    for game in GAMES:
        if text.startswith(game.prefix):
            return game.name
    expected = " or ".join(f"'{game.prefix}' ({game.name})" for game in GAMES)
    raise InvalidNotation(f"notation {brief(text, 40)}: must start with {expected}")


__all__ = [
    "Entry", "GAMES", "ai", "arena_game", "entry", "for_notation", "game_info", "game_of", "game_of_record",
    "hints", "jsonapi", "names", "new_state", "owner", "package", "state_from_json", "state_module",
]
