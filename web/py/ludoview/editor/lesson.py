"""The position editor's lesson maker (browser glue): the draft's position, with a text, a
task and the explanation, added as a step of a teacher's lesson; the lesson's link and
``<iframe>`` snippet (``lessons.html#lesson=...``). What a lesson is and how it is checked:
:mod:`ludoview.learn.teacher`; its words: :mod:`ludoview.learn.lesson_words`."""

from __future__ import annotations

from html import escape

from ludoview import games
from ludoview.core import dom, reasons
from ludoview.learn import teacher
from ludoview.learn.lesson_words import LESSON_WORDS as WORDS

TASKS = ("move", "capture", "best", "any", "pass")
#: The lesson maker's fixed texts: element id -> key.
TEXTS = {"lesson-head": "teacher.head", "lesson-intro": "teacher.intro", "lesson-title-label": "teacher.title",
         "lesson-task-label": "teacher.task", "lesson-move-label": "teacher.move",
         "lesson-step-title-label": "teacher.step_title", "lesson-text-label": "teacher.text",
         "lesson-goal-label": "teacher.goal", "lesson-wrong-label": "teacher.wrong",
         "lesson-done-label": "teacher.done", "lesson-add": "teacher.add", "lesson-link-label": "teacher.link",
         "lesson-open": "teacher.open", "lesson-snippet-label": "teacher.snippet",
         "lesson-steps-label": "teacher.steps"}


class LessonMaker:
    def __init__(self, page) -> None:
        self.page = page
        self.steps: list[dict] = []
        self.message = ""
        def on(ident, event, handler):
            return dom.on(dom.el(ident), event, page.guarded(handler))
        on("lesson-add", "click", lambda e: self.add())
        on("lesson-task", "change", lambda e: self.render())
        on("lesson-title", "change", lambda e: self.render())
        on("lesson-steps", "click", self.on_remove)

    def value(self, ident: str) -> str:
        return str(dom.el(ident).value)

    def add(self) -> None:
        draft = self.page.editor.draft
        position, roll = draft.position, draft.roll
        kind = self.value("lesson-task")
        choices = teacher.step_choices(position, roll)
        move = None
        if kind == "move":
            wanted = self.value("lesson-move")
            move = choices[int(wanted)] if wanted.isdigit() and int(wanted) < len(choices) else None
        texts = {part: self.value(f"lesson-{ident}") for part, ident in
                 (("title", "step-title"), ("text", "text"), ("task", "goal"), ("wrong", "wrong"), ("done", "done"))}
        lang = self.page.lang
        if len(self.steps) >= teacher.MAX_STEPS:   # (refused before its checks: nothing else matters)
            self.message = WORDS(lang, "teacher.full", n=teacher.MAX_STEPS)
            self.render()
            return
        try:
            step = teacher.new_step(position, roll, kind, move, texts)
        except teacher.LessonError as exc:
            self.message = WORDS(lang, "teacher.refused", reason=reasons.say(lang, exc, "reason.step"))
        else:
            used = teacher.room(teacher.lesson_of(self.value("lesson-title"), lang, [*self.steps, step]))
            if used > 1.0:   # its link would be refused by lessons.html: the step is not added
                self.message = WORDS(lang, "teacher.too_long", percent=round(100 * used))
            else:
                self.steps.append(step)
                self.message = (WORDS(lang, "teacher.added", n=len(self.steps)) + " "
                                + WORDS(lang, "teacher.room", percent=_left(used)))
                for ident in ("lesson-step-title", "lesson-text", "lesson-goal", "lesson-wrong", "lesson-done"):
                    dom.el(ident).value = ""
        self.render()

    def on_remove(self, event) -> None:
        node = dom.found(event.target.closest("[data-remove]"))
        if node is not None:
            index = int(node.getAttribute("data-remove"))
            if 0 <= index < len(self.steps):
                del self.steps[index]
                self.render()

    def render(self) -> None:
        lang = self.page.lang
        for ident, key in TEXTS.items():
            dom.el(ident).textContent = WORDS(lang, key)
        kind = self.value("lesson-task") or "capture"
        self.page.fill("lesson-task", tuple(_Choice(k, WORDS(lang, f"teacher.task.{k}"), k == kind) for k in TASKS))
        draft = self.page.editor.draft
        spec = games.spec(draft.game)
        choices = teacher.step_choices(draft.position, draft.roll)
        picked = self.value("lesson-move")
        self.page.fill("lesson-move", tuple(
            _Choice(str(i), spec.move_text(lang, draft.position, c), str(i) == picked) for i, c in enumerate(choices)))
        dom.el("lesson-move-row").hidden = kind != "move"
        dom.el("lesson-message").textContent = self.message
        rows = []
        for i, step in enumerate(self.steps):
            name = step["texts"].get("title") or step["position"]
            rows.append(f'<li><span>{escape(name)} · {escape(WORDS(lang, "teacher.task." + step["task"]["kind"]))}'
                        f'</span> <button type="button" data-remove="{i}" data-testid="lesson-remove-{i}">'
                        f'{escape(WORDS(lang, "teacher.remove"))}</button></li>')
        dom.el("lesson-steps").innerHTML = "".join(rows)
        link = snippet = ""
        if self.steps:
            lesson = teacher.lesson_of(self.value("lesson-title"), lang, self.steps)
            if teacher.room(lesson) > 1.0:   # (a long title on a full lesson): no link lessons.html would refuse
                dom.el("lesson-message").textContent = WORDS(lang, "teacher.title_too_long")
            else:
                base = self.page.base() + "lessons.html"
                link = teacher.link(lesson, base, lang)
                snippet = teacher.snippet(lesson, base)
        dom.el("lesson-link").value = link
        dom.el("lesson-open").href = link or "#"
        dom.el("lesson-open").hidden = not link
        dom.el("lesson-snippet").value = snippet


def _left(used: float) -> int:
    """The room left in a link, in whole percent (0 only when none is left)."""
    left = 100 * (1.0 - used)
    return max(int(left), 1) if left > 0 else 0


class _Choice:
    """An option of a select, as the editor's ``fill`` takes it."""

    def __init__(self, value: str, text: str, selected: bool = False) -> None:
        self.value, self.text, self.selected = value, text, selected
