"""The fast end chances and the search of every throw give the numbers of the
plain definitions, to the last bit: ``EndChance`` those of
``chances.end_chance``, ``Ends`` and ``Throws`` (one throw, every throw, the
count of ends) those of a plain depth-first search over ``rules.raw_steps``."""

from __future__ import annotations

import random

import pytest

from ludo.colonne import chances, rules
from ludo.colonne.endchance import EndChance
from ludo.colonne.ends import Ends, key
from ludo.colonne.plans import EVERY, dice_left, distinct_rolls, turn_plans
from ludo.colonne.position import Position
from ludo.colonne.throws import Throws
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


def _plain_best(variant, mine, theirs, dice, again, seen):
    """The best end chance by the definitions: every step, depth first,
    end_chance at the ends (``seen``: what is already known)."""
    if (mine, theirs, dice, again) in seen:
        return seen[mine, theirs, dice, again]
    value = -1.0
    if mine[0] != variant.finish:
        for used, origin, target, size, captured in rules.raw_steps(variant, mine, theirs, dice):
            after = rules.sorted_apply(mine, theirs, origin, target, size, captured)
            rest = dice_left(dice)[used]
            chance = (_plain_best(variant, *after, rest, again, seen) if rest
                      else chances.end_chance(variant, *after, again))
            value = max(value, chance)
    seen[mine, theirs, dice, again] = value if value >= 0.0 else chances.end_chance(variant, mine, theirs, again)
    return seen[mine, theirs, dice, again]


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


@pytest.mark.parametrize("variant, games, most", [(SMALL, 4, 40), (LARGE, 1, 4)])
def test_every_throw_is_the_plain_best_of_each_throw(variant, games, most):
    """Throws.every_throw (the analysis), Ends.best (the hints) and the plain
    search agree exactly, for every throw; the count of ends is turn_plans'."""
    throws = _throws(variant, games, 8)
    for mine, theirs, thrown in throws[::max(1, len(throws) // most)][:most]:
        ends = Throws(variant)
        slices = ends.every_throw(mine, theirs)
        try:
            while True:
                assert next(slices) is None
        except StopIteration as done:
            every = done.value
        assert list(every) == [dice for _p, dice in distinct_rolls(variant.dice)]
        single = Ends(variant)
        seen = {}
        for dice, chance in every.items():
            again = len(set(dice)) == 1
            assert chance == single.best(mine, theirs, dice, again) == _plain_best(variant, mine, theirs, dice,
                                                                                   again, seen)
        assert ends.count(mine, theirs, thrown) == len(turn_plans(variant, mine, theirs, thrown, beam=EVERY))


def test_a_key_holds_the_pieces_of_each_colour_on_each_square():
    mine, theirs = (0, 0, 5, 5, 5, 37), (0, 13, 13, 20, 36, 37)
    at = key(SMALL, mine, theirs)
    for pieces, shift in ((mine, 0), (theirs, 4 * 38)):
        for square in range(38):
            assert at >> (shift + 4 * square) & 15 == pieces.count(square)
    assert key(SMALL, theirs, mine) != at
