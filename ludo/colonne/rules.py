"""The colonne rules, in the order of the rule list.

1. A roll sets this turn's dice; all dice equal means the player rolls again
   after this turn.
2. A step uses a non-empty subset of the dice not yet used (value = their sum):
   *enter* a piece on the own entry square of that number (only if it is empty),
   or *move* one unit (a single piece or a whole column) that far forward.
3. Landing: on own pieces the unit binds into one column; on an opponent unit
   (track only) it defeats it if it has at least as many pieces (they go off the
   board), else it may not land there; the finish only with the exact value.
4. While dice remain and some step with them is legal the player must take one;
   dice no legal step can use are lost; the turn then ends (or, after a double,
   the same player rolls again).
5. The first player with all pieces in the finish wins at once.

The fast part works on plain tuples (``raw_steps``/``raw_apply``) for the
computer players; :class:`Step` and the functions on :class:`Position` are the
public face: :func:`legal_choices`, :func:`why_illegal` and :func:`result`
are the names every game's rules module has (:mod:`ludo.core`);
:func:`legal_steps` / :func:`iter_steps` are the same list as a tuple, lazily.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations
from typing import Any

from ludo.colonne.position import BLACK, COLOURS, WHITE, Position, check_dice, other
from ludo.colonne.variant import Variant
from ludo.core import Result
from ludo.errors import GameOver, IllegalMove, InvalidPosition
from ludo.limits import SHOWN_ITEMS, brief, numbers
from ludo.values import derived, field, value

# --- steps -------------------------------------------------------------------

@value(frozen=True)
class Step:
    """One step: the dice it uses (sorted), where the unit starts (0: entering)
    and lands, the unit's size and the opponent pieces it sends off.

    Two steps are equal when their dice, ``origin`` and ``target`` are (so a
    step parsed from its text matches the listed one); ``pieces`` and
    ``captures`` are what :func:`legal_steps` adds, as ``capture`` and
    ``rule`` of a mensch move."""

    dice: tuple[int, ...]
    origin: int
    target: int
    pieces: int = field(default=1, compare=False)
    captures: int = field(default=0, compare=False)

    @property
    def value(self) -> int:
        return sum(self.dice)

    @property
    def enters(self) -> bool:
        return self.origin == 0

    def to_json(self) -> dict:
        """The JSON step (as :func:`legal_steps` lists it), as ``Move.to_json`` in mensch;
        :func:`ludo.colonne.jsonio.step_from_json` reads it back."""
        return {"dice": list(self.dice), "from": self.origin, "to": self.target, "pieces": self.pieces,
                "captures": self.captures}

    def __str__(self) -> str:
        """The step's text, ``3+5:0-5`` (:func:`ludo.colonne.notation.move_text`)."""
        return f"{'+'.join(map(str, self.dice))}:{self.origin}-{self.target}"


def step_text(dice: tuple[int, ...] | list[int], origin: int, target: int) -> str:
    """A step in words for a message: ``step 0->8 with 5+3`` (``with a 6``: one die)."""
    if len(dice) == 1:
        used = f"a {dice[0]}"
    elif len(dice) <= SHOWN_ITEMS:
        used = "+".join(map(str, dice))
    else:
        used = f"{len(dice)} dice"
    return f"step {brief(origin)}->{brief(target)} with {used}"


def step_key(step: Any) -> tuple[tuple[int, ...], int, int]:
    """What a step is matched on: its dice (as a sorted multiset), from and to.

    Accepts a :class:`Step` or a JSON step (extra keys such as ``pieces`` are
    ignored); raises :class:`IllegalMove` naming a malformed field.
    """
    if isinstance(step, Step):
        return step.dice, step.origin, step.target
    if not isinstance(step, dict):
        raise IllegalMove(f"step {brief(step)}: must be an object with 'dice', 'from' and 'to'")
    for name in ("dice", "from", "to"):
        if name not in step:
            raise IllegalMove(f"step: field '{name}' is missing")
    dice = step["dice"]
    if not isinstance(dice, list) or not dice:
        raise IllegalMove(f"step dice {numbers(dice)}: must be a non-empty list of die values")
    for die in dice:
        if not isinstance(die, int) or isinstance(die, bool) or not 1 <= die <= 6:
            raise IllegalMove(f"step dice {numbers(dice)}: die value {brief(die)} must be a whole number 1..6")
    for name in ("from", "to"):
        value = step[name]
        if not isinstance(value, int) or isinstance(value, bool):
            raise IllegalMove(f"step {name} {brief(value)}: must be a whole number (a progress value)")
    return tuple(sorted(dice)), step["from"], step["to"]


