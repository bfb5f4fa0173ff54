"""A crowded board for fingers (browser glue; the geometry is :func:`ludoview.core.hits.crowds`).

A board draws a transparent hit square under each thing that can be clicked (``[data-move]``
with a ``rect.hit``), as large as its neighbours leave. On a small board two pieces on
neighbouring squares leave each other less than a fingertip (44 CSS px). After each drawing
and each resize, :func:`settle` measures the board as drawn and, where things that do
different things are closer than that, covers them with one hit area of their own
(``rect.crowd``, ``data-crowd``; the things under it get ``data-crowded``): a tap there opens
a small chooser of buttons, one for each thing a tap there can do. The page says what that is
(``tell``: a :class:`Tap` for a thing, in the game's words, from its chooser and the engine's
move: "Move the piece from square 12 to square 17"), and a button does it: what a click on that
thing does, or the page's own ``run`` (a step played as from the list of moves). The view decides
no rule here. Buttons of one heading (colonne: the steps of one unit) are grouped under it; a long
list scrolls inside the chooser and says so. Things alone get a hit square of at least 44 px. A
mouse is precise: with a fine pointer the crowd areas let clicks through to the things under them
(style.css).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import NamedTuple

from pyodide.ffi import create_proxy
from pyscript import window

from ludoview.core import dom, hits
from ludoview.core.words import SHELL

#: A fingertip's hit area (CSS px): the 44 px phone guidelines ask, and a little for rounding.
LEAST = 46.0
_PROXIES: list = []


class Tap(NamedTuple):
    """What a tap on one thing of a crowd does, as its button says it: ``words``; ``group``: the
    heading it goes under ("" for none); ``order``: its place under it; ``run``: what the button
    does (None: click the thing, as a tap on it alone would)."""

    words: str
    group: str = ""
    order: tuple = ()
    run: Callable[[], None] | None = None


def move_tap(spec, lang: str, position: dict, move: dict, run: Callable[[], None] | None = None) -> Tap:
    """The :class:`Tap` of a thing whose tap plays ``move``: the game's words for it
    (``spec.tap_text``), the moves of one heading from the nearest landing square on."""
    group, words = spec.tap_text(lang, position, move)
    return Tap(words, group, (int(move["to"]), len(move.get("dice", ()))), run)


def unit_tap(spec, lang: str, session, chooser, node) -> Tap | None:
    """The :class:`Tap` of a piece picked before its target (``spec.unit_tap_words``: colonne's
    unit, ``node`` carrying ``data-from``) as the chooser's ``unit`` takes a tap on it: its one
    step played, or the unit picked (put back); None when a tap on it does nothing. The button
    clicks the thing itself, as a tap on it alone would."""
    origin = int(node.getAttribute("data-from"))
    act, _ = chooser.unit(session, origin)
    if act.kind == "play":
        return move_tap(spec, lang, session.position, session.choices[act.index])
    if act.kind == "none" or spec.unit_tap_words is None:
        return None
    pieces = 1 if origin == 0 else int(node.getAttribute("data-height") or 1)
    words, group = spec.unit_tap_words(lang, session.position, chooser.pick.origin == origin, origin, pieces)
    return Tap(words, group, (-1,))


#: Each watched board's ``tell`` (the page's words for its things) and the open chooser's runs,
#: by the board's ``data-crowd-key`` (a JS element has no lasting Python identity).
_TELL: dict[str, Callable[..., Tap | None] | None] = {}
_RUNS: dict[str, dict[str, Callable]] = {}
_KEYS = [0]


def _num(node, name: str) -> float:
    return float(node.getAttribute(name) or 0)


def settle(board, lang: str, tell: Callable | None = None) -> None:
    """Give the board drawn in ``board`` (an element holding its ``svg.board-svg``) hit areas
    of at least :data:`LEAST` px that do not meet, crowded things sharing one; again on
    every resize of ``board``. ``tell(node)``: the :class:`Tap` of a thing of the board (what a
    tap on it does), None when a tap on it does nothing; without it a thing is named by its title."""
    _watch(board, lang)
    _TELL[str(board.getAttribute("data-crowd-key"))] = tell
    _layout(board, lang)


def _layout(board, lang: str) -> None:
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
            for name, v in zip(("x", "y", "width", "height"), str(rect.getAttribute("data-hit")).split(), strict=True):
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
    for node, rect in zip(nodes, rects, strict=True):
        r = rect.getBoundingClientRect()
        x = (float(r.left) + float(r.width) / 2 - float(ctm.e)) / scale + float(view.x)
        y = (float(r.top) + float(r.height) / 2 - float(ctm.f)) / scale + float(view.y)
        spots.append((x, y, str(node.getAttribute("data-move"))))
    groups = hits.crowds(spots, half, width, height)
    crowded = [box for members, box in groups if len({spots[i][2] for i in members}) > 1]
    for n, (members, box) in enumerate(groups):
        if len({spots[i][2] for i in members}) > 1:
            left, top, right, bottom = box
            svg.insertAdjacentHTML("beforeend", f'<rect class="hit crowd" data-crowd="{n}" data-members="'
                                   f'{" ".join(str(i) for i in members)}" x="{left:.2f}" y="{top:.2f}" '
                                   f'width="{right - left:.2f}" height="{bottom - top:.2f}"/>')
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
                left, top = -side, -side
            else:
                side = half
                x, y = spots[i][0], spots[i][1]
                left, top, _, _ = hits._square(x, y, side, width, height)
                left, top = left - x, top - y
            rect.setAttribute("x", f"{left:.2f}")
            rect.setAttribute("y", f"{top:.2f}")
            rect.setAttribute("width", f"{2 * side:.2f}")
            rect.setAttribute("height", f"{2 * side:.2f}")
    board.setAttribute("data-crowds", str(len(crowded)))
    board.setAttribute("data-lang", lang)


def _name(node) -> str:
    title = dom.found(node.querySelector(":scope > title"))
    return str(title.textContent if title is not None else node.getAttribute("aria-label") or "").strip().rstrip(".")


def taps(members: list[tuple[str, Tap]]) -> list[tuple[str, list[tuple[str, Tap]]]]:
    """The chooser's buttons: ``members`` (a thing's id and its :class:`Tap`) without the ones
    that do the same as one before them (a piece and its target), under their headings in
    the order the headings first come, each heading's buttons in their ``order``."""
    seen: set[tuple[str, str]] = set()
    groups: dict[str, list[tuple[str, Tap]]] = {}
    for ident, tap in members:
        if (tap.group, tap.words) in seen:
            continue
        seen.add((tap.group, tap.words))
        groups.setdefault(tap.group, []).append((ident, tap))
    return [(group, sorted(items, key=lambda item: item[1].order)) for group, items in groups.items()]


