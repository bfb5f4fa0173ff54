"""Both games as a PettingZoo AEC environment, and a Gymnasium single-agent
wrapper against the computer players (an optional extra: ``pip install -e '.[rl]'``).

::

    from ludo.pettingzoo import env
    game = env("mensch", players=2)             # or env("colonne", variant="large")
    game.reset(seed=1)
    for agent in game.agent_iter():
        observation, reward, termination, truncation, info = game.last()
        if termination or truncation:
            action = None
        else:
            mask = observation["action_mask"]
            action = game.action_space(agent).sample(mask)
        game.step(action)

- **Agents** ``"player_0" .. "player_{n-1}"``: the protocol's seats (mensch in
  turn order, colonne white then black).
- **Observations**: ``{"observation": float32 vector, "action_mask": int8
  vector}``; the vector is :meth:`ludo.protocol.GameState.observation` of the
  agent, the mask has a 1 for each legal action of the agent to act (all 0
  for the others).
- **Actions**: ``Discrete(GameInfo.num_distinct_actions)``, the protocol's
  integer actions. The throws are not agents: the environment draws them from
  its own ``random.Random``, seeded by ``reset(seed=...)``, until a player has
  to choose.
- **Rewards**: at the end only, the protocol's returns (+1 the winner,
  ``-1/(n-1)`` the others); a game cut off at ``max_length`` actions is a
  truncation with rewards 0.
- ``infos[agent]["events"]``: for the agent that acted last, the
  :class:`ludo.protocol.Event` values of its action and the throws after it,
  as JSON objects, when the environment was made with ``events=True``.

:class:`SingleAgentEnv` is a ``gymnasium.Env`` for one seat against the
game's computer players (``ludo.mensch.ai`` / ``ludo.colonne.ai`` levels):
the others' turns and the throws are played inside ``step``. An action the
mask does not allow ends the episode with reward -1 (``info["illegal"]``).

Tooling: left out of the browser bundle (``build.NOT_SHIPPED``).
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ludo import protocol, registry
from ludo.errors import IllegalMove

RENDER_MODES = ["ansi", "human"]


def env(game: str = "mensch", render_mode: str | None = None, events: bool = False, **params: Any) -> LudoAECEnv:
    """The AEC environment of ``game`` with the protocol's ``params``."""
    return LudoAECEnv(game, render_mode=render_mode, events=events, **params)


def _spaces(info: protocol.GameInfo) -> tuple[spaces.Space, spaces.Space]:
    observation = spaces.Dict({
        "observation": spaces.Box(0.0, 1.0, (info.observation_size,), np.float32),
        "action_mask": spaces.Box(0, 1, (info.num_distinct_actions,), np.int8),
    })
    return observation, spaces.Discrete(info.num_distinct_actions)


