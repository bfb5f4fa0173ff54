"""One game as every page sees it: the state, the actions on it, and what they say.

A game's session (``ludoview.games.<game>.session``) subclasses :class:`Session`.
The main page, the embed and the replay all use the same one; what differs
between them is a :class:`Mode` setting, not a second model. The session asks
``ludo.api`` for every rule (it decides none) and every action returns *events*:
small dicts (``{"say": key, ...}``) that the game's words turn into sentences.
No DOM, no clock: the pages drive it, the tests drive it directly.

What is the same for every game lives here:

- seeded dice (:class:`~ludoview.core.dice.Dice`);
- the story: ``events`` (what the last action said) and ``history`` (the last
  :data:`HISTORY_SIZE` events, the page's log, saved with the game);
- ``played``: every throw and move since the start (``{"start": position,
  "actions": [...]}``), from which the game's engine record is made;
- undo: a person's moves since they last threw the dice can be taken back,
  with whatever computers did since (the dice after it fall the same again);
- computers: :meth:`computer_step` throws or plays for a computer seat;
- the embed's needs: :meth:`reset` to the start, :meth:`set_roll` (a throw
  given from outside), :meth:`index_of` a move given as JSON, :meth:`state`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from ludo.limits import brief
from ludo.errors import IllegalMove
from ludo.values import field, value
from ludoview.core.dice import Dice

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
KINDS = (HUMAN,) + LEVELS
#: How many events of a game's story a session keeps (and saves) for the page's log.
HISTORY_SIZE = 60


@value(frozen=True)
class Mode:
    """How a page runs a session.

    ``waits``: a throw without a legal move is shown (phase "choose" with no
    moves) until it is passed, so a rules scenario can explain why (the embed);
    the main page passes it at once. ``explains``: a throw also says whether
    the choice is free or forced (the embed's explanations). ``undo``: a person
    may take back their moves (the main page). ``greets``: a new game says it has
    begun and who starts (the main page), else who is to move (a board in a frame).
    """

    name: str
    waits: bool = False
    explains: bool = False
    undo: bool = False
    greets: bool = False


PAGE = Mode("page", undo=True, greets=True)
EMBED = Mode("embed", waits=True, explains=True)


def remember(history: list, events: Sequence[dict]) -> list:
    """The story so far, ``events`` added (the oldest dropped beyond :data:`HISTORY_SIZE`)."""
    return (list(history) + list(events))[-HISTORY_SIZE:]


@value
class Session:
    """What every game's session has (see the module docstring); a game adds its
    throw (``roll_value`` or ``rolled``) and its rules."""

    #: The number of dice a throw of this game has (a game sets it; colonne per variant).
    DICE: ClassVar[int] = 1
    #: What an undo says.
    UNDONE: ClassVar[str] = "say.undone"

    setup: Any
    position: dict
    dice: Dice
    mode: Mode = PAGE
    last: dict | None = None
    events: list = field(default_factory=list)
    history: list = field(default_factory=list)
    undo_stack: list = field(default_factory=list)
    #: Every throw and move since the start, for the game's record; None when unknown
    #: (a save from before it was kept).
    played: dict | None = None
    #: Where :meth:`reset` goes back to: the start position and the throw given with it.
    start_roll: Any = None

    # --- what each game provides ----------------------------------------------------------
    @property
    def phase(self) -> str:
        """"over", "choose" (a throw waits to be played) or "roll"."""
        raise NotImplementedError

    @property
    def choices(self) -> list[dict]:
        """The legal moves now (empty outside "choose", and for a waiting throw without one)."""
        raise NotImplementedError

    @property
    def shown_roll(self):
        """The throw waiting to be played as the host sees it (None: none)."""
        raise NotImplementedError

    @property
    def roll_apart(self) -> tuple[int, ...] | None:
        """The throw waiting to be played that the position itself does not hold (None: none)."""
        raise NotImplementedError

    @property
    def result(self) -> dict | None:
        raise NotImplementedError

    def _throw(self, values: Sequence[int]) -> list[dict]:
        """Apply a throw of the player to act; the events it says."""
        raise NotImplementedError

    def _play(self, choice: dict | None) -> list[dict]:
        """Play a legal move (None: pass a waiting throw without one); the events it says."""
        raise NotImplementedError

    def _forget_throw(self) -> None:
        """Drop the throw waiting to be played (before another is given in its place)."""
        raise NotImplementedError

    def _choose(self) -> dict:
        """The computer player's choice among :attr:`choices` (the engine's)."""
        raise NotImplementedError

    def _pending(self) -> Any:
        """What an undo state keeps beside the position (the game's throw)."""
        raise NotImplementedError

    def _restore_pending(self, value: Any) -> None:
        raise NotImplementedError

    def record(self) -> dict | None:
        """The game so far as the engine's record (``ludo-record/1``), None if unknown."""
        raise NotImplementedError

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded action (as the game's record has it) again."""
        raise NotImplementedError

    def opening_events(self) -> list[dict]:
        """What a game said when it began (a reset says it again)."""
        return [{"say": "say.to_move", "corner": self.turn}]

    # --- reading ---------------------------------------------------------------------------
    @property
    def turn(self):
        """The seat to act (a mensch corner, a colonne colour)."""
        return self.position["turn"]

    def kind_of(self, seat) -> str:
        """Who plays ``seat``: "human" or a computer level."""
        return self.setup.kind(seat)

    @property
    def kind(self) -> str:
        return self.kind_of(self.turn)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @property
    def human_to_act(self) -> bool:
        return self.phase != "over" and self.is_human

    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def state(self) -> dict:
        """What an embedding host sees: position (spec JSON), throw, legal moves, phase, result."""
        return {"position": self.position, "roll": self.shown_roll, "moves": self.choices,
                "phase": self.phase, "turn": self.turn, "result": self.result}

    def waiting_for(self) -> str:
        return {"roll": "the dice must be rolled first", "over": "the game is over",
                "choose": "a move is waiting"}[self.phase]

    # --- the story -------------------------------------------------------------------------
    def tell(self, events: list[dict]) -> list[dict]:
        """``events`` are what the last action said: kept, and added to the story."""
        self.events = events
        self.history = remember(self.history, events)
        return events

    def add_action(self, action: dict) -> None:
        """Add a throw or a move to :attr:`played` (nothing if that is unknown)."""
        if self.played is not None:
            self.played = dict(self.played, actions=self.played["actions"] + [action])

    # --- actions ---------------------------------------------------------------------------
    def roll(self, values: Sequence[int] | int | None = None) -> list[dict]:
        """Throw the dice for the player to act (``values`` given: thrown elsewhere)."""
        if self.phase != "roll":
            raise IllegalMove(f"cannot roll now: {self.waiting_for()}")
        if self.is_human:
            self.undo_stack = []     # a person throws: their earlier decisions stand
        if values is None:
            values = self.dice.throw(self.DICE)
        elif isinstance(values, int):
            values = [values]
        return self.tell(self._throw(list(values)))

    def play(self, index: int | None) -> list[dict]:
        """Play legal move number ``index`` of :attr:`choices` (None passes a waiting
        throw that has no move)."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        choices = self.choices
        if index is None:
            if choices:
                raise IllegalMove(f"roll {self.shown_roll} has {len(choices)} legal moves: one must be played")
            choice = None
        elif isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(choices):
            raise IllegalMove(f"move number {brief(index)}: there are {len(choices)} legal moves")
        else:
            choice = choices[index]
        mover = self.turn
        before = self.snapshot()
        events = self.tell(self._play(choice))
        if self.result is not None:
            self.undo_stack = []
        elif self.mode.undo and choice is not None and self.kind_of(mover) == HUMAN:
            self.undo_stack = self.undo_stack + [before]
        # (a computer's move keeps the stack: taking back the person's move takes it back too)
        return events

    def index_of(self, move: dict) -> int:
        """The index of the legal move equal to ``move`` (from/to, and the dice where a game has them)."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        for index, legal in enumerate(self.choices):
            if same_move(legal, move):
                return index
        import json

        wanted = json.dumps({k: move.get(k) for k in ("dice", "from", "to") if k in move}, separators=(",", ":"))
        legal = ", ".join(json.dumps({k: m[k] for k in ("dice", "from", "to") if k in m}, separators=(",", ":"))
                          for m in self.choices[:12]) or "none"
        raise IllegalMove(f"move {wanted[:120]} is not legal here; legal: {legal}")

    def undo(self) -> list[dict]:
        """Take back the last move of a person and whatever computers did since (back to
        the throw they had; the dice after it will fall the same again)."""
        if not self.undo_stack:
            raise IllegalMove("there is no move of a person to undo")
        state = self.undo_stack[-1]
        self.undo_stack = self.undo_stack[:-1]
        self.position = state["position"]
        self.last = state["last"]
        self._restore_pending(state["pending"])
        self.dice.count = state.get("count", self.dice.count)
        self.played = forget(self.played, state.get("actions"))
        return self.tell([{"say": self.UNDONE, "corner": self.turn}])

    def snapshot(self) -> dict:
        """What :meth:`undo` goes back to."""
        return {"position": self.position, "pending": self._pending(), "last": self.last,
                "count": self.dice.count,
                **({} if self.played is None else {"actions": len(self.played["actions"])})}

    def computer_choice(self) -> int:
        """The index in :attr:`choices` of the move the computer player to act picks."""
        chosen = self._choose()
        return next(i for i, m in enumerate(self.choices) if same_move(m, chosen))

    def computer_step(self) -> list[dict]:
        """One action for a computer seat: throw, pass a throw without a move, or play."""
        if self.is_human or self.phase == "over":
            raise IllegalMove(f"no computer action: phase {self.phase!r}, player {self.kind!r}")
        if self.phase == "roll":
            return self.roll()
        if not self.choices:
            return self.play(None)
        return self.play(self.computer_choice())

    # --- the embed: reset and throws given from outside ----------------------------------------
    def set_roll(self, values: Sequence[int] | int) -> list[dict]:
        """Throw these dice for the player to act, in place of a throw not played yet."""
        if self.phase == "over":
            raise IllegalMove("the game is over: no more rolls")
        if self.phase == "choose":
            self._forget_throw()
        return self.roll(values)

    def reset(self) -> list[dict]:
        """Back to the start position (and the throw given with it)."""
        start = self.played["start"] if self.played is not None else self.position
        self.position = start
        self.last = None
        self.undo_stack = []
        self._restore_pending(None)
        self.played = {**(self.played or {"start": start}), "actions": []}
        events = self.tell(self.opening_events())
        if self.start_roll is not None and self.phase == "roll":
            events = events + self.set_roll(self.start_roll)
            self.events = events
        return events


def same_move(a: dict, b: dict) -> bool:
    """Do two JSON moves name the same move (from, to, and the dice as a multiset when given)?"""
    keys = ("from", "to") + (("dice",) if "dice" in a or "dice" in b else ())
    return all(_dice(a.get(k)) == _dice(b.get(k)) if k == "dice" else a.get(k) == b.get(k) for k in keys)


def _dice(value: Any) -> list | None:
    """Dice as a multiset to compare (None for anything that is not a list of whole numbers)."""
    if not value:
        return []
    if not isinstance(value, (list, tuple)) or not all(type(d) is int for d in value):
        return None
    return sorted(value)


def forget(played: dict | None, count: int | None) -> dict | None:
    """What was played, cut back to its first ``count`` actions (undo); None if that is unknown."""
    if played is None or count is None or count > len(played["actions"]):
        return None
    return dict(played, actions=played["actions"][:count])
