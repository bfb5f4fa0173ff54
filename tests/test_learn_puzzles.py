"""The puzzles' page without a browser (ludoview.learn.puzzles): progress, the order of
puzzles, the judgement of moves and steps, the words of every shipped puzzle."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
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
    assert P.move_right(puzzle, dict(puzzle["answer"], capture=False))
    other = puzzle["others"][0]["move"]
    assert not P.move_right(puzzle, other) and not P.move_right(puzzle, None)
    lines = P.wrong_words("en", puzzle, move=other)
    assert lines[0] == "Not the best." and "%" in lines[1]


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
