"""The editor page's hands (:class:`Hands`, a part of
:class:`~ludoview.editor.page.EditorPage`, ``page.hands``): clicks and drags on the board turned into
changes of the draft (the board's drawing names what a point holds), and the live frame
(``embed.html``) kept at the draft through the host API."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any, Protocol

from pyscript import document, window

from ludoview.core import dom, reasons
from ludoview.editor.model import Editor
from ludoview.editor.view import EditorView
from ludoview.embed.host_api import SOURCE
from ludoview.embed.page import NotJson, from_js, to_js

#: How far (CSS pixels) a pointer goes before a press on a piece is a drag.
DRAG_START = 4
#: What can be picked up and dragged: the pieces, the colonne units and piles (off the board).
PIECES = ".piece, .cunit, .cpile"


class HandsPage(Protocol):
    """What the hands read and do of the editor's page."""
    @property
    def editor(self) -> Editor: ...
    @property
    def lang(self) -> str: ...
    @property
    def own_origin(self) -> str: ...
    def render(self) -> None: ...
    def guarded(self, handler: Callable[[Any], Any]) -> Callable[[Any], Any]: ...
    def form_seat(self) -> Any: ...
    def words(self, key: str, **params: Any) -> str: ...


def board_point(x: float, y: float) -> tuple[float, float]:
    """A point of the page in the board's own units (its SVG's)."""
    svg = dom.query("#board svg")
    point = svg.createSVGPoint()
    point.x, point.y = x, y
    at = point.matrixTransform(svg.getScreenCTM().inverse())
    return float(at.x), float(at.y)


class Hands:
    def __init__(self, page: HandsPage) -> None:
        self.page = page
        self.drag: dict[str, Any] | None = None   # the piece pressed and where: a drag once it moves
        self.dragged = False                      # a drag just ended (its click is not a click)
        self.frame_key: tuple | None = None       # the frame's URL settings (mode, language) as loaded
        self.frame_start: tuple | None = None     # the (notation, roll) the frame shows or was sent
        self.frame_ready = False

    def bind(self) -> None:
        """Presses, drags and clicks on the board, and the live frame's messages (each through
        the page's ``guarded``: what fails is said, the draft stays)."""
        board = dom.el("board")
        dom.on(board, "pointerdown", self.page.guarded(self.on_press))
        dom.on(board, "pointermove", self.page.guarded(self.on_drag))
        dom.on(board, "pointerup", self.page.guarded(self.on_release))
        dom.on(board, "pointercancel", self.page.guarded(lambda e: self.cancel_drag()))
        dom.on(board, "click", self.page.guarded(self.on_click))
        dom.on(window, "message", self.page.guarded(self.on_message))

    def hit_at(self, x: float, y: float, skip=None):
        """What the board holds under the point (a piece before the square under it)."""
        draft = self.page.editor.draft
        board = dom.el("board")
        for node in document.elementsFromPoint(x, y):
            if not board.contains(node) or (skip is not None and skip.contains(node)):
                continue
            piece = dom.found(node.closest(PIECES))
            if piece is not None and not (skip is not None and piece == skip):
                data = {name: dom.text_or_none(piece.getAttribute(name)) for name in draft.places.PIECE_DATA}
                return draft.places.hit(draft.position, str(piece.id), data)
            found = draft.places.hit(draft.position, str(node.id or ""), {})
            if found is not None:
                return found
        return None

    def on_click(self, event) -> None:
        if self.dragged:   # the click that ends a drag
            self.dragged = False
            return
        hit = self.hit_at(event.clientX, event.clientY)
        if hit is None:
            return
        if hit.seat is not None:
            self.page.editor.take(hit.seat, hit.square)
        else:
            self.page.editor.place(self.page.form_seat(), hit.square)
        self.page.render()

    def on_press(self, event) -> None:
        self.dragged = False
        piece = dom.found(event.target.closest(PIECES))
        if piece is None or not event.isPrimary:
            return
        hit = self.hit_at(event.clientX, event.clientY)
        if hit is None or hit.seat is None:
            return
        moved = re.fullmatch(r"translate\(([-\d.]+)[ ,]+([-\d.]+)\)", str(piece.getAttribute("transform") or ""))
        self.drag = {"piece": piece, "hit": hit, "x": float(event.clientX), "y": float(event.clientY),
                     "at": board_point(event.clientX, event.clientY),
                     "from": tuple(map(float, moved.groups())) if moved else (0.0, 0.0),
                     "pointer": event.pointerId, "moving": False}

    def on_drag(self, event) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["pointer"]:
            return
        if not drag["moving"]:
            if math.hypot(event.clientX - drag["x"], event.clientY - drag["y"]) < DRAG_START:
                return
            drag["moving"] = True
            dom.el("board").setPointerCapture(event.pointerId)
            drag["piece"].classList.add("dragging")
        event.preventDefault()
        x, y = board_point(event.clientX, event.clientY)
        (x0, y0), (px, py) = drag["at"], drag["from"]
        drag["piece"].setAttribute("transform", f"translate({px + x - x0:.2f} {py + y - y0:.2f})")

    def on_release(self, event) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["pointer"]:
            return
        self.drag = None
        if not drag["moving"]:
            return   # a press without a move: the click does it
        self.dragged = True
        hit = self.hit_at(event.clientX, event.clientY, skip=drag["piece"])
        if hit is not None:
            self.page.editor.move(drag["hit"].seat, drag["hit"].square, hit.square)
        self.page.render()

    def cancel_drag(self) -> None:
        if self.drag is not None:
            self.drag = None
            self.page.render()

    def update_frame(self, view: EditorView) -> None:
        """Keep the frame at the draft: load it again for another mode or language, else send
        the new position (once the frame is ready; it is sent then if it changed meanwhile)."""
        draft = self.page.editor.draft
        key, start = (draft.mode, draft.lang), (draft.notation, draft.roll)
        frame = dom.el("preview")
        if key != self.frame_key:
            self.frame_key, self.frame_start, self.frame_ready = key, start, False
            frame.src = view.frame_src
        elif start != self.frame_start and self.frame_ready:
            self.send_position()

    def send_position(self) -> None:
        draft = self.page.editor.draft
        command: dict[str, Any] = {"type": "set-position", "position": draft.notation, "request": "editor"}
        if draft.roll is not None:
            command["roll"] = draft.roll
        self.frame_start = (draft.notation, draft.roll)
        dom.el("preview").contentWindow.postMessage(to_js(command), self.page.own_origin)

    def on_message(self, event) -> None:
        if str(event.origin) != self.page.own_origin or event.source != dom.el("preview").contentWindow:
            return
        try:
            data = from_js(event.data)
        except NotJson:
            return
        if not isinstance(data, dict) or data.get("source") != SOURCE:
            return
        if data.get("type") == "ready":
            self.frame_ready = True
            if (self.page.editor.draft.notation, self.page.editor.draft.roll) != self.frame_start:
                self.send_position()
        elif data.get("type") == "error":
            message = dom.el("message")
            said = reasons.problem(self.page.lang, str(data.get("message"))[:500])
            message.textContent = self.page.words("editor.frame_error", message=said)
            message.classList.add("refused")
