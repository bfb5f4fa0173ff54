"""A game in progress (:class:`Game`) and its JSON game record.

The die is a chance event outside the position: :meth:`Game.roll` draws it
from the game's seed (:mod:`ludo.dice`: throw ``n`` of the game is the same die
whenever it is thrown, so undoing a turn and rolling again repeats it) or takes
a value thrown elsewhere, and :meth:`Game.play` applies that roll with a move.
:meth:`Game.events` says what happened in a turn of the history (the roll, the
move or why there was none, a piece sent back, home, the winner, another roll
or the next player): the object protocol's own :class:`ludo.protocol.Event`
values, made by its state (:mod:`ludo.mensch.state`) stepping the turn's roll
and move from the position before it (:func:`turn_events`, a thin call to the one
producer of events, the state's ``_advance``: ``seat`` is a seat index,
``position.seats[seat]`` its corner; worked out when asked, so playing stays as
quick as the rules).

Record format (``ludo-record/1``)::

    {"format": "ludo-record/1", "game": "mensch",
     "options": {...}, "seats": [0, 2],
     "seed": "5f1c0a2b33d4",                   # the seed of its dice (optional)
     "start": <a ludo-position/1 object>,      # only when not the initial position
     "turns": [{"roll": 6, "move": {"from": -1, "to": 0}},
               {"roll": 3, "move": null}, ...]}

:meth:`Game.from_record` replays every turn through the rules, so a record
that names an illegal move or a bad roll raises :class:`InvalidRecord`; one of
more than :data:`ludo.limits.MAX_RECORD_ACTIONS` turns raises
:class:`ludo.errors.TooLarge` before any turn is replayed.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from ludo.core import require_keys, require_list
from ludo.dice import fresh_seed, throw
from ludo.errors import GameOver, IllegalMove, InvalidPosition, InvalidRecord, LudoError
from ludo.limits import MAX_RECORD_ACTIONS, TooLarge, brief, check_seed
from ludo.mensch import rules
from ludo.mensch.jsonio import (
    move_from_json,
    options_from_json,
    position_from_json,
    position_to_json,
    seats_from_json,
)
from ludo.mensch.position import Move, Options, Position
from ludo.mensch.state import State, game_info
from ludo.protocol import Event, GameInfo
from ludo.values import value

RECORD_FORMAT = "ludo-record/1"


@value(frozen=True, slots=True)
class Turn:
    """One entry of the history: the position before, the roll, the move (None: no move)
    as the rules list it (with ``capture`` and ``rule``)."""

    before: Position
    roll: int
    move: Move | None

    def to_json(self) -> dict:
        move = None if self.move is None else {"from": self.move.origin, "to": self.move.target}
        return {"roll": self.roll, "move": move}


class Game:
    """A mensch game: the current position, a seeded die, the history, undo and replay.

    ``seed`` (a whole number or a string; None: a fresh one) decides every throw
    the game draws itself (:mod:`ludo.dice`).

    >>> game = Game(seats=(0, 2), seed=7)
    >>> r = game.roll()                   # draws 1..6 from the game's Random
    >>> moves = game.legal_moves()        # legal moves for that roll
    >>> game.play(moves[0] if moves else None)
    """

    def __init__(self, seats=(0, 2), options: Options | None = None, seed: Any = None,
                 start: Position | None = None) -> None:
        if start is None:
            start = Position.initial(tuple(seats), options)
        elif options is not None and options != start.options:
            raise InvalidPosition("options: they differ from those of the start position")
        self.start: Position = start
        self.position: Position = start
        seed = check_seed(seed, "seed", IllegalMove)
        self.seed = fresh_seed() if seed is None else seed
        self.history: list[Turn] = []
        self.pending: int | None = None

    # -- the die ---------------------------------------------------------
    def roll(self, value: int | None = None) -> int:
        """Throw the die (or take ``value`` thrown elsewhere); the roll waits for :meth:`play`.
        Returns the throw, as colonne's ``roll`` does (here one die: the ``roll`` the
        rules take)."""
        if self.over:
            raise GameOver("the game is over: no more rolls")
        if self.pending is not None:
            raise IllegalMove(f"roll {self.pending} is not played yet")
        self.pending = throw(self.seed, self.throws)[0] if value is None else rules.check_roll(value)
        return self.pending

    @property
    def throws(self) -> int:
        """How many times the die has been thrown in this game (the pending roll included)."""
        return len(self.history) + (self.pending is not None)

    # -- moving ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The legal moves for the pending roll (empty: play None)."""
        return list(rules.legal_moves(self.position, self._pending()))

    def legal_choices(self) -> tuple[Move, ...]:
        """The legal moves for the pending roll as a tuple
        (:func:`ludo.mensch.rules.legal_choices`; ``()``: play None)."""
        return rules.legal_choices(self.position, self._pending())

    def why_no_move(self) -> str | None:
        """The reason code when the pending roll has no legal move."""
        return rules.why_no_move(self.position, self._pending())

    def play(self, move: Move | None) -> Position:
        """Play the pending roll with ``move`` (None when no move is legal); the new position."""
        roll = self._pending()
        before = self.position
        after, listed = rules.play_listed(before, roll, move)
        self.history.append(Turn(before, roll, listed))
        self.position = after
        self.pending = None
        return after

    def undo(self) -> Turn:
        """Take back the pending roll, or else the last turn; returns the turn taken back
        (the pending roll: as a :class:`Turn` from the position now, with no move), as
        colonne's ``undo`` returns the action it takes back.

        The die is rewound with it: the next :meth:`roll` draws the same value again.
        """
        if self.pending is not None:
            turn = Turn(self.position, self.pending, None)
            self.pending = None
            return turn
        if not self.history:
            raise IllegalMove("nothing to undo: the game is at its start")
        turn = self.history.pop()
        self.position = turn.before
        return turn

    def _pending(self) -> int:
        if self.pending is None:
            raise IllegalMove("roll the die first")
        return self.pending

    # -- reading ---------------------------------------------------------
    @property
    def over(self) -> bool:
        return bool(self.position.finished())

    def result(self) -> rules.Result | None:
        """The end (:func:`ludo.mensch.rules.result`): None while the game goes on."""
        return rules.result(self.position)

    @property
    def winner(self) -> int | None:
        """The corner that won, or None (as colonne's ``Game.winner``, a colour there)."""
        return self.position.winner

    @property
    def positions(self) -> tuple[Position, ...]:
        """Every position so far, the start first (as colonne's ``Game.positions``;
        one a turn: the roll stays beside the position)."""
        return tuple(turn.before for turn in self.history) + (self.position,)

    def events(self, index: int = -1) -> tuple[Event, ...]:
        """What turn ``index`` of the history did (the last one by default): the protocol's
        events of its roll and its move (:func:`turn_events`)."""
        turn = self.history[index]
        return turn_events(turn.before, turn.roll, turn.move)

    def throw_events(self) -> tuple[Event, ...]:
        """What the roll waiting for its move did: the protocol's events of the throw alone
        (the roll; with no legal move, also why and who throws next, as the turn will say)."""
        return turn_events(self.position, self._pending(), None)

    def __iter__(self) -> Iterator[Turn]:
        return iter(self.history)

    def to_json(self) -> dict:
        """The current position as JSON (as colonne's ``Game.to_json``)."""
        return position_to_json(self.position)

    # -- the record ------------------------------------------------------
    def actions_json(self) -> list[dict]:
        """The turns so far in JSON (``{"roll", "move"}`` each), as the record has them
        (colonne's ``Game.actions_json``)."""
        return [turn.to_json() for turn in self.history]

    def to_record(self) -> dict:
        """The JSON game record: options, seats, start if special, every roll and move."""
        record: dict = {
            "format": RECORD_FORMAT,
            "game": "mensch",
            "options": self.start.options.to_json(),
            "seats": list(self.start.seats),
            "seed": self.seed,
        }
        if self.start != Position.initial(self.start.seats, self.start.options):
            record["start"] = position_to_json(self.start)
        record["turns"] = self.actions_json()
        return record

    @classmethod
    def from_record(cls, data: Any, seed: Any = None) -> Game:
        """Replay a JSON game record; :class:`InvalidRecord` names what is wrong. Its
        rolls are replayed as written; the game draws its next ones from ``seed``, else
        the record's own ``seed``, else a fresh one."""
        for game in cls.replaying(data, seed):
            if game is not None:
                return game
        raise AssertionError("a replay ends with its game")  # pragma: no cover

    @classmethod
    def replaying(cls, data: Any, seed: Any = None, every: int = 0) -> Iterator[Game | None]:
        """:meth:`from_record` a little at a time: None after every ``every`` turns
        replayed (0: never), then the game (a caller that must not stop for long,
        such as a page, pauses at each None)."""
        try:
            yield from cls._replay(data, seed, every)
        except (InvalidRecord, TooLarge):
            raise
        except LudoError as exc:
            raise InvalidRecord(f"record: {exc}") from None

    @classmethod
    def _replay(cls, data: Any, seed: Any, every: int) -> Iterator[Game | None]:
        if not isinstance(data, dict):
            raise InvalidRecord(f"record must be a JSON object, not {brief(data)}")
        require_keys(data, ("format", "game", "seats", "turns"),
                     ("format", "game", "options", "seats", "seed", "start", "turns"), "record", InvalidRecord)
        if data["format"] != RECORD_FORMAT:
            raise InvalidRecord(f"record format {brief(data['format'])}: expected '{RECORD_FORMAT}'")
        if data["game"] != "mensch":
            raise InvalidRecord(f"record game {brief(data['game'])}: expected 'mensch'")
        turns = require_list(data["turns"], "record turns", InvalidRecord)
        if len(turns) > MAX_RECORD_ACTIONS:  # before any work: a record of passed throws never ends
            raise TooLarge(f"record: {len(turns)} turns, more than {MAX_RECORD_ACTIONS}")
        options = options_from_json(data.get("options"))
        seats = seats_from_json(data["seats"])
        start = position_from_json(data["start"]) if "start" in data else None
        if start is not None and (start.seats != seats or start.options != options):
            raise InvalidRecord("record: start position has other seats or options than the record")
        game = cls(seats, options, data.get("seed") if seed is None else seed, start)
        for n, turn in enumerate(turns, 1):
            if not isinstance(turn, dict):
                raise InvalidRecord(f"record turn {n}: must be an object with 'roll' and 'move', not {brief(turn)}")
            require_keys(turn, ("roll", "move"), ("roll", "move"), f"record turn {n}", InvalidRecord)
            if isinstance(turn["move"], dict):   # a move's own fields only, as at the top (no "__proto__")
                require_keys(turn["move"], (), RECORD_MOVE_KEYS, f"record turn {n} move", InvalidRecord)
            try:
                game.roll(turn["roll"])
                game.play(move_from_json(turn["move"]))
            except LudoError as exc:
                raise InvalidRecord(f"record turn {n}: {exc}") from None
            if every and n % every == 0:
                yield None
        yield game


#: What a move of a record may hold: its squares, and what the rules list beside them
#: (``Move.to_json`` of a legal move); any other field is refused, as at the record's top.
RECORD_MOVE_KEYS = ("from", "to", "capture", "rule")


@lru_cache(maxsize=16)
def _info(players: int, options: Options) -> GameInfo:
    return game_info(players=players, mandatory_capture=options.mandatory_capture, lane_jump=options.lane_jump,
                     start_with_piece=options.start_with_piece)


def turn_events(before: Position, roll: int, move: Move | None) -> tuple[Event, ...]:
    """What a turn did: the events the protocol's state (:class:`ludo.mensch.state.State`)
    returns for the throw of ``roll`` from ``before`` and, unless ``move`` is None, for the
    move (``seat``: a seat index, ``before.seats[seat]`` its corner)."""
    state, events = State.of_position(_info(len(before.seats), before.options), before).apply_action(roll - 1)
    if move is None:
        return tuple(events)
    _, more = state.apply_action(move.origin + 1)
    return (*events, *more)


__all__ = ["Game", "RECORD_FORMAT", "Turn", "turn_events"]
