"""The optional adapters (ludo.openspiel, ludo.pettingzoo) pass OpenSpiel's,
PettingZoo's and Gymnasium's own checks.

They need the ``rl`` extra (``pip install -e '.[rl]'``, which ``build.py test``
installs): without it these tests skip, except under CI (``CI`` set), where
a missing extra is a broken machine and they fail.
"""

from __future__ import annotations

import importlib
import random

import pytest
from conftest import _missing

from ludo import protocol, registry


def need(module: str):
    try:
        return importlib.import_module(module)
    except ImportError as error:
        _missing(f"{module} is not installed ({error}): pip install -e '.[rl]'")


MENSCH_CASES = [{"players": 2}, {"players": 3}, {"players": 4},
                {"players": 2, "mandatory_capture": False}, {"players": 3, "lane_jump": True},
                {"players": 4, "start_with_piece": True}]
COLONNE_CASES = [{"variant": "small"}, {"variant": "large"}, {"variant": "small", "first": "black"}]
CASES = [("mensch", p) for p in MENSCH_CASES] + [("colonne", p) for p in COLONNE_CASES]


def case_id(case):
    game, params = case
    return game + "-" + "-".join(f"{k}={v}" for k, v in params.items())


# --- OpenSpiel --------------------------------------------------------------------

@pytest.fixture(scope="module")
def spiel():
    pyspiel = need("pyspiel")
    need("ludo.openspiel")
    return pyspiel


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_openspiel_random_sim_test_with_serialization(spiel, case):
    game, params = case
    loaded = spiel.load_game(f"ludo_{game}", params)
    assert loaded.num_players() == registry.game_info(game, **params).num_players
    spiel.random_sim_test(loaded, num_sims=2, serialize=True, verbose=False)


def test_openspiel_game_type_and_observations(spiel):
    import ludo.openspiel as ludo_openspiel

    game = ludo_openspiel.load("mensch", players=3)
    kind = game.get_type()
    assert kind.chance_mode == spiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert kind.utility == spiel.GameType.Utility.ZERO_SUM
    assert kind.dynamics == spiel.GameType.Dynamics.SEQUENTIAL
    assert (game.num_distinct_actions(), game.max_chance_outcomes()) == (44, 6)
    state = game.new_initial_state()
    assert state.is_chance_node() and state.chance_outcomes() == [(d, 1 / 6) for d in range(6)]
    state.apply_action(5)
    assert state.legal_actions() == [0] and state.action_to_string(0, 0) == "-1->0"
    assert state.observation_tensor(0) == pytest.approx(state.inner.observation(0))
    assert len(state.observation_tensor(1)) == 196
    colonne = ludo_openspiel.load("colonne", variant="large")
    assert (colonne.num_distinct_actions(), colonne.max_chance_outcomes()) == (4565, 56)
    restored = spiel.deserialize_game_and_state(spiel.serialize_game_and_state(colonne, colonne.new_initial_state()))
    assert str(restored[1]) == str(colonne.new_initial_state())


@pytest.mark.parametrize("case", [("mensch", {"players": 4}), ("colonne", {"variant": "small"})], ids=case_id)
def test_openspiel_evaluate_bots_finishes_games(spiel, case):
    from open_spiel.python.algorithms import evaluate_bots

    game, params = case
    loaded = spiel.load_game(f"ludo_{game}", params)
    rng = __import__("numpy").random.RandomState(4)
    n = loaded.num_players()
    for round_ in range(3):
        bots = [spiel.make_uniform_random_bot(seat, 10 * round_ + seat) for seat in range(n)]
        returns = evaluate_bots.evaluate_bots(loaded.new_initial_state(), bots, rng)
        assert sorted(returns)[-1] == 1.0 and sum(returns) == pytest.approx(0)


