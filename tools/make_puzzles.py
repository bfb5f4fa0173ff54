"""Make the puzzle sets shipped with the site: web/data/puzzles-<game>.json.

    python3 tools/make_puzzles.py            # both games, the shipped sets
    python3 tools/make_puzzles.py --check    # only check the shipped sets (every puzzle)

Seeded computer games of both games (mensch: 2, 3 and 4 players; colonne: the
small variant), players of every level, are played to their end; every turn with
at least two choices is judged by :mod:`ludo.puzzles` (the analysis' own chances)
and kept when one choice is clearly best. From those, at most
:data:`PER_GAME` per game record, :data:`PER_GRADE` of each grade are taken in
the order they were found. The same seeds give the same files, byte for byte.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ludo import puzzles  # noqa: E402  (after sys.path is set)

OUT = ROOT / "web" / "data"
PER_GRADE = 80          # puzzles of each grade per game (3 grades: 240 a game)
PER_GAME = 2            # at most this many from one game record
SEED = 2026
MENSCH_LINEUPS = (("medium", "easy"), ("easy", "medium", "random"), ("medium", "easy", "medium", "random"),
                  ("random", "medium"), ("hard", "easy", "random", "medium"), ("easy", "random", "easy"))
COLONNE_LINEUPS = (("medium", "easy"), ("easy", "medium"), ("random", "medium"), ("easy", "random"))


def mensch_candidates(index: int):
    """The puzzles of mensch game ``index`` (a seeded game), in the order of the game."""
    from ludo.mensch import fast, rules
    from ludo.mensch.arena import SEATINGS, Player
    from ludo.mensch.hints import hints_for
    from ludo.mensch.position import Options, Position

    lineup = MENSCH_LINEUPS[index % len(MENSCH_LINEUPS)]
    rng = random.Random(f"{SEED}/mensch/{index}")
    options = Options(mandatory_capture=index % 3 != 2, lane_jump=index % 5 == 4, start_with_piece=False)
    state = fast.from_position(Position.initial(SEATINGS[len(lineup)], options))
    players = [Player(level, f"{SEED}/{index}/{seat}") for seat, level in enumerate(lineup)]
    for rolls, roll in enumerate(fast.dice(rng)):
        if rolls > 4000:
            return
        moves = fast.legal(state, roll)
        if len(moves) >= 2:
            position = fast.to_position(state)
            found = puzzles.mensch_puzzle(position, roll)
            if found is not None:
                legal = list(rules.legal_moves(position, roll))
                marks = {(h.choice.origin, h.choice.target): h.mark
                         for h in hints_for(state, roll, legal, moves)}
                answer = (found["answer"]["from"], found["answer"]["to"])
                if marks.get(answer) == "good":   # the hints agree: their reasons explain it
                    yield {**found, "source": f"mensch game {index}, throw {rolls}"}
        move = None if not moves else moves[0] if len(moves) == 1 else players[state[2]](state, roll, moves)
        state = fast.apply(state, roll, move)
        if fast.winner(state) is not None:
            return


def colonne_candidates(index: int):
    from ludo.colonne import rules
    from ludo.colonne.ai import PLAYERS
    from ludo.colonne.position import WHITE, initial
    from ludo.colonne.variant import variant_named

    lineup = COLONNE_LINEUPS[index % len(COLONNE_LINEUPS)]
    rng = random.Random(f"{SEED}/colonne/{index}")
    variant = variant_named("small")
    players = [PLAYERS[level](f"{SEED}/{index}/{seat}") for seat, level in enumerate(lineup)]
    position = initial(variant, WHITE)
    throws = 0
    while position.winner is None and throws < 2000:
        if not position.dice:
            throws += 1
            position = rules.roll(position, tuple(rng.randint(1, 6) for _ in range(variant.dice)))
            if position.dice and position.winner is None:
                found = puzzles.colonne_puzzle(position)
                if found is not None:
                    yield {**found, "source": f"colonne game {index}, throw {throws}"}
            continue
        step = players[0 if position.turn == WHITE else 1](position)
        position = rules.play(position, step)


def make(game: str, games: int = 1500) -> list[dict]:
    candidates = mensch_candidates if game == "mensch" else colonne_candidates
    chosen: dict[str, list[dict]] = {name: [] for name, _ in puzzles.GRADES[game]}
    seen = set()
    for index in range(games):
        taken = 0
        for found in candidates(index):
            key = (found["position"], json.dumps(found["roll"]))
            box = chosen[found["grade"]]
            if key in seen or len(box) >= PER_GRADE or taken >= PER_GAME:
                continue
            seen.add(key)
            box.append(found)
            taken += 1
        if all(len(box) >= PER_GRADE for box in chosen.values()):
            break
    out = []
    prefix = game[0]
    for name, _ in puzzles.GRADES[game]:
        for found in chosen[name]:
            out.append({"id": f"{prefix}-{len(out) + 1:03d}", **found})
    return out


def write(game: str, items: list[dict]) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"puzzles-{game}.json"
    data = {"format": puzzles.FORMAT, "game": game, "margin": puzzles.MARGIN[game],
            "grades": {name: bound for name, bound in puzzles.GRADES[game]},
            "made_by": "python3 tools/make_puzzles.py", "puzzles": items}
    path.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def check(game: str) -> int:
    data = json.loads((OUT / f"puzzles-{game}.json").read_text(encoding="utf-8"))
    for puzzle in data["puzzles"]:
        puzzles.check(puzzle)
    return len(data["puzzles"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the shipped sets")
    parser.add_argument("--game", choices=("mensch", "colonne"), action="append")
    args = parser.parse_args(argv)
    for game in args.game or ("mensch", "colonne"):
        started = time.perf_counter()
        if args.check:
            count = check(game)
            print(f"{game}: {count} puzzles hold ({time.perf_counter() - started:.1f} s)")
            continue
        items = make(game)
        path = write(game, items)
        grades = {name: sum(1 for p in items if p["grade"] == name) for name, _ in puzzles.GRADES[game]}
        print(f"{game}: {len(items)} puzzles {grades} -> {path.relative_to(ROOT)} "
              f"({path.stat().st_size // 1024} KB, {time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
