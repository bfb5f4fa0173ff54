"""Fuzzing: random and mutated positions, notations, records, rolls and moves.

Whatever goes in, only a ValueError with a message may come out (or a result).
Over 10,000 inputs, from a fixed seed so a failure repeats.
"""

from __future__ import annotations

import copy
import random

from mensch_helpers import random_position

from ludo import api
from ludo.mensch import Game, position_to_json, to_notation

JUNK = [None, True, False, 0, -1, 1, 6, 7, 43, 44, -2, 2**70, 1.5, 5.0, float("nan"), "", "0", "x",
        [], [1], [-1, -1, -1, -1], {}, {"0": 1}, ("t",), "m1.02.00.____.____"]


def junk(rng: random.Random):
    return rng.choice(JUNK) if rng.random() < 0.7 else rng.randint(-50, 50)


def mutate(value, rng: random.Random, depth: int = 0):
    """``value`` with one random change somewhere inside it."""
    if isinstance(value, dict) and value and rng.random() < 0.8 and depth < 4:
        key = rng.choice(list(value))
        out = dict(value)
        r = rng.random()
        if r < 0.15:
            del out[key]
        elif r < 0.25:
            out[rng.choice(["extra", "0", "1", "3", 4, "turn", "tries"])] = junk(rng)
        else:
            out[key] = mutate(value[key], rng, depth + 1)
        return out
    if isinstance(value, list) and value and rng.random() < 0.8 and depth < 4:
        out = list(value)
        r = rng.random()
        i = rng.randrange(len(out))
        if r < 0.15:
            del out[i]
        elif r < 0.25:
            out.insert(i, junk(rng))
        else:
            out[i] = mutate(out[i], rng, depth + 1)
        return out
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.6:
        return value + rng.choice([-44, -2, -1, 1, 2, 10, 40])
    return junk(rng)


def mutate_text(text: str, rng: random.Random) -> str:
    chars = "m0123456789abcdefzAEHIZ._-~ é\n"
    out = list(text)
    for _ in range(rng.randint(1, 3)):
        r = rng.random()
        i = rng.randrange(len(out) + 1)
        if r < 0.4 and out:
            out[min(i, len(out) - 1)] = rng.choice(chars)
        elif r < 0.7:
            out.insert(i, rng.choice(chars))
        elif out:
            del out[min(i, len(out) - 1)]
    return "".join(out)


def mutate_position(pos: dict, rng: random.Random) -> dict:
    """A position with one or two changes, most of them in its pieces, seats, turn or tries."""
    out = copy.deepcopy(pos)
    for _ in range(rng.randint(1, 2)):
        r = rng.random()
        if r < 0.45 and isinstance(out.get("pieces"), dict) and out["pieces"]:
            own = out["pieces"][rng.choice(list(out["pieces"]))]
            if isinstance(own, list) and own:
                i = rng.randrange(len(own))
                own[i] = rng.choice([rng.randint(-3, 46), own[(i + 1) % len(own)], junk(rng)])
        elif r < 0.55:
            out["seats"] = mutate(out.get("seats"), rng)
        elif r < 0.7:
            out[rng.choice(["turn", "tries"])] = rng.choice([rng.randint(-1, 4), junk(rng)])
        elif r < 0.95:
            out = mutate(out, rng)
        else:
            out = junk(rng)
        if not isinstance(out, dict):
            break
    return out


def only_value_errors(call, *args) -> bool:
    """Run ``call``; True when it raised a ValueError (with a message), False when it returned."""
    try:
        call(*args)
    except ValueError as exc:
        assert str(exc).strip(), f"{call.__name__}{args!r} raised {type(exc).__name__} without a message"
        return True
    return False


def test_fuzz_positions_rolls_and_moves():
    rng = random.Random(90210)
    refused = inputs = 0
    for _ in range(2500):
        pos = position_to_json(random_position(rng, finished=rng.random() < 0.1))
        bad = mutate_position(pos, rng) if rng.random() < 0.8 else pos
        roll = rng.randint(1, 6) if rng.random() < 0.8 else junk(rng)
        move = rng.choice([None, {"from": rng.randint(-1, 43), "to": rng.randint(-1, 45)},
                           mutate({"from": 3, "to": 5}, rng), junk(rng)])
        refused += only_value_errors(api.legal_moves, bad, roll)
        refused += only_value_errors(api.play, bad, roll, move)
        refused += only_value_errors(api.result, bad)
        refused += only_value_errors(api.to_notation, bad)
        inputs += 4
    assert inputs >= 10_000
    assert refused > inputs // 4  # the mutations do reach the checks


def test_fuzz_notation_strings():
    rng = random.Random(4242)
    refused = 0
    for n in range(4000):
        if n % 4 == 0:
            text = "".join(rng.choice("m1023._abzEH") for _ in range(rng.randint(0, 30)))
        else:
            text = mutate_text(to_notation(random_position(rng)), rng)
        refused += only_value_errors(api.from_notation, text)
    for bad in JUNK:
        only_value_errors(api.from_notation, bad)
    assert refused > 2000


def test_fuzz_new_position():
    rng = random.Random(77)
    for _ in range(1500):
        seats = mutate([0, 1, 2, 3], rng) if rng.random() < 0.7 else junk(rng)
        options = mutate({"mandatory_capture": True, "lane_jump": False}, rng) if rng.random() < 0.7 else junk(rng)
        only_value_errors(api.new_position, seats, options)


def test_fuzz_records():
    rng = random.Random(31337)
    records = []
    for seed in range(6):
        game = Game(rng.choice([(0, 2), (1, 2, 3), (0, 1, 2, 3)]), seed=seed)
        for _ in range(300):
            if game.over:
                break
            game.roll()
            moves = game.legal_moves()
            game.play(rng.choice(moves) if moves else None)
        records.append(game.to_record())
    refused = 0
    for _ in range(1200):
        record = copy.deepcopy(rng.choice(records))
        for _ in range(rng.randint(1, 3)):
            record = mutate(record, rng)
        refused += only_value_errors(Game.from_record, record)
    assert refused > 600
