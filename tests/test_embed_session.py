"""The embed's sessions (the main page's own, in the embed's mode), host commands, share
records and replays (CPython, no browser)."""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import parse_qs

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "py"))

from ludo import api
from ludo.errors import IllegalMove
from ludoview import games
from ludoview.core import share
from ludoview.embed import host_api
from ludoview.embed.params import (
    EmbedParamError,
    continued,
    parse,
    with_position,
)
from ludoview.games.colonne.words import say_all as colonne_words
from ludoview.games.mensch.words import say_all
from ludoview.games.replay import ReplayError, replay

GUIDE = (Path(__file__).resolve().parent.parent / "web" / "embedding.html").read_text(encoding="utf-8")


def table(query: str):
    return parse(parse_qs(query)).session()


# --- sessions ---------------------------------------------------------------------------

def test_scenario_table_shows_the_roll_and_its_forced_move_then_resets():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    assert t.phase == "choose" and [(m["from"], m["to"], m["rule"]) for m in t.choices] == [(8, 11, "must_capture")]
    start = t.position
    words = say_all("en", t.play(t.index_of({"from": 8, "to": 11})))
    assert "captures" in " ".join(words) and t.position["pieces"]["2"] == [-1, -1, -1, -1]
    assert t.phase == "roll" and t.turn == 2
    t.reset()
    assert (t.position, t.waiting_throw) == (start, 3)


def test_the_explanation_says_why_the_choice_is_what_it_is():
    def words(q):
        return say_all("en", table(q).reset())[-1]
    assert words("position=m1.02.00.0f__.D___&roll=4&mode=scenario") == (
        "Forced move: the start square must be cleared first.")
    assert words("position=m1.02.00.zG__.____&roll=4&mode=scenario") == "Only one piece can move the full roll."
    assert words("position=m1.02.00.5cGH.r___&roll=4&mode=scenario") == (
        "Free choice: 2 moves are possible and no rule forces one.")


def test_a_roll_without_move_is_shown_with_its_reason_before_it_passes():
    t = table("position=m1.02.02.__GH.a___&roll=3&mode=scenario")   # third try fails
    assert t.phase == "choose" and t.choices == []
    words = " ".join(say_all("en", t.pass_events()))
    assert "Third try" in words and "Blue's turn" in words
    with pytest.raises(IllegalMove):
        t.play(0)
    t.play(None)
    assert t.turn == 2 and t.phase == "roll"


def test_illegal_moves_and_wrong_phases_are_refused():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    with pytest.raises(IllegalMove, match="not legal"):
        t.index_of({"from": 20, "to": 23})
    with pytest.raises(IllegalMove, match="must be played"):
        t.play(None)
    t.play(0)
    with pytest.raises(IllegalMove, match="rolled first"):
        t.index_of({"from": 8, "to": 11})


@pytest.mark.parametrize("query", ["players=hard,easy,medium,hard&seed=3",
                                   "game=colonne&players=hard,medium&seed=4",
                                   "game=colonne&variant=large&players=easy,easy&seed=5"])
def test_computer_games_end_and_their_record_replays_to_the_same_position(query):
    t = table(query)
    for _ in range(20_000):
        if t.phase == "over":
            break
        t.computer_step()
    assert t.result is not None
    data = share.decode_record(share.encode_record(t.record()))
    shared = replay(data)
    assert shared.last == t.position and len(shared.actions) == t.action_count
    lines = shared.lines("fr")
    assert len(lines) == len(shared.actions) and all(lines)


def test_mensch_record_is_the_engines_record_format():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    t.play(0)
    record = t.record()
    assert record["format"] == "ludo-record/1" and record["turns"] == [{"roll": 3, "move": {"from": 8, "to": 11}}]
    from ludo.mensch.game import Game
    assert api.to_notation(t.position) == api.to_notation(
        __import__("ludo.mensch.jsonio", fromlist=["x"]).position_to_json(Game.from_record(record).position))


