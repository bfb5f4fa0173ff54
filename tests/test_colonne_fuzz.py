"""Fuzzing: random and mutated positions, notation strings, records and steps.

Whatever goes in, the only thing that may come out of ludo.api / Game is a
result or a ValueError with a message -- never another exception.
"""

from __future__ import annotations

import copy
import json
import random
import string

import pytest

from ludo import api
from ludo.colonne import Game

JUNK = [None, True, False, 0, -1, 1, 7, 99, 2**70, 1.5, float("nan"), "", "x", "white", [], {}, [0], [1, 2], {"a": 1}]


def mutate(value, rng: random.Random, depth: int = 0):
    """A copy of a JSON value with a few random changes deep inside."""
    if isinstance(value, dict) and value and depth < 4:
        value = dict(value)
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.15:
            del value[key]
        elif roll < 0.25:
            value[rng.choice(["extra", "Turn", 1])] = rng.choice(JUNK)
        else:
            value[key] = mutate(value[key], rng, depth + 1)
        return value
    if isinstance(value, list) and value and depth < 4:
        value = list(value)
        i = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.15:
            del value[i]
        elif roll < 0.25:
            value.insert(i, rng.choice(JUNK))
        else:
            value[i] = mutate(value[i], rng, depth + 1)
        return value
    if isinstance(value, bool) or rng.random() < 0.3:
        return rng.choice(JUNK)
    if isinstance(value, int):
        return value + rng.choice([-40, -2, -1, 1, 2, 6, 40])
    if isinstance(value, str):
        return rng.choice(["", value.upper(), value + "x", "black", "large", "mensch"])
    return rng.choice(JUNK)


def calls_ok(call, *args) -> None:
    try:
        call(*args)
    except ValueError as error:
        assert str(error), f"{call.__name__}: empty message"


def seed_positions(rng: random.Random, count: int) -> list:
    """Real positions from random play, to mutate."""
    out = []
    while len(out) < count:
        game = Game(rng.choice(["small", "large"]), seed=rng.randrange(10**6))
        for _ in range(rng.randrange(1, 120)):
            if game.over:
                break
            if not game.position.dice:
                game.roll()
            else:
                game.play(rng.choice(game.legal_steps()))
        out.append(game)
    return out


@pytest.fixture(scope="module")
def games():
    return seed_positions(random.Random(2024), 40)


def test_mutated_positions_and_steps(games):
    rng = random.Random(1)
    inputs = 0
    for _ in range(4000):
        game = rng.choice(games)
        data = game.to_json()
        bad = mutate(data, rng)
        inputs += 1
        for call in (api.legal_steps, api.result, api.to_notation):
            calls_ok(call, bad)
        calls_ok(api.roll, bad, mutate([3, 4, 5][: game.variant.dice], rng))
        step = rng.choice(api.legal_steps(data) or [{"dice": [1], "from": 0, "to": 12}])
        calls_ok(api.play, data, mutate(step, rng))
        calls_ok(api.play, bad, step)
        inputs += 1
    assert inputs >= 8000


def test_random_and_mutated_notation(games):
    rng = random.Random(2)
    alphabet = string.ascii_letters + string.digits + "._-+ /%"
    for _ in range(3000):
        text = api.to_notation(rng.choice(games).to_json())
        roll = rng.random()
        if roll < 0.3:
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(40)))
        elif roll < 0.6:
            i = rng.randrange(len(text))
            text = text[:i] + rng.choice(alphabet) + text[i + 1:]
        else:
            i = rng.randrange(len(text))
            text = text[:i] + text[i + rng.randrange(1, 4):]
        calls_ok(api.from_notation, text)
        calls_ok(api.from_notation, "c" + text)


def test_mutated_records(games):
    rng = random.Random(3)
    for _ in range(1000):
        record = rng.choice(games).to_record()
        bad = mutate(json.loads(json.dumps(record)), rng)
        calls_ok(Game.from_record, bad)


def test_random_choose_step_and_opening_arguments(games):
    rng = random.Random(4)
    for _ in range(600):
        data = rng.choice(games).to_json()
        calls_ok(api.choose_step, mutate(copy.deepcopy(data), rng), rng.choice(["easy", "medium", 3, None]))
        calls_ok(api.opening, mutate([1, 2], rng), mutate([3, 4], rng))
        calls_ok(api.new_colonne, rng.choice(JUNK + ["small", "large"]), rng.choice(JUNK + ["white"]))
