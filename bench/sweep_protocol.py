"""The heavy sweep of tests/test_protocol.py: thousands of whole random games
of both games through the object protocol, every step checked against the
JSON API (legal actions, the position after each action, the result) and
every event against the positions before and after, with the very checks of
the test (``check_mensch_step``, ``check_colonne_step``).

    python3 bench/sweep_protocol.py [--games 2000] [--seed 0]

``--games`` per game; the parameters cycle through every mensch seating and
option and both colonne variants and first players. Prints the games, the
actions checked and the time; exits 1 on the first disagreement (with the
game's parameters and seed, to replay it).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_protocol import check_colonne_step, check_mensch_step, play_checked  # noqa: E402  (after sys.path is set)

from ludo import registry  # noqa: E402  (after sys.path is set)

MENSCH = [dict(players=n, mandatory_capture=a, lane_jump=b, start_with_piece=c)
          for n in (2, 3, 4) for a, b, c in itertools.product((True, False), repeat=3)]
COLONNE = [dict(variant=v, first=f) for v in ("small", "large") for f in ("white", "black")]


def sweep(game: str, cases: list[dict], check, games: int, seed: int) -> tuple[int, float]:
    started, actions = time.perf_counter(), 0
    for index in range(games):
        params, game_seed = cases[index % len(cases)], seed * 1_000_003 + index
        try:
            state = play_checked(registry.new_state(game, **params), random.Random(game_seed), check, 100_000)
            assert state.is_terminal(), "the game did not end"
        except AssertionError as error:
            print(f"{game} {params} seed {game_seed}: {error}")
            raise SystemExit(1) from None
        actions += state.length
    return actions, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per game (default 2000)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    for game, cases, check in (("mensch", MENSCH, check_mensch_step), ("colonne", COLONNE, check_colonne_step)):
        actions, seconds = sweep(game, cases, check, args.games, args.seed)
        print(f"{game:<8} {args.games:>6} games, {actions:>9,} actions checked, all agree ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
