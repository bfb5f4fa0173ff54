"""mensch: the 40-square race game ("Mensch ärgere dich nicht" family), 2-4 players.

The clean Python API (value types, explicit dice)::

    from ludo.mensch import Options, initial, legal_choices, move_text, play

    pos = initial((0, 2), Options(start_with_piece=True))
    moves = legal_choices(pos, 4)          # (Move(0, 4),)
    move_text(moves[0])                    # '0->4'
    pos = play(pos, 4, moves[0])

Modules: :mod:`.position` (value types), :mod:`.rules` (the rules),
:mod:`.notation` (one-line text), :mod:`.game` (Game and game records; :mod:`.record` its old name),
:mod:`.jsonio` / :mod:`.jsonapi` (JSON), :mod:`.fast` (the fast internal path
for playouts), :mod:`.ai` (computer players: :mod:`.levels`, :mod:`.evaluate`),
:mod:`.hints`, :mod:`.state` (the object protocol); tooling, left out of the
browser bundle: :mod:`.arena` (how :mod:`ludo.arena` plays mensch), :mod:`.bench`
(throughput).
"""

from ludo.core import Result
from ludo.mensch.game import Game, Turn
from ludo.mensch.jsonio import position_from_json, position_to_json
from ludo.mensch.notation import from_notation, move_text, parse_move, to_notation
from ludo.mensch.position import Move, Options, Position, in_series, initial
from ludo.mensch.rules import Why, legal_choices, legal_moves, play, result, why_illegal, why_no_move, why_not

NAME = "mensch"
NOTATION_PREFIX = "m"

__all__ = [
    "Game",
    "Move",
    "NAME",
    "NOTATION_PREFIX",
    "Options",
    "Position",
    "Result",
    "Turn",
    "Why",
    "from_notation",
    "in_series",
    "initial",
    "legal_choices",
    "legal_moves",
    "move_text",
    "parse_move",
    "play",
    "position_from_json",
    "position_to_json",
    "result",
    "to_notation",
    "why_illegal",
    "why_no_move",
    "why_not",
]
