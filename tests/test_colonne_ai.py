"""The colonne computer players: legal, deterministic, and following their advice."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from colonne_helpers import pos

from ludo import api
from ludo.arena import run
from ludo.colonne import ai, initial, legal_steps, play, roll
from ludo.colonne.evaluate import evaluate, expected_hit
from ludo.colonne.plans import roll_table, turn_plans
from ludo.colonne.rules import raw_apply, raw_steps, sorted_apply
from ludo.colonne.variant import LARGE, SMALL

VECTORS = Path(__file__).resolve().parents[1].parent / "shared" / "conformance" / "colonne-v1.jsonl"
POSITIONS = [
    case["position"]
    for case in map(json.loads, VECTORS.read_text(encoding="utf-8").splitlines())
    if case["kind"] in ("steps", "roll", "result")
]


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_returns_a_legal_step_in_every_conformance_position(level):
    for data in POSITIONS:
        legal = api.legal_steps(data)
        choice = api.choose_step(data, level, seed=5)
        if legal:
            assert choice in legal
        else:
            assert choice is None


@pytest.mark.parametrize("level", ai.LEVELS)
def test_same_seed_same_choices(level):
    for data in POSITIONS[::3]:
        assert api.choose_step(data, level, 1) == api.choose_step(data, level, 1)
        assert api.choose_step(data, level) == api.choose_step(data, level)


def test_bad_levels_and_seeds_are_refused():
    data = api.new_colonne()
    with pytest.raises(ValueError, match='level "expert"'):
        api.choose_step(data, "expert")
    with pytest.raises(ValueError, match="seed"):
        api.choose_step(data, "easy", 1.5)
    assert api.choose_step(api.roll(data, [5, 3]), "easy", "any text") in api.legal_steps(api.roll(data, [5, 3]))


def test_the_hard_player_follows_its_plan_across_calls():
    data = api.roll(api.new_colonne(), [5, 3])
    first = api.choose_step(data, "hard")
    data2 = api.play(data, first)
    assert data2["turn"] == "white"
    second = api.choose_step(data2, "hard")
    assert second in api.legal_steps(data2)


def test_turn_plans_reach_every_end_of_turn():
    # enter at VIII; or V and III; or V and on to II; or III and a 5 with the piece on 13
    ends = turn_plans(SMALL, (13, 0, 0, 0, 0, 0), (0,) * 6, (5, 3))
    finals = {tuple(sorted(p for p in mine if p)) for mine, _ in ends}
    assert finals == {(5, 13), (8, 10, 13), (11, 13), (10, 18), (21,), (8, 16), (13, 15)}
    for path in ends.values():
        assert sum(sum(used) for used, _, _ in path) == 8  # both dice used on every way


def test_roll_tables_are_probabilities():
    for dice in (2, 3):
        table = roll_table(dice)
        assert abs(sum(p for p, _ in table) - 1) < 1e-12
        assert len(table) == {2: 21, 3: 56}[dice]


def test_threat_counts_only_units_that_may_defeat():
    # a black single 4 behind a white column of 2 cannot hurt it; a black column can
    assert expected_hit(SMALL, {14: 1}, {18: 2}, 6.0) == 0.0
    assert expected_hit(SMALL, {14: 2}, {18: 2}, 6.0) > 0.0
    # entry lanes are safe
    assert expected_hit(SMALL, {5: 3}, {10: 1}, 6.0) == 0.0


def _expected_hit_by_pairs(variant, hitters, targets, reentry):
    """expected_hit as it was first written (every hitter against every target, the hits
    sorted), the reference for the one on boards."""
    from ludo.colonne.evaluate import reach_probability
    hits = []
    for p, size in targets.items():
        if p <= variant.entry:
            continue
        for q, strength in hitters.items():
            if 0 < p - q <= 6 * variant.dice and strength >= size:
                hits.append((size * (p + reentry), 1 << (p - q)))
    hits.sort(reverse=True)
    total, mask, before = 0.0, 0, 0.0
    for loss, bit in hits:
        if not mask & bit:
            mask |= bit
            now = reach_probability(variant.dice, mask)
            total += loss * (now - before)
            before = now
    return total


@pytest.mark.parametrize("dice", [2, 3])
def test_reach_probability_sums_the_rolls_that_reach_to_the_bit(dice):
    """reach_probability finds a mask's rolls by two table look-ups: the same rolls, summed
    in roll_table's order, as a test of every roll gives (every mask of two dice, 30,000
    of three); a set of rolls is summed once, the masks that make it found by it."""
    from itertools import compress

    from ludo.colonne import evaluate as colonne_evaluate
    table = roll_table(dice)
    probabilities, reaches = [p for p, _ in table], [r for _, r in table]
    rng = random.Random(dice)
    colonne_evaluate.rolls_of(dice).sums.clear()
    masks = range(1 << (6 * dice + 1)) if dice == 2 else [rng.getrandbits(6 * dice + 1) for _ in range(30_000)]
    for mask in masks:
        assert colonne_evaluate.reach_probability(dice, mask) == sum(compress(probabilities,
                                                                              map(mask.__and__, reaches)))


@pytest.mark.parametrize("variant", [SMALL, LARGE])
def test_expected_hit_is_the_pairwise_sum_to_the_bit(variant):
    rng = random.Random(variant.name)
    for _ in range(3000):
        units = [{}, {}]
        for square in rng.sample(range(1, variant.finish), rng.randint(0, 2 * variant.pieces // 2)):
            units[rng.random() < 0.5][square] = rng.choice((1, 1, 1, 2, 2, 3, 5))
        for hitters, targets in (units, units[::-1]):
            assert expected_hit(variant, hitters, targets, 6.0) == _expected_hit_by_pairs(variant, hitters,
                                                                                       targets, 6.0)


def test_hard_prefers_a_safe_column_to_a_lonely_piece():
    # white can bind 14 onto 18 (one column) or run the 18 piece on alone near black
    p = pos([14, 18], [13, 12], dice=(4, 4), again=True)
    plan = ai.HardPlayer().best_plan(p)
    mine = p.white
    from ludo.colonne.rules import raw_apply

    theirs = p.black
    for _used, origin, target in plan:
        mine, theirs = raw_apply(SMALL, mine, theirs, origin, target)
    assert evaluate(SMALL, mine, theirs, True) >= evaluate(SMALL, (22, 22, 0, 0, 0, 0), theirs, True) - 1e-9


def test_medium_binds_instead_of_leaving_a_piece_alone():
    # one 4: bind 14 onto 18, rather than enter or leave two singles near black
    p = pos([14, 18], [12, 13], dice=(4,))
    choice = ai.MediumPlayer(1)(p)
    assert (choice.origin, choice.target) == (14, 18)


def test_medium_and_easy_take_a_hit_that_pays():
    p = pos([20], [24, 30], dice=(4,))
    assert ai.MediumPlayer(1)(p).captures == 1


def test_a_short_arena_run_plays_colonne_to_the_end():
    report = run(["hard", "random"], 2, game="colonne", seed=3, jobs=1)
    assert report.unfinished == 0 and report.level("hard").wins + report.level("random").wins == 2
    report = run(["medium", "easy"], 2, game="colonne", seed=3, jobs=1, options={"variant": "large"})
    assert report.unfinished == 0


def test_arena_refuses_unknown_colonne_options():
    with pytest.raises(ValueError, match="variant"):
        run(["hard", "random"], 1, game="colonne", options={"variant": "huge"}, jobs=1)
    with pytest.raises(ValueError, match="option"):
        run(["hard", "random"], 1, game="colonne", options={"speed": 1}, jobs=1)


def test_large_variant_plans_stay_bounded():
    p = pos([20, 25, 30, 35, 40, 10, 11, 12], [22, 27], dice=(1, 2, 3), variant="large")
    ends = turn_plans(LARGE, p.white, p.black, p.dice)
    assert ends and len(ends) < 5000
    assert ai.HardPlayer()(p) in legal_steps(p)


def test_expected_hit_equals_the_roll_by_roll_maximum():
    import random

    from ludo.colonne.plans import roll_table

    def by_rolls(variant, hitters, targets, reentry):
        hits = [
            (1 << (p - q), size * (p + reentry))
            for p, size in targets.items() if p > variant.entry
            for q, strength in hitters.items() if 0 < p - q <= 6 * variant.dice and strength >= size
        ]
        return sum(probability * max([loss for bit, loss in hits if mask & bit] or [0])
                   for probability, mask in roll_table(variant.dice))

    rng = random.Random(8)

    def units(variant) -> dict[int, int]:
        return {rng.randint(1, variant.finish - 1): rng.randint(1, 3) for _ in range(rng.randint(0, 5))}

    for _ in range(500):
        variant = rng.choice([SMALL, LARGE])
        hitters, targets = units(variant), units(variant)
        assert expected_hit(variant, hitters, targets, 6.0) == pytest.approx(by_rolls(variant, hitters, targets, 6.0))


def test_hard_looks_at_the_opponents_replies_within_its_work_bound():
    p = pos([14, 18, 20], [10, 13, 16], dice=(3, 5))
    player = ai.HardPlayer(budget=0)
    player.best_plan(p)
    assert 0 < player.work  # two plans are always looked at with the replies
    wide = ai.HardPlayer(budget=10**9)
    wide.best_plan(p)
    assert wide.work >= player.work
    assert ai.HardPlayer()(p) == ai.HardPlayer()(p)


def test_sorted_apply_is_raw_apply_sorted():
    """The plan searches' step on sorted tuples gives raw_apply's pieces, sorted."""
    rng = random.Random(8)
    for variant in (SMALL, LARGE):
        for _game in range(6):
            position = initial(variant)
            while position.winner is None:
                if not position.dice:
                    position = roll(position, tuple(rng.randint(1, 6) for _ in range(variant.dice)))
                    continue
                mine, theirs = tuple(sorted(position.mine)), tuple(sorted(position.theirs))
                for _used, origin, target, size, captured in raw_steps(variant, mine, theirs, position.dice):
                    m, t = raw_apply(variant, mine, theirs, origin, target)
                    assert sorted_apply(mine, theirs, origin, target, size, captured) == (
                        tuple(sorted(m)), tuple(sorted(t)))
                position = play(position, rng.choice(legal_steps(position)))
