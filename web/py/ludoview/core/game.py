"""What a game gives every page: the interface each game's view package fills in.

Each game of the view is a package ``ludoview.games.<name>`` whose ``GAME`` is a
:class:`GameSpec`; the registry (:mod:`ludoview.games`) lists them. Pages
(the main page, the embed, the replay, the rules pages' boards) only ever talk
to a game through its spec, so a third game plugs in with its package and one
registry line.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

from ludoview.core.i18n import Catalogue

#: A seat as a game's positions name it (a mensch corner, a colonne colour).
Seat = int | str

if TYPE_CHECKING:
    from ludoview.core.names import Names
    from ludoview.core.session import Mode, Session

    class SessionClass(Protocol):
        """A game's session class (a subclass of :class:`~ludoview.core.session.Session`), as
        pages make its games (its setup and throw are the game's own: Any here)."""

        def new(self, setup: Any, seed: str | None = None, *, mode: Mode = ..., position: dict | None = None,
                roll: Any = None) -> Session: ...


class LearnKeys(NamedTuple):
    """The words keys the learning pages use for a game's throw (die or dice)."""
    task: str       #: the puzzle's task ("{player} threw {roll}" / "... the dice {dice}")
    best: str       #: the solution's best choice ("the best move ..." / "the best turn ...")
    right: str      #: a right answer's verdict
    miss: str       #: the suffix of a miss's key ("" for a move, ".turn" for a turn)


class PuzzleAnalysis(Protocol):
    """The engine's judgement of a puzzle's turn (:mod:`ludo.puzzles`, which only the
    learning pages' bundle carries: they hand it to :meth:`Throw.judge`)."""

    def turn_state(self, puzzle: dict, position: dict) -> str: ...

    def end_chance(self, puzzle: dict, position: dict) -> float: ...


class Throw(Protocol):
    """How a game's throw stands to its position, asked by game-neutral pages instead of
    testing which form it has: mensch's one die beside the position (a move answers it),
    colonne's dice kept in the position and spent in steps (a turn answers it)."""

    keys: LearnKeys

    def beside(self, roll: int | None) -> int | None:
        """The throw a position is given beside it (a URL's ``roll``, a lesson step's): None
        where the position holds its dice."""

    def shown(self, position: dict, roll: int | None) -> int | list[int] | None:
        """The throw of a position as the game's words take it (``roll`` beside it, or its dice)."""

    def choices(self, position: dict, roll: int | None) -> list[dict]:
        """The legal moves (or steps) to choose from; none when there is no throw to play."""

    def hints(self, position: dict, roll: int | None) -> list[tuple[dict, float]]:
        """The hard player's hints for the position and throw (:func:`ludo.api.hints`): each
        choice (a move or a step) and its estimate."""

    def checked_choices(self, position: dict, roll: object) -> list[dict]:
        """A lesson step's choices, its throw checked first (ValueError naming what is wrong)."""

    def task_move(self, wanted: dict) -> dict:
        """A lesson task's move as kept: its ``from``, ``to`` and what else names it in this game."""

    def move_key(self, move: dict) -> tuple:
        """What two moves (or steps) share when they are the same choice."""

    def check_move(self, move: dict) -> None:
        """A host's move checked beyond its ``from`` and ``to`` (ValueError naming a bad field)."""

    def task_params(self, roll: int | list[int]) -> dict[str, object]:
        """The throw's parameters of the task's words (:attr:`LearnKeys.task`)."""

    def judge(self, puzzle: dict, event: dict, analysis: PuzzleAnalysis) -> tuple[str, dict]:
        """A puzzle after a move of the board (``event``: its ``move`` and ``position``):
        ``"right"``, ``"going"`` or ``"wrong"``, and what was missed (``wrong_words``' arguments)."""

    def answer_moves(self, answer: dict | list[dict]) -> list[dict]:
        """A puzzle's answer as the moves (or steps) that play it."""


class UnitTapWords(Protocol):
    """The crowd chooser's words for a tap on a unit picked before its target (colonne):
    ``(lang, position, picked, origin, pieces) -> (words, heading)``."""

    def __call__(self, lang: str, position: dict, picked: bool, origin: int, pieces: int) -> tuple[str, str]: ...


@runtime_checkable
class GameSpec(Protocol):
    """What a game gives every page: each game's package implements it in its ``spec``
    module (``GAME: GameSpec = Mensch()``), and pages ask nothing of a game but this."""

    name: str                       #: the engine's name of the game (``position["game"]``)
    title: str                      #: words key of the game's name ("Keep calm", "Colonne")
    words: Catalogue                #: the game's catalogue (falls back to the shell's)
    session: SessionClass           #: its Session: ``new(setup, seed, mode=, position=, roll=)``
    sounds: Mapping[str, str]       #: the sound of each event that has one ("roll", "move", "capture", "win")
    roll_label: str                 #: the words key of throwing the dice
    seat_counts: tuple[int, ...]    #: how many players it can have
    move_keys: tuple[str, ...]      #: what names a move in JSON (a host's ``play-move``)
    throw: Throw                    #: its throw, as the learning pages, the embed and hosts ask it
    settings_param: str             #: the name of the game's settings in a URL (the embed's)
    #: The browser controller of the main page, imported only in the browser: "module:Class".
    page: str

    @property
    def unit_tap_words(self) -> UnitTapWords | None:
        """A game whose pieces are picked before a target (colonne: a unit with several
        steps): the crowd chooser's words for a tap on one; None for a game whose piece
        has one move (mensch)."""

    def default_setup(self) -> object:
        """The setup a first visit starts with."""

    def make_setup(self, kinds: Sequence[str], settings: Mapping, position: dict | None) -> object:
        """The embed's setup from URL or host values (the players' kinds, the settings, a start)."""

    def dump(self, session: Session) -> str:
        """The save codec: session -> JSON text."""

    def load(self, text: str) -> Session:
        """JSON text -> session (SaveError)."""

    def say_all(self, lang: str, events: list[dict], position: dict | None = None, you: Seat | None = None,
                names: Names | None = None) -> list[str]:
        """Events as sentences (``position``: the game's context, such as colonne's variant;
        ``you``: the one person against computers; ``names``: the players' own names by seat)."""

    def replay(self, record: dict) -> tuple[tuple, tuple, tuple]:
        """A record replayed by the engine: its positions and actions as JSON, and each action's events."""

    def chooser(self) -> Any:
        """What a person has picked so far, and what their input does (the game's controls:
        a :class:`~ludoview.core.controls.Picks` whose fields the game's own page reads)."""

    def explain(self, lang: str, session: Session) -> tuple[str, str, tuple[str, ...]]:
        """A frame's words for a session: (head, rule, notes per move), the legal moves and the rule behind them."""

    def status(self, lang: str, session: Session) -> str:
        """The turn in a line."""

    def render_board(self, position: Mapping, **options: object) -> str:
        """The position as SVG (the options are the game's board's: ``moves``, ``lang``,
        ``names``, ``last``, ``show_turn``, ``cited``, ...)."""

    def icon(self, seat: Seat, size: int) -> str:
        """A small SVG of a seat's piece."""

    def player_name(self, lang: str, seat: Seat, names: Names | None = None) -> str:
        """A seat's player: their own name, else their colour's."""

    def move_text(self, lang: str, position: dict, move: dict) -> str:
        """A legal move of a position in words."""

    def tap_text(self, lang: str, position: dict, move: dict, names: Names | None = None) -> tuple[str, str]:
        """A legal move as the button of a crowded spot's chooser (:mod:`ludoview.core.crowd`)
        says what a tap there does: (heading, words); the heading groups the moves of one piece
        ("" for none)."""

    def choice_text(self, lang: str, position: dict, roll: object, choice: dict | list | None,
                    names: Names | None = None, done: bool = True, capture: bool = True) -> str:
        """A turn's choice as the review says it: the choice of the analysis (``played``,
        ``best``) for the player to move in ``position`` with ``roll``; ``done``: as made
        ("moved the piece on square 26 to square 29"), else as the one to make ("move the piece
        ..."); ``capture``: with whom a move captures (where the game says so)."""

    def seats_for(self, count: int) -> tuple:
        """The seats (turn order) of a game of that many players."""

    def seats_of(self, position: dict) -> tuple:
        """The seats (turn order) a position of the game has."""

    def parse_settings(self, text: str | None, position: dict | None) -> dict:
        """The settings from a URL's parameter (``settings_param``) and a position (ValueError naming the problem)."""

    def settings_form(self, lang: str, settings: Mapping) -> str:
        """The settings' fields in a setup form (the embed's): their HTML."""

    def settings_text(self, lang: str, position: dict) -> str:
        """A position's settings in words (a replay's summary)."""

    def settings_read(self, element: Callable[[str], Any]) -> dict:
        """The settings read back from the form (``element(id)`` finding a field: a DOM
        element, a JS object)."""

    def dice_count(self, settings: Mapping) -> int:
        """How many dice a throw of a game so set has."""

    def upgrade_record(self, record: dict) -> dict:
        """Old record forms of this game read as the engine's ``ludo-record/1`` (a record unchanged if current)."""

    def cites(self, items: Iterable[Mapping], corner: Seat | None = None) -> tuple[str, ...]:
        """The board's squares that the sentences about some events or moves cite by number
        (each item a piece of ``item["corner"]``, else of ``corner``, going ``from``/``to``), for
        ``render_board(cited=...)`` to label them while those sentences are shown; none for a
        game whose board numbers every square (colonne)."""
