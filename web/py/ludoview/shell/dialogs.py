"""The main page's dialogs (:class:`Dialogs`, a part of
:class:`~ludoview.shell.app.GamePage`, ``page.dialogs``): the rules, the setup screen, the
end screen (places, the review, the replay link and its copy, a rematch), the results
button and the notice."""

from __future__ import annotations

import traceback
from html import escape

from pyscript import window

from ludoview.core import dom
from ludoview.core.share import MAX_FRAGMENT, fragment
from ludoview.core.view import EndView
from ludoview.shell.part import DialogsPage
from ludoview.shell.review import EndReview


def close(dialog) -> None:
    if dialog.open:
        dialog.close()


class Dialogs:
    review: EndReview | None = None   #: the game review on the end screen (one for the page)

    def __init__(self, page: DialogsPage) -> None:
        self.page = page
        self.end_dismissed = False   # the end screen was closed to look at the board

    def bind(self) -> None:
        """The rules, setup and end screens' buttons, and the notice's."""
        on = self.page.on
        on(dom.el("btn-rules"), "click", lambda e: dom.el("rules").showModal())
        on(dom.el("rules-close"), "click", lambda e: close(dom.el("rules")))
        on(dom.el("setup-start"), "click", self.on_setup_start)
        on(dom.el("setup-cancel"), "click", lambda e: close(dom.el("setup")))
        on(dom.el("setup"), "cancel", self.on_setup_escape)
        on(dom.el("setup"), "close", lambda e: self.page.turns.kick())
        on(dom.el("end-rematch"), "click", lambda e: self.rematch())
        on(dom.el("end-new"), "click", lambda e: self.open_setup())
        on(dom.el("end-board"), "click", lambda e: self.dismiss_end())
        on(dom.el("end-copy"), "click", lambda e: dom.spawn(self.copy_replay_link()))
        on(dom.el("btn-results"), "click", lambda e: self.reopen_end())
        on(dom.el("notice-close"), "click", lambda e: self.hide_notice())

    def open_setup(self) -> None:
        page = self.page
        page.turns.stop()        # computers wait while the setup screen is open
        close(dom.el("end"))
        page.show_setup(page.session.setup if page.session is not None else page.spec.default_setup())
        dom.el(f"game-{page.spec.name}").checked = True
        dom.el("setup-cancel").hidden = page.session is None
        # the first screen has nothing behind it: "Your games" from there, where there are some
        dom.el("setup-history").hidden = page.session is not None or not page.extras.games()
        dom.el("setup").showModal()
        dom.focus_still(dom.el("setup-start"))   # Enter starts; a phone still sees the form's top
        dom.el("setup").scrollTop = 0

    def on_setup_start(self, event) -> None:
        event.preventDefault()
        close(dom.el("setup"))
        self.page.hand_over(self.page)     # this game, or hand over to the one the form chose

    def on_setup_escape(self, event) -> None:
        if self.page.session is None:   # the first screen: Escape must not leave an empty page
            event.preventDefault()

    def rematch(self) -> None:
        """The same setup again (the setup screen when no game was played yet)."""
        if self.page.session is None:
            self.open_setup()
        else:
            self.page.new_game(self.page.session.setup)

    def dismiss_end(self) -> None:
        self.end_dismissed = True
        close(dom.el("end"))

    def reopen_end(self) -> None:
        """The results again, after "Look at the board" closed them."""
        if self.page.session is not None and self.page.session.phase == "over":
            self.end_dismissed = False
            self.page.render([])

    def close_end(self) -> None:
        """Another game on the board (a new one, another tab's): the end screen closed, and
        opened again when that game ends."""
        self.end_dismissed = False
        close(dom.el("end"))

    def replay_link(self, step: int | None = None, mistake: int | None = None) -> str | None:
        """The replay page for this game's whole record (relative, in the page's language;
        ``step``: opened at that position; ``mistake``: the review's mistake of that turn shown
        there, its rings and sentence, once the replay's review has it), None when the game's
        record is unknown (an older save) or too long for a link."""
        from urllib.parse import urlencode  # here, not at the page's start

        s = self.page.session
        record = s.record() if s is not None else None
        if s is None or record is None:
            return None
        tail = fragment(record, s.setup.names)
        query: dict[str, object] = {"lang": self.page.lang}
        if step is not None:
            query["step"] = step
            if mistake is not None:
                query["mistake"] = mistake
        return f"./replay.html?{urlencode(query)}{tail}" if len(tail) <= MAX_FRAGMENT else None

    def start_review(self) -> None:
        """The game review on the end screen (:mod:`ludoview.shell.review`, which fetches its
        code the first time, then :mod:`ludoview.games.review_page`): this game's
        record analysed a slice at a time; each mistake links to the replay at its position."""
        s = self.page.session
        if s is None:
            return
        if Dialogs.review is None:
            Dialogs.review = EndReview()
        Dialogs.review.start(s.record(), self.page.spec, self.page.lang, s.setup.names, self.replay_link)

    def cancel_review(self) -> None:
        if Dialogs.review is not None:
            Dialogs.review.cancel()

    def show_end(self, end: EndView) -> None:
        """Fill the end screen (winner, every player's place) and open it; a person's win is
        celebrated (``won``: confetti fall once, unless motion is reduced)."""
        page = self.page
        dom.el("end-winner").textContent = end.winner
        s = page.session
        won = s is not None and bool(end.rows) and s.kind_of(end.rows[0].seat) == "human"
        dom.el("end").classList.toggle("won", won)
        dom.el("places").innerHTML = "".join(
            f'<li class="c{r.seat}" data-corner="{r.seat}" data-place="{r.place}">'
            f'<span class="place">{escape(page.t("end.place", place=r.place))}</span>{page.spec.icon(r.seat, 22)}'
            f'<span class="name">{escape(r.name)} <small>({escape(r.who)})</small></span>'
            f'<span class="home">{escape(page.t("end.home", n=r.home))}</span></li>' for r in end.rows)
        self.start_review()
        page.extras.finished(page.session, end)
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
        dom.el("end-copied").textContent = self.page.t(said)

    def show_game(self, over: bool, end: EndView | None) -> None:
        """What the dialogs show of the game just drawn: the notice, the "Results" button while
        it is over, and the end screen when it has ended."""
        self.show_notice()
        dom.el("btn-results").hidden = not over
        if end is not None:
            self.show_end(end)

    def hide_notice(self) -> None:
        self.page.notice = []
        dom.el("notice").hidden = True

    def show_notice(self) -> None:
        notice = self.page.notice
        if notice:
            dom.el("notice-text").textContent = " ".join(self.page.t(key, **params) for key, params in notice)
            dom.el("notice").hidden = False

    def trouble(self, exc: BaseException) -> None:
        """Something failed in answer to an input: the person is told (the notice), the game
        stays as it was drawn, and the page takes the next input."""
        window.console.warn("".join(traceback.format_exception(exc)))
        message = f"{type(exc).__name__}: {exc}"
        self.page.notice = [("app.error", {"message": message if len(message) <= 200 else message[:199] + "…"})]
        try:
            self.show_notice()
        except Exception:
            pass
