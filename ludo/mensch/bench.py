"""Random-play throughput of the mensch engine (a benchmark, not a test).

:func:`run` plays full games with random dice and uniformly random legal moves
and returns the figures; ``python -m ludo bench`` and ``bench/bench_mensch.py``
print them.  Targets on the reference machine (2 cores): at least 350,000
rolls/s and about 500 four-player games/s in CPython (fast path); Pyodide at
least 40% of that.
"""

from __future__ import annotations

import random
import time

from ludo.mensch import fast, rules
from ludo.mensch.position import Options, Position

TARGET_ROLLS_PER_S = 350_000
TARGET_GAMES_PER_S = 500
PYODIDE_SHARE = 0.40


def _measure(path: str, one_game, seconds: float) -> dict:
    """Call ``one_game()`` (returns its number of rolls) for about ``seconds``; the figures."""
    games = rolls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        rolls += one_game()
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start
    return {"path": path, "games": games, "rolls": rolls, "seconds": round(elapsed, 3),
            "rolls_per_s": round(rolls / elapsed), "games_per_s": round(games / elapsed, 1),
            "rolls_per_game": round(rolls / games, 1)}


def fast_playouts(seconds: float = 2.0, seats=(0, 1, 2, 3), options: Options | None = None,
                  seed: int = 1) -> dict:
    """Full random games on the fast path for about ``seconds``: rolls/s and games/s."""
    rng = random.Random(seed)
    state = fast.from_position(Position.initial(tuple(seats), options))
    return _measure("fast", lambda: fast.random_playout(state, rng)[1], seconds)


def clean_playouts(seconds: float = 1.0, seats=(0, 1, 2, 3), options: Options | None = None,
                   seed: int = 1) -> dict:
    """The same random games through the clean API (value types, checked positions)."""
    rng = random.Random(seed)
    first = Position.initial(tuple(seats), options)

    def one_game() -> int:
        pos, rolls = first, 0
        while not pos.finished():
            roll = rng.randint(1, 6)
            moves = list(rules.legal_moves(pos, roll))
            pos = rules.play(pos, roll, rng.choice(moves) if moves else None)
            rolls += 1
        return rolls

    return _measure("clean", one_game, seconds)


def run(seconds: float = 2.0, clean: bool = True, seed: int = 1, repeat: int = 1) -> dict:
    """The benchmark figures: ``{"fast": {...}, "clean": {...}, "targets": {...}}``.

    Each figure set has ``rolls_per_s``, ``games_per_s``, ``rolls_per_game``,
    ``games``, ``rolls`` and ``seconds`` (4 players, default options).  With
    ``repeat`` > 1 each path is measured that many times and the best run is
    kept (a busy machine only ever slows a run down).
    """
    def best(measure, budget: float) -> dict:
        runs = [measure(budget, seed=seed + i) for i in range(max(1, repeat))]
        return max(runs, key=lambda f: f["rolls_per_s"])

    figures = {"fast": best(fast_playouts, seconds)}
    if clean:
        figures["clean"] = best(clean_playouts, max(0.5, seconds / 2))
    figures["targets"] = {"rolls_per_s": TARGET_ROLLS_PER_S, "games_per_s": TARGET_GAMES_PER_S,
                          "pyodide_share": PYODIDE_SHARE}
    return figures


def format_figures(figures: dict, label: str = "CPython") -> str:
    """The figures of :func:`run` as a few printable lines."""
    lines = []
    for path in ("fast", "clean"):
        if path in figures:
            f = figures[path]
            lines.append(f"{label:8} {path:5}: {f['rolls_per_s']:>10,} rolls/s  {f['games_per_s']:>8,} games/s"
                         f"  ({f['rolls_per_game']} rolls/game, {f['games']} games in {f['seconds']} s)")
    return "\n".join(lines)


def main(seconds: float = 2.0) -> str:
    """The printable report of :func:`run` (what ``python -m ludo bench`` prints)."""
    figures = run(seconds)
    fast_rolls = figures["fast"]["rolls_per_s"]
    verdict = "meets" if fast_rolls >= TARGET_ROLLS_PER_S else "is BELOW"
    return (f"mensch random play, 4 players, default options\n{format_figures(figures)}\n"
            f"fast path {verdict} the target of {TARGET_ROLLS_PER_S:,} rolls/s"
            " (Pyodide side by side: python3 bench/bench_mensch.py)")


if __name__ == "__main__":
    print(main())
