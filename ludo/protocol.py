"""One object protocol for every game: states with integer actions, chance
nodes with probabilities, events and returns -- what game-AI code expects.

Each game has a module ``ludo.<game>.state`` (the same name in every game
package) that implements :class:`GameState` over the game's own rules, and
describes itself with a :class:`GameInfo`; :func:`ludo.registry.new_state`
makes a state of any game by name::

    from ludo import registry
    state = registry.new_state("mensch", players=2)
    while not state.is_terminal():
        if state.is_chance_node():
            state, events = state.apply_action(state.chance_outcomes()[0][0])
        else:
            state, events = state.apply_action(state.legal_actions()[0])

The conventions, the same for every game:

- **Players** are seat indices ``0..n-1`` in turn order (mensch: the seats of
  the position in turn order; colonne: 0 white, 1 black).
  :meth:`GameState.current_player` is a seat, :data:`CHANCE` (the dice are to
  be thrown) or :data:`TERMINAL` -- the same numbers as OpenSpiel's
  ``PlayerId``.
- **Chance**: at a chance node :meth:`GameState.chance_outcomes` lists every
  throw as ``(outcome, probability)``, the outcome an integer action. mensch:
  one die, outcome ``d - 1`` for the die ``d``, each 1/6. colonne: the
  *distinct sorted* throws of all the variant's dice (21 for two dice, 56 for
  three), in ascending order, each with its multiplicity over ``6 ** dice``
  (a double 1/36, any other pair 2/36): the order of the dice never matters
  to the rules, so the ordered throws would only repeat states.
- **Actions** are integers in a fixed range ``0..GameInfo.num_distinct_actions-1``
  per game and parameters, stable across releases (each state module's
  docstring gives its mapping); :meth:`GameState.legal_actions` lists the legal
  ones ascending, :meth:`GameState.legal_mask` as 0/1. A throw that leaves no
  legal action is played out at once (the turn passes, or the next try
  comes), so every decision node has at least one legal action.
- :meth:`GameState.apply_action` returns a **new** state and the list of
  :class:`Event` values saying what happened; the state it is called on is
  left unchanged. :meth:`GameState.apply` is the trusted fast path for
  engines and adapters: it changes the state in place, checks nothing and
  records no events.
- **Result**: :meth:`GameState.result` is the rules' own end, a
  :class:`ludo.core.Result` (the winner and the places, players named as the
  game names them), None before the end; its ``returns()`` are the state's.
- **Returns** at the end: +1 for the winner, ``-1 / (n - 1)`` for each other
  player, so they always sum to 0 (for two players +1 / -1). A game cut off
  at ``GameInfo.max_game_length`` actions (chance outcomes count) ends with
  every return 0; random play never comes near that bound.
- **Text**: :meth:`GameState.action_to_string` and
  :meth:`GameState.string_to_action` round-trip every legal action (and
  chance outcome) of the state, in the game's notation.
- **Serialization**: :meth:`GameState.to_json` is the existing JSON position
  (``ludo-position/1``) plus the pending roll and the number of actions so
  far; ``ludo.<game>.state.from_json`` reads it back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol, runtime_checkable

from ludo.limits import brief
from ludo.values import value

#: :meth:`GameState.current_player` at a chance node (OpenSpiel's PlayerId.CHANCE).
CHANCE = -1
#: :meth:`GameState.current_player` once the game is over (OpenSpiel's PlayerId.TERMINAL).
TERMINAL = -4

STATE_FORMAT = "ludo-state/1"

# --- events -------------------------------------------------------------------
# Event.kind values. ``seat`` is the seat the event is about (the mover, or the
# player whose pieces were sent back); the other fields say where and how many.
ROLL = "roll"                # the dice were thrown: dice
MOVE = "move"                # a piece (colonne: a unit of `number` pieces) moved origin -> target, using dice
ENTER = "enter"              # a piece came onto the board: origin (mensch -1, colonne 0) -> target
SEND_BACK = "send_back"      # `number` pieces of `seat` were sent back (mensch: to the base; colonne: off the board) from target
BIND = "bind"                # colonne: the unit joined own pieces at target into one column of `number` pieces
HOME = "home"                # `number` pieces reached home: mensch the home lane, colonne the finish
FORCED = "forced"            # the rules left only this kind of move: `rule` names the rule (mensch's rule-4 codes)
NO_MOVE = "no_move"          # no legal action with the throw (mensch: `rule` is the why_no_move code) or
                             # dice that no step can use (colonne: `number` dice lost)
EXTRA_THROW = "extra_throw"  # the same player throws again (mensch: a 6; colonne: after a double)
TRY_AGAIN = "try_again"      # mensch rule 5: a failed try of a three-tries series, the same player tries again
TURN_PASSED = "turn_passed"  # the turn went to `seat`
WIN = "win"                  # `seat` has won: the game is over
CUT_OFF = "cut_off"          # the game reached GameInfo.max_game_length actions: over, returns 0

EVENT_KINDS = (ROLL, MOVE, ENTER, SEND_BACK, BIND, HOME, FORCED, NO_MOVE, EXTRA_THROW, TRY_AGAIN,
               TURN_PASSED, WIN, CUT_OFF)


class Event(NamedTuple):
    """One thing that happened in an action (see the kinds above). A named
    tuple: immutable, and four times quicker to make than a frozen value, which
    matters on a path that plays a hundred thousand actions a second."""

    kind: str
    seat: int = -1
    origin: int | None = None
    target: int | None = None
    number: int = 0                    # how many pieces (colonne's no_move: dice)
    dice: tuple[int, ...] = ()
    rule: str | None = None

    def to_json(self) -> dict:
        """The event as a JSON object, leaving out the fields it does not use."""
        data: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        if self.origin is not None:
            data["from"] = self.origin
        if self.target is not None:
            data["to"] = self.target
        if self.number:
            data["number"] = self.number
        if self.dice:
            data["dice"] = list(self.dice)
        if self.rule is not None:
            data["rule"] = self.rule
        return data


# --- the game's description -------------------------------------------------------

@value(frozen=True, slots=True)
class GameInfo:
    """What a game with given parameters is, for learning code and adapters."""

    game: str                          # the registry name ("mensch", "colonne")
    params: tuple[tuple[str, Any], ...]  # the parameters, (name, value) in a fixed order
    num_players: int
    num_distinct_actions: int          # actions are 0..num_distinct_actions-1
    max_chance_outcomes: int           # chance outcomes are 0..max_chance_outcomes-1
    max_game_length: int               # actions (chance outcomes included) before the game is cut off
    observation_size: int              # len(state.observation(seat))
    min_utility: float = -1.0
    max_utility: float = 1.0
    utility_sum: float = 0.0

    def param(self, name: str) -> Any:
        return dict(self.params)[name]


@runtime_checkable
class GameState(Protocol):
    """A state of any game (see the module's docstring for the conventions)."""

    info: GameInfo

    def current_player(self) -> int: ...

    def is_chance_node(self) -> bool: ...

    def is_terminal(self) -> bool: ...

    def chance_outcomes(self) -> list[tuple[int, float]]: ...

    def legal_actions(self) -> list[int]: ...

    def legal_mask(self) -> list[int]: ...

    def apply_action(self, action: int) -> tuple[GameState, list[Event]]: ...

    def apply(self, action: int) -> None: ...

    def returns(self) -> list[float]: ...

    def winner(self) -> int | None: ...

    def result(self) -> Any: ...  # the game's ludo.core.Result at the end (None before, or cut off)

    def action_to_string(self, action: int) -> str: ...

    def string_to_action(self, text: str) -> int: ...

    def clone(self) -> GameState: ...

    def to_json(self) -> dict: ...

    def position(self) -> Any: ...

    def observation(self, seat: int) -> list[float]: ...


class Playing:
    """What every game's ``State`` shares for playing: :meth:`apply_action` checks the
    action (a state says what it refuses in :meth:`refusal`), plays it on a copy and
    returns the events; :meth:`apply` is the trusted path. A ``State`` defines
    ``is_terminal``, ``clone``, ``refusal`` and ``_advance(action, events)``."""

    __slots__ = ()

    def apply_action(self, action: int) -> tuple[Any, list[Event]]:
        """A new state after ``action`` and the events; ``IllegalMove`` for an action
        that is not legal here (``GameOver`` once the game has ended)."""
        from ludo.errors import GameOver, IllegalMove

        if self.is_terminal():  # type: ignore[attr-defined]
            raise GameOver(f"the game is over: action {brief(action)} asked of a finished game")
        refused = self.refusal(action) if type(action) is int else "an action is an integer"
        if refused:
            raise IllegalMove(f"action {brief(action)}: not legal here ({refused})")
        new = self.clone()  # type: ignore[attr-defined]
        events: list[Event] = []
        new._advance(action, events)
        return new, events

    def apply(self, action: int) -> None:
        """The trusted fast path: play ``action`` in place, unchecked, without events."""
        self._advance(action, None)  # type: ignore[attr-defined]

    def refusal(self, action: int) -> str | None:
        """Why the integer ``action`` is not legal here (what is), or None when it is."""
        raise NotImplementedError


def check_state_json(data: Any, game: str) -> dict:
    """``data`` if it is a ``ludo-state/1`` object of ``game`` with every field;
    else ``InvalidPosition`` naming what is wrong."""
    from ludo.errors import InvalidPosition

    if not isinstance(data, dict):
        raise InvalidPosition(f"state must be a JSON object, not {brief(data)}")
    for key in ("format", "game", "position", "roll", "length"):
        if key not in data:
            raise InvalidPosition(f"state: field {key!r} is missing")
    if data["format"] != STATE_FORMAT or data["game"] != game:
        raise InvalidPosition(f"state: expected format {STATE_FORMAT!r} and game {game!r}")
    return data


def final_returns(num_players: int, winner: int | None) -> list[float]:
    """+1 for ``winner``, ``-1/(n-1)`` for the others; all 0 without a winner."""
    if winner is None:
        return [0.0] * num_players
    loss = -1.0 / (num_players - 1)
    return [1.0 if seat == winner else loss for seat in range(num_players)]


def params_of(defaults: Sequence[tuple[str, Any]], given: dict, error: type[ValueError]) -> dict:
    """``defaults`` (name, default) updated with ``given``; ``error`` for an unknown name."""
    out = dict(defaults)
    for name, item in given.items():
        if name not in out:
            raise error(f"parameter {brief(name)}: expected one of {', '.join(out)}")
        out[name] = item
    return out


def sample_outcome(outcomes: Sequence[tuple[int, float]], u: float) -> int:
    """The outcome that ``u`` (uniform in [0, 1)) falls on, by the probabilities."""
    for outcome, probability in outcomes:
        u -= probability
        if u < 0:
            return outcome
    return outcomes[-1][0]


def random_play(state: GameState, rng: Any, with_events: bool = False) -> tuple[GameState, int]:
    """Play ``state`` (changed in place, unless ``with_events``) to the end with
    random throws and uniformly random legal actions; the final state and the
    number of decisions taken. ``rng`` is a :class:`random.Random`."""
    decisions = 0
    random_ = rng.random
    while True:
        player = state.current_player()
        if player == TERMINAL:
            break
        if player == CHANCE:
            action = sample_outcome(state.chance_outcomes(), random_())
        else:
            legal = state.legal_actions()
            action = legal[int(random_() * len(legal))]
            decisions += 1
        if with_events:
            state, _ = state.apply_action(action)
        else:
            state.apply(action)
    return state, decisions


__all__ = [
    "BIND", "CHANCE", "CUT_OFF", "ENTER", "EVENT_KINDS", "EXTRA_THROW", "Event", "FORCED", "GameInfo",
    "GameState", "HOME", "MOVE", "NO_MOVE", "ROLL", "SEND_BACK", "STATE_FORMAT", "TERMINAL", "TRY_AGAIN",
    "TURN_PASSED", "WIN", "final_returns", "params_of", "random_play", "sample_outcome",
]
