"""The worst a share link can do to the page: time and memory of ``replay.html`` for the
largest links it accepts and for hostile ones it must refuse (a benchmark, not a test:
prints figures, exits 0).

    python3 bench/bench_links.py [--only NAME] [--screenshot DIR]

Builds dist/ (``build.build``), serves it on 127.0.0.1 and, for each link, starts a fresh
headless Chromium (/usr/bin/chromium), opens ``replay.html#record=...`` and waits for the
page's answer (``html[data-ludo]`` ready or error). It prints

- ``answer``: the time from the navigation to the answer (the game shown, or the
  message saying why not), and the page's own words when it refused;
- ``peak``: the highest memory of the browser's renderer processes (PSS, from
  /proc/<pid>/smaps_rollup, sampled every 50 ms) from the navigation until the game
  review has finished (or 20 s), less the same figure for an idle replay page (a
  short game, review done) measured first in the same run;
- ``gap``: the longest gap of a 10 ms timer in the page from its first script on (the
  runtime's own start included: the idle page shows the floor).

Targets (issue 20): every link answered within 2 s, at most 200 MB above the idle
page. The machine may be loaded by other work (every figure then grows): run it again
when it is quiet.
"""

from __future__ import annotations

import argparse
import base64
import os
import sys
import tempfile
import threading
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web" / "py"), str(ROOT / "bench")]

from bench_review_browser import serve  # noqa: E402  (the site on 127.0.0.1, quietly)

import build  # noqa: E402  (after sys.path is set)
from ludo import limits  # noqa: E402  (after sys.path is set)
from ludo.mensch.game import Game  # noqa: E402  (after sys.path is set)
from ludoview.core import share  # noqa: E402  (after sys.path is set)

CHROMIUM = "/usr/bin/chromium"
ANSWER_S = 2.0
MEMORY_MB = 200.0
WATCH = """(() => { const gaps = window.__gaps = {last: performance.now(), worst: 0};
  setInterval(() => { const now = performance.now();
    gaps.worst = Math.max(gaps.worst, now - gaps.last); gaps.last = now; }, 10); })();"""


# --- the links ---------------------------------------------------------------------------

def passed_throws(turns: int, seats=(0, 1, 2, 3)) -> dict:
    """A mensch record of ``turns`` throws that none could play (every piece in its base)."""
    game = Game(seats)
    for i in range(turns):
        game.roll(1 + i % 5)
        game.play(None)
    return game.to_record()


def raw_link(payload: bytes) -> str:
    """``#record=`` with any bytes deflated, as a share link carries them."""
    return "#record=" + base64.urlsafe_b64encode(zlib.compress(payload, 9)).decode().rstrip("=")


def cap() -> int:
    return limits.MAX_RECORD_ACTIONS


def largest_link(seats=(0, 1, 2, 3)) -> int:
    """The most passed throws a link can carry: its record's JSON within the link's limit
    (``share.MAX_RECORD_BYTES``) and the engine's cap (``limits.MAX_RECORD_ACTIONS``)."""
    import json

    def fits(turns: int) -> bool:
        record = passed_throws(turns, seats)
        return len(json.dumps(record, separators=(",", ":"), sort_keys=True)) <= share.MAX_RECORD_BYTES

    low, high = 0, cap()
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    return low


def links() -> dict[str, str]:
    from bench_analysis import records

    out = {"idle: a short game": share.fragment(passed_throws(40))}
    for name, record in records().items():
        out[f"real: {name}"] = share.fragment(record)
    most = largest_link()
    out[f"largest accepted link: {most} passed throws"] = share.fragment(passed_throws(most))
    out[f"one throw more: {most + 1} passed throws"] = share.fragment(passed_throws(most + 1))
    out["100,000 passed throws"] = share.fragment(passed_throws(100_000))
    bomb = b'{"format":"ludo-record/1","game":"mensch","names":{"0":"' + b"a" * 60_000_000 + b'"}}'
    out["a bomb: 60 MB of one name"] = raw_link(bomb)
    out["turns nested 100,000 deep"] = raw_link(b'{"format":"ludo-record/1","game":"mensch","turns":'
                                                + b"[" * 100_000 + b"]" * 100_000 + b"}")
    out["a name of 40 million characters"] = raw_link(
        b'{"format":"ludo-record/1","game":"mensch","seats":[0,2],"turns":[],"names":{"0":"'
        + b"x" * 40_000_000 + b'"}}')
    out["a names key in superscript digits"] = share.fragment(passed_throws(10), {"²": "Eve"})
    for name, text in list(out.items()):
        if len(text) > 200_000:
            del out[name]   # a browser would not take it either: not a link
    return out


