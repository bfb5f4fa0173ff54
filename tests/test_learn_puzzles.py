"""The puzzles' page without a browser (ludoview.learn.puzzles): progress, the order of
puzzles, the judgement of moves and steps, the words of every shipped puzzle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api, puzzles
from ludo.mensch import fast
from ludo.mensch.notation import from_notation
from ludoview.core.i18n import LANGUAGES
from ludoview.learn import puzzles as P

DATA = Path(__file__).resolve().parent.parent / "web" / "data"


def shipped(game: str) -> list[dict]:
    return json.loads((DATA / f"puzzles-{game}.json").read_text(encoding="utf-8"))["puzzles"]


def test_progress_counts_streaks_and_survives_its_json():
    progress = P.read_progress(None)
    mensch = progress["mensch"]
    mensch.right("m-001", True)
    mensch.right("m-002", True)
    mensch.wrong()
    mensch.right("m-003", False)   # right after a wrong try: not solved, no streak
    assert (mensch.streak, mensch.best, mensch.solved) == (0, 2, ["m-001", "m-002"])
    again = P.read_progress(P.write_progress(progress))
    assert again["mensch"].to_json() == mensch.to_json() and again["colonne"].to_json()["solved"] == []
    for broken in ("{", "[]", '{"mensch": {"streak": -4, "best": "x", "solved": [3, "m-1"]}}', "null"):
        read = P.read_progress(broken)["mensch"]
        assert read.streak == 0 and read.best == 0 and read.solved in ([], ["m-1"])


def test_the_next_puzzle_is_the_next_unsolved_of_the_level():
    items = shipped("mensch")
    progress = P.Progress()
    first, done = P.next_puzzle(items, "hard", progress)
    assert first["grade"] == "hard" and not done
    progress.right(first["id"], True)
    second, _ = P.next_puzzle(items, "hard", progress, first["id"])
    assert second["grade"] == "hard" and second["id"] != first["id"]
    progress.solved = [p["id"] for p in items if p["grade"] == "easy"]
    again, done = P.next_puzzle(items, "easy", progress, items[0]["id"])
    assert done and again["grade"] == "easy"


def test_a_mensch_move_is_judged_against_the_answer():
    puzzle = shipped("mensch")[0]
    assert P.judge(puzzle, {"move": dict(puzzle["answer"], capture=False)}) == ("right", {})
    other = puzzle["others"][0]["move"]
    assert P.judge(puzzle, {"move": other}) == ("wrong", {"move": other})
    assert P.judge(puzzle, {"move": None}) == ("wrong", {"move": None})
    lines = P.wrong_words("en", puzzle, move=other)
    assert lines[0] == "Not the best." and "%" in lines[-1]
    assert lines[1] == "The best move brings a piece into the safe home lane; yours does not."   # m-001


def by_id(game: str, pid: str) -> dict:
    return next(p for p in shipped(game) if p["id"] == pid)


def test_a_wrong_move_is_told_by_what_it_misses_against_the_best():
    # m-004: the best captures Red, the others do not
    m004 = by_id("mensch", "m-004")
    for other in m004["others"]:
        assert puzzles.missed(m004, other["move"])[0] == {"code": "captures", "args": {"corner": 0}}
        assert P.wrong_words("en", m004, move=other["move"])[1] == "The best move captures Red; yours does not."
    # m-005: both capture Red; the best a piece that had come far, and yours leaves two pieces in reach
    m005 = by_id("mensch", "m-005")
    move = m005["others"][0]["move"]
    start = from_notation(m005["position"])
    found = puzzles.missed(m005, move)
    assert [m["code"] for m in found] == ["sends_further", "exposed"]
    red = start.pieces[0]
    assert found[0]["args"]["squares"] in red and found[0]["args"]["yours"] in red   # the two Red pieces taken
    assert found[1]["args"] == {"n": 2, "best": 0}
    said = P.wrong_words("de", m005, move=move)
    assert said[1].startswith("Der beste Zug schickt eine Figur von Rot zurück")
    assert said[2] == "Dein Zug lässt 2 Figuren in Reichweite eines Gegners; der beste keine."
    # the best move's reason leads with its capture, said once
    best = P.solution("en", m005)[0]
    assert best.endswith(": it captures Red.") and best.count("captur") == 1


def test_the_facts_compared_are_the_positions_own():
    m005 = by_id("mensch", "m-005")
    start = from_notation(m005["position"])
    legal = {(m[1], m[2]): m for m in fast.legal(fast.from_position(start), m005["roll"])}
    for move in legal.values():
        facts = puzzles.mensch_facts(start, m005["roll"], move)
        after = fast.apply(fast.from_position(start), m005["roll"], move)
        assert facts["captures"] == (None if move[3] < 0 else start.seats[move[3]])
        assert facts["exposed"] <= sum(1 for q in after[1][fast.from_position(start)[2]] if 0 <= q < 40)
    assert puzzles.missed(m005, m005["answer"]) == [{"code": "later", "args": {}}]   # the best misses nothing


def test_every_wrong_answer_of_every_shipped_puzzle_is_told_in_four_languages():
    for puzzle in shipped("mensch"):
        for other in puzzle["others"]:
            for lang in LANGUAGES:
                lines = P.miss_words(lang, puzzle, move=other["move"])
                assert 1 <= len(lines) <= 2 and all("{" not in line for line in lines), (puzzle["id"], lang)
    for puzzle in shipped("colonne")[:40]:
        start = api.from_notation(puzzle["position"])
        for step in api.legal_steps(start):
            after = api.play(start, step)
            if P.turn_state(puzzle, after) == "wrong":
                for lang in LANGUAGES:
                    lines = P.wrong_words(lang, puzzle, cut=True, position=after)
                    assert lines[1] and len(lines) >= 3 and all("{" not in line for line in lines)
                break


def _play(position: dict, steps) -> dict:
    for step in steps:
        position = api.play(position, step)
    return position


def test_a_colonne_turn_is_right_in_any_order_and_wrong_once_the_best_end_is_cut_off():
    items = [p for p in shipped("colonne") if len(p["answer"]) == 2 and p["answer"][0]["dice"] != p["answer"][1]["dice"]]
    puzzle = items[0]
    start = api.from_notation(puzzle["position"])
    after_one = _play(start, puzzle["answer"][:1])
    assert P.turn_state(puzzle, after_one) == "going"
    assert P.turn_state(puzzle, _play(start, puzzle["answer"])) == "right"
    best_end = (puzzle["end"]["white"], puzzle["end"]["black"])
    for step in api.legal_steps(start):   # a first step that cannot reach the best end: wrong at once
        after = api.play(start, step)
        state = P.turn_state(puzzle, after)
        assert state in ("going", "wrong", "right")
        if state == "wrong":
            assert (sorted(after["pieces"]["white"]), sorted(after["pieces"]["black"])) != best_end
            break
    else:
        pytest.fail("every first step could still reach the best end")


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_every_shipped_puzzle_is_told_in_four_languages(game):
    for puzzle in shipped(game):
        for lang in LANGUAGES:
            task = P.task(lang, puzzle)
            lines = P.solution(lang, puzzle)
            assert task and len(lines) == 2 and all("{" not in line for line in [task, *lines])
            assert P.reason_words(lang, puzzle, puzzle["reasons"]), (puzzle["id"], lang)
    en = P.solution("en", shipped(game)[0])
    assert en[0].startswith("The best is to ") and "%" in en[1]
