"""Random-play throughput through the object protocol (ludo.protocol), the
PettingZoo environment and the engine's own paths, for both games, in one run.

    python3 bench/bench_protocol.py [--seconds 1.5]

Per line: decisions/s (a player chose an action), rolls/s (throws) and games/s.

- ``protocol apply``: ``GameState.apply`` (the trusted in-place fast path);
- ``protocol apply_action``: ``GameState.apply_action`` (checked, a new state
  and the events each time);
- ``pettingzoo``: ``ludo.pettingzoo.env`` with ``last()`` / ``step()`` and a
  uniformly random legal action from the mask (needs the rl extra);
- ``engine``: mensch ``ludo.mensch.fast.random_playout``; colonne the clean
  API loop of ``ludo.colonne.bench.random_play`` (roll / legal_steps / play);
- ``LUDOpy``: ``ludopy.Game`` with random pieces, when ``pip install ludopy``
  worked (four players; it has no options).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ludo import protocol, registry  # noqa: E402
from ludo.mensch import fast  # noqa: E402
from ludo.mensch.position import Position  # noqa: E402

CASES = [("mensch", {"players": 2}), ("mensch", {"players": 4}), ("colonne", {"variant": "small"}),
         ("colonne", {"variant": "large"})]


def _timed(seconds: float, one_game) -> dict:
    decisions = rolls = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        d, r = one_game()
        decisions, rolls, games = decisions + d, rolls + r, games + 1
    elapsed = time.perf_counter() - started
    return {"decisions_per_s": decisions / elapsed, "rolls_per_s": rolls / elapsed, "games_per_s": games / elapsed}


def protocol_game(game: str, params: dict, rng: random.Random, checked: bool):
    def one() -> tuple[int, int]:
        state = registry.new_state(game, **params)
        decisions = rolls = 0
        random_ = rng.random
        while True:
            player = state.current_player()
            if player == protocol.TERMINAL:
                return decisions, rolls
            if player == protocol.CHANCE:
                action = protocol.sample_outcome(state.chance_outcomes(), random_())
                rolls += 1
            else:
                legal = state.legal_actions()
                action = legal[int(random_() * len(legal))]
                decisions += 1
            if checked:
                state, _ = state.apply_action(action)
            else:
                state.apply(action)
    return one


def pettingzoo_game(game: str, params: dict, rng: random.Random):
    import numpy as np

    from ludo.pettingzoo import env as make_env

    env = make_env(game, **params)
    seeds = iter(range(10**9))

    def one() -> tuple[int, int]:
        env.reset(seed=next(seeds))
        decisions = 0
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            legal = np.flatnonzero(observation["action_mask"])
            env.step(int(legal[int(rng.random() * len(legal))]))
            decisions += 1
        return decisions, env.state.length - decisions
    return one


def engine_game(game: str, params: dict, rng: random.Random):
    if game == "mensch":
        start = fast.from_position(Position.initial(registry.state_module("mensch").SEATINGS[params["players"]]))

        def one() -> tuple[int, int]:
            trace: list = []
            _, rolls = fast.random_playout(start, rng, trace)
            return sum(move is not None for _, move in trace), rolls
        return one
    from ludo.colonne.position import initial
    from ludo.colonne.rules import legal_steps, play, roll

    def one_colonne() -> tuple[int, int]:
        position = initial(params["variant"])
        decisions = rolls = 0
        while position.winner is None:
            if not position.dice:
                position = roll(position, tuple(rng.randint(1, 6) for _ in range(position.variant.dice)))
                rolls += 1
            else:
                position = play(position, rng.choice(legal_steps(position)))
                decisions += 1
        return decisions, rolls
    return one_colonne


def ludopy_game(rng: random.Random):
    import ludopy

    def one() -> tuple[int, int]:
        game = ludopy.Game()
        decisions = rolls = 0
        there_is_a_winner = False
        while not there_is_a_winner:
            (dice, move_pieces, _, _, _, there_is_a_winner), _ = game.get_observation()
            rolls += 1
            if len(move_pieces):
                piece = move_pieces[int(rng.random() * len(move_pieces))]
                decisions += 1
            else:
                piece = -1
            game.answer_observation(piece)
        return decisions, rolls
    return one


def run(seconds: float) -> list[tuple[str, str, dict | str]]:
    rows: list[tuple[str, str, dict | str]] = []
    for game, params in CASES:
        label = game + " " + " ".join(f"{k}={v}" for k, v in params.items())
        rows.append((label, "protocol apply", _timed(seconds, protocol_game(game, params, random.Random(1), False))))
        rows.append((label, "protocol apply_action", _timed(seconds, protocol_game(game, params, random.Random(1), True))))
        try:
            rows.append((label, "pettingzoo", _timed(seconds, pettingzoo_game(game, params, random.Random(1)))))
        except ImportError as error:
            rows.append((label, "pettingzoo", f"not installed ({error})"))
        rows.append((label, "engine", _timed(seconds, engine_game(game, params, random.Random(1)))))
    try:
        rows.append(("LUDOpy 1.5 (4 players)", "ludopy.Game", _timed(seconds, ludopy_game(random.Random(1)))))
    except ImportError as error:
        rows.append(("LUDOpy", "ludopy.Game", f"not installed ({error}): pip install ludopy"))
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="time per measurement")
    args = parser.parse_args(argv)
    print(f"{'game':26} {'path':22} {'decisions/s':>12} {'rolls/s':>12} {'games/s':>9}")
    for label, path, figures in run(args.seconds):
        if isinstance(figures, str):
            print(f"{label:26} {path:22} {figures}")
        else:
            print(f"{label:26} {path:22} {figures['decisions_per_s']:12,.0f} {figures['rolls_per_s']:12,.0f} "
                  f"{figures['games_per_s']:9,.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
