"""Where the test suite's CPU goes: each test's CPU time, its Chromium and Node included,
and how many Pyodide interpreters it started (a benchmark's tool, not a test).

A pytest plugin and a report. Run the suite with the plugin (as root: it makes a cgroup)::

    PYTHONPATH=bench .venv/bin/python -m pytest -p suite_cpu -n 3 --dist loadfile \\
        --no-loadscope-reorder -q
    .venv/bin/python bench/suite_cpu.py [FOLDER] [--top 40]

Why a cgroup: a worker's Chromium renderers are not its descendants once forked (the
zygote's children are re-parented), so a walk of the worker's process tree misses the
pages' own work. Each xdist worker puts itself into a cgroup of its own
(``/sys/fs/cgroup/cpuacct/ludo-<worker>``, cgroup v1's cpuacct; every process it starts
stays in it, re-parented or not), and a test's CPU is that cgroup's account after the
test minus before. A page's start is counted where the test's server hands out
``pyodide.asm.wasm`` (a fresh browser context always fetches it). Where there is no
cgroup to make (not root, cgroup v2 only), the figures are the worker's own CPU.

Each worker writes ``FOLDER/<worker>.json`` (default ``/tmp/suite-cpu``; env
``SUITE_CPU_OUT``) as it goes; the report sums them per file and lists the costliest
tests. Figures of 7 December 2026, late (2 cores; a helper's work beside it): about
1,230 s of CPU in the workers, of which about 1,020 s in the tests that start a page (some
420 starts, 1.6 s of CPU each: the renderer 1.05 s, the browser process 0.27 s, the network,
GPU and the test's Python 0.3 s). (The day before it counted each start twice: the site's
service worker fetched pyodide.asm.wasm too; the tests' pages now run without it.)
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import defaultdict
from pathlib import Path

OUT = Path(os.environ.get("SUITE_CPU_OUT", "/tmp/suite-cpu"))
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
CGROUPS = Path("/sys/fs/cgroup/cpuacct")

_starts = [0]
_rows: list[dict] = []
_begun: dict[str, tuple[int, float, float]] = {}
_cgroup: Path | None = None
_active = [False]
_first = [0.0]


def _own_cgroup() -> Path | None:
    """This process (and all it starts) in a cgroup of its own; None where none can be made."""
    folder = CGROUPS / f"ludo-{WORKER}"
    try:
        folder.mkdir(exist_ok=True)
        (folder / "cgroup.procs").write_text(str(os.getpid()))
    except OSError:
        return None
    return folder


def _cpu() -> float:
    if _cgroup is not None:
        return int((_cgroup / "cpuacct.usage").read_text()) / 1e9
    return time.process_time()


def _write() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / f"{WORKER}.json").write_text(json.dumps({"rows": _rows, "cpu": _cpu() - _first[0],
                                                    "cgroup": _cgroup is not None}))


def pytest_configure(config) -> None:
    global _cgroup
    if WORKER == "main" and config.getoption("numprocesses", None):
        return                                    # the xdist controller: its workers measure
    import build

    serve_file = build._Handler.do_GET

    def do_GET(handler) -> None:                  # a page's Pyodide starting
        if handler.path.split("?", 1)[0].endswith("/pyodide.asm.wasm"):
            _starts[0] += 1
        serve_file(handler)

    build._Handler.do_GET = do_GET
    _cgroup = _own_cgroup()
    _first[0] = _cpu()
    _active[0] = True


def pytest_runtest_logstart(nodeid, location) -> None:
    if not _active[0]:
        return
    _begun[nodeid] = (_starts[0], time.time(), _cpu())


def pytest_runtest_logfinish(nodeid, location) -> None:
    if nodeid not in _begun:
        return
    starts, wall, cpu = _begun.pop(nodeid)
    _rows.append({"id": nodeid, "starts": _starts[0] - starts, "wall": round(time.time() - wall, 2),
                  "cpu": round(_cpu() - cpu, 2), "end": round(time.time(), 1)})
    if len(_rows) % 25 == 0:
        _write()


def pytest_sessionfinish(session) -> None:
    if _active[0]:
        _write()


def report(folder: Path, top: int) -> None:
    rows = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text())
        rows += data["rows"]
        print(f"{path.stem}: {len(data['rows'])} tests, {data['cpu']:.0f} s of CPU"
              + ("" if data["cgroup"] else " (its own process only: no cgroup)"))
    if not rows:
        raise SystemExit(f"no figures in {folder}")
    files: dict[str, list[float]] = defaultdict(lambda: [0, 0, 0.0, 0.0])
    for row in rows:
        total = files[row["id"].split("::")[0]]
        total[0] += 1
        total[1] += row["starts"]
        total[2] += row["cpu"]
        total[3] += row["wall"]
    cpu = sum(row["cpu"] for row in rows)
    paged = sum(row["cpu"] for row in rows if row["starts"])
    print(f"{len(rows)} tests, {cpu:.0f} s of CPU, {sum(r['starts'] for r in rows)} Pyodide starts; "
          f"the tests that start one: {paged:.0f} s")
    print(f"\n{'file':44} {'tests':>5} {'starts':>6} {'CPU s':>7} {'wall s':>7}")
    for name, (count, starts, spent, wall) in sorted(files.items(), key=lambda kv: -kv[1][2])[:top]:
        print(f"{name:44} {count:5d} {starts:6d} {spent:7.1f} {wall:7.1f}")
    print(f"\nthe {top} costliest tests (CPU s, Pyodide starts):")
    for row in sorted(rows, key=lambda r: -r["cpu"])[:top]:
        print(f"{row['cpu']:7.1f} {row['starts']:3d}  {row['id']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=OUT)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    report(args.folder, args.top)


if __name__ == "__main__":
    main()
