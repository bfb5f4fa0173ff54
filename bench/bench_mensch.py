"""Benchmark: mensch random-play throughput, CPython and Pyodide side by side.

    python3 bench/bench_mensch.py [--seconds 3] [--repeat 3] [--no-pyodide]

Runs :func:`ludo.mensch.bench.run` here (CPython) and the same function
inside the real Pyodide runtime under Node.js (npm ``pyodide`` from
``node_modules``, via ``bench/pyodide_run.mjs``), then prints the figures and
checks them against the targets: >= 350,000 rolls/s and ~500 four-player
games/s in CPython; Pyodide >= 40% of CPython.  Figures, not a test: the exit
status is 0 either way.
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

from ludo.mensch import bench  # noqa: E402  (after sys.path is set)


def pyodide_figures(seconds: float, repeat: int) -> dict | None:
    """Figures of the same benchmark inside Pyodide (None when Node or pyodide is missing)."""
    code = ("import json, sys\n"
            "from ludo.mensch import bench\n"
            f"json.dumps(dict(bench.run({seconds!r}, repeat={repeat!r}), version=sys.version.split()[0]))\n")
    return run_in_pyodide(code)


def run_in_pyodide(code: str) -> dict | None:
    """Run ``code`` (its last line an expression giving JSON text) in the vendored Pyodide
    under Node.js; its value, or None (said why) when that cannot be done."""
    if not (ROOT / "node_modules" / "pyodide").exists():
        print("pyodide: node_modules/pyodide is missing (run npm ci)")
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code)
    try:
        out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_run.mjs"), f.name],
                             capture_output=True, text=True, timeout=600, cwd=ROOT)
    except (OSError, subprocess.TimeoutExpired) as exc:
        print(f"pyodide: could not run node: {exc}")
        return None
    finally:
        Path(f.name).unlink()
    if out.returncode != 0:
        print(f"pyodide: node failed:\n{out.stderr[-2000:]}")
        return None
    return json.loads(out.stdout.strip().splitlines()[-1])


def verdict(value: float, target: float) -> str:
    return "ok" if value >= target else "BELOW TARGET"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--repeat", type=int, default=3, help="runs per path; the best is kept")
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()

    here = bench.run(args.seconds, repeat=args.repeat)
    print(f"CPython {sys.version.split()[0]}, 4 players, default options")
    print(bench.format_figures(here, "CPython"))
    fast = here["fast"]
    print(f"  target >= {bench.TARGET_ROLLS_PER_S:,} rolls/s: {verdict(fast['rolls_per_s'], bench.TARGET_ROLLS_PER_S)};"
          f" ~{bench.TARGET_GAMES_PER_S} games/s: {verdict(fast['games_per_s'], bench.TARGET_GAMES_PER_S)}")
    if args.no_pyodide:
        return
    there = pyodide_figures(args.seconds, args.repeat)
    if there is None:
        return
    print(f"Pyodide (Python {there['version']} under Node.js)")
    print(bench.format_figures(there, "Pyodide"))
    print("side by side (Pyodide / CPython):")
    for path in ("fast", "clean"):
        share = there[path]["rolls_per_s"] / here[path]["rolls_per_s"]
        line = f"  {path:5}: {share:.0%} of CPython rolls/s"
        if path == "fast":
            line += f" (target >= {bench.PYODIDE_SHARE:.0%}: {verdict(share, bench.PYODIDE_SHARE)})"
        print(line)


if __name__ == "__main__":
    main()
