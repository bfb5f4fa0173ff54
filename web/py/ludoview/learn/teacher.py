"""A teacher's lesson: several positions, each with its text, a task and the explanation,
made in the position editor and opened by ``lessons.html#lesson=...`` (a link, or a frame
of that page: the snippet). Pure Python.

The lesson is JSON (``ludo-lesson/1``)::

    {"format": "ludo-lesson/1", "title": "...", "lang": "en",
     "steps": [{"position": "<notation>", "roll": 4 | null,
                "task": {"kind": "move", "move": {"from": 5, "to": 9}} | {"kind": "capture"}
                        | {"kind": "best"} | {"kind": "any"} | {"kind": "pass"},
                "texts": {"title": "...", "text": "...", "task": "...", "wrong": "...", "done": "..."}}]}

travelling deflated and base64url-encoded in the URL fragment (never sent to a server), as
the share links carry a game. Every step is checked by the engine: its position and throw,
and that its task can be done there (the move is legal, a capture is possible, the throw has
no move for ``pass``, some move for the others).
"""

from __future__ import annotations

import base64
import json
import zlib

from ludo import api
from ludo.errors import LudoError
from ludo.limits import brief, inflate, loads
from ludoview.learn.common import choices, throw
from ludoview.learn.lessons import TASKS, done

FORMAT = "ludo-lesson/1"
FRAGMENT_KEY = "lesson"
MAX_STEPS = 20
MAX_TEXT = 600
#: A link's lesson: at most so many characters in the fragment (as a shared game's,
#: ``ludoview.core.share.MAX_FRAGMENT``), and so many bytes of JSON once inflated: room
#: for 20 steps of five 600-character texts in any script (up to 4 bytes a character in
#: UTF-8) and a title. Natural text deflates to well under the fragment's room; text that
#: does not is refused by the editor before it makes the link (:func:`room`).
MAX_FRAGMENT = 60_000
MAX_BYTES = 256_000
PARTS = ("title", "text", "task", "wrong", "done")
LANGS = ("it", "fr", "en", "de")


class LessonError(ValueError):
    """A lesson that cannot be used; the message says why, naming the step."""


