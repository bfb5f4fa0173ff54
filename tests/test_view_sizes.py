"""The view stays readable in one sitting: no class of web/py has more than about 25
methods, no module more than about 400 lines (a module that holds nothing but a
translation table, with "catalog" in its name, aside)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VIEW = ROOT / "web" / "py"
MAX_METHODS = 25
MAX_LINES = 400


def classes(path: Path):
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef):
            yield node.name, sum(isinstance(b, (ast.FunctionDef, ast.AsyncFunctionDef)) for b in node.body)


def is_catalog(path: Path) -> bool:
    """A translation table's module: "catalog" in its name, nothing but imports, a docstring
    and assignments in it."""
    body = ast.parse(path.read_text(encoding="utf-8")).body
    return "catalog" in path.stem and all(isinstance(n, (ast.Import, ast.ImportFrom, ast.Assign, ast.Expr))
                                          for n in body)


def test_no_class_of_the_view_has_more_than_about_25_methods():
    big = {f"{p.relative_to(VIEW)}:{name}": n for p in VIEW.rglob("*.py") for name, n in classes(p) if n > MAX_METHODS}
    assert not big, f"classes of more than {MAX_METHODS} methods: {big}"
    sizes = {name: n for p in (VIEW / "ludoview" / "shell").glob("*.py") for name, n in classes(p)}
    assert "GamePage" in sizes and sizes["GamePage"] <= MAX_METHODS


def test_no_module_of_the_view_has_more_than_about_400_lines():
    long = {}
    for path in VIEW.rglob("*.py"):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_LINES and not is_catalog(path):
            long[str(path.relative_to(VIEW))] = lines
    assert not long, f"modules of more than {MAX_LINES} lines: {long}"
    assert is_catalog(VIEW / "ludoview" / "games" / "colonne" / "catalog.py")
    assert not is_catalog(VIEW / "ludoview" / "games" / "colonne" / "words.py")
