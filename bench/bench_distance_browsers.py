"""A whole mensch game at a distance in four (or two) browsers (a benchmark, not a test:
prints figures, exits 0 when the game ended the same everywhere, 1 otherwise).

    python3 bench/bench_distance_browsers.py [--players 4|2] [--motion]

Builds the site into a temporary folder, serves it on 127.0.0.1 and opens distance.html in
four (two) contexts of headless Chromium (/usr/bin/chromium), each its own storage, as the
people's browsers. Anna's page makes the game; every link a page shows goes to the browser of
the seat it names, which plays its turn (throw, first move offered) and shows the next links
(the drivers of tests/test_distance_four.py and tests/test_distance_browser.py, which the suite
runs for the first rounds only). At the end every browser must keep the same record, which the
engine replays to a finished game.

Printed: the links opened, the wall time of the game, and the median and slowest link (the
page reading it, the turn played, the next link shown). ``--motion``: the browsers do not ask
for reduced motion (the waiting pages then redraw their invitations frame after frame).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests", ROOT / "web" / "py"):
    sys.path.insert(0, str(path))

from conftest import CHROMIUM, CHROMIUM_ARGS, url_of  # noqa: E402  (after sys.path is set)
from test_distance_browser import create_two, open_distance, play_by_links, the_link  # noqa: E402  (after sys.path is set)
from test_distance_four import create_four, play_by_seat, records  # noqa: E402  (after sys.path is set)

import build  # noqa: E402  (after sys.path is set)
from ludo import api  # noqa: E402  (after sys.path is set)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, choices=(2, 4), default=4, help="browsers (people)")
    parser.add_argument("--motion", action="store_true", help="do not ask for reduced motion")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        out = build.build(Path(folder) / "dist", quiet=True)
        server = build.serve(out, 0, quiet=True, background=True)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                opened = [open_distance(browser, url_of(server), motion=args.motion) for _ in range(args.players)]
                pages = [page for _, page in opened]
                started = time.perf_counter()
                times: list[float] = []
                if args.players == 4:
                    create_four(pages[0])
                    play_by_seat(pages, times=times)
                else:
                    create_two(pages[0])
                    times.append(float(play_by_links({"a": pages[0], "b": pages[1]}, the_link(pages[0]), "b")))
                took = time.perf_counter() - started
                kept = records(pages)
                same = all(r == kept[0] for r in kept)
                done = api.replay(kept[0])
                over = api.result(done["positions"][-1]) is not None
                problems = [p for context, _ in opened for p in context.watch.problems()]
                browser.close()
        finally:
            server.shutdown()
    if args.players == 4:
        print(f"four browsers, mensch of four people{' (motion)' if args.motion else ''}: "
              f"{len(times)} links opened in {took:.1f} s; a link median {statistics.median(times) * 1000:.0f} ms, "
              f"slowest {max(times) * 1000:.0f} ms")
    else:
        links = int(times[0]) + 1
        print(f"two browsers, mensch of two people{' (motion)' if args.motion else ''}: {links} links opened "
              f"in {took:.1f} s, {took / links * 1000:.0f} ms a link")
    print(f"the same record in every browser: {same}; the engine replays it to its end: {over}; "
          f"page problems: {len(problems)}")
    for problem in problems[:5]:
        print("  ", problem)
    return 0 if same and over and not problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