def open_menu(board, crowd) -> None:
    """The chooser of a crowded spot: one button for each thing a tap there can do (grouped
    under their headings), and Close."""
    close(board)
    svg = dom.found(crowd.closest("svg"))
    if svg is None:
        return
    lang = str(board.getAttribute("data-lang") or "en")
    key = str(board.getAttribute("data-crowd-key"))
    tell = _TELL.get(key)
    members = []
    for m in svg.querySelectorAll(f'[data-crowded="{crowd.getAttribute("data-crowd")}"]'):
        tap = tell(m) if tell is not None else Tap(_name(m))
        if m.id and tap is not None:
            members.append((str(m.id), tap))
    runs, parts = {}, []
    for group, items in taps(members):
        buttons = "".join(f'<button type="button" class="crowd-pick" data-pick="{escape(ident)}">{escape(tap.words)}</button>'
                          for ident, tap in items)
        runs.update({ident: tap.run for ident, tap in items if tap.run is not None})
        parts.append(f'<div class="crowd-group" role="group" aria-label="{escape(group)}">'
                     f'<p class="crowd-group-head" aria-hidden="true">{escape(group)}</p>{buttons}</div>'
                     if group else buttons)
    _RUNS[key] = runs
    head = escape(SHELL(lang, "board.crowd"))
    menu = (f'<div class="crowd-menu" role="group" aria-label="{head}"><p class="crowd-head">{head}</p>'
            f'<div class="crowd-list">{"".join(parts)}</div>'
            f'<p class="crowd-more" hidden>{escape(SHELL(lang, "board.crowd.more"))}</p>'
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
    left = max(4.0, min(float(at.left), room_w - float(menu.width) - 4))
    # "fixed" counts from the screen's corner, or inside a <ludo-board> (its box contains its
    # layout) from the board's: drawn at 0,0 first, it finds that corner (it ran off a phone's edge)
    node.style.top = node.style.left = "0px"
    drawn = node.getBoundingClientRect()
    node.style.top = f"{top - float(drawn.top):.0f}px"
    node.style.left = f"{left - float(drawn.left):.0f}px"
    _more(node)
    dom.focus_still(node.querySelector("button"))


def _more(menu) -> None:
    """Say below a list longer than its box that more follows, until its end is seen."""
    box = dom.found(menu.querySelector(".crowd-list"))
    more = dom.found(menu.querySelector(".crowd-more"))
    if box is None or more is None:
        return
    hidden = float(box.scrollHeight) - float(box.clientHeight) - float(box.scrollTop) <= 2
    more.hidden = hidden
    menu.toggleAttribute("data-more", not hidden)


def close(board) -> None:
    for menu in list(board.querySelectorAll(".crowd-menu")):
        menu.remove()
    _RUNS.pop(str(board.getAttribute("data-crowd-key")), None)


def _watch(board, lang: str) -> None:
    """Once per element (marked ``data-crowd-watch``: a JS element has no lasting Python
    identity): settle again on its resize; its taps on crowds and on the chooser."""
    if str(board.getAttribute("data-crowd-watch") or "") == "1":
        return
    board.setAttribute("data-crowd-watch", "1")
    _KEYS[0] += 1
    board.setAttribute("data-crowd-key", str(_KEYS[0]))
    size = [0.0, 0.0]

    def resized(entries, observer=None) -> None:
        box = board.getBoundingClientRect()
        now = [round(float(box.width)), round(float(box.height))]
        if now != size:
            size[:] = now
            _layout(board, str(board.getAttribute("data-lang") or lang))

    def clicked(event) -> None:
        target = event.target
        pick = dom.found(target.closest(".crowd-pick"))
        if pick is not None:
            ident = str(pick.getAttribute("data-pick"))
            member = dom.found(board.querySelector(f'[id="{ident}"]'))
            run = _RUNS.get(str(board.getAttribute("data-crowd-key")), {}).get(ident)
            close(board)
            if run is not None:
                run()
            elif member is not None:
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

    def scrolled(event) -> None:
        menu = dom.found(event.target.closest(".crowd-menu")) if event.target.closest else None
        if menu is not None:
            _more(menu)

    for name, handler in (("click", clicked), ("keydown", key)):
        proxy = create_proxy(handler)
        _PROXIES.append(proxy)
        board.addEventListener(name, proxy)
    proxy = create_proxy(scrolled)    # a scroll does not bubble: heard on its way down
    _PROXIES.append(proxy)
    board.addEventListener("scroll", proxy, True)
    observer = create_proxy(resized)
    _PROXIES.append(observer)
    window.ResizeObserver.new(observer).observe(board)
