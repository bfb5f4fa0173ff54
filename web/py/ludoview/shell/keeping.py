"""Keeping the main page's game (:class:`Keeping`, a part of
:class:`~ludoview.shell.app.GamePage`): the save after every action and the resume, and
two tabs on one game (the newer save wins; only the tab in use plays the computers)."""

from __future__ import annotations

from pyscript import document

from ludoview.core import dom, reasons
from ludoview.shell.part import PagePart


class Keeping(PagePart):
    def restore(self) -> bool | None:
        """Load the saved game: True if resumed, None if there is none, False if it was broken
        (its text is then copied aside, under the key + ".unreadable.<n>", before a new game
        replaces it; when storage is full it stays where it is, and nothing writes over it:
        :class:`~ludoview.core.saves.Autosaver`)."""
        raw = dom.storage_get(self.SAVE_KEY)
        if raw is None:
            return None
        try:
            self.load_game(raw)
        except Exception as exc:   # whatever the text: a message and a new game, the text kept
            reason = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
            reason = reason if len(reason) <= 200 else reason[:199] + "…"
            if self.lang != "en":    # the reason's English words said by its kind
                reason = reasons.say(self.lang, exc) if isinstance(exc, ValueError) else reasons.say(self.lang, "")
            said = "save.too_large" if getattr(exc, "too_large", False) else "save.broken"
            self.notice += [(said, {"reason": reason})] + self.saver.keep_broken(raw)
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
            self.notice = [n for n in self.notice if n[0] not in gone and n not in said] + said
            self.show_notice()

    def load_game(self, text: str) -> None:
        """Restore the game saved as ``text``; raise ValueError (with the reason) if it cannot be."""
        self.session = self.spec.load(text)
        self.cancel_review()
        self.new_session()

    def dump_game(self) -> str | None:
        return None if self.session is None else self.spec.dump(self.session)

    def lead(self) -> None:
        """The person uses this tab: it plays the computers' turns again (if another tab did)."""
        if self.following:
            self.following = False
            if dom.query("dialog[open]") is None:   # (the setup screen holds computers back)
                self.kick()

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
        if dom.text_or_none(event.key) != self.SAVE_KEY:
            return
        text = dom.text_or_none(event.newValue)
        if text is None or self.session is None or text == self.dump_game():
            return
        self.stop()
        try:
            self.load_game(text)
        except ValueError:      # not a save this page can read: this game goes on (and is saved again)
            self.kick()
            return
        self.notice = [("save.synced", {})]
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.following = True
        self.render(self.session.events)
