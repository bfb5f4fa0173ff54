"""The live board of the learning pages: the embed's own controller
(:class:`~ludoview.embed.page.EmbedPage`, scenario mode) in the page's document, its
``move`` events told to the page instead of to a host. Browser glue only."""

from __future__ import annotations

from pyscript import document

from ludo import api
from ludoview.core import dom
from ludoview.core.config import read_speed, shown
from ludoview.embed.page import EmbedPage
from ludoview.learn.common import game_of, throw, wide


class LearnRoot(dom.Root):
    """The document, with the board's layout for a page where the board has a column of its
    own: mensch's square board always with its controls below it (the page's panel is beside
    it on a wide screen), colonne's across a wide screen and down a tall one."""

    def __init__(self, game) -> None:
        super().__init__()
        self.game = game

    def orient(self) -> str:
        game = self.game()
        return super().orient() if game is not None and wide(game) else "portrait"


def board_params(position: str, roll, lang: str, speed: list[str] | None = None) -> dict:
    """The embed's parameters for a position (notation) and its throw (mensch; colonne's
    notation carries its dice); a ``speed`` that is not one is left out (:func:`speed_notice`)."""
    params = {"mode": ["scenario"], "lang": [lang], "position": [position]}
    beside = throw(game_of(position)).beside(roll)
    if beside is not None:
        params["roll"] = [str(beside)]
    if speed and read_speed(speed[0]) is not None:
        params["speed"] = speed[:1]
    return params


def speed_notice(speed: list[str] | None, words, lang: str) -> str:
    """What a learning page says of its ``?speed=`` when it is not a number from 0 to 10
    (the main page's sentence: it names the value and plays at the usual pace), else ""."""
    if not speed or read_speed(speed[0]) is not None:
        return ""
    return words(lang, "param.speed", value=shown(speed[0]))


class LearnBoard(EmbedPage):
    """The embed's board in a learning page: ``on_move(event)`` hears every move the
    person plays; no host, no share links."""

    def __init__(self, on_move, params: dict) -> None:
        super().__init__(LearnRoot(lambda: self.config.game if self.config else None), params)
        self.on_move = on_move
        self.frozen = False      # the task is answered: the board waits for the page
        self.quiet = False       # showing the answer: its moves are not the person's

    def post(self, event: dict, target=None, origin: str | None = None) -> None:
        if event.get("type") == "move" and not self.quiet:
            self.on_move(event)

    def translate(self) -> None:
        super().translate()
        self.root.el("reset").hidden = True   # the page's own "Try again" puts the board back

    def bind_host(self) -> None:
        dom.on(document, "keydown", self.on_key)

    def can_act(self) -> bool:
        return not self.frozen and super().can_act()

    def show_step(self, position: str, roll) -> None:
        """A new position (notation) and throw on the board. (Not ``show``: that is the
        driver's, :meth:`~ludoview.embed.turns.FrameTurns.show`, which draws its events.)"""
        self.generation += 1
        self.busy = False
        self.frozen = False
        parsed = api.from_notation(position)
        beside = throw(parsed["game"]).beside(roll)
        self.set_position(parsed, (beside,) if beside is not None else None)
        self.after(self.session.events)

    def again(self) -> None:
        """Back to the position and throw shown last."""
        self.generation += 1
        self.busy = False
        self.frozen = False
        self.after(self.session.reset())

    def play_moves(self, moves: list) -> None:
        """Back to the start, then ``moves`` played on the board (a move None: a throw passed);
        the board then waits."""
        self.again()
        self.quiet = True
        try:
            for move in moves:
                self.play(None if move is None else self.session.index_of(move))
        finally:
            self.quiet = False
        self.frozen = True
        self.render()

    def render(self, prompt: str | None = None) -> None:
        """The embed's drawing; once the task is answered the board says no more whose turn
        it is nor to throw (no die, no "roll to see the moves"): the page's panel says what
        comes next."""
        super().render(None if self.frozen else prompt)
        self.root.el("die").hidden = self.frozen
        if self.frozen:
            for ident in ("status", "explain-head", "explain-rule"):
                self.root.el(ident).textContent = ""

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.translate()
        self.sentences = []
        self.render()
