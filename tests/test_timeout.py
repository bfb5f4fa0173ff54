"""No test can hold a run: pytest-timeout (pinned in the dev extra) fails a test still
going after ``[tool.pytest.ini_options] timeout`` and the run goes on (a hung browser test
once held CI until its 90 minutes were up)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_suite_has_a_timeout_for_each_test():
    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
    # longer than the longest test (the four-browser game: 8 to 11 minutes on a loaded
    # 2-core machine), far shorter than CI's 90 minutes
    assert 900 <= options["timeout"] <= 1800


def test_a_hanging_test_fails_and_the_run_goes_on(tmp_path):
    (tmp_path / "test_hang.py").write_text(
        "import time\n\n\ndef test_hangs():\n    time.sleep(120)\n\n\ndef test_after():\n    pass\n",
        encoding="utf-8")
    # the project's own configuration, its timeout lowered to 2 s
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:randomly",
                          "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(tmp_path), "-o", "timeout=2",
                          "-o", "addopts=", str(tmp_path)],
                         capture_output=True, text=True, timeout=100, cwd=tmp_path)
    assert "Timeout" in run.stdout, run.stdout[-2000:]
    assert "1 failed, 1 passed" in run.stdout, run.stdout[-2000:]
