"""Random-play throughput through the object protocol (ludo.protocol), the
PettingZoo environment and the engine's own paths, for both games, in one run.

    python3 bench/bench_protocol.py [--seconds 1.5] [--repeat 3]

Per line: decisions/s (a player chose an action), rolls/s (throws) and games/s
per second of this process's CPU time (the machine is shared: CPU time does
not count what other processes take), the median of ``--repeat`` runs, then
the wall-clock decisions/s (median) and the rate against the reference path
of that game (``x ref``: mensch decisions/s against ``objects``, colonne
rolls/s against ``engine``). The goals are checked at the end.

- ``protocol apply``: ``GameState.apply`` (the trusted in-place fast path);
- ``protocol apply_action``: ``GameState.apply_action`` (checked, a new state
  and the events each time);
- ``pettingzoo``: ``ludo.pettingzoo.env`` with ``last()`` / ``step()`` and a
  uniformly random legal action from the mask (needs the rl extra);
- ``engine``: mensch ``ludo.mensch.fast.random_playout``; colonne the clean
  API loop of ``ludo.colonne.bench.random_play`` (roll / legal_steps / play):
  colonne's reference;
- ``objects``: mensch's checked object API, ``rules.legal_moves`` and
  ``rules.play`` (mensch's reference);
- ``LUDOpy``: ``ludopy.Game`` with random pieces, when ``pip install ludopy``
  worked (four players; it has no options).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ludo import protocol, registry
from ludo.mensch import fast
from ludo.mensch.position import Position

CASES = [("mensch", {"players": 2}), ("mensch", {"players": 4}), ("colonne", {"variant": "small"}),
         ("colonne", {"variant": "large"})]


REPEAT = 3


def _once(seconds: float, one_game) -> dict:
    decisions = rolls = games = 0
    started, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - started < seconds:
        d, r = one_game()
        decisions, rolls, games = decisions + d, rolls + r, games + 1
    elapsed, used = time.perf_counter() - started, max(time.process_time() - cpu, 1e-9)
    return {"decisions_per_s": decisions / used, "rolls_per_s": rolls / used, "games_per_s": games / used,
            "wall_decisions_per_s": decisions / elapsed}


def _timed(seconds: float, one_game) -> dict:
    """The median of :data:`REPEAT` runs of ``seconds`` each, figure by figure."""
    runs = [_once(seconds, one_game) for _ in range(REPEAT)]
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]} | {
        "runs": [round(run["decisions_per_s"]) for run in runs]}


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
        for _agent in env.agent_iter():
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


def objects_game(params: dict, rng: random.Random):
    """mensch through its checked object API: ``rules.legal_moves`` and ``rules.play``."""
    from ludo.mensch import rules

    start = Position.initial(registry.state_module("mensch").SEATINGS[params["players"]])

    def one() -> tuple[int, int]:
        position, decisions, rolls = start, 0, 0
        while rules.result(position) is None:
            roll = rng.randint(1, 6)
            rolls += 1
            moves = list(rules.legal_moves(position, roll))
            move = moves[int(rng.random() * len(moves))] if moves else None
            decisions += move is not None
            position = rules.play(position, roll, move)
        return decisions, rolls
    return one


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
        if game == "mensch":
            rows.append((label, "objects", _timed(seconds, objects_game(params, random.Random(1)))))
    try:
        rows.append(("LUDOpy 1.5 (4 players)", "ludopy.Game", _timed(seconds, ludopy_game(random.Random(1)))))
    except ImportError as error:
        rows.append(("LUDOpy", "ludopy.Game", f"not installed ({error}): pip install ludopy"))
    return rows


LUDOPY_HERE = 24_000  # LUDOpy's decisions/s on this machine when it installed (the figure)


def _reference(rows: list, label: str) -> float | None:
    for row_label, path, figures in rows:
        if row_label == label and not isinstance(figures, str):
            if path == "objects":
                return figures["decisions_per_s"]
            if path == "engine" and label.startswith("colonne"):
                return figures["rolls_per_s"]
    return None


def goals(rows: list) -> list[str]:
    """Each goal, met or not, with the figures."""
    found = {(label, path): figures for label, path, figures in rows if not isinstance(figures, str)}
    lines = []
    mensch = found.get(("mensch players=2", "protocol apply"))
    if mensch:
        rate = mensch["decisions_per_s"]
        lines.append(f"{'met' if rate >= 100_000 else 'NOT met'}: the protocol plays >= 100,000 mensch decisions/s "
                     f"(2 players): {rate:,.0f} (runs {mensch['runs']})")
    for variant, today in (("small", 7_600), ("large", 4_400)):
        colonne = found.get((f"colonne variant={variant}", "protocol apply"))
        engine = found.get((f"colonne variant={variant}", "engine"))
        if colonne and engine:
            rate, clean = colonne["rolls_per_s"], engine["rolls_per_s"]
            lines.append(f"{'met' if rate >= 5 * max(today, clean) else 'NOT met'}: colonne {variant} >= 5 x the "
                         f"clean API's rolls/s: {rate:,.0f} ({rate / today:.1f} x the issue's {today:,}, "
                         f"{rate / clean:.1f} x the clean API measured here, {clean:,.0f})")
    ludopy = found.get(("LUDOpy 1.5 (4 players)", "ludopy.Game"))
    zoo = found.get(("mensch players=4", "pettingzoo"))
    if zoo:
        against = ludopy["decisions_per_s"] if ludopy else LUDOPY_HERE
        where = "measured here" if ludopy else "the issue's figure, not installed"
        rate, wall = zoo["decisions_per_s"], zoo["wall_decisions_per_s"]
        lines.append(f"{'met' if rate >= 2 * against else 'NOT met'}: PettingZoo (mensch, 4 players) >= 2 x LUDOpy "
                     f"({against:,.0f}/s, {where}): {rate:,.0f} per CPU second ({rate / against:.1f} x), "
                     f"{wall:,.0f} by the wall clock")
    return lines


def main(argv: list[str] | None = None) -> int:
    global REPEAT
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="time per measurement")
    parser.add_argument("--repeat", type=int, default=REPEAT, help="measurements per line (the median is shown)")
    args = parser.parse_args(argv)
    REPEAT = args.repeat
    rows = run(args.seconds)
    print(f"{'game':26} {'path':22} {'decisions/s':>12} {'rolls/s':>12} {'games/s':>9} {'wall dec/s':>11} {'x ref':>6}")
    for label, path, figures in rows:
        if isinstance(figures, str):
            print(f"{label:26} {path:22} {figures}")
            continue
        reference = _reference(rows, label)
        key = "rolls_per_s" if label.startswith("colonne") else "decisions_per_s"
        ratio = f"{figures[key] / reference:6.1f}" if reference else ""
        print(f"{label:26} {path:22} {figures['decisions_per_s']:12,.0f} {figures['rolls_per_s']:12,.0f} "
              f"{figures['games_per_s']:9,.1f} {figures['wall_decisions_per_s']:11,.0f} {ratio}")
    print(f"(per CPU second, median of {REPEAT} runs of {args.seconds} s; x ref: against objects (mensch) / engine (colonne))")
    for line in goals(rows):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
