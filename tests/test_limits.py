"""ludo.limits: the checks that run before any work on outside input."""

from __future__ import annotations

import json
import time
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo import limits
from ludo.errors import LudoError

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(alphabet='ab"\\[]{}é\n', max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text('k"[\\', max_size=3), inner, max_size=4),
    max_leaves=30)


def depth(value) -> int:
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    return 0


@given(json_values, st.booleans())
def test_json_depth_is_the_depth_of_the_parsed_value(value, indent):
    text = json.dumps(value, indent=1 if indent else None, ensure_ascii=False)
    assert limits.json_depth(text) == depth(value)


@given(json_values)
def test_loads_reads_what_json_reads_within_the_limits(value):
    assert limits.loads(json.dumps(value)) == value


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * 100_000 + "]" * 100_000,
                                  '{"a":' * 50_000 + "1" + "}" * 50_000])
def test_deep_text_is_refused_before_parsing(text):
    started = time.perf_counter()
    with pytest.raises(limits.TooLarge, match="nested more than 32 deep"):
        limits.loads(text, "save")
    assert time.perf_counter() - started < 1


def test_an_unclosed_string_of_escaped_quotes_is_linear():
    started = time.perf_counter()
    assert limits.json_depth('["' + '\\"' * 500_000) == 1
    assert time.perf_counter() - started < 1
    with pytest.raises(LudoError, match="not JSON"):
        limits.loads('["' + '\\"' * 500_000)


def test_too_long_text_and_not_json():
    with pytest.raises(limits.TooLarge, match="record: 11 characters, more than 10"):
        limits.loads("[1,2,3,4,5]", "record", max_chars=10)
    with pytest.raises(LudoError, match=r"save: not JSON \(line 1, column 2\)"):
        limits.loads("[x]", "save")
    with pytest.raises(LudoError, match="expected JSON text, not a list of 1 item"):
        limits.loads([1])
    with pytest.raises(LudoError, match="not JSON"):
        limits.loads("1" * 5000)  # past Python's digits limit: a ValueError, not a crash


@pytest.mark.parametrize("make", [lambda v: [v], lambda v: {"k": v}, lambda v: (v,)])
def test_check_value_is_iterative(make):
    value: object = 0
    for _ in range(100_000):
        value = make(value)
    with pytest.raises(limits.TooLarge, match="position: nested more than 32 deep"):
        limits.check_value(value, "position")
    loop: list = []
    loop.append(loop)
    with pytest.raises(limits.TooLarge):
        limits.check_value(loop)
    with pytest.raises(limits.TooLarge, match="more than 10 items"):
        limits.check_value([[1] * 6, [2] * 6], max_items=10)


def test_inflate_stops_at_its_limit_and_refuses_junk():
    bomb = zlib.compress(b"[" * 50_000_000, 9)
    started = time.perf_counter()
    with pytest.raises(limits.TooLarge, match="link: more than 2000000 bytes once unpacked"):
        limits.inflate(bomb, "link")
    assert time.perf_counter() - started < 0.5
    assert limits.inflate(zlib.compress(b"abc")) == b"abc"
    with pytest.raises(LudoError, match="4 bytes of something else after it"):
        limits.inflate(zlib.compress(b"abc") + b"junk")
    with pytest.raises(LudoError, match="cut short"):
        limits.inflate(zlib.compress(b"abc" * 100)[:-3])
    with pytest.raises(LudoError, match="not compressed data"):
        limits.inflate(b"not zlib at all")


@pytest.mark.parametrize("text", ["²", "٣", "1_000", " 4", "4 ", "+4", "", "-", "0x1", "४२", "9" * 10])
def test_parse_int_takes_ascii_digits_only(text):
    with pytest.raises(LudoError, match="step"):
        limits.parse_int(text, "step")
    assert not limits.is_ascii_int(text)


@given(st.integers(min_value=0, max_value=999_999_999))
def test_parse_int_reads_every_ascii_number(n):
    assert limits.parse_int(str(n)) == n and limits.is_ascii_int(str(n))
    assert limits.parse_int(str(-n), signed=True) == -n


@settings(max_examples=300)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner), max_leaves=50))
def test_brief_is_short_whatever_the_value(value):
    assert len(limits.brief(value)) <= 120


def test_brief_words():
    assert limits.brief("x" * 500).endswith("…\" (500 characters)")
    assert limits.brief([]) == "an empty list" and limits.brief([[1], 2]) == "a list of 2 items"
    assert limits.brief({"a": 1}) == "an object with 1 field"
    assert limits.brief(None) == "null" and limits.brief(True) == "true" and limits.brief(7) == "7"
    assert limits.brief(10 ** 5000) == "a number of about 5001 digits"
