"""Start-up figures of the page (a benchmark, not a test: prints, exits 0).

    python3 bench/bench_startup.py [--runs 5] [--path "?speed=0"]

Builds dist/, and beside it a bare PyScript page made of the *unmodified* npm
packages (node_modules/pyodide and node_modules/@pyscript/core as installed)
whose Python only prints "ready". Both are served on 127.0.0.1 and loaded cold
(a fresh browser context each run: empty HTTP cache, no service worker) in one
headless Chromium, alternating, and the medians are printed:

- board painted: the first paint with the board SVG (drawn into the HTML at
  build time) on screen, from navigation start; target < 300 ms;
- ready: ``html[data-ludo=ready]`` (a human can act) for the page,
  ``print("ready")`` done for the bare page; target: page <= 0.55 x bare;
- warm visit: the page's second visit in the same browser context, its service
  worker active (the runtime from its cache) and the first visit's saved start
  (start.mjs's memory snapshot, made in the background) stored; target: <= 0.15 x
  the bare page's cold ready; the same second visit without the snapshot
  (``LUDO_SNAPSHOT = false``) is measured too, and the making of the snapshot;
- our bytes: everything the page asked for until ready that is not the
  Pyodide/PyScript runtime (``runtime/``); target < 400 KB (what it asks for in the 300 ms
  after, such as the second game's code, is listed apart);
- cold-visit bytes: everything the page transferred, against the bare page's;
  target: no more; and every file fetched once (no preload downloaded twice);
- bytecode: what loading the start path's bytecode instead of compiling its
  sources saves, measured in the vendored Pyodide under Node.js.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (after sys.path is set)

TARGET_PAINT_MS = 300
TARGET_READY_RATIO = 0.55
TARGET_WARM_RATIO = 0.15
TARGET_OUR_BYTES = 400 * 1024
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bare PyScript</title>
<link rel="stylesheet" href="./runtime/pyscript/core.css">
<script type="module" src="./runtime/pyscript/core.js"></script>
</head>
<body>
<script type="py" config='{"interpreter": "./runtime/pyodide/pyodide.mjs"}'>
import js
print("ready")
js.performance.mark("bench-ready")
</script>
</body>
</html>
"""

# Runs in the page before any of its scripts: marks when the board is first on
# screen and when the page says it is ready.
PROBE = """
(() => {
  const mark = (name) => { if (!performance.getEntriesByName(name).length) performance.mark(name); };
  const frame = () => {
    const board = document.querySelector("#board svg, svg.board-svg");
    if (board) {
      const box = board.getBoundingClientRect();
      const style = getComputedStyle(board);
      if (box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.opacity !== "0") {
        mark("bench-board");
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener("py:progress", (e) => mark("bench-" + e.detail));
  new MutationObserver(() => {
    if (document.documentElement.getAttribute("data-ludo") === "ready") mark("bench-ready");
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ludo"] });
})();
"""

FIGURES = """
(() => {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const nav = performance.getEntriesByType("navigation")[0];
  const files = [nav, ...performance.getEntriesByType("resource")].map((e) => ({
    url: e.name, bytes: e.transferSize || e.encodedBodySize || 0, start: e.startTime }));
  const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
  return { board: at("bench-board"), ready: at("bench-ready"), fcp, files,
           interpreter: at("bench-Loaded interpreter"), files_done: at("bench-Loaded files"),
           python_start: at("bench-Loaded Pyodide") };
})()
"""


# Runs inside Pyodide: compiling the start path's sources against loading their
# bytecode, best of 7 (what shipping bytecode saves each start).
BYTECODE_GAIN = """
import base64, json, marshal, time
data = json.loads(PAYLOAD)
best_compile = best_load = 1e9
for _ in range(7):
    t = time.perf_counter()
    for name, (source, _blob) in data.items():
        compile(source, name, "exec", dont_inherit=True)
    best_compile = min(best_compile, time.perf_counter() - t)
    blobs = [base64.b64decode(blob) for _source, blob in data.values()]
    t = time.perf_counter()
    for blob in blobs:
        marshal.loads(blob[16:])
    best_load = min(best_load, time.perf_counter() - t)
RESULT = [len(data), best_compile * 1000, best_load * 1000]
"""


