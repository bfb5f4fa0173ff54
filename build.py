#!/usr/bin/env python3
"""Build the self-contained static site ``dist/`` (and serve it, and test it).

    python3 build.py                  # build dist/
    python3 build.py serve [--port N] # build, then serve dist/ on 127.0.0.1
    python3 build.py test [--fast] [pytest arguments...]
                                      # set up what the tests need, then run them

``test`` is the one command for a fresh machine with Python 3.11+ and Node.js:
outside a virtual environment it creates ``.venv/`` (once) and runs itself
again with its Python; there it installs the pinned dev packages
(``pip install -e '.[dev]'``) unless they are already there at the pinned
versions, the pinned runtime (``npm ci``) unless it is up to date, and
Chromium at ``/usr/bin/chromium`` (``apt-get``, only as root; else it says how
and the browser tests skip -- under ``CI`` they fail); then it runs pytest with
the other arguments and exits with its status. ``--fast`` runs only the tests
not marked ``browser`` (and needs no Chromium).

What ``dist/`` holds (the contract the page is written against):

- everything in ``web/`` except ``web/py/`` (the view's Python package);
- ``runtime/pyscript/``: ``core.js``, ``core.css`` and the chunks they import
  at start (no source maps, no codemirror/xterm/zip-reader chunks);
- ``runtime/pyodide/``: ``pyodide.mjs``, ``pyodide.asm.mjs``,
  ``pyodide.asm.wasm``, ``python_stdlib.zip``, ``pyodide-lock.json``; the
  standard library is the npm one compiled to bytecode by the vendored Pyodide
  and trimmed to what the pages use plus a margin (``STDLIB_KEEP``), the lock
  file keeps Pyodide's ``info`` and no packages (see docs/startup.md);
- ``app.zip``: the packages ``ludo/`` and ``ludoview/`` (from ``web/py/``),
  without the tooling the page never imports (``NOT_SHIPPED``), unpacked by PyScript into the interpreter's working directory (which is on
  ``sys.path``), so ``import ludo, ludoview`` just works. Every module is in
  it as bytecode only (``api.pyc``), compiled by the vendored Pyodide itself
  without docstrings (``-OO``): nothing is compiled in the browser, and the
  zip is smaller than source.

A page loads it like this (all URLs relative, so any folder of any static host
works, subpaths included)::

    <link rel="stylesheet" href="./runtime/pyscript/core.css">
    <script type="module" src="./runtime/pyscript/core.js"></script>
    <script type="py" config='{"interpreter": "./start.mjs",
                               "files": {"./app.zip": "./*"}}'>
    import ludo, ludoview
    </script>

``start.mjs`` (web/start.mjs) is Pyodide's ``runtime/pyodide/pyodide.mjs`` with a saved
start: a later visit starts from a memory snapshot made on the first
(docs/startup.md). (Checked with PyScript 0.7.31 and Pyodide 314.0.7, offline: the
``interpreter`` URL is imported as is, PyScript calls its ``loadPyodide`` and reads
its ``version``; ``files``
unpacks a zip given the target ``./*``. No ``plugins`` setting is needed:
PyScript imports all its plugin chunks at start whatever the config says, so
they are all shipped.)

Build-time substitutions (only where the marker exists):

- ``web/*.html``: ``<!--BOARD-->`` becomes the initial board SVG drawn by
  the page's own Python drawing code (``ludoview.games.mensch.board.initial_board_svg``:
  first paint before Python starts); ``<!--PRELOAD-->`` the preload hints for
  the runtime's data files and app.zip (``preload_links``); ``%LUDO_BUILD%``
  becomes the build id.
- ``web/sw.js``: ``%LUDO_BUILD%`` becomes the build id, ``%LUDO_RUNTIME%`` the
  runtime id, ``"%LUDO_APP_FILES%"`` and ``"%LUDO_RUNTIME_FILES%"`` the JSON
  lists of the site's own files and of the runtime files (what it caches).
- ``web/start.mjs``: ``%LUDO_BUILD%`` becomes the build id (its snapshot's cache name);
  it is one of the site's own files.

The build id is a hash of the content of every other file in ``dist/``, so a
new build means a new service-worker cache and the old one is dropped; the
runtime id is a hash of the runtime files alone.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import fnmatch
import functools
import hashlib
import http.server
import json
import os
import re
import shlex
import shutil
import socket
import struct
import subprocess
import sys
import threading
import zipfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
LUDO = ROOT / "ludo"
VIEW = WEB / "py" / "ludoview"
NODE_MODULES = ROOT / "node_modules"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIR = NODE_MODULES / "pyodide"

#: The files of the Pyodide distribution the page needs (no packages: the
#: engine is pure Python and uses only the standard library).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

#: PyScript chunks loaded on demand that a page of ours uses: the plugins
#: (PyScript 0.7 imports every plugin at start, for the mpy type too, whatever
#: the py config says; each is a small chunk that pulls its heavy parts, such
#: as codemirror or xterm, only when its element is on the page). The rest
#: (codemirror, xterm, TOML parser, package graph, and the zip reader, which
#: only MicroPython uses: for Pyodide, PyScript hands app.zip to Pyodide's own
#: ``unpackArchive``) is left out. Static imports are followed.
PYSCRIPT_ENTRIES = ("core.js", "core.css")
PYSCRIPT_PLUGINS = ("error", "deprecations-manager", "donkey", "py-editor", "py-game",
                    "py-terminal")

BOARD_MARKER = "<!--BOARD-->"
PRELOAD_MARKER = "<!--PRELOAD-->"
BUILD_MARKER = "%LUDO_BUILD%"
RUNTIME_MARKER = "%LUDO_RUNTIME%"
APP_FILES_MARKER = '"%LUDO_APP_FILES%"'
RUNTIME_FILES_MARKER = '"%LUDO_RUNTIME_FILES%"'
#: In boards.js: what a board says, in each language, when its files cannot be loaded from the
#: page's site (``boards.cannot_start`` of the catalogues, ``{site}`` left for boards.js to fill).
BOARDS_WORDS_MARKER = '"%LUDO_BOARDS_WORDS%"'
#: In a page: the words of its ``data-i18n`` elements in the other languages, so that its own
#: script says them at first paint, before Python starts (:func:`page_words`).
PAGE_WORDS_MARKER = '"%LUDO_PAGE_WORDS%"'
MARKERS = (BOARD_MARKER, PRELOAD_MARKER, BUILD_MARKER, RUNTIME_MARKER, APP_FILES_MARKER,
           RUNTIME_FILES_MARKER, BOARDS_WORDS_MARKER, PAGE_WORDS_MARKER)

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".zip": "application/zip",
    ".css": "text/css",
    ".html": "text/html",
    ".png": "image/png",
}

_ZIP_DATE = (2020, 1, 1, 0, 0, 0)


class BuildError(RuntimeError):
    """The build cannot go on; the message says what is missing and what to do."""


# --- runtime (npm) ----------------------------------------------------------

def ensure_runtime() -> None:
    """Run ``npm ci`` when node_modules is missing or older than package-lock.json."""
    lock = ROOT / "package-lock.json"
    stamp = NODE_MODULES / ".package-lock.json"
    if stamp.exists() and stamp.stat().st_mtime >= lock.stat().st_mtime and PYODIDE_DIR.is_dir() \
            and PYSCRIPT_DIST.is_dir():
        return
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(
            "npm was not found: the build needs Node.js (with npm) to install the pinned "
            "Pyodide/PyScript runtime from package-lock.json. Install Node.js 18 or newer "
            "(https://nodejs.org/, or e.g. `apt-get install nodejs npm`), then run "
            "`python3 build.py` again."
        )
    print("build: installing the pinned runtime (npm ci)", flush=True)
    done = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    if done.returncode != 0:
        raise BuildError(f"`npm ci` failed (exit status {done.returncode}); see its output above")
    stamp.touch()


def pyscript_files() -> list[str]:
    """The PyScript dist files the page loads: entries, plugins, their static imports."""
    names = {p.name for p in PYSCRIPT_DIST.iterdir() if p.suffix in (".js", ".css")}
    todo = list(PYSCRIPT_ENTRIES)
    for plugin in PYSCRIPT_PLUGINS:
        found = [n for n in names if re.fullmatch(re.escape(plugin) + r"-[\w-]{6,}\.js", n)]
        if len(found) != 1:
            raise BuildError(f"PyScript chunk for {plugin!r} not found in {PYSCRIPT_DIST}")
        todo += found
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in names:
            raise BuildError(f"PyScript file {name!r} missing from {PYSCRIPT_DIST}")
        seen.add(name)
        if name.endswith(".js"):
            text = (PYSCRIPT_DIST / name).read_text(encoding="utf-8")
            todo += re.findall(r'\bfrom\s*"\./([^"]+\.js)"', text)
            todo += re.findall(r'\bimport\s*"\./([^"]+\.js)"', text)
    return sorted(seen)


# --- Python inside the vendored Pyodide (Node.js) -------------------------------

#: The one Pyodide-under-Node.js runner, used by the build (bytecode) and the tests.
PYODIDE_RUNNER = ROOT / "tests" / "pyodide_runner.mjs"
PYC_CACHE = ROOT / "build" / "pyc"


class PyodideError(RuntimeError):
    """Python code raised inside Pyodide; the message is its traceback."""


class Pyodide:
    """One Node.js process running the vendored Pyodide (``bundle``: a zip unpacked
    into its working directory first, as PyScript does with app.zip; ``stdlib``:
    the standard-library zip to start with instead of the npm package's).

    ``run(code)`` runs Python code in a fresh namespace and returns its ``RESULT``
    global (through JSON).
    """

    def __init__(self, bundle: Path | None = None, stdlib: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        node = shutil.which("node")
        if node is None:
            raise BuildError("node was not found: install Node.js 18 or newer "
                             "(it runs the vendored Pyodide at build time)")
        args = [node, str(PYODIDE_RUNNER), str(PYODIDE_DIR)] + ([str(bundle)] if bundle else []) \
            + ([f"--stdlib={stdlib}"] if stdlib else []) + [f"--env={k}={v}" for k, v in (env or {}).items()]
        self.process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True, encoding="utf-8",
                                        cwd=ROOT)
        self.lock = threading.Lock()
        hello = self._read()
        if not hello.get("ready"):
            raise BuildError(f"Pyodide did not start: {hello}")
        self.version: str = hello["version"]

    def _read(self) -> dict:
        line = self.process.stdout.readline()
        if not line:
            err = self.process.stderr.read()[-3000:]
            raise BuildError(f"the Pyodide runner stopped (exit {self.process.wait()}):\n{err}")
        return json.loads(line)

    def run(self, code: str) -> object:
        with self.lock:
            self.process.stdin.write(json.dumps({"code": code}) + "\n")
            self.process.stdin.flush()
            answer = self._read()
        if not answer["ok"]:
            output = answer.get("output") or ""
            raise PyodideError(answer["error"] + ("\n" + output if output else ""))
        return answer["result"]

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def __enter__(self) -> Pyodide:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


# Compiles SOURCES ({zip name: source text}) to .pyc files (hash-based, unchecked:
# no timestamp of the build machine in them, so the same source gives the same bytes).
_COMPILE = r'''
import base64, importlib.util, os, py_compile, sys
RESULT = {}
for name, source in SOURCES.items():
    path = os.path.join("/tmp/ludo-pyc", name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    target = path + "c"
    py_compile.compile(path, cfile=target, dfile=name, doraise=True, optimize=OPTIMIZE,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open(target, "rb") as f:
        RESULT[name] = base64.b64encode(f.read()).decode()
'''


def _pyodide_version() -> str:
    return json.loads((PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))["version"]


#: How the bytecode the site ships is compiled: without the column ranges of each
#: instruction (``-X no_debug_ranges``). A traceback then names the file and line
#: but draws no ``^^^`` under the expression; the bytecode is about a quarter
#: smaller zipped (app.zip and the standard library both), so less to download and
#: to load at every start.
COMPILE_ENV = {"PYTHONNODEBUGRANGES": "1"}


def bytecode(sources: dict[str, bytes], optimize: int = 0) -> dict[str, bytes]:
    """{name: .pyc bytes} for the ``.py`` files among ``sources`` ({name: source}),
    compiled by the vendored Pyodide's own Python at ``optimize`` level (2: without
    docstrings and asserts), with :data:`COMPILE_ENV`; cached in build/pyc/ by content."""
    import base64

    version = _pyodide_version()
    out: dict[str, bytes] = {}
    todo: dict[str, tuple[Path, str]] = {}
    for name, data in sources.items():
        if not name.endswith(".py"):
            continue
        key = hashlib.sha256(f"pyc/4\0{version}\0{optimize}\0{sorted(COMPILE_ENV.items())}\0{name}\0"
                             .encode() + data).hexdigest()
        cached = PYC_CACHE / key[:2] / key
        if cached.exists():
            out[name] = cached.read_bytes()
        else:
            todo[name] = (cached, data.decode("utf-8"))
    if todo:
        sources_json = json.dumps(json.dumps({n: text for n, (_, text) in todo.items()}))
        with Pyodide(env=COMPILE_ENV) as pyodide:
            compiled = pyodide.run(f"SOURCES = __import__('json').loads({sources_json})\nOPTIMIZE = {optimize}\n"
                                   + _COMPILE)
        for name, blob64 in compiled.items():
            out[name] = base64.b64decode(blob64)
            _write(todo[name][0], out[name])
    return out


# --- the standard library -------------------------------------------------------

STDLIB_ZIP = "python_stdlib.zip"
LOCK_FILE = "pyodide-lock.json"

#: The standard library the site ships: these modules and packages of Pyodide's
#: ``python_stdlib.zip`` (paths in it without ".py"; a package goes whole, less
#: what STDLIB_LEAVE names). They are what the pages import (Pyodide's and
#: PyScript's start, then the game: tests/test_stdlib_modules.py runs every page
#: and mode on the whole library and fails, naming them, on any module imported
#: but not shipped) plus a margin: the whole of the packages they use and a few
#: small modules a change of the game could plausibly want next.
STDLIB_KEEP = frozenset({
    # packages
    "_pyodide", "asyncio", "collections", "compression", "concurrent", "html", "importlib",
    "json", "logging", "pathlib", "pyodide", "re", "string", "urllib", "zipfile",
    "gettext",   # the page's words (ludoview.core.i18n reads the compiled catalogues with it)
    # the codecs looked up by name (the text ones); the rest are for other scripts
    "encodings/__init__", "encodings/aliases", "encodings/ascii", "encodings/cp437",
    "encodings/latin_1", "encodings/punycode", "encodings/raw_unicode_escape",
    "encodings/unicode_escape", "encodings/utf_16", "encodings/utf_32", "encodings/utf_8",
    "encodings/utf_8_sig",
    # modules
    "__future__", "_collections_abc", "_colorize", "_opcode_metadata", "_py_warnings",
    "_sitebuiltins", "_ssl", "_weakrefset", "abc", "annotationlib", "ast", "base64", "bisect",
    "bz2", "codecs", "codeop", "contextlib", "contextvars", "copy", "copyreg", "dataclasses",
    "dis", "enum", "fnmatch", "functools", "genericpath", "glob", "hashlib", "heapq", "hmac", "inspect", "io",
    "ipaddress", "keyword", "linecache", "locale", "lzma", "ntpath", "opcode", "operator", "os",
    "posixpath", "random", "reprlib", "selectors", "shutil", "signal", "site", "socket", "ssl",
    "stat", "struct", "subprocess", "tempfile", "textwrap", "threading", "token", "tokenize",
    "traceback", "types", "typing", "warnings", "weakref", "zipimport",
    # margin: what html.parser imports, and more
    "_markupbase",
    "_pydatetime", "_strptime", "calendar", "datetime", "numbers", "pprint", "queue",
})

#: Parts of STDLIB_KEEP's packages left out: programs (``__main__``, Pyodide's
#: console), Windows-only modules, and modules that need what is not shipped
#: (email, http, argparse, pickle, multiprocessing, gzip, subinterpreters).
STDLIB_LEAVE = frozenset({
    "asyncio/__main__", "asyncio/windows_events", "asyncio/windows_utils", "compression/gzip",
    "concurrent/futures/interpreter", "concurrent/futures/process", "concurrent/interpreters",
    "importlib/metadata", "json/__main__", "json/tool", "logging/config", "logging/handlers",
    "pyodide/console", "urllib/request", "urllib/robotparser", "zipfile/__main__",
})


def stdlib_kept(name: str) -> bool:
    """Whether ``name``, a file (or a folder, "x/") of Pyodide's standard-library
    zip, is shipped."""
    path = name.rstrip("/").removesuffix(".py")
    def within(entries):
        return any(path == e or path.startswith(e + "/") for e in entries)
    if within(STDLIB_LEAVE):
        return False
    return within(STDLIB_KEEP) or (name.endswith("/") and any(e.startswith(path + "/")
                                                              for e in STDLIB_KEEP))


def stdlib_zip_bytes(whole: bool = False) -> bytes:
    """The standard library as shipped, under Pyodide's own name for it.

    The modules kept (``stdlib_kept``) go in as bytecode compiled by the vendored
    Pyodide (``os.pyc`` in place of ``os.py``): Pyodide mounts the zip as is and
    imports from it at start, so about 150 modules are no longer compiled from
    source in every visitor's browser. Same npm package, same bytes (the
    compiled files are cached in build/pyc/ like app.zip's).

    With ``whole``, every module of the npm package goes in, as bytecode the same
    way: what tests/test_stdlib_modules.py hands its pages to see which modules they
    import (about 560 files, compiled once into the cache).
    """
    with zipfile.ZipFile(PYODIDE_DIR / STDLIB_ZIP) as npm:
        entries = {info.filename: npm.read(info) for info in npm.infolist()
                   if whole or stdlib_kept(info.filename)}
    for name, pyc in bytecode(entries).items():
        del entries[name]
        entries[name + "c"] = pyc
    return zip_bytes(entries)


def lock_file_bytes() -> bytes:
    """pyodide-lock.json as shipped: Pyodide's ``info`` (it checks the ABI version)
    and no packages. The site ships none, so the npm file's 357 entries (119 KB on
    every cold start) could only name files that are not there."""
    lock = json.loads((PYODIDE_DIR / LOCK_FILE).read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True,
                      separators=(",", ":")).encode()


# --- the Python bundle --------------------------------------------------------

#: Files of the packages that stay out of app.zip: glob patterns over the names
#: in the zip (``*`` and ``?`` match within one folder level, never across a
#: ``/``). They are tooling for a developer's machine -- the command line, the
#: arena and each game's arena glue, the benchmarks, the random-position
#: generator -- and the page never imports them: tests/test_bundle.py checks
#: that no shipped module imports one (any import statement, anywhere in the
#: file), so leaving them out cannot break the page and makes the download
#: smaller.
NOT_SHIPPED: tuple[str, ...] = (
    "ludo/__main__.py",
    "ludo/arena.py",
    "ludo/*/arena.py",
    "ludo/*/bench.py",
    "ludo/openspiel.py",      # the adapters of the rl extra (they import pyspiel, pettingzoo, numpy)
    "ludo/pettingzoo.py",
    "ludo/mensch/record.py",  # the old name of ludo/mensch/game.py, for old imports (the page uses the new one)
)


#: Files only the other pages load (the embed, the replay, the editor): they go in
#: ``pages.zip``, which embed.html, replay.html and editor.html unpack beside
#: app.zip, so the main page downloads none of them. tests/test_bundle.py checks
#: that nothing in app.zip imports one of them.
PAGES_ONLY: tuple[str, ...] = (
    "ludoview/embed/*",
    "ludoview/editor/*",
    "ludoview/games/*/editor.py",
    "ludoview/core/editing.py",
    "ludoview/games/replay.py",
    "ludoview/learn/*",       # the puzzles' and lessons' pages
    "ludo/puzzles.py",
)

#: The game review's files (the engine's analysis and the view's review): in
#: ``review.zip``, which the main page fetches the first time a game ends
#: (``ludoview.shell.review``) and replay.html unpacks at start.
REVIEW: tuple[str, ...] = (
    "ludo/analysis.py",
    "ludo/*/analysis.py",
    "ludoview/games/review.py",
    "ludoview/games/review_chart.py",
    "ludoview/games/review_page.py",
)

#: The game at a distance (the protocol, its signatures and its page): in
#: ``distance.zip``, which only distance.html unpacks, with the pure-Python
#: packages its signatures need (:data:`THIRD_PARTY`).
DISTANCE: tuple[str, ...] = (
    "ludo/remote/*",
    "ludoview/remote/*",
)

#: A game the main page does not start with unless asked (its default is mensch): its
#: engine and view in ``colonne.zip``, which the main page fetches once it is ready
#: (``ludoview.shell.main``), or before it starts when the URL or the last game played
#: asks for colonne; the other pages unpack it at start. Its catalogue and words stay
#: in app.zip (the setup screen names both games; tests/test_bundle.py).
COLONNE_IN_APP: tuple[str, ...] = (
    "ludoview/games/colonne/__init__.py",
    "ludoview/games/colonne/catalog.py",
    "ludoview/games/colonne/words.py",
)
COLONNE: tuple[str, ...] = tuple(
    name for name in [f"ludo/colonne/{path.name}" for path in sorted((LUDO / "colonne").glob("*.py"))]
    + [f"ludoview/games/colonne/{path.name}" for path in sorted((VIEW / "games" / "colonne").glob("*.py"))]
    if name not in COLONNE_IN_APP)

#: The bundles: name -> (patterns left out, patterns kept (None: all)).
BUNDLES: dict[str, tuple[tuple[str, ...], tuple[str, ...] | None]] = {
    "app.zip": (NOT_SHIPPED + PAGES_ONLY + REVIEW + DISTANCE + COLONNE, None),
    "colonne.zip": (NOT_SHIPPED + PAGES_ONLY + REVIEW + DISTANCE, COLONNE),
    "pages.zip": (NOT_SHIPPED, PAGES_ONLY),
    "review.zip": (NOT_SHIPPED, REVIEW),
    "distance.zip": (NOT_SHIPPED, DISTANCE),
}

#: Pure-Python packages from the build's own environment (the pinned ``distance``
#: extra of pyproject.toml) that a bundle carries beside its modules: the Ed25519
#: of ``ecdsa`` (MIT) and the ``six`` it imports (MIT), and the QR codes of ``segno``
#: (BSD-3-Clause). A name is a whole package or module; ``package/module`` takes
#: that module alone, under an ``__init__`` of the build's own (:data:`PART_INIT`):
#: segno's encoder needs only the standard library the site ships, its writers
#: gzip and xml.sax, which it does not. Their tests stay out; they are compiled
#: keeping their asserts (``ecdsa`` checks points with them); each distribution's
#: licence goes in as ``LICENSES/<name>.txt``.
THIRD_PARTY: dict[str, tuple[str, ...]] = {
    "distance.zip": ("ecdsa", "six", "segno/encoder", "segno/consts"),
}
PART_INIT = b'"""Part of this package, bundled by build.py (THIRD_PARTY): the modules the site uses."""\n'


def third_party_sources(bundle: str) -> dict[str, bytes]:
    """{name in the zip: source} of :data:`THIRD_PARTY`'s packages for ``bundle``, and
    their licences."""
    import importlib.metadata
    import importlib.util

    out: dict[str, bytes] = {}
    for entry in THIRD_PARTY.get(bundle, ()):
        package, _, module = entry.partition("/")
        spec = importlib.util.find_spec(package)
        if spec is None or spec.origin is None:
            raise SystemExit(f"build: {bundle} needs the Python package {package!r}: "
                             "pip install -e '.[distance]' (pyproject.toml)")
        origin = Path(spec.origin)
        if module:
            out.setdefault(f"{package}/__init__.py", PART_INIT)
            out[f"{package}/{module}.py"] = (origin.parent / f"{module}.py").read_bytes()
        elif origin.name == "__init__.py":
            for path in sorted(origin.parent.rglob("*.py")):
                rel = path.relative_to(origin.parent)
                if "__pycache__" in rel.parts or path.name.startswith("test_"):
                    continue
                out[f"{package}/{rel.as_posix()}"] = path.read_bytes()
        else:
            out[origin.name] = origin.read_bytes()
        name = f"LICENSES/{package}.txt"
        if name not in out:
            files = importlib.metadata.distribution(package).files or []
            licences = [f for f in files if f.name.upper().startswith(("LICENSE", "LICENCE", "COPYING"))]
            if not licences:
                raise SystemExit(f"build: the package {package!r} has no licence file to ship with it")
            out[name] = Path(str(licences[0].locate())).read_bytes()
    return out


def bundle_bytes(name: str, *, compiled: bool = True) -> bytes:
    """The bytes of one of :data:`BUNDLES` (deterministic, like :func:`app_zip_bytes`)."""
    leave_out, only = BUNDLES[name]
    extra = third_party_sources(name)
    if compiled:
        for module, pyc in bytecode(extra).items():
            del extra[module]
            extra[module + "c"] = pyc
    words = compiled_locale(bundle=name)   # its modules' words: English's here, the others apart
    extra.update({part: data for part, data in words.items() if _language_of(part) == DEFAULT_LANGUAGE})
    if name == "app.zip":
        extra[f"{LOCALE_IN_ZIP}/{LANGUAGES_FILE}"] = language_names()
    return app_zip_bytes(compiled=compiled, leave_out=leave_out, only=only, extra=extra)


def locale_archives() -> dict[str, bytes]:
    """{site file: zip}: each language's words but English's, one zip a bundle part
    (``locale/fr.zip`` the main page's, ``locale/fr.pages.zip`` the other pages', ...),
    holding the ``.mo`` the bundle would hold, fetched by a page that speaks it
    (``ludoview.core.catalogues``)."""
    out: dict[str, bytes] = {}
    for bundle in BUNDLES:
        for part, data in compiled_locale(bundle=bundle).items():
            if _language_of(part) != DEFAULT_LANGUAGE:
                out[f"locale/{part.rsplit('/', 1)[-1].removesuffix('.mo')}.zip"] = zip_bytes({part: data})
    return out


def _language_of(part: str) -> str:
    """The language of a compiled catalogue's name in a zip ("ludoview/locale/fr.pages.mo": "fr")."""
    return part.rsplit("/", 1)[-1].split(".")[0]


