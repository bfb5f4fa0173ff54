"""ruff (pinned in pyproject.toml, configured by its [tool.ruff]) finds nothing in the whole
tree, and it does find what it is there for: a key repeated in a catalogue's table (the
defect that showed "{game}: {seats}" as distance.html's heading) and a name used but
never defined in the view. Every ``noqa`` says why."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
VIEW = ROOT / "web" / "py" / "ludoview"
#: What the project lints (issue 33): the engine, the view, the build, the tools, the benches, the tests.
LINTED = ("ludo", "web/py", "build.py", "tools", "bench", "tests")
RUFF = Path(sys.executable).parent / "ruff"


def ruff(*args: str | Path, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """``ruff check`` with the project's configuration, its findings one a line."""
    return subprocess.run([str(RUFF), "check", "--no-cache", "--config", str(ROOT / "pyproject.toml"),
                           "--output-format", "concise", *map(str, args)],
                          cwd=cwd, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module", autouse=True)
def _ruff_installed() -> None:
    assert RUFF.exists(), f"{RUFF}: ruff is a dev dependency (pip install -e .[dev])"


def test_the_configuration_selects_pyflakes_bugbear_and_import_sorting():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    select = config["tool"]["ruff"]["lint"]["select"]
    assert {"F", "B", "I"} <= set(select), select
    pins = [p for p in config["project"]["optional-dependencies"]["dev"] if p.startswith("ruff")]
    assert pins and all(re.fullmatch(r"ruff==[\d.]+", p) for p in pins), pins
    version = subprocess.run([str(RUFF), "--version"], capture_output=True, text=True, check=True).stdout
    assert version.split()[-1] == pins[0].split("==")[1], (version, pins)


def test_ruff_finds_nothing_in_the_whole_tree():
    done = ruff(*LINTED)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "All checks passed" in done.stdout


def a_catalogue() -> Path:
    """A module of the view's words: the first ``words.py`` with a table (a dict of string keys)."""
    for path in sorted(VIEW.rglob("words.py")):
        if table_of(ast.parse(path.read_text(encoding="utf-8"))) is not None:
            return path
    pytest.fail("no words.py with a dict of string keys under web/py/ludoview")


def table_of(tree: ast.AST) -> ast.Dict | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict) and len(node.keys) >= 2 and all(
                isinstance(k, ast.Constant) and isinstance(k.value, str) for k in node.keys):
            return node
    return None


def test_a_key_written_twice_in_a_catalogue_fails(tmp_path):
    """The catalogue's first key again, with other words: the second would win at run time."""
    source = a_catalogue()
    text = source.read_text(encoding="utf-8")
    table = table_of(ast.parse(text))
    assert table is not None
    first = table.keys[0]
    assert isinstance(first, ast.Constant)
    lines = text.splitlines(keepends=True)
    at = sum(len(line) for line in lines[:first.lineno - 1]) + len(
        lines[first.lineno - 1].encode("utf-8")[:first.col_offset].decode("utf-8"))
    planted = text[:at] + f"{first.value!r}: 'planted twice', " + text[at:]
    copy = tmp_path / source.relative_to(VIEW.parent)
    copy.parent.mkdir(parents=True)
    copy.write_text(planted, encoding="utf-8")
    ast.parse(planted)                                   # still Python: only the key is wrong

    done = ruff(copy, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    quoted = "[\"']" + re.escape(first.value) + "[\"']"
    assert re.search(rf":{first.lineno}:\d+: F601 Dictionary key literal `{quoted}` repeated", done.stdout), done.stdout
    assert ruff(source, cwd=ROOT).returncode == 0      # the original is clean


def test_a_name_never_defined_in_the_view_fails(tmp_path):
    """A view module whose function uses a name nothing defines (as editor/outputs.py used Draft)."""
    source = VIEW / "core" / "hits.py"
    copy = tmp_path / "ludoview" / "core" / "hits.py"
    copy.parent.mkdir(parents=True)
    copy.write_text(source.read_text(encoding="utf-8")
                    + "\n\ndef planted(box: Box) -> float:\n    return room(0.0, 0.0, [box]) + margin\n",
                    encoding="utf-8")

    done = ruff(copy, cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    found = [line for line in done.stdout.splitlines() if " F821 " in line]
    assert len(found) == 1 and "Undefined name `margin`" in found[0], done.stdout


NOQA = re.compile(r"#\s*noqa\b(?P<codes>:\s*[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*)?(?P<rest>.*)")


def test_every_noqa_names_its_rule_and_says_why():
    """A finding silenced says which rule and why, on the same line: ``# noqa: E402  (why)``."""
    bare = []
    for entry in LINTED:
        path = ROOT / entry
        for file in [path] if path.is_file() else sorted(path.rglob("*.py")):
            for n, line in enumerate(file.read_text(encoding="utf-8").splitlines(), 1):
                match = NOQA.search(line)
                if match and (not match["codes"] or not re.search(r"\w", match["rest"])):
                    bare.append(f"{file.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bare, "noqa without its rule or its reason:\n" + "\n".join(bare)


def test_the_noqa_check_sees_a_bare_one():
    mark = "# " + "noqa"          # (not a mark of this file's own)
    assert NOQA.search(mark + ": F401").group("rest").strip() == ""
    assert NOQA.search(mark).group("codes") is None
    match = NOQA.search(mark + ": E402  (after sys.path is set)")
    assert match["codes"] and re.search(r"\w", match["rest"])
