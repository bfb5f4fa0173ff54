"""The calibration of the winning chances (a benchmark that prints, not a test).

    python3 bench/bench_calibration.py [--games 20000] [--jobs 1]     # the check
    python3 bench/bench_calibration.py --fit [--games 6000]           # refit the models

Both play arena games (``ludo.arena.play_one``: the arena's seeded dice and
players) between hard, medium and random players drawn at random seat by seat
(hard one seat in nine, medium and random four each: the hard players' search
is most of the time), mensch with 2, 3 and 4 players (compulsory capture on or
off, the other two options now and then) and colonne in both variants.
Positions where a player is about to throw are sampled as the games go (about
a dozen a game) and every player's predicted chance (:mod:`ludo.mensch.chances`,
:mod:`ludo.colonne.chances`) is set against who won.

- The check prints, for each game, per decile of predicted chance (0-10%,
  10-20%, ...) the number of (position, player) pairs, the mean predicted
  chance, the observed win rate and the difference, then the calibration
  error (the pairs' mean absolute difference between a decile's prediction
  and its observed rate, weighted by the pairs) and the largest decile
  difference; the target is every decile within 3 points.
- ``--fit`` plays the fitting games instead (other seeds: no game of the check
  is among them), fits each model's numbers by maximum likelihood (Newton's
  method on the conditional logit, pure Python) and prints them as the
  modules' ``PARAMS``, then the table of the modules' present numbers on the
  fitting positions (paste the new numbers and run with ``--load`` to see
  theirs).

``--save FILE`` / ``--load FILE`` keep the sampled positions (pickle) to fit or
check again without replaying.
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ludo import arena
from ludo.colonne import chances as colonne_chances
from ludo.colonne.variant import VARIANTS
from ludo.mensch import chances as mensch_chances

#: the levels of a seat and their weights: a seat is hard one time in nine
#: (the hard players' search is most of the benchmark's time: a colonne small
#: game with a hard player costs 20 to 40 times one without)
LEVELS = {"hard": 1, "medium": 4, "random": 4}
#: kind -> (share of the games, the arena game, players, probability to sample a position)
KINDS = {
    "mensch-2": (0.35, "mensch", 2, 0.06),
    "mensch-3": (0.10, "mensch", 3, 0.03),
    "mensch-4": (0.20, "mensch", 4, 0.02),
    "colonne-small": (0.15, "colonne", 2, 0.25),
    "colonne-large": (0.20, "colonne", 2, 0.13),
}
#: the arena seeds: the fit's games and the check's never share one
SEEDS = {"fit": 1000, "check": 2000}
TARGET = 0.03  # every decile within 3 points


# --- playing and sampling ------------------------------------------------------

def play(kind: str, purpose: str, index: int) -> list[tuple]:
    """Game ``index`` of ``kind`` for ``purpose`` ("fit" or "check"): the sampled
    positions, each ``(kind, position, winner)`` (mensch: fast-path state and
    winning seat index; colonne: (variant, white, black, turn) and the winning colour)."""
    _, game, players, probability = KINDS[kind]
    seed = SEEDS[purpose] + list(KINDS).index(kind)
    draw = random.Random(f"calibration:{seed}:{index}")  # levels, options, sampling; never the dice
    if game == "mensch":
        options = {"mandatory_capture": draw.random() < 0.5, "lane_jump": draw.random() < 0.2,
                   "start_with_piece": draw.random() < 0.2}
    else:
        options = {"variant": kind.split("-")[1]}
    line_up = draw.choices(list(LEVELS), weights=list(LEVELS.values()), k=players)
    seen: list = []

    def observe(position) -> None:
        if draw.random() < probability:
            seen.append(position)

    _places, _length, winner = arena.play_one(game, line_up, options, seed, index, observe)
    if winner is None:
        return []
    seat = arena.line_up(line_up, index).index(winner)
    if game == "mensch":
        return [(kind, state, seat) for state in seen]
    colour = ("white", "black")[seat]
    return [(kind, (p.variant.name, p.white, p.black, p.turn), colour) for p in seen]


def _play_range(task: tuple) -> list[tuple]:
    kind, purpose, start, stop = task
    out: list[tuple] = []
    for index in range(start, stop):
        out.extend(play(kind, purpose, index))
    return out


def collect(purpose: str, games: int, jobs: int) -> list[tuple]:
    """The sampled positions of ``games`` games (split between the kinds by their shares)."""
    tasks = []
    for kind, (share, *_rest) in KINDS.items():
        count = round(games * share)
        size = max(1, count // (8 * jobs))
        tasks += [(kind, purpose, start, min(count, start + size)) for start in range(0, count, size)]
    started = time.perf_counter()
    samples: list[tuple] = []
    if jobs == 1:
        for task in tasks:
            samples.extend(_play_range(task))
    else:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else None)
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for part in pool.map(_play_range, tasks):
                samples.extend(part)
    print(f"{purpose}: {games} games played, {len(samples)} positions sampled "
          f"in {time.perf_counter() - started:.0f} s", flush=True)
    return samples


# --- the models ----------------------------------------------------------------

def alternatives(sample: tuple) -> tuple[str, list[list[float]], int]:
    """(model, each player's feature vector, index of the winner) of a sample."""
    kind, position, winner = sample
    if kind.startswith("mensch"):
        seats, pieces, turn = position[0], position[1], position[2]
        return f"mensch-{len(seats)}", mensch_chances.features(seats, pieces, turn), winner
    variant, white, black, turn = position
    roller, opponent = (white, black) if turn == "white" else (black, white)
    row = colonne_chances.features(VARIANTS[variant], roller, opponent)
    return kind, [row, [0.0] * len(row)], 0 if winner == turn else 1


def predictions(sample: tuple) -> list[tuple[float, bool]]:
    """(predicted chance, won) for every player of a sample, from the modules."""
    kind, position, winner = sample
    if kind.startswith("mensch"):
        return [(p, seat == winner) for seat, p in enumerate(mensch_chances.state_chances(position))]
    variant, white, black, turn = position
    roller, opponent = (white, black) if turn == "white" else (black, white)
    p = colonne_chances.roller_chance(VARIANTS[variant], roller, opponent)
    return [(p, winner == turn), (1.0 - p, winner != turn)]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[col][col]:
                factor = rows[r][col] / rows[col][col]
                for k in range(col, n + 1):
                    rows[r][k] -= factor * rows[col][k]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit_logit(data: list[tuple[list[list[float]], int]]) -> tuple[list[float], float]:
    """Maximum likelihood of a conditional logit (a player's chance: exp(theta . x)
    over the sum for all players) by Newton's method: (theta, mean log loss)."""
    size = len(data[0][0][0])
    theta = [0.0] * size
    loss = 0.0
    for _ in range(40):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        loss = 0.0
        for rows, won in data:
            scores = [sum(t * x for t, x in zip(theta, row, strict=True)) for row in rows]
            top = max(scores)
            weights = [math.exp(s - top) for s in scores]
            total = sum(weights)
            probs = [w / total for w in weights]
            loss -= math.log(max(probs[won], 1e-300))
            mean = [sum(p * row[j] for p, row in zip(probs, rows, strict=True)) for j in range(size)]
            for j in range(size):
                gradient[j] += rows[won][j] - mean[j]
                for k in range(j + 1):
                    hessian[j][k] += sum(p * row[j] * row[k] for p, row in zip(probs, rows, strict=True)) - mean[j] * mean[k]
        for j in range(size):
            hessian[j][j] += 1e-9
            for k in range(j):
                hessian[k][j] = hessian[j][k]
        step = _solve(hessian, gradient)
        theta = [t + s for t, s in zip(theta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    return theta, loss / len(data)


def fit(samples: list[tuple]) -> None:
    by_model: dict[str, list] = {}
    for sample in samples:
        model, rows, won = alternatives(sample)
        by_model.setdefault(model, []).append((rows, won))
    for model in sorted(by_model):
        theta, loss = fit_logit(by_model[model])
        game, key = model.split("-")
        key = repr(key) if game == "colonne" else key
        numbers = ", ".join(f"{t:.5f}" for t in theta)
        print(f"{model}: {len(by_model[model])} positions, mean log loss {loss:.5f}\n    {key}: ({numbers}),")


# --- the table -------------------------------------------------------------------

def table(pairs: list[tuple[float, bool]]) -> tuple[list[tuple[int, int, float, float]], float, float]:
    """Per decile (index, pairs, mean predicted, observed rate); the calibration
    error (weighted mean of |observed - predicted|) and the largest difference."""
    rows = []
    for decile in range(10):
        chosen = [(p, won) for p, won in pairs if min(int(p * 10), 9) == decile]
        if chosen:
            rows.append((decile, len(chosen), sum(p for p, _ in chosen) / len(chosen),
                         sum(won for _, won in chosen) / len(chosen)))
        else:
            rows.append((decile, 0, math.nan, math.nan))
    counted = [r for r in rows if r[1]]
    error = sum(n * abs(seen - predicted) for _, n, predicted, seen in counted) / sum(n for _, n, _, _ in counted)
    worst = max(abs(seen - predicted) for _, _, predicted, seen in counted)
    return rows, error, worst


def report(samples: list[tuple]) -> bool:
    """Print the tables; True when every decile of both games is within the target."""
    ok = True
    for game in ("mensch", "colonne"):
        pairs = [pair for sample in samples if sample[0].startswith(game) for pair in predictions(sample)]
        rows, error, worst = table(pairs)
        print(f"\n{game}: {sum(1 for s in samples if s[0].startswith(game))} positions, {len(pairs)} (position, player) pairs")
        print("| predicted | pairs | mean predicted | observed | difference |")
        print("|---|---:|---:|---:|---:|")
        for decile, n, predicted, seen in rows:
            print(f"| {10 * decile}-{10 * decile + 10}% | {n:,} | {100 * predicted:.1f}% | {100 * seen:.1f}% "
                  f"| {100 * (seen - predicted):+.1f} |")
        verdict = "meets" if worst <= TARGET else "MISSES"
        print(f"calibration error {100 * error:.2f} points, largest decile difference {100 * worst:.2f} points: "
              f"{verdict} the target (every decile within {100 * TARGET:.0f} points)")
        ok = ok and worst <= TARGET
        for kind in KINDS:
            if kind.startswith(game):
                part = [pair for sample in samples if sample[0] == kind for pair in predictions(sample)]
                if part:
                    _, error, worst = table(part)
                    print(f"    {kind}: {len(part)} pairs, calibration error {100 * error:.2f}, "
                          f"largest decile difference {100 * worst:.2f} points")
    return ok


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=None, help="games to play (check: 20000, fit: 6000)")
    parser.add_argument("--fit", action="store_true", help="play the fitting games and fit the models")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--save", help="keep the sampled positions in this file")
    parser.add_argument("--load", help="take the sampled positions from this file instead of playing")
    args = parser.parse_args(argv)
    purpose = "fit" if args.fit else "check"
    if args.load:
        with open(args.load, "rb") as f:
            samples = pickle.load(f)
        print(f"{len(samples)} positions from {args.load}")
    else:
        games = args.games or (6000 if args.fit else 20000)
        samples = collect(purpose, games, args.jobs)
    if args.save:
        with open(args.save, "wb") as f:
            pickle.dump(samples, f)
    if args.fit:
        fit(samples)
    report(samples)
    return 0


if __name__ == "__main__":
    sys.exit(main())
