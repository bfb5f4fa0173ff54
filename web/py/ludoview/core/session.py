"""One game as every page sees it: the engine's game, and what a page adds to it.

A game's session (``ludoview.games.<game>.session``) subclasses :class:`Session`.
The main page, the embed and the replay all use the same one; what differs
between them is a :class:`Mode` setting, not a second model. The session holds
the engine's own game (``game``: ``ludo.mensch.game.Game`` or
``ludo.colonne.game.Game``), which keeps the position, the history, the record
(``ludo-record/1``, with its seed), the one dice scheme (:mod:`ludo.dice`:
seeded per game, a fresh seed from the browser's crypto source) and undo; the
session decides no rule. Every action returns *events*: small dicts (``{"say":
key, ...}``) made from what the engine's game says happened (``Game.events``),
that the game's words turn into sentences. No DOM, no clock: the pages drive
it, the tests drive it directly.

What a page adds, the same for every game, lives here:

- the story: ``events`` (what the last action said) and ``history`` (the last
  :data:`HISTORY_SIZE` events, the page's log); a save keeps no words, only the
  record: :meth:`Session.retell` tells a resumed game's story again from it;
- the mode, and what a person may take back (``undo_from``: their moves since
  they last threw the dice, with whatever computers did since -- the dice after
  it fall the same again);
- computers: :meth:`computer_step` throws or plays for a computer seat;
- the embed's needs: :meth:`reset` to the start, :meth:`set_roll` (a throw
  given from outside), :meth:`index_of` a move given as JSON, :meth:`state`.

The position a page reads (:attr:`position`) is the engine's position as JSON,
converted once per position.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ludo.dice import decision_seed
from ludo.errors import IllegalMove
from ludo.limits import brief
from ludo.values import field, value

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


class GameRules:
    """What each game's session provides for :class:`Session` (its reading of the engine's
    game, its throw and its moves): the methods a game's session defines."""

    @property
    def phase(self) -> str:
        """"over", "choose" (a throw waits to be played) or "roll"."""
        raise NotImplementedError

    @property
    def choices(self) -> list[dict]:
        """The legal moves now as JSON (empty outside "choose", and for a waiting throw without one)."""
        raise NotImplementedError

    @property
    def waiting_throw(self):
        """The throw waiting to be played as the host sees it (None: none)."""
        raise NotImplementedError

    @property
    def roll_beside(self) -> tuple[int, ...] | None:
        """The throw waiting to be played that the position itself does not hold (None: none)."""
        raise NotImplementedError

    @property
    def result(self) -> dict | None:
        raise NotImplementedError

    def _position_json(self, position) -> dict:
        """The engine's position as JSON."""
        raise NotImplementedError

    def _throw(self, values: Sequence[int] | None) -> list[dict]:
        """Throw for the player to act (``values``: thrown elsewhere); the events it says."""
        raise NotImplementedError

    def _play(self, index: int | None) -> list[dict]:
        """Play legal move ``index`` (None: pass a waiting throw without one); the events it says."""
        raise NotImplementedError

    def _forget_throw(self) -> None:
        """Drop the throw waiting to be played (before another is given in its place)."""
        raise NotImplementedError

    def _choose(self) -> dict | None:
        """The computer player's choice among :attr:`choices` (the engine's; None where
        there is none)."""
        raise NotImplementedError

    def _person_moved(self, index: int) -> bool:
        """Whether action ``index`` of the game's history is a move a person made."""
        raise NotImplementedError

    def _back_to(self, index: int) -> None:
        """The game as it stood before action ``index``, its throw waiting again."""
        raise NotImplementedError

    def _restart(self) -> None:
        """The engine's game back at its start (its first player, its seed)."""
        raise NotImplementedError

    def replay_action(self, action: dict) -> list[dict]:
        """Play a recorded action (as the game's record has it) again."""
        raise NotImplementedError


