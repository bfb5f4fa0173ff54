"""The arena: computer players against each other, many games, honest figures.

Game-generic. A game plugs in through an :class:`ArenaGame`, the
``ARENA_GAME`` of its module ``ludo.<name>.arena`` (found through
:mod:`ludo.registry`, imported lazily): it knows how many seats it allows, which
levels it has, how to make a player for a level, and how to play one whole
game between players given in seat order with a given random source for the
dice. The arena does the rest, the same for every game:

- seats are rotated from game to game (game ``g`` shifts the line-up by
  ``g % seats``), so every player sits in every seat equally often and the
  first player's edge cancels out;
- every game draws its dice and its players' seeds from its own random source,
  derived from the run's seed and the game's number only, so a run is
  reproducible and gives the same figures with one process or several;
- figures per level: wins, win share with a 95% Wilson interval, the fair
  share (a level's seats over all seats), average game length, throughput.

A player is either a level name (``"random"``, ``"easy"``, ...) or an object
the game's ``play_game`` knows how to call (for mensch: a callable
``player(state, roll, moves) -> move``; see :mod:`ludo.mensch.arena`).
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ludo.errors import ArenaError
from ludo.limits import brief
from ludo.registry import arena_game
from ludo.values import field, value

Z95 = 1.959963984540054


@value(frozen=True)
class Outcome:
    """One finished game: ``places[i]`` is the place (1 = winner) of seat ``i``
    in turn order; ``length`` counts the game's rolls; ``winner`` is the seat
    index of the winner, or None when the game was cut off."""

    places: tuple[int, ...]
    length: int
    winner: int | None


@value(frozen=True)
class ArenaGame:
    """How the arena plays one game.

    ``play_game(players, options, rng)`` plays a whole game: ``players`` in
    seat order (the first one starts), ``options`` a plain mapping (validated
    by the game), ``rng`` the only source of dice. ``make_player(level, seed)``
    turns a level name into a player. A game may also take ``observe``, a
    callable given every position where a player is about to throw (for
    :func:`play_one`'s callers, such as the calibration benchmark).
    """

    name: str
    seat_counts: tuple[int, ...]
    levels: tuple[str, ...]
    make_player: Callable[[str, int], Any]
    play_game: Callable[..., Outcome]  # (players, options, rng[, observe=...])


# --- statistics -----------------------------------------------------------

def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    denominator = 1.0 + z2 / trials
    centre = (p + z2 / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@value(frozen=True)
class LevelFigures:
    """One level's figures over a run."""

    level: str
    seats: int  # how many seats of the line-up it holds
    wins: int
    games: int
    fair_share: float
    mean_place: float

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)


@value(frozen=True)
class ArenaReport:
    """The figures of one arena run."""

    game: str
    players: tuple[str, ...]
    options: Mapping[str, Any]
    seed: int
    games: int
    unfinished: int
    levels: tuple[LevelFigures, ...]
    mean_length: float
    seconds: float
    jobs: int
    outcomes: tuple[Outcome, ...] = field(repr=False, default=())

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    @property
    def rolls_per_second(self) -> float:
        return self.games * self.mean_length / self.seconds if self.seconds > 0 else float("inf")

    def level(self, name: str) -> LevelFigures:
        for figures in self.levels:
            if figures.level == name:
                return figures
        raise ArenaError(f"level {brief(name)} did not play in this run")

    def format(self) -> str:
        """The report as the command line prints it."""
        options = ", ".join(f"{k}={v}" for k, v in sorted(self.options.items())) or "defaults"
        lines = [
            f"{self.game}: {self.games} games, players {','.join(self.players)}, "
            f"options {options}, seed {self.seed}, seats rotated",
            f"{'level':<10} {'seats':>5} {'wins':>7} {'share':>7}  {'95% interval':<17} {'fair':>6} {'place':>6}",
        ]
        for f in self.levels:
            low, high = f.interval
            lines.append(
                f"{f.level:<10} {f.seats:>5} {f.wins:>7} {100 * f.share:>6.2f}%  "
                f"[{100 * low:5.2f}%, {100 * high:5.2f}%] {100 * f.fair_share:>5.1f}% {f.mean_place:>6.2f}"
            )
        if self.unfinished:
            lines.append(f"unfinished (cut off): {self.unfinished}")
        lines.append(
            f"average game length {self.mean_length:.1f} rolls; {self.seconds:.2f} s with {self.jobs} "
            f"process{'es' if self.jobs != 1 else ''}: {self.games_per_second:.1f} games/s, "
            f"{self.rolls_per_second:,.0f} rolls/s"
        )
        return "\n".join(lines)


# --- running games ----------------------------------------------------------

def game_seed(seed: int, index: int) -> random.Random:
    """The random source of game ``index`` of a run seeded with ``seed``."""
    return random.Random(f"ludo-arena:{seed}:{index}")


def line_up(players: Sequence[Any], index: int) -> list[int]:
    """Which entry of ``players`` sits in each seat in game ``index`` (rotation)."""
    n = len(players)
    shift = index % n
    return [(seat + shift) % n for seat in range(n)]


