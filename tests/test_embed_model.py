"""The embed's game tables, host commands, share records and replays (CPython, no browser)."""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import parse_qs

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "py"))

from ludo import api  # noqa: E402
from ludo.errors import IllegalMove  # noqa: E402
from ludoview import embed_share as share  # noqa: E402
from ludoview import host_api  # noqa: E402
from ludoview.embed_model import table_for, table_from_replay  # noqa: E402
from ludoview.embed_params import parse  # noqa: E402
from ludoview.embed_words import replay_lines, say_all  # noqa: E402

GUIDE = (Path(__file__).resolve().parent.parent / "web" / "embedding.html").read_text(encoding="utf-8")


def table(query: str):
    return table_for(parse(parse_qs(query)))


# --- tables ---------------------------------------------------------------------------

def test_scenario_table_shows_the_roll_and_its_forced_move_then_resets():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    assert t.phase == "choose" and [(m["from"], m["to"], m["rule"]) for m in t.moves] == [(8, 11, "must_capture")]
    start = t.position
    words = say_all("en", t.play_move({"from": 8, "to": 11}))
    assert "captures" in " ".join(words) and t.position["pieces"]["2"] == [-1, -1, -1, -1]
    assert t.phase == "roll" and t.seat == 2
    t.reset()
    assert (t.position, t.shown_roll) == (start, 3)


def test_the_explanation_says_why_the_choice_is_what_it_is():
    words = lambda q: say_all("en", table(q).reset())[-1]  # noqa: E731
    assert words("position=m1.02.00.0f__.D___&roll=4&mode=scenario") == (
        "Forced move: the start square must be cleared first.")
    assert words("position=m1.02.00.zG__.____&roll=4&mode=scenario") == "Only one piece can move the full roll."
    assert words("position=m1.02.00.5cGH.r___&roll=4&mode=scenario") == (
        "Free choice: 2 moves are possible and no rule forces one.")


def test_a_roll_without_move_is_shown_with_its_reason_before_it_passes():
    t = table("position=m1.02.02.__GH.a___&roll=3&mode=scenario")   # third try fails
    assert t.phase == "choose" and t.moves == []
    words = " ".join(say_all("en", t.no_move_events()))
    assert "Third try" in words and "Blue's turn" in words
    with pytest.raises(IllegalMove):
        t.play(0)
    t.play(None)
    assert t.seat == 2 and t.phase == "roll"


def test_illegal_moves_and_wrong_phases_are_refused():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    with pytest.raises(IllegalMove, match="not legal"):
        t.play_move({"from": 20, "to": 23})
    with pytest.raises(IllegalMove, match="must be played"):
        t.play(None)
    t.play(0)
    with pytest.raises(IllegalMove, match="rolled first"):
        t.play_move({"from": 8, "to": 11})


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
    shared = share.replay(data)
    assert shared.last == t.position and len(shared.actions) == len(t.actions)
    lines = replay_lines("fr", shared)
    assert len(lines) == len(shared.actions) and all(lines)


def test_mensch_record_is_the_engines_record_format():
    t = table("position=m1.02.00.8kGH.v___&roll=3&mode=scenario")
    t.play(0)
    record = t.record()
    assert record["format"] == "ludo-record/1" and record["turns"] == [{"roll": 3, "move": {"from": 8, "to": 11}}]
    from ludo.mensch.record import Game
    assert api.to_notation(t.position) == api.to_notation(
        __import__("ludo.mensch.jsonio", fromlist=["x"]).position_to_json(Game.from_record(record).position))


def test_colonne_steps_in_words_say_what_they_bind_and_beat():
    from ludoview.embed_words import move_text
    bind = api.from_notation("cs_8.11.0.0.0.0_0.0.0.0.0.0_w3")
    texts = {(m["from"], m["to"]): move_text("en", bind, m) for m in api.legal_steps(bind)}
    assert texts[(8, 11)] == "piece from entry V to entry II with 3 · binds into a column of 2"
    assert texts[(0, 10)] == "enter at entry III with 3"
    beat = api.from_notation("cs_17.17.0.0.0.0_21.0.0.0.0.0_w4")
    texts = {(m["from"], m["to"]): move_text("it", beat, m) for m in api.legal_steps(beat)}
    assert texts[(17, 21)] == "colonna di 2 da percorso 5 a percorso 9 con 4 · batte 1"


def test_colonne_embed_tells_the_turn_as_the_page_does():
    # a scenario: white's column of 2 on track 5 beats black's piece on track 9 with the 4
    t = table("game=colonne&position=cs_17.17.0.0.0.0_21.0.0.0.0.0_w4&mode=scenario")
    words = say_all("en", t.play_move({"dice": [4], "from": 17, "to": 21}), "small")
    assert words == ["White: column of 2 from track 5 to track 9 with 4 · beats 1.",
                     "White beats 1 Black piece: it leaves the board and must enter again.",
                     "Black's turn."]
    # a whole game: doubles, passes and lost dice are told too, every event in every language
    t = table("game=colonne&players=hard,hard&seed=4")
    events = []
    while t.phase != "over":
        events += t.computer_step()
    assert {"c.rolled", "c.step", "c.capture", "c.double", "c.again", "c.pass", "c.lost", "c.next", "c.won"} \
        == {e["say"] for e in events}
    for lang in ("it", "fr", "en", "de"):
        assert len(say_all(lang, events, "small")) == len(events)


