"""The mensch page: binds the setup, board, die, panel and dialogs to a Session.

The game-neutral parts (settings, language, pace, autosave, the loop of
automatic actions) live in :class:`ludoview.app.GamePage`; this module adds
mensch: its setup screen, its board, its die and its turn. Everything the
player sees is drawn from the :class:`~ludoview.session.Session` after each
action (:meth:`MenschPage.render`).
"""

from __future__ import annotations

import json
from html import escape

from pyscript import document, window

from ludoview import dom, geometry as geo, save
from ludoview.app import GamePage
from ludoview.board import render_board, shape_icon
from ludoview.i18n import addressed, player_name, t
from ludoview.messages import describe_move, hint_text, say_all
from ludoview.session import OPTION_NAMES, SEATS_FOR, Session, Setup, captured_corner

PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
#: One step of a walking piece (seconds at speed 1); the pauses of computers are GamePage's.
STEP_PAUSE = 0.16


def die_svg(value: int | None) -> str:
    pips = "".join(f'<circle class="pip" cx="{20 + 9 * x}" cy="{20 + 9 * y}" r="3.6"/>'
                   for x, y in PIPS.get(value or 0, ()))
    blank = "" if value else '<text class="die-q" x="20" y="27" text-anchor="middle">?</text>'
    return (f'<svg viewBox="0 0 40 40" aria-hidden="true"><rect class="die-face" x="2" y="2" '
            f'width="36" height="36" rx="8"/>{pips}{blank}</svg>')


