"""How long real game records get, and how fast a record at the cap replays.

    python3 bench/bench_record_lengths.py [--games 100] [--tail 20000] [--seed 1] [--quick] [--no-pyodide]

Plays seeded games between the computer players (every level against itself,
and hard against random seat by seat): mensch with 2, 3 and 4 seats, each with
the default options and with each option switched, colonne in both variants;
``--games`` games a line-up (the hard players, whose search is slow, a quarter
of that). Then, for the tail, ``--tail`` more games of the mensch line-up
whose games were longest on average, and a twentieth of that of colonne's
(about 2 minutes in all). A record's length is what ``ludo.limits.MAX_RECORD_ACTIONS`` bounds:
a mensch record's ``turns`` (one per throw of the die), a colonne record's
``actions`` (one per throw and one per step). It prints the longest records
per game and line-up, the cap and how far above the longest it is, then the
time ``ludo.api.replay`` takes for a record at the cap: a mensch record of
passed throws only, measured, and one of real play, from the time per action
of replaying real records; in CPython, then the same inside the real Pyodide
runtime under Node.js (``bench/pyodide_run.mjs``; skipped without
``node_modules/pyodide``). Figures, not a test: the exit status is 0 either
way.
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

from ludo import api, limits  # noqa: E402  (after sys.path is set)
from ludo.colonne import arena as colonne_arena  # noqa: E402  (after sys.path is set)
from ludo.colonne import rules as colonne_rules  # noqa: E402  (after sys.path is set)
from ludo.colonne.ai import PLAYERS as COLONNE_PLAYERS  # noqa: E402  (after sys.path is set)
from ludo.colonne.position import WHITE, initial  # noqa: E402  (after sys.path is set)
from ludo.mensch import arena as mensch_arena  # noqa: E402  (after sys.path is set)

LEVELS = ("random", "easy", "medium", "hard")
MENSCH_OPTIONS = ({}, {"mandatory_capture": False}, {"lane_jump": True}, {"start_with_piece": True})
SEATS = (2, 3, 4)


def line_ups(seats: int) -> list[tuple[str, ...]]:
    """Every level against itself, and hard against random seat by seat."""
    ups = [(level,) * seats for level in LEVELS]
    ups.append(tuple("hard" if seat % 2 == 0 else "random" for seat in range(seats)))
    return ups


def games_for(line_up: tuple[str, ...], games: int) -> int:
    return max(1, games // 4) if "hard" in line_up else games


def mensch_length(line_up: tuple[str, ...], options: dict, rng: random.Random) -> int:
    """The number of turns (throws) of one whole mensch game: its record's ``turns``."""
    players = [mensch_arena.make_player(level, rng.randrange(2**32)) for level in line_up]
    outcome = mensch_arena.play_game(players, options, rng)
    if outcome.winner is None:
        raise RuntimeError(f"a mensch game was cut off at {outcome.length} throws")
    return outcome.length


def colonne_length(line_up: tuple[str, ...], variant: str, rng: random.Random) -> int:
    """The number of actions (throws and steps) of one whole colonne game: its record's ``actions``."""
    players = [COLONNE_PLAYERS[level](rng.randrange(2**32)) for level in line_up]
    position = initial(variant, WHITE)
    actions = 0
    while position.winner is None:
        if not position.dice:
            dice = tuple(rng.randint(1, 6) for _ in range(position.variant.dice))
            position = colonne_rules.roll(position, dice)
        else:
            position = colonne_rules.play(position, players[0 if position.turn == WHITE else 1](position))
        actions += 1
        if actions > 10 * limits.MAX_RECORD_ACTIONS:
            raise RuntimeError(f"a colonne game went on past {actions} actions")
    return actions


def lengths(games: int, seed: int) -> list[tuple[str, str, list[int]]]:
    """``(game, line-up and options, [record lengths])`` for every cell of the sweep."""
    cells = []
    for seats in SEATS:
        for options in MENSCH_OPTIONS:
            shown = ",".join(f"{k}={v}" for k, v in options.items()) or "default options"
            for up in line_ups(seats):
                label = f"{seats} seats, {shown}, {'/'.join(up)}"
                _CELLS[label] = (up, options)
                rngs = (random.Random(f"{seed}:mensch:{label}:{g}") for g in range(games_for(up, games)))
                cells.append(("mensch", label, [mensch_length(up, options, rng) for rng in rngs]))
                print(f"  mensch  {label}: longest {max(cells[-1][2])}", flush=True)
    for variant in ("small", "large"):
        for up in line_ups(2):
            label = f"{variant}, {'/'.join(up)}"
            _CELLS[label] = (up, variant)
            rngs = (random.Random(f"{seed}:colonne:{label}:{g}") for g in range(games_for(up, games)))
            cells.append(("colonne", label, [colonne_length(up, variant, rng) for rng in rngs]))
            print(f"  colonne {label}: longest {max(cells[-1][2])}", flush=True)
    return cells


