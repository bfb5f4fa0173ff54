"""The lessons' page (``lessons.html``): a course of short steps, each a live board with a
task the rules check, a text, and after a wrong move why it was wrong.

Browser glue only; the courses, the tasks and the progress are
:mod:`ludoview.learn.lessons`, the words :mod:`ludoview.learn.lesson_words`. The board is
the embed's (:class:`ludoview.learn.board.LearnBoard`). The steps done are kept in
``localStorage`` (:data:`ludoview.learn.lessons.STORAGE_KEY`); the page opens each course at
its first step not yet done.

URL: ``?course=mensch|colonne&step=<id>&lang=..&speed=..``; a teacher's lesson comes in the
fragment (``#lesson=...``, :mod:`ludoview.learn.teacher`).
"""

from __future__ import annotations

import traceback
from html import escape

from pyscript import document, window

from ludoview.core import catalogues, dom, reasons
from ludoview.core.config import query
from ludoview.core.i18n import LANGUAGE_NAMES, LANGUAGES, pick_language
from ludoview.embed.page import cut, launch
from ludoview.learn import lessons as L
from ludoview.learn.board import LearnBoard, board_params, speed_notice
from ludoview.learn.common import Relanguaged
from ludoview.learn.lesson_words import LESSON_WORDS as WORDS


