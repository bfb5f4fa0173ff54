"""Each language's words fetched when a page first needs them (browser only).

The site's bundles carry English alone (``ludoview/locale/en.mo``, ``en.pages.mo``, ...)
and the list of languages; the other languages' compiled catalogues are files of their
own beside the pages, one zip a bundle and language (``locale/fr.zip``, ``locale/fr.pages.zip``,
built by ``build.py``), so a visit downloads the words of the language it shows and no
other. A page fetches them before it first speaks (:func:`for_start`: the languages its
URL, its saved settings or the browser may choose) and before it changes language
(:func:`then`). Until a language's words have come, :mod:`ludoview.core.i18n` says it in
English; a catalogue that cannot be had leaves the page as it was, and says so.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import Any

from ludoview.core import dom, i18n

#: Where the site's files are: beside the page, or what boards.js says for a page of boards.
SITE = "./"
#: The fetches under way, by language (two asks of one language share one).
_LOADING: dict[str, asyncio.Future[None]] = {}


def parts() -> list[str]:
    """The bundles' parts of a catalogue this page holds ("", ".pages", ".distance"): each
    bundle unpacked brings its English part, whose name says which."""
    english = i18n.DEFAULT
    return sorted(path.name[len(english):-3] for path in i18n.COMPILED.glob(f"{english}*.mo"))


def archive(lang: str, part: str) -> str:
    """The site's file of ``lang``'s words for one part (``locale/fr.pages.zip``)."""
    return f"locale/{lang}{part}.zip"


async def load(langs: Iterable[str]) -> None:
    """Fetch the words of each of ``langs`` the site has and the page lacks, together
    (OSError naming the file if one cannot be had: that language stays unready)."""
    wanted = [lang for lang in dict.fromkeys(langs) if not i18n.ready(lang)]
    for lang in wanted:
        if lang not in _LOADING:
            _LOADING[lang] = asyncio.ensure_future(_fetch(lang))
    try:
        await asyncio.gather(*(_LOADING[lang] for lang in wanted))
    finally:
        for lang in wanted:
            if _LOADING.get(lang) is not None and _LOADING[lang].done():
                del _LOADING[lang]


async def _fetch(lang: str) -> None:
    try:
        await asyncio.gather(*(dom.load_bundle(archive(lang, part), SITE) for part in parts()))
    except OSError:
        i18n.failed(lang)
        raise
    i18n.now_ready(lang)


async def settle(lang: str) -> str:
    """``lang`` once its words are here; English if they cannot be had (the console says why)."""
    try:
        await load([lang])
    except OSError as exc:
        dom.window.console.warn(f"the words of {lang!r} could not be had: {exc}")
        return i18n.DEFAULT
    return lang


def then(lang: str, do: Callable[[str], object], menu: Any = None) -> None:
    """``do(lang)`` once the words of ``lang`` are here: at once if they are, else after
    fetching them. If they cannot be had, the page stays in its language (the language
    ``menu`` the choice came from shows it again) and the console says why; the next choice
    of it tries again."""
    if i18n.ready(lang):
        do(lang)
        return

    async def fetched() -> None:
        try:
            await load([lang])
        except OSError as exc:
            dom.window.console.warn(f"the words of {lang!r} could not be had: {exc}")
            if menu is not None:
                menu.value = str(dom.document.documentElement.lang)
            return
        do(lang)

    dom.spawn(fetched())


def asked(query: str, saved: dict, browser: Iterable[str]) -> list[str]:
    """The languages a page may choose at its start: each ``*lang`` value of its URL's
    ``query``, the ``lang`` of the ``saved`` settings, the first language of ``browser``
    the site has."""
    from ludoview.core.config import query as read  # (not urllib.parse: see its words)

    found = [value for key, values in read(query).items() if key.endswith("lang") for value in values]
    if isinstance(saved.get("lang"), str):
        found.append(saved["lang"])
    codes = [code for code in map(i18n.language_of, found) if code is not None]
    return codes + [code for code in map(i18n.language_of, browser) if code is not None][:1]


async def for_start(*more: str) -> None:
    """Fetch, before the page's Python first speaks, the words of the languages it may
    choose (:func:`asked`) and of ``more`` (a page's own: a board's ``lang``). A fetch that
    fails is said in the console; the page starts, in English where it must."""
    from ludoview.core import settings

    langs = asked(dom.search(), settings.read()[0], dom.browser_languages()) + list(more)
    try:
        await load(langs)
    except OSError as exc:
        dom.window.console.warn(f"a language's words could not be had: {exc}")
