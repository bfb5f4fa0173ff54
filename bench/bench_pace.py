"""How long a person waits for three computers: a round of mensch in the real page (a
benchmark, not a test: prints figures, exits 0).

    python3 bench/bench_pace.py [--rounds 20] [--paces 1,0]

Builds the site into a temporary folder, serves it on 127.0.0.1 and opens the main page in
headless Chromium (/usr/bin/chromium) with four players: a person (Red) and three computers
(hard, medium, easy). The person throws and plays their first listed move (a single possible
move plays itself, the page's default); the page marks when each of the person's turns ends
(the board's turn leaves Red) and when it comes back (Red to throw), with its own clock. A
round is the time between the two: what the three computers' turns take, their pauses, walks
and thinking, the drawing included. Printed per pace (1: normal, 0: instant; the URL's
``speed``): the median, mean and longest round, and how many rounds were within the goal.

Goal (issue 35): a round of three computers within 1.5 s at the normal pace. The machine may
be loaded by other work (the thinking and drawing then grow): run it when it is quiet.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (after sys.path is set)

GOAL_S = 1.5
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
#: The page's own clock: when each of Red's turns ended and came back.
WATCH = """(() => { const marks = window.__rounds = []; let left = null;
  const board = document.getElementById('board');
  new MutationObserver(() => {
    const turn = board.dataset.turn, phase = board.dataset.phase;
    if (turn !== '0' && left === null) { left = performance.now(); }
    if (turn === '0' && phase === 'roll' && left !== null) { marks.push(performance.now() - left); left = null; }
  }).observe(board, {attributes: true, attributeFilter: ['data-turn', 'data-phase']}); })();"""
#: What changes when the person's action has been drawn: the position, the throw, the turn.
SEEN = """() => { const b = document.getElementById('board');
  return [b.dataset.position, b.dataset.roll, b.dataset.turn, b.dataset.phase].join('|'); }"""
ACT = """() => { const move = document.querySelector('#move-list button');
  const board = document.getElementById('board'), die = document.getElementById('die');
  if (board.dataset.phase === 'choose' && move) { move.click(); }
  if (!die.disabled && (board.dataset.phase !== 'choose' || !move || die.getAttribute('aria-label').startsWith('Play'))) {
    die.click(); } }"""
STATE = """() => { const b = document.getElementById('board');
  return {end: document.getElementById('end').open, phase: b.dataset.phase, turn: b.dataset.turn,
          die: !document.getElementById('die').disabled}; }"""


def rounds_at(browser, url: str, pace: float, rounds: int) -> list[float]:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(f"{url}?lang=en&seed=bench-pace&speed={pace:g}")
    page.wait_for_selector("html[data-ludo=ready]", timeout=120_000)
    page.wait_for_selector("#setup[open]")
    page.check("#count-4")
    for corner, kind in zip((0, 1, 2, 3), ("human", "hard", "medium", "easy"), strict=True):
        page.select_option(f"#seat-{corner}", kind)
    page.click("#setup-start")
    page.evaluate(WATCH)
    while page.evaluate("window.__rounds.length") < rounds:
        page.wait_for_function("""() => document.getElementById('end').open
            || (!document.getElementById('die').disabled && document.getElementById('board').dataset.turn === '0')""",
                               timeout=60_000)
        state = page.evaluate(STATE)
        if state["end"]:
            break
        before = page.evaluate(SEEN)
        # the die throws (or passes a throw with no move), else the first listed move is played (a
        # move's first tap may only pick it: the die then plays it); an input right after the
        # person's last action is ignored by the page (stale_input), so it is tried again
        for _ in range(120):
            page.evaluate(ACT)
            try:
                page.wait_for_function(f"() => ({SEEN})() !== {before!r}", timeout=500)   # the action was drawn
                break
            except PlaywrightTimeout:
                continue
    seconds = [ms / 1000 for ms in page.evaluate("window.__rounds")]
    page.close()
    return seconds[:rounds]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--paces", default="1,0", help="the URL's speed values, comma-separated")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with build.built_and_served() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        print(f"mensch, a person and three computers (hard, medium, easy); {args.rounds} rounds a pace")
        print(f"{'pace':>6} {'median s':>9} {'mean s':>7} {'longest s':>10} {'within ' + str(GOAL_S) + ' s':>14}")
        for pace in (float(p) for p in args.paces.split(",")):
            seconds = rounds_at(browser, url, pace, args.rounds)
            within = sum(1 for s in seconds if s <= GOAL_S)
            print(f"{pace:>6g} {statistics.median(seconds):>9.2f} {statistics.mean(seconds):>7.2f} "
                  f"{max(seconds):>10.2f} {within:>9}/{len(seconds)}")
        browser.close()
    print(f"goal: a round of three computers within {GOAL_S} s at pace 1 (the median)")


if __name__ == "__main__":
    main()
