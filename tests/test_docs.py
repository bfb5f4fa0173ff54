"""The README stays a newcomer's page, and no link in it or in docs/ is broken.

Fast: reads Markdown files only (no build, no browser). Links that leave the
checkout (``../shared/spec/...``) are checked too: like the conformance tests,
they expect the shared folder beside the checkout.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, *sorted((ROOT / "docs").glob("*.md"))]
README_MAX_LINES = 250

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.S | re.M)
INDENTED = re.compile(r"^(?: {4}|\t).*$", re.M)
CODE_SPAN = re.compile(r"(`+).+?\1", re.S)
INLINE_LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$", re.M)
HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*#*\s*$", re.M)


def _prose(text: str) -> str:
    """The text without code blocks and code spans (links there are not links)."""
    text = FENCE.sub("", text)
    text = INDENTED.sub("", text)
    return CODE_SPAN.sub("", text)


def links(page: Path) -> list[str]:
    prose = _prose(page.read_text(encoding="utf-8"))
    return INLINE_LINK.findall(prose) + REFERENCE_LINK.findall(prose)


def anchors(page: Path) -> set[str]:
    """The heading anchors GitHub makes for a Markdown page."""
    found: set[str] = set()
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    for title in HEADING.findall(text):
        title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title)  # a link keeps its text
        slug = re.sub(r"[^\w\- ]", "", title.lower()).replace(" ", "-")
        candidate, n = slug, 0
        while candidate in found:
            n += 1
            candidate = f"{slug}-{n}"
        found.add(candidate)
    return found


def _relative(target: str) -> bool:
    return not re.match(r"^[a-z][a-z0-9+.-]*:", target, re.I) and not target.startswith("//")


def test_readme_is_short():
    lines = README.read_text(encoding="utf-8").count("\n")
    assert lines <= README_MAX_LINES, f"README.md has {lines} lines; keep it to {README_MAX_LINES}"


def test_the_docs_pages_are_there():
    names = {p.name for p in PAGES}
    for name in ("engine.md", "computer-players.md", "embedding.md", "deploying.md", "architecture.md"):
        assert name in names


@pytest.mark.parametrize("doc", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_relative_links_resolve(doc):
    broken = []
    for target in links(doc):
        if not _relative(target):
            continue
        path, _, fragment = target.partition("#")
        path = path.split("?", 1)[0]
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists():
            broken.append(f"{target}: no file {file}")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            broken.append(f"{target}: no heading #{fragment} in {file.name}")
    assert not broken, f"broken links in {doc.name}:\n" + "\n".join(broken)


def test_the_link_reader_sees_links():
    assert "docs/engine.md" in links(README)
    assert "docs/board.png" in links(README)
