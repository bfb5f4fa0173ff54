"""The standard library the site ships holds every module its pages use.

``build.py`` ships Pyodide's standard library as bytecode, trimmed to what the
pages import plus a margin (``build.STDLIB_KEEP``). Here every page and mode runs
on the *whole* standard library of the npm package (the browser is handed it, as
bytecode like the shipped zip's, in place of the shipped zip), and the modules it imported from it, read from
``sys.modules`` in the page's own interpreter at the end, must all be in the
shipped zip. A mensch game and a colonne game of computers (their last actions played in the
page, then the end screen's review of the whole game), the
embed in every mode (play, scenario, demo, setup=1, colonne, a bad parameter),
the replay viewer (and a broken link), a rules page with its live boards, and a
game at a distance (distance.html: a computer seat, a friend in CPython, a QR code,
a full link, a live offer, a refused link).
(The rest of the browser suite then runs on the shipped zip itself.)
"""

from __future__ import annotations

import copy
import functools
import time
import zipfile

import pytest
from conftest import choose_language, wait_ready
from page_helpers import open_with_save, start_game
from view_helpers import ColonneSession, ColonneSetup, MenschSession, Setup, save_data

import build
from ludoview.core import share
from ludoview.embed.params import parse

pytestmark = pytest.mark.browser

CAPTURE = "m1.02.00.8kGH.v___"
READY_MS = 120_000

#: In every frame of a Python page, before its Python runs: keep the interpreter
#: PyScript starts (the very ``core.js`` module the page loads; PyScript calls
#: ``onReady`` before the page's own script). Imported only once the page's own
#: ``<script type="py" config=...>`` is in the document: PyScript reads its config when
#: core.js is first evaluated, and an import at document start could, under load, run
#: before the parser reached that script and start PyScript's default (CDN) interpreter.
HOOK = """
if (/\\/(?:index\\.html|embed\\.html|replay\\.html|distance\\.html|rules\\/[a-z]+\\.html)?$/.test(location.pathname)
    && location.protocol !== "about:") {
  const keep = () => import(%r).then(({hooks}) => hooks.main.onReady.add((wrap) => {
    window.__ludoPython = wrap.interpreter;
  }));
  const configured = () => document.querySelector('script[type="py"][config]');
  const whenConfigured = () => {
    if (configured()) { keep(); return; }
    new MutationObserver((_, seen) => {
      if (configured()) { seen.disconnect(); keep(); }
    }).observe(document, {childList: true, subtree: true});
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", whenConfigured, {once: true});
  } else {
    whenConfigured();
  }
}
"""

#: The standard-library files (in the zip, without .py/.pyc) behind ``sys.modules``
#: (the modules imported from the zip: frozen ones are not).
IMPORTED = r"""
import sys
_zip = next(p for p in sys.path if p.endswith(".zip"))
"\n".join(sorted({f[len(_zip) + 1:].rsplit(".", 1)[0] for f in
                  (getattr(getattr(m, "__spec__", None), "origin", None) or ""
                   for m in list(sys.modules.values()))
                  if f.startswith(_zip + "/")}))
"""


@functools.cache
def whole_library() -> bytes:
    """The npm package's whole standard library, every module compiled to bytecode as the
    shipped zip's are (``build.stdlib_zip_bytes(whole=True)``): each page imports what it
    imports from it without compiling a module from source first (the same modules, a few
    seconds of a CPU less per page)."""
    return build.stdlib_zip_bytes(whole=True)


def shipped(dist) -> set[str]:
    names = zipfile.ZipFile(dist / "runtime" / "pyodide" / "python_stdlib.zip").namelist()
    return {n.rsplit(".", 1)[0] for n in names if n.endswith((".py", ".pyc"))}


def imported(frame) -> set[str]:
    frame.wait_for_function("!!window.__ludoPython", timeout=READY_MS)
    found = frame.evaluate("code => window.__ludoPython.runPython(code)", IMPORTED)
    return set(filter(None, found.split("\n")))


def frame_ready(frame) -> None:
    frame.wait_for_selector("html[data-ludo=ready], html[data-ludo=error]", state="attached",
                            timeout=READY_MS)


# --- what each case does; it returns the frames whose modules count ---------------
# (a list of frames, or of the modules already read from a frame that goes away)

