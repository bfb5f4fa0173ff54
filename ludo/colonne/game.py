"""A colonne game in progress: seeded dice, history, undo, and a replayable record.

The dice are chance events outside the position: the :class:`Game` draws them
from its seed (:mod:`ludo.dice`: throw ``n`` of a game -- the opening rolls are
throws 0, 1 (white, black), 2, 3 ... -- is always the same dice, so undoing a
roll and rolling again gives the same dice) or takes them as given. A game
whose dice are all thrown elsewhere has no seed: it is given its opening rolls
as thrown and every roll's dice. :meth:`Game.events` says what an action did:
the object protocol's own :class:`ludo.protocol.Event` values, made by its state
(:mod:`ludo.colonne.state`) stepping the action from the position before it
(:func:`action_events`, a thin call to the one producer of events, the state's
``_advance``: ``seat`` is a seat index, 0 white and 1 black, and the dice are as the
protocol holds them, sorted).

The record (``ludo-record/1``)::

    {"format": "ludo-record/1", "game": "colonne", "variant": "small",
     "seed": "5f1c0a2b33d4",           # a string or an integer; null: the dice were thrown elsewhere
     "opening": [{"white": [3, 4], "black": [5, 2]}, {"white": [6, 6], "black": [1, 2]}],
     "first": "white",
     "start": <a ludo-position/1 object>,  # only when not the initial position
     "actions": [{"roll": [5, 3]}, {"step": {"dice": [5], "from": 0, "to": 8, ...}}, ...]}

The opening rolls are taken as listed, checked by the rules (every one but the
last a tie, the last deciding ``first``), as the rolls of the actions are: the
seed decides the throws the game draws after them. A game from a ``start`` position (a rules
scenario) has no opening roll: ``opening`` is ``[]``, ``first`` is the start's
``turn`` and ``variant`` its variant. Replaying a record rebuilds exactly the
same positions; records without ``start`` and with an integer seed are the
original form and replay as they always did.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from ludo.colonne import rules
from ludo.colonne.jsonio import position_from_json, position_to_json, step_to_json
from ludo.colonne.position import COLOURS, Position, check_colour, check_dice, initial
from ludo.colonne.state import State, game_info, throws
from ludo.colonne.variant import SMALL, Variant, variant_named
from ludo.core import Result, require_keys, require_list
from ludo.dice import fresh_seed, throw
from ludo.errors import IllegalMove, InvalidPosition, InvalidRecord, LudoError
from ludo.limits import MAX_RECORD_ACTIONS, TooLarge, brief, check_seed, numbers
from ludo.protocol import Event, GameInfo
from ludo.values import derived

RECORD_FORMAT = "ludo-record/1"
RECORD_FIELDS = ("format", "game", "variant", "seed", "opening", "first", "actions")
OPTIONAL_FIELDS = ("start",)
MAX_SEED = 2**53  # a whole-number seed: exact in JavaScript numbers too

OpeningRoll = tuple[tuple[int, ...], tuple[int, ...]]  # (white's dice, black's dice)


class Game:
    """One game: its position, the actions so far (rolls and steps), undo, record.

    ``Game(variant, seed)`` rolls its own dice from ``seed`` (a string or a
    whole number 0..2**53-1; None: a fresh one), the opening roll too unless
    ``first`` says who starts.

    ``opening`` (a list, maybe empty) lists the opening rolls as thrown,
    ``{"white": [...], "black": [...]}`` each as in the record, and decides
    ``first`` (``[]``: no roll, ``first`` is given). With it and no seed the
    dice are thrown elsewhere: the game has no seed and every :meth:`roll`
    needs its dice; with a seed the game draws its later throws from it.

    ``start`` (a :class:`Position` or a JSON position, which may hold dice and
    ``again``) is where the game begins instead of the initial position; it
    has no opening roll and its ``turn`` is ``first``.
    """

    def __init__(self, variant: Variant | str | None = None, seed: int | str | None = None,
                 first: str | None = None, start: Position | dict | None = None,
                 opening: list | tuple | None = None) -> None:
        if isinstance(start, dict):
            start = position_from_json(start)
        elif start is not None and not isinstance(start, Position):
            raise InvalidPosition(f"start {brief(start)}: must be a colonne position")
        self.variant = variant_named(variant if variant is not None else start.variant if start else SMALL)
        if opening is None and seed is None:
            seed = fresh_seed()
        self.seed: int | str | None = check_seed(seed, "seed", IllegalMove)
        if type(self.seed) is int and not 0 <= self.seed < MAX_SEED:
            raise IllegalMove(f"seed {brief(seed)}: must be 0..2**53-1 (or a string)")
        self.opening_rolls: list[OpeningRoll] = []
        if start is not None:
            first = self._begin_at(start, first, opening)
        elif opening:
            first = self._opening_as_thrown(opening, first)
        elif first is None:
            if self.seed is None:
                raise IllegalMove("first: a game without opening rolls and without a seed must be told who starts")
            first = self._opening()
        self.first = check_colour(first, "first")
        self.start: Position = start if start is not None else initial(self.variant, self.first)
        self._positions: list[Position] = [self.start]
        self._actions: list[tuple[str, Any]] = []

    def _begin_at(self, start: Position, first: Any, opening: Any) -> str:
        """Who acts first in a game from ``start``: its ``turn`` (checked against the rest)."""
        if start.variant != self.variant:
            raise InvalidPosition(f"variant '{self.variant.name}': the start position is of the "
                                  f"'{start.variant.name}' variant")
        if opening:
            raise IllegalMove(f"opening {brief(opening)}: a game from a start position has no opening roll")
        if first is not None and first != start.turn:
            raise InvalidPosition(f"first {brief(first)}: the start position has '{start.turn}' to act")
        return start.turn

    def _opening(self) -> str:
        assert self.seed is not None, "the caller checks there is a seed"
        for index in range(1000):
            white = throw(self.seed, 2 * index, self.variant.dice)
            black = throw(self.seed, 2 * index + 1, self.variant.dice)
            self.opening_rolls.append((white, black))
            winner = rules.opening(white, black)
            if winner is not None:
                return winner
        raise IllegalMove(f"seed {self.seed}: the opening roll never decided")  # pragma: no cover

    def _opening_as_thrown(self, rolls: Any, first: Any) -> str:
        """Who starts after ``rolls`` (thrown elsewhere), checked: all the
        variant's dice each, every roll but the last a tie, the last deciding."""
        winner = None
        rolls = require_list(rolls, "opening", IllegalMove)
        for index, roll in enumerate(rolls):
            white, black = _opening_roll(roll, self.variant, index)
            winner = rules.opening(white, black)
            if winner is not None and index < len(rolls) - 1:
                raise IllegalMove(f"opening roll {index} {_dice_text(white)} against {_dice_text(black)}: "
                                  "not a tie, "
                                  "so it decides who starts and must be the last")
            self.opening_rolls.append((white, black))
        if winner is None:
            raise IllegalMove(f"opening roll {len(rolls) - 1}: a tie decides nothing; the opening "
                              "goes on until a roll decides")
        if first is not None and first != winner:
            raise InvalidPosition(f"first {brief(first)}: the opening rolls make '{winner}' start")
        return winner

    # --- reading ------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._positions[-1]

    @property
    def positions(self) -> tuple[Position, ...]:
        return tuple(self._positions)

    @property
    def history(self) -> tuple[tuple[str, Any], ...]:
        """The actions so far: ``("roll", dice)`` or ``("step", Step)``."""
        return tuple(self._actions)

    @property
    def winner(self) -> str | None:
        return self.position.winner

    @property
    def over(self) -> bool:
        return self.position.winner is not None

    def legal_steps(self) -> tuple[rules.Step, ...]:
        return rules.legal_steps(self.position)

    def legal_choices(self) -> tuple[rules.Step, ...]:
        """The legal steps now (:func:`ludo.colonne.rules.legal_choices`; the same as :meth:`legal_steps`)."""
        return rules.legal_steps(self.position)

    def result(self) -> Result | None:
        """The end (:func:`ludo.colonne.rules.result`): None while the game goes on."""
        return rules.result(self.position)

    @property
    def rolls(self) -> int:
        return sum(1 for kind, _ in self._actions if kind == "roll")

    @property
    def throws(self) -> int:
        """How many throws the game has had: two per opening roll, then one per roll."""
        return 2 * len(self.opening_rolls) + self.rolls

    def events(self, index: int = -1) -> tuple[Event, ...]:
        """What action ``index`` of the history did (the last one by default): the
        protocol's events of it (:func:`action_events`)."""
        index %= len(self._actions)
        return action_events(self._positions[index], self._actions[index])

    # --- acting ---------------------------------------------------------------

    def roll(self, dice: Any = None) -> tuple[int, ...]:
        """Roll: the game's own dice, or ``dice`` when given (always, when the
        dice are thrown elsewhere). Returns the throw, as mensch's ``roll``
        does (the dice, in the order thrown; ``position`` is the position
        after it, whose dice are already gone if no step could use them)."""
        if dice is None:
            if self.seed is None:
                raise IllegalMove("roll: this game's dice are thrown elsewhere: give them, e.g. roll([5, 3])")
            dice = throw(self.seed, self.throws, self.variant.dice)
        after = rules.roll(self.position, dice)
        thrown = tuple(dice)
        self._push(("roll", thrown), after)
        return thrown

    def play(self, step: Any) -> Position:
        """Take a step (a :class:`rules.Step` or a JSON step)."""
        before = self.position
        key = rules.step_key(step)
        if before.winner is None:
            legal = rules.find_step(before.variant, before.mine, before.theirs, before.dice, *key)
            if legal is not None:   # a legal step: played as rules.play plays it, not checked again
                after = rules.play_legal(before, legal[1], legal[2], key[0])
                self._push(("step", rules.Step(*legal)), after)
                return after
        return rules.play(before, step)   # not legal: rules.play says why

    def _push(self, action: tuple[str, Any], after: Position) -> None:
        self._actions.append(action)
        self._positions.append(after)

    def undo(self) -> tuple[str, Any]:
        """Take back the last action (a roll or a step); returns it, as
        :attr:`history` had it (``("roll", dice)`` or ``("step", Step)``), as
        mensch's ``undo`` returns the turn it takes back. The dice are rewound
        with a roll: the next :meth:`roll` draws the same dice again."""
        if not self._actions:
            raise IllegalMove("undo: nothing to take back, the game has just begun")
        self._positions.pop()
        return self._actions.pop()

    # --- record ---------------------------------------------------------------

    def opening_json(self) -> list[dict]:
        """The opening rolls in JSON: ``{"white": dice, "black": dice}`` each."""
        return [{"white": list(w), "black": list(b)} for w, b in self.opening_rolls]

    def actions_json(self) -> list[dict]:
        """The actions so far in JSON: ``{"roll": dice}`` or ``{"step": step}``."""
        return [{"roll": list(value)} if kind == "roll" else {"step": step_to_json(value)}
                for kind, value in self._actions]

    def to_record(self) -> dict:
        """The JSON record (see the module's docstring): ``"seed": null`` when the
        dice are thrown elsewhere, ``"start"`` only when the game did not begin
        at the initial position."""
        record: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "game": "colonne",
            "variant": self.variant.name,
            "seed": self.seed,
            "opening": self.opening_json(),
            "first": self.first,
        }
        if self.start != initial(self.variant, self.first):
            record["start"] = position_to_json(self.start)
        record["actions"] = self.actions_json()
        return record

    @classmethod
    def from_record(cls, data: Any, seed: Any = None) -> Game:
        """Replay a record (``InvalidRecord`` naming the first thing that does not fit;
        ``TooLarge`` before any work for one of more than
        :data:`ludo.limits.MAX_RECORD_ACTIONS` actions and opening rolls). Its
        rolls are replayed as written; the game draws its next ones from ``seed``
        (as mensch's ``from_record``), else the record's own seed, else (``null``)
        it has none: its dice are thrown elsewhere."""
        for game in cls.replaying(data, seed):
            if game is not None:
                return game
        raise AssertionError("a replay ends with its game")

    @classmethod
    def replaying(cls, data: Any, seed: Any = None, every: int = 0) -> Iterator[Game | None]:
        """:meth:`from_record` a little at a time: None after every ``every`` actions
        replayed (0: never), then the game (a caller that must not stop for long,
        such as a page, pauses at each None), as mensch's ``Game.replaying``."""
        if not isinstance(data, dict):
            raise InvalidRecord(f"record must be a JSON object, not {brief(data)}")
        require_keys(data, RECORD_FIELDS, RECORD_FIELDS + OPTIONAL_FIELDS, "record", InvalidRecord)
        if data["format"] != RECORD_FORMAT:
            raise InvalidRecord(f"record format {brief(data['format'])}: expected '{RECORD_FORMAT}'")
        if data["game"] != "colonne":
            raise InvalidRecord(f"record game {brief(data['game'])}: expected 'colonne'")
        opening = require_list(data["opening"], "record opening", InvalidRecord)
        actions = require_list(data["actions"], "record actions", InvalidRecord)
        if len(actions) + len(opening) > MAX_RECORD_ACTIONS:  # before any work
            counted = f"{len(actions)} actions" + (f" and {len(opening)} opening rolls" if opening else "")
            raise TooLarge(f"record: {counted}, more than {MAX_RECORD_ACTIONS}")
        start = None
        if "start" in data:
            try:
                start = position_from_json(data["start"])
            except LudoError as error:
                raise InvalidRecord(f"record start: {error}") from error
        if start is not None and opening:
            raise InvalidRecord(f"record opening {brief(opening)}: must be an empty list with a start position "
                                "(no opening roll)")
        try:  # the opening rolls as listed ([]: the first player was chosen, not rolled for)
            game = cls(data["variant"], data["seed"] if seed is None else seed, data["first"], start, opening)
        except LudoError as error:
            raise InvalidRecord(f"record: {error}") from error
        for index, action in enumerate(actions):
            if every and index and not index % every:
                yield None
            try:
                if not isinstance(action, dict) or len(action) != 1 or not ({"roll", "step"} & set(action)):
                    raise InvalidRecord(f"must be an object with one field, 'roll' (the dice) or 'step', "
                                        f"not {brief(action)}")
                if "step" in action and isinstance(action["step"], dict):   # its own fields only, as at the top
                    require_keys(action["step"], (), RECORD_STEP_KEYS, "step", InvalidRecord)
                if "roll" in action:
                    game.roll(require_list(action["roll"], "roll", InvalidRecord))
                else:
                    game.play(action["step"])
            except LudoError as error:
                raise InvalidRecord(f"record action {index}: {error}") from error
        yield game

    def to_json(self) -> dict:
        """The current position as JSON."""
        return position_to_json(self.position)


