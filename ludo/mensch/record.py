"""A game in progress (:class:`Game`) and its JSON game record.

The die is a chance event outside the position: :meth:`Game.roll` draws it
from the game's own seeded ``random.Random`` (or takes a value thrown
elsewhere), and :meth:`Game.play` applies that roll with a move.

Record format (``ludo-record/1``)::

    {"format": "ludo-record/1", "game": "mensch",
     "options": {...}, "seats": [0, 2],
     "start": <a ludo-position/1 object>,      # only when not the initial position
     "turns": [{"roll": 6, "move": {"from": -1, "to": 0}},
               {"roll": 3, "move": null}, ...]}

:meth:`Game.from_record` replays every turn through the rules, so a record
that names an illegal move or a bad roll raises :class:`InvalidRecord`; one of
more than :data:`ludo.limits.MAX_RECORD_ACTIONS` turns raises
:class:`ludo.errors.TooLarge` before any turn is replayed.
"""

from __future__ import annotations

import random
from typing import Any, Iterator

from ludo.core import require_keys, require_list
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
from ludo.values import value

RECORD_FORMAT = "ludo-record/1"


@value(frozen=True, slots=True)
class Turn:
    """One entry of the history: the position before, the roll, the move (None: no move)."""

    before: Position
    roll: int
    move: Move | None

    def to_json(self) -> dict:
        move = None if self.move is None else {"from": self.move.origin, "to": self.move.target}
        return {"roll": self.roll, "move": move}


class Game:
    """A mensch game: the current position, a seeded die, the history, undo and replay.

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
        self.rng = random.Random(check_seed(seed, "seed", IllegalMove))
        self.history: list[Turn] = []
        self.pending: int | None = None

    # -- the die ---------------------------------------------------------
    def roll(self, value: int | None = None) -> int:
        """Throw the die (or take ``value`` thrown elsewhere); the roll waits for :meth:`play`."""
        if self.over:
            raise GameOver("the game is over: no more rolls")
        if self.pending is not None:
            raise IllegalMove(f"roll {self.pending} is not played yet")
        self.pending = self.rng.randint(1, 6) if value is None else rules.check_roll(value)
        return self.pending

    # -- moving ----------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The legal moves for the pending roll (empty: play None)."""
        return list(rules.legal_moves(self.position, self._pending()))

    def why_no_move(self) -> str | None:
        """The reason code when the pending roll has no legal move."""
        return rules.why_no_move(self.position, self._pending())

    def play(self, move: Move | None) -> Position:
        """Play the pending roll with ``move`` (None when no move is legal); the new position."""
        roll = self._pending()
        after, listed = rules.play_listed(self.position, roll, move)
        self.history.append(Turn(self.position, roll, listed))
        self.position = after
        self.pending = None
        return after

    def undo(self) -> Turn:
        """Take back the pending roll, or else the last turn; returns the turn taken back.

        The die is not rewound: the next :meth:`roll` draws a fresh value.
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
        return rules.result(self.position)

    def __iter__(self) -> Iterator[Turn]:
        return iter(self.history)

    # -- the record ------------------------------------------------------
    def to_record(self) -> dict:
        """The JSON game record: options, seats, start if special, every roll and move."""
        record: dict = {
            "format": RECORD_FORMAT,
            "game": "mensch",
            "options": self.start.options.to_json(),
            "seats": list(self.start.seats),
        }
        if self.start != Position.initial(self.start.seats, self.start.options):
            record["start"] = position_to_json(self.start)
        record["turns"] = [turn.to_json() for turn in self.history]
        return record

    @classmethod
    def from_record(cls, data: Any, seed: Any = None) -> "Game":
        """Replay a JSON game record; :class:`InvalidRecord` names what is wrong."""
        for game in cls.replaying(data, seed):
            if game is not None:
                return game
        raise AssertionError("a replay ends with its game")  # pragma: no cover

    @classmethod
    def replaying(cls, data: Any, seed: Any = None, every: int = 0) -> Iterator["Game | None"]:
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
    def _replay(cls, data: Any, seed: Any, every: int) -> Iterator["Game | None"]:
        if not isinstance(data, dict):
            raise InvalidRecord(f"record must be a JSON object, not {brief(data)}")
        require_keys(data, ("format", "game", "seats", "turns"),
                     ("format", "game", "options", "seats", "start", "turns"), "record", InvalidRecord)
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
        game = cls(seats, options, seed, start)
        for n, turn in enumerate(turns, 1):
            if not isinstance(turn, dict):
                raise InvalidRecord(f"record turn {n}: must be an object with 'roll' and 'move', not {brief(turn)}")
            require_keys(turn, ("roll", "move"), ("roll", "move"), f"record turn {n}", InvalidRecord)
            try:
                game.roll(turn["roll"])
                game.play(move_from_json(turn["move"]))
            except LudoError as exc:
                raise InvalidRecord(f"record turn {n}: {exc}") from None
            if every and n % every == 0:
                yield None
        yield game
