"""A person's keys and clicks on the embed's board (:class:`FrameKeys`, a part of
:class:`~ludoview.embed.page.EmbedPage`, ``page.keys``): the die, a move on the board or
in the list, a crowded spot's chooser, Continue and Reset, each through the game's chooser
as on the main page."""

from __future__ import annotations

from ludoview.core import crowd, dom
from ludoview.embed import host_api
from ludoview.embed.part import KeysPage


class FrameKeys:
    def __init__(self, page: KeysPage) -> None:
        self.page = page

    def bind(self) -> None:
        root = self.page.root
        dom.on(root.el("die"), "click", lambda e: self.on_die())
        dom.on(root.el("board"), "click", lambda e: self.on_pick(e, "target"))
        dom.on(root.el("move-list"), "click", lambda e: self.on_pick(e, "move"))
        dom.on(root.el("reset"), "click", lambda e: self.on_reset())
        dom.on(root.el("continue"), "click", lambda e: self.on_continue())
        root.on_orient_change(lambda orient: self.page.render())   # the host resized the frame

    def on_die(self) -> None:
        if self.page.can_act() and self.page.session.phase == "roll":
            self.page.roll()

    def on_pick(self, event, where: str) -> None:
        """A move clicked on the board (its ``target``) or in the list (``move``): the game's
        chooser says what it does, as on the main page."""
        page = self.page
        node = dom.found(event.target.closest("[data-move]"))
        if node is None or not page.can_act() or page.session.phase != "choose":
            return
        if where == "target" and node.hasAttribute("data-from") and page.conf.spec.unit_tap_words is not None:
            # a colonne unit (it carries its first step): picked, its steps listed and ringed,
            # or played when it has one; never its first step played for it
            self.choose(page.chooser.unit(page.session, int(node.getAttribute("data-from"))))
            return
        index = int(node.getAttribute("data-move"))
        if 0 <= index < len(page.session.choices):
            self.choose(getattr(page.chooser, where)(page.session, index))

    def crowd_tap(self, node) -> crowd.Tap | None:
        """What a button of a crowded spot's chooser does (:mod:`ludoview.core.crowd`): the move
        of the thing under it played, as from the list of moves, said in the game's words."""
        page = self.page
        s = page.session
        index = int(node.getAttribute("data-move") or -1)
        if not page.can_act() or s.phase != "choose" or not 0 <= index < len(s.choices):
            return None
        if node.hasAttribute("data-from") and page.conf.spec.unit_tap_words is not None:
            return crowd.unit_tap(page.conf.spec, page.lang, s, page.chooser, node)   # as a tap on it
        return crowd.move_tap(page.conf.spec, page.lang, s.position, s.choices[index],
                              lambda: self.choose(page.chooser.move(page.session, index)))

    def on_key(self, event) -> None:
        """The main page's keys (the game's chooser): R rolls, the arrows pick a move,
        Enter plays it (or passes a roll without a move); colonne also 1-6, A, Escape."""
        page = self.page
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if page.root.host.classList.contains("setup-open") or not page.can_act():
            return
        name = str(event.key)
        tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
        if name in ("Enter", " ") and tag in ("button", "a", "summary", "select", "input"):
            return   # the focused control does its own thing
        act, chooser = page.chooser.key(name, page.session)
        if act.kind in ("none", "undo"):
            return
        event.preventDefault()
        self.choose((act, chooser))

    def choose(self, outcome) -> None:
        """Carry out what an input does (the game's chooser's :class:`~ludoview.core.controls.Act`)."""
        act, chooser = outcome
        if act.kind in ("none", "undo"):
            return
        self.page.chooser = chooser
        if act.kind == "roll":
            self.on_die()
        elif act.kind == "play":
            self.page.play(act.index)
        else:
            self.page.render(act.prompt)

    def on_continue(self) -> None:
        page = self.page
        if page.can_act() and page.session.phase == "choose" and not page.session.choices:
            page.play(None)

    def on_reset(self) -> None:
        page = self.page
        page.turns.stop()
        page.after(page.session.reset())
        page.post(host_api.event("state", page.conf.frame_id, command="reset", **page.session.state()))
        page.turns.kick()
