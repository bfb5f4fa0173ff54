"""Where a page's memory goes: Chromium's own memory dumps of its renderers (a diagnostic
for bench/bench_rules_page.py, not a test).

    python3 bench/memory_dump.py [--form elements|frames] [--lang en] [--at top|bottom|scroll] [--gc]

Builds the site (``--form frames``: with ``LUDO_RULES_FRAMES=1``), opens ``rules/<lang>.html``
in a fresh headless Chromium, waits for its boards (``--at scroll``: scrolls the page as the
bench's reader, 500 px every 2.5 s), then asks for a detailed memory dump (DevTools protocol
``Tracing.requestMemoryDump``, category ``disabled-by-default-memory-infra``) and prints, for
each renderer, the PSS of its process and the size of each of Chromium's allocators
(``v8``, ``blink_gc``, ``partition_alloc``, ``malloc``, ...) and their largest parts.
``--gc`` forces a garbage collection first (HeapProfiler.collectGarbage).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "bench")]

from bench_links import CHROMIUM, browser_pids, renderer_pss_mb  # noqa: E402  (after sys.path is set)
from bench_rules_page import ARGS, VIEWPORT, build_form  # noqa: E402  (after sys.path is set)

import build  # noqa: E402  (after sys.path is set)


def size(node: dict) -> int:
    value = node.get("attrs", {}).get("size", {}).get("value")
    return int(value, 16) if value else 0


def dump(browser, page) -> list[dict]:
    """One detailed memory dump of every process: [{pid, allocators}]."""
    cdp = browser.new_browser_cdp_session()
    events: list = []
    done = []
    cdp.on("Tracing.dataCollected", lambda e: events.extend(e["value"]))
    cdp.on("Tracing.tracingComplete", lambda e: done.append(1))
    cdp.send("Tracing.start", {"traceConfig": {
        "includedCategories": ["disabled-by-default-memory-infra"], "excludedCategories": ["*"],
        "memoryDumpConfig": {"triggers": []}}, "transferMode": "ReportEvents"})
    cdp.send("Tracing.requestMemoryDump", {"deterministic": True, "levelOfDetail": "detailed"})
    cdp.send("Tracing.end")
    deadline = time.time() + 30
    while not done and time.time() < deadline:
        page.wait_for_timeout(100)   # (events reach a sync session only while it waits)
    out = []
    for e in events:
        if e.get("ph") == "v":
            dumps = e.get("args", {}).get("dumps", {})
            if "allocators" in dumps:
                out.append({"pid": e["pid"], "allocators": dumps["allocators"],
                            "totals": dumps.get("process_totals", {})})
    return out


def smaps(pid: int, top: int = 8) -> list[tuple[str, float]]:
    """The largest mappings of a process by PSS (MB): a file's name, or the anonymous
    mapping's virtual size (the interpreter's WebAssembly memory is a reservation of some GB)."""
    out: dict[str, float] = {}
    name = None
    try:
        lines = Path(f"/proc/{pid}/smaps").read_text().splitlines()
    except OSError:
        return []
    for line in lines:
        head = line.split()
        if head and "-" in head[0] and len(head) >= 5 and ":" not in head[0]:
            lo, hi = (int(x, 16) for x in head[0].split("-"))
            name = head[5] if len(head) > 5 else f"[anon {(hi - lo) / 2**20:.0f} MiB]"
            if name.startswith("/"):
                name = name.rsplit("/", 1)[-1]
        elif head and head[0] == "Pss:" and name:
            out[name] = out.get(name, 0.0) + int(head[1]) / 1024
    return sorted(out.items(), key=lambda kv: -kv[1])[:top]


def renderer_pss_of(pid: int) -> float:
    try:
        return next(int(x.split()[1]) for x in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()
                    if x.startswith("Pss:")) / 1024
    except (OSError, StopIteration):
        return 0.0


def report(dumps: list[dict], depth: int = 2, least_mb: float = 0.5) -> None:
    for d in dumps:
        allocators = d["allocators"]
        tops = {name: size(node) for name, node in allocators.items() if "/" not in name}
        total = sum(v for k, v in tops.items() if k not in ("tracing", "global", "shared_memory",
                                                               "discardable", "sharedimagemanager"))
        rss = int(d["totals"].get("resident_set_bytes", "0"), 16) if d["totals"] else 0
        if total < 20e6:
            continue
        print(f"\n-- process {d['pid']}: resident {rss / 1e6:.0f} MB, allocators {total / 1e6:.0f} MB")
        try:
            kind = next((a for a in Path(f"/proc/{d['pid']}/cmdline").read_bytes().split(b"\0")
                         if a.startswith(b"--type=") or a == b"--top-chrome-webui"), b"browser").decode()
        except OSError:
            kind = "?"
        print(f"  {kind}, PSS {renderer_pss_of(d['pid']):.0f} MB")
        print("  largest mappings (PSS): " + ", ".join(f"{n} {mb:.1f}" for n, mb in smaps(d["pid"])))
        for name, value in sorted(tops.items(), key=lambda kv: -kv[1]):
            if value < least_mb * 1e6:
                continue
            print(f"  {name:<40} {value / 1e6:8.1f} MB")
            kids = [(k, size(v)) for k, v in allocators.items()
                    if k.startswith(name + "/") and k.count("/") < depth + 1 and size(v) >= least_mb * 1e6]
            for k, v in sorted(kids, key=lambda kv: -kv[1])[:12]:
                print(f"      {k:<52} {v / 1e6:8.1f} MB")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--form", default="elements", choices=("elements", "frames"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--at", default="top", choices=("top", "bottom", "scroll"))
    parser.add_argument("--gc", action="store_true")
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--page", default=None, help="another page of the site than rules/<lang>.html")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds before the dump (5)")
    parser.add_argument("--every", type=int, default=5, help="print a sample of this many (0.1 s each)")
    parser.add_argument("--flag", action="append", default=[], help="a Chromium switch more (diagnosis)")
    parser.add_argument("--ready", default="document.querySelector('ludo-board[data-ludo=ready], iframe')",
                        help="what to wait for in the page before the wait (a JS expression)")
    parser.add_argument("--curve", action="store_true", help="print the renderers' PSS over time")
    parser.add_argument("--ps", action="store_true", help="list the browser's processes")
    parser.add_argument("--site", help="a site built already (else this tree is built)")
    parser.add_argument("--json", help="write the raw dumps here")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        site = Path(args.site) if args.site else build_form(Path(folder) / "site", args.form == "frames")
        server = build.serve(site, 0, quiet=True, background=True)
        try:
            with sync_playwright() as p:
                before = browser_pids()
                browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS + args.flag)
                pid = (browser_pids() - before).pop()
                context = browser.new_context(viewport=VIEWPORT)
                context.add_init_script("window.LUDO_SNAPSHOT = false;")
                page = context.new_page()
                path = args.page or f"rules/{args.lang}.html"
                import threading
                curve = []
                t0 = time.time()
                stop = threading.Event()

                def sample():
                    while not stop.is_set():
                        curve.append((time.time() - t0, renderer_pss_mb(pid)))
                        time.sleep(0.1)
                threading.Thread(target=sample, daemon=True).start()
                page.goto(f"http://127.0.0.1:{server.server_address[1]}/{path}")
                page.wait_for_function(args.ready, timeout=60000)
                ready_at = time.time() - t0
                time.sleep(args.wait)
                if args.at == "scroll":
                    while not page.evaluate("""() => { window.scrollBy(0, 500);
                            return scrollY + innerHeight >= document.documentElement.scrollHeight - 1; }"""):
                        for _ in range(25):
                            time.sleep(0.1)
                elif args.at == "bottom":
                    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
                if args.at != "top":
                    time.sleep(args.wait)
                if args.curve:
                    print("memory (s: MB): " + ", ".join(f"{t:.1f}: {mb:.0f}" for t, mb in curve[::args.every]))
                    stop.set()
                    top = max(curve, key=lambda c: c[1])
                    print(f"first board ready at {ready_at:.1f} s")
                    print(f"peak {top[1]:.0f} MB at {top[0]:.1f} s")
                if args.gc:
                    cdp = context.new_cdp_session(page)
                    cdp.send("HeapProfiler.enable")
                    cdp.send("HeapProfiler.collectGarbage")
                    time.sleep(1)
                print(f"renderers' PSS now {renderer_pss_mb(pid):.0f} MB" )
                if args.ps:
                    import subprocess
                    for line in subprocess.run(["ps", "-e", "-o", "pid=,args="], capture_output=True,
                                               text=True).stdout.splitlines():
                        if "--type=renderer" in line:
                            words = line.split()
                            keep = [w for w in words[1:] if w.startswith(("--renderer-client-id", "--top-chrome",
                                                                         "--extension", "--type"))]
                            print(f"  renderer {words[0]}: PSS {renderer_pss_of(int(words[0])):.0f} MB {' '.join(keep)}")
                dumps = dump(browser, page)
                if args.json:
                    Path(args.json).write_text(json.dumps(dumps))
                report(dumps, args.depth)
                browser.close()
        finally:
            server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
