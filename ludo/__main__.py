"""Command line: ``python -m ludo play``, ``python -m ludo simulate ...``,
``python -m ludo analyse RECORD.json`` and ``python -m ludo bench``.

    python -m ludo play                  # one game of computer players, action by action
    python -m ludo play --game colonne --players hard,random --seed 3 --quiet

    python -m ludo simulate --games 1000 --players hard,medium
    python -m ludo simulate --games 400 --players hard,medium,medium,medium \\
        --options mandatory_capture=false --seed 7 --jobs 2
    python -m ludo simulate --game colonne --games 200 --players hard,random --options variant=large
    python -m ludo analyse game.json     # a game record's luck and choices, turn by turn
    python -m ludo bench
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any

from ludo import arena
from ludo.errors import LudoError
from ludo.limits import brief


def parse_options(text: str | None) -> dict[str, Any]:
    """``"a=true,b=3,c=large"`` -> ``{"a": True, "b": 3, "c": "large"}``."""
    options: dict[str, Any] = {}
    if not text:
        return options
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise arena.ArenaError(f"option {brief(item)}: expected name=value")
        options[key] = _value(value.strip())
    return options


def _value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "on", "yes"):
        return True
    if lowered in ("false", "off", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        return text


def parse_players(text: str) -> list[str]:
    players = [p.strip() for p in text.split(",") if p.strip()]
    if not players:
        raise arena.ArenaError(f"players {brief(text)}: give a comma-separated list of levels")
    return players


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m ludo", description="ludo: dice race games")
    commands = parser.add_subparsers(dest="command", required=True)

    simulate = commands.add_parser(
        "simulate",
        help="computer players against each other: win shares with 95%% intervals",
        description="Play many games between computer players (seats rotated) and print "
        "each level's win share with a 95%% Wilson interval, the average game length "
        "and the throughput.",
    )
    simulate.add_argument("--games", type=int, default=1000, help="number of games (default 1000)")
    simulate.add_argument(
        "--players", required=True, help="levels in seat order, comma-separated, e.g. hard,medium,random"
    )
    simulate.add_argument("--game", default="mensch", help="mensch (default) or colonne")
    simulate.add_argument(
        "--options", default="", help="game options as name=value,... (e.g. mandatory_capture=false)"
    )
    simulate.add_argument("--seed", type=int, default=0, help="seed of the run (default 0)")
    simulate.add_argument("--jobs", type=int, default=None, help="processes (default: 2 cores for long runs)")

    play = commands.add_parser(
        "play",
        help="one game between computer players, through the object protocol, action by action",
        description="Play one game between computer players through the object protocol "
        "(ludo.protocol): each throw and choice in the game's notation, then the result.",
    )
    play.add_argument("--game", default="mensch", help="mensch (default) or colonne")
    play.add_argument("--players", default="random,random",
                      help="levels in seat order, comma-separated (default random,random; colonne: two)")
    play.add_argument("--options", default="", help="the game's parameters as name=value,... (e.g. variant=large)")
    play.add_argument("--seed", type=int, default=1, help="seed of the dice and the players (default 1)")
    play.add_argument("--quiet", action="store_true", help="only the result")

    analyse = commands.add_parser(
        "analyse",
        help="a game record's analysis: chances, luck and the cost of each choice, turn by turn",
        description="Analyse a game record (ludo-record/1, either game): a line per turn with the "
        "mover's chance before and after, the throw's luck and the choice's loss against the best "
        "(?? marks a player's biggest mistakes), then each player's summary.",
    )
    analyse.add_argument("record", help="the record's JSON file ('-': standard input)")

    commands.add_parser("bench", help="rules-engine throughput (random play)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "simulate":
            report = arena.run(
                parse_players(args.players),
                args.games,
                game=args.game,
                options=parse_options(args.options),
                seed=args.seed,
                jobs=args.jobs,
            )
            print(report.format())
        elif args.command == "play":
            print(_play(args.game, parse_players(args.players), parse_options(args.options), args.seed,
                        args.quiet))
        elif args.command == "analyse":
            print(_analyse(args.record))
        elif args.command == "bench":
            return _bench()
    except LudoError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


def _play(game: str, levels: list[str], options: dict[str, Any], seed: int, quiet: bool) -> str:
    """One game of ``levels`` (in seat order) through the object protocol, in words."""
    import random

    from ludo import protocol, registry

    if "players" in dict(registry.game_info(game).params):  # a game for a number of players
        options = {"players": len(levels), **options}
    state = registry.new_state(game, **options)
    if len(levels) != state.info.num_players:
        raise arena.ArenaError(f"{game} here has {state.info.num_players} players: give as many levels, "
                               f"not {len(levels)}")
    ai = registry.ai(game)
    players = [ai.player(level, seed * 10 + seat) for seat, level in enumerate(levels)]
    dice = random.Random(seed)
    lines = []
    while not state.is_terminal():
        mover = state.current_player()
        if mover == protocol.CHANCE:
            action = protocol.sample_outcome(state.chance_outcomes(), dice.random())
        else:
            action = players[mover](state)
        if not quiet:
            lines.append(f"{state.length + 1:>5} {'dice' if mover == protocol.CHANCE else f'seat {mover}':<7} "
                         f"{state.action_to_string(action)}")
        state, _events = state.apply_action(action)
    winner = state.winner()
    result = "cut off" if winner is None else f"seat {winner} ({levels[winner]}) wins"
    lines.append(f"{game} {', '.join(levels)}, seed {seed}: {result} after {state.length} actions; "
                 f"returns {state.returns()}")
    return "\n".join(lines)


def _analyse(path: str) -> str:
    """The text analysis of the record in file ``path`` (``-``: standard input)."""
    import json

    from ludo import registry
    from ludo.errors import InvalidRecord

    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as error:
        raise InvalidRecord(f"record {path}: {error.strerror or error}") from None
    try:
        record = json.loads(text)
    except ValueError as error:
        raise InvalidRecord(f"record {path}: not JSON ({error})") from None
    return registry.analysis(registry.game_of_record(record)).text(record)


def _bench() -> int:
    """Print the engine's random-play throughput (:func:`ludo.mensch.bench.main`)."""
    from ludo.mensch import bench

    print(bench.main())
    return 0


if __name__ == "__main__":
    sys.exit(main())
