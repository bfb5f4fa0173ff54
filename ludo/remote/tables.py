"""Each game as the protocol drives it: whose turn, a throw, the legal moves as
short codes, the winner and the ``ludo-record/1`` record.

A move's code names it without the position's help and stays stable whatever
order the rules list moves in: mensch, the origin of the piece (``-1`` from the
base; the roll gives the target); colonne, the dice it uses and its origin
(``"35.0"``: a 3 and a 5 together, entering).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ludo.errors import LudoError
from ludo.remote.errors import RemoteError

#: How many players each game may have at a distance.
PLAYERS = {"mensch": (2, 3, 4), "colonne": (2,)}
#: The corners of a mensch game of that many players (the main page's seats).
MENSCH_CORNERS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
#: The seats' keys of the players' names in each game's record and board, for each number of players
#: (mensch: the corners; colonne: the colours).
NAMED_SEATS: dict[str, Mapping[int, Sequence[int | str]]] = {"mensch": MENSCH_CORNERS, "colonne": {2: ("white", "black")}}
#: Witnessed values given at once: the throws a mover may make with no choice between them.
BATCH = {"mensch": 4, "colonne": 1}
MENSCH_OPTIONS = ("mandatory_capture", "lane_jump", "start_with_piece")
#: The computers' levels (the engine's players, ``ludo.<game>.ai``); a computer seat without one plays DEFAULT_LEVEL.
LEVELS = ("random", "easy", "medium", "hard")
DEFAULT_LEVEL = "medium"


class Table:
    """What each game fills in (below)."""

    game = ""
    dice = 1          #: dice in a throw
    batch = 1         #: witnessed values given at once (throws a mover may make with no choice between)

    def to_act(self) -> int | None:
        """The seat (0..n-1) to throw or move; None at the end."""
        raise NotImplementedError

    def needs_throw(self) -> bool:
        raise NotImplementedError

    def throw(self, dice: tuple[int, ...]) -> None:
        raise NotImplementedError

    def legal(self) -> list[str]:
        """The legal moves' codes (never empty when a move is due)."""
        raise NotImplementedError

    def play(self, code: str) -> None:
        raise NotImplementedError

    def choose(self, level: str) -> str:
        """The code of the move the engine's computer player of ``level`` makes here."""
        raise NotImplementedError

    def winner(self) -> int | None:
        raise NotImplementedError

    def record(self) -> dict:
        raise NotImplementedError


class MenschTable(Table):
    game = "mensch"
    dice = 1
    batch = 4         # rule 5's three tries, and a forced move after a 6, need no choice in between

    def __init__(self, players: int, params: dict) -> None:
        from ludo.mensch.game import Game
        from ludo.mensch.position import Options
        self.corners = MENSCH_CORNERS[players]
        options = Options(**{key: bool(params.get(key, default)) for key, default in
                             (("mandatory_capture", True), ("lane_jump", False), ("start_with_piece", False))})
        # Every throw comes from the players' chains and is written in the record, so the
        # game's own seed is never drawn from: one fixed seed keeps every player's record
        # the same (a fresh one would differ from browser to browser).
        self.g = Game(seats=self.corners, options=options, seed="ludo.remote")

    def to_act(self) -> int | None:
        return None if self.g.over else self.corners.index(self.g.position.turn)

    def needs_throw(self) -> bool:
        return self.g.pending is None

    def throw(self, dice: tuple[int, ...]) -> None:
        self.g.roll(dice[0])
        if not self.g.legal_moves():
            self.g.play(None)

    def legal(self) -> list[str]:
        return [str(move.origin) for move in self.g.legal_moves()]

    def play(self, code: str) -> None:
        for move in self.g.legal_moves():
            if str(move.origin) == code:
                self.g.play(move)
                return
        raise LudoError(f"no piece at {code!r} can move {self.g.pending}")

    def choose(self, level: str) -> str:
        from ludo.mensch import ai
        if self.g.pending is None:
            raise LudoError("a computer chooses a move after its throw")
        move = ai.choose(self.g.position, level, roll=self.g.pending)
        if move is None:
            raise LudoError(f"no move with {self.g.pending}")
        return str(move.origin)

    def winner(self) -> int | None:
        result = self.g.result()
        return None if result is None else self.corners.index(result.winner)

    def record(self) -> dict:
        return self.g.to_record()


class ColonneTable(Table):
    game = "colonne"
    batch = 1         # every throw after the first of a turn (a double's) follows a choice

    def __init__(self, players: int, params: dict) -> None:
        from ludo.colonne.game import Game
        self.g = Game(params.get("variant", "small"), first="white", opening=[])
        self.dice = self.g.variant.dice

    def to_act(self) -> int | None:
        return None if self.g.over else (0 if self.g.position.turn == "white" else 1)

    def needs_throw(self) -> bool:
        return not self.g.position.dice

    def throw(self, dice: tuple[int, ...]) -> None:
        self.g.roll(list(dice))

    def legal(self) -> list[str]:
        return [code_of_step(step) for step in self.g.legal_steps()]

    def play(self, code: str) -> None:
        for step in self.g.legal_steps():
            if code_of_step(step) == code:
                self.g.play(step)
                return
        raise LudoError(f"step {code!r} is not legal with {list(self.g.position.dice)}")

    def choose(self, level: str) -> str:
        from ludo.colonne import ai
        step = ai.choose(self.g.position, level)
        if step is None:
            raise LudoError(f"no step with {list(self.g.position.dice)}")
        return code_of_step(step)

    def winner(self) -> int | None:
        return None if self.g.winner is None else (0 if self.g.winner == "white" else 1)

    def record(self) -> dict:
        return self.g.to_record()


def code_of_step(step: Any) -> str:
    return "".join(str(d) for d in step.dice) + "." + str(step.origin)


def check_params(game: Any, players: Any, params: Any) -> dict:
    """The game's parameters as the create message holds them (checked; RemoteError 'setup')."""
    if game not in PLAYERS:
        raise RemoteError("setup", f"game {game!r}: a game at a distance is 'mensch' or 'colonne'")
    if players not in PLAYERS[game]:
        raise RemoteError("setup", f"{game} at a distance takes {' or '.join(map(str, PLAYERS[game]))} "
                          f"players, not {players!r}")
    if not isinstance(params, dict):
        raise RemoteError("setup", "the game's settings must be an object")
    if game == "mensch":
        extra = set(params) - set(MENSCH_OPTIONS)
        if extra or not all(isinstance(params[k], bool) for k in params):
            raise RemoteError("setup", f"mensch settings: only {', '.join(MENSCH_OPTIONS)} (true or false)")
    else:
        if set(params) - {"variant"} or params.get("variant", "small") not in ("small", "large"):
            raise RemoteError("setup", "colonne settings: only variant, 'small' or 'large'")
    return dict(params)


def new_table(game: str, players: int, params: dict) -> Table:
    check_params(game, players, params)
    return (MenschTable if game == "mensch" else ColonneTable)(players, params)
