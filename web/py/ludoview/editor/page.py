"""The position editor's page (``editor.html``): browser glue only.

The draft and its checks are :mod:`ludoview.editor.model`'s, what is shown is
:mod:`ludoview.editor.view`'s; this controller binds the controls, draws the view and
keeps the page's URL at the draft (a reload or a bookmark reopens it). It holds its hands
(:class:`~ludoview.editor.hands.Hands`, ``page.hands``), which turn clicks and drags on
the board into changes (the board's drawing names what a point holds: square ids, each
piece's data attributes, read by the game's :meth:`~ludoview.core.editing.Places.hit`)
and keep the live frame (``embed.html``) at the draft: a new position goes to the frame
through the host API (``set-position``), a new mode or language loads the frame again.
"""

from __future__ import annotations

import traceback
from html import escape
from urllib.parse import urlencode

from pyscript import document, window

from ludoview.core import catalogues, dom
from ludoview.core.config import PageConfig, query
from ludoview.core.i18n import LANGUAGES, pick_language
from ludoview.editor.hands import Hands
from ludoview.editor.model import Editor, Note, Refused, editor_query, from_editor_query
from ludoview.editor.view import Choice, EditorView, Form, editor_view
from ludoview.editor.words import WORDS


class EditorPage:
    def __init__(self, config: PageConfig) -> None:
        self.config = config
        self.lang = pick_language(config.lang, dom.browser_languages())
        self.own_origin = str(window.location.origin)
        self.editor = Editor()
        self.form = Form()
        self.built: dict[str, object] = {}    # what each rebuilt container holds (rebuilt only when it changes)
        self.hands = Hands(self)              # clicks and drags on the board, the live frame

    # --- start ------------------------------------------------------------------------------
    def start(self) -> None:
        if self.config.theme is not None:
            document.documentElement.classList.add(f"theme-{self.config.theme}")
        try:
            self.editor = Editor(from_editor_query(query(dom.search())))
        except Refused as exc:   # a URL that makes no board: a new draft, and why
            self.editor.note = Note(refused=exc)
        except Exception as exc:   # whatever the URL holds: a new draft, and what went wrong
            window.console.warn("".join(traceback.format_exception(exc)))
            self.editor.note = Note(refused=Refused(f"{type(exc).__name__}: {str(exc)[:200]}"))
        self.bind()
        from ludoview.editor.lesson import LessonMaker  # a teacher's lesson of several positions
        self.lesson = LessonMaker(self)
        self.render()
        dom.set_state("ready")
        dom.offline(reload=False)   # (a reload would lose the draft and the lesson under way)

    def guarded(self, handler):
        """``handler`` for an event: what it fails on is said in the message box (a refusal),
        and the page goes on with its draft."""
        def call(event):
            try:
                return handler(event)
            except Exception as exc:
                window.console.warn("".join(traceback.format_exception(exc)))
                self.editor.note = Note(refused=Refused(f"{type(exc).__name__}: {str(exc)[:200]}"))
                try:
                    self.render()
                except Exception as again:
                    window.console.warn(f"the editor could not be drawn again: {again}")
        return call

    def bind(self) -> None:
        def on(ident, event, handler):
            return dom.on(dom.el(ident), event, self.guarded(handler))
        def value(event):
            return str(event.target.value)
        on("page-lang", "change", lambda e: catalogues.then(value(e), self.set_language, e.target))
        on("game", "change", lambda e: self.change("with_game", value(e)))
        on("settings", "change", lambda e: self.change("with_settings", **{str(e.target.name): value(e)}))
        on("options", "change", lambda e: self.change(
            "with_settings", options={str(e.target.name): bool(e.target.checked)}))
        on("clear", "click", lambda e: self.change("cleared"))
        on("palette", "change", lambda e: self.pick_seat(value(e)))
        on("from", "change", lambda e: self.keep(origin=value(e)))
        on("to", "change", lambda e: self.keep(target=value(e)))
        on("move-form", "submit", self.on_move)
        on("turn", "change", lambda e: self.change("with_turn", value(e)))
        on("roll", "change", lambda e: self.change("with_roll", int(value(e)) if value(e) else None))
        on("tries", "change", lambda e: self.change("with_tries", int(value(e))))
        on("dice", "change", lambda e: self.set_dice())
        on("again", "change", lambda e: self.set_dice())
        on("mode", "change", lambda e: self.change("with_mode", value(e)))
        on("frame-lang", "change", lambda e: self.change("with_lang", value(e) or None))
        on("frame-title", "change", lambda e: self.change("with_title", value(e)))
        on("frame-id", "change", lambda e: self.change("with_frame_id", value(e)))
        on("frame-origin", "change", lambda e: self.change("with_origin", value(e)))
        on("load", "click", lambda e: self.load())
        on("notation", "keydown", self.on_notation_key)
        on("copy-link", "click", lambda e: self.copy("link"))
        on("copy-snippet", "click", lambda e: self.copy("snippet"))
        on("copy-element", "click", lambda e: self.copy("element"))
        self.hands.bind()
        dom.on_orient_change(lambda orient: self.guarded(lambda e: self.render())(None))   # a phone turned: the board drawn down or across

    # --- changes ----------------------------------------------------------------------------
    def change(self, name: str, *args, **kwargs) -> None:
        self.editor.change(name, *args, **kwargs)
        self.render()

    def keep(self, **fields) -> None:
        """Remember what a control of the page holds (no change to the draft)."""
        self.form = Form(**{**self.form.__dict__, **fields})

    def pick_seat(self, seat: str) -> None:
        self.form = Form(seat=seat)
        self.render()

    def on_move(self, event) -> None:
        event.preventDefault()
        self.editor.move(self.form_seat(), str(dom.el("from").value), str(dom.el("to").value))
        self.form = Form(seat=self.form.seat)
        self.render()

    def form_seat(self):
        draft = self.editor.draft
        seat = draft.places.seat_of(self.form.seat, draft.position)
        return draft.places.seats(draft.position)[0] if seat is None else seat

    def set_dice(self) -> None:
        dice = [int(str(node.value)) if str(node.value) else None
                for node in document.querySelectorAll("#dice select")]
        self.change("with_dice", dice, bool(dom.el("again").checked))

    def load(self) -> None:
        self.change("loaded", str(dom.el("notation").value))

    def on_notation_key(self, event) -> None:
        if str(event.key) == "Enter":
            event.preventDefault()
            self.load()

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang
            self.render()


    # --- copying ----------------------------------------------------------------------------
    async def copy(self, ident: str) -> None:
        """Copy the link or the snippet; where the browser refuses, select it for Ctrl+C."""
        box = dom.el(ident)
        try:
            await window.navigator.clipboard.writeText(str(box.value))
            said = self.words("editor.copied")
        except Exception:   # no clipboard here (an insecure page, a refused permission)
            box.focus()
            box.select()
            said = self.words("editor.copy_failed")
        dom.el("copied").textContent = said

    def words(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)


    # --- drawing ----------------------------------------------------------------------------
    def base(self) -> str:
        """The site's folder, where the editor is (the link's and the snippet's start)."""
        here = str(window.location.href).split("#")[0].split("?")[0]
        return here.rsplit("/", 1)[0] + "/"

    def render(self) -> None:
        v = editor_view(self.editor, self.lang, self.base(), self.form, dom.viewport_orient())
        document.documentElement.lang = self.lang
        document.title = v.document_title
        document.body.setAttribute("data-game", v.game)
        document.body.setAttribute("data-board", "wide" if v.wide else "square")
        for node in document.querySelectorAll("[data-sets]"):   # what this game sets beside its pieces
            what = str(node.getAttribute("data-sets"))
            node.hidden = not (v.options if what == "options" else what in v.shows)
        for ident, text in v.texts.items():
            dom.el(ident).textContent = text
        for ident, options in (("page-lang", v.page_langs), ("game", v.games), ("from", v.origins), ("to", v.targets),
                               ("turn", v.turns), ("roll", v.rolls), ("tries", v.tries), ("mode", v.modes),
                               ("frame-lang", v.langs)):
            self.fill(ident, options)
        self.keep(origin=selected(v.origins), target=selected(v.targets))
        self.render_palette(v)
        self.render_settings(v)
        self.render_options(v)
        self.render_dice(v)
        board = dom.el("board")
        board.innerHTML = v.board
        for name, value in v.board_data.items():
            board.setAttribute(name, value)
        dom.el("board-head").textContent = v.board_head
        dom.el("board-rows").innerHTML = "".join(f"<li>{escape(row)}</li>" for row in v.board_rows)
        message = dom.el("message")
        message.textContent = v.message
        message.classList.toggle("refused", v.refused)
        title = dom.el("frame-title")
        if document.activeElement != title:
            title.value = v.title
        title.placeholder = v.title_hint
        dom.el("notation").value = v.notation
        dom.el("link").value = v.link
        dom.el("open-link").href = v.link
        dom.el("snippet").value = v.snippet
        dom.el("element").value = v.element
        for ident, text in (("frame-id", v.frame_id), ("frame-origin", v.origin)):
            if document.activeElement != dom.el(ident):
                dom.el(ident).value = text
        dom.el("copied").textContent = ""
        dom.el("preview").title = v.frame_title
        window.history.replaceState(None, "", "?" + urlencode(editor_query(self.editor.draft, self.lang)))
        self.hands.update_frame(v)
        if getattr(self, "lesson", None) is not None:
            self.lesson.render()

    def fill(self, ident: str, options: tuple[Choice, ...]) -> None:
        """A select's options (rewritten only when they change, so a focused select keeps its focus)."""
        html = "".join(f'<option value="{escape(c.value)}">{escape(c.text)}</option>' for c in options)
        node = dom.el(ident)
        if self.built.get(ident) != html:
            node.innerHTML = html
            self.built[ident] = html
        node.value = selected(options)

    def rebuild(self, ident: str, key: object, html: str) -> bool:
        if self.built.get(ident) == key:
            return False
        dom.el(ident).innerHTML = html
        self.built[ident] = key
        return True

    def render_palette(self, v: EditorView) -> None:
        self.rebuild("palette", (v.game, tuple(c.value for c in v.seats), self.lang), "".join(
            f'<label class="palette-seat"><input type="radio" name="seat" value="{escape(c.value)}" '
            f'data-testid="seat-{escape(c.value)}">{c.icon}<span></span></label>' for c in v.seats))
        for choice, label in zip(v.seats, document.querySelectorAll("#palette label"), strict=True):
            label.querySelector("span").textContent = choice.text
            label.querySelector("input").checked = choice.selected

    def render_settings(self, v: EditorView) -> None:
        """The game's settings offered as lists (each a select named after its setting)."""
        self.rebuild("settings", (v.game, self.lang), "".join(
            f'<label><span>{escape(s.label)}</span> <select id="setting-{escape(s.name)}" name="{escape(s.name)}" '
            f'data-testid="{escape(s.name)}">'
            + "".join(f'<option value="{escape(value)}">{escape(text)}</option>' for value, text in s.choices)
            + "</select></label>" for s in v.settings))
        for setting in v.settings:
            dom.el(f"setting-{setting.name}").value = setting.chosen

    def render_options(self, v: EditorView) -> None:
        self.rebuild("options", (v.game, self.lang), "".join(
            f'<label class="option"><input type="checkbox" name="{t.name}" id="opt-{t.name}" '
            f'data-testid="opt-{t.name}"><span>{escape(t.text)}<small>{escape(t.help)}</small></span></label>'
            for t in v.options))
        for toggle in v.options:
            dom.el(f"opt-{toggle.name}").checked = toggle.checked

    def render_dice(self, v: EditorView) -> None:
        self.rebuild("dice", (len(v.dice), self.lang), "".join(
            f'<label><span>{escape(self.words("editor.die", n=i + 1))}</span> '
            f'<select id="die-{i}" data-testid="die-{i}">'
            + "".join(f'<option value="{escape(c.value)}">{escape(c.text)}</option>' for c in options)
            + "</select></label>" for i, options in enumerate(v.dice)))
        for i, options in enumerate(v.dice):
            dom.el(f"die-{i}").value = selected(options)
        dom.el("again").checked = v.again
        dom.el("again").disabled = v.again_fixed


def selected(options: tuple[Choice, ...]) -> str:
    return next((c.value for c in options if c.selected), options[0].value if options else "")


PAGE: EditorPage | None = None


def main() -> None:
    """Entry point of ``editor.html``'s ``<script type="py">``."""
    global PAGE
    try:
        PAGE = EditorPage(PageConfig.parse(query(dom.search())))
        PAGE.start()
    except Exception as exc:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
