"""Small DOM glue shared by the pages (PyScript main thread only).

Nothing here knows a game: element lookup, event binding that keeps its
proxies alive, browser storage, URL parameters, the page state attribute
(``<html data-ludo="loading|ready|error">``) and timing settings.
"""

from __future__ import annotations

import asyncio
from typing import Callable

from pyodide.ffi import create_proxy, jsnull
from pyscript import document, window

from ludoview.url_params import url_speed

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


def on(node, event: str, handler: Callable) -> None:
    """Call ``handler(event)`` on ``event``; async handlers are scheduled as tasks."""
    def call(evt):
        out = handler(evt)
        if asyncio.iscoroutine(out):
            asyncio.ensure_future(out)
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
    try:
        window.localStorage.setItem(key, value)
        return True
    except Exception:
        return False


def storage_remove(key: str) -> None:
    try:
        window.localStorage.removeItem(key)
    except Exception:
        pass


def url_param(name: str) -> str | None:
    return text_or_none(window.URLSearchParams.new(window.location.search).get(name))


def browser_languages() -> list[str]:
    langs = window.navigator.languages
    return [str(x) for x in langs] if langs else [str(window.navigator.language or "")]


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def speed_factor() -> float:
    """``?speed=`` as a multiplier of every delay: 0 means no animation and no waiting."""
    value = url_speed(url_param("speed"))
    return 1.0 if value is None else value     # (a bad value: the page says so, see ludoview.url_params)


async def pause(seconds: float) -> None:
    """Wait, letting the browser paint and handle input (always yields at least once)."""
    await asyncio.sleep(max(0.0, seconds))
