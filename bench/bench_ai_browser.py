"""Decision time of the mensch computer players in the real page (a benchmark,
not a test: prints figures, exits 0).

    python3 bench/bench_ai_browser.py [--positions 300] [--level hard] [--players 2]

Builds dist/ (``build.build``), serves it on 127.0.0.1, opens the real page
(``index.html?speed=0``) in headless Chromium (/usr/bin/chromium) and waits
for ``html[data-ludo=ready]``. Then it adds one more ``<script type="py">`` to
the page: PyScript runs it in the page's own Pyodide (the interpreter the page
plays with, ``ludo`` from the page's app.zip). That script samples positions
with a real choice from a seeded game between computer players, times
``ludo.api.choose_move`` on each (the very call the page makes for a computer
seat) and writes the figures into ``html[data-bench-ai]``. The same script runs
here in CPython on the same positions, and both are printed side by side:
median, 95th percentile and max in milliseconds.

Target: p95 <= 150 ms in the browser (and p95 <= 35 ms in CPython, see
bench/bench_ai.py). The machine may be loaded by other work: figures are then
pessimistic, run again when it is quiet.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (after sys.path is set)

BROWSER_P95_TARGET_MS = 150.0
CPYTHON_P95_TARGET_MS = 35.0
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
READY_TIMEOUT_MS = 120_000

# Runs both in the page's Pyodide and here. Inputs: COUNT, LEVEL, SEATS, SEED.
# Output: RESULT = {"python": version, "times": [ms, ...]}.
TIMING_CODE = """
import random, sys, time
from ludo import api
from ludo.mensch import ai, levels, fast
from ludo.mensch.jsonio import position_to_json
from ludo.mensch.position import Options, Position

def _player(level, seed):  # a level with its own dice of choice (as ludo.mensch.arena.Player)
    choose, rng = levels.CHOOSERS[level], ai.make_rng(seed)
    return lambda state, roll, moves: choose(state, roll, moves, rng)

def _samples(count, seats, seed):
    rng = random.Random(seed)
    found = []
    levels = ["hard"] + ["medium"] * (len(seats) - 1)
    while len(found) < count:
        state = fast.from_position(Position.initial(seats, Options()))
        players = [_player(level, rng.getrandbits(32)) for level in levels]
        for roll in fast.dice(rng):
            moves = fast.legal(state, roll)
            if len(moves) > 1:
                found.append((position_to_json(fast.to_position(state)), roll))
            move = None if not moves else moves[0] if len(moves) == 1 else players[state[2]](state, roll, moves)
            mover = state[2]
            state = fast.apply(state, roll, move)
            if move is not None and min(state[1][mover]) >= 40:
                break
    return found[:count]

_times = []
for _position, _roll in _samples(COUNT, SEATS, SEED):
    _start = time.perf_counter()
    api.choose_move(_position, _roll, LEVEL, seed=1)
    _times.append(1000 * (time.perf_counter() - _start))
RESULT = {"python": sys.version.split()[0], "times": _times}
"""

PAGE_SCRIPT = """
import json, js
COUNT, LEVEL, SEATS, SEED = {count}, {level!r}, {seats!r}, {seed}
try:
{code}
except Exception as _error:
    RESULT = {{"error": repr(_error)}}
js.document.documentElement.setAttribute("data-bench-ai", json.dumps(RESULT))
"""


def figures(times: list[float]) -> tuple[float, float, float]:
    """Median, 95th percentile and max of ``times``."""
    ordered = sorted(times)
    n = len(ordered)
    median = ordered[n // 2] if n % 2 else (ordered[n // 2 - 1] + ordered[n // 2]) / 2
    return median, ordered[min(n - 1, int(0.95 * n))], ordered[-1]


def cpython_times(count: int, level: str, seats: tuple, seed: int) -> dict:
    scope = {"COUNT": count, "LEVEL": level, "SEATS": seats, "SEED": seed}
    exec(TIMING_CODE, scope)
    return scope["RESULT"]


def browser_times(count: int, level: str, seats: tuple, seed: int) -> dict:
    from playwright.sync_api import sync_playwright

    indented = "\n".join("    " + line for line in TIMING_CODE.strip().splitlines())
    script = PAGE_SCRIPT.format(count=count, level=level, seats=seats, seed=seed, code=indented)
    with tempfile.TemporaryDirectory() as folder:
        dist = build.build(Path(folder) / "dist", quiet=True)
        server = build.serve(dist, 0, quiet=True, background=True)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                try:
                    page = browser.new_context(service_workers="block").new_page()
                    page.goto(f"http://127.0.0.1:{server.server_address[1]}/index.html?speed=0")
                    page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=READY_TIMEOUT_MS)
                    page.evaluate(
                        """(code) => {
                            const s = document.createElement("script");
                            s.type = "py";
                            s.textContent = code;
                            document.body.append(s);
                        }""",
                        script,
                    )
                    page.wait_for_selector("html[data-bench-ai]", state="attached", timeout=600_000)
                    return json.loads(page.get_attribute("html", "data-bench-ai"))
                finally:
                    browser.close()
        finally:
            server.shutdown()
            server.server_close()


def line(where: str, python: str, times: list[float], target: float) -> str:
    median, p95, worst = figures(times)
    verdict = "meets" if p95 <= target else "ABOVE"
    return (f"{where:<8} Python {python:<7} {len(times)} decisions: median {median:7.2f} ms, "
            f"p95 {p95:7.2f} ms, max {worst:7.2f} ms  ({verdict} the target p95 <= {target:.0f} ms)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=300, help="decisions timed (default 300)")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--players", type=int, choices=(2, 4), default=2,
                        help="hard against 1 or 3 medium players (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    seats = (0, 2) if args.players == 2 else (0, 1, 2, 3)
    print(f"{args.level} choose_move, {args.players} players, {args.positions} positions with a choice, seed {args.seed}")
    here = cpython_times(args.positions, args.level, seats, args.seed)
    print(line("CPython", here["python"], here["times"], CPYTHON_P95_TARGET_MS), flush=True)
    page = browser_times(args.positions, args.level, seats, args.seed)
    if "error" in page:
        print(f"browser: the timing script failed in the page: {page['error']}")
        return 1
    print(line("browser", page["python"], page["times"], BROWSER_P95_TARGET_MS), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
