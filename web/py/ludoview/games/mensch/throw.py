"""Mensch's throw as game-neutral pages ask about it (:class:`~ludoview.core.game.Throw`):
one die beside the position, one move answering it."""

from __future__ import annotations

from typing import cast

from ludo import api
from ludoview.core.game import LearnKeys, PuzzleAnalysis


def move_right(puzzle: dict, move: dict | None) -> bool:
    """The answer, or a move just as good (a player's own mistake may have two best moves)."""
    if move is None:
        return False
    if (move["from"], move["to"]) == (puzzle["answer"]["from"], puzzle["answer"]["to"]):
        return True
    return any((o["move"]["from"], o["move"]["to"]) == (move["from"], move["to"]) and o["chance"] >= puzzle["best"]
               for o in puzzle.get("others", ()))


class MenschThrow:
    """One die thrown beside the position: a lesson step or puzzle carries it as ``roll``."""

    keys = LearnKeys(task="learn.task.die", best="learn.best", right="learn.right", miss="")

    def beside(self, roll: int | None) -> int | None:
        return roll

    def shown(self, position: dict, roll: int | None) -> int | None:
        return roll

    def choices(self, position: dict, roll: int | None) -> list[dict]:
        return api.legal_moves(position, roll) if roll else []

    def hints(self, position: dict, roll: int | None) -> list[tuple[dict, float]]:
        return [(h["move"], h["estimate"]) for h in api.hints(position, roll)]

    def checked_choices(self, position: dict, roll: object) -> list[dict]:
        if type(roll) is not int or not 1 <= roll <= 6:
            raise ValueError("a mensch step needs its roll, a number from 1 to 6")
        if api.result(position) is not None:
            raise ValueError("the game is over in this position")
        return api.legal_moves(position, roll)

    def task_move(self, wanted: dict) -> dict:
        return {"from": wanted["from"], "to": wanted["to"]}

    def move_key(self, move: dict) -> tuple:
        return (move["from"], move["to"])

    def check_move(self, move: dict) -> None:
        """(A host's move has no field of mensch's own beyond ``from`` and ``to``.)"""

    def task_params(self, roll: int | list[int]) -> dict[str, object]:
        return {"roll": roll}

    def judge(self, puzzle: dict, event: dict, analysis: PuzzleAnalysis) -> tuple[str, dict]:
        right = move_right(puzzle, event.get("move"))
        return ("right", {}) if right else ("wrong", {"move": event.get("move")})

    def answer_moves(self, answer: dict | list[dict]) -> list[dict]:
        return [cast(dict, answer)]   # (one move)
