"""Offline first: after one visit the game starts and plays with the network gone,
and a new build reaches the page cleanly (new cache, old one dropped).

The site is built into its own folder and served by its own server here, since
the test ships a second build over the first.
"""

from __future__ import annotations

import pytest
from conftest import new_watched_context, offline, served, url_of, wait_ready

import build

pytestmark = pytest.mark.browser

READY_MS = 60_000


@pytest.fixture
def own_site(tmp_path):
    """A private build and server: (folder, url, server)."""
    out = build.build(tmp_path / "site", quiet=True)
    with served(out) as server:
        yield out, url_of(server), server


def controlled_by_service_worker(page) -> None:
    """Wait until the service worker has cached the app and controls the page."""
    page.wait_for_function(
        "navigator.serviceWorker.ready.then(r => !!r.active) && !!navigator.serviceWorker.controller",
        timeout=READY_MS,
    )


def cache_names(page) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def page_build(page) -> str:
    return page.get_attribute('meta[name="ludo-build"]', "content")


def log_length(page) -> int:
    return page.locator("[data-testid=log] li").count()


def play_a_turn(page) -> None:
    """Roll with the keyboard and play what the roll allows; the game log must grow."""
    if page.locator("[data-testid=setup]").is_visible():  # first game: the default setup
        page.locator("[data-testid=start]").click()
    before = log_length(page)
    page.locator("[data-testid=die]").wait_for(state="visible")
    page.wait_for_function("!document.querySelector('[data-testid=die]').disabled", timeout=15_000)
    page.locator("[data-testid=die]").click()
    page.wait_for_function(f"document.querySelectorAll('[data-testid=log] li').length > {before}",
                           timeout=15_000)
    if page.locator("[data-testid=moves]").is_visible():
        rolled = log_length(page)
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"document.querySelectorAll('[data-testid=log] li').length > {rolled}", timeout=15_000)
    assert log_length(page) > before


def test_second_visit_works_with_no_network_and_a_new_build_takes_over(browser, own_site):
    out, url, server = own_site
    context = new_watched_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        page.goto(url + "?speed=0&seed=offline")
        wait_ready(page, READY_MS)
        controlled_by_service_worker(page)
        first_build = build.build_id(out)
        assert page_build(page) == first_build
        caches = cache_names(page)
        assert [n for n in caches if n.startswith("ludo-app|") and n.endswith(first_build)]
        assert len(caches) == 2, caches

        # The network is gone: the server is down and every request is refused.
        server.shutdown()
        server.server_close()
        context.route("**/*", lambda route: route.abort("internetdisconnected"))
        context.set_offline(True)
        seen = len(context.watch.requests)
        page.reload()
        wait_ready(page, READY_MS)
        offline(context)
        assert page_build(page) == first_build
        play_a_turn(page)
        assert page.evaluate("navigator.onLine") is False
        reached = [u for u in context.watch.requests[seen:] if u.startswith("http")]
        assert reached, "the reload made no request at all"

        # Back online with a new build on the same address: the page picks it up.
        context.set_offline(False)
        context.unroute("**/*")
        build.build(out, salt="second build", quiet=True)
        second_build = build.build_id(out)
        assert second_build != first_build
        port = int(url.rsplit(":", 1)[1].strip("/"))
        server = build.serve(out, port, quiet=True, background=True)
        try:
            page.reload()
            page.wait_for_function(
                f"document.querySelector('meta[name=\"ludo-build\"]').content === '{second_build}'",
                timeout=READY_MS)
            wait_ready(page, READY_MS)
            page.wait_for_function(
                "caches.keys().then(k => k.filter(n => n.startsWith('ludo-app|')).length === 1)",
                timeout=READY_MS)
            caches = cache_names(page)
            assert [n for n in caches if n.startswith("ludo-app|")] == \
                [n for n in caches if n.startswith("ludo-app|") and n.endswith(second_build)]
            assert len([n for n in caches if n.startswith("ludo-runtime|")]) == 1
        finally:
            server.shutdown()
            server.server_close()
        problems = context.watch.problems()
        assert problems == [], problems
    finally:
        context.close()


@pytest.mark.parametrize("path, ready", [("lessons.html?course=mensch&speed=0&lang=en", "html[data-step]"),
                                         ("distance.html?lang=en", "html[data-ludo=ready]")])
def test_a_learning_or_distance_tab_moves_to_a_new_build_as_the_main_page_does(browser, own_site, path, ready):
    """Issue 34: lessons.html and distance.html tabs kept running an old build after an
    update; now, when the new build's worker takes the tab over, it reloads onto it."""
    out, url, server = own_site
    context = new_watched_context(browser, service_workers="allow")
    try:
        page = context.new_page()
        page.goto(url + path)
        wait_ready(page, READY_MS)
        controlled_by_service_worker(page)
        first_build = build.build_id(out)
        assert page_build(page) == first_build
        build.build(out, salt="second build", quiet=True)
        second_build = build.build_id(out)
        assert second_build != first_build
        # the browser looks for a new worker now and then (here: at once); the tab is not reloaded by hand
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_function(
            f"document.querySelector('meta[name=\"ludo-build\"]').content === '{second_build}'", timeout=READY_MS)
        wait_ready(page, READY_MS)
        page.wait_for_selector(ready, state="attached")
        problems = context.watch.problems()
        assert problems == [], problems
    finally:
        context.close()
