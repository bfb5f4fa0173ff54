"""The reference figures of the colonne analysis: records played once, with the
analysis the code of their time gave them, to check a faster analysis against.

    python3 bench/analysis_reference.py            # compare today's analysis to the stored figures
    python3 bench/analysis_reference.py --write    # store today's figures (done once, before a change)

The file (:data:`PATH`, ``tests/data/colonne-analysis-reference.json``) holds,
for each game of :data:`GAMES`, its record (so a later change to the computer
players cannot change the game) and ``api.analyse(record)`` as it was when the
file was written (the commit is in the file). ``tests/test_analysis_reference.py``
checks every figure of every turn against it to 1e-9, and every best choice
exactly; ``bench/bench_analysis.py`` prints the same comparison.

The figures were written by the analysis before issue 20 (commit 4012f9a): a
search of every order of steps for each of the 21 or 56 throws, sharing one
table of (position, dice left) per turn.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from ludo import api  # noqa: E402  (after sys.path is set)

PATH = ROOT / "tests" / "data" / "colonne-analysis-reference.json"
TOLERANCE = 1e-9

#: The position of ``tests/test_analysis.py``'s ``large_start``: late in a
#: large game, dice already thrown (the first turn's throw is not the record's).
LATE_LARGE = {"format": "ludo-position/1", "game": "colonne", "variant": "large",
              "pieces": {"white": [55] * 9 + [40, 44, 44, 47, 50, 30],
                         "black": [55] * 8 + [38, 42, 46, 46, 49, 25, 12]},
              "turn": "white", "dice": [6, 2, 1], "again": False}

#: name -> (white's level, black's level, variant, seed, start): played by
#: ``ludo.colonne.arena.record_game``. "large hard" and "small hard-medium"
#: are the games of ``bench/bench_analysis.py``; "large random" is a long
#: game with many pieces spread out, the costliest kind to analyse; "large
#: medium" held the longest single throw of the old code.
GAMES: dict[str, tuple] = {
    "small hard-medium": ("hard", "medium", "small", 5, None),
    "small hard-medium 4": ("hard", "medium", "small", 4, None),
    "small random": ("random", "random", "small", 5, None),
    "small medium-hard": ("medium", "hard", "small", 6, None),
    "large hard": ("hard", "hard", "large", 5, None),
    "large random": ("random", "random", "large", 5, None),
    "large medium": ("medium", "medium", "large", 5, None),
    "large late, dice thrown": ("hard", "random", "large", 3, LATE_LARGE),
}


def play(name: str) -> dict:
    from ludo.colonne import arena

    white, black, variant, seed, start = GAMES[name]
    return arena.record_game([white, black], variant, seed, start)


def load() -> dict:
    """``{"commit": ..., "games": {name: {"record": ..., "analysis": ...}}}``."""
    return json.loads(PATH.read_text())


def differences(old: dict, new: dict) -> tuple[float, list[str]]:
    """The largest difference of any figure between two analyses of one record
    (``start``, every turn's ``before``, ``after``, ``luck``, ``loss``, every
    summary's ``luck``, ``loss`` and ``mean_loss``), and what else differs
    (a best or played choice, a count of choices, a rating, the mistakes...),
    in words. When the new analysis estimated some turns (past the work a
    record may take), only the turns before the first of them are compared,
    and not the summaries."""
    largest = 0.0
    other: list[str] = []

    def figure(where: str, a: float, b: float) -> None:
        nonlocal largest
        largest = max(largest, abs(a - b))

    def same(where: str, a, b) -> None:
        if a != b:
            other.append(f"{where}: {a!r} then, {b!r} now")

    for player, chance in old["start"].items():
        figure("start", chance, new["start"][player])
    same("turns", len(old["turns"]), len(new["turns"]))
    first = next((turn["turn"] for turn in new["turns"] if "estimated" in turn), None)
    if first is not None:  # past the work a record may take: compared up to the first estimate
        old, new = dict(old, turns=old["turns"][:first], summary={}), dict(new, turns=new["turns"][:first])
    for was, now in zip(old["turns"], new["turns"], strict=False):  # (a count that differs is told above)
        where = f"turn {was['turn']}"
        for key in ("kind", "turn", "at", "mover", "roll", "played", "best", "choices"):
            same(f"{where} {key}", was[key], now[key])
        for key in ("before", "after"):
            for player, chance in was[key].items():
                figure(where, chance, now[key][player])
        for key in ("luck", "loss"):
            figure(where, was[key], now[key])
    for player, was in old["summary"].items():
        now = new["summary"][player]
        for key in ("turns", "decisions", "rating", "mistakes"):
            same(f"summary {player} {key}", was[key], now[key])
        for key in ("luck", "loss", "mean_loss"):
            figure(f"summary {player}", was[key], now[key])
    same("winner", old["winner"], new["winner"])
    return largest, other


def compare(names=None, out=print) -> bool:
    """Analyse the stored records with today's code and print, per game, the
    largest difference from the stored figures; True when every figure is
    within :data:`TOLERANCE` and everything else is equal."""
    stored = load()
    good = True
    for name, game in stored["games"].items():
        if names is not None and name not in names:
            continue
        started = time.perf_counter()
        new = api.analyse(game["record"])
        took = time.perf_counter() - started
        largest, other = differences(game["analysis"], new)
        fine = largest <= TOLERANCE and not other
        good &= fine
        out(f"  {name:<24} {len(new['turns']):>4} turns  {took:6.2f} s  largest difference {largest:.1e}  "
            f"{'same' if fine else 'DIFFERENT'}{estimated(new)}" + "".join(f"\n      {line}" for line in other[:5]))
    return good


def estimated(analysis: dict) -> str:
    """What a comparison leaves out: the turns past the work a record may
    take (``ludo.colonne.analysis.RECORD_WORK``), in words (or nothing)."""
    count = sum(1 for turn in analysis["turns"] if "estimated" in turn)
    if not count:
        return ""
    first = next(turn["turn"] for turn in analysis["turns"] if "estimated" in turn)
    return f" (turns {first} on: {count} estimated, past the record's work, not compared)"


def write() -> None:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    games = {}
    for name in GAMES:
        record = play(name)
        started = time.perf_counter()
        games[name] = {"record": record, "analysis": api.analyse(record)}
        print(f"  {name:<24} {len(games[name]['analysis']['turns']):>4} turns  "
              f"{time.perf_counter() - started:6.2f} s", flush=True)
    PATH.parent.mkdir(parents=True, exist_ok=True)
    PATH.write_text(json.dumps({"commit": commit, "games": games}, separators=(",", ":")) + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", action="store_true", help="store today's figures as the reference")
    args = parser.parse_args(argv)
    if args.write:
        write()
        return 0
    return 0 if compare() else 1


if __name__ == "__main__":
    sys.exit(main())
