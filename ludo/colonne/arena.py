"""How :mod:`ludo.arena` plays colonne: :data:`ARENA_GAME` (option ``variant``).

Tooling, like the arena itself: the page never imports it and the browser
bundle leaves it out. The players are the levels of
:mod:`ludo.colonne.ai`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ludo.arena import ArenaError, ArenaGame, Outcome
from ludo.colonne import rules
from ludo.colonne.ai import LEVELS, PLAYERS, Player, check_level
from ludo.colonne.position import WHITE, Position, initial
from ludo.colonne.variant import variant_named
from ludo.limits import brief

MAX_ROLLS = 5000  # an arena game this long is cut off (never seen in practice)


def make_player(level: Any, seed: Any = None) -> Player:
    return PLAYERS[check_level(level)](seed)


def play_game(players: Sequence[Any], options: Mapping[str, Any], rng: random.Random,
              observe: Callable[[Position], None] | None = None) -> Outcome:
    """One game: ``players[0]`` plays white and starts; dice from ``rng`` only.
    ``observe``, if given, sees the position before every throw."""
    unknown = sorted(set(options) - {"variant"})
    if unknown:
        raise ArenaError(f"colonne option {brief(unknown[0])}: the only option is 'variant'")
    variant = variant_named(options.get("variant", "small"))
    if len(players) != 2:
        raise ArenaError(f"colonne is played by 2 players, not {len(players)}")
    position = initial(variant, WHITE)
    rolls = 0
    while position.winner is None and rolls < MAX_ROLLS:
        if not position.dice:
            if observe is not None:
                observe(position)
            rolls += 1
            position = rules.roll(position, tuple(rng.randint(1, 6) for _ in range(variant.dice)))
            continue
        seat = 0 if position.turn == WHITE else 1
        step = players[seat](position)
        position = rules.play(position, step)
    winner = position.winner
    if winner is None:
        return Outcome((1, 1), rolls, None)
    seat = 0 if winner == WHITE else 1
    return Outcome((1, 2) if seat == 0 else (2, 1), rolls, seat)


def record_game(players: Sequence[Any], variant: Any = "small", seed: int = 0, start: Any = None,
                actions: int | None = None) -> dict:
    """A game as a ``ludo-record/1`` record: the dice of ``Game(variant, seed)``
    (white starts; or from ``start``), to its end or to ``actions`` actions;
    ``players`` for white and black, each a level (with the seed ``seed`` for
    white, ``seed + 1`` for black) or a callable ``player(position) -> step``."""
    from ludo.colonne.game import Game

    game = Game(variant if start is None else None, seed, first=None if start is not None else WHITE, start=start)
    deciders = [make_player(p, seed + seat) if isinstance(p, str) else p for seat, p in enumerate(players)]
    while not game.over and (actions is None or len(game.history) < actions):
        if not game.position.dice:
            game.roll()
        else:
            game.play(deciders[0 if game.position.turn == WHITE else 1](game.position))
    return game.to_record()


ARENA_GAME = ArenaGame(
    name="colonne",
    seat_counts=(2,),
    levels=LEVELS,
    make_player=make_player,
    play_game=play_game,
)
