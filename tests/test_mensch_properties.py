"""Property tests (hypothesis) over random mensch games with random options and seatings."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mensch_helpers import SEATINGS

from ludo.errors import IllegalMove
from ludo.mensch import Game, Move, Options, Position, fast, from_notation, play, to_notation

seatings = st.sampled_from(SEATINGS)
options = st.builds(Options, st.booleans(), st.booleans(), st.booleans())
seeds = st.integers(0, 2**32 - 1)


def check_invariants(pos: Position) -> None:
    squares = []
    for corner, own in zip(pos.seats, pos.pieces, strict=True):
        assert len(own) == 4
        assert all(-1 <= p <= 43 for p in own)
        squares += [(10 * corner + p) % 40 for p in own if 0 <= p < 40]
        lane = [p for p in own if p >= 40]
        assert len(set(lane)) == len(lane)
    assert len(squares) == len(set(squares)), f"two pieces on one ring square: {pos}"


def candidate_moves(pos: Position, roll: int) -> set[Move]:
    """Every move a player could try: each own piece by the roll, or entering."""
    out = set()
    for p in pos.mover:
        out.add(Move(p, 0 if p == -1 else p + roll))
        out.add(Move(p, p + roll))
    return out


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=seatings, opts=options, seed=seeds)
def test_random_games_keep_the_rules(seats, opts, seed):
    game = Game(seats, opts, seed=seed)
    chooser = random.Random(seed ^ 0x5EED)
    for _ in range(20_000):  # random games end within ~2,000 rolls
        if game.over:
            break
        pos = game.position
        check_invariants(pos)
        assert from_notation(to_notation(pos)) == pos
        roll = game.roll()
        legal = game.legal_moves()
        assert len(set(legal)) == len(legal)
        for move in candidate_moves(pos, roll):
            try:
                play(pos, roll, move)
                accepted = True
            except IllegalMove:
                accepted = False
            assert accepted == (move in legal), (pos, roll, move, legal)
        if legal:
            try:
                play(pos, roll, None)
                raise AssertionError("None accepted while moves are legal")
            except IllegalMove:
                pass
        else:
            assert game.why_no_move() is not None
        game.play(chooser.choice(legal) if legal else None)
    assert game.over, "the game did not end"
    check_invariants(game.position)
    assert game.result().winner in seats
    record = json.loads(json.dumps(game.to_record()))
    assert Game.from_record(record).position == game.position


@settings(max_examples=40, deadline=None)
@given(seats=seatings, opts=options, seed=seeds)
def test_many_fast_games_end_with_four_pieces_each(seats, opts, seed):
    rng = random.Random(seed)
    state = fast.from_position(Position.initial(seats, opts))
    for _ in range(50):  # 2,000 full games in all
        trace: list = []
        won, rolls = fast.random_playout(state, rng, trace)
        assert won in seats and rolls == len(trace)
        s = state
        for roll, move in trace:
            s = fast.apply(s, roll, move)
        assert fast.winner(s) == won
        assert all(len(own) == 4 for own in s[1])
        check_invariants(fast.to_position(s))
