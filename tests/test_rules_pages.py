"""The rules pages (web/rules/{it,fr,en,de}.html) and their scenario boards.

Static part: every scenario of ``web/rules/scenarios.json`` really shows what its
``expect`` says (checked with the engine), every page shows the same scenarios with
``src`` URLs derived from the data, and every rule and option of the specs has its
section. The browser part loads each page and checks the live boards.
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

import build  # noqa: E402
from ludo import api  # noqa: E402

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
def test_page_shows_every_scenario_with_an_up_to_date_src(lang):
    html = page_text(lang)
    assert build.page_scenarios(html) == build.page_scenarios(page_text("en"))
    assert sorted(set(build.page_scenarios(html))) == sorted(SCENARIOS)
    assert build.rewrite_rules_page(html, SCENARIOS, lang) == html, (
        "scenario iframes are stale: run python3 build.py scenarios")
    for match in build.SCENARIO_IFRAME.finditer(html):
        src = re.search(r'src="([^"]+)"', match[0])[1].replace("&amp;", "&")
        query = parse_qs(urlsplit(src).query)
        assert query["lang"] == [lang] and query["mode"] == ["scenario"]
        assert api.from_notation(query["position"][0]) == api.from_notation(
            api.to_notation(SCENARIOS[match["id"]]["position"]))


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

from ludoview.games.mensch.words import WORDS as te  # noqa: E402

#: The boards checked live inside each rules page (the others are stubbed out so the
#: test does not start a Python per board): both games, forced moves, a roll without
#: move. Every scenario is checked live by the next test, through one board.
LIVE = {
    "it": ("c-bind",),
    "fr": ("m-free-start",),
    "en": ("m-lane-blocked",),
    "de": ("m-capture",),
}
STUB = "<!doctype html><html><head><title>not loaded in this test</title></head><body></body></html>"


def expected_moves(sid: str) -> list[dict]:
    scenario = SCENARIOS[sid]
    if scenario["game"] == "mensch":
        return [{"from": f, "to": t} for f, t in scenario["expect"]["moves"]]
    return [{"dice": d, "from": f, "to": t} for d, f, t in scenario["expect"]["steps"]]


def same_moves(shown: list[dict], sid: str) -> bool:
    key = lambda m: json.dumps(m, sort_keys=True)  # noqa: E731
    return sorted(map(key, shown)) == sorted(map(key, expected_moves(sid)))


def check_board(frame, sid: str, lang: str) -> None:
    """A scenario board shows exactly the intended legal moves, explained in ``lang``."""
    frame.wait_for_selector("html[data-ludo=ready], html[data-ludo=error]", state="attached", timeout=120_000)
    assert frame.get_attribute("html", "data-ludo") == "ready", frame.inner_text("body")[:300]
    assert frame.get_attribute("html", "lang") == lang
    shown = json.loads(frame.get_attribute("#board", "data-moves"))
    assert same_moves(shown, sid), (sid, shown)
    assert frame.locator("#board .target").count() == len(shown)
    assert frame.locator("#move-list button").count() == len(shown)
    rule = SCENARIOS[sid]["expect"].get("rule")
    if rule:
        assert frame.inner_text("#explain-rule") == te(lang, f"rule.{rule}")
    if not shown:
        assert frame.inner_text("#explain-head").startswith(te(lang, "explain.none", roll=SCENARIOS[sid]["roll"]))
        assert frame.is_visible("[data-testid=continue]")       # the reader passes the roll themself
        assert te(lang, "why." + SCENARIOS[sid]["expect"]["why"]) in frame.inner_text("#explain-rule")


@pytest.mark.browser
@pytest.mark.parametrize("lang", LANGS)
def test_rules_page_loads_with_its_scenario_boards_showing_the_legal_moves(page, lang):
    live = LIVE[lang]

    def serve(route):
        frame_url = route.request.url
        if any(_src_matches(frame_url, sid, lang) for sid in live):
            route.continue_()
        else:
            route.fulfill(status=200, content_type="text/html", body=STUB)

    page.route("**/embed.html?*", serve)
    page.goto(page.site_url + f"rules/{lang}.html")
    assert page.get_attribute("html", "lang") == lang
    boards = page.locator("iframe.board")
    assert boards.count() == len(build.page_scenarios(page_text(lang)))
    first_src = boards.first.get_attribute("src")
    assert first_src.startswith("../embed.html?")
    for sid in live:
        board = page.locator(f'iframe[data-scenario="{sid}"]')
        board.scroll_into_view_if_needed()
        check_board(board.element_handle().content_frame(), sid, lang)

    # boards far from the screen are stopped, and start again when the reader returns
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_function("() => document.querySelector('iframe.board').getAttribute('src') === 'about:blank'")
    alive = page.evaluate("[...document.querySelectorAll('iframe.board')]"
                          ".filter(f => f.getAttribute('src') !== 'about:blank').length")
    assert 0 < alive <= 8, alive
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("s => document.querySelector('iframe.board').getAttribute('src') === s", arg=first_src)


def _src_matches(url: str, sid: str, lang: str) -> bool:
    return url.endswith("/embed.html" + build.scenario_src(SCENARIOS[sid], lang, base=""))


@pytest.mark.browser
def test_every_scenario_shows_its_legal_moves_through_one_board(page):
    """All scenarios, in one embed (driven by set-position as a host would)."""
    first = next(iter(SCENARIOS))
    page.goto(page.site_url + f"embed.html?scenario={first}&mode=scenario&lang=en")   # by id, from the data file
    frame = page.main_frame
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
    page.route("**/embed.html?*", lambda route: route.fulfill(status=200, content_type="text/html", body=STUB))
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
