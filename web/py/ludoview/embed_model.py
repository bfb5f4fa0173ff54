"""The embed's game state: one table of mensch or colonne, driven by clicks or a host.

Pure Python over :mod:`ludo.api` (no DOM, no clock), so it is tested under
CPython. A table knows its start (position and roll, for *reset*), the
position, the roll waiting to be played and its legal moves, who plays each
seat, and the history as a replayable record. Every action returns *events*:
dicts with a ``say`` key that :mod:`ludoview.embed_words` turns into words.

Unlike the main page, a roll without a legal move is *shown* before it is
passed (phase ``"choose"`` with no moves), so a scenario can explain why.
"""

from __future__ import annotations

import random
from typing import Any

from ludo import api
from ludo.errors import IllegalMove
from ludo.mensch import jsonapi as mensch_api
from ludo.mensch.record import Game as MenschGame
from ludoview import colonne_session
from ludoview.embed_params import HUMAN, EmbedConfig
from ludoview.session import forced_rule, no_move_events, played_events


def _seed_text(seed: str | None) -> str:
    return seed if seed is not None else f"{random.getrandbits(48):x}"


def same_move(a: dict, b: dict) -> bool:
    keys = ("from", "to") + (("dice",) if "dice" in a or "dice" in b else ())
    return all(sorted(a.get(k)) == sorted(b.get(k)) if k == "dice" else a.get(k) == b.get(k) for k in keys)


