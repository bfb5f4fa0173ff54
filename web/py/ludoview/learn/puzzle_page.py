"""The puzzles' page (``puzzles.html``): one puzzle at a time on the embed's own board.

Browser glue only; what a puzzle is, how a move is judged and what is said about it is
:mod:`ludoview.learn.puzzles`. The board is the embed's controller
(:class:`~ludoview.embed.page.EmbedPage`, in scenario mode: the legal moves listed and
highlighted, keys and clicks as on every board) in this page's document; its ``move``
events come here instead of to a host. The sets are ``data/puzzles-<game>.json``
(fetched once each; the service worker keeps them offline), the progress is in
``localStorage`` (:data:`ludoview.learn.puzzles.STORAGE_KEY`).

URL: ``?game=mensch|colonne&level=all|easy|medium|hard&lang=..&puzzle=<id>&speed=..``.
"""

from __future__ import annotations

import traceback

from pyscript import document, window

from ludo.limits import loads
from ludoview.core import catalogues, dom, reasons
from ludoview.core.config import query
from ludoview.core.i18n import LANGUAGE_NAMES, LANGUAGES, pick_language
from ludoview.embed.page import cut, launch
from ludoview.learn import puzzles as P
from ludoview.learn.board import LearnBoard, board_params, speed_notice
from ludoview.learn.common import Relanguaged
from ludoview.learn.words import WORDS