def language_names(locale: Path | None = None) -> bytes:
    """``languages.json`` of app.zip: each language of ``locale`` and its name in itself, in
    the menus' order (the reviewed four first), read from its catalogue."""
    po = _po_module()
    locale = LOCALE if locale is None else locale
    names = {}
    for path in sorted(locale.glob("*.po")):
        entries = po.read(path.read_text(encoding="utf-8"))
        said = [e.msgstr[0] for e in entries if e.msgctxt == LANGUAGE_NAME_CONTEXT and e.msgid == "English"
                and e.msgstr and e.msgstr[0]]
        names[path.stem] = said[0] if said else path.stem
    order = [code for code in REVIEWED_LANGUAGES if code in names] + sorted(set(names) - set(REVIEWED_LANGUAGES))
    return json.dumps({code: names[code] for code in order}, ensure_ascii=False).encode("utf-8")


def not_shipped(name: str, patterns: tuple[str, ...] = NOT_SHIPPED) -> bool:
    """Whether the zip name ``name`` (``ludo/mensch/bench.py``) matches one of ``patterns``."""
    parts = name.split("/")
    return any(len(glob := pattern.split("/")) == len(parts) and all(map(fnmatch.fnmatchcase, parts, glob))
               for pattern in patterns)


def _python_sources(leave_out: tuple[str, ...] = NOT_SHIPPED,
                    only: tuple[str, ...] | None = None) -> list[tuple[str, Path]]:
    """(name in app.zip, file) for every file of the ludo and ludoview packages
    but those matching ``leave_out`` (glob patterns, see :data:`NOT_SHIPPED`);
    with ``only``, just those matching one of its patterns."""
    out: list[tuple[str, Path]] = []
    for package, base in (("ludo", LUDO), ("ludoview", VIEW)):
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            rel = path.relative_to(base)
            if path.is_dir() or "__pycache__" in rel.parts or path.suffix in (".pyc", ".pyo"):
                continue
            name = f"{package}/{rel.as_posix()}"
            if path.name.startswith(".") or not_shipped(name, leave_out):
                continue
            if only is not None and not not_shipped(name, only):
                continue
            out.append((name, path))
    return out


