"""One game of mensch as the page sees it: pure state and the actions on it.

A :class:`Session` holds the players (who sits where, human or computer), the
position, the roll waiting for a move, and what the last action said. Its
actions -- :meth:`Session.roll`, :meth:`Session.play`, :meth:`Session.undo`,
:meth:`Session.computer_step` -- ask :mod:`ludoview.engine` for every rule
and return *events*: small dicts (``{"say": key, ...params}``) that
:mod:`ludoview.messages` turns into words. No DOM, no clock: the page glue
drives it, the tests drive it directly.

The die is seeded: roll number ``n`` of a game is drawn from
``"<dice_seed>/<n>"``, so a save holds just the seed and the count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ludo.mensch import jsonapi as mensch_api
from ludo.mensch.record import Game as MenschGame
from ludoview import engine, geometry as geo

HUMAN = "human"
KINDS = (HUMAN,) + engine.LEVELS
SEATS_FOR = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
OPTION_NAMES = ("mandatory_capture", "lane_jump", "start_with_piece")
DEFAULT_OPTIONS = {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False}
#: How many events of a game's story a session keeps (and saves) for the page's log.
HISTORY_SIZE = 60


def kept(played: dict | None, action: dict) -> dict | None:
    """What was played, ``action`` added (for the replay link); None stays None (unknown)."""
    return None if played is None else {"start": played["start"], "actions": played["actions"] + [action]}


def forget(played: dict | None, count: int | None) -> dict | None:
    """What was played, cut back to its first ``count`` actions (undo); None if that is unknown."""
    if played is None or count is None or count > len(played["actions"]):
        return None
    return {"start": played["start"], "actions": played["actions"][:count]}


def remember(history: list, events: list) -> list:
    """The story so far, ``events`` added (the oldest dropped beyond :data:`HISTORY_SIZE`)."""
    return (history + list(events))[-HISTORY_SIZE:]


class Told:
    """What a game session says: ``events`` (the last action's words) and ``history`` (its story)."""

    events: list
    history: list

    def said(self, events: list[dict]) -> None:
        """``events`` are what the last action said: kept, and added to the story."""
        self.events = events
        self.history = remember(self.history, events)


@dataclass(frozen=True)
class Player:
    """Who plays a corner: ``kind`` is "human" or a computer level."""

    corner: int
    kind: str

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass(frozen=True)
class Setup:
    """What the setup screen chose: the players in turn order and the options."""

    players: tuple[Player, ...]
    options: dict = field(default_factory=lambda: dict(DEFAULT_OPTIONS))

    @classmethod
    def default(cls) -> "Setup":
        """One click: you (Red) against a medium computer (Blue)."""
        return cls.make(2, (HUMAN, "medium"))

    @classmethod
    def make(cls, count: int, kinds, options: dict | None = None) -> "Setup":
        if count not in SEATS_FOR:
            raise ValueError(f"players={count!r}: must be 2, 3 or 4")
        kinds = tuple(kinds)
        if len(kinds) != count or any(k not in KINDS for k in kinds):
            raise ValueError(f"kinds={kinds!r}: need {count} of {', '.join(KINDS)}")
        opts = dict(DEFAULT_OPTIONS)
        for name, value in (options or {}).items():
            if name not in OPTION_NAMES or not isinstance(value, bool):
                raise ValueError(f"option {name}={value!r}: unknown or not true/false")
            opts[name] = value
        return cls(tuple(Player(c, k) for c, k in zip(SEATS_FOR[count], kinds)), opts)

    @property
    def seats(self) -> list[int]:
        return [p.corner for p in self.players]


def ring_square(corner: int, progress: int) -> int | None:
    return (10 * corner + progress) % geo.RING if 0 <= progress < geo.RING else None


def captured_corner(position: dict, corner: int, move: dict) -> int | None:
    """Whose piece stood where ``move`` ends (the engine said it captures)."""
    if not move.get("capture"):
        return None
    square = ring_square(corner, move["to"])
    for other, values in position["pieces"].items():
        if int(other) != corner and any(ring_square(int(other), p) == square for p in values):
            return int(other)
    return None


def forced_rule(moves: list[dict]) -> str | None:
    """The rule that left only these moves (the same on every move), if one did."""
    rules = {m.get("rule") for m in moves}
    return rules.pop() if len(rules) == 1 and None not in rules else None


def no_move_events(before: dict, corner: int, roll: int, after: dict) -> list[dict]:
    """What a roll without a move says: why, then another try or the next player."""
    events = [{"say": "say.no_move", "corner": corner, "why": engine.why_no_move(before, roll)}]
    if after["turn"] == corner:
        events.append({"say": "say.try_again", "corner": corner, "n": after["tries"] + 1})
    else:
        events.append({"say": "say.next", "corner": after["turn"]})
    return events


def played_events(before: dict, corner: int, move: dict | None, after: dict) -> list[dict]:
    """What a played roll says (the page and the embed alike): the move and its
    capture, then the winner, another roll for the same player, or the next player."""
    events: list[dict] = []
    if move is not None:
        events.append({"say": "say.moved", "corner": corner, "from": move["from"], "to": move["to"]})
        victim = captured_corner(before, corner, move)
        if victim is not None:
            events.append({"say": "say.capture", "corner": corner, "victim": victim})
    res = engine.result(after)
    if res is not None:
        events.append({"say": "say.won", "corner": res["winner"]})
    elif after["turn"] == corner and move is not None:
        events.append({"say": "say.extra_roll", "corner": corner})
    elif after["turn"] == corner:
        events.append({"say": "say.try_again", "corner": corner, "n": after["tries"] + 1})
    else:
        events.append({"say": "say.next", "corner": after["turn"]})
    return events


@dataclass
class Session(Told):
    setup: Setup
    position: dict
    dice_seed: str
    dice_count: int = 0
    roll_value: int | None = None
    last: dict | None = None
    events: list = field(default_factory=list)
    undo_state: dict | None = None
    history: list = field(default_factory=list)   # the events of the game so far (the page's log)
    #: Every roll and move since the start (``{"start": position, "actions": [...]}``) for the
    #: replay link; None when unknown (a save from before it was kept).
    played: dict | None = None
    _moves: list | None = field(default=None, repr=False)
    _result: tuple = field(default=(None, None), repr=False)
    _hints: tuple = field(default=(None, None), repr=False)

    @classmethod
    def start(cls, setup: Setup, dice_seed: str | None = None) -> "Session":
        seed = dice_seed if dice_seed is not None else f"{random.getrandbits(48):x}"
        position = engine.new_position(setup.seats, setup.options)
        session = cls(setup, position, seed, played={"start": position, "actions": []})
        session.said([{"say": "say.new_game", "corner": position["turn"]}])
        return session

    # --- what the page reads ----------------------------------------------------------
    @property
    def result(self) -> dict | None:
        """The engine's result for the current position (asked once per position)."""
        if self._result[0] is not self.position:
            self._result = (self.position, engine.result(self.position))
        return self._result[1]

    @property
    def phase(self) -> str:
        """"over", "choose" (a roll waits for a move) or "roll"."""
        if self.result is not None:
            return "over"
        return "choose" if self.roll_value is not None else "roll"

    @property
    def turn(self) -> int:
        return self.position["turn"]

    @property
    def player(self) -> Player:
        return next(p for p in self.setup.players if p.corner == self.turn)

    @property
    def moves(self) -> list[dict]:
        """The legal moves for the roll waiting to be played (empty outside "choose")."""
        if self.roll_value is None:
            return []
        if self._moves is None:
            self._moves = engine.legal_moves(self.position, self.roll_value)
        return self._moves

    def hints(self) -> list[dict | None]:
        """The engine's hint for each move of :attr:`moves`, in the same order (None where it has none)."""
        if not self.moves:
            return []
        if self._hints[0] is not self._moves:
            by_key = {(h["move"]["from"], h["move"]["to"]): h for h in engine.hints(self.position, self.roll_value)}
            self._hints = (self._moves, [by_key.get((m["from"], m["to"])) for m in self._moves])
        return self._hints[1]

    @property
    def can_undo(self) -> bool:
        return self.undo_state is not None

    # --- actions ------------------------------------------------------------------
    def draw(self) -> int:
        """The next die value of this game (seeded, no state beyond the count)."""
        value = random.Random(f"{self.dice_seed}/{self.dice_count}").randint(1, 6)
        self.dice_count += 1
        return value

    def roll(self, value: int | None = None) -> list[dict]:
        """Roll the die for the player to move (``value`` given: a loaded die, for tests)."""
        if self.phase != "roll":
            raise ValueError(f"cannot roll now: the game is in phase {self.phase!r}")
        if self.player.is_human:
            self.undo_state = None   # a person rolls: their earlier decision stands
        roll = self.draw() if value is None else value
        corner = self.turn
        events: list[dict] = [{"say": "say.rolled", "corner": corner, "roll": roll}]
        moves = engine.legal_moves(self.position, roll)
        if not moves:
            after = engine.play(self.position, roll, None)
            self.played = kept(self.played, {"roll": roll, "move": None})
            events += no_move_events(self.position, corner, roll, after)
            self.position = after
            self.roll_value = None
            self._moves = None
        else:
            self.roll_value = roll
            self._moves = moves
            rule = forced_rule(moves)
            if rule is not None:
                events.append({"say": f"rule.{rule}", "corner": corner})
        self.said(events)
        return events

    def play(self, index: int) -> list[dict]:
        """Play legal move number ``index`` of :attr:`moves`."""
        if self.phase != "choose":
            raise ValueError(f"cannot play a move now: the game is in phase {self.phase!r}")
        moves = self.moves
        if not isinstance(index, int) or not 0 <= index < len(moves):
            raise ValueError(f"move index {index!r}: must be 0..{len(moves) - 1}")
        move = moves[index]
        corner = self.turn
        before = self.snapshot()
        after = engine.play(self.position, self.roll_value, move)
        self.played = kept(self.played, {"roll": self.roll_value, "move": {"from": move["from"], "to": move["to"]}})
        events = played_events(self.position, corner, move, after)
        self.position = after
        self.roll_value = None
        self._moves = None
        capture = any(e["say"] == "say.capture" for e in events)
        self.last = {"corner": corner, "from": move["from"], "to": move["to"], "capture": capture}
        if events[-1]["say"] == "say.won":
            self.undo_state = None
        elif self.player_of(corner).is_human:
            self.undo_state = before
        # (a computer's move keeps the undo: taking back the person's move takes it back too)
        self.said(events)
        return events

    def undo(self) -> list[dict]:
        """Take back the last human move and whatever computers did since (the roll stays:
        the player chooses again; the dice after it will fall the same again)."""
        if self.undo_state is None:
            raise ValueError("there is no human move to undo")
        state = self.undo_state
        self.position = state["position"]
        self.roll_value = state["roll"]
        self.last = state["last"]
        self.dice_count = state.get("count", self.dice_count)
        self.played = forget(self.played, state.get("actions"))
        self._moves = None
        self.undo_state = None
        self.said([{"say": "say.undone", "corner": self.turn}])
        return self.events

    def computer_step(self) -> list[dict]:
        """One action for a computer seat: roll, or choose and play a move."""
        player = self.player
        if player.is_human or self.phase == "over":
            raise ValueError(f"no computer action: phase {self.phase!r}, player {player.kind!r}")
        if self.phase == "roll":
            return self.roll()
        return self.play(self.computer_choice())

    def computer_choice(self) -> int:
        """The index in :attr:`moves` of the move the computer player to move picks."""
        chosen = engine.choose_move(self.position, self.roll_value, self.player.kind,
                                    f"{self.dice_seed}/{self.dice_count}/ai")
        key = (chosen["from"], chosen["to"])
        return next(i for i, m in enumerate(self.moves) if (m["from"], m["to"]) == key)

    def player_of(self, corner: int) -> Player:
        return next(p for p in self.setup.players if p.corner == corner)

    def snapshot(self) -> dict:
        return {"position": self.position, "roll": self.roll_value, "last": self.last, "count": self.dice_count,
                **({} if self.played is None else {"actions": len(self.played["actions"])})}

    def record(self) -> dict | None:
        """The game so far as an engine record (``ludo-record/1``, as the replay page reads it), None if unknown."""
        if self.played is None:
            return None
        game = MenschGame(self.setup.seats, None, None, mensch_api.position_from_json(self.played["start"]))
        return dict(game.to_record(), turns=list(self.played["actions"]))

    def rematch(self) -> "Session":
        return Session.start(self.setup)

    # --- saving ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": "mensch",
            "players": [{"corner": p.corner, "kind": p.kind} for p in self.setup.players],
            "options": dict(self.setup.options),
            "position": self.position,
            "dice": {"seed": self.dice_seed, "count": self.dice_count},
            "roll": self.roll_value,
            "last": self.last,
            "events": self.events,
            "undo": self.undo_state,
            "history": self.history,
            **({} if self.played is None else {"played": self.played}),
        }


SAVE_FORMAT = "ludo-save/1"
