"""mensch through the object protocol of :mod:`ludo.protocol`.

A :class:`State` is a position plus the pending roll, kept as the plain
tuples of :mod:`ludo.mensch.fast` (the rules' fast path, checked against
:mod:`ludo.mensch.rules` by the tests), so a step validates nothing twice.

- **Players**: seat indices in turn order (``position.seats[i]`` is seat
  ``i``'s corner); ``players=2`` seats corners 0 and 2, ``3`` corners 0, 1, 2,
  ``4`` all four.
- **Chance**: one die; outcome ``d - 1`` for the die ``d`` (0..5), each 1/6.
  A roll with no legal move is played out at once (rule 5's next try, or the
  next player), with a ``no_move`` event naming the ``why_no_move`` code.
- **Actions** (44): the *origin* of the moving piece plus one -- ``0`` a piece
  from the base, ``1..40`` the ring (progress 0..39), ``41..43`` the home lane
  (progress 40..42). A roll moves at most one piece from each origin, so the
  origin names the move; the target follows from the roll.
- **Text**: ``"roll 4"`` for a chance outcome, and the move as
  :func:`ludo.mensch.notation.move_text` writes it (and :class:`ludo.mensch.Move` prints it), ``"-1->0"``, ``"12->16x"`` (``x``: it
  captures) for an action.
- **Parameters**: ``players`` (2, 3, 4), the three :class:`ludo.mensch.Options`
  (``mandatory_capture``, ``lane_jump``, ``start_with_piece``) and
  ``max_length`` (the cut-off, actions including throws).
- **Observation** (196 floats, from a seat's point of view, players in turn
  order starting with that seat, four blocks, empty ones zero): per player
  the share of pieces in the base, 40 ring squares counted from the
  observing seat's start square (1 where a piece stands) and 4 home-lane
  squares; then the roll (6, one-hot, zero at a chance node), the tries (3),
  the player to act relative to the observer (4) and the options (3).
"""

from __future__ import annotations

from typing import Any

from ludo.core import Result
from ludo.errors import IllegalMove, InvalidPosition
from ludo.limits import brief
from ludo.mensch import fast
from ludo.mensch.jsonio import position_from_json, position_to_json
from ludo.mensch.notation import move_text, to_notation
from ludo.mensch.position import Move, Options, Position
from ludo.mensch.rules import (
    EXACT_ROLL,
    FREE_START,
    MUST_CAPTURE,
    MUST_ENTER,
    NEEDS_SIX,
    NO_LANE_JUMP,
    OWN_PIECE_BLOCKS,
    THIRD_TRY_FAILED,
)
from ludo.mensch.rules import result as rules_result
from ludo.protocol import (
    CHANCE,
    CUT_OFF,
    ENTER,
    EXTRA_THROW,
    FORCED,
    HOME,
    MOVE,
    NO_MOVE,
    ROLL,
    SEND_BACK,
    STATE_FORMAT,
    TERMINAL,
    TRY_AGAIN,
    TURN_PASSED,
    WIN,
    Event,
    GameInfo,
    Playing,
    check_state_json,
    final_returns,
    params_of,
)

_ring, _moves, _lane_bits, _SQUARE, _SPOT = fast._ring, fast._moves, fast._lane_bits, fast.SQUARE, fast.SPOT

NAME = "mensch"
NUM_ACTIONS = 44
OBSERVATION_SIZE = 4 * 45 + 6 + 3 + 4 + 3
SEATINGS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
#: The parameters and their defaults, in this order.
PARAMS: tuple[tuple[str, Any], ...] = (
    ("players", 4), ("mandatory_capture", True), ("lane_jump", False), ("start_with_piece", False),
    ("max_length", 100_000),
)
_SIXTH = 1.0 / 6.0
_CHANCE_OUTCOMES = [(d, _SIXTH) for d in range(6)]


def game_info(**params: Any) -> GameInfo:
    """The description of mensch with these parameters (see :data:`PARAMS`)."""
    values = params_of(PARAMS, params, InvalidPosition)
    players = values["players"]
    if players not in SEATINGS or type(players) is not int:
        raise InvalidPosition(f"players {brief(players)}: mensch is played by 2, 3 or 4")
    Options(values["mandatory_capture"], values["lane_jump"], values["start_with_piece"])  # checks them
    length = values["max_length"]
    if type(length) is not int or length < 1:
        raise InvalidPosition(f"max_length {brief(length)}: must be a positive integer")
    return GameInfo(NAME, tuple(values.items()), players, NUM_ACTIONS, 6, length, OBSERVATION_SIZE)


