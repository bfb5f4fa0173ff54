"""A crowded board for fingers (browser glue; the geometry is :func:`ludoview.core.hits.crowds`).

A board draws a transparent hit square under each thing that can be clicked (``[data-move]``
with a ``rect.hit``), as large as its neighbours leave. On a small board two pieces on
neighbouring squares leave each other less than a fingertip (44 CSS px). After each drawing
and each resize, :func:`settle` measures the board as drawn and, where things that do
different things are closer than that, covers them with one hit area of their own
(``rect.crowd``, ``data-crowd``; the things under it get ``data-crowded``): a tap there opens
a small chooser of buttons, one for each of them, named by their titles, and a button clicks
that thing for the person, so the page does just what a click on it does (the view decides no
rule here). Things alone get a hit square of at least 44 px. A mouse is precise: with a fine
pointer the crowd areas let clicks through to the things under them (style.css).
"""

from __future__ import annotations

from html import escape

from pyodide.ffi import create_proxy
from pyscript import window

from ludoview.core import dom, hits
from ludoview.core.words import SHELL

#: A fingertip's hit area (CSS px): the 44 px phone guidelines ask, and a little for rounding.
LEAST = 46.0
_PROXIES: list = []


def _num(node, name: str) -> float:
    return float(node.getAttribute(name) or 0)


def settle(board, lang: str) -> None:
    """Give the board drawn in ``board`` (an element holding its ``svg.board-svg``) hit areas
    of at least :data:`LEAST` px that do not meet, crowded things sharing one; again on
    every resize of ``board``."""
    _watch(board, lang)
    close(board)
    svg = dom.found(board.querySelector("svg.board-svg"))
    if svg is None:
        return
    for old in list(svg.querySelectorAll(".crowd")):
        old.remove()
    nodes, spots, rects = [], [], []
    for node in svg.querySelectorAll("[data-move]"):
        rect = dom.found(node.querySelector(":scope > rect.hit"))
        if rect is None:
            continue
        node.removeAttribute("data-crowded")
        if rect.hasAttribute("data-hit"):      # drawn larger at an earlier size: as drawn first
            for name, v in zip(("x", "y", "width", "height"), str(rect.getAttribute("data-hit")).split()):
                rect.setAttribute(name, v)
        else:
            rect.setAttribute("data-hit", " ".join(str(rect.getAttribute(n)) for n in ("x", "y", "width", "height")))
        nodes.append(node)
        rects.append(rect)
    ctm = dom.found(svg.getScreenCTM())
    view = svg.viewBox.baseVal
    if not nodes or ctm is None or float(ctm.a) <= 0 or view is None or float(view.width) <= 0:
        return
    scale, width, height = float(ctm.a), float(view.width), float(view.height)
    half = LEAST / 2 / scale
    for node, rect in zip(nodes, rects):
        r = rect.getBoundingClientRect()
        x = (float(r.left) + float(r.width) / 2 - float(ctm.e)) / scale + float(view.x)
        y = (float(r.top) + float(r.height) / 2 - float(ctm.f)) / scale + float(view.y)
        spots.append((x, y, str(node.getAttribute("data-move"))))
    groups = hits.crowds(spots, half, width, height)
    crowded = [box for members, box in groups if len({spots[i][2] for i in members}) > 1]
    for n, (members, box) in enumerate(groups):
        if len({spots[i][2] for i in members}) > 1:
            l, t, r, b = box
            svg.insertAdjacentHTML("beforeend", f'<rect class="hit crowd" data-crowd="{n}" data-members="'
                                   f'{" ".join(str(i) for i in members)}" x="{l:.2f}" y="{t:.2f}" '
                                   f'width="{r - l:.2f}" height="{b - t:.2f}"/>')
            for i in members:
                nodes[i].setAttribute("data-crowded", str(n))
            continue
        for i in members:                      # alone (or with its own target): 44 px at least
            rect = rects[i]
            drawn = _num(rect, "width") / 2
            if drawn >= half:
                side = max(half, min(drawn, hits.room(spots[i][0], spots[i][1], crowded)))
                if side == drawn:
                    continue
                l, t = -side, -side
            else:
                side = half
                x, y = spots[i][0], spots[i][1]
                l, t, _, _ = hits._square(x, y, side, width, height)
                l, t = l - x, t - y
            rect.setAttribute("x", f"{l:.2f}")
            rect.setAttribute("y", f"{t:.2f}")
            rect.setAttribute("width", f"{2 * side:.2f}")
            rect.setAttribute("height", f"{2 * side:.2f}")
    board.setAttribute("data-crowds", str(len(crowded)))
    board.setAttribute("data-lang", lang)


