"""docs/architecture.md names modules that exist: every ``ludo.x``/``ludoview.x`` dotted
name in it is a module (or a name in one), and every file it names is there."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import view_helpers  # noqa: F401  (web/py on the path)

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
VIEW = ROOT / "web" / "py" / "ludoview"
#: Modules that import the browser's runtime: looked for as files, not imported.
BROWSER_ONLY = ("page", "main", "dom", "sound", "boards", "replay", "setup", "review", "app", "chrome", "keys",
                "turns", "dialogs", "keeping", "hosting", "hands", "driver", "settings", "review_page")


def module_file(dotted: str) -> Path | None:
    parts = dotted.split(".")
    base = ROOT if parts[0] == "ludo" else VIEW.parent
    for candidate in (base.joinpath(*parts).with_suffix(".py"), base.joinpath(*parts, "__init__.py")):
        if candidate.exists():
            return candidate
    return None


def resolves(dotted: str) -> bool:
    """A module, or a name defined in one (``ludo.api.replay``, ``ludo.mensch.game.Game``)."""
    if module_file(dotted):
        return True
    parent, _, name = dotted.rpartition(".")
    path = module_file(parent)
    if path is None:
        return False
    if path.stem in BROWSER_ONLY:
        return re.search(rf"^(class|def|async def) {name}\b|^{name}\b", path.read_text(encoding="utf-8"), re.M) is not None
    return hasattr(importlib.import_module(parent), name)


def test_every_module_the_architecture_names_exists():
    dotted = set(re.findall(r"`((?:ludo|ludoview)(?:\.[A-Za-z_]+)+)", DOC))
    assert len(dotted) > 10
    missing = sorted(d for d in dotted if not resolves(d))
    assert not missing, f"docs/architecture.md names what is not there: {missing}"


def test_every_file_the_architecture_names_exists():
    files = set(re.findall(r"`((?:[a-z_]+/)*[a-z_]+\.(?:py|js|md|html))`", DOC))
    assert len(files) > 30
    def found(name: str) -> bool:
        if "/" not in name:   # a module of the table or a section: some package of the view or the engine has it
            return any(VIEW.rglob(name)) or any((ROOT / "ludo").rglob(name)) or any(
                (folder / name).exists() for folder in (ROOT, ROOT / "docs", ROOT / "tests", ROOT / "web"))
        return any(p.exists() for p in (ROOT / name, VIEW / name, ROOT / "web" / name, ROOT / "docs" / name))
    missing = sorted(f for f in files if not found(f))
    assert not missing, f"docs/architecture.md names files that are not there: {missing}"


def test_the_five_zips_are_the_builds():
    import build

    assert set(build.BUNDLES) == {"app.zip", "colonne.zip", "pages.zip", "review.zip", "distance.zip"}
    assert all(f"`{name}`" in DOC for name in build.BUNDLES) and "five zips" in DOC
