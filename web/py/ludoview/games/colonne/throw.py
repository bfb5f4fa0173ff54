"""Colonne's throw as game-neutral pages ask about it (:class:`~ludoview.core.game.Throw`):
dice kept in the position (``position["dice"]``) and spent in steps, a turn answering it."""

from __future__ import annotations

from typing import cast

from ludo import api
from ludo.limits import brief
from ludoview.core.game import LearnKeys, PuzzleAnalysis

#: The most dice a host's move may name (the large board throws 3, a double plays 4 times).
MAX_MOVE_DICE = 4


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class ColonneThrow:
    """The dice in the position: a lesson step or puzzle carries no roll beside it."""

    keys = LearnKeys(task="learn.task.dice", best="learn.best.dice", right="learn.right.dice", miss=".turn")

    def beside(self, roll: int | None) -> int | None:
        return None

    def shown(self, position: dict, roll: int | None) -> list[int]:
        return list(position.get("dice") or [])

    def choices(self, position: dict, roll: int | None) -> list[dict]:
        return api.legal_steps(position) if position.get("dice") else []

    def hints(self, position: dict, roll: int | None) -> list[tuple[dict, float]]:
        return [(h["step"], h["estimate"]) for h in api.hints(position)]

    def checked_choices(self, position: dict, roll: object) -> list[dict]:
        if roll is not None:
            raise ValueError("a colonne step carries its dice in the position, not a roll")
        if not position["dice"]:
            raise ValueError("set the dice to play in this colonne position")
        return api.legal_steps(position)

    def task_move(self, wanted: dict) -> dict:
        move = {"from": wanted["from"], "to": wanted["to"]}
        if isinstance(wanted.get("dice"), list):
            move["dice"] = sorted(d for d in wanted["dice"] if type(d) is int)
        return move

    def move_key(self, move: dict) -> tuple:
        if "dice" not in move:
            return (move["from"], move["to"])
        return (tuple(sorted(move.get("dice") or [])), move["from"], move["to"])

    def check_move(self, move: dict) -> None:
        dice = move["dice"]
        if (not isinstance(dice, list) or not 0 < len(dice) <= MAX_MOVE_DICE
                or not all(_whole(d) and 1 <= d <= 6 for d in dice)):
            raise ValueError(f"move.dice must be a list of dice (each a number from 1 to 6), not {brief(dice, 40)}")

    def task_params(self, roll: int | list[int]) -> dict[str, object]:
        return {"dice": str(roll) if isinstance(roll, int) else ", ".join(str(d) for d in roll)}

    def judge(self, puzzle: dict, event: dict, analysis: PuzzleAnalysis) -> tuple[str, dict]:
        """Judged at each step: ``"going"`` while the best end is in reach, else right or wrong
        where the turn ended (or was cut off: the dice left cannot reach the best end)."""
        position = event["position"]
        verdict = analysis.turn_state(puzzle, position)
        if verdict != "wrong":
            return verdict, {}
        over = position["turn"] != api.from_notation(puzzle["position"])["turn"] or not position.get("dice")
        try:
            chance = analysis.end_chance(puzzle, position) if over else None
        except Exception:
            chance = None
        return verdict, {"chance": chance, "cut": not over, "position": position}

    def answer_moves(self, answer: dict | list[dict]) -> list[dict]:
        return list(cast(list, answer))   # (its steps)
