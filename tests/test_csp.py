"""The Content-Security-Policy of every page: its own files only, nothing inline but
what the build hashed, ``eval`` only where Pyodide needs it.

Every browser test runs under the policy (the ``page`` fixture fails on any
console error, and Chromium reports each refused load or script as one); this
file checks the policy itself, and that the browser enforces it."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from conftest import open_path

import build

META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def pages(dist: Path) -> list[Path]:
    """The built pages (those of web/: other tests may write pages of their own into the site)."""
    return sorted(dist / p.relative_to(build.WEB) for p in build.WEB.rglob("*.html"))


def policy(html: str) -> dict[str, list[str]]:
    found = META.findall(html)
    assert len(found) == 1, "one policy per page"
    return {d.split()[0]: d.split()[1:] for d in found[0].split("; ")}


def test_every_page_has_a_policy_before_anything_it_governs(dist_dir):
    assert len(pages(dist_dir)) >= 10
    for path in pages(dist_dir):
        html = path.read_text(encoding="utf-8")
        head = html[:html.index("</head>")]
        meta_at = head.index('http-equiv="Content-Security-Policy"')
        for tag in ("<script", "<style", "<link"):
            assert tag not in head[:meta_at], f"{path.name}: {tag} before the policy"
        rules = policy(html)
        assert rules["default-src"] == ["'none'"], path.name
        assert rules["object-src"] == ["'none'"] and rules["base-uri"] == ["'none'"]
        for directive, sources in rules.items():
            for source in sources:
                assert not re.match(r"https?:|\*|wss?:", source), f"{path.name}: {directive} allows {source}"
            assert "'unsafe-inline'" not in sources, f"{path.name}: {directive}"


def test_eval_only_where_python_runs(dist_dir):
    for path in pages(dist_dir):
        html = path.read_text(encoding="utf-8")
        script = policy(html)["script-src"]
        python = 'type="py"' in html or build.BOARDS_SCRIPT.search(html) is not None   # boards.js adds it
        assert ("'unsafe-eval'" in script) == python, path.name
        assert "'wasm-unsafe-eval'" in script


def _digest(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_each_inline_script_and_style_is_hashed(dist_dir):
    for path in pages(dist_dir):
        html = path.read_text(encoding="utf-8")
        rules = policy(html)
        for tag, attrs, body in re.findall(r"<(script|style)\b([^>]*)>(.*?)</\1>", html, re.DOTALL):
            if tag == "script" and ("src=" in attrs or 'type="py"' in attrs):
                continue
            assert _digest(body) in rules[f"{tag}-src"], f"{path.name}: an inline {tag} not allowed"
        assert not re.search(r"<[a-z][^>]*\son[a-z]+=", re.sub(r"<script.*?</script>", "", html, flags=re.S)), \
            f"{path.name}: an inline event handler"


def test_the_build_refuses_an_inline_handler():
    with pytest.raises(build.BuildError, match="inline event handler"):
        build.content_security_policy('<html><button onclick="go()">x</button></html>')
    text = build.content_security_policy("<script>a()</script><script type=\"py\">b()</script><style>p{}</style>")
    assert _digest("a()") in text and _digest("b()") not in text and _digest("p{}") in text


BLOCKED_PROBES = """async () => {
    const seen = [];
    document.addEventListener('securitypolicyviolation', e => seen.push(e.violatedDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1';
    document.head.append(script);
    let fetched = 'no';
    try { await fetch('http://127.0.0.2:9/x'); fetched = 'yes'; } catch (e) { fetched = 'refused'; }
    await new Promise(r => setTimeout(r, 200));
    return {ran: window.__injected === 1, fetched, seen};
}"""


def _probe(page) -> dict:
    page.context.watch.errors.clear()  # the refusals below are the point of the probe
    found = page.evaluate(BLOCKED_PROBES)
    page.context.watch.errors.clear()
    return found


@pytest.mark.browser
@pytest.mark.parametrize("path", ["?speed=0", "embed.html?speed=0", "editor.html"])
def test_the_browser_enforces_the_policy_on_python_pages(page, path):
    open_path(page, path)
    found = _probe(page)
    assert found["ran"] is False and found["fetched"] == "refused"
    assert "script-src-elem" in found["seen"] and "connect-src" in found["seen"]
    assert page.evaluate("document.documentElement.dataset.ludo") == "ready"  # the page goes on


@pytest.mark.browser
def test_the_browser_enforces_the_policy_on_a_page_of_boards(page, site_url):
    page.goto(site_url + "rules/en.html")
    page.wait_for_function("[...document.querySelectorAll('ludo-board')].every(b => b.dataset.ludo === 'ready')",
                           timeout=120_000)
    found = _probe(page)
    assert found["ran"] is False and found["fetched"] == "refused"
    assert "script-src-elem" in found["seen"] and "connect-src" in found["seen"]


@pytest.mark.browser
@pytest.mark.parametrize("path", ["embedding.html"])
def test_the_browser_enforces_the_policy_on_the_guide(page, site_url, path):
    page.goto(site_url + path)
    page.wait_for_selector("iframe", state="attached")
    found = _probe(page)
    assert found["ran"] is False and found["fetched"] == "refused"
    assert "script-src-elem" in found["seen"] and "connect-src" in found["seen"]