# --- the words: gettext catalogues ----------------------------------------------

#: The catalogues: ``messages.pot`` (extracted from the code by Babel: ``build.py
#: extract``) and one ``<lang>.po`` per language, compiled into app.zip as
#: ``ludoview/locale/<lang>.mo`` (docs/translations.md).
LOCALE = ROOT / "locale"
POT = "messages.pot"
#: Where the compiled catalogues go in app.zip (beside the package that reads them).
LOCALE_IN_ZIP = "ludoview/locale"
#: The language the code is written in, whose words every bundle carries; the others'
#: are fetched apart (:func:`locale_archives`). The menus' first four, in their order,
#: and the message of each language's name in itself (ludoview.core.i18n).
DEFAULT_LANGUAGE = "en"
REVIEWED_LANGUAGES = ("it", "fr", "en", "de")
LANGUAGE_NAME_CONTEXT = "the language's name in itself"
LANGUAGES_FILE = "languages.json"
#: The marks of a message in the code (Babel's keywords: function -> the arguments that
#: are the context "c", the message and its plural).
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)}


def _po_module():
    """:mod:`ludoview.core.po` (the standard-library .po reader and .mo writer), loaded
    from its file: the build compiles the catalogues with the page's own code."""
    import importlib.util

    found = importlib.util.spec_from_file_location("_ludoview_po", VIEW / "core" / "po.py")
    assert found is not None and found.loader is not None
    module = importlib.util.module_from_spec(found)
    sys.modules[found.name] = module      # (its dataclasses look their module up)
    found.loader.exec_module(module)
    return module


