"""The one-line notation of colonne positions."""

from __future__ import annotations

import pytest
from colonne_helpers import pos

from ludo import api
from ludo.colonne import from_notation, to_notation
from ludo.errors import InvalidNotation


def test_the_spec_example():
    p = pos([0, 0, 3, 15, 15, 37], [0, 0, 0, 0, 20, 14], dice=(5, 3))
    assert to_notation(p) == "cs_0.0.3.15.15.37_0.0.0.0.20.14_w53"
    assert from_notation("cs_0.0.3.15.15.37_0.0.0.0.20.14_w53") == p


def test_again_turn_and_variant_are_written():
    p = pos([14], [], "black", (4, 4, 4), True, "large")
    text = to_notation(p)
    assert text.startswith("cl_") and text.endswith("_b444a")
    assert from_notation(text) == p


def test_it_needs_no_escaping_in_a_url():
    import urllib.parse

    text = to_notation(pos([5, 5, 30], [13], dice=(6,)))
    assert urllib.parse.quote(text, safe="") == text


def test_the_api_routes_on_the_first_letter():
    data = api.new_colonne("large", "black")
    text = api.to_notation(data)
    assert text[0] == "c" and api.from_notation(text) == data


@pytest.mark.parametrize(
    "text,words",
    [
        ("", "must start"),
        ("c", "expected c<s|l>"),
        ("cx_0.0.0.0.0.0_0.0.0.0.0.0_w", "variant letter 'x'"),
        ("cs_0.0.0.0.0_0.0.0.0.0.0_w", "5 values"),
        ("cs_0.0.0.0.0.38_0.0.0.0.0.0_w", "at 38"),
        ("cs_0.0.0.0.0.00_0.0.0.0.0.0_w", "progress values"),
        ("cs_0.0.0.0.0.0_0.0.0.0.0.0_r", "expected"),
        ("cs_0.0.0.0.0.0_0.0.0.0.0.0_w7", "expected"),
        ("cs_0.0.0.0.0.0_0.0.0.0.0.0_w123", "2 dice"),
        ("cs_0.0.0.0.0.0_0.0.0.0.0.0_wa", "no dice left"),
        ("cs_0..0.0.0.0_0.0.0.0.0.0_w", "progress values"),
        ("cs_" + "1." * 200 + "_w", "longer than"),
    ],
)
def test_bad_notation_is_refused_with_a_message(text, words):
    with pytest.raises(ValueError) as error:
        api.from_notation(text) if text[:1] != "c" or len(text) < 3 else from_notation(text)
    assert words in str(error.value)


def test_non_strings_are_refused():
    with pytest.raises(InvalidNotation, match="string"):
        from_notation(12)  # type: ignore[arg-type]
