"""The rules pages (web/rules/{it,fr,en,de}.html) and their scenario boards.

Static part: every scenario of ``web/rules/scenarios.json`` really shows what its
``expect`` says (checked with the engine), every page shows the same scenarios as
``<ludo-board>`` elements whose parameters are derived from the data, and every rule and
option of the specs has its section. The browser part loads each page and checks the live
boards: every one drawn on one Python runtime, moves played on some, the pictures there
before Python runs.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "web" / "rules"
sys.path.insert(0, str(ROOT / "web" / "py"))

import build  # noqa: E402  (after sys.path is set)
from ludo import api  # noqa: E402  (after sys.path is set)

SCENARIOS = build.load_scenarios(RULES / "scenarios.json")
LANGS = build.RULES_LANGS

#: Section ids every page must have: each rule of position-format.md (mensch), its
#: three options, each rule of colonne-rules.md, and both strategy sections.
SECTIONS = (
    "m-board", "m-enter", "m-move", "m-capture", "m-free-start", "m-lane", "m-six",
    "m-tries", "m-end", "m-order", "opt-capture", "opt-lane-jump", "opt-start-piece",
    "mensch-strategy", "c-equipment", "c-board", "c-turn", "c-enter-empty", "c-bind",
    "c-defeat", "c-finish", "c-doubles", "c-start-end", "colonne-strategy",
)


def page_text(lang: str) -> str:
    return (RULES / f"{lang}.html").read_text(encoding="utf-8")


def actual(scenario: dict) -> list:
    """What the engine allows in a scenario, in the form ``expect`` uses."""
    if scenario["game"] == "mensch":
        return sorted([m["from"], m["to"]] for m in api.legal_moves(scenario["position"], scenario["roll"]))
    return sorted([s["dice"], s["from"], s["to"]] for s in api.legal_steps(scenario["position"]))


@pytest.mark.parametrize("sid", sorted(SCENARIOS))
def test_scenario_shows_the_moves_it_promises(sid):
    scenario = SCENARIOS[sid]
    expect = scenario["expect"]
    wanted = sorted(expect["moves"] if scenario["game"] == "mensch" else expect["steps"])
    assert actual(scenario) == wanted
    if scenario["game"] == "mensch":
        rules = {m.get("rule") for m in api.legal_moves(scenario["position"], scenario["roll"])}
        assert rules <= {expect["rule"]}
        from ludo.mensch import jsonapi
        assert jsonapi.why_no_move(scenario["position"], scenario["roll"]) == expect.get("why")


def test_scenarios_cover_the_rule_codes_and_a_roll_without_move():
    rules = {s["expect"]["rule"] for s in SCENARIOS.values() if s["game"] == "mensch"}
    assert {"free_start", "must_enter", "must_capture"} <= rules
    assert any(s["game"] == "mensch" and not s["expect"]["moves"] for s in SCENARIOS.values())
    assert {s["position"]["variant"] for s in SCENARIOS.values() if s["game"] == "colonne"} == {"small", "large"}
    options = {k for s in SCENARIOS.values() if s["game"] == "mensch"
               for k, v in s["position"]["options"].items() if v != (k == "mandatory_capture")}
    assert options == {"mandatory_capture", "lane_jump", "start_with_piece"}


@pytest.mark.parametrize("lang", LANGS)
def test_page_is_in_its_language_and_has_every_section(lang):
    html = page_text(lang)
    assert f'<html lang="{lang}">' in html
    ids = set(re.findall(r'<section id="([a-z-]+)"', html))
    assert set(SECTIONS) <= ids, sorted(set(SECTIONS) - ids)


@pytest.mark.parametrize("lang", LANGS)
def test_page_shows_every_scenario_with_up_to_date_parameters(lang):
    html = page_text(lang)
    assert build.page_scenarios(html) == build.page_scenarios(page_text("en"))
    assert sorted(set(build.page_scenarios(html))) == sorted(SCENARIOS)
    assert build.rewrite_rules_page(html, SCENARIOS, lang) == html, (
        "scenario boards are stale: run python3 build.py scenarios")
    assert '<script src="../boards.js" defer></script>' in html and "<iframe" not in html
    for match in build.SCENARIO_BOARD.finditer(html):
        attrs = dict(re.findall(r'([a-z-]+)="([^"]*)"', match[0]))
        assert attrs["lang"] == lang and attrs["mode"] == "scenario"
        assert api.from_notation(attrs["position"]) == api.from_notation(
            api.to_notation(SCENARIOS[match["id"]]["position"]))


def test_the_frame_form_of_the_pages_has_the_same_boards():
    """``LUDO_RULES_FRAMES=1`` builds the pages as they were (a frame of embed.html a board)."""
    html = build.rules_page_as_frames(page_text("de"), SCENARIOS, "de")
    srcs = re.findall(r'<iframe class="board" data-scenario="([a-z0-9-]+)"[^>]* src="([^"]+)"', html)
    assert [sid for sid, _ in srcs] == build.page_scenarios(page_text("de"))
    for _, src in srcs:
        query = parse_qs(urlsplit(src.replace("&amp;", "&")).query)
        assert query["lang"] == ["de"] and query["mode"] == ["scenario"] and src.startswith("../embed.html?")
    assert "boards.js" not in html


SEEDS = ROOT.parent / "shared" / "seeds"


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed texts (../shared/seeds) are not beside the repository")
@pytest.mark.parametrize("lang", LANGS)
def test_pages_are_in_our_own_words_not_the_seeds(lang):
    """No run of seven words of a rules page comes from a seed text."""
    def grams(text):
        words = re.findall(r"\w+", re.sub(r"<[^>]+>", " ", text).lower())
        return {tuple(words[i:i + 7]) for i in range(len(words) - 6)}
    ours = grams(page_text(lang))
    for seed in sorted(SEEDS.glob("*.txt")):
        shared = ours & grams(seed.read_text(encoding="utf-8", errors="replace"))
        assert not shared, (seed.name, sorted(shared)[:3])


def test_pages_are_not_copies_of_each_other():
    """Each language has its own prose (a crude check that nothing was left untranslated)."""
    def words(lang):
        text = re.sub(r"<[^>]+>", " ", page_text(lang))
        return set(re.findall(r"[^\W\d_]{6,}", text.lower()))
    for lang in ("it", "fr", "de"):
        shared = words(lang) & words("en")
        assert len(shared) < 0.1 * len(words(lang)), sorted(shared)[:40]


# --- in the browser ---------------------------------------------------------------------

from ludoview.games.mensch.words import WORDS as te  # noqa: E402  (after sys.path is set)

#: The boards played on inside each rules page (every board of the page is checked): both
#: games, forced moves, a roll without move.
LIVE = {
    "it": ("c-bind", "m-capture"),
    "fr": ("m-free-start", "c-large"),
    "en": ("m-lane-blocked", "m-capture", "c-bind"),
    "de": ("m-capture", "c-doubles"),
}
STUB = "<!doctype html><html><head><title>not loaded in this test</title></head><body></body></html>"
LISTEN = ("window.__events = [];" + "".join(
    f"document.addEventListener('ludo:{t}', e => window.__events.push({{sid: e.target.dataset.scenario, "
    f"name: e.type, detail: e.detail}}));" for t in ("ready", "state", "roll", "move", "error")))


def expected_moves(sid: str) -> list[dict]:
    scenario = SCENARIOS[sid]
    if scenario["game"] == "mensch":
        return [{"from": f, "to": t} for f, t in scenario["expect"]["moves"]]
    return [{"dice": d, "from": f, "to": t} for d, f, t in scenario["expect"]["steps"]]


def same_moves(shown: list[dict], sid: str) -> bool:
    def key(m):
        return json.dumps(m, sort_keys=True)
    return sorted(map(key, shown)) == sorted(map(key, expected_moves(sid)))


class Board:
    """A frame's document or a ``<ludo-board>``'s shadow root, read alike."""

    def __init__(self, page, sid: str | None = None) -> None:
        self.page = page
        self.root = f"document.querySelector('ludo-board[data-scenario=\"{sid}\"]').shadowRoot" if sid else "document"
        self.host = f"document.querySelector('ludo-board[data-scenario=\"{sid}\"]')" if sid else "document.documentElement"

    def js(self, code: str):
        return self.page.evaluate(f"() => {{ const root = {self.root}, host = {self.host}; return {code}; }}")

    def text(self, selector: str) -> str:
        # its text, not innerText: a board off the screen is not rendered (content-visibility:
        # auto, web/boards.css), and innerText reads what is rendered
        return self.js(f"root.querySelector({json.dumps(selector)}).textContent").strip()

    def count(self, selector: str) -> int:
        return self.js(f"root.querySelectorAll({json.dumps(selector)}).length")

    def wait_settled(self) -> str:
        self.page.wait_for_function(f"() => ['ready', 'error'].includes({self.host}.dataset.ludo)", timeout=120_000)
        return self.js("host.dataset.ludo")


def check_board(board: Board, sid: str, lang: str) -> None:
    """A scenario board shows exactly the intended legal moves, explained in ``lang``."""
    assert board.wait_settled() == "ready", board.text(".embed-frame")[:300]
    assert board.js("host.lang") == lang
    shown = json.loads(board.js("root.getElementById('board').dataset.moves"))
    assert same_moves(shown, sid), (sid, shown)
    assert board.count("#board .target") == len(shown)
    assert board.count("#move-list button") == len(shown)
    rule = SCENARIOS[sid]["expect"].get("rule")
    if rule:
        assert board.text("#explain-rule") == te(lang, f"mensch.rule.{rule}")
    if not shown:
        assert board.text("#explain-head").startswith(te(lang, "mensch.explain.none", roll=SCENARIOS[sid]["roll"]))
        assert board.js("root.querySelector('[data-testid=continue]').hidden") is False   # the reader passes it
        assert te(lang, "mensch.why." + SCENARIOS[sid]["expect"]["why"]) in board.text("#explain-rule")


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_has_live_boards_on_one_runtime(page, lang):
    page.add_init_script(LISTEN)
    page.goto(page.site_url + f"rules/{lang}.html")
    assert page.get_attribute("html", "lang") == lang
    sids = build.page_scenarios(page_text(lang))
    assert page.locator("ludo-board").count() == len(sids) and page.locator("iframe").count() == 0
    # every board goes live (those far from the screen too, while the page is idle), each
    # showing its scenario's moves
    page.wait_for_function("n => document.querySelectorAll('ludo-board[data-ludo=ready]').length === n",
                           arg=len(sids), timeout=120_000)
    for sid in sids:
        check_board(Board(page, sid), sid, lang)
    # one Python for them all
    assert page.evaluate("document.querySelectorAll('script[type=py]').length") == 1
    assert page.evaluate("performance.getEntriesByType('resource')"
                         ".filter(e => e.name.endsWith('/pyodide.asm.wasm')).length") == 1
    ready = page.evaluate("window.__events.filter(e => e.name === 'ludo:ready').map(e => e.sid)")
    assert sorted(ready) == sorted(sids)
    # moves played on some of them: the board changes, an event says it, Reset brings it back
    for sid in LIVE[lang]:
        board = Board(page, sid)
        page.evaluate(f"{board.host}.scrollIntoView()")
        if not expected_moves(sid):
            continue
        before = board.js("root.getElementById('board').dataset.position")
        board.js("root.querySelector('[data-testid=move-0]').click()")
        page.wait_for_function("sid => window.__events.some(e => e.sid === sid && e.name === 'ludo:move')", arg=sid)
        assert board.js("root.getElementById('board').dataset.position") != before
        board.js("root.getElementById('reset').click()")
        assert board.js("root.getElementById('board').dataset.position") == before
        check_board(board, sid, lang)


@pytest.mark.browser
def test_the_boards_are_seen_before_python_runs(page):
    """With the runtime's files held back, each board already shows its picture, in the box and
    at the place the live board has."""
    held = []
    page.route("**/runtime/pyodide/**", lambda route: held.append(route))
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(page.site_url + "rules/en.html")
    # each board measured on the screen, as the reader sees it (a board off the screen is not
    # laid out: content-visibility, web/boards.css)
    seen = """(b) => new Promise(done => { b.scrollIntoView();
        requestAnimationFrame(() => requestAnimationFrame(() => {
            const svg = b.shadowRoot.querySelector('#board > svg'), r = svg.getBoundingClientRect(),
                  h = b.getBoundingClientRect();
            done({sid: b.dataset.scenario, state: b.dataset.ludo, host: [h.width, h.height],
                  svg: [r.x - h.x, r.y - h.y, r.width, r.height], orient: svg.classList.contains('portrait')}); })); })"""

    def boxes() -> list[dict]:
        return [board.evaluate(seen) for board in page.query_selector_all("ludo-board")]

    page.wait_for_function("document.querySelectorAll('ludo-board').length > 0 && "
                           "[...document.querySelectorAll('ludo-board')].every(b => b.shadowRoot)")
    page.wait_for_timeout(500)
    before = boxes()
    assert held and all(b["state"] == "loading" for b in before)
    assert all(b["svg"][2] > 100 and b["svg"][3] > 50 for b in before), before
    for board in before:
        page.evaluate(f"document.querySelector('[data-scenario={board['sid']}]').scrollIntoView()")
        assert page.is_visible(f"[data-scenario={board['sid']}] >> #board > svg")
    for route in held:
        route.continue_()
    page.unroute("**/runtime/pyodide/**")
    page.wait_for_function("[...document.querySelectorAll('ludo-board')].every(b => b.dataset.ludo === 'ready')",
                           timeout=120_000)
    after = boxes()
    for old, new in zip(before, after, strict=True):
        assert old["host"] == new["host"], (old, new)                    # the page does not move
        assert old["orient"] == new["orient"]
        assert all(abs(a - b) <= 1 for a, b in zip(old["svg"], new["svg"], strict=True)), (old["svg"], new["svg"])   # nor the board

@pytest.mark.browser
def test_every_scenario_shows_its_legal_moves_through_one_board(page):
    """All scenarios, in one embed (driven by set-position as a host would)."""
    first = next(iter(SCENARIOS))
    page.goto(page.site_url + f"embed.html?scenario={first}&mode=scenario&lang=en")   # by id, from the data file
    frame = Board(page)
    check_board(frame, first, "en")
    for sid, scenario in SCENARIOS.items():
        command = {"type": "set-position", "position": api.to_notation(scenario["position"]), "request": sid}
        if scenario["game"] == "mensch":
            command["roll"] = scenario["roll"]
        page.evaluate("c => window.postMessage(c, location.origin)", command)
        page.wait_for_function("p => document.getElementById('board').dataset.position === p",
                               arg=json.dumps(scenario["position"], sort_keys=True, separators=(",", ":")))
        check_board(frame, sid, "en")


#: Every static page of prose: it must fit a phone's width (tables and code scroll in
#: their own box) and name the site's icon (no request for a missing /favicon.ico).
PROSE_PAGES = tuple(f"rules/{lang}.html" for lang in LANGS) + ("rules/index.html", "embedding.html")


@pytest.mark.browser
@pytest.mark.parametrize("path", PROSE_PAGES)
def test_prose_page_fits_a_phone_and_names_the_icon(page, path):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(page.site_url + path)
    width = page.evaluate("document.documentElement.scrollWidth")
    wide = page.evaluate("""() => [...document.querySelectorAll('main *')]
        .filter(e => e.getBoundingClientRect().right > 391 && !e.closest('.table-scroll, pre, svg'))
        .slice(0, 5).map(e => e.tagName + ' ' + e.textContent.slice(0, 40))""")
    assert width <= 390, (width, wide)
    icon = page.get_attribute("link[rel=icon]", "href")
    assert icon and not icon.startswith(("/", "http")), icon
    status = page.evaluate("h => fetch(new URL(h, location.href)).then(r => r.status)", icon)
    assert status == 200, icon
