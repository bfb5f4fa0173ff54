"""One game of colonne as the page sees it: pure state and the actions on it.

The colonne twin of :mod:`ludoview.session`: a :class:`ColonneSession` holds the
two players (white and black, human or a computer level), the position (which
itself holds the dice not yet used this turn), the dice rolled this turn (to
show the used ones) and what the last action said. Its actions --
:meth:`~ColonneSession.roll`, :meth:`~ColonneSession.play`,
:meth:`~ColonneSession.undo`, :meth:`~ColonneSession.computer_step` -- ask
``ludo.api`` for every rule and return *events* (``{"say": key, ...}``) that
:mod:`ludoview.colonne_words` turns into words. No DOM, no clock.

Choosing a step (:class:`Pick`): the player narrows the legal steps by the dice
it uses, the unit that moves and where it lands, in any order; a step is played
once the choice leaves one. :func:`matching` is that narrowing.

Dice are seeded: roll ``n`` of a game is drawn from ``"<seed>/<n>"``.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from ludo import api
from ludo.colonne.rules import step_key
from ludoview.embed_words import COLONNE_SIZES
from ludoview.session import Told, forget, kept

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
KINDS = (HUMAN,) + LEVELS
COLOURS = ("white", "black")
VARIANTS = {"small": 2, "large": 3}      # variant: number of dice
SAVE_FORMAT = "ludo-save/1"
MAX_OPENING_ROLLS = 100


@dataclass(frozen=True)
class ColonneSetup:
    """What the setup screen chose: the variant and who plays white and black."""

    variant: str = "small"
    kinds: tuple[str, str] = (HUMAN, "medium")

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"variant={self.variant!r}: must be one of {', '.join(VARIANTS)}")
        kinds = tuple(self.kinds)
        if len(kinds) != 2 or any(k not in KINDS for k in kinds):
            raise ValueError(f"kinds={kinds!r}: need 2 of {', '.join(KINDS)} (white, black)")
        object.__setattr__(self, "kinds", kinds)

    @property
    def dice(self) -> int:
        return VARIANTS[self.variant]

    def kind(self, colour: str) -> str:
        return self.kinds[COLOURS.index(colour)]


def used_dice(rolled: Sequence[int], left: Sequence[int]) -> list[bool]:
    """For each die of ``rolled``: has it been used (is it no longer among ``left``)?"""
    spare = Counter(left)
    out = []
    for d in rolled:
        if spare[d] > 0:
            spare[d] -= 1
            out.append(False)
        else:
            out.append(True)
    return out


@dataclass(frozen=True)
class Pick:
    """What the player has chosen so far: dice (indices into the dice left), a unit, a target."""

    dice: tuple[int, ...] = ()
    origin: int | None = None
    target: int | None = None

    def values(self, left: Sequence[int]) -> tuple[int, ...]:
        return tuple(sorted(left[i] for i in self.dice if 0 <= i < len(left)))

    def toggle_die(self, index: int) -> "Pick":
        dice = tuple(i for i in self.dice if i != index) if index in self.dice else tuple(sorted(self.dice + (index,)))
        return replace(self, dice=dice, target=None)

    def toggle_value(self, value: int, left: Sequence[int]) -> "Pick":
        """Key ``value``: take a free die showing it, else put back a chosen one (unchanged if none shows it)."""
        free = [i for i, d in enumerate(left) if d == value and i not in self.dice]
        if free:
            return self.toggle_die(free[0])
        taken = [i for i in self.dice if 0 <= i < len(left) and left[i] == value]
        return self.toggle_die(taken[-1]) if taken else self

    def all_dice(self, left: Sequence[int]) -> "Pick":
        every = tuple(range(len(left)))
        return replace(self, dice=() if self.dice == every else every, target=None)

    def unit(self, origin: int) -> "Pick":
        return replace(self, origin=None if self.origin == origin else origin, target=None)


def matching(steps: Sequence[dict], pick: Pick, left: Sequence[int]) -> list[int]:
    """Indices of the ``steps`` that fit ``pick`` (its dice as a multiset, its unit, its target)."""
    values = pick.values(left)
    return [i for i, s in enumerate(steps)
            if (not values or tuple(s["dice"]) == values)
            and (pick.origin is None or s["from"] == pick.origin)
            and (pick.target is None or s["to"] == pick.target)]


def unit_has_steps(steps: Sequence[dict], pick: Pick, left: Sequence[int]) -> list[int]:
    """Indices of the steps a unit could take with the chosen dice (whatever unit is picked)."""
    return matching(steps, replace(pick, origin=None, target=None), left)


def phase_of(position: dict) -> str:
    """A colonne position's phase: "over", "choose" (dice wait to be used) or "roll"."""
    if api.result(position) is not None:
        return "over"
    return "choose" if position["dice"] else "roll"


