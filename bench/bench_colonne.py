"""Benchmark: colonne rules throughput, computer-player strength and decision time.

    python3 bench/bench_colonne.py [--games 2000] [--seed 1] [--jobs 2] [--quick]

Prints (figures, not a test; the exit status is 0 either way):

- random play: rolls/s and games/s for both variants (CPython);
- the arena, small variant, seats alternated: hard vs random (target >= 85%),
  hard vs medium (target >= 55%), medium vs random and easy vs random;
  the large variant with fewer games;
- the hard player's decision time (a whole-turn plan, 1-ply over the
  opponent's roll): median and 95th percentile over the positions of real
  games, per variant (budget ~100 ms).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ludo import arena  # noqa: E402
from ludo.colonne import ai, initial, legal_steps, play, roll  # noqa: E402

TARGETS = {("hard", "random"): 0.85, ("hard", "medium"): 0.55}


def random_play(variant: str, seconds: float) -> tuple[float, float]:
    rng = random.Random(7)
    rolls = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        position = initial(variant)
        while position.winner is None:
            if not position.dice:
                position = roll(position, tuple(rng.randint(1, 6) for _ in range(position.variant.dice)))
                rolls += 1
            else:
                position = play(position, rng.choice(legal_steps(position)))
        games += 1
    elapsed = time.perf_counter() - started
    return rolls / elapsed, games / elapsed


def decision_times(variant: str, games: int, seed: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds per hard decision that plans a turn (the first step of a turn)."""
    rng = random.Random(seed)
    times, cpu = [], []
    for _ in range(games):
        hard, other = ai.HardPlayer(), ai.MediumPlayer(rng.randrange(2**32))
        position = initial(variant)
        while position.winner is None:
            if not position.dice:
                position = roll(position, tuple(rng.randint(1, 6) for _ in range(position.variant.dice)))
                continue
            if position.turn == "white":
                fresh = position not in hard.plan
                started, started_cpu = time.perf_counter(), time.process_time()
                step = hard(position)
                if fresh:
                    times.append(time.perf_counter() - started)
                    cpu.append(time.process_time() - started_cpu)
            else:
                step = other(position)
            position = play(position, step)
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--quick", action="store_true", help="fewer games (200), for a fast look")
    args = parser.parse_args()
    games = 200 if args.quick else args.games

    print(f"python {sys.version.split()[0]}")
    for variant in ("small", "large"):
        rolls, per_game = random_play(variant, 1.5)
        print(f"random play, {variant}: {rolls:,.0f} rolls/s, {per_game:,.1f} games/s")

    for variant, count in (("small", games), ("large", max(100, games // 10))):
        for players in (("hard", "random"), ("hard", "medium"), ("medium", "random"), ("easy", "random")):
            report = arena.run(list(players), count, game="colonne", seed=args.seed, jobs=args.jobs,
                               options={"variant": variant})
            print()
            print(report.format())
            target = TARGETS.get(players) if variant == "small" else None
            if target is not None:
                share = report.level(players[0]).share
                verdict = "meets" if share >= target else "MISSES"
                print(f"target {players[0]} vs {players[1]} >= {100 * target:.0f}%: {verdict} ({100 * share:.2f}%)")

    print()
    for variant, count in (("small", 60), ("large", 15)):
        for label, times in zip(("wall clock", "CPU time"), decision_times(variant, count, args.seed)):
            times.sort()
            median = statistics.median(times) * 1000
            p95 = times[int(0.95 * (len(times) - 1))] * 1000
            print(f"hard decision time, {variant}, {label}: {len(times)} turn plans, median {median:.2f} ms, "
                  f"p95 {p95:.2f} ms, max {times[-1] * 1000:.2f} ms (budget ~100 ms)")


if __name__ == "__main__":
    main()
