"""The analysis of a mensch game record (see :mod:`ludo.analysis`).

A turn is one throw of the die and the move made with it (``null`` when it
had none), as the record lists them. The choices with a throw are its legal
moves; each is judged by the calibrated chances (:mod:`ludo.mensch.chances`)
of the position it leads to, where the next throw is due. The best choice is
the legal move with the highest chance for the mover (the first in
``legal_moves`` order on a tie); the expectation runs over the six faces of
the die, each 1/6.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from ludo import analysis
from ludo.mensch import fast
from ludo.mensch.chances import state_chances
from ludo.mensch.game import Game

#: The ratings by the mean loss per decision (:func:`ludo.analysis.ratings`),
#: set from the computer players' figures (the median mean loss per decision
#: over whole games, by this analysis: hard 0.02 points, medium 0.1, random
#: 0.4-0.7, always the worst move 0.5-1.0): hard rates excellent, medium
#: good, random weak. A mensch decision weighs less than a colonne one (many
#: more of them, each between a few pieces), so its bounds are lower.
RATINGS = (("excellent", 0.0005), ("good", 0.002), ("fair", 0.004), ("weak", 0.008), ("poor", math.inf))
#: A choice that loses at least one point of win chance is a mistake.
MISTAKE = 0.01

FACES = (1, 2, 3, 4, 5, 6)


def _move_json(move: tuple | None) -> dict | None:
    return None if move is None else {"from": move[1], "to": move[2]}


class _Judge:
    """The chances of the positions a game's choices lead to (each worked out once)."""

    def __init__(self, seats: tuple[int, ...]) -> None:
        self.players = [str(corner) for corner in seats]
        self.known: dict[tuple, dict[str, float]] = {}

    def chances(self, state: tuple) -> dict[str, float]:
        key = (state[1], state[2], state[3])
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = dict(zip(self.players, state_chances(state), strict=True))
        return found

    def options(self, state: tuple, roll: int) -> list[tuple[tuple | None, dict[str, float]]]:
        """Every choice with ``roll`` (None: there is no legal move) and the chances after it."""
        moves = fast.legal(state, roll) or [None]
        return [(move, self.chances(fast.apply(state, roll, move))) for move in moves]

    def best(self, options: list, mover: str) -> tuple[tuple | None, dict[str, float]]:
        top = options[0]
        for option in options[1:]:
            if option[1][mover] > top[1][mover]:
                top = option
        return top


def _turns(game: Game, judge: _Judge) -> Iterator[dict]:
    for index, record_turn in enumerate(game.history):
        state = fast.from_position(record_turn.before)
        mover = judge.players[state[2]]
        outcomes = []
        for face in FACES:
            options = judge.options(state, face)
            best = judge.best(options, mover)
            outcomes.append((1.0 / len(FACES), best[1]))
            if face == record_turn.roll:
                thrown, thrown_best = options, best
        move = record_turn.move
        played = thrown[0] if move is None else next(
            option for option in thrown if option[0] is not None
            and (option[0][1], option[0][2]) == (move.origin, move.target))
        yield analysis.turn(index, index, mover, record_turn.roll, analysis.expectation(outcomes),
                            thrown_best[1], played[1], _move_json(played[0]), _move_json(thrown_best[0]),
                            len(thrown) if thrown[0][0] is not None else 0)


#: With ticks, how many turns of the record are replayed between two pauses.
REPLAY_PAUSE = 64


def analyse_turns(record: Any, ticks: bool = False) -> Iterator[dict | None]:
    """The analysis of a mensch record, one item at a time: each turn's JSON,
    then the summary (:func:`ludo.analysis.run`). The record is replayed
    first, so a bad one raises :class:`ludo.errors.InvalidRecord` before any
    turn: here without ``ticks``; with ``ticks``, at the first item, the replay
    itself pausing (None) every :data:`REPLAY_PAUSE` turns. A mensch turn is
    short work (six throws, a few moves each): no pause inside one."""
    if not ticks:
        return _analysis(Game.from_record(record))
    return analysis.replayed_then(Game.replaying(record, every=REPLAY_PAUSE), _analysis)


def _analysis(game: Game) -> Iterator[dict | None]:
    judge = _Judge(game.start.seats)
    result = game.result()
    winner = None if result is None else str(result.winner)
    start = judge.chances(fast.from_position(game.start))
    return analysis.run("mensch", judge.players, winner, start, _turns(game, judge))


def analyse(record: Any) -> dict:
    """The whole analysis of a mensch record (:func:`ludo.analysis.collect`)."""
    return analysis.collect(analyse_turns(record))


def text(record: Any) -> str:
    """The analysis as text, for ``python -m ludo analyse``."""
    def choice(move: dict | None) -> str:
        return "no move" if move is None else f"{move['from']}->{move['to']}"

    return analysis.text(analyse(record), lambda corner: f"corner {corner}", choice)