def test_colonne_steps_in_words_say_what_they_bind_and_beat():
    from ludoview.games.colonne.words import move_text
    bind = api.from_notation("cs_8.11.0.0.0.0_0.0.0.0.0.0_w3")
    texts = {(m["from"], m["to"]): move_text("en", bind, m) for m in api.legal_steps(bind)}
    assert texts[(8, 11)] == "piece from entry V to entry II with 3 · binds into a column of 2"
    assert texts[(0, 10)] == "new piece at entry III with 3"
    beat = api.from_notation("cs_17.17.0.0.0.0_21.0.0.0.0.0_w4")
    texts = {(m["from"], m["to"]): move_text("it", beat, m) for m in api.legal_steps(beat)}
    assert texts[(17, 21)] == "colonna di 2 dalla casella 5 alla casella 9 con 4 · batte 1 pedina"


def test_colonne_embed_tells_the_turn_as_the_page_does():
    # a scenario: white's column of 2 on square 5 beats black's piece on square 9 with the 4
    t = table("game=colonne&position=cs_17.17.0.0.0.0_21.0.0.0.0.0_w4&mode=scenario")
    words = colonne_words("en", t.play(t.index_of({"dice": [4], "from": 17, "to": 21})), "small")
    assert words == ["White: column of 2 from square 5 to square 9 with 4 · beats 1 piece.",
                     "White beats a piece of Black's: it leaves the board and must enter again.",
                     "Black's turn."]
    # a whole game: doubles, passes and lost dice are told too, every event in every language
    t = table("game=colonne&players=hard,hard&seed=4")
    events = []
    while t.phase != "over":
        events += t.computer_step()
    assert {"colonne.say.rolled", "colonne.say.step", "colonne.say.capture", "colonne.say.double", "colonne.say.again", "colonne.say.pass", "colonne.say.lost", "colonne.say.next", "colonne.say.won"} \
        == {e["say"] for e in events}
    for lang in ("it", "fr", "en", "de"):
        assert len(colonne_words(lang, events, "small")) == len(events)


def test_a_new_position_may_switch_game_and_seat_count():
    config = parse(parse_qs("mode=scenario"))
    colonne = with_position(config, api.from_notation("cs_8.11.0.0.0.0_0.0.0.0.0.0_w3"))
    choices = colonne.session().choices
    assert colonne.game == "colonne" and [(m["from"], m["to"]) for m in choices] == [(0, 10), (8, 11), (11, 14)]
    four = with_position(colonne, api.from_notation("m1.0123.00.FGHC.EFa_.FEk5.____"), (2,))
    assert four.players == ("human",) * 4 and [(m["from"], m["to"]) for m in four.session().choices] == [(38, 40)]
    played = with_position(parse(parse_qs("players=human,hard")), api.from_notation("m1.02.00.8kGH.v___"))
    assert played.players == ("human", "hard")


def test_a_table_continues_from_a_shared_record():
    t = table("players=human,human&seed=9")
    for _ in range(12):
        if t.phase == "roll":
            t.roll()
        elif t.choices:
            t.play(0)
        else:
            t.play(None)
    record = share.record_from_fragment(share.fragment(t.record()))
    config, again = continued(parse({}), record)
    assert again.position == t.position and again.record() == t.record()
    assert config.players == ("human", "medium") and config.position == replay(t.record()).positions[0]   # the frame's own players


def test_an_old_colonne_share_link_still_opens():
    """Share links of earlier builds carried colonne games as 'ludo-embed-record/1': they are
    read as the engine's record and replay to the same game."""
    s = table("game=colonne&players=hard,hard&seed=6")
    for _ in range(30):
        s.computer_step()
    old = {"format": "ludo-embed-record/1", "game": "colonne", "start": replay(s.record()).positions[0],
           "actions": s.record()["actions"]}
    shared = replay(share.decode_record(share.encode_record(old)))
    assert shared.last == s.position and shared.record["format"] == "ludo-record/1"
    assert shared.lines("en")[0].startswith("White rolls") or shared.lines("en")[0].startswith("Black rolls")
    _, again = continued(parse({}), old)
    assert again.position == s.position


