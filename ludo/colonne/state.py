"""colonne through the object protocol of :mod:`ludo.protocol`.

A :class:`State` keeps the position as plain tuples and plays the rules'
fast part (:func:`ludo.colonne.rules.raw_step_table` / ``raw_apply``,
the same code the clean API runs), so a step builds no validated
:class:`~ludo.colonne.Position` until one is asked for.

- **Players**: seat 0 is white, seat 1 black; ``first`` says who throws first
  (the opening roll is symmetric, so a learner may pick either).
- **Chance**: the distinct *sorted* throws of all the variant's dice, in
  ascending order (:data:`THROWS`): 21 for the small variant's two dice, 56
  for the large one's three, each with its multiplicity over ``6 ** dice``.
  The position then holds the dice sorted. A throw with no legal step ends
  the turn at once, as :func:`ludo.colonne.rules.roll` does.
- **Actions**: a step is (the dice it uses, as a sorted multiset; its
  origin); the target follows. ``action = DICE_SETS.index(used) * finish +
  origin``, where :data:`DICE_SETS` lists every multiset of 1..``dice`` die
  values (by size, then ascending: ``(1,), ..., (6,), (1, 1), (1, 2), ...``)
  and ``origin`` is ``0`` (entering) .. ``finish - 1``. Small: 27 x 37 = 999
  actions; large: 83 x 55 = 4565.
- **Text**: ``"roll 3 5"`` for a throw, ``"3+5:0-5"`` (the dice used, from,
  to) for a step.
- **Parameters**: ``variant`` (``"small"``, ``"large"``), ``first``
  (``"white"``, ``"black"``) and ``max_length`` (the cut-off, actions
  including throws).
- **Observation** (``2 * (finish + 1) + 8`` floats from a seat's point of
  view: 84 small, 120 large): the share of the seat's pieces at each progress
  0..finish, the same for the opponent, then the dice left (count of each
  value 1..6 over the variant's dice), ``again``, and whether the seat is to act.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from ludo.colonne.jsonio import position_from_json, position_to_json
from ludo.colonne.notation import move_text, to_notation
from ludo.colonne.plans import distinct_rolls
from ludo.colonne.position import BLACK, WHITE, Position, check_colour
from ludo.colonne.rules import Step, raw_apply, raw_step_table, remove_dice
from ludo.colonne.rules import result as rules_result
from ludo.colonne.variant import Variant, variant_named
from ludo.core import Result
from ludo.errors import IllegalMove, InvalidPosition
from ludo.limits import brief
from ludo.protocol import (
    BIND,
    CHANCE,
    CUT_OFF,
    ENTER,
    EXTRA_THROW,
    HOME,
    MOVE,
    NO_MOVE,
    ROLL,
    SEND_BACK,
    STATE_FORMAT,
    TERMINAL,
    TURN_PASSED,
    WIN,
    Event,
    GameInfo,
    Playing,
    check_state_json,
    final_returns,
    params_of,
)

NAME = "colonne"
COLOURS = (WHITE, BLACK)
#: The parameters and their defaults, in this order.
PARAMS: tuple[tuple[str, Any], ...] = (("variant", "small"), ("first", WHITE), ("max_length", 100_000))


@lru_cache(maxsize=4)
def dice_sets(dice: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of 1..``dice`` die values a step can use, by size then ascending."""
    return tuple(used for size in range(1, dice + 1)
                 for used in combinations_with_replacement(range(1, 7), size))


@lru_cache(maxsize=4)
def _tables(variant: Variant) -> tuple:
    sets = dice_sets(variant.dice)
    index = {used: i * variant.finish for i, used in enumerate(sets)}
    throws = distinct_rolls(variant.dice)
    outcomes = [(i, probability) for i, (probability, _) in enumerate(throws)]
    return sets, index, tuple(key for _, key in throws), outcomes


def throws(variant: Variant | str) -> tuple[tuple[int, ...], ...]:
    """The chance outcomes' throws: outcome ``i`` throws ``throws(variant)[i]`` (sorted)."""
    return _tables(variant_named(variant))[2]


def game_info(**params: Any) -> GameInfo:
    """The description of colonne with these parameters (see :data:`PARAMS`)."""
    values = params_of(PARAMS, params, InvalidPosition)
    variant = variant_named(values["variant"])
    values["variant"] = variant.name
    check_colour(values["first"], "first")
    length = values["max_length"]
    if type(length) is not int or length < 1:
        raise InvalidPosition(f"max_length {brief(length)}: must be a positive integer")
    sets, _, thrown, _ = _tables(variant)
    return GameInfo(NAME, tuple(values.items()), 2, len(sets) * variant.finish, len(thrown), length,
                    2 * (variant.finish + 1) + 8)


