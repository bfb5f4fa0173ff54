"""What a game gives every page: the interface each game's view package fills in.

Each game of the view is a package ``ludoview.games.<name>`` whose ``GAME`` is a
:class:`GameSpec`; the registry (:mod:`ludoview.games`) lists them. Pages
(the main page, the embed, the replay, the rules pages' boards) only ever talk
to a game through its spec, so a third game plugs in with its package and one
registry line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ludo.values import value
from ludoview.core.i18n import Catalogue

if TYPE_CHECKING:
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


@value(frozen=True)
class GameSpec:
    name: str                       #: the engine's name of the game (``position["game"]``)
    title: str                      #: words key of the game's name ("Keep calm", "Colonne")
    words: Catalogue                #: the game's catalogue (falls back to the shell's)
    session: SessionClass           #: its Session: ``new(setup, seed, mode=, position=, roll=)``
    default_setup: Callable[[], Any]
    #: The embed's setup from URL or host values: ``make_setup(kinds, settings, position)``.
    make_setup: Callable[[Sequence[str], Mapping, dict | None], Any]
    dump: Callable[[Any], str]      #: the save codec: session -> JSON text
    load: Callable[[str], Any]      #:                 JSON text -> session (SaveError)
    #: ``say_all(lang, events, position, you, names)``: events as sentences (``position``: the
    #: game's context, such as colonne's variant; ``you``: the one person against computers;
    #: ``names``: the players' own names by seat).
    say_all: Callable[..., list[str]]
    #: a record replayed by the engine: its positions and actions as JSON, and each action's events
    replay: Callable[[dict], tuple[tuple, tuple, tuple]]
    sounds: Mapping[str, str]       #: the sound of each event that has one ("roll", "move", "capture", "win")
    chooser: Callable[[], Any]      #: what a person has picked so far, and what their input does (controls)
    #: A frame's words for a session: ``explain(lang, session) -> (head, rule, notes per move)``
    #: (the legal moves and the rule behind them), ``status(lang, session)`` (the turn in a line),
    #: and the words key of throwing the dice.
    explain: Callable[[str, Any], tuple[str, str, tuple[str, ...]]]
    status: Callable[[str, Any], str]
    roll_label: str
    render_board: Callable[..., str]                 #: position (+ highlights) -> SVG
    icon: Callable[..., str]        #: ``icon(seat, size)``: a small SVG of a seat's piece
    player_name: Callable[..., str]   #: ``player_name(lang, seat, names=None)``
    move_text: Callable[[str, dict, dict], str]       #: a legal move of a position in words
    #: A legal move as the button of a crowded spot's chooser (:mod:`ludoview.core.crowd`) says
    #: what a tap there does: ``tap_text(lang, position, move, names) -> (heading, words)`` (the
    #: heading groups the moves of one piece; "" for none).
    tap_text: Callable[..., tuple[str, str]]
    #: A turn's choice as the review says it (its biggest mistakes): ``choice_text(lang, position,
    #: roll, choice, names, done)``, the choice of the analysis (``played``, ``best``) for the player
    #: to move in ``position`` with ``roll``; ``done``: as made ("moved the piece on square 26 to
    #: square 29"), else as the one to make ("move the piece ...").
    choice_text: Callable[..., str]
    seat_counts: tuple[int, ...]    #: how many players it can have
    seats_for: Callable[[int], tuple]  #: the seats (turn order) of a game of that many players
    seats_of: Callable[[dict], tuple]  #: the seats (turn order) a position of the game has
    move_keys: tuple[str, ...]      #: what names a move in JSON (a host's ``play-move``)
    throw: Throw                    #: its throw, as the learning pages, the embed and hosts ask it
    #: The game's settings in a URL (the embed): the parameter's name, its parser
    #: ``parse(text, position) -> settings`` (ValueError naming the problem), the settings a
    #: position implies, and how many dice a throw of a game so set has.
    settings_param: str
    parse_settings: Callable[[str | None, dict | None], dict]
    #: The settings' fields in a setup form (the embed's): their HTML, and reading them back
    #: (``settings_read(element)``, ``element(id)`` finding a field).
    settings_form: Callable[[str, Mapping], str]
    settings_text: Callable[[str, dict], str]   #: a position's settings in words (a replay's summary)
    settings_read: Callable[[Callable[[str], Any]], dict]
    dice_count: Callable[[Mapping], int]
    #: Old record forms of this game read as the engine's ``ludo-record/1`` (a record unchanged if current).
    upgrade_record: Callable[[dict], dict]
    #: The browser controller of the main page, imported only in the browser: "module:Class".
    page: str
    #: A game whose pieces are picked before a target (colonne: a unit with several steps): the
    #: crowd chooser's words for a tap on one, ``unit_tap_words(lang, position, picked, origin,
    #: pieces) -> (words, heading)``; None for a game whose piece has one move (mensch).
    unit_tap_words: Callable[..., tuple[str, str]] | None = None
    #: The board's squares that the sentences about some events or moves cite by number:
    #: ``cites(items, corner=None)`` (each item a piece of ``item["corner"]``, else of ``corner``,
    #: going ``from``/``to``), for ``render_board(cited=...)`` to label them while those sentences
    #: are shown; none for a game whose board numbers every square (colonne).
    cites: Callable[..., tuple[str, ...]] = lambda items, corner=None: ()
