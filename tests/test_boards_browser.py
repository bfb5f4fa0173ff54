"""``<ludo-board>`` elements (web/boards.js, ludoview.embed.boards): many boards, one runtime.

A page of the test's own, written into the built site (in a folder of its own, so that
boards.js finds the runtime relative to itself, not to the page), with boards of both
games, a demo, a bad one and one added after the start; the rules pages' boards are
checked by tests/test_rules_pages.py.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

CAPTURE = "m1.02.00.8kGH.v___"   # red rolls 3 and must capture (embedding.md's example)
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boards</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body>
<ludo-board id="capture" position="{capture}" roll="3" mode="scenario" title="A compulsory capture"></ludo-board>
<ludo-board id="demo" mode="demo" players="2" speed="0.05" seed="d" lang="de"></ludo-board>
<ludo-board id="colonne" game="colonne" players="human,human" lang="fr"></ludo-board>
<ludo-board id="bad" mode="nonsense"></ludo-board>
</body></html>
"""
EVENTS = ("ready", "state", "roll", "move", "gameover", "error")
LISTEN = ("window.__events = [];" + "".join(
    f"document.addEventListener('ludo:{t}', e => window.__events.push({{board: e.target.id, name: e.type, "
    f"detail: e.detail}}));" for t in EVENTS))
SETTLED = "n => document.querySelectorAll('ludo-board[data-ludo=ready], ludo-board[data-ludo=error]').length >= n"


@pytest.fixture
def boards(page, test_pages):
    path = test_pages("boards.html", PAGE.format(capture=CAPTURE))
    page.add_init_script(LISTEN)
    page.goto(page.site_url + path)
    page.wait_for_function(SETTLED, arg=4, timeout=60_000)
    return page


def shadow(page, board: str, selector: str, what: str = "textContent"):
    return page.evaluate(f"([b, s]) => document.getElementById(b).shadowRoot.querySelector(s)?.{what}",
                         [board, selector])


def events(page, board: str | None = None) -> list[dict]:
    found = page.evaluate("window.__events")
    return [e for e in found if board is None or e["board"] == board]


def test_every_board_is_live_on_one_runtime(boards):
    page = boards
    states = page.evaluate("[...document.querySelectorAll('ludo-board')].map(b => [b.id, b.dataset.ludo])")
    assert states == [["capture", "ready"], ["demo", "ready"], ["colonne", "ready"], ["bad", "error"]]
    # one Python for the page: one <script type="py">, one WebAssembly fetched
    assert page.evaluate("document.querySelectorAll('script[type=py]').length") == 1
    wasm = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)"
                         ".filter(n => n.endsWith('pyodide.asm.wasm'))")
    assert len(wasm) == 1 and wasm[0] == page.site_url + "runtime/pyodide/pyodide.asm.wasm"
    # each in its language, its own game
    assert json.loads(shadow(page, "capture", "#board", "dataset.moves")) == [{"from": 8, "to": 11}]
    assert shadow(page, "capture", "#caption") == "A compulsory capture"
    assert page.get_attribute("#demo", "lang") == "de" and shadow(page, "demo", "#reset", "hidden") is True   # no Reset in a demo
    assert shadow(page, "colonne", "#reset") == "Recommencer"
    assert shadow(page, "colonne", ".colonne-svg", "tagName") == "svg"
    assert "mode" in shadow(page, "bad", ".error-text")
    # the events, as CustomEvents on each element, carrying what embed.html posts
    ready = {e["board"]: e["detail"] for e in events(page) if e["name"] == "ludo:ready"}
    assert set(ready) == {"capture", "demo", "colonne"}
    assert ready["capture"]["source"] == "ludo-embed" and ready["capture"]["id"] == "capture"
    assert ready["capture"]["moves"] == [{"from": 8, "to": 11, "capture": True, "rule": "must_capture"}]
    assert [e["detail"]["problems"] for e in events(page, "bad") if e["name"] == "ludo:error"]
    page.wait_for_function("window.__events.filter(e => e.board === 'demo' && e.name === 'ludo:move').length >= 2")


