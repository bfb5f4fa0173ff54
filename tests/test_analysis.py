"""Game analysis (``ludo.api.analyse``, ``analyse_turns``, ``python -m ludo analyse``):
the identity of luck and loss, forced games, the worst and the best player,
bad records, determinism, the JSON form."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ludo import analysis, api, registry
from ludo.colonne import Game as ColonneGame
from ludo.colonne import arena as colonne_arena
from ludo.colonne import rules as colonne_rules
from ludo.colonne.ends import Ends
from ludo.colonne.plans import EVERY, turn_plans
from ludo.errors import InvalidRecord, LudoError
from ludo.mensch import Options, Position, fast, position_from_json
from ludo.mensch import analysis as mensch_analysis
from ludo.mensch import arena as mensch_arena
from ludo.mensch.chances import state_chances

ROOT = Path(__file__).resolve().parents[1]
TURN_KEYS = {"kind", "turn", "at", "mover", "roll", "played", "best", "choices", "before", "after", "luck", "loss"}
PLAYER_KEYS = {"turns", "luck", "loss", "decisions", "mean_loss", "rating", "mistakes"}


# --- records played here -----------------------------------------------------------

def mensch_record(seats=(0, 1, 2, 3), levels=("hard", "medium", "random", "hard"), seed=3, start=None) -> dict:
    return mensch_arena.record_game(levels, seats, seed, start)


def colonne_record(variant="small", levels=("hard", "medium"), seed=4, start=None, actions=None) -> dict:
    return colonne_arena.record_game(levels, variant, seed, start, actions)


def check_identity(result: dict) -> None:
    """Every turn: after - before == luck - loss for the mover, loss >= 0,
    chances summing to 1; the summary adds the turns up."""
    sums = {p: [0.0, 0.0, 0] for p in result["players"]}
    for entry in result["turns"]:
        mover = entry["mover"]
        assert set(entry) == TURN_KEYS
        assert abs((entry["after"][mover] - entry["before"][mover]) - (entry["luck"] - entry["loss"])) <= 1e-9
        assert entry["loss"] >= 0.0
        for side in ("before", "after"):
            assert set(entry[side]) == set(result["players"])
            assert abs(sum(entry[side].values()) - 1.0) <= 1e-9
            assert all(-1e-12 <= p <= 1 + 1e-12 for p in entry[side].values())
        if entry["choices"] <= 1:
            assert entry["loss"] == 0.0
        sums[mover][0] += entry["luck"]
        sums[mover][1] += entry["loss"]
        sums[mover][2] += entry["choices"] > 1
    for player, (luck, loss, decisions) in sums.items():
        figures = result["summary"][player]
        assert set(figures) == PLAYER_KEYS
        assert figures["luck"] == pytest.approx(luck, abs=1e-12)
        assert figures["loss"] == pytest.approx(loss, abs=1e-12)
        assert figures["decisions"] == decisions


@pytest.fixture(scope="module")
def mensch4():
    return mensch_record()


@pytest.fixture(scope="module")
def colonne_small():
    return colonne_record()


def large_start() -> dict:
    """A large-variant position late in a game: few turns left, each still with choices."""
    return {"format": "ludo-position/1", "game": "colonne", "variant": "large",
            "pieces": {"white": [55] * 9 + [40, 44, 44, 47, 50, 30], "black": [55] * 8 + [38, 42, 46, 46, 49, 25, 12]},
            "turn": "white", "dice": [], "again": False}


# --- the identity, on whole games ------------------------------------------------------

def test_the_identity_holds_on_a_whole_four_player_mensch_game(mensch4):
    result = api.analyse(mensch4)
    assert result["game"] == "mensch" and result["players"] == ["0", "1", "2", "3"]
    assert result["start"] == dict(zip(result["players"], state_chances(fast.from_position(
        Position.initial((0, 1, 2, 3)))), strict=True))
    assert len(result["turns"]) == len(mensch4["turns"])
    assert result["winner"] == str(api.result(api.replay(mensch4)["positions"][-1])["winner"])
    check_identity(result)
    assert sum(f["decisions"] for f in result["summary"].values()) > 20


def test_the_identity_holds_on_a_two_player_mensch_game_with_options():
    record = mensch_record((1, 3), ("medium", "hard"), seed=8,
                           start=Position.initial((1, 3), Options(mandatory_capture=False, start_with_piece=True)))
    check_identity(api.analyse(record))


def test_the_identity_holds_on_whole_colonne_games(colonne_small):
    for record in (colonne_small, colonne_record(start=large_start(), variant="large", levels=("hard", "random"))):
        result = api.analyse(record)
        assert result["game"] == "colonne" and result["players"] == ["white", "black"]
        assert set(result["start"]) == {"white", "black"} and sum(result["start"].values()) == pytest.approx(1.0)
        check_identity(result)
        assert result["winner"] in ("white", "black")


def test_luck_is_the_throw_against_the_average_throw(mensch4):
    """Recomputed from the definitions for a few turns: before is the average over
    the six faces of the best chance after; luck what the throw gave over that."""
    result = api.analyse(mensch4)
    positions = api.replay(mensch4)["positions"]
    for entry in result["turns"][40:48]:
        state = fast.from_position(position_from_json(positions[entry["at"]]))
        mover = state[2]
        bests = []
        for face in range(1, 7):
            moves = fast.legal(state, face) or [None]
            bests.append(max(state_chances(fast.apply(state, face, m))[mover] for m in moves))
        assert entry["before"][entry["mover"]] == pytest.approx(sum(bests) / 6, abs=1e-12)
        assert entry["luck"] == pytest.approx(bests[entry["roll"] - 1] - sum(bests) / 6, abs=1e-12)


# --- forced games, the worst and the best player ----------------------------------------

def test_a_forced_only_mensch_game_has_no_decision_loss():
    """Three pieces packed at the bottom of each lane, one on the ring: every throw
    moves that piece or nothing."""
    start = Position((0, 2), ((41, 42, 43, 5), (41, 42, 43, 8)), 0, 0, Options())
    def refuse(state, roll, moves):
        pytest.fail(f"a choice between {moves}")

    record = mensch_record((0, 2), (refuse, refuse), seed=11, start=start)
    result = api.analyse(record)
    check_identity(result)
    assert all(entry["choices"] <= 1 and entry["loss"] == 0.0 for entry in result["turns"])
    for figures in result["summary"].values():
        assert figures["loss"] == 0.0 and figures["decisions"] == 0 and figures["rating"] is None
        assert figures["mistakes"] == []
    assert any(entry["luck"] != 0.0 for entry in result["turns"])


def test_a_forced_only_colonne_record_has_no_decision_loss():
    """One unit each, far apart and far from the finish: every throw has one end."""
    start = {"format": "ludo-position/1", "game": "colonne", "variant": "small",
             "pieces": {"white": [37] * 5 + [13], "black": [37] * 5 + [26]},
             "turn": "white", "dice": [], "again": False}
    record = colonne_record(start=start, actions=6, seed=2, levels=("random", "random"))
    result = api.analyse(record)
    assert len(result["turns"]) >= 2
    check_identity(result)
    assert all(entry["choices"] == 1 and entry["loss"] == 0.0 for entry in result["turns"])
    assert all(f["loss"] == 0.0 and f["decisions"] == 0 for f in result["summary"].values())


def _mensch_by_chance(pick):
    """A mensch player taking the move ``pick`` (max or min) by the analysis's chances."""
    def choose(state, roll, moves):
        return pick(moves, key=lambda m: state_chances(fast.apply(state, roll, m))[state[2]])
    return choose


