"""What happens in a colonne game, as the page's events: what the engine's game says
an action did (``ludo.colonne.game.Game.events``), in the terms the game's words say
(``{"say": key, ...}``).

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`said` of each action's events).
"""

from __future__ import annotations

from collections.abc import Sequence

from ludo import api

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


def said(happened) -> list[dict]:
    """The engine's events of an action (a roll or a step) as the page's: the dice (and a
    double that is played), the step and what it beats, the winner, the dice lost, and
    who throws next."""
    out: list[dict] = []
    rolled = happened[0]["kind"] == "roll"
    step: dict | None = None
    for event in happened:
        kind, seat = event["kind"], event["seat"]
        if kind == "roll":
            out.append({"say": "colonne.say.rolled", "colour": seat, "dice": list(event["dice"])})
            if len(happened) == 1 and len(set(event["dice"])) == 1:
                out.append({"say": "colonne.say.double", "colour": seat})
        elif kind in ("enter", "move"):
            step = {"dice": sorted(event["dice"]), "from": event["from"], "to": event["to"],
                    "pieces": event["number"], "captures": 0}
            out.append({"say": "colonne.say.step", "colour": seat, "step": step})
        elif kind == "send_back":
            if step is not None:   # (the engine tells the step that sends back before it)
                step["captures"] = event["number"]
            out.append({"say": "colonne.say.capture", "colour": out[-1]["colour"], "victim": seat, "n": event["number"]})
        elif kind == "win":
            out.append({"say": "colonne.say.won", "colour": seat})
        elif kind == "no_move":
            out.append({"say": "colonne.say.pass" if rolled else "colonne.say.lost", "colour": seat, "dice": list(event["dice"])})
        elif kind == "extra_throw":
            out.append({"say": "colonne.say.again", "colour": seat})
        elif kind == "turn_passed":
            out.append({"say": "colonne.say.next", "colour": seat})
    return out
