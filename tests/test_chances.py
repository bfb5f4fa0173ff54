"""The calibrated winning chances of both games, the turn-end search of colonne,
and the fitting code of ``bench/bench_calibration.py``."""

from __future__ import annotations

import importlib.util
import math
import random
from itertools import accumulate
from pathlib import Path

import pytest
from colonne_helpers import pos
from mensch_helpers import random_position

from ludo.colonne import chances as colonne_chances
from ludo.colonne import rules
from ludo.colonne.ends import Ends
from ludo.colonne.plans import EVERY, distinct_rolls, turn_plans
from ludo.colonne.position import Position
from ludo.colonne.variant import LARGE, SMALL
from ludo.mensch import Options, fast
from ludo.mensch import Position as MenschPosition
from ludo.mensch import chances as mensch_chances

ROOT = Path(__file__).resolve().parents[1]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_calibration", ROOT / "bench" / "bench_calibration.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- mensch ------------------------------------------------------------------------

def test_mensch_chances_sum_to_one_and_a_won_game_is_certain():
    rng = random.Random(3)
    for _ in range(300):
        position = random_position(rng, finished=rng.random() < 0.2)
        state = fast.from_position(position)
        chances = mensch_chances.state_chances(state)
        assert len(chances) == len(position.seats)
        assert sum(chances) == pytest.approx(1.0, abs=1e-12)
        assert all(0.0 <= p <= 1.0 for p in chances)
        done = [i for i, own in enumerate(position.pieces) if min(own) >= 40]
        if done:
            assert chances == tuple(1.0 if i == done[0] else 0.0 for i in range(len(chances)))


def test_mensch_chances_follow_the_race_and_the_turn():
    start = fast.from_position(MenschPosition.initial((0, 2)))
    mover, other = mensch_chances.state_chances(start)
    assert 0.5 < mover < 0.56  # an even start: the one to throw a little ahead
    ahead = fast.from_position(MenschPosition((0, 2), ((40, 41, 42, 30), (-1, -1, -1, -1)), 2, 0, Options()))
    assert mensch_chances.state_chances(ahead)[0] > 0.9
    four = fast.from_position(MenschPosition.initial((0, 1, 2, 3)))
    assert sum(mensch_chances.state_chances(four)) == pytest.approx(1.0)
    assert max(mensch_chances.state_chances(four)) < 0.3


def test_mensch_json_chances_by_corner():
    from ludo import api

    chances = mensch_chances.chances(api.new_position([1, 3]))
    assert list(chances) == ["1", "3"] and sum(chances.values()) == pytest.approx(1.0)


def test_mensch_numbers_have_one_tempo_per_seat_but_the_last():
    for players, numbers in mensch_chances.PARAMS.items():
        assert len(numbers) == players and numbers[0] > 0


# --- colonne -------------------------------------------------------------------------