def test_a_new_position_may_switch_game_and_seat_count():
    from ludoview.embed_model import table_for_position
    config = parse(parse_qs("mode=scenario"))
    colonne = table_for_position(config, api.from_notation("cs_8.11.0.0.0.0_0.0.0.0.0.0_w3"))
    assert colonne.game == "colonne" and [(m["from"], m["to"]) for m in colonne.moves] == [(0, 10), (8, 11), (11, 14)]
    four = table_for_position(colonne.config, api.from_notation("m1.0123.00.FGHC.EFa_.FEk5.____"), 2)
    assert four.config.players == ("human",) * 4 and [(m["from"], m["to"]) for m in four.moves] == [(38, 40)]
    played = table_for_position(parse(parse_qs("players=human,hard")),
                                api.from_notation("m1.02.00.8kGH.v___"))
    assert played.config.players == ("human", "hard")


def test_a_table_continues_from_a_shared_record():
    t = table("players=human,human&seed=9")
    for _ in range(12):
        if t.phase == "roll":
            t.roll_die()
        elif t.moves:
            t.play(0)
        else:
            t.play(None)
    shared = share.replay(share.record_from_fragment(share.fragment(t.record())))
    again = table_from_replay(parse({}), shared)
    assert again.position == t.position and again.record() == t.record()


@pytest.mark.parametrize("text, words", [
    ("!!!", "not a record"),
    (share.encode_record(["x"]), "JSON object"),
    (share.encode_record({"game": "chess"}), "unknown game"),
    (share.encode_record({"format": "ludo-record/1", "game": "mensch", "seats": [0, 2],
                          "turns": [{"roll": 5, "move": {"from": -1, "to": 0}}]}), "record"),
    (share.encode_record({"format": "ludo-embed-record/1", "game": "colonne",
                          "start": api.new_colonne(), "actions": [{"step": {"dice": [3], "from": 0, "to": 10}}]}),
     "colonne record"),
])
def test_bad_shared_records_are_refused(text, words):
    with pytest.raises(share.ShareError, match=words):
        share.replay(share.decode_record(text))


# --- host commands -----------------------------------------------------------------------

def test_commands_are_parsed():
    c = host_api.parse_command({"type": "set-position", "position": "m1.02.00.___c.____", "roll": 6,
                                "request": 7}, "mensch")
    assert (c.type, c.roll, c.request, c.position["pieces"]["0"]) == ("set-position", 6, 7, [-1, -1, -1, 12])
    assert host_api.parse_command({"type": "play-move", "move": {"from": -1, "to": 0}}, "mensch").move == {
        "from": -1, "to": 0}
    assert host_api.parse_command({"type": "play-move", "move": None}, "mensch").move is None
    assert host_api.parse_command({"type": "set-roll", "roll": [5, 3]}, "colonne").roll == (5, 3)
    assert host_api.parse_command({"type": "reset"}, "mensch").type == "reset"
    json_position = api.new_position([1, 3], {"lane_jump": True})
    c = host_api.parse_command({"type": "set-position", "position": json_position}, "colonne")
    assert c.position == json_position and c.roll is None


@pytest.mark.parametrize("data, words", [
    ("reset", "JSON object"),
    ({}, "needs a 'type'"),
    ({"type": "explode"}, "unknown command type 'explode'"),
    ({"type": "set-roll"}, "field 'roll' is missing"),
    ({"type": "set-roll", "roll": 9}, "1 to 6"),
    ({"type": "set-roll", "roll": True}, "1 to 6"),
    ({"type": "reset", "colour": "red"}, "unknown field 'colour'"),
    ({"type": "set-position", "position": "m1.02"}, "position: notation"),
    ({"type": "set-position", "position": {"game": "mensch"}}, "position:"),
    ({"type": "play-move", "move": {"from": 3}}, "move must be an object"),
    ({"type": "play-move", "move": {"from": "a", "to": 2}}, "move.from"),
    ({"type": "reset", "request": {"x": 1}}, "request must be"),
])
def test_bad_commands_get_an_error_naming_the_problem(data, words):
    with pytest.raises(host_api.HostApiError) as caught:
        host_api.parse_command(data, "mensch")
    assert words in str(caught.value)


def test_origins():
    own = "http://127.0.0.1:8000"
    assert host_api.origin_allowed(own, (), own)
    assert not host_api.origin_allowed("https://evil.example", (), own)
    assert host_api.origin_allowed("https://a.example", ("https://a.example",), own)
    assert not host_api.origin_allowed(own, ("https://a.example",), own)
    assert host_api.origin_allowed("https://x.example", ("*",), own)


def test_every_command_and_event_is_in_the_guide():
    for name in host_api.COMMANDS:
        assert f'<tr id="cmd-{name}"><td>{name}</td>' in GUIDE, name
    for name in host_api.EVENTS:
        assert f'<tr id="event-{name}"><td>{name}</td>' in GUIDE, name


def test_embed_words_exist_in_all_four_languages_with_the_same_placeholders():
    import string

    from ludoview import i18n
    from ludoview.embed_i18n import EMBED_STRINGS
    for key, texts in EMBED_STRINGS.items():
        assert len(texts) == 4 and all(texts), key
        fields = [{f for _, f, _, _ in string.Formatter().parse(text) if f} for text in texts]
        assert all(f == fields[0] for f in fields), key
        assert key not in i18n.STRINGS, f"{key} would hide the page's own wording"
