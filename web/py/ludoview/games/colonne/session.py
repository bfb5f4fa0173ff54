"""One game of colonne as every page sees it (see :class:`ludoview.core.session.Session`).

The position itself holds the dice not yet used this turn (``position["dice"]``);
the session also keeps the dice thrown this turn (``rolled``) to show the used
ones. Steps are the engine's JSON steps (``{"dice", "from", "to", "pieces",
"captures"}``), asked of ``ludo.api``. A new game begins with the opening roll
(ties roll again), thrown with the game's own dice.
"""

from __future__ import annotations

from typing import Sequence

from ludo import api
from ludo.colonne import NAME
from ludo.colonne.geometry import finish
from ludo.colonne.game import RECORD_FORMAT
from ludo.errors import IllegalMove
from ludo.values import field, value
from ludoview.core.dice import Dice
from ludoview.core.session import PAGE, Mode, Session
from ludoview.games.colonne import events as ev
from ludoview.games.colonne.setup import ColonneSetup

MAX_OPENING_ROLLS = 100


def _key(step: dict) -> tuple:
    return tuple(step["dice"]), step["from"], step["to"]


@value
class ColonneSession(Session):
    UNDONE = "c.undone"

    rolled: list = field(default_factory=list)
    _steps: tuple = field(default=(None, None), repr=False)
    _hints: tuple = field(default=(None, None), repr=False)

    @classmethod
    def new(cls, setup: ColonneSetup, seed: str | None = None, *, mode: Mode = PAGE,
            position: dict | None = None, roll: Sequence[int] | None = None) -> "ColonneSession":
        """A new game: the opening roll decides who starts (and says so), or it starts from
        ``position`` with ``roll`` thrown (the embed; it says who is to act)."""
        dice = Dice.seeded(seed)
        opening: list[dict] = []
        if position is None:
            first = None
            for _ in range(MAX_OPENING_ROLLS):
                white, black = dice.throw(setup.dice), dice.throw(setup.dice)
                opening.append({"white": white, "black": black})
                first = api.opening(white, black)
                if first is not None:
                    break
            position = api.new_colonne(setup.variant, first or "white")
        played = {"start": position, "actions": [], **({"opening": opening} if opening else {})}
        session = cls(setup, position, dice, mode, played=played, start_roll=roll)
        if mode.greets and opening and roll is None:
            session.tell(ev.opening_events(opening, first))
        else:
            session.reset()
        return session

    def rematch(self) -> "ColonneSession":
        return ColonneSession.new(self.setup, mode=self.mode)

    # --- reading ---------------------------------------------------------------------------
    @property
    def DICE(self) -> int:  # type: ignore[override]
        return self.setup.dice

    @property
    def result(self) -> dict | None:
        return api.result(self.position)

    @property
    def phase(self) -> str:
        return ev.phase_of(self.position)

    @property
    def left(self) -> list[int]:
        """The dice not yet used this turn."""
        return list(self.position["dice"])

    @property
    def choices(self) -> list[dict]:
        """The legal steps now (empty outside "choose"), asked once per position."""
        if self.phase != "choose":
            return []
        if self._steps[0] is not self.position:
            self._steps = (self.position, api.legal_steps(self.position))
        return self._steps[1]

    def hints(self) -> list[dict | None]:
        """The engine's hint for each step of :attr:`choices`, in the same order (None where it
        has none), asked once per position: the page redraws often while a person picks."""
        steps = self.choices
        if not steps:
            return []
        if self._hints[0] is not self.position:
            by_step = {_key(h["step"]): h for h in api.hints(self.position)}
            self._hints = (self.position, [by_step.get(_key(step)) for step in steps])
        return self._hints[1]

    @property
    def shown_roll(self) -> list[int] | None:
        return self.left or None

    roll_apart = None   # the position holds the dice

    def places(self) -> dict[str, int]:
        """The winner first, the other second (a finished game)."""
        winner = self.result["winner"]
        return {colour: 1 if colour == winner else 2 for colour in self.setup.seats}

    def pieces_home(self, colour: str) -> int:
        """How many pieces of ``colour`` are in the finish."""
        end = finish(self.setup.variant)
        return sum(1 for v in self.position["pieces"][colour] if v == end)

    # --- the game's actions for Session -------------------------------------------------------
    def _throw(self, values: Sequence[int]) -> list[dict]:
        if len(values) != self.setup.dice:
            raise IllegalMove(f"roll {list(values)}: the {self.setup.variant} game rolls {self.setup.dice} dice")
        colour = self.turn
        after = api.roll(self.position, list(values))
        self.add_action({"roll": list(values)})
        self.rolled = list(values)
        self.position = after
        return ev.rolled_events(colour, values, after)

    def _play(self, step: dict | None) -> list[dict]:
        if step is None:
            raise IllegalMove("colonne passes a roll without a step by itself: there is nothing to pass")
        colour = self.turn
        after = api.play(self.position, step)
        self.add_action({"step": {"dice": list(step["dice"]), "from": step["from"], "to": step["to"]}})
        events = ev.played_events(self.position, colour, step, after)
        self.position = after
        self.last = {"corner": colour, "from": step["from"], "to": step["to"]}
        return events

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded action (``{"roll": dice}`` or ``{"step": step}``) again."""
        if "roll" in action:
            return self.roll(action["roll"])
        return self.play(self.index_of(action["step"]))

    def _forget_throw(self) -> None:
        """The dice not used yet go back (a host throws others in their place): back to the
        turn's start if no step used them, else the record starts again from here."""
        self.position = dict(self.position, dice=[], again=False)
        self.rolled = []
        actions = self.played["actions"] if self.played is not None else []
        if actions and "roll" in actions[-1]:
            self.played = dict(self.played, actions=actions[:-1])
        elif self.played is not None:
            self.played = {"start": self.position, "actions": []}

    def _choose(self) -> dict:
        return api.choose_step(self.position, self.kind, self.dice.decision_seed())

    def _pending(self) -> list[int]:
        return list(self.rolled)

    def _restore_pending(self, value) -> None:
        self.rolled = list(value or [])

    def record(self) -> dict | None:
        """The game so far as the engine's record (``ludo-record/1``): its dice were thrown
        here (``"seed": null``); it names its start when it did not begin with an opening roll."""
        if self.played is None:
            return None
        start, opening = self.played["start"], self.played.get("opening")
        record = {"format": RECORD_FORMAT, "game": NAME, "variant": self.setup.variant, "seed": None,
                  "opening": opening or [], "first": start["turn"], "actions": list(self.played["actions"])}
        if not opening or start != api.new_colonne(self.setup.variant, start["turn"]):
            record["start"] = start
        return record
