"""colonne: the two-player column race of seed 003 (``../shared/spec/colonne-rules.md``).

- :mod:`~ludo.colonne.variant` -- the two variants and the board geometry;
- :mod:`~ludo.colonne.position` -- the immutable, validated :class:`Position`;
- :mod:`~ludo.colonne.rules` -- steps, rolls, explanations of illegal steps;
- :mod:`~ludo.colonne.notation` -- the one-line text form (starts with ``c``);
- :mod:`~ludo.colonne.game` -- :class:`Game`: seeded dice, history, undo, records;
- :mod:`~ludo.colonne.ai` -- computer players (easy, medium, hard);
- :mod:`~ludo.colonne.jsonapi` -- what :mod:`ludo.api` calls.
"""

from ludo.colonne.position import BLACK, COLOURS, WHITE, Position, initial, other
from ludo.colonne.rules import Step, Why, iter_steps, legal_steps, opening, play, roll, why_illegal
from ludo.colonne.variant import LARGE, SMALL, VARIANTS, Variant

__all__ = [
    "BLACK", "COLOURS", "LARGE", "SMALL", "VARIANTS", "WHITE", "Position", "Step", "Variant", "Why",
    "initial", "iter_steps", "legal_steps", "opening", "other", "play", "roll", "why_illegal",
]
