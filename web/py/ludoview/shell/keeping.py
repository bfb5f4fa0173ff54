"""Keeping the main page's game (:class:`Keeping`, a part of
:class:`~ludoview.shell.app.GamePage`, ``page.keeping``): the save after every action and
the resume, and two tabs on one game (the newer save wins; only the tab in use plays the
computers)."""

from __future__ import annotations

from pyscript import document, window

from ludoview.core import dom, reasons
from ludoview.core.saves import Autosaver
from ludoview.shell.part import KeepingPage


class Keeping:
    def __init__(self, page: KeepingPage, key: str) -> None:
        self.page = page
        self.key = key             # the game's save in the browser's storage
        self.saver = Autosaver(dom.BrowserStorage(), key)
        self.following = False     # another tab plays this game's computers (see :meth:`on_storage`)

    def bind(self) -> None:
        """Another tab's save, and this tab used, hidden or shown again."""
        on = self.page.on
        on(window, "storage", self.on_storage)
        for node, event in ((window, "focus"), (document, "pointerdown"), (document, "keydown")):
            on(node, event, lambda e: self.lead())
        on(document, "visibilitychange", self.on_visibility)

    def restore(self) -> bool | None:
        """Load the saved game: True if resumed, None if there is none, False if it was broken
        (its text is then copied aside, under the key + ".unreadable.<n>", before a new game
        replaces it; when storage is full it stays where it is, and nothing writes over it:
        :class:`~ludoview.core.saves.Autosaver`)."""
        raw = dom.storage_get(self.key)
        if raw is None:
            return None
        try:
            self.load_game(raw)
        except Exception as exc:   # whatever the text: a message and a new game, the text kept
            reason = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
            reason = reason if len(reason) <= 200 else reason[:199] + "…"
            lang = self.page.lang
            if lang != "en":    # the reason's English words said by its kind
                reason = reasons.say(lang, exc) if isinstance(exc, ValueError) else reasons.say(lang, "")
            said = "save.too_large" if getattr(exc, "too_large", False) else "save.broken"
            self.page.notice += [(said, {"reason": reason})] + self.saver.keep_broken(raw)
            return False
        return True

    def autosave(self) -> None:
        """Save the game; a refused write (storage full or off) is said once, the game plays on
        in memory and the next action tries again (a write that works again is said too)."""
        text = self.dump_game()
        if text is None:
            return
        said = self.saver.write(text)
        if said:
            gone = {"save.failed", "save.off", "save.not_kept"} if ("save.works_again", {}) in said else set()
            self.page.notice = [n for n in self.page.notice if n[0] not in gone and n not in said] + said
            self.page.dialogs.show_notice()

    def load_game(self, text: str) -> None:
        """Restore the game saved as ``text``; raise ValueError (with the reason) if it cannot be."""
        self.page.session = self.page.spec.load(text)
        self.page.dialogs.cancel_review()
        self.page.new_session()

    def dump_game(self) -> str | None:
        s = self.page.session
        return None if s is None else self.page.spec.dump(s)

    def lead(self) -> None:
        """The person uses this tab: it plays the computers' turns again (if another tab did)."""
        if self.following:
            self.following = False
            if dom.query("dialog[open]") is None:   # (the setup screen holds computers back)
                self.page.turns.kick()

    def on_visibility(self, event) -> None:
        """A hidden tab leaves the computers' turns to the tab in use; shown again, it takes them back."""
        if str(document.visibilityState) == "visible":
            self.lead()
        else:
            self.following = True

    def on_storage(self, event) -> None:
        """Another tab of this page saved this game: take its newer game, say so, and go on
        from there (so a tab left behind never writes over the progress made in another).

        The computers' turns are then the other tab's: this one only follows, until the
        person uses it again (see :meth:`lead`), so the two never play them both."""
        if dom.text_or_none(event.key) != self.key:
            return
        text = dom.text_or_none(event.newValue)
        page = self.page
        if text is None or page.session is None or text == self.dump_game():
            return
        page.turns.stop()
        try:
            self.load_game(text)
        except ValueError:      # not a save this page can read: this game goes on (and is saved again)
            page.turns.kick()
            return
        page.notice = [("save.synced", {})]
        page.dialogs.close_end()
        self.following = True
        page.render(page.session.events)
