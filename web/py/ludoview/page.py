"""The mensch page: binds the setup, board, die, panel and dialogs to a Session.

Everything the player sees is drawn from the :class:`~ludoview.session.Session`
after each action (:meth:`MenschPage.render`); every action is saved to
browser storage at once. Computer seats are driven by one asyncio task that
sleeps between actions, so the page stays responsive.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from html import escape

from pyscript import document, window

from ludoview import dom, geometry as geo, save
from ludoview.board import render_board, shape_icon
from ludoview.i18n import LANGUAGES, pick_language, player_name, t
from ludoview.messages import describe_move, hint_text, say_all
from ludoview.session import HUMAN, SEATS_FOR, Session, Setup, captured_corner

SETTINGS_KEY = "ludo.settings"
PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}
LOG_SIZE = 40


def die_svg(value: int | None) -> str:
    pips = "".join(f'<circle class="pip" cx="{20 + 9 * x}" cy="{20 + 9 * y}" r="3.6"/>'
                   for x, y in PIPS.get(value or 0, ()))
    blank = "" if value else '<text class="die-q" x="20" y="27" text-anchor="middle">?</text>'
    return (f'<svg viewBox="0 0 40 40" aria-hidden="true"><rect class="die-face" x="2" y="2" '
            f'width="36" height="36" rx="8"/>{pips}{blank}</svg>')


class MenschPage:
    def __init__(self) -> None:
        self.settings = self._load_settings()
        self.lang = pick_language(dom.url_param("lang") or self.settings.get("lang"), dom.browser_languages())
        self.speed = dom.speed_factor()
        self.motion = self.speed > 0 and not dom.reduced_motion()
        self.session: Session | None = None
        self.selected: int | None = None
        self.shown_roll: int | None = None
        self.log: list[str] = []
        self.busy = False
        self.generation = 0
        self.notice: tuple[str, dict] | None = None
        self.end_dismissed = False

    # --- settings -------------------------------------------------------------------
    def _load_settings(self) -> dict:
        raw = dom.storage_get(SETTINGS_KEY)
        try:
            data = json.loads(raw) if raw else {}
        except ValueError:
            data = {}
        return data if isinstance(data, dict) else {}

    def _save_settings(self) -> None:
        dom.storage_set(SETTINGS_KEY, json.dumps(self.settings))

    @property
    def autoplay(self) -> bool:
        return bool(self.settings.get("autoplay", False))

    # --- start -----------------------------------------------------------------------
    def start(self) -> None:
        theme = dom.url_param("theme")
        if theme in ("light", "dark"):
            document.documentElement.classList.add(f"theme-{theme}")
        self.bind()
        self.translate()
        raw = dom.storage_get(save.STORAGE_KEY)
        if raw is None:
            self.open_setup(first=True)
        else:
            try:
                self.session = save.loads(raw)
                self.shown_roll = self.session.roll_value
            except save.SaveError as exc:
                self.notice = ("save.broken", {"reason": str(exc)})
                self.new_game(Setup.default())
            else:
                self.after_action([{"say": "say.resumed"}] + self.session.events, save_it=False)
        dom.set_state("ready")

    def new_game(self, setup: Setup) -> None:
        self.session = Session.start(setup, dom.url_param("seed"))
        self.log = []
        self.shown_roll = None
        self.generation += 1
        self.busy = False
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.after_action(self.session.events)

    # --- translation ----------------------------------------------------------------
    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = t(self.lang, "app.title")
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = t(self.lang, node.getAttribute("data-i18n"))
        for select in (dom.el("lang"), dom.el("setup-lang")):
            select.value = self.lang
        for corner in geo.CORNERS:
            dom.el(f"seat-name-{corner}").innerHTML = shape_icon(corner) + escape(player_name(self.lang, corner))

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.settings["lang"] = lang
        self._save_settings()
        self.translate()
        if self.session is not None:
            self.log = []
            self.render(say_all(lang, self.session.events))

    # --- binding --------------------------------------------------------------------
    def bind(self) -> None:
        dom.on(dom.el("die"), "click", lambda e: self.on_die())
        dom.on(dom.el("board"), "click", self.on_board_click)
        dom.on(dom.el("move-list"), "click", self.on_board_click)
        dom.on(document, "keydown", self.on_key)
        dom.on(dom.el("lang"), "change", lambda e: self.set_language(str(e.target.value)))
        dom.on(dom.el("setup-lang"), "change", lambda e: self.set_language(str(e.target.value)))
        dom.on(dom.el("btn-new"), "click", lambda e: self.open_setup())
        dom.on(dom.el("btn-undo"), "click", lambda e: self.on_undo())
        dom.on(dom.el("btn-rules"), "click", lambda e: dom.el("rules").showModal())
        dom.on(dom.el("rules-close"), "click", lambda e: self.close(dom.el("rules")))
        dom.on(dom.el("setup-start"), "click", self.on_setup_start)
        dom.on(dom.el("setup-cancel"), "click", lambda e: self.close(dom.el("setup")))
        dom.on(dom.el("setup"), "cancel", self.on_setup_escape)
        for n in SEATS_FOR:
            dom.on(dom.el(f"count-{n}"), "change", lambda e: self.show_seat_rows())
        dom.on(dom.el("end-rematch"), "click", lambda e: self.new_game(self.session.setup))
        dom.on(dom.el("end-new"), "click", lambda e: self.open_setup())
        dom.on(dom.el("end-board"), "click", lambda e: self.dismiss_end())
        dom.on(dom.el("notice-close"), "click", lambda e: self.hide_notice())
        autoplay = dom.el("autoplay")
        autoplay.checked = self.autoplay
        dom.on(autoplay, "change", self.on_autoplay)
        hints = dom.el("hints")
        hints.checked = bool(self.settings.get("hints", False))
        dom.on(hints, "change", self.on_hints)

    def dismiss_end(self) -> None:
        self.end_dismissed = True
        self.close(dom.el("end"))

    @staticmethod
    def close(dialog) -> None:
        if dialog.open:
            dialog.close()

    # --- setup ----------------------------------------------------------------------
    def open_setup(self, first: bool = False) -> None:
        self.close(dom.el("end"))
        setup = self.session.setup if self.session is not None else Setup.default()
        dom.el(f"count-{len(setup.players)}").checked = True
        for p in setup.players:
            dom.el(f"seat-{p.corner}").value = p.kind
        for name, value in setup.options.items():
            dom.el(f"opt-{name}").checked = value
        dom.el("setup-cancel").hidden = self.session is None
        self.show_seat_rows()
        dom.el("setup").showModal()
        dom.el("setup-start").focus()

    def show_seat_rows(self) -> None:
        count = self.chosen_count()
        for corner in geo.CORNERS:
            dom.el(f"seat-row-{corner}").hidden = corner not in SEATS_FOR[count]

    @staticmethod
    def chosen_count() -> int:
        for n in SEATS_FOR:
            if dom.el(f"count-{n}").checked:
                return n
        return 2

    def on_setup_start(self, event) -> None:
        event.preventDefault()
        count = self.chosen_count()
        kinds = [str(dom.el(f"seat-{c}").value) for c in SEATS_FOR[count]]
        options = {name: bool(dom.el(f"opt-{name}").checked)
                   for name in ("mandatory_capture", "lane_jump", "start_with_piece")}
        self.close(dom.el("setup"))
        self.new_game(Setup.make(count, kinds, options))

    def on_setup_escape(self, event) -> None:
        if self.session is None:   # the first screen: Escape must not leave an empty page
            event.preventDefault()

    def on_autoplay(self, event) -> None:
        self.settings["autoplay"] = bool(event.target.checked)
        self._save_settings()
        self.kick()

    def on_hints(self, event) -> None:
        self.settings["hints"] = bool(event.target.checked)
        self._save_settings()
        self.render([])

    # --- human input -----------------------------------------------------------------
    def human_can_act(self) -> bool:
        s = self.session
        return s is not None and not self.busy and s.phase != "over" and s.player.kind == HUMAN

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
            self.flash(t(self.lang, "say.pick"))

    def on_board_click(self, event) -> None:
        target = dom.found(event.target.closest("[data-move]"))
        if target is None or not self.human_can_act() or self.session.phase != "choose":
            return
        self.play(int(target.getAttribute("data-move")))

    def on_undo(self) -> None:
        s = self.session
        if s is None or not s.can_undo:
            return
        self.generation += 1   # stops a computer about to answer the move
        self.busy = False
        self.act(s.undo)

    def on_key(self, event) -> None:
        if dom.query("dialog[open]") is not None:
            return
        tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
        if tag in ("select", "textarea") or (tag == "input" and str(event.target.type) not in ("checkbox", "radio")):
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
            if tag in ("button", "input", "summary", "a"):
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

    def play(self, index: int) -> None:
        asyncio.ensure_future(self.play_animated(index))

    async def play_animated(self, index: int) -> None:
        s = self.session
        move = s.moves[index]
        generation = self.generation
        self.busy = True
        try:
            await self.animate(s.turn, move)
        finally:
            self.busy = False
        if generation == self.generation and s is self.session:
            self.act(lambda: s.play(index))

    # --- actions ----------------------------------------------------------------------
    def act(self, action) -> None:
        events = action()
        self.after_action(events)

    def after_action(self, events: list[dict], save_it: bool = True) -> None:
        s = self.session
        self.selected = None
        self.note_roll(events)
        if s.phase == "choose":
            self.shown_roll = s.roll_value
        if save_it and not dom.storage_set(save.STORAGE_KEY, save.dumps(s)):
            pass  # storage refused (private mode): the game goes on unsaved
        self.render(say_all(self.lang, events), rolled=any(e.get("say") == "say.rolled" for e in events))
        self.kick()

    def kick(self) -> None:
        """Start the computer/auto-play driver if the game needs it."""
        s = self.session
        if s is None or s.phase == "over" or self.busy:
            return
        if not s.player.is_human or (s.phase == "choose" and self.autoplay and len(s.moves) == 1):
            self.busy = True
            asyncio.ensure_future(self.drive(self.generation))

    async def drive(self, generation: int) -> None:
        """Play computer turns (and auto-played single moves) at a watchable pace.

        At ``?speed=0`` actions run back to back and the page is redrawn (and
        the browser given a turn) every 50 ms, so tests finish fast.
        """
        pending: list[str] = []
        rolled = False
        yielded = time.monotonic()
        try:
            while generation == self.generation:
                s = self.session
                if s.phase == "over":
                    return
                auto = s.player.is_human
                if auto and not (s.phase == "choose" and self.autoplay and len(s.moves) == 1):
                    return
                if self.speed > 0 or time.monotonic() - yielded > 0.05:
                    self.show(pending, rolled)
                    pending, rolled = [], False
                    await dom.pause((0.45 if auto else 0.7 if s.phase == "roll" else 0.55) * self.speed)
                    yielded = time.monotonic()
                    if generation != self.generation:
                        return
                if s.phase == "roll":
                    events = s.roll()
                else:
                    index = 0 if auto else s.computer_choice()
                    if self.motion:
                        self.show(pending, rolled)
                        pending, rolled = [], False
                        await self.animate(s.turn, s.moves[index])
                        if generation != self.generation:
                            return
                    events = s.play(index)
                dom.storage_set(save.STORAGE_KEY, save.dumps(s))
                self.note_roll(events)
                pending += say_all(self.lang, events)
                rolled = rolled or any(e.get("say") == "say.rolled" for e in events)
        except Exception as exc:  # keep the page alive and tell the player
            self.fail(exc)
        finally:
            if generation == self.generation:
                self.busy = False
                self.show(pending, rolled)

    def note_roll(self, events: list[dict]) -> None:
        for e in events:
            if e.get("say") == "say.rolled":
                self.shown_roll = e["roll"]

    def show(self, sentences: list[str], rolled: bool) -> None:
        self.selected = None
        self.render(sentences, rolled=rolled)

    async def animate(self, corner: int, move: dict) -> None:
        """Walk the piece along its path, one square a step (skipped without motion)."""
        if not self.motion:
            await dom.pause(0)
            return
        board = dom.el("board")
        piece = dom.query(f'.piece[data-corner="{corner}"][data-progress="{move["from"]}"]', board)
        if piece is None:
            return
        piece.classList.add("moving")
        for spot in geo.path(corner, move["from"], move["to"])[1:]:
            x, y = geo.centre(spot.cell)
            piece.setAttribute("transform", f"translate({x} {y})")
            await dom.pause(0.16 * self.speed)
        await dom.pause(0.08 * self.speed)

    def fail(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", t(self.lang, "app.error", message=str(exc) or type(exc).__name__))

    # --- drawing ------------------------------------------------------------------------
    def flash(self, text: str) -> None:
        dom.el("say").textContent = text

    def hide_notice(self) -> None:
        self.notice = None
        dom.el("notice").hidden = True

    def render(self, sentences: list[str], rolled: bool = False) -> None:
        s = self.session
        if s is None:
            return
        lang = self.lang
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
            text = t(lang, "turn.roll", player=name)
        else:
            text = t(lang, "turn.choose", player=name, roll=s.roll_value)
        turn = dom.el("turn")
        turn.className = f"turn c{s.turn}" + (" over" if phase == "over" else "")
        dom.el("turn-icon").innerHTML = "" if phase == "over" else shape_icon(s.turn, 28)
        dom.el("turn-text").textContent = text
        tries = s.position.get("tries", 0)
        dom.el("tries").textContent = t(lang, "turn.tries", n=tries + 1) if tries and phase == "roll" else ""

        die = dom.el("die")
        die.className = f"die c{s.turn}" + (" rolled" if rolled and self.motion else "")
        die.innerHTML = die_svg(self.shown_roll)
        can = self.human_can_act()
        die.disabled = not can
        if phase == "roll":
            label = t(lang, "die.roll")
        elif phase == "choose" and can:
            label = t(lang, "die.play") if len(s.moves) == 1 or self.selected is not None else t(lang, "say.pick")
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

        dom.el("btn-undo").disabled = not s.can_undo or self.busy

        # what happened
        if sentences:
            self.log = (sentences[::-1] + self.log)[:LOG_SIZE]
            dom.el("say").textContent = " ".join(sentences[-4:])
        dom.el("log").innerHTML = "".join(f"<li>{escape(x)}</li>" for x in self.log)

        if self.notice is not None:
            key, params = self.notice
            dom.el("notice-text").textContent = t(lang, key, **params)
            dom.el("notice").hidden = False

        if phase == "over":
            self.show_end()

    def show_end(self) -> None:
        s = self.session
        res = s.result
        lang = self.lang
        dom.el("end-winner").textContent = t(lang, "say.won", player=player_name(lang, res["winner"]))
        rows = []
        for p in sorted(s.setup.players, key=lambda p: (res["places"][str(p.corner)], p.corner)):
            home = sum(1 for v in s.position["pieces"][str(p.corner)] if v >= geo.RING)
            who = t(lang, "who.human" if p.is_human else "who.computer")
            rows.append(f'<li class="c{p.corner}" data-corner="{p.corner}" data-place="{res["places"][str(p.corner)]}">'
                        f'<span class="place">{escape(t(lang, "end.place", place=res["places"][str(p.corner)]))}</span>'
                        f'{shape_icon(p.corner, 22)}<span class="name">{escape(player_name(lang, p.corner))} '
                        f'<small>({escape(who)})</small></span>'
                        f'<span class="home">{escape(t(lang, "end.home", n=home))}</span></li>')
        dom.el("places").innerHTML = "".join(rows)
        end = dom.el("end")
        if not end.open and not self.end_dismissed and dom.query("dialog[open]") is None:
            end.showModal()


PAGE: MenschPage | None = None


def main() -> None:
    """Entry point of the page's <script type="py">."""
    global PAGE
    try:
        PAGE = MenschPage()
        PAGE.start()
    except Exception as exc:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
