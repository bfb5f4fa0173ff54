"""The one-line, URL-safe text form of a colonne position.

    c<variant>_<white>_<black>_<turn><dice>[a]

``<variant>`` is ``s`` or ``l``; ``<white>``/``<black>`` the progress values in
order, joined by dots; ``<turn>`` is ``w`` or ``b``; ``<dice>`` the unused dice
as digits (none: the player must roll); a final ``a`` marks ``again`` (the turn
began with a double). Example: ``cs_0.0.3.15.15.37_0.0.0.0.20.14_w53``. Only
letters, digits, ``.`` and ``_`` occur, so it needs no escaping in a URL.

A step's text, :func:`move_text` / :func:`parse_move` (the names every game's
notation module has), is ``<dice used>:<from>-<to>``, the dice sorted and
joined by ``+``: ``3+5:0-5`` enters a piece with 3 and 5, ``6:12-18`` moves the
unit on 12 by a 6. It is how a :class:`~ludo.colonne.rules.Step` prints and
how the object protocol's ``action_to_string`` words a step, and it parses back to an equal step (steps are equal when dice, from
and to are).
"""

from __future__ import annotations

import re

from ludo.colonne.position import BLACK, WHITE, Position
from ludo.colonne.rules import Step
from ludo.colonne.variant import VARIANTS
from ludo.errors import InvalidNotation, InvalidPosition
from ludo.limits import brief, check_string, is_ascii_int

_VARIANT_LETTER = {name: name[0] for name in VARIANTS}
_LETTER_VARIANT = {letter: name for name, letter in _VARIANT_LETTER.items()}
_PATTERN = re.compile(r"c([a-z])_([0-9.]*)_([0-9.]*)_([wb])([1-6]*)(a?)")
MAX_LENGTH = 200
_STEP = re.compile(r"([1-6](?:\+[1-6]){0,2}):(0|[1-9][0-9]?)-([1-9][0-9]?)")


def to_notation(position: Position) -> str:
    white = ".".join(map(str, position.white))
    black = ".".join(map(str, position.black))
    turn = "w" if position.turn == WHITE else "b"
    dice = "".join(map(str, position.dice))
    return f"c{_VARIANT_LETTER[position.variant.name]}_{white}_{black}_{turn}{dice}{'a' if position.again else ''}"


def _values(text: str, colour: str, shown: str) -> tuple[int, ...]:
    parts = text.split(".")
    for part in parts:
        if not is_ascii_int(part, 3) or (len(part) > 1 and part[0] == "0"):
            raise InvalidNotation(f"notation {shown}: pieces of {colour} {brief(text, 40)} must be "
                                  "progress values joined by '.'")
    return tuple(int(part) for part in parts)


def from_notation(text: object) -> Position:
    if not isinstance(text, str):
        raise InvalidNotation(f"notation must be a string, not {brief(text)}")
    check_string(text, "notation")
    shown = brief(text, 60)
    if len(text) > MAX_LENGTH:
        raise InvalidNotation(f"notation {shown}: longer than {MAX_LENGTH} characters")
    match = _PATTERN.fullmatch(text)
    if match is None:
        raise InvalidNotation(
            f"notation {shown}: expected c<s|l>_<white>_<black>_<w|b><dice>[a], e.g. 'cs_0.0.0.0.0.0_0.0.0.0.0.0_w'"
        )
    letter, white, black, turn, dice, again = match.groups()
    if letter not in _LETTER_VARIANT:
        raise InvalidNotation(f"notation {shown}: variant letter '{letter}' must be one of "
                              f"{', '.join(_LETTER_VARIANT)}")
    try:
        return Position(
            VARIANTS[_LETTER_VARIANT[letter]],
            _values(white, WHITE, shown),
            _values(black, BLACK, shown),
            WHITE if turn == "w" else BLACK,
            tuple(int(d) for d in dice),
            again == "a",
        )
    except InvalidPosition as error:
        raise InvalidNotation(f"notation {shown}: {error}") from error


def move_text(choice: Step) -> str:
    """The text of ``choice``: ``3+5:0-5`` (the dice used, from, to)."""
    if not isinstance(choice, Step):
        raise InvalidNotation(f"step must be a colonne Step, not {brief(choice)}")
    return str(choice)


def parse_move(text: object) -> Step:
    """The :class:`Step` that ``text`` (as :func:`move_text` writes it) stands
    for; :class:`InvalidNotation` naming the text otherwise."""
    if not isinstance(text, str):
        raise InvalidNotation(f"step text must be a string, not {brief(text)}")
    match = _STEP.fullmatch(text.strip())
    if match is None:
        raise InvalidNotation(f"step {brief(text, 40)}: expected <dice>:<from>-<to>, e.g. '3+5:0-5' or '6:12-18'")
    dice = tuple(sorted(int(die) for die in match.group(1).split("+")))
    origin, target = int(match.group(2)), int(match.group(3))
    if origin and target != origin + sum(dice):
        raise InvalidNotation(f"step {brief(text, 40)}: a unit moves by the sum of its dice, {sum(dice)}")
    return Step(dice, origin, target)
