"""One test (or a few) for every sentence of ../shared/spec/colonne-rules.md."""

from __future__ import annotations

import pytest
from colonne_helpers import keys, pos, step

from ludo.colonne import LARGE, SMALL, Why, initial, legal_steps, opening, play, roll, why_illegal
from ludo.errors import GameOver, IllegalMove

# --- Equipment ---------------------------------------------------------------

def test_variants_have_the_equipment_of_the_table():
    assert (SMALL.pieces, SMALL.dice, SMALL.entry, SMALL.track) == (6, 2, 12, 24)
    assert (LARGE.pieces, LARGE.dice, LARGE.entry, LARGE.track) == (15, 3, 18, 36)


@pytest.mark.parametrize("variant", [SMALL, LARGE])
def test_two_players_all_pieces_start_off_the_board(variant):
    start = initial(variant)
    assert start.white == start.black == (0,) * variant.pieces
    assert start.turn == "white" and initial(variant, "black").turn == "black"


@pytest.mark.parametrize("variant,dice", [(SMALL, (1, 2, 3)), (SMALL, (4,)), (LARGE, (1, 2))])
def test_a_roll_uses_all_the_variants_dice(variant, dice):
    with pytest.raises(IllegalMove, match="dice"):
        roll(initial(variant), dice)


# --- Board ---------------------------------------------------------------------

def test_entry_square_n_is_n_steps_from_the_track():
    # a piece on V (progress 8) moving 5 reaches track square 1 (progress 13)
    after = play(pos([8], dice=(5, 2)), step([5], 8, 13))
    assert 13 in after.white
    assert SMALL.entry_progress(5) == 8 and SMALL.track_square(13) == 1


def test_a_piece_passes_every_lower_entry_square_before_the_track():
    # from V, 4 steps only reach I (progress 12): still in the lane
    steps = keys(legal_steps(pos([8], dice=(4, 1))))
    assert ((4,), 8, 12) in steps and ((1, 4), 8, 13) in steps
    assert SMALL.on_lane(12) and SMALL.on_track(13)


def test_the_track_is_shared_in_the_same_direction():
    # white and black at the same progress on the track are on the same square
    after = play(pos([14], [18], dice=(4, 2)), step([4], 14, 18))
    assert after.black.count(0) == 6


def test_the_finish_holds_any_number_of_pieces_and_they_no_longer_move():
    p = pos([37, 37, 37, 33], dice=(4, 1))
    assert all(s.origin != 37 for s in legal_steps(p))
    assert why_illegal(p, step([1], 37, 38)) == Why.IN_FINISH
    assert play(p, step([4], 33, 37)).white.count(37) == 4


def test_progress_coordinates():
    for variant in (SMALL, LARGE):
        e, t = variant.entry, variant.track
        assert [variant.entry_progress(n) for n in (e, 1)] == [1, e]
        assert variant.entry_square(1) == e and variant.track_square(e + t) == t
        assert variant.finish == e + t + 1


# --- A turn --------------------------------------------------------------------

def test_all_dice_equal_rolls_again_after_the_turn():
    p = roll(initial(SMALL), (3, 3))
    assert p.again and p.dice == (3, 3)
    p = play(p, step([3, 3], 0, 7))
    assert p.turn == "white" and p.dice == () and not p.again
    p = roll(p, (1, 2))
    assert not p.again
    assert roll(initial(LARGE), (2, 2, 2)).again and not roll(initial(LARGE), (2, 2, 5)).again


def test_a_step_uses_any_non_empty_subset_of_the_dice_left():
    p = pos(dice=(2, 2, 5), variant="large")
    used = {s.dice for s in legal_steps(p)}
    assert used == {(2,), (5,), (2, 2), (2, 5), (2, 2, 5)}
    after = play(p, step([2, 5], 0, 12))
    assert after.dice == (2,)


def test_step_value_is_the_sum_of_its_dice():
    with pytest.raises(IllegalMove, match="wrong-distance"):
        play(pos([8], dice=(5, 3)), step([5, 3], 8, 15))
    assert why_illegal(pos([8], dice=(5, 3)), step([5, 3], 8, 16)) is None


