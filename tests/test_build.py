"""build.py: dist/ is a self-contained static site with relative URLs only."""

from __future__ import annotations

import io
import json
import re
import struct
import subprocess
import sys
import urllib.request
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build

TEXT_SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".svg", ".txt", ".md"}
#: Any absolute URL or protocol-relative reference ("//host/...") in our own files.
EXTERNAL = re.compile(r"""(?:\b(?:https?|wss?|ftp):)?//[a-z0-9.-]+\.[a-z]{2,}""", re.I)
#: XML namespaces are names, not fetched: the only absolute URLs an SVG may hold.
NAMESPACES = ("http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink",
              "http://www.w3.org/1999/xhtml", "http://www.w3.org/XML/1998/namespace")


def ours(dist: Path) -> list[Path]:
    """Every file of the site that is not the vendored runtime."""
    return [p for p in sorted(dist.rglob("*")) if p.is_file()
            and p.relative_to(dist).parts[0] != "runtime"]


#: Names reserved for documentation (RFC 2606, RFC 6761): never a real third party, so
#: an example in a help text ("https://example.com/ludo/") may use them.
RESERVED = re.compile(r"(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost)$", re.I)


def external_urls(text: str) -> list[str]:
    for ns in NAMESPACES:
        text = text.replace(ns, "")
    found = [m.group(0) for m in EXTERNAL.finditer(text)]
    return [url for url in found if not RESERVED.search(url.rsplit("/", 1)[-1])]


class _Refs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[str] = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("src", "href") and value and not value.startswith("#"):
                self.refs.append(value)
            if name == "config" and value and value.lstrip().startswith("{"):
                config = json.loads(value)
                self.refs.append(config.get("interpreter", "./"))
                self.refs.extend(config.get("files", {}))


def test_dist_has_the_runtime_the_page_needs_and_nothing_else(dist_dir):
    runtime = {p.relative_to(dist_dir).as_posix() for p in (dist_dir / "runtime").rglob("*")
               if p.is_file()}
    pyodide = {f"runtime/pyodide/{name}" for name in build.PYODIDE_FILES}
    assert pyodide <= runtime
    assert {"runtime/pyscript/core.js", "runtime/pyscript/core.css"} <= runtime
    assert not [n for n in runtime if n.endswith(".map")]
    assert not [n for n in runtime if re.search(r"codemirror|xterm|toml|pyodide_graph", n)]
    assert runtime - pyodide == {f"runtime/pyscript/{n}" for n in build.pyscript_files()}


def test_every_static_import_of_the_shipped_pyscript_is_shipped(dist_dir):
    folder = dist_dir / "runtime" / "pyscript"
    for js in folder.glob("*.js"):
        for target in re.findall(r'\b(?:from|import)\s*"\./([^"]+)"', js.read_text("utf-8")):
            assert (folder / target).is_file(), f"{js.name} imports missing {target}"


def test_our_files_name_no_external_url(dist_dir):
    found = {}
    for path in ours(dist_dir):
        if path.suffix in TEXT_SUFFIXES:
            urls = external_urls(path.read_text("utf-8"))
            if urls:
                found[path.relative_to(dist_dir).as_posix()] = urls
    assert found == {}, "no external URL; examples may use example.com (RFC 2606)"


def test_web_and_build_script_name_no_external_url():
    files = [build.ROOT / "build.py"] + [p for p in build.WEB.rglob("*")
                                         if p.is_file() and p.suffix in TEXT_SUFFIXES | {".py"}]
    found = {}
    for path in files:
        text = path.read_text("utf-8")
        if path.name == "build.py":  # the npm hint in BuildError is a message, not a fetch
            text = text.replace("https://nodejs.org/", "")
        urls = external_urls(text)
        if urls:
            found[str(path.relative_to(build.ROOT))] = urls
    assert found == {}, "no external URL; examples may use example.com (RFC 2606)"


def test_pages_use_relative_urls_that_exist(dist_dir):
    pages = list(dist_dir.rglob("*.html"))
    assert dist_dir / "index.html" in pages
    for page in pages:
        parser = _Refs()
        parser.feed(page.read_text("utf-8"))
        assert parser.refs, f"{page.name} references nothing"
        for ref in parser.refs:
            assert not ref.startswith("/"), f"{page.name}: {ref!r} is absolute (breaks subpaths)"
            assert "://" not in ref and not ref.startswith("//"), f"{page.name}: {ref!r}"
            target = (page.parent / ref.split("?")[0].split("#")[0]).resolve()
            assert target.exists(), f"{page.name}: {ref!r} does not exist in dist/"


