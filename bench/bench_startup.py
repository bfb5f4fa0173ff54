"""Start-up figures of the page (a benchmark, not a test: prints, exits 0).

    python3 bench/bench_startup.py [--runs 5] [--path "?speed=0"]

Builds dist/, and beside it a bare PyScript page on the very same vendored
runtime whose Python only prints "ready". Both are served on 127.0.0.1 and
loaded cold (a fresh browser context each run: empty HTTP cache, no service
worker) in one headless Chromium, alternating, and the medians are printed:

- board painted: the first paint with the board SVG (drawn into the HTML at
  build time) on screen, from navigation start; target < 300 ms;
- ready: ``html[data-ludo=ready]`` (a human can act) for the page,
  ``print("ready")`` done for the bare page; target: page <= 1.15 x bare;
- our bytes: everything the page transferred until ready that is not the
  Pyodide/PyScript runtime (``runtime/``); target < 400 KB;
- bytecode: what loading the start path's bytecode instead of compiling its
  sources saves, measured in the vendored Pyodide under Node.js.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

TARGET_PAINT_MS = 300
TARGET_READY_RATIO = 1.15
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
    url: e.name, bytes: e.transferSize || e.encodedBodySize || 0 }));
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


def bare_site(dist: Path) -> Path:
    """A folder with the bare page and a copy of dist/'s runtime."""
    bare = ROOT / ".bench" / "bare"
    if bare.exists():
        shutil.rmtree(bare)
    shutil.copytree(dist / "runtime", bare / "runtime")
    (bare / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    return bare


def load(browser, url: str, ready_ms: int = 120_000, tries: int = 2) -> dict:
    """One cold load; a crashed renderer (it happens on a starved machine) is retried."""
    from playwright.sync_api import Error

    for attempt in range(tries):
        try:
            return _load(browser, url, ready_ms)
        except Error as error:
            if attempt + 1 == tries or "crashed" not in str(error):
                raise
            print(f"  (renderer crashed, load repeated: {error})", file=sys.stderr)
    raise AssertionError("unreachable")


def _load(browser, url: str, ready_ms: int) -> dict:
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.add_init_script(PROBE)
        page.goto(url)
        page.wait_for_function("performance.getEntriesByName('bench-ready').length > 0",
                               timeout=ready_ms)
        page.wait_for_timeout(300)  # late requests of the start (translations, styles)
        return page.evaluate(FIGURES)
    finally:
        context.close()


def our_bytes(files: list[dict]) -> tuple[int, list[tuple[str, int]]]:
    ours = [(f["url"].split("/", 3)[-1] or "(page)", f["bytes"]) for f in files
            if "/runtime/" not in f["url"]]
    return sum(b for _, b in ours), ours


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--path", default="?speed=0", help="query of the page (default ?speed=0)")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    dist = build.build(quiet=True)
    bare = bare_site(dist)
    servers = [build.serve(d, 0, quiet=True, background=True) for d in (dist, bare)]
    page_url, bare_url = (f"http://127.0.0.1:{s.server_address[1]}/" for s in servers)
    page_runs, bare_runs = [], []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            load(browser, bare_url)  # warm the browser process itself, not measured
            for _ in range(args.runs):
                bare_runs.append(load(browser, bare_url))
                page_runs.append(load(browser, page_url + args.path))
            browser.close()
    finally:
        for server in servers:
            server.shutdown()

    med = lambda runs, key: statistics.median(r[key] for r in runs)  # noqa: E731
    # The probe sees the board in an animation frame, just before that frame is
    # painted; the first paint is the first contentful paint. So the board is on
    # screen at the later of the two.
    for run in page_runs:
        run["board_paint"] = max(run["board"], run["fcp"] or 0)
    board = med(page_runs, "board_paint")
    fcp = med(page_runs, "fcp")
    ready, bare_ready = med(page_runs, "ready"), med(bare_runs, "ready")
    total, ours = our_bytes(page_runs[-1]["files"])
    ratio = ready / bare_ready

    def verdict(ok: bool) -> str:
        return "ok" if ok else "MISSED"

    print(f"start-up of dist/ vs a bare PyScript page, median of {args.runs} cold loads each "
          f"(headless Chromium, 127.0.0.1)")
    print(f"  board painted      {board:7.0f} ms  (first contentful paint {fcp:.0f} ms)  "
          f"target < {TARGET_PAINT_MS} ms: {verdict(board < TARGET_PAINT_MS)}")
    print(f"  ready (can act)    {ready:7.0f} ms  bare page ready {bare_ready:.0f} ms  "
          f"ratio {ratio:.3f}  target <= {TARGET_READY_RATIO}: {verdict(ratio <= TARGET_READY_RATIO)}")
    ours_ms = statistics.median(r["ready"] - r["interpreter"] for r in page_runs)
    bare_ms = statistics.median(r["ready"] - r["interpreter"] for r in bare_runs)
    files_ms = statistics.median(r["files_done"] - r["interpreter"] for r in page_runs)
    interp = statistics.median(r["interpreter"] for r in bare_runs)
    print(f"  after the interpreter is up: page {ours_ms:.0f} ms (app.zip unpacked in "
          f"{files_ms:.0f} ms, then our Python), bare page {bare_ms:.0f} ms; interpreter up "
          f"at {interp:.0f} ms (bare)")
    print(f"  => ratio from the medians of the parts: "
          f"{(interp + ours_ms) / (interp + bare_ms):.3f}")
    print(f"  our bytes          {total / 1024:7.1f} KB  target < {TARGET_OUR_BYTES // 1024} KB: "
          f"{verdict(total < TARGET_OUR_BYTES)}")
    for name, size in sorted(ours, key=lambda item: -item[1]):
        print(f"      {size / 1024:7.1f} KB  {name}")
    count, compile_ms, load_ms = bytecode_gain()
    print(f"  bytecode: the {count} modules on the start path compile from source in "
          f"{compile_ms:.0f} ms in Pyodide (Node.js), their bytecode loads in {load_ms:.0f} ms "
          f"(best of 7): shipping bytecode saves {compile_ms - load_ms:.0f} ms a start")
    print("  runs (board / ready ms, page | bare ready):")
    for p, b in zip(page_runs, bare_runs):
        print(f"      {p['board_paint']:6.0f} / {p['ready']:6.0f} (interpreter {p['interpreter']:.0f})"
              f"  |  {b['ready']:6.0f} (interpreter {b['interpreter']:.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