def _text(value, what: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise LessonError(f"{what}: must be text, not {brief(value)}")
    if len(value) > MAX_TEXT:
        raise LessonError(f"{what}: {len(value)} characters, more than {MAX_TEXT}")
    return value.strip()


def check_step(raw, where: str = "step") -> dict:
    """One step, checked against the rules; the complete step (its texts all present)."""
    if not isinstance(raw, dict):
        raise LessonError(f"{where}: must be an object")
    try:
        position = api.from_notation(raw.get("position"))
    except LudoError as exc:
        raise LessonError(f"{where}: {exc}") from None
    notation = api.to_notation(position)
    roll = raw.get("roll")
    game = throw(position["game"])
    try:
        choices = game.checked_choices(position, roll)
    except LudoError:
        raise
    except ValueError as exc:   # (the throw's own check)
        raise LessonError(f"{where}: {exc}") from None
    task = raw.get("task")
    if not isinstance(task, dict) or task.get("kind") not in TASKS:
        raise LessonError(f"{where}: the task must be one of {', '.join(TASKS)}")
    kind = task["kind"]
    clean: dict = {"kind": kind}
    if kind == "move":
        wanted = task.get("move")
        if not isinstance(wanted, dict) or type(wanted.get("from")) is not int or type(wanted.get("to")) is not int:
            raise LessonError(f"{where}: the task's move needs its from and to")
        clean["move"] = game.task_move(wanted)
    item = {"id": "", "position": notation, "roll": roll, "task": clean}
    if kind == "pass":
        if choices:
            raise LessonError(f"{where}: this throw has a legal move, so it cannot be passed")
    elif not choices:
        raise LessonError(f"{where}: this throw has no legal move")
    elif not any(done(item, c, position) for c in choices):
        raise LessonError(f"{where}: no legal move does this task here")
    texts = raw.get("texts")
    if not isinstance(texts, dict):
        texts = {}
    item["texts"] = {part: _text(texts.get(part), f"{where} {part}") for part in PARTS}
    return item


def check_lesson(raw) -> dict:
    """A whole lesson, checked (:class:`LessonError` naming what is wrong); its steps get
    the ids ``t1``, ``t2``, ... and the lesson a ``key`` of its own for the progress."""
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise LessonError(f"not a lesson (format {FORMAT} expected)")
    steps = raw.get("steps")
    if not isinstance(steps, list) or not steps:
        raise LessonError("the lesson has no step")
    if len(steps) > MAX_STEPS:
        raise LessonError(f"the lesson has {len(steps)} steps, more than {MAX_STEPS}")
    lang = raw.get("lang") if raw.get("lang") in LANGS else "en"
    checked = [check_step(s, f"step {i + 1}") for i, s in enumerate(steps)]
    for i, item in enumerate(checked):
        item["id"] = f"t{i + 1}"
    return {"format": FORMAT, "title": _text(raw.get("title"), "title"), "lang": lang, "steps": checked}


def plain(lesson: dict) -> dict:
    """The lesson as it travels (no ids, no key, texts left empty left out)."""
    return {"format": FORMAT, "title": lesson.get("title", ""), "lang": lesson.get("lang", "en"),
            "steps": [{"position": s["position"], "roll": s["roll"], "task": s["task"],
                       "texts": {k: v for k, v in s.get("texts", {}).items() if v}} for s in lesson["steps"]]}


def encode(lesson: dict) -> str:
    raw = json.dumps(plain(lesson), separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(data: str) -> dict:
    """The checked lesson of a link's data (:class:`LessonError` saying why not)."""
    if len(data) > MAX_FRAGMENT:
        raise LessonError(f"lesson: {len(data)} characters, more than {MAX_FRAGMENT}")
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        raw = inflate(packed, "lesson", max_size=MAX_BYTES)
        value = loads(raw, "lesson", max_chars=MAX_BYTES)
    except Exception:
        raise LessonError(f"lesson {brief(data, 30)}: not a lesson made by the editor") from None
    lesson = check_lesson(value)
    lesson["key"] = f"teacher-{zlib.crc32(data.encode('ascii')):08x}{len(data):x}"   # (no hashlib in the page)
    return lesson


def from_fragment(hash_text: str) -> dict:
    """The lesson of a URL fragment ``#lesson=...``."""
    text = hash_text[1:] if hash_text.startswith("#") else hash_text
    name, _, data = text.partition("=")
    if name != FRAGMENT_KEY or not data:
        raise LessonError("the link holds no lesson")
    return decode(data)


def room(lesson: dict) -> float:
    """How much of a link's room the lesson takes (1.0: all of it; more: :func:`decode`
    would refuse its link, which the editor then does not give)."""
    raw = json.dumps(plain(lesson), separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode("utf-8")
    return max(len(encode(lesson)) / MAX_FRAGMENT, len(raw) / MAX_BYTES)


def link(lesson: dict, base: str = "lessons.html", lang: str | None = None) -> str:
    """The link that opens the lesson (``base``: where lessons.html is)."""
    query = f"?lang={lang}" if lang else ""
    return f"{base}{query}#{FRAGMENT_KEY}={encode(lesson)}"


def snippet(lesson: dict, base: str = "lessons.html", width: int = 420, height: int = 760) -> str:
    """The ``<iframe>`` that shows the lesson on another page."""
    from html import escape
    title = lesson.get("title") or "Lesson"
    return (f'<iframe src="{escape(link(lesson, base, lesson.get("lang")))}" width="{width}" height="{height}" '
            f'title="{escape(title)}"></iframe>')


# --- the editor's lesson under way ----------------------------------------------------------

def step_choices(position: dict, roll) -> list[dict]:
    """The legal moves (mensch) or steps (colonne) of a draft's position and throw; none when
    it has no throw to play."""
    try:
        return choices(position, roll)
    except LudoError:
        return []


def new_step(position: dict, roll, kind: str, move: dict | None, texts: dict) -> dict:
    """A step of the editor's draft (checked: :class:`LessonError` naming what is wrong)."""
    task: dict = {"kind": kind}
    if kind == "move":
        if move is None:
            raise LessonError("step: choose the move the reader must play")
        task["move"] = {k: move[k] for k in ("from", "to", "dice") if k in move}
    return check_step({"position": api.to_notation(position), "roll": throw(position["game"]).beside(roll),
                       "task": task, "texts": texts}, "step")


def lesson_of(title: str, lang: str, steps: list[dict]) -> dict:
    """The editor's lesson so far, checked."""
    return check_lesson({"format": FORMAT, "title": title, "lang": lang, "steps": steps})
