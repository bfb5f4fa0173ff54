"""Figures of the mensch computer players (a benchmark, not a test).

    python3 bench/bench_ai.py            # decision times + all arena figures (long: ~1 h on 2 cores)
    python3 bench/bench_ai.py --quick    # decision times + short arena runs
    python3 bench/bench_ai.py --time     # decision times only

Decision time: the hard player's ``choose_move`` through the JSON API (what the
page calls) on positions met in hard-vs-medium games, median and 95th
percentile in this interpreter. The browser runs Python 3-5 times slower than
CPython, and the page's budget is p95 <= 150 ms there, so the CPython target is
p95 <= 35 ms.

Arena targets (2 players unless said, each with mandatory capture on and off):
hard vs random >= 90%, hard vs medium >= 56% (10,000 games), medium vs random
well above 50%, hard vs three medium (4 players) >= 33%.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_ai_browser import CPYTHON_P95_TARGET_MS, cpython_times, figures

from ludo import arena
from ludo.mensch import arena as mensch_arena
from ludo.mensch import fast
from ludo.mensch.position import Options, Position

TARGETS = {  # players -> (target share of the first level, games)
    ("hard", "random"): (0.90, 2000),
    ("medium", "random"): (0.50, 4000),
    ("hard", "medium", "medium", "medium"): (0.33, 3000),
    ("hard", "medium"): (0.56, 10000),
}


def print_times() -> None:
    """Decision times here in CPython: the very sampling and timing code the browser
    benchmark runs inside the page (``bench_ai_browser.TIMING_CODE``)."""
    for seats in ((0, 2), (0, 1, 2, 3)):
        for level in ("hard", "medium"):
            times = cpython_times(600, level, seats, 1)["times"]
            median, p95, worst = figures(times)
            verdict = "" if level != "hard" else (
                "  meets" if p95 <= CPYTHON_P95_TARGET_MS else "  ABOVE") + f" the CPython target p95 <= {CPYTHON_P95_TARGET_MS:.0f} ms"
            print(f"{level:<6} choose_move, {len(seats)} players, {len(times)} positions with a choice: "
                  f"median {median:.2f} ms, p95 {p95:.2f} ms, max {worst:.2f} ms{verdict}", flush=True)


def print_arena(scale: float, jobs: int | None) -> None:
    for players, (target, games) in TARGETS.items():
        games = max(100, int(games * scale))
        for capture in (True, False):
            report = arena.run(list(players), games, options={"mandatory_capture": capture}, seed=2026, jobs=jobs)
            share = report.level(players[0]).share
            low, high = report.level(players[0]).interval
            verdict = "meets" if share >= target else "BELOW"
            print(report.format())
            print(f"=> {players[0]} in {','.join(players)}, mandatory_capture={capture}: {100 * share:.2f}% "
                  f"[{100 * low:.2f}%, {100 * high:.2f}%] {verdict} the target {100 * target:.0f}%\n", flush=True)


def calibrate(games: int = 400, seed: int = 5) -> float:
    """Fit the hints' logistic scale: evaluation (squares) -> win chance, on
    positions of hard-vs-hard games (2 and 4 players), by maximum likelihood."""
    import math

    from ludo.mensch.evaluate import evaluate

    rng = random.Random(seed)
    samples = []  # (value for a seat, did that seat win)
    for g in range(games):
        seats = mensch_arena.SEATINGS[2 if g % 2 else 4]
        state = fast.from_position(Position.initial(seats, Options(mandatory_capture=bool(g % 4 < 2))))
        deciders = [mensch_arena.Player("hard", rng.getrandbits(32)) for _ in seats]
        seen = []
        for roll in fast.dice(rng):
            moves = fast.legal(state, roll)
            move = None if not moves else moves[0] if len(moves) == 1 else deciders[state[2]](state, roll, moves)
            mover = state[2]
            state = fast.apply(state, roll, move)
            if move is not None and min(state[1][mover]) >= 40:
                winner = mover
                break
            if rng.random() < 0.05:
                seen.append([(evaluate(state[0], state[1], s, state[2]), s) for s in range(len(seats))])
        for values in seen:
            samples.extend((v, s == winner, len(seats)) for v, s in values)

    def loss(scale: float) -> float:
        total = 0.0
        for value, won, n in samples:
            p = 1 / (1 + math.exp(-max(-30, min(30, value / scale - math.log(n - 1)))))
            total -= math.log(max(1e-12, p if won else 1 - p))
        return total

    best = min((loss(s), s) for s in range(5, 121, 1))
    print(f"hints calibration: {len(samples)} samples, logistic scale {best[1]} squares (log loss {best[0] / len(samples):.4f})")
    return float(best[1])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="arena runs at 1/10 of the games")
    parser.add_argument("--time", action="store_true", help="decision times only")
    parser.add_argument("--calibrate", action="store_true", help="fit the hints' logistic scale only")
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args(argv)
    if args.calibrate:
        calibrate()
        return 0
    print(f"Python {sys.version.split()[0]}")
    print_times()
    if not args.time:
        print_arena(0.1 if args.quick else 1.0, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
