"""Computer players of mensch: the JSON entry points and the arena glue.

- :func:`choose_move` -- a level's choice among ``legal_moves(position, roll)``;
- :func:`hints` -- for each legal move, the hard player's estimate, a mark and
  a reason code (see :mod:`ludo.mensch.ai_hints`);
- :data:`ARENA_GAME` -- how :mod:`ludo.arena` plays mensch games;
- :class:`Player` -- a level as a picklable callable for the arena.

Levels: ``random``, ``easy``, ``medium``, ``hard`` (:mod:`ludo.mensch.ai_players`).
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ludo.arena import ArenaGame, Outcome
from ludo.errors import IllegalMove, LudoError, UnknownLevel
from ludo.mensch import ai_players, fast, rules
from ludo.mensch.ai_players import LEVELS
from ludo.mensch.jsonio import options_from_json, position_from_json
from ludo.mensch.position import Position

SEATINGS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
MAX_ROLLS = 50_000  # a game longer than this is cut off (never seen in practice)


def check_level(level: Any) -> str:
    if not isinstance(level, str) or level not in LEVELS:
        raise UnknownLevel(f"level {level!r}: expected one of {', '.join(LEVELS)}")
    return level


def make_rng(seed: Any) -> random.Random:
    """The random source of a decision: seeded for reproducible choices."""
    if seed is None:
        return random.Random()
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise LudoError(f"seed {seed!r}: must be an integer, a string or null")
    return random.Random(f"ludo-ai:{seed}")


def state_of(position_json: Any) -> tuple:
    """The fast-path state of a JSON position (validated by the engine)."""
    return fast.from_position(position_from_json(position_json))


def _pick(legal: list[dict], moves: Sequence[tuple], chosen: tuple) -> dict:
    """The JSON move of ``legal`` that is the fast move ``chosen``."""
    for move in legal:
        if move["from"] == chosen[1] and move["to"] == chosen[2]:
            return move
    raise AssertionError(f"engine paths disagree on move {chosen}")  # pragma: no cover


# --- JSON entry points ---------------------------------------------------------

def choose_move(position: Any, roll: Any, level: Any, seed: Any = None) -> dict | None:
    """One of ``legal_moves(position, roll)`` (the very dict), chosen by ``level``;
    None when the roll has no legal move. Same seed, same choice."""
    from ludo.mensch import jsonapi

    level = check_level(level)
    rng = make_rng(seed)
    legal = jsonapi.legal_moves(position, roll)  # validates position and roll
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    state = state_of(position)
    moves = fast.legal(state, roll)
    chosen = ai_players.CHOOSERS[level](state, roll, moves, rng)
    return _pick(legal, moves, chosen)


def hints(position: Any, roll: Any) -> list[dict]:
    """For every legal move (in ``legal_moves`` order): the hard player's
    estimate, a mark (good / ok / risky) and a reason code with its arguments."""
    from ludo.mensch import ai_hints, jsonapi

    legal = jsonapi.legal_moves(position, roll)
    if not legal:
        return []
    state = state_of(position)
    return ai_hints.hints_for(state, roll, legal, fast.legal(state, roll))


# --- arena --------------------------------------------------------------------

class Player:
    """A level as a callable ``player(state, roll, moves) -> move`` (fast-path
    state and moves, see :mod:`ludo.mensch.fast`) with its own
    seeded random source (picklable, so the arena can ship it to a process)."""

    def __init__(self, level: str, seed: Any = None):
        self.level = check_level(level)
        self.rng = make_rng(seed)
        self._choose = ai_players.CHOOSERS[self.level]

    def __call__(self, state: tuple, roll: int, moves: Sequence[tuple]) -> tuple:
        return self._choose(state, roll, moves, self.rng)

    def __getstate__(self):
        return {"level": self.level, "rng": self.rng}

    def __setstate__(self, state):
        self.level = state["level"]
        self.rng = state["rng"]
        self._choose = ai_players.CHOOSERS[self.level]


def make_player(level: str, seed: int) -> Player:
    return Player(level, seed)


def play_game(players: Sequence[Any], options: Mapping[str, Any], rng: random.Random):
    """One whole game between ``players`` in seat order, dice from ``rng``;
    a player's answer must be one of the moves it was offered."""
    n = len(players)
    if n not in SEATINGS:
        raise LudoError(f"mensch is played by 2 to 4 players, not {n}")
    seats = SEATINGS[n]
    state = fast.from_position(Position.initial(seats, options_from_json(dict(options))))
    legal, apply = fast.legal, fast.apply
    rolls = 0
    for roll in fast.dice(rng):
        rolls += 1
        moves = legal(state, roll)
        if not moves:
            state = apply(state, roll, None)
        else:
            mover = state[2]
            if len(moves) == 1:
                move = moves[0]
            else:
                move = players[mover](state, roll, moves)
                if move not in moves:
                    raise IllegalMove(f"player {mover} answered {move!r} to roll {roll}: not one of {moves}")
            state = apply(state, roll, move)
            if move[2] >= 40 and min(state[1][mover]) >= 40:
                return Outcome(_places(state), rolls, mover)
        if rolls >= MAX_ROLLS:
            return Outcome(tuple(n for _ in seats), rolls, None)
    raise AssertionError("unreachable")  # pragma: no cover


def _places(state: tuple) -> tuple[int, ...]:
    """Rule 7's places in seat order, from the engine."""
    res = rules.result(fast.to_position(state))
    return tuple(place for _, place in res.places)


ARENA_GAME = ArenaGame(
    name="mensch",
    seat_counts=tuple(SEATINGS),
    levels=LEVELS,
    make_player=make_player,
    play_game=play_game,
)
