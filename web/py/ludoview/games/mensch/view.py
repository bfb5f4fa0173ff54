"""What the main page shows of a mensch game, as data (pure: tested without a browser).

:func:`view` turns the session and the page's own state (:class:`Seen`: the
language, the move under the cursor, what the die shows, ...) into a
:class:`MenschView`; :mod:`ludoview.games.mensch.page` writes it into the document.
"""

from __future__ import annotations

from collections.abc import Callable

from ludo.mensch import why_not
from ludo.mensch.geometry import LANE
from ludo.mensch.jsonio import position_from_json
from ludo.values import value
from ludoview.core.i18n import capital
from ludoview.core.session import HUMAN
from ludoview.core.view import SAY_SIZE, EndView, SinceView, end_view, log_lines, message, who
from ludoview.games.mensch.board import render_board
from ludoview.games.mensch.session import MenschSession, listed
from ludoview.games.mensch.words import (
    WORDS,
    board_words,
    cites,
    describe_move,
    frame_of,
    hint_mark,
    hint_text,
    player_name,
    rule_text,
    say,
    say_all,
    telling,
)


@value(frozen=True)
class Seen:
    """The page's state beside the session."""

    lang: str = "en"
    you: int | None = None          #: the one person against computers (spoken to as "you")
    selected: int | None = None     #: the move under the keyboard cursor
    busy: bool = False              #: an automatic action or an animation is under way
    can_act: bool = False           #: a person may act now
    hints: bool = False             #: the "Show hints" setting
    die_face: int | None = None     #: what the die shows (the last roll, after its move too)
    rolled: bool = False            #: the die has just been thrown (it shakes)
    prompt: str | None = None       #: a words key to say about the person's choice
    numbers: bool = False           #: the "Square numbers" setting: every ring square numbered
    said_cites: tuple[str, ...] = ()   #: the squares the message box cites now (it keeps its text when nothing new is said)
    log_cites: tuple[str, ...] = ()    #: the squares the log's lines in view cite (while it is open)


@value(frozen=True)
class DieView:
    face: int | None
    label: str            #: what it does now ("Roll the die", "Play the move", ...)
    aria: str             #: its accessible name (the label and the face)
    disabled: bool
    classes: str


@value(frozen=True)
class MoveView:
    index: int
    text: str
    capture: bool
    selected: bool
    hint: str | None = None
    mark: str | None = None


@value(frozen=True)
class MenschView:
    phase: str
    turn: int
    board: str                      #: the board's SVG
    turn_text: str
    tries: str
    die: DieView
    moves: tuple[MoveView, ...]
    can_undo: bool
    say: str | None                 #: the message box (None: keep what it says)
    log: tuple[str, ...]
    end: EndView | None
    board_frame: str = ""           #: how the sentences count the squares
    board_rows: tuple[str, ...] = ()   #: where every piece of every player is, in words
    alert: bool = False             #: the message box tells of a piece of the person's captured
    said_cites: tuple[str, ...] = ()   #: the squares the message box cites (labelled on the board with the list's)
    log_cites: tuple[tuple[str, ...], ...] = ()   #: the squares each line of ``log`` cites


def die_face_after(previous: int | None, events: list[dict], session: MenschSession) -> tuple[int | None, bool]:
    """What the die shows after ``events`` (the last roll stays shown after its move),
    and whether it was thrown just now."""
    shown, rolled = previous, False
    for e in events:
        if e.get("say") == "mensch.say.rolled":
            shown, rolled = e["roll"], True
    if session.phase == "choose":
        shown = session.roll_value
    return shown, rolled


def turn_text(lang: str, session: MenschSession, alone: bool) -> str:
    """The banner: whose turn it is and what they do."""
    name = player_name(lang, session.turn, session.setup.names)
    if session.phase == "over":
        return WORDS(lang, "turn.over")
    if not session.is_human:         # (each a line of its own: a name typed in small letters gets a capital)
        return capital(WORDS(lang, "turn.thinking", player=f"{name} ({who(lang, session.kind)})"))
    if session.phase == "roll":
        return WORDS(lang, "mensch.turn.you_roll") if alone else capital(WORDS(lang, "mensch.turn.roll", player=name))
    if not session.choices:          # a throw with nothing to play: it passes (Continue)
        if alone:
            return WORDS(lang, "mensch.turn.you_stuck", roll=session.roll_value)
        return capital(WORDS(lang, "mensch.turn.stuck", player=name, roll=session.roll_value))
    if alone:
        return WORDS(lang, "mensch.turn.you_choose")    # (the throw is the message box's, the die shows it)
    return capital(WORDS(lang, "mensch.turn.choose", player=name))


#: The events that open a turn or a game rather than tell what a player did.
_OPENERS = ("mensch.say.next", "mensch.say.new_game")