class LessonPage(Relanguaged):
    def __init__(self, params: dict) -> None:
        self.params = params
        wanted = (params.get("lang") or [""])[0]
        self.lang = pick_language(wanted if wanted in LANGUAGES else None, dom.browser_languages())
        course = (params.get("course") or [""])[0]
        self.course = course if course in L.COURSES else next(iter(L.COURSES))
        self.teacher: dict | None = None      # a teacher's lesson from the link
        self.progress = L.read_progress(dom.storage_get(L.STORAGE_KEY))
        self.index = 0
        self.board: LearnBoard | None = None
        self.state = "open"        # open, right, wrong, shown
        self.note = ""
        self.lines: list[str] = []

    def t(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)

    # --- the course -------------------------------------------------------------------
    @property
    def steps(self) -> list[dict]:
        return self.teacher["steps"] if self.teacher else L.COURSES[self.course]

    @property
    def course_key(self) -> str:
        return self.teacher["key"] if self.teacher else self.course

    def text(self, item: dict, part: str) -> str:
        """A part of a step in words: a teacher's own, else the catalogue's."""
        own = item.get("texts")
        if own is not None:
            return str(own.get(part) or "")
        key = f"lesson.{item['id']}.{part}"
        return self.t(key) if key in WORDS else ""

    def task_text(self, item: dict) -> str:
        text = self.text(item, "task")
        if text:
            return text
        return self.t(f"lesson.{item['task']['kind']}")

    # --- start ------------------------------------------------------------------------
    async def start(self) -> None:
        self.load_teacher()
        self.fill_selects()
        self.translate()
        dom.on(dom.el("ls-course"), "change", lambda e: self.set_course(str(e.target.value)))
        dom.on(dom.el("ls-lang"), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        dom.on(dom.el("ls-retry"), "click", lambda e: self.retry())
        dom.on(dom.el("ls-show"), "click", lambda e: self.show_me())
        dom.on(dom.el("ls-next"), "click", lambda e: self.go(self.index + 1))
        dom.on(dom.el("ls-restart"), "click", lambda e: self.restart())
        dom.on(dom.el("ls-steps"), "click", self.on_pick_step)
        wanted = (self.params.get("step") or [""])[0]
        ids = [s["id"] for s in self.steps]
        self.index = ids.index(wanted) if wanted in ids else L.first_open(self.steps, self.done_ids())
        item = self.steps[self.index]
        self.board = LearnBoard(self.on_move, board_params(item["position"], item["roll"], self.lang,
                                                           self.params.get("speed")))
        await self.board.start()
        self.begin()
        notice = speed_notice(self.params.get("speed"), WORDS, self.lang)
        if notice:   # (the lesson goes on at the usual pace)
            self.say_error(notice, add=True)
        dom.on(window, "hashchange", lambda e: self.on_hash())
        document.documentElement.setAttribute("data-ludo", "ready")

    def on_hash(self) -> None:
        """Another fragment in this tab (a second lesson's link opened here, or the link's
        lesson left out): that lesson, or the course, from its first step not done."""
        try:
            dom.el("ls-error").hidden = True
            self.teacher = None
            self.load_teacher()
            self.index = L.first_open(self.steps, self.done_ids())
            self.fill_selects()
            self.translate()
            item = self.steps[self.index]
            if self.board is not None:
                self.board.show_step(item["position"], item["roll"])
            self.begin()
        except Exception as exc:   # (said on the page; the tab keeps what it showed)
            window.console.warn("".join(traceback.format_exception(exc)))
            self.say_error(cut(f"{type(exc).__name__}: {exc}", 200))

    def load_teacher(self) -> None:
        from ludoview.learn import teacher
        fragment = str(window.location.hash)
        if not fragment.startswith("#lesson="):
            return
        try:
            self.teacher = teacher.from_fragment(fragment)
        except ValueError as exc:
            self.say_error(self.t("teacher.bad_link", reason=reasons.say(self.lang, cut(str(exc), 200), reasons.kind_of(exc))))
            self.teacher = None

    def say_error(self, message: str, add: bool = False) -> None:
        """Say ``message`` in the page's box (after what it says already, when ``add``)."""
        box = dom.el("ls-error")
        if add and not box.hidden and str(box.textContent):
            message = f"{box.textContent} {message}"
        box.textContent = message
        box.hidden = False

    def done_ids(self) -> list[str]:
        return self.progress.get(self.course_key, [])

    # --- a step -----------------------------------------------------------------------
    def begin(self) -> None:
        self.state = "open"
        self.note = ""
        self.lines = []
        self.render()

    def go(self, index: int) -> None:
        if self.board is None or not 0 <= index < len(self.steps):
            return
        self.index = index
        item = self.steps[index]
        self.board.show_step(item["position"], item["roll"])
        self.begin()
        dom.el("ls-step-title").focus()

    def on_move(self, event: dict) -> None:
        board = self.board
        if self.state != "open" or board is None:
            return
        item = self.steps[self.index]
        try:
            right = L.done(item, event.get("move"))
        except Exception as exc:   # a bug met by a move: said in the console, the page goes on
            window.console.warn("".join(traceback.format_exception(exc)))
            return
        board.frozen = True
        board.render()
        if right:
            self.state = "right"
            self.note = self.t("lesson.right")
            self.lines = [line for line in [self.text(item, "done")] if line]
            finished = self.progress.setdefault(self.course_key, [])
            if item["id"] not in finished:
                finished.append(item["id"])
            dom.storage_set(L.STORAGE_KEY, L.write_progress(self.progress))
        else:
            self.state = "wrong"
            self.note = self.t("lesson.wrong")
            self.lines = [line for line in [self.text(item, "wrong")] if line]
        self.render()
        target = "ls-retry" if not right else ("ls-next" if self.index + 1 < len(self.steps) else "ls-restart")
        dom.el(target).focus()

    def retry(self) -> None:
        if self.board is None:
            return
        self.board.again()
        self.begin()
        dom.el("board").focus()

    def show_me(self) -> None:
        if self.board is None:
            return
        item = self.steps[self.index]
        answer = L.answer_of(item)
        if answer is None and item["task"]["kind"] != "pass":
            return
        self.board.play_moves([answer])
        self.state = "shown"
        self.note = self.text(item, "done") or self.t("lesson.right")
        self.lines = []
        self.render()
        dom.el("ls-retry").focus()

    def restart(self) -> None:
        self.progress[self.course_key] = []
        dom.storage_set(L.STORAGE_KEY, L.write_progress(self.progress))
        self.go(0)

    def on_pick_step(self, event) -> None:
        target = dom.found(event.target.closest("[data-step]"))
        if target is not None:
            self.go(int(target.getAttribute("data-step")))

    def set_course(self, course: str) -> None:
        if course not in L.COURSES or (course == self.course and not self.teacher):
            return
        self.teacher = None
        self.course = course
        self.index = L.first_open(self.steps, self.done_ids())
        if self.board is None:   # not drawn yet: start() shows this course's step
            return
        item = self.steps[self.index]
        self.board.show_step(item["position"], item["roll"])
        self.begin()

    def retell(self) -> None:
        item = self.steps[self.index]
        if self.state == "right":
            self.note, self.lines = self.t("lesson.right"), [x for x in [self.text(item, "done")] if x]
        elif self.state == "wrong":
            self.note, self.lines = self.t("lesson.wrong"), [x for x in [self.text(item, "wrong")] if x]

    # --- drawing ----------------------------------------------------------------------
    def fill_selects(self) -> None:
        options = [(g, self.t("learn.game." + g)) for g in L.COURSES]
        if self.teacher:
            options.append(("teacher", self.teacher.get("title") or self.t("teacher.lesson")))
        chosen = "teacher" if self.teacher else self.course
        dom.el("ls-course").innerHTML = "".join(
            f'<option value="{value}"{" selected" if value == chosen else ""}>{escape(label)}</option>'
            for value, label in options)
        dom.el("ls-lang").innerHTML = "".join(
            f'<option value="{code}"{" selected" if code == self.lang else ""}>{LANGUAGE_NAMES[code]}</option>'
            for code in LANGUAGES)

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = f"{self.t('lesson.title')} · ludo"
        texts = {"ls-title": "lesson.title", "ls-intro": "lesson.intro", "ls-course-label": "lesson.course",
                 "ls-lang-label": "menu.language", "ls-retry": "learn.try_again", "ls-show": "lesson.show",
                 "ls-next": "lesson.next", "ls-restart": "lesson.restart", "to-game": "replay.to_game",
                 "to-rules": "replay.to_rules", "to-puzzles": "learn.to_puzzles", "ls-steps-label": "lesson.steps"}
        for ident, key in texts.items():
            dom.el(ident).textContent = self.t(key)
        dom.el("to-rules").href = f"./rules/{self.lang}.html"
        dom.el("to-game").href = f"./index.html?lang={self.lang}"
        dom.el("to-puzzles").href = f"./puzzles.html?lang={self.lang}"

    def render(self) -> None:
        steps = self.steps
        item = steps[self.index]
        finished = set(self.done_ids())
        rows = []
        for i, s in enumerate(steps):
            here = ' aria-current="step"' if i == self.index else ""
            mark = f' <span class="ls-done">✓<span class="sr-only"> {escape(self.t("lesson.done_mark"))}</span></span>' \
                if s["id"] in finished else ""
            rows.append(f'<li><button type="button" data-step="{i}" data-testid="step-{i}"{here}>'
                        f'{escape(self.text(s, "title") or str(i + 1))}</button>{mark}</li>')
        dom.el("ls-steps").innerHTML = "".join(rows)
        dom.el("ls-number").textContent = self.t("lesson.step", i=self.index + 1, n=len(steps))
        dom.el("ls-step-title").textContent = self.text(item, "title")
        dom.el("ls-text").textContent = self.text(item, "text")
        dom.el("ls-task").textContent = self.task_text(item)
        verdict = dom.el("ls-verdict")
        verdict.textContent = self.note
        verdict.setAttribute("data-state", self.state)
        listing = dom.el("ls-explain")
        listing.textContent = ""
        for line in self.lines:
            node = document.createElement("p")
            node.textContent = line
            listing.appendChild(node)
        last = self.index + 1 >= len(steps)
        all_done = all(s["id"] in finished for s in steps)
        dom.el("ls-retry").hidden = self.state == "open"
        dom.el("ls-show").hidden = self.state != "open"
        dom.el("ls-next").hidden = last
        dom.el("ls-restart").hidden = not (last and self.state == "right")
        dom.el("ls-finished").textContent = self.t("lesson.finished") if all_done and last and \
            self.state == "right" else ""
        root = document.documentElement
        root.setAttribute("data-step", item["id"])
        root.setAttribute("data-state", self.state)
        root.setAttribute("data-course", self.course_key)


PAGE: LessonPage | None = None


def main() -> None:
    """Entry point of ``lessons.html``'s ``<script type="py">``."""
    global PAGE
    PAGE = LessonPage(query(dom.search()))
    page = PAGE

    def fail(message: str) -> None:
        document.documentElement.setAttribute("data-ludo", "error")
        page.say_error(message)

    dom.offline()
    launch(page.start, fail)
