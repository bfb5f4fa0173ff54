"""The colonne page's game state (pure Python): opening, turns, picks, undo, saves, words."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludoview.core.i18n import LANGUAGES
from ludoview.core.saves import SaveError
from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.controls import Pick, matching, unit_has_steps, used_dice
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.colonne.words import WORDS, say_all

VIEW = Path(__file__).resolve().parent.parent / "web" / "py" / "ludoview"
FINISH = {"small": 37, "large": 55}


def _session(white, black, turn="white", kinds=("human", "human"), variant="small") -> ColonneSession:
    position = dict(api.new_colonne(variant, turn), pieces={"white": list(white), "black": list(black)})
    return ColonneSession.new(ColonneSetup(variant, kinds), "test-seed", position=position)


def test_setup_checks_variant_and_players():
    assert ColonneSetup().variant == "small" and ColonneSetup().kinds == ("human", "medium")
    assert ColonneSetup("large", ("hard", "human")).dice == 3
    with pytest.raises(ValueError, match='variant="huge"'):
        ColonneSetup("huge")
    with pytest.raises(ValueError, match="kinds"):
        ColonneSetup("small", ("human", "genius"))
    with pytest.raises(ValueError, match="kinds"):
        ColonneSetup("small", ("human",))


def test_the_opening_roll_decides_who_starts_and_ties_roll_again():
    starters = set()
    saw_tie = False
    for n in range(40):
        s = ColonneSession.new(ColonneSetup(), f"opening-{n}")
        *ties, last = s.events
        assert all(e["say"] == "colonne.say.opening_tie" and sum(e["white"]) == sum(e["black"]) for e in ties)
        saw_tie |= bool(ties)
        assert last["say"] == "colonne.say.opening" and api.opening(last["white"], last["black"]) == last["colour"] == s.turn
        assert s.position == api.new_colonne("small", s.turn) and s.phase == "roll"
        starters.add(s.turn)
    assert starters == {"white", "black"} and saw_tie


@pytest.mark.parametrize("variant,kinds", [("small", ("easy", "hard")), ("large", ("medium", "easy"))])
def test_computers_play_a_whole_game_with_legal_steps_only(variant, kinds):
    s = ColonneSession.new(ColonneSetup(variant, kinds), f"whole-{variant}")
    pieces = 6 if variant == "small" else 15
    for _ in range(5000):
        if s.phase == "over":
            break
        before = s.position
        if s.phase == "roll":
            events = s.computer_step()
            assert events[0]["say"] == "colonne.say.rolled" and len(events[0]["dice"]) == s.setup.dice
        else:
            index = s.computer_choice()
            step = s.choices[index]
            assert step in api.legal_steps(before)
            s.play(index)
            assert s.position == api.play(before, step)
        assert all(len(s.position["pieces"][c]) == pieces for c in ("white", "black"))
        assert not s.can_undo          # computer steps are not taken back
    assert s.phase == "over" and s.result is not None
    winner = s.result["winner"]
    assert s.pieces_home(winner) == pieces and s.events[-1] == {"say": "colonne.say.won", "colour": winner}


def test_a_double_rolls_again_after_the_turn():
    s = _session([0] * 6, [0] * 6)
    events = s.roll([4, 4])
    assert [e["say"] for e in events] == ["colonne.say.rolled", "colonne.say.double"] and s.position["again"]
    s.play(0)
    events = s.play(0)
    assert events[-1] == {"say": "colonne.say.again", "colour": "white"} and s.turn == "white" and s.phase == "roll"


def test_a_roll_no_step_can_use_is_passed_at_once():
    s = _session([37, 37, 37, 37, 37, 35], [0] * 6)
    events = s.roll([5, 3])
    assert events[1:] == [{"say": "colonne.say.pass", "colour": "white", "dice": [5, 3]}, {"say": "colonne.say.next", "colour": "black"}]
    assert s.turn == "black" and s.phase == "roll" and s.rolled == [5, 3]


def test_dice_no_later_step_can_use_are_lost():
    s = _session([37, 37, 37, 37, 34, 36], [0] * 6)
    s.roll([3, 5])
    assert [st["dice"] for st in s.choices] == [[3]]
    events = s.play(0)
    assert {"say": "colonne.say.lost", "colour": "white", "dice": [5]} in events and events[-1]["say"] == "colonne.say.next"
    assert used_dice(s.rolled, s.position["dice"]) == [True, True]


def test_a_column_beats_a_smaller_unit_and_says_so():
    s = _session([20, 20, 0, 0, 0, 0], [23, 0, 0, 0, 0, 0])
    s.roll([3, 6])
    index = next(i for i, st in enumerate(s.choices) if st["from"] == 20 and st["to"] == 23)
    events = s.play(index)
    assert events[1] == {"say": "colonne.say.capture", "colour": "white", "victim": "black", "n": 1}
    assert sorted(s.position["pieces"]["black"]) == [0] * 6


def test_undo_takes_back_human_steps_until_the_next_roll():
    s = _session([0] * 6, [0] * 6)
    s.roll([5, 2])
    start = s.position
    s.play(0)
    middle = s.position
    s.play(0)                              # the turn ends: black to roll
    assert s.turn == "black" and s.can_undo
    assert s.undo() == [{"say": "colonne.say.undone", "colour": "white"}] and s.position == middle
    s.undo()
    assert s.position == start and not s.can_undo
    with pytest.raises(ValueError, match="no move of a person to undo"):
        s.undo()
    s.play(0)
    s.play(0)
    assert s.turn == "black" and s.can_undo
    s.roll([1, 2])                         # the next roll: no more taking back
    assert not s.can_undo


def test_a_winning_step_cannot_be_undone():
    finish = FINISH["small"]
    s = _session([finish] * 5 + [finish - 3], [0] * 6)
    s.roll([3, 1])
    s.play(next(i for i, step in enumerate(s.choices) if step["to"] == finish))
    assert s.result["winner"] == "white"
    assert s.events[-1] == {"say": "colonne.say.won", "colour": "white"} and not s.can_undo


def test_actions_refuse_the_wrong_phase_and_bad_indices():
    s = _session([0] * 6, [0] * 6)
    with pytest.raises(ValueError, match="rolled first"):
        s.play(0)
    s.roll([6, 1])
    with pytest.raises(ValueError, match="cannot roll now"):
        s.roll([1, 1])
    with pytest.raises(ValueError, match="move number 9"):
        s.play(9)
    with pytest.raises(ValueError, match="no computer action"):
        s.computer_step()


def test_a_pick_narrows_the_steps_by_dice_unit_and_target():
    s = _session([8, 0, 0, 0, 0, 0], [0] * 6)
    s.roll([5, 3])
    steps, left = s.choices, s.left
    assert len(matching(steps, Pick(), left)) == len(steps)
    five = Pick().toggle_value(5, left)
    assert {tuple(steps[i]["dice"]) for i in matching(steps, five, left)} == {(5,)}
    both = five.toggle_value(3, left)
    assert {tuple(steps[i]["dice"]) for i in matching(steps, both, left)} == {(3, 5)}
    assert Pick().all_dice(left).values(left) == (3, 5) and Pick().all_dice(left).all_dice(left) == Pick()
    assert both.toggle_value(5, left).values(left) == (3,)
    assert five.toggle_value(6, left) == five
    unit = five.unit(8)
    assert [(steps[i]["from"], steps[i]["to"]) for i in matching(steps, unit, left)] == [(8, 13)]
    assert unit.unit(8).origin is None
    assert len(unit_has_steps(steps, unit, left)) == len(matching(steps, five, left))


def test_the_same_target_with_other_dice_stays_a_choice():
    s = _session([0] * 15, [0] * 15, variant="large")
    s.roll([1, 3, 4])
    left = s.left
    same = matching(s.choices, Pick(origin=0, target=15), left)
    assert sorted(tuple(s.choices[i]["dice"]) for i in same) == [(1, 3), (4,)]
    four = Pick(origin=0, target=15).toggle_value(4, left)
    assert [s.choices[i]["dice"] for i in matching(s.choices, four, left)] == [[4]]


def test_used_dice_marks_the_dice_no_longer_left():
    assert used_dice([5, 3], [5, 3]) == [False, False]
    assert used_dice([4, 4], [4]) == [False, True]
    assert used_dice([6, 2, 6], [6]) == [False, True, True]


def test_a_save_round_trips_mid_turn():
    s = ColonneSession.new(ColonneSetup("small", ("human", "hard")), "save-me")
    while not (s.is_human and s.phase == "choose"):
        s.roll() if s.is_human else s.computer_step()
    s.play(0) if len(s.left) > 1 else None
    back = colonne_save.loads(colonne_save.dumps(s))
    assert colonne_save.to_json(back) == colonne_save.to_json(s)
    assert back.choices == s.choices
    assert (back.history, back.events) == (s.history, s.events)   # told again from the record


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(game="mensch"), "another game"),
    (lambda d: d.update(format="x"), "unknown save format"),
    (lambda d: d.update(variant="huge"), "variant"),
    (lambda d: d["players"].reverse(), "white and black"),
    (lambda d: d["players"][1].update(kind="genius"), "kinds"),
    (lambda d: d["position"].update(variant="large"), "position"),
    (lambda d: d["position"]["pieces"]["white"].append(0), "position"),
    (lambda d: d["record"]["actions"].append({"roll": [9, 1]}), "record action 1"),
    (lambda d: d.pop("record") and d.update(dice={"seed": 1}), "dice record"),
    (lambda d: d.update(undo_from="3"), "undo_from"),
    (lambda d: d["record"].update(variant="large"), "record"),
])
def test_a_broken_save_says_what_is_wrong(change, message):
    s = ColonneSession.new(ColonneSetup(), "broken")
    s.roll([5, 3])
    data = json.loads(colonne_save.dumps(s))
    change(data)
    with pytest.raises(SaveError, match=message):
        colonne_save.loads(json.dumps(data))
    with pytest.raises(SaveError, match="not JSON"):
        colonne_save.loads("{")


def test_the_saved_position_must_be_where_the_record_leads():
    s = _session([0] * 6, [0] * 6)
    s.roll([5, 3])
    data = json.loads(colonne_save.dumps(s))
    data["position"]["dice"] = [6, 4]
    with pytest.raises(SaveError, match="does not lead to the saved position"):
        colonne_save.loads(json.dumps(data))


def test_every_event_of_a_game_is_said_in_four_languages():
    s = ColonneSession.new(ColonneSetup("small", ("easy", "easy")), "words")
    events = list(s.events)
    while s.phase != "over":
        events += s.computer_step()
    events += [{"say": "colonne.say.undone", "colour": "white"}, {"say": "colonne.say.lost", "colour": "black", "dice": [2]},
               {"say": "colonne.say.pass", "colour": "white", "dice": [6, 6]}, {"say": "colonne.say.double", "colour": "white"},
               {"say": "colonne.say.capture", "colour": "white", "victim": "black", "n": 2}]
    kinds = {e["say"] for e in events}
    assert {"colonne.say.opening", "colonne.say.rolled", "colonne.say.step", "colonne.say.next", "colonne.say.won"} <= kinds
    for lang in LANGUAGES:
        said = say_all(lang, events, "small")
        assert len(said) == len(events), lang
    de = say_all("de", [{"say": "colonne.say.capture", "colour": "white", "victim": "black", "n": 2}], "small")[0]
    assert "Weiß" in de and "Schwarz" in de and "2" in de
    assert say_all("en", [{"say": "colonne.say.step", "colour": "black",
                           "step": {"dice": [3, 5], "from": 0, "to": 5, "pieces": 1, "captures": 0}}], "small") == \
        ["Black: new piece at entry VIII with 3+5."]
    assert say_all("it", [{"say": "colonne.say.rolled", "colour": "white"}], "small") == []   # malformed: left out
    # alone against the computer, the person is "you" (in every language)
    for lang in LANGUAGES:
        assert len(say_all(lang, events, "small", you="white")) == len(events), lang
    assert say_all("en", events, "small", you="white") != say_all("en", events, "small")
    step = {"dice": [3, 5], "from": 0, "to": 5, "pieces": 1, "captures": 0}
    assert say_all("en", [{"say": "colonne.say.rolled", "colour": "white", "dice": [3, 5]},
                          {"say": "colonne.say.step", "colour": "white", "step": step},
                          {"say": "colonne.say.capture", "colour": "black", "victim": "white", "n": 2},
                          {"say": "colonne.say.next", "colour": "white"}], "small", you="white") == \
        ["You roll 3, 5.", "You: new piece at entry VIII with 3+5.",
         "Black beats 2 of your pieces: they leave the board and must enter again.", "Your turn."]
    assert say_all("fr", [{"say": "colonne.say.won", "colour": "white"}], "small", you="white") == ["Tu gagnes la partie\u00a0!"]
    assert say_all("en", [{"say": "colonne.say.won", "colour": "black"}], "small", you="white") == ["Black wins the game!"]


def test_every_words_key_the_colonne_view_uses_exists():
    source = "".join((VIEW / "games" / "colonne" / f"{name}.py").read_text(encoding="utf-8")
                     for name in ("page", "view", "words", "controls"))
    used = set(re.findall(r'WORDS\((?:self\.)?lang, "([a-z_.0-9]+)"', source))
    used |= set(re.findall(r'"(colonne\.dice\.[a-z]+)"', source))   # prompts said under the dice
    missing = sorted(k for k in used if k not in WORDS)
    assert len(used) > 10 and not missing, missing
    # the same count of pieces in the finish the end screen shows
    s = _session([37] * 6, [0] * 6)
    assert s.pieces_home("white") == 6 and s.pieces_home("black") == 0 and Counter(s.rolled) == Counter()
