"""What a Python page fetches at start: every runtime file of dist/ and app.zip, each
exactly once, whether preloaded or not (a preload whose mode does not match the
fetch that uses it downloads twice), and no vendored file left unused."""

from __future__ import annotations

from collections import Counter

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import wait_ready

import build
from ludoview.core import share
from ludoview.embed.params import parse

pytestmark = pytest.mark.browser


def _replay_path() -> str:
    table = parse({"players": ["easy,easy"], "seed": ["requests"]}).session()
    while table.action_count < 6:
        table.computer_step()
    return "replay.html?lang=en" + share.fragment(table.record())


PAGES = {"index": "?speed=0&lang=en", "embed": "embed.html?speed=0&lang=en", "replay": None}


@pytest.mark.parametrize("name", PAGES)
def test_a_page_fetches_every_runtime_file_once_and_nothing_else_is_vendored(page, dist_dir, name):
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.goto(page.site_url + (PAGES[name] or _replay_path()))
    wait_ready(page)
    page.wait_for_timeout(300)
    fetched = Counter(url[len(page.site_url):].split("?")[0].split("#")[0]
                      for url in page.context.watch.requests if url.startswith(page.site_url))
    runtime = {p.relative_to(dist_dir).as_posix() for p in (dist_dir / "runtime").rglob("*")
               if p.is_file() and p.suffix != ".css"}   # core.css is in the page (inlined)
    # the main page's own bundle only; the embed's and the replay's modules come with
    # those pages, and the main page fetches the review's when a game ends, and the
    # second game's once it is ready (once)
    bundles = {"index": {"app.zip"}, "embed": {"app.zip", "colonne.zip", "pages.zip"},
               "replay": {"app.zip", "colonne.zip", "pages.zip", "review.zip"}}[name]
    later = {"index": {"colonne.zip"}}.get(name, set())
    assert {n: fetched[n] for n in build.BUNDLES if n not in bundles | later and fetched[n]} == {}
    assert all(fetched[n] <= 1 for n in later)
    start = runtime | bundles
    assert {n: fetched[n] for n in start if fetched[n] != 1} == {}, \
        ("each runtime file fetched exactly once", [w for w in warnings if "preload" in w])
    assert not [n for n in fetched if n.startswith("runtime/") and n not in runtime]
    timing = Counter(page.evaluate("performance.getEntriesByType('resource').map(e => e.name)"))
    assert not [url for url, count in timing.items() if count > 1]
    assert not [w for w in warnings if "preload" in w and "not used within" not in w], warnings


def test_the_pages_preload_the_data_they_fetch_with_the_fetch_mode(dist_dir):
    """The runtime's data files and app.zip, as fetch with crossorigin (the mode of
    fetch() in Pyodide and PyScript, so the browser uses the preloaded response);
    no module (a modulepreload compiles before the first paint)."""
    for name in ("index.html", "embed.html", "replay.html"):
        html = (dist_dir / name).read_text("utf-8")
        for data in ("runtime/pyodide/pyodide.asm.wasm", "runtime/pyodide/python_stdlib.zip",
                     "runtime/pyodide/pyodide-lock.json", "app.zip"):
            link = f'<link rel="preload" href="./{data}" as="fetch" crossorigin>'
            assert link in html, (name, data)
        assert "modulepreload" not in html and "<!--PRELOAD-->" not in html