#: The actions of a computers' game still to play when the page opens it (every computer
#: moves, the game ends, the end screen reviews it whole): the page's part of a whole game of
#: computers, whose opening played out in the page cost minutes of a CPU for no other module.
LEFT = 24


def late(session):
    """``session`` (computers only) played in CPython until :data:`LEFT` actions remain."""
    trial, total = copy.deepcopy(session), 0
    while trial.phase != "over":
        trial.computer_step()
        total += 1
    for _ in range(max(0, total - LEFT)):
        session.computer_step()
    return session


def mensch_game(page):
    session = late(MenschSession.new(Setup.make(4, ("easy", "medium", "hard", "easy")), "modules"))
    open_with_save(page, save_data(session), "?speed=0&lang=en&seed=modules")
    page.wait_for_selector("#end[open]", timeout=180_000)
    page.click("#end-board")
    choose_language(page, "de")
    page.click("#btn-rules")
    page.click("#rules-close")
    page.click("#btn-results")
    return [page.main_frame]


def colonne_game(page):
    session = late(ColonneSession.new(ColonneSetup("large", ("hard", "medium")), "modules"))
    open_with_save(page, save_data(session), "?speed=0&lang=fr&seed=modules")
    page.wait_for_selector("#end[open]", timeout=180_000)
    return [page.main_frame]


def human_turns(page):
    """A person plays: rolls, picks a move by key and by click, undoes."""
    page.goto(page.site_url + "?speed=0&lang=it&seed=modules")
    wait_ready(page)
    start_game(page, ["human", "easy"], {"start_with_piece": True})
    for _ in range(4):
        page.wait_for_function("!document.getElementById('die').disabled", timeout=30_000)
        page.keyboard.press("r")
        page.wait_for_timeout(200)
        if page.locator("#moves").is_visible():
            page.keyboard.press("Enter")
    page.keyboard.press("u")
    page.wait_for_timeout(300)
    return [page.main_frame]


def embed(path: str, then=None):
    def case(page):
        page.goto(page.site_url + path)
        frame_ready(page.main_frame)
        if then:
            then(page)
        return [page.main_frame]
    return case


def _roll_and_play(page):
    page.click("[data-testid=die]")
    page.wait_for_function("document.getElementById('board').dataset.phase !== 'roll'")
    page.keyboard.press("1")
    page.wait_for_timeout(300)


def _start_setup(page):
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=board] svg")


def _demo_moves(page):
    page.wait_for_function("() => Object.values(JSON.parse(document.getElementById('board')"
                           ".dataset.position).pieces).flat().some(p => p >= 0)", timeout=60_000)


def replay(page):
    table = parse({"players": ["hard,easy"], "seed": ["modules"]}).session()
    while table.action_count < 30:
        table.computer_step()
    page.goto(page.site_url + "replay.html?lang=de" + share.fragment(table.record()))
    frame_ready(page.main_frame)
    page.keyboard.press("End")                # (it opens at the start)
    page.click("[data-testid=first]")
    page.keyboard.press("ArrowRight")
    page.select_option("[data-testid=language]", "fr")
    return [page.main_frame]


def rules_page(page):
    page.goto(page.site_url + "rules/en.html")
    try:    # (once, under load in CI, no board was found for 15 s: wait longer, and say what was shown)
        page.wait_for_selector("ludo-board", state="attached", timeout=READY_MS)
    except Exception:
        pytest.fail(f"no <ludo-board> at {page.url}: {page.content()[:1500]}")
    boards = page.locator("ludo-board")
    for index in (0, boards.count() - 1):   # a mensch scenario first, a colonne one last: one Python
        # (scrolled by the page's own call: Playwright's scroll waits for two still frames, and
        # a loaded run's page, starting Python, once drew none for its 15 s; and the call
        # itself waits as long as a start may take: a loaded run's page, starting Python on
        # its main thread with the whole standard library, once ran no script for 15 s)
        boards.nth(index).evaluate("board => board.scrollIntoView({block: 'center'})", timeout=READY_MS)
        page.wait_for_function("board => board.dataset.ludo === 'ready'", arg=boards.nth(index).element_handle(),
                               timeout=READY_MS)
    page.wait_for_function("[...document.querySelectorAll('ludo-board')].every(b => b.dataset.ludo === 'ready')",
                           timeout=READY_MS)
    return [page.main_frame]


