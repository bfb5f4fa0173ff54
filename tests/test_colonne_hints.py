"""Colonne hints (``ludo.api.hints`` for a colonne position with dice to use):
every step gets one, captures are good, exposed units risky, every reason code
turns up."""

from __future__ import annotations

import pytest
from colonne_helpers import pos

from ludo import api
from ludo.colonne import hints as colonne_hints
from ludo.colonne.ends import Ends
from ludo.colonne.jsonio import position_to_json
from ludo.errors import IllegalMove
from ludo.hints import mark

# small variant: lane 1..12, track 13..36, finish 37; a unit can reach 12 squares with one throw
FIN = 37
# (name, position, the step (from, to), the reasons it must give, in order)
CASES = [
    ("the last piece home", pos([FIN] * 5 + [33], [20], dice=[4]), (33, FIN), ["wins", "finishes"]),
    ("a capture", pos([20, 30], [23, 36], dice=[3, 6]), (20, 23), ["captures"]),
    ("a piece home", pos([FIN] * 4 + [35, 14], [0] * 6, dice=[2]), (35, FIN), ["finishes"]),
    ("exposed", pos([14, 30], [15, 36], dice=[6]), (14, 20), ["exposed"]),
    ("a column", pos([15, 18], [36], dice=[3]), (15, 18), ["binds"]),
    ("a column that blocks", pos([19, 22], [20], dice=[3]), (19, 22), ["binds", "blocks"]),
    ("out of reach", pos([20], [16], dice=[6, 6], again=True), (20, 32), ["escapes"]),
    ("enters", pos([], [], dice=[5]), (0, 8), ["enters"]),
    ("a column behind an opponent", pos([30, 31], [32], dice=[1]), (30, 31), ["binds"]),
    ("a plain step", pos([24], [32], dice=[4]), (24, 28), ["advances"]),
]


def _hint(position, origin, target):
    hints = api.hints(position_to_json(position))
    found = [h for h in hints if (h["step"]["from"], h["step"]["to"]) == (origin, target)]
    assert len(found) == 1, hints
    return found[0], hints


@pytest.mark.parametrize("name, position, step, codes", CASES, ids=[c[0] for c in CASES])
def test_reasons(name, position, step, codes):
    hint, _ = _hint(position, *step)
    assert [r["code"] for r in hint["reasons"]] == codes
    assert hint["reason"] == codes[0] and hint["args"] == hint["reasons"][0]["args"]


def test_every_reason_code_turns_up_in_a_case():
    seen = {code for *_, codes in CASES for code in codes}
    assert seen == set(colonne_hints.REASONS)


def test_reason_arguments():
    assert _hint(CASES[1][1], 20, 23)[0]["args"] == {"n": 1}
    assert _hint(pos([20, 20, 30], [23, 23], dice=[3, 6]), 20, 23)[0]["reasons"][0] == {
        "code": "captures", "args": {"n": 2}}
    assert _hint(pos([FIN] * 3 + [35, 35, 14], [0] * 6, dice=[2]), 35, FIN)[0]["args"] == {"n": 2}
    assert _hint(CASES[3][1], 14, 20)[0]["args"] == {"by": 1, "distance": 5}
    assert _hint(CASES[4][1], 15, 18)[0]["args"] == {"height": 2}
    assert _hint(CASES[6][1], 20, 32)[0]["args"] == {"from_height": 1}
    assert _hint(CASES[9][1], 24, 28)[0]["args"] == {"squares": 4}


def test_a_capture_is_marked_good():
    hint, hints = _hint(CASES[1][1], 20, 23)
    assert hint["mark"] == "good" and hint["reason"] == "captures"
    assert hint["estimate"] == max(h["estimate"] for h in hints)


def test_a_step_that_leaves_a_unit_in_reach_is_risky():
    # white 14 -> 20 stops 5 in front of black's single on 15; 30 -> 36 would capture safely instead
    hint, hints = _hint(CASES[3][1], 14, 20)
    assert hint["mark"] == "risky" and hint["reason"] == "exposed"
    assert hint["estimate"] < max(h["estimate"] for h in hints)
    # a column of two is safe from a single piece: not exposed
    safe, _ = _hint(pos([14, 20, 30], [15, 36], dice=[6]), 14, 20)
    assert "exposed" not in [r["code"] for r in safe["reasons"]]


def test_a_unit_that_moves_on_is_judged_where_the_turn_leaves_it():
    """With a second die to play, the best way on takes the piece out of reach again."""
    hint, _ = _hint(pos([FIN] * 5 + [14], [10, 36], dice=[6, 6], again=True), 14, 20)
    assert "exposed" not in [r["code"] for r in hint["reasons"]]


def test_every_legal_step_gets_a_hint_in_order():
    for data in (api.roll(api.new_colonne("small"), [5, 3]), api.roll(api.new_colonne("large"), [6, 2, 2]),
                 position_to_json(pos([14, 20, 20, 25], [15, 30, 31], dice=[4, 2]))):
        hints = api.hints(data)
        assert [h["step"] for h in hints] == api.legal_steps(data)
        for h in hints:
            assert set(h) == {"step", "estimate", "mark", "reason", "args", "reasons"}
            assert 0.0 <= h["estimate"] <= 1.0
            assert h["mark"] in ("good", "ok", "risky")
            assert h["reason"] in colonne_hints.REASONS
            assert all(r["code"] in colonne_hints.REASONS for r in h["reasons"])
        assert any(h["mark"] == "good" and h["estimate"] == max(x["estimate"] for x in hints) for h in hints)


def test_the_estimate_is_the_best_way_to_play_the_dice_left():
    position = pos([14, 20, 25], [15, 30, 31], dice=[4, 2])
    ends = Ends(position.variant)
    best = ends.best(tuple(sorted(position.mine)), tuple(sorted(position.theirs)), (2, 4), False)
    assert max(h["estimate"] for h in api.hints(position_to_json(position))) == round(best, 3)


def test_no_dice_no_hints_and_no_roll_argument():
    data = api.new_colonne()
    assert api.hints(data) == []
    with pytest.raises(IllegalMove, match="dice are part of the position"):
        api.hints(api.roll(data, [5, 3]), 4)


def test_marks_follow_the_shared_rule():
    assert mark(0.5, 0.5, False, 3, 0.005, 0.06) == "good"
    assert mark(0.497, 0.5, False, 3, 0.005, 0.06) == "good"
    assert mark(0.497, 0.5, True, 3, 0.005, 0.06) == "risky"  # a risk a better step avoids
    assert mark(0.5, 0.5, True, 3, 0.005, 0.06) == "good"     # the best, risk or not
    assert mark(0.45, 0.5, False, 3, 0.005, 0.06) == "ok"
    assert mark(0.43, 0.5, False, 3, 0.005, 0.06) == "risky"


def test_api_hints_routes_by_game():
    mensch = api.new_position([0, 2])
    assert [h["move"] for h in api.hints(mensch, 6)] == api.legal_moves(mensch, 6)
    with pytest.raises(IllegalMove, match="roll null"):
        api.hints(mensch)
