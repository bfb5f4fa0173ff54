"""Benchmark: colonne rules throughput, computer-player strength and decision time.

    python3 bench/bench_colonne.py [--games 2000] [--seed 1] [--jobs 2] [--quick] [--no-pyodide]

Prints (figures, not a test; the exit status is 0 either way):

- random play on the clean API: rolls/s and games/s for both variants;
- the arena, seats alternated: small variant hard vs random (target >= 85%),
  hard vs medium (target >= 55%), medium vs random, easy vs random; the large
  variant with a tenth of the games;
- the hard player's decision time per planned turn (median, 95th percentile,
  maximum; budget ~100 ms), in CPython (wall clock and CPU time) and inside
  the real Pyodide runtime under Node.js.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ludo import arena  # noqa: E402  (after sys.path is set)
from ludo.colonne import bench  # noqa: E402  (after sys.path is set)

TARGETS = {("hard", "random"): 0.85, ("hard", "medium"): 0.55}
DECISION_GAMES = {"small": 40, "large": 10}


def pyodide_decisions() -> dict | None:
    """The decision-time figures measured inside Pyodide (None when it is not installed)."""
    if not (ROOT / "node_modules" / "pyodide").exists():
        print("pyodide: node_modules/pyodide is missing (run npm ci)")
        return None
    code = ("import json, sys\nfrom ludo.colonne import bench\n"
            f"json.dumps({{v: bench.decision_times(v, n, 1) for v, n in {DECISION_GAMES!r}.items()}})\n")
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code)
    out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_run.mjs"), f.name],
                         capture_output=True, text=True, timeout=1800, cwd=ROOT)
    Path(f.name).unlink()
    if out.returncode != 0:
        print("pyodide run failed:", out.stderr[-500:])
        return None
    return json.loads(out.stdout.strip().splitlines()[-1])


def show_decisions(where: str, figures: dict) -> None:
    for variant, f in figures.items():
        for label in ("wall", "cpu"):
            t = f[label]
            print(f"hard decision time, {variant}, {where} {label}: {f['decisions']} planned turns, "
                  f"median {t['median_ms']:.2f} ms, p95 {t['p95_ms']:.2f} ms, max {t['max_ms']:.2f} ms "
                  f"(budget ~100 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--quick", action="store_true", help="200 games a match, for a fast look")
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    games = 200 if args.quick else args.games

    print(f"python {sys.version.split()[0]}")
    for variant in ("small", "large"):
        f = bench.random_play(variant, 1.5)
        print(f"random play, {variant}: {f['rolls_per_s']:,.0f} rolls/s, {f['games_per_s']:,.1f} games/s")

    print()
    show_decisions("CPython", {v: bench.decision_times(v, n, args.seed) for v, n in DECISION_GAMES.items()})
    if not args.no_pyodide:
        figures = pyodide_decisions()
        if figures:
            show_decisions("Pyodide", figures)

    for variant, count in (("small", games), ("large", max(100, games // 10))):
        for players in (("hard", "random"), ("hard", "medium"), ("medium", "random"), ("easy", "random")):
            report = arena.run(list(players), count, game="colonne", seed=args.seed, jobs=args.jobs,
                               options={"variant": variant})
            print()
            print(report.format(), flush=True)
            target = TARGETS.get(players) if variant == "small" else None
            if target is not None:
                share = report.level(players[0]).share
                verdict = "meets" if share >= target else "MISSES"
                print(f"target {players[0]} vs {players[1]} >= {100 * target:.0f}%: {verdict} ({100 * share:.2f}%)")


if __name__ == "__main__":
    main()
