"""The editor's model: the draft being edited, and every change to it checked by the engine.

A :class:`Draft` is the game's position as the engine's JSON (``ludo-position/1``, always
as ``ludo.api.from_notation`` gives it back: it round-trips through the notation by
construction), the roll given with it (mensch; colonne keeps its dice in the position),
the embed's mode, its language (None: the reader's) and the frame's title. Drafts are
frozen: a change makes a new draft or raises :class:`Refused` with the engine's reason
(``ludo.api.to_notation`` / ``from_notation``, and the embed's own check of a start,
:func:`ludoview.embed.params.check_start`, so the editor never makes a link the embed
refuses). :class:`Editor` holds the current draft and what the last change said; a
refused change leaves the draft as it was.

The draft's outputs are the embed's query (``position``, ``roll``, ``mode``, ``lang``),
its URL and the ``<iframe>`` snippet; ``ludoview.embed.params.parse`` reads them back to
the same position and roll.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import parse_qs, urlencode

from ludo import api
from ludo.limits import brief
from ludo.values import replace, value
from ludoview import games
from ludoview.core.editing import GameEditor, NotOwn, Places
from ludoview.editor.outputs import MODES, Outputs, Refused  # noqa: F401 (the editor's)
from ludoview.embed import params
from ludoview.embed.params import EmbedParamError

DEFAULT_MODE = "scenario"


# --- the games' settings: what a start position is made of ----------------------------------
# Everything a game does its own way is its editor's (``games.editor(name)``, a
# :class:`~ludoview.core.editing.GameEditor` in the game's package ``editor`` module).

def editor_of(game: str) -> GameEditor:
    """The editor part of ``game`` (:class:`Refused` for a game the registry does not know)."""
    try:
        return games.editor(game)
    except games.UnknownGame as exc:
        raise Refused(str(exc)) from None


def settings_of(position: dict) -> dict:
    """The settings a position implies (mensch ``players`` and ``options``, colonne ``variant``)."""
    return editor_of(position["game"]).settings_of(position)


def start_position(game: str, settings: Mapping) -> dict:
    """The engine's start position of ``game`` so set (defaults for what is left out)."""
    return editor_of(game).start(settings)


def resettled(position: dict, settings: Mapping) -> dict:
    """``position`` under new settings, keeping what still fits (the game's editor says what)."""
    return editor_of(position["game"]).resettled(position, settings)


# --- the draft ------------------------------------------------------------------------------

