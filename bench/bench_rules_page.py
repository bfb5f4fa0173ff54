"""The rules page's 25 boards: memory and time to live, as elements and as frames (a
benchmark, not a test: prints figures, exits 0).

    python3 bench/bench_rules_page.py [--lang en] [--only elements|frames|shared] [--step 500] [--every 2.5]
        [--repeat N] [--versus SITE] [--detail] [--browser-log]

Builds the site twice from the same sources: as it is (``<ludo-board>`` elements on one
Python runtime, web/boards.js) and with ``LUDO_RULES_FRAMES=1`` (a frame of embed.html a
board), each served on 127.0.0.1 by ``build.serve``. Three forms are measured, one after
the other in one run: **elements**; **frames**, each frame with a runtime of its own, as
they were (``LUDO_SHARED_RUNTIME = false`` in every frame before its scripts); **shared
frames**, the same frames sharing one runtime (web/frames.js: the first frame's runtime
draws the others). For each form, in a fresh headless Chromium (/usr/bin/chromium) each time:

- **reader**: opens ``rules/<lang>.html`` at the top and scrolls 500 px every 2.5 s down to
  the bottom, then waits for the boards in view to settle. Prints the peak memory of the
  browser's renderer processes (PSS from /proc/<pid>/smaps_rollup, sampled every 50 ms,
  as bench/bench_links.py) for the page and per board; for each board, the time from its
  entering the view (an IntersectionObserver in the page) to its being live (the element's
  ``data-ludo`` / the frame's ``<html data-ludo>`` ready or error), median and worst, for
  the boards that entered the view after the first board was live (the ones a reader
  scrolls to; the first ones wait for Python itself); whether every board showed a picture
  (its SVG) at the moment the first runtime was ready. A frame's state is read from the page
every 20 ms (it is on the page's origin); an element's is watched.
- **fast reader**: the same, 1500 px every 0.5 s (a reader skimming the page).
- **jump**: opens ``rules/<lang>.html#<the last board's section>`` (cold: empty cache),
  waits until start.mjs has stored its snapshot (a first visit of some seconds), then
  about:blank, then the same address again (warm: the runtime in the HTTP cache and the
  snapshot stored, as for a returning reader); prints the time from each navigation to
  the last board live.

``--repeat N`` measures each form N times, alternating; ``--versus SITE`` measures the same
forms of another built site in the same run (a site built from another commit, or an
experiment: a before and after on one machine at one time); ``--detail`` prints what a jump
waited for (when each runtime file arrived, when start.mjs was called, the snapshot read, the
interpreter and boards.js's Python up); a crashed renderer is said with what the measurement
was doing and the memory then, and counted at the end (``--browser-log``: Chromium's own
output on stderr). bench/memory_dump.py says where a page's memory goes (Chromium's memory
dumps, per allocator and mapping).

The memory figure leaves out the second or so when start.mjs's snapshot worker runs (once,
on a first visit: docs/startup.md); the peak with it is printed beside.

Goals (issue 21): at most 250 MB for the page's boards; every board live within 300 ms of
entering the view once the first is live; a jump within 1 s warm. The machine may be
loaded by other work (every figure then grows): run it again when it is quiet.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_links import CHROMIUM, browser_pids, renderer_pss_mb  # noqa: E402  (after sys.path is set)

import build  # noqa: E402  (after sys.path is set)

MEMORY_MB = 250.0
ENTER_TO_LIVE_MS = 300.0
JUMP_WARM_S = 1.0
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
VIEWPORT = {"width": 1280, "height": 800}

# In the page before its scripts (and in each of its frames): when each board enters the
# view, when it is live, and whether every board shows its picture when the first is live.
PROBE = r"""
(() => {
  const LIVE = ["ready", "error"];
  if (window !== window.top) { return; }   // a board's frame: the page reads its state
  const bench = window.__bench = {boards: [], firstLive: null, pictured: null, runtimes: null};
  const entry = (el) => el.__bench;
  const pictured = (el) => {
    if (el.tagName === "IFRAME") {
      const doc = el.contentDocument;
      return !!(doc && doc.querySelector("#board svg"));
    }
    const root = el.shadowRoot;
    return !!(root ? root.querySelector("#board svg") : el.querySelector(":scope > svg"));
  };
  window.__benchLive = (el, at, state) => {
    const e = el && entry(el);
    if (!e || e.live !== null) { return; }
    e.live = at - performance.timeOrigin;
    e.state = state;
    if (bench.firstLive === null) {
      bench.firstLive = e.live;
      const all = [...document.querySelectorAll("ludo-board, iframe.board")];
      bench.pictured = all.filter(pictured).length;
    }
  };
  const seen = new IntersectionObserver((entries) => entries.forEach((x) => {
    const e = entry(x.target);
    if (x.isIntersecting && e.enter === null) { e.enter = x.time; }
  }));
  const start = () => {
    document.querySelectorAll("ludo-board, iframe.board").forEach((el, i) => {
      el.__bench = {i: i, id: el.dataset.scenario || el.id, enter: null, live: null, state: null};
      bench.boards.push(el.__bench);
      seen.observe(el);
      if (el.tagName !== "IFRAME") {
        const told = () => {
          const state = el.getAttribute("data-ludo");
          if (LIVE.includes(state)) { window.__benchLive(el, performance.timeOrigin + performance.now(), state); }
        };
        new MutationObserver(told).observe(el, {attributes: true, attributeFilter: ["data-ludo"]});
        told();
      }
    });
  };
  // a frame's state (same origin: its <html data-ludo>), read every 20 ms
  const frames = setInterval(() => {
    let waiting = 0;
    document.querySelectorAll("iframe.board").forEach((el) => {
      if (!el.__bench || el.__bench.live !== null) { return; }
      waiting++;
      const doc = el.contentDocument, state = doc && doc.documentElement && doc.documentElement.getAttribute("data-ludo");
      if (LIVE.includes(state)) { window.__benchLive(el, performance.timeOrigin + performance.now(), state); }
    });
    if (!waiting && bench.boards.length) { clearInterval(frames); }
  }, 20);
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
"""


#: Run in every page and frame before its scripts (main: the frames form keeps a runtime a
#: frame, as it was; the shared frames form does not).
INIT = ""
OWN_RUNTIMES = "window.LUDO_SHARED_RUNTIME = false;"
DETAIL = False   # --detail: what a jump waited for
STEP = ""        # what the running measurement is doing (Browser.step)
LAST = None      # its browser
CRASHES: list[str] = []


class Browser:
    """A fresh headless Chromium, and its renderers' peak memory while ``sampling``."""

    def __init__(self, playwright) -> None:
        before = browser_pids()
        self.browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        new = browser_pids() - before
        if len(new) != 1:
            self.browser.close()
            raise SystemExit(f"cannot tell this run's browser among {sorted(new)}")
        self.pid = new.pop()
        self.context = self.browser.new_context(viewport=VIEWPORT)
        self.context.add_init_script(PROBE)
        if INIT:
            self.context.add_init_script(INIT)
        self.page = self.context.new_page()
        self.started = time.perf_counter()
        self.crashed: float | None = None   # seconds after the start when the page's renderer crashed
        self.page.on("crash", lambda _: setattr(self, "crashed", time.perf_counter() - self.started))
        self.peak = 0.0
        self.samples: list[tuple[float, float]] = []   # (epoch ms, MB)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.is_set():
            mb = renderer_pss_mb(self.pid)
            self.peak = max(self.peak, mb)
            self.samples.append((time.time() * 1000, mb))
            time.sleep(0.05)

    def peak_outside(self, start: float | None, end: float | None) -> float:
        """The peak apart from ``start``..``end`` (epoch ms) and a second after it: the page
        without start.mjs's snapshot worker, which runs once on a first visit."""
        if start is None:
            return self.peak
        end = (end or time.time() * 1000) + 1000
        return max((mb for t, mb in self.samples if not start <= t <= end), default=0.0)

    def step(self, what: str) -> None:
        """What the measurement is doing now (said if the renderer crashes)."""
        global STEP, LAST
        STEP = what
        LAST = self

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self.browser.close()


def boards(page) -> list[dict]:
    return page.evaluate("window.__bench.boards")


def probed(page, timeout: float = 60.0) -> None:
    """Wait for the probe to know the page's boards (polled from here: wait_for_function
    evaluates a string in the page, which the frame form's policy, without Python, refuses)."""
    deadline = time.perf_counter() + timeout
    while not page.evaluate("!!(window.__bench && window.__bench.boards.length)"):
        if time.perf_counter() > deadline:
            raise SystemExit("the page's boards were never found")
        time.sleep(0.05)


def settle(page, count_in_view: bool, timeout: float = 60.0) -> None:
    """Wait until every board that entered the view (or every board) is live."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        found = boards(page)
        wanted = [b for b in found if b["enter"] is not None] if count_in_view else found
        if found and all(b["live"] is not None for b in wanted):
            return
        time.sleep(0.1)


# When start.mjs's snapshot worker ran (epoch ms), in the page or in any of its frames.
SNAPSHOT_WINDOW = """(() => {
  const all = [window, ...[...document.querySelectorAll('iframe')].map(f => { try { return f.contentWindow; }
                                                                           catch (e) { return null; } })];
  const made = all.map(w => w && w.ludoStart).filter(s => s && s.makingAt);
  if (!made.length) { return [null, null]; }
  return [Math.min(...made.map(s => s.makingAt)), Math.max(...made.map(s => s.madeAt || Date.now()))];
})()"""


def reader(playwright, url: str, step: int, every: float) -> dict:
    browser = Browser(playwright)
    try:
        page = browser.page
        started = time.perf_counter()
        browser.step("opening the page")
        page.goto(url)
        probed(page)
        browser.step("scrolling")
        while True:
            time.sleep(every)
            at_bottom = page.evaluate(f"""() => {{ window.scrollBy(0, {step});
                return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1; }}""")
            if at_bottom:
                break
        browser.step("at the bottom, waiting for the boards in view")
        settle(page, count_in_view=True)
        time.sleep(every)
        found = boards(page)
        bench = page.evaluate("({firstLive: window.__bench.firstLive, pictured: window.__bench.pictured})")
        made = page.evaluate(SNAPSHOT_WINDOW)
        bench["heap"] = page.evaluate("window.ludoStart && window.ludoStart.heapMB ? window.ludoStart.heapMB() : null")
        return {"boards": found, "peak": browser.peak, "seconds": time.perf_counter() - started,
                "boards_peak": browser.peak_outside(*made), "made": made, **bench}
    finally:
        browser.close()


SNAPSHOT = "(window.ludoStart || {}).snapshot || null"


def in_frames(page, expression: str):
    """What ``expression`` gives in the page or in its frames (where the runtime started: the
    page's, or with frames sharing one, the frame that serves the others): the values found,
    one of each kind, joined ("snapshot"; "fresh, snapshot" when several runtimes started
    differently), or None where it gives nothing in any of them."""
    found = []
    for frame in page.frames:
        try:
            value = frame.evaluate(expression)
        except Exception:           # a frame navigating or gone: nothing to say of it
            continue
        if value is not None and value not in found:
            found.append(value)
    return ", ".join(map(str, found)) if found else None


def jump(playwright, url: str) -> dict:
    browser = Browser(playwright)
    try:
        page = browser.page
        out = {}
        for visit in ("cold", "warm"):
            browser.step(f"{visit} visit, waiting for the last board")
            page.goto(url, wait_until="commit")
            probed(page)
            deadline = time.perf_counter() + 120
            while time.perf_counter() < deadline:
                last = boards(page)[-1]
                if last["live"] is not None:
                    break
                time.sleep(0.05)
            out[visit] = last["live"] / 1000 if last["live"] is not None else float("inf")
            out[f"{visit}_start"] = in_frames(page, "(window.ludoStart || {}).from || null")
            out[f"{visit}_steps"] = page.evaluate(STEPS)
            if visit == "cold":   # a returning reader: the first visit lasted until its snapshot was stored
                browser.step("cold visit, waiting for start.mjs's snapshot (its worker runs a second interpreter)")
                deadline = time.perf_counter() + 60
                while time.perf_counter() < deadline and in_frames(page, SNAPSHOT) in (None, "making"):
                    time.sleep(0.2)
                out["snapshot"] = in_frames(page, SNAPSHOT)
            browser.step(f"after the {visit} visit, on about:blank")
            page.goto("about:blank")
            time.sleep(1.0)
        out["peak"] = browser.peak
        return out
    finally:
        browser.close()


# What a jump waited for (ms after the navigation): the runtime's files, the snapshot read,
# the interpreter up, the last board live.
STEPS = """(() => {
  const s = window.ludoStart || {};
  const out = {dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd)};
  for (const r of performance.getEntriesByType('resource')) {
    const name = r.name.split('/').pop().split('?')[0];
    if (/(wasm|zip|mjs|js|json|css)$/.test(name)) { out[name] = [Math.round(r.startTime), Math.round(r.responseEnd)]; }
  }
  out.startCalled = s.calledAt; out.snapshotRead = s.readMs; out.interpreter = s.ms; out.upAt = s.upAt;
  out.boardsUp = (window.ludoBoards || {}).upAt;
  return out;
})()"""


def last_section(html: str) -> str:
    """The id of the section holding the page's last board."""
    last = max(html.rfind("<ludo-board"), html.rfind('<iframe class="board"'))
    return re.findall(r'<section id="([^"]+)"', html[:last])[-1]


def delays(found: list[dict], first_live: float | None) -> tuple[list[float], list[float], int]:
    """(enter-to-live of the boards that entered after the first was live, of all that entered,
    how many entered and never went live)."""
    later, every, never = [], [], 0
    for b in found:
        if b["enter"] is None:
            continue
        if b["live"] is None:
            never += 1
            continue
        d = max(0.0, b["live"] - b["enter"])
        every.append(d)
        if first_live is not None and b["enter"] >= first_live:
            later.append(d)
    return later, every, never


def verdict(ok: bool) -> str:
    return "ok" if ok else "ABOVE"


def report(form: str, read: dict | None, jumped: dict | None, fast: dict | None = None,
           fast_pace: str = "") -> None:
    print(f"\n== {form}", flush=True)
    if fast:
        later, every, never = delays(fast["boards"], fast["firstLive"])
        print(f"fast reader ({fast_pace}): {fast['seconds']:.0f} s to the bottom, peak {fast['boards_peak']:.0f} MB")
        if later:
            print(f"  enter -> live, after the first was live ({len(later)} boards): median "
                  f"{statistics.median(later):5.0f} ms, worst {max(later):5.0f} ms   goal <= {ENTER_TO_LIVE_MS:.0f} ms: "
                  f"{verdict(max(later) <= ENTER_TO_LIVE_MS and not never)}")
    if read:
        n = len(read["boards"])
        print(f"reader: {read['seconds']:.0f} s to the bottom, {n} boards, "
              f"{sum(b['enter'] is not None for b in read['boards'])} entered the view")
        print(f"  peak renderer memory {read['boards_peak']:7.0f} MB, {read['boards_peak'] / n:5.1f} MB a board   "
              f"goal <= {MEMORY_MB:.0f} MB: {verdict(read['boards_peak'] <= MEMORY_MB)}")
        if read.get("heap"):
            print(f"  the interpreter's memory (WebAssembly) at the end: {read['heap']:.1f} MB")
        if read["made"][0] is not None:
            print(f"  with start.mjs's snapshot worker (once, on a first visit, "
                  f"{(read['made'][1] - read['made'][0]) / 1000:.1f} s): peak {read['peak']:.0f} MB")
        later, every, never = delays(read["boards"], read["firstLive"])
        first = read["firstLive"]
        print(f"  first board live {first / 1000:.2f} s after the navigation" if first is not None
              else "  no board ever live")
        if later:
            worst = max(later)
            print(f"  enter -> live, after the first was live ({len(later)} boards): median "
                  f"{statistics.median(later):5.0f} ms, worst {worst:5.0f} ms   goal <= {ENTER_TO_LIVE_MS:.0f} ms: "
                  f"{verdict(worst <= ENTER_TO_LIVE_MS and not never)}")
        if every:
            print(f"  enter -> live, every board ({len(every)}): median {statistics.median(every):5.0f} ms, "
                  f"worst {max(every):5.0f} ms" + (f"; {never} entered and never went live" if never else ""))
        print(f"  a picture on every board before any runtime was ready: "
              f"{'yes' if read['pictured'] == n else 'NO'} ({read['pictured']} of {n})")
    if jumped:
        print(f"jump to the last section: last board live {jumped['cold']:.2f} s cold, {jumped['warm']:.2f} s warm   "
              f"goal warm <= {JUMP_WARM_S:.0f} s: {verdict(jumped['warm'] <= JUMP_WARM_S)}  "
              f"(peak {jumped['peak']:.0f} MB; snapshot after the cold visit: {jumped.get('snapshot')}, "
              f"warm start: {jumped.get('warm_start')})", flush=True)
        if DETAIL:
            for visit in ("cold", "warm"):
                print(f"  {visit} steps (ms after the navigation): {jumped.get(visit + '_steps')}")


def tried(run, *args):
    """One measurement; a renderer that crashed (seen now and then, docs/startup.md) is said,
    with what the measurement was doing, when, and the renderers' memory then, and the run
    goes on with the next (``--browser-log``: Chromium's own words on stderr)."""
    from playwright.sync_api import Error
    global LAST
    LAST = None
    try:
        return run(*args)
    except Error as exc:
        browser = LAST
        said = f"{run.__name__}: {str(exc).splitlines()[0]}"
        if browser is not None:
            at = browser.crashed if browser.crashed is not None else time.perf_counter() - browser.started
            last = browser.samples[-1][1] if browser.samples else 0.0
            said += (f"; {'the renderer CRASHED' if browser.crashed is not None else 'failed'} while {STEP}, "
                     f"{at:.1f} s after the browser started; renderers' memory then {last:.0f} MB "
                     f"(peak {browser.peak:.0f} MB)")
        CRASHES.append(said)
        print(f"  ({said})", flush=True)
        return None


def side_by_side(results: list) -> None:
    """The forms' main figures in one table."""
    if len(results) < 2:
        return
    rows = [("peak memory (reader), MB", lambda r, j: f"{r['boards_peak']:.0f}" if r else "-"),
            ("per board, MB", lambda r, j: f"{r['boards_peak'] / len(r['boards']):.1f}" if r else "-"),
            ("first board live, s", lambda r, j: f"{r['firstLive'] / 1000:.2f}" if r and r["firstLive"] else "-"),
            ("enter -> live worst, ms", lambda r, j: (lambda d: f"{max(d):.0f}" if d else "-")(
                delays(r["boards"], r["firstLive"])[0]) if r else "-"),
            ("pictures before a runtime", lambda r, j: f"{r['pictured']}/{len(r['boards'])}" if r else "-"),
            ("jump cold / warm, s", lambda r, j: f"{j['cold']:.2f} / {j['warm']:.2f}" if j else "-")]
    width = max(len(name) for name, _ in rows)
    print("\n== side by side")
    print(" " * width + "".join(f" | {title:>28}" for title, _, _ in results))
    for name, cell in rows:
        print(f"{name:<{width}}" + "".join(f" | {cell(r, j):>28}" for _, r, j in results))
    print(f"(goals: memory <= {MEMORY_MB:.0f} MB, enter -> live <= {ENTER_TO_LIVE_MS:.0f} ms, jump warm <= {JUMP_WARM_S:.0f} s)",
          flush=True)


def build_form(folder: Path, frames: bool) -> Path:
    old = os.environ.pop(build.RULES_FRAMES_SWITCH, None)
    try:
        if frames:
            os.environ[build.RULES_FRAMES_SWITCH] = "1"
        return build.build(folder, quiet=True)
    finally:
        os.environ.pop(build.RULES_FRAMES_SWITCH, None)
        if old is not None:
            os.environ[build.RULES_FRAMES_SWITCH] = old


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lang", default="en", choices=build.RULES_LANGS)
    parser.add_argument("--only", choices=("elements", "frames", "shared"))
    parser.add_argument("--step", type=int, default=500, help="pixels a scroll (500)")
    parser.add_argument("--every", type=float, default=2.5, help="seconds between scrolls (2.5)")
    parser.add_argument("--fast-step", type=int, default=1500, help="pixels a scroll of the fast reader (1500)")
    parser.add_argument("--fast-every", type=float, default=0.5, help="seconds between its scrolls (0.5)")
    parser.add_argument("--no-fast", action="store_true")
    parser.add_argument("--no-jump", action="store_true")
    parser.add_argument("--no-reader", action="store_true")
    parser.add_argument("--versus", metavar="SITE",
                        help="a site built elsewhere (another commit, an experiment; with LUDO_RULES_FRAMES=1 for the "
                             "frame forms): the same forms of it are measured too, in the same run")
    parser.add_argument("--repeat", type=int, default=1, help="measure each form this many times (1)")
    parser.add_argument("--detail", action="store_true", help="print what each jump waited for")
    parser.add_argument("--browser-log", action="store_true",
                        help="Chromium's own output on stderr (Playwright's DEBUG=pw:browser): a crashed "
                             "renderer's last words")
    args = parser.parse_args(argv)
    global DETAIL
    DETAIL = args.detail
    if args.browser_log:
        os.environ["DEBUG"] = "pw:browser"
        ARGS.extend(["--enable-logging=stderr", "--v=0"])
    from playwright.sync_api import sync_playwright

    # (name, the site built as frames, what runs before every page's and frame's scripts)
    forms = [(name, frames, init) for name, frames, init in (
        ("elements", False, ""), ("frames", True, OWN_RUNTIMES), ("shared", True, "")) if args.only in (None, name)]
    titles = {"elements": "elements", "frames": "frames, a runtime each", "shared": "frames sharing one runtime",
              **{f"{name} versus": f"{name} of {args.versus}" for name in ("elements", "frames", "shared")}}
    if args.versus:   # the same forms of the other site (built as frames for the frame forms)
        forms += [(f"{name} versus", "versus", init) for name, _, init in forms]
    forms = [form for _ in range(args.repeat) for form in forms]   # alternating, for a loaded machine
    builds = sorted({frames for _, frames, _ in forms if frames != "versus"})
    with tempfile.TemporaryDirectory() as folder:
        sites = {frames: build_form(Path(folder) / ("frames" if frames else "elements"), frames) for frames in builds}
        if args.versus:
            sites["versus"] = Path(args.versus)
        servers = {frames: build.serve(site, 0, quiet=True, background=True) for frames, site in sites.items()}
        results = []
        try:
            with sync_playwright() as p:
                global INIT
                for name, frames, init in forms:
                    INIT = init
                    base = f"http://127.0.0.1:{servers[frames].server_address[1]}/rules/{args.lang}.html"
                    html = (sites[frames] / "rules" / f"{args.lang}.html").read_text(encoding="utf-8")
                    print(f"{titles[name]}: reading {base} ...", flush=True)
                    read = None if args.no_reader else tried(reader, p, base, args.step, args.every)
                    fast = None if args.no_fast else tried(reader, p, base, args.fast_step, args.fast_every)
                    jumped = None if args.no_jump else tried(jump, p, f"{base}#{last_section(html)}")
                    report(f"{titles[name]} (rules/{args.lang}.html, build {build.build_id(sites[frames])})", read,
                           jumped, fast, f"{args.fast_step} px every {args.fast_every} s")
                    results.append((titles[name], read, jumped))
        finally:
            for server in servers.values():
                server.shutdown()
        side_by_side(results)
    if CRASHES:
        print(f"\n{len(CRASHES)} measurement(s) of {len(results) * 3} failed:")
        for said in CRASHES:
            print(f"  - {said}")
    else:
        print("\nno renderer crashed", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
