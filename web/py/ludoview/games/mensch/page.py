"""The main page's mensch controller: binds its setup fields, board, die and moves.

Everything game-neutral is :class:`ludoview.shell.app.GamePage`'s. What the
player sees is drawn from the view model (:func:`ludoview.games.mensch.view.view`)
after each action; what a key or a click does is :mod:`ludoview.games.mensch.controls`'.
"""

from __future__ import annotations

import json
from html import escape

from pyscript import document

from ludo.mensch.geometry import OPTION_NAMES, SEATS_FOR
from ludoview.core import crowd, dom
from ludoview.core.drawing import die_svg, move_list
from ludoview.games.mensch import geometry as geo
from ludoview.games.mensch.board import shape_icon
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup
from ludoview.games.mensch.view import MenschView, Seen, die_face_after, view
from ludoview.games.mensch.words import frame_of, player_name, tap_text
from ludoview.shell.app import GamePage

#: One step of a person's walking piece (seconds at speed 1); the pauses of computers (and
#: their quicker steps) are the page's turns' (:class:`ludoview.shell.turns.Turns`).
STEP_PAUSE = 0.16


def chosen_count() -> int:
    """How many players the setup form has chosen."""
    return next((n for n in SEATS_FOR if dom.el(f"count-{n}").checked), 2)


