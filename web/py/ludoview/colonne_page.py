"""The colonne page: binds the setup, board, dice, panel and dialogs to a ColonneSession.

Built on the game-neutral :class:`ludoview.app.GamePage` (settings, language,
pace, autosave, the loop of computer actions) like the mensch page, and shares
its document: :mod:`ludoview.games` decides which of the two is on the page.
The board is the one colonne drawing (:func:`ludoview.embed_colonne_svg.render_colonne`);
the rules are the engine's (``ColonneSession.steps`` is ``ludo.api.legal_steps``).

Choosing a step: dice (tap them; several make a sum), a unit (tap it, or the
pile beside the board to enter) and a target (tap it) narrow the legal steps
in any order (:class:`ludoview.colonne_session.Pick`); a tap on a unit or a
target that leaves one step plays it. Keys: R roll, 1-6 a die, A all dice,
arrows cycle the steps, Enter plays, Escape clears, U undoes.
"""

from __future__ import annotations

import json
from html import escape

from pyscript import document

from ludoview import colonne_save, dom
from ludoview.app import GamePage
from ludoview.colonne_session import COLOURS, HUMAN, ColonneSession, ColonneSetup, Pick, matching, \
    unit_has_steps, used_dice
from ludoview.colonne_words import say_all
from ludoview.embed_colonne_svg import render_colonne, spot_of
from ludoview.embed_words import colonne_step, seat_name
from ludoview.i18n import addressed, t
from ludoview.page import die_svg

#: One square of a walking unit, and the longest walk (seconds at speed 1); the pauses
#: of computers are GamePage's.
STEP_PAUSE = 0.14
WALK_MAX = 1.4


def disc_icon(colour: str, size: int = 26) -> str:
    return (f'<svg class="cicon {colour}" viewBox="-5 -5 10 10" width="{size}" height="{size}" aria-hidden="true">'
            f'<ellipse class="cdisc" cx="0" cy="1.2" rx="4.3" ry="2.8"/>'
            f'<ellipse class="cdisc" cx="0" cy="-0.8" rx="4.3" ry="2.8"/></svg>')


