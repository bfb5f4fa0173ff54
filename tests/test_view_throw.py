"""Game-neutral view code asks the game about its throw, it never tests which form the throw
has (issue 36): mensch keeps one die beside the position, colonne keeps its dice in it
(``position["dice"]``), and each game answers for itself through its spec's ``throw``
(:class:`ludoview.core.game.Throw`).

Game-neutral means every module of ``web/py/ludoview`` outside a game's own package
(``games/<name>/``). In it, no name ``roll_apart`` (the old "is the roll kept apart?"
question), no ``"dice" in ...`` / ``"step" in ...`` test of a position, move or hint, no
``.get("dice")`` deciding a branch, and no ``move_keys`` deciding one. (At the parent commit
of this test, 09e1b6a, the check found 38 such places in 10 modules.)"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview import games

VIEW = Path(__file__).resolve().parents[1] / "web" / "py" / "ludoview"
#: The keys whose presence tells one throw form from the other.
FORM_KEYS = {"dice", "step"}
#: Names that ask which form a game's throw has.
FORM_NAMES = {"roll_apart"}


def game_neutral(root: Path = VIEW) -> list[Path]:
    """The view's modules outside each game's own package (``games/<name>/``)."""
    return [p for p in sorted(root.rglob("*.py"))
            if not (p.relative_to(root).parts[0] == "games" and len(p.relative_to(root).parts) > 2)]


def _named(node: ast.AST, names: set[str]) -> bool:
    return ((isinstance(node, ast.Name) and node.id in names)
            or (isinstance(node, ast.Attribute) and node.attr in names)
            or (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name in names)
            or (isinstance(node, ast.alias) and (node.asname or node.name).split(".")[-1] in names))


def _key_test(node: ast.AST) -> bool:
    """``"dice" in x`` / ``"dice" not in x`` (or another form key)."""
    return (isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and node.left.value in FORM_KEYS
            and any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops))


def _tests(tree: ast.AST):
    """The expressions that decide a branch: of ``if``, ``while``, ``x if c else y``,
    comprehensions' ``if``, ``and``/``or`` operands."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            yield node.test
        elif isinstance(node, ast.comprehension):
            yield from node.ifs
        elif isinstance(node, ast.BoolOp):
            yield from node.values


def offences(tree: ast.AST) -> list[tuple[int, str]]:
    """Where a module branches on its game's throw form: (line, what)."""
    found = [(getattr(n, "lineno", 0), f"names {sorted(FORM_NAMES)}") for n in ast.walk(tree) if _named(n, FORM_NAMES)]
    found += [(n.lineno, "tests a form key's presence") for n in ast.walk(tree) if _key_test(n)]
    for test in _tests(tree):
        for n in ast.walk(test):
            if _named(n, {"move_keys"}):
                found.append((n.lineno, "branches on move_keys"))
            elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "get"
                  and n.args and isinstance(n.args[0], ast.Constant) and n.args[0].value == "dice"):
                found.append((n.lineno, "branches on a form key's value"))
    return sorted(set(found))


def all_offences(root: Path = VIEW) -> list[str]:
    return [f"{path.relative_to(root)}:{line}: {what}"
            for path in game_neutral(root)
            for line, what in offences(ast.parse(path.read_text(encoding="utf-8")))]


def test_game_neutral_view_code_asks_the_game_instead_of_testing_its_throw_form():
    assert len(game_neutral()) > 50 and VIEW / "learn" / "puzzles.py" in game_neutral()
    assert VIEW / "games" / "review.py" in game_neutral()
    assert VIEW / "games" / "mensch" / "throw.py" not in game_neutral()
    assert all_offences() == []


@pytest.mark.parametrize("source, count", [
    ("def roll_apart(game):\n    return True\n", 1),
    ("from ludoview.learn.common import roll_apart\n", 1),
    ("x = P.roll_apart(puzzle)\n", 1),
    ("if session.roll_apart is not None:\n    pass\n", 1),
    ("key = k(a) if 'dice' in a else (a['from'], a['to'])\n", 1),
    ("ok = 'dice' not in wanted or same\n", 1),
    ("c = [h['move'] if 'step' not in h else h['step'] for h in hints]\n", 1),
    ("if 'dice' in set(spec.move_keys):\n    pass\n", 2),
    ("if position.get('dice'):\n    pass\n", 1),
    ("keys = set(spec.move_keys)\nmove = {k: v[k] for k in spec.move_keys}\n", 0),
    ("step = (params.get('step') or [''])[0]\n", 0),
    ("n = len(move.get('dice', ()))\nchoices = spec.throw.choices(position, roll)\n", 0),
])
def test_the_check_finds_each_form_of_branch(source, count):
    assert len(offences(ast.parse(source))) == count


def test_mensch_answers_for_a_die_beside_the_position():
    throw = games.spec("mensch").throw
    assert throw.keys.task == "learn.task.die" and throw.keys.miss == ""
    assert throw.beside(4) == 4 and throw.task_params(4) == {"roll": 4}
    assert throw.answer_moves({"from": 1, "to": 5}) == [{"from": 1, "to": 5}]
    assert throw.move_key({"from": 1, "to": 5, "capture": True}) == (1, 5)
    assert throw.task_move({"from": 1, "to": 5, "dice": [4]}) == {"from": 1, "to": 5}


def test_colonne_answers_for_dice_in_the_position():
    throw = games.spec("colonne").throw
    assert throw.keys.task == "learn.task.dice" and throw.keys.miss == ".turn"
    assert throw.beside(4) is None and throw.task_params([3, 5]) == {"dice": "3, 5"}
    steps = [{"dice": [5], "from": 0, "to": 8}]
    assert throw.answer_moves(steps) == steps
    assert throw.move_key({"dice": [5, 2], "from": 0, "to": 8}) == ((2, 5), 0, 8)
    assert throw.task_move({"from": 0, "to": 8, "dice": [5, 2, "x"]}) == {"from": 0, "to": 8, "dice": [2, 5]}
    with pytest.raises(ValueError, match="move.dice"):
        throw.check_move({"dice": [7], "from": 0, "to": 8})