@value
class Session(GameRules):
    """What every game's session has (see the module docstring); a game adds its
    throw, its reading of the engine's game and its events."""

    #: The number of dice a throw of this game has (a game sets it; colonne per variant).
    DICE: ClassVar[int] = 1
    #: What an undo says (each game's words key).
    UNDONE: ClassVar[str]
    #: The key that names a seat in the game's events (a mensch "corner", a colonne "colour").
    SEAT: ClassVar[str] = "corner"

    setup: Any
    game: Any
    mode: Mode = PAGE
    events: list = field(default_factory=list)
    history: list = field(default_factory=list)
    #: How many actions the game had when a person last threw: their moves since may be
    #: taken back (None: none may).
    undo_from: int | None = None
    #: The throw given with the start, which :meth:`reset` throws again.
    start_roll: Any = None
    #: Whether the game is known from its start (False: a save of a build that kept no record,
    #: resumed from where it stood; it has no record).
    whole: bool = True
    _json: tuple = field(default=(None, None), repr=False)

    # --- reading ---------------------------------------------------------------------------
    @property
    def action_count(self) -> int:
        """How many actions the engine's game has in its history."""
        return len(self.game.history)

    def opening_events(self) -> list[dict]:
        """What a game said when it began, before its first action (a reset says it again)."""
        return [{"say": "say.to_move", self.SEAT: self.turn}]

    @property
    def position(self) -> dict:
        """The position as JSON (converted from the engine's once per position)."""
        engine = self.game.position
        if self._json[0] is not engine:
            self._json = (engine, self._position_json(engine))
        return self._json[1]

    @property
    def seed(self):
        """The seed of the game's dice (the engine's)."""
        return self.game.seed

    @property
    def turn(self):
        """The seat to act (a mensch corner, a colonne colour)."""
        return self.game.position.turn

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

    def _undoable(self) -> int | None:
        """The last move of a person that may be taken back (its index in the history)."""
        if not self.mode.undo or self.undo_from is None or self.result is not None:
            return None
        for index in range(self.action_count - 1, self.undo_from - 1, -1):
            if self._person_moved(index):
                return index
        return None

    @property
    def can_undo(self) -> bool:
        return self._undoable() is not None

    def record(self) -> dict | None:
        """The game so far as the engine's record (``ludo-record/1``, with its seed), None
        when it is not known from its start."""
        return self.game.to_record() if self.whole else None

    def state(self) -> dict:
        """What an embedding host sees: position (spec JSON), throw, legal moves, phase, result."""
        return {"position": self.position, "roll": self.waiting_throw, "moves": self.choices,
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

    def retell(self) -> None:
        """Tell the story of a resumed game again (a save keeps the record, not the words): its
        last :data:`HISTORY_SIZE` actions (each says one event or more) taken back and played
        again, so the log and the last message read as they were told; a game known from its
        start greets as it did when it began. A game without a record only says who is to act."""
        undo_from = self.undo_from
        self.events, self.history = [], []
        if not self.whole:
            self.tell(self.opening_events())
            return
        actions = self.game.actions_json()     # (as the record has them: what replay_action takes)
        again = actions[-HISTORY_SIZE:]
        for _ in again:
            self.game.undo()
        if len(again) == len(actions):
            self.tell(self.opening_events())
        for action in again:
            self.replay_action(action)
        self.undo_from = undo_from

    # --- actions ---------------------------------------------------------------------------
    def roll(self, values: Sequence[int] | int | None = None) -> list[dict]:
        """Throw the dice for the player to act (``values`` given: thrown elsewhere)."""
        if self.phase != "roll":
            raise IllegalMove(f"cannot roll now: {self.waiting_for()}")
        if self.is_human:
            self.undo_from = self.action_count     # a person throws: their earlier decisions stand
        if isinstance(values, int):
            values = [values]
        return self.tell(self._throw(None if values is None else list(values)))

    def play(self, index: int | None) -> list[dict]:
        """Play legal move number ``index`` of :attr:`choices` (None passes a waiting
        throw that has no move)."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        count = len(self.choices)
        if index is None:
            if count:
                raise IllegalMove(f"roll {self.waiting_throw} has {count} legal moves: one must be played")
        elif isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            raise IllegalMove(f"move number {brief(index)}: there are {count} legal moves")
        return self.tell(self._play(index))

    def index_of(self, move: dict) -> int:
        """The index of the legal move equal to ``move`` (from/to, and the dice where a game has them)."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        for index, legal in enumerate(self.choices):
            if same_move(legal, move):
                return index
        import json

        wanted = json.dumps({k: move.get(k) for k in ("dice", "from", "to") if k in move}, separators=(",", ":"))
        legals = ", ".join(json.dumps({k: m[k] for k in ("dice", "from", "to") if k in m}, separators=(",", ":"))
                           for m in self.choices[:12]) or "none"
        raise IllegalMove(f"move {wanted[:120]} is not legal here; legal: {legals}")

    def undo(self) -> list[dict]:
        """Take back the last move of a person and whatever computers did since (back to
        the throw they had; the dice after it will fall the same again)."""
        index = self._undoable()
        if index is None:
            raise IllegalMove("there is no move of a person to undo")
        self._back_to(index)
        return self.tell([{"say": self.UNDONE, self.SEAT: self.turn}])

    def decision_seed(self) -> str:
        """The seed of a computer player's choice at this point of the game."""
        return decision_seed(self.seed, self.game.throws)

    def computer_choice(self) -> int:
        """The index in :attr:`choices` of the move the computer player to act picks."""
        chosen = self._choose()
        if chosen is None:   # the engine's players pick whenever there is a choice
            raise IllegalMove(f"no computer choice among {len(self.choices)} legal ones")
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
        self._restart()
        self.undo_from = None
        events = self.tell(self.opening_events())
        if self.start_roll is not None and self.phase == "roll":
            events = events + self.set_roll(self.start_roll)
            self.events = events
        return events


def same_move(a: dict, b: dict) -> bool:
    """Do two JSON moves name the same move (from, to, and the dice as a multiset when given)?"""
    keys = [k for k in ("from", "to", "dice") if k in a or k in b]   # (the fields either names)
    return all(_dice(a.get(k)) == _dice(b.get(k)) if k == "dice" else a.get(k) == b.get(k) for k in keys)


def _dice(value: Any) -> list | None:
    """Dice as a multiset to compare (None for anything that is not a list of whole numbers)."""
    if not value:
        return []
    if not isinstance(value, (list, tuple)) or not all(type(d) is int for d in value):
        return None
    return sorted(value)
