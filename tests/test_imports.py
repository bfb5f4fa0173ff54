"""No import cycle in ludo/ and web/py/ludoview (every import statement counts,
function-level ones too), the layers of the view import downwards only, and the
checker itself finds what it should."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from import_graph import cycles, describe, import_graph

ROOT = Path(__file__).resolve().parents[1]

#: The package trees checked: (folder, package name).
TREES = [(ROOT / "ludo", "ludo")]
VIEW = [(ROOT / "ludo", "ludo"), (ROOT / "web" / "py" / "ludoview", "ludoview")]


def test_the_engine_has_no_import_cycle():
    graph = import_graph(TREES)
    assert "ludo.mensch.jsonapi" in graph and "ludo.registry" in graph
    found = cycles(graph)
    assert not found, "import cycles (every import statement counts):\n" + describe(found, graph)


def test_the_view_has_no_import_cycle():
    graph = import_graph(VIEW)
    assert {"ludoview.core.i18n", "ludoview.games.mensch.page", "ludoview.embed.page", "ludoview.shell.main"} <= set(graph)
    found = cycles(graph)
    assert not found, "import cycles (every import statement counts):\n" + describe(found, graph)


#: The view's layers, lowest first: a module imports only from its own layer or lower ones
#: (``ludoview.games`` is the registry, with the game packages under it).
LAYERS = ("ludoview.core", "ludoview.games", ("ludoview.shell", "ludoview.embed", "ludoview.editor"))


def layer_of(module: str) -> int | None:
    for level, names in enumerate(LAYERS):
        for name in (names if isinstance(names, tuple) else (names,)):
            if module == name or module.startswith(name + "."):
                return level
    return None


def test_the_view_imports_downwards_only():
    """core knows no game and no page; a game knows no page frame but its own controller's
    base (the shell's GamePage); the words of a game import the i18n core, never the reverse."""
    graph = import_graph(VIEW)
    for module, imported in graph.items():
        level = layer_of(module)
        if level is None:
            continue
        for other in imported:
            other_level = layer_of(other)
            allowed = other_level is None or other_level <= level or (
                module.endswith(".page") and other == "ludoview.shell.app")   # a game's controller
            assert allowed, f"{module} (layer {level}) imports {other} (layer {other_level})"
    # (but the .po reader, which knows no words, for a page run from the source tree)
    assert not {m for m in graph["ludoview.core.i18n"] if m.startswith("ludoview.")} - {"ludoview.core.po"}
    assert not {m for m in graph["ludoview.core.po"] if m.startswith("ludoview.")}


def test_the_game_modules_do_not_import_the_arena():
    """The per-game AI and rules modules never import the arena glue (tooling):
    only the arena side imports the AI."""
    graph = import_graph(TREES)
    tooling = {"ludo.arena", "ludo.mensch.arena", "ludo.colonne.arena", "ludo.__main__",
               "ludo.mensch.bench", "ludo.colonne.bench"}
    for module, imported in graph.items():
        if module not in tooling:
            assert not imported & tooling, f"{module} imports {sorted(imported & tooling)}"
    assert "ludo.mensch.ai" in graph["ludo.mensch.arena"] and "ludo.colonne.ai" in graph["ludo.colonne.arena"]
    assert "ludo.mensch.jsonapi" not in graph["ludo.mensch.ai"]


# --- the checker, on small packages written for the test ------------------------------

def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return folder


FUNCTION_LEVEL = {
    "__init__.py": "",
    "a.py": "from pkg import b\n",
    "b.py": "def later():\n    from . import a\n    return a\n",
    "c.py": "import os\nfrom pkg.b import later\n",
}
IN_METHODS = {
    "__init__.py": "",
    "m.py": "class K:\n    def f(self):\n        import pkg.n\n",
    "n.py": "try:\n    from .m import K\nexcept ImportError:\n    pass\n",
    "s.py": "def f():\n    import pkg.s\n",
}


@pytest.mark.parametrize("files, found", [
    (FUNCTION_LEVEL, [["pkg.a", "pkg.b"]]),
    (IN_METHODS, [["pkg.m", "pkg.n"], ["pkg.s"]]),  # a method's import, a try's, a self-import
], ids=["function-level", "methods-and-self"])
def test_a_cycle_through_any_import_statement_is_found(tmp_path, files, found):
    assert cycles(import_graph([(write(tmp_path / "pkg", files), "pkg")])) == found


def test_the_message_names_the_modules_of_a_cycle_and_their_imports(tmp_path):
    graph = import_graph([(write(tmp_path / "pkg", FUNCTION_LEVEL), "pkg")])
    assert graph["pkg.b"] == {"pkg.a"} and graph["pkg.c"] == {"pkg.b"}
    text = describe(cycles(graph), graph)
    assert "cycle: pkg.a, pkg.b" in text and "pkg.b imports pkg.a" in text and "pkg.c" not in text


def test_a_clean_tree_has_no_cycle(tmp_path):
    root = write(tmp_path / "pkg", {
        "__init__.py": "from pkg.core import thing\n",
        "core.py": "thing = 1\n",
        "sub/__init__.py": "from .. import core\n",
        "sub/deep.py": "from ..core import thing\nfrom . import helper\nfrom .. import sub\n",
        "sub/helper.py": "import pkg\n",
    })
    graph = import_graph([(root, "pkg")])
    assert graph == {
        "pkg": {"pkg.core"},
        "pkg.core": set(),
        "pkg.sub": {"pkg.core"},
        "pkg.sub.deep": {"pkg.core", "pkg.sub.helper", "pkg.sub"},
        "pkg.sub.helper": {"pkg"},
    }
    assert cycles(graph) == []


def test_several_roots_make_one_graph(tmp_path):
    """A cycle across two package trees (the engine and the view) is found too."""
    engine = write(tmp_path / "engine", {"__init__.py": "", "api.py": "def f():\n    import view.page\n"})
    view = write(tmp_path / "web" / "view", {"__init__.py": "", "page.py": "from engine import api\n"})
    graph = import_graph([(engine, "engine"), (view, "view")])
    assert graph["view.page"] == {"engine.api"}
    assert cycles(graph) == [["engine.api", "view.page"]]
