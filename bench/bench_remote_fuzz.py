"""A longer fuzz of the links of a game at a distance than the suite's (a benchmark, not a
test: prints figures, exits 0).

    python3 bench/bench_remote_fuzz.py [--links N] [--seed S]

The links of real games (tests/remote_fuzz.py: invitations, answers, turn links, full
links, a vote; two and three seats, both games), each field of each message mutated to
every JSON type (deep and huge values, lists for objects and the reverse, fields dropped
and added), or the text itself cut or changed, and opened as the page opens them. It
prints the links per second, the refusals by code, and every kind of exception other than
RemoteError with an example (none expected).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import remote_fuzz  # noqa: E402 - after tests/ is on the import path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--links", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    scenes = remote_fuzz.scenes()
    start = time.perf_counter()
    codes, others, examples = remote_fuzz.run(args.links, seed=args.seed, bases=scenes)
    took = time.perf_counter() - start
    print(f"{args.links:,} mutated links of {len(scenes)} real ones in {took:.1f} s: "
          f"{args.links / took:,.0f} links per second")
    print("taken or refused, by code: " + ", ".join(f"{code} {n:,}" for code, n in codes.most_common()))
    print(f"kinds of exception other than RemoteError: {len(others)}")
    for kind, n in others.most_common():
        print(f"  {kind}: {n:,}")
    for example in examples:
        print("  e.g.", example)


if __name__ == "__main__":
    main()
