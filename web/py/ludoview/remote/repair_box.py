"""distance.html: a friend's link refused because its history differs from the game kept
here. The box offers to take the friend's full link when both agree up to the fork (this
browser's unsent moves are dropped, said with their number) or to remove the game; nothing
happens without the person's click."""

from __future__ import annotations

from html import escape
from typing import Any

from ludo.remote import link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match
from ludoview.core import dom
from ludoview.remote.sign import SIGNER
from ludoview.remote.store import Stale, repair


class RepairBox:
    """The offer of a repair, and what a click on it does."""

    def __init__(self, page: Any) -> None:   # (the DistancePage: it imports this module)
        self.page = page
        self.offered: tuple[str, Match, int] | None = None    # a friend's game offered instead of ours

    def offer(self, text: str) -> None:
        """A link refused as differing from the game kept here: offer to take the friend's
        full link when both agree up to the fork and only this browser's own messages would
        be dropped (said, with their number), and always to remove the game; nothing
        happens without the person's click."""
        try:
            gid, payload = link.game_of(text)
        except RemoteError:
            return
        kept = self.page.load(gid)
        if kept is None:
            return
        buttons = []
        self.offered = None
        try:
            mended, dropped = repair(kept, payload, SIGNER)
            self.offered = (gid, mended, kept.version)
            buttons.append(f'<button type="button" data-repair="take" data-testid="repair-take">'
                           f'{escape(self.page.t("d.repair_take", n=dropped))}</button>')
        except RemoteError:
            if payload.get("b") != 0:
                buttons.append(f'<p>{escape(self.page.t("d.repair_ask_full"))}</p>')
        buttons.append(f'<button type="button" data-repair="remove" data-gid="{escape(gid)}" '
                       f'data-testid="repair-remove">{escape(self.page.t("d.repair_remove"))}</button>')
        box = dom.el("repair")
        box.innerHTML = "".join(buttons)
        box.hidden = False

    def on_click(self, event) -> None:
        button = dom.found(event.target.closest("button"))
        if button is None:
            return
        dom.el("repair").hidden = True
        if button.getAttribute("data-repair") == "take" and self.offered is not None:
            gid, mended, version = self.offered
            self.offered = None
            try:
                self.page.version, problem = self.page.store.save(mended, 0, version)
            except Stale:
                self.page.match = mended
                self.page.tabs.reload(changed=True)
                return
            self.page.match, self.page.seen, self.page.since = mended, 0, []
            self.page.show_error("")
            self.page.render()
            dom.el("notice").textContent = self.page.t("d.repaired")
        elif button.getAttribute("data-repair") == "remove":
            gid = str(button.getAttribute("data-gid"))
            self.page.store.remove(gid)
            self.page.show_error("")
            self.page.show_list()
            dom.el("notice").textContent = self.page.t("d.removed")
