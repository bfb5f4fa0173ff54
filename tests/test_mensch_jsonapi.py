"""ludo.mensch.jsonapi (through ludo.api): JSON in and out, clear errors, rule codes."""

from __future__ import annotations

import copy

import pytest

from ludo import api
from ludo.errors import GameOver, IllegalMove, InvalidPosition
from ludo.mensch import jsonapi


def position(pieces, seats=(0, 2), turn=0, tries=0, **options):
    return {"format": "ludo-position/1", "game": "mensch",
            "options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False, **options},
            "seats": list(seats), "pieces": {str(c): list(p) for c, p in pieces.items()},
            "turn": turn, "tries": tries}


BASE4 = [-1, -1, -1, -1]


def test_moves_carry_rule_codes():
    pos = position({0: [10, 30, 41, -1], 2: [-1, -1, -1, 35]})
    assert api.legal_moves(pos, 5) == [{"from": 10, "to": 15, "capture": True, "rule": "must_capture"}]
    assert api.legal_moves(position({0: [12, -1, -1, -1], 2: BASE4}), 6) == [
        {"from": -1, "to": 0, "capture": False, "rule": "must_enter"}]
    assert api.legal_moves(position({0: [12, -1, -1, -1], 2: BASE4}), 2) == [
        {"from": 12, "to": 14, "capture": False}]


def test_why_no_move_codes():
    assert jsonapi.why_no_move(position({0: BASE4, 2: BASE4}), 4) == "needs_six"
    assert jsonapi.why_no_move(position({0: BASE4, 2: BASE4}, tries=2), 4) == "third_try_failed"
    assert jsonapi.why_no_move(position({0: [41, -1, -1, -1], 2: BASE4}), 3) == "exact_roll"
    assert jsonapi.why_no_move(position({0: BASE4, 2: BASE4}), 6) is None


def test_defaults_on_input_and_exact_fields_on_output():
    pos = position({0: [3, -1, -1, -1], 2: BASE4})
    del pos["tries"]
    pos["options"] = {"lane_jump": True}
    after = api.play(pos, 2, {"from": 3, "to": 5, "capture": False, "rule": None})
    assert set(after) == {"format", "game", "options", "seats", "pieces", "turn", "tries"}
    assert after["options"] == {"mandatory_capture": True, "lane_jump": True, "start_with_piece": False}
    assert after["pieces"]["0"] == [5, -1, -1, -1] and after["turn"] == 2


def test_input_is_not_changed():
    pos = position({0: [10, 30, 41, -1], 2: [-1, -1, -1, 35]})
    before = copy.deepcopy(pos)
    api.play(pos, 5, {"from": 10, "to": 15})
    assert pos == before


@pytest.mark.parametrize("change, words", [
    (lambda p: p["pieces"].update({"2": [-1, -1, 47, -1]}), "piece 2 of corner 2 at 47: progress must be -1..43"),
    (lambda p: p["pieces"].update({"0": [-1, True, -1, -1]}), "piece 1 of corner 0 is true"),
    (lambda p: p.update(seats=[0, 2, 2]), "appears twice"),
    (lambda p: p.update(seats="02"), 'seats "02"'),
    (lambda p: p.update(turn="0"), 'turn "0"'),
    (lambda p: p.update(tries=None), "tries null"),
    (lambda p: p.update(extra=1), 'unknown field "extra"'),
    (lambda p: p.pop("seats"), "'seats' is missing"),
    (lambda p: p.update(options=[]), "options must be an object"),
    (lambda p: p["options"].update(lane_jump=1), "option lane_jump 1"),
    (lambda p: p["pieces"].update({"0": 5}), "pieces of corner 0 5"),
])
def test_bad_positions_name_the_value(change, words):
    pos = position({0: [3, -1, -1, -1], 2: BASE4})
    change(pos)
    with pytest.raises(InvalidPosition) as info:
        api.legal_moves(pos, 3)
    assert words in str(info.value)


def test_bad_rolls_and_moves():
    pos = position({0: [3, -1, -1, -1], 2: BASE4})
    for roll in (0, 7, "6", 6.0, None, True):
        with pytest.raises(IllegalMove, match="roll"):
            api.legal_moves(pos, roll)
        with pytest.raises(IllegalMove, match="roll"):
            api.play(pos, roll, None)
    for move, words in (({"from": 3}, "'to' is missing"), ({"from": 3, "to": "5"}, "move 'to'"),
                        ([3, 5], "must be an object"), ({"from": 3, "to": 6}, "not legal"),
                        (None, "a move is required")):
        with pytest.raises(IllegalMove, match=words):
            api.play(pos, 2, move)


def test_finished_game_refuses_moves_but_has_result():
    pos = position({0: [40, 41, 42, 43], 2: BASE4})
    with pytest.raises(GameOver):
        api.legal_moves(pos, 3)
    assert api.result(pos) == {"winner": 0, "places": {"0": 1, "2": 2}}


def test_new_position_checks_its_input():
    assert api.new_position([1, 3])["turn"] == 1
    with pytest.raises(InvalidPosition, match="clockwise"):
        api.new_position([0, 2, 1])
    with pytest.raises(InvalidPosition, match='unknown option "triple_six"'):
        api.new_position([0, 2], {"triple_six": True})
    with pytest.raises(InvalidPosition, match="corner 5"):
        api.new_position([0, 5])


def test_why_not_through_json():
    pos = position({0: [10, 30, 41, -1], 2: [-1, -1, -1, 35]})
    assert jsonapi.why_not(pos, 5, 30) == "must_capture"
    assert jsonapi.why_not(pos, 5, 10) is None
    with pytest.raises(IllegalMove, match='no piece at "10"'):
        jsonapi.why_not(pos, 5, "10")
