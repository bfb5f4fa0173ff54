"""One game of mensch as every page sees it (see :class:`ludoview.core.session.Session`).

The engine's game (:class:`ludo.mensch.game.Game`) keeps the position, the
die waiting for its move (``roll_value``), the history and the seed; moves are
the engine's JSON moves (``{"from", "to", "capture", "rule"?}``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludo import api
from ludo.mensch import rules
from ludo.mensch.game import Game, turn_events
from ludo.mensch.geometry import LANE
from ludo.mensch.jsonio import position_from_json, position_to_json
from ludo.mensch.position import Options, Position
from ludo.values import field, value
from ludoview.core.session import HUMAN, PAGE, Mode, Session
from ludoview.games.mensch import events as ev
from ludoview.games.mensch.setup import Setup


@value
class MenschSession(Session):
    UNDONE = "mensch.say.undone"

    _moves: tuple = field(default=(None, None, (), []), repr=False)
    _result: tuple = field(default=(None, None), repr=False)
    _hints: tuple = field(default=(None, None), repr=False)
    #: The page shows hints: the moves are listed (and gone through) best first (:func:`listed`).
    ranked: bool = field(default=False, repr=False, compare=False)

    @classmethod
    def new(cls, setup: Setup, seed: str | None = None, *, mode: Mode = PAGE,
            position: dict | None = None, roll: int | None = None) -> MenschSession:
        """A new game: from the initial position (it says who starts), or from ``position``
        with ``roll`` thrown (the embed; it says who is to move and what the roll allows)."""
        if position is None:
            game = Game(tuple(setup.seats), Options(**setup.options), seed)
        else:
            game = Game(tuple(setup.seats), None, seed, position_from_json(position))
        session = cls(setup, game, mode, start_roll=roll)
        if mode.greets and position is None and roll is None:
            session.tell(session.opening_events())
        else:
            session.reset()
        return session

    def rematch(self) -> MenschSession:
        return MenschSession.new(self.setup, mode=self.mode)

    def opening_events(self) -> list[dict]:
        start = self.game.start
        if self.mode.greets and not self.game.history and start == Position.initial(start.seats, start.options):
            return [{"say": "mensch.say.new_game", "corner": start.turn}]
        return super().opening_events()

    # --- reading ---------------------------------------------------------------------------
    def _position_json(self, position) -> dict:
        return position_to_json(position)

    @property
    def roll_value(self) -> int | None:
        """The die waiting for its move (None: none)."""
        return self.game.pending

    @property
    def result(self) -> dict | None:
        """The engine's result for the current position (asked once per position)."""
        if self._result[0] is not self.game.position:
            done = self.game.result()
            self._result = (self.game.position, None if done is None else done.to_json())
        return self._result[1]

    @property
    def phase(self) -> str:
        if self.result is not None:
            return "over"
        return "choose" if self.game.pending is not None else "roll"

    def _legal(self) -> tuple:
        """The legal moves for the waiting roll, as the engine's values and as JSON (asked
        once per position and roll)."""
        game = self.game
        if game.pending is None:
            return (), []
        if self._moves[0] is not game.position or self._moves[1] != game.pending:
            moves = tuple(game.legal_moves())
            self._moves = (game.position, game.pending, moves, [m.to_json() for m in moves])
        return self._moves[2], self._moves[3]

    @property
    def choices(self) -> list[dict]:
        """The legal moves for the roll waiting to be played."""
        return self._legal()[1]

    @property
    def waiting_throw(self) -> int | None:
        return self.game.pending

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
    def roll_beside(self) -> tuple[int, ...] | None:
        return None if self.game.pending is None else (self.game.pending,)

    @property
    def last(self) -> dict | None:
        """The last move played (for the board to mark), None before any."""
        for turn in reversed(self.game.history):
            if turn.move is not None:
                return {"corner": turn.before.turn, "from": turn.move.origin, "to": turn.move.target,
                        "capture": turn.move.capture}
        return None

    def pass_events(self) -> list[dict]:
        """What passing the waiting roll without a move says: why, then another try or the next player."""
        if self.phase != "choose" or self.choices:
            return []
        before, roll = self.game.position, self.game.pending
        after, _ = rules.play_listed(before, roll, None)
        return ev.said(turn_events(before, roll, None), before.seats, after.tries, skip=("roll",))

    def places(self) -> dict[int, int]:
        """Each corner's place in a finished game (rule 7: pieces home, then distance); none before its end."""
        result = self.result
        return {int(corner): place for corner, place in result["places"].items()} if result is not None else {}

    def pieces_home(self, corner: int) -> int:
        """How many of ``corner``'s pieces are in its home lane."""
        return sum(1 for v in self.game.position.pieces_of(corner) if v >= LANE)

    def victim(self, move: dict) -> int | None:
        """Whose piece ``move`` (of the player to move) captures (the engine's position says)."""
        return ev.victim_of(self.game.position, move)

    # --- the game's actions for Session -------------------------------------------------------
    def _throw(self, values: Sequence[int] | None) -> list[dict]:
        if values is not None and len(values) != 1:
            raise ValueError(f"roll {list(values)}: mensch uses one die")
        game, corner, seats = self.game, self.turn, self.game.start.seats
        game.roll(None if values is None else values[0])
        moves = self.choices
        if moves:
            return ev.said(game.throw_events(), seats, game.position.tries) + ev.choice_events(
                corner, moves, self.mode.explains)
        if self.mode.waits:   # the roll and why it has no move; the rest when it is passed
            return ev.said(game.throw_events(), seats, game.position.tries, skip=("try_again", "turn_passed"))
        game.play(None)
        return ev.said(game.events(), seats, game.position.tries)

    def _play(self, index: int | None) -> list[dict]:
        game = self.game
        game.play(None if index is None else self._legal()[0][index])
        return ev.said(game.events(), game.start.seats, game.position.tries, skip=("roll", "forced", "no_move"))

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded turn (``{"roll", "move"}``) again."""
        events = self.roll(action["roll"])
        if self.phase == "choose":
            move = action["move"]
            events = events + self.play(None if move is None else self.index_of(move))
        return events

    def _forget_throw(self) -> None:
        self.game.undo()          # the waiting roll goes back

    def _choose(self) -> dict | None:
        return api.choose_move(self.position, self.roll_value, self.kind, self.decision_seed())

    def _person_moved(self, index: int) -> bool:
        turn = self.game.history[index]
        return turn.move is not None and self.kind_of(turn.before.turn) == HUMAN

    def _back_to(self, index: int) -> None:
        game = self.game
        roll = game.history[index].roll
        while game.pending is not None or len(game.history) > index:
            game.undo()
        game.roll(roll)

    def _restart(self) -> None:
        game = self.game
        self.game = Game(game.start.seats, None, game.seed, game.start)


def listed(session: MenschSession, ranked: bool | None = None) -> list[int]:
    """The indexes of the session's choices as the page lists them: best first by the engine's
    estimate while hints are shown (``ranked``; by default ``session.ranked``, which the page
    sets), else as the engine gives them."""
    count = len(session.choices)
    if not (session.ranked if ranked is None else ranked) or count < 2:
        return list(range(count))
    hints = session.hints()
    return sorted(range(count), key=lambda i: -float((hints[i] or {}).get("estimate", 0.0)))


def replayed(record: dict) -> tuple[tuple, tuple, tuple]:
    """A record replayed by the engine: the positions and actions as JSON, and each turn's events."""
    game = Game.from_record(record)
    positions = tuple(position_to_json(turn.before) for turn in game.history) + (position_to_json(game.position),)
    actions = tuple(turn.to_json() for turn in game.history)
    afters = [turn.before for turn in game.history[1:]] + [game.position]
    stories = tuple(tuple(ev.story(game.events(i), afters[i])) for i in range(len(actions)))
    return positions, actions, stories
