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

import asyncio
import traceback

from pyscript import document, window

from ludo.limits import loads
from ludoview.core import dom
from ludoview.core.config import query
from ludoview.core.i18n import LANGUAGE_NAMES, LANGUAGES, pick_language
from ludoview.embed.page import EmbedPage, cut
from ludoview.learn import puzzles as P
from ludoview.learn.words import WORDS


class LearnRoot(dom.Root):
    """The document, with the board's layout for a page where the board has a column of its
    own: mensch's square board always with its controls below it (the page's panel is beside
    it on a wide screen), colonne's across a wide screen and down a tall one."""

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def orient(self) -> str:
        return "portrait" if self.game() == "mensch" else super().orient()


class PuzzleBoard(EmbedPage):
    """The embed's board in this page: its events told to the page, no host."""

    def __init__(self, owner: "PuzzlePage", params: dict) -> None:
        super().__init__(LearnRoot(lambda: self.config.game if self.config else "mensch"), params)
        self.owner = owner
        self.frozen = False      # the puzzle is answered: the board waits for the page
        self.quiet = False       # showing the answer: its moves are not the person's

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        if event.get("type") == "move" and not self.quiet:
            self.owner.on_move(event)

    def bind_host(self) -> None:
        dom.on(document, "keydown", self.on_key)

    def can_act(self) -> bool:
        return not self.frozen and super().can_act()

    def show(self, puzzle: dict) -> None:
        """A new puzzle on the board."""
        self.generation += 1
        self.busy = False
        self.frozen = False
        self.set_position(P.position_json(puzzle), (puzzle["roll"],) if puzzle["game"] == "mensch" else None)
        self.after(self.session.events)

    def again(self) -> None:
        """Back to the puzzle's position and throw."""
        self.generation += 1
        self.busy = False
        self.frozen = False
        self.after(self.session.reset())

    def play_answer(self, puzzle: dict) -> None:
        """Back to the start, then the answer played on the board."""
        self.again()
        moves = [puzzle["answer"]] if puzzle["game"] == "mensch" else list(puzzle["answer"])
        self.quiet = True
        try:
            for move in moves:
                self.play(self.session.index_of(move))
        finally:
            self.quiet = False
        self.frozen = True
        self.render()


class PuzzlePage:
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
        self.board: PuzzleBoard | None = None
        self.state = "open"        # open, going, right, wrong, shown
        self.first_try = True
        self.lines: list[str] = []
        self.note = ""

    def t(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)

    # --- start ------------------------------------------------------------------------
    async def start(self) -> None:
        self.fill_selects()
        self.translate()
        dom.on(dom.el("pz-game"), "change", lambda e: asyncio.ensure_future(self.set_game(str(e.target.value))))
        dom.on(dom.el("pz-level"), "change", lambda e: self.set_level(str(e.target.value)))
        dom.on(dom.el("pz-lang"), "change", lambda e: self.set_language(str(e.target.value)))
        dom.on(dom.el("pz-retry"), "click", lambda e: self.retry())
        dom.on(dom.el("pz-show"), "click", lambda e: self.show_answer())
        dom.on(dom.el("pz-next"), "click", lambda e: self.next())
        items = await self.load(self.game)
        if items is None:
            return
        wanted = (self.params.get("puzzle") or [""])[0]
        found = next((p for p in items if p["id"] == wanted), None)
        self.puzzle = found or P.next_puzzle(items, self.level, self.progress[self.game])[0]
        params = {"mode": ["scenario"], "lang": [self.lang], "position": [self.puzzle["position"]]}
        if self.game == "mensch":
            params["roll"] = [str(self.puzzle["roll"])]
        if "speed" in self.params:
            params["speed"] = self.params["speed"]
        self.board = PuzzleBoard(self, params)
        await self.board.start()
        self.begin()
        document.documentElement.setAttribute("data-ludo", "ready")

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
            self.fail(self.t("learn.no_data", reason=cut(str(exc), 200)))
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
        puzzle = self.puzzle
        if puzzle is None or self.state not in ("open", "going"):
            return
        try:
            if puzzle["game"] == "mensch":
                right = P.mensch_right(puzzle, event.get("move"))
                verdict = "right" if right else "wrong"
                wrong = [] if right else P.wrong_words(self.lang, puzzle, move=event.get("move"))
            else:
                verdict = P.colonne_state(puzzle, event["position"])
                wrong = []
                if verdict == "wrong":
                    over = event["position"]["turn"] != P.puzzle_mover(puzzle) or not event["position"].get("dice")
                    chance = P.colonne_chance(puzzle, event["position"]) if over else None
                    wrong = P.wrong_words(self.lang, puzzle, chance=chance, cut=not over)
        except Exception as exc:   # a bug met by a move: said, and the page goes on
            window.console.warn("".join(traceback.format_exception(exc)))
            return
        if verdict == "going":
            self.state = "going"
            self.note = self.t("learn.going")
            self.render()
            return
        self.board.frozen = True
        self.board.render()
        progress = self.progress[self.game]
        if verdict == "right":
            progress.right(puzzle["id"], self.first_try)
            self.state = "right"
            self.note = self.t("learn.right" if puzzle["game"] == "mensch" else "learn.right.colonne")
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
        if self.state in ("open", "going"):
            self.progress[self.game].wrong()
            self.first_try = False
            self.save()
        self.board.play_answer(self.puzzle)
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
        self.board.show(self.puzzle)
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
        self.puzzle = P.next_puzzle(items, self.level, self.progress[game])[0]
        self.board.show(self.puzzle)
        self.begin()

    def set_level(self, level: str) -> None:
        if level in P.LEVELS and level != self.level:
            self.level = level
            if self.puzzle is not None and level != "all" and self.puzzle["grade"] != level:
                self.next()
            else:
                self.render()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.fill_selects()
        self.translate()
        if self.board is not None:
            self.board.lang = lang
            self.board.translate()
            self.board.sentences = []
            self.board.render()
        if self.puzzle is not None and self.state in ("right", "shown"):
            self.lines = P.solution(lang, self.puzzle)
            self.note = self.t("learn.shown" if self.state == "shown" else
                               "learn.right" if self.puzzle["game"] == "mensch" else "learn.right.colonne")
        elif self.state == "wrong":
            self.note, self.lines = self.t("learn.wrong"), []
        self.render()

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
        dom.el("pz-number").textContent = self.t("learn.number", i=index, n=len(pool),
                                                 level=self.t("learn.level." + puzzle["grade"]))
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
        dom.el("pz-retry").hidden = self.state not in ("wrong", "going")
        dom.el("pz-show").hidden = self.state in ("right", "shown")


PAGE: PuzzlePage | None = None


def main() -> None:
    """Entry point of ``puzzles.html``'s ``<script type="py">``."""
    global PAGE
    PAGE = PuzzlePage(query(dom.search()))

    async def run() -> None:
        try:
            await PAGE.start()
        except Exception as exc:
            window.console.warn("".join(traceback.format_exception(exc)))
            PAGE.fail(cut(f"{type(exc).__name__}: {exc}"))

    offline()
    asyncio.ensure_future(run())


def offline() -> None:
    """Register the site's service worker (it caches every file of the site, the puzzle sets
    too), so the page opens and works with no network after one visit."""
    from pyodide.ffi import create_once_callable

    worker = getattr(window.navigator, "serviceWorker", None)
    if worker is None or str(window.location.protocol) == "file:":
        return
    worker.register("./sw.js").catch(create_once_callable(
        lambda error: window.console.warn("no offline copy:", error)))
