"""Time of a whole game's analysis (``ludo.api.analyse``), in CPython and in the
browser's Python, and the colonne figures against their reference (a benchmark
that prints, not a test).

    python3 bench/bench_analysis.py [--no-pyodide] [--repeat 2]

The records: a four-player mensch game played here by the computer players
(hard, medium, random and hard; seed 7), and three colonne games of the
reference file ``tests/data/colonne-analysis-reference.json``
(``bench/analysis_reference.py``): a large one between hard players (75 turns,
the game issue 20 is about), a large one between medium players (94 turns,
whose costliest throw was the longest of the old analysis) and a small one
(hard against medium). Each is analysed through ``ludo.api.analyse_turns`` here
and inside Pyodide under Node.js (``build.Pyodide``, the repository's runner,
with the real ``app.zip`` of ``build.app_zip_bytes(compiled=True)``: the
page's bytecode), both ways:

- whole turns: one item per turn, then the summary;
- with ticks (``ticks=True``, as the page runs it): colonne also pauses in the
  middle of a turn, every ``ludo.colonne.ends.SLICE_WORK`` of work;

and for each the total time, the number of turns and the longest single step
of the iterator (the first one includes replaying the record): with ticks,
what a page that analyses between frames holds the input for at most, beside
one slice of its own. Each figure is the best of ``--repeat`` runs (the
machine may be busy with other work, which only ever makes a run slower).
CPython's CPU time of the whole analysis is printed too.

Then the colonne figures of every reference game, analysed here and (but the
long random game) in Pyodide, against the stored figures: the largest
difference of any figure and whether everything else (best and played
choices, counts, ratings, mistakes) is the same.

Then the worst time over the long and adversarial large colonne records of
``bench/colonne_adversarial.py`` (players who keep their pieces apart; fair,
small or triple throws; hitting or not; most of 10,000 actions, the most a
record may hold): in CPython whole turns, in Pyodide with ticks as the page
runs it; how many turns were estimated past the bounds of
``ludo.colonne.analysis`` (issue 34; docs/analysis.md, "Bounded for every
record"). Target: 1 s in CPython, 3 s in Pyodide. The worst is judged in
CPython by its CPU time, printed beside the CPU time of the large game between
hard players in the same run and the ratio of the two (a busy machine slows
both alike); in Pyodide by the wall clock, as the page waits. What such a record spends
its time on (docs/analysis.md, "What the slow records spend their time on"):
the bounded searches (3.1 to 3.5 million of work, part of it on turns cut at
their bound), the 2,300 to 3,000 turns estimated past the pools (one chance
each now, kept for the next turn) and the replay of 10,000 actions.

Targets (issue 20): the large colonne game within 1 s in CPython and 3 s in
Pyodide, no step with ticks longer than 50 ms in Pyodide; the four-player
mensch game within 3 s in Pyodide; every colonne figure within 1e-9 of the
reference.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import analysis_reference  # noqa: E402  (after sys.path is set)
import colonne_adversarial  # noqa: E402  (after sys.path is set)

import build  # noqa: E402  (after sys.path is set)
from ludo.mensch import arena as mensch_arena  # noqa: E402  (after sys.path is set)

LARGE = "colonne large"
#: the targets: CPython's total for the large colonne game, Pyodide's totals,
#: and the longest step with ticks in Pyodide
CPYTHON_S = 1.0
PYODIDE_S = 3.0
TICK_MS = 50.0
#: the reference games, by the names printed here
GAMES = {LARGE: "large hard", "colonne large, medium": "large medium", "colonne small": "small hard-medium"}
#: too long to compare in Pyodide on every run (compared here)
NOT_IN_PYODIDE = ("large random",)
#: how the adversarial records (``bench/colonne_adversarial.py``) are timed: in
#: CPython whole turns, in Pyodide as the page runs the analysis (once each)
CPYTHON_WAY = (("whole turns", False),)
PAGE_WAY = (("with ticks", True),)

# Runs here and inside Pyodide: RECORDS, WAYS and REPEAT are given, RESULT is read back.
TIMING = r'''
import time
from ludo import api

def measure(record, ticks):
    cpu = time.process_time()
    started = time.perf_counter()
    items = api.analyse_turns(record, ticks=ticks)
    longest = time.perf_counter() - started
    turns = estimated = 0
    while True:
        step = time.perf_counter()
        try:
            item = next(items)
        except StopIteration:
            break
        longest = max(longest, time.perf_counter() - step)
        if item is not None and item["kind"] == "turn":
            turns += 1
            estimated += "estimated" in item
    return {"total_s": time.perf_counter() - started, "longest_ms": 1000 * longest, "turns": turns,
            "cpu_s": time.process_time() - cpu, "estimated": estimated}

def best(record, ticks):
    runs = [measure(record, ticks) for _ in range(REPEAT)]
    return {"total_s": min(r["total_s"] for r in runs), "longest_ms": min(r["longest_ms"] for r in runs),
            "cpu_s": min(r["cpu_s"] for r in runs), "turns": runs[0]["turns"],
            "estimated": runs[0]["estimated"]}

RESULT = {name: {way: best(record, ticks) for way, ticks in WAYS} for name, record in RECORDS.items()}
'''

# Runs inside Pyodide: GAMES ({name: {"record", "analysis"}}) is given, and the
# source of analysis_reference.differences; RESULT is read back.
COMPARING = r'''
import time
from ludo import api

RESULT = {}
for name, game in GAMES.items():
    started = time.perf_counter()
    new = api.analyse(game["record"])
    took = time.perf_counter() - started
    largest, other = differences(game["analysis"], new)
    RESULT[name] = {"turns": len(new["turns"]), "s": took, "largest": largest, "other": other,
                    "estimated": estimated(new)}
'''


def records() -> dict[str, dict]:
    stored = analysis_reference.load()["games"]
    games = {"mensch, 4 players": mensch_arena.record_game(["hard", "medium", "random", "hard"], seed=7)}
    games.update({name: stored[reference]["record"] for name, reference in GAMES.items()})
    return games


BOTH_WAYS = (("whole turns", False), ("with ticks", True))


def run_here(games: dict, repeat: int, ways: tuple = BOTH_WAYS) -> dict:
    scope = {"RECORDS": games, "REPEAT": repeat, "WAYS": ways}
    exec(TIMING, scope)
    return scope["RESULT"]


def run_pyodide(games: dict, repeat: int, adversarial: dict) -> tuple[str, dict, dict, dict]:
    stored = {name: game for name, game in analysis_reference.load()["games"].items() if name not in NOT_IN_PYODIDE}
    with tempfile.TemporaryDirectory() as folder:
        bundle = Path(folder) / "app.zip"
        bundle.write_bytes(build.app_zip_bytes(compiled=True))
        with build.Pyodide(bundle) as pyodide:
            code = (f"import json\nRECORDS = json.loads({json.dumps(json.dumps(games))})\nREPEAT = {repeat}\n"
                    f"WAYS = {BOTH_WAYS!r}\n")
            timing = pyodide.run(code + TIMING)
            code = (f"import json\nRECORDS = json.loads({json.dumps(json.dumps(adversarial))})\nREPEAT = 1\n"
                    f"WAYS = {PAGE_WAY!r}\n")
            worst = pyodide.run(code + TIMING)
            code = (f"import json\nGAMES = json.loads({json.dumps(json.dumps(stored))})\n"
                    + inspect.getsource(analysis_reference.differences)
                    + inspect.getsource(analysis_reference.estimated))
            comparing = pyodide.run(code + COMPARING)
            return pyodide.version.split()[0], timing, comparing, worst


def show(where: str, figures: dict) -> None:
    for name, ways in figures.items():
        for way, f in ways.items():
            verdict = ""
            pyodide = where.startswith("Pyodide")
            if name == LARGE or (pyodide and name.startswith("mensch")):
                target = PYODIDE_S if pyodide else CPYTHON_S
                verdict += f"  total {'within' if f['total_s'] <= target else 'ABOVE'} {target:.0f} s"
            if pyodide and way == "with ticks":
                verdict += f"  longest step {'within' if f['longest_ms'] <= TICK_MS else 'ABOVE'} {TICK_MS:.0f} ms"
            cpu = f"  (CPU {f['cpu_s']:.2f} s)" if where.startswith("CPython") else ""
            print(f"{where:<24} {name:<22} {way:<12} {f['turns']:>4} turns  total {f['total_s']:6.2f} s{cpu}  "
                  f"longest step {f['longest_ms']:7.1f} ms{verdict}", flush=True)


def show_comparison(where: str, figures: dict) -> bool:
    good = True
    for name, f in figures.items():
        same = f["largest"] <= analysis_reference.TOLERANCE and not f["other"]
        good &= same
        print(f"{where:<24} reference {name:<24} {f['turns']:>4} turns  {f['s']:6.2f} s  largest difference "
              f"{f['largest']:.1e}  {'the same figures' if same else 'DIFFERENT'}{f['estimated']}"
              + "".join(f"\n    {line}" for line in f["other"][:5]), flush=True)
    return good


def compare_here() -> dict:
    import time

    from ludo import api

    out = {}
    for name, game in analysis_reference.load()["games"].items():
        started = time.perf_counter()
        new = api.analyse(game["record"])
        took = time.perf_counter() - started
        largest, other = analysis_reference.differences(game["analysis"], new)
        out[name] = {"turns": len(new["turns"]), "s": took, "largest": largest, "other": other,
                     "estimated": analysis_reference.estimated(new)}
    return out


def show_worst(where: str, figures: dict, target: float, reference: dict | None = None) -> None:
    """The adversarial records' times, and the worst of them against ``target``: in
    CPython by its CPU time (the machine may be busy with other work, which a wall
    clock counts), beside the large game between hard players of the same run
    (``reference``, its figures) and the ratio of the two; in Pyodide by the wall
    clock (what the page waits)."""
    cpython = where.startswith("CPython")
    worst, worst_name = 0.0, ""
    for name, ways in figures.items():
        for way, f in ways.items():
            taken = f["cpu_s"] if cpython else f["total_s"]
            if taken > worst:
                worst, worst_name = taken, name
            cpu = f"  (CPU {f['cpu_s']:.2f} s)" if cpython else ""
            print(f"{where:<24} {name:<36} {way:<12} {f['turns']:>5} turns ({f['estimated']:>5} estimated)  "
                  f"total {f['total_s']:6.2f} s{cpu}  longest step {f['longest_ms']:7.1f} ms", flush=True)
    clock = "of CPU" if cpython else "(wall)"
    beside = ""
    if reference is not None:
        taken = reference["cpu_s"] if cpython else reference["total_s"]
        beside = f"; the large game between hard players {taken:.2f} s {clock} in this run, {worst / taken:.2f} times it"
    print(f"{where:<24} the worst adversarial record ({worst_name}): {worst:.2f} s {clock}, "
          f"{'within' if worst <= target else 'ABOVE'} {target:.0f} s{beside}", flush=True)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--no-pyodide", action="store_true")
    parser.add_argument("--repeat", type=int, default=2)
    args = parser.parse_args(argv)
    games = records()
    adversarial = dict(colonne_adversarial.records())
    here = f"CPython {sys.version.split()[0]}"
    timing = run_here(games, args.repeat)
    show(here, timing)
    show_worst(here, run_here(adversarial, 1, CPYTHON_WAY), CPYTHON_S, timing[LARGE]["whole turns"])
    good = show_comparison(here, compare_here())
    if not args.no_pyodide:
        version, timing, comparing, worst = run_pyodide(games, args.repeat, adversarial)
        where = f"Pyodide (Python {version})"
        show(where, timing)
        show_worst(where, worst, PYODIDE_S, timing[LARGE]["with ticks"])
        good &= show_comparison(where, comparing)
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
