"""What the main page shows of a colonne game, as data (pure: tested without a browser).

:func:`view` turns the session and the page's own state (:class:`Seen`: the
language, the player's :class:`~ludoview.games.colonne.controls.Pick`, the step
under the cursor, ...) into a :class:`ColonneView`; :mod:`ludoview.games.colonne.page`
writes it into the document.
"""

from __future__ import annotations

from collections.abc import Callable

from ludo.colonne.jsonio import position_to_json, step_to_json
from ludo.values import value
from ludoview.core.i18n import capital
from ludoview.core.names import Names
from ludoview.core.session import HUMAN
from ludoview.core.view import EndView, SinceView, end_view, log_lines, message, roll_words, who
from ludoview.games.colonne.board import render_colonne
from ludoview.games.colonne.controls import Chooser, matching, unit_has_steps, used_dice
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.words import (
    WORDS,
    board_words,
    choice_text,
    dice_text,
    hint_mark,
    hint_text,
    player_name,
    say_all,
    step_text,
)


@value(frozen=True)
class Seen:
    """The page's state beside the session."""

    lang: str = "en"
    you: str | None = None          #: the one person against the computer (spoken to as "you")
    chooser: Chooser = Chooser()    #: the dice, unit and target picked, the step under the cursor
    can_act: bool = False           #: a person may act now
    hints: bool = False             #: the "Show hints" setting
    orient: str = "landscape"       #: the board's layout for the page's box (``core.view.board_orient``)


@value(frozen=True)
class DieChip:
    """One die of the turn: ``index`` into the dice left (None: used, or not thrown)."""

    value: int | None
    index: int | None
    on: bool
    label: str


@value(frozen=True)
class DiceView:
    roll_button: bool               #: the person's turn to throw: a "Roll the dice" button
    roll_label: str
    count: int                      #: dice a throw has
    chips: tuple[DieChip, ...]
    choosing: bool
    all_label: str | None           #: the "All = n" button (None: not offered)
    all_on: bool
    status: str | None              #: the chosen sum, or how to choose
    note: str | None = None         #: how entering works, while a piece may enter
    thrown: bool = False            #: the dice have just been thrown (they tumble in, motion allowed)


@value(frozen=True)
class StepView:
    index: int
    text: str
    capture: bool
    selected: bool
    hint: str | None = None         #: the hint in words ("good: beats a piece of Black's (62% to win)")
    mark: str | None = None         #: good, ok or risky (the hint's class)

    @property
    def label(self) -> str:
        """The step's accessible name: the step, and its hint when hints are shown."""
        return f"{self.text} — {self.hint}" if self.hint else self.text


@value(frozen=True)
class ColonneView:
    phase: str
    turn: str
    variant: str
    board: str
    turn_text: str
    dice: DiceView
    steps: tuple[StepView, ...]
    can_undo: bool
    say: str | None
    log: tuple[str, ...]
    end: EndView | None
    board_frame: str = ""
    board_rows: tuple[str, ...] = ()
    alert: bool = False             #: the message box tells of a piece of the person's beaten


def since_turn(lang: str, session: ColonneSession, seat: str, you: str | None, names: Names | None,
               is_computer: Callable[[str], bool]) -> SinceView | None:
    """What the other player did since ``seat`` last acted, a line a throw (a double brings
    another), its steps as the review says them ("Black rolled a 5 and a 3 and brought a new
    piece in at entry VIII, then moved it on to square 3"), each piece of the seat's beaten
    said ("beating one of your pieces") and marked where. None when the other is no computer
    (people at one device watch each other's turns) or has not thrown."""
    game = session.game
    actions, positions = game.history, game.positions
    start = next((i + 1 for i in range(len(actions) - 1, -1, -1) if positions[i].turn == seat), 0)
    throws: list[tuple[str, dict, tuple, list[dict]]] = []    # (who threw, the position before, the dice, the steps)
    for i in range(start, len(actions)):
        kind, action = actions[i]
        if kind == "roll":
            throws.append((positions[i].turn, position_to_json(positions[i]), action, []))
        elif throws:
            throws[-1][3].append(step_to_json(action))
    if not any(is_computer(colour) for colour, *_ in throws):
        return None
    lines = [WORDS(lang, "colonne.since.head.you") if seat == you
             else WORDS(lang, "colonne.since.head", player=player_name(lang, seat, names))]
    struck: list[tuple[str, int]] = []
    for colour, before, dice, steps in throws:
        lines.append(capital(WORDS(lang, "colonne.since.throw", player=player_name(lang, colour, names),
                                   roll=roll_words(lang, dice),
                                   steps=choice_text(lang, before, dice, steps, names, True, you))))
        struck += [(colour, step["to"]) for step in steps if step.get("captures")]
    return SinceView(tuple(lines), tuple(struck))