# --- measuring -----------------------------------------------------------------------------

def renderer_pss_mb(browser_pid: int) -> float:
    """The PSS of the renderer processes under ``browser_pid`` that hold web pages (not the
    browser's own UI, ``--top-chrome-webui``, nor an extension's), in MB."""
    total = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            if b"--type=renderer" not in cmdline or b"--top-chrome-webui" in cmdline \
                    or b"--extension-process" in cmdline:
                continue
            status = Path(f"/proc/{pid}/status").read_text()
            ppid = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("PPid:"))
            if not _descends(ppid, browser_pid):
                continue
            for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except (OSError, StopIteration, ValueError):
            continue
    return total / 1024


def _descends(pid: int, ancestor: int) -> bool:
    for _ in range(8):
        if pid == ancestor:
            return True
        if pid <= 1:
            return False
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            return False
        pid = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("PPid:"))
    return False


def measure(playwright, base: str, link: str) -> dict:
    before = browser_pids()
    browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                         args=["--headless", "--no-sandbox", "--disable-gpu",
                                               "--disable-background-networking"])
    new = browser_pids() - before
    if len(new) != 1:
        raise SystemExit(f"cannot tell this run's browser among {sorted(new)}")
    root_pid = new.pop()
    try:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(base + "index.html?speed=0")  # the runtime in the HTTP cache, as for a returning visitor
        page.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=180_000)
        page.goto("about:blank")
        time.sleep(0.5)
        page.add_init_script(WATCH)
        peak = [0.0]
        stop = threading.Event()

        def sample() -> None:
            while not stop.is_set():
                peak[0] = max(peak[0], renderer_pss_mb(root_pid))
                time.sleep(0.05)

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        started = time.perf_counter()
        page.goto(base + "replay.html?lang=en" + link, wait_until="commit")
        page.wait_for_selector("html[data-ludo=ready], html[data-ludo=error]", state="attached", timeout=600_000)
        answer = time.perf_counter() - started
        state = page.get_attribute("html", "data-ludo")
        said = page.inner_text("#error") if state == "error" else page.inner_text("#summary") \
            if page.locator("#summary").count() else ""
        deadline = time.perf_counter() + 20
        while time.perf_counter() < deadline and state == "ready":
            if page.get_attribute("#review", "data-state") in ("done", "failed", None):
                break
            time.sleep(0.1)
        stop.set()
        sampler.join()
        gap = page.evaluate("() => window.__gaps ? window.__gaps.worst : 0")
        return {"answer": answer, "state": state, "said": " ".join(said.split())[:90],
                "peak": peak[0], "gap": gap}
    finally:
        browser.close()


def browser_pids() -> set[int]:
    """The chromium browser processes running now (not their helpers, which carry --type=)."""
    found = set()
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            args = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if args and args[0].endswith(b"/chromium") and not any(a.startswith(b"--type=") for a in args):
            found.add(int(pid))
    return found


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", help="only the links whose name contains this")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    cases = links()
    print(f"limits: share link {share.MAX_FRAGMENT} characters, its record {share.MAX_RECORD_BYTES} bytes "
          f"once unpacked, record actions {cap()}, depth {limits.MAX_DEPTH}", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        site = build.build(Path(folder) / "dist", quiet=True)
        server = serve(site)
        base = f"http://127.0.0.1:{server.server_port}/"
        with sync_playwright() as p:
            idle = measure(p, base, cases["idle: a short game"])
            print(f"{'idle: a short game':<44} answer {idle['answer']:5.2f} s  renderers {idle['peak']:6.0f} MB "
                  f"(the reference)", flush=True)
            worst_time = worst_memory = 0.0
            for name, link in cases.items():
                if name.startswith("idle") or (args.only and args.only not in name):
                    continue
                got = measure(p, base, link)
                above = got["peak"] - idle["peak"]
                worst_time, worst_memory = max(worst_time, got["answer"]), max(worst_memory, above)
                print(f"{name:<44} answer {got['answer']:5.2f} s  peak {above:+6.0f} MB  gap {got['gap']:5.0f} ms  "
                      f"{got['state']:<5} {len(link):>6} chars  {got['said']}", flush=True)
        server.shutdown()
    print(f"worst: answered in {worst_time:.2f} s ({'within' if worst_time <= ANSWER_S else 'ABOVE'} "
          f"{ANSWER_S:.0f} s), {worst_memory:+.0f} MB above the idle page "
          f"({'within' if worst_memory <= MEMORY_MB else 'ABOVE'} {MEMORY_MB:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
