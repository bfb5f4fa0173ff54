"""One game of colonne as every page sees it (see :class:`ludoview.core.session.Session`).

The engine's game (:class:`ludo.colonne.game.Game`) keeps the position, which
holds the dice not yet used this turn (``position["dice"]``), the history (the
rolls and steps), the opening rolls and the seed; :attr:`ColonneSession.rolled`
is the dice thrown this turn, to show the used ones. Steps are the engine's JSON
steps (``{"dice", "from", "to", "pieces", "captures"}``). A new game begins
with the opening roll (ties roll again), thrown with the game's own dice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludo import api
from ludo.colonne.game import Game
from ludo.colonne.geometry import finish
from ludo.colonne.jsonio import position_from_json, position_to_json, step_to_json
from ludo.colonne.rules import iter_steps
from ludo.errors import IllegalMove
from ludo.values import field, value
from ludoview.core.session import HUMAN, PAGE, Mode, Session
from ludoview.games.colonne import events as ev
from ludoview.games.colonne.setup import ColonneSetup


def _key(step: dict) -> tuple:
    return tuple(step["dice"]), step["from"], step["to"]


@value
class ColonneSession(Session):
    UNDONE = "colonne.say.undone"
    SEAT = "colour"

    _steps: tuple = field(default=(None, (), []), repr=False)
    _hints: tuple = field(default=(None, None), repr=False)

    @classmethod
    def new(cls, setup: ColonneSetup, seed: str | None = None, *, mode: Mode = PAGE,
            position: dict | None = None, roll: Sequence[int] | None = None) -> ColonneSession:
        """A new game: the opening roll decides who starts (and says so), or it starts from
        ``position`` with ``roll`` thrown (the embed; it says who is to act)."""
        if position is None:
            game = Game(setup.variant, seed)
        else:
            game = Game(setup.variant, seed, start=position_from_json(position))
        session = cls(setup, game, mode, start_roll=roll)
        if mode.greets and game.opening_rolls and roll is None:
            session.tell(session.opening_events())
        else:
            session.reset()
        return session

    def rematch(self) -> ColonneSession:
        return ColonneSession.new(self.setup, mode=self.mode)

    def opening_events(self) -> list[dict]:
        if self.game.opening_rolls and not self.game.history and self.mode.greets:
            return ev.opening_events(self.game.opening_json())
        return super().opening_events()

    # --- reading ---------------------------------------------------------------------------
    @property
    def DICE(self) -> int:  # type: ignore[override]
        return self.setup.dice

    def _position_json(self, position) -> dict:
        return position_to_json(position)

    @property
    def result(self) -> dict | None:
        winner = self.game.winner
        return None if winner is None else {"winner": winner}

    @property
    def phase(self) -> str:
        if self.game.winner is not None:
            return "over"
        return "choose" if self.game.position.dice else "roll"

    @property
    def left(self) -> list[int]:
        """The dice not yet used this turn."""
        return list(self.game.position.dice)

    @property
    def rolled(self) -> list[int]:
        """The dice of the last throw (this turn's while it is played)."""
        for kind, dice in reversed(self.game.history):
            if kind == "roll":
                return list(dice)
        return []

    @property
    def last(self) -> dict | None:
        """The last step taken (for the board to mark), None before any."""
        history = self.game.history
        for index in range(len(history) - 1, -1, -1):
            kind, step = history[index]
            if kind == "step":
                return {"colour": self.game.positions[index].turn, "from": step.origin, "to": step.target}
        return None

    def _legal(self) -> tuple:
        """The legal steps now, as the engine's values and as JSON (asked once per position)."""
        if self.phase != "choose":
            return (), []
        position = self.game.position
        if self._steps[0] is not position:
            steps = tuple(iter_steps(position))
            self._steps = (position, steps, [step_to_json(s) for s in steps])
        return self._steps[1], self._steps[2]

    @property
    def choices(self) -> list[dict]:
        """The legal steps now (empty outside "choose")."""
        return self._legal()[1]

    def hints(self) -> list[dict | None]:
        """The engine's hint for each step of :attr:`choices`, in the same order (None where it
        has none), asked once per position: the page redraws often while a person picks."""
        steps = self.choices
        if not steps:
            return []
        if self._hints[0] is not self.game.position:
            by_step = {_key(h["step"]): h for h in api.hints(self.position)}
            self._hints = (self.game.position, [by_step.get(_key(step)) for step in steps])
        return self._hints[1]

    @property
    def waiting_throw(self) -> list[int] | None:
        return self.left or None

    roll_beside = None   # the position holds the dice

    def places(self) -> dict[str, int]:
        """The winner first, the other second (a finished game; none before its end)."""
        if self.result is None:
            return {}
        winner = self.result["winner"]
        return {colour: 1 if colour == winner else 2 for colour in self.setup.seats}

    def pieces_home(self, colour: str) -> int:
        """How many pieces of ``colour`` are in the finish."""
        end = finish(self.setup.variant)
        return getattr(self.game.position, colour).count(end)

    # --- the game's actions for Session -------------------------------------------------------
    def _throw(self, values: Sequence[int] | None) -> list[dict]:
        if values is not None and len(values) != self.setup.dice:
            raise IllegalMove(f"roll {list(values)}: the {self.setup.variant} game rolls {self.setup.dice} dice")
        thrown = self.game.roll(values)
        return ev.said(self.game.events(), thrown)

    def _play(self, index: int | None) -> list[dict]:
        if index is None:
            raise IllegalMove("colonne passes a roll without a step by itself: there is nothing to pass")
        held = self.game.position.dice
        self.game.play(self._legal()[0][index])
        return ev.said(self.game.events(), held)

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded action (``{"roll": dice}`` or ``{"step": step}``) again."""
        if "roll" in action:
            return self.roll(action["roll"])
        return self.play(self.index_of(action["step"]))

    def _forget_throw(self) -> None:
        """The dice not used yet go back (a host throws others in their place): back to the
        turn's start if no step used them, else the game starts again from here."""
        game = self.game
        if game.history and game.history[-1][0] == "roll":
            game.undo()
        else:
            start = position_from_json(dict(self.position, dice=[], again=False))
            self.game = Game(game.variant, game.seed, start=start)

    def _choose(self) -> dict | None:
        return api.choose_step(self.position, self.kind, self.decision_seed())

    def _person_moved(self, index: int) -> bool:
        return self.game.history[index][0] == "step" and self.kind_of(self.game.positions[index].turn) == HUMAN

    def _back_to(self, index: int) -> None:
        while len(self.game.history) > index:
            self.game.undo()

    def _restart(self) -> None:
        game = self.game
        if game.opening_rolls:     # the same opening rolls, as thrown
            self.game = Game(game.variant, game.seed, game.first, None, game.opening_json())
        else:
            self.game = Game(game.variant, game.seed, start=game.start)

def replayed(record: dict) -> tuple[tuple, tuple, tuple]:
    """A record replayed by the engine: the positions and actions as JSON, and each action's events."""
    game = Game.from_record(record)
    befores = game.positions
    positions = tuple(position_to_json(p) for p in befores)
    stories = tuple(tuple(ev.said(game.events(i), value if kind == "roll" else befores[i].dice))
                    for i, (kind, value) in enumerate(game.history))
    return positions, tuple(game.actions_json()), stories
