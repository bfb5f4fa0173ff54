"""The mensch half of :mod:`ludo.api`: plain JSON values in and out.

Every function checks its input fully and raises a :class:`ludo.errors.LudoError`
(a ``ValueError``) naming the bad value.  Moves are ``{"from", "to", "capture"}``
plus ``"rule"`` when rule 4 narrowed the choice to them.

Each function reads its JSON, calls the game's functions of the shared dialect
(:mod:`ludo.core`: ``initial``, ``result``, ``play``, ``ai.choose``,
``hints.hints``; ``legal_moves`` and ``why_not`` keep the spec's errors: a
finished game raises ``GameOver``) and writes the answer back as
``shared/spec/`` has it.
"""

from __future__ import annotations

from typing import Any

from ludo.mensch import notation, rules
from ludo.mensch.game import Game
from ludo.mensch.jsonio import (
    GAME,
    move_from_json,
    options_from_json,
    position_from_json,
    position_to_json,
    seats_from_json,
)
from ludo.mensch.position import initial

#: The JSON functions only mensch has (on its line of :data:`ludo.registry.GAMES`;
#: :mod:`ludo.api` offers them by these names).
OWN = ("new_position", "legal_moves", "choose_move")

#: What :func:`ludo.api.play` takes after the position (the first ``PLAY_REQUIRED`` of
#: them required): the names its message gives.
PLAY_ARGUMENTS = ("roll", "move")
PLAY_REQUIRED = 1


def new_position(seats: Any, options: Any = None) -> dict:
    """The initial mensch position for these seats (corners in turn order)."""
    return position_to_json(initial(seats_from_json(seats), options_from_json(options)))


def legal_moves(position: Any, roll: Any) -> list[dict]:
    """The legal mensch moves for ``roll`` (an empty list: the roll cannot be played)."""
    return [m.to_json() for m in rules.legal_moves(position_from_json(position), roll)]


def why_no_move(position: Any, roll: Any) -> str | None:
    """The reason code when ``roll`` has no legal move (see :func:`rules.why_no_move`)."""
    return rules.why_no_move(position_from_json(position), roll)


def why_not(position: Any, roll: Any, origin: Any) -> str | None:
    """Why the piece at progress ``origin`` of the player to roll cannot move (None: it can)."""
    return rules.why_not(position_from_json(position), roll, origin)


def play(position: Any, roll: Any, move: Any = None) -> dict:
    """The position after ``roll`` and ``move`` (``None`` exactly when no move is legal)."""
    pos = position_from_json(position)
    rules.check_roll(roll)
    return position_to_json(rules.play(pos, roll, move_from_json(move)))


def result(position: Any) -> dict | None:
    """None while the game goes on, else ``{"winner": corner, "places": {"<corner>": place}}``."""
    res = rules.result(position_from_json(position))
    return None if res is None else res.to_json()


def to_notation(position: Any) -> str:
    """The one-line notation of a JSON position."""
    return notation.to_notation(position_from_json(position))


def from_notation(text: Any) -> dict:
    """The JSON position a notation string stands for."""
    return position_to_json(notation.from_notation(text))


def choose_move(position: Any, roll: Any, level: Any, seed: Any = None) -> dict | None:
    """A computer player's choice among ``legal_moves(position, roll)``, or None
    (:func:`ludo.mensch.ai.choose`)."""
    from ludo.mensch import ai

    level = ai.check_level(level)
    ai.make_rng(seed)  # checks the seed before the position, as ever
    checked = position_from_json(position)
    rules.legal_moves(checked, roll)  # the spec's errors: GameOver for a finished game, then the roll
    move = ai.choose(checked, level, seed, roll)
    return None if move is None else move.to_json()


def hints(position: Any, roll: Any = None) -> list[dict]:
    """Per legal move an estimate, a mark and reason codes (:func:`ludo.mensch.hints.hints`)."""
    from ludo.mensch import hints as mensch_hints

    checked = position_from_json(position)
    rules.legal_moves(checked, roll)  # the spec's errors: GameOver for a finished game, then the roll
    return [hint.to_json("move", hint.choice.to_json()) for hint in mensch_hints.hints(checked, roll)]


def replay(record: Any) -> dict:
    """A mensch game record replayed through the rules: ``{"game": "mensch",
    "positions": [the start, then the position after each turn], "actions":
    [each turn: {"roll": r, "move": {"from", "to"} or null}]}``
    (:class:`ludo.errors.InvalidRecord` names the turn that does not fit)."""
    game = Game.from_record(record)
    positions = [position_to_json(turn.before) for turn in game.history] + [position_to_json(game.position)]
    return {"game": GAME, "positions": positions, "actions": [turn.to_json() for turn in game.history]}