def test_enter_on_the_entry_square_numbered_by_the_step_value():
    p = pos(dice=(5, 3))
    assert keys(legal_steps(p)) == {((5,), 0, 8), ((3,), 0, 10), ((3, 5), 0, 5)}


def test_enter_only_on_an_empty_entry_square():
    p = pos([8], dice=(5, 6))
    assert why_illegal(p, step([5], 0, 8)) == Why.ENTRY_TAKEN
    assert ((5,), 0, 8) not in keys(legal_steps(p))


def test_entering_needs_a_piece_off_the_board():
    p = pos([1, 2, 3, 4, 5, 6], dice=(6, 1))
    assert why_illegal(p, step([6, 1], 0, 6)) == Why.NOT_OFF_BOARD
    assert all(s.origin != 0 for s in legal_steps(p))


def test_entry_lanes_are_private():
    # black stands on its own VIII; white may still enter on its own VIII
    p = pos([], [5], dice=(4, 4), again=True)
    assert ((4, 4), 0, 5) in keys(legal_steps(p))


def test_a_move_takes_the_whole_unit_and_jumps_over_anything_between():
    p = pos([14, 14], [15, 15, 15], dice=(4, 1))
    after = play(p, step([4], 14, 18))
    assert after.white.count(18) == 2 and after.black.count(15) == 3
    assert next(s for s in legal_steps(p) if s.origin == 14).pieces == 2


def test_must_play_while_a_step_is_legal():
    p = play(pos([20], dice=(5, 3)), step([5], 20, 25))
    assert p.dice == (3,) and p.turn == "white"
    with pytest.raises(IllegalMove):
        play(p, step([5], 25, 30))


def test_dice_no_legal_step_can_use_are_lost():
    # 35 needs exactly 2: after the 2 the 6 has no step and is lost
    p = pos([35, 37, 37, 37, 37, 0], [30], dice=(2, 6))
    assert keys(legal_steps(p)) == {((2,), 0, 11), ((6,), 0, 7), ((2,), 35, 37), ((2, 6), 0, 5)}
    p2 = pos([35, 37, 37, 37, 37, 37], dice=(2, 6))
    assert keys(legal_steps(p2)) == {((2,), 35, 37)}
    assert play(p2, step([2], 35, 37)).winner == "white"
    stuck = pos([36, 37, 37, 37, 37, 37], [20], dice=(2, 6))
    assert legal_steps(stuck) == ()


def test_a_player_with_no_legal_step_passes():
    p = roll(pos([35, 37, 37, 37, 37, 37]), (5, 6))
    assert p.turn == "black" and p.dice == () and not p.again


def test_a_double_with_no_legal_step_rolls_again():
    p = roll(pos([35, 37, 37, 37, 37, 37]), (6, 6))
    assert p.turn == "white" and p.dice == () and not p.again


def test_the_examples_with_5_and_3():
    start = pos(dice=(5, 3))
    assert play(start, step([5, 3], 0, 5)).white.count(5) == 1  # enter at VIII
    both = play(play(start, step([5], 0, 8)), step([3], 0, 10))  # at V and at III
    assert sorted(both.white)[-2:] == [8, 10] and both.turn == "black"
    moved = play(play(start, step([5], 0, 8)), step([3], 8, 11))  # V then 3 to II
    assert sorted(moved.white)[-1] == 11 and moved.white.count(0) == 5
    other = play(play(pos([13], dice=(5, 3)), step([3], 0, 10)), step([5], 13, 18))  # III and move another 5
    assert sorted(other.white)[-2:] == [10, 18]


# --- Landing ------------------------------------------------------------------

def test_landing_on_own_unit_binds_into_a_column_that_moves_as_one():
    p = play(pos([14, 18], dice=(4, 1)), step([4], 14, 18))
    assert p.white.count(18) == 2
    moved = play(p, step([1], 18, 19))
    assert moved.white.count(19) == 2


def test_binding_also_on_entry_squares():
    p = play(pos([8, 11], dice=(3, 6)), step([3], 8, 11))
    assert p.white.count(11) == 2
    assert next(s for s in legal_steps(p) if s.origin == 11).pieces == 2