def _turn_end_events(colour: str, after: dict, lost: Sequence[int], passed: bool) -> list[dict]:
    """The turn is over: dice no step could use are lost (all of them, ``passed``:
    a pass); after a double the same player rolls again, else the other one."""
    events: list[dict] = []
    if lost:
        events.append({"say": "c.pass" if passed else "c.lost", "corner": colour, "dice": list(lost)})
    if after["turn"] == colour:
        events.append({"say": "c.again", "corner": colour})
    else:
        events.append({"say": "c.next", "corner": after["turn"]})
    return events


def rolled_events(colour: str, thrown: Sequence[int], after: dict) -> list[dict]:
    """What a roll says (the page and the embed alike): the dice, a double, or
    the end of the turn when no step can use them."""
    events: list[dict] = [{"say": "c.rolled", "corner": colour, "dice": list(thrown)}]
    if after["dice"]:
        if after["again"]:
            events.append({"say": "c.double", "corner": colour})
    else:
        events += _turn_end_events(colour, after, thrown, passed=True)
    return events


def played_events(before: dict, colour: str, step: dict, after: dict) -> list[dict]:
    """What a played step says (the page and the embed alike): the step and what
    it beats, then the winner, or the end of the turn when no die is left to use."""
    events: list[dict] = [{"say": "c.step", "corner": colour, "step": step}]
    if step.get("captures"):
        victim = "black" if colour == "white" else "white"
        events.append({"say": "c.capture", "corner": colour, "victim": victim, "n": step["captures"]})
    res = api.result(after)
    if res is not None:
        events.append({"say": "c.won", "corner": res["winner"]})
    elif not after["dice"]:
        left = list(before["dice"])
        for d in step["dice"]:
            left.remove(d)
        events += _turn_end_events(colour, after, left, passed=False)
    return events