@lru_cache(maxsize=512)
def dice_choices(dice: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int, tuple[int, ...]], ...]:
    """Each distinct multiset of the dice a step can use: (used sorted, sum, the
    dice left in their order). Equal multisets appear once; by size, then by
    the dice's order."""
    seen = set()
    out = []
    indices = range(len(dice))
    for size in range(1, len(dice) + 1):
        for combo in combinations(indices, size):
            used = tuple(sorted(dice[i] for i in combo))
            if used in seen:
                continue
            seen.add(used)
            rest = tuple(dice[i] for i in indices if i not in combo)
            out.append((used, sum(used), rest))
    return tuple(out)


def remove_dice(dice: tuple[int, ...], used: tuple[int, ...]) -> tuple[int, ...] | None:
    """``dice`` without ``used`` (first occurrences), or None if they are not there."""
    rest = list(dice)
    for die in used:
        if die not in rest:
            return None
        rest.remove(die)
    return tuple(rest)


def _pieces(variant: Variant, mine, theirs) -> tuple[dict[int, int], bool, dict[int, int]]:
    """What the steps are made of: the mover's units on the board (square: pieces), whether a
    piece of theirs waits off it, and the opponent's pieces on the shared track (square:
    pieces, the mover's captures)."""
    finish = variant.finish
    entry = variant.entry
    units: dict[int, int] = {}
    off = False
    for p in mine:
        if p == 0:
            off = True
        elif p < finish:
            units[p] = units.get(p, 0) + 1
    track: dict[int, int] = {}
    for q in theirs:
        if entry < q < finish:
            track[q] = track.get(q, 0) + 1
    return units, off, track


def raw_steps(variant: Variant, mine, theirs, dice) -> Iterator[tuple[tuple[int, ...], int, int, int, int]]:
    """The legal steps as (dice, from, to, pieces, captures), lazily, in listing order."""
    finish = variant.finish
    entry = variant.entry
    units, off, track = _pieces(variant, mine, theirs)
    order = sorted(units)
    for used, steps, _rest in dice_choices(tuple(dice)):
        if off:  # all dice together never exceed the lane: 2 x 6 = 12, 3 x 6 = 18
            target = entry - steps + 1
            if target not in units:
                yield used, 0, target, 1, 0
        for p in order:
            target = p + steps
            if target > finish:
                break
            size = units[p]
            captured = track.get(target, 0)
            if captured > size:
                continue
            yield used, p, target, size, captured


def raw_step_table(variant: Variant, mine, theirs, dice, index: dict) -> dict[int, tuple[tuple[int, ...], int, int, int, int]]:
    """:func:`raw_steps` at once, keyed ``index[dice used] + from`` (the object
    protocol's actions, :mod:`ludo.colonne.state`): the same steps, in the same
    order, without a generator (the protocol's hot path; the tests hold the
    two to the same lists)."""
    finish = variant.finish
    entry = variant.entry
    units, off, track = _pieces(variant, mine, theirs)
    order = sorted(units)
    table = {}
    for used, steps, _rest in dice_choices(tuple(dice)):
        base = index[used]
        if off:
            target = entry - steps + 1
            if target not in units:
                table[base] = (used, 0, target, 1, 0)
        for p in order:
            target = p + steps
            if target > finish:
                break
            size = units[p]
            captured = track.get(target, 0) if track else 0
            if captured > size:
                continue
            table[base + p] = (used, p, target, size, captured)
    return table


def raw_apply(variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...], origin: int, target: int):
    """(mine, theirs) after the unit on ``origin`` (0: one piece off the board) lands on ``target``."""
    if origin == 0:
        at = mine.index(0)
        mine = mine[:at] + (target,) + mine[at + 1:]
    else:
        mine = tuple([target if p == origin else p for p in mine])
    if variant.entry < target < variant.finish and target in theirs:
        theirs = tuple([0 if q == target else q for q in theirs])
    return mine, theirs