@pytest.mark.parametrize("text, words", [
    ("!!!", "not a record"),
    (share.encode_record(["x"]), "JSON object"),
    (share.encode_record({"game": "chess"}), "unknown game"),
    (share.encode_record({"format": "ludo-record/1", "game": "mensch", "seats": [0, 2],
                          "turns": [{"roll": 5, "move": {"from": -1, "to": 0}}]}), "record"),
    (share.encode_record({"format": "ludo-embed-record/1", "game": "colonne",
                          "start": api.new_colonne(), "actions": [{"step": {"dice": [3], "from": 0, "to": 10}}]}),
     "record"),
])
def test_bad_shared_records_are_refused(text, words):
    with pytest.raises((share.ShareError, ReplayError), match=words):
        replay(share.decode_record(text))


# --- host commands -----------------------------------------------------------------------

MENSCH = (games.spec("mensch"), games.spec("mensch").parse_settings(None, None))
SMALL = (games.spec("colonne"), {"variant": "small"})


def test_commands_are_parsed():
    c = host_api.parse_command({"type": "set-position", "position": "m1.02.00.___c.____", "roll": 6,
                                "request": 7}, *MENSCH)
    assert (c.type, c.roll, c.request, c.position["pieces"]["0"]) == ("set-position", (6,), 7, [-1, -1, -1, 12])
    assert host_api.parse_command({"type": "play-move", "move": {"from": -1, "to": 0}}, *MENSCH).move == {
        "from": -1, "to": 0}
    assert host_api.parse_command({"type": "play-move", "move": None}, *MENSCH).move is None
    assert host_api.parse_command({"type": "set-roll", "roll": [5, 3]}, *SMALL).roll == (5, 3)
    assert host_api.parse_command({"type": "reset"}, *MENSCH).type == "reset"
    json_position = api.new_position([1, 3], {"lane_jump": True})
    c = host_api.parse_command({"type": "set-position", "position": json_position}, *SMALL)
    assert c.position == json_position and c.roll is None


@pytest.mark.parametrize("data, words", [
    ("reset", "JSON object"),
    ({}, "needs a 'type'"),
    ({"type": "explode"}, 'unknown command type "explode"'),
    ({"type": "set-roll"}, 'field "roll" is missing'),
    ({"type": "set-roll", "roll": 9}, "1 to 6"),
    ({"type": "set-roll", "roll": True}, "1 to 6"),
    ({"type": "reset", "colour": "red"}, 'unknown field "colour"'),
    ({"type": "set-position", "position": "m1.02"}, "position: notation"),
    ({"type": "set-position", "position": {"game": "mensch"}}, "position:"),
    ({"type": "play-move", "move": {"from": 3}}, "move must be an object"),
    ({"type": "play-move", "move": {"from": "a", "to": 2}}, "move.from"),
    ({"type": "reset", "request": {"x": 1}}, "request must be"),
])
def test_bad_commands_get_an_error_naming_the_problem(data, words):
    with pytest.raises(EmbedParamError) as caught:
        host_api.parse_command(data, *MENSCH)
    assert words in str(caught.value)


#: A start (position notation, throw as the URL writes it, as a host sends it) and what is wrong with it.
BAD_STARTS = [
    ("m1.02.00.8kGH.v___", "7", 7, "each die must be a number from 1 to 6"),
    ("m1.02.00.8kGH.v___", "0", 0, "each die must be a number from 1 to 6"),
    ("m1.02.00.8kGH.v___", "3,4", [3, 4], "mensch uses one die"),
    ("m1.02.00.8kGH.v___", "x", "x", "each die must be a number from 1 to 6"),
    ("cs_0.0.0.0.0.0_0.0.0.0.0.0_w", "5", [5], "this colonne game rolls 2 dice"),
    ("cl_0.0.0.0.0.0.0.0.0.0.0.0.0.0.0_0.0.0.0.0.0.0.0.0.0.0.0.0.0.0_w", "5,3", [5, 3], "rolls 3 dice"),
    ("cs_8.0.0.0.0.0_0.0.0.0.0.0_w52", "1,2", [1, 2], "already has dice to play"),
    ("m1.02.00.GHFE.____", "3", 3, "the game is over"),
    ("m1.02", "3", 3, 'position: notation "m1.02"'),
    ("xyz", "3", 3, "must start with 'm'"),
]


