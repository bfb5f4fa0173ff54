"""What the editor's draft makes (:class:`Outputs`, a part of
:class:`~ludoview.editor.model.Draft`): the embed's own settings (mode, language, title,
the frame's ``id`` and ``origin``), checked as the embed checks them, and from them the
embed's query, its URL, the ``<iframe>`` snippet and the ``<ludo-board>`` one; and
:class:`Refused`, a change the editor does not make."""

from __future__ import annotations

from html import escape
from typing import Any, Self
from urllib.parse import urlencode, urlsplit

from ludo.limits import brief
from ludo.values import replace
from ludoview.core.i18n import LANGUAGES
from ludoview.embed import params
from ludoview.embed.params import EmbedParamError

MODES = params.MODES
MAX_TITLE = params.MAX_TEXT


def boards_src(base: str) -> str:
    """The element's ``boards.js`` as a page beside the game's folder finds it: the folder's name
    and the script (``https://example.org/ludo/``: ``ludo/boards.js``; a game at a site's root: the
    page is in its folder, ``boards.js``). The same address on the game's site and on another
    site with a copy of the folder: a browser refuses the game's own files to another site's page
    (CORS), so an address of the game's site would work only there."""
    folder = urlsplit(base).path.rstrip("/").rsplit("/", 1)[-1]
    return "boards.js" if folder in ("", ".", "..") else f"{folder}/boards.js"


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

    def frame_size(self) -> tuple[int, int]:
        """The snippet's frame: tall enough for the board and the list of the position's moves
        (:func:`ludoview.embed.params.frame_size`)."""
        return params.frame_size(params.parse({k: [v] for k, v in self.query().items()}))

    def snippet(self, base: str, title: str) -> str:
        """The ``<iframe>`` to paste into a page (``title``: the frame's name for screen readers)."""
        width, height = self.frame_size()
        return (f'<iframe src="{escape(self.url(base))}"\n'
                f'        width="{width}" height="{height}" title="{escape(self.title or title)}"\n'
                f'        style="border: 0"></iframe>')

    def element_snippet(self, base: str, title: str, picture: str = "") -> str:
        """The ``<ludo-board>`` to paste into a page beside the game's folder (``boards.js`` once a
        page, :func:`boards_src`, then the board: the embed's parameters as attributes, ``title``
        its caption and name), with ``picture`` (the board's SVG,
        :func:`ludoview.editor.view.element_picture`) inside: readers see it until the page's
        Python is up."""
        attrs = {k: v for k, v in self.query().items()}
        if self.frame_id:
            attrs["id"] = self.frame_id
        attrs["title"] = self.title or title
        written = " ".join(f'{k}="{escape(v)}"' for k, v in attrs.items())
        inside = f"\n{picture}\n" if picture else ""
        return (f'<script src="{escape(boards_src(base))}" defer></script>\n'
                f'<ludo-board {written}>{inside}</ludo-board>')
