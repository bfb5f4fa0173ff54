"""What the README tells a newcomer is true of build.py: every command it shows parses with
build.py's own command line, it names ``--port`` (and serve, on a busy port, says which
``--port`` to use), it says the first run of each command needs the package registries, and
it gives the start-up figures of both a first visit (cold) and a return visit (warm)."""

from __future__ import annotations

import errno
import re
import shlex
import socket
from pathlib import Path

import build

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_every_command_the_readme_shows_is_one_build_py_takes():
    shown = re.findall(r"python3 build\.py([^\n`]*)", README)
    assert len(shown) >= 4, shown
    for line in shown:
        words = shlex.split(line.strip())
        if words and words[0] == "test":
            words = words[:2] if words[1:2] == ["--fast"] else words[:1]  # the rest goes to pytest
        build.parser().parse_args(words)                                 # exits (fails) on an unknown one


def test_the_readme_names_the_port_option_and_serve_on_a_busy_port_names_it_too():
    assert re.search(r"python3 build\.py serve --port \d+", README)
    assert "--port" in build.parser().format_help()
    assert build.parser().parse_args(["serve", "--port", "8123"]).port == 8123
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        said = build.serve_refused(port, OSError(errno.EADDRINUSE, "Address already in use"))
    assert f"127.0.0.1:{port}" in said and "in use" in said
    suggested = re.search(r"python3 build\.py serve --port (\d+)", said)
    assert suggested and int(suggested[1]) != port
    assert "--port" in build.serve_refused(80, OSError(errno.EACCES, "Permission denied"))


def test_the_readme_says_the_first_run_needs_the_package_registries():
    text = " ".join(README.split())
    assert "first run of each command needs the package registries" in text
    for registry in ("npm registry", "PyPI", "Debian"):
        assert registry in text, registry


def test_the_readme_gives_a_first_visits_and_a_return_visits_ready_time():
    text = " ".join(README.split())
    cold = re.search(r"first visit[^.]*? ([\d.]+)(?:–([\d.]+))? s", text)
    warm = re.search(r"return visit[^.]*? ([\d.]+) s", text)
    assert cold and warm, "the README gives no ready time of a first visit and of a return visit"
    assert float(cold[1]) > float(warm[1])
