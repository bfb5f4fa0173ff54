"""The rules of mensch, in the order of ``position-format.md``.

The die is an input: every function here takes the ``roll`` (1..6) that was
thrown; nothing in this module draws a random number.

- :func:`piece_move` -- rule 1 (moving) and rule 2 (entering) for one piece;
- :func:`legal_choices` -- rule 4 (free the start, must enter, must capture),
  as a tuple (:func:`legal_moves`: the same, lazily);
- :func:`why_illegal` -- the reason code when a move is not legal
  (:func:`why_not` for one piece, :func:`why_no_move` for a roll without moves);
- :func:`play` -- rules 3, 5 and 6 (capture, three tries, who rolls next);
- :func:`result` -- rule 7 (the end, and the places: a :class:`ludo.core.Result`).

``legal_choices``, ``why_illegal`` and ``result`` are the names every game's
rules module has (:mod:`ludo.core`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ludo.core import Result
from ludo.errors import GameOver, IllegalMove, InvalidPosition
from ludo.limits import brief
from ludo.mensch.position import (
    BASE,
    GOAL,
    LANE,
    RING,
    Move,
    Position,
    in_series,
    ring_square,
)
from ludo.values import replace

# Codes naming the rule that narrowed the choice (``Move.rule``).
FREE_START = "free_start"
MUST_ENTER = "must_enter"
MUST_CAPTURE = "must_capture"

# Codes saying why a roll has no legal move (:func:`why_no_move`).
NEEDS_SIX = "needs_six"                # base pieces (or a three-tries series) need a 6
THIRD_TRY_FAILED = "third_try_failed"  # the last of three tries failed: the turn passes
EXACT_ROLL = "exact_roll"              # the roll would carry a piece past the end of the lane
OWN_PIECE_BLOCKS = "own_piece_blocks"  # the target square holds an own piece
NO_LANE_JUMP = "no_lane_jump"          # own pieces in the home lane may not be jumped

# Codes only :func:`why_illegal` gives (it answers for any move, not just a piece's).
GAME_OVER = "game_over"                # the game has ended
NO_PIECE = "no_piece"                  # no piece of the player to roll stands at the move's origin
WRONG_TARGET = "wrong_target"          # the piece moves with this roll, but to another square



class Why:
    """The codes :func:`why_illegal` gives, as colonne's :class:`ludo.colonne.rules.Why`
    holds its own (the same constants as above; words come from the page's translations)."""

    GAME_OVER = GAME_OVER
    NO_PIECE = NO_PIECE
    WRONG_TARGET = WRONG_TARGET
    NEEDS_SIX = NEEDS_SIX
    THIRD_TRY_FAILED = THIRD_TRY_FAILED
    EXACT_ROLL = EXACT_ROLL
    OWN_PIECE_BLOCKS = OWN_PIECE_BLOCKS
    NO_LANE_JUMP = NO_LANE_JUMP


ROLLS = (1, 2, 3, 4, 5, 6)


def check_roll(roll: object) -> int:
    """The roll itself, or :class:`IllegalMove` unless it is an integer 1..6."""
    if type(roll) is not int or not 1 <= roll <= 6:
        raise IllegalMove(f"roll {brief(roll)}: a die shows an integer 1..6")
    return roll


def _blocker(own: tuple[int, ...], origin: int, roll: int, lane_jump: bool) -> str | None:
    """Why the piece at ``origin`` cannot move by ``roll`` (rules 1-2), or None if it can."""
    if origin == BASE:
        if roll != 6:
            return NEEDS_SIX
        return OWN_PIECE_BLOCKS if 0 in own else None
    target = origin + roll
    if target > GOAL:
        return EXACT_ROLL
    if target in own:
        return OWN_PIECE_BLOCKS
    if target >= LANE and not lane_jump:
        if any(origin < q < target and q >= LANE for q in own):
            return NO_LANE_JUMP
    return None


def _captured(position: Position, target: int) -> tuple[int, int] | None:
    """``(corner, piece index)`` of the opponent that a move to ``target`` captures."""
    if target >= RING:
        return None
    return position.occupant(ring_square(position.turn, target))


def piece_move(position: Position, origin: int, roll: int) -> Move | None:
    """The move of the mover's piece at ``origin`` by ``roll`` under rules 1-3, if any."""
    if _blocker(position.mover, origin, roll, position.options.lane_jump):
        return None
    target = 0 if origin == BASE else origin + roll
    return Move(origin, target, _captured(position, target) is not None)


def _candidates(position: Position, roll: int) -> Iterator[Move]:
    """Every move rules 1-3 allow, each origin once, before rule 4 narrows them."""
    done: set[int] = set()
    for origin in position.mover:
        if origin in done:
            continue
        done.add(origin)
        move = piece_move(position, origin, roll)
        if move is not None:
            yield move


def _check_playable(position: Position, roll: object) -> int:
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a mensch Position, not {brief(position)}")
    if position.finished():
        raise GameOver(f"the game is over: corner {position.finished()[0]} has won")
    return check_roll(roll)


def legal_moves(position: Position, roll: int) -> Iterator[Move]:
    """The legal moves for ``roll`` (rule 4), lazily; none when the roll cannot be played.

    A move carries ``rule`` when rule 4 narrowed the choice to it.  Raises
    :class:`IllegalMove` for a bad roll and :class:`GameOver` once the game has ended.
    """
    roll = _check_playable(position, roll)
    return _legal(position, roll)


def _legal(position: Position, roll: int) -> Iterator[Move]:
    own = position.mover
    has_base = BASE in own
    # 4.1 free the start
    if has_base and 0 in own:
        move = piece_move(position, 0, roll)
        if move is not None:
            others = any(m.origin != 0 for m in _candidates(position, roll))
            yield Move(move.origin, move.target, move.capture, FREE_START if others else None)
            return
    # 4.2 a 6 with a piece in the base and a free start square: enter
    if roll == 6 and has_base and 0 not in own:
        move = piece_move(position, BASE, roll)
        assert move is not None, "the start square is free"
        others = any(m.origin != BASE for m in _candidates(position, roll))
        yield Move(move.origin, move.target, move.capture, MUST_ENTER if others else None)
        return
    # 4.3 mandatory capture
    if position.options.mandatory_capture:
        moves = list(_candidates(position, roll))
        if any(m.capture for m in moves):
            narrowed = not all(m.capture for m in moves)
            for m in moves:
                if m.capture:
                    yield Move(m.origin, m.target, True, MUST_CAPTURE if narrowed else None)
            return
        yield from moves
        return
    # 4.4 free choice
    yield from _candidates(position, roll)


def _need_roll(roll: object) -> int:
    if roll is None:
        raise IllegalMove("a mensch roll stays beside the position: give the roll (1..6) too")
    return check_roll(roll)


def legal_choices(position: Position, roll: int | None = None) -> tuple[Move, ...]:
    """The legal moves for ``roll`` (rule 4) as a tuple, as :func:`legal_moves`
    lists them; ``()`` when the roll cannot be played or the game is over.
    The roll is required (it stays beside a mensch position)."""
    roll = _need_roll(roll)
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a mensch Position, not {brief(position)}")
    if position.finished():
        return ()
    return tuple(_legal(position, roll))


def why_illegal(position: Position, choice: Move | int, roll: int | None = None) -> str | None:
    """None if ``choice`` (a :class:`Move`, or the origin of the piece to move)
    is legal with ``roll``, else the code saying why not: :data:`GAME_OVER`,
    :data:`NO_PIECE`, a code of :func:`why_not` (rules 1, 2, 4 and 5), or
    :data:`WRONG_TARGET` for a movable piece sent to the wrong square.
    :class:`IllegalMove` for a roll that is not 1..6 or a choice of another kind."""
    roll = _need_roll(roll)
    if isinstance(choice, Move):
        origin = choice.origin
    elif type(choice) is int:
        origin = choice
    else:
        raise IllegalMove(f"choice {brief(choice)}: must be a Move or the origin of a piece")
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a mensch Position, not {brief(position)}")
    if position.finished():
        return GAME_OVER
    if origin not in position.mover:
        return NO_PIECE
    code = why_not(position, roll, origin)
    if code is None and isinstance(choice, Move):
        move = piece_move(position, origin, roll)
        if move is not None and move.target != choice.target:
            return WRONG_TARGET
    return code


def why_no_move(position: Position, roll: int) -> str | None:
    """The reason code when ``roll`` has no legal move, or None when it has one.

    In a three-tries series: :data:`NEEDS_SIX`, or :data:`THIRD_TRY_FAILED` on
    the third failed roll.  Otherwise the most telling reason among the
    player's pieces: :data:`OWN_PIECE_BLOCKS`, :data:`NO_LANE_JUMP`,
    :data:`EXACT_ROLL`, then :data:`NEEDS_SIX`.
    """
    roll = _check_playable(position, roll)
    if next(_legal(position, roll), None) is not None:
        return None
    if in_series(position):
        return THIRD_TRY_FAILED if position.tries == 2 else NEEDS_SIX
    reasons = {_blocker(position.mover, p, roll, position.options.lane_jump) for p in position.mover}
    for code in (OWN_PIECE_BLOCKS, NO_LANE_JUMP, EXACT_ROLL, NEEDS_SIX):
        if code in reasons:
            return code
    raise AssertionError("a roll without moves always has a reason")  # pragma: no cover


def why_not(position: Position, roll: int, origin: int) -> str | None:
    """Why the mover's piece at ``origin`` has no legal move with ``roll``, or None if it has one.

    The code of rules 1-2 (:data:`NEEDS_SIX`, :data:`EXACT_ROLL`,
    :data:`OWN_PIECE_BLOCKS`, :data:`NO_LANE_JUMP`) or, when rule 4 chose other
    moves, the code of the rule that did (:data:`FREE_START`, :data:`MUST_ENTER`,
    :data:`MUST_CAPTURE`).  Raises :class:`IllegalMove` when no piece stands at ``origin``.
    """
    roll = _check_playable(position, roll)
    if type(origin) is not int or origin not in position.mover:
        raise IllegalMove(f"corner {position.turn} has no piece at {brief(origin)}")
    legal = list(_legal(position, roll))
    if any(m.origin == origin for m in legal):
        return None
    if in_series(position):
        return THIRD_TRY_FAILED if position.tries == 2 else NEEDS_SIX
    code = _blocker(position.mover, origin, roll, position.options.lane_jump)
    if code is not None:
        return code
    return legal[0].rule  # the piece could move, so rule 4 narrowed the choice (and says how)


def play(position: Position, roll: int, move: Move | None) -> Position:
    """The position after ``roll`` and ``move`` (``None`` exactly when no move is legal).

    Rule 3 sends a captured piece home; rules 5 and 6 set who rolls next and
    the three-tries count.  Raises :class:`IllegalMove` for a move that
    :func:`legal_moves` does not list.
    """
    return play_listed(position, roll, move)[0]


def play_listed(position: Position, roll: int, move: Move | None) -> tuple[Position, Move | None]:
    """:func:`play`, and the move played as :func:`legal_moves` lists it (with
    ``capture`` and ``rule``; None when no move is legal): what a game's
    history keeps, without listing the moves a second time."""
    roll = _check_playable(position, roll)
    if move is not None and not isinstance(move, Move):
        raise IllegalMove(f"move {brief(move)}: must be a Move or None")
    legal = list(_legal(position, roll))
    if not legal:
        if move is not None:
            raise IllegalMove(f"move {move} with a {roll} is not legal here: a {roll} has no legal move, "
                              "the move must be null")
        if in_series(position) and position.tries < 2:
            return replace(position, tries=position.tries + 1), None
        return replace(position, turn=position.next_seat(), tries=0), None
    if move is None:
        listed = ", ".join(str(m) for m in legal)
        raise IllegalMove(f"a {roll} has legal moves here ({listed}): a move is required")
    if move not in legal:
        listed = ", ".join(str(m) for m in legal)
        raise IllegalMove(f"move {move} with a {roll} is not legal here: legal are {listed}")
    found = legal[legal.index(move)]
    return _apply(position, roll, found), found


def _apply(position: Position, roll: int, move: Move) -> Position:
    pieces = [list(own) for own in position.pieces]
    mover = position.seats.index(position.turn)
    captured = _captured(position, move.target)
    if captured is not None:
        corner, i = captured
        pieces[position.seats.index(corner)][i] = BASE
    own = pieces[mover]
    own[own.index(move.origin)] = move.target
    turn = position.turn if roll == 6 else position.next_seat()
    return replace(position, pieces=tuple(tuple(p) for p in pieces), turn=turn, tries=0)


def result(position: Position) -> Result | None:
    """Rule 7: None while the game goes on; else the winner and the places
    (corners; a :class:`ludo.core.Result`, the type every game's result has)."""
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a mensch Position, not {brief(position)}")
    done = position.finished()
    if not done:
        return None
    winner = done[0]

    def key(own: tuple[int, ...]) -> tuple[int, int]:
        return (sum(p >= LANE for p in own), sum(p for p in own if p != BASE))

    keys = {c: key(own) for c, own in position if c != winner}
    places = []
    for corner in position.seats:
        if corner == winner:
            places.append((corner, 1))
        else:
            better = sum(k > keys[corner] for k in keys.values())
            places.append((corner, 2 + better))
    return Result(winner, tuple(places))