def since_turn(lang: str, history: list[dict], seat: int, you: int | None, names,
               is_computer: Callable[[int], bool]) -> SinceView | None:
    """What everyone else did since ``seat`` last acted (its last event in ``history``), one
    line each: pieces brought out, squares moved, throws without a 6, captures (of the seat's
    pieces above all). None when nobody else played or no computer did (people at one
    device watched each other's turns)."""
    start = 0
    for i in range(len(history) - 1, -1, -1):
        event = history[i]
        if event.get("say") == "mensch.say.new_game" or (
                event.get("corner") == seat and event.get("say") != "mensch.say.next"):
            start = i + 1
            break
    runs: list[tuple[int, list[tuple[str, str]], list[int], list]] = []   # (corner, acts (kind, words), rolls, [why])
    struck: list[tuple[int, int]] = []
    landed: tuple[int, int] | None = None
    for event in history[start:]:
        key, corner = event.get("say"), event.get("corner")
        if key in _OPENERS or not isinstance(corner, int) or corner == seat:
            continue
        if not runs or runs[-1][0] != corner:
            runs.append((corner, [], [], [None]))
        _, acts, rolls, why = runs[-1]
        if key == "mensch.say.rolled":
            rolls.append(int(event["roll"]))
        elif key == "mensch.say.moved":
            origin, target = int(event["from"]), int(event["to"])
            landed = (corner, target)
            if origin < 0:
                acts.append(("enter", WORDS(lang, "mensch.since.enter")))
            elif target >= LANE > origin:
                acts.append(("lane", WORDS(lang, "mensch.since.lane")))
            elif acts and acts[-1][0] == "moved":     # "moved 6 squares, then 5"
                acts.append(("then", WORDS(lang, "mensch.since.then", n=target - origin)))
            else:
                acts.append(("moved", WORDS(lang, "mensch.since.moved", n=target - origin)))
        elif key == "mensch.say.capture":
            victim = int(event["victim"])
            if victim == seat and landed is not None:
                struck.append(landed)
            acts.append(("captured", WORDS(lang, "mensch.since.captured.yours") if victim == seat == you
                         else WORDS(lang, "mensch.since.captured", victim=player_name(lang, victim, names))))
        elif key == "mensch.say.no_move":
            why[0] = event.get("why")
    if not any(is_computer(corner) for corner, *_ in runs):
        return None
    head = (WORDS(lang, "mensch.since.head.you") if seat == you
            else WORDS(lang, "mensch.since.head", player=player_name(lang, seat, names)))
    lines = [head]
    for corner, acts, rolls, why in runs:
        said = [words for _, words in acts]
        if not said and rolls:   # (three tries for a 6 end with "third_try_failed")
            said = [WORDS(lang, "mensch.since.no_six", n=len(rolls)) if why[0] in ("needs_six", "third_try_failed")
                    else WORDS(lang, "mensch.since.stuck", roll=rolls[-1])]
        if said:
            lines.append(capital(WORDS(lang, "mensch.since.row", player=player_name(lang, corner, names),
                                       acts=", ".join(said))))
    return SinceView(tuple(lines), tuple(struck)) if len(lines) > 1 else None


def die_view(lang: str, session: MenschSession, seen: Seen) -> DieView:
    phase = session.phase
    if phase == "roll":
        label = WORDS(lang, "mensch.die.roll")
    elif phase == "choose" and seen.can_act:
        single = len(session.choices) == 1 or seen.selected is not None
        # several moves and none picked: the die does nothing of its own (the banner says pick a piece)
        label = WORDS(lang, "mensch.die.play") if single else ""
    elif phase == "over":
        label = WORDS(lang, "turn.over")
    else:
        label = WORDS(lang, "mensch.die.wait")
    aria = " · ".join(part for part in (label, WORDS(lang, "die.face", roll=seen.die_face) if seen.die_face else "")
                      if part)
    classes = (f"die c{session.turn}" + (" rolled" if seen.rolled else "")
               + (" stale" if phase == "roll" and not seen.rolled else ""))   # an earlier roll
    return DieView(seen.die_face, label, aria, not seen.can_act, classes)