@dataclass
class ColonneSession(Told):
    setup: ColonneSetup
    position: dict
    dice_seed: str
    dice_count: int = 0
    rolled: list = field(default_factory=list)
    last: dict | None = None
    events: list = field(default_factory=list)
    undo_stack: list = field(default_factory=list)
    history: list = field(default_factory=list)   # the events of the game so far (the page's log)
    #: Every roll and step since the start (``{"start": position, "actions": [...]}``) for the
    #: replay link; None when unknown (a save from before it was kept).
    played: dict | None = None
    _steps: tuple = field(default=(None, None), repr=False)

    @classmethod
    def start(cls, setup: ColonneSetup, dice_seed: str | None = None) -> "ColonneSession":
        """A new game: the opening roll (ties roll again) decides who starts."""
        seed = dice_seed if dice_seed is not None else f"{random.getrandbits(48):x}"
        session = cls(setup, api.new_colonne(setup.variant, "white"), seed)
        events: list[dict] = []
        for _ in range(MAX_OPENING_ROLLS):
            white, black = session.draw(), session.draw()
            first = api.opening(white, black)
            events.append({"say": "c.opening" if first else "c.opening_tie", "white": white, "black": black,
                           **({"corner": first} if first else {})})
            if first is not None:
                break
        else:  # pragma: no cover - 100 ties in a row
            first = "white"
        session.position = api.new_colonne(setup.variant, first)
        session.played = {"start": session.position, "actions": []}
        session.said(events)
        return session

    # --- what the page reads ----------------------------------------------------------
    @property
    def result(self) -> dict | None:
        return api.result(self.position)

    @property
    def phase(self) -> str:
        """"over", "choose" (dice wait to be used) or "roll"."""
        return phase_of(self.position)

    @property
    def turn(self) -> str:
        return self.position["turn"]

    @property
    def kind(self) -> str:
        return self.setup.kind(self.turn)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def left(self) -> list[int]:
        """The dice not yet used this turn."""
        return list(self.position["dice"])

    @property
    def steps(self) -> list[dict]:
        """The legal steps now (empty outside "choose"), asked once per position."""
        if self.phase != "choose":
            return []
        if self._steps[0] is not self.position:
            self._steps = (self.position, api.legal_steps(self.position))
        return self._steps[1]

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    # --- actions --------------------------------------------------------------------
    def draw(self) -> list[int]:
        """The next throw of this game's dice (seeded by the count)."""
        source = random.Random(f"{self.dice_seed}/{self.dice_count}")
        self.dice_count += 1
        return [source.randint(1, 6) for _ in range(self.setup.dice)]

    def roll(self, dice: Sequence[int] | None = None) -> list[dict]:
        """Roll for the player to act (``dice`` given: thrown elsewhere, for tests)."""
        if self.phase != "roll":
            raise ValueError(f"cannot roll now: the game is in phase {self.phase!r}")
        if self.is_human:
            self.undo_stack = []     # a person rolls: their earlier steps stand
        thrown = self.draw() if dice is None else list(dice)
        colour = self.turn
        after = api.roll(self.position, thrown)
        self.played = kept(self.played, {"roll": list(thrown)})
        self.rolled = thrown
        self.position = after
        self.said(rolled_events(colour, thrown, after))
        return self.events

    def play(self, index: int) -> list[dict]:
        """Play legal step number ``index`` of :attr:`steps`."""
        steps = self.steps
        if self.phase != "choose":
            raise ValueError(f"cannot play a step now: the game is in phase {self.phase!r}")
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(steps):
            raise ValueError(f"step index {index!r}: must be 0..{len(steps) - 1}")
        step = steps[index]
        colour = self.turn
        before = {"position": self.position, "last": self.last, "rolled": list(self.rolled), "count": self.dice_count,
                  **({} if self.played is None else {"actions": len(self.played["actions"])})}
        after = api.play(self.position, step)
        self.played = kept(self.played, {"step": {"dice": list(step["dice"]), "from": step["from"], "to": step["to"]}})
        self.said(played_events(self.position, colour, step, after))
        self.position = after
        self.last = {"corner": colour, "from": step["from"], "to": step["to"]}
        if self.events[-1]["say"] == "c.won":
            self.undo_stack = []
        elif self.is_human_colour(colour):
            self.undo_stack = self.undo_stack + [before]
        # (a computer's step keeps the stack: taking back the person's step takes it back too)
        return self.events

    def is_human_colour(self, colour: str) -> bool:
        return self.setup.kind(colour) == HUMAN

    def undo(self) -> list[dict]:
        """Take back the last human step and whatever the computer did since (back to the dice
        it had; until the person rolls again; the dice after it will fall the same again)."""
        if not self.undo_stack:
            raise ValueError("there is no human step to undo")
        state = self.undo_stack.pop()
        self.position = state["position"]
        self.last = state["last"]
        self.rolled = list(state.get("rolled", self.rolled))
        self.dice_count = state.get("count", self.dice_count)
        self.played = forget(self.played, state.get("actions"))
        self.said([{"say": "c.undone", "corner": self.turn}])
        return self.events

    def record(self) -> dict | None:
        """The game so far in the replay page's colonne form (``ludo-embed-record/1``), None if unknown."""
        if self.played is None:
            return None
        return {"format": "ludo-embed-record/1", "game": "colonne", "start": self.played["start"],
                "actions": list(self.played["actions"])}

    def computer_choice(self) -> int:
        """The index in :attr:`steps` of the step the computer player to act picks."""
        chosen = step_key(api.choose_step(self.position, self.kind, f"{self.dice_seed}/{self.dice_count}/ai"))
        return next(i for i, s in enumerate(self.steps) if step_key(s) == chosen)

    def computer_step(self) -> list[dict]:
        """One action for a computer seat: roll, or choose and play a step."""
        if self.is_human or self.phase == "over":
            raise ValueError(f"no computer action: phase {self.phase!r}, player {self.kind!r}")
        if self.phase == "roll":
            return self.roll()
        return self.play(self.computer_choice())

    def pieces_home(self, colour: str) -> int:
        """How many pieces of ``colour`` are in the finish."""
        entry, track = COLONNE_SIZES[self.setup.variant]
        return sum(1 for v in self.position["pieces"][colour] if v == entry + track + 1)

    # --- saving --------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": "colonne",
            "variant": self.setup.variant,
            "players": [{"colour": c, "kind": k} for c, k in zip(COLOURS, self.setup.kinds)],
            "position": self.position,
            "dice": {"seed": self.dice_seed, "count": self.dice_count},
            "rolled": list(self.rolled),
            "last": self.last,
            "events": self.events,
            "undo": list(self.undo_stack),
            "history": self.history,
            **({} if self.played is None else {"played": self.played}),
        }
