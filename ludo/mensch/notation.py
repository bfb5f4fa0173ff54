"""The one-line, URL-safe notation of a mensch position.

    m<options>.<seats>.<turn><tries>.<pieces of seat 1>.<pieces of seat 2>...

- ``m`` names the game;
- ``<options>`` one digit 0..7, the sum of 1 (mandatory_capture),
  2 (lane_jump) and 4 (start_with_piece) -- the defaults give ``1``;
- ``<seats>`` the corners in turn order, one digit each (``02``, ``0123``);
- ``<turn><tries>`` the corner to roll and the failed tries (two digits);
- one group of four characters per seat, in seat order, one per piece:
  ``_`` the base, ``0``-``9`` and ``a``-``z`` progress 0..35,
  ``A``-``H`` progress 36..43 (``E``..``H`` the home lane).

Example: the spec's sample position is ``m1.02.00.__5F.___h``.  Only the
characters ``0-9 a-z A-Z . _`` are used, so the text is safe in a URL as is.

A move's text, :func:`move_text` / :func:`parse_move` (the names every game's
notation module has), is ``<from>-><to>`` in progress values, ``x`` after it
when the move captures: ``-1->0`` enters a piece, ``12->16x`` captures. It is
how :class:`~ludo.mensch.position.Move` prints and how the object protocol's
``action_to_string`` words a move; it parses back to an equal move (moves are
equal when from and to are).
"""

from __future__ import annotations

import re

from ludo.errors import InvalidNotation, InvalidPosition
from ludo.limits import brief, check_string
from ludo.mensch.position import BASE, GOAL, Move, Options, Position

PREFIX = "m"
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH"  # progress 0..43
BASE_CHAR = "_"
FLAGS = (("mandatory_capture", 1), ("lane_jump", 2), ("start_with_piece", 4))


def _char(progress: int) -> str:
    return BASE_CHAR if progress == BASE else DIGITS[progress]


def to_notation(position: Position) -> str:
    """The notation of ``position``."""
    flags = sum(bit for name, bit in FLAGS if getattr(position.options, name))
    groups = ["".join(_char(p) for p in own) for own in position.pieces]
    head = f"{PREFIX}{flags}.{''.join(map(str, position.seats))}.{position.turn}{position.tries}"
    return ".".join([head, *groups])


def _progress(ch: str, shown: str) -> int:
    if ch == BASE_CHAR:
        return BASE
    index = DIGITS.find(ch)
    if index < 0 or len(ch) != 1:
        raise InvalidNotation(f"notation {shown}: {brief(ch)} is not a piece (use _, 0-9, a-z, A-H)")
    return index


def from_notation(text: object) -> Position:
    """The :class:`Position` that ``text`` stands for; :class:`InvalidNotation` if none."""
    if not isinstance(text, str):
        raise InvalidNotation(f"notation must be a string, not {brief(text)}")
    check_string(text, "notation")
    shown = brief(text, 60)
    if not text.startswith(PREFIX):
        raise InvalidNotation(f"notation {shown}: a mensch notation starts with 'm'")
    parts = text[len(PREFIX):].split(".")
    if len(parts) < 5:
        raise InvalidNotation(f"notation {shown}: expected m<options>.<seats>.<turn><tries>.<pieces>...")
    flags, seats_text, state, *groups = parts
    if len(flags) != 1 or flags not in "01234567":
        raise InvalidNotation(f"notation {shown}: options {brief(flags, 20)} must be one digit 0..7")
    options = Options(**{name: bool(int(flags) & bit) for name, bit in FLAGS})
    if not seats_text or any(ch not in "0123" for ch in seats_text):
        raise InvalidNotation(f"notation {shown}: seats {brief(seats_text, 20)} must be digits 0..3")
    seats = tuple(int(ch) for ch in seats_text)
    if len(state) != 2 or any(ch not in "0123456789" for ch in state):
        raise InvalidNotation(f"notation {shown}: {brief(state, 20)} must be two digits, turn and tries")
    if len(groups) != len(seats):
        raise InvalidNotation(f"notation {shown}: {len(seats)} seats but {len(groups)} piece groups")
    pieces = []
    for corner, group in zip(seats, groups, strict=True):
        if len(group) != 4:
            raise InvalidNotation(f"notation {shown}: corner {corner} needs 4 pieces, got {brief(group, 20)}")
        pieces.append(tuple(_progress(ch, shown) for ch in group))
    try:
        return Position(seats, tuple(pieces), int(state[0]), int(state[1]), options)
    except InvalidPosition as exc:
        raise InvalidNotation(f"notation {shown}: {exc}") from None


_MOVE = re.compile(r"(-1|0|[1-9][0-9]?)->(0|[1-9][0-9]?)(x?)")


def move_text(choice: Move) -> str:
    """The text of ``choice``: ``-1->0``, ``12->16x`` (``x``: it captures)."""
    if not isinstance(choice, Move):
        raise InvalidNotation(f"move must be a mensch Move, not {brief(choice)}")
    return f"{choice.origin}->{choice.target}{'x' if choice.capture else ''}"


def parse_move(text: object) -> Move:
    """The :class:`Move` that ``text`` (as :func:`move_text` writes it) stands for;
    :class:`InvalidNotation` naming the text otherwise."""
    if not isinstance(text, str):
        raise InvalidNotation(f"move text must be a string, not {brief(text)}")
    match = _MOVE.fullmatch(text.strip())
    if match is None:
        raise InvalidNotation(f"move {brief(text, 40)}: expected <from>-><to>, e.g. '-1->0' or '12->16x'")
    origin, target = int(match.group(1)), int(match.group(2))
    if (origin == BASE and target != 0) or (origin != BASE and not 1 <= target - origin <= 6) or target > GOAL:
        raise InvalidNotation(f"move {brief(text, 40)}: a piece enters -1->0 or moves 1..6 forward, "
                              f"to at most {GOAL}")
    return Move(origin, target, match.group(3) == "x")
