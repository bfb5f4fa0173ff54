"""The scenario boards of the rules pages: from ``web/rules/scenarios.json`` to iframes.

A scenario is a position, a roll and what the rules should allow with it
(``expect``). The rules pages (``web/rules/{it,fr,en,de}.html``) show each one
through the embed, ``embed.html?position=<notation>&roll=<n>&mode=scenario``,
so the same URL a site author would copy is what the page itself uses.

The pages are hand-written; only the ``src`` of their ``<iframe class="board"
data-scenario="...">`` tags is derived from the scenario data. Run::

    PYTHONPATH=.:web/py python3 -m ludoview.embed_scenarios

to (re)write those attributes after changing a scenario; the test suite checks
that the pages are up to date.
"""

from __future__ import annotations

import json
import re
from html import escape
from pathlib import Path
from typing import Any, Mapping
from urllib.parse import quote

LANGS = ("it", "fr", "en", "de")

#: ``<iframe class="board" data-scenario="ID" title="TITLE" ...></iframe>``
IFRAME = re.compile(
    r'<iframe class="board" data-scenario="(?P<id>[a-z0-9-]+)" title="(?P<title>[^"]*)"[^>]*></iframe>'
)


def scenario_params(scenario: Mapping[str, Any]) -> dict[str, str]:
    """The embed's URL parameters that show ``scenario`` (language aside)."""
    from ludo import api

    params = {"position": api.to_notation(scenario["position"])}
    if scenario["game"] == "mensch":
        params["roll"] = str(scenario["roll"])
    params["mode"] = "scenario"
    return params


def scenario_src(scenario: Mapping[str, Any], lang: str, base: str = "../embed.html") -> str:
    """The iframe ``src`` of ``scenario`` in language ``lang``."""
    params = scenario_params(scenario) | {"lang": lang}
    return base + "?" + "&".join(f"{k}={quote(v, safe='.,_-~')}" for k, v in params.items())


def iframe_tag(scenario_id: str, title: str, src: str) -> str:
    return (f'<iframe class="board" data-scenario="{scenario_id}" title="{title}" '
            f'loading="lazy" src="{escape(src)}"></iframe>')


def rewrite_page(html: str, scenarios: Mapping[str, Any], lang: str) -> str:
    """``html`` with every scenario iframe's ``src`` derived from ``scenarios``."""

    def one(match: re.Match) -> str:
        sid = match["id"]
        if sid not in scenarios:
            raise KeyError(f"rules page ({lang}): unknown scenario {sid!r}")
        return iframe_tag(sid, match["title"], scenario_src(scenarios[sid], lang))

    return IFRAME.sub(one, html)


def page_scenarios(html: str) -> list[str]:
    """The scenario ids a rules page shows, in page order."""
    return [m["id"] for m in IFRAME.finditer(html)]


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != "ludo-scenarios/1":
        raise ValueError(f"{path}: format must be 'ludo-scenarios/1'")
    return data["scenarios"]


def main(rules_dir: Path | None = None) -> None:
    rules_dir = rules_dir or Path(__file__).resolve().parents[2] / "rules"
    scenarios = load(rules_dir / "scenarios.json")
    for lang in LANGS:
        page = rules_dir / f"{lang}.html"
        text = page.read_text(encoding="utf-8")
        new = rewrite_page(text, scenarios, lang)
        if new != text:
            page.write_text(new, encoding="utf-8")
            print(f"updated {page}")


if __name__ == "__main__":
    main()