def _bundle_of(location: str) -> str:
    """The bundle that ships the view's file ``location`` ("web/py/ludoview/remote/words.py")."""
    name = "ludoview/" + location.removeprefix("web/py/ludoview/")
    for bundle, (leave_out, only) in BUNDLES.items():
        if not not_shipped(name, leave_out) and (only is None or not_shipped(name, only)):
            return bundle
    return "app.zip"


def compiled_locale(locale: Path | None = None, bundle: str | None = None) -> dict[str, bytes]:
    """{name in the zip: .mo bytes} of every ``<lang>.po`` in ``locale`` (:data:`LOCALE`):
    with ``bundle``, only the messages of the modules that bundle ships (by their place in
    ``messages.pot``), as ``<lang>.mo`` in app.zip and ``<lang>.<bundle>.mo`` in another
    (none when it has no message); without, every message in ``<lang>.mo``. BuildError
    for a catalogue that cannot be read (its file and line), or two messages of one name."""
    po = _po_module()
    locale = LOCALE if locale is None else locale
    template = po.read((locale / POT).read_text(encoding="utf-8")) if bundle is not None else []
    names: dict[str, tuple] = {}
    for entry in template:
        if entry.msgid:
            name = po.message_id(entry.msgctxt, entry.msgid, entry.msgid_plural)
            if names.setdefault(name, (entry.msgctxt, entry.msgid)) != (entry.msgctxt, entry.msgid):
                raise BuildError(f"two messages named {name}: {names[name]} and {(entry.msgctxt, entry.msgid)}")
    where = {(e.msgctxt, e.msgid): {_bundle_of(place) for place in e.locations} for e in template}
    suffix = "" if bundle in (None, "app.zip") else "." + str(bundle).removesuffix(".zip")
    out: dict[str, bytes] = {}
    for path in sorted(locale.glob("*.po")):
        try:
            entries = po.read(path.read_text(encoding="utf-8"))
        except (po.PoError, UnicodeDecodeError) as error:
            raise BuildError(f"{path.relative_to(locale.parent)}: {error}") from error
        mine = (lambda e: True) if bundle is None else (lambda e: bundle in where.get((e.msgctxt, e.msgid), ()))
        if bundle is not None and bundle != "app.zip" and not any(map(mine, entries)):
            continue
        out[f"{LOCALE_IN_ZIP}/{path.stem}{suffix}.mo"] = po.mo_bytes(entries, mine)
    return out


_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}")
#: Parameters that count (ludoview.core.i18n.COUNTS): a plural form may leave its
#: count out ("un pion" for one, "{n} pions" for more).
_COUNTS = frozenset(("n", "distance", "squares", "place"))


def locale_report(locale: Path | None = None) -> dict[str, dict[str, list[str]]]:
    """What is wrong with each ``<lang>.po`` of ``locale`` beside its ``messages.pot``:
    {lang: {"missing": [...], "fuzzy": [...], "repeated": [...], "unused": [...],
    "placeholders": [...], "plural forms": [...]}}, each list naming the messages (all
    empty: nothing wrong). Missing: in the template, untranslated or absent; unused: in
    the catalogue, not in the template (obsolete ``#~`` entries too); placeholders: a
    translation whose ``{fields}`` are not the message's."""
    po = _po_module()
    locale = LOCALE if locale is None else locale
    template = {(e.msgctxt, e.msgid): e for e in po.read((locale / POT).read_text(encoding="utf-8")) if e.msgid}
    out: dict[str, dict[str, list[str]]] = {}
    for path in sorted(locale.glob("*.po")):
        text = path.read_text(encoding="utf-8")
        entries = po.read(text)
        forms = re.search(r"nplurals=\s*(\d+)", po.header(entries).get("Plural-Forms", ""))
        plurals = int(forms[1]) if forms else 0
        found: dict[str, list[str]] = {"missing": [], "fuzzy": [], "repeated": [], "unused": [],
                                       "placeholders": [], "plural forms": []}
        seen: set[tuple[str | None, str]] = set()
        def named(e) -> str:
            return (f"{e.msgctxt}|" if e.msgctxt else "") + e.msgid
        for entry in entries:
            if not entry.msgid:
                continue
            key = (entry.msgctxt, entry.msgid)
            if key in seen:
                found["repeated"].append(named(entry))
            seen.add(key)
            if key not in template:
                found["unused"].append(named(entry))
                continue
            if entry.fuzzy:
                found["fuzzy"].append(named(entry))
            if not entry.msgstr or not all(entry.msgstr):
                found["missing"].append(named(entry))
            source = template[key]
            if (source.msgid_plural is not None) != (entry.msgid_plural is not None) or \
                    (entry.msgid_plural is not None and len(entry.msgstr) != plurals):
                found["plural forms"].append(named(entry))
            wanted = set(_FIELD.findall(source.msgid + (source.msgid_plural or "")))
            for form in entry.msgstr:
                fields = set(_FIELD.findall(form))
                if not fields <= wanted or (wanted - fields) - (_COUNTS if source.msgid_plural else set()):
                    found["placeholders"].append(named(entry))
                    break
        found["missing"] += [named(e) for k, e in template.items() if k not in seen]
        found["unused"] += [line for line in text.splitlines() if line.startswith("#~ msgid ")]
        out[path.stem] = found
    return out


#: The version the catalogues name (pyproject.toml's).
PROJECT_VERSION = re.search(r'(?m)^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"))[1]
#: The comment atop messages.pot (and each .po made from it).
POT_HEADER = ("# The messages of ludo's pages, extracted from web/py/ludoview by Babel\n"
              "# (python3 build.py extract); each locale/<lang>.po translates them.\n"
              "# Copyright (C) the authors of ludo; under the same license as the project.\n#")


def extracted_pot(previous: str | None = None) -> str:
    """``messages.pot`` as Babel extracts it from the view's code today (Babel, a
    dev dependency, is needed). The header's creation date stays ``previous``'s
    when nothing else changed, so that extracting twice changes no file."""
    import io

    try:
        from babel.messages.catalog import Catalog
        from babel.messages.extract import extract_from_dir
        from babel.messages.pofile import write_po
    except ImportError as error:
        raise BuildError("extracting the messages needs Babel, a dev package: "
                         "pip install -e '.[dev]' (or run `python3 build.py test` once)") from error

    catalog = Catalog(project="ludo", version=PROJECT_VERSION, copyright_holder="the authors of ludo",
                      msgid_bugs_address="the issues of the ludo repository", charset="utf-8", fuzzy=False,
                      header_comment=POT_HEADER)
    for filename, lineno, message, comments, context in extract_from_dir(
            str(VIEW), [("**.py", "python")], keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)):
        catalog.add(message, None, [(f"web/py/ludoview/{filename}", lineno)], auto_comments=comments,
                    context=context)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_lineno=False)
    text = buffer.getvalue().decode("utf-8")
    if previous is not None and _undated(previous) == _undated(text):
        return previous
    return text


def _undated(pot: str) -> str:
    return re.sub(r'(?m)^"POT-Creation-Date: .*\n', "", re.sub(r"(?m)^# Copyright .*\n|^# FIRST AUTHOR.*\n", "", pot))


def extract(locale: Path = LOCALE) -> Path:
    """Write ``locale/messages.pot`` from the code (``build.py extract``)."""
    target = locale / POT
    previous = target.read_text(encoding="utf-8") if target.exists() else None
    text = extracted_pot(previous)
    if text != previous:
        target.write_text(text, encoding="utf-8")
    return target


def app_zip_bytes(*, compiled: bool = False, leave_out: tuple[str, ...] = NOT_SHIPPED,
                  only: tuple[str, ...] | None = None, extra: dict[str, bytes] | None = None) -> bytes:
    """The deterministic bundle of every shipped module (app.zip and pages.zip
    together, see :data:`BUNDLES`; the Pyodide tests load it): same sources,
    same bytes; without the files matching ``leave_out`` (:data:`NOT_SHIPPED`; a
    test passes ``()`` to weigh them); with ``only``, just the files matching it.

    With ``compiled``, every module goes in as bytecode for the vendored Pyodide
    instead of source (``api.pyc`` where ``api.py`` was, as Pyodide ships its own
    standard library), compiled without docstrings and asserts (``-OO``; the code
    uses neither): pages import it without compiling anything, and it is smaller.
    """
    entries = {name: path.read_bytes() for name, path in _python_sources(leave_out, only)}
    words: dict[str, bytes] = {}
    if "ludoview/core/i18n.py" in entries and extra is None:   # all the bundles' words, in their parts
        for bundle in BUNDLES:
            words.update(compiled_locale(bundle=bundle))
    if compiled:
        for name, pyc in bytecode(entries, optimize=2).items():
            del entries[name]
            entries[name + "c"] = pyc
    return zip_bytes({**entries, **words, **(extra or {})})


def zip_bytes(entries: dict[str, bytes]) -> bytes:
    """A zip of ``entries`` ({name: data}; a name ending in "/" is a folder) whose
    bytes depend on nothing else: sorted names, fixed dates and modes."""
    import io

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name in sorted(entries):
            info = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 << 16 | 0x10) if name.endswith("/") else 0o644 << 16
            archive.writestr(info, entries[name])
    return buffer.getvalue()


# --- first paint --------------------------------------------------------------