def distance_page(page):
    """The creator's page of a game at a distance, against Bruno in CPython (real signatures)."""
    from remote_helpers import signer
    from test_distance_browser import open_link, play_mine, the_link

    from ludo.remote import link
    page.goto(page.site_url + "distance.html?speed=0&lang=de")
    wait_ready(page)
    page.select_option("[data-testid=players]", "3")
    for seat, kind in enumerate(("me", "hard", "far")):
        page.select_option(f"[data-testid=kind-{seat}]", kind)
    page.click("[data-testid=create]")
    assert page.inner_text("#play-title") == "Nur nicht ärgern: Platz 1, Computer 2 (schwer), Platz 3"
    invitation = the_link(page)
    page.click("[data-testid=qr-button]")
    page.wait_for_selector("[data-testid=qr] svg")
    bruno = link.open_full(link.decode(invitation), signer())
    bruno.join(2)
    open_link(page, "#" + link.make(bruno, 0))
    play_mine(page)                           # then the page plays the computer
    link.merge(bruno, link.decode(the_link(page)))
    page.click("[data-testid=make-full]")
    if page.locator("[data-testid=live-pair]").count():
        page.click("[data-testid=live-pair]")
        page.wait_for_selector("[data-testid=live-link]")
    open_link(page, "#g" + "A" * 40)
    assert page.locator("[data-testid=refused]").is_visible()
    return [page.main_frame]


CASES = {
    "mensch game": mensch_game,
    "colonne game": colonne_game,
    "a person's turns": human_turns,
    "embed play": embed("embed.html?players=human,medium&speed=0&lang=en&seed=m", _roll_and_play),
    "embed scenario": embed(f"embed.html?position={CAPTURE}&roll=3&mode=scenario&lang=it&speed=0"),
    "embed demo": embed("embed.html?mode=demo&players=4&speed=0.02&seed=demo&lang=fr", _demo_moves),
    "embed setup": embed("embed.html?setup=1&lang=de&speed=0", _start_setup),
    "embed colonne": embed("embed.html?game=colonne&variant=large&players=human,hard&lang=en"
                           "&speed=0", _roll_and_play),
    "embed bad parameter": embed("embed.html?mode=nonsense&lang=en"),
    "replay": replay,
    "broken replay link": embed("replay.html?lang=en#record=not-a-record"),
    "rules page": rules_page,
    "distance": distance_page,
}


@pytest.mark.parametrize("case", CASES)
def test_every_standard_library_module_a_page_imports_is_shipped(page, dist_dir, case):
    whole = whole_library()
    page.context.route("**/runtime/pyodide/python_stdlib.zip", lambda route: route.fulfill(
        status=200, body=whole, content_type="application/zip"))
    page.context.add_init_script(HOOK % (page.site_url + "runtime/pyscript/core.js"))
    frames = CASES[case](page)
    used: set[str] = set()
    for frame in frames:
        used |= frame if isinstance(frame, set) else imported(frame)
    assert "encodings/__init__" in used and "_pyodide/__init__" in used   # read from the whole zip
    missing = sorted(used - shipped(dist_dir))
    assert missing == [], \
        f"{case}: imported but not shipped (add them to build.STDLIB_KEEP): {missing}"


def test_the_hook_waits_for_the_pages_own_config(page, dist_dir):
    """The page's parser held up before its ``<script type="py" config>`` (a slow script
    in front of it, as a loaded machine can do): the hook must not start PyScript first,
    which would read no config and ask the CDN for Pyodide (the page fixture fails on
    that request) and never get ready. The hook that imported core.js at document start
    did exactly that."""
    html = (dist_dir / "embed.html").read_text(encoding="utf-8").replace(
        '<script type="py"', '<script src="./slow-for-test.js"></script>\n<script type="py"', 1)
    page.context.route("**/embed.html*", lambda route: route.fulfill(
        status=200, body=html, content_type="text/html"))
    page.context.route("**/slow-for-test.js", lambda route: (
        time.sleep(3), route.fulfill(status=200, body="", content_type="text/javascript")))
    page.context.add_init_script(HOOK % (page.site_url + "runtime/pyscript/core.js"))
    page.goto(page.site_url + "embed.html?lang=en")
    assert "encodings/__init__" in imported(page)
