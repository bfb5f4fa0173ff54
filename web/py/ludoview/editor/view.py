"""What the editor page shows, as data (pure: tested without a browser).

:func:`editor_view` turns the :class:`~ludoview.editor.model.Editor` (its draft and the
note of the last change), the page's language, the site's address and what the page's
own controls hold (:class:`Form`: the colour to place, the move form's *from* and *to*)
into an :class:`EditorView`: every control's choices, the board, the board in words, the
message of the last change (a refusal gives the engine's reason), and the embed's URL and
snippet. The page (:mod:`ludoview.editor.page`) only copies it into the DOM.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping

from ludo.values import field, value
from ludoview import games
from ludoview.core.editing import Setting, Toggle
from ludoview.core.i18n import LANGUAGE_NAMES, LANGUAGES
from ludoview.editor import reasons
from ludoview.editor.model import MODES, Draft, Editor, Note, Refused
from ludoview.editor.outputs import boards_src
from ludoview.editor.words import WORDS
from ludoview.embed import params as embed_params
from ludoview.embed.view import picture

TRIES = (0, 1, 2)
ROLLS = (1, 2, 3, 4, 5, 6)

#: The words of the page's fixed elements: element id -> words key.
TEXTS = {
    "title": "editor.title", "intro": "editor.intro", "to-guide": "editor.guide", "to-game": "replay.to_game",
    "page-lang-label": "menu.language", "position-head": "editor.position", "game-label": "setup.game",
    "options-label": "mensch.setup.options",
    "clear": "editor.clear", "palette-label": "editor.palette", "move-label": "editor.keyboard",
    "from-label": "editor.from", "to-label": "editor.to", "move": "editor.move", "turn-label": "editor.turn",
    "roll-label": "editor.roll", "tries-label": "editor.tries", "dice-label": "editor.dice",
    "again-label": "editor.again", "words-label": "board.words", "embed-head": "editor.embed",
    "mode-label": "editor.mode", "frame-lang-label": "editor.frame_lang", "title-label": "editor.frame_title",
    "notation-label": "editor.notation", "load": "editor.load", "link-label": "editor.link",
    "copy-link": "end.copy", "open-link": "editor.open", "snippet-label": "editor.snippet",
    "copy-snippet": "editor.copy_html", "element-label": "editor.element", "copy-element": "editor.copy_element",
    "frame-id-label": "editor.frame_id", "frame-origin-label": "editor.frame_origin",
}


@value(frozen=True)
class Choice:
    """One choice of a control (an ``<option>``, a radio button)."""

    value: str
    text: str
    selected: bool = False
    icon: str = ""        #: markup of a small piece (the palette), else ""


@value(frozen=True)
class Form:
    """What the page's own controls hold (not part of the draft): the colour to place (a
    seat as text) and the move form's *from* and *to* (square keys)."""

    seat: str | None = None
    origin: str | None = None
    target: str | None = None


#: Nothing picked in the page's controls (the form of a page just opened).
NO_FORM = Form()


@value(frozen=True)
class EditorView:
    game: str
    texts: Mapping[str, str]          #: element id -> text
    games: tuple[Choice, ...]
    settings: tuple[Setting, ...]     #: the game's settings offered as lists (players; the size)
    options: tuple[Toggle, ...]       #: the game's settings offered as checkboxes (its options)
    shows: frozenset[str]             #: what the game sets beside its pieces: "roll", "tries", "dice"
    wide: bool                        #: its board is wider than tall
    seats: tuple[Choice, ...]         #: the palette (each seat, with how many wait at home)
    origins: tuple[Choice, ...]       #: the move form's "from" (for the palette's seat)
    targets: tuple[Choice, ...]       #: its "to"
    turns: tuple[Choice, ...]
    rolls: tuple[Choice, ...]         #: "roll"
    tries: tuple[Choice, ...]         #: "tries"
    dice: tuple[tuple[Choice, ...], ...]   #: "dice": one list per die
    again: bool                       #: "dice": the turn began with a double
    again_fixed: bool                 #: a full roll says itself whether it is a double
    modes: tuple[Choice, ...]
    langs: tuple[Choice, ...]         #: the frame's language ("" : the reader's)
    page_langs: tuple[Choice, ...]
    title: str                        #: the frame title field's value
    title_hint: str                   #: its placeholder: the title used when it is empty
    board: str                        #: the board's SVG
    board_data: Mapping[str, str]     #: the board's data attributes
    board_head: str
    board_rows: tuple[str, ...]
    message: str
    refused: bool
    notation: str
    link: str
    snippet: str
    element: str                      #: the <ludo-board> snippet, its picture inside
    frame_id: str                     #: the id field's value
    origin: str                       #: the origin field's value
    frame_src: str
    frame_title: str
    document_title: str = field(default="")


