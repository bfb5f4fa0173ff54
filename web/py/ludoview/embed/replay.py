"""The replay viewer (``replay.html#record=...``): step through a shared game.

The record comes from the URL fragment (:mod:`ludoview.core.share`); it is
replayed through the rules once (:func:`ludoview.games.replay.replay`), then the
viewer opens at the first position with a summary (players, options or
variant, the winner) and moves between the positions: buttons, the arrow keys
(Home/End for the ends) or a click on an action in the list, which says every
roll and move in the page's own words (captures, a roll without a move and why,
...). Links lead to the game and its rules; a menu changes the language.
``?step=N`` opens it at position N (the end screen's links to a mistake), the keyboard
focus on the board; with ``&mistake=T`` the review's mistake of turn T is shown there (its
rings and sentence) as soon as the review has it. Below, the game review
(:mod:`ludoview.games.review_page`) is worked out a slice at a time; a click on one of its
mistakes (or Enter) shows the position before it and moves the focus to the board; beside
a mistake shown, "Previous mistake" and "Next mistake" step through them as listed.
"""

from __future__ import annotations

import json
import traceback
from html import escape

from pyscript import document, window

from ludo import api
from ludo.limits import is_ascii_int
from ludoview.core import catalogues, dom, reasons
from ludoview.core.config import PageConfig, first, query, shown
from ludoview.core.i18n import LANGUAGES, capital, pick_language
from ludoview.core.share import ShareError, record_from_fragment
from ludoview.core.words import SHELL
from ludoview.embed.words import WORDS
from ludoview.games.replay import Replay, ReplayError, replay
from ludoview.games.review import mistake_board, mistake_sentence, roll_words
from ludoview.games.review_page import Review


def first_step() -> tuple[int, str | None]:
    """The position the URL asks for (``?step=N``), else the first; and the text of a step
    that is no position (ASCII digits only, at most 9: else the first position, said)."""
    text = first(query(dom.search()), "step")
    if text is None:
        return 0, None
    return (int(text), None) if is_ascii_int(text) else (0, text)


def first_mistake() -> int | None:
    """The turn of the mistake the URL asks to show (``&mistake=T``), if it is a number."""
    text = first(query(dom.search()), "mistake")
    return int(text) if text is not None and is_ascii_int(text) else None


def focus_board() -> None:
    """The keyboard focus on the board (a group named by the position's line, "Position 12
    of 80"), shown on screen: the next Tab reaches the controls under it."""
    board = dom.el("board")
    dom.focus_still(board)
    board.scrollIntoView(window.JSON.parse('{"block": "nearest"}'))


