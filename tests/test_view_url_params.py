"""A page's URL, read once: usable values kept, bad ones named with what is used instead."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from hypothesis import given, settings
from hypothesis import strategies as st

from ludoview import games
from ludoview.core.config import PageConfig, query, read_speed
from ludoview.core.i18n import language_of
from ludoview.core.words import SHELL


def config(search: str) -> PageConfig:
    return PageConfig.parse(query(search), games.NAMES)


@pytest.mark.parametrize("text, lang", [("de", "de"), ("de-CH", "de"), (" FR ", "fr"), ("xx", None),
                                        ("", None), (None, None), ("es", None)])
def test_url_language(text, lang):
    assert language_of(text) == lang


@pytest.mark.parametrize("text, speed", [(None, 1.0), ("0", 0.0), ("0.5", 0.5), ("10", 10.0), ("abc", None),
                                         ("-1", None), ("11", None), ("nan", None), ("inf", None)])
def test_url_speed(text, speed):
    assert read_speed(text) == speed


def test_the_url_is_read_once_into_a_frozen_config():
    c = config("?lang=de-CH&game=colonne&speed=0&seed=abc&theme=dark")
    assert (c.lang, c.game, c.speed, c.seed, c.theme) == ("de", "colonne", 0.0, "abc", "dark")
    assert config("").speed == 1.0 and config("?theme=neon").theme is None and config("?speed=x").speed == 1.0
    with pytest.raises(AttributeError):
        c.lang = "it"


def test_each_bad_parameter_is_named_with_what_is_used_instead():
    notices = config("?lang=xx&game=foo&speed=abc").notices("en", "mensch")
    assert [key for key, _ in notices] == ["param.lang", "param.game", "param.speed"]
    words = [SHELL("en", key, **params) for key, params in notices]
    assert words[0] == "The address asks for lang=“xx”, which is not one of it, fr, en, de: the page is in English."
    assert words[1] == "game=“foo” is neither mensch nor colonne: the page shows mensch."
    assert words[2] == "speed=“abc” is not a number from 0 to 10: the normal pace (1) is used."
    for lang in ("it", "fr", "de"):
        said = [SHELL(lang, key, **params) for key, params in notices]
        assert all(a != b for a, b in zip(said, words, strict=True)) and "xx" in said[0] and "foo" in said[1]


def test_good_or_absent_parameters_say_nothing_and_long_values_are_cut():
    assert config("?lang=de-CH&game=colonne&speed=0").notices("de", "colonne") == []
    assert config("").notices("en", "mensch") == []
    (key, params), = config("?game=" + "x" * 500).notices("en", "mensch")
    assert key == "param.game" and len(params["value"]) < 30


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="ab=&+%2F0é?;x ", max_size=30) | st.lists(
    st.sampled_from(["a=1", "b=", "c", "=d", "%41=%e2%82%ac", "e=%zz", "f=a+b", "g=%", ""]),
    max_size=5).map("&".join))
def test_query_reads_as_parse_qs(search):
    """config.query reads a query string as urllib.parse.parse_qs (blank values kept) does,
    without importing urllib.parse at every start."""
    from urllib.parse import parse_qs

    expected = parse_qs(search[1:] if search.startswith("?") else search, keep_blank_values=True)
    assert query(search) == expected
    assert query("?" + search.lstrip("?")) == parse_qs(search.lstrip("?"), keep_blank_values=True)