def element_picture(draft: Draft, lang: str) -> str:
    """The board a ``<ludo-board>`` of ``draft`` shows once live, drawn now (the view's own
    :func:`ludoview.embed.view.picture`, as the build draws the rules pages' boards) without
    ids, for its default box (360 x 540: laid out portrait)."""
    config = embed_params.parse({k: [v] for k, v in draft.query().items()})
    return re.sub(r' id="[^"]*"', "", picture(config, draft.lang or lang, "portrait"))


def choices(pairs: Iterable[tuple[object, str]], selected: object) -> tuple[Choice, ...]:
    return tuple(Choice(str(value), text, str(value) == str(selected)) for value, text in pairs)


def _pick(values: list[str], wanted: str | None, default: str) -> str:
    return wanted if wanted in values else default


def say_note(lang: str, note: Note | None, editor: Editor) -> str:
    """The last change in words: a piece moved, or why a change (a move) was refused."""
    if note is None:
        return ""
    if note.refused is not None and (note.refused.key or not note.origin):
        return say_refusal(lang, note.refused, editor)
    draft = note.before or editor.draft
    def where(square):
        return draft.places.label(lang, draft.position, note.seat, square)
    moved = dict(player=games.of(draft.position).player_name(lang, note.seat), from_=where(note.origin),
                 to=where(note.target))
    if note.refused is None:
        return WORDS(lang, "editor.moved", **moved)
    return WORDS(lang, "editor.refused_move", reason=_reason(lang, note.refused, draft), **moved)


def _reason(lang: str, refused: Refused, draft: Draft) -> str:
    """The engine's reason in the page's language (:mod:`ludoview.editor.reasons`)."""
    return reasons.say(lang, refused.reason, games.of(draft.position).player_name)


def say_refusal(lang: str, refused: Refused, editor: Editor) -> str:
    if refused.key is None:
        return WORDS(lang, "editor.refused", reason=_reason(lang, refused, editor.draft))
    draft = editor.draft
    spec, fields = games.of(draft.position), dict(refused.fields)
    for name in ("seat", "owner"):
        if name in fields:
            fields["player" if name == "seat" else name] = spec.player_name(lang, fields.pop(name))
    if "square" in fields:
        seat = refused.fields["seat"]
        fields["place"] = draft.places.label(lang, draft.position, seat, fields.pop("square"))
    if "game" in fields:
        fields["game"] = WORDS(lang, games.spec(fields["game"]).title)
    return WORDS(lang, refused.key, **fields)


