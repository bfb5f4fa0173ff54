"""mypy (pinned in the dev extra) finds no error in the engine (``ludo/``) and the view
(``web/py/ludoview/``), with the settings of ``[tool.mypy]`` in pyproject.toml (the
browser's modules described by the stubs in ``web/py/stubs/``); and the same check fails
on an undefined name, a wrong attribute of our own objects and a misspelt member of the
browser's ``window``, planted in a copy of a view module. Without mypy the tests skip,
except under CI (``CI`` set), where they fail.

mypy's cache lives in a folder of the run's own: the whole tree is checked from nothing
once, and the planted copies reuse what it found."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from conftest import _missing

ROOT = Path(__file__).resolve().parents[1]
VIEW = ROOT / "web" / "py" / "ludoview"

#: Parts of the view whose typing lands with another branch of issue 33 ("Types everywhere"):
#: embed/, editor/ and remote/ (typed on their own branch), and the catalogues being turned
#: into gettext catalogues. Their errors are listed, not yet failures; everything else of the
#: configured tree must be clean. Once a part is clean it leaves this list (a test says so).
PENDING: tuple[str, ...] = ()

ERROR = re.compile(r"^(?P<path>[^:\n]+\.pyi?):(?P<line>\d+): error: (?P<text>.*)$", re.M)


def pinned_mypy() -> str:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    (pin,) = [r for r in extras["dev"] if r.startswith("mypy==")]
    return pin.removeprefix("mypy==")


def have_mypy() -> bool:
    try:
        importlib.metadata.version("mypy")
    except importlib.metadata.PackageNotFoundError:
        _missing("mypy is not installed: pip install -e '.[dev]'")
        return False
    return True


@pytest.fixture(scope="module")
def cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("mypy-cache")


def mypy(cache: Path, *args: str) -> subprocess.CompletedProcess:
    """``mypy`` run as the project runs it (pyproject.toml's settings), from the root."""
    return subprocess.run([sys.executable, "-m", "mypy", "--config-file", "pyproject.toml", "--cache-dir", str(cache),
                           *args], cwd=ROOT, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def whole_tree(cache) -> subprocess.CompletedProcess | None:
    """One run of ``mypy`` over the configured tree (``files`` of ``[tool.mypy]``)."""
    if not have_mypy():
        return None
    return mypy(cache)


def test_mypy_is_pinned_and_checks_the_engine_and_the_view():
    if not have_mypy():
        return
    installed = importlib.metadata.version("mypy")
    assert installed == pinned_mypy(), f"mypy {installed} installed, {pinned_mypy()} pinned"
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["files"] == ["ludo", "web/py/ludoview"]
    assert config["check_untyped_defs"] and config["warn_unused_ignores"]
    assert "ignore_errors" not in config and "exclude" not in config
    assert all("ignore_errors" not in o and not any(m.startswith(("ludo", "ludoview")) for m in o["module"])
               for o in config.get("overrides", []))
    stubs = {p.relative_to(ROOT / "web" / "py" / "stubs").as_posix() for p in (ROOT / "web" / "py" / "stubs").rglob("*.pyi")}
    assert {"pyscript/__init__.pyi", "pyodide/ffi/__init__.pyi", "pyodide_js/__init__.pyi", "js/__init__.pyi"} <= stubs


def test_mypy_finds_no_error_in_the_tree_but_the_pending_parts(whole_tree):
    if whole_tree is None:
        return
    errors = [m for m in ERROR.finditer(whole_tree.stdout)]
    assert errors or "Success: no issues found" in whole_tree.stdout, whole_tree.stdout + whole_tree.stderr
    assert whole_tree.returncode in (0, 1), whole_tree.stdout + whole_tree.stderr   # 2: mypy itself failed
    ours = [m.group(0) for m in errors if not m.group("path").startswith(PENDING)]
    assert not ours, "mypy reports errors:\n" + "\n".join(ours)
    if not PENDING:
        assert whole_tree.returncode == 0 and "Success: no issues found" in whole_tree.stdout


def test_each_pending_part_still_has_errors(whole_tree):
    """A part found clean leaves :data:`PENDING`, so that it is checked from then on."""
    if whole_tree is None:
        return
    paths = [m.group("path") for m in ERROR.finditer(whole_tree.stdout)]
    clean = [part for part in PENDING if not any(path.startswith(part) for path in paths)]
    assert not clean, f"no mypy error left in {clean}: remove them from PENDING in tests/test_types.py"


def plant(tmp_path: Path, name: str, extra: str) -> Path:
    """A copy of the view's ``core/dom.py`` (browser glue: the stubs' document and window, and
    our own objects) as the module ``name``, with ``extra`` added at its end."""
    source = (VIEW / "core" / "dom.py").read_text(encoding="utf-8")
    assert "from ludoview." in source and "from ." not in source   # (absolute imports: it checks as a copy)
    path = tmp_path / f"{name}.py"
    path.write_text(source + extra, encoding="utf-8")
    return path


PLANTED = '''

def _planted_undefined() -> str:
    return unheard_of_name


def _planted_attribute(root: Root) -> None:
    root.set_stat("ready")          # Root has set_state


def _planted_window() -> str:
    return str(window.localstorage)  # the browser's window has localStorage
'''


def test_the_check_fails_on_an_undefined_name_and_wrong_attributes_in_a_view_module(cache, tmp_path):
    """The same settings report each planted error, at its line, and nothing in the untouched copy."""
    if not have_mypy():
        return
    clean = plant(tmp_path, "dom_copy", "")
    planted = plant(tmp_path, "dom_planted", PLANTED)
    done = mypy(cache, str(clean), str(planted))
    assert done.returncode == 1, done.stdout + done.stderr
    found = {(Path(m.group("path")).name, int(m.group("line")), m.group("text")) for m in ERROR.finditer(done.stdout)
             if Path(m.group("path")).parent == tmp_path}   # (a module it imports may be a pending part)
    lines = planted.read_text(encoding="utf-8").splitlines()

    def line_of(text: str) -> int:
        return next(i for i, line in enumerate(lines, 1) if text in line)

    assert found == {
        ("dom_planted.py", line_of("unheard_of_name"), 'Name "unheard_of_name" is not defined  [name-defined]'),
        ("dom_planted.py", line_of("set_stat("), '"Root" has no attribute "set_stat"; maybe "set_state"?  [attr-defined]'),
        ("dom_planted.py", line_of("localstorage"),
         '"Window" has no attribute "localstorage"; maybe "localStorage"?  [attr-defined]'),
    }, done.stdout


def test_the_check_fails_on_a_wrong_call_of_the_engine(cache, tmp_path):
    """A wrong argument to an engine class and a wrong assignment, at their lines."""
    if not have_mypy():
        return
    bad = tmp_path / "bad.py"
    bad.write_text("from ludo.mensch.position import Move\n\nMove('one', 2)\nx: int = 'text'\n", encoding="utf-8")
    done = mypy(cache, str(bad))
    assert done.returncode == 1
    assert "bad.py:3: error" in done.stdout and "bad.py:4: error" in done.stdout