def test_a_scenario_board_plays_and_takes_commands(boards):
    page = boards
    page.evaluate("document.getElementById('capture').shadowRoot.querySelector('[data-testid=move-0]').click()")
    moved = [e["detail"] for e in events(page, "capture") if e["name"] == "ludo:move"]
    assert moved and moved[0]["move"]["to"] == 11 and moved[0]["player"] == 0
    page.evaluate("document.getElementById('capture').shadowRoot.getElementById('reset').click()")
    page.wait_for_function("document.getElementById('capture').shadowRoot.getElementById('board')"
                           ".dataset.moves.includes('11')")
    # a command, as a host posts it to a frame: the answer is an event on the element
    page.evaluate("document.getElementById('capture').command({type: 'set-roll', roll: 6, request: 'r6'})")
    page.wait_for_function("window.__events.some(e => e.name === 'ludo:state' && e.detail.request === 'r6')")
    state = [e["detail"] for e in events(page, "capture") if e["name"] == "ludo:state"][-1]
    assert state["command"] == "set-roll" and state["roll"] == 6
    page.evaluate("document.getElementById('capture').command({type: 'fly', request: 7})")
    page.wait_for_function("window.__events.some(e => e.name === 'ludo:error' && e.detail.request === 7)")
    # keys reach the board that has the focus
    page.evaluate("document.getElementById('colonne').shadowRoot.getElementById('die').focus()")
    page.keyboard.press("r")
    page.wait_for_function("window.__events.some(e => e.board === 'colonne' && e.name === 'ludo:roll')")


def test_a_board_added_later_goes_live(boards):
    page = boards
    page.evaluate("""() => { const b = document.createElement('ludo-board'); b.id = 'late';
        b.setAttribute('game', 'colonne'); b.setAttribute('variant', 'large'); b.setAttribute('lang', 'it');
        document.body.prepend(b); }""")
    page.wait_for_function("document.getElementById('late').dataset.ludo === 'ready'")
    assert shadow(page, "late", ".colonne-svg", "dataset.variant") == "large"
    assert page.evaluate("document.querySelectorAll('script[type=py]').length") == 1


def test_a_board_continues_a_shared_game_from_its_record(boards):
    """``record`` (what follows ``#record=`` in a share link) continues the game, as
    embed.html does with the link's fragment."""
    page = boards
    page.evaluate("document.getElementById('capture').shadowRoot.querySelector('[data-testid=move-0]').click()")
    page.wait_for_function("document.getElementById('capture').shadowRoot.getElementById('board')"
                           ".dataset.phase !== 'choose'")
    here = shadow(page, "capture", "#board", "dataset.position")
    link = shadow(page, "capture", "[data-testid=share-game]", "href")
    assert "#record=" in link
    for ident, record in (("shared", link.split("#record=", 1)[1]), ("whole", "#" + link.split("#", 1)[1])):
        page.evaluate("""([id, link, record]) => { const b = document.createElement('ludo-board');
            new URL(link).searchParams.forEach((v, k) => b.setAttribute(k, v));
            b.id = id; b.setAttribute('record', record); document.body.prepend(b); }""", [ident, link, record])
        page.wait_for_function(f"document.getElementById('{ident}').dataset.ludo === 'ready'")
        assert shadow(page, ident, "#board", "dataset.position") == here
    page.evaluate("""() => { const b = document.createElement('ludo-board'); b.id = 'broken';
        b.setAttribute('record', 'not-a-record'); document.body.prepend(b); }""")
    page.wait_for_function("document.getElementById('broken').dataset.ludo === 'error'")
    assert shadow(page, "broken", "[data-testid=error-text]")


