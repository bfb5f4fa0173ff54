"""What distance.html's own Python does per link, as a game grows (a benchmark, not a test:
prints figures, exits 0).

    python3 bench/bench_distance_page.py [--players 4] [--links 300] [--seed 3]

A game is played by links in CPython as the tests play it (tests/remote_helpers.py: one
:class:`ludo.remote.match.Match` per browser, random moves, Ed25519 signatures); every
link a browser receives also goes through the page's path, twice side by side:

- **page**: what distance.html does now -- ``take_link`` on the browser's
  :class:`~ludoview.remote.store.DistanceStore` (the game it kept is given back, not
  replayed), the story of the record (:class:`~ludoview.remote.story.Story`: only the new
  actions replayed) and the write of the game;
- **whole**: the same with a fresh store and a fresh story each link, as the page did
  before: the kept game parsed and replayed, the record replayed and said whole.

It prints the milliseconds per link of each (median and last tenth of the game, where
the record is longest) and their ratio; the page must stay flat while the whole one grows.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests", ROOT / "web" / "py"):
    sys.path.insert(0, str(path))

from remote_helpers import setup, signer  # noqa: E402  (after sys.path is set)

from ludo.remote import link  # noqa: E402  (after sys.path is set)
from ludoview.core.saves import MemoryStorage  # noqa: E402  (after sys.path is set)
from ludoview.remote.store import DistanceStore, take_link  # noqa: E402  (after sys.path is set)
from ludoview.remote.story import Story  # noqa: E402  (after sys.path is set)


class Browser:
    """One browser's page path: its storage, store and story (``fresh``: new ones each link)."""

    def __init__(self, sign, fresh: bool) -> None:
        self.sign, self.fresh = sign, fresh
        self.storage = MemoryStorage(quota=10**9)
        self.store, self.story = DistanceStore(self.storage, sign), Story()

    def keep(self, match) -> None:
        """The browser's own moves kept, as the page keeps them after each action."""
        self.store.save(match, 0, self.store.version(match.game_id))

    def receive(self, text: str, lang: str = "en") -> float:
        if self.fresh:
            self.store, self.story = DistanceStore(self.storage, self.sign), Story()
        start = time.perf_counter()
        match, seen, kept, changed = take_link(self.store, text)
        lines = self.story.lines(match.record(), lang)
        self.story.replay(match.record())             # (the page draws from it once more)
        self.store.save(match, len(lines), kept.version if kept is not None else None)
        return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--links", type=int, default=300, help="links received (then it stops)")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    sign = signer()
    pages, _ = setup("mensch", ["me"] + ["far"] * (args.players - 1), sign=sign)
    rng = random.Random(args.seed)
    browsers = list({id(m): m for m in pages.values()}.values())
    paths = {kind: {id(m): Browser(sign, kind == "whole") for m in browsers} for kind in ("page", "whole")}
    for kind in paths:                               # each browser's storage holds its game
        for m in browsers:
            paths[kind][id(m)].keep(m)
    times: dict[str, list[float]] = {"page": [], "whole": []}
    while len(times["page"]) < args.links and not all(m.over() for m in browsers):
        for m in browsers:
            m.run_local(lambda seat, legal: rng.choice(legal), persons=True)
            for kind in paths:
                paths[kind][id(m)].keep(m)
            for seat in link.outbox(m):
                target = pages[seat]
                if (m.over() and target.over()) or len(times["page"]) >= args.links:
                    continue
                text = link.make(m, seat)
                for kind in ("page", "whole"):
                    times[kind].append(paths[kind][id(target)].receive(text))
                link.merge(target, link.decode(text))
    n = len(times["page"])
    tail = max(1, n // 10)
    print(f"mensch, {args.players} browsers: {n} links received, "
          f"{len(browsers[0].record()['turns'])} turns at the end (CPython)")
    for kind in ("page", "whole"):
        spent = times[kind]
        print(f"  {kind:5s}: median {1000 * statistics.median(spent):7.1f} ms a link, "
              f"last tenth {1000 * statistics.mean(spent[-tail:]):7.1f} ms, all {sum(spent):6.1f} s")
    print(f"  the page's path takes {sum(times['page']) / sum(times['whole']):.0%} of the whole replays' time "
          f"({sum(times['whole']) / sum(times['page']):.1f}x faster); goal: flat as the game grows")


if __name__ == "__main__":
    main()