def turn_text(lang: str, session: ColonneSession, you: str | None) -> str:
    name = player_name(lang, session.turn, session.setup.names)
    if session.phase == "over":
        return WORDS(lang, "turn.over")
    if not session.is_human:         # (each a line of its own: a name typed in small letters gets a capital)
        return capital(WORDS(lang, "turn.thinking", player=f"{name} ({who(lang, session.kind)})"))
    key = "colonne.turn.roll" if session.phase == "roll" else "colonne.turn.choose"
    return capital(WORDS(lang, WORDS.addressed(key, {"colour": session.turn}, you), player=name))


def dice_view(lang: str, session: ColonneSession, seen: Seen, choosing: bool, thrown: bool = False) -> DiceView:
    """The dice tray: the roll button, or this turn's dice (used ones greyed); ``thrown``: just now."""
    count = session.setup.dice
    if session.phase == "roll" and seen.can_act:
        return DiceView(True, WORDS(lang, "colonne.dice.roll"), count, (), False, None, False, None)
    left = session.left
    rolled: list[int | None] = list(session.rolled) if session.rolled else [None] * count
    used = used_dice(session.rolled, left) if session.rolled else [True] * count
    free = list(range(len(left)))
    chips = []
    for pips, gone in zip(rolled, used, strict=True):
        if gone or pips is None:
            label = WORDS(lang, "colonne.dice.used", value=pips) if pips else WORDS(lang, "colonne.dice.label")
            chips.append(DieChip(pips, None, False, label))
            continue
        index = next(i for i in free if left[i] == pips)
        free.remove(index)
        chips.append(DieChip(pips, index, index in seen.chooser.pick.dice, WORDS(lang, "colonne.dice.die", value=pips)))
    offer_all = choosing and len(left) > 1
    status = None
    if choosing:
        values = seen.chooser.pick.values(left)
        status = WORDS(lang, "colonne.dice.sum", sum="+".join(map(str, values)) + (f" = {sum(values)}" if len(values) > 1
                                                                            else "")) \
            if values else WORDS(lang, "colonne.dice.hint")
    return DiceView(False, WORDS(lang, "colonne.dice.roll"), count, tuple(chips), choosing,
                    f"{WORDS(lang, 'colonne.dice.all')} = {sum(left)}" if offer_all else None,
                    offer_all and len(seen.chooser.pick.dice) == len(left), status,
                    entry_note(lang, session.choices) if choosing else None, thrown and bool(session.rolled))


def entry_note(lang: str, steps: list[dict]) -> str | None:
    """How entering works (a bigger sum enters further from the track), while a step enters."""
    return WORDS(lang, "colonne.note.enter") if any(step["from"] == 0 for step in steps) else None