def view(session: MenschSession, seen: Seen, events: list[dict]) -> MenschView:
    """Everything the page shows after ``events`` (the last action's; [] to redraw)."""
    lang = seen.lang
    you = seen.you
    names = session.setup.names
    phase = session.phase
    choosing = phase == "choose" and session.is_human and not seen.busy
    moves = session.choices if choosing else []
    selected = seen.selected if choosing else None
    hints = session.hints() if moves and seen.hints else [None] * len(moves)
    items, said_of = [], []
    order = listed(session, seen.hints) if moves else []   # with hints, the moves are listed best first
    for i in order:
        move = moves[i]
        victim = session.victim(move)
        hint = hints[i]
        if hint is not None:                   # the reason that tells this move apart from the others
            hint = telling(hint, [h for k, h in enumerate(hints) if k != i and h is not None])
        text = describe_move(lang, move, session.turn, victim, names, frame_of(you))
        hinted = hint_text(lang, hint, names) if hint else None
        said_of.append(text + (f" ({hinted})" if hinted else ""))     # (inside a sentence: as it is)
        # an entry of the list, and its hint on a line of its own, each starts with a capital
        items.append(MoveView(i, capital(text), victim is not None, i == selected,
                              capital(hinted) if hinted else None, hint_mark(hint) if hint else None))
    tries = session.position.get("tries", 0)
    spoken = [(e, line) for e in events if (line := say(lang, e, you, names))][-SAY_SIZE:]   # (as message() keeps them)
    said = message([line for _, line in spoken])
    said_cites = cites(e for e, _ in spoken) if said is not None else seen.said_cites
    since = None
    if (events and phase == "roll" and session.is_human and events[-1].get("say") == "mensch.say.next"
            and events[-1].get("corner") == session.turn):     # a person's turn has come back
        since = since_turn(lang, session.history, session.turn, you, names,
                           lambda corner: session.kind_of(corner) != HUMAN)
        if since is not None:
            said = "\n".join(since.lines + tuple(say_all(lang, events[-1:], you, names)))
            said_cites = ()      # (what each did: in pieces and squares moved, no square named)
    if said is None and selected is not None and not events:        # the cursor moved: say where it is
        at = order.index(selected) if selected in order else 0
        said = WORDS(lang, "mensch.say.selected", i=at + 1, n=len(items), move=said_of[at])
        said_cites = cites([moves[order[at]]], session.turn)
    if said is None and seen.prompt:
        said_cites = ()
    listed_cites = cites(moves, session.turn) if items else ()    # the list's moves (and their hints)
    head, rows = board_words(lang, session.position, you, names)
    told = [(e, line) for e in session.history if (line := say(lang, e, you, names))]   # the log's lines
    end = None
    result = session.result
    if phase == "over" and result is not None:
        won = WORDS.addressed("mensch.say.won", {"corner": result["winner"]}, you)
        end = end_view(lang, session, you, lambda lang, seat: player_name(lang, seat, names),
                       WORDS(lang, won, player=player_name(lang, result["winner"], names)))
    return MenschView(
        phase=phase, turn=session.turn,
        board=render_board(session.position, moves=moves, selected=selected, last=session.last,
                           show_turn=phase != "over", lang=lang, names=names, frame=frame_of(you),
                           numbers=seen.numbers, struck=since.struck if since is not None else (),
                           cited=dict.fromkeys(said_cites + listed_cites + seen.log_cites)),
        turn_text=turn_text(lang, session, you is not None),
        tries=WORDS(lang, "mensch.turn.tries", n=tries + 1) if tries and phase == "roll" else "",
        die=die_view(lang, session, seen),
        moves=tuple(items),
        can_undo=session.can_undo,
        say=said or (WORDS(lang, seen.prompt) if seen.prompt else None),
        log=log_lines([line for _, line in told]),
        log_cites=log_lines([cites([event]) for event, _ in told]),
        end=end,
        board_frame=head,
        board_rows=tuple(rows),
        alert=since is not None and bool(since.struck),
        said_cites=said_cites,
    )


#: Why a piece other than the one that moves cannot (the engine's codes, ludo.mensch.Why), said
#: after "only one piece can move the full roll"
BLOCKED = ("needs_six", "exact_roll", "own_piece_blocks", "no_lane_jump")


def only_one(lang: str, position: dict, roll: int, move: dict) -> str:
    """One move and no rule of choice: why the other pieces cannot move, as the engine says
    (each reason once); every piece in the base, that the 6 brings one out."""
    state = position_from_json(position)
    if set(state.mover) == {-1}:
        return WORDS(lang, "mensch.say.only_enter")
    codes: list[str] = []
    for origin in sorted(set(state.mover) - {move["from"]}):
        code = why_not(state, roll, origin)
        if code in BLOCKED and code not in codes:
            codes.append(code)
    return " ".join([WORDS(lang, "mensch.say.only_one")] + [WORDS(lang, f"mensch.why.{code}") for code in codes])


def explain(lang: str, session: MenschSession) -> tuple[str, str, tuple[str, ...]]:
    """The embed's explanation of a roll: its legal moves' heading, the rule behind the
    choice (or why there is no move, and what passing it does), and per move the rule
    that singles it out (when the moves differ in that)."""
    moves, roll = session.choices, session.roll_value
    if session.phase != "choose" or roll is None:
        return "", "", ()
    if not moves:
        return (WORDS(lang, "mensch.explain.none", roll=roll),
                " ".join(say_all(lang, session.pass_events(), None, session.setup.names)), ())
    rules = {m.get("rule") for m in moves}
    if len(rules) == 1 and None not in rules:
        rule = rule_text(lang, moves[0])
    elif len(moves) == 1:
        rule = only_one(lang, session.position, roll, moves[0])
    else:
        rule = WORDS(lang, "mensch.say.free_choice", n=len(moves))
    notes = tuple("" if len(rules) == 1 else rule_text(lang, m) for m in moves)
    return WORDS(lang, "mensch.explain.legal", roll=roll), rule, notes


def status(lang: str, session: MenschSession) -> str:
    """The turn in one line, for a board in a frame (nobody is "you" there)."""
    return turn_text(lang, session, False)