def tail(cells: list, count: int, seed: int) -> list[tuple[str, str, list[int]]]:
    """``count`` more games of the mensch cell with the longest games on average,
    a twentieth of that of the colonne one: the lengths' far end."""
    more = []
    for game, number in (("mensch", count), ("colonne", max(1, count // 20))):
        _, label, found = max((c for c in cells if c[0] == game), key=lambda c: sum(c[2]) / len(c[2]))
        setting = _CELLS[label]
        rngs = (random.Random(f"{seed}:tail:{label}:{g}") for g in range(number))
        if game == "mensch":
            lengths_ = [mensch_length(setting[0], setting[1], rng) for rng in rngs]
        else:
            lengths_ = [colonne_length(setting[0], setting[1], rng) for rng in rngs]
        more.append((game, f"{label} (tail)", lengths_))
        print(f"  {game:7} {label}, {number} more games: longest {max(lengths_)}", flush=True)
    return more


_CELLS: dict[str, tuple] = {}  # label -> (line-up, options or variant), filled by lengths()


def passed_throws(count: int) -> dict:
    """A legal mensch record of ``count`` throws none of which could move (every
    piece in the base, no 6): the record that never ends."""
    return {"format": "ludo-record/1", "game": "mensch", "seats": [0, 2],
            "turns": [{"roll": 1, "move": None} for _ in range(count)]}


def replay_seconds(records: list[dict], clock=time.process_time) -> tuple[int, float]:
    """(actions, seconds) of ``api.replay`` over ``records``, the best of three, in
    CPU time by default (the machine may be shared: the wall clock would count the
    others' work)."""
    actions = sum(len(r.get("turns", r.get("actions", ()))) for r in records)
    best = None
    for _ in range(3):
        started = clock()
        for record in records:
            api.replay(record)
        took = clock() - started
        best = took if best is None else min(best, took)
    return actions, best


def real_records(game: str, count: int, seed: int) -> list[dict]:
    """Whole records of long real games: random players, four seats (mensch);
    easy players, the large variant (colonne)."""
    if game == "mensch":
        return [mensch_arena.record_game(["random"] * 4, seed=seed + g) for g in range(count)]
    return [colonne_arena.record_game(["easy", "easy"], variant="large", seed=seed + g) for g in range(count)]


def replay_figures(seed: int, clock=time.process_time) -> dict:
    """Seconds of ``api.replay`` for a record at the cap: passed throws (measured)
    and real play of each game (the time per action of real records, times the cap)."""
    cap = limits.MAX_RECORD_ACTIONS
    figures = {"passed": replay_seconds([passed_throws(cap)], clock)[1]}
    for game in ("mensch", "colonne"):
        actions, took = replay_seconds(real_records(game, 20, seed), clock)
        figures[game] = {"actions": actions, "seconds": took, "per_action": took / actions}
    return figures


def show_replay(where: str, figures: dict) -> None:
    cap = limits.MAX_RECORD_ACTIONS
    print(f"{where}: api.replay of a mensch record of {cap:,} passed throws (at the cap): {figures['passed']:.3f} s")
    for game in ("mensch", "colonne"):
        f = figures[game]
        print(f"{where}: api.replay of real {game} records: {f['actions']:,} actions in {f['seconds']:.3f} s, "
              f"{f['per_action'] * 1e6:.1f} us an action: {f['per_action'] * cap:.3f} s for a record at the cap")


def pyodide_replay(seed: int) -> dict | None:
    """:func:`replay_figures` inside Pyodide (None when Node or pyodide is missing)."""
    source = (ROOT / "bench" / "bench_record_lengths.py").read_text()
    code = ("import json, time\n"
            "bench = {'__name__': 'bench_record_lengths', '__file__': '/home/pyodide/bench/bench_record_lengths.py'}\n"
            f"exec(compile({source!r}, 'bench_record_lengths.py', 'exec'), bench)\n"
            f"json.dumps(bench['replay_figures']({seed!r}, time.perf_counter))\n")
    from bench_mensch import run_in_pyodide

    return run_in_pyodide(code)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per line-up (hard: a quarter)")
    parser.add_argument("--tail", type=int, default=20_000,
                        help="more games of the longest mensch line-up (colonne: a twentieth)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="10 games per line-up, a tail of 200")
    parser.add_argument("--no-pyodide", action="store_true")
    args = parser.parse_args()
    games, more = (10, 200) if args.quick else (args.games, args.tail)
    cap = limits.MAX_RECORD_ACTIONS

    print(f"python {sys.version.split()[0]}; record lengths of whole games, seed {args.seed}")
    started = time.perf_counter()
    cells = lengths(games, args.seed)
    cells += tail(cells, more, args.seed)
    print(f"{sum(len(c[2]) for c in cells)} games in {time.perf_counter() - started:.0f} s")
    print()
    for game in ("mensch", "colonne"):
        mine = [c for c in cells if c[0] == game]
        every = sorted(n for c in mine for n in c[2])
        unit = "turns" if game == "mensch" else "actions"
        print(f"{game}: {len(every)} games, {unit} per record: median {statistics.median(every):.0f}, "
              f"99th percentile {every[int(0.99 * (len(every) - 1))]}, longest {every[-1]}")
        for _, label, found in sorted(mine, key=lambda c: -max(c[2]))[:5]:
            print(f"  longest {max(found):>5} (mean {statistics.mean(found):6.1f}, {len(found)} games): {label}")
    longest = max(n for c in cells for n in c[2])
    print()
    print(f"the cap, ludo.limits.MAX_RECORD_ACTIONS: {cap:,} actions, {cap / longest:.1f} times the "
          f"longest record seen ({longest:,})")

    print()
    show_replay("CPython (CPU time)", replay_figures(args.seed))
    if not args.no_pyodide:
        there = pyodide_replay(args.seed)
        if there is not None:
            show_replay("Pyodide (wall clock)", there)
    print("(the page must replay and show a record at the cap within ~2 s in Pyodide)")


if __name__ == "__main__":
    main()
