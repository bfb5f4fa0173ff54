"""What happens in a mensch game, as events: pure functions of the positions before
and after an action, asked of the engine (``ludo.api``).

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`story`), so a capture or a roll without a move reads the
same in the page's log and in the replay.
"""

from __future__ import annotations

from ludo import api
from ludo.mensch import jsonapi
from ludo.mensch.geometry import square_of

#: The sound of each event that has one (see :mod:`ludoview.core.sound`).
SOUNDS = {"say.rolled": "roll", "say.moved": "move", "say.capture": "capture", "say.won": "win"}


def captured_corner(position: dict, corner: int, move: dict) -> int | None:
    """Whose piece stood where ``move`` ends (the engine said it captures)."""
    if not move.get("capture"):
        return None
    square = square_of(corner, move["to"])
    for other, values in position["pieces"].items():
        if int(other) != corner and any(square_of(int(other), p) == square for p in values):
            return int(other)
    return None


def forced_rule(moves: list[dict]) -> str | None:
    """The rule that left only these moves (the same on every move), if one did."""
    rules = {m.get("rule") for m in moves}
    return rules.pop() if len(rules) == 1 and None not in rules else None


def choice_events(corner: int, moves: list[dict], explains: bool) -> list[dict]:
    """What a roll with moves says about the choice: the rule that forced it; with
    ``explains`` (the embed) also that one piece alone can move, or that it is free."""
    rule = forced_rule(moves)
    if rule is not None:
        return [{"say": f"rule.{rule}", "corner": corner}]
    if not explains:
        return []
    key = "say.only_one" if len(moves) == 1 else "say.free_choice"
    return [{"say": key, "corner": corner, "n": len(moves)}]


def why_events(before: dict, corner: int, roll: int) -> list[dict]:
    """Why a roll has no move."""
    return [{"say": "say.no_move", "corner": corner, "why": jsonapi.why_no_move(before, roll)}]


def passed_events(corner: int, after: dict) -> list[dict]:
    """A roll without a move was passed: another try, or the next player."""
    if after["turn"] == corner:
        return [{"say": "say.try_again", "corner": corner, "n": after["tries"] + 1}]
    return [{"say": "say.next", "corner": after["turn"]}]


def no_move_events(before: dict, corner: int, roll: int, after: dict) -> list[dict]:
    """What a roll without a move says: why, then another try or the next player."""
    return why_events(before, corner, roll) + passed_events(corner, after)


def played_events(before: dict, corner: int, move: dict | None, after: dict) -> list[dict]:
    """What a played roll says: the move and its capture, then the winner, another roll
    for the same player, or the next player."""
    if move is None:
        return passed_events(corner, after)
    events: list[dict] = [{"say": "say.moved", "corner": corner, "from": move["from"], "to": move["to"]}]
    victim = captured_corner(before, corner, move)
    if victim is not None:
        events.append({"say": "say.capture", "corner": corner, "victim": victim})
    res = api.result(after)
    if res is not None:
        events.append({"say": "say.won", "corner": res["winner"]})
    elif after["turn"] == corner:
        events.append({"say": "say.extra_roll", "corner": corner})
    else:
        events.append({"say": "say.next", "corner": after["turn"]})
    return events


def story(before: dict, action: dict, after: dict) -> list[dict]:
    """What one recorded turn (``{"roll", "move"}``) says, as the page said it when it was played."""
    corner, roll, move = before["turn"], action["roll"], action["move"]
    events = [{"say": "say.rolled", "corner": corner, "roll": roll}]
    if move is None:
        return events + no_move_events(before, corner, roll, after)
    moves = api.legal_moves(before, roll)
    legal = next((m for m in moves if (m["from"], m["to"]) == (move["from"], move["to"])), dict(move))
    return events + choice_events(corner, moves, False) + played_events(before, corner, legal, after)
