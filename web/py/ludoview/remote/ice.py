"""distance.html, live play: the site's ICE servers (``ice.json``, docs/remote.md, "Live on
one network"), read once, and the peer connections made with them. Servers the browser
refuses are the site's fault: said so, and live play goes on with the local network."""

from __future__ import annotations

from typing import Any

from pyscript import document, window

from ludo.remote import pairing
from ludo.remote.errors import RemoteError

ICE_FILE = "./ice.json"      #: the site's ICE servers


class IceServers:
    """The ICE servers of the site, for one page."""

    def __init__(self, page: Any, js: Any, connection: Any) -> None:
        self.page = page
        self.js, self.make = js, connection       # (live.py's: a JS object, a new RTCPeerConnection)
        self.servers: list[dict] | None = None

    async def config(self):
        if self.servers is None:
            self.servers = []
            try:
                response = await window.fetch(ICE_FILE)
                text = str(await response.text()) if response.ok else ""
                self.servers = pairing.ice_servers(text)
            except RemoteError as exc:
                self.page.show_error(self.page.t("l.bad_ice"), str(exc))
            except Exception as exc:
                window.console.warn("ice.json:", str(exc))
        document.documentElement.setAttribute("data-live-ice", str(len(self.servers)))
        return self.js({"iceServers": self.servers})

    def connection(self, config):
        """A connection with the site's ICE servers. Servers the browser refuses (its
        checks go further than ``pairing.ice_servers``) are the site's fault, not the
        browser's: said so, and the connection made with none (the local network)."""
        try:
            return self.make(config)
        except RemoteError:
            raise
        except Exception as exc:
            if not self.servers:
                raise
            self.page.show_error(self.page.t("l.ice_refused"), str(exc))
            self.servers = []
            document.documentElement.setAttribute("data-live-ice", "0")
            return self.make(self.js({"iceServers": []}))
