"""What happens in a colonne game, as the page's events: what the engine's game says
an action did (``ludo.colonne.game.Game.events``: the object protocol's own
:class:`ludo.protocol.Event` values, ``seat`` a seat index, dice as multisets), in the
terms the game's words say (``{"say": key, "colour": ...}``): :func:`said` is the one
place a seat becomes a colour, and the dice are said in the order the game holds them.

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`said` of each action's events).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludo import api
from ludo.colonne.position import COLOURS
from ludo.protocol import ENTER, EXTRA_THROW, MOVE, NO_MOVE, ROLL, SEND_BACK, TURN_PASSED, WIN, Event

#: The sound of each event that has one (see :mod:`ludoview.core.sound`).
SOUNDS = {"colonne.say.rolled": "roll", "colonne.say.step": "move", "colonne.say.capture": "capture", "colonne.say.won": "win"}


def opening_events(rolls: Sequence[dict]) -> list[dict]:
    """The opening rolls (``{"white": [..], "black": [..]}`` each): the ties, then who starts."""
    events = []
    for roll in rolls:
        decides = api.opening(roll["white"], roll["black"])
        events.append({"say": "colonne.say.opening" if decides else "colonne.say.opening_tie", "white": list(roll["white"]),
                       "black": list(roll["black"]), **({"colour": decides} if decides else {})})
    return events


def in_order(dice: Sequence[int], held: Sequence[int]) -> list[int]:
    """An event's dice (a multiset, as the protocol holds them: sorted) in the order the
    game holds them: ``held`` (the dice as thrown, less those used since) without the
    dice the event leaves out, the first of each value first, as the rules take used
    dice off."""
    out, gone = list(held), list(held)
    for die in dice:
        gone.remove(die)
    for die in gone:
        out.remove(die)
    return out


def said(happened: Sequence[Event], held: Sequence[int]) -> list[dict]:
    """The engine's events of an action (a roll or a step) as the page's: the dice (and a
    double that is played), the step and what it beats, the winner, the dice lost, and
    who throws next. ``held``: the dice the game held as the action began, in their order
    (a roll: the dice as thrown; a step: the dice left)."""
    out: list[dict] = []
    rolled = happened[0].kind == ROLL
    step: dict | None = None
    for event in happened:
        kind = event.kind
        if event.seat < 0:   # a cut-off, the one event of no seat (a game never meets one)
            continue
        colour = COLOURS[event.seat]
        if kind == ROLL:
            out.append({"say": "colonne.say.rolled", "colour": colour, "dice": in_order(event.dice, held)})
            if len(happened) == 1 and len(set(event.dice)) == 1:
                out.append({"say": "colonne.say.double", "colour": colour})
        elif kind in (ENTER, MOVE):
            step = {"dice": sorted(event.dice), "from": event.origin, "to": event.target,
                    "pieces": event.number, "captures": 0}
            out.append({"say": "colonne.say.step", "colour": colour, "step": step})
        elif kind == SEND_BACK:
            if step is not None:   # (the engine tells the step that sends back before it)
                step["captures"] = event.number
            out.append({"say": "colonne.say.capture", "colour": out[-1]["colour"], "victim": colour,
                        "n": event.number})
        elif kind == WIN:
            out.append({"say": "colonne.say.won", "colour": colour})
        elif kind == NO_MOVE:
            out.append({"say": "colonne.say.pass" if rolled else "colonne.say.lost", "colour": colour,
                        "dice": in_order(event.dice, held)})
        elif kind == EXTRA_THROW:
            out.append({"say": "colonne.say.again", "colour": colour})
        elif kind == TURN_PASSED:
            out.append({"say": "colonne.say.next", "colour": colour})
    return out