class LudoAECEnv(AECEnv):
    """A PettingZoo AEC environment over :mod:`ludo.protocol` (see the module's docstring)."""

    metadata = {"render_modes": RENDER_MODES, "name": "ludo_v0", "is_parallelizable": False}

    def __init__(self, game: str = "mensch", render_mode: str | None = None, events: bool = False,
                 **params: Any) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: expected one of {RENDER_MODES}")
        self.game, self.params, self.render_mode, self.events = game, params, render_mode, events
        self.info = registry.game_info(game, **params)
        self.metadata = dict(self.metadata, name=f"ludo_{game}_v0")
        self.possible_agents = [f"player_{seat}" for seat in range(self.info.num_players)]
        observation, action = _spaces(self.info)
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.action_spaces = {agent: action for agent in self.possible_agents}
        self._rng = random.Random()
        self.state: Any = None

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _throw(self, events: list | None) -> None:
        state, rng = self.state, self._rng
        while state.is_chance_node():
            outcome = protocol.sample_outcome(state.chance_outcomes(), rng.random())
            if events is None:
                state.apply(outcome)
            else:
                state, happened = state.apply_action(outcome)
                events.extend(happened)
        self.state = state

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._rng = random.Random(seed)
        self.state = registry.new_state(self.game, **self.params)
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        self._throw(None)
        self.agent_selection = self.agents[self.state.current_player()]

    def observe(self, agent: str) -> dict:
        seat = self.possible_agents.index(agent)
        state = self.state
        mask = np.zeros(self.info.num_distinct_actions, np.int8)
        if state.current_player() == seat:
            mask[state.legal_actions()] = 1
        return {"observation": np.asarray(state.observation(seat), np.float32), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        action = int(action)
        state = self.state
        if action not in state.legal_actions():
            raise IllegalMove(f"{agent}: action {action} is not legal (legal are {state.legal_actions()})")
        self._cumulative_rewards[agent] = 0.0
        for other in self.agents:
            self.infos[other] = {}
        if self.events:
            self.state, happened = state.apply_action(action)
            self._throw(happened)
            self.infos[agent] = {"events": [event.to_json() for event in happened]}
        else:
            state.apply(action)
            self._throw(None)
        state = self.state
        if state.is_terminal():
            returns = state.returns()
            done = self.terminations if state.winner() is not None else self.truncations
            for seat, name in enumerate(self.agents):
                self.rewards[name] = returns[seat]
                done[name] = True
            self.agent_selection = self.agents[(self.agents.index(agent) + 1) % len(self.agents)]
        else:
            for name in self.agents:
                self.rewards[name] = 0.0
            self.agent_selection = self.agents[state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() without a render_mode: pass render_mode='ansi' or 'human'")
            return None
        text = "" if self.state is None else str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


# --- one seat against the computer players --------------------------------------

class SingleAgentEnv(gymnasium.Env):
    """One seat (``seat``) of ``game`` against computer players of ``level``
    (mensch: random, easy, medium, hard; colonne: random, easy, medium, hard)."""

    metadata = {"render_modes": RENDER_MODES}

    def __init__(self, game: str = "mensch", level: str = "random", seat: int = 0,
                 render_mode: str | None = None, **params: Any) -> None:
        self.game, self.level, self.seat, self.params = game, level, seat, params
        self.info = registry.game_info(game, **params)
        if type(seat) is not int or not 0 <= seat < self.info.num_players:
            raise ValueError(f"seat {seat!r}: must be 0..{self.info.num_players - 1}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: expected one of {RENDER_MODES}")
        self.render_mode = render_mode
        self.observation_space, self.action_space = _spaces(self.info)
        self._rng = random.Random()
        self._opponent = self._make_opponent()
        self.state: Any = None
        self._over = False

    def _make_opponent(self) -> Any:
        return registry.ai(self.game).player(self.level, self._rng.randrange(2**32))

    def _observation(self) -> dict:
        mask = np.zeros(self.info.num_distinct_actions, np.int8)
        if self.state.current_player() == self.seat:
            mask[self.state.legal_actions()] = 1
        return {"observation": np.asarray(self.state.observation(self.seat), np.float32), "action_mask": mask}

    def _play_others(self) -> None:
        state, rng = self.state, self._rng
        while not state.is_terminal():
            player = state.current_player()
            if player == protocol.CHANCE:
                state.apply(protocol.sample_outcome(state.chance_outcomes(), rng.random()))
            elif player == self.seat:
                break
            else:
                state.apply(self._opponent(state))

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        if seed is not None:
            self._rng = random.Random(seed)
            self._opponent = self._make_opponent()
        self.state = registry.new_state(self.game, **self.params)
        self._over = False
        self._play_others()
        return self._observation(), {}

    def step(self, action: Any) -> tuple[dict, float, bool, bool, dict]:
        state = self.state
        if state.is_terminal() or self._over:
            raise IllegalMove("the episode is over: call reset()")
        action = int(action)
        if action not in state.legal_actions():
            self._over = True
            return self._observation(), -1.0, True, False, {"illegal": True}
        state.apply(action)
        self._play_others()
        if state.is_terminal():
            reward = state.returns()[self.seat]
            return self._observation(), reward, state.winner() is not None, state.winner() is None, {}
        return self._observation(), 0.0, False, False, {}

    def render(self) -> str | None:
        if self.render_mode is None or self.state is None:
            return None
        if self.render_mode == "human":
            print(self.state)
            return None
        return str(self.state)


__all__ = ["LudoAECEnv", "SingleAgentEnv", "env"]