def view(session: ColonneSession, seen: Seen, events: list[dict]) -> ColonneView:
    """Everything the page shows after ``events`` (the last action's; [] to redraw)."""
    lang = seen.lang
    names = session.setup.names
    phase = session.phase
    choosing = seen.can_act and phase == "choose"
    steps = session.choices if choosing else []
    left = session.left
    fits = matching(steps, seen.chooser.pick, left)
    units = unit_has_steps(steps, seen.chooser.pick, left)
    narrowed = (bool(seen.chooser.pick.dice) or seen.chooser.pick.origin is not None or seen.chooser.cursor is not None
                or len({steps[i]["from"] for i in fits}) == 1)
    end = None
    result = session.result
    if phase == "over" and result is not None:
        winner = result["winner"]
        won = WORDS.addressed("colonne.say.won", {"colour": winner}, seen.you)
        end = end_view(lang, session, seen.you, lambda lang, seat: player_name(lang, seat, names),
                       WORDS(lang, won, player=player_name(lang, winner, names)))
    sentences = say_all(lang, events, session.setup.variant, seen.you, names)
    variant = session.setup.variant
    hints = session.hints() if steps and seen.hints else [None] * len(steps)
    opponent = next(c for c in session.setup.seats if c != session.turn)
    steps_shown, said_of = [], []
    for i in fits:
        hint = hints[i]
        text = step_text(lang, variant, steps[i])
        hinted = hint_text(lang, variant, hint, opponent, names) if hint else None
        said_of.append(f"{text} — {hinted}" if hinted else text)     # (inside a sentence: as it is)
        # an entry of the list, and its hint on a line of its own, each starts with a capital
        steps_shown.append(StepView(i, capital(text), bool(steps[i].get("captures")), i == seen.chooser.cursor,
                                    capital(hinted) if hinted else hinted, hint_mark(hint) if hint else None))
    said = message(sentences)
    since = None
    if (events and phase == "roll" and session.is_human and events[-1].get("say") == "colonne.say.next"
            and events[-1].get("colour") == session.turn):     # a person's turn has come back
        since = since_turn(lang, session, session.turn, seen.you, names,
                           lambda colour: session.kind_of(colour) != HUMAN)
        if since is not None:
            said = "\n".join(since.lines + tuple(sentences[-1:]))
    cursor = seen.chooser.cursor
    if said is None and cursor in fits:                  # the cursor moved: say which step it is on (and its hint)
        said = WORDS(lang, "colonne.say.selected", i=fits.index(cursor) + 1, n=len(fits), step=said_of[fits.index(cursor)])
    head, rows = board_words(lang, session.position, seen.you, names)
    return ColonneView(
        phase=phase, turn=session.turn, variant=session.setup.variant,
        board=render_colonne(session.position, moves=steps, lang=lang, units=units,
                             targets=fits if narrowed else [], chosen=seen.chooser.pick.origin,
                             selected=seen.chooser.cursor, dice_labels=True, names=names, orient=seen.orient,
                             show_turn=phase != "over", struck=since.struck if since is not None else ()),
        turn_text=turn_text(lang, session, seen.you),
        dice=dice_view(lang, session, seen, choosing, any(e.get("say") == "colonne.say.rolled" for e in events)),
        steps=tuple(steps_shown),
        can_undo=session.can_undo,
        say=said or (WORDS(lang, seen.chooser.prompt) if seen.chooser.prompt else None),
        log=log_lines(say_all(lang, session.history, session.setup.variant, seen.you, names)),
        end=end,
        board_frame=head,
        board_rows=tuple(rows),
        alert=since is not None and bool(since.struck),
    )


def explain(lang: str, session: ColonneSession) -> tuple[str, str, tuple[str, ...]]:
    """The embed's explanation of a throw: the legal steps' heading and the rule that one
    must be played (colonne passes a throw without a step by itself), and how entering
    works while a piece may enter."""
    if session.phase != "choose":
        return "", "", ()
    rule = " ".join(filter(None, (WORDS(lang, "colonne.say.must"), entry_note(lang, session.choices))))
    return WORDS(lang, "colonne.say.legal", dice=dice_text(session.left)), rule, ("",) * len(session.choices)


def status(lang: str, session: ColonneSession) -> str:
    """The turn in one line, for a board in a frame (nobody is "you" there)."""
    return turn_text(lang, session, None)
