"""colonne behind :mod:`ludo.api`: JSON positions and steps in and out.

Each function reads its JSON, calls the game's functions of the shared dialect
(:mod:`ludo.core`: ``initial``, ``legal_choices``, ``why_illegal``, ``result``,
``play``, ``ai.choose``, ``hints.hints``) and writes the answer back as
``shared/spec/`` has it."""

from __future__ import annotations

from typing import Any

from ludo.colonne import notation, rules
from ludo.colonne.game import Game
from ludo.colonne.jsonio import GAME, position_from_json, position_to_json, step_to_json
from ludo.colonne.position import initial
from ludo.errors import IllegalMove

#: The JSON functions only colonne has (on its line of :data:`ludo.registry.GAMES`;
#: :mod:`ludo.api` offers them by these names).
OWN = ("new_colonne", "opening", "roll", "legal_steps", "choose_step")

#: What :func:`ludo.api.play` takes after the position (the first ``PLAY_REQUIRED`` of
#: them required): the names its message gives.
PLAY_ARGUMENTS = ("step",)
PLAY_REQUIRED = 0


def new_colonne(variant: Any = "small", first: Any = "white") -> dict:
    """The initial colonne position."""
    return position_to_json(initial(variant, first))


def opening(white_dice: Any, black_dice: Any) -> str | None:
    """Who starts colonne after the opening roll; None when the sums tie."""
    return rules.opening(white_dice, black_dice)


def roll(position: Any, dice: Any) -> dict:
    """The colonne position after the player to act rolls ``dice``."""
    return position_to_json(rules.roll(position_from_json(position), dice))


def legal_steps(position: Any) -> list[dict]:
    """The legal colonne steps with the dice not yet used this turn."""
    return [step_to_json(step) for step in rules.legal_choices(position_from_json(position))]


def play(position: Any, step: Any = None, *extra: Any) -> dict:
    if extra:
        raise IllegalMove("colonne play() takes (position, step): the dice are part of the position")
    return position_to_json(rules.play(position_from_json(position), step))


def result(position: Any) -> dict | None:
    """None while the game goes on, else ``{"winner": colour}`` (the spec's
    colonne result: the winner only, not the places of :class:`ludo.core.Result`)."""
    res = rules.result(position_from_json(position))
    return None if res is None else {"winner": res.winner}


def to_notation(position: Any) -> str:
    return notation.to_notation(position_from_json(position))


def from_notation(text: Any) -> dict:
    return position_to_json(notation.from_notation(text))


def why_illegal(position: Any, step: Any) -> str | None:
    """None if the step is legal now, else the code saying why not (:class:`rules.Why`)."""
    return rules.why_illegal(position_from_json(position), step)


def choose_step(position: Any, level: Any, seed: Any = None) -> dict | None:
    """A computer player's choice among ``legal_steps(position)``, or None."""
    from ludo.colonne import ai

    step = ai.choose(position_from_json(position), level, seed)
    return None if step is None else step_to_json(step)


def replay(record: Any) -> dict:
    """A colonne game record replayed through the rules: ``{"game": "colonne",
    "positions": [the start, then the position after each action], "actions":
    [each action: {"roll": dice} or {"step": a step as legal_steps gives it}]}``
    (:class:`ludo.errors.InvalidRecord` names the action that does not fit)."""
    game = Game.from_record(record)
    return {"game": GAME, "positions": [position_to_json(p) for p in game.positions],
            "actions": game.actions_json()}


def hints(position: Any, roll: Any = None) -> list[dict]:
    """Per legal step an estimate, a mark and reason codes (:mod:`ludo.colonne.hints`)."""
    if roll is not None:
        raise IllegalMove("colonne hints() takes (position): the dice are part of the position")
    from ludo.colonne import hints as colonne_hints

    return [hint.to_json("step", step_to_json(hint.choice)) for hint in colonne_hints.hints(position_from_json(position))]
