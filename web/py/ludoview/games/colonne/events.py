"""What happens in a colonne game, as events: pure functions of the positions before
and after an action, asked of the engine (``ludo.api``).

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`story`).
"""

from __future__ import annotations

from typing import Sequence

from ludo import api

#: The sound of each event that has one (see :mod:`ludoview.core.sound`).
SOUNDS = {"c.rolled": "roll", "c.step": "move", "c.capture": "capture", "c.won": "win"}


def phase_of(position: dict) -> str:
    """A colonne position's phase: "over", "choose" (dice wait to be used) or "roll"."""
    if api.result(position) is not None:
        return "over"
    return "choose" if position["dice"] else "roll"


def _turn_end_events(colour: str, after: dict, lost: Sequence[int], passed: bool) -> list[dict]:
    """The turn is over: dice no step could use are lost (all of them, ``passed``:
    a pass); after a double the same player rolls again, else the other one."""
    events: list[dict] = []
    if lost:
        events.append({"say": "c.pass" if passed else "c.lost", "corner": colour, "dice": list(lost)})
    if after["turn"] == colour:
        events.append({"say": "c.again", "corner": colour})
    else:
        events.append({"say": "c.next", "corner": after["turn"]})
    return events


def opening_events(rolls: Sequence[dict], first: str | None) -> list[dict]:
    """The opening rolls (``{"white": [..], "black": [..]}`` each): the ties, then who starts."""
    events = []
    for roll in rolls:
        decides = api.opening(roll["white"], roll["black"])
        events.append({"say": "c.opening" if decides else "c.opening_tie", "white": list(roll["white"]),
                       "black": list(roll["black"]), **({"corner": decides} if decides else {})})
    return events


def rolled_events(colour: str, thrown: Sequence[int], after: dict) -> list[dict]:
    """What a roll says: the dice, a double, or the end of the turn when no step can use them."""
    events: list[dict] = [{"say": "c.rolled", "corner": colour, "dice": list(thrown)}]
    if after["dice"]:
        if after["again"]:
            events.append({"say": "c.double", "corner": colour})
    else:
        events += _turn_end_events(colour, after, thrown, passed=True)
    return events


def played_events(before: dict, colour: str, step: dict, after: dict) -> list[dict]:
    """What a played step says: the step and what it beats, then the winner, or the end
    of the turn when no die is left to use."""
    events: list[dict] = [{"say": "c.step", "corner": colour, "step": step}]
    if step.get("captures"):
        victim = "black" if colour == "white" else "white"
        events.append({"say": "c.capture", "corner": colour, "victim": victim, "n": step["captures"]})
    res = api.result(after)
    if res is not None:
        events.append({"say": "c.won", "corner": res["winner"]})
    elif not after["dice"]:
        left = list(before["dice"])
        for d in step["dice"]:
            left.remove(d)
        events += _turn_end_events(colour, after, left, passed=False)
    return events


def story(before: dict, action: dict, after: dict) -> list[dict]:
    """What one recorded action (``{"roll": dice}`` or ``{"step": step}``) says, as the
    page said it when it was played."""
    if "roll" in action:
        return rolled_events(before["turn"], action["roll"], after)
    return played_events(before, before["turn"], action["step"], after)
