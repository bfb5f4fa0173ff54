"""Small DOM glue shared by the pages (PyScript main thread only).

Nothing here knows a game: element lookup, event binding that keeps its
proxies alive, browser storage, the URL's query string (read once into a
config, :mod:`ludoview.core.config`), the page state attribute
(``<html data-ludo="loading|ready|error">``), pauses and bundles fetched later.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, jsnull
from pyscript import document, window

from ludoview.core import tasks
from ludoview.core.i18n import LANGUAGE_NAMES, LANGUAGES
from ludoview.core.saves import Storage
from ludoview.core.view import board_orient

_PROXIES: list = []


def text_or_none(value) -> str | None:
    """A JS string as str; JS null/undefined as None."""
    if value is None or value is jsnull:
        return None
    return str(value)


def found(node):
    """The node, or None for JS null/undefined (what querySelector/closest give when nothing matches)."""
    return None if node is None or node is jsnull else node


def query(selector: str, root=None):
    """The first element matching ``selector`` (in ``root`` or the document), or None."""
    return found((root or document).querySelector(selector))


def el(ident: str):
    """The element with this id (raises if the page lacks it: a page bug, not user input)."""
    node = found(document.getElementById(ident))
    if node is None:
        raise LookupError(f"the page has no element #{ident}")
    return node


class Root:
    """Where a page's elements are: the document (a page of its own, such as
    ``embed.html``) or the shadow root of one element (a ``<ludo-board>`` among others
    on a page). Its page code finds its elements here, never in the global document,
    so several boards can share one page and one runtime.

    ``host`` carries the page's state (``data-ludo``, ``lang``, classes such as
    ``setup-open``): ``<html>`` for the document, the element for a shadow root.
    """

    def __init__(self, node=None, host=None) -> None:
        self.node = document if node is None else node
        self._host = host

    @property
    def is_document(self) -> bool:
        return self._host is None

    @property
    def host(self):
        return document.documentElement if self._host is None else self._host

    def el(self, ident: str):
        """The element with this id (raises if the root lacks it: a page bug, not user input)."""
        node = found(self.node.getElementById(ident))
        if node is None:
            raise LookupError(f"the page has no element #{ident}")
        return node

    def query(self, selector: str):
        """The first element matching ``selector`` in this root, or None."""
        return found(self.node.querySelector(selector))

    def set_state(self, state: str, message: str = "") -> None:
        """Set ``data-ludo`` on the host; "error" also shows the message."""
        self.host.setAttribute("data-ludo", state)
        if state == "error":
            box = found(self.node.getElementById("error"))
            if box is not None:
                text = box.querySelector(".error-text")
                (text or box).textContent = message
                box.hidden = False

    def size(self) -> tuple[float, float]:
        """The box the page draws in: the viewport, or the element's own box."""
        if self._host is None:
            return float(window.innerWidth), float(window.innerHeight)
        box = self._host.getBoundingClientRect()
        return float(box.width), float(box.height)

    def orient(self) -> str:
        """The board layout that fits this root's box (:func:`ludoview.core.view.board_orient`)."""
        return board_orient(*self.size())

    def on_orient_change(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(orient)`` when the box's layout changes (a phone turned, a frame or
        an element resized)."""
        if self._host is None:
            on_orient_change(handler)
            return
        last = [self.orient()]

        def check(entries, observer=None) -> None:
            now = self.orient()
            if now != last[0]:
                last[0] = now
                handler(now)
        proxy = create_proxy(check)
        _PROXIES.append(proxy)
        window.ResizeObserver.new(proxy).observe(self._host)


DOCUMENT = Root()


def focus_still(node) -> None:
    """Give ``node`` the keyboard focus without scrolling to it (the page, or a dialog
    opened at its top, stays where the person sees it)."""
    node.focus(window.JSON.parse('{"preventScroll": true}'))


def spawn(coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    """Run ``coro`` as a task held until it ends; a failure's traceback goes to the console."""
    return tasks.spawn(coro, report=lambda text: window.console.warn(text))


def on(node, event: str, handler: Callable) -> None:
    """Call ``handler(event)`` on ``event``; async handlers are scheduled as tasks."""
    def call(evt):
        out = handler(evt)
        if asyncio.iscoroutine(out):
            spawn(out)
    proxy = create_proxy(call)
    _PROXIES.append(proxy)
    node.addEventListener(event, proxy)


def set_state(state: str, message: str = "") -> None:
    """Set ``data-ludo`` on <html>; "error" also shows the message."""
    document.documentElement.setAttribute("data-ludo", state)
    if state == "error":
        box = document.getElementById("error")
        if box is not None:
            text = box.querySelector(".error-text")
            (text or box).textContent = message
            box.hidden = False


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage disabled (private mode, sandboxed frame)
        return None
    return text_or_none(value)


def storage_set(key: str, value: str) -> bool:
    return storage_put(key, value) is None


def storage_put(key: str, value: str) -> str | None:
    """Store ``value`` under ``key``: None when stored, else why not: "full" (the site's
    quota is used up) or "off" (storage refused: a private mode, a sandboxed frame)."""
    try:
        window.localStorage.setItem(key, value)
        return None
    except Exception as exc:
        name = str(getattr(exc, "name", "") or "")
        return "full" if "Quota" in name or "quota" in str(exc) else "off"