def bytecode_gain() -> tuple[int, float, float]:
    """(modules, ms to compile their sources, ms to load their bytecode) in Pyodide."""
    import base64
    import json

    sources = {name: path.read_bytes() for name, path in build._python_sources() if name.endswith(".py")}
    start = sorted(sources)
    compiled = build.bytecode(sources, optimize=2)
    payload = {n: [sources[n].decode(), base64.b64encode(compiled[n]).decode()] for n in start}
    with build.Pyodide() as pyodide:
        count, compile_ms, load_ms = pyodide.run(
            f"PAYLOAD = {json.dumps(json.dumps(payload))}\n" + BYTECODE_GAIN)
    return count, compile_ms, load_ms


def bare_site() -> Path:
    """A folder with the bare page and the npm packages' files exactly as installed."""
    bare = ROOT / ".bench" / "bare"
    if bare.exists():
        shutil.rmtree(bare)
    shutil.copytree(build.PYSCRIPT_DIST, bare / "runtime" / "pyscript")
    (bare / "runtime" / "pyodide").mkdir(parents=True)
    for name in build.PYODIDE_FILES:
        shutil.copy2(build.PYODIDE_DIR / name, bare / "runtime" / "pyodide" / name)
    (bare / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    return bare


NO_SNAPSHOT = "globalThis.LUDO_SNAPSHOT = false;"
SNAPSHOT_SETTLED = ("window.ludoStart && window.ludoStart.snapshot "
                    "&& window.ludoStart.snapshot !== 'making'")


def load(browser, url: str, warm: bool = False, ready_ms: int = 120_000, tries: int = 2,
         snapshot: bool = True) -> dict:
    """One load (cold, or with ``warm`` a second visit); a crashed renderer (it
    happens on a starved machine) is retried."""
    from playwright.sync_api import Error

    for attempt in range(tries):
        try:
            return _load(browser, url, warm, ready_ms, snapshot)
        except Error as error:
            if attempt + 1 == tries or "crashed" not in str(error):
                raise
            print(f"  (renderer crashed, load repeated: {error})", file=sys.stderr)
    raise AssertionError("unreachable")


def _ready(page, url: str, ready_ms: int) -> dict:
    page.goto(url)
    page.wait_for_function("performance.getEntriesByName('bench-ready').length > 0",
                           timeout=ready_ms)
    page.wait_for_timeout(300)  # late requests of the start (translations, styles)
    return page.evaluate(FIGURES)


def _load(browser, url: str, warm: bool, ready_ms: int, snapshot: bool = True) -> dict:
    """Cold: a fresh context, no service worker. Warm: a fresh context, a first
    visit, its service worker left to cache the site and take control (and with
    ``snapshot`` its saved start made), then the second visit, measured."""
    context = browser.new_context(service_workers="allow" if warm else "block")
    requests: list[str] = []
    try:
        page = context.new_page()
        page.add_init_script(PROBE)
        if not snapshot:
            page.add_init_script(NO_SNAPSHOT)
        made = None
        if warm:
            _ready(page, url, ready_ms)
            page.wait_for_function("navigator.serviceWorker.ready.then(r => !!r.active) && "
                                   "!!navigator.serviceWorker.controller", timeout=ready_ms)
            if snapshot:
                page.wait_for_function(SNAPSHOT_SETTLED, timeout=ready_ms)
                made = page.evaluate("window.ludoStart")
        context.on("request", lambda request: requests.append(request.url))
        figures = _ready(page, url, ready_ms)
        figures["requests"] = requests
        figures["made"] = made
        figures["start"] = page.evaluate("window.ludoStart || null")
        return figures
    finally:
        context.close()


def our_bytes(files: list[dict], ready: float) -> tuple[int, list[tuple[str, int]], list[tuple[str, int]]]:
    """Our files' bytes asked for before the page was ready (the runtime's aside), those files,
    and those asked for after it (the second game's code, fetched once the page is ready)."""
    ours = [(f["url"].split("/", 3)[-1] or "(page)", f["bytes"], f.get("start", 0.0)) for f in files
            if "/runtime/" not in f["url"]]
    before = [(name, size) for name, size, start in ours if start <= ready]
    after = [(name, size) for name, size, start in ours if start > ready]
    return sum(size for _, size in before), before, after


def twice(requests: list[str]) -> list[str]:
    """The files (query and fragment aside) a load fetched more than once."""
    counts = Counter(url.split("#")[0].split("?")[0] for url in requests)
    return sorted(url.rsplit("/", 2)[-1] for url, n in counts.items() if n > 1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--path", default="?speed=0", help="query of the page (default ?speed=0)")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    dist = build.build(quiet=True)
    bare = bare_site()
    servers = [build.serve(d, 0, quiet=True, background=True) for d in (dist, bare)]
    page_url, bare_url = (f"http://127.0.0.1:{s.server_address[1]}/" for s in servers)
    page_runs, bare_runs, warm_runs, plain_runs = [], [], [], []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            load(browser, bare_url)  # warm the browser process itself, not measured
            for _ in range(args.runs):
                bare_runs.append(load(browser, bare_url))
                page_runs.append(load(browser, page_url + args.path))
            for _ in range(args.runs):
                warm_runs.append(load(browser, page_url + args.path, warm=True))
                plain_runs.append(load(browser, page_url + args.path, warm=True, snapshot=False))
            browser.close()
    finally:
        for server in servers:
            server.shutdown()

    def med(runs, key):
        return statistics.median(r[key] for r in runs)
    # The probe sees the board in an animation frame, just before that frame is
    # painted; the first paint is the first contentful paint. So the board is on
    # screen at the later of the two.
    for run in page_runs:
        run["board_paint"] = max(run["board"], run["fcp"] or 0)
    for run in page_runs + bare_runs:
        run["bytes"] = sum(f["bytes"] for f in run["files"])
    board = med(page_runs, "board_paint")
    fcp = med(page_runs, "fcp")
    ready, bare_ready, warm = med(page_runs, "ready"), med(bare_runs, "ready"), med(warm_runs, "ready")
    plain = med(plain_runs, "ready")
    restored = sum(1 for r in warm_runs if (r["start"] or {}).get("from") == "snapshot")
    total, ours, later = our_bytes(page_runs[-1]["files"], page_runs[-1]["ready"])
    ratio, warm_ratio = ready / bare_ready, warm / bare_ready
    cold_bytes, bare_bytes = med(page_runs, "bytes"), med(bare_runs, "bytes")

    def verdict(ok: bool) -> str:
        return "ok" if ok else "MISSED"

    print(f"start-up of dist/ vs a bare PyScript page of the unmodified npm packages, median of "
          f"{args.runs} cold loads each, alternating (headless Chromium, 127.0.0.1)")
    print(f"  board painted      {board:7.0f} ms  (first contentful paint {fcp:.0f} ms)  "
          f"target < {TARGET_PAINT_MS} ms: {verdict(board < TARGET_PAINT_MS)}")
    print(f"  ready (can act)    {ready:7.0f} ms  bare page ready {bare_ready:.0f} ms  "
          f"ratio {ratio:.3f}  target <= {TARGET_READY_RATIO}: {verdict(ratio <= TARGET_READY_RATIO)}")
    print(f"  warm visit ready   {warm:7.0f} ms  (second visit, service worker)  ratio to the "
          f"bare page's cold ready {warm_ratio:.3f}  target <= {TARGET_WARM_RATIO}: "
          f"{verdict(warm_ratio <= TARGET_WARM_RATIO)}")
    made = [r["made"] for r in warm_runs if r["made"]]
    print(f"      from the snapshot in {restored} of {len(warm_runs)}; interpreter up "
          f"{med(warm_runs, 'interpreter'):.0f} ms (loadPyodide "
          f"{statistics.median(r['start']['ms'] for r in warm_runs):.0f} ms, of which reading the "
          f"snapshot {statistics.median(r['start'].get('readMs', 0) for r in warm_runs):.0f} ms); "
          f"without the snapshot: ready {plain:.0f} ms (ratio {plain / bare_ready:.3f}), interpreter "
          f"{med(plain_runs, 'interpreter'):.0f} ms")
    if made:
        print(f"      the snapshot: {made[0].get('snapshotBytes', 0) / 1e6:.1f} MB, "
              f"{made[0].get('snapshotModules')} modules imported, made in "
              f"{statistics.median(m.get('snapshotMs', 0) for m in made):.0f} ms by the worker, "
              f"{made[0].get('snapshot')}")
    ours_ms = statistics.median(r["ready"] - r["interpreter"] for r in page_runs)
    bare_ms = statistics.median(r["ready"] - r["interpreter"] for r in bare_runs)
    files_ms = statistics.median(r["files_done"] - r["interpreter"] for r in page_runs)
    interp, bare_interp = med(page_runs, "interpreter"), med(bare_runs, "interpreter")
    print(f"  interpreter up     {interp:7.0f} ms  bare page {bare_interp:.0f} ms; after it: page "
          f"{ours_ms:.0f} ms (app.zip unpacked in {files_ms:.0f} ms, then our Python), bare page "
          f"{bare_ms:.0f} ms")
    print(f"  our bytes          {total / 1024:7.1f} KB  target < {TARGET_OUR_BYTES // 1024} KB: "
          f"{verdict(total < TARGET_OUR_BYTES)}")
    for name, size in sorted(ours, key=lambda item: -item[1]):
        print(f"      {size / 1024:7.1f} KB  {name}")
    for name, size in sorted(later, key=lambda item: -item[1]):
        print(f"      {size / 1024:7.1f} KB  {name}  (asked for after ready: not counted)")
    doubles = sorted({name for run in page_runs + warm_runs for name in twice(run["requests"])})
    print(f"  cold-visit bytes   {cold_bytes / 1024:7.0f} KB  bare page {bare_bytes / 1024:.0f} KB  "
          f"target: no more: {verdict(cold_bytes <= bare_bytes)}; fetched twice: "
          f"{', '.join(doubles) or 'nothing'}")
    stdlib = (dist / "runtime" / "pyodide" / build.STDLIB_ZIP).stat().st_size
    npm_stdlib = (build.PYODIDE_DIR / build.STDLIB_ZIP).stat().st_size
    print(f"  python_stdlib.zip  {stdlib / 1024:7.0f} KB  of bytecode (npm: {npm_stdlib / 1024:.0f} KB "
          f"of source)")
    count, compile_ms, load_ms = bytecode_gain()
    print(f"  bytecode: the {count} modules on the start path compile from source in "
          f"{compile_ms:.0f} ms in Pyodide (Node.js), their bytecode loads in {load_ms:.0f} ms "
          f"(best of 7): shipping bytecode saves {compile_ms - load_ms:.0f} ms a start")
    print("  runs (board / ready ms, page | bare ready | page warm ready | warm, no snapshot):")
    for p, b, w, n in zip(page_runs, bare_runs, warm_runs, plain_runs, strict=True):
        print(f"      {p['board_paint']:6.0f} / {p['ready']:6.0f} (interpreter {p['interpreter']:.0f})"
              f"  |  {b['ready']:6.0f} (interpreter {b['interpreter']:.0f})"
              f"  |  {w['ready']:6.0f} (interpreter {w['interpreter']:.0f})"
              f"  |  {n['ready']:6.0f} (interpreter {n['interpreter']:.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
