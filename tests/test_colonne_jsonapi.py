"""ludo.colonne behind ludo.api and the shared interface of ludo.core; the example of docs/engine.md runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import ludo.colonne as colonne
from ludo import api
from ludo.colonne import jsonapi
from ludo.core import GameRecord, GameRules
from ludo.errors import IllegalMove


def test_colonne_provides_the_game_interface():
    for name in GameRules.__annotations__:
        assert hasattr(colonne, name), name
    for name in ("position_from_json", "position_to_json", "result", "to_notation", "from_notation"):
        assert callable(getattr(colonne, name)), name
    assert colonne.NAME == "colonne" and colonne.NOTATION_PREFIX == "c"
    game = colonne.Game(seed=1)
    assert isinstance(game, GameRecord)
    pos = colonne.position_from_json(json.loads(json.dumps(colonne.position_to_json(game.position))))
    assert pos == game.position and colonne.from_notation(colonne.to_notation(pos)) == pos
    assert colonne.result(pos) is None


def test_jsonapi_has_what_the_router_calls():
    for name in ("new_colonne", "opening", "roll", "legal_steps", "play", "result", "to_notation",
                 "from_notation", "choose_step"):
        assert callable(getattr(jsonapi, name)), name


def test_router_refuses_mensch_calls_on_colonne_and_back():
    data = api.new_colonne()
    with pytest.raises(ValueError, match="mensch"):
        api.legal_moves(data, 6)
    with pytest.raises(IllegalMove, match="takes"):
        api.play(api.roll(data, [1, 2]), {"dice": [1], "from": 0, "to": 12}, "extra")


def test_why_illegal_in_json():
    data = api.roll(api.new_colonne(), [5, 3])
    assert jsonapi.why_illegal(data, {"dice": [5], "from": 0, "to": 8}) is None
    assert jsonapi.why_illegal(data, {"dice": [6], "from": 0, "to": 7}) == "dice-not-left"
    with pytest.raises(IllegalMove, match="dice-not-left"):
        api.play(data, {"dice": [6], "from": 0, "to": 7})
    with pytest.raises(IllegalMove, match="'from' is missing"):
        api.play(data, {"dice": [5], "to": 8})


def test_engine_doc_example_runs():
    doc = (Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text(encoding="utf-8")
    section = doc.split("## colonne in Python", 1)[1]
    code = section.split("```python", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(compile(code, "docs/engine.md", "exec"), namespace)
    assert api.to_notation(namespace["pos"]) == "cs_8.0.0.0.0.0_0.0.0.0.0.0_w3"
    assert namespace["steps"][0] == {"dice": [5], "from": 0, "to": 8, "pieces": 1, "captures": 0}
