"""What happens in a mensch game, as the page's events: what the engine's game says
happened in a turn (``ludo.mensch.game.Game.events``), in the terms the game's
words say (``{"say": key, ...}``).

The session says them as the game is played, and the replay says the same of a
recorded game (:func:`story`), so a capture or a roll without a move reads the
same in the page's log and in the replay.
"""

from __future__ import annotations

from ludo.mensch.geometry import ring_square
from ludo.mensch.jsonio import position_from_json

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


def said(happened, tries: int, skip: tuple[str, ...] = ()) -> list[dict]:
    """The engine's events of a turn as the page's (leaving out the kinds in ``skip``: what
    the page said already when the die was rolled); ``tries``: the tries used after it."""
    out: list[dict] = []
    mover = None
    for event in happened:
        kind, seat = event["kind"], event["seat"]
        if kind in skip:
            pass
        elif kind == "roll":
            out.append({"say": "mensch.say.rolled", "corner": seat, "roll": event["dice"][0]})
        elif kind == "forced":
            out.append({"say": f"mensch.rule.{event['rule']}", "corner": seat})
        elif kind == "no_move":
            out += why_events(seat, event["rule"])
        elif kind == "try_again":
            out.append({"say": "mensch.say.try_again", "corner": seat, "n": tries + 1})
        elif kind in ("enter", "move"):
            out.append({"say": "mensch.say.moved", "corner": seat, "from": event["from"], "to": event["to"]})
        elif kind == "send_back":
            out.append({"say": "mensch.say.capture", "corner": mover, "victim": seat})
        elif kind == "win":
            out.append({"say": "mensch.say.won", "corner": seat})
        elif kind == "extra_throw":
            out.append({"say": "mensch.say.extra_roll", "corner": seat})
        elif kind == "turn_passed":
            out.append({"say": "mensch.say.next", "corner": seat})
        if kind in ("enter", "move"):
            mover = seat
    return out


def story(happened, after: dict) -> list[dict]:
    """What one recorded turn says (the engine's events of it, ``after`` the position it
    led to), as the page said it when it was played."""
    return said(happened, after["tries"])


def victim_of(position, move: dict) -> int | None:
    """Whose piece a move of the player to act captures in the engine's ``position`` (a
    JSON position is read first), None when it captures none."""
    if not move.get("capture"):
        return None
    if isinstance(position, dict):
        position = position_from_json(position)
    found = position.occupant(ring_square(position.turn, move["to"]))
    return None if found is None else found[0]
