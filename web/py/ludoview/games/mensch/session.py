"""One game of mensch as every page sees it (see :class:`ludoview.core.session.Session`).

The die's value waits outside the position until its move is played
(``roll_value``): the engine's positions hold no dice. Moves are the engine's
JSON moves (``{"from", "to", "capture", "rule"?}``), asked of ``ludo.api``.
"""

from __future__ import annotations

from typing import Sequence

from ludo import api
from ludo.mensch.geometry import LANE
from ludo.mensch.jsonio import position_from_json
from ludo.mensch.record import Game as EngineGame
from ludo.values import field, value
from ludoview.core.dice import Dice
from ludoview.core.session import PAGE, Mode, Session
from ludoview.games.mensch import events as ev
from ludoview.games.mensch.setup import Setup


@value
class MenschSession(Session):
    roll_value: int | None = None
    _moves: tuple = field(default=(None, None, None), repr=False)
    _result: tuple = field(default=(None, None), repr=False)
    _hints: tuple = field(default=(None, None), repr=False)

    @classmethod
    def new(cls, setup: Setup, seed: str | None = None, *, mode: Mode = PAGE,
            position: dict | None = None, roll: int | None = None) -> "MenschSession":
        """A new game: from the initial position (it says who starts), or from ``position``
        with ``roll`` thrown (the embed; it says who is to move and what the roll allows)."""
        start = position if position is not None else api.new_position(setup.seats, setup.options)
        session = cls(setup, start, Dice.seeded(seed), mode, played={"start": start, "actions": []},
                      start_roll=roll)
        if mode.greets and position is None and roll is None:
            session.tell([{"say": "say.new_game", "corner": start["turn"]}])
        else:
            session.reset()
        return session

    def rematch(self) -> "MenschSession":
        return MenschSession.new(self.setup, mode=self.mode)

    # --- reading ---------------------------------------------------------------------------
    @property
    def result(self) -> dict | None:
        """The engine's result for the current position (asked once per position)."""
        if self._result[0] is not self.position:
            self._result = (self.position, api.result(self.position))
        return self._result[1]

    @property
    def phase(self) -> str:
        if self.result is not None:
            return "over"
        return "choose" if self.roll_value is not None else "roll"

    @property
    def player(self):
        return self.setup.player(self.turn)

    @property
    def choices(self) -> list[dict]:
        """The legal moves for the roll waiting to be played (asked once per position and roll)."""
        if self.roll_value is None:
            return []
        if self._moves[0] is not self.position or self._moves[1] != self.roll_value:
            self._moves = (self.position, self.roll_value, api.legal_moves(self.position, self.roll_value))
        return self._moves[2]

    @property
    def shown_roll(self) -> int | None:
        return self.roll_value

    def hints(self) -> list[dict | None]:
        """The engine's hint for each move of :attr:`choices`, in the same order (None where it has none)."""
        moves = self.choices
        if not moves:
            return []
        if self._hints[0] is not moves:
            by_key = {(h["move"]["from"], h["move"]["to"]): h for h in api.hints(self.position, self.roll_value)}
            self._hints = (moves, [by_key.get((m["from"], m["to"])) for m in moves])
        return self._hints[1]

    @property
    def roll_apart(self) -> tuple[int, ...] | None:
        return None if self.roll_value is None else (self.roll_value,)

    def pass_events(self) -> list[dict]:
        """What passing the waiting roll without a move says: why, then another try or the next player."""
        if self.phase != "choose" or self.choices:
            return []
        after = api.play(self.position, self.roll_value, None)
        return ev.no_move_events(self.position, self.turn, self.roll_value, after)

    def places(self) -> dict[int, int]:
        """Each corner's place in a finished game (rule 7: pieces home, then distance)."""
        return {int(corner): place for corner, place in self.result["places"].items()}

    def pieces_home(self, corner: int) -> int:
        """How many of ``corner``'s pieces are in its home lane."""
        return sum(1 for v in self.position["pieces"][str(corner)] if v >= LANE)

    def victim(self, move: dict) -> int | None:
        """Whose piece ``move`` (of the player to move) captures."""
        return ev.captured_corner(self.position, self.turn, move)

    # --- the game's actions for Session -------------------------------------------------------
    def _throw(self, values: Sequence[int]) -> list[dict]:
        if len(values) != 1:
            raise ValueError(f"roll {list(values)}: mensch uses one die")
        roll = values[0]
        corner = self.turn
        events: list[dict] = [{"say": "say.rolled", "corner": corner, "roll": roll}]
        moves = api.legal_moves(self.position, roll)
        if moves or self.mode.waits:
            self.roll_value = roll
            if moves:
                return events + ev.choice_events(corner, moves, self.mode.explains)
            return events + ev.why_events(self.position, corner, roll)
        after = api.play(self.position, roll, None)
        self.add_action({"roll": roll, "move": None})
        events += ev.no_move_events(self.position, corner, roll, after)
        self.position = after
        return events

    def _play(self, move: dict | None) -> list[dict]:
        corner, roll = self.turn, self.roll_value
        after = api.play(self.position, roll, move)
        self.add_action({"roll": roll, "move": None if move is None else {"from": move["from"], "to": move["to"]}})
        events = ev.played_events(self.position, corner, move, after)
        if move is not None:
            self.last = {"corner": corner, "from": move["from"], "to": move["to"],
                         "capture": any(e["say"] == "say.capture" for e in events)}
        self.position = after
        self.roll_value = None
        return events

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded turn (``{"roll", "move"}``) again."""
        events = self.roll(action["roll"])
        if self.phase == "choose":
            move = action["move"]
            events = events + self.play(None if move is None else self.index_of(move))
        return events

    def _forget_throw(self) -> None:
        self.roll_value = None

    def _choose(self) -> dict:
        return api.choose_move(self.position, self.roll_value, self.kind, self.dice.decision_seed())

    def _pending(self) -> int | None:
        return self.roll_value

    def _restore_pending(self, value) -> None:
        self.roll_value = value

    def record(self) -> dict | None:
        """The game so far as the engine's record (``ludo-record/1``), None if unknown."""
        if self.played is None:
            return None
        start = position_from_json(self.played["start"])
        game = EngineGame(start.seats, None, self.dice.seed, start)
        return dict(game.to_record(), turns=list(self.played["actions"]))
