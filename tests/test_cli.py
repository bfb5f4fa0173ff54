"""The command line: ``python -m ludo simulate`` and ``python -m ludo bench``."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ludo.__main__ import main, parse_options

ROOT = Path(__file__).resolve().parents[1]


def _figures(text: str) -> list[str]:
    """The lines of a report without the timing line."""
    return [line for line in text.splitlines() if "games/s" not in line]


def test_simulate_prints_shares_intervals_length_and_throughput(capsys):
    code = main(["simulate", "--games", "20", "--players", "medium,random", "--seed", "4", "--jobs", "1"])
    out = capsys.readouterr().out
    assert code == 0
    assert "mensch: 20 games, players medium,random" in out
    rows = re.findall(r"^(medium|random)\s+1\s+(\d+)\s+([\d.]+)%\s+\[\s*([\d.]+)%,\s*([\d.]+)%\]", out, re.M)
    assert len(rows) == 2
    assert sum(int(r[1]) for r in rows) == 20
    for _, wins, share, low, high in rows:
        assert float(share) == pytest.approx(100 * int(wins) / 20)
        assert float(low) <= float(share) <= float(high)
    assert re.search(r"average game length [\d.]+ rolls", out)
    assert re.search(r"[\d.]+ games/s", out)


def test_simulate_is_reproducible_with_a_seed(capsys):
    args = ["simulate", "--games", "12", "--players", "easy,random,medium", "--seed", "9", "--jobs", "1",
            "--options", "mandatory_capture=false"]
    main(args)
    first = capsys.readouterr().out
    main(args)
    assert _figures(capsys.readouterr().out) == _figures(first)
    assert "mandatory_capture=False" in first


def test_simulate_refuses_bad_input(capsys):
    assert main(["simulate", "--games", "5", "--players", "random,wizard"]) == 2
    assert 'level "wizard"' in capsys.readouterr().err
    assert main(["simulate", "--games", "5", "--players", "random,random", "--options", "lane_jump"]) == 2
    assert "name=value" in capsys.readouterr().err


def test_parse_options():
    assert parse_options("mandatory_capture=false, lane_jump=true,variant=large,n=3") == {
        "mandatory_capture": False, "lane_jump": True, "variant": "large", "n": 3}
    assert parse_options("") == {}


def test_module_runs_as_a_command():
    done = subprocess.run(
        [sys.executable, "-m", "ludo", "simulate", "--games", "6", "--players", "hard,random", "--jobs", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "hard" in done.stdout and "95% interval" in done.stdout


def test_bench_prints_the_engine_figures(capsys, monkeypatch):
    from ludo.mensch import bench

    monkeypatch.setattr(bench, "main", lambda: "rolls/s figures")
    assert main(["bench"]) == 0
    assert capsys.readouterr().out.strip() == "rolls/s figures"


def test_play_prints_a_whole_game_action_by_action_reproducibly(capsys):
    assert main(["play", "--seed", "5", "--players", "hard,medium,random"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert main(["play", "--seed", "5", "--players", "hard,medium,random"]) == 0
    assert capsys.readouterr().out.splitlines() == out
    assert re.fullmatch(r"\s+1 dice\s+roll [1-6]", out[0])
    assert all(re.fullmatch(r"\s*\d+ (dice|seat [0-2])\s+\S.*", line) for line in out[:-1])
    assert re.fullmatch(r"mensch hard, medium, random, seed 5: seat [0-2] \(\w+\) wins after "
                        rf"{len(out) - 1} actions; returns \[.*\]", out[-1])


def test_play_colonne_quietly_and_refuses_a_wrong_line_up(capsys):
    assert main(["play", "--game", "colonne", "--players", "hard,random", "--options", "variant=large",
                 "--quiet"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith("colonne hard, random, seed 1: seat ")
    assert main(["play", "--game", "colonne", "--players", "hard,random,random"]) == 2
    assert "colonne here has 2 players: give as many levels, not 3" in capsys.readouterr().err
