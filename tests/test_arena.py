"""The arena: statistics, seat rotation, reproducibility, errors."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from ludo import arena


def test_wilson_interval_matches_the_formula():
    low, high = arena.wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    low, high = arena.wilson_interval(0, 20)
    assert low == 0.0 and high == pytest.approx(0.1611, abs=1e-4)
    low, high = arena.wilson_interval(20, 20)
    assert high == 1.0 and low == pytest.approx(0.8389, abs=1e-4)
    assert arena.wilson_interval(0, 0) == (0.0, 1.0)
    # narrower with more games, always around the share
    wide, narrow = arena.wilson_interval(56, 100), arena.wilson_interval(5600, 10000)
    assert narrow[1] - narrow[0] < wide[1] - wide[0]
    assert narrow[0] < 0.56 < narrow[1]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_rotate_evenly(n):
    seen = Counter()
    for index in range(4 * n):
        order = arena.line_up(list(range(n)), index)
        assert sorted(order) == list(range(n))
        seen.update((seat, entry) for seat, entry in enumerate(order))
    assert set(seen.values()) == {4}
    assert len(seen) == n * n


def _outcomes(report):
    return [(o.places, o.length, o.winner) for o in report.outcomes]


def test_a_run_is_reproducible_and_independent_of_processes():
    one = arena.run(["random", "medium"], 24, seed=11, jobs=1, keep_outcomes=True)
    again = arena.run(["random", "medium"], 24, seed=11, jobs=1, keep_outcomes=True)
    parallel = arena.run(["random", "medium"], 24, seed=11, jobs=2, keep_outcomes=True)
    other = arena.run(["random", "medium"], 24, seed=12, jobs=1, keep_outcomes=True)
    assert _outcomes(one) == _outcomes(again) == _outcomes(parallel)
    assert _outcomes(one) != _outcomes(other)
    assert parallel.jobs == 2


def test_figures_add_up():
    report = arena.run(["hard", "random", "easy"], 30, seed=3, jobs=1, keep_outcomes=True)
    assert report.games == 30 and report.unfinished == 0
    assert sum(f.wins for f in report.levels) == 30
    assert [f.level for f in report.levels] == ["hard", "random", "easy"]
    for figures in report.levels:
        assert figures.fair_share == pytest.approx(1 / 3)
        low, high = figures.interval
        assert low <= figures.share <= high
        wins = sum(1 for o in report.outcomes if o.winner == report.players.index(figures.level))
        assert wins == figures.wins
    for outcome in report.outcomes:
        assert sorted(outcome.places)[0] == 1 and outcome.places[outcome.winner] == 1
    assert report.mean_length == pytest.approx(sum(o.length for o in report.outcomes) / 30)
    assert report.mean_length > 50
    text = report.format()
    assert "hard" in text and "95% interval" in text and "games/s" in text


def test_same_level_in_several_seats_is_pooled():
    report = arena.run(["medium", "random", "random", "random"], 12, seed=5, jobs=1)
    random_figures = report.level("random")
    assert random_figures.seats == 3 and random_figures.fair_share == 0.75
    assert random_figures.wins + report.level("medium").wins == 12
    assert 1.0 <= random_figures.mean_place <= 4.0


def test_options_reach_the_game():
    plain = arena.run(["random", "random"], 40, seed=2, jobs=1)
    started = arena.run(["random", "random"], 40, seed=2, jobs=1, options={"start_with_piece": True})
    assert started.mean_length != plain.mean_length
    with pytest.raises(ValueError, match="colour_blind|option"):
        arena.run(["random", "random"], 2, options={"colour_blind": True})


def test_callable_players_take_part():
    calls = []

    def first_move(state, roll, moves):
        calls.append(len(moves))
        return moves[0]

    report = arena.run([first_move, "random"], 4, seed=1, jobs=1)
    assert report.players == ("first_move", "random")
    assert calls and all(n > 1 for n in calls)


@pytest.mark.parametrize(
    "players, games, kwargs, message",
    [
        (["random"], 5, {}, "2 or 3 or 4 players"),
        (["random"] * 5, 5, {}, "not 5"),
        (["random", "expert"], 5, {}, 'level "expert"'),
        (["random", "random"], 0, {}, "games 0"),
        (["random", "random"], 5, {"game": "chess"}, 'game "chess"'),
        (["random", "random"], 5, {"seed": "x"}, 'seed "x"'),
        (["random", "random"], 5, {"jobs": 0}, "jobs 0"),
        (["random", 42], 5, {}, "player 42"),
    ],
)
def test_bad_requests_are_refused(players, games, kwargs, message):
    with pytest.raises(arena.ArenaError, match=message):
        arena.run(players, games, **kwargs)


def test_colonne_plugs_in_when_its_players_exist():
    try:
        game = arena.arena_game("colonne")
    except arena.ArenaError:
        pytest.skip("colonne computer players not available")
    report = arena.run(["random", game.levels[-1]], 4, game="colonne", seed=1, jobs=1)
    assert sum(f.wins for f in report.levels) + report.unfinished == 4
    assert math.isfinite(report.mean_length)


def test_a_player_answering_an_illegal_move_is_refused():
    def cheat(state, roll, moves):
        return (0, -1, 43, -1)

    with pytest.raises(ValueError, match="not one of"):
        arena.run([cheat, "random"], 3, seed=1, jobs=1)


@pytest.mark.parametrize("game, players, options", [
    ("mensch", ["random", "medium", "easy"], {"mandatory_capture": False}),
    ("colonne", ["medium", "random"], {"variant": "small"}),
])
def test_play_one_is_a_game_of_the_run_and_shows_every_throw(game, players, options):
    report = arena.run(players, 4, game=game, options=options, seed=7, jobs=1, keep_outcomes=True)
    for index, outcome in enumerate(report.outcomes):
        seen = []
        places, length, winner = arena.play_one(game, players, options, 7, index, seen.append)
        assert (places, length, winner) == (outcome.places, outcome.length, outcome.winner)
        assert len(seen) == length  # one position before each throw
        assert arena.play_one(game, players, options, 7, index) == (places, length, winner)


def test_record_game_writes_a_whole_game_that_replays():
    from ludo import api
    from ludo.colonne import arena as colonne_arena
    from ludo.mensch import arena as mensch_arena

    asked = []

    def first(state, roll, moves):
        asked.append(len(moves))
        return moves[0]

    record = mensch_arena.record_game(["medium", first], seed=4)
    assert record["seats"] == [0, 2] and asked and min(asked) >= 2
    assert api.result(api.replay(record)["positions"][-1]) is not None
    record = colonne_arena.record_game(["random", "medium"], "large", seed=2)
    assert record["variant"] == "large" and api.result(api.replay(record)["positions"][-1]) is not None
    assert mensch_arena.record_game(["medium", "random"], seed=4) == mensch_arena.record_game(["medium", "random"], seed=4)