def new_state(**params: Any) -> State:
    """The initial state (a chance node: the first player throws)."""
    info = game_info(**params)
    options = Options(info.param("mandatory_capture"), info.param("lane_jump"), info.param("start_with_piece"))
    position = Position.initial(SEATINGS[info.num_players], options)
    return State.of_position(info, position)


def from_json(data: Any, **params: Any) -> State:
    """The state :meth:`State.to_json` wrote (``params`` as for :func:`new_state`,
    except that the position's seats and options win)."""
    check_state_json(data, NAME)
    position = position_from_json(data["position"])
    options = position.options
    given = dict(params, players=len(position.seats), mandatory_capture=options.mandatory_capture,
                 lane_jump=options.lane_jump, start_with_piece=options.start_with_piece)
    info = game_info(**given)
    length = data["length"]
    if type(length) is not int or not 0 <= length <= info.max_game_length:
        raise InvalidPosition(f"state length {brief(length)}: must be 0..{info.max_game_length}")
    state = State.of_position(info, position, length)
    roll = data["roll"]
    if roll is not None:
        if type(roll) is not int or not 1 <= roll <= 6:
            raise InvalidPosition(f"state roll {brief(roll)}: must be null or a die 1..6")
        if state.is_terminal():
            raise InvalidPosition(f"state roll {roll}: the game is over")
        legal = fast.legal(state._fast(), roll)
        if not legal:
            raise InvalidPosition(f"state roll {roll}: no legal move (such a roll is played out at once)")
        state.roll, state.legal = roll, legal
    return state


def _rule(own: tuple, s: int, roll: int, moves: list, ring: list, sq: tuple, bits: int, flags: int) -> str | None:
    """The rule-4 code that narrowed the choice to ``moves``, or None (as ``Move.rule``)."""
    has_base = -1 in own
    lane = fast.LANE[flags >> 1 & 1]
    candidates = []   # rules 1-3: every move of every origin
    for p in set(own):
        if p == -1:
            if roll == 6 and 0 not in own:
                candidates.append((-1, False))
            continue
        t = p + roll
        if t < 40:
            occ = ring[sq[t]]
            if occ < 0 or occ >> 2 != s:
                candidates.append((p, occ >= 0))
        else:
            mask = lane[p * 8 + roll]
            if mask >= 0 and not bits & mask:
                candidates.append((p, False))
    if has_base and 0 in own and any(p == 0 for p, _ in candidates):
        return FREE_START if any(p != 0 for p, _ in candidates) else None
    if roll == 6 and has_base and 0 not in own:
        return MUST_ENTER if any(p != -1 for p, _ in candidates) else None
    if flags & fast.MANDATORY_CAPTURE and any(c for _, c in candidates):
        return None if all(c for _, c in candidates) else MUST_CAPTURE
    return None


def _blocked(own: tuple, origin: int, roll: int, jump: bool) -> str | None:
    """Rules 1-2: why the piece at ``origin`` cannot move by ``roll``, or None."""
    if origin == -1:
        if roll != 6:
            return NEEDS_SIX
        return OWN_PIECE_BLOCKS if 0 in own else None
    target = origin + roll
    if target > 43:
        return EXACT_ROLL
    if target in own:
        return OWN_PIECE_BLOCKS
    if target >= 40 and not jump and any(origin < q < target and q >= 40 for q in own):
        return NO_LANE_JUMP
    return None


def _no_move_code(state: tuple, roll: int) -> str:
    """``why_no_move`` for a roll with no legal move."""
    seats, pieces, turn, tries, flags = state
    if fast.in_series(state):
        return THIRD_TRY_FAILED if tries == 2 else NEEDS_SIX
    own = pieces[turn]
    reasons = {_blocked(own, p, roll, bool(flags & fast.LANE_JUMP)) for p in own}
    for code in (OWN_PIECE_BLOCKS, NO_LANE_JUMP, EXACT_ROLL, NEEDS_SIX):
        if code in reasons:
            return code
    raise AssertionError("a roll without moves always has a reason")  # pragma: no cover