PAUSE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>far boards</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body>
<ludo-board id="demo" mode="demo" players="4" speed="0.05" seed="far"></ludo-board>
<div style="height: 6000px"></div>
<ludo-board id="bottom" position="{capture}" roll="3" mode="scenario"></ludo-board>
</body></html>
"""


def test_a_board_far_from_the_screen_is_paused_and_resumes_its_game(page, test_pages):
    path = test_pages("far.html", PAUSE_PAGE.format(capture=CAPTURE))
    page.add_init_script(LISTEN)
    page.goto(page.site_url + path)
    page.wait_for_function(SETTLED, arg=2, timeout=60_000)
    assert page.get_attribute("#bottom", "data-paused") == ""            # far below: started, paused
    page.wait_for_function("window.__events.filter(e => e.board === 'demo' && e.name === 'ludo:move').length >= 3")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_selector("#demo[data-paused]", state="attached")
    position = shadow(page, "demo", "#board", "dataset.position")
    count = len(events(page, "demo"))
    page.wait_for_timeout(1500)                                          # 30 computer steps at this speed
    assert len(events(page, "demo")) == count, "a paused board played on"
    assert shadow(page, "demo", "#board", "dataset.position") == position
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("n => window.__events.filter(e => e.board === 'demo').length > n", arg=count)
    assert page.get_attribute("#demo", "data-paused") is None
    resumed = events(page, "demo")[count]
    assert resumed["name"] in ("ludo:roll", "ludo:move")                 # the same game goes on: no new ready
    if resumed["name"] == "ludo:roll":                                   # thrown from where it stood
        assert json.dumps(resumed["detail"]["position"], sort_keys=True, separators=(",", ":")) == position


SCROLLING = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boards</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body style="margin: 0 0 0 2rem">
<ludo-board id="short" style="width: 360px; height: 460px" position="{capture}" roll="3" mode="scenario"></ludo-board>
<ludo-board id="tall" style="height: 1100px" position="{capture}" roll="3" mode="scenario"></ludo-board>
</body></html>
"""
SHADOW = "b => getComputedStyle(document.getElementById(b).shadowRoot.getElementById('explain')).boxShadow"
OVERFLOW = ("b => { const e = document.getElementById(b).shadowRoot.getElementById('explain');"
            " return e.scrollHeight - e.clientHeight; }")


def shows_more(shadow_css: str) -> bool:
    """Whether a computed box-shadow draws the 'more follows' shadow (its end state is all zeros)."""
    return shadow_css not in ("", "none") and "0px 0px 0px 0px" not in shadow_css


def test_an_explanation_longer_than_its_box_says_more_follows_until_its_end_is_seen(page, test_pages):
    """On a short board (a phone's rules page) the explanation box scrolls inside the board:
    a shadow at its lower edge says so while the pointer is elsewhere (the boards' animations
    are stopped then, this one is not), and it is gone once the end is seen; a box that fits
    has none."""
    path = test_pages("scrolling.html", SCROLLING.format(capture=CAPTURE))
    page.goto(page.site_url + path)
    page.wait_for_function(SETTLED, arg=2, timeout=60_000)
    page.mouse.move(2, 2)                           # beside the boards: not at either
    assert page.evaluate(OVERFLOW, "short") > 8
    assert shows_more(page.evaluate(SHADOW, "short")), page.evaluate(SHADOW, "short")
    page.evaluate("b => { const e = document.getElementById(b).shadowRoot.getElementById('explain');"
                  " e.scrollTop = e.scrollHeight; }", "short")
    page.wait_for_function(f"!({SHADOW})('short').match(/-\\d/)", timeout=5_000)
    assert not shows_more(page.evaluate(SHADOW, "short")), page.evaluate(SHADOW, "short")
    assert page.evaluate(OVERFLOW, "tall") <= 0
    assert not shows_more(page.evaluate(SHADOW, "tall")), page.evaluate(SHADOW, "tall")


