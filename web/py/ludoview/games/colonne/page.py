"""The main page's colonne controller: binds its setup fields, board, dice and steps.

Everything game-neutral is :class:`ludoview.shell.app.GamePage`'s. What the
player sees is drawn from the view model (:func:`ludoview.games.colonne.view.view`);
what a tap or a key does is :mod:`ludoview.games.colonne.controls`': dice (tap
several for their sum), a unit and a target narrow the legal steps in any order,
and a tap that leaves one step plays it.
"""

from __future__ import annotations

import json
from html import escape

from pyscript import document, window

from ludo.colonne.geometry import COLOURS
from ludoview.core import crowd, dom
from ludoview.core.drawing import die_svg, move_list
from ludoview.games.colonne.board import disc_icon
from ludoview.games.colonne.layout import spot_of
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.colonne.view import ColonneView, DiceView, Seen, view
from ludoview.shell.app import GamePage

#: One square of a walking unit, and the longest walk (seconds at speed 1); the pauses
#: of computers are the page's turns' (:class:`ludoview.shell.turns.Turns`).
STEP_PAUSE = 0.14
WALK_MAX = 1.4


class ColonnePage(GamePage):
    session: ColonneSession | None
    ROLL_CONTROL = "#croll"

    def translate_game(self) -> None:
        dom.el("rules-more").setAttribute("href", f"./rules/{self.lang}.html#{self.spec.name}")
        for colour in COLOURS:
            field = dom.el(f"cname-{colour}")
            field.setAttribute("aria-label", self.t("setup.name", player=self.spec.player_name(self.lang, colour)))
            field.setAttribute("placeholder", self.t("setup.name_hint"))

    # --- binding ---------------------------------------------------------------------------
    def bind(self) -> None:
        self.on(dom.el("cdice"), "click", self.on_dice_click)
        self.on(dom.el("board"), "click", self.on_board_click)
        self.on(dom.el("move-list"), "click", self.on_list_click)
        self.on(window, "resize", self.on_resize)
        self.chrome.bind()

    def on_resize(self, event) -> None:
        """A phone turned (or a window reshaped): the board is drawn again in the layout that fits."""
        svg = dom.query("#board .colonne-svg")
        if self.session is not None and svg is not None and not svg.classList.contains(dom.viewport_orient()):
            self.render([])

    # --- setup -----------------------------------------------------------------------------
    def show_setup(self, setup: ColonneSetup) -> None:
        dom.el(f"cvariant-{setup.variant}").checked = True
        for colour, kind, name in zip(COLOURS, setup.kinds, setup.player_names, strict=True):
            dom.el(f"cseat-{colour}").value = kind
            dom.el(f"cname-{colour}").value = name or ""

    def setup_from_form(self) -> ColonneSetup:
        variant = "large" if dom.el("cvariant-large").checked else "small"
        return ColonneSetup(variant, tuple(str(dom.el(f"cseat-{c}").value) for c in COLOURS),
                            tuple(str(dom.el(f"cname-{c}").value) for c in COLOURS))

    # --- a person's input ------------------------------------------------------------------
    def choosing(self) -> bool:
        return self.session is not None and self.human_can_act() and self.session.phase == "choose"

    def on_dice_click(self, event) -> None:
        s = self.session
        if s is None or not self.human_can_act():
            return
        if dom.found(event.target.closest("#croll")) is not None:
            self.keys.choose(self.chooser.die(s))
        elif not self.choosing():
            return
        elif dom.found(event.target.closest("[data-all]")) is not None:
            self.keys.choose(self.chooser.all_dice(s))
        elif (chip := dom.found(event.target.closest("[data-die]"))) is not None:
            self.keys.choose(self.chooser.toggle_die(s, int(chip.getAttribute("data-die"))))

    def on_board_click(self, event) -> None:
        s = self.session
        if s is None or not self.choosing():
            return
        target = dom.found(event.target.closest(".ctarget[data-move]"))
        if target is not None:
            self.keys.choose(self.chooser.target(s, int(target.getAttribute("data-move"))))
            return
        unit = dom.found(event.target.closest("[data-from]"))
        if unit is not None and unit.classList.contains(s.turn):
            self.keys.choose(self.chooser.unit(s, int(unit.getAttribute("data-from"))))

    def crowd_tap(self, node) -> crowd.Tap | None:
        """What a tap on a thing of a crowded spot does, as the chooser's button says it
        (:mod:`ludoview.core.crowd`): a target's step played (as from the list, whatever other
        dice reach its square); a unit picked, put back, or its one step played (as a tap on it)."""
        s = self.session
        if s is None or not self.choosing():
            return None
        if node.classList.contains("ctarget"):
            index = int(node.getAttribute("data-move"))
            return crowd.move_tap(self.spec, self.lang, s.position, s.choices[index],
                                  lambda: self.keys.choose(self.chooser.move(self.session, index)))
        if not node.hasAttribute("data-from") or not node.classList.contains(s.turn):
            return None
        return crowd.unit_tap(self.spec, self.lang, s, self.chooser, node)

    def on_list_click(self, event) -> None:
        node = dom.found(event.target.closest("[data-move]"))
        if node is not None and self.choosing():
            self.keys.choose(self.chooser.move(self.session, int(node.getAttribute("data-move"))))

    async def animate_choice(self, index: int) -> None:
        """Walk the moving unit along its squares to its target, one square a beat, quicker
        on long steps (skipped without motion, and for pieces entering from off the board)."""
        s = self.session
        if s is None or not self.motion:
            return
        step = s.choices[index]
        if step["from"] == 0:
            return
        node = dom.query(f"#unit-{s.turn}-{step['from']}", dom.el("board"))
        if node is None:
            return
        orient = "portrait" if dom.found(node.closest(".colonne-svg.portrait")) is not None else "landscape"
        spots = (spot_of(s.turn, s.setup.variant, p, orient) for p in range(step["from"] + 1, step["to"] + 1))
        path = [f"translate({x:.2f} {y + 1:.2f})" for x, y in (spot for spot in spots if spot is not None)]
        await self.turns.walk(node, path, min(STEP_PAUSE, WALK_MAX / max(1, len(path))))

    # --- drawing ---------------------------------------------------------------------------
    def render(self, events: list, prompt: str | None = None) -> None:
        s = self.session
        if s is None:
            return
        if events:
            self.chooser = self.spec.chooser()
        seen = Seen(lang=self.lang, you=self.you(), chooser=self.chooser, can_act=self.human_can_act(),
                    hints=self.settings.switch("hints"), orient=dom.viewport_orient())
        self.draw(view(s, seen, events), s)

    def focus_target(self) -> str:
        s = self.session
        if s is None or not self.human_can_act():
            return "#turn"
        if s.phase == "roll":
            return "#croll"
        cursor = self.chooser.cursor
        return f'#move-list [data-move="{cursor}"]' if cursor is not None else "#move-list button, .cdie:not([disabled])"

    def draw(self, v: ColonneView, s: ColonneSession) -> None:
        board = dom.el("board")
        board.innerHTML = v.board
        crowd.settle(board, self.lang, self.crowd_tap)
        dom.el("board-svg").setAttribute("aria-describedby", "board-frame board-list")
        dom.el("board-frame").textContent = v.board_frame
        dom.el("board-list").innerHTML = "".join(f"<li>{escape(row)}</li>" for row in v.board_rows)
        board.setAttribute("data-game", self.spec.name)
        board.setAttribute("data-phase", v.phase)
        board.setAttribute("data-turn", v.turn)
        board.setAttribute("data-roll", " ".join(map(str, s.left)))
        board.setAttribute("data-position", json.dumps(s.position, sort_keys=True, separators=(",", ":")))
        document.body.setAttribute("data-turn", v.turn)
        document.body.setAttribute("data-variant", v.variant)   # the wide board's layout (CSS)

        turn = dom.el("turn")
        turn.className = f"turn c{v.turn}" + (" over" if v.phase == "over" else "")
        dom.el("turn-icon").innerHTML = "" if v.phase == "over" else disc_icon(v.turn)
        dom.el("turn-text").textContent = v.turn_text
        dom.el("cdice").innerHTML = self.dice_html(v.dice, v.turn)

        dom.el("moves").hidden = not v.steps
        dom.el("move-list").innerHTML = move_list(v.steps, disc_icon(v.turn, 16))
        dom.el("btn-undo").disabled = not v.can_undo   # also while a computer waits to answer
        if v.say is not None:
            say = dom.el("say")
            say.textContent = v.say
            say.classList.toggle("alert", v.alert)   # one of the person's pieces was beaten
        dom.el("log").innerHTML = "".join(f"<li>{escape(x)}</li>" for x in v.log)
        self.dialogs.show_game(v.phase == "over", v.end)
        self.keys.focus_next()

    def dice_html(self, d: DiceView, turn: str) -> str:
        """The dice tray: the roll button, or this turn's dice (tap to choose; used ones greyed)."""
        if d.roll_button:
            faces = "".join(f'<span class="cface">{die_svg(None)}</span>' for _ in range(d.count))
            return (f'<button type="button" id="croll" class="croll c{turn}" data-testid="croll">'
                    f'<span class="cfaces">{faces}</span><b>{escape(d.roll_label)}</b></button>')
        chips = []
        for k, chip in enumerate(d.chips):
            if chip.index is None:
                chips.append(f'<button type="button" class="cdie used" disabled data-testid="cdie-used-{k}" '
                             f'aria-label="{escape(chip.label)}">{die_svg(chip.value)}</button>')
                continue
            chips.append(f'<button type="button" class="cdie c{turn}{" on" if chip.on else ""}" data-die="{chip.index}" '
                         f'data-testid="cdie-{chip.index}" aria-pressed="{"true" if chip.on else "false"}"'
                         f'{"" if d.choosing else " disabled"} aria-label="{escape(chip.label)}">'
                         f'{die_svg(chip.value)}</button>')
        extra = ""
        if d.all_label is not None:
            extra = (f'<button type="button" class="call{" on" if d.all_on else ""}" data-all="1" data-testid="cdice-all" '
                     f'aria-pressed="{"true" if d.all_on else "false"}">{escape(d.all_label)}</button>')
        label = escape(self.t("colonne.dice.label"))
        thrown = " thrown" if d.thrown and self.motion else ""   # (they tumble in: CSS)
        return (f'<div class="cdice-row{thrown}" role="group" aria-label="{label}">{"".join(chips)}{extra}</div>'
                + (f'<p class="cdice-status" data-testid="cdice-status">{escape(d.status)}</p>' if d.status else "")
                + (f'<p class="cdice-note" data-testid="cdice-note">{escape(d.note)}</p>' if d.note else ""))