class State(Playing):
    """A mensch state of the protocol (:class:`ludo.protocol.GameState`)."""

    __slots__ = ("info", "seats", "pieces", "turn", "tries", "flags", "roll", "legal", "length", "won", "cut",
                 "ring")

    def __init__(self, info: GameInfo, seats: tuple, pieces: tuple, turn: int, tries: int, flags: int,
                 roll: int | None = None, legal: list | None = None, length: int = 0,
                 won: int | None = None, cut: bool = False, ring: list | None = None) -> None:
        self.info = info
        self.seats, self.pieces, self.turn, self.tries, self.flags = seats, pieces, turn, tries, flags
        self.roll, self.legal, self.length, self.won, self.cut = roll, legal, length, won, cut
        self.ring = ring  # fast._ring of the pieces (never changed in place), or None: not made yet

    @classmethod
    def of_position(cls, info: GameInfo, position: Position, length: int = 0) -> State:
        seats, pieces, turn, tries, flags = fast.from_position(position)
        winner = fast.winner((seats, pieces, turn, tries, flags))
        won = None if winner is None else seats.index(winner)
        return cls(info, seats, pieces, turn, tries, flags, None, None, length, won,
                   won is None and length >= info.max_game_length)

    def _fast(self) -> tuple:
        return (self.seats, self.pieces, self.turn, self.tries, self.flags)

    # --- reading -------------------------------------------------------------
    def current_player(self) -> int:
        if self.won is not None or self.cut:
            return TERMINAL
        return CHANCE if self.roll is None else self.turn

    def is_chance_node(self) -> bool:
        return self.roll is None and self.won is None and not self.cut

    def is_terminal(self) -> bool:
        return self.won is not None or self.cut

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.roll is None and self.won is None and not self.cut:
            return list(_CHANCE_OUTCOMES)
        return []

    def action_of(self, move: Any) -> int:
        """The action of a move (a :class:`ludo.mensch.Move`: its origin)."""
        return move.origin + 1

    def legal_actions(self) -> list[int]:
        legal = self.legal
        if legal is None or self.won is not None or self.cut:
            return []
        actions = [move[1] + 1 for move in legal]
        if len(actions) > 1:
            actions.sort()
        return actions

    def legal_mask(self) -> list[int]:
        mask = [0] * NUM_ACTIONS
        for action in self.legal_actions():
            mask[action] = 1
        return mask

    def winner(self) -> int | None:
        """The seat that won, or None."""
        return self.won

    def result(self) -> Result | None:
        """The end as the rules give it (:func:`ludo.mensch.rules.result`, a
        :class:`ludo.core.Result`); None while the game goes on or once cut off."""
        return rules_result(self.position()) if self.won is not None else None

    def returns(self) -> list[float]:
        return final_returns(len(self.seats), self.won)

    def position(self) -> Position:
        """The position (validated), without the pending roll."""
        return fast.to_position(self._fast())

    def to_json(self) -> dict:
        return {"format": STATE_FORMAT, "game": NAME, "position": position_to_json(self.position()),
                "roll": self.roll, "length": self.length}

    def __str__(self) -> str:
        return to_notation(self.position()) + ("" if self.roll is None else f" roll {self.roll}")

    def __repr__(self) -> str:
        return f"<mensch State {self}>"

    def clone(self) -> State:
        return State(self.info, self.seats, self.pieces, self.turn, self.tries, self.flags, self.roll,
                     self.legal, self.length, self.won, self.cut, self.ring)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return (self._fast(), self.roll, self.length, self.cut) == (other._fast(), other.roll, other.length, other.cut)

    __hash__ = None  # type: ignore[assignment]  # a state is mutable through apply()

    # --- text ----------------------------------------------------------------
    def action_to_string(self, action: int) -> str:
        if self.is_chance_node():
            return f"roll {action + 1}"
        for _, origin, target, victim in self.legal or ():
            if origin == action - 1:
                return move_text(Move(origin, target, victim >= 0))
        return f"{action - 1}->?"

    def string_to_action(self, text: str) -> int:
        if not isinstance(text, str):
            raise IllegalMove(f"action text {brief(text)}: must be a string")
        for action in ([d for d, _ in _CHANCE_OUTCOMES] if self.is_chance_node() else self.legal_actions()):
            if self.action_to_string(action) == text.strip():
                return action
        raise IllegalMove(f"action {brief(text)}: not one of {', '.join(self.action_to_string(a) for a in self.legal_actions() or range(6))}")

    def observation(self, seat: int) -> list[float]:
        out = [0.0] * OBSERVATION_SIZE
        seats, n = self.seats, len(self.seats)
        mine = seats[seat]
        for k in range(n):
            s = (seat + k) % n
            corner = seats[s]
            base = 45 * k
            for p in self.pieces[s]:
                if p < 0:
                    out[base] += 0.25
                elif p < 40:
                    out[base + 1 + (10 * (corner - mine) + p) % 40] = 1.0
                else:
                    out[base + 1 + p] = 1.0
        at = 180
        if self.roll is not None:
            out[at + self.roll - 1] = 1.0
        out[at + 6 + self.tries] = 1.0
        if not self.is_terminal():
            out[at + 9 + (self.turn - seat) % n] = 1.0
        for bit in range(3):
            out[at + 13 + bit] = float(self.flags >> bit & 1)
        return out

    # --- playing -------------------------------------------------------------
    def refusal(self, action: int) -> str | None:
        if self.roll is None:
            return None if action in range(6) else "chance outcomes are 0..5"
        return None if action in self.legal_actions() else f"legal are {self.legal_actions()}"

    def _advance(self, action: int, events: list | None = None) -> None:
        turn = self.turn
        roll = self.roll
        if roll is None:
            roll = action + 1
            ring = self.ring
            if ring is None:
                ring = self.ring = _ring(self.seats, self.pieces)
            own = self.pieces[turn]
            legal = _moves(own, turn, roll, ring, _SQUARE[self.seats[turn]], _lane_bits(own), self.flags)
            if events is not None:
                events.append(Event(ROLL, turn, dice=(roll,)))
            if legal:
                self.roll, self.legal = roll, legal
            else:
                state = (self.seats, self.pieces, turn, self.tries, self.flags)
                if events is not None:
                    events.append(Event(NO_MOVE, turn, rule=_no_move_code(state, roll)))
                _, _, self.turn, self.tries, _ = fast.apply(state, roll, None)
                if events is not None:
                    events.append(Event(TRY_AGAIN, turn) if self.turn == turn else Event(TURN_PASSED, self.turn))
        else:
            origin = action - 1
            for move in self.legal:  # type: ignore[union-attr]
                if move[1] == origin:
                    break
            else:
                raise IllegalMove(f"action {action}: no legal move from {origin} with roll {roll}")
            seats, pieces = self.seats, self.pieces
            ring = self.ring
            if ring is None:
                ring = _ring(seats, pieces)
            _, _, target, victim = move
            if events is not None:
                own = pieces[turn]
                rule = _rule(own, turn, roll, self.legal or [], ring, _SQUARE[seats[turn]], _lane_bits(own),
                             self.flags)
                if rule is not None:
                    events.append(Event(FORCED, turn, rule=rule))
                events.append(Event(ENTER if origin < 0 else MOVE, turn, origin, target, 1))
                if victim >= 0:
                    events.append(Event(SEND_BACK, victim, target=target, number=1))
                if target >= 40 > origin:
                    events.append(Event(HOME, turn, target=target, number=1))
            if victim < 0:  # the common case, in line: one piece moves
                piece = move[0]
                own = list(pieces[turn])
                own[piece] = target
                changed = list(pieces)
                changed[turn] = tuple(own)
                self.pieces = tuple(changed)
            else:
                _, self.pieces, _, _, _ = fast.apply((seats, pieces, turn, 0, self.flags), roll, move)
            # the ring follows the one piece (a piece sent back goes to the base, off the ring;
            # index 40 is scratch): a copy, as a clone may share the old one
            spot = _SPOT[seats[turn]]
            ring = ring[:]
            ring[spot[origin + 1]] = -1
            ring[spot[target + 1]] = 4 * turn + move[0]
            self.ring = ring
            self.roll = self.legal = None
            self.tries = 0
            if roll != 6:
                self.turn = (turn + 1) % len(seats)
            if target >= 40 and min(self.pieces[turn]) >= 40:
                self.won = turn
                if events is not None:
                    events.append(Event(WIN, turn))
            elif events is not None:
                events.append(Event(EXTRA_THROW, turn) if roll == 6 else Event(TURN_PASSED, self.turn))
        self.length += 1
        if self.length >= self.info.max_game_length and self.won is None:
            self.cut = True
            if events is not None:
                events.append(Event(CUT_OFF))

    apply = _advance  # the trusted fast path (ludo.protocol.Playing.apply), one call less


__all__ = ["NAME", "NUM_ACTIONS", "OBSERVATION_SIZE", "PARAMS", "SEATINGS", "State", "from_json",
           "game_info", "new_state"]