class ColonnePage(GamePage):
    SAVE_KEY = colonne_save.STORAGE_KEY

    def __init__(self) -> None:
        super().__init__()
        self.session: ColonneSession | None = None
        self.pick = Pick()
        self.cursor: int | None = None      # the step under the keyboard cursor (index into steps)
        self.prompt: str | None = None      # a key said under the dice while choosing

    # --- the game, for GamePage ---------------------------------------------------------
    def load_game(self, text: str) -> None:
        self.session = colonne_save.loads(text)

    def dump_game(self) -> str | None:
        return None if self.session is None else colonne_save.dumps(self.session)

    def words(self, events: list) -> list[str]:
        variant = self.session.setup.variant if self.session is not None else "small"
        return say_all(self.lang, events, variant, self.you())

    def human_seats(self) -> list[str]:
        return [c for c in COLOURS if self.session.setup.kind(c) == HUMAN]

    def translate_game(self) -> None:
        document.title = t(self.lang, "capp.title") + " · ludo"
        for node in document.querySelectorAll('.title [data-i18n="app.title"]'):
            node.textContent = t(self.lang, "capp.title")
        dom.el("rules-more").setAttribute("href", f"./rules/{self.lang}.html#colonne")
        title = dom.query("#moves h2")
        if title is not None:
            title.textContent = t(self.lang, "csteps.title")

    def redraw_last(self) -> None:
        if self.session is not None:
            self.render(self.session.events)

    def human_to_act(self) -> bool:
        return self.session.is_human

    def choices(self) -> list:
        return self.session.steps

    # --- start ---------------------------------------------------------------------------
    def default_setup(self) -> ColonneSetup:
        return ColonneSetup()

    def new_game(self, setup: ColonneSetup) -> None:
        self.stop()
        self.session = ColonneSession.start(setup, dom.url_param("seed"))
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.after_action(self.session.events)

    def start_from_setup(self) -> None:
        variant = "large" if dom.el("cvariant-large").checked else "small"
        kinds = tuple(str(dom.el(f"cseat-{c}").value) for c in COLOURS)
        self.new_game(ColonneSetup(variant, kinds))

    # --- binding ---------------------------------------------------------------------------
    def bind(self) -> None:
        self.on(dom.el("cdice"), "click", self.on_dice_click)
        self.on(dom.el("board"), "click", self.on_board_click)
        self.on(dom.el("move-list"), "click", self.on_list_click)
        self.on(document, "keydown", self.on_key)
        self.bind_chrome()
        self.on(dom.el("autoplay"), "change", self.on_autoplay)

    def on_autoplay(self, event) -> None:
        self.set_setting("autoplay", bool(event.target.checked))
        self.kick()

    # --- setup -----------------------------------------------------------------------------
    def open_setup(self) -> None:
        self.stop()              # computers wait while the setup screen is open
        self.close(dom.el("end"))
        setup = self.session.setup if self.session is not None else ColonneSetup()
        dom.el("game-colonne").checked = True
        dom.el(f"cvariant-{setup.variant}").checked = True
        for colour, kind in zip(COLOURS, setup.kinds):
            dom.el(f"cseat-{colour}").value = kind
        dom.el("setup-cancel").hidden = self.session is None
        dom.el("setup").showModal()
        dom.el("setup-start").focus()

    # --- a person's input ------------------------------------------------------------------
    def choosing(self) -> bool:
        return self.human_can_act() and self.session.phase == "choose"

    def candidates(self) -> list[int]:
        s = self.session
        return matching(s.steps, self.pick, s.left)

    def repick(self, pick: Pick, prompt: str | None = None) -> None:
        self.pick, self.cursor, self.prompt = pick, None, prompt
        self.render([])

    def on_dice_click(self, event) -> None:
        if dom.found(event.target.closest("#croll")) is not None:
            if self.human_can_act() and self.session.phase == "roll":
                self.act(self.session.roll)
            return
        if not self.choosing():
            return
        left = self.session.left
        if dom.found(event.target.closest("[data-all]")) is not None:
            self.choose_dice(self.pick.all_dice(left))
            return
        chip = dom.found(event.target.closest("[data-die]"))
        if chip is not None:
            self.choose_dice(self.pick.toggle_die(int(chip.getAttribute("data-die"))))

    def choose_dice(self, pick: Pick) -> None:
        s = self.session
        fits = matching(s.steps, pick, s.left)
        if pick.dice and not fits and pick.origin is not None:   # that unit cannot use them: drop the unit
            pick = Pick(dice=pick.dice)
            fits = matching(s.steps, pick, s.left)
        self.repick(pick, "cdice.none" if pick.dice and not fits else None)

    def on_board_click(self, event) -> None:
        if not self.choosing():
            return
        target = dom.found(event.target.closest(".ctarget[data-move]"))
        if target is not None:
            self.choose_target(int(target.getAttribute("data-move")))
            return
        unit = dom.found(event.target.closest("[data-from]"))
        if unit is not None and unit.classList.contains(self.session.turn):
            self.choose_unit(int(unit.getAttribute("data-from")))

    def choose_unit(self, origin: int) -> None:
        s = self.session
        pick = self.pick.unit(origin)
        fits = matching(s.steps, pick, s.left)
        if pick.origin is not None and not fits:      # not with these dice: the unit alone
            pick = Pick(origin=origin)
            fits = matching(s.steps, pick, s.left)
            if not fits:
                return
        if pick.origin is not None and len(fits) == 1:
            self.play(fits[0])
        else:
            self.repick(pick)

    def choose_target(self, index: int) -> None:
        s = self.session
        step = s.steps[index]
        pick = Pick(dice=self.pick.dice, origin=step["from"], target=step["to"])
        fits = matching(s.steps, pick, s.left)
        if len(fits) <= 1:
            self.play(index)
        else:                                         # same square with other dice: say which
            self.repick(pick, "cdice.which")

    def on_list_click(self, event) -> None:
        node = dom.found(event.target.closest("[data-move]"))
        if node is not None and self.choosing():
            self.play(int(node.getAttribute("data-move")))

    def on_key(self, event) -> None:
        tag = self.key_tag(event)
        if tag is None:
            return
        key = str(event.key)
        s = self.session
        if s is None:
            return
        if key in ("r", "R"):
            if self.human_can_act() and s.phase == "roll":
                event.preventDefault()
                self.act(s.roll)
        elif key in ("u", "U"):
            self.on_undo()
        elif not self.choosing():
            if key in ("Enter", " ") and tag not in ("button", "a", "summary", "input") and self.human_can_act():
                event.preventDefault()
                self.act(s.roll)
        elif key in "123456" and len(key) == 1:
            event.preventDefault()
            self.choose_dice(self.pick.toggle_value(int(key), s.left))
        elif key in ("a", "A", "+"):
            event.preventDefault()
            self.choose_dice(self.pick.all_dice(s.left))
        elif key == "Escape":
            self.repick(Pick())
        elif key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
            event.preventDefault()
            fits = self.candidates()
            if fits:
                ahead = key in ("ArrowRight", "ArrowDown")
                at = fits.index(self.cursor) if self.cursor in fits else (-1 if ahead else 0)
                self.cursor = fits[(at + (1 if ahead else -1)) % len(fits)]
                self.render([])
        elif key in ("Enter", " "):
            fits = self.candidates()
            if self.control_keeps(tag, key, self.cursor in fits):
                return
            event.preventDefault()
            if self.cursor in fits:
                self.play(self.cursor)
            elif len(fits) == 1:
                self.play(fits[0])
            elif fits:
                self.cursor = fits[0]
                self.render([])

    async def animate_choice(self, index: int) -> None:
        """Walk the moving unit along its squares to its target, one square a beat, quicker
        on long steps (skipped without motion, and for pieces entering from off the board)."""
        s = self.session
        step = s.steps[index]
        if not self.motion or step["from"] == 0:
            return
        node = dom.query(f"#unit-{s.turn}-{step['from']}", dom.el("board"))
        if node is None:
            return
        spots = (spot_of(s.turn, s.setup.variant, p) for p in range(step["from"] + 1, step["to"] + 1))
        path = [f"translate({x:.2f} {y + 1:.2f})" for x, y in (spot for spot in spots if spot is not None)]
        await self.walk(node, path, min(STEP_PAUSE, WALK_MAX / max(1, len(path))))

    # --- drawing ---------------------------------------------------------------------------
    def render(self, events: list) -> None:
        s = self.session
        if s is None:
            return
        lang = self.lang
        sentences = self.words(events)
        if events:
            self.pick, self.cursor, self.prompt = Pick(), None, None
        phase = s.phase
        choosing = self.choosing()
        steps = s.steps if choosing else []
        left = s.left
        fits = matching(steps, self.pick, left)
        units = unit_has_steps(steps, self.pick, left)
        narrowed = bool(self.pick.dice) or self.pick.origin is not None or self.cursor is not None \
            or len({steps[i]["from"] for i in fits}) == 1
        board = dom.el("board")
        board.innerHTML = render_colonne(s.position, moves=steps, lang=lang, units=units,
                                         targets=fits if narrowed else [], chosen=self.pick.origin,
                                         selected=self.cursor, dice_labels=True)
        board.setAttribute("data-game", "colonne")
        board.setAttribute("data-phase", phase)
        board.setAttribute("data-turn", s.turn)
        board.setAttribute("data-roll", " ".join(map(str, left)))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        document.body.setAttribute("data-turn", s.turn)
        document.body.setAttribute("data-variant", s.position["variant"])   # the wide board's layout (CSS)

        name = seat_name(lang, s.turn)
        who = t(lang, "who.human" if s.is_human else "who.computer")
        if phase == "over":
            text = t(lang, "turn.over")
        elif not s.is_human:
            text = t(lang, "turn.thinking", player=f"{name} ({who})")
        elif phase == "roll":
            text = t(lang, addressed("cturn.roll", {"corner": s.turn}, self.you()), player=name)
        else:
            text = t(lang, addressed("cturn.choose", {"corner": s.turn}, self.you()), player=name)
        turn = dom.el("turn")
        turn.className = f"turn c{s.turn}" + (" over" if phase == "over" else "")
        dom.el("turn-icon").innerHTML = "" if phase == "over" else disc_icon(s.turn)
        dom.el("turn-text").textContent = text

        dom.el("cdice").innerHTML = self.dice_html(choosing)

        box = dom.el("moves")
        box.hidden = not steps
        items = []
        for i in fits:
            cls = "move" + (" selected" if i == self.cursor else "") + (" capture" if steps[i].get("captures") else "")
            sel = ' aria-current="true"' if i == self.cursor else ""
            items.append(f'<li><button type="button" class="{cls}" data-move="{i}" data-testid="move-{i}"{sel}>'
                         f'{disc_icon(s.turn, 16)} <span>{escape(colonne_step(lang, s.setup.variant, steps[i]))}'
                         f'</span></button></li>')
        dom.el("move-list").innerHTML = "".join(items)
        dom.el("btn-undo").disabled = not s.can_undo   # also while a computer waits to answer

        if sentences:
            dom.el("say").textContent = " ".join(sentences[-4:])
        elif self.prompt:
            dom.el("say").textContent = t(lang, self.prompt)
        self.draw_log()

        self.show_notice()
        self.show_over(phase == "over")
        if phase == "over":
            self.show_end()

    def dice_html(self, choosing: bool) -> str:
        """The dice tray: the roll button, or this turn's dice (tap to choose; used ones greyed)."""
        s = self.session
        lang = self.lang
        if s.phase == "roll" and self.human_can_act():
            faces = "".join(f'<span class="cface">{die_svg(None)}</span>' for _ in range(s.setup.dice))
            return (f'<button type="button" id="croll" class="croll c{s.turn}" data-testid="croll">'
                    f'<span class="cfaces">{faces}</span><b>{escape(t(lang, "cdice.roll"))}</b></button>')
        left = s.left
        rolled = s.rolled or [None] * s.setup.dice
        used = used_dice(s.rolled, left) if s.rolled else [True] * s.setup.dice
        free = list(range(len(left)))
        chips = []
        for k, (value, gone) in enumerate(zip(rolled, used)):
            if gone or value is None:
                label = t(lang, "cdice.used", value=value) if value else t(lang, "cdice.label")
                chips.append(f'<button type="button" class="cdie used" disabled data-testid="cdie-used-{k}" '
                             f'aria-label="{escape(label)}">{die_svg(value)}</button>')
                continue
            index = next(i for i in free if left[i] == value)
            free.remove(index)
            on = index in self.pick.dice
            chips.append(f'<button type="button" class="cdie c{s.turn}{" on" if on else ""}" data-die="{index}" '
                         f'data-testid="cdie-{index}" aria-pressed="{"true" if on else "false"}"'
                         f'{"" if choosing else " disabled"} aria-label="{escape(t(lang, "cdice.die", value=value))}">'
                         f'{die_svg(value)}</button>')
        extra = ""
        if choosing and len(left) > 1:
            total = sum(left)
            on = len(self.pick.dice) == len(left)
            extra = (f'<button type="button" class="call{" on" if on else ""}" data-all="1" data-testid="cdice-all" '
                     f'aria-pressed="{"true" if on else "false"}">{escape(t(lang, "cdice.all"))} = {total}</button>')
        status = ""
        if choosing:
            values = self.pick.values(left)
            status = t(lang, "cdice.sum", sum="+".join(map(str, values)) + (f" = {sum(values)}" if len(values) > 1 else "")) \
                if values else t(lang, "cdice.hint")
        return (f'<div class="cdice-row" role="group" aria-label="{escape(t(lang, "cdice.label"))}">{"".join(chips)}{extra}</div>'
                + (f'<p class="cdice-status" data-testid="cdice-status">{escape(status)}</p>' if status else ""))

    def show_end(self) -> None:
        s = self.session
        res = s.result
        lang = self.lang
        won = addressed("say.won", {"corner": res["winner"]}, self.you())
        dom.el("end-winner").textContent = t(lang, won, player=seat_name(lang, res["winner"]))
        rows = []
        for place, colour in enumerate(sorted(COLOURS, key=lambda c: c != res["winner"]), start=1):
            who = t(lang, ("who.you" if self.you() else "who.human") if s.setup.kind(colour) == HUMAN
                    else "who.computer")
            rows.append(f'<li class="c{colour}" data-corner="{colour}" data-place="{place}">'
                        f'<span class="place">{escape(t(lang, "end.place", place=place))}</span>{disc_icon(colour, 22)}'
                        f'<span class="name">{escape(seat_name(lang, colour))} <small>({escape(who)})</small></span>'
                        f'<span class="home">{escape(t(lang, "end.home", n=s.pieces_home(colour)))}</span></li>')
        dom.el("places").innerHTML = "".join(rows)
        self.open_end()
