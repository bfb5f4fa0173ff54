"""The main page's URL parameters: usable values read, bad ones named with what is used instead."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401

from ludoview.i18n import t
from ludoview.url_params import param_notices, url_language, url_speed


@pytest.mark.parametrize("text, lang", [("de", "de"), ("de-CH", "de"), (" FR ", "fr"), ("xx", None),
                                        ("", None), (None, None), ("es", None)])
def test_url_language(text, lang):
    assert url_language(text) == lang


@pytest.mark.parametrize("text, speed", [(None, 1.0), ("0", 0.0), ("0.5", 0.5), ("10", 10.0), ("abc", None),
                                         ("-1", None), ("11", None), ("nan", None), ("inf", None)])
def test_url_speed(text, speed):
    assert url_speed(text) == speed


def test_each_bad_parameter_is_named_with_what_is_used_instead():
    notices = param_notices("xx", "foo", "abc", "English", "mensch")
    assert [key for key, _ in notices] == ["param.lang", "param.game", "param.speed"]
    words = [t("en", key, **params) for key, params in notices]
    assert words[0] == "The address asks for lang=“xx”, which is not one of it, fr, en, de: the page is in English."
    assert words[1] == "game=“foo” is neither mensch nor colonne: the page shows mensch."
    assert words[2] == "speed=“abc” is not a number from 0 to 10: the normal pace (1) is used."
    for lang in ("it", "fr", "de"):
        said = [t(lang, key, **params) for key, params in notices]
        assert all(a != b for a, b in zip(said, words)) and "xx" in said[0] and "foo" in said[1]


def test_good_or_absent_parameters_say_nothing_and_long_values_are_cut():
    assert param_notices("de-CH", "colonne", "0", "Deutsch", "colonne") == []
    assert param_notices(None, None, None, "English", "mensch") == []
    (key, params), = param_notices(None, "x" * 500, None, "English", "mensch")
    assert key == "param.game" and len(params["value"]) < 30
