"""What both games' hints share: how a choice is marked against the best.

A hint marks each legal choice ``"good"`` (the best or as good, and not a
needless risk), ``"risky"`` (a risk the reasons name, or clearly worse than
the best) or ``"ok"``. The games give their values and margins in their own
units: mensch in squares of evaluation (:mod:`ludo.mensch.ai_hints`), colonne
in win chance (:mod:`ludo.colonne.hints`).
"""

from __future__ import annotations


def mark(value: float, best: float, risky: bool, choices: int, good_margin: float, risky_margin: float) -> str:
    """The mark of a choice worth ``value`` when the best of the ``choices``
    is worth ``best``: good within ``good_margin`` of the best unless it runs
    a risk a better choice avoids; risky when it runs a risk or falls more
    than ``risky_margin`` short; else ok."""
    if value >= best - good_margin and not (risky and choices > 1 and value < best - 1e-9):
        return "good"
    if risky or value < best - risky_margin:
        return "risky"
    return "ok"