def test_app_zip_holds_the_packages_and_only_them(dist_dir):
    names = zipfile.ZipFile(dist_dir / "app.zip").namelist()
    modules = {n.removesuffix("c") for n in names}  # x.pyc: bytecode in place of x.py
    assert "ludo/__init__.py" in modules and "ludo/api.py" in modules
    assert "ludoview/__init__.py" in modules
    assert {n.split("/")[0] for n in names} <= {"ludo", "ludoview"}
    assert not [n for n in names if n.endswith(".tmp") or "__pycache__" in n]


def test_app_zip_is_the_bundle_tested_in_pyodide(dist_dir):
    """tests/test_pyodide.py imports ludo from these very bytes (and runs every
    conformance vector with them)."""
    names = set()
    for bundle in build.BUNDLES:
        data = (dist_dir / bundle).read_bytes()
        assert data == build.bundle_bytes(bundle)
        part = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
        assert not names & part, f"{bundle} repeats modules of another bundle"
        names |= part
    listed = f"{build.LOCALE_IN_ZIP}/{build.LANGUAGES_FILE}"
    assert listed in names and not any(n.endswith(".mo") and not n.startswith("ludoview/locale/en.") for n in names)
    for archive in build.locale_archives():    # the other languages' words, fetched apart
        data = (dist_dir / archive).read_bytes()
        part = set(zipfile.ZipFile(io.BytesIO(data)).namelist())
        assert len(part) == 1 and not names & part, archive
        names |= part
    third_party = {n for n in names if not n.startswith(("ludo/", "ludoview/"))}   # ecdsa, six
    assert {"ecdsa/eddsa.pyc", "six.pyc"} <= third_party
    assert names - third_party - {listed} == \
        set(zipfile.ZipFile(io.BytesIO(build.app_zip_bytes(compiled=True))).namelist())


def test_the_bundle_is_deterministic():
    assert build.app_zip_bytes() == build.app_zip_bytes()


