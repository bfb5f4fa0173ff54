"""mypy (pinned in the dev extra) finds no error in ``ludo/``, with the
settings of ``[tool.mypy]`` in pyproject.toml. Without mypy the test skips,
except under CI (``CI`` set), where it fails."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import tomllib
from pathlib import Path

from conftest import _missing

ROOT = Path(__file__).resolve().parents[1]


def pinned_mypy() -> str:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    (pin,) = [r for r in extras["dev"] if r.startswith("mypy==")]
    return pin.removeprefix("mypy==")


def test_mypy_is_clean_on_the_engine():
    try:
        installed = importlib.metadata.version("mypy")
    except importlib.metadata.PackageNotFoundError:
        _missing("mypy is not installed: pip install -e '.[dev]'")
        return
    assert installed == pinned_mypy(), f"mypy {installed} installed, {pinned_mypy()} pinned"
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--config-file", "pyproject.toml",
                           "ludo"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"mypy reports errors on ludo/:\n{done.stdout}{done.stderr}"
    assert "Success: no issues found" in done.stdout


def test_the_check_fails_on_an_error(tmp_path):
    """The same command reports a typing error (so the test above can fail)."""
    try:
        importlib.metadata.version("mypy")
    except importlib.metadata.PackageNotFoundError:
        _missing("mypy is not installed: pip install -e '.[dev]'")
        return
    bad = tmp_path / "bad.py"
    bad.write_text("from ludo.mensch.position import Move\n\nMove('one', 2)\nx: int = 'text'\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--config-file", "pyproject.toml",
                           str(bad)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 1
    assert "bad.py:3: error" in done.stdout and "bad.py:4: error" in done.stdout
