"""Shared fixtures: the built site, a local server, one browser, real Pyodide.

(Owned by the build/test infrastructure; ask before changing it.)

Session fixtures
    dist_dir      the site built once per test run (``build.build``, into a temp folder).
    site_url      it, served on 127.0.0.1 (free port), e.g. "http://127.0.0.1:43125/".
    browser       one shared headless Chromium (/usr/bin/chromium, never downloaded).
    pyodide       runs Python code inside the vendored Pyodide under Node.js with the
                  ``ludo`` (and ``ludoview``) packages in its file system and the
                  standard library the site ships:
                  ``pyodide.run(code)`` returns the code's ``RESULT`` global (as JSON).
Function fixtures
    page          a fresh browser context and page that records every request and
                  fails the test on any request to a host other than 127.0.0.1 and on
                  any console error or uncaught page error.
    open_page     ``open_page(page, "?speed=0")`` opens a path of the site and waits
                  for ``html[data-ludo=ready]`` (fails at once on ``error``).

Mark browser tests ``@pytest.mark.browser`` and Pyodide tests ``@pytest.mark.pyodide``.
Without Chromium the browser tests skip, except under CI (env CI set) where they fail.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the project's build script, importable by design)

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # WebAssembly by the baseline compiler only: a page's Pyodide is not compiled again by
    # the optimising compiler in the background (a test's page lives seconds; measured
    # on 2 cores: test_touch 253 s of CPU down to 183, a whole game in the page no more)
    "--js-flags=--liftoff-only",
]
#: The features Playwright turns off in the Chromium it launches, with its one
#: ``--disable-features`` switch. Chromium keeps only the last such switch, so ours
#: (below) names them again; tests/test_browser_flags.py checks none is lost.
PLAYWRIGHT_DISABLED = (
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
    "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
)
#: Chromium's browser window, headless too, loads the address bar's popup (a page of
#: chrome:// scripts in a renderer of its own) for every new context: 1.2 s of CPU behind
#: each test's page, for a popup nobody opens. Measured on 2 cores: a fresh context's page
#: 1.34 s of CPU to 0.55 s, a cold load of the main page 3.8 s to 2.9 s.
NOT_PRELOADED = ("WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup")
CHROMIUM_ARGS.append("--disable-features=" + ",".join(PLAYWRIGHT_DISABLED + NOT_PRELOADED))
LOCAL_HOST = "127.0.0.1"
#: How long a page may take to become ready (Pyodide starts in a few seconds).
READY_TIMEOUT_MS = 60_000


def _missing(what: str) -> None:
    """Fail under CI, skip elsewhere: a missing tool is a broken CI machine."""
    if os.environ.get("CI"):
        pytest.fail(f"{what} (CI is set, so this is a failure, not a skip)")
    pytest.skip(what)


# --- the site -------------------------------------------------------------------

@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (created if need be) until the block ends:
    the xdist workers of one run take turns through it."""
    with open(path, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def shared_build(run_dir: Path) -> Path:
    """The site built once for every worker of a run: the first worker to come builds it
    into ``run_dir/site/dist`` under a lock, the others wait for it and reuse it (a build
    that failed is tried again by the next worker, and fails it the same way)."""
    shared = run_dir / "site"
    done = shared / "built"
    with _file_lock(run_dir / "site.lock"):
        if not done.exists():
            build.build(shared / "dist", quiet=True)
            done.write_text(build.build_id(shared / "dist"), encoding="utf-8")
    return shared / "dist"


@pytest.fixture(scope="session")
def dist_dir(tmp_path_factory) -> Path:
    """The site built once for the whole run, exactly as into dist/, but into a
    folder of this run's own (parallel runs in one work tree never collide).

    Under pytest-xdist the workers share one build (``shared_build``, in the run's
    common temp folder) and each serves a copy of its own, so a page a test writes
    (``test_pages``) is seen by no other worker's test."""
    own = tmp_path_factory.mktemp("site") / "dist"
    try:
        if not os.environ.get("PYTEST_XDIST_WORKER"):
            return build.build(own, quiet=True)
        shutil.copytree(shared_build(tmp_path_factory.getbasetemp().parent), own)
        return own
    except build.BuildError as error:
        pytest.fail(f"build.py failed: {error}")


@contextlib.contextmanager
def served(folder: Path) -> Iterator[Any]:
    """``folder`` served on 127.0.0.1 at a free port while the block runs: the server
    (``server.server_address[1]`` is the port; shutting it down early is allowed)."""
    server = build.serve(folder, 0, quiet=True, background=True)
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def url_of(server) -> str:
    return f"http://{LOCAL_HOST}:{server.server_address[1]}/"


@pytest.fixture(scope="session")
def site_url(dist_dir: Path):
    """dist/ served over HTTP on 127.0.0.1 at a free port, for the whole run."""
    with served(dist_dir) as server:
        yield url_of(server)


# --- the browser ----------------------------------------------------------------

@pytest.fixture(scope="session")
def browser():
    """One headless Chromium shared by every browser test."""
    if not CHROMIUM.exists():
        _missing(f"Chromium not found at {CHROMIUM}: install it (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("the Python package playwright is not installed (pip install -e '.[dev]')")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


class PageWatch:
    """What a page did: every request URL (the pages' and the service worker's
    apart), console errors, page errors."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self.worker_requests: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.lock = threading.Lock()

    def on_request(self, request) -> None:
        url = request.url
        parts = urlsplit(url)
        with self.lock:
            if request.service_worker is not None:
                self.worker_requests.append(url)  # the service worker filling its cache
            else:
                self.requests.append(url)
            if parts.scheme in ("http", "https", "ws", "wss") and parts.hostname != LOCAL_HOST:
                self.foreign.append(url)

    def on_console(self, message) -> None:
        if message.type == "error":
            where = (message.location or {}).get("url", "")
            self.errors.append(f"console error: {message.text} {where}".strip())

    def on_pageerror(self, error) -> None:
        self.errors.append(f"page error: {error}")

    def problems(self) -> list[str]:
        out = [f"request to a foreign host: {url}" for url in self.foreign]
        return out + self.errors


def _is_foreign(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("http", "https") and parts.hostname != LOCAL_HOST


def new_watched_context(browser, *, snapshot: bool = False, **options):
    """A browser context whose requests and errors are recorded in ``context.watch``.

    Requests to any host other than 127.0.0.1 are recorded and then aborted, so a
    slip never reaches the network. Unless ``snapshot``, the pages neither make nor use
    start.mjs's saved start (every visit starts as a first one, and no second interpreter
    runs in the background of a test). Unless ``snapshot`` or ``service_workers="allow"``,
    the site's service worker is not registered: installed, it fetches and caches every
    file of the site (13 MB) beside the page, 0.45 s of CPU of a page start's 2.0 (measured
    on 2 cores); the tests of working offline and of new builds ask for it. Unless asked
    (``reduced_motion="no-preference"``), the pages are told the person prefers reduced
    motion: the game's own animations (the die's invitation, the pulse of the pieces that can
    move, some 10 s after each move) are painted without a GPU here, 0.29 s of CPU a second
    while a test waits in a game, against 0.02 without them (measured on 2 cores); the tests
    of motion ask for it.
    """
    options.setdefault("service_workers", "allow" if snapshot else "block")
    options.setdefault("reduced_motion", "reduce")
    context = browser.new_context(**options)
    if not snapshot:
        context.add_init_script("globalThis.LUDO_SNAPSHOT = false;")
    watch = PageWatch()
    context.watch = watch
    context.on("request", watch.on_request)
    context.route(_is_foreign, lambda route: route.abort())
    context.on("page", lambda p: watch_page(p, watch))
    return context


def offline(context) -> None:
    """No network for ``context``'s pages as they are now (``navigator.onLine`` false). Call
    it again after each navigation: Chromium 150 drops the emulation for a page's new
    document (after a reload ``navigator.onLine`` is true again), so this turns it off and
    on. Tests that must not reach the server also stop it or route every request to an
    abort: the emulation alone is what the page sees, not a wall."""
    context.set_offline(False)
    context.set_offline(True)


def watch_page(page, watch: PageWatch) -> None:
    """Record the console errors and page errors of ``page`` in ``watch`` (once)."""
    if getattr(page, "_ludo_watched", False):
        return
    page._ludo_watched = True
    page.on("console", watch.on_console)
    page.on("pageerror", watch.on_pageerror)


def watched_page(browser, site_url, **options):
    """For a fixture to ``yield from``: a fresh context (``options``) and page; the test
    fails on foreign requests or browser errors."""
    context = new_watched_context(browser, **options)
    page = context.new_page()
    watch_page(page, context.watch)
    page.set_default_timeout(15_000)
    page.site_url = site_url
    yield page
    problems = context.watch.problems()
    context.close()
    if problems:
        pytest.fail("the page misbehaved:\n  " + "\n  ".join(problems[:20]))


@pytest.fixture
def page(browser, site_url):
    """A fresh context and page; the test fails on foreign requests or browser errors."""
    yield from watched_page(browser, site_url)


@pytest.fixture
def test_pages(dist_dir: Path):
    """``write(name, html)`` puts a page of the test's own at ``t/<name>`` in the built site
    (same origin as the site's pages) and returns that path; every page written is deleted
    after the test, so the site other tests see is the build's alone."""
    written: list[Path] = []
    folder = dist_dir / "t"

    def write(name: str, html: str) -> str:
        folder.mkdir(exist_ok=True)
        path = folder / name
        path.write_text(html, encoding="utf-8")
        written.append(path)
        return f"t/{name}"

    yield write
    for path in written:
        path.unlink(missing_ok=True)
    if folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()


def wait_ready(page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait for ``html[data-ludo=ready]``; fail with the page's message on ``error``."""
    page.wait_for_selector("html[data-ludo=ready], html[data-ludo=error]",
                           state="attached", timeout=timeout_ms)
    state = page.get_attribute("html", "data-ludo")
    if state != "ready":
        text = page.inner_text("body")[:2000]
        pytest.fail(f"the page reported data-ludo={state!r}; it shows:\n{text}")


def choose_language(page, lang: str, menu: str = "#lang") -> None:
    """Choose ``lang`` in the page's language ``menu`` and wait until the page speaks it
    (a language's words are fetched the first time it is chosen: ludoview.core.catalogues)."""
    page.select_option(menu, lang)
    page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)


def open_path(page, path: str = "", timeout_ms: int = READY_TIMEOUT_MS):
    """Open ``path`` (relative to the site, e.g. "?speed=0&lang=de") and wait until ready."""
    base = getattr(page, "site_url", None)
    if base is None:
        raise ValueError("open_path: this page has no site_url (use the `page` fixture)")
    page.goto(base + path.lstrip("/"))
    wait_ready(page, timeout_ms)
    return page


@pytest.fixture
def open_page() -> Callable[..., Any]:
    """``open_page(page, path="")``: go to ``site_url + path`` and wait until ready."""
    return open_path


# --- the order the workers take the test files in ---------------------------------

#: The test files that take longest, longest first (their sums in a full run on 2 cores,
#: 7 December, after the whole games by links went to bench/: about 300 s down to 90 s).
#: ``build.py test`` hands whole files to its workers (``--dist loadfile``) in collection order
#: (``--no-loadscope-reorder``): these first, then the rest, most tests first (as pytest-xdist
#: orders them by itself). Given out by their number of tests alone, a long file of few tests
#: came last and ran on while the other workers had nothing left to do.
LONGEST_FIRST = (
    "test_distance_live.py", "test_stdlib_modules.py", "test_touch.py", "test_axe.py",
    "test_distance_browser.py", "test_layout.py", "test_offline.py", "test_embed_browser.py",
    "test_engine_hostile.py", "test_mensch_properties.py", "test_remote.py", "test_protocol.py",
    "test_contrast.py", "test_page_hostile.py", "test_remote_fuzz.py", "test_teacher_browser.py",
    "test_learn_browser.py", "test_distance_four.py",
)


def pytest_collection_modifyitems(config, items) -> None:
    """Put the files of :data:`LONGEST_FIRST` first, in its order, then the others by
    their number of tests (most first); a file's own tests keep their order."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item.path.name] = counts.get(item.path.name, 0) + 1
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    first_seen = {name: i for i, name in enumerate(dict.fromkeys(item.path.name for item in items))}
    items.sort(key=lambda item: (rank.get(item.path.name, len(rank)), -counts[item.path.name],
                                 first_seen[item.path.name]))


# --- Python inside Pyodide under Node.js ------------------------------------------

PyodideError = build.PyodideError


@pytest.fixture(scope="session")
def pyodide(tmp_path_factory):
    """The engine inside real Pyodide (Node.js): ``pyodide.run(code) -> RESULT``.

    Its packages are the very app.zip the page loads (bytecode included), on the
    very standard library the site ships (bytecode, trimmed)."""
    if shutil.which("node") is None:
        _missing("Node.js (node) not found: install Node.js 18+ to run the Pyodide tests")
    try:
        build.ensure_runtime()
        folder = tmp_path_factory.mktemp("pyodide")
        bundle, stdlib = folder / "app.zip", folder / build.STDLIB_ZIP
        bundle.write_bytes(build.app_zip_bytes(compiled=True))
        stdlib.write_bytes(build.stdlib_zip_bytes())
        process = build.Pyodide(bundle, stdlib)
    except build.BuildError as error:
        _missing(str(error))
    try:
        yield process
    finally:
        process.close()