#: What a step of a record may hold (``Step.to_json``); any other field is refused, as at
#: the record's top.
RECORD_STEP_KEYS = ("dice", "from", "to", "pieces", "captures")


def _opening_roll(roll: Any, variant: Variant, index: int) -> OpeningRoll:
    """One opening roll thrown elsewhere, checked: each player all the variant's dice."""
    if not isinstance(roll, dict):
        raise IllegalMove(f"opening roll {index} {brief(roll)}: must be an object with the dice of "
                          "'white' and 'black'")
    require_keys(roll, COLOURS, COLOURS, f"opening roll {index}", IllegalMove)
    dice = []
    for colour in COLOURS:
        what = f"opening roll {index} of {colour}"
        checked = check_dice(roll[colour], variant, what)
        if len(checked) != variant.dice:
            raise IllegalMove(f"{what} {numbers(checked)}: the {variant.name} variant rolls {variant.dice} dice")
        dice.append(checked)
    return dice[0], dice[1]


def _dice_text(dice: tuple[int, ...]) -> str:
    """Dice in words: ``5+3``."""
    return "+".join(map(str, dice))


@lru_cache(maxsize=4)
def _info(variant: str) -> GameInfo:
    return game_info(variant=variant)


def action_events(before: Position, action: tuple[str, Any]) -> tuple[Event, ...]:
    """What an action (``("roll", dice)`` or ``("step", Step)``, as :attr:`Game.history`
    has it) did from ``before``: the events the protocol's state
    (:class:`ludo.colonne.state.State`) returns for it (``seat``: 0 white, 1 black). The
    state holds the dice sorted, as its chance outcomes throw them: so does ``before``
    here, and the events' dice are the protocol's (a multiset, sorted)."""
    kind, value = action
    if before.dice:
        before = derived(before, dice=tuple(sorted(before.dice)))
    state = State.of_position(_info(before.variant.name), before)
    number = throws(before.variant).index(tuple(sorted(value))) if kind == "roll" else state.action_of(value)
    return tuple(state.apply_action(number)[1])


__all__ = ["Game", "RECORD_FORMAT", "action_events"]