class _ColonneByChance:
    """A colonne player taking the end of turn ``pick`` (max or min) by the
    analysis's chances, and playing its steps one call at a time."""

    def __init__(self, pick):
        self.pick = pick
        self.plan = {}

    def __call__(self, position):
        if position not in self.plan:
            ends = Ends(position.variant)
            mine, theirs = tuple(sorted(position.mine)), tuple(sorted(position.theirs))
            plans = turn_plans(position.variant, mine, theirs, tuple(sorted(position.dice)), beam=EVERY)
            end = self.pick(plans, key=lambda e: ends.chance(e[0], e[1], position.again))
            at = position
            for planned in plans[end]:
                self.plan[at] = step = colonne_rules.Step(*planned)
                at = colonne_rules.play(at, step)
        return self.plan.pop(position)


def test_the_worst_player_loses_much_more_than_the_best():
    """Both by the analysis's own estimator: the best picker loses nothing, the
    worst one a lot, and their ratings say so."""
    for record in (mensch_record((0, 2), (_mensch_by_chance(max), _mensch_by_chance(min)), seed=5),
                   colonne_record(levels=(_ColonneByChance(max), _ColonneByChance(min)), seed=6)):
        result = api.analyse(record)
        check_identity(result)
        best, worst = (result["summary"][p] for p in result["players"])
        assert best["loss"] == pytest.approx(0.0, abs=1e-12) and best["rating"] == "excellent"
        assert worst["decisions"] >= 5 and worst["loss"] > 0.3
        assert worst["mean_loss"] > analysis.ratings(result["game"])[2][1]  # worse than fair
        assert worst["rating"] in ("weak", "poor")
        assert worst["mistakes"] and all(result["turns"][i]["mover"] == result["players"][1]
                                         for i in worst["mistakes"])
        losses = [result["turns"][i]["loss"] for i in worst["mistakes"]]
        assert losses == sorted(losses, reverse=True) and losses[-1] >= analysis.mistake(result["game"])


