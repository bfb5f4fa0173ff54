"""The embed's URL parameters (ludoview.embed.params): parsing and every refusal."""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import parse_qs

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "py"))

from ludo import api
from ludoview.embed.params import KNOWN, EmbedParamError, parse

CAPTURE = "m1.02.00.8kGH.v___"


def cfg(query: str, scenarios=None):
    return parse(parse_qs(query, keep_blank_values=True), scenarios)


def test_defaults_are_you_against_the_computer_at_mensch():
    c = cfg("")
    assert (c.game, c.mode, c.players, c.seats, c.speed, c.origins) == (
        "mensch", "play", ("human", "medium"), (0, 2), 1.0, ())
    assert c.settings == {"options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False}}


def test_a_position_sets_game_seats_and_options():
    c = cfg(f"position={CAPTURE}&roll=3&mode=scenario&lang=it")
    assert c.position == api.from_notation(CAPTURE)
    assert (c.game, c.roll, c.mode, c.lang, c.players) == ("mensch", (3,), "scenario", "it", ("human", "human"))


def test_players_options_variant_and_counts():
    assert cfg("players=human,hard,easy").seats == (0, 1, 2)
    assert cfg("players=4").players == ("human", "medium", "medium", "medium")
    assert cfg("options=lane_jump:on,mandatory_capture:off").settings["options"] == {
        "mandatory_capture": False, "lane_jump": True, "start_with_piece": False}
    c = cfg("game=colonne&variant=large&roll=1,2,3&players=hard,human")
    assert (c.game, c.settings["variant"], c.roll, c.seats) == ("colonne", "large", (1, 2, 3), ("white", "black"))
    assert cfg("mode=demo&players=3").players == ("medium", "medium", "medium")


def test_demo_defaults_to_computers_and_refuses_humans():
    assert cfg("mode=demo").players == ("medium", "medium")
    with pytest.raises(EmbedParamError, match="demo"):
        cfg("mode=demo&players=human,hard")


def test_origins_and_text_parameters():
    c = cfg("origin=https://a.example,http://127.0.0.1:8000&id=board-1&title=Capture!")
    assert c.origins == ("https://a.example", "http://127.0.0.1:8000")
    assert (c.frame_id, c.title) == ("board-1", "Capture!")
    assert cfg("origin=*").origins == ("*",)


def test_setup_on_request():
    assert cfg("setup=1&game=colonne").setup and not cfg("").setup and not cfg("setup=0").setup


def test_scenario_by_id():
    scenarios = {"x": {"game": "mensch", "position": api.from_notation(CAPTURE), "roll": 3}}
    c = cfg("scenario=x&mode=scenario", scenarios)
    assert (c.position, c.roll, c.scenario) == (api.from_notation(CAPTURE), (3,), "x")


@pytest.mark.parametrize("query, words", [
    ("colour=red", 'unknown parameter "colour"'),
    ("game=chess", 'game="chess"'),
    ("lang=es", 'lang="es"'),
    ("mode=watch", 'mode="watch"'),
    ("players=human,robot", 'unknown player "robot"'),
    ("players=5", 'players="5"'),
    ("players=human", "2 to 4"),
    ("game=colonne&players=human,hard,easy", "exactly 2"),
    (f"position={CAPTURE}&players=human,hard,hard", "3 given"),
    ("options=fast", 'unknown option "fast"'),
    ("options=lane_jump:maybe", "lane_jump:on or lane_jump:off"),
    (f"position={CAPTURE}&options=lane_jump", "options come with the position"),
    ("game=colonne&options=lane_jump", "options is a mensch parameter"),
    ("variant=large", "colonne parameter"),
    ("game=colonne&variant=huge", 'variant="huge"'),
    ("position=m1.02", 'position: notation "m1.02"'),
    ("position=xyz", "must start with 'm'"),
    (f"position={CAPTURE}&game=colonne", "the position is mensch"),
    ("position=cs_8.0.0.0.0.0_0.0.0.0.0.0_w52&variant=large", "the position is small"),
    ("roll=7", "from 1 to 6"),
    ("roll=3,4", "one die"),
    ("game=colonne&roll=3", "rolls 2 dice"),
    ("position=cs_8.0.0.0.0.0_0.0.0.0.0.0_w52&roll=1,2", "already has dice"),
    ("speed=fast", 'speed="fast"'),
    ("speed=11", "from 0 to 10"),
    ("origin=example.org", "is not an origin"),
    ("origin=https://a.example/path", "is not an origin"),
    ("origin=", "origin is empty"),
    ("title=" + "x" * 201, "at most 200"),
    ("scenario=nope", "no such scenario"),
    ("lang=en&lang=de", "given 2 times"),
    ("setup=yes", 'setup="yes"'),
    ("setup=1&mode=scenario", "mode=play"),
    (f"setup=1&position={CAPTURE}", "leave out position"),
])
def test_bad_parameters_are_refused_with_a_message_naming_them(query, words):
    with pytest.raises(EmbedParamError) as caught:
        cfg(query)
    assert words in str(caught.value)


def test_every_parameter_is_in_the_guide():
    guide = (Path(__file__).resolve().parent.parent / "web" / "embedding.html").read_text(encoding="utf-8")
    for name in KNOWN:
        assert f'<tr id="param-{name}"><td>{name}</td>' in guide, name


def test_every_bad_parameter_is_named_at_once():
    with pytest.raises(EmbedParamError) as caught:
        cfg("mode=watch&lang=es&players=human,robot&roll=9&speed=x&colour=red&origin=nowhere")
    problems = caught.value.problems
    assert len(problems) == 7
    for words in ("colour", "mode=", "lang=", "robot", "roll 9", "speed=", "origin"):
        assert any(words in p for p in problems), words
