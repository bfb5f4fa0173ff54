"""Time of a whole game's analysis (``ludo.api.analyse``), in CPython and in the
browser's Python (a benchmark that prints, not a test).

    python3 bench/bench_analysis.py [--no-pyodide] [--repeat 3]

Three records are played here by computer players with fixed seeds: a
four-player mensch game (hard, medium, random and hard), a large colonne game
(hard against hard) and a small one (hard against medium). Each is analysed
through ``ludo.api.analyse_turns`` here and inside Pyodide under Node.js
(``build.Pyodide``, the repository's runner, with the real ``app.zip`` of
``build.app_zip_bytes(compiled=True)``: the page's bytecode), both ways:

- whole turns: one item per turn, then the summary;
- with ticks (``ticks=True``): colonne also pauses after each throw of a
  turn's expectation;

and for each the total time, the number of turns and the longest single step
of the iterator (the first one includes replaying the record), the time a
page that analyses between frames would hold the input for at most. Each
figure is the best of ``--repeat`` runs (the machine may be busy with other
work, which only ever makes a run slower). CPython's CPU time of the whole
analysis is printed too.

Targets: the four-player mensch game within 3 s in Pyodide; no step longer
than about 100 ms there (the page must never freeze its input longer).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from ludo.colonne import arena as colonne_arena  # noqa: E402
from ludo.mensch import arena as mensch_arena  # noqa: E402

TARGET_S = 3.0
SLICE_MS = 100.0

# Runs here and inside Pyodide: RECORDS and REPEAT are given, RESULT is read back.
TIMING = r'''
import time
from ludo import api

def measure(record, ticks):
    cpu = time.process_time()
    started = time.perf_counter()
    items = api.analyse_turns(record, ticks=ticks)
    longest = time.perf_counter() - started
    turns = 0
    while True:
        step = time.perf_counter()
        try:
            item = next(items)
        except StopIteration:
            break
        longest = max(longest, time.perf_counter() - step)
        if item is not None and item["kind"] == "turn":
            turns += 1
    return {"total_s": time.perf_counter() - started, "longest_ms": 1000 * longest, "turns": turns,
            "cpu_s": time.process_time() - cpu}

def best(record, ticks):
    runs = [measure(record, ticks) for _ in range(REPEAT)]
    return {"total_s": min(r["total_s"] for r in runs), "longest_ms": min(r["longest_ms"] for r in runs),
            "cpu_s": min(r["cpu_s"] for r in runs), "turns": runs[0]["turns"]}

RESULT = {name: {"whole turns": best(record, False), "with ticks": best(record, True)}
          for name, record in RECORDS.items()}
'''


def records() -> dict[str, dict]:
    return {
        "mensch, 4 players": mensch_arena.record_game(["hard", "medium", "random", "hard"], seed=7),
        "colonne large": colonne_arena.record_game(["hard", "hard"], "large", 5),
        "colonne small": colonne_arena.record_game(["hard", "medium"], "small", 5),
    }


def run_here(games: dict, repeat: int) -> dict:
    scope = {"RECORDS": games, "REPEAT": repeat}
    exec(TIMING, scope)
    return scope["RESULT"]


def run_pyodide(games: dict, repeat: int) -> tuple[str, dict]:
    with tempfile.TemporaryDirectory() as folder:
        bundle = Path(folder) / "app.zip"
        bundle.write_bytes(build.app_zip_bytes(compiled=True))
        with build.Pyodide(bundle) as pyodide:
            code = f"import json\nRECORDS = json.loads({json.dumps(json.dumps(games))})\nREPEAT = {repeat}\n"
            return pyodide.version.split()[0], pyodide.run(code + TIMING)


def show(where: str, figures: dict) -> None:
    for name, ways in figures.items():
        for way, f in ways.items():
            verdict = ""
            if where.startswith("Pyodide"):
                slow = f["longest_ms"] > SLICE_MS
                verdict = f"  longest step {'ABOVE' if slow else 'within'} {SLICE_MS:.0f} ms"
                if name.startswith("mensch"):
                    verdict += f"; total {'within' if f['total_s'] <= TARGET_S else 'ABOVE'} {TARGET_S:.0f} s"
            cpu = f"  (CPU {f['cpu_s']:.2f} s)" if where.startswith("CPython") else ""
            print(f"{where:<24} {name:<18} {way:<12} {f['turns']:>4} turns  total {f['total_s']:6.2f} s{cpu}  "
                  f"longest step {f['longest_ms']:7.1f} ms{verdict}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args(argv)
    games = records()
    show(f"CPython {sys.version.split()[0]}", run_here(games, args.repeat))
    if not args.no_pyodide:
        version, figures = run_pyodide(games, args.repeat)
        show(f"Pyodide (Python {version})", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