KEYS = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>boards</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body>
<ludo-board id="enter" game="colonne" position="cs_0.0.0.0.0.0_0.0.0.0.0.0_w53" mode="scenario"></ludo-board>
<ludo-board id="mensch" position="{capture}" roll="3" mode="scenario"></ludo-board>
</body></html>
"""
ACTIVE = "b => { const a = document.getElementById(b).shadowRoot.activeElement; return a ? a.id || a.outerHTML.slice(0, 60) : null; }"


def test_a_colonne_unit_with_several_steps_is_picked_not_played(page, test_pages):
    """White rolled 5 and 3 with every piece off the board: three steps (V with 5, III with 3,
    VIII with both). A click on the pile played the first of them; now it picks the pile (the
    list and the board's targets narrow to its steps, each target saying its dice), and a
    click on a target plays that step."""
    path = test_pages("keys.html", KEYS.format(capture=CAPTURE))
    page.goto(page.site_url + path)
    page.wait_for_function(SETTLED, arg=2, timeout=60_000)
    assert len(json.loads(shadow(page, "enter", "#board", "dataset.moves"))) == 3
    page.evaluate("() => document.getElementById('enter').shadowRoot.getElementById('off-white')"
                  ".dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true}))")
    page.wait_for_function("() => document.getElementById('enter').shadowRoot.querySelector('#off-white.chosen')")
    assert len(json.loads(shadow(page, "enter", "#board", "dataset.moves"))) == 3      # nothing played
    assert page.evaluate("() => document.getElementById('enter').shadowRoot.querySelectorAll('#move-list li').length") == 3
    labels = page.evaluate("() => [...document.getElementById('enter').shadowRoot.querySelectorAll('.ctarget')]"
                           ".map(t => t.textContent.trim())")
    assert any("+" in label for label in labels), labels          # VIII's target says 3+5
    both = page.evaluate("() => { const m = JSON.parse(document.getElementById('enter').shadowRoot"
                         ".getElementById('board').dataset.moves); return m.findIndex(s => s.dice.length === 2); }")
    before = shadow(page, "enter", "#board", "dataset.position")
    target = json.loads(shadow(page, "enter", "#board", "dataset.moves"))[both]["to"]
    page.evaluate(f"() => document.getElementById('enter').shadowRoot.querySelector('#target-{both}')"
                  ".dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true}))")
    page.wait_for_function("b => document.getElementById('enter').shadowRoot.getElementById('board')"
                           ".dataset.position !== b", arg=before, timeout=10_000)
    assert target in json.loads(shadow(page, "enter", "#board", "dataset.position"))["pieces"]["white"]


def test_the_keys_go_on_in_a_board_after_each_action(page, test_pages):
    """Tab into a board's list, Enter plays the move: the focus stays in the board (it fell
    to the page's body, which does not hear a board's keys), so R throws again and Enter
    plays again, by keyboard only."""
    path = test_pages("keys.html", KEYS.format(capture=CAPTURE))
    page.goto(page.site_url + path)
    page.wait_for_function(SETTLED, arg=2, timeout=60_000)
    page.evaluate("() => document.getElementById('mensch').shadowRoot.querySelector('#move-list button').focus()")
    page.keyboard.press("Enter")                          # the capture, 8 -> 11
    page.wait_for_function("() => document.getElementById('mensch').dataset.ludo === 'ready' && "
                           "JSON.parse(document.getElementById('mensch').shadowRoot.getElementById('board')"
                           ".dataset.position).pieces['0'].includes(11)")
    assert page.evaluate(ACTIVE, "mensch") is not None, "the focus left the board"
    for _ in range(3):                                    # throws and moves, keys only
        before = shadow(page, "mensch", "#board", "dataset.position")
        page.keyboard.press("r")
        page.keyboard.press("Enter")
        page.wait_for_function("b => document.getElementById('mensch').shadowRoot.getElementById('board')"
                               ".dataset.position !== b", arg=before, timeout=10_000)
        assert page.evaluate(ACTIVE, "mensch") is not None, "the focus left the board"


def _element_snippet(base: str, lang: str) -> tuple[str, dict]:
    """The editor's <ludo-board> snippet of a position (as the editor at ``base`` gives it), and
    the position."""
    import view_helpers  # noqa: F401  (puts web/py on the path)

    from ludoview.editor.model import Draft, Editor
    from ludoview.editor.view import editor_view

    draft = Draft.new("mensch", players=2).place(0, "r8").place(2, "r31").with_roll(3).with_lang(lang)
    return editor_view(Editor(draft), lang, base).element, draft.position


def _page_of(folder, snippet: str, lang: str) -> None:
    (folder / "page.html").write_text(
        f'<!doctype html><html lang="{lang}"><meta charset="utf-8"><title>Andere Seite</title>'
        f'<body><h1>Meine Seite</h1>\n{snippet}\n<p>Danach.</p></body></html>', encoding="utf-8")


def test_a_board_loaded_from_the_games_site_by_another_site_says_in_the_board_why_it_cannot_start(
        browser, site_url, tmp_path):
    """The element with boards.js at the game's own address, pasted into a page of another origin
    (another port): the browser refuses the game's modules to it (no CORS), and within 5 s the
    board says so in words, in its language, naming the game's site and what to do; its picture
    stays, still, right above the words, and the box is no taller than they are."""
    from conftest import served, url_of

    snippet = _element_snippet(site_url, "de")[0].replace('src="boards.js"', f'src="{site_url}boards.js"')
    assert f'src="{site_url}boards.js"' in snippet
    _page_of(tmp_path, snippet, "de")
    with served(tmp_path) as other:
        elsewhere = url_of(other)
        assert elsewhere != site_url
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(elsewhere + "page.html")
            started = page.evaluate("performance.now()")
            page.wait_for_selector("ludo-board[data-ludo=error], ludo-board[data-ludo=ready]", state="attached",
                                   timeout=5000)
            took = page.evaluate("performance.now()") - started
            root = "document.querySelector('ludo-board').shadowRoot"
            said = page.evaluate(f"{root}.querySelector('.error-title').textContent")
            visible = page.evaluate(f"!{root}.getElementById('error').hidden")
            boxes = page.evaluate(f"""() => {{ const r = e => e.getBoundingClientRect();
                const host = document.querySelector('ludo-board'), root = {root};
                return [r(host), r(root.getElementById('board')), r(root.getElementById('error')),
                        root.querySelectorAll('#board svg').length]; }}""")
        finally:
            context.close()
    assert took < 5000 and visible
    site = site_url.rstrip("/")
    assert said.startswith("Dieses Brett kann hier nicht starten") and site in said and "boards.js" in said
    host, board, error, pictures = boxes
    assert pictures == 1 and board["height"] > 200                        # the picture is still there
    assert board["bottom"] <= error["top"] <= board["bottom"] + 16       # the words right under it
    assert host["bottom"] - error["bottom"] < 24, (host, error)           # and no empty box below


def test_the_editors_element_snippet_comes_alive_on_another_site_beside_a_copy_of_the_games_folder(
        browser, site_url, dist_dir, tmp_path):
    """The editor's <ludo-board> snippet (the game at https://its.site/ludo/: the script is
    ludo/boards.js) pasted into a page of another origin beside a copy of the game's folder, as
    its note says: the board comes alive there."""
    from conftest import served, url_of

    snippet, position = _element_snippet(site_url + "ludo/", "de")
    assert '<script src="ludo/boards.js" defer></script>' in snippet
    (tmp_path / "ludo").symlink_to(dist_dir, target_is_directory=True)    # the copy of the folder
    _page_of(tmp_path, snippet, "de")
    with served(tmp_path) as other:
        context = browser.new_context()
        try:
            page = context.new_page()
            page.goto(url_of(other) + "page.html")
            page.wait_for_selector("ludo-board[data-ludo=ready], ludo-board[data-ludo=error]", state="attached",
                                   timeout=120_000)
            state = page.get_attribute("ludo-board", "data-ludo")
            shown = page.evaluate("document.querySelector('ludo-board').shadowRoot"
                                  ".getElementById('board').dataset.position")
        finally:
            context.close()
    assert state == "ready" and json.loads(shown) == position