def _play_one(game: ArenaGame, players: Sequence[Any], options: Mapping[str, Any], seed: int, index: int,
              observe: Callable[[Any], None] | None = None):
    rng = game_seed(seed, index)
    order = line_up(players, index)
    seated = []
    for entry in order:
        player = players[entry]
        if isinstance(player, str):
            player = game.make_player(player, rng.getrandbits(32))
        seated.append(player)
    if observe is None:
        outcome = game.play_game(seated, options, rng)
    else:
        outcome = game.play_game(seated, options, rng, observe=observe)
    # Back from seats to entries of ``players``.
    places = [0] * len(players)
    for seat, entry in enumerate(order):
        places[entry] = outcome.places[seat]
    winner = order[outcome.winner] if outcome.winner is not None else None
    return tuple(places), outcome.length, winner


def play_one(game: str, players: Sequence[Any], options: Mapping[str, Any], seed: int, index: int,
             observe: Callable[[Any], None] | None = None) -> tuple[tuple[int, ...], int, int | None]:
    """Game ``index`` of a run seeded with ``seed``, exactly as :func:`run` plays
    it (same dice, same seats, same players' seeds): ``(places, rolls, winner)``
    with places and winner as entries of ``players``. ``observe`` (if given) is
    called with every position where a player is about to throw, in the game's
    own form (mensch: a fast-path state in seat order, colonne: a
    :class:`~ludo.colonne.position.Position`)."""
    return _play_one(arena_game(game), players, options, seed, index, observe)


def _play_range(args) -> list:
    game_name, players, options, seed, start, stop = args
    game = arena_game(game_name)
    return [_play_one(game, players, options, seed, index) for index in range(start, stop)]


def _labels(players: Sequence[Any]) -> list[str]:
    labels = []
    for player in players:
        if isinstance(player, str):
            labels.append(player)
        else:
            labels.append(getattr(player, "level", None) or getattr(player, "__name__", None) or type(player).__name__)
    return labels


def default_jobs(games: int) -> int:
    """Processes worth starting: up to 2 cores, only for runs long enough to pay."""
    cores = os.cpu_count() or 1
    return max(1, min(2, cores)) if games >= 200 else 1


def run(
    players: Sequence[Any],
    games: int,
    *,
    game: str = "mensch",
    options: Mapping[str, Any] | None = None,
    seed: int = 0,
    jobs: int | None = None,
    keep_outcomes: bool = False,
) -> ArenaReport:
    """Play ``games`` games between ``players`` (level names or player objects,
    2 to 4 of them as the game allows) and return the figures."""
    spec = arena_game(game)
    players = list(players)
    options = dict(options or {})
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise ArenaError(f"games {brief(games)}: must be a whole number of at least 1")
    if len(players) not in spec.seat_counts:
        raise ArenaError(
            f"players {','.join(_labels(players))}: {game} is played by "
            f"{' or '.join(map(str, spec.seat_counts))} players, not {len(players)}"
        )
    for player in players:
        if isinstance(player, str) and player not in spec.levels:
            raise ArenaError(f"level {brief(player)}: expected one of {', '.join(spec.levels)}")
        if not isinstance(player, str) and not callable(player):
            raise ArenaError(f"player {brief(player)}: must be a level name or a callable")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ArenaError(f"seed {brief(seed)}: must be a whole number")
    if jobs is None:
        jobs = default_jobs(games)
    if not isinstance(jobs, int) or isinstance(jobs, bool) or jobs < 1:
        raise ArenaError(f"jobs {brief(jobs)}: must be a whole number of at least 1")
    jobs = min(jobs, games)

    started = time.perf_counter()
    results: list = []
    if jobs == 1:
        results = [_play_one(spec, players, options, seed, index) for index in range(games)]
    else:
        results = _run_parallel(game, players, options, seed, games, jobs)
    seconds = time.perf_counter() - started
    return _report(game, players, options, seed, games, results, seconds, jobs, keep_outcomes)


def _run_parallel(game: str, players, options, seed: int, games: int, jobs: int) -> list:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    chunks = max(jobs * 8, 1)
    size = max(1, -(-games // chunks))
    tasks = [(game, players, options, seed, start, min(games, start + size)) for start in range(0, games, size)]
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else methods[0])
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        results: list = []
        for part in pool.map(_play_range, tasks):
            results.extend(part)
    return results


def _report(game, players, options, seed, games, results, seconds, jobs, keep_outcomes) -> ArenaReport:
    labels = _labels(players)
    n = len(players)
    order: list[str] = []
    for label in labels:
        if label not in order:
            order.append(label)
    wins = {label: 0 for label in order}
    place_sum = {label: 0 for label in order}
    seats = {label: labels.count(label) for label in order}
    unfinished = 0
    total_length = 0
    for places, length, winner in results:
        total_length += length
        if winner is None:
            unfinished += 1
        else:
            wins[labels[winner]] += 1
        for entry, place in enumerate(places):
            place_sum[labels[entry]] += place
    figures = tuple(
        LevelFigures(
            level=label,
            seats=seats[label],
            wins=wins[label],
            games=games,
            fair_share=seats[label] / n,
            mean_place=place_sum[label] / (games * seats[label]),
        )
        for label in order
    )
    outcomes: tuple[Outcome, ...] = ()
    if keep_outcomes:
        outcomes = tuple(Outcome(places, length, winner) for places, length, winner in results)
    return ArenaReport(
        game=game,
        players=tuple(labels),
        options=options,
        seed=seed,
        games=games,
        unfinished=unfinished,
        levels=figures,
        mean_length=total_length / games,
        seconds=seconds,
        jobs=jobs,
        outcomes=outcomes,
    )
