"""A colonne game in progress: seeded dice, history, undo, and a replayable record.

The dice are chance events outside the position: the :class:`Game` draws them
from its seed (roll ``k`` of a game with seed ``s`` is always the same dice, so
undoing a roll and rolling again gives the same dice) or takes them as given.
The record lists the opening rolls and every roll and step; replaying it
rebuilds exactly the same positions.
"""

from __future__ import annotations

import random
from typing import Any

from ludo.colonne import rules
from ludo.colonne.jsonio import position_to_json, step_to_json
from ludo.colonne.position import Position, check_colour, initial
from ludo.colonne.variant import SMALL, Variant, variant_named
from ludo.core import require_int, require_keys, require_list
from ludo.errors import GameOver, IllegalMove, InvalidRecord, LudoError

RECORD_FORMAT = "ludo-record/1"
RECORD_FIELDS = ("format", "game", "variant", "seed", "opening", "first", "actions")
MAX_SEED = 2**53  # exact in JavaScript numbers too


def draw_dice(seed: int, label: str, count: int) -> tuple[int, ...]:
    """The dice a game with ``seed`` rolls at ``label`` (its own random source per roll)."""
    dice_source = random.Random(f"colonne:{seed}:{label}")
    return tuple(dice_source.randint(1, 6) for _ in range(count))


class Game:
    """One game: its position, the actions so far (rolls and steps), undo, record."""

    def __init__(self, variant: Variant | str = SMALL, seed: int | None = None,
                 first: str | None = None) -> None:
        self.variant = variant_named(variant)
        if seed is None:
            seed = random.randrange(MAX_SEED)
        self.seed = require_int(seed, "seed", IllegalMove)
        if not 0 <= self.seed < MAX_SEED:
            raise IllegalMove(f"seed {seed!r}: must be 0..2**53-1")
        self.opening_rolls: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
        if first is None:
            first = self._opening()
        self.first = check_colour(first, "first")
        self._positions: list[Position] = [initial(self.variant, self.first)]
        self._actions: list[tuple[str, Any]] = []

    def _opening(self) -> str:
        for index in range(1000):
            white = draw_dice(self.seed, f"opening-white-{index}", self.variant.dice)
            black = draw_dice(self.seed, f"opening-black-{index}", self.variant.dice)
            self.opening_rolls.append((white, black))
            winner = rules.opening(white, black)
            if winner is not None:
                return winner
        raise IllegalMove(f"seed {self.seed}: the opening roll never decided")  # pragma: no cover

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

    @property
    def rolls(self) -> int:
        return sum(1 for kind, _ in self._actions if kind == "roll")

    # --- acting ---------------------------------------------------------------

    def roll(self, dice: Any = None) -> Position:
        """Roll: the game's own dice, or ``dice`` when given."""
        if dice is None:
            dice = draw_dice(self.seed, str(self.rolls), self.variant.dice)
        after = rules.roll(self.position, dice)
        self._push(("roll", tuple(dice)), after)
        return after

    def play(self, step: Any) -> Position:
        """Take a step (a :class:`rules.Step` or a JSON step)."""
        before = self.position
        after = rules.play(before, step)
        used, origin, target = rules.step_key(step)
        for legal in rules.iter_steps(before):
            if (legal.dice, legal.origin, legal.target) == (used, origin, target):
                self._push(("step", legal), after)
                break
        return after

    def _push(self, action: tuple[str, Any], after: Position) -> None:
        self._actions.append(action)
        self._positions.append(after)

    def undo(self) -> None:
        """Take back the last action (a roll or a step)."""
        if not self._actions:
            raise IllegalMove("undo: nothing to take back, the game has just begun")
        self._actions.pop()
        self._positions.pop()

    # --- record ---------------------------------------------------------------

    def to_record(self) -> dict:
        actions: list[dict] = []
        for kind, value in self._actions:
            if kind == "roll":
                actions.append({"roll": list(value)})
            else:
                actions.append({"step": step_to_json(value)})
        return {
            "format": RECORD_FORMAT,
            "game": "colonne",
            "variant": self.variant.name,
            "seed": self.seed,
            "opening": [{"white": list(w), "black": list(b)} for w, b in self.opening_rolls],
            "first": self.first,
            "actions": actions,
        }

    @classmethod
    def from_record(cls, data: Any) -> "Game":
        """Replay a record (``InvalidRecord`` naming the first thing that does not fit)."""
        if not isinstance(data, dict):
            raise InvalidRecord(f"record must be a JSON object, not {type(data).__name__}")
        require_keys(data, RECORD_FIELDS, RECORD_FIELDS, "record", InvalidRecord)
        if data["format"] != RECORD_FORMAT:
            raise InvalidRecord(f"record format {data['format']!r}: expected {RECORD_FORMAT!r}")
        if data["game"] != "colonne":
            raise InvalidRecord(f"record game {data['game']!r}: expected 'colonne'")
        opening = require_list(data["opening"], "record opening", InvalidRecord)
        try:  # no opening rolls: the first player was chosen, not rolled for
            game = cls(data["variant"], data["seed"], None if opening else data["first"])
        except LudoError as error:
            raise InvalidRecord(f"record: {error}") from error
        if game.first != data["first"]:
            raise InvalidRecord(f"record first {data['first']!r}: the opening roll makes {game.first!r} start")
        expected = [{"white": list(w), "black": list(b)} for w, b in game.opening_rolls]
        if opening != expected:
            raise InvalidRecord(f"record opening {opening!r}: seed {game.seed} rolls {expected!r}")
        for index, action in enumerate(require_list(data["actions"], "record actions", InvalidRecord)):
            try:
                if not isinstance(action, dict) or len(action) != 1 or not ({"roll", "step"} & set(action)):
                    raise InvalidRecord(f"must be {{'roll': dice}} or {{'step': step}}, not {action!r}")
                if "roll" in action:
                    game.roll(require_list(action["roll"], "roll", InvalidRecord))
                else:
                    game.play(action["step"])
            except LudoError as error:
                raise InvalidRecord(f"record action {index}: {error}") from error
        return game

    def to_json(self) -> dict:
        """The current position as JSON."""
        return position_to_json(self.position)


__all__ = ["Game", "GameOver", "RECORD_FORMAT", "draw_dice"]
