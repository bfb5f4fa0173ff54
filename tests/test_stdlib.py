"""The standard library the site ships: bytecode the vendored Pyodide imports, every
module of it importable, the same bytes on every build, and a lock file without
packages that Pyodide accepts.

(What the pages import is checked against what is shipped in
tests/test_stdlib_modules.py, in the browser.)
"""

from __future__ import annotations

import io
import json
import zipfile

import pytest

import build

pytestmark = pytest.mark.pyodide


def npm_stdlib() -> dict[str, bytes]:
    with zipfile.ZipFile(build.PYODIDE_DIR / build.STDLIB_ZIP) as npm:
        return {info.filename: npm.read(info) for info in npm.infolist()}


def module_of(name: str) -> str:
    return name.rsplit(".", 1)[0].removesuffix("/__init__").replace("/", ".")


#: Inside Pyodide: where each module of the standard library came from, and the
#: header of every .pyc of the zip it started with (SOURCES: the npm sources).
HEADERS = r"""
import importlib.util, sys, zipfile
zip_path = next(p for p in sys.path if p.endswith(".zip"))
with zipfile.ZipFile(zip_path) as z:
    names = z.namelist()
    headers = {n: z.read(n)[:16] for n in names if n.endswith(".pyc")}
RESULT = {
    "names": names,
    "headers": {n: [h[:4] == importlib.util.MAGIC_NUMBER, int.from_bytes(h[4:8], "little"),
                    h[8:] == importlib.util.source_hash(SOURCES[n[:-1]].encode())]
                for n, h in headers.items()},
    "files": sorted({origin for m in list(sys.modules.values())  # frozen ones aside
                     if (origin := getattr(getattr(m, "__spec__", None), "origin", None) or "")
                     .startswith(zip_path + "/")}),
    "loader": type(sys.modules["json"].__spec__.loader).__name__,
}
"""

#: Inside Pyodide: import every module of its standard-library zip; what failed, how.
IMPORT_ALL = r"""
import importlib, sys, zipfile
zip_path = next(p for p in sys.path if p.endswith(".zip"))
modules = sorted({n[:-4].removesuffix("/__init__").replace("/", ".")
                  for n in zipfile.ZipFile(zip_path).namelist() if n.endswith(".pyc")})
RESULT = {"count": len(modules), "failed": {}}
for name in modules:
    if name.split(".")[-1] == "__main__":
        continue  # runs a program when imported
    try:
        importlib.import_module(name)
    except Exception as error:
        RESULT["failed"][name] = [type(error).__name__, getattr(error, "name", None), str(error)]
"""


def test_the_shipped_standard_library_is_bytecode_pyodide_imports(pyodide):
    """Pyodide starts on the shipped zip (the fixture's), imports its modules from
    bytecode alone: Pyodide's magic number, hash-based and unchecked, compiled from
    the npm package's very sources (a stale cache would show here)."""
    npm = npm_stdlib()
    sources = {n: d.decode("utf-8") for n, d in npm.items() if n.endswith(".py")}
    found = pyodide.run(f"SOURCES = __import__('json').loads({json.dumps(json.dumps(sources))})\n"
                        + HEADERS)
    names = found["names"]
    assert not [n for n in names if n.endswith(".py")], "source left in the zip"
    assert "json/__init__.pyc" in names and "_pyodide/_base.pyc" in names
    assert set(names) <= {n + "c" if n.endswith(".py") else n for n in npm}
    bad = {n: checks for n, checks in found["headers"].items() if checks != [True, 0b01, True]}
    assert bad == {}, "[magic ok, flags (1: hash-based, unchecked), source hash ok]"
    assert len(found["files"]) > 100, "Pyodide's start imports its modules from the zip"
    assert all(f.endswith(".pyc") for f in found["files"]), found["files"]
    assert found["loader"] == "zipimporter"


def test_every_shipped_module_imports_with_what_is_shipped(pyodide):
    """The trimmed zip is whole: a module of it fails to import only for want of a
    module that no Pyodide has (Windows-only ones, say), never of one left out."""
    npm = {module_of(n) for n in npm_stdlib() if n.endswith(".py")}
    report = pyodide.run(IMPORT_ALL)
    assert report["count"] > 150
    left_out = {name: how for name, how in report["failed"].items() if how[1] in npm or not how[1]}
    assert left_out == {}


def test_the_standard_library_zip_is_reproducible(tmp_path, monkeypatch, dist_dir):
    """Compiled afresh (an empty cache, a new Pyodide) or from the cache: the same bytes,
    the ones in dist/."""
    cached = build.stdlib_zip_bytes()
    monkeypatch.setattr(build, "PYC_CACHE", tmp_path / "pyc")
    fresh = build.stdlib_zip_bytes()
    assert fresh == cached == (dist_dir / "runtime" / "pyodide" / build.STDLIB_ZIP).read_bytes()
    assert build.stdlib_zip_bytes() == fresh
    assert any((tmp_path / "pyc").rglob("*")), "the fresh build compiled into its own cache"


def test_the_trim_keeps_what_it_names():
    kept = [n for n in npm_stdlib() if build.stdlib_kept(n)]
    assert {"os.py", "asyncio/", "asyncio/tasks.py", "encodings/", "encodings/__init__.py",
            "encodings/utf_8.py", "pyodide/ffi/__init__.py"} <= set(kept)
    assert not [n for n in kept if n.startswith(("encodings/cp1252", "email/", "unittest/",
                                                  "site-packages/"))]
    shipped = zipfile.ZipFile(io.BytesIO(build.stdlib_zip_bytes())).namelist()
    assert sorted(shipped) == sorted(n + "c" if n.endswith(".py") else n for n in kept)


def test_the_lock_file_keeps_pyodides_info_and_names_no_package(dist_dir):
    npm = json.loads((build.PYODIDE_DIR / build.LOCK_FILE).read_text("utf-8"))
    shipped = json.loads((dist_dir / "runtime" / "pyodide" / build.LOCK_FILE).read_text("utf-8"))
    assert shipped == {"info": npm["info"], "packages": {}}


def test_shipped_bytecode_has_no_column_ranges(pyodide):
    """The site's bytecode (the standard library and app.zip) is compiled without the
    column ranges of each instruction (build.COMPILE_ENV), a quarter less to download
    and load; the fixture's interpreter keeps them, so what it compiles itself has them."""
    found = pyodide.run(
        "import json.decoder, ludo.values, sys\n"
        "def columns(code):\n"
        "    return {c for _l, _e, c, _ce in code.co_positions()}\n"
        "RESULT = [sorted(map(str, columns(json.decoder.JSONDecoder.raw_decode.__code__))),\n"
        "          sorted(map(str, columns(ludo.values._complete.__code__))),\n"
        "          ludo.values.__spec__.origin, len(columns(compile('x = [1]\\ny = x[0]', 's', 'exec')))]\n")
    stdlib_columns, app_columns, origin, fresh = found
    assert stdlib_columns == ["None"] and app_columns == ["None"]
    assert origin.endswith("ludo/values.pyc")
    assert fresh > 1