class BrowserStorage(Storage):
    """The browser's ``localStorage`` as :class:`~ludoview.core.saves.Storage`."""

    def get(self, key: str) -> str | None:
        return storage_get(key)

    def put(self, key: str, text: str) -> str | None:
        return storage_put(key, text)

    def remove(self, key: str) -> None:
        try:
            window.localStorage.removeItem(key)
        except Exception:
            pass

    def keys(self) -> list[str]:
        try:
            store = window.localStorage
            return [str(store.key(i)) for i in range(int(store.length))]
        except Exception:
            return []


def search() -> str:
    """The page's query string (``?lang=de&...``): pages read it once, into their config."""
    return str(window.location.search)


def browser_languages() -> list[str]:
    langs = window.navigator.languages
    return [str(x) for x in langs] if langs else [str(window.navigator.language or "")]


def lines_in_view(box) -> list[int]:
    """The indices of the children of ``box`` a reader sees in it: those that meet its visible
    area (a list that scrolls in its own box); none while it is not shown (in a closed
    ``<details>``)."""
    outer = box.getBoundingClientRect()
    if float(outer.height) <= 0:
        return []
    top, bottom = float(outer.top), float(outer.bottom)
    seen = []
    for i, child in enumerate(box.children):
        line = child.getBoundingClientRect()
        if float(line.bottom) > top and float(line.top) < bottom:
            seen.append(i)
        elif seen:       # (the lines below the last one seen are out of view too)
            break
    return seen


def cited_in_view(box, cites) -> tuple[str, ...]:
    """The squares the lines of ``box`` in view cite (``cites``: what each line cites, in the
    lines' order), each once: labelled on the board while they are read."""
    return tuple(dict.fromkeys(key for i in lines_in_view(box) if i < len(cites) for key in cites[i]))


def viewport_orient() -> str:
    """The board layout that fits this page's viewport (:func:`ludoview.core.view.board_orient`)."""
    return board_orient(float(window.innerWidth), float(window.innerHeight))


def on_orient_change(handler: Callable[[str], None]) -> None:
    """Call ``handler(orient)`` when a resize changes :func:`viewport_orient` (a phone turned,
    a frame resized by its host)."""
    last = [viewport_orient()]

    def check(event) -> None:
        now = viewport_orient()
        if now != last[0]:
            last[0] = now
            handler(now)
    on(window, "resize", check)


def offline(reload: bool = True) -> None:
    """Register the site's service worker (``sw.js`` caches every file of the site), so the
    page opens and works with no network after one visit: the one registration of the
    Python pages (the editor, the learning pages, distance.html; the main page's is its
    inline script). With ``reload``, a page a worker controlled (at its start, or since)
    reloads when a new build's worker takes it over, as the main page does
    (``controllerchange``): a tab does not go on running an old build. For pages whose state is kept (the learning pages' progress,
    the distance games); the editor, whose draft is not, stays on its build."""
    worker = getattr(window.navigator, "serviceWorker", None)
    if worker is None or str(window.location.protocol) == "file:":
        return
    if reload:
        had = [bool(worker.controller)]

        def changed(event) -> None:
            if had[0]:   # (the first visit's worker taking the page over is its own build: no reload)
                window.location.reload()
            had[0] = True

        on(worker, "controllerchange", changed)
    worker.register("./sw.js").catch(create_once_callable(
        lambda error: window.console.warn("no offline copy:", error)))


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


async def pause(seconds: float) -> None:
    """Wait, letting the browser paint and handle input (always yields at least once)."""
    await asyncio.sleep(max(0.0, seconds))


async def load_bundle(name: str, base: str = "./") -> None:
    """Fetch the zip ``name`` of the site (a URL relative to ``base``: beside the page, or
    the site's folder of a page that only holds its boards) and unpack it
    into the interpreter's working directory, as PyScript does with the page's own
    bundles (the browser's ``fetch`` and Pyodide's ``unpackArchive``: ``pyodide.http``
    needs ``importlib.metadata``, which the trimmed standard library leaves out), so
    that its modules import from then on (OSError if it cannot be had)."""
    import sys

    import pyodide_js

    try:
        response = await window.fetch(f"{base}{name}")
    except Exception as exc:   # the browser's own refusal (offline, blocked): a JavaScript error
        raise OSError(f"{name}: {exc}") from exc
    if not response.ok:
        raise OSError(f"{name}: HTTP {response.status}")
    pyodide_js.unpackArchive(await response.arrayBuffer(), "zip")
    # the folders' cached listings, as importlib.invalidate_caches() would (which also
    # imports importlib.metadata, not shipped)
    for finder in list(sys.path_importer_cache.values()):
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()


def language_menu(node: Any, lang: str) -> None:
    """A page's language menu: one option a catalogue the site has (the page's markup lists
    the four it was written with; a fifth ``locale/<lang>.po`` appears here), ``lang`` chosen."""
    from html import escape

    if [str(option.value) for option in node.options] != list(LANGUAGES):
        node.innerHTML = "".join(f'<option value="{escape(code)}">{escape(LANGUAGE_NAMES[code])}</option>'
                                 for code in LANGUAGES)
    node.value = lang