def test_defeat_equal_or_smaller_units_on_the_track():
    single = play(pos([14], [18], dice=(4, 1)), step([4], 14, 18))
    assert single.black.count(0) == 6
    equal = play(pos([14, 14], [18, 18], dice=(4, 1)), step([4], 14, 18))
    assert equal.black.count(0) == 6
    bigger = legal_steps(pos([14, 14, 14], [18, 18], dice=(4, 1)))
    assert next(s for s in bigger if s.origin == 14 and s.dice == (4,)).captures == 2


def test_a_smaller_unit_may_not_land_on_an_opponent_column():
    p = pos([14], [18, 18], dice=(4, 1))
    assert why_illegal(p, step([4], 14, 18)) == Why.BIGGER_COLUMN
    assert ((4,), 14, 18) not in keys(legal_steps(p))


def test_defeated_pieces_enter_again_from_the_start():
    p = play(pos([14], [18, 30], dice=(4, 1)), step([4], 14, 18))
    assert sorted(p.black) == [0, 0, 0, 0, 0, 30]


def test_no_defeat_in_entry_lanes():
    # same progress in both private lanes is two different squares
    p = play(pos([3], [5], dice=(2, 6)), step([2], 3, 5))
    assert 5 in p.white and 5 in p.black


def test_finish_only_with_the_exact_value():
    p = pos([33], dice=(5, 6))
    assert why_illegal(p, step([5], 33, 38)) == Why.PASSES_FINISH
    assert not any(s.origin == 33 for s in legal_steps(p))
    assert ((4,), 33, 37) in keys(legal_steps(pos([33], dice=(4, 6))))


# --- Start and end -----------------------------------------------------------------

def test_the_higher_opening_sum_starts_and_ties_roll_again():
    assert opening([6, 1], [3, 3]) == "white"
    assert opening([1, 1, 1], [1, 1, 2]) == "black"
    assert opening([4, 3], [5, 2]) is None
    with pytest.raises(ValueError, match="opening"):
        opening([1, 2], [1, 2, 3])
    with pytest.raises(ValueError, match="die 7"):
        opening([7, 1], [1, 2])


def test_the_first_player_with_all_pieces_home_wins_at_once():
    p = play(pos([37, 37, 37, 37, 37, 33], dice=(4, 1)), step([4], 33, 37))
    assert p.winner == "white" and p.dice == (1,) and p.turn == "white"
    assert legal_steps(p) == ()
    with pytest.raises(GameOver):
        play(p, step([1], 0, 12))
    with pytest.raises(GameOver):
        roll(pos([37] * 6), (1, 2))


# --- Listing and matching steps -----------------------------------------------------------

def test_equal_dice_multisets_are_listed_once_per_target():
    steps = legal_steps(pos([13], dice=(6, 1, 6), variant="large"))
    listed = [(s.dice, s.origin, s.target) for s in steps]
    assert len(listed) == len(set(listed))
    assert listed.count(((6,), 13, 19)) == 1


def test_different_dice_to_the_same_target_are_listed_each():
    steps = keys(legal_steps(pos(dice=(6, 1, 5), variant="large")))
    assert ((6,), 0, 13) in steps and ((1, 5), 0, 13) in steps


def test_play_matches_dice_as_a_multiset_and_ignores_pieces_and_captures():
    p = pos([14], [18], dice=(3, 1))
    a = play(p, {"dice": [3, 1], "from": 14, "to": 18})
    b = play(p, {"dice": [1, 3], "from": 14, "to": 18, "pieces": 9, "captures": 0})
    assert a == b and a.black.count(0) == 6


def test_dice_not_left_are_refused():
    p = pos([14], dice=(3, 1))
    assert why_illegal(p, step([3, 3], 14, 20)) == Why.DICE_NOT_LEFT
    assert why_illegal(pos([14]), step([3], 14, 17)) == Why.MUST_ROLL
    assert why_illegal(p, step([3], 15, 18)) == Why.NO_OWN_UNIT
    assert why_illegal(pos([], dice=(6, 6, 6), again=True, variant="large"), step([6, 6, 6], 0, 1)) is None
    with pytest.raises(IllegalMove, match="must-roll"):
        play(pos([14]), step([3], 14, 17))


def test_roll_refuses_while_dice_are_left():
    with pytest.raises(IllegalMove, match="still to be played"):
        roll(pos([14], dice=(3,)), (1, 2))
