"""``<ludo-board>`` without a browser: boards.js carries embed.html's frame, and a page
that includes it gets the policy of a page that runs Python (tests/test_boards_browser.py
runs them)."""

from __future__ import annotations

import re
from pathlib import Path

import build

WEB = Path(build.__file__).resolve().parent / "web"


def ids(markup: str) -> list[str]:
    return sorted(re.findall(r'\bid="([^"]+)"', markup))


def test_the_element_has_the_frame_of_embed_html():
    page = (WEB / "embed.html").read_text(encoding="utf-8")
    body = page.split("<body>", 1)[1].split('<script type="py"', 1)[0]
    script = (WEB / "boards.js").read_text(encoding="utf-8")
    frame = script.split("var FRAME = [", 1)[1].split("].join", 1)[0]
    assert ids(frame) == ids(body)
    assert sorted(re.findall(r'data-testid="([^"]+)"', frame)) == sorted(re.findall(r'data-testid="([^"]+)"', body))


def test_a_page_of_boards_runs_python_under_its_policy():
    html = '<html><head><meta charset="utf-8"><script src="../boards.js" defer></script></head></html>'
    assert "'unsafe-eval'" in build.content_security_policy(html)
    assert "'unsafe-eval'" not in build.content_security_policy(html.replace("boards.js", "rules.js"))


def test_boards_js_uses_no_fixed_url():
    script = (WEB / "boards.js").read_text(encoding="utf-8")
    code = "\n".join(line for line in script.splitlines() if not line.lstrip().startswith("//"))
    assert "http" not in code and '"/' not in code and "'/" not in code


def test_a_page_of_boards_preloads_the_runtime_boards_js_starts():
    runtime = ["runtime/pyodide/pyodide.asm.wasm", "runtime/pyodide/python_stdlib.zip", "runtime/pyscript/core.js"]
    html = '<html><head><meta charset="utf-8">\n<script src="../boards.js" defer></script></head></html>'
    done = build.with_boards_preload(html, runtime, "rules/en.html")
    links = re.findall(r'<link rel="preload" href="([^"]+)" as="fetch" crossorigin>', done)
    assert links == ["../runtime/pyodide/pyodide.asm.wasm", "../runtime/pyodide/python_stdlib.zip", "../app.zip",
                     "../pages.zip"]     # the data files, not the modules; before the script
    assert done.index("preload") < done.index("boards.js")
    assert build.with_boards_preload(done, runtime, "rules/en.html") == done       # once
    assert build.with_boards_preload("<html></html>", runtime, "x.html") == "<html></html>"


def test_the_built_rules_pages_preload_the_runtime(dist_dir):
    html = (dist_dir / "rules" / "en.html").read_text(encoding="utf-8")
    for name in ("pyodide.asm.wasm", "python_stdlib.zip", "app.zip", "pages.zip"):
        assert re.search(rf'<link rel="preload" href="\.\./[^"]*{re.escape(name)}" as="fetch" crossorigin>', html), name
