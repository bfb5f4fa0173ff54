"""How long the links of a game at a distance are: whole games played by links in
CPython (a benchmark, not a test: prints figures, exits 0).

    python3 bench/bench_remote_links.py [--games N] [--seed S]

Each game is played as the tests play them (tests/remote_helpers.py): one
:class:`ludo.remote.match.Match` per person's browser, random moves, every link
made for its receiver, decoded and merged (Ed25519 signatures, 8,192-value
chains). It prints, per game kind, the median and the longest *turn* link (every
link once the game has begun: the invitations and the answers to them are
counted apart), the longest link of the first round (it carries the seats'
joins), and the URL length of the median link behind ``distance.html#``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from remote_helpers import play_by_links, setup  # noqa: E402  (after sys.path is set)

from ludo.remote import link  # noqa: E402  (after sys.path is set)

KINDS = [
    ("mensch, 4 people", "mensch", ["me", "far", "far", "far"], {}),
    ("mensch, 2 people", "mensch", ["me", "far"], {}),
    ("mensch, 2 people and a computer", "mensch", ["me", "cpu", "far"], {}),
    ("colonne small", "colonne", ["me", "far"], {}),
    ("colonne large", "colonne", ["me", "far"], {"variant": "large"}),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'game':34} {'links':>6} {'median':>7} {'longest':>8} {'1st round':>10} {'setup':>6} {'s/game':>7}")
    for title, game, kinds, params in KINDS:
        turn, first, setup_links, started = [], [], [], time.perf_counter()
        for g in range(args.games):
            pages, invitations = setup(game, kinds, params, length=8192)
            setup_links.extend(len(t) for t in invitations)
            seen = []

            def on_link(sender, seat, text, first=first, turn=turn, seen=seen):  # this game's lists
                payload = link.decode(text)
                (first if "j" in payload else turn).append(len(text))
                seen.append(len(text))
            play_by_links(pages, random.Random(args.seed * 1000 + g), on_link=on_link)
        per_game = (time.perf_counter() - started) / args.games
        print(f"{title:34} {len(turn):6} {statistics.median(turn):7.0f} {max(turn):8} "
              f"{max(first) if first else 0:10} {max(setup_links):6} {per_game:7.1f}")
    print("(characters of the link itself; the page's URL adds 'distance.html#' and the host)")


if __name__ == "__main__":
    main()
