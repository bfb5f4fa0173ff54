"""Events, moves and places of both games in words, for the embed and the replay viewer."""

from __future__ import annotations

from ludoview import messages
from ludoview.embed_i18n import te
from ludoview.i18n import player_name

#: Entry lane and track length per colonne variant (colonne-rules.md).
COLONNE_SIZES = {"small": (12, 24), "large": (18, 36)}
_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(n: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def seat_name(lang: str, seat) -> str:
    """A player's name: a mensch corner's colour, or white/black."""
    if isinstance(seat, str):
        return te(lang, f"colour.{seat}")
    return player_name(lang, int(seat))


def colonne_place(lang: str, variant: str, progress: int) -> str:
    entry, track = COLONNE_SIZES[variant]
    if progress == 0:
        return te(lang, "cplace.off")
    if progress <= entry:
        return te(lang, "cplace.entry", roman=roman(entry - progress + 1))
    if progress <= entry + track:
        return te(lang, "cplace.track", n=progress - entry)
    return te(lang, "cplace.finish")


def dice_text(dice) -> str:
    return "+".join(str(d) for d in dice)


def colonne_step(lang: str, variant: str, step: dict) -> str:
    dice = dice_text(step["dice"])
    to = colonne_place(lang, variant, step["to"])
    if step["from"] == 0:
        text = te(lang, "cstep.enter", to=to, dice=dice)
    else:
        pieces = step.get("pieces", 1)
        unit = te(lang, "cstep.piece") if pieces == 1 else te(lang, "cstep.column", n=pieces)
        text = te(lang, "cstep.move", unit=unit, from_=colonne_place(lang, variant, step["from"]), to=to, dice=dice)
    if step.get("captures"):
        text += " · " + te(lang, "cstep.beats", n=step["captures"])
    return text


def move_text(lang: str, position: dict, move: dict) -> str:
    """One legal move of ``position`` in words."""
    if position["game"] == "colonne":
        text = colonne_step(lang, position["variant"], move)
        finish = sum(COLONNE_SIZES[position["variant"]]) + 1
        own = position["pieces"][position["turn"]].count(move["to"]) if 0 < move["to"] < finish else 0
        if own:
            text += " · " + te(lang, "cstep.binds", n=own + move.get("pieces", 1))
        return text
    from ludoview.session import captured_corner
    return messages.describe_move(lang, move, captured_corner(position, position["turn"], move))


def rule_text(lang: str, move: dict) -> str:
    """Why the rules single out a mensch move (empty when nothing forces it)."""
    rule = move.get("rule")
    return te(lang, f"rule.{rule}") if rule else ""


def say(lang: str, event: dict, variant: str = "small") -> str | None:
    """One event of :mod:`ludoview.embed_model` as a sentence."""
    key = event.get("say", "")
    if key.startswith("say.") or key.startswith("rule."):
        return messages.say(lang, event)
    if key.startswith("c."):
        from ludoview import colonne_words
        return colonne_words.say(lang, event, variant)
    player = seat_name(lang, event["corner"]) if "corner" in event else ""
    if key == "embed.to_move":
        return te(lang, key, player=player)
    if key == "embed.free_choice":
        return te(lang, key, n=event["n"])
    if key == "embed.only_one":
        return te(lang, key)
    return None


def say_all(lang: str, events: list[dict], variant: str = "small") -> list[str]:
    return [text for text in (say(lang, e, variant) for e in events) if text]


def replay_lines(lang: str, shared) -> list[str]:
    """Each action of a replay (:class:`ludoview.embed_share.Replay`) in words."""
    lines = []
    for before, action in zip(shared.positions, shared.actions):
        player = seat_name(lang, before["turn"])
        if shared.game == "mensch":
            move = action["move"]
            if move is None:
                what = te(lang, "replay.no_move")
            else:
                from ludoview.session import captured_corner
                what = messages.describe_move(lang, move, captured_corner(before, before["turn"], move))
            lines.append(te(lang, "replay.mensch_turn", player=player, roll=action["roll"], what=what))
        elif "roll" in action:
            lines.append(te(lang, "embed.c_rolled", player=player, dice=", ".join(map(str, action["roll"]))))
        else:
            from ludo import api
            step = next((s for s in api.legal_steps(before)
                         if (sorted(s["dice"]), s["from"], s["to"]) ==
                         (sorted(action["step"]["dice"]), action["step"]["from"], action["step"]["to"])),
                        action["step"])
            lines.append(te(lang, "embed.c_step", player=player, step=colonne_step(lang, before["variant"], step)))
    return lines