def _name(node) -> str:
    title = dom.found(node.querySelector(":scope > title"))
    return str(title.textContent if title is not None else node.getAttribute("aria-label") or "").strip().rstrip(".")


def open_menu(board, crowd) -> None:
    """The chooser of a crowded spot: one button for each thing under it, and Close."""
    close(board)
    svg = dom.found(crowd.closest("svg"))
    if svg is None:
        return
    lang = str(board.getAttribute("data-lang") or "en")
    members = [m for m in svg.querySelectorAll(f'[data-crowded="{crowd.getAttribute("data-crowd")}"]')]
    buttons = "".join(f'<button type="button" class="crowd-pick" data-pick="{escape(str(m.id))}">{escape(_name(m))}</button>'
                      for m in members if m.id)
    menu = (f'<div class="crowd-menu" role="group" aria-label="{escape(SHELL(lang, "board.crowd"))}">'
            f'<p class="crowd-head">{escape(SHELL(lang, "board.crowd"))}</p>{buttons}'
            f'<button type="button" class="crowd-close">{escape(SHELL(lang, "menu.close"))}</button></div>')
    board.insertAdjacentHTML("beforeend", menu)
    at = crowd.getBoundingClientRect()
    node = board.querySelector(".crowd-menu")
    menu = node.getBoundingClientRect()
    room_w, room_h = float(window.innerWidth), float(window.innerHeight)
    top = float(at.bottom) + 4      # below the spot, or above it when the screen ends first
    if top + float(menu.height) > room_h:
        top = float(at.top) - 4 - float(menu.height)
        if top < 4:                 # nor above it: at the screen's top, its list scrolling
            top = 4.0
    left = min(float(at.left), room_w - float(menu.width) - 4)
    node.style.top = f"{top:.0f}px"
    node.style.left = f"{max(4.0, left):.0f}px"
    dom.focus_still(node.querySelector("button"))


def close(board) -> None:
    for menu in list(board.querySelectorAll(".crowd-menu")):
        menu.remove()


def _watch(board, lang: str) -> None:
    """Once per element (marked ``data-crowd-watch``: a JS element has no lasting Python
    identity): settle again on its resize; its taps on crowds and on the chooser."""
    if str(board.getAttribute("data-crowd-watch") or "") == "1":
        return
    board.setAttribute("data-crowd-watch", "1")
    size = [0.0, 0.0]

    def resized(entries, observer=None) -> None:
        box = board.getBoundingClientRect()
        now = [round(float(box.width)), round(float(box.height))]
        if now != size:
            size[:] = now
            settle(board, str(board.getAttribute("data-lang") or lang))

    def clicked(event) -> None:
        target = event.target
        pick = dom.found(target.closest(".crowd-pick"))
        if pick is not None:
            member = dom.found(board.querySelector(f'[id="{pick.getAttribute("data-pick")}"]'))
            close(board)
            if member is not None:
                member.dispatchEvent(window.MouseEvent.new("click", window.JSON.parse('{"bubbles": true}')))
            return
        if dom.found(target.closest(".crowd-close")) is not None:
            close(board)
            return
        crowd = dom.found(target.closest("[data-crowd]"))
        if crowd is not None:
            open_menu(board, crowd)
        elif dom.found(target.closest(".crowd-menu")) is None:
            close(board)

    def key(event) -> None:
        if str(event.key) == "Escape" and dom.found(board.querySelector(".crowd-menu")) is not None:
            close(board)
            event.stopPropagation()

    for name, handler in (("click", clicked), ("keydown", key)):
        proxy = create_proxy(handler)
        _PROXIES.append(proxy)
        board.addEventListener(name, proxy)
    observer = create_proxy(resized)
    _PROXIES.append(observer)
    window.ResizeObserver.new(observer).observe(board)
