"""What both games' hints share: how a choice is marked against the best.

A hint marks each legal choice ``"good"`` (the best or as good, and not a
needless risk), ``"risky"`` (a risk the reasons name, or clearly worse than
the best) or ``"ok"``. The games give their values and margins in their own
units, in their own ``hints`` modules.

Both games' hints modules have the same interface, over objects:
``hints(position[, roll])`` -- a :class:`Hint` per legal choice, in the order
the rules list them -- and ``state_hints(state)`` at a decision node of the
object protocol (:mod:`ludo.protocol`), each hint with its action. The JSON
API's ``hints`` is :meth:`Hint.to_json` of these.
"""

from __future__ import annotations

from typing import Any

from ludo.values import field, value


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


@value(frozen=True)
class Reason:
    """One reason code with its arguments (the page words it in the player's language)."""

    code: str
    args: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"code": self.code, "args": self.args}


@value(frozen=True)
class Hint:
    """The hint of one legal choice: the choice (the game's own object: a
    move, a step), the estimated chance to win after it (0..1, rounded to
    three places), its :func:`mark`, every reason that applies, most telling
    first (never none), and at a protocol state the choice's action."""

    choice: Any
    estimate: float
    mark: str
    reasons: tuple[Reason, ...]
    action: int | None = None

    @property
    def reason(self) -> Reason:
        """The most telling reason."""
        return self.reasons[0]

    def to_json(self, key: str, choice: Any) -> dict:
        """The JSON of the API's ``hints``: ``{key: choice, "estimate", "mark",
        "reason", "args", "reasons"}`` (``choice``: the choice's JSON)."""
        return {key: choice, "estimate": self.estimate, "mark": self.mark, "reason": self.reasons[0].code,
                "args": self.reasons[0].args, "reasons": [reason.to_json() for reason in self.reasons]}