def test_colonne_chances_are_complementary_and_mirror():
    rng = random.Random(4)
    for variant in (SMALL, LARGE):
        for _ in range(100):
            white = tuple(rng.choice((0, 0, 5, 9, variant.finish, 20, 25)) for _ in range(variant.pieces))
            black = tuple(rng.choice((0, 3, 8, variant.entry + 2 * variant.track // 3)) for _ in range(variant.pieces))
            if set(white) & set(black) & set(range(variant.entry + 1, variant.finish)):
                continue
            position = Position(variant, white, black, "white")
            chances = colonne_chances.chances(position)
            assert list(chances) == ["white", "black"] and sum(chances.values()) == pytest.approx(1.0, abs=1e-12)
            mirrored = colonne_chances.chances(Position(variant, black, white, "black"))
            assert mirrored == {"white": chances["black"], "black": chances["white"]}


def test_colonne_chances_follow_the_race_and_who_has_won():
    start = colonne_chances.chances(pos())
    assert 0.5 < start["white"] < 0.6
    assert colonne_chances.chances(pos([30] * 6, [5] * 6))["white"] > 0.95
    won = pos([37] * 6, [20], turn="black")
    assert colonne_chances.chances(won) == {"white": 1.0, "black": 0.0}
    for again in (True, False):
        assert colonne_chances.end_chance(SMALL, (37,) * 6, (0,) * 6, again) == 1.0


def test_colonne_numbers_per_variant():
    assert set(colonne_chances.PARAMS) == {"small", "large"}
    assert all(len(numbers) == 4 for numbers in colonne_chances.PARAMS.values())
    # the chance grows with the evaluation V at a given race length R,
    # A + 2 B |V| / 100 + C R / 1000 > 0, for every lead up to all the pips of
    # the race (a lead of L pips leaves at least L to go: R >= L/2 is generous)
    for variant in (SMALL, LARGE):
        a, b, c, _d = colonne_chances.PARAMS[variant.name]
        pips = 2 * variant.finish * variant.pieces
        for lead in range(0, pips + 1):
            for race in (lead // 2, pips):
                assert a + 2 * b * lead / 100 + c * race / 1000 > 0, (variant.name, lead, race)


# --- the turn-end search ----------------------------------------------------------------

def _positions(variant, count, seed):
    """Positions met in games between random players, before a throw."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        position = Position(variant, (0,) * variant.pieces, (0,) * variant.pieces)
        while position.winner is None:
            if not position.dice:
                if rng.random() < 0.15:
                    out.append(position)
                position = rules.roll(position, tuple(rng.randint(1, 6) for _ in range(variant.dice)))
            else:
                position = rules.play(position, rng.choice(rules.legal_steps(position)))
    return out[:count]


@pytest.mark.parametrize("variant, count", [(SMALL, 12), (LARGE, 3)])
def test_the_best_end_is_the_best_of_every_end(variant, count):
    """The depth-first search with its shared table finds, for every throw, the
    best of all the ends the plan search lists, and best_plan names one of them."""
    for position in _positions(variant, count, 5):
        ends = Ends(variant)
        mine, theirs = tuple(sorted(position.mine)), tuple(sorted(position.theirs))
        for _probability, dice in distinct_rolls(variant.dice):
            again = len(set(dice)) == 1
            plans = turn_plans(variant, mine, theirs, dice, beam=EVERY)
            every = max(colonne_chances.end_chance(variant, m, t, again) for m, t in plans)
            assert ends.best(mine, theirs, dice, again) == every
            chance, end, path, count_ = ends.best_plan(mine, theirs, dice, again)
            assert chance == every and count_ == len(plans) and plans[end] == path


# --- the fitting script ------------------------------------------------------------------

def test_the_fit_recovers_known_numbers():
    """Conditional-logit data drawn from known numbers: the Newton fit finds them."""
    bench = _bench()
    rng = random.Random(1)
    truth = [0.8, -0.5, 0.3]
    data = []
    for _ in range(4000):
        rows = [[rng.gauss(0, 1), rng.gauss(0, 1), float(k == 0)] for k in range(3)]
        weights = [math.exp(sum(t * x for t, x in zip(truth, row, strict=True))) for row in rows]
        cumulative = list(accumulate(weights))
        pick = rng.random() * cumulative[-1]
        won = next(k for k, total in enumerate(cumulative) if pick <= total)
        data.append((rows, won))
    theta, loss = bench.fit_logit(data)
    assert theta == pytest.approx(truth, abs=0.08)
    assert 0 < loss < math.log(3)


def test_the_table_counts_deciles():
    bench = _bench()
    pairs = [(0.05, False)] * 9 + [(0.05, True)] + [(0.95, True)] * 9 + [(0.95, False)] + [(1.0, True)]
    rows, error, worst = bench.table(pairs)
    assert rows[0][:2] == (0, 10) and rows[0][3] == pytest.approx(0.1)
    assert rows[9][1] == 11  # 1.0 falls in the top decile
    assert rows[4][1] == 0
    top = abs(10 / 11 - (10 * 0.95 + 1.0) / 11)
    assert worst == pytest.approx(0.05) and error == pytest.approx((10 * 0.05 + 11 * top) / 21)
