"""The static import graph of our packages, and its cycles (a test helper).

Static means read from the source, not from running it: every ``import`` and
``from ... import`` statement anywhere in a file counts -- at module level,
inside functions and methods, under ``if``/``try``. A function-level import
only postpones an import, it does not remove the dependency; a cycle through
one is still a cycle (a module that cannot be understood, tested or shipped
without the other), so it counts like any other.

An import is an edge to the module it names (``from pkg import name``: to
``pkg.name`` when that is a module of the trees, else to ``pkg``), not to the
parent packages Python also imports on the way: else every package whose
``__init__`` imports its own modules would be a cycle. Only edges between
modules of the given trees are kept (the standard library and other packages
are left out). ``importlib.import_module(name)`` calls are
not import statements and are not followed: the registry reaches the games
that way on purpose, by name.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

Roots = Iterable[tuple["Path | str", str]]


def module_files(roots: Roots) -> dict[str, Path]:
    """{module name: file} for every ``.py`` file under each (folder, package
    name) pair; ``pkg/__init__.py`` is the module ``pkg``."""
    found: dict[str, Path] = {}
    for folder, package in roots:
        folder = Path(folder)
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            if "__pycache__" in parts:
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((package, *parts))] = path
    return found


def _base(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute module a relative ``from`` (``level`` dots) in ``module`` names."""
    parts = module.split(".") if is_package else module.split(".")[:-1]
    if level > 1:
        parts = parts[: len(parts) - (level - 1)]
    return ".".join(parts + ([name] if name else []))


def _known(name: str, modules: Mapping[str, Path]) -> str | None:
    """``name`` if it is a module of the trees, else its nearest enclosing one."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def imports_of(module: str, path: Path, modules: Mapping[str, Path]) -> set[str]:
    """The modules of the trees that the file of ``module`` imports, anywhere in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _base(module, is_package, node.level, node.module) if node.level else node.module or ""
            # ``from pkg import name``: the module pkg.name when there is one, else pkg
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                       for alias in node.names]
        else:
            continue
        found.update(t for t in map(lambda name: _known(name, modules), targets) if t is not None)
    return found


def import_graph(roots: Roots) -> dict[str, set[str]]:
    """{module: the modules of the trees it imports} for every module under ``roots``,
    a list of (root folder, package name) pairs, e.g. ``[(Path("ludo"), "ludo")]``."""
    modules = module_files(roots)
    return {module: imports_of(module, path, modules) for module, path in modules.items()}


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The import cycles: each strongly connected component of more than one
    module, and each module that imports itself; sorted, each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:  # Tarjan's algorithm, iterative (no recursion limit)
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph.get(target, ())))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in graph.get(node, ()):
                        found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def describe(found: list[list[str]], graph: Mapping[str, Iterable[str]]) -> str:
    """The cycles in words: each one's modules and the imports between them."""
    lines = []
    for component in found:
        members = set(component)
        lines.append("cycle: " + ", ".join(component))
        for module in component:
            inside = sorted(set(graph.get(module, ())) & members)
            lines.append(f"  {module} imports {', '.join(inside)}")
    return "\n".join(lines)
