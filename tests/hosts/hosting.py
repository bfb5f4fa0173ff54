"""Host pages for the embed's browser tests, served from a second 127.0.0.1 origin.

A site that embeds the board is another origin than the board itself; the tests
serve their host pages on a second port of 127.0.0.1 (another origin, still
local) and build them from the embedding guide's own snippets, so the code the
guide tells authors to copy is the code under test.
"""

from __future__ import annotations

import functools
import html
import http.server
import re
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


class HostServer:
    """Serves one folder on 127.0.0.1 at a free port (a second origin for host pages)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        handler = functools.partial(Quiet, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def put(self, name: str, text: str) -> str:
        """Write a page into the served folder; return its URL."""
        (self.folder / name).write_text(text, encoding="utf-8")
        return f"{self.origin}/{name}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def snippet(guide_html: str, ident: str) -> str:
    """The text of ``<code id="ident">`` in the guide (as a reader would copy it)."""
    found = re.search(rf'<code id="{ident}">(.*?)</code>', guide_html, re.S)
    if found is None:
        raise LookupError(f"the embedding guide has no snippet #{ident}")
    return html.unescape(found[1])


def api_host_page(guide_html: str, site_url: str, host_origin: str, query: str | None = None) -> str:
    """The test host page: the guide's iframe (pointed at ``site_url``) and its host script.

    ``host_origin`` replaces the guide's ``https://example.org`` in the ``origin``
    parameter (None: leave the parameter out, so the host is not allowed).
    """
    frame = snippet(guide_html, "snippet-iframe").replace("https://example.org/ludo/", site_url)
    if query is not None:
        frame = re.sub(r'embed\.html\?[^"]*', "embed.html?" + query, frame)
    if host_origin:
        frame = frame.replace("origin=https://example.org", "origin=" + host_origin)
    else:
        frame = frame.replace("&origin=https://example.org", "")
    template = (HERE / "api_host.html").read_text(encoding="utf-8")
    return template.replace("<!--IFRAME-->", frame).replace("/*SNIPPET*/", snippet(guide_html, "snippet-host"))


def frames_host_page(frames: list[tuple[str, str]]) -> str:
    """A host page with one iframe per ``(name, url)``."""
    tags = "\n".join(f'<iframe name="{html.escape(name)}" src="{html.escape(url)}"></iframe>'
                     for name, url in frames)
    return (HERE / "frames_host.html").read_text(encoding="utf-8").replace("<!--FRAMES-->", tags)
