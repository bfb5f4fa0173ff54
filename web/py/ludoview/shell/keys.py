"""The main page's keyboard and focus (:class:`Keys`, a part of
:class:`~ludoview.shell.app.GamePage`, ``page.keys``): which keys the game's chooser gets,
where the focus goes after a redraw, and input a person did not mean as a new action."""

from __future__ import annotations

import time

from pyscript import document

from ludoview.core import dom
from ludoview.shell.extras import keep_in_view
from ludoview.shell.part import KeysPage

#: Marks a menu whose letters are the game's (the pace menu): a single character typed there goes
#: to the game, and the menu does not jump to the option it starts (French R: "Rapide").
GAME_KEYS = "data-game-keys"

#: After a person's action, input that would act again is ignored this long (seconds at
#: speed 1, none at ``?speed=0``): a double-click or a key pressed twice acts once.
SETTLE_SECONDS = 0.35

#: The game's controls: focus among them may follow the game (a settings box keeps it).
PLAY_AREA = "#board, #move-list, #die, #cdice, #turn"


def key_tag(event) -> str | None:
    """The focused element's tag name for a key press, or None when the game must leave the
    key alone (a dialog is open, the person is typing in a field or choosing in a menu; a
    menu marked :data:`GAME_KEYS` leaves the game its letters; a key held with Ctrl, Alt or
    Meta is the browser's: Ctrl+R reloads, it does not throw)."""
    if event.ctrlKey or event.altKey or event.metaKey or dom.query("dialog[open]") is not None:
        return None
    tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
    if tag == "select":
        return tag if menu_lets_through(event) else None
    if tag == "textarea" or (tag == "input" and str(event.target.type) not in ("checkbox", "radio")):
        return None
    return tag


def menu_lets_through(event) -> bool:
    """Is this key, pressed in a menu, the game's? A single character (not Space, which
    opens the menu; Ctrl, Alt and Meta are left to the browser before), in a menu marked :data:`GAME_KEYS`; the
    menu keeps its arrows, Enter, Space and Tab."""
    name = str(event.key)
    return len(name) == 1 and name != " " and bool(event.target.hasAttribute(GAME_KEYS))


def control_keeps(tag: str, key: str, highlighted: bool) -> bool:
    """Does the focused control handle Enter or Space itself? Buttons, links and summaries
    do; a check box keeps Space (it ticks) and Enter too, except when a move is highlighted:
    then Enter plays it, as it does from the board."""
    if tag == "input":
        return key != "Enter" or not highlighted
    return tag in ("button", "summary", "a")


def focus(selector: str) -> None:
    """The first control ``selector`` finds takes the focus (nothing when there is none)."""
    node = dom.query(selector)
    if node is not None:
        dom.focus_still(node)
        keep_in_view(node)          # (shell.extras: for a person on the keyboard)


def focus_in_play() -> bool:
    """Is the focus on the game's controls (or nowhere), where it may follow the game?"""
    active = dom.found(document.activeElement)
    if active is None or active == document.body or not bool(active.isConnected):
        return True
    return dom.found(active.closest(PLAY_AREA)) is not None and dom.query("dialog[open]") is None


class Keys:
    def __init__(self, page: KeysPage) -> None:
        self.page = page

    def bind(self) -> None:
        self.page.on(document, "keydown", self.on_key)

    def stale_input(self) -> bool:
        """Is the input being handled one a person did not mean as a new action? The second
        click of a double-click, a key held down, or any input right after their last action
        (before they could see its result)."""
        e = self.page.event
        if e is not None:
            if str(getattr(e, "type", "")) == "click" and int(getattr(e, "detail", 0) or 0) > 1:
                return True
            if bool(getattr(e, "repeat", False)):
                return True
        return time.monotonic() - self.page.acted_at < SETTLE_SECONDS * min(self.page.speed, 1.0)

    def choose(self, outcome) -> None:
        """Carry out what an input does (an :class:`~ludoview.core.controls.Act` and the
        chooser that follows, from the game's controls)."""
        act, chooser = outcome
        page = self.page
        s = page.session
        if act.kind == "undo":
            page.on_undo()
            return
        if s is None or not page.human_can_act():
            return
        page.chooser = chooser
        if act.kind == "roll" and s.phase == "roll":
            page.act(s.roll)
        elif act.kind == "play":
            if act.index is None:
                page.act(lambda: s.play(None))
            else:
                page.turns.play(act.index)
        elif act.kind == "redraw":
            page.render([], act.prompt)
            self.focus_cursor()

    def focus_cursor(self) -> None:
        """The move under the cursor takes the focus (a screen reader reads it; Enter plays it),
        unless the person is on another control (a settings box keeps the focus)."""
        cursor = self.page.chooser.cursor
        if cursor is not None and focus_in_play():
            focus(f'#move-list [data-move="{cursor}"]')

    def focus_next(self) -> None:
        """After a redraw: when the focus was lost (the button that had it is gone or disabled) or
        waits on the turn line while a computer plays, it goes where the next action is."""
        active = dom.found(document.activeElement)
        s = self.page.session
        lost = (active is None or active == document.body or not bool(active.isConnected)
                or bool(getattr(active, "disabled", False)) or str(active.id) == "turn"
                or (s is not None and s.phase == "choose" and bool(active.matches(self.page.ROLL_CONTROL))))
        if lost and dom.query("dialog[open]") is None:
            focus(self.page.focus_target())

    def highlighted(self) -> bool:
        """Is a move under the keyboard cursor (Enter plays it)?"""
        s, chooser = self.page.session, self.page.chooser
        return s is not None and s.phase == "choose" and chooser.cursor in chooser.listed(s)

    def on_key(self, event) -> None:
        """The game's keys (its chooser's), unless a dialog or a field has them."""
        tag = key_tag(event)
        s = self.page.session
        if tag is None or s is None:
            return
        name = str(event.key)
        if tag == "select":    # the game's letter, not the menu's: no jump to the option it starts
            event.preventDefault()
        if name in ("Enter", " ") and control_keeps(tag, name, self.highlighted()):
            return   # the focused control does its own thing
        if name not in ("u", "U") and not self.page.human_can_act():
            return
        act, chooser = self.page.chooser.key(name, s)
        if act.kind == "none":
            return
        if act.kind != "undo":
            event.preventDefault()
        self.choose((act, chooser))
