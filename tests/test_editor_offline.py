"""The position editor offline: after one visit to editor.html (its service worker caches
every file of the site), it opens again with the network gone, edits, and its live
embed shows the edit (as tests/test_offline.py checks the game)."""

from __future__ import annotations

import pytest
from conftest import new_watched_context, offline, wait_ready
from test_editor_browser import FRAME_READY_MS, FRAME_SHOWS
from test_offline import READY_MS, controlled_by_service_worker, own_site  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser


def test_the_editor_opens_and_works_with_no_network(browser, own_site):  # noqa: F811  (the fixture imported above)
    out, url, server = own_site
    context = new_watched_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 1280, "height": 1000})
        page.goto(url + "editor.html?lang=fr")
        wait_ready(page, READY_MS)
        controlled_by_service_worker(page)
        assert [n for n in page.evaluate("caches.keys()") if n.startswith("ludo-app|")]

        server.shutdown()
        server.server_close()
        context.route("**/*", lambda route: route.abort("internetdisconnected"))
        context.set_offline(True)
        seen = len(context.watch.requests)
        page.reload()
        wait_ready(page, READY_MS)
        page.click("#sq-r12")
        assert page.inner_text("#message") == "Rouge\u00a0: base → case 13."
        page.wait_for_function(FRAME_SHOWS, timeout=FRAME_READY_MS)
        offline(context)
        assert page.evaluate("navigator.onLine") is False
        assert [u for u in context.watch.requests[seen:] if u.startswith("http")], "the reload made no request"
        assert context.watch.problems() == []
    finally:
        context.close()
