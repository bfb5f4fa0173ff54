"""How :mod:`ludo.arena` plays mensch: :data:`ARENA_GAME`.

Tooling, like the arena itself: the page never imports it and the browser
bundle leaves it out. The levels are those of
:mod:`ludo.mensch.levels`; a :class:`Player` is one level with its own
seeded random source, playing on the fast path (:mod:`ludo.mensch.fast`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ludo.arena import ArenaGame, Outcome
from ludo.errors import IllegalMove, LudoError
from ludo.limits import numbers
from ludo.mensch import fast, levels, rules
from ludo.mensch.ai import check_level, make_rng
from ludo.mensch.jsonio import options_from_json
from ludo.mensch.levels import LEVELS
from ludo.mensch.position import Position

SEATINGS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
MAX_ROLLS = 50_000  # a game longer than this is cut off (never seen in practice)


class Player:
    """A level as a callable ``player(state, roll, moves) -> move`` (fast-path
    state and moves, see :mod:`ludo.mensch.fast`) with its own
    seeded random source (picklable, so the arena can ship it to a process)."""

    def __init__(self, level: str, seed: Any = None):
        self.level = check_level(level)
        self.rng = make_rng(seed)
        self._choose = levels.CHOOSERS[self.level]

    def __call__(self, state: tuple, roll: int, moves: Sequence[tuple]) -> tuple:
        return self._choose(state, roll, moves, self.rng)

    def __getstate__(self):
        return {"level": self.level, "rng": self.rng}

    def __setstate__(self, state):
        self.level = state["level"]
        self.rng = state["rng"]
        self._choose = levels.CHOOSERS[self.level]


def make_player(level: str, seed: int) -> Player:
    return Player(level, seed)


def play_game(players: Sequence[Any], options: Mapping[str, Any], rng: random.Random,
              observe: Callable[[tuple], None] | None = None):
    """One whole game between ``players`` in seat order, dice from ``rng``;
    a player's answer must be one of the moves it was offered. ``observe``, if
    given, sees the fast-path state before every throw."""
    n = len(players)
    if n not in SEATINGS:
        raise LudoError(f"mensch is played by 2 to 4 players, not {n}")
    seats = SEATINGS[n]
    state = fast.from_position(Position.initial(seats, options_from_json(dict(options))))
    legal, apply = fast.legal, fast.apply
    rolls = 0
    for roll in fast.dice(rng):
        rolls += 1
        if observe is not None:
            observe(state)
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
                    offered = ", ".join(numbers(m) for m in moves)
                    raise IllegalMove(f"player {mover} answered {numbers(move)} to roll {roll}: not one of {offered}")
            state = apply(state, roll, move)
            if move[2] >= 40 and min(state[1][mover]) >= 40:
                return Outcome(_places(state), rolls, mover)
        if rolls >= MAX_ROLLS:
            return Outcome(tuple(n for _ in seats), rolls, None)
    raise AssertionError("unreachable")  # pragma: no cover


def record_game(players: Sequence[Any], seats: Sequence[int] | None = None, seed: int = 0,
                start: Position | None = None) -> dict:
    """One whole game as a ``ludo-record/1`` record: the die of
    ``Game(seats, seed=seed, start=start)`` (seats: those of ``start``, else
    :data:`SEATINGS`), ``players`` in seat order, each a level (with the seed
    ``seed + seat``) or a callable ``player(state, roll, moves)`` on the fast
    path, asked only when there is a choice."""
    from ludo.mensch.game import Game

    if seats is None:
        seats = start.seats if start is not None else SEATINGS[len(players)]
    game = Game(tuple(seats), seed=seed, start=start)
    deciders = [Player(p, seed + seat) if isinstance(p, str) else p for seat, p in enumerate(players)]
    while not game.over:
        roll = game.roll()
        state = fast.from_position(game.position)
        moves = fast.legal(state, roll)
        chosen = None if not moves else moves[0] if len(moves) == 1 else deciders[state[2]](state, roll, moves)
        game.play(None if chosen is None else
                  next(m for m in game.legal_moves() if (m.origin, m.target) == (chosen[1], chosen[2])))
    return game.to_record()


def _places(state: tuple) -> tuple[int, ...]:
    """Rule 7's places in seat order, from the engine."""
    res = rules.result(fast.to_position(state))
    assert res is not None, "the game is over"
    return tuple(place for _, place in res.places)


ARENA_GAME = ArenaGame(
    name="mensch",
    seat_counts=tuple(SEATINGS),
    levels=LEVELS,
    make_player=make_player,
    play_game=play_game,
)
