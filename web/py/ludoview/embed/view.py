"""What the embed (a board in a frame) shows, as data (pure: tested without a browser).

:func:`frame_view` turns the frame's session, config and chooser into a
:class:`FrameView`: the board, the status line, the die, the explanation of the
legal moves (the rule that allows or forces them, in words) and the buttons;
:func:`share_links` makes the frame's three links. The words of each game
come from its spec (:mod:`ludoview.games`), so the embed shows every game alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from urllib.parse import urlencode

from ludo import api
from ludo.values import value
from ludoview.core.i18n import capital
from ludoview.core.share import fragment
from ludoview.embed.params import EmbedConfig
from ludoview.embed.words import WORDS


@value(frozen=True)
class MoveItem:
    index: int
    text: str
    note: str          #: why the rules single this move out (when moves differ in that)
    disabled: bool
    origin: int
    target: int


@value(frozen=True)
class FrameView:
    board: str
    phase: str
    status: str
    faces: tuple[int | None, ...]   #: the dice drawn on the die button ("?" for None)
    die_label: str
    die_disabled: bool
    head: str                       #: the explanation's first line
    rule: str                       #: the rule behind the choice, in words
    moves: tuple[MoveItem, ...]
    say: str
    can_continue: bool              #: a throw without a move waits to be passed


def faces(session) -> tuple[int | None, ...]:
    """The throw waiting to be played, or one "?" die per die the game throws."""
    roll = session.waiting_throw
    if roll is None:
        return (None,) * session.DICE
    return tuple(roll) if isinstance(roll, (list, tuple)) else (roll,)


def frame_view(session, config: EmbedConfig, lang: str, sentences: Sequence[str], chooser,
               can_act: bool, orient: str = "landscape", cited: Sequence[str] = ()) -> FrameView:
    """What the frame shows; ``orient``: the board's layout for the frame's box
    (:func:`ludoview.core.view.board_orient`); ``cited``: the squares its ``sentences`` (and the
    page's texts beside the board) cite, labelled on the board with those its list of moves cites."""
    spec = config.spec
    phase = session.phase
    shown = session.choices if phase == "choose" and (can_act or config.mode == "scenario") else []
    listed = chooser.listed(session) if can_act and shown else list(range(len(shown)))
    cursor = chooser.cursor if can_act else None
    pick = getattr(chooser, "pick", None) if can_act and shown else None
    narrowed = {} if pick is None or pick.origin is None else \
        {"targets": listed, "chosen": pick.origin, "dice_labels": True}   # a colonne unit picked: its steps
    head, rule, notes = spec.explain(lang, session)
    if phase == "roll" and session.human_to_act:
        head = WORDS(lang, "embed.roll_first")
    items: tuple[MoveItem, ...] = ()
    if phase == "choose":
        every = session.choices if (can_act or config.mode != "play") else []
        items = tuple(MoveItem(i, capital(spec.move_text(lang, session.position, m)), notes[i], not can_act,
                               m["from"], m["to"])   # (an entry of the list: a capital)
                      for i, m in enumerate(every) if not can_act or i in listed)
    listed_cites = spec.cites([session.choices[item.index] for item in items], session.turn)
    board = spec.render_board(session.position, moves=shown, selected=cursor, last=session.last,
                              show_turn=phase != "over", lang=lang, orient=orient,
                              cited=dict.fromkeys((*cited, *listed_cites)), **narrowed)
    dice = faces(session)
    if phase == "roll" and session.human_to_act:
        label = spec.words(lang, spec.roll_label)
    elif phase == "roll":
        label = spec.words(lang, "turn.thinking", player=spec.player_name(lang, session.turn))
    else:
        label = spec.words(lang, "die.face", roll="+".join("?" if d is None else str(d) for d in dice))
    return FrameView(
        board=board, phase=phase, status=spec.status(lang, session), faces=dice, die_label=label,
        die_disabled=not (can_act and phase == "roll"), head=head, rule=rule, moves=items,
        say=" ".join(sentences), can_continue=can_act and phase == "choose" and not session.choices)


def share_links(path: str, params: Mapping[str, Sequence[str]], config: EmbedConfig, session,
                lang: str) -> tuple[str, str, str]:
    """The frame's links: this game (its whole record after ``#``), this position, its replay."""
    keep = {k: v[0] for k, v in params.items() if k in ("lang", "players", "speed", "origin", "id", "title") and v}
    keep["players"] = ",".join(config.players)
    mode = "play" if config.mode == "demo" else config.mode
    keep["mode"] = mode
    record = session.record()
    tail = fragment(record) if record is not None else ""
    here = {"position": api.to_notation(session.position), "lang": lang}
    if session.roll_beside is not None:
        here["roll"] = ",".join(map(str, session.roll_beside))
    here["mode"] = mode
    replay = path.rsplit("/", 1)[0] + "/replay.html"
    return (f"{path}?{urlencode(keep)}{tail}", f"{path}?{urlencode(here)}",
            f"{replay}?{urlencode({'lang': lang})}{tail}")


def picture(config: EmbedConfig, lang: str, orient: str) -> str:
    """The board a frame of ``config`` shows when it goes live, as an SVG string: drawn ahead
    of time (the rules pages' boards by the build, the editor's snippet) to stand in the
    page until its Python is up, in a box laid out ``orient``."""
    session = config.session()
    can_act = session.human_to_act and config.mode != "demo"
    return frame_view(session, config, config.lang or lang, [], config.spec.chooser(), can_act, orient).board
