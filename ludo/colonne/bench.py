"""Figures for ``bench/bench_colonne.py``: random-play speed and the hard player's
decision time, as plain functions so that the same code runs in CPython and,
through ``bench/pyodide_run.mjs``, inside Pyodide."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from ludo.colonne import ai
from ludo.colonne.position import initial
from ludo.colonne.rules import legal_steps, play, roll


def random_play(variant: str, seconds: float) -> dict:
    """Random legal steps on the clean API: rolls and games per second."""
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
    return {"rolls_per_s": rolls / elapsed, "games_per_s": games / elapsed}


def decision_times(variant: str, games: int, seed: int) -> dict:
    """Milliseconds per hard decision that plans a turn (white hard, black medium):
    wall clock and CPU time, median, 95th percentile and maximum."""
    rng = random.Random(seed)
    wall, cpu = [], []
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
                    wall.append(time.perf_counter() - started)
                    cpu.append(time.process_time() - started_cpu)
            else:
                step = other(position)
            position = play(position, step)
    figures: dict[str, Any] = {"decisions": len(wall)}
    for label, times in (("wall", wall), ("cpu", cpu)):
        times.sort()
        figures[label] = {
            "median_ms": statistics.median(times) * 1000,
            "p95_ms": times[int(0.95 * (len(times) - 1))] * 1000,
            "max_ms": times[-1] * 1000,
        }
    return figures
