"""The fast end chances give the numbers of the plain definition, to the last
bit: ``EndChance`` those of ``chances.end_chance``."""

from __future__ import annotations

import random

import pytest

from ludo.colonne import chances, rules
from ludo.colonne.endchance import EndChance
from ludo.colonne.plans import EVERY, turn_plans
from ludo.colonne.position import Position
from ludo.colonne.variant import LARGE, SMALL


def _throws(variant, games, seed, every=0.2):
    """(mine, theirs, dice) before the steps of throws met in games between
    random players (about one throw in five)."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        position = Position(variant, (0,) * variant.pieces, (0,) * variant.pieces)
        while position.winner is None:
            if not position.dice:
                dice = tuple(rng.randint(1, 6) for _ in range(variant.dice))
                if rng.random() < every:
                    out.append((tuple(sorted(position.mine)), tuple(sorted(position.theirs)), tuple(sorted(dice))))
                position = rules.roll(position, dice)
            else:
                position = rules.play(position, rng.choice(rules.legal_steps(position)))
    return out


@pytest.mark.parametrize("variant, games", [(SMALL, 12), (LARGE, 2)])
def test_end_chance_is_the_same_to_the_last_bit(variant, games):
    judge = EndChance(variant)
    checked = 0
    for mine, theirs, dice in _throws(variant, games, 3):
        judge.forget()
        for end in turn_plans(variant, mine, theirs, dice, beam=EVERY):
            for again in (False, True):
                assert judge.chance(*end, again) == chances.end_chance(variant, *end, again), (end, again)
                checked += 1
    assert checked > 2000


def test_won_and_lost_ends():
    judge = EndChance(SMALL)
    for again in (False, True):
        assert judge.chance((37,) * 6, (0,) * 6, again) == 1.0
        assert judge.chance((0,) * 6, (37,) * 6, again) == 0.0
