"""ludo.mensch.notation: the one-line form round-trips and refuses bad text."""

from __future__ import annotations

import random
import re

import pytest
from mensch_helpers import random_position

from ludo import api
from ludo.errors import InvalidNotation
from ludo.mensch import Options, Position, from_notation, to_notation

SAMPLE = {"format": "ludo-position/1", "game": "mensch",
          "options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False},
          "seats": [0, 2], "pieces": {"0": [-1, -1, 5, 41], "2": [-1, -1, -1, 17]}, "turn": 0, "tries": 0}


def test_spec_sample_and_fresh_game():
    assert api.to_notation(SAMPLE) == "m1.02.00.__5F.___h"
    assert api.from_notation("m1.02.00.__5F.___h") == SAMPLE
    assert to_notation(Position.initial((0, 1, 2, 3))) == "m1.0123.00.____.____.____.____"
    assert to_notation(Position.initial((3, 1), Options(False, True, True))) == "m6.31.30.0___.0___"


def test_round_trip_random_positions_and_url_safe():
    rng = random.Random(11)
    for _ in range(3000):
        pos = random_position(rng, finished=True)
        text = to_notation(pos)
        assert re.fullmatch(r"m[0-7]\.[0-3]{2,4}\.[0-3][0-2](\.[0-9a-zA-H_]{4}){2,4}", text)
        assert from_notation(text) == pos


@pytest.mark.parametrize("text, words", [
    ("x1.02.00.____.____", "starts with 'm'"),
    ("m1.02.00.____", "expected m<options>"),
    ("m9.02.00.____.____", 'options "9"'),
    ("m1.0x.00.____.____", 'seats "0x"'),
    ("m1.02.0.____.____", "two digits"),
    ("m1.02.00.____.____.____", "2 seats but 3"),
    ("m1.02.00.___.____", "needs 4 pieces"),
    ("m1.02.00.__I_.____", '"I" is not a piece'),
    ("m1.02.10.____.____", "turn 1"),
    ("m1.01.00.____.____", "opposite"),
    ("m1.02.01.__5_.____", "not in a three-tries series"),
    ("m1.02.00.55__.____", "already there"),
    ("m1.02.00.k___.0___", "ring square 20"),
    ("", "starts with 'm'"),
])
def test_bad_text_is_refused_with_a_reason(text, words):
    with pytest.raises(InvalidNotation) as info:
        from_notation(text)
    assert words in str(info.value)


def test_non_string_is_refused():
    for bad in (None, 3, b"m1", ["m"]):
        with pytest.raises(InvalidNotation, match="string"):
            from_notation(bad)
