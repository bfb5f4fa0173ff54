"""The saved start (web/start.mjs, web/snapshot.mjs): a visit after the first starts
from a memory snapshot of the interpreter, made once in the background on the first.

The browser tests run in a context of their own that allows it (the others' contexts
turn it off, tests/conftest.py); the hash test runs CPython.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from conftest import new_watched_context

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# a demo board with no seed: its game's seed, hence its dice, come from Python's `random`
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>snapshot</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body><ludo-board id="demo" mode="demo" players="4" speed="0.05" lang="en"></ludo-board></body></html>
"""
LISTEN = ("globalThis.LUDO_SNAPSHOT_DELAY_MS = 0; window.__rolls = [];"
          "document.addEventListener('ludo:roll', e => window.__rolls.push(e.detail.roll));")
ROLLS = 10


@pytest.fixture
def context(browser):
    context = new_watched_context(browser, snapshot=True)
    context.add_init_script(LISTEN)
    yield context
    problems = context.watch.problems()
    context.close()
    if problems:
        pytest.fail("the page misbehaved:\n  " + "\n  ".join(problems[:20]))


def visit(context, url: str) -> tuple[dict, list]:
    """Open ``url`` in a new page of ``context``; its start and its first rolls."""
    page = context.new_page()
    page.set_default_timeout(60_000)
    page.goto(url)
    page.wait_for_selector("#demo[data-ludo=ready]", state="attached")
    page.wait_for_function(f"window.__rolls.length >= {ROLLS}")
    start = page.evaluate("({...window.ludoStart})")
    rolls = page.evaluate("window.__rolls")[:ROLLS]
    return page, start, rolls


@pytest.mark.browser
def test_later_visits_start_from_the_snapshot_and_throw_other_dice(context, site_url, test_pages):
    url = site_url + test_pages("snapshot.html", PAGE)
    first, start, first_rolls = visit(context, url)
    assert start["from"] == "fresh"
    first.wait_for_function("window.ludoStart.snapshot !== 'making' && window.ludoStart.snapshot !== null")
    made = first.evaluate("({...window.ludoStart})")
    assert made["snapshot"] == "saved", made
    imported, asked = made["snapshotModules"]
    assert imported == asked and asked > 50, made   # the engine's and the library's modules
    first.close()

    second, start2, rolls2 = visit(context, url)
    third, start3, rolls3 = visit(context, url)
    assert start2["from"] == start3["from"] == "snapshot"
    # one snapshot, yet each start reseeded from crypto: three different games
    assert len({tuple(first_rolls), tuple(rolls2), tuple(rolls3)}) == 3, (first_rolls, rolls2, rolls3)
    # the restored interpreter has the engine already imported, and plays on
    before = len(second.evaluate("window.__rolls"))
    second.wait_for_function(f"window.__rolls.length > {before + 3}")


@pytest.mark.browser
def test_a_broken_snapshot_is_dropped_and_the_page_starts_afresh(context, site_url, test_pages):
    url = site_url + test_pages("snapshot.html", PAGE)
    page = context.new_page()
    page.goto(url)
    names = page.evaluate("import('../start.mjs').then(m => [m.CACHE, m.KEY])")
    page.evaluate("([c, k]) => caches.open(c).then(s => s.put(k, new Response(new Uint8Array(4096))))", names)
    page.close()
    page, start, _ = visit(context, url)
    assert start["from"] == "fresh"                       # refused (a wrong magic number), then started
    assert not page.evaluate("([c, k]) => caches.open(c).then(s => s.match(k)).then(r => !!r && r.headers"
                             ".get('content-type') === null)", names)


@pytest.mark.browser
def test_a_snapshot_altered_in_its_last_megabyte_is_not_used(context, site_url, test_pages):
    """Issue 34: a saved start altered near its end was used without notice; its bytes are
    now checked against the SHA-256 kept beside it."""
    url = site_url + test_pages("snapshot.html", PAGE)
    first, start, _ = visit(context, url)
    first.wait_for_function("window.ludoStart.snapshot !== 'making' && window.ludoStart.snapshot !== null")
    assert first.evaluate("window.ludoStart.snapshot") == "saved"
    names = first.evaluate("import('../start.mjs').then(m => [m.CACHE, m.KEY])")
    size = first.evaluate("""async ([c, k]) => { const s = await caches.open(c); const r = await s.match(k);
        const bytes = new Uint8Array(await r.arrayBuffer());
        for (let i = bytes.length - 1000000; i < bytes.length; i += 4099) { bytes[i] ^= 0x5a; }
        await s.put(k, new Response(bytes, {headers: r.headers})); return bytes.length; }""", names)
    assert size > 2_000_000
    first.close()
    page, start, _ = visit(context, url)
    assert start["from"] == "fresh" and start["rejected"] == "hash", start
    page.wait_for_function("window.ludoStart.snapshot !== 'making' && window.ludoStart.snapshot !== null")
    page.close()
    _, start, _ = visit(context, url)     # a new one was made, whole: used
    assert start["from"] == "snapshot", start


# --- the string hash seed: frozen in a snapshot, and nothing of a game depends on it ---

def _run(seed: str, code: str) -> dict:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": ROOT}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         cwd=ROOT, timeout=300, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


PLAY_GAMES = r"""
import json
from ludo.mensch.arena import record_game as mensch_game
from ludo.colonne.arena import record_game as colonne_game
from ludo.colonne.ai import LEVELS as COLONNE
from ludo.mensch.ai import LEVELS as MENSCH

games = [mensch_game([level] * 4, seed=seed) for seed in (3, 4) for level in MENSCH]
games += [colonne_game([level, level], seed=seed) for seed in (3, 4) for level in COLONNE]
print(json.dumps({"hash": hash("ludo-hash"), "games": games}))
"""


def test_games_do_not_depend_on_the_hash_seed():
    """A snapshot fixes PYTHONHASHSEED for every start made from it (Python cannot change
    it after its start). Whole games of computer players, for both games, are the same
    under two hash seeds: set and dict order by hash never reach the dice or the moves."""
    one, two = _run("1", PLAY_GAMES), _run("2", PLAY_GAMES)
    assert one["hash"] != two["hash"]        # the seeds do differ
    assert one["games"] == two["games"]
