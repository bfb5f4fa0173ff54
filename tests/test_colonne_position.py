"""The colonne Position value type and its JSON form: every invalid field is named."""

from __future__ import annotations

import copy

import pytest
from colonne_helpers import pos

from ludo import api
from ludo.colonne import Position, initial, position_from_json, position_to_json
from ludo.errors import InvalidPosition

GOOD = {
    "format": "ludo-position/1",
    "game": "colonne",
    "variant": "small",
    "pieces": {"white": [0, 0, 3, 15, 15, 37], "black": [0, 0, 0, 0, 20, 14]},
    "turn": "white",
    "dice": [5, 3],
    "again": False,
}


def changed(path, value):
    data = copy.deepcopy(GOOD)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


def test_the_spec_example_reads_and_writes_back_unchanged():
    assert position_to_json(position_from_json(GOOD)) == GOOD


def test_positions_are_immutable_values():
    p = position_from_json(GOOD)
    assert p == position_from_json(copy.deepcopy(GOOD)) and hash(p) == hash(position_from_json(GOOD))
    with pytest.raises(AttributeError):
        p.turn = "black"  # type: ignore[misc]


def test_units_and_columns():
    p = position_from_json(GOOD)
    assert p.units("white") == {3: 1, 15: 2}
    assert p.mine == (0, 0, 3, 15, 15, 37) and p.theirs == (0, 0, 0, 0, 20, 14)


@pytest.mark.parametrize(
    "path,value,words",
    [
        (("format",), "ludo-position/2", "format"),
        (("game",), "chess", "game"),
        (("variant",), "huge", 'variant "huge"'),
        (("variant",), 3, "variant 3"),
        (("pieces",), [], "pieces"),
        (("pieces", "white"), "000000", "pieces of white"),
        (("pieces", "black"), KeyError, "'black' is missing"),
        (("pieces", "red"), [0] * 6, 'unknown field "red"'),
        (("pieces", "white"), [0] * 7, "7 values"),
        (("pieces", "white"), [0, 0, 3, 15, 15, 38], "at 38"),
        (("pieces", "white"), [0, 0, 3, 15, 15, 1.5], "1.5"),
        (("pieces", "white"), [0, 0, 3, 15, 15, True], "piece 5 of white: true is not a whole number"),
        (("pieces", "black"), [0, 0, 0, 0, 15, 14], "track square 3"),
        (("turn",), "red", 'turn "red"'),
        (("dice",), [1, 2, 3], "2 dice, not 3"),
        (("dice",), [0, 3], "die value 0"),
        (("dice",), "53", "dice"),
        (("again",), "no", "again"),
        (("again",), True, "not all equal"),
        (("extra",), 1, 'unknown field "extra"'),
        (("dice",), KeyError, "'dice' is missing"),
    ],
)
def test_invalid_fields_are_named(path, value, words):
    with pytest.raises(InvalidPosition) as error:
        position_from_json(changed(path, value))
    assert words in str(error.value)


def test_more_invalid_combinations():
    with pytest.raises(InvalidPosition, match="at most one"):
        pos([37] * 6, [37] * 6)
    with pytest.raises(InvalidPosition, match="double"):
        pos(dice=(4, 4))  # a full double must say again
    with pytest.raises(InvalidPosition, match="no dice left"):
        pos(again=True)
    with pytest.raises(InvalidPosition, match="first"):
        initial("small", "green")
    assert pos([37] * 6, again=True).winner == "white"  # a won game may end with again set


def test_own_pieces_may_share_a_square_on_lane_and_track():
    p = pos([5, 5, 20, 20, 20])
    assert p.units("white") == {5: 2, 20: 3}


def test_position_objects_check_their_fields_too():
    with pytest.raises(InvalidPosition, match="variant"):
        Position("tiny", (0,) * 6, (0,) * 6)
    with pytest.raises(InvalidPosition, match="whole number"):
        Position("small", (0,) * 5 + ("1",), (0,) * 6)


def test_api_new_colonne_refuses_bad_arguments():
    with pytest.raises(ValueError, match="variant"):
        api.new_colonne("medium")
    with pytest.raises(ValueError, match="first"):
        api.new_colonne("small", "red")
