"""What the editor's draft makes (:class:`Outputs`, a part of
:class:`~ludoview.editor.model.Draft`): the embed's own settings (mode, language, title,
the frame's ``id`` and ``origin``), checked as the embed checks them, and from them the
embed's query, its URL, the ``<iframe>`` snippet and the ``<ludo-board>`` one; and
:class:`Refused`, a change the editor does not make."""

from __future__ import annotations

from html import escape
from typing import Any, Self
from urllib.parse import urlencode

from ludo.limits import brief
from ludo.values import replace
from ludoview.core.i18n import LANGUAGES
from ludoview.embed import params
from ludoview.embed.params import EmbedParamError

MODES = params.MODES
#: The frame's size in the snippet (the embedding guide's: a column of text).
FRAME_SIZE = (360, 540)
MAX_TITLE = params.MAX_TEXT


class Refused(ValueError):
    """A change the editor does not make. ``reason``: the engine's words (the embed's check
    of a start among them); else ``key`` names the editor's own words, with ``fields``
    (``seat``, ``owner``, ``square``) for the view to say."""

    def __init__(self, reason: str = "", key: str | None = None, **fields: Any) -> None:
        super().__init__(reason or key)
        self.reason = reason
        self.key = key
        self.fields = fields


class Outputs:
    """The draft's outputs; each ``with_`` method returns a new draft of the same class."""

    # the draft's fields read here (:class:`~ludoview.editor.model.Draft` defines them)
    roll: int | None
    mode: str
    lang: str | None
    title: str
    frame_id: str
    origin: str

    @property
    def notation(self) -> str:
        """The position's notation (the draft's own)."""
        raise NotImplementedError

    def with_mode(self, mode: str) -> Self:
        if mode not in MODES:
            raise Refused(f"mode={brief(mode, 40)}: expected one of {', '.join(MODES)}")
        return replace(self, mode=mode)

    def with_lang(self, lang: str | None) -> Self:
        if lang is not None and lang not in LANGUAGES:
            raise Refused(f"lang={brief(lang, 40)}: expected one of {', '.join(LANGUAGES)}")
        return replace(self, lang=lang)

    def with_title(self, title: str) -> Self:
        return replace(self, title=" ".join(str(title).split())[:MAX_TITLE])

    def with_frame_id(self, frame_id: str) -> Self:
        frame_id = str(frame_id).strip()
        if len(frame_id) > MAX_TITLE or any(c.isspace() for c in frame_id):
            raise Refused(f"id={brief(frame_id, 40)}: expected a name of at most {MAX_TITLE} characters "
                          "without spaces")
        return replace(self, frame_id=frame_id)

    def with_origin(self, origin: str) -> Self:
        """The pages that may talk to the frame (``https://example.org``, a comma list, ``*``;
        "" only the frame's own site), checked as the embed reads it."""
        origin = "".join(str(origin).split())
        if origin:
            try:
                params.parse_origins(origin)
            except EmbedParamError as exc:
                raise Refused(str(exc)) from None
        return replace(self, origin=origin)

    def query(self) -> dict[str, str]:
        """The embed's parameters for this draft."""
        out = {"position": self.notation}
        if self.roll is not None:
            out["roll"] = str(self.roll)
        out["mode"] = self.mode
        if self.lang is not None:
            out["lang"] = self.lang
        return out

    def host_query(self) -> dict[str, str]:
        """:meth:`query` and what a host page needs of the frame: its ``id`` and ``origin``."""
        out = self.query()
        if self.frame_id:
            out["id"] = self.frame_id
        if self.origin:
            out["origin"] = self.origin
        return out

    def url(self, base: str = "./", host: bool = True) -> str:
        """The embed's URL: ``base`` is the folder of the site (``https://example.org/ludo/``);
        ``host``: with the frame's ``id`` and ``origin`` (the snippet's and the link's, not the
        editor's own preview, which only the editor talks to)."""
        return f"{base}embed.html?{urlencode(self.host_query() if host else self.query())}"

    def snippet(self, base: str, title: str) -> str:
        """The ``<iframe>`` to paste into a page (``title``: the frame's name for screen readers)."""
        width, height = FRAME_SIZE
        return (f'<iframe src="{escape(self.url(base))}"\n'
                f'        width="{width}" height="{height}" title="{escape(self.title or title)}"\n'
                f'        style="border: 0"></iframe>')

    def element_snippet(self, base: str, title: str, picture: str = "") -> str:
        """The ``<ludo-board>`` to paste into a page of the same site (``boards.js`` once a page,
        then the board: the embed's parameters as attributes, ``title`` its caption and name),
        with ``picture`` (the board's SVG, :func:`ludoview.editor.view.element_picture`) inside:
        readers see it until the page's Python is up."""
        attrs = {k: v for k, v in self.query().items()}
        if self.frame_id:
            attrs["id"] = self.frame_id
        attrs["title"] = self.title or title
        written = " ".join(f'{k}="{escape(v)}"' for k, v in attrs.items())
        inside = f"\n{picture}\n" if picture else ""
        return (f'<script src="{escape(base)}boards.js" defer></script>\n'
                f'<ludo-board {written}>{inside}</ludo-board>')
