"""colonne: the two-player column race of seed 003 (``../shared/spec/colonne-rules.md``).

- :mod:`~ludo.colonne.variant` -- the two variants and the board geometry;
- :mod:`~ludo.colonne.position` -- the immutable, validated :class:`Position`;
- :mod:`~ludo.colonne.rules` -- steps, rolls, explanations of illegal steps;
- :mod:`~ludo.colonne.jsonio` -- JSON in and out;
- :mod:`~ludo.colonne.notation` -- the one-line text form (starts with ``c``);
- :mod:`~ludo.colonne.game` -- :class:`Game`: seeded dice (or dice thrown
  elsewhere), history, undo, records;
- :mod:`~ludo.colonne.ai` -- computer players (random, easy, medium, hard);
- :mod:`~ludo.colonne.jsonapi` -- what :mod:`ludo.api` calls;
- :mod:`~ludo.colonne.arena` -- how :mod:`ludo.arena` plays colonne (tooling,
  left out of the browser bundle with :mod:`~ludo.colonne.bench`).

The module-level names below are the shared game interface of :mod:`ludo.core`.
"""

from ludo.colonne.game import Game
from ludo.colonne.jsonio import position_from_json, position_to_json
from ludo.colonne.notation import from_notation, move_text, parse_move, to_notation
from ludo.colonne.position import BLACK, COLOURS, WHITE, Position, initial, other
from ludo.colonne.rules import (
    Step,
    Why,
    iter_steps,
    legal_choices,
    legal_steps,
    opening,
    play,
    result,
    roll,
    why_illegal,
)
from ludo.colonne.variant import LARGE, SMALL, VARIANTS, Variant
from ludo.core import Result

NAME = "colonne"
NOTATION_PREFIX = "c"

__all__ = [
    "BLACK", "COLOURS", "Game", "LARGE", "NAME", "NOTATION_PREFIX", "SMALL", "VARIANTS", "WHITE",
    "Position", "Result", "Step", "Variant", "Why", "from_notation", "initial", "iter_steps", "legal_choices",
    "legal_steps", "move_text", "opening", "other", "parse_move", "play", "position_from_json",
    "position_to_json", "result", "roll", "to_notation", "why_illegal",
]