def editor_view(editor: Editor, lang: str, base: str, form: Form = NO_FORM, orient: str = "landscape") -> EditorView:
    """The page for ``editor`` in ``lang``; ``base``: the site's folder (the link's and snippet's start);
    ``orient``: the board's layout for the page's box (:func:`ludoview.core.view.board_orient`)."""
    draft = editor.draft
    position, places, spec, game = draft.position, draft.places, games.of(draft.position), draft.editor
    seats = places.seats(position)
    seat = places.seat_of(form.seat, position)
    seat = seats[0] if seat is None else seat
    def at_home(s):
        return places.at_home(position, s)
    def label(s, square):
        return places.label(lang, position, s, square)
    home = places.home(seat)

    palette = tuple(Choice(str(s), WORDS(lang, "editor.seat", player=spec.player_name(lang, s),
                                         home=places.home_words(lang, at_home(s))),
                           s == seat, spec.icon(s, 18)) for s in seats)
    occupied = places.occupied(position, seat)
    origin_pairs = [(home, WORDS(lang, "editor.count", place=label(seat, home), n=at_home(seat)))]
    origin_pairs += [(square, label(seat, square) if n == 1 else WORDS(lang, "editor.count", place=label(seat, square), n=n))
                     for square, n in occupied]
    origin = _pick([v for v, _ in origin_pairs], form.origin,
                   home if at_home(seat) or not occupied else occupied[0][0])
    squares = places.squares(position, seat)
    target = _pick(list(squares), form.target, squares[1] if origin == home else home)

    settings = draft.settings
    frame_lang = draft.lang or lang
    default_title = WORDS(frame_lang, "editor.default_title", game=WORDS(frame_lang, spec.title))
    texts = {ident: WORDS(lang, key) for ident, key in TEXTS.items()}
    texts["palette-hint"] = WORDS(lang, game.hint)
    script = boards_src(base)
    texts["element-note"] = (WORDS(lang, "editor.element_note", script=script) if "/" in script
                             else WORDS(lang, "editor.element_note.root"))
    dice_count = game.dice_count(settings)   # (none for a game whose throw is not dice in the position)
    left, again = game.dice(position)
    head, rows = places.words(lang, position)
    return EditorView(
        game=draft.game,
        texts=texts,
        games=choices(((g.name, WORDS(lang, g.title)) for g in games.all_specs()), draft.game),
        settings=game.selects(lang, settings),
        options=game.toggles(lang, settings),
        shows=game.sets,
        wide=game.wide,
        seats=palette,
        origins=choices(origin_pairs, origin),
        targets=choices(((square, label(seat, square)) for square in squares), target),
        turns=choices(((s, spec.player_name(lang, s)) for s in seats), position["turn"]),
        rolls=choices([("", WORDS(lang, "editor.no_roll"))] + [(r, str(r)) for r in ROLLS],
                      "" if draft.roll is None else draft.roll),
        tries=choices(((t, str(t)) for t in TRIES), game.tries(position)),
        dice=tuple(choices([("", WORDS(lang, "editor.no_die"))] + [(d, str(d)) for d in ROLLS],
                           left[i] if i < len(left) else "") for i in range(dice_count)),
        again=again,
        again_fixed=len(left) == dice_count,
        modes=choices(((m, WORDS(lang, f"editor.mode.{m}")) for m in MODES), draft.mode),
        langs=choices([("", WORDS(lang, "editor.reader_lang"))] + [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
                      draft.lang or ""),
        page_langs=choices(((code, LANGUAGE_NAMES[code]) for code in LANGUAGES), lang),
        title=draft.title,
        title_hint=default_title,
        board=places.draw(position, lang, orient),
        board_data={"data-game": draft.game,
                    "data-position": json.dumps(position, sort_keys=True, separators=(",", ":")),
                    "data-roll": json.dumps(draft.roll), "data-notation": draft.notation},
        board_head=head,
        board_rows=tuple(rows),
        message=say_note(lang, editor.note, editor),
        refused=editor.note is not None and editor.note.refused is not None,
        notation=draft.notation,
        link=draft.url(base),
        snippet=draft.snippet(base, default_title),
        element=draft.element_snippet(base, default_title, element_picture(draft, lang)),
        frame_id=draft.frame_id,
        origin=draft.origin,
        frame_src=draft.url("./", host=False),
        frame_title=WORDS(lang, "editor.preview"),
        document_title=f"{WORDS(lang, 'editor.title')} · ludo",
    )
