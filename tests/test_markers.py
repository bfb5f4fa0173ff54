"""Every test that uses the browser is marked ``browser``, so ``build.py test --fast``
(pytest ``-m "not browser"``) really leaves them all out."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# A pytest plugin that writes, for every collected test, whether it uses a browser
# fixture (directly or through another fixture) and whether it is marked browser.
PLUGIN = '''
import json, os

def pytest_collection_finish(session):
    items = [{"id": item.nodeid,
              "browser": sorted(set(getattr(item, "fixturenames", ())) & {"page", "browser"}),
              "marked": item.get_closest_marker("browser") is not None}
             for item in session.items]
    with open(os.environ["LUDO_COLLECTED"], "w") as f:
        json.dump(items, f)
'''


def collected(tmp_path: Path, cwd: Path, *args: str) -> list[dict]:
    """The tests pytest collects in ``cwd`` with ``args`` (a separate run, collection only)."""
    (tmp_path / "ludo_collect_report.py").write_text(PLUGIN, encoding="utf-8")
    out = tmp_path / "collected.json"
    env = dict(os.environ, LUDO_COLLECTED=str(out),
               PYTHONPATH=os.pathsep.join(filter(None, [str(tmp_path), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                           "-p", "ludo_collect_report", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads(out.read_text(encoding="utf-8"))


def unmarked(items: list[dict]) -> list[str]:
    return [item["id"] for item in items if item["browser"] and not item["marked"]]


def described(items) -> list[dict]:
    """The plugin's description of pytest items."""
    return [{"id": item.nodeid, "browser": sorted(set(getattr(item, "fixturenames", ())) & {"page", "browser"}),
             "marked": item.get_closest_marker("browser") is not None} for item in items]


def test_every_test_using_the_browser_is_marked_browser(tmp_path, request):
    items = described(request.session.items)     # the run's own collection: the whole suite, in a full run
    if len([i for i in items if i["browser"]]) <= 20 or len({i["id"].split("::")[0] for i in items}) < 100:
        items = collected(tmp_path, ROOT, "tests")     # (a part of the suite run: collect it all apart)
    assert len([i for i in items if i["browser"]]) > 20  # the page tests are there
    assert unmarked(items) == [], "mark these @pytest.mark.browser (or pytestmark = pytest.mark.browser)"


def test_an_unmarked_browser_test_is_caught(tmp_path):
    suite = tmp_path / "suite"
    suite.mkdir()
    (suite / "pytest.ini").write_text("[pytest]\nmarkers =\n    browser: uses the browser\n", encoding="utf-8")
    (suite / "conftest.py").write_text(textwrap.dedent('''
        import pytest

        @pytest.fixture
        def browser():
            return "a browser"

        @pytest.fixture
        def page(browser):
            return "a page"

        @pytest.fixture
        def board(page):
            return "a board on the page"
    '''), encoding="utf-8")
    (suite / "test_x.py").write_text(textwrap.dedent('''
        import pytest

        @pytest.mark.browser
        def test_marked(page): pass

        def test_through_another_fixture(board): pass

        def test_forgot_the_mark(browser): pass

        def test_no_browser(): pass
    '''), encoding="utf-8")
    items = collected(tmp_path, suite)
    assert unmarked(items) == ["test_x.py::test_through_another_fixture", "test_x.py::test_forgot_the_mark"]