def test_openspiel_mcts_picks_legal_actions(spiel):
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = spiel.load_game("ludo_colonne", {"variant": "small"})
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(2))
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=8, evaluator=evaluator,
                       random_state=np.random.RandomState(3))
    state = game.new_initial_state()
    rng = random.Random(5)
    decisions = 0
    while not state.is_terminal() and decisions < 6:
        if state.is_chance_node():
            state.apply_action(protocol.sample_outcome(state.chance_outcomes(), rng.random()))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        decisions += 1
    assert decisions == 6


# --- PettingZoo and Gymnasium -------------------------------------------------------

@pytest.fixture(scope="module")
def zoo():
    need("pettingzoo")
    need("gymnasium")
    return need("ludo.pettingzoo")


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("case", [("mensch", {"players": 2}), ("mensch", {"players": 4, "lane_jump": True}),
                                  ("colonne", {"variant": "small"}), ("colonne", {"variant": "large"})], ids=case_id)
def test_pettingzoo_api_test_and_seed_test(zoo, case):
    from pettingzoo.test import api_test, seed_test

    game, params = case
    api_test(zoo.env(game, **params), num_cycles=200)
    api_test(zoo.env(game, events=True, **params), num_cycles=50)
    seed_test(lambda: zoo.env(game, **params), num_cycles=200)


def test_pettingzoo_plays_whole_games_and_reports_events(zoo):
    env = zoo.env("colonne", events=True)
    env.reset(seed=3)
    final = None
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        if termination or truncation:
            final = final or {name: env._cumulative_rewards[name] for name in env.agents}
            env.step(None)
            continue
        assert observation["action_mask"].sum() >= 1
        env.step(env.action_space(agent).sample(observation["action_mask"]))
        assert info == {} or "events" in info
        acted = env.infos[agent]
        assert acted["events"][0]["kind"] in (protocol.MOVE, protocol.ENTER)
    assert sorted(final.values()) == [-1.0, 1.0]


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("case", [("mensch", {"players": 2}, "random", 0), ("mensch", {"players": 3}, "hard", 2),
                                  ("colonne", {"variant": "small"}, "medium", 1),
                                  ("colonne", {"variant": "large"}, "random", 0)],
                         ids=lambda case: case if isinstance(case, str) else None)
def test_gymnasium_check_env_on_the_single_agent_wrapper(zoo, case):
    from gymnasium.utils.env_checker import check_env

    game, params, level, seat = case
    check_env(zoo.SingleAgentEnv(game, level, seat=seat, **params), skip_render_check=True)


def test_single_agent_episode_ends_with_a_return(zoo):
    env = zoo.SingleAgentEnv("mensch", "easy", seat=1, players=2)
    observation, _ = env.reset(seed=9)
    rng = random.Random(1)
    reward, done, steps = 0.0, False, 0
    while not done:
        legal = [a for a, bit in enumerate(observation["action_mask"]) if bit]
        observation, reward, terminated, truncated, info = env.step(rng.choice(legal))
        done, steps = terminated or truncated, steps + 1
    assert reward in (1.0, -1.0) and steps > 10
    env.reset(seed=9)
    illegal = next(a for a, bit in enumerate(env._observation()["action_mask"]) if not bit)
    assert env.step(illegal)[1:] == (-1.0, True, False, {"illegal": True})


def test_the_rl_extra_is_pinned_and_installed_by_the_test_command():
    import tomllib

    import build

    extras = tomllib.loads(build.PYPROJECT.read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert extras["rl"] and all("==" in r for r in extras["rl"])
    assert set(extras["rl"]) <= set(build.dev_requirements())  # build.py test installs dev
    assert build.not_shipped("ludo/openspiel.py") and build.not_shipped("ludo/pettingzoo.py")


def test_the_docs_training_loop_runs(zoo, capsys):
    from test_protocol import docs_example

    need("numpy")
    exec(compile(docs_example("REINFORCE"), "engine.md", "exec"), {})
    assert "player_0 won" in capsys.readouterr().out