def new_state(**params: Any) -> State:
    """The initial state: all pieces off the board, ``first`` to throw (a chance node)."""
    info = game_info(**params)
    variant = variant_named(info.param("variant"))
    start = (0,) * variant.pieces
    return State(info, variant, start, start, COLOURS.index(info.param("first")), (), False)


def from_json(data: Any, **params: Any) -> State:
    """The state :meth:`State.to_json` wrote (the position's variant wins over ``params``)."""
    check_state_json(data, NAME)
    if data["roll"] is not None:
        raise InvalidPosition(f"state roll {brief(data['roll'])}: colonne keeps the dice in the position (roll is null)")
    position = position_from_json(data["position"])
    return State.of_position(game_info(**dict(params, variant=position.variant.name)), position, data["length"])


class State(Playing):
    """A colonne state of the protocol (:class:`ludo.protocol.GameState`)."""

    __slots__ = ("info", "variant", "tables", "white", "black", "turn", "dice", "again", "legal", "length",
                 "won", "cut")

    def __init__(self, info: GameInfo, variant: Variant, white: tuple, black: tuple, turn: int,
                 dice: tuple, again: bool, legal: dict | None = None, length: int = 0,
                 won: int | None = None, cut: bool = False) -> None:
        self.info, self.variant, self.tables = info, variant, _tables(variant)
        self.white, self.black, self.turn, self.dice, self.again = white, black, turn, dice, again
        # legal: action -> (dice used, from, to, pieces, captures) at a decision node, else None
        self.legal, self.length, self.won, self.cut = legal, length, won, cut

    def _legal(self, mine: tuple, theirs: tuple, dice: tuple) -> dict:
        return raw_step_table(self.variant, mine, theirs, dice, self.tables[1])

    @classmethod
    def of_position(cls, info: GameInfo, position: Position, length: Any = 0) -> State:
        if type(length) is not int or not 0 <= length <= info.max_game_length:
            raise InvalidPosition(f"state length {brief(length)}: must be 0..{info.max_game_length}")
        winner = position.winner
        state = cls(info, position.variant, position.white, position.black, COLOURS.index(position.turn),
                    position.dice, position.again, None, length, None if winner is None else COLOURS.index(winner))
        if winner is None:
            state.cut = length >= info.max_game_length
            if position.dice:
                state.legal = state._legal(position.mine, position.theirs, position.dice)
                if not state.legal:
                    raise InvalidPosition(f"dice {list(position.dice)}: no legal step with them (the rules "
                                          "would have ended the turn)")
        return state

    # --- reading -------------------------------------------------------------
    def current_player(self) -> int:
        if self.cut or self.won is not None:
            return TERMINAL
        return self.turn if self.dice else CHANCE

    def is_chance_node(self) -> bool:
        return not self.dice and not self.cut and self.won is None

    def is_terminal(self) -> bool:
        return self.cut or self.won is not None

    def winner(self) -> int | None:
        return self.won

    def result(self) -> Result | None:
        """The end as the rules give it (:func:`ludo.colonne.rules.result`, a
        :class:`ludo.core.Result`); None while the game goes on or once cut off."""
        return rules_result(self.position()) if self.won is not None else None

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(self.tables[3]) if self.is_chance_node() else []

    def action_of(self, step: Any) -> int:
        """The action of a step (a :class:`ludo.colonne.rules.Step`: its dice and origin)."""
        return self.tables[1][tuple(step.dice)] + step.origin

    def legal_actions(self) -> list[int]:
        if not self.legal or self.cut:
            return []
        return sorted(self.legal)

    def legal_mask(self) -> list[int]:
        mask = [0] * self.info.num_distinct_actions
        for action in self.legal_actions():
            mask[action] = 1
        return mask

    def returns(self) -> list[float]:
        return final_returns(2, self.won)

    def position(self) -> Position:
        """The position (validated), with the dice left."""
        return Position(self.variant, self.white, self.black, COLOURS[self.turn], self.dice, self.again)

    def to_json(self) -> dict:
        return {"format": STATE_FORMAT, "game": NAME, "position": position_to_json(self.position()),
                "roll": None, "length": self.length}

    def __str__(self) -> str:
        return to_notation(self.position())

    def __repr__(self) -> str:
        return f"<colonne State {self}>"

    def clone(self) -> State:
        return State(self.info, self.variant, self.white, self.black, self.turn, self.dice, self.again,
                     self.legal, self.length, self.won, self.cut)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return ((self.variant, self.white, self.black, self.turn, self.dice, self.again, self.length, self.cut)
                == (other.variant, other.white, other.black, other.turn, other.dice, other.again, other.length,
                    other.cut))

    __hash__ = None  # type: ignore[assignment]  # a state is mutable through apply()

    # --- text ----------------------------------------------------------------
    def action_to_string(self, action: int) -> str:
        sets, _, thrown, _ = self.tables
        if self.is_chance_node():
            return "roll " + " ".join(map(str, thrown[action]))
        used, origin = sets[action // self.variant.finish], action % self.variant.finish
        total = sum(used)
        target = self.variant.entry_progress(total) if origin == 0 else origin + total
        return move_text(Step(used, origin, target))

    def string_to_action(self, text: str) -> int:
        if not isinstance(text, str):
            raise IllegalMove(f"action text {brief(text)}: must be a string")
        if self.is_chance_node():
            candidates = [outcome for outcome, _ in self.tables[3]]
        else:
            candidates = self.legal_actions()
        for action in candidates:
            if self.action_to_string(action) == text.strip():
                return action
        raise IllegalMove(f"action {brief(text)}: not one of {', '.join(self.action_to_string(a) for a in candidates)}")

    def observation(self, seat: int) -> list[float]:
        finish = self.variant.finish
        out = [0.0] * self.info.observation_size
        share = 1.0 / self.variant.pieces
        for block, pieces in enumerate((self.white, self.black) if seat == 0 else (self.black, self.white)):
            base = block * (finish + 1)
            for p in pieces:
                out[base + p] += share
        at = 2 * (finish + 1)
        for die in self.dice:
            out[at + die - 1] += 1.0 / self.variant.dice
        out[at + 6] = float(self.again)
        out[at + 7] = float(self.current_player() == seat)
        return out

    # --- playing -------------------------------------------------------------
    def refusal(self, action: int) -> str | None:
        if self.is_chance_node():
            if 0 <= action < self.info.max_chance_outcomes:
                return None
            return f"chance outcomes are 0..{self.info.max_chance_outcomes - 1}"
        return None if action in self.legal_actions() else f"legal are {self.legal_actions()}"

    def _advance(self, action: int, events: list | None = None) -> None:
        variant, turn = self.variant, self.turn
        mine, theirs = (self.white, self.black) if turn == 0 else (self.black, self.white)
        if not self.dice:
            dice = self.tables[2][action]
            again = dice[0] == dice[-1]
            if events is not None:
                events.append(Event(ROLL, turn, dice=dice))
            self.again = again
            legal = self._legal(mine, theirs, dice)
            if legal:
                self.dice, self.legal = dice, legal
            else:
                self._end_turn(dice, events)
        else:
            finish = variant.finish
            step = self.legal.get(action) if self.legal else None
            if step is None:
                raise IllegalMove(f"action {action}: not a legal step here")
            used, origin, target, size, captured = step
            if events is not None:
                events.append(Event(ENTER if origin == 0 else MOVE, turn, origin, target, size, used))
                if 0 < target < finish and target in mine:
                    events.append(Event(BIND, turn, target=target, number=size + mine.count(target)))
                if captured:
                    events.append(Event(SEND_BACK, 1 - turn, target=target, number=captured))
                if target == finish:
                    events.append(Event(HOME, turn, target=target, number=size))
            mine, theirs = raw_apply(variant, mine, theirs, origin, target)
            if turn == 0:
                self.white, self.black = mine, theirs
            else:
                self.black, self.white = mine, theirs
            rest = remove_dice(self.dice, used) or ()  # never None: the step's dice are among those left
            if target == finish and min(mine) == finish:
                self.dice, self.legal, self.won = rest, None, turn
                if events is not None:
                    events.append(Event(WIN, turn))
            elif rest:
                legal = self._legal(mine, theirs, rest)
                if legal:
                    self.dice, self.legal = rest, legal
                else:
                    self._end_turn(rest, events)
            else:
                self._end_turn(rest, events)
        self.length += 1
        if self.length >= self.info.max_game_length and self.won is None:
            self.cut = True
            if events is not None:
                events.append(Event(CUT_OFF))

    def _end_turn(self, lost: tuple, events: list | None) -> None:
        turn = self.turn
        if events is not None:
            if lost:
                events.append(Event(NO_MOVE, turn, number=len(lost), dice=lost))
            events.append(Event(EXTRA_THROW, turn) if self.again else Event(TURN_PASSED, 1 - turn))
        if not self.again:
            self.turn = 1 - turn
        self.dice, self.again, self.legal = (), False, None

    apply = _advance  # the trusted fast path (ludo.protocol.Playing.apply), one call less


__all__ = ["NAME", "PARAMS", "State", "dice_sets", "from_json", "game_info", "new_state", "throws"]