@value(frozen=True)
class Draft(Outputs):
    position: dict
    roll: int | None = None           #: mensch: the roll thrown with the position (1..6)
    mode: str = DEFAULT_MODE          #: the embed's mode
    lang: str | None = None           #: the embed's language; None: the reader's
    title: str = ""                   #: the frame's title ("" : the view's default)
    frame_id: str = ""                #: the board's ``id`` (in every event; the element's id)
    origin: str = ""                  #: the frame's ``origin``: who else may talk to it ("": its own)

    @classmethod
    def new(cls, game: str = games.DEFAULT, **settings: Any) -> Draft:
        return cls(start_position(game, settings)).checked()

    # --- reading ---------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.position["game"]

    @property
    def editor(self) -> GameEditor:
        return editor_of(self.game)

    @property
    def places(self) -> Places:
        return self.editor.places

    @property
    def settings(self) -> dict:
        return settings_of(self.position)

    @property
    def notation(self) -> str:
        return api.to_notation(self.position)

    # --- the one check ---------------------------------------------------------------------
    def checked(self, **changes: Any) -> Draft:
        """This draft with ``changes``, checked by the engine (:class:`Refused` with its reason).
        The position comes back as the notation gives it: what the embed will read."""
        new = replace(self, **changes)
        try:
            position = api.from_notation(api.to_notation(new.position))
        except ValueError as exc:   # the engine's LudoError (a ValueError) says what is wrong
            raise Refused(str(exc)) from None
        spec = games.of(position)
        try:
            params.check_start(spec, spec.parse_settings(None, position), position, new.roll)
        except EmbedParamError as exc:
            raise Refused(str(exc)) from None
        return replace(new, position=position)

    # --- pieces ----------------------------------------------------------------------------
    def move(self, seat, origin: str, target: str) -> Draft:
        """One piece of ``seat`` from ``origin`` to ``target`` (square keys, :mod:`places`)."""
        places = self.places
        found = places.seat_of(seat, self.position)
        if found is None:
            raise Refused(key="editor.no_seat", seat=seat)
        seat = found
        try:
            candidate = places.moved(self.position, seat, origin, target)
        except NotOwn as exc:
            raise Refused(key="editor.not_own", seat=seat, owner=exc.owner) from None
        except LookupError:
            raise Refused(key="editor.no_piece", seat=seat, square=origin) from None
        return self.checked(position=candidate)

    def place(self, seat, square: str) -> Draft:
        """A piece of ``seat`` from its home (base; off the board) to ``square``."""
        return self.move(seat, self.places.home(seat), square)

    def take(self, seat, square: str) -> Draft:
        """A piece of ``seat`` at ``square`` back home."""
        return self.move(seat, square, self.places.home(seat))

    # --- turn, roll, dice ------------------------------------------------------------------
    def with_turn(self, seat) -> Draft:
        """``seat`` to move (mensch: a new player's tries start at 0)."""
        found = self.places.seat_of(seat, self.position)
        if found is None:
            raise Refused(key="editor.no_seat", seat=seat)
        return self.checked(position=self.editor.turned(self.position, found))

    def can_set(self, what: str) -> None:
        """:class:`Refused` unless this game sets ``what`` ("roll", "tries", "dice") beside its pieces."""
        if what not in self.editor.sets:
            game = next(name for name in games.NAMES if what in games.editor(name).sets)
            raise Refused(key="editor.only_for", game=game)

    def with_tries(self, tries: int) -> Draft:
        """How many throws without a 6 the player to move has had in a three-tries series."""
        self.can_set("tries")
        return self.checked(position=self.editor.with_tries(self.position, tries))

    def with_roll(self, roll: int | None) -> Draft:
        """The roll thrown with the position (None: the reader rolls first)."""
        self.can_set("roll")
        return self.checked(roll=roll)

    def with_dice(self, dice, again: bool | None = None) -> Draft:
        """The dice left to play in the position (``[]``: roll first). A full roll's ``again``
        is whether it is a double; for fewer dice it is ``again`` (the turn began with a
        double; default no)."""
        self.can_set("dice")
        dice = [d for d in dice if d is not None]
        return self.checked(position=self.editor.with_dice(self.position, dice, bool(again)))

    # --- settings --------------------------------------------------------------------------
    def with_settings(self, **changes: Any) -> Draft:
        """New settings of the same game (mensch ``players``, ``options``; colonne ``variant``),
        keeping what still fits (:func:`resettled`)."""
        try:
            settings = self.editor.merged(self.settings, changes)
        except ValueError as exc:
            raise Refused(str(exc)) from None
        return self.checked(position=resettled(self.position, settings))

    def with_game(self, game: str) -> Draft:
        """A start position of ``game`` (the embed's mode, language and title kept)."""
        if game == self.game:
            return self
        if game not in games.NAMES:
            raise Refused(f"unknown game {brief(game, 40)}: expected one of {', '.join(games.NAMES)}")
        return replace(Draft.new(game), mode=self.mode, lang=self.lang, title=self.title,
                       frame_id=self.frame_id, origin=self.origin)

    def cleared(self) -> Draft:
        """The start position of these settings (every piece at home; no roll)."""
        return self.checked(position=start_position(self.game, self.settings), roll=None)






    # --- reading a position in --------------------------------------------------------------
    def loaded(self, text: str) -> Draft:
        """The position of a notation (``m1.02.00.8kGH.v___``) or of an embed's link or query
        (``embed.html?position=...&roll=3&mode=scenario``: its roll, mode and language too)."""
        text = text.strip()
        if "=" not in text:
            try:
                position = api.from_notation(text)
            except ValueError as exc:
                raise Refused(str(exc)) from None
            return self.checked(position=position, roll=None)
        query = text.split("#", 1)[0].split("?", 1)[-1]
        try:
            config = params.parse(parse_qs(query, keep_blank_values=True))
        except EmbedParamError as exc:
            raise Refused("; ".join(exc.problems)) from None
        position = config.position or start_position(config.game, {**config.settings})
        position, roll = editor_of(config.game).thrown(position, config.roll)
        return self.checked(position=position, roll=roll, mode=config.mode, lang=config.lang,
                            frame_id=config.frame_id or self.frame_id,
                            origin=",".join(config.origins) or self.origin)







