"""The main page's dialogs (:class:`Dialogs`, a part of
:class:`~ludoview.shell.app.GamePage`): the setup screen, the end screen (places, the
review, the replay link and its copy), the results button and the notice."""

from __future__ import annotations

from html import escape

from pyscript import window

from ludoview.core import dom
from ludoview.core.share import MAX_FRAGMENT, fragment
from ludoview.core.view import EndView
from ludoview.shell.part import PagePart
from ludoview.shell.review import EndReview


class Dialogs(PagePart):
    review: EndReview | None = None   #: the game review on the end screen (one for the page)

    def open_setup(self) -> None:
        self.stop()              # computers wait while the setup screen is open
        self.close(dom.el("end"))
        self.show_setup(self.session.setup if self.session is not None else self.spec.default_setup())
        dom.el(f"game-{self.spec.name}").checked = True
        dom.el("setup-cancel").hidden = self.session is None
        # the first screen has nothing behind it: "Your games" from there, where there are some
        dom.el("setup-history").hidden = self.session is not None or not self.extras.games()
        dom.el("setup").showModal()
        dom.focus_still(dom.el("setup-start"))   # Enter starts; a phone still sees the form's top
        dom.el("setup").scrollTop = 0

    def on_setup_start(self, event) -> None:
        event.preventDefault()
        self.close(dom.el("setup"))
        self.hand_over(self)     # this game, or hand over to the one the form chose

    def on_setup_escape(self, event) -> None:
        if self.session is None:   # the first screen: Escape must not leave an empty page
            event.preventDefault()

    def dismiss_end(self) -> None:
        self.end_dismissed = True
        self.close(dom.el("end"))

    def reopen_end(self) -> None:
        """The results again, after "Look at the board" closed them."""
        if self.session is not None and self.session.phase == "over":
            self.end_dismissed = False
            self.render([])

    def replay_link(self, step: int | None = None, mistake: int | None = None) -> str | None:
        """The replay page for this game's whole record (relative, in the page's language;
        ``step``: opened at that position; ``mistake``: the review's mistake of that turn shown
        there, its rings and sentence, once the replay's review has it), None when the game's
        record is unknown (an older save) or too long for a link."""
        from urllib.parse import urlencode  # here, not at the page's start

        s = self.session
        record = s.record() if s is not None else None
        if s is None or record is None:
            return None
        tail = fragment(record, s.setup.names)
        query: dict[str, object] = {"lang": self.lang}
        if step is not None:
            query["step"] = step
            if mistake is not None:
                query["mistake"] = mistake
        return f"./replay.html?{urlencode(query)}{tail}" if len(tail) <= MAX_FRAGMENT else None

    def start_review(self) -> None:
        """The game review on the end screen (:mod:`ludoview.shell.review`, which fetches its
        code the first time, then :mod:`ludoview.games.review_page`): this game's
        record analysed a slice at a time; each mistake links to the replay at its position."""
        s = self.session
        if s is None:
            return
        if Dialogs.review is None:
            Dialogs.review = EndReview()
        Dialogs.review.start(s.record(), self.spec, self.lang, s.setup.names, self.replay_link)

    def cancel_review(self) -> None:
        if Dialogs.review is not None:
            Dialogs.review.cancel()

    def show_end(self, end: EndView) -> None:
        """Fill the end screen (winner, every player's place) and open it; a person's win is
        celebrated (``won``: confetti fall once, unless motion is reduced)."""
        dom.el("end-winner").textContent = end.winner
        s = self.session
        won = s is not None and bool(end.rows) and s.kind_of(end.rows[0].seat) == "human"
        dom.el("end").classList.toggle("won", won)
        dom.el("places").innerHTML = "".join(
            f'<li class="c{r.seat}" data-corner="{r.seat}" data-place="{r.place}">'
            f'<span class="place">{escape(self.t("end.place", place=r.place))}</span>{self.spec.icon(r.seat, 22)}'
            f'<span class="name">{escape(r.name)} <small>({escape(r.who)})</small></span>'
            f'<span class="home">{escape(self.t("end.home", n=r.home))}</span></li>' for r in end.rows)
        self.start_review()
        self.extras.finished(self.session, end)
        self.open_end()

    def open_end(self) -> None:
        """Show the end screen (filled by the game) with the replay link, unless the person
        closed it to look at the board or another dialog is open."""
        link = self.replay_link()
        node = dom.el("end-replay")
        node.hidden = dom.el("end-copy").hidden = link is None
        if link is not None:
            node.setAttribute("href", link)
        end = dom.el("end")
        if not end.open and not self.end_dismissed and dom.query("dialog[open]") is None:
            dom.el("end-copied").textContent = ""
            end.showModal()

    async def copy_replay_link(self) -> None:
        link = self.replay_link()
        if link is None:
            return
        url = str(window.URL.new(link, window.location.href).href)
        try:
            await window.navigator.clipboard.writeText(url)
            said = "end.copied"
        except Exception:   # no clipboard (permissions, insecure page): say where the link is
            said = "end.copy_failed"
        dom.el("end-copied").textContent = self.t(said)

    def show_over(self, over: bool) -> None:
        """The controls of a finished game: the "Results" button while it is over."""
        dom.el("btn-results").hidden = not over

    def hide_notice(self) -> None:
        self.notice = []
        dom.el("notice").hidden = True

    def show_notice(self) -> None:
        if self.notice:
            dom.el("notice-text").textContent = " ".join(self.t(key, **params) for key, params in self.notice)
            dom.el("notice").hidden = False

    @staticmethod
    def close(dialog) -> None:
        if dialog.open:
            dialog.close()

    def url_notices(self) -> list[tuple[str, dict]]:
        """What the notice says about bad URL parameters (each named, with what is used instead)."""
        return self.config.notices(self.lang, self.spec.name)
