"""distance.html: the tab and the games kept in this browser. What the store found is said
(:meth:`TabGuard.tell`), and a game another tab changed is read again before this tab offers
anything on it (the ``storage`` event, :meth:`TabGuard.fresh`) and shown as it is now."""

from __future__ import annotations

from typing import Any

from pyscript import document

from ludoview.core import dom
from ludoview.remote.store import PREFIX


class TabGuard:
    """The page's watch over the games this browser keeps, for one tab."""

    def __init__(self, page: Any) -> None:   # (the DistancePage: it imports this module)
        self.page = page

    def tell(self) -> None:
        """What the store found and did (an unreadable game copied aside), said in words."""
        if self.page.store.notices:
            said = " ".join(self.page.t(key, **params) for key, params in self.page.store.notices)
            self.page.store.notices.clear()
            dom.el("notice").textContent = said
            document.documentElement.setAttribute("data-kept-aside", "1")

    def reload(self, changed: bool = False) -> None:
        """Show the game as kept now (another tab changed it); the list if it is gone."""
        kept = self.page.load(self.page.match.game_id) if self.page.match is not None else None
        if kept is None:
            self.page.show_list()
            return
        self.page.match, self.page.seen, self.page.version = kept.match, kept.seen, kept.version
        self.page.last_dice = ""
        self.page.since = []
        self.page.render()
        if changed:
            dom.el("notice").textContent = self.page.t("d.changed_elsewhere")

    def on_storage(self, event) -> None:
        """Another tab of this browser wrote: the game shown is read again before this tab
        offers anything on it; the list of games is drawn again."""
        key = str(event.key) if event.key is not None else None
        if self.page.match is None:
            if key is None or key.startswith(PREFIX):
                self.page.show_list()
            return
        if key is None or key == PREFIX + self.page.match.game_id:
            if self.page.store.version(self.page.match.game_id) != self.page.version:
                self.reload(changed=True)

    def fresh(self) -> bool:
        """Whether the game shown is still the version kept (else it is read again: False)."""
        if self.page.match is None or self.page.store.version(self.page.match.game_id) in (self.page.version, None):
            return True
        self.reload(changed=True)
        return False