class PuzzlePage(Relanguaged):
    def __init__(self, params: dict) -> None:
        self.params = params
        wanted = (params.get("lang") or [""])[0]
        self.lang = pick_language(wanted if wanted in LANGUAGES else None, dom.browser_languages())
        game = (params.get("game") or [""])[0]
        self.game = game if game in P.GAMES else P.GAMES[0]
        level = (params.get("level") or [""])[0]
        self.level = level if level in P.LEVELS else "all"
        self.sets: dict[str, list[dict]] = {}
        self.progress = P.read_progress(dom.storage_get(P.STORAGE_KEY))
        self.puzzle: dict | None = None
        self.board: LearnBoard | None = None
        self.state = "open"        # open, going, right, wrong, shown
        self.first_try = True
        self.lines: list[str] = []
        self.note = ""
        self.missed: dict = {}     # what the wrong answer was (P.wrong_words' arguments): said again in another language

    def t(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)

    # --- start ------------------------------------------------------------------------
    async def start(self) -> None:
        self.fill_selects()
        self.translate()
        dom.on(dom.el("pz-game"), "change", lambda e: dom.spawn(self.set_game(str(e.target.value))))
        dom.on(dom.el("pz-level"), "change", lambda e: self.set_level(str(e.target.value)))
        dom.on(dom.el("pz-lang"), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        dom.on(dom.el("pz-retry"), "click", lambda e: self.retry())
        dom.on(dom.el("pz-show"), "click", lambda e: self.show_answer())
        dom.on(dom.el("pz-next"), "click", lambda e: self.next())
        own = self.own_mistake()
        if own is not None:
            self.game = own["game"]
            self.fill_selects()
        items = await self.load(self.game)
        if items is None or self.board is not None:   # not loaded, or another game's set came first
            return
        wanted = (self.params.get("puzzle") or [""])[0]
        found = next((p for p in items if p["id"] == wanted), None)
        await self.open_board(own or found or P.next_puzzle(items, self.level, self.progress[self.game])[0])

    async def open_board(self, puzzle: dict) -> None:
        """The board, at ``puzzle`` (once: the first puzzle set that comes, the page's own game's
        or, when that one could not be had, the one the reader picked since)."""
        self.puzzle = puzzle
        self.board = LearnBoard(self.on_move, board_params(puzzle["position"], puzzle["roll"], self.lang,
                                                           self.params.get("speed")))
        await self.board.start()
        self.begin()
        notice = speed_notice(self.params.get("speed"), WORDS, self.lang)
        if notice:   # (the puzzles go on at the usual pace)
            box = dom.el("pz-error")
            box.textContent = f"{box.textContent} {notice}" if not box.hidden and str(box.textContent) else notice
            box.hidden = False
        dom.on(window, "hashchange", lambda e: self.on_hash())
        document.documentElement.setAttribute("data-ludo", "ready")

    async def on_hash(self) -> None:
        """Another fragment in this tab (a second mistake's link opened here): its puzzle."""
        try:
            dom.el("pz-error").hidden = True
            own = self.own_mistake()
            if own is None:
                return
            items = await self.load(own["game"])
            if items is None:
                return
            self.game = own["game"]
            self.fill_selects()
            self.puzzle = own
            if self.board is not None:
                self.board.show_step(own["position"], own["roll"])
            self.begin()
        except Exception as exc:   # (said on the page; the tab keeps what it showed)
            window.console.warn("".join(traceback.format_exception(exc)))
            box = dom.el("pz-error")
            box.textContent = cut(f"{type(exc).__name__}: {exc}", 200)
            box.hidden = False

    def own_mistake(self) -> dict | None:
        """The puzzle of a mistake of the person's game, when the review's link brought one
        (``#mistake=...``): its position and throw; None otherwise (or said, when unreadable)."""
        fragment = str(window.location.hash)
        if not fragment.startswith(f"#{P.MISTAKE_KEY}="):
            return None
        try:
            return P.mistake_puzzle(fragment.split("=", 1)[1])
        except ValueError as exc:
            box = dom.el("pz-error")
            box.textContent = self.t("learn.bad_mistake", reason=reasons.say(self.lang, cut(str(exc), 200), "reason.link"))
            box.hidden = False
            return None

    async def load(self, game: str) -> list[dict] | None:
        if game in self.sets:
            return self.sets[game]
        from pyscript import fetch
        try:
            response = await fetch(f"./data/puzzles-{game}.json")
            if not response.ok:
                raise ValueError(f"{response.status}")
            data = loads(await response.text(), "puzzles")
            items = data["puzzles"]
            if not isinstance(items, list) or not items:
                raise ValueError("no puzzle")
        except Exception as exc:
            self.fail(self.t("learn.no_data", reason=reasons.say(self.lang, cut(str(exc), 200), "reason.puzzle")))
            return None
        self.sets[game] = items
        return items

    def fail(self, message: str) -> None:
        document.documentElement.setAttribute("data-ludo", "error")
        box = dom.el("pz-error")
        box.textContent = message
        box.hidden = False

    # --- the puzzle -----------------------------------------------------------------------
    def begin(self) -> None:
        self.state = "open"
        self.first_try = True
        self.lines = []
        self.note = ""
        self.render()

    def on_move(self, event: dict) -> None:
        puzzle, board = self.puzzle, self.board
        if puzzle is None or board is None or self.state not in ("open", "going"):
            return
        try:
            verdict, self.missed = P.judge(puzzle, event)
            wrong = P.wrong_words(self.lang, puzzle, **self.missed) if verdict == "wrong" else []
        except Exception as exc:   # a bug met by a move: said, and the page goes on
            window.console.warn("".join(traceback.format_exception(exc)))
            return
        if verdict == "going":
            self.state = "going"
            self.note = self.t("learn.going")
            self.render()
            return
        board.frozen = True
        board.render()
        progress = self.progress[self.game] if puzzle["id"] != "own" else P.Progress()   # (not the set's)
        if verdict == "right":
            progress.right(puzzle["id"], self.first_try)
            self.state = "right"
            self.note = self.right_note(puzzle)
            self.lines = P.solution(self.lang, puzzle)
        else:
            progress.wrong()
            self.first_try = False
            self.state = "wrong"
            self.note = wrong[0]
            self.lines = wrong[1:]
        self.save()
        self.render()
        dom.el("pz-next" if verdict == "right" else "pz-retry").focus()

    def retry(self) -> None:
        if self.board is None or self.puzzle is None:
            return
        self.board.again()
        self.state = "open"
        self.note = ""
        self.lines = []
        self.render()

    def show_answer(self) -> None:
        if self.board is None or self.puzzle is None:
            return
        if self.state in ("open", "going") and self.puzzle["id"] != "own":
            self.progress[self.game].wrong()
            self.first_try = False
            self.save()
        self.board.play_moves(P.answer_moves(self.puzzle))
        self.state = "shown"
        self.note = self.t("learn.shown")
        self.lines = P.solution(self.lang, self.puzzle)
        self.render()
        dom.el("pz-next").focus()

    def next(self) -> None:
        items = self.sets.get(self.game)
        if not items or self.board is None:
            return
        self.puzzle, all_done = P.next_puzzle(items, self.level, self.progress[self.game],
                                              self.puzzle["id"] if self.puzzle else None)
        self.board.show_step(self.puzzle["position"], self.puzzle["roll"])
        self.begin()
        if all_done:
            self.note = self.t("learn.all_solved")
            self.render()

    async def set_game(self, game: str) -> None:
        if game not in P.GAMES or game == self.game:
            return
        items = await self.load(game)
        if items is None:
            return
        self.game = game
        puzzle = P.next_puzzle(items, self.level, self.progress[game])[0]
        if self.board is None:   # the first game's set never came (or is still on its way)
            await self.open_board(puzzle)
            return
        self.puzzle = puzzle
        self.board.show_step(puzzle["position"], puzzle["roll"])
        self.begin()

    def set_level(self, level: str) -> None:
        if level in P.LEVELS and level != self.level:
            self.level = level
            if self.puzzle is not None and level != "all" and self.puzzle["grade"] != level:
                self.next()
            else:
                self.render()

    def right_note(self, puzzle: dict) -> str:
        """The verdict of a right answer to ``puzzle``; found after a miss, why it is not counted as solved."""
        right = self.t(P.keys(puzzle).right)
        return right if self.first_try else f"{right} {self.t('learn.late')}"

    def retell(self) -> None:
        lang = self.lang
        if self.puzzle is not None and self.state in ("right", "shown"):
            self.lines = P.solution(lang, self.puzzle)
            self.note = self.t("learn.shown") if self.state == "shown" else self.right_note(self.puzzle)
        elif self.puzzle is not None and self.state == "wrong":
            said = P.wrong_words(lang, self.puzzle, **self.missed)
            self.note, self.lines = said[0], said[1:]

    def save(self) -> None:
        dom.storage_set(P.STORAGE_KEY, P.write_progress(self.progress))

    # --- drawing ----------------------------------------------------------------------
    def fill_selects(self) -> None:
        dom.el("pz-game").innerHTML = "".join(
            f'<option value="{g}"{" selected" if g == self.game else ""}>{self.t("learn.game." + g)}</option>'
            for g in P.GAMES)
        dom.el("pz-level").innerHTML = "".join(
            f'<option value="{v}"{" selected" if v == self.level else ""}>{self.t("learn.level." + v)}</option>'
            for v in P.LEVELS)
        dom.el("pz-lang").innerHTML = "".join(
            f'<option value="{code}"{" selected" if code == self.lang else ""}>{LANGUAGE_NAMES[code]}</option>'
            for code in LANGUAGES)

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = f"{self.t('learn.puzzles')} · ludo"
        texts = {"pz-title": "learn.puzzles", "pz-intro": "learn.puzzles_intro", "pz-game-label": "learn.game",
                 "pz-level-label": "learn.level", "pz-lang-label": "menu.language", "pz-retry": "learn.try_again",
                 "pz-show": "learn.show", "pz-next": "learn.next", "to-game": "replay.to_game",
                 "to-rules": "replay.to_rules"}
        for ident, key in texts.items():
            node = dom.el(ident)
            if node is not None and key in WORDS:
                node.textContent = self.t(key)
        dom.el("to-rules").href = f"./rules/{self.lang}.html"
        dom.el("to-game").href = f"./index.html?lang={self.lang}"

    def render(self) -> None:
        puzzle = self.puzzle
        if puzzle is None:
            return
        items = self.sets.get(self.game, [])
        pool = P.of_level(items, self.level) or items
        ids = [p["id"] for p in pool]
        index = ids.index(puzzle["id"]) + 1 if puzzle["id"] in ids else 1
        progress = self.progress[self.game]
        dom.el("pz-number").textContent = self.t("learn.own") if puzzle["id"] == "own" else \
            self.t("learn.number", i=index, n=len(pool), level=self.t("learn.level." + puzzle["grade"]))
        dom.el("pz-task").textContent = P.task(self.lang, puzzle)
        dom.el("pz-streak").textContent = self.t("learn.streak", n=progress.streak)
        dom.el("pz-best").textContent = self.t("learn.best_streak", n=progress.best)
        solved = sum(1 for p in items if p["id"] in set(progress.solved))
        dom.el("pz-solved").textContent = self.t("learn.solved", n=solved, total=len(items))
        verdict = dom.el("pz-verdict")
        verdict.textContent = self.note
        verdict.setAttribute("data-state", self.state)
        listing = dom.el("pz-explain")
        listing.textContent = ""
        for line in self.lines:
            item = document.createElement("p")
            item.textContent = line
            listing.appendChild(item)
        root = document.documentElement
        root.setAttribute("data-puzzle", puzzle["id"])
        root.setAttribute("data-state", self.state)
        root.setAttribute("data-game", self.game)
        cited = P.solution_cites(puzzle) if self.state in ("right", "shown") and self.lines else ()
        if self.board is not None and cited != self.board.page_cites:   # (the solution's squares, labelled while it is shown)
            self.board.page_cites = cited
            self.board.render()
        dom.el("pz-retry").hidden = self.state not in ("wrong", "going")
        dom.el("pz-show").hidden = self.state in ("right", "shown")


PAGE: PuzzlePage | None = None


def main() -> None:
    """Entry point of ``puzzles.html``'s ``<script type="py">``."""
    global PAGE
    PAGE = PuzzlePage(query(dom.search()))
    dom.offline()
    launch(PAGE.start, PAGE.fail)
