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

from ludo import api  # noqa: E402
from ludoview import embed_scenarios as es  # noqa: E402

SCENARIOS = es.load(RULES / "scenarios.json")
LANGS = es.LANGS

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
    assert es.page_scenarios(html) == es.page_scenarios(page_text("en"))
    assert sorted(set(es.page_scenarios(html))) == sorted(SCENARIOS)
    assert es.rewrite_page(html, SCENARIOS, lang) == html, (
        "scenario iframes are stale: run PYTHONPATH=.:web/py python3 -m ludoview.embed_scenarios")
    for match in es.IFRAME.finditer(html):
        src = re.search(r'src="([^"]+)"', match[0])[1].replace("&amp;", "&")
        query = parse_qs(urlsplit(src).query)
        assert query["lang"] == [lang] and query["mode"] == ["scenario"]
        assert api.from_notation(query["position"][0]) == api.from_notation(
            api.to_notation(SCENARIOS[match["id"]]["position"]))


def test_pages_are_not_copies_of_each_other():
    """Each language has its own prose (a crude check that nothing was left untranslated)."""
    def words(lang):
        text = re.sub(r"<[^>]+>", " ", page_text(lang))
        return set(re.findall(r"[^\W\d_]{6,}", text.lower()))
    for lang in ("it", "fr", "de"):
        shared = words(lang) & words("en")
        assert len(shared) < 0.1 * len(words(lang)), sorted(shared)[:40]
