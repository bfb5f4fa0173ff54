"""Each game's board shape is said once, in the engine (``ludo/<game>/geometry.py``, which
imports nothing), and both the engine and the view read it from there: the view defines
no geometry constant of its own (a grep of ``web/py``'s syntax trees)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo.colonne import geometry as colonne_geometry
from ludo.colonne import position as colonne_position
from ludo.colonne.variant import VARIANTS
from ludo.mensch import geometry as mensch_geometry
from ludo.mensch import position as mensch_position

ROOT = Path(__file__).resolve().parents[1]
VIEW = ROOT / "web" / "py"
GEOMETRY = [ROOT / "ludo" / "mensch" / "geometry.py", ROOT / "ludo" / "colonne" / "geometry.py"]

#: Names of a game's geometry: a module of the view may import them, never assign them.
NAMES = {"RING", "LANE", "LANE_SQUARES", "GOAL", "BASE", "CORNERS", "QUARTER", "COLOURS", "WHITE",
         "BLACK", "OPTION_NAMES", "DEFAULT_OPTIONS", "SEATS_FOR", "SIZES", "FINISH", "TRACK", "ENTRY"}
#: Functions of the engine's geometry a view module may call, never write again.
FUNCTIONS = {"ring_square", "square_of", "start_square", "entry_square", "progress_at", "on_ring",
             "entry_and_track", "other"}
#: Literals that restate the geometry: the colonne colours, mensch's options.
LITERALS = {("white", "black"), ("mandatory_capture", "lane_jump", "start_with_piece")}
#: Sums that restate it: a square counted round mensch's ring, colonne's finish.
SUMS = ("% 40", "10 * corner", "10 * seat", "entry + track + 1", "sum(sizes(")


def restatements(path: Path) -> list[str]:
    """Where ``path`` defines a geometry name or function, or writes one of its literals."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            targets = [node.target]
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name) and name.id in NAMES:
                    found.append(f"{path.name}:{node.lineno}: assigns {name.id}")
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in FUNCTIONS:
            found.append(f"{path.name}:{node.lineno}: defines {node.name}()")
        if isinstance(node, ast.Tuple) and all(isinstance(e, ast.Constant) for e in node.elts):
            if tuple(e.value for e in node.elts) in LITERALS:
                found.append(f"{path.name}:{node.lineno}: writes {ast.unparse(node)}")
        if isinstance(node, ast.BinOp) and any(text in ast.unparse(node) for text in SUMS):
            found.append(f"{path.name}:{node.lineno}: computes {ast.unparse(node)}")
    return found


def test_the_view_defines_no_geometry_of_a_game():
    found = [line for path in sorted(VIEW.rglob("*.py")) for line in restatements(path)]
    assert not found, "geometry restated in the view (import it from ludo/<game>/geometry.py):\n" + "\n".join(found)


@pytest.mark.parametrize("source", [
    "RING = 40\n", "class A:\n    COLOURS = ('white', 'black')\n", "def ring_square(c, p):\n    return p\n",
    "finish = entry + track + 1\n", "x = (10 * corner + p) % 40\n", "x = sum(sizes(v)) + 1\n",
])
def test_the_grep_finds_a_restatement(tmp_path, source):
    path = tmp_path / "module.py"
    path.write_text(source, encoding="utf-8")
    assert restatements(path)


@pytest.mark.parametrize("path", GEOMETRY, ids=lambda p: p.parent.name)
def test_a_geometry_module_imports_nothing(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert not [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]


def test_the_engine_reads_its_geometry_from_there():
    for name in ("RING", "LANE", "GOAL", "BASE", "CORNERS", "PIECES", "OPTION_NAMES", "ring_square"):
        assert getattr(mensch_position, name) is getattr(mensch_geometry, name)
    assert colonne_position.COLOURS is colonne_geometry.COLOURS
    for name, variant in VARIANTS.items():
        size = colonne_geometry.SIZES[name]
        assert (variant.pieces, variant.dice, variant.entry, variant.track) == (
            size["pieces"], size["dice"], size["entry"], size["track"])
        assert variant.finish == colonne_geometry.finish(name) == variant.entry + variant.track + 1
    assert [mensch_geometry.ring_square(c, 0) for c in mensch_geometry.CORNERS] == [0, 10, 20, 30]
    assert mensch_geometry.progress_at(3, mensch_geometry.ring_square(3, 17)) == 17
    assert mensch_geometry.square_of(1, 40) is None and mensch_geometry.entry_square(0) == 39