# --- the shape of the answer -----------------------------------------------------------

def test_turns_point_at_the_replay_positions(mensch4, colonne_small):
    for record in (mensch4, colonne_small):
        replay = api.replay(record)
        result = api.analyse(record)
        for entry in result["turns"]:
            position = replay["positions"][entry["at"]]
            assert position["turn"] == (entry["mover"] if record["game"] == "colonne" else int(entry["mover"]))
            if record["game"] == "colonne":  # the turn begins with its throw
                assert replay["actions"][entry["at"]] == {"roll": entry["roll"]}
                assert position["dice"] == []
            else:
                assert replay["actions"][entry["at"]]["roll"] == entry["roll"]
        assert json.loads(json.dumps(result)) == result


def test_colonne_turns_hold_their_steps_and_the_best_ones(colonne_small):
    result = api.analyse(colonne_small)
    replay = api.replay(colonne_small)
    for entry in result["turns"]:
        at = entry["at"] + 1
        steps = []
        while at < len(replay["actions"]) and "step" in replay["actions"][at]:
            steps.append(replay["actions"][at]["step"])
            at += 1
        assert entry["played"] == steps
        position = replay["positions"][entry["at"] + 1] if steps else None
        for step in entry["best"] if entry["loss"] > 0 else ():
            assert step in api.legal_steps(position)
            position = api.play(position, step)
        if entry["loss"] == 0:
            assert entry["best"] == entry["played"]


def test_a_colonne_record_starting_with_dice_has_no_luck_in_its_first_turn():
    record = colonne_record("large", start=api.roll(large_start(), [6, 2, 1]), actions=12, seed=3)
    assert "step" in record["actions"][0]
    result = api.analyse(record)
    first = result["turns"][0]
    assert first["at"] == 0 and first["roll"] == [6, 2, 1] and first["luck"] == 0.0
    assert first["before"] == first["after"] if first["loss"] == 0 else first["luck"] == 0.0
    check_identity(result)


def test_a_turn_not_over_at_the_end_of_the_record_is_left_out(colonne_small):
    turns = api.analyse(colonne_small)["turns"]
    second = turns[1]["at"]
    cut = dict(colonne_small, actions=colonne_small["actions"][:second + 2])  # its throw and one step
    assert ColonneGame.from_record(cut).position.dice
    assert [t["at"] for t in api.analyse(cut)["turns"]] == [0]


def test_analyse_turns_yields_the_turns_then_the_summary_and_ticks(colonne_small, mensch4):
    for record in (colonne_small, mensch4):
        whole = api.analyse(record)
        items = list(api.analyse_turns(record))
        assert items[-1]["kind"] == "summary" and all(i["kind"] == "turn" for i in items[:-1])
        assert analysis.collect(items) == whole
        assert {k: items[-1][k] for k in ("game", "players", "winner", "start")} == {
            k: whole[k] for k in ("game", "players", "winner", "start")}
        assert set(whole) == {"game", "players", "winner", "start", "turns", "summary"}
        ticked = list(api.analyse_turns(record, ticks=True))
        assert analysis.collect(ticked) == whole
        if record["game"] == "colonne":  # pauses in the expectations' work (tests/test_analysis_reference.py)
            assert sum(item is None for item in ticked) >= len(whole["turns"]) // 2
        else:   # mensch: pauses in the replay of the record, before its first turn
            pauses = len(record["turns"]) // mensch_analysis.REPLAY_PAUSE
            assert pauses >= 1 and ticked[:pauses] == [None] * pauses and None not in ticked[pauses:]


