"""Both games as OpenSpiel Python games (an optional extra: ``pip install -e '.[rl]'``).

Importing this module registers ``ludo_mensch`` and ``ludo_colonne`` with
``pyspiel.register_game``, so OpenSpiel's own tools load them by name::

    import pyspiel
    import ludo.openspiel  # registers the games
    game = pyspiel.load_game("ludo_mensch", {"players": 3, "lane_jump": True})
    state = game.new_initial_state()          # a chance node: the first throw

Each game is sequential with explicit stochastic chance (the throws of
:mod:`ludo.protocol`, with their probabilities), perfect information,
zero-sum with terminal rewards (+1 for the winner, ``-1/(n-1)`` for each other
player; a game cut off at ``max_length`` actions gives 0 to all). The
parameters are those of the protocol (mensch: ``players``,
``mandatory_capture``, ``lane_jump``, ``start_with_piece``, ``max_length``;
colonne: ``variant``, ``first``, ``max_length``), and so are the integer
actions, chance outcomes and action strings. Observation tensors come from
an observer (``make_py_observer``): the protocol's
:meth:`~ludo.protocol.GameState.observation` of the player, as float32.

This module is tooling: the browser bundle leaves it out (``build.NOT_SHIPPED``)
and nothing the page imports imports it. It does not copy OpenSpiel's code;
its shape follows OpenSpiel's Python games.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from ludo import protocol, registry

#: OpenSpiel's short name of each game.
SHORT_NAMES = {"mensch": "ludo_mensch", "colonne": "ludo_colonne"}


def _defaults(game: str) -> dict[str, Any]:
    return dict(registry.state_module(game).PARAMS)


def _game_type(game: str) -> Any:
    players = {"mensch": (2, 4), "colonne": (2, 2)}[game]
    return pyspiel.GameType(
        short_name=SHORT_NAMES[game],
        long_name=f"ludo {game} (pure-Python rules engine)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_defaults(game),
    )


class LudoGame(pyspiel.Game):
    """One of the games with its parameters (subclassed per game below)."""

    GAME = ""

    def __init__(self, params: dict | None = None) -> None:
        given = {name: params[name] for name in _defaults(self.GAME) if params and name in params}
        self.info = registry.game_info(self.GAME, **given)
        info = self.info
        super().__init__(_TYPES[self.GAME], pyspiel.GameInfo(
            num_distinct_actions=info.num_distinct_actions,
            max_chance_outcomes=info.max_chance_outcomes,
            num_players=info.num_players,
            min_utility=info.min_utility,
            max_utility=info.max_utility,
            utility_sum=info.utility_sum,
            max_game_length=info.max_game_length,
        ), dict(info.params))

    def new_initial_state(self) -> LudoState:
        return LudoState(self, registry.new_state(self.GAME, **dict(self.info.params)))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Any:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if iig_obs_type is None or (iig_obs_type.public_info and not iig_obs_type.perfect_recall):
            return Observer(self.info.observation_size)
        return HistoryObserver(iig_obs_type)


class MenschGame(LudoGame):
    GAME = "mensch"


class ColonneGame(LudoGame):
    GAME = "colonne"


class LudoState(pyspiel.State):
    """An OpenSpiel state around a :class:`ludo.protocol.GameState` (``.inner``)."""

    def __init__(self, game: LudoGame, inner: Any) -> None:
        super().__init__(game)
        self.inner = inner

    def current_player(self) -> int:
        return self.inner.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.inner.legal_actions() if player == self.inner.current_player() else []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.inner.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.inner.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if (player == protocol.CHANCE) == self.inner.is_chance_node():
            return self.inner.action_to_string(action)
        return f"action {action}"

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> list[float]:
        return self.inner.returns()

    def __str__(self) -> str:
        return f"{self.inner} #{self.inner.length}"


class Observer:
    """The protocol's observation of a player, as a float32 tensor."""

    def __init__(self, size: int) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: LudoState, player: int) -> None:
        self.tensor[:] = state.inner.observation(player)

    def string_from(self, state: LudoState, player: int) -> str:
        return str(state.inner)


class HistoryObserver:
    """Perfect-recall observations: the public history (every action is public)."""

    def __init__(self, iig_obs_type: Any) -> None:
        self.iig_obs_type = iig_obs_type
        self.tensor = None
        self.dict: dict = {}

    def set_from(self, state: LudoState, player: int) -> None:
        pass

    def string_from(self, state: LudoState, player: int) -> str:
        return state.history_str() if self.iig_obs_type.public_info else ""


_TYPES = {game: _game_type(game) for game in SHORT_NAMES}
_GAMES = {"mensch": MenschGame, "colonne": ColonneGame}


def register() -> None:
    """Register both games with OpenSpiel (done on import; again is a no-op)."""
    known = set(pyspiel.registered_names())
    for game, short_name in SHORT_NAMES.items():
        if short_name not in known:
            pyspiel.register_game(_TYPES[game], _GAMES[game])


def load(game: str, **params: Any) -> Any:
    """``pyspiel.load_game`` of a ludo game by its registry name."""
    registry.entry(game)
    return pyspiel.load_game(SHORT_NAMES[game], params)


register()

__all__ = ["ColonneGame", "LudoGame", "LudoState", "MenschGame", "Observer", "SHORT_NAMES", "load", "register"]
