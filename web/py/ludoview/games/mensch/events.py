"""What happens in a mensch game, as the page's events: what the engine's game says
happened in a turn (``ludo.mensch.game.Game.events``: the object protocol's own
:class:`ludo.protocol.Event` values, ``seat`` a seat index), in the terms the game's
words say (``{"say": key, "corner": ...}``: :func:`said` is the one place a seat
becomes a corner).

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`story`), so a capture or a roll without a move reads the
same in the page's log and in the replay.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ludo.mensch.geometry import ring_square
from ludo.mensch.jsonio import position_from_json
from ludo.mensch.position import Position
from ludo.protocol import (
    ENTER,
    EXTRA_THROW,
    FORCED,
    MOVE,
    NO_MOVE,
    ROLL,
    SEND_BACK,
    TRY_AGAIN,
    TURN_PASSED,
    WIN,
    Event,
)

#: The sound of each event that has one (see :mod:`ludoview.core.sound`).
SOUNDS = {"mensch.say.rolled": "roll", "mensch.say.moved": "move", "mensch.say.capture": "capture", "mensch.say.won": "win"}


def forced_rule(moves: list[dict]) -> str | None:
    """The rule that left only these moves (the same on every move), if one did."""
    rules = {m.get("rule") for m in moves}
    return rules.pop() if len(rules) == 1 and None not in rules else None


def choice_events(corner: int, moves: list[dict], explains: bool) -> list[dict]:
    """What a roll with moves says about the choice: the rule that forced it; with
    ``explains`` (the embed) also that one piece alone can move, or that it is free."""
    rule = forced_rule(moves)
    if rule is not None:
        return [{"say": f"mensch.rule.{rule}", "corner": corner}]
    if not explains:
        return []
    key = "mensch.say.only_one" if len(moves) == 1 else "mensch.say.free_choice"
    return [{"say": key, "corner": corner, "n": len(moves)}]


def why_events(corner: int, why: str | None) -> list[dict]:
    """Why a roll has no move (the engine's reason code)."""
    return [{"say": "mensch.say.no_move", "corner": corner, "why": why}]


def said(happened: Iterable[Event], seats: Sequence[int], tries: int, skip: tuple[str, ...] = ()) -> list[dict]:
    """The engine's events of a turn as the page's (leaving out the kinds in ``skip``: what
    the page said already when the die was rolled); ``seats``: the game's corners in turn
    order (an event's seat index names one); ``tries``: the tries used after it."""
    out: list[dict] = []
    mover = None
    for event in happened:
        kind = event.kind
        if event.seat < 0:   # a cut-off, the one event of no seat (a game never meets one)
            continue
        corner = seats[event.seat]
        if kind in skip:
            pass
        elif kind == ROLL:
            out.append({"say": "mensch.say.rolled", "corner": corner, "roll": event.dice[0]})
        elif kind == FORCED:
            out.append({"say": f"mensch.rule.{event.rule}", "corner": corner})
        elif kind == NO_MOVE:
            out += why_events(corner, event.rule)
        elif kind == TRY_AGAIN:
            out.append({"say": "mensch.say.try_again", "corner": corner, "n": tries + 1})
        elif kind in (ENTER, MOVE):
            out.append({"say": "mensch.say.moved", "corner": corner, "from": event.origin, "to": event.target})
        elif kind == SEND_BACK:
            out.append({"say": "mensch.say.capture", "corner": mover, "victim": corner})
        elif kind == WIN:
            out.append({"say": "mensch.say.won", "corner": corner})
        elif kind == EXTRA_THROW:
            out.append({"say": "mensch.say.extra_roll", "corner": corner})
        elif kind == TURN_PASSED:
            out.append({"say": "mensch.say.next", "corner": corner})
        if kind in (ENTER, MOVE):
            mover = corner
    return out


def story(happened: Iterable[Event], after: Position) -> list[dict]:
    """What one recorded turn says (the engine's events of it, ``after`` the engine's
    position it led to), as the page said it when it was played."""
    return said(happened, after.seats, after.tries)


def victim_of(position, move: dict) -> int | None:
    """Whose piece a move of the player to act captures in the engine's ``position`` (a
    JSON position is read first), None when it captures none."""
    if not move.get("capture"):
        return None
    if isinstance(position, dict):
        position = position_from_json(position)
    found = position.occupant(ring_square(position.turn, move["to"]))
    return None if found is None else found[0]