def test_the_analysis_is_deterministic(colonne_small, mensch4):
    for record in (colonne_small, mensch4):
        assert api.analyse(record) == api.analyse(json.loads(json.dumps(record)))


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_ratings_follow_the_thresholds(game):
    ratings = analysis.ratings(game)
    assert ratings is registry.analysis(game).RATINGS
    bounds = [bound for _, bound in ratings]
    assert bounds == sorted(bounds) and math.isinf(bounds[-1])
    assert [code for code, _ in ratings] == list(analysis.RATING_CODES) == ["excellent", "good", "fair", "weak", "poor"]
    assert analysis.rating(game, 0.0) == "excellent"
    for (code, bound), (following, _) in zip(ratings, ratings[1:], strict=False):
        assert analysis.rating(game, bound - 1e-9) == code and analysis.rating(game, bound) == following


# --- bad records ------------------------------------------------------------------------

@pytest.mark.parametrize("record, message", [
    ([], "record must be a JSON object, not an empty list"),
    ({"format": "ludo-record/1"}, "record: field 'game' is missing"),
    ({"format": "ludo-record/1", "game": "chess"}, 'record: unknown game "chess"'),
    ({"format": "ludo-record/1", "game": "mensch", "seats": [0, 2], "turns": [{"roll": 7, "move": None}]},
     "record turn 1: roll 7"),
    ({"format": "ludo-record/1", "game": "colonne", "variant": "small", "seed": 5, "opening": [],
      "first": "white", "actions": [{"roll": [5, 3]}, {"step": {"dice": [6], "from": 0, "to": 7}}]},
     "record action 1: step 0->7 with a 6: not legal"),
])
def test_bad_records_are_refused_naming_the_problem(record, message):
    for call in (api.analyse, api.analyse_turns, lambda r: next(iter(api.analyse_turns(r, ticks=True)))):
        with pytest.raises(InvalidRecord, match=message.replace("[", r"\[")):
            call(record)


def test_a_bad_turn_late_in_a_long_record_is_refused_before_any_turn_with_ticks(mensch4):
    broken = json.loads(json.dumps(mensch4))
    broken["turns"][-3]["roll"] = 9
    items = api.analyse_turns(broken, ticks=True)
    with pytest.raises(InvalidRecord, match=f"record turn {len(broken['turns']) - 2}: roll 9"):
        for item in items:
            assert item is None   # only pauses of the replay come before the refusal


def test_ticks_must_be_a_flag(mensch4):
    with pytest.raises(LudoError, match="ticks"):
        api.analyse_turns(mensch4, ticks="yes")


# --- the command line --------------------------------------------------------------------

def test_the_command_line_prints_each_turn_and_the_summary(tmp_path, colonne_small):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(colonne_small))
    out = subprocess.run([sys.executable, "-m", "ludo", "analyse", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    result = api.analyse(colonne_small)
    turn_lines = [line for line in lines if line[:4].strip().isdigit()]
    assert len(turn_lines) == len(result["turns"])
    listed = {i for f in result["summary"].values() for i in f["mistakes"]}
    assert listed and all(("??" in turn_lines[i]) == (i in listed) for i in range(len(turn_lines)))
    for player, f in result["summary"].items():
        assert f"{player}: luck {100 * f['luck']:+.1f}, loss {100 * f['loss']:.1f} points over {f['decisions']} " \
            f"decisions" in out.stdout
    assert f"winner: {result['winner']}" in out.stdout


def test_the_command_line_refuses_a_bad_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    for argument, message in ((str(bad), "not JSON"), (str(tmp_path / "none.json"), "No such file"),
                              ("-", "record must be a JSON object, not a list of 1 item")):
        out = subprocess.run([sys.executable, "-m", "ludo", "analyse", argument], capture_output=True, text=True,
                             cwd=ROOT, input="[1]", timeout=60)
        assert out.returncode == 2 and message in out.stderr


def test_random_records_keep_the_identity():
    rng = random.Random(9)
    for _ in range(3):
        seats = rng.choice(((0, 2), (0, 1, 2), (0, 1, 2, 3)))
        levels = [rng.choice(("random", "medium")) for _ in seats]
        check_identity(api.analyse(mensch_record(seats, levels, seed=rng.randrange(1000))))