class Table:
    """What both games share: start, players, phase, seeded dice, host-facing state."""

    game = ""

    def __init__(self, config: EmbedConfig) -> None:
        self.config = config
        self.seed = _seed_text(config.seed)
        self.rolls = 0
        self.start_position = config.position if config.position is not None else self.fresh()
        self.start_roll = config.roll
        self.reset()

    # --- to be provided by each game ----------------------------------------------
    def fresh(self) -> dict:
        raise NotImplementedError

    @property
    def moves(self) -> list[dict]:
        raise NotImplementedError

    @property
    def phase(self) -> str:
        raise NotImplementedError

    def seat_index(self, seat: Any) -> int:
        raise NotImplementedError

    # --- shared -------------------------------------------------------------------------
    @property
    def result(self) -> dict | None:
        return api.result(self.position)

    @property
    def seat(self):
        return self.position["turn"]

    @property
    def player_kind(self) -> str:
        return self.config.players[self.seat_index(self.seat)]

    @property
    def human_to_act(self) -> bool:
        return self.phase != "over" and self.player_kind == HUMAN

    def draw(self, count: int = 1) -> tuple[int, ...]:
        source = random.Random(f"{self.seed}/{self.rolls}")
        self.rolls += 1
        return tuple(source.randint(1, 6) for _ in range(count))

    def ai_seed(self) -> int:
        """The computer player's seed for its next choice (whole number: both games accept it)."""
        return random.Random(f"{self.seed}/{self.rolls}/ai").getrandbits(31)

    def reset(self) -> list[dict]:
        self.position = self.start_position
        self.pending: Any = None
        self.last: dict | None = None
        self.actions: list[dict] = []
        events = [{"say": "embed.to_move", "corner": self.seat}]
        if self.start_roll is not None and self.phase == "roll":
            events += self.set_roll(self.start_roll)
        return events

    def state(self) -> dict:
        """The state a host sees: position (spec JSON), roll, legal moves, phase, result."""
        return {"position": self.position, "roll": self.shown_roll, "moves": self.moves,
                "phase": self.phase, "turn": self.seat, "result": self.result}

    def index_of(self, move: dict) -> int:
        """The index of the legal move equal to ``move`` (from/to, and dice for colonne)."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        for index, legal in enumerate(self.moves):
            if same_move(legal, move):
                return index
        wanted = {k: move.get(k) for k in ("dice", "from", "to") if k in move}
        raise IllegalMove(f"move {wanted} is not legal here; legal: {self.moves or 'none'}")

    def play_move(self, move: dict) -> list[dict]:
        """Play the legal move equal to ``move``."""
        return self.play(self.index_of(move))

    def waiting_for(self) -> str:
        return {"roll": "the dice must be rolled first", "over": "the game is over",
                "choose": "a move is waiting"}[self.phase]


class MenschTable(Table):
    game = "mensch"

    def fresh(self) -> dict:
        return api.new_position(list(self.config.seats), dict(self.config.options))

    def seat_index(self, seat: Any) -> int:
        return list(self.position["seats"]).index(seat)

    @property
    def phase(self) -> str:
        if self.result is not None:
            return "over"
        return "choose" if self.pending is not None else "roll"

    @property
    def moves(self) -> list[dict]:
        if self.pending is None:
            return []
        if self._moves is None:
            self._moves = api.legal_moves(self.position, self.pending)
        return self._moves

    @property
    def shown_roll(self):
        return self.pending

    def reset(self) -> list[dict]:
        self._moves = None
        return super().reset()

    def set_roll(self, roll: int) -> list[dict]:
        """Throw the die with this value (replacing a roll not yet played)."""
        if self.phase == "over":
            raise IllegalMove("the game is over: no more rolls")
        self.pending = roll
        self._moves = None
        events: list[dict] = [{"say": "say.rolled", "corner": self.seat, "roll": roll}]
        moves = self.moves
        if not moves:
            events.append({"say": "say.no_move", "corner": self.seat,
                           "why": mensch_api.why_no_move(self.position, roll)})
        else:
            rule = forced_rule(moves)
            if rule is not None:
                key = f"rule.{rule}"
            else:
                key = "embed.only_one" if len(moves) == 1 else "embed.free_choice"
            events.append({"say": key, "corner": self.seat, "n": len(moves)})
        return events

    def roll_die(self) -> list[dict]:
        if self.phase != "roll":
            raise IllegalMove(f"cannot roll now: {self.waiting_for()}")
        return self.set_roll(self.draw()[0])

    def no_move_events(self) -> list[dict]:
        """Why the waiting roll has no move, and what happens when it is passed."""
        if self.phase != "choose" or self.moves:
            return []
        return no_move_events(self.position, self.seat, self.pending, api.play(self.position, self.pending, None))

    def play(self, index: int | None) -> list[dict]:
        """Play legal move ``index``; ``None`` passes a roll that has no move."""
        if self.phase != "choose":
            raise IllegalMove(f"no move can be played now: {self.waiting_for()}")
        moves = self.moves
        corner = self.seat
        roll = self.pending
        if index is None:
            if moves:
                raise IllegalMove(f"roll {roll} has {len(moves)} legal moves: one must be played")
            move = None
        elif not 0 <= index < len(moves):
            raise IllegalMove(f"move number {index}: there are {len(moves)} legal moves")
        else:
            move = moves[index]
        after = api.play(self.position, roll, move)
        self.actions.append({"roll": roll, "move": None if move is None else {"from": move["from"], "to": move["to"]}})
        events = played_events(self.position, corner, move, after)
        if move is not None:
            self.last = {"corner": corner, "from": move["from"], "to": move["to"]}
        self.position = after
        self.pending = None
        self._moves = None
        return events

    def computer_step(self) -> list[dict]:
        if self.human_to_act or self.phase == "over":
            raise IllegalMove("no computer player is to act")
        if self.phase == "roll":
            return self.roll_die()
        if not self.moves:
            return self.play(None)
        chosen = api.choose_move(self.position, self.pending, self.player_kind, self.ai_seed())
        return self.play(next(i for i, m in enumerate(self.moves) if same_move(m, chosen)))

    def record(self) -> dict:
        """The history as an engine game record (``ludo-record/1``), replayable by the engine."""
        game = MenschGame(self.start_position["seats"], None, None,
                          mensch_api.position_from_json(self.start_position))
        record = game.to_record()
        record["turns"] = list(self.actions)
        return record


class ColonneTable(Table):
    """Colonne: the position itself holds the dice still to use (``dice``)."""

    game = "colonne"

    def fresh(self) -> dict:
        for _ in range(100):
            count = 2 if self.config.variant == "small" else 3
            first = api.opening(list(self.draw(count)), list(self.draw(count)))
            if first is not None:
                return api.new_colonne(self.config.variant, first)
        return api.new_colonne(self.config.variant, "white")  # pragma: no cover (100 ties)

    def seat_index(self, seat: Any) -> int:
        return ("white", "black").index(seat)

    @property
    def phase(self) -> str:
        return colonne_session.phase_of(self.position)

    @property
    def moves(self) -> list[dict]:
        return api.legal_steps(self.position) if self.phase == "choose" else []

    @property
    def shown_roll(self):
        return list(self.position["dice"]) or None

    def set_roll(self, dice) -> list[dict]:
        if self.phase == "over":
            raise IllegalMove("the game is over: no more rolls")
        colour = self.seat
        base = dict(self.position, dice=[], again=False) if self.position["dice"] else self.position
        wanted = 2 if base["variant"] == "small" else 3
        if len(dice) != wanted:
            raise IllegalMove(f"roll {list(dice)}: the {base['variant']} game rolls {wanted} dice")
        after = api.roll(base, list(dice))
        self.actions.append({"roll": list(dice)})
        self.position = after
        return colonne_session.rolled_events(colour, dice, after)

    def roll_die(self) -> list[dict]:
        if self.phase != "roll":
            raise IllegalMove(f"cannot roll now: {self.waiting_for()}")
        return self.set_roll(self.draw(2 if self.position["variant"] == "small" else 3))

    def play(self, index: int | None) -> list[dict]:
        if self.phase != "choose":
            raise IllegalMove(f"no step can be played now: {self.waiting_for()}")
        steps = self.moves
        if index is None or not 0 <= index < len(steps):
            raise IllegalMove(f"step number {index}: there are {len(steps)} legal steps")
        step = steps[index]
        colour = self.seat
        after = api.play(self.position, step)
        self.actions.append({"step": {"dice": step["dice"], "from": step["from"], "to": step["to"]}})
        events = colonne_session.played_events(self.position, colour, step, after)
        self.position = after
        self.last = {"corner": colour, "from": step["from"], "to": step["to"]}
        return events

    def no_move_events(self) -> list[dict]:
        return []   # colonne passes a roll without a step at once (the engine ends the turn)

    def computer_step(self) -> list[dict]:
        if self.human_to_act or self.phase == "over":
            raise IllegalMove("no computer player is to act")
        if self.phase == "roll":
            return self.roll_die()
        chosen = api.choose_step(self.position, self.player_kind, self.ai_seed())
        return self.play(next(i for i, m in enumerate(self.moves) if same_move(m, chosen)))

    def record(self) -> dict:
        """The history from the start position (the embed's own record form for colonne)."""
        return {"format": "ludo-embed-record/1", "game": "colonne", "start": self.start_position,
                "actions": list(self.actions)}


def table_for(config: EmbedConfig) -> Table:
    return (MenschTable if config.game == "mensch" else ColonneTable)(config)


def table_for_position(config: EmbedConfig, position: dict, roll=None) -> Table:
    """A table showing ``position`` (of either game), keeping the frame's mode and,
    where the seats still fit, its players."""
    from dataclasses import replace

    from ludoview.embed_params import default_players

    game = position["game"]
    count = len(position["seats"]) if game == "mensch" else 2
    players = config.players if (game == config.game and len(config.players) == count) else \
        default_players(config.mode, count)
    return table_for(replace(config, game=game, position=position, roll=roll, players=players,
                             variant=position.get("variant", config.variant),
                             options=position.get("options", config.options)))


def table_from_replay(config: EmbedConfig, shared) -> Table:
    """A table that starts where a shared record started and stands where it ended."""
    from dataclasses import replace

    start = shared.positions[0]
    if start["game"] != config.game:
        config = replace(config, game=start["game"])
    if start["game"] == "mensch" and len(config.players) != len(start["seats"]):
        config = replace(config, players=("human",) * len(start["seats"]))
    table = table_for(replace(config, position=start, roll=None))
    table.actions = [dict(a) for a in shared.actions]
    table.position = shared.last
    return table
