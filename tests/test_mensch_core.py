"""ludo.mensch follows the small shared interface of ludo.core; the bench returns figures."""

from __future__ import annotations

import json

import pytest

import ludo.mensch as mensch
from ludo.core import GameRecord, GameRules, require_int, require_keys
from ludo.errors import InvalidPosition
from ludo.mensch import bench


def test_mensch_provides_the_game_interface():
    for name in GameRules.__annotations__:
        assert hasattr(mensch, name), name
    for name in ("position_from_json", "position_to_json", "result", "to_notation", "from_notation"):
        assert callable(getattr(mensch, name)), name
    assert mensch.NAME == "mensch" and mensch.NOTATION_PREFIX == "m"
    game = mensch.Game((0, 2), seed=1)
    assert isinstance(game, GameRecord)
    pos = mensch.position_from_json(json.loads(json.dumps(mensch.position_to_json(game.position))))
    assert pos == game.position
    assert mensch.from_notation(mensch.to_notation(pos)) == pos
    assert mensch.result(pos) is None


def test_shared_checks_name_the_value():
    with pytest.raises(InvalidPosition, match="turn true: must be an integer"):
        require_int(True, "turn", InvalidPosition)
    with pytest.raises(InvalidPosition, match="thing: field 'a' is missing"):
        require_keys({}, ("a",), ("a",), "thing", InvalidPosition)


def test_bench_run_returns_figures():
    figures = bench.run(seconds=0.05)
    for path in ("fast", "clean"):
        f = figures[path]
        assert f["games"] >= 1 and f["rolls"] >= 100 * f["games"]
        assert f["rolls_per_s"] > 0 and f["games_per_s"] > 0
    assert figures["targets"]["rolls_per_s"] == 350_000
    text = bench.format_figures(figures)
    assert "fast" in text and "rolls/s" in text


def test_engine_doc_example_runs(capsys):
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text(encoding="utf-8")
    section = doc.split("## mensch in Python", 1)[1]
    code = section.split("```python", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(compile(code, "docs/engine.md", "exec"), namespace)
    assert namespace["pos"].pieces[0] == (6, -1, -1, -1)
    assert "0 6 False None" in capsys.readouterr().out
    assert namespace["record"]["format"] == "ludo-record/1"
