"""The built site in a real browser: it starts, offline-clean and error-free."""

from __future__ import annotations

import pytest
from conftest import new_watched_context, wait_ready

import build

pytestmark = pytest.mark.browser


def test_the_page_gets_ready_with_python_and_the_bundle(page, open_page):
    open_page(page, "?speed=0")
    assert page.evaluate("document.documentElement.dataset.ludo") == "ready"
    requested = page.context.watch.requests
    assert any(url.endswith("/app.zip") for url in requested)
    assert any(url.endswith("/pyodide.asm.wasm") for url in requested)


def test_every_request_stays_on_127_0_0_1(page, open_page):
    open_page(page, "?speed=0")
    hosts = {url.split("/")[2].split(":")[0] for url in page.context.watch.requests
             if url.startswith("http")}
    assert hosts == {"127.0.0.1"}


def test_the_runtime_is_fetched_once(page, open_page):
    open_page(page, "?speed=0")
    fetched = [url.split("?")[0] for url in page.context.watch.requests
               if "/runtime/" in url or url.endswith("/app.zip")]
    assert any(url.endswith("/pyodide.asm.wasm") for url in fetched)
    twice = sorted({url for url in fetched if fetched.count(url) > 1})
    assert twice == [], "the page fetched files twice"



def test_the_site_works_under_a_subpath(browser, dist_dir, tmp_path):
    """Hosts often serve the game below the root (GitHub project pages: /<repo>/)."""
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "ludo").symlink_to(dist_dir, target_is_directory=True)
    server = build.serve(tmp_path, 0, quiet=True, background=True)
    context = new_watched_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        page.goto(f"http://127.0.0.1:{server.server_address[1]}/games/ludo/?speed=0")
        wait_ready(page)
        paths = {url.split("/", 3)[3] for url in context.watch.requests}
        assert paths and all(p.startswith("games/ludo/") for p in paths), sorted(paths)
        assert "games/ludo/app.zip" in paths
        page.wait_for_function("navigator.serviceWorker.ready.then(r => r.scope)")
        scope = page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)")
        assert scope.endswith("/games/ludo/")
        assert context.watch.problems() == []
    finally:
        context.close()
        server.shutdown()
        server.server_close()