class ReplayPage:
    def __init__(self, config: PageConfig) -> None:
        self.config = config
        self.lang = pick_language(config.lang, dom.browser_languages())
        self.replay: Replay | None = None
        self.lines: list[str] = []
        self.line_cites: tuple[tuple[str, ...], ...] = ()   # the squares each line of the list cites
        self.cites_of: object = None    # (the stories they were read from)
        self.drawn_cites: tuple[str, ...] = ()   # those labelled on the board now
        self.at = 0
        self.focused = False       # the board had the focus once for a ?step= link
        self.mistake: dict | None = None   # the review's mistake shown (its turn), while at its position
        self.pending: int | None = None    # a link's mistake (its turn), shown once reviewed
        self.review = Review(pick=self.show_mistake, done=self.reviewed)

    def t(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)

    def shown(self) -> Replay:
        """The replay on the page (what draws it runs only once one is loaded)."""
        if self.replay is None:
            raise RuntimeError("no replay is loaded")
        return self.replay

    def start(self) -> None:
        if self.config.theme is not None:
            document.documentElement.classList.add(f"theme-{self.config.theme}")
        self.translate()
        dom.on(dom.el("first"), "click", lambda e: self.go(0))
        dom.on(dom.el("back"), "click", lambda e: self.go(self.at - 1))
        dom.on(dom.el("forward"), "click", lambda e: self.go(self.at + 1))
        dom.on(dom.el("last"), "click", lambda e: self.go(self.end()))
        dom.on(dom.el("actions"), "click", self.on_pick)
        dom.on(dom.el("actions"), "scroll", lambda e: self.follow_list())
        dom.on(dom.el("mistake-prev"), "click", lambda e: self.step_mistake(-1))
        dom.on(dom.el("mistake-next"), "click", lambda e: self.step_mistake(1))
        dom.on(dom.el("lang"), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        dom.on(document, "keydown", self.on_key)
        # a second replay link opened in this tab differs only after '#': no reload
        dom.on(window, "hashchange", lambda e: self.load())

        def redraw(orient: str) -> None:
            if self.replay is not None:
                self.render()
        dom.on_orient_change(redraw)
        self.load()

    def load(self) -> None:
        """Show the record named by the URL fragment, or say why it cannot be shown (whatever
        the link holds: the page stays, and the next link opened in it is shown)."""
        try:
            record = record_from_fragment(str(window.location.hash))
            if record is None:
                raise ShareError(self.t("replay.none"))
            shared = replay(record)
            lines = shared.lines(self.lang)
        except Exception as exc:   # a bad link (ShareError, ReplayError), or a bug it met
            if not isinstance(exc, (ShareError, ReplayError)):
                window.console.warn("".join(traceback.format_exception(exc)))
            self.show_error(exc)
            return
        self.replay = shared
        self.lines = lines
        step, bad = first_step()
        self.at = max(0, min(step, self.end()))
        self.mistake = None
        self.pending = first_mistake() if step > 0 else None
        self.show_notice(None if bad is None else self.t("replay.bad_step", value=shown(bad), n=self.end()))
        dom.el("error").hidden = True
        self.render()
        if first_step()[0] > 0 and not self.focused:   # a link to a position (a mistake's): land on it
            self.focused = True
            focus_board()
        self.review.start(shared.record, shared.spec, self.lang, shared.names, shared.positions)
        dom.set_state("ready")

    def show_error(self, exc: Exception) -> None:
        """No game on the page: the link's fault in the page's words, the reason after them."""
        self.replay, self.lines, self.at = None, [], 0
        for ident in ("board", "where", "current", "actions", "summary"):
            dom.el(ident).innerHTML = ""
        self.show_notice(None)
        self.review.cancel()
        reason = str(exc) if isinstance(exc, (ShareError, ReplayError)) else f"{type(exc).__name__}: {exc}"
        reason = reason if len(reason) <= 300 else reason[:299] + "…"
        if self.lang != "en" and reason != self.t("replay.none"):   # the English reason said by its kind
            reason = reasons.say(self.lang, reason, reasons.kind_of(exc))
        if reason == self.t("replay.none"):
            dom.set_state("error", reason)
            return
        said = "replay.link_too_large" if getattr(exc, "too_large", False) else "replay.bad_link"
        dom.set_state("error", self.t(said, reason=reason))

    def show_notice(self, text: str | None) -> None:
        node = dom.el("notice")
        node.textContent = text or ""
        node.hidden = not text

    def reviewed(self) -> None:
        """The review is drawn whole: the mistake a link named is shown, if the board is still
        at its position (else nothing: the person has moved on); one shown is drawn again
        (the steps through the mistakes now know them all)."""
        turn, self.pending = self.pending, None
        if self.replay is None:
            return
        found = self.reviewed_turn(turn)
        if self.mistake is None and found is not None and found["at"] == self.at:
            self.mistake = found
        if self.mistake is not None:
            self.render()

    def reviewed_turn(self, turn: int | None) -> dict | None:
        """The review's analysis of ``turn`` (None while there is none)."""
        result = self.review.progress.result if self.review.progress is not None else None
        if result is None or turn is None:
            return None
        return next((t for t in result["turns"] if t["turn"] == turn), None)

    def listed_at(self, mistake: dict | None) -> int | None:
        """Where ``mistake`` stands among the review's mistakes as listed (None: not there)."""
        turns = [turn for _, turn in self.review.listed]
        return turns.index(mistake["turn"]) if mistake is not None and mistake["turn"] in turns else None

    def step_mistake(self, by: int) -> None:
        """The mistake ``by`` places after (or before) the one shown, as the review lists them;
        the keyboard focus stays on the button pressed while it can be pressed again."""
        shown_at = self.listed_at(self.mistake)
        if shown_at is None:
            return
        index = shown_at + by
        if 0 <= index < len(self.review.listed):
            at, turn = self.review.listed[index]
            self.show_mistake(at, turn, focus=False)
            pressed = dom.el("mistake-next" if by > 0 else "mistake-prev")
            if pressed.disabled:
                focus_board()

    def show_mistake(self, at: int, turn: int | None = None, focus: bool = True) -> None:
        """A mistake of the review was clicked (or Enter pressed on it): the position before it,
        on the board, with its throw, the move played and the better one drawn and its sentence
        beside it; the keyboard focus goes there too (a screen reader says the position)."""
        self.mistake = self.reviewed_turn(turn)
        self.go(at)
        if focus:
            focus_board()

    def end(self) -> int:
        return len(self.replay.actions) if self.replay else 0

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        window.history.replaceState(None, "", f"?lang={lang}{window.location.hash}")
        self.translate()
        if self.replay is not None:
            self.lines = self.replay.lines(lang)
            self.render()
        self.review.set_language(lang)

    def summary(self) -> str:
        """Who played, with which options or variant, and who won."""
        r = self.shown()
        spec, start, last = r.spec, r.positions[0], r.last
        names = ", ".join(r.player(self.lang, seat) for seat in spec.seats_of(start))
        result = api.result(last)
        end = (capital(self.t("replay.won", player=r.player(self.lang, result["winner"]))) if result
               else self.t("replay.unfinished"))
        return f"{self.t('replay.players', players=names)} {spec.settings_text(self.lang, start)}. {end}"

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = self.t("replay.title") + " · ludo"
        dom.el("title").textContent = self.t("replay.title")
        dom.language_menu(dom.el("lang"), self.lang)
        dom.el("lang-label").textContent = self.t("menu.language")
        dom.el("to-game").textContent = self.t("replay.to_game")
        dom.el("to-rules").textContent = self.t("replay.to_rules")
        for ident, key in (("first", "replay.start"), ("back", "replay.back"),
                           ("forward", "replay.forward"), ("last", "replay.end")):
            node = dom.el(ident)
            node.setAttribute("aria-label", self.t(key))
            node.setAttribute("title", self.t(key))

    def go(self, at: int) -> None:
        if self.replay is None:
            return
        self.at = max(0, min(at, self.end()))
        self.render()

    def on_pick(self, event) -> None:
        item = dom.found(event.target.closest("[data-step]"))
        if item is not None:
            self.go(int(item.getAttribute("data-step")))

    def on_key(self, event) -> None:
        """The arrows, Home and End step through the game; held with Ctrl, Alt or Meta they are
        the browser's (Alt+Left goes back a page)."""
        if event.ctrlKey or event.altKey or event.metaKey:
            return
        key = str(event.key)
        moves = {"ArrowLeft": self.at - 1, "ArrowRight": self.at + 1, "Home": 0, "End": self.end()}
        if key in moves:
            event.preventDefault()
            self.go(moves[key])

    def render(self) -> None:
        r = self.shown()
        n = len(r.actions)
        dom.el("summary").textContent = self.summary()
        dom.el("to-game").setAttribute("href", f"./index.html?game={r.spec.name}&lang={self.lang}")
        dom.el("to-rules").setAttribute("href", f"./rules/{self.lang}.html#{r.spec.name}")
        dom.el("where").textContent = self.t("replay.at", i=self.at, n=n)
        dom.el("current").textContent = self.lines[self.at - 1] if self.at else self.t("replay.initial")
        items = []
        for i, line in enumerate(self.lines, 1):
            current = ' aria-current="step" class="current"' if i == self.at else ""
            items.append(f'<li{current}><button type="button" data-step="{i}">{escape(line)}</button></li>')
        dom.el("actions").innerHTML = "".join(items)
        dom.el("first").disabled = dom.el("back").disabled = self.at == 0
        dom.el("forward").disabled = dom.el("last").disabled = self.at == n
        node = document.querySelector("#actions .current")
        if node:
            node.scrollIntoView(window.JSON.parse('{"block": "nearest"}'))
        self.render_board()

    def follow_list(self) -> None:
        """The list of actions scrolled: the squares its lines in view cite labelled on the board."""
        if self.replay is not None and self.listed_cites() != self.drawn_cites:
            self.render_board()

    def listed_cites(self) -> tuple[str, ...]:
        """The squares the line "current" and the lines of the list in view cite."""
        r = self.shown()
        if self.cites_of is not r.stories:
            self.cites_of, self.line_cites = r.stories, tuple(tuple(r.spec.cites(story)) for story in r.stories)
        current = self.line_cites[self.at - 1] if self.at else ()
        return tuple(dict.fromkeys((*current, *dom.cited_in_view(dom.el("actions"), self.line_cites))))

    def render_board(self) -> None:
        """The board of the step shown (a mistake's, when one is opened), the squares its texts
        in view cite labelled."""
        r = self.shown()
        n = len(r.actions)
        position = r.positions[self.at]
        board = dom.el("board")
        mistake = self.mistake if self.mistake is not None and self.mistake["at"] == self.at else None
        self.render_mistake(mistake, position)    # (first: its panel may move the list)
        cited = self.drawn_cites = self.listed_cites()
        if mistake is not None:
            board.innerHTML = mistake_board(r.spec, position, mistake, self.lang, r.names, dom.viewport_orient(),
                                            cited)
            board.setAttribute("data-mistake", str(mistake["turn"]))
        else:
            board.innerHTML = r.spec.render_board(position, lang=self.lang, show_turn=self.at < n, names=r.names,
                                                  orient=dom.viewport_orient(), cited=cited)
            board.removeAttribute("data-mistake")
        board.setAttribute("data-game", r.spec.name)
        board.setAttribute("data-step", str(self.at))
        board.setAttribute("data-position", json.dumps(position, sort_keys=True, separators=(",", ":")))

    def render_mistake(self, mistake: dict | None, position: dict) -> None:
        """The panel beside the board for a mistake shown: its throw, its sentence, how the board
        draws the two moves."""
        panel = dom.el("mistake")
        if mistake is None:
            panel.hidden = True
            return
        from ludoview.core.drawing import die_svg
        roll = mistake["roll"]
        faces = roll if isinstance(roll, list) else [roll]
        dice = dom.el("mistake-dice")
        dice.innerHTML = "".join(die_svg(int(face)) for face in faces)
        dice.setAttribute("data-roll", json.dumps(roll))
        dice.setAttribute("aria-label", roll_words(self.lang, roll))
        dom.el("mistake-text").textContent = mistake_sentence(self.lang, self.shown().spec, mistake, position,
                                                              self.shown().names)
        dom.el("mistake-legend").textContent = SHELL(self.lang, "review.mistake.legend",
                                                     played=SHELL(self.lang, "review.mistake.ring_played"),
                                                     best=SHELL(self.lang, "review.mistake.best"))
        self.render_steps(mistake)
        panel.hidden = False

    def render_steps(self, mistake: dict) -> None:
        """"Previous mistake", "Mistake 2 of 3", "Next mistake": shown while the mistake is one
        of several the review lists."""
        index, total = self.listed_at(mistake), len(self.review.listed)
        steps = dom.el("mistake-steps")
        steps.hidden = index is None or total < 2
        if index is None or steps.hidden:
            return
        dom.el("mistake-count").textContent = SHELL(self.lang, "review.mistake.count", n=index + 1, total=total)
        back, on = dom.el("mistake-prev"), dom.el("mistake-next")
        back.textContent = "← " + SHELL(self.lang, "review.mistake.previous")
        on.textContent = SHELL(self.lang, "review.mistake.next") + " →"
        back.disabled = index == 0
        on.disabled = index == total - 1


def main() -> None:
    try:
        ReplayPage(PageConfig.parse(query(dom.search()))).start()
    except Exception as exc:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