def initial_board_svg() -> str | None:
    """The initial board drawn by the page's own drawing code (``ludoview.games.mensch.board``).

    Runs in a fresh interpreter so the current sources are used (never a stale
    module of an earlier build in this process). None if the view has no
    ``initial_board_svg`` yet; a BuildError if the drawing code fails.
    """
    board = VIEW / "games" / "mensch" / "board.py"
    if not board.exists() or "def initial_board_svg(" not in board.read_text(encoding="utf-8"):
        return None
    return _view_output("from ludoview.games.mensch.board import initial_board_svg; "
                        "sys.stdout.buffer.write(initial_board_svg().encode('utf-8'))",
                        "drawing the initial board (ludoview.games.mensch.board.initial_board_svg)")


def _view_output(code: str, what: str, given: str = "") -> str:
    """What ``code`` writes to its standard output, run in a fresh interpreter (``-I``) with
    the current sources of the view and the engine first on its path (``sys`` imported) and
    ``given`` on its standard input; a failure is a :class:`BuildError` naming ``what`` with the end of its traceback."""
    done = subprocess.run([sys.executable, "-I", "-c", "import sys; sys.path[:0] = sys.argv[1:3]; " + code,
                           str(VIEW.parent), str(ROOT)], capture_output=True, timeout=120,
                          input=given.encode("utf-8"))
    if done.returncode != 0:
        raise BuildError(f"{what} failed:\n" + done.stderr.decode("utf-8", "replace")[-2000:])
    return done.stdout.decode("utf-8")


def boards_words() -> str:
    """``boards.cannot_start`` in every language of the catalogues, as JSON for boards.js (it says
    it before any Python runs), from the current sources in a fresh interpreter."""
    return _view_output("import json; from ludoview.core.i18n import LANGUAGES; "
                        "from ludoview.embed.words import WORDS; "
                        "print(json.dumps({lang: WORDS(lang, 'boards.cannot_start', site='{site}') "
                        "for lang in LANGUAGES}, ensure_ascii=False))",
                        "the words of boards.js (ludoview.embed.words)").strip()


_I18N_KEY = re.compile(r'data-i18n="([^"]+)"')
_I18N_EMPTY = re.compile(r'data-i18n="([^"]+)"[^>]*></')


def page_words(html: str) -> str:
    """The words of the page's ``data-i18n`` elements in every language but English (the
    markup's), as JSON for its first-paint script: ``{"langs": [...], "text": {key: {lang:
    words}}}``, from the main page's catalogue (``ludoview.games.catalogue``, what the page's
    Python says them with once up) in a fresh interpreter; ``</`` escaped for a script. An
    element empty in the markup (the rules' paragraphs, in their closed dialog) waits for
    Python, as in English."""
    keys = sorted(set(_I18N_KEY.findall(html)) - set(_I18N_EMPTY.findall(html)))
    code = ("import json; from ludoview import games; from ludoview.core.i18n import LANGUAGES; "
            "words = games.catalogue(); keys = json.loads(sys.stdin.read()); "
            "print(json.dumps({'langs': list(LANGUAGES), 'text': {k: {lang: words(lang, k) "
            "for lang in LANGUAGES if lang != 'en'} for k in keys}}, ensure_ascii=False, "
            "separators=(',', ':')))")
    return _view_output(code, "the page's words (ludoview.games.catalogue)", json.dumps(keys)).strip() \
        .replace("</", "<\\/")


# --- first paint: the pictures of a page's <ludo-board> elements --------------------

#: An element of boards.js with nothing inside yet: the build draws its picture in it.
BOARD_ELEMENT = re.compile(r'<ludo-board\b(?P<attrs>[^>]*)></ludo-board>')
_ATTRIBUTE = re.compile(r'([a-zA-Z][\w:-]*)="([^"]*)"')
_PICTURE_CODE = r"""
import json, re, sys
sys.path[:0] = sys.argv[1:3]
from ludoview.embed import params, view
scenarios = json.loads(open(sys.argv[3], encoding="utf-8").read())["scenarios"]
out = []
for attrs, page_lang, orients in json.loads(sys.stdin.read()):
    try:
        config = params.parse({k: [v] for k, v in attrs.items() if k in params.KNOWN}, scenarios)
    except params.EmbedParamError:
        out.append(None)   # the live board will name what is wrong; no picture
        continue
    lang = config.lang or (page_lang if page_lang in params.LANGUAGES else "en")
    out.append([re.sub(r' id="[^"]*"', "", view.picture(config, lang, o)) for o in orients])
sys.stdout.buffer.write(json.dumps(out).encode("utf-8"))
"""


def board_pictures(pages: dict[str, str]) -> dict[str, str]:
    """``pages`` with a picture in every empty ``<ludo-board>``: the board it will show once
    live, drawn by the view's own code (``ludoview.embed.view.picture``, in a fresh
    interpreter as :func:`initial_board_svg`), without ids. boards.js shows it in the board's
    place until Python is up; before boards.js runs it is the element's content (pages style
    it). ``data-picture`` names the layouts drawn ("portrait landscape" when absent: the box
    may be either; boards.js picks the one of the element's box)."""
    from html import unescape

    wanted = []
    for name, html in pages.items():
        page_lang = (re.search(r'<html\b[^>]*\blang="([^"]*)"', html) or [None, ""])[1]
        for found in BOARD_ELEMENT.finditer(html):
            attrs = {k: unescape(v) for k, v in _ATTRIBUTE.findall(found["attrs"])}
            orients = (attrs.get("data-picture") or "portrait landscape").split()
            wanted.append((name, found.group(0), [attrs, page_lang, orients]))
    if not wanted:
        return pages
    done = subprocess.run([sys.executable, "-I", "-c", _PICTURE_CODE, str(VIEW.parent), str(ROOT),
                           str(RULES_DIR / "scenarios.json")],
                          input=json.dumps([w[2] for w in wanted]).encode("utf-8"), capture_output=True,
                          timeout=300)
    if done.returncode != 0:
        raise BuildError("drawing the pictures of the <ludo-board> elements (ludoview.embed.view.picture) "
                         "failed:\n" + done.stderr.decode("utf-8", "replace")[-2000:])
    pictures = json.loads(done.stdout.decode("utf-8"))
    out = dict(pages)
    for (name, tag, _), svgs in zip(wanted, pictures, strict=True):
        if svgs:
            out[name] = out[name].replace(tag, tag[:-len("</ludo-board>")] + "".join(svgs) + "</ludo-board>", 1)
    return out


# --- start: what the page will fetch, asked for at once ----------------------------

def preload_links(runtime: list[str], page: str, html: str = "") -> str:
    """``<link rel="preload">`` hints for the data files a Python page always loads
    at start: the WebAssembly, the standard library, the lock file and app.zip.

    Without them the WebAssembly, the library and the lock file are asked for
    only once pyodide.mjs runs, at the end of a chain of module imports (core.js,
    its chunk, the plugins, pyodide.mjs), and app.zip only once the interpreter
    is up; with them all start downloading while the HTML is parsed. They are
    preloaded ``as="fetch"`` with ``crossorigin``, the mode of the ``fetch()``
    Pyodide and PyScript make, so the preloaded response is the one used (a
    mismatch downloads twice). The modules are not preloaded: ``modulepreload``
    compiles them as they arrive, and pyodide.asm.mjs (1.2 MB) compiled before
    the first paint put the board on screen later (docs/startup.md).
    """
    prefix = "../" * page.count("/") or "./"
    data = [n for n in runtime if not n.endswith((".js", ".mjs", ".css"))] + ["app.zip"]
    data += [n for n in BUNDLES if n != "app.zip" and f"./{n}" in html]   # a page's own bundles
    return "\n".join(f'<link rel="preload" href="{prefix}{name}" as="fetch" crossorigin>'
                     for name in data)


def with_boards_preload(html: str, runtime: list[str], page: str) -> str:
    """A page of ``<ludo-board>`` elements (``boards.js``) with :func:`preload_links` for the
    runtime boards.js starts (and its ``pages.zip``) just before the script: the downloads
    begin while the HTML is parsed, not once boards.js and PyScript's modules have run. A
    page that places its own (``<!--PRELOAD-->``) is left as it is."""
    found = BOARDS_SCRIPT.search(html)
    if found is None or 'rel="preload"' in html:
        return html
    links = preload_links(runtime, page, "./pages.zip")
    return html[:found.start()] + links + "\n" + html[found.start():]


# --- first paint: styles in the page -------------------------------------------

_STYLESHEET = re.compile(r'<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^":]+\.css)"[^>]*>')
INLINE_CSS_MAX = 64 * 1024


def inline_styles(html: str, page: str, out: Path) -> str:
    """Put the page's own small stylesheets (files of the site) into the page.

    Stylesheets block the first paint until they arrive; written into the HTML
    they come with it, so the board drawn in the HTML shows a round trip (or
    three) sooner. The files stay in the site for anything else that links them.
    """
    def replace(found: re.Match) -> str:
        href = found.group(1)
        path = (out / page).parent / href
        try:
            resolved = path.resolve()
            resolved.relative_to(out)
        except (OSError, ValueError):
            return found.group(0)
        if not resolved.is_file() or resolved.stat().st_size > INLINE_CSS_MAX:
            return found.group(0)
        css = resolved.read_text(encoding="utf-8")
        if "url(" in css or "@import" in css or "</style" in css:
            return found.group(0)  # relative references would change meaning
        return f"<style>/* {href} */\n{css}</style>"

    return _STYLESHEET.sub(replace, html)


# --- the Content-Security-Policy of every page ------------------------------------

