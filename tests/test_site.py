"""The built site in a real browser: it starts, offline-clean and error-free."""

from __future__ import annotations

import pytest

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


def test_the_runtime_is_fetched_once_preloads_included(page, open_page):
    open_page(page, "?speed=0")
    fetched = [url.split("?")[0] for url in page.context.watch.requests
               if "/runtime/" in url or url.endswith("/app.zip")]
    assert any(url.endswith("/pyodide.asm.wasm") for url in fetched)
    twice = sorted({url for url in fetched if fetched.count(url) > 1})
    assert twice == [], "preloaded files fetched again (a preload that does not match)"
