"""The shipped puzzle sets (web/data/puzzles-*.json, made by tools/make_puzzles.py):
every puzzle holds by the analysis, and each set is big and graded."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import pytest

from ludo import api, puzzles
from ludo.colonne.hints import REASONS as COLONNE_REASONS
from ludo.mensch.hints import REASONS as MENSCH_REASONS

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "web" / "data"
REASONS = {"mensch": MENSCH_REASONS, "colonne": COLONNE_REASONS}


def shipped(game: str) -> dict:
    return json.loads((DATA / f"puzzles-{game}.json").read_text(encoding="utf-8"))


def tool():
    spec = importlib.util.spec_from_file_location("make_puzzles", ROOT / "tools" / "make_puzzles.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_every_shipped_puzzle_holds(game):
    data = shipped(game)
    assert data["format"] == puzzles.FORMAT and data["game"] == game
    items = data["puzzles"]
    assert len(items) >= 200
    assert len({p["id"] for p in items}) == len(items)
    assert len({(p["position"], json.dumps(p["roll"])) for p in items}) == len(items)
    for puzzle in items:
        puzzles.check(puzzle)   # notation round trip, a legal answer, best by the margin
        assert puzzle["margin"] >= data["margin"] == puzzles.MARGIN[game]
        assert all(r["code"] in REASONS[game] for r in puzzle["reasons"])
    assert {p["grade"] for p in items} == {"easy", "medium", "hard"}


def test_mensch_answers_are_legal_by_the_api():
    for puzzle in shipped("mensch")["puzzles"]:
        position = api.from_notation(puzzle["position"])
        legal = [(m["from"], m["to"]) for m in api.legal_moves(position, puzzle["roll"])]
        assert (puzzle["answer"]["from"], puzzle["answer"]["to"]) in legal
        assert api.to_notation(position) == puzzle["position"]


def test_colonne_answers_play_through_the_api():
    for puzzle in shipped("colonne")["puzzles"][::8]:
        position = api.from_notation(puzzle["position"])
        assert position["dice"] == puzzle["roll"]
        mover = position["turn"]
        for step in puzzle["answer"]:
            legal = [(s["dice"], s["from"], s["to"]) for s in api.legal_steps(position)]
            assert (step["dice"], step["from"], step["to"]) in legal
            position = api.play(position, step)
        assert sorted(position["pieces"][mover]) == puzzle["end"][mover]


def test_a_wrong_puzzle_is_refused():
    good = shipped("mensch")["puzzles"][0]
    wrong = copy.deepcopy(good)
    wrong["answer"] = wrong["others"][0]["move"]
    with pytest.raises(puzzles.PuzzleError):
        puzzles.check(wrong)
    wider = copy.deepcopy(good)
    wider["margin"] = round(good["margin"] + 0.05, 4)
    with pytest.raises(puzzles.PuzzleError):
        puzzles.check(wider)
    colonne = copy.deepcopy(shipped("colonne")["puzzles"][0])
    colonne["answer"] = colonne["answer"][:1] + [{"dice": [1], "from": 0, "to": 99}]
    with pytest.raises(puzzles.PuzzleError):
        puzzles.check(colonne)


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_tool_makes_the_shipped_puzzles_again(game):
    """The first puzzle of a grade comes from a seeded game the tool plays again to the same puzzle."""
    make = tool()
    first = shipped(game)["puzzles"][0]
    index = int(first["source"].split("game ")[1].split(",")[0])
    found = make.mensch_candidates(index) if game == "mensch" else make.colonne_candidates(index)
    assert any(p["position"] == first["position"] and p["roll"] == first["roll"] for p in found)