#: What a page may load and run: its own files only. ``'wasm-unsafe-eval'`` lets
#: Pyodide compile its WebAssembly; a page that runs Python also needs
#: ``'unsafe-eval'`` (:data:`PYTHON_PAGE_EVAL`): Pyodide's Emscripten-built module
#: makes its JavaScript helpers with ``eval`` as it starts, and PyScript wraps
#: calls with ``Function``. Pages without Python (the rules' language chooser) go
#: without it; a page with ``boards.js`` (live ``<ludo-board>`` elements: the rules
#: pages, the embedding guide) runs Python. The page's own inline scripts and styles are allowed by their
#: hashes, written in by :func:`content_security_policy` with the final text.
#: ``frame-ancestors`` is left out: a ``<meta>`` policy cannot carry it, and the
#: embed is made to be framed by any site.
CSP_DIRECTIVES: tuple[tuple[str, str], ...] = (
    ("default-src", "'none'"),
    ("script-src", "'self' 'wasm-unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data: blob:"),
    ("font-src", "'self'"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("manifest-src", "'self'"),
    ("frame-src", "'self'"),
    ("media-src", "'self'"),
    ("base-uri", "'none'"),
    ("form-action", "'none'"),
    ("object-src", "'none'"),
)
PYTHON_PAGE_EVAL = "'unsafe-eval'"
_INLINE = re.compile(r"<(script|style)\b([^>]*)>(.*?)</\1>", re.DOTALL | re.IGNORECASE)
_JS_TYPES = ("", "text/javascript", "module", "application/javascript")
_HANDLER_ATTR = re.compile(r"<[a-zA-Z][^>]*\son[a-z]+\s*=", re.IGNORECASE)
CSP_META = '<meta http-equiv="Content-Security-Policy" content="{}">'
#: A page of ``<ludo-board>`` elements: ``boards.js`` starts Python in it (web/boards.js).
BOARDS_SCRIPT = re.compile(r'<script\b[^>]*\bsrc="[^"]*\bboards\.js"')


def _sha256(text: str) -> str:
    import base64
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def content_security_policy(html: str) -> str:
    """The policy for one page: :data:`CSP_DIRECTIVES` with the hashes of its inline
    JavaScript and styles. Inline event-handler attributes (``onclick="..."``) are
    refused at build time: the policy would block them."""
    markup = _INLINE.sub("", re.sub(r"<!--.*?-->", "", html, flags=re.DOTALL))
    handler = _HANDLER_ATTR.search(markup)
    if handler:
        raise BuildError(f"inline event handler {handler.group(0)[:60]!r}: use a listener "
                         "(the Content-Security-Policy blocks handlers in markup)")
    hashes: dict[str, list[str]] = {"script": [], "style": []}
    for tag, attrs, body in _INLINE.findall(html):
        tag = tag.lower()
        if tag == "script":
            kind = re.search(r'\btype\s*=\s*["\']?([^"\'\s>]*)', attrs)
            if "src=" in attrs or (kind and kind.group(1).lower() not in _JS_TYPES):
                continue  # a file (allowed by 'self'), or Python that PyScript reads as text
        hashes[tag].append(_sha256(body))
    python = "pyscript/core.js" in html or BOARDS_SCRIPT.search(html) is not None
    parts = []
    for name, sources in CSP_DIRECTIVES:
        extra = sorted(set(hashes[name[:-4]])) if name in ("script-src", "style-src") else []
        if name == "script-src" and python:
            extra.insert(0, PYTHON_PAGE_EVAL)
        parts.append(" ".join([name, sources, *extra]))
    return "; ".join(parts)


def with_csp(html: str) -> str:
    """``html`` with its policy as the first thing after ``<meta charset>``."""
    meta = CSP_META.format(content_security_policy(html))
    found = re.search(r"<meta\s+charset=[^>]*>", html, re.IGNORECASE)
    if not found:
        raise BuildError("a page without <meta charset>: nowhere to put its Content-Security-Policy")
    return html[:found.end()] + "\n" + meta + html[found.end():]


# --- writing dist/ ------------------------------------------------------------

def _write(path: Path, data: bytes) -> None:
    """Write ``data`` unless the file already holds exactly it (keeps rebuilds cheap)."""
    if path.exists() and path.stat().st_size == len(data) and path.read_bytes() == data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)  # atomic: a reader (or a parallel build) never sees half a file


