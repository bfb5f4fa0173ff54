"""The test browser's command line: Playwright's own switches kept, the address bar's popup
not preloaded (see CHROMIUM_ARGS in conftest.py)."""

from __future__ import annotations

import json
import uuid
from pathlib import Path

import pytest
from conftest import CHROMIUM, CHROMIUM_ARGS, NOT_PRELOADED, PLAYWRIGHT_DISABLED

pytestmark = pytest.mark.browser


def _launched_switches(chromium, args: list[str]) -> list[str]:
    """The command line of the Chromium that Playwright launches with ``args``
    (``chromium``: the session's browser type)."""
    marker = f"--ludo-flags-check={uuid.uuid4().hex}"
    launched = chromium.launch(executable_path=str(CHROMIUM), args=[*args, marker])
    try:
        for proc in Path("/proc").iterdir():
            try:
                argv = (proc / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            switches = [a.decode(errors="replace") for a in argv]
            if marker in switches and not any(a.startswith("--type=") for a in switches):
                return switches
    finally:
        launched.close()
    raise AssertionError("the launched browser's process was not found in /proc")


def _disabled(switches: list[str]) -> set[str]:
    """The features turned off: Chromium reads the last --disable-features switch only."""
    values = [a.split("=", 1)[1] for a in switches if a.startswith("--disable-features=")]
    return set(values[-1].split(",")) if values else set()


def test_the_browser_keeps_every_feature_playwright_turns_off_and_no_popup_is_preloaded(browser):
    # (a second Playwright cannot start beside the session's: its browser type launches these)
    playwright_own = _disabled(_launched_switches(browser.browser_type, ["--headless", "--no-sandbox"]))
    assert playwright_own, "Playwright passed no --disable-features: check PLAYWRIGHT_DISABLED"
    assert playwright_own <= set(PLAYWRIGHT_DISABLED), (
        f"Playwright now turns off {sorted(playwright_own - set(PLAYWRIGHT_DISABLED))}: "
        "add them to PLAYWRIGHT_DISABLED in conftest.py")
    ours = _disabled(_launched_switches(browser.browser_type, CHROMIUM_ARGS))
    assert playwright_own | set(NOT_PRELOADED) <= ours


def test_a_new_context_s_page_loads_no_address_bar_popup(browser, tmp_path):
    trace = tmp_path / "trace.json"
    browser.start_tracing(path=str(trace), categories=["loading", "devtools.timeline"])
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto("about:blank")
        page.wait_for_timeout(1500)  # the preloading ran within a second of the page
    finally:
        context.close()
        browser.stop_tracing()
    text = trace.read_text(encoding="utf-8")
    json.loads(text)  # a whole trace was written
    assert "omnibox-popup" not in text
