"""mensch: the 40-square race game ("Mensch ärgere dich nicht" family), 2-4 players.

The clean Python API (value types, explicit dice)::

    from ludo.mensch import Game, Move, Options, Position, legal_moves, play

    pos = Position.initial((0, 2), Options(start_with_piece=True))
    moves = list(legal_moves(pos, 4))      # [Move(0, 4)]
    pos = play(pos, 4, moves[0])

Modules: :mod:`.position` (value types), :mod:`.rules` (the rules),
:mod:`.notation` (one-line text), :mod:`.record` (Game and game records),
:mod:`.jsonio` / :mod:`.jsonapi` (JSON), :mod:`.fast` (the fast internal path
for playouts), :mod:`.ai` (computer players: :mod:`.levels`, :mod:`.evaluate`),
:mod:`.hints`, :mod:`.state` (the object protocol); tooling, left out of the
browser bundle: :mod:`.arena` (how :mod:`ludo.arena` plays mensch), :mod:`.bench`
(throughput).
"""

from ludo.mensch.jsonio import position_from_json, position_to_json
from ludo.mensch.notation import from_notation, to_notation
from ludo.mensch.position import Move, Options, Position, in_series
from ludo.mensch.record import Game, Turn
from ludo.mensch.rules import Result, legal_moves, play, result, why_no_move, why_not

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
    "from_notation",
    "in_series",
    "legal_moves",
    "play",
    "position_from_json",
    "position_to_json",
    "result",
    "to_notation",
    "why_no_move",
    "why_not",
]