def test_a_rebuild_changes_nothing_and_a_salt_changes_only_the_build_id(dist_dir, tmp_path):
    out = build.build(tmp_path / "site", quiet=True)
    first = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert build.build_id(out) == build.build_id(dist_dir)
    build.build(out, quiet=True)
    again = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert again == first
    build.build(out, salt="next", quiet=True)
    salted = {p.relative_to(out).as_posix(): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert build.build_id(out) != build.build_id(dist_dir)
    changed = {n for n in first if first[n] != salted[n]}
    assert "app.zip" not in changed and not [n for n in changed if n.startswith("runtime/")]
    assert "BUILD_ID" in changed


def test_stale_files_are_removed(tmp_path):
    out = build.build(tmp_path / "site", quiet=True)
    (out / "old.txt").write_text("from an earlier build")
    (out / "gone").mkdir()
    (out / "gone" / "x.js").write_text("")
    build.build(out, quiet=True)
    assert not (out / "old.txt").exists() and not (out / "gone").exists()


def test_build_id_marker_is_filled_in(dist_dir):
    text = (dist_dir / "index.html").read_text("utf-8")
    assert build.BUILD_MARKER not in text and build.BOARD_MARKER not in text
    assert build.build_id(dist_dir) in text


def test_server_sends_the_mime_types_hosts_must_use(dist_dir):
    server = build.serve(dist_dir, 0, quiet=True, background=True)
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        expect = {
            "runtime/pyodide/pyodide.asm.wasm": "application/wasm",
            "runtime/pyodide/pyodide.mjs": "text/javascript",
            "runtime/pyscript/core.js": "text/javascript",
            "app.zip": "application/zip",
            "": "text/html",
        }
        for name in ("manifest.webmanifest",):
            if (dist_dir / name).exists():
                expect[name] = "application/manifest+json"
        for name, mime in expect.items():
            with urllib.request.urlopen(base + name) as response:
                assert response.headers.get_content_type() == mime, name
    finally:
        server.shutdown()
        server.server_close()


def test_missing_npm_is_explained(monkeypatch, tmp_path):
    monkeypatch.setattr(build, "NODE_MODULES", tmp_path / "node_modules")
    monkeypatch.setattr(build, "PYODIDE_DIR", tmp_path / "node_modules" / "pyodide")
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    with pytest.raises(build.BuildError, match=r"npm was not found.*Node\.js"):
        build.ensure_runtime()


def test_command_line_builds(tmp_path):
    done = subprocess.run([sys.executable, str(build.ROOT / "build.py"), "--out", str(tmp_path / "d")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "ready" in done.stdout and (tmp_path / "d" / "index.html").exists()


def test_app_zip_ships_every_module_as_bytecode_without_docstrings(dist_dir):
    names = set().union(*(zipfile.ZipFile(dist_dir / bundle).namelist() for bundle in build.BUNDLES))
    sources = {n for n, _ in build._python_sources() if n.endswith(".py")}
    assert {"ludoview/shell/main.py", "ludoview/games/colonne/page.py", "ludo/api.py"} <= sources
    third_party = {n + "c" for bundle in build.THIRD_PARTY for n in build.third_party_sources(bundle)
                   if n.endswith(".py")}
    assert {n for n in names if n.endswith(".pyc")} == {n + "c" for n in sources} | third_party
    # the bundled packages' licences go with them; segno is its encoder alone (no writers: no gzip, xml.sax)
    assert {"LICENSES/ecdsa.txt", "LICENSES/six.txt", "LICENSES/segno.txt"} <= names
    assert {"segno/__init__.pyc", "segno/encoder.pyc", "segno/consts.pyc"} <= names
    assert not {"segno/writers.pyc", "segno/helpers.pyc"} & names
    assert not {n for n in names if n.endswith(".py")}, "a module shipped as source is compiled in the browser"
    # -OO: the bytecode carries no docstrings (the view's long module docstrings are gone)
    blob = zipfile.ZipFile(dist_dir / "app.zip").read("ludoview/core/session.pyc")
    assert b"every page sees it" not in blob and b"tell" in blob


def test_serve_command_prints_the_address_and_serves(tmp_path):
    process = subprocess.Popen(
        [sys.executable, str(build.ROOT / "build.py"), "serve", "--port", "0", "--out", str(tmp_path / "d")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = []
        for line in process.stdout:
            lines.append(line)
            if line.startswith("serving"):
                break
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", "".join(lines))
        assert found, lines
        with urllib.request.urlopen(found.group(0)) as response:
            assert response.status == 200 and b"<html" in response.read()
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_the_manifest_makes_the_game_installable(dist_dir):
    manifest = json.loads((dist_dir / "manifest.webmanifest").read_text("utf-8"))
    assert manifest["name"] and manifest["short_name"]
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["display"] in ("standalone", "fullscreen", "minimal-ui")
    sizes = set()
    for icon in manifest["icons"]:
        path = dist_dir / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n", icon["src"]
            width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
            assert icon["sizes"] == f"{width}x{height}", icon["src"]
            sizes.add(width)
    assert {192, 512} <= sizes  # what browsers ask of an installable app
    assert any(icon.get("purpose") == "maskable" for icon in manifest["icons"])


def test_the_service_worker_caches_exactly_the_site(dist_dir):
    text = (dist_dir / "sw.js").read_text("utf-8")
    assert not [m for m in build.MARKERS if m in text]
    lists = dict(re.findall(r'const (APP_FILES|RUNTIME_FILES) = (\[.*?\]);', text))
    app, runtime = json.loads(lists["APP_FILES"]), json.loads(lists["RUNTIME_FILES"])
    site = {p.relative_to(dist_dir).as_posix() for p in dist_dir.rglob("*") if p.is_file()}
    assert set(app) | set(runtime) == site - {"sw.js", "BUILD_ID"}
    assert all(name.startswith("runtime/") for name in runtime)
    assert f'const BUILD = "{build.build_id(dist_dir)}";' in text


def test_the_site_answers_for_favicon_ico_with_its_own_icon(dist_dir):
    ico = (dist_dir / "favicon.ico").read_bytes()
    png = (build.WEB / build.FAVICON_PNG).read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    width, height, _, _, planes, bits, size, offset = struct.unpack("<BBBBHHII", ico[6:22])
    assert (reserved, kind, count, planes, bits) == (0, 1, 1, 1, 32)
    assert (width, height) == struct.unpack(">II", png[16:24]) == (192, 192)
    assert ico[offset:offset + size] == png and offset + size == len(ico)
    with pytest.raises(build.BuildError, match="not a PNG"):
        build.favicon_ico(b"GIF89a" + bytes(30))


def test_the_pages_carry_their_small_stylesheets(dist_dir):
    page = (dist_dir / "index.html").read_text("utf-8")
    assert not re.search(r'<link[^>]*rel="stylesheet"[^>]*href="\./[^"]*\.css"', page)
    style = (build.WEB / "style.css").read_text("utf-8")
    assert f"<style>/* ./style.css */\n{style}</style>" in page
    assert (dist_dir / "style.css").read_text("utf-8") == style  # still there for others
    kept = '<link rel="stylesheet" href="https://example.com/x.css">'
    assert build.inline_styles(kept, "index.html", dist_dir) == kept
    missing = '<link rel="stylesheet" href="./nowhere.css">'
    assert build.inline_styles(missing, "index.html", dist_dir) == missing
