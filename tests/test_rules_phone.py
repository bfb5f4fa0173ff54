"""A phone (390x844, touch) scrolls a whole rules page of 25 live boards by touch, every
board goes live, and the browser's memory for the page stays within issue 21's goal
(250 MB).

The memory is the PSS of the renderer processes of a Chromium of the test's own (as
bench/bench_rules_page.py reads it), sampled after every swipe. The scrolls are touch events (a finger drawn up the screen,
through the DevTools protocol), not scrollBy.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

from bench_links import browser_pids, renderer_pss_mb

pytestmark = pytest.mark.browser

#: Issue 21's goal: 201-228 MB measured on 2 December once the boards stopped animating while
#: the reader is not at them (web/boards.css; 269 MB before; docs/startup.md), 215 and 216 MB
#: in the session after. The peak is the runtime's start, not the boards (docs/startup.md, "The
#: margins"): no margin was won that would let the test hold a lower figure without flaking.
GOAL_MB = 250.0
#: The test takes 46 s in a loaded run; after this its browser is stopped (see ``phone``).
WATCHDOG_S = 300
PHONE = dict(viewport={"width": 390, "height": 844}, device_scale_factor=3, is_mobile=True, has_touch=True)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
# the page cannot scroll further (the layout viewport's height: on a phone innerHeight is the
# visual viewport's, which a browser bar or a zoom changes)
AT_BOTTOM = ("Math.ceil(window.scrollY) >= document.documentElement.scrollHeight"
             " - document.documentElement.clientHeight - 2")
# how far each board's explanation box is scrolled (the embed's #explain, in its shadow root)
EXPLAINED = ("[...document.querySelectorAll('ludo-board')].map(b => b.shadowRoot && b.shadowRoot.getElementById('explain'))"
             ".map(e => e ? e.scrollTop : 0)")
WHERE = ("({y: window.scrollY, inner: window.innerHeight, client: document.documentElement.clientHeight,"
         " height: document.documentElement.scrollHeight})")


@pytest.fixture
def phone(browser):
    """A Chromium of its own (its renderers are this page's alone), as a phone."""
    before = browser_pids()
    own = browser.browser_type.launch(executable_path="/usr/bin/chromium", args=ARGS)
    found = browser_pids() - before
    if len(found) != 1:
        own.close()
        pytest.skip(f"cannot tell this test's browser among {sorted(found)}")
    pid = found.pop()
    context = own.new_context(**PHONE)
    context.add_init_script("globalThis.LUDO_SNAPSHOT = false;")   # a first visit, no snapshot worker
    # (once, in a loaded run, a call to the page never returned, with the page idle: the
    # protocol's calls here have no timeout of their own, so the browser is stopped after
    # WATCHDOG_S and the test fails instead of holding the run)
    watchdog = threading.Timer(WATCHDOG_S, os.kill, (pid, signal.SIGKILL))
    watchdog.daemon = True
    watchdog.start()
    try:
        yield context.new_page(), pid
    finally:
        watchdog.cancel()
        with contextlib.suppress(Exception):   # (a browser the watchdog stopped is gone already)
            own.close()


def swipe(cdp, x: int = 195, start: int = 700, length: int = 500, steps: int = 10) -> None:
    """A finger drawn up the screen (touch events, as a phone's)."""
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": start}]})
    for i in range(1, steps + 1):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                              "touchPoints": [{"x": x, "y": start - i * length // steps}]})
        time.sleep(0.016)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def test_a_phone_scrolls_a_whole_rules_page_with_every_board_live(phone, site_url):
    page, pid = phone
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(site_url + "rules/en.html")
    page.wait_for_selector("ludo-board[data-ludo=ready]", state="attached", timeout=60_000)
    cdp = page.context.new_cdp_session(page)
    peak, swipes, stuck, nested, stalls = renderer_pss_mb(pid), 0, 0, [], []
    while not page.evaluate(AT_BOTTOM):
        before, inner = page.evaluate("window.scrollY"), page.evaluate(EXPLAINED)
        # the middle of the screen; after a swipe that did not scroll the page, the margin
        swipe(cdp, x=195 if not stuck else 6)
        swipes += 1
        time.sleep(0.3)
        peak = max(peak, renderer_pss_mb(pid))
        if page.evaluate("window.scrollY") > before:
            stuck = 0
            continue
        stuck += 1
        # A swipe that starts on a board's explanation, when its text is longer than its
        # box, scrolls that box (a scroller inside the page: the browser latches the gesture
        # to it), as a phone's browser does on any page; the next swipe scrolls the page.
        # Anything else is a stall (the page's main thread too busy to scroll it).
        (nested if page.evaluate(EXPLAINED) != inner else stalls).append(before)
        assert stuck < 4, f"four swipes did not scroll the page: {page.evaluate(WHERE)}"
        assert swipes < 300
    # every board is live (or says why not), and the ones on screen were drawn for a phone
    page.wait_for_function("[...document.querySelectorAll('ludo-board')].every(b => "
                           "['ready', 'error'].includes(b.dataset.ludo))", timeout=60_000)
    states = page.evaluate("[...document.querySelectorAll('ludo-board')].map(b => b.dataset.ludo)")
    assert len(states) >= 20 and set(states) == {"ready"}, states
    peak = max(peak, renderer_pss_mb(pid))
    print(f"phone: {swipes} swipes to the bottom ({len(nested)} scrolled a board's explanation, at {nested[:5]} px; "
          f"{len(stalls)} stalled), "
          f"peak renderer memory {peak:.0f} MB (goal {GOAL_MB:.0f} MB)")
    assert not errors
    assert not stalls, f"swipes that scrolled nothing, at {stalls} px"
    assert peak <= GOAL_MB, f"peak renderer memory {peak:.0f} MB"
