"""The end screen's game review, whose code comes when it is first needed (browser only).

The review (:mod:`ludoview.games.review_page`, the view model
:mod:`ludoview.games.review` and the engine's analysis modules) is in its own bundle,
``review.zip``: the main page fetches and unpacks it the first time a game ends, so a
visit that never finishes a game never downloads it (the service worker keeps it for
offline play like every file of the site). Until it is there, what was asked for is kept:
the last ``start`` is carried out once it has arrived, unless ``cancel`` came between.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from html import escape
from typing import Any

from ludoview.core import dom
from ludoview.core.words import SHELL

#: The bundle and the module in it that the end screen uses.
BUNDLE = "review.zip"
MODULE = "ludoview.games.review_page"


class EndReview:
    """``start(record, spec, lang, names, link)`` and ``cancel()``, as the review's own
    :class:`~ludoview.games.review_page.Review`, before and after its code has arrived."""

    def __init__(self) -> None:
        self.review: Any = None
        self.wanted: tuple | None = None
        self.loading = False

    def start(self, record: dict | None, spec, lang: str, names, link: Callable[[int, int], str | None]) -> None:
        self.wanted = (record, spec, lang, names, link)
        if self.review is not None:
            self.carry_out()
        elif not self.loading and record is not None:
            self.loading = True
            dom.spawn(self.load())

    def cancel(self) -> None:
        self.wanted = None
        if self.review is not None:
            self.review.cancel()

    async def load(self) -> None:
        try:
            await dom.load_bundle(BUNDLE)
            self.review = importlib.import_module(MODULE).Review()
        except Exception as exc:   # the site lacks the bundle, or it came broken: say so in the section
            self.failed(exc)
            return
        finally:
            self.loading = False
        self.carry_out()

    def carry_out(self) -> None:
        if self.wanted is None:
            return
        record, spec, lang, names, link = self.wanted
        self.review.link = link
        self.review.start(record, spec, lang, names)

    def failed(self, exc: Exception) -> None:
        root = dom.query("#review")
        if root is None or self.wanted is None:
            return
        lang = self.wanted[2]
        root.hidden = False
        root.setAttribute("data-state", "failed")
        body = dom.query("#review-body")
        if body is not None:
            message = escape(SHELL(lang, "review.failed", message=f"{BUNDLE}: {exc}"))
            body.innerHTML = f'<p class="review-error" role="alert">{message}</p>'
