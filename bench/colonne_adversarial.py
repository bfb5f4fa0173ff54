"""Long and adversarial large colonne records: the costliest shapes for the
game analysis (``bench/bench_analysis.py``), played here, the same every time.

What makes a turn's analysis costly is how many units (single pieces or
columns) the mover and the opponent have spread over the board: the ends of a
throw of three dice grow with the cube of the mover's units, and the
expectation searches 56 throws. A long record adds turns. So the players here
keep their pieces apart (never binding them into columns, entering whenever
they can), some prefer hitting (sending pieces back keeps the game going), and
some records choose their dice too (a record is any legal sequence of throws
and steps): small throws make the longest games, triples make the mover throw
again.

    python3 bench/colonne_adversarial.py     # each record: its actions and turns
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ludo.colonne import rules  # noqa: E402  (after the repository is on the path)
from ludo.colonne.game import Game  # noqa: E402  (after sys.path is set)
from ludo.colonne.position import Position  # noqa: E402  (after sys.path is set)
from ludo.limits import MAX_RECORD_ACTIONS  # noqa: E402  (after sys.path is set)

Player = Callable[[Position], rules.Step]
Dice = Callable[[random.Random, Position], tuple[int, ...]]


def spreading(hits: bool, seed: int) -> Player:
    """A player that keeps its units apart: it enters a piece when it can,
    never lands on its own pieces (nor in the finish) when another step
    does not, and moves the least it can; with ``hits``, a hit comes first.
    Ties broken by ``seed``."""
    rng = random.Random(seed)

    def play(position: Position) -> rules.Step:
        mine = set(position.mine)
        finish = position.variant.finish

        def score(step: rules.Step) -> tuple:
            joins = step.target in mine or step.target == finish
            return (step.captures if hits else 0, -joins, step.enters, -step.value, rng.random())

        return max(rules.legal_steps(position), key=score)

    return play


def thrown(rng: random.Random, _position: Position) -> tuple[int, ...]:
    """Fair dice."""
    return tuple(rng.randint(1, 6) for _ in range(3))


def small(rng: random.Random, _position: Position) -> tuple[int, ...]:
    """Small throws, never three alike: the longest games."""
    return rng.choice(((1, 1, 2), (1, 2, 2), (1, 2, 3), (1, 1, 3)))


def triples(rng: random.Random, _position: Position) -> tuple[int, ...]:
    """Every other throw three alike (the mover throws again), the others fair."""
    if rng.random() < 0.5:
        return (rng.randint(1, 6),) * 3
    return thrown(rng, _position)


def play(dice: Dice, hits: bool, seed: int, actions: int = MAX_RECORD_ACTIONS) -> dict:
    """A large game of two spreading players (:func:`spreading`), its throws
    from ``dice``, to its end or ``actions`` actions (the record's limit)."""
    rng = random.Random(seed)
    game = Game("large", seed, first="white")
    players = {"white": spreading(hits, seed), "black": spreading(hits, seed + 1)}
    while not game.over and len(game.history) < actions:
        if not game.position.dice:
            game.roll(dice(rng, game.position))
        else:
            game.play(players[game.position.turn](game.position))
    return game.to_record()


#: name -> (dice, hits, seed): the records of :func:`records`
SHAPES: dict[str, tuple[Dice, bool, int]] = {
    "spread apart": (thrown, False, 0),
    "spread apart, hitting": (thrown, True, 1),
    "spread apart, small throws": (small, False, 2),
    "spread apart, small throws, hitting": (small, True, 3),
    "spread apart, triples": (triples, True, 4),
}


def records(names: list[str] | None = None) -> Iterator[tuple[str, dict]]:
    """Each shape of :data:`SHAPES` (or those named) as ``(name, record)``."""
    for name, (dice, hits, seed) in SHAPES.items():
        if names is None or name in names:
            yield name, play(dice, hits, seed)


if __name__ == "__main__":
    for name, record in records():
        throws = sum(1 for action in record["actions"] if "roll" in action)
        print(f"{name:<40} {len(record['actions']):>6} actions {throws:>6} throws")
