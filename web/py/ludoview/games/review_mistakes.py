"""A mistake of the game review on its board (:func:`mistake_board`: the move played and the
better one drawn on the position before it) and the link that retries it as a puzzle
(:func:`retry_data`); :mod:`ludoview.games.review` names them too."""

from __future__ import annotations

from typing import Mapping

from ludoview.core.game import GameSpec


def retry_data(position: dict, roll) -> str:
    """What a link that retries a mistake carries: the position before it (notation; colonne's
    with the dice thrown) and the throw, base64url JSON (read by ``ludoview.learn.puzzles``)."""
    import base64
    import json

    from ludo import api
    if isinstance(roll, (list, tuple)):   # dice kept in the position: thrown into it
        position = api.roll(position, list(roll))
    raw = json.dumps({"position": api.to_notation(position),
                      "roll": list(roll) if isinstance(roll, (list, tuple)) else roll}, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def mistake_moves(spec: GameSpec, position: dict, turn: Mapping) -> tuple[list[dict], list[str]]:
    """What a mistake draws on the position before it: the moves (mensch: the move played and
    the better one, as ``legal_moves`` gives them; colonne: every step of the turn played, then
    every step of the better turn) and each one's role, ``"played"`` or ``"best"``."""
    roll = turn["roll"]
    if not isinstance(turn.get("played") or turn.get("best"), list):   # one move, not a turn of steps
        from ludo import api
        legal = api.legal_moves(position, roll)

        def found(choice):
            return next((m for m in legal if (m["from"], m["to"]) == (choice["from"], choice["to"])), None)
        pairs = [(found(turn["played"]), "played") if turn.get("played") else (None, ""),
                 (found(turn["best"]), "best") if turn.get("best") else (None, "")]
        pairs = [(m, role) for m, role in pairs if m is not None]
    else:
        pairs = [(dict(step), "played") for step in turn.get("played") or []] + \
                [(dict(step), "best") for step in turn.get("best") or []]
    return [m for m, _ in pairs], [role for _, role in pairs]


def mistake_board(spec: GameSpec, position: dict, turn: Mapping, lang: str, names: Mapping | None = None,
                  orient: str = "landscape") -> str:
    """The board before a mistake with the move played and the better one drawn: the game's own
    board, its targets marked ``data-choice="played"`` or ``"best"`` (the page draws them apart)."""
    import re

    moves, roles = mistake_moves(spec, position, turn)
    svg = spec.render_board(position, moves=moves, lang=lang, names=names, orient=orient)

    def mark(found) -> str:
        index = int(found[2])
        role = roles[index] if index < len(roles) else ""
        return f'<g class="{found[1]} mistake-{role}" id="target-{index}" data-choice="{role}"'
    return re.sub(r'<g class="(target[^"]*)" id="target-(\d+)"', mark, svg)