# --- the editor's own URL: the draft it was left at ------------------------------------------

#: The embed's parameters an editor URL takes as they are (its ``lang`` is the page's own:
#: the frame's language is ``frame_lang``), and the frame's ``title``.
PASSED = ("game", "options", "variant", "position", "roll", "mode")


def editor_query(draft: Draft, page_lang: str) -> dict[str, str]:
    """The editor's URL query that opens it again at ``draft`` (in ``page_lang``)."""
    out = {"lang": page_lang, **{k: v for k, v in draft.query().items() if k != "lang"}}
    if draft.lang is not None:
        out["frame_lang"] = draft.lang
    if draft.title:
        out["title"] = draft.title
    if draft.frame_id:
        out["frame_id"] = draft.frame_id
    if draft.origin:
        out["frame_origin"] = draft.origin
    return out


def from_editor_query(query: Mapping[str, Sequence[str]]) -> Draft:
    """The draft an editor URL names (a new mensch draft when it names none); :class:`Refused`
    with the embed's words when the URL does not make a board."""
    given = {name: query[name][0] for name in PASSED if query.get(name)}
    if query.get("frame_lang"):
        given["lang"] = query["frame_lang"][0]
    draft = Draft.new()
    if given:
        draft = draft.loaded("?" + urlencode(given))
    if query.get("frame_id"):
        draft = draft.with_frame_id(query["frame_id"][0])
    if query.get("frame_origin"):
        draft = draft.with_origin(query["frame_origin"][0])
    return draft.with_title(query["title"][0]) if query.get("title") else draft


# --- the draft being edited -------------------------------------------------------------------

@value(frozen=True)
class Note:
    """What the last change said: a refusal, a piece moved, or both: a move refused
    (``seat``, ``origin``, ``target`` in the draft ``before``)."""

    refused: Refused | None = None
    seat: Any = None
    origin: str = ""
    target: str = ""
    before: Draft | None = None


class Editor:
    """The current draft and the note of the last change (a refused change keeps the draft)."""

    def __init__(self, draft: Draft | None = None) -> None:
        self.draft = draft or Draft.new()
        self.note: Note | None = None

    def change(self, name: str, *args: Any, **kwargs: Any) -> bool:
        """Apply ``Draft.<name>(*args, **kwargs)``; False (and the refusal noted) when refused."""
        try:
            new = getattr(self.draft, name)(*args, **kwargs)
        except Refused as exc:
            self.note = Note(refused=exc)
            return False
        self.note = None
        self.draft = new
        return True

    def move(self, seat, origin: str, target: str) -> bool:
        """Move one piece (a refusal is noted with the move it refused)."""
        if origin == target:
            self.note = None
            return True
        before = self.draft
        found = before.places.seat_of(seat, before.position)
        done = self.change("move", seat, origin, target)
        if found is not None:
            refused = None if done or self.note is None else self.note.refused   # (change noted the refusal)
            self.note = Note(refused=refused, seat=found, origin=origin, target=target, before=before)
        return done

    def place(self, seat, square: str) -> bool:
        return self.move(seat, self.draft.places.home(seat), square)

    def take(self, seat, square: str) -> bool:
        return self.move(seat, square, self.draft.places.home(seat))
