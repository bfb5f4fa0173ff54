"""The game review's work, a little at a time (:class:`Progress`: the analysis of a record
advanced in slices the page gives it), and what it counts: a record's turns, the record
cut before its first turn; :mod:`ludoview.games.review` names them too."""

from __future__ import annotations

from typing import Callable, Mapping


class Progress:
    """The analysis of a record, advanced in slices (``ludo.api.analyse_turns`` with ticks):
    how far it is (turns done of the record's turns), and the whole result at the end."""

    def __init__(self, items, total: int) -> None:
        self.items = items
        self.total = max(1, int(total))
        self.turns: list[dict] = []
        self.result: dict | None = None

    @property
    def done(self) -> bool:
        return self.result is not None

    @property
    def fraction(self) -> float:
        return 1.0 if self.done else min(0.99, len(self.turns) / self.total)

    def advance(self, budget: float, clock: Callable[[], float]) -> bool:
        """Work until ``budget`` seconds of ``clock`` have passed (at least one item);
        True when the analysis is complete."""
        started = clock()
        while self.result is None:
            item = next(self.items)
            if item is not None:
                if item["kind"] == "turn":
                    self.turns.append(item)
                else:
                    self.result = {"game": item["game"], "players": item["players"], "winner": item["winner"],
                                   "start": item["start"], "turns": self.turns, "summary": item["summary"]}
            if clock() - started >= budget:
                break
        return self.result is not None


def record_turns(record: Mapping) -> int:
    """How many turns (throws) a record holds: what the progress counts towards (a
    record lists its turns, or its actions with the throws among them)."""
    if isinstance(record.get("turns"), list):
        return len(record["turns"])
    return sum(1 for action in record.get("actions") or () if isinstance(action, dict) and "roll" in action)


def opening_record(record: Mapping) -> dict:
    """The record cut before its first turn: analysing it first loads the analysis' code
    (a few tenths of a second in the page) in a slice of its own."""
    cut = dict(record)
    for key in ("turns", "actions"):
        if isinstance(cut.get(key), list):
            cut[key] = []
    return cut
