"""Properties over many random games of both variants (hypothesis drives the seeds)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from ludo.colonne import Game, initial, iter_steps, legal_steps, play, roll, why_illegal
from ludo.colonne.jsonio import position_from_json, position_to_json
from ludo.colonne.notation import from_notation, to_notation
from ludo.colonne.rules import find_step, has_step, raw_steps, remove_dice
from ludo.values import replace

VARIANTS = st.sampled_from(["small", "large"])


def random_game(variant: str, seed: int, limit: int = 20_000):
    """Play a game with random legal steps; yield (before, action, after) triples."""
    rng = random.Random(seed)
    position = initial(variant, rng.choice(["white", "black"]))
    while position.winner is None and limit:
        limit -= 1
        if not position.dice:
            dice = tuple(rng.randint(1, 6) for _ in range(position.variant.dice))
            after = roll(position, dice)
            yield position, ("roll", dice), after
        else:
            step = rng.choice(legal_steps(position))
            after = play(position, step)
            yield position, ("step", step), after
        position = after


@settings(max_examples=60, deadline=None)
@given(variant=VARIANTS, seed=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(variant, seed):
    last = None
    turn_dice: list[int] = []
    for before, (kind, value), after in random_game(variant, seed):
        v = after.variant
        # the rules make positions unchecked (ludo.values.derived): each passes the full check
        assert replace(after) == after
        for colour in ("white", "black"):
            pieces = after.pieces(colour)
            assert len(pieces) == v.pieces  # piece counts conserved
            assert all(0 <= p <= v.finish for p in pieces)
            assert all(size >= 1 for size in after.units(colour).values())  # units never smaller than 1
        white, black = ({p for p in ps if v.on_track(p)} for ps in (after.white, after.black))
        assert not white & black
        if kind == "roll":
            turn_dice = list(value)
            assert after.again == (len(set(value)) == 1) or after.dice == ()
        else:
            step = value
            # dice used at most once: each step's dice come out of what is left of the roll
            rest = remove_dice(tuple(turn_dice), step.dice)
            assert rest is not None
            turn_dice = list(rest)
            assert before.dice and remove_dice(before.dice, step.dice) is not None
            assert why_illegal(before, step) is None
            if step.captures:
                assert after.pieces(before.turn).count(step.target) >= step.captures
            # progress only grows for the mover's pieces that moved
            assert sorted(after.mine if after.turn == before.turn else after.theirs) != sorted(before.mine)
        if after.dice and after.winner is None:
            assert list(iter_steps(after))  # must-play: a turn stops only when no step is legal
        last = after
    assert last is None or last.winner is not None  # the game ends


@settings(max_examples=40, deadline=None)
@given(variant=VARIANTS, seed=st.integers(0, 2**32))
def test_every_position_round_trips_through_json_and_notation(variant, seed):
    for _, _, after in random_game(variant, seed):
        assert position_from_json(position_to_json(after)) == after
        assert from_notation(to_notation(after)) == after


@settings(max_examples=40, deadline=None)
@given(variant=VARIANTS, seed=st.integers(0, 2**32))
def test_play_accepts_exactly_the_listed_steps(variant, seed):
    rng = random.Random(seed)
    for before, (kind, _), _ in random_game(variant, seed):
        if kind != "step":
            continue
        listed = {(s.dice, s.origin, s.target) for s in legal_steps(before)}
        assert len(listed) == len(legal_steps(before))  # listed once
        finish = before.variant.finish
        for _ in range(3):
            dice = tuple(sorted(rng.sample(before.dice, rng.randint(1, len(before.dice)))))
            origin = rng.choice([0, *before.mine, rng.randint(0, finish)])
            target = origin + sum(dice) if origin else before.variant.entry_progress(sum(dice))
            target += rng.choice([0, 0, 0, 1, -1])
            assert (why_illegal(before, (s := {"dice": list(dice), "from": origin, "to": target})) is None) == (
                (dice, origin, target) in listed
            ), s


@settings(max_examples=15, deadline=None)
@given(variant=VARIANTS, seed=st.integers(0, 2**32))
def test_seeded_games_replay_from_their_records(variant, seed):
    game = Game(variant, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        if not game.position.dice:
            game.roll()
        else:
            game.play(rng.choice(game.legal_steps()))
    again = Game.from_record(game.to_record())
    assert again.positions == game.positions
    counts = Counter(kind for kind, _ in game.history)
    assert counts["roll"] >= 1 and counts["step"] >= game.variant.pieces


@settings(max_examples=30, deadline=None)
@given(variant=VARIANTS, seed=st.integers(0, 2**32))
def test_a_step_found_directly_is_the_one_listed(variant, seed):
    """``rules.find_step`` (the replay's way to a record's step) finds exactly the steps
    ``raw_steps`` lists, with their pieces and captures, and refuses every other
    (dice, from, to); ``rules.has_step`` says whether it lists any, with any dice left."""
    for before, _action, _after in random_game(variant, seed, limit=400):
        v = before.variant
        mine, theirs = before.mine, before.theirs
        for dice in {before.dice, before.dice[:1], before.dice[1:], ()}:
            listed = {step[:3]: step for step in raw_steps(v, mine, theirs, dice)}
            assert has_step(v, mine, theirs, dice) == bool(listed)
            if not dice:
                continue
            for used in {step[0] for step in listed} | {(die,) for die in range(1, 7)} | {tuple(sorted(dice))}:
                for origin in set(mine) | {0, v.finish, v.finish + 3, -1}:
                    for target in {origin + sum(used), origin + sum(used) + 1, v.entry - sum(used) + 1, v.finish}:
                        assert find_step(v, mine, theirs, dice, used, origin, target) == listed.get((used, origin,
                                                                                                         target))
    # and on pieces placed anywhere (lanes full, pieces by the finish, tall columns: what games seldom reach)
    rng = random.Random(seed)
    v = initial(variant).variant
    for _ in range(300):
        mine = tuple(sorted(rng.choice((0, v.finish, rng.randint(0, v.finish))) for _ in range(v.pieces)))
        theirs = tuple(sorted(rng.choice((0, rng.randint(0, v.finish))) for _ in range(v.pieces)))
        dice = tuple(rng.randint(1, 6) for _ in range(rng.randint(1, v.dice)))
        listed = list(raw_steps(v, mine, theirs, dice))
        assert has_step(v, mine, theirs, dice) == bool(listed)
        assert all(find_step(v, mine, theirs, dice, *step[:3]) == step for step in listed)