@pytest.mark.parametrize("position, url_roll, host_roll, words", BAD_STARTS)
def test_the_url_and_the_host_refuse_the_same_starts_with_the_same_words(position, url_roll, host_roll, words):
    with pytest.raises(EmbedParamError) as by_url:
        parse(parse_qs(f"position={position}&roll={url_roll}"))
    with pytest.raises(EmbedParamError) as by_host:
        host_api.parse_command({"type": "set-position", "position": position, "roll": host_roll}, *MENSCH)
    assert by_url.value.problems == by_host.value.problems
    assert len(by_url.value.problems) == 1 and words in by_url.value.problems[0]


def test_a_set_roll_is_refused_with_the_words_of_the_url():
    for value, text in ((7, "7"), ([3, 4], "3,4")):
        with pytest.raises(EmbedParamError) as by_host:
            host_api.parse_command({"type": "set-roll", "roll": value}, *MENSCH)
        with pytest.raises(EmbedParamError) as by_url:
            parse(parse_qs(f"roll={text}"))
        assert by_host.value.problems == by_url.value.problems


def test_origins():
    own = "http://127.0.0.1:8000"
    assert host_api.origin_allowed(own, (), own)
    assert not host_api.origin_allowed("https://evil.example", (), own)
    assert host_api.origin_allowed("https://a.example", ("https://a.example",), own)
    assert not host_api.origin_allowed(own, ("https://a.example",), own)
    assert host_api.origin_allowed("https://x.example", ("*",), own)


def test_a_refused_origin_is_named_with_the_parameter_that_lets_it_in():
    own = "http://127.0.0.1:8000"
    said = host_api.refused_origin_warning("https://evil.example", (), own)
    assert "https://evil.example" in said and f"{own} (its own origin)" in said
    assert "origin=https://evil.example" in said
    said = host_api.refused_origin_warning("https://b.example", ("https://a.example", "https://c.example"), own)
    assert "https://a.example, https://c.example" in said and "origin=https://b.example" in said
    said = host_api.refused_origin_warning("null", (), own)   # a sandboxed frame: only * lets it in
    assert "no origin (null)" in said and "origin=*" in said


def test_every_command_and_event_is_in_the_guide():
    for name in host_api.COMMANDS:
        assert f'<tr id="cmd-{name}"><td>{name}</td>' in GUIDE, name
    for name in host_api.EVENTS:
        assert f'<tr id="event-{name}"><td>{name}</td>' in GUIDE, name


def test_one_move_says_why_the_other_pieces_cannot_move():
    """Only one piece can move the full roll: and why not the others, in the engine's words
    (a rules page's board said no more than that); every piece in the base, the 6 brings one out."""
    from ludoview.games.mensch.view import explain
    def rule(q):
        return explain("en", table(q))[1]
    assert rule("position=m1.02.00.zG__.____&roll=4&mode=scenario") == (
        "Only one piece can move the full roll. A 6 is needed to leave the base. "
        "The roll must be exact: no piece may go past the last square.")
    assert rule("position=m1.02.00.EGf_.____&roll=3&mode=scenario") == (
        "Only one piece can move the full roll. A 6 is needed to leave the base. In the home lane a piece may not "
        "jump over pieces of its own colour. The roll must be exact: no piece may go past the last square.")
    assert rule("position=m1.02.00.____.____&roll=6&mode=scenario") == "Every piece is in the base: the 6 brings one out."
    assert explain("de", table("position=m1.02.00.____.____&roll=6&mode=scenario"))[1] == (
        "Alle Figuren sind im Haus: Die 6 holt eine heraus.")