def _copy(src: Path, dst: Path) -> None:
    """Copy unless ``dst`` has the same size and modification time."""
    if dst.exists():
        a, b = src.stat(), dst.stat()
        if a.st_size == b.st_size and int(a.st_mtime) == int(b.st_mtime):
            return
    dst.parent.mkdir(parents=True, exist_ok=True)
    tmp = dst.with_name(f".{dst.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    shutil.copy2(src, tmp)
    os.replace(tmp, dst)


#: The picture of the site's /favicon.ico (as an .ico file holding this PNG).
FAVICON_PNG = "icons/icon-192.png"


def favicon_ico(png: bytes) -> bytes:
    """An .ico file holding one PNG image (the format allows it since Windows Vista;
    every browser reads it). Every page names its icon (icons/icon.svg), but browsers and
    tools still ask a site's root for /favicon.ico: Chromium does when a page's icon is
    not yet known as it finishes loading (a test's busy page once logged the 404)."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise BuildError(f"{FAVICON_PNG} is not a PNG image")
    width, height = struct.unpack(">II", png[16:24])

    def side(n: int) -> int:
        return 0 if n >= 256 else n          # 0 stands for 256 (or more)
    header = struct.pack("<HHH", 0, 1, 1)    # reserved, an icon, one image
    entry = struct.pack("<BBBBHHII", side(width), side(height), 0, 0, 1, 32, len(png), 6 + 16)
    return header + entry + png


def _web_files() -> list[Path]:
    if not WEB.is_dir():
        raise BuildError(f"{WEB} is missing: the page sources are not there")
    return [
        p for p in sorted(WEB.rglob("*"))
        if p.is_file() and p.relative_to(WEB).parts[0] != "py" and not p.name.startswith(".")
        and "__pycache__" not in p.parts
    ]


def _digest(out: Path, names: list[str]) -> str:
    h = hashlib.sha256()
    for name in sorted(names):
        h.update(name.encode() + b"\0")
        with open(out / name, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                h.update(block)
    return h.hexdigest()[:16]


class _Site:
    """The files of one build of ``out``: written only when their bytes change."""

    def __init__(self, out: Path) -> None:
        self.out = out
        self.names: set[str] = set()

    def put(self, name: str, data: bytes) -> None:
        self.names.add(name)
        _write(self.out / name, data)

    def copy(self, name: str, src: Path) -> None:
        self.names.add(name)
        _copy(src, self.out / name)


def _vendor_runtime(site: _Site) -> list[str]:
    """Copy the runtime files the page needs into ``runtime/``; return their names."""
    names = []
    for name in pyscript_files():
        names.append(f"runtime/pyscript/{name}")
        site.copy(names[-1], PYSCRIPT_DIST / name)
    made = {STDLIB_ZIP: stdlib_zip_bytes, LOCK_FILE: lock_file_bytes}
    for name in PYODIDE_FILES:
        src = PYODIDE_DIR / name
        if not src.exists():
            raise BuildError(f"{src} is missing: run `npm ci` (the pinned runtime is incomplete)")
        names.append(f"runtime/pyodide/{name}")
        if name in made:
            site.put(names[-1], made[name]())
        else:
            site.copy(names[-1], src)
    return names


def build(out: Path | str = DIST, *, salt: str = "", quiet: bool = False,
          compiled: bool = True, inline_css: bool = True) -> Path:
    """Build the static site into ``out`` and return it.

    ``salt`` goes into the build id only (a test uses it to ship "a new build"
    without changing any source). ``compiled``: ship the start path's bytecode
    in app.zip (see ``app_zip_bytes``). ``inline_css``: put small stylesheets
    into the pages (see ``inline_styles``).
    """
    out = Path(out).resolve()
    ensure_runtime()
    out.mkdir(parents=True, exist_ok=True)
    site = _Site(out)
    runtime = _vendor_runtime(site)
    for bundle in BUNDLES:
        site.put(bundle, bundle_bytes(bundle, compiled=compiled))
    for name, data in locale_archives().items():
        site.put(name, data)

    pages: dict[str, str] = {}    # HTML pages: the board, the build id
    workers: dict[str, str] = {}  # scripts with markers: the service worker
    for src in _web_files():
        name = src.relative_to(WEB).as_posix()
        if src.suffix == ".html":
            pages[name] = src.read_text(encoding="utf-8")
        elif src.suffix in (".js", ".mjs") and any(m in src.read_text(encoding="utf-8") for m in MARKERS):
            workers[name] = src.read_text(encoding="utf-8")
        else:
            site.copy(name, src)
    site.put("favicon.ico", favicon_ico((WEB / FAVICON_PNG).read_bytes()))

    if os.environ.get(RULES_FRAMES_SWITCH):   # the rules pages as they were: a frame a board
        scenarios = load_scenarios()
        pages = {n: rules_page_as_frames(t, scenarios, n.split("/")[1][:-5]) if n.startswith("rules/")
                 and SCENARIO_BOARD.search(t) else t for n, t in pages.items()}
    pages = board_pictures(pages)
    board = initial_board_svg() if any(BOARD_MARKER in t for t in pages.values()) else None
    for name, text in pages.items():
        text = text.replace(BOARD_MARKER, board or "")
        if PAGE_WORDS_MARKER in text:
            text = text.replace(PAGE_WORDS_MARKER, page_words(text))
        text = text.replace(PRELOAD_MARKER, preload_links(runtime, name, text))
        text = with_boards_preload(text, runtime, name)
        pages[name] = inline_styles(text, name, out) if inline_css else text
        site.put(name, pages[name].encode("utf-8"))  # build-id marker still in: hashed as is
    build_id = hashlib.sha256("\0".join(
        [_digest(out, sorted(site.names)), salt, *(workers[n] for n in sorted(workers))]
    ).encode()).hexdigest()[:16]
    for name, text in pages.items():
        site.put(name, with_csp(text.replace(BUILD_MARKER, build_id)).encode("utf-8"))

    # the site's own files, those with markers (start.mjs) included; not the service worker
    app_files = sorted({n for n in site.names if n not in runtime} | {n for n in workers if n != "sw.js"})
    fills = {
        BUILD_MARKER: build_id,
        RUNTIME_MARKER: _digest(out, runtime),
        APP_FILES_MARKER: json.dumps(app_files),
        RUNTIME_FILES_MARKER: json.dumps(runtime),
    }
    if any(BOARDS_WORDS_MARKER in text for text in workers.values()):
        fills[BOARDS_WORDS_MARKER] = boards_words()
    for name, text in workers.items():
        for marker, value in fills.items():
            text = text.replace(marker, value)
        site.put(name, text.encode("utf-8"))

    _write(out / "BUILD_ID", build_id.encode())  # for tools; not part of the cached site
    _prune(out, site.names | {"BUILD_ID"})
    if not quiet:
        print(f"build: {out} ready (build {build_id}, {len(site.names)} files)", flush=True)
    return out


def _prune(out: Path, wanted: set[str]) -> None:
    """Delete files of an earlier build that this build no longer has."""
    keep = wanted
    for path in sorted(out.rglob("*"), reverse=True):
        rel = path.relative_to(out).as_posix()
        if path.name.startswith(".") and path.name.endswith(".tmp"):
            continue  # a parallel build's file on its way in
        if path.is_file() and rel not in keep:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def build_id(out: Path | str = DIST) -> str:
    """The id of the build in ``out`` (the service worker's cache version)."""
    return (Path(out) / "BUILD_ID").read_text().strip()


# --- serving -------------------------------------------------------------------

class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def end_headers(self) -> None:
        # Always revalidate: a fresh build must be seen by the browser and the
        # service worker at once.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address) -> None:
        # A browser that goes away mid-download (page closed, reloaded) is normal.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def serve(out: Path | str = DIST, port: int = 8000, *, quiet: bool = False,
          background: bool = False) -> http.server.ThreadingHTTPServer:
    """Serve ``out`` on 127.0.0.1:``port`` (0: any free port).

    With ``background`` the server runs in a daemon thread and is returned at
    once (``server.server_address[1]`` is the port; ``server.shutdown()`` stops
    it); otherwise this serves until interrupted.
    """
    handler = functools.partial(type("Handler", (_Handler,), {"quiet": quiet}), directory=str(out))
    server = _Server(("127.0.0.1", port), handler)
    if background:
        threading.Thread(target=server.serve_forever, name="dist-server", daemon=True).start()
        return server
    print(f"serving {out} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return server


@contextlib.contextmanager
def built_and_served() -> Iterator[str]:
    """The site built afresh into a temporary folder and served on 127.0.0.1 (a free port)
    while the ``with`` lasts: its address, ending in "/" (for the tools and benchmarks that
    drive a browser; the tests have their own fixtures)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        site = build(Path(folder) / "site", quiet=True)
        server = serve(site, 0, quiet=True, background=True)
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}/"
        finally:
            server.shutdown()
            server.server_close()


def serve_refused(port: int, error: OSError) -> str:
    """What ``serve`` says when it cannot listen on ``port``: why, and which ``--port`` to use."""
    if error.errno not in (errno.EADDRINUSE, errno.EACCES):
        return f"cannot serve on 127.0.0.1:{port}: {error}"
    why = "is in use by another program" if error.errno == errno.EADDRINUSE else "is not allowed for this user"
    free = next((p for p in range(max(port, 1024) + 1, min(max(port, 1024) + 200, 65535))
                 if _port_free(p)), None)
    hint = f"python3 build.py serve --port {free}" if free else "python3 build.py serve --port N"
    return (f"cannot serve on 127.0.0.1:{port}: the port {why}. Choose another port with --port, "
            f"for example:\n    {hint}")


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


# --- the rules pages' scenario boards ----------------------------------------------

#: The languages of the rules pages (``web/rules/<lang>.html``).
RULES_LANGS = ("it", "fr", "en", "de")
RULES_DIR = WEB / "rules"
#: ``<ludo-board class="board" data-scenario="ID" aria-label="NAME" ...></ludo-board>``: a live
#: board of ``boards.js`` (one Python runtime for the page's boards), its picture drawn by the build.
SCENARIO_BOARD = re.compile(
    r'<ludo-board class="board" data-scenario="(?P<id>[a-z0-9-]+)" role="group" aria-label="(?P<title>[^"]*)"'
    r'[^>]*></ludo-board>'
)
#: The iframe form the rules pages had (``embed.html?...``: one runtime per board), still what
#: ``LUDO_RULES_FRAMES=1`` builds (the benchmark's "before").
SCENARIO_IFRAME_TAG = ('<iframe class="board" data-scenario="{id}" title="{title}" loading="lazy" '
                       'src="{src}"></iframe>')

#: The rules pages' style for those frames (rules.css styles the elements): the same boxes.
SCENARIO_IFRAME_STYLE = """<style>
figure.scenario iframe { width: min(100%, var(--frame)); aspect-ratio: 3 / 5; border: 1px solid var(--line);
  border-radius: .5rem; background: var(--paper); }
@media (min-width: 50rem) { figure.scenario iframe { aspect-ratio: 2 / 3; } }
figure.scenario:has(iframe[data-scenario^="c-"]) { grid-template-columns: minmax(0, 1fr); justify-items: stretch; }
figure.scenario iframe[data-scenario^="c-"] { width: 100%; aspect-ratio: 3 / 5; }
@media (min-width: 40rem) { figure.scenario iframe[data-scenario^="c-"] { aspect-ratio: 8 / 5; } }
</style>"""

#: Set (to anything) in the environment, the build writes the rules pages with a frame of
#: embed.html per board instead of ``<ludo-board>`` elements (bench/bench_rules_page.py's
#: "before").
RULES_FRAMES_SWITCH = "LUDO_RULES_FRAMES"


def load_scenarios(path: Path = RULES_DIR / "scenarios.json") -> dict:
    """The rules pages' scenarios (``ludo-scenarios/1``): id -> game, position, roll, expect."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != "ludo-scenarios/1":
        raise BuildError(f"{path}: format must be 'ludo-scenarios/1'")
    return data["scenarios"]


def scenario_params(scenario: dict) -> dict[str, str]:
    """The embed's URL parameters that show ``scenario`` (language aside)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from ludo import api

    params = {"position": api.to_notation(scenario["position"])}
    if "roll" in scenario:
        params["roll"] = str(scenario["roll"])
    params["mode"] = "scenario"
    return params


def scenario_src(scenario: dict, lang: str, base: str = "../embed.html") -> str:
    """The iframe ``src`` of ``scenario`` in language ``lang``."""
    from urllib.parse import quote

    params = scenario_params(scenario) | {"lang": lang}
    return base + "?" + "&".join(f"{k}={quote(v, safe='.,_-~')}" for k, v in params.items())


def scenario_attributes(scenario: dict, lang: str) -> str:
    """The ``<ludo-board>`` attributes that show ``scenario`` in ``lang`` (the embed's parameters)."""
    from html import escape

    params = scenario_params(scenario) | {"lang": lang}
    # a mensch board is square: in the rules pages' boxes (taller than wide) it is laid out
    # portrait; colonne's box turns with the screen, so both pictures are drawn
    params["data-picture"] = "portrait" if scenario["game"] == "mensch" else "portrait landscape"
    return " ".join(f'{k}="{escape(v)}"' for k, v in params.items())


def rewrite_rules_page(html: str, scenarios: dict, lang: str) -> str:
    """``html`` with every scenario board's attributes derived from ``scenarios`` (the pages are
    written by hand; only these attributes are derived, so the parameters a site author would
    copy are what the page uses)."""
    def one(match: re.Match) -> str:
        sid = match["id"]
        if sid not in scenarios:
            raise BuildError(f"rules page ({lang}): unknown scenario {sid!r}")
        return (f'<ludo-board class="board" data-scenario="{sid}" role="group" aria-label="{match["title"]}" '
                f'{scenario_attributes(scenarios[sid], lang)}></ludo-board>')

    return SCENARIO_BOARD.sub(one, html)


def rules_page_as_frames(html: str, scenarios: dict, lang: str) -> str:
    """A rules page in the form it had before ``<ludo-board>``: a frame of embed.html per board
    (the same parameters), for comparison (``LUDO_RULES_FRAMES=1 python3 build.py``)."""
    from html import escape

    def one(match: re.Match) -> str:
        src = scenario_src(scenarios[match["id"]], lang)
        return SCENARIO_IFRAME_TAG.format(id=match["id"], title=match["title"], src=escape(src))

    html = SCENARIO_BOARD.sub(one, html)
    return html.replace('<script src="../boards.js" defer></script>', SCENARIO_IFRAME_STYLE)


def page_scenarios(html: str) -> list[str]:
    """The scenario ids a rules page shows, in page order."""
    return [m["id"] for m in SCENARIO_BOARD.finditer(html)]


def rewrite_rules_pages(rules_dir: Path = RULES_DIR) -> list[Path]:
    """Rewrite the scenario boards of every rules page (``python3 build.py scenarios``
    after changing a scenario); the pages changed."""
    scenarios = load_scenarios(rules_dir / "scenarios.json")
    changed = []
    for lang in RULES_LANGS:
        page = rules_dir / f"{lang}.html"
        text = page.read_text(encoding="utf-8")
        new = rewrite_rules_page(text, scenarios, lang)
        if new != text:
            page.write_text(new, encoding="utf-8")
            changed.append(page)
    return changed


# --- the test command -------------------------------------------------------------

VENV = ROOT / ".venv"
PYPROJECT = ROOT / "pyproject.toml"
#: The browser the tests launch (tests/conftest.py: never downloaded, Debian's package).
CHROMIUM = Path("/usr/bin/chromium")
#: Set when build.py runs itself again inside .venv (so it never loops).
_RERUN = "LUDO_BUILD_TEST_IN_VENV"


def in_virtualenv() -> bool:
    """Whether this Python runs inside a virtual environment (ours or another)."""
    return sys.prefix != sys.base_prefix


def venv_python(venv: Path = VENV) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def create_venv(venv: Path = VENV) -> Path:
    """``venv`` created with pip if it has no Python yet; its Python."""
    python = venv_python(venv)
    if python.exists():
        return python
    print(f"build: creating the virtual environment {venv}", flush=True)
    done = subprocess.run([sys.executable, "-m", "venv", str(venv)])
    if done.returncode != 0 or not python.exists():
        shutil.rmtree(venv, ignore_errors=True)  # half made: try again next time
        raise BuildError(
            f"`{sys.executable} -m venv {venv}` failed (see above). On Debian or Ubuntu the "
            "venv module needs the package python3-venv: `sudo apt-get install python3-venv`, "
            "then run `python3 build.py test` again."
        )
    return python


def dev_requirements(pyproject: Path = PYPROJECT) -> list[str]:
    """The ``dev`` extra of pyproject.toml: ``["pytest==9.0.3", ...]``."""
    import tomllib

    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return list(data["project"]["optional-dependencies"]["dev"])


_REQUIREMENT = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:==\s*([^\s;,]+))?")


def installed_version(name: str) -> str | None:
    """The installed version of distribution ``name`` in this Python, or None."""
    from importlib import metadata

    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def unmet(requirements: Sequence[str], installed: Callable[[str], str | None] | None = None) -> list[str]:
    """The requirements this Python does not meet, in words (empty: nothing to
    install). ``name==version`` needs exactly that version; any other form only
    needs the package. ``installed(name)``: a version or None (default: this
    Python's installed distributions)."""
    installed = installed or installed_version
    found = []
    for requirement in requirements:
        match = _REQUIREMENT.match(requirement)
        if match is None:
            raise BuildError(f"dev requirement {requirement!r}: cannot be read")
        name, pinned = match.groups()
        version = installed(name)
        if version is None:
            found.append(f"{name} (missing)")
        elif pinned is not None and version != pinned:
            found.append(f"{name} {version} (pinned: {pinned})")
    return found


def ensure_dev_packages() -> None:
    """``pip install -e '.[dev]'`` unless the pinned dev packages are all installed."""
    missing = unmet(dev_requirements())
    if not missing:
        return
    print(f"test: installing the dev packages ({', '.join(missing)}): pip install -e '.[dev]'", flush=True)
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
                           "-e", ".[dev]"], cwd=ROOT)
    if done.returncode != 0:
        raise BuildError(f"`pip install -e '.[dev]'` failed (exit status {done.returncode}); see above")
    missing = unmet(dev_requirements())
    if missing:
        raise BuildError(f"after pip install, still not installed: {', '.join(missing)}")