class MenschPage(GamePage):
    session: MenschSession | None

    def __init__(self, *args) -> None:
        super().__init__(*args)
        self.die_face: int | None = None     # what the die shows (the last roll, after its move too)
        self.said_cites: tuple[str, ...] = ()   # the squares the message box cites (labelled while it says them)
        self.log_cites: tuple[tuple[str, ...], ...] = ()   # the squares each line of the log cites
        self.log_cited: tuple[str, ...] = ()    # those of the lines in view, while the log is open

    def new_session(self) -> None:
        super().new_session()
        self.die_face = self.session.roll_value if self.session is not None else None

    def translate_game(self) -> None:
        dom.el("rules-more").setAttribute("href", f"./rules/{self.lang}.html#{self.spec.name}")
        for corner in geo.CORNERS:
            colour = player_name(self.lang, corner)
            dom.el(f"seat-name-{corner}").innerHTML = shape_icon(corner) + escape(colour)
            field = dom.el(f"name-{corner}")
            field.setAttribute("aria-label", self.t("setup.name", player=colour))
            field.setAttribute("placeholder", self.t("setup.name_hint"))

    async def animate_choice(self, index: int) -> None:
        """Walk the piece along its path, one square a step (skipped without motion)."""
        s = self.session
        if s is None or not self.motion:
            return
        corner, move = s.turn, s.choices[index]
        piece = dom.query(f'.piece[data-corner="{corner}"][data-progress="{move["from"]}"]', dom.el("board"))
        if piece is None:
            return
        centres = (geo.centre(spot.cell) for spot in geo.path(corner, move["from"], move["to"])[1:])
        await self.turns.walk(piece, [f"translate({x} {y})" for x, y in centres], STEP_PAUSE)

    # --- binding ------------------------------------------------------------------------
    def bind(self) -> None:
        self.on(dom.el("die"), "click", lambda e: self.on_die())
        self.on(dom.el("board"), "click", self.on_board_click)
        self.on(dom.el("move-list"), "click", self.on_list_click)
        for node, event in ((dom.el("log-box"), "toggle"), (dom.el("log"), "scroll")):
            self.on(node, event, lambda e: self.follow_log())
        self.chrome.bind()
        for n in SEATS_FOR:
            self.on(dom.el(f"count-{n}"), "change", lambda e: self.show_seat_rows())

    # --- setup -------------------------------------------------------------------------
    def show_setup(self, setup: Setup) -> None:
        dom.el(f"count-{len(setup.players)}").checked = True
        for p in setup.players:
            dom.el(f"seat-{p.corner}").value = p.kind
            dom.el(f"name-{p.corner}").value = p.name or ""
        for name, value in setup.options.items():
            dom.el(f"opt-{name}").checked = value
        self.show_seat_rows()

    def show_seat_rows(self) -> None:
        count = chosen_count()
        for corner in geo.CORNERS:
            dom.el(f"seat-row-{corner}").hidden = corner not in SEATS_FOR[count]
        note = dom.query("fieldset.seats .note")
        if note is not None:
            key = "mensch.setup.seat_note" if count == 2 else f"mensch.setup.seat_note.{count}"
            note.setAttribute("data-i18n", key)   # a change of language re-words it
            note.textContent = self.t(key)

    def setup_from_form(self) -> Setup:
        count = chosen_count()
        kinds = [str(dom.el(f"seat-{c}").value) for c in SEATS_FOR[count]]
        options = {name: bool(dom.el(f"opt-{name}").checked) for name in OPTION_NAMES}
        return Setup.make(count, kinds, options, [str(dom.el(f"name-{c}").value) for c in SEATS_FOR[count]])

    # --- a person's input -----------------------------------------------------------------
    def on_die(self) -> None:
        if self.session is not None and self.human_can_act():
            self.keys.choose(self.chooser.die(self.session))

    def on_board_click(self, event) -> None:
        """A piece or a landing square: the chooser says what it does (as for colonne)."""
        target = dom.found(event.target.closest("[data-move]"))
        if target is not None and self.human_can_act():
            self.keys.choose(self.chooser.target(self.session, int(target.getAttribute("data-move"))))

    def on_list_click(self, event) -> None:
        node = dom.found(event.target.closest("[data-move]"))
        if node is not None and self.human_can_act():
            self.keys.choose(self.chooser.move(self.session, int(node.getAttribute("data-move"))))

    def crowd_tap(self, node) -> crowd.Tap | None:
        """What a tap on a piece or a landing square of a crowded spot does (it plays its move):
        the words of the chooser's button (:mod:`ludoview.core.crowd`)."""
        s = self.session
        index = int(node.getAttribute("data-move") or -1)
        if s is None or not self.human_can_act() or s.phase != "choose" or not 0 <= index < len(s.choices):
            return None
        move = s.choices[index]
        group, words = tap_text(self.lang, s.position, move, s.setup.names, frame_of(self.you()))
        return crowd.Tap(words, group, (int(move["to"]),))

    # --- drawing ---------------------------------------------------------------------------
    def render(self, events: list, prompt: str | None = None) -> None:
        s = self.session
        if s is None:
            return
        self.die_face, rolled = die_face_after(self.die_face, events, s)
        if events:
            self.chooser = self.spec.chooser()
        s.ranked = self.settings.switch("hints")     # the keys go through the moves as they are listed
        seen = Seen(lang=self.lang, you=self.you(), selected=self.chooser.cursor, busy=self.turns.busy,
                    can_act=self.human_can_act(), hints=s.ranked,
                    die_face=self.die_face, rolled=rolled and self.motion, prompt=prompt,
                    numbers=self.settings.switch("numbers"), said_cites=self.said_cites, log_cites=self.log_cited)
        v = view(s, seen, events)
        self.said_cites, self.log_cites = v.said_cites, v.log_cites
        self.draw(v, s)
        self.follow_log()

    def follow_log(self) -> None:
        """While the log is open, the squares its lines in view cite are labelled on the board
        (drawn again when they change: the log opened or closed, scrolled, a line added)."""
        cited = dom.cited_in_view(dom.el("log"), self.log_cites) if dom.el("log-box").open else ()
        if cited != self.log_cited:
            self.log_cited = cited
            self.render([])

    def focus_target(self) -> str:
        s = self.session
        if s is None or not self.human_can_act():
            return "#turn"
        if s.phase == "roll" or not s.choices:
            return "#die"
        cursor = self.chooser.cursor
        return f'#move-list [data-move="{cursor}"]' if cursor is not None else "#move-list button"

    def draw(self, v: MenschView, s: MenschSession) -> None:
        board = dom.el("board")
        board.innerHTML = v.board
        crowd.settle(board, self.lang, self.crowd_tap)
        dom.el("board-svg").setAttribute("aria-describedby", "board-frame board-list")
        dom.el("board-frame").textContent = v.board_frame
        dom.el("board-list").innerHTML = "".join(f"<li>{escape(row)}</li>" for row in v.board_rows)
        board.setAttribute("data-phase", v.phase)
        board.setAttribute("data-turn", str(v.turn))
        board.setAttribute("data-roll", str(s.roll_value or ""))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        document.body.setAttribute("data-turn", str(v.turn))

        turn = dom.el("turn")
        turn.className = f"turn c{v.turn}" + (" over" if v.phase == "over" else "")
        dom.el("turn-icon").innerHTML = "" if v.phase == "over" else shape_icon(v.turn, 28)
        dom.el("turn-text").textContent = v.turn_text
        dom.el("tries").textContent = v.tries

        die = dom.el("die")
        die.className = v.die.classes
        die.innerHTML = die_svg(v.die.face)
        die.disabled = v.die.disabled
        dom.el("die-label").textContent = v.die.label
        die.setAttribute("aria-label", v.die.aria)
        die.setAttribute("title", v.die.aria)

        dom.el("moves").hidden = not v.moves
        dom.el("move-list").innerHTML = move_list(v.moves, shape_icon(v.turn, 16))
        dom.el("btn-undo").disabled = not v.can_undo   # also while computers answer
        say = dom.el("say")
        if v.say is not None:
            say.textContent = v.say
            say.classList.toggle("alert", v.alert)   # one of the person's pieces was captured
        # while computers play a person's game the box is busy: a screen reader is not read
        # each of their throws, then their summary when the person's turn comes back
        busy = v.phase != "over" and not s.is_human and bool(s.setup.humans())
        say.setAttribute("aria-busy", "true" if busy else "false")
        dom.el("log").innerHTML = "".join(f"<li>{escape(x)}</li>" for x in v.log)
        self.dialogs.show_game(v.phase == "over", v.end)
        self.keys.focus_next()
