"""The lessons without the browser: the courses, a step's task checked against the move
played, and the progress (``lesson_page`` is the browser glue).

A lesson step is a position and its throw on a live board, a short text, a task and what
to say after a wrong move. A task is one of:

- ``{"kind": "move", "move": {"from", "to"[, "dice"]}}``: that move (colonne: that step,
  its dice as a multiset when given);
- ``{"kind": "capture"}``: any move that captures;
- ``{"kind": "pass"}``: a throw with no legal move, passed;
- ``{"kind": "any"}``: any legal move;
- ``{"kind": "best"}``: the best move by the hard player's analysis (the hints' estimate;
  any move as good as the best).

The board offers only legal moves, so a wrong move is a legal one that does not do the
task. The built-in courses (:data:`COURSES`) name their words by key (in
:mod:`ludoview.learn.lesson_words`); a teacher's lesson (:mod:`ludoview.learn.teacher`)
carries its own words in one language.
"""

from __future__ import annotations

import json

from ludo.limits import loads

STORAGE_KEY = "ludo-learn/lessons"
TASKS = ("move", "capture", "pass", "any", "best")


def step(ident: str, position: str, roll, task: dict) -> dict:
    return {"id": ident, "position": position, "roll": roll, "task": task}


def move(origin: int, target: int, dice: list[int] | None = None) -> dict:
    chosen: dict[str, object] = {"from": origin, "to": target}
    if dice is not None:
        chosen["dice"] = sorted(dice)
    return {"kind": "move", "move": chosen}


#: The two courses, in order. mensch positions are the one-line notation with the throw
#: beside it; colonne's notation carries its dice (the throw is None).
_COURSES = (
    [
        step("m-enter", "m1.02.00.____.____", 6, move(-1, 0)),
        step("m-tries", "m1.02.00.____.____", 4, {"kind": "pass"}),
        step("m-capture", "m0.02.00.5k__.t___", 4, {"kind": "capture"}),
        step("m-compulsory", "m1.02.00.5k__.t___", 4, {"kind": "capture"}),
        step("m-free-start", "m1.02.00.0f__.____", 3, move(0, 3)),
        step("m-lane", "m1.02.00.ADc_.____", 5, move(36, 41)),
        step("m-jump", "m3.02.00.EFa_.____", 2, move(40, 42)),
    ],
    [
        step("c-enter", "cs_0.0.0.0.0.0_0.0.0.0.0.0_w35", None, move(0, 5, [3, 5])),
        step("c-steps", "cs_15.0.0.0.0.0_0.0.0.0.0.0_w24", None, move(15, 21, [2, 4])),
        step("c-bind", "cs_8.11.0.0.0.0_0.0.0.0.0.0_w34", None, move(8, 11, [3])),
        step("c-beat", "cs_17.17.0.0.0.0_20.0.0.0.0.0_w35", None, {"kind": "capture"}),
        step("c-block", "cs_14.0.0.0.0.0_17.17.18.0.0.0_w31", None, {"kind": "capture"}),
        step("c-double", "cs_0.0.0.0.0.0_0.0.0.0.0.0_w44a", None, move(0, 5, [4, 4])),
        step("c-finish", "cs_34.37.37.37.37.0_0.0.0.0.0.0_w35", None, move(34, 37, [3])),
    ],
)


def game_of(position: str) -> str:
    from ludoview.learn.common import game_of as of
    return of(position)


#: Each game's course, by the game of its positions.
COURSES: dict[str, list[dict]] = {game_of(steps[0]["position"]): steps for steps in _COURSES}


def done(lesson_step: dict, played: dict | None, before: dict | None = None) -> bool:
    """Does ``played`` (the move event's move: a mensch move, a colonne step, None for a
    passed throw) do the step's task? ``before``: the position it was played in (JSON), for
    the ``best`` task."""
    task = lesson_step["task"]
    kind = task["kind"]
    if kind == "pass":
        return played is None
    if played is None:
        return False
    if kind == "any":
        return True
    if kind == "capture":
        return bool(played.get("capture")) or int(played.get("captures") or 0) > 0
    if kind == "move":
        # every field the task's move names (a list, such as dice, as a multiset)
        return all(sorted(played.get(k) or []) == sorted(v) if isinstance(v, list) else played.get(k) == v
                   for k, v in task["move"].items())
    if kind == "best":
        return played_is_best(lesson_step, played, before)
    return False


def hints_of(lesson_step: dict, before: dict | None = None) -> list[tuple[dict, float]]:
    """The hard player's hints for the step's position and throw: each choice (a move or a
    step) and its ``estimate``."""
    from ludo import api
    from ludoview.learn.common import throw
    position = before or api.from_notation(lesson_step["position"])
    return throw(position["game"]).hints(position, lesson_step["roll"])


def best_choices(lesson_step: dict, before: dict | None = None) -> list[dict]:
    """The moves (or steps) as good as the best by the hard player's analysis."""
    hints = hints_of(lesson_step, before)
    if not hints:
        return []
    top = max(estimate for _, estimate in hints)
    return [choice for choice, estimate in hints if estimate >= top - 1e-9]


def played_is_best(lesson_step: dict, played: dict, before: dict | None = None) -> bool:
    from ludo import api
    from ludoview.learn.common import throw
    best = best_choices(lesson_step, before)
    key = throw((before or api.from_notation(lesson_step["position"]))["game"]).move_key
    return any(key(b) == key(played) for b in best)


def answer_of(lesson_step: dict) -> dict | None:
    """A move that does the task (for "show me"): the given move, the first capture, the best."""
    from ludo import api
    from ludoview.learn.common import choices as choices_of
    position = api.from_notation(lesson_step["position"])
    for choice in choices_of(position, lesson_step["roll"]):
        if done(lesson_step, choice, position):
            return choice
    return None


# --- progress -------------------------------------------------------------------------

def read_progress(text: str | None) -> dict[str, list[str]]:
    """The steps done of each course ({course: [step ids]}); unreadable: none."""
    try:
        data = loads(text, "lessons") if text else {}
    except ValueError:
        data = {}
    out: dict[str, list[str]] = {}
    if isinstance(data, dict):
        for course, ids in data.items():
            if isinstance(course, str) and len(course) <= 60 and isinstance(ids, list):
                out[course] = [i for i in ids if isinstance(i, str) and len(i) <= 60][:200]
    return out


def write_progress(progress: dict[str, list[str]]) -> str:
    return json.dumps(progress, separators=(",", ":"))


def first_open(steps: list[dict], finished: list[str]) -> int:
    """The index of the first step not yet done (0 when all are)."""
    for index, item in enumerate(steps):
        if item["id"] not in finished:
            return index
    return 0


def choices_of(lesson_step: dict) -> list[dict]:
    """The legal moves (or steps) of a step's position and throw, as the board lists them."""
    from ludo import api
    from ludoview.learn.common import choices
    return choices(api.from_notation(lesson_step["position"]), lesson_step["roll"])
