"""The page's game state: actions ask the engine, events say what happened, saves round-trip."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludo.dice import throw
from ludoview.core.saves import SaveError
from ludoview.games.mensch import save
from ludoview.games.mensch.session import MenschSession as Session
from ludoview.games.mensch.setup import Setup
from ludoview.games.mensch.words import say_all


def _session(pieces, kinds=("human", "human"), turn=0, tries=0, **options) -> Session:
    setup = Setup.make(len(kinds), kinds, options)
    position = api.new_position(setup.seats, setup.options)
    position["pieces"] = {str(c): list(v) for c, v in pieces.items()}
    position["turn"], position["tries"] = turn, tries
    return Session.new(setup, "test-seed", position=position)


def test_default_setup_is_you_against_a_computer_in_opposite_corners():
    setup = Setup.default()
    assert [(p.corner, p.kind) for p in setup.players] == [(0, "human"), (2, "medium")]
    assert setup.options == {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False}
    assert Setup.make(3, ["human"] * 3).seats == [0, 1, 2]
    with pytest.raises(ValueError, match="players=5"):
        Setup.make(5, ["human"] * 5)
    with pytest.raises(ValueError, match="kinds"):
        Setup.make(2, ["human", "genius"])
    with pytest.raises(ValueError, match="option lane_jump"):
        Setup.make(2, ["human"] * 2, {"lane_jump": "yes"})


def test_four_computers_play_a_whole_game_to_the_places():
    session = Session.new(Setup.make(4, ["easy"] * 4), "whole-game")
    for _ in range(20_000):
        if session.phase == "over":
            break
        session.computer_step()
    result = session.result
    assert result is not None and sorted(result["places"]) == ["0", "1", "2", "3"]
    assert session.events[-1] == {"say": "mensch.say.won", "corner": result["winner"]}


def test_the_die_is_the_engines_seeded_by_game_and_throw():
    a = Session.new(Setup.make(2, ["easy", "easy"]), "same")
    b = Session.new(Setup.make(2, ["easy", "easy"]), "same")
    for _ in range(300):
        a.computer_step(), b.computer_step()
    assert a.position == b.position and a.record() == b.record() and a.record()["seed"] == "same"
    rolls = [turn["roll"] for turn in a.record()["turns"]]
    assert rolls == [throw("same", n)[0] for n in range(len(rolls))] and set(rolls) == {1, 2, 3, 4, 5, 6}


def test_a_roll_without_a_move_says_why_and_counts_the_tries():
    s = _session({0: [-1] * 4, 2: [-1] * 4})
    events = s.roll(3)
    assert events[1] == {"say": "mensch.say.no_move", "corner": 0, "why": "needs_six"}
    assert events[2] == {"say": "mensch.say.try_again", "corner": 0, "n": 2}
    assert s.phase == "roll" and s.position["tries"] == 1
    s.roll(2)
    events = s.roll(5)
    assert events[1]["why"] == "third_try_failed"
    assert events[2] == {"say": "mensch.say.next", "corner": 2}
    assert "Third try without a 6: the turn passes." in " ".join(say_all("en", events))


def test_a_forced_move_names_its_rule():
    s = _session({0: [-1, -1, -1, 12], 2: [-1] * 4})
    events = s.roll(6)
    assert {"say": "mensch.rule.must_enter", "corner": 0} in events
    assert s.phase == "choose" and [(m["from"], m["to"]) for m in s.choices] == [(-1, 0)]
    assert "with a 6 a piece must come out" in " ".join(say_all("en", events))


def test_a_capture_names_the_victim_and_a_played_six_rolls_again():
    s = _session({0: [4, 40, 41, 42], 2: [-1, -1, -1, 30]})   # Blue's 30 is ring square 10
    s.roll(6)
    index = next(i for i, m in enumerate(s.choices) if m["to"] == 10)
    events = s.play(index)
    assert {"say": "mensch.say.capture", "corner": 0, "victim": 2} in events
    assert {"say": "mensch.say.extra_roll", "corner": 0} in events
    assert s.turn == 0 and s.position["pieces"]["2"].count(-1) == 4
    assert s.last == {"corner": 0, "from": 4, "to": 10, "capture": True}



def test_alone_against_computers_the_person_is_told_you():
    s = _session({0: [-1] * 4, 2: [-1] * 4})
    events = s.roll(3)                     # Red (the person, corner 0) has no move
    assert say_all("en", events, you=0)[1:] == ["You cannot move. A 6 is needed to leave the base.",
                                                "Still no 6: you roll again (try 2 of 3)."]
    assert say_all("fr", events, you=0)[1] == "Tu ne peux pas jouer. Il faut un 6 pour sortir de la base."
    assert say_all("en", events, you=2)[1] == "Red cannot move. A 6 is needed to leave the base."
    assert say_all("en", events)[1] == "Red cannot move. A 6 is needed to leave the base."
    capture = [{"say": "mensch.say.capture", "corner": 2, "victim": 0}, {"say": "mensch.say.capture", "corner": 0, "victim": 2}]
    assert say_all("en", capture, you=0) == ["Blue captures one of your pieces: it goes back to base!",
                                             "You capture one of Blue's pieces: it goes back to base!"]
    assert say_all("de", capture, you=0)[0] == "Blau schlägt eine deiner Figuren: zurück ins Haus!"

def test_undo_takes_back_the_last_human_move_and_keeps_the_roll():
    s = _session({0: [-1, -1, 3, 9], 2: [-1] * 4})
    s.roll(2)
    before = json.dumps(s.position, sort_keys=True)
    s.play(0)
    assert s.can_undo and s.turn == 2
    events = s.undo()
    assert events == [{"say": "mensch.say.undone", "corner": 0}]
    assert json.dumps(s.position, sort_keys=True) == before and s.roll_value == 2 and s.phase == "choose"
    assert not s.can_undo
    with pytest.raises(ValueError, match="no move of a person to undo"):
        s.undo()


def test_undo_after_the_computer_answered_takes_its_turn_back_too_until_the_person_rolls():
    s = _session({0: [-1, -1, 3, 9], 2: [-1, -1, 3, 9]}, kinds=("human", "easy"))
    s.roll(2)
    before, count = s.position, s.game.throws
    s.play(0)
    while s.turn == 2:                   # the computer's whole turn: the person's move can still go back
        s.computer_step()
        assert s.can_undo
    answered = s.position
    assert s.undo() == [{"say": "mensch.say.undone", "corner": 0}]
    assert s.position == before and s.roll_value == 2 and s.phase == "choose" and s.game.throws == count
    # the same move again: the computer's dice fall the same, it answers the same
    s.play(0)
    while s.turn == 2:
        s.computer_step()
    assert s.position == answered
    saved = save.loads(save.dumps(s))    # the undo is saved too
    assert saved.can_undo and saved.undo_from == s.undo_from
    saved.undo()
    assert saved.position == before and saved.roll_value == 2 and saved.game.throws == count
    s.roll()                             # the person rolls: their move stands
    assert not s.can_undo


def test_actions_out_of_turn_are_refused_with_a_reason():
    s = _session({0: [-1] * 4, 2: [-1] * 4})
    with pytest.raises(ValueError, match="no move can be played now"):
        s.play(0)
    s2 = _session({0: [-1, -1, 3, 9], 2: [-1] * 4})
    s2.roll(1)
    with pytest.raises(ValueError, match="cannot roll now"):
        s2.roll()
    with pytest.raises(ValueError, match="move number 7"):
        s2.play(7)
    with pytest.raises(ValueError, match="no computer action"):
        s2.computer_step()


def test_a_save_resumes_exactly_mid_turn():
    s = _session({0: [-1, -1, 3, 9], 2: [-1, 4, 7, 20]}, kinds=("human", "hard"), lane_jump=True)
    s.roll(4)
    text = save.dumps(s)
    back = save.loads(text)
    assert save.to_json(back) == save.to_json(s)
    assert back.phase == "choose" and back.choices == s.choices and back.roll_value == 4
    assert back.seed == s.seed and back.game.throws == s.game.throws
    s.play(0), back.play(0)
    assert back.computer_step() == s.computer_step() and back.position == s.position   # the same dice


@pytest.mark.parametrize("text, reason", [
    ("{not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ('{"format": "chess-save/9"}', "unknown save format"),
    ('{"format": "ludo-save/1", "game": "colonne"}', "another game"),
])
def test_corrupt_or_foreign_saves_are_refused_with_a_reason(text, reason):
    with pytest.raises(SaveError, match=reason):
        save.loads(text)


def _good() -> dict:
    s = _session({0: [-1, -1, 3, 9], 2: [-1] * 4})
    return json.loads(save.dumps(s))


@pytest.mark.parametrize("change, reason", [
    (lambda d: d["position"]["pieces"].update({"0": [3, 3, -1, -1]}), "position"),
    (lambda d: d["players"].__setitem__(1, {"corner": 1, "kind": "human"}), "not a valid seating"),
    (lambda d: d["players"][1].update({"kind": "god"}), "kinds"),
    (lambda d: d.update({"roll": 9}), "not a die value"),
    (lambda d: d.update({"roll": 5, "record": None}) or d.pop("record") and None
     or d["position"]["pieces"].update({"0": [-1] * 4}), "no move to wait for"),   # (a build that kept no record)
    (lambda d: d.pop("record") and d.update({"dice": {"seed": 3}}), "dice record"),
    (lambda d: d["options"].update({"lane_jump": True}), "options do not match"),
    (lambda d: d["record"]["turns"].append({"roll": 9, "move": None}), "record: record turn 1"),
    (lambda d: d.update({"record": [1]}), "record is not an object"),
    (lambda d: d.update({"undo_from": 99}), "undo_from is not an action count"),
])
def test_damaged_saves_are_refused_with_a_reason(change, reason):
    data = _good()
    change(data)
    with pytest.raises(SaveError, match=reason):
        save.from_json(data)


def test_rematch_keeps_the_players_and_options():
    s = _session({0: [-1] * 4, 2: [-1] * 4}, kinds=("human", "easy"), start_with_piece=True)
    again = s.rematch()
    assert again.setup == s.setup and again.position["pieces"]["0"].count(0) == 1


def test_hints_follow_the_moves_and_read_as_words():
    from ludoview.games.mensch.words import hint_text
    s = _session({0: [4, 40, 41, 42], 2: [-1, -1, 7, 30]})   # Blue's 30 stands on ring square 10
    s.roll(6)
    hints = s.hints()
    assert len(hints) == len(s.choices) >= 1
    for move, hint in zip(s.choices, hints, strict=True):
        assert (hint["move"]["from"], hint["move"]["to"]) == (move["from"], move["to"])
    capture = next(h for h, m in zip(hints, s.choices, strict=True) if m["capture"])
    pct = round(capture["estimate"] * 100)
    assert hint_text("en", capture) == (f"{dict(good='good', ok='fair', risky='risky')[capture['mark']]}: "
                                        f"captures Blue ({pct}% to win)")
    assert hint_text("de", {"mark": "risky", "reason": "lands_ahead_of", "args": {"corner": 3, "distance": 2}}) \
        == "riskant: landet 2 Felder vor Grün"
    assert hint_text("en", {"mark": "great", "reason": "captures", "args": {}}) is None


def test_every_hint_reason_reads_as_words_in_every_language():
    from ludo.mensch.hints import REASONS
    from ludoview.core.i18n import LANGUAGES
    from ludoview.games.mensch.words import hint_text
    args = {"corner": 1, "distance": 3, "squares": 5, "tries": 1}
    for lang in LANGUAGES:
        texts = {code: hint_text(lang, {"mark": "risky", "reason": code, "args": args}) for code in REASONS}
        assert all(texts.values()), (lang, [code for code, text in texts.items() if not text])
        assert len(set(texts.values())) == len(REASONS), lang
    three = hint_text("en", {"mark": "risky", "reason": "on_start_of", "args": {"corner": 1, "tries": 3}})
    assert three == "risky: stops on Yellow's start square, and Yellow has three tries to roll a 6"



def test_a_best_move_that_stays_in_reach_says_both():
    """When every move leaves a piece in reach, the best one is marked good: the
    words must not call a risky landing simply "good"."""
    from ludoview.core.i18n import LANGUAGES
    from ludoview.games.mensch.words import hint_text
    risky_best = {"mark": "good", "reason": "lands_ahead_of", "args": {"corner": 2, "distance": 6}}
    assert hint_text("en", risky_best) == "best here, but risky: stops 6 squares ahead of Blue"
    for lang in LANGUAGES:
        plain_good = hint_text(lang, {"mark": "good", "reason": "captures", "args": {"corner": 2}})
        both = hint_text(lang, risky_best)
        assert both and not both.startswith(plain_good.split(":")[0] + ":"), lang
        start = hint_text(lang, {"mark": "good", "reason": "on_start_of", "args": {"corner": 2, "tries": 1}})
        assert start.split(":")[0] == both.split(":")[0], lang

def test_the_story_of_the_game_is_capped_and_told_again_from_the_saved_record():
    s = Session.new(Setup.make(2, ["easy", "easy"]), "story")
    for _ in range(200):
        if s.phase == "over":
            break
        s.computer_step()
    assert len(s.history) == 60 and s.history[-len(s.events):] == s.events
    text = save.dumps(s)
    assert not {"history", "events"} & set(json.loads(text))        # no words in a save: the record
    back = save.loads(text)
    assert (back.history, back.events) == (s.history, s.events)
    older = json.loads(text)
    older["history"] = [{"no": "say"}]    # an earlier build's story (its own words) is not read
    older["events"] = "oops"
    assert save.loads(json.dumps(older)).history == s.history