def sorted_apply(mine: tuple[int, ...], theirs: tuple[int, ...], origin: int, target: int, size: int,
                 captured: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """:func:`raw_apply` for sorted piece tuples, giving sorted tuples (the form
    the plan searches keep): a step ``(origin, target, size, captured)`` as
    :func:`raw_steps` lists it."""
    if origin == 0:  # sorted: the first piece is off the board
        mine = mine[1:] + (target,)
    else:
        at = mine.index(origin)
        mine = mine[:at] + mine[at + size:] + (target,) * size
    if captured:
        at = theirs.index(target)
        theirs = (0,) * captured + theirs[:at] + theirs[at + captured:]
    return tuple(sorted(mine)), theirs


def has_step(variant: Variant, mine, theirs, dice) -> bool:
    """Whether :func:`raw_steps` lists a step (without listing them: a replay asks
    this after every action)."""
    finish = variant.finish
    entry = variant.entry
    units, off, track = _pieces(variant, mine, theirs)
    if not units and not off:
        return False
    for _used, steps, _rest in dice_choices(tuple(dice)):
        if off and entry - steps + 1 not in units:
            return True
        for p, size in units.items():
            if p + steps <= finish and track.get(p + steps, 0) <= size:
                return True
    return False


def find_step(variant: Variant, mine, theirs, dice, used: tuple[int, ...], origin: int,
              target: int) -> tuple[tuple[int, ...], int, int, int, int] | None:
    """The step of :func:`raw_steps` with these dice ``used`` (sorted), ``origin`` and
    ``target``, as it lists it (with its pieces and captures), or None when it lists no
    such step: what a replay needs of a step of a record, found without listing the
    others."""
    if not used or remove_dice(tuple(dice), used) is None:
        return None
    finish = variant.finish
    steps = sum(used)
    if origin == 0:  # enter: on the own entry square of that number, if no own unit is there
        if target != variant.entry - steps + 1 or 0 not in mine or (0 < target < finish and target in mine):
            return None
        return used, 0, target, 1, 0
    if not 0 < origin < finish or target != origin + steps or target > finish:
        return None
    size = mine.count(origin)
    if not size:
        return None
    captured = theirs.count(target) if variant.entry < target < finish else 0
    if captured > size:
        return None
    return used, origin, target, size, captured


def iter_steps(position: Position) -> Iterator[Step]:
    """The legal steps of the player to act with the dice left, lazily."""
    if not position.dice or position.winner is not None:
        return
    for used, origin, target, size, captured in raw_steps(
        position.variant, position.mine, position.theirs, position.dice
    ):
        yield Step(used, origin, target, size, captured)


def legal_steps(position: Position) -> tuple[Step, ...]:
    """The legal steps of the player to act with the dice left (``()``: the
    player must roll, or the game is over)."""
    return tuple(iter_steps(position))


def _thrown(position: Position, dice: Any) -> Position:
    """``position``, or with a full throw ``dice`` the position after it."""
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a colonne Position, not {brief(position)}")
    return position if dice is None else roll(position, dice)


def legal_choices(position: Position, roll: Any = None) -> tuple[Step, ...]:
    """The legal steps as a tuple (:func:`legal_steps`). The dice are in a
    colonne position, so ``roll`` is None; a full throw ``roll`` for a position
    waiting for one gives the steps after that throw (``()`` if it loses them)."""
    return legal_steps(_thrown(position, roll))


# --- why a step is illegal ------------------------------------------------------

class Why:
    """Codes saying why a step is not legal (words come from the page's translations)."""

    GAME_OVER = "game-over"
    MUST_ROLL = "must-roll"
    DICE_NOT_LEFT = "dice-not-left"
    NOT_OFF_BOARD = "none-off-board"
    ENTRY_TAKEN = "entry-square-taken"
    NO_OWN_UNIT = "no-own-unit"
    IN_FINISH = "already-finished"
    WRONG_DISTANCE = "wrong-distance"
    PASSES_FINISH = "passes-finish"
    BIGGER_COLUMN = "opponent-column-bigger"


def why_illegal(position: Position, choice: Any, roll: Any = None) -> str | None:
    """None if ``choice`` (a :class:`Step` or JSON step) is legal now, else a
    :class:`Why` code; ``roll`` as for :func:`legal_choices`."""
    used, origin, target = step_key(choice)
    if roll is not None:
        position = _thrown(position, roll)
    variant = position.variant
    if position.winner is not None:
        return Why.GAME_OVER
    if not position.dice:
        return Why.MUST_ROLL
    if remove_dice(position.dice, used) is None:
        return Why.DICE_NOT_LEFT
    value = sum(used)
    mine = position.mine
    if origin == 0:
        if target != variant.entry_progress(value):
            return Why.WRONG_DISTANCE
        if 0 not in mine:
            return Why.NOT_OFF_BOARD
        if target in mine:
            return Why.ENTRY_TAKEN
        return None
    if origin == variant.finish and origin in mine:
        return Why.IN_FINISH
    if not 0 < origin < variant.finish or origin not in mine:
        return Why.NO_OWN_UNIT
    if target != origin + value:
        return Why.WRONG_DISTANCE
    if target > variant.finish:
        return Why.PASSES_FINISH
    if variant.on_track(target) and position.theirs.count(target) > mine.count(origin):
        return Why.BIGGER_COLUMN
    return None


# --- playing --------------------------------------------------------------------

def after_dice(position: Position, white: tuple[int, ...], black: tuple[int, ...],
               dice: tuple[int, ...]) -> Position:
    """The position (made as the rules derive it: :func:`ludo.values.derived`, unchecked,
    so ``position`` is a valid one and the pieces and dice what a legal step leaves, as
    tuples) with these pieces and dice left: unchanged turn while a step
    is legal with the dice left (or the game is won); else the turn ends -- no
    dice, and the other colour to roll, or the same one after a double."""
    mine, theirs = (white, black) if position.turn == WHITE else (black, white)
    finish = position.variant.finish
    won = mine.count(finish) == len(mine)
    if won or (dice and has_step(position.variant, mine, theirs, dice)):
        return derived(position, white=white, black=black, dice=dice)
    turn = position.turn if position.again else other(position.turn)
    return derived(position, white=white, black=black, turn=turn, dice=(), again=False)


def roll(position: Position, dice: Any) -> Position:
    """The position after the player to act rolls ``dice`` (all of the variant's dice)."""
    if position.winner is not None:
        raise GameOver(f"the game is over: {position.winner} has won, no more rolls")
    if position.dice:
        raise IllegalMove(f"roll: dice {numbers(position.dice)} are still to be played this turn")
    try:
        dice = check_dice(dice, position.variant, "roll")
    except InvalidPosition as error:
        raise IllegalMove(str(error)) from None
    if len(dice) != position.variant.dice:
        raise IllegalMove(
            f"roll {numbers(dice)}: the {position.variant.name} variant rolls {position.variant.dice} dice"
        )
    rolled = derived(position, dice=dice, again=len(set(dice)) == 1)
    return after_dice(rolled, rolled.white, rolled.black, dice)


def play(position: Position, step: Any) -> Position:
    """The position after the step (matched on dice as a multiset, from and to)."""
    used, origin, target = step_key(step)
    why = why_illegal(position, step)
    if why == Why.GAME_OVER:
        raise GameOver(f"the game is over: {position.winner} has won, no more steps")
    if why is not None:
        raise IllegalMove(f"{step_text(used, origin, target)}: not legal ({why})")
    return play_legal(position, origin, target, used)


def play_legal(position: Position, origin: int, target: int, used: tuple[int, ...]) -> Position:
    """:func:`play` of a step known to be legal (one :func:`raw_steps` lists), unchecked."""
    rest = remove_dice(position.dice, used)
    assert rest is not None, "a legal step uses dice the position has"
    mine, theirs = raw_apply(position.variant, position.mine, position.theirs, origin, target)
    white, black = (mine, theirs) if position.turn == WHITE else (theirs, mine)
    return after_dice(position, white, black, rest)


def result(position: Position) -> Result | None:
    """Rule 5: None while the game goes on; else the winner (a colour) and the
    places (a :class:`ludo.core.Result`, the type every game's result has)."""
    if not isinstance(position, Position):
        raise InvalidPosition(f"position must be a colonne Position, not {brief(position)}")
    winner = position.winner
    if winner is None:
        return None
    return Result(winner, tuple((colour, 1 if colour == winner else 2) for colour in COLOURS))


def opening(white_dice: Any, black_dice: Any) -> str | None:
    """Who starts: the higher sum of the opening roll; None when the sums tie."""
    rolls = []
    for colour, dice in ((WHITE, white_dice), (BLACK, black_dice)):
        if not isinstance(dice, (list, tuple)) or len(dice) not in (2, 3):
            raise InvalidPosition(f"opening dice of {colour} {numbers(dice)}: must be a list of 2 or 3 die values")
        for die in dice:
            if not isinstance(die, int) or isinstance(die, bool) or not 1 <= die <= 6:
                raise InvalidPosition(f"opening dice of {colour} {numbers(dice)}: die {brief(die)} must be 1..6")
        rolls.append(dice)
    if len(rolls[0]) != len(rolls[1]):
        raise InvalidPosition(
            f"opening dice {numbers(rolls[0])} and {numbers(rolls[1])}: both players roll all the dice"
        )
    white_sum, black_sum = sum(rolls[0]), sum(rolls[1])
    if white_sum == black_sum:
        return None
    return WHITE if white_sum > black_sum else BLACK


__all__ = [
    "COLOURS", "Result", "Step", "Why", "after_dice", "dice_choices", "find_step", "has_step", "iter_steps", "legal_choices", "legal_steps",
    "opening", "play", "play_legal", "result", "raw_apply", "raw_step_table", "raw_steps", "remove_dice", "roll", "sorted_apply", "step_key",
    "step_text", "why_illegal",
]