class MenschPage(GamePage):
    SAVE_KEY = save.STORAGE_KEY

    def __init__(self) -> None:
        super().__init__()
        self.session: Session | None = None
        self.selected: int | None = None
        self.shown_roll: int | None = None
        self.end_dismissed = False

    # --- the game, for GamePage ---------------------------------------------------------
    def load_game(self, text: str) -> None:
        self.session = save.loads(text)
        self.shown_roll = self.session.roll_value

    def dump_game(self) -> str | None:
        return None if self.session is None else save.dumps(self.session)

    def words(self, events: list) -> list[str]:
        return say_all(self.lang, events, self.you())

    def translate_game(self) -> None:
        dom.el("rules-more").setAttribute("href", f"./rules/{self.lang}.html#mensch")
        for corner in geo.CORNERS:
            dom.el(f"seat-name-{corner}").innerHTML = shape_icon(corner) + escape(player_name(self.lang, corner))

    def redraw_last(self) -> None:
        if self.session is not None:
            self.render(self.session.events)

    def human_to_act(self) -> bool:
        return self.session.player.is_human

    def choices(self) -> list:
        return self.session.moves

    async def animate_choice(self, index: int) -> None:
        await self.animate(self.session.turn, self.session.moves[index])

    # --- start -------------------------------------------------------------------------
    def default_setup(self) -> Setup:
        return Setup.default()

    def new_game(self, setup: Setup) -> None:
        self.stop()
        self.session = Session.start(setup, dom.url_param("seed"))
        self.shown_roll = None
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.after_action(self.session.events)

    # --- binding ------------------------------------------------------------------------
    def bind(self) -> None:
        self.on(dom.el("die"), "click", lambda e: self.on_die())
        self.on(dom.el("board"), "click", self.on_board_click)
        self.on(dom.el("move-list"), "click", self.on_board_click)
        self.on(document, "keydown", self.on_key)
        self.bind_chrome()
        for n in SEATS_FOR:
            self.on(dom.el(f"count-{n}"), "change", lambda e: self.show_seat_rows())
        for name, after in (("autoplay", self.kick), ("hints", lambda: self.render([]))):
            box = dom.el(name)
            box.checked = bool(self.settings.get(name, False))
            self.on(box, "change", lambda e, name=name, after=after: self.on_setting(name, e, after))

    def on_setting(self, name: str, event, after) -> None:
        self.set_setting(name, bool(event.target.checked))
        after()

    # --- setup -------------------------------------------------------------------------
    def open_setup(self) -> None:
        self.stop()              # computers wait while the setup screen is open
        self.close(dom.el("end"))
        setup = self.session.setup if self.session is not None else Setup.default()
        dom.el(f"count-{len(setup.players)}").checked = True
        for p in setup.players:
            dom.el(f"seat-{p.corner}").value = p.kind
        for name, value in setup.options.items():
            dom.el(f"opt-{name}").checked = value
        dom.el("setup-cancel").hidden = self.session is None
        dom.el("game-mensch").checked = True
        self.show_seat_rows()
        dom.el("setup").showModal()
        dom.el("setup-start").focus()

    def show_seat_rows(self) -> None:
        count = self.chosen_count()
        for corner in geo.CORNERS:
            dom.el(f"seat-row-{corner}").hidden = corner not in SEATS_FOR[count]
        note = dom.query("fieldset.seats .note")
        if note is not None:
            key = "setup.seat_note" if count == 2 else f"setup.seat_note.{count}"
            note.setAttribute("data-i18n", key)   # a change of language re-words it
            note.textContent = t(self.lang, key)

    @staticmethod
    def chosen_count() -> int:
        return next((n for n in SEATS_FOR if dom.el(f"count-{n}").checked), 2)

    def start_from_setup(self) -> None:
        count = self.chosen_count()
        kinds = [str(dom.el(f"seat-{c}").value) for c in SEATS_FOR[count]]
        options = {name: bool(dom.el(f"opt-{name}").checked) for name in OPTION_NAMES}
        self.new_game(Setup.make(count, kinds, options))

    # --- a person's input -----------------------------------------------------------------
    def alone(self) -> bool:
        """One person against computers: the page speaks to them as "you"."""
        return self.you() is not None

    def human_seats(self) -> list[int]:
        return [p.corner for p in self.session.setup.players if p.is_human]

    def on_die(self) -> None:
        if not self.human_can_act():
            return
        s = self.session
        if s.phase == "roll":
            self.act(s.roll)
        elif len(s.moves) == 1:
            self.play(0)
        elif self.selected is not None:
            self.play(self.selected)
        else:
            dom.el("say").textContent = t(self.lang, "say.pick")

    def on_board_click(self, event) -> None:
        target = dom.found(event.target.closest("[data-move]"))
        if target is None or not self.human_can_act() or self.session.phase != "choose":
            return
        self.play(int(target.getAttribute("data-move")))

    def on_key(self, event) -> None:
        tag = self.key_tag(event)
        if tag is None:
            return
        key = str(event.key)
        s = self.session
        if key in ("r", "R"):
            if self.human_can_act() and s.phase == "roll":
                event.preventDefault()
                self.act(s.roll)
        elif key in ("u", "U"):
            self.on_undo()
        elif key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            if self.human_can_act() and s.phase == "choose":
                event.preventDefault()
                step = 1 if key in ("ArrowRight", "ArrowDown") else -1
                n = len(s.moves)
                if self.selected is None:
                    self.selected = 0 if step > 0 else n - 1
                else:
                    self.selected = (self.selected + step) % n
                self.render([])
        elif key in ("Enter", " "):
            if self.control_keeps(tag, key, s.phase == "choose" and self.selected is not None):
                return   # the focused control does its own thing
            if self.human_can_act():
                event.preventDefault()
                if s.phase == "roll":
                    self.act(s.roll)
                elif self.selected is None and len(s.moves) > 1:
                    self.selected = 0
                    self.render([])
                else:
                    self.play(self.selected or 0)

    async def animate(self, corner: int, move: dict) -> None:
        """Walk the piece along its path, one square a step (skipped without motion)."""
        if not self.motion:
            return
        piece = dom.query(f'.piece[data-corner="{corner}"][data-progress="{move["from"]}"]', dom.el("board"))
        if piece is None:
            return
        centres = (geo.centre(spot.cell) for spot in geo.path(corner, move["from"], move["to"])[1:])
        await self.walk(piece, [f"translate({x} {y})" for x, y in centres], STEP_PAUSE)

    # --- drawing ---------------------------------------------------------------------------
    def render(self, events: list) -> None:
        s = self.session
        if s is None:
            return
        lang = self.lang
        sentences = self.words(events)
        rolled = False
        for e in events:
            if e.get("say") == "say.rolled":
                self.shown_roll, rolled = e["roll"], True
        if s.phase == "choose":
            self.shown_roll = s.roll_value
        if events:
            self.selected = None
        phase = s.phase
        human = s.player.is_human and phase != "over"
        choosing = phase == "choose" and human and not self.busy
        moves = s.moves if choosing else []
        board = dom.el("board")
        board.innerHTML = render_board(s.position, moves=moves, selected=self.selected if choosing else None,
                                       last=s.last, show_turn=phase != "over", lang=lang)
        board.setAttribute("data-phase", phase)
        board.setAttribute("data-turn", str(s.turn))
        board.setAttribute("data-roll", str(s.roll_value or ""))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        document.body.setAttribute("data-turn", str(s.turn))

        # whose turn, the die
        name = player_name(lang, s.turn)
        who = t(lang, "who.human" if s.player.is_human else "who.computer")
        if phase == "over":
            text = t(lang, "turn.over")
        elif not s.player.is_human:
            text = t(lang, "turn.thinking", player=f"{name} ({who})")
        elif phase == "roll":
            text = t(lang, "turn.you_roll") if self.alone() else t(lang, "turn.roll", player=name)
        elif self.alone():
            text = t(lang, "turn.you_choose", roll=s.roll_value)
        else:
            text = t(lang, "turn.choose", player=name, roll=s.roll_value)
        turn = dom.el("turn")
        turn.className = f"turn c{s.turn}" + (" over" if phase == "over" else "")
        dom.el("turn-icon").innerHTML = "" if phase == "over" else shape_icon(s.turn, 28)
        dom.el("turn-text").textContent = text
        tries = s.position.get("tries", 0)
        dom.el("tries").textContent = t(lang, "turn.tries", n=tries + 1) if tries and phase == "roll" else ""

        die = dom.el("die")
        die.className = (f"die c{s.turn}" + (" rolled" if rolled and self.motion else "")
                         + (" stale" if phase == "roll" and not rolled else ""))   # an earlier roll
        die.innerHTML = die_svg(self.shown_roll)
        can = self.human_can_act()
        die.disabled = not can
        if phase == "roll":
            label = t(lang, "die.roll")
        elif phase == "choose" and can:
            label = t(lang, "die.play") if len(s.moves) == 1 or self.selected is not None else t(lang, "say.pick")
        elif phase == "over":
            label = t(lang, "turn.over")
        else:
            label = t(lang, "die.wait")
        dom.el("die-label").textContent = label
        if self.shown_roll:
            label += " · " + t(lang, "die.face", roll=self.shown_roll)
        die.setAttribute("aria-label", label)
        die.setAttribute("title", label)

        # legal moves as buttons (keyboard and screen readers)
        box = dom.el("moves")
        box.hidden = not moves
        hints = s.hints() if moves and self.settings.get("hints") else [None] * len(moves)
        items = []
        for i, move in enumerate(moves):
            victim = captured_corner(s.position, s.turn, move)
            sel = ' aria-current="true"' if i == self.selected else ""
            cls = "move" + (" selected" if i == self.selected else "") + (" capture" if victim is not None else "")
            advice = hint_text(lang, hints[i]) if hints[i] else None
            extra = (f'<small class="hint {escape(str(hints[i].get("mark")))}" data-testid="hint-{i}">'
                     f'{escape(advice)}</small>') if advice else ""
            items.append(f'<li><button type="button" class="{cls}" data-move="{i}" data-testid="move-{i}"{sel}>'
                         f'{shape_icon(s.turn, 16)} <span>{escape(describe_move(lang, move, victim))}{extra}'
                         f'</span></button></li>')
        dom.el("move-list").innerHTML = "".join(items)

        dom.el("btn-undo").disabled = not s.can_undo   # also while computers answer

        # what happened
        if sentences:
            dom.el("say").textContent = " ".join(sentences[-4:])
        self.draw_log()

        self.show_notice()

        self.show_over(phase == "over")
        if phase == "over":
            self.show_end()

    def show_end(self) -> None:
        s = self.session
        res = s.result
        lang = self.lang
        won = addressed("say.won", {"corner": res["winner"]}, self.you())
        dom.el("end-winner").textContent = t(lang, won, player=player_name(lang, res["winner"]))
        rows = []
        for p in sorted(s.setup.players, key=lambda p: (res["places"][str(p.corner)], p.corner)):
            home = sum(1 for v in s.position["pieces"][str(p.corner)] if v >= geo.RING)
            who = t(lang, ("who.you" if self.alone() else "who.human") if p.is_human else "who.computer")
            rows.append(f'<li class="c{p.corner}" data-corner="{p.corner}" data-place="{res["places"][str(p.corner)]}">'
                        f'<span class="place">{escape(t(lang, "end.place", place=res["places"][str(p.corner)]))}</span>'
                        f'{shape_icon(p.corner, 22)}<span class="name">{escape(player_name(lang, p.corner))} '
                        f'<small>({escape(who)})</small></span>'
                        f'<span class="home">{escape(t(lang, "end.home", n=home))}</span></li>')
        dom.el("places").innerHTML = "".join(rows)
        self.open_end()


PAGE: MenschPage | None = None


def main() -> None:
    """Entry point of the page's <script type="py">."""
    global PAGE
    try:
        PAGE = MenschPage()
        PAGE.start()
    except Exception as exc:
        window.console.warn(f"{type(exc).__name__}: {exc}")
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