def chromium_plan(present: bool, root: bool, apt: bool) -> str:
    """What to do about Chromium: ``"ok"`` (there), ``"install"`` (root with
    apt-get: install it) or ``"explain"`` (say how; the browser tests skip)."""
    if present:
        return "ok"
    return "install" if root and apt else "explain"


CHROMIUM_MISSING = (
    f"test: Chromium is not at {CHROMIUM}, so the browser tests will be skipped (with CI set "
    "they fail). Install it -- on Debian or Ubuntu: `sudo apt-get install chromium` -- "
    "then run the tests again."
)


def ensure_chromium() -> None:
    """Chromium where the browser tests look for it: installed with apt-get when
    running as root, else a message saying how (the tests then skip)."""
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    plan = chromium_plan(CHROMIUM.exists(), root, shutil.which("apt-get") is not None)
    if plan == "install":
        print("test: installing Chromium (apt-get install chromium)", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        for command in (["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]):
            if subprocess.run(command, env=env).returncode != 0:
                break
        plan = chromium_plan(CHROMIUM.exists(), False, False)
    if plan == "explain":
        print(CHROMIUM_MISSING, file=sys.stderr, flush=True)


#: pytest-xdist workers for ``build.py test``: the browser tests mostly wait (for
#: Pyodide, for the page), so on 2 cores more workers than cores finish sooner.
TEST_WORKERS = 3
#: Whole test files to one worker: a module's fixtures (a page, a played game) are
#: made once, as in a serial run; the files in the order tests/conftest.py gives them
#: (the longest first: ``LONGEST_FIRST``), not re-sorted by their number of tests.
TEST_DISTRIBUTION = ("-n", str(TEST_WORKERS), "--dist", "loadfile", "--no-loadscope-reorder")


def pytest_command(fast: bool, args: Sequence[str]) -> list[str]:
    """The pytest command line: the suite in parallel (:data:`TEST_DISTRIBUTION`; a
    ``-n`` or ``--dist`` among ``args`` comes later and wins, ``-n 0`` runs it in
    one process); ``--fast`` leaves out the tests marked ``browser``."""
    args = list(args)
    if args[:1] == ["--"]:
        args = args[1:]
    return [sys.executable, "-m", "pytest", *TEST_DISTRIBUTION,
            *(["-m", "not browser"] if fast else []), *args]


def run_tests(fast: bool, args: Sequence[str], argv: Sequence[str]) -> int:
    """``build.py test``: set up, then pytest; its exit status (see the module's docstring)."""
    if not in_virtualenv():
        if os.environ.get(_RERUN):
            raise BuildError(f"{sys.executable} was meant to be the Python of {VENV}, but it is "
                             f"not in a virtual environment: delete {VENV} and run again")
        python = create_venv()
        print(f"test: running again with {python}", flush=True)
        env = dict(os.environ, **{_RERUN: "1"})
        return subprocess.run([str(python), str(ROOT / "build.py"), *argv], cwd=ROOT, env=env).returncode
    ensure_dev_packages()
    try:
        ensure_runtime()
    except BuildError as error:
        print(f"test: the runtime is not installed ({error}); the tests that need it "
              "will fail or skip", file=sys.stderr, flush=True)
    if not fast:
        ensure_chromium()
    command = pytest_command(fast, args)
    print(f"test: python {shlex.join(command[1:])}", flush=True)
    return subprocess.run(command, cwd=ROOT).returncode


def _site_options(parser: argparse.ArgumentParser, port, out) -> None:
    parser.add_argument("--port", type=int, default=port, help="port for serve (default 8000)")
    parser.add_argument("--out", type=Path, default=out, help="output folder (default dist/)")


def parser() -> argparse.ArgumentParser:
    """The command line: build (the default), serve, test, scenarios, extract."""
    top = argparse.ArgumentParser(
        prog="build.py", description="Build, serve and test the static site dist/.",
        epilog="Without a command: build.")
    _site_options(top, 8000, DIST)  # `build.py --out DIR` builds
    site = argparse.ArgumentParser(add_help=False)
    _site_options(site, argparse.SUPPRESS, argparse.SUPPRESS)  # after build/serve: kept only when given
    commands = top.add_subparsers(dest="command", title="commands", metavar="{build,serve,test,scenarios,extract}")
    commands.add_parser("build", parents=[site], help="build dist/ (the default)")
    commands.add_parser("serve", parents=[site], help="build dist/, then serve it on 127.0.0.1")
    test = commands.add_parser(
        "test", allow_abbrev=False, help="set up what the tests need, then run pytest",
        description="Create .venv (once), install the pinned dev packages, the runtime (npm ci) "
                    "and Chromium when missing, then run pytest; any other arguments go to pytest "
                    "(after -- too).",
        usage="build.py test [-h] [--fast] [pytest arguments...]")
    test.add_argument("--fast", action="store_true", help="only the tests not marked browser")
    commands.add_parser("scenarios", help="rewrite the rules pages' scenario boards from web/rules/scenarios.json")
    commands.add_parser("extract", help="extract the messages from the code into locale/messages.pot (needs Babel, "
                                        "a dev package)")
    return top


def site_requirements(pyproject: Path = PYPROJECT) -> list[str]:
    """The ``distance`` extra of pyproject.toml: the pure-Python packages the site bundles."""
    import tomllib

    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    return list(data["project"]["optional-dependencies"]["distance"])


def site_packages_rerun(command: str, argv: Sequence[str]) -> int | None:
    """Make sure the packages the site bundles (:data:`THIRD_PARTY`, pinned in the
    ``distance`` extra) are importable before build or serve: outside a virtual
    environment, create ``.venv/`` (once), install them there and run this command
    again with its Python (its exit status); inside one, install them into it
    (None: go on). Nothing happens when they are already installed at their pins."""
    missing = unmet(site_requirements())
    if not missing:
        return None
    if not in_virtualenv():
        if os.environ.get(_RERUN):
            raise BuildError(f"{sys.executable} was meant to be the Python of {VENV}, but it is "
                             f"not in a virtual environment: delete {VENV} and run again")
        python = create_venv()
        print(f"{command}: the site bundles {', '.join(missing)}; running again with {python}", flush=True)
        env = dict(os.environ, **{_RERUN: "1"})
        return subprocess.run([str(python), str(ROOT / "build.py"), *argv], cwd=ROOT, env=env).returncode
    print(f"{command}: installing what the site bundles ({', '.join(missing)})", flush=True)
    done = subprocess.run([sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
                           *site_requirements()], cwd=ROOT)
    if done.returncode != 0 or unmet(site_requirements()):
        raise BuildError(f"`pip install {' '.join(site_requirements())}` failed (exit status "
                         f"{done.returncode}; see above): the first run needs the package registry")
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    command_line = parser()
    args, rest = command_line.parse_known_args(argv)
    command = args.command or "build"
    if command != "test" and rest:
        command_line.error(f"unrecognized arguments: {' '.join(rest)}")
    try:
        if command == "test":
            return run_tests(args.fast, rest, argv)
        if command == "scenarios":
            for page in rewrite_rules_pages():
                print(f"updated {page}")
            return 0
        if command == "extract":
            print(f"extracted {extract()}")
            return 0
        rerun = site_packages_rerun(command, argv)
        if rerun is not None:
            return rerun
        out = build(args.out)
    except BuildError as error:
        print(f"{command} failed: {error}", file=sys.stderr)
        return 1
    if command == "serve":
        try:
            serve(out, args.port)
        except OSError as error:
            print(serve_refused(args.port, error), file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
