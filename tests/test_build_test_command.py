"""``python3 build.py test``: the set-up decisions and the command line (pure parts only:
nothing here creates a venv, installs a package or runs apt-get)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import conftest
import pytest

import build


class Recorder:
    """Stands in for subprocess.run: records each command, runs nothing."""

    def __init__(self, returncode: int = 0):
        self.calls: list[tuple[list[str], dict]] = []
        self.returncode = returncode

    def __call__(self, command, **kwargs):
        self.calls.append((list(command), kwargs))
        return SimpleNamespace(returncode=self.returncode)


def test_help_lists_the_three_commands():
    done = subprocess.run([sys.executable, str(build.ROOT / "build.py"), "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    for command in ("build", "serve", "test"):
        assert f"    {command} " in done.stdout, done.stdout


@pytest.mark.parametrize("argv, fast, rest", [
    (["test"], False, []),
    (["test", "--fast"], True, []),
    (["test", "-q", "--fast", "tests/test_arena.py", "-k", "not slow"], True,
     ["-q", "tests/test_arena.py", "-k", "not slow"]),
    (["test", "-p", "no:cacheprovider", "-x"], False, ["-p", "no:cacheprovider", "-x"]),
    (["test", "--", "--fast"], False, ["--", "--fast"]),
    (["test", "--out", "x"], False, ["--out", "x"]),  # after `test`: pytest's business
])
def test_test_arguments_go_to_pytest(monkeypatch, argv, fast, rest):
    seen = []
    monkeypatch.setattr(build, "run_tests", lambda *args: seen.append(args) or 7)
    assert build.main(argv) == 7
    assert seen == [(fast, rest, argv)]


def test_build_and_serve_keep_their_options(monkeypatch, tmp_path):
    built, served = [], []
    monkeypatch.setattr(build, "build", lambda out: built.append(out) or out)
    monkeypatch.setattr(build, "serve", lambda out, port: served.append((out, port)))
    assert build.main(["--out", str(tmp_path)]) == 0 and built == [tmp_path]
    assert build.main(["serve", "--port", "0", "--out", str(tmp_path / "s")]) == 0
    assert served == [(tmp_path / "s", 0)]
    assert build.main([]) == 0 and built[-1] == build.DIST
    with pytest.raises(SystemExit) as exit_:
        build.main(["serve", "-q"])
    assert exit_.value.code == 2


def test_the_pytest_command():
    pytest_ = [sys.executable, "-m", "pytest", "-n", str(build.TEST_WORKERS), "--dist", "loadfile",
               "--no-loadscope-reorder"]
    assert build.pytest_command(False, []) == pytest_
    assert build.pytest_command(True, ["-q"]) == [*pytest_, "-m", "not browser", "-q"]
    assert build.pytest_command(False, ["--", "--fast"]) == [*pytest_, "--fast"]
    assert build.pytest_command(False, ["-n", "0"])[-2:] == ["-n", "0"]  # one's own count wins


def test_the_parallel_options_are_understood_and_a_later_count_wins(pytestconfig):
    """pytest-xdist (a pinned dev package) reads the options the command passes."""
    assert pytestconfig.pluginmanager.hasplugin("xdist")
    from _pytest.config import get_config
    config = get_config()
    config.pluginmanager.import_plugin("xdist.plugin")
    known = config._parser.parse_known_args([*build.TEST_DISTRIBUTION, "-n", "0"])
    assert known.numprocesses == 0 and known.dist == "loadfile"
    assert known.loadscopereorder is False   # the files in the order conftest.py puts them
    assert config._parser.parse_known_args(list(build.TEST_DISTRIBUTION)).numprocesses == build.TEST_WORKERS


def test_the_longest_files_are_handed_out_first_and_the_rest_by_their_number_of_tests():
    LONGEST_FIRST, pytest_collection_modifyitems = conftest.LONGEST_FIRST, conftest.pytest_collection_modifyitems

    def items(*names: str) -> list:
        return [SimpleNamespace(path=Path("tests") / name, name=f"{name}:{i}") for i, name in enumerate(names)]

    longest, second = LONGEST_FIRST[0], LONGEST_FIRST[1]
    collected = items("test_a.py", "test_b.py", "test_b.py", second, "test_c.py", longest, second)
    pytest_collection_modifyitems(None, collected)
    assert [i.path.name for i in collected] == [longest, second, second, "test_b.py", "test_b.py",
                                                "test_a.py", "test_c.py"]
    assert [i.name for i in collected if i.path.name == second] == [f"{second}:3", f"{second}:6"]
    here = Path(__file__).parent
    assert [name for name in LONGEST_FIRST if not (here / name).is_file()] == []


def test_the_dev_requirements_are_pinned():
    requirements = build.dev_requirements()
    assert {r.split("==")[0] for r in requirements} >= {"pytest", "hypothesis", "playwright"}
    assert all("==" in r for r in requirements)


def test_what_needs_installing():
    pins = ["pytest==9.0.3", "hypothesis == 6.155.2", "playwright[extra]==1.65.2", "tomli>=2"]
    versions = {"pytest": "9.0.3", "hypothesis": "6.155.2", "playwright": "1.65.2", "tomli": "2.1"}
    assert build.unmet(pins, versions.get) == []
    assert build.unmet(pins, {**versions, "pytest": "8.4.0"}.get) == ["pytest 8.4.0 (pinned: 9.0.3)"]
    assert build.unmet(pins, {"tomli": "1.0"}.get) == [
        "pytest (missing)", "hypothesis (missing)", "playwright (missing)"]
    with pytest.raises(build.BuildError, match="cannot be read"):
        build.unmet(["==1"], versions.get)


def test_pip_runs_only_when_something_is_missing(monkeypatch):
    run = Recorder()
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "dev_requirements", lambda: ["pytest==9.0.3"])
    monkeypatch.setattr(build, "installed_version", lambda name: "9.0.3")
    build.ensure_dev_packages()
    assert run.calls == []  # a second run installs nothing
    versions = iter(["8.0", "9.0.3"])  # before pip, after pip
    monkeypatch.setattr(build, "installed_version", lambda name: next(versions))
    build.ensure_dev_packages()
    assert [command[1:] for command, _ in run.calls] == [
        ["-m", "pip", "install", "--disable-pip-version-check", "-e", ".[dev]"]]
    assert run.calls[0][1]["cwd"] == build.ROOT
    monkeypatch.setattr(build, "installed_version", lambda name: None)
    with pytest.raises(build.BuildError, match="still not installed: pytest"):
        build.ensure_dev_packages()


@pytest.mark.parametrize("present, root, apt, plan", [
    (True, False, False, "ok"), (True, True, True, "ok"),
    (False, True, True, "install"),
    (False, False, True, "explain"), (False, True, False, "explain"), (False, False, False, "explain"),
])
def test_what_to_do_about_chromium(present, root, apt, plan):
    assert build.chromium_plan(present, root, apt) == plan


def test_chromium_is_the_one_the_tests_launch():
    assert build.CHROMIUM == conftest.CHROMIUM


def test_missing_chromium_is_explained_or_installed_as_root(monkeypatch, tmp_path, capsys):
    run = Recorder()
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "CHROMIUM", tmp_path / "chromium")
    monkeypatch.setattr(build.shutil, "which", lambda name: "/usr/bin/apt-get")
    monkeypatch.setattr(build.os, "geteuid", lambda: 1000, raising=False)
    build.ensure_chromium()
    assert run.calls == []
    assert "skipped" in capsys.readouterr().err and "apt-get install chromium" in build.CHROMIUM_MISSING
    monkeypatch.setattr(build.os, "geteuid", lambda: 0, raising=False)
    build.ensure_chromium()  # the recorder installs nothing: still missing, still explained
    assert [command for command, _ in run.calls] == [["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]]
    assert run.calls[1][1]["env"]["DEBIAN_FRONTEND"] == "noninteractive"
    assert "skipped" in capsys.readouterr().err


def test_outside_a_venv_it_creates_one_and_runs_itself_again(monkeypatch, tmp_path):
    run = Recorder(returncode=5)
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "in_virtualenv", lambda: False)
    monkeypatch.delenv(build._RERUN, raising=False)
    monkeypatch.setattr(build, "create_venv", lambda: tmp_path / "python")
    assert build.run_tests(True, ["-q"], ["test", "--fast", "-q"]) == 5
    (command, kwargs), = run.calls
    assert command == [str(tmp_path / "python"), str(build.ROOT / "build.py"), "test", "--fast", "-q"]
    assert kwargs["env"][build._RERUN] == "1"
    monkeypatch.setenv(build._RERUN, "1")  # run again, and still not in a venv: no loop
    with pytest.raises(build.BuildError, match="not in a virtual environment"):
        build.run_tests(True, [], ["test"])


def test_inside_a_venv_it_sets_up_and_runs_pytest(monkeypatch):
    run, steps = Recorder(returncode=3), []
    monkeypatch.setattr(build.subprocess, "run", run)
    monkeypatch.setattr(build, "in_virtualenv", lambda: True)
    for step in ("ensure_dev_packages", "ensure_runtime", "ensure_chromium"):
        monkeypatch.setattr(build, step, lambda step=step: steps.append(step))
    assert build.run_tests(False, ["-x"], ["test", "-x"]) == 3
    assert steps == ["ensure_dev_packages", "ensure_runtime", "ensure_chromium"]
    assert run.calls[-1][0] == build.pytest_command(False, ["-x"])
    steps.clear()
    assert build.run_tests(True, [], ["test", "--fast"]) == 3
    assert steps == ["ensure_dev_packages", "ensure_runtime"]  # --fast needs no browser
    assert run.calls[-1][0] == build.pytest_command(True, [])


def test_a_venv_that_cannot_be_made_is_explained_and_removed(monkeypatch, tmp_path):
    venv = tmp_path / ".venv"

    def half_made(command, **kwargs):
        venv.mkdir()
        return SimpleNamespace(returncode=1)

    monkeypatch.setattr(build.subprocess, "run", half_made)
    with pytest.raises(build.BuildError, match="python3-venv"):
        build.create_venv(venv)
    assert not venv.exists()
    python = build.venv_python(venv)
    python.parent.mkdir(parents=True)
    python.write_text("")
    assert build.create_venv(venv) == python  # already there: nothing to do


def test_the_ci_script_runs_the_test_command():
    script = (build.ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 build.py test" in script
    assert "pip install" not in script  # build.py test installs into .venv
    assert Path(build.ROOT / ".ci" / "run").stat().st_mode & 0o111
