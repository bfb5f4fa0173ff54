"""The colonne game's words (in every language of locale/) and its events said as sentences.

:data:`WORDS` is the game's catalogue (:mod:`ludoview.games.colonne.catalog`; it falls back to the shell's). Event
keys (``c.rolled``, ``c.step``, ...) are their own sentences' keys; every
sentence of a colonne game in any page comes from here.
"""

from __future__ import annotations

from ludo import api
from ludo.errors import LudoError
from ludoview.core.i18n import capital
from ludoview.core.names import Names
from ludoview.core.words import SHELL
from ludoview.games.colonne.catalog import WORDS

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(n: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def _geometry():
    """The engine's :mod:`ludo.colonne.geometry`, imported when first needed: the main page
    imports these words at its start, and importing a module of ``ludo.colonne`` runs the
    package's ``__init__``, which imports the whole engine."""
    from ludo.colonne import geometry

    return geometry


def sizes(variant: str) -> tuple[int, int]:
    """The entry lane's and the track's lengths of a variant (the engine's geometry)."""
    return _geometry().entry_and_track(variant)


def finish(variant: str) -> int:
    """The progress of a variant's finish (the engine's geometry)."""
    return _geometry().finish(variant)


def colour_name(lang: str, colour: str) -> str:
    return WORDS(lang, f"colonne.colour.{colour}")


def player_name(lang: str, colour: str, names: Names | None = None) -> str:
    """A player's name: the one given in the setup, else white or black."""
    return (names or {}).get(colour) or colour_name(lang, colour)


def place(lang: str, variant: str, progress: int, role: str = "") -> str:
    """Where a piece at ``progress`` stands: off the board, an entry square, the track, the finish.

    ``role``: "from", "to" or "in" for the place as a step says it, with the words each
    language joins to it ("dall'ingresso V", "de la case 3", "jusqu'à l'arrivée", "ins Ziel")."""
    entry, track = sizes(variant)
    params: dict[str, object]
    if progress == 0:
        kind, params = "colonne.place.off", {}
    elif progress <= entry:
        kind, params = "colonne.place.entry", {"roman": roman(entry - progress + 1)}
    elif progress <= entry + track:
        kind, params = "colonne.place.track", {"n": progress - entry}
    else:
        kind, params = "colonne.place.finish", {}
    key = f"{kind}.{role}" if role and f"{kind}.{role}" in WORDS else kind
    return WORDS(lang, key, **params)


def dice_text(dice) -> str:
    return "+".join(str(int(d)) for d in dice)


def dice_list(dice) -> str:
    return ", ".join(str(int(d)) for d in dice)


def step_text(lang: str, variant: str, step: dict) -> str:
    """A step in words: "new piece at entry V with 5", "column of 2 from square 3 to square 8 with 2+3"."""
    dice = dice_text(step["dice"])
    if step["from"] == 0:
        text = WORDS(lang, "colonne.step.enter", to=place(lang, variant, step["to"], "in"), dice=dice)
    else:
        pieces = step.get("pieces", 1)
        unit = WORDS(lang, "colonne.step.piece") if pieces == 1 else WORDS(lang, "colonne.step.column", n=pieces)
        text = WORDS(lang, "colonne.step.move", unit=unit, from_=place(lang, variant, step["from"], "from"),
                     to=place(lang, variant, step["to"], "to"), dice=dice)
    return text + _beats(lang, step)


def _beats(lang: str, step: dict) -> str:
    return " · " + WORDS(lang, "colonne.step.beats", n=step["captures"]) if step.get("captures") else ""


def _binds(lang: str, position: dict, step: dict) -> str:
    end = finish(position["variant"])
    own = position["pieces"][position["turn"]].count(step["to"]) if 0 < step["to"] < end else 0
    return " · " + WORDS(lang, "colonne.step.binds", n=own + step.get("pieces", 1)) if own else ""


def move_text(lang: str, position: dict, step: dict) -> str:
    """A legal step of ``position`` in words, saying when it binds into a column."""
    return step_text(lang, position["variant"], step) + _binds(lang, position, step)


def unit_words(lang: str, variant: str, origin: int, pieces: int = 1) -> str:
    """What a step moves, as the crowd chooser heads its steps: "New piece", "Piece from entry
    XVII", "Column of 2 from square 3"."""
    if origin == 0:
        return WORDS(lang, "colonne.tap.new")
    unit = WORDS(lang, "colonne.step.piece") if pieces == 1 else WORDS(lang, "colonne.step.column", n=pieces)
    return capital(WORDS(lang, "colonne.tap.from", unit=unit, from_=place(lang, variant, origin, "from")))


def tap_text(lang: str, position: dict, step: dict, names: Names | None = None) -> tuple[str, str]:
    """A legal step of ``position`` as the crowd chooser's button that plays it says it: its
    heading (:func:`unit_words`, what moves) and the button's words, where it goes with which
    dice and what it beats or binds ("To entry XVI with 1 · binds into a column of 2")."""
    variant = position["variant"]
    to = place(lang, variant, step["to"], "in" if step["from"] == 0 else "to")
    text = capital(WORDS(lang, "colonne.tap.step", to=to, dice=dice_text(step["dice"])))
    return (unit_words(lang, variant, step["from"], step.get("pieces", 1)),
            text + _beats(lang, step) + _binds(lang, position, step))


def unit_tap_text(lang: str, picked: bool, pieces: int) -> str:
    """The crowd chooser's button of a unit whose tap picks it (or, ``picked`` already, puts it back)."""
    if picked:
        return WORDS(lang, "colonne.tap.all")
    return WORDS(lang, "colonne.tap.only.piece" if pieces == 1 else "colonne.tap.only.column")


def unit_tap_words(lang: str, position: dict, picked: bool, origin: int, pieces: int) -> tuple[str, str]:
    """A unit of a crowd whose tap picks it (or puts it back): its button's words and heading."""
    return unit_tap_text(lang, picked, pieces), unit_words(lang, position["variant"], origin, pieces)


def choice_text(lang: str, position: dict, roll, steps: list | None, names: Names | None = None,
                done: bool = True, you: str | None = None) -> str:
    """A turn of the review in a plain sentence's words: its steps one after another, each
    said in the position it is taken in (the throw's dice in it, the steps before it played),
    as taken (``done``: "moved the piece from square 1 to square 6", said after "Black rolled
    a 5 and a 6 and") or as the ones to take (after "it was better to"); what they beat or bind.
    ``you``: the colour of the one person against the computer, whose pieces beaten are
    "yours" (the turns told since theirs)."""
    form = "did" if done else "do"
    if not steps:
        return SHELL(lang, f"review.no_move.{form}")
    try:
        at = api.roll(position, list(roll))
    except (LudoError, ValueError, TypeError):
        at = position
    said, before = [], None
    for step in steps:
        said.append(_step_said(lang, at, step, names, form, before, you))
        before = step
        try:
            at = api.play(at, step)
        except (LudoError, ValueError, TypeError):
            pass
    text = said[0]
    for more in said[1:]:
        text = SHELL(lang, "review.then", first=text, then=more)
    return text


def _step_said(lang: str, position: dict, step: dict, names: Names | None, form: str,
               before: dict | None = None, you: str | None = None) -> str:
    """One step of a turn (``before``: the turn's step before it, if any)."""
    variant, mover = position["variant"], position["turn"]
    end = finish(variant)
    pieces = int(step.get("pieces", 1))
    if step["from"] == 0:
        entered = before is not None and before["from"] == 0
        text = WORDS(lang, "colonne.rc.another" if entered else f"colonne.rc.enter.{form}", to=place(lang, variant, step["to"], "in"))
    elif (before is not None and before["to"] == step["from"] and int(before.get("pieces", 1)) == pieces
          and position["pieces"][mover].count(step["from"]) == pieces):   # the very unit the step before moved
        text = WORDS(lang, f"colonne.rc.on.{form}" + (".column" if pieces > 1 else ""), to=place(lang, variant, step["to"], "to"))
    else:
        unit = WORDS(lang, "colonne.rc.piece") if pieces == 1 else WORDS(lang, "colonne.rc.column", n=pieces)
        text = WORDS(lang, f"colonne.rc.move.{form}", unit=unit, from_=place(lang, variant, step["from"], "from"),
                     to=place(lang, variant, step["to"], "to"))
    if step.get("captures"):
        opponent = "black" if mover == "white" else "white"
        text = WORDS(lang, f"colonne.rc.beats.{form}" + (".yours" if opponent == you and form == "did" else ""),
                     move=text, n=int(step["captures"]), victim=player_name(lang, opponent, names))
    elif 0 < step["to"] < end and position["pieces"][mover].count(step["to"]):
        text = WORDS(lang, f"colonne.rc.binds.{form}", move=text,
                     n=position["pieces"][mover].count(step["to"]) + int(step.get("pieces", 1)))
    return text


def chance_text(lang: str, estimate: float) -> str:
    """A win chance (0..1) as a percentage: "62% to win"; never 0% or 100% unless it is certain."""
    pct = round(float(estimate) * 100)
    if 0 < estimate < 1:
        pct = min(99, max(1, pct))
    return WORDS(lang, "colonne.hint.chance", pct=pct)


def reason_text(lang: str, variant: str, reason: dict, opponent: str, names: Names | None = None,
                then: bool = False) -> str:
    """One reason code of a hint (``{"code", "args"}``) as words said of the step: "beats a piece of
    Black's", "stops 3 squares ahead of Black's column of 2"; ``then``: said after another reason."""
    code, args = reason["code"], reason.get("args") or {}
    player = player_name(lang, opponent, names)
    key = f"colonne.hint.{code}" + (".and" if then and code == "exposed" else "")
    if code in ("captures", "finishes"):
        params: dict = {"n": int(args["n"]), "player": player}
        if code == "finishes":
            params["to"] = place(lang, variant, finish(variant), "to")
        return WORDS(lang, key, **params)
    if code == "exposed":
        by = int(args["by"])
        return WORDS(lang, key + (".column" if by > 1 else ""), distance=int(args["distance"]), by=by, player=player)
    if code == "escapes":
        by = int(args["from_height"])
        return WORDS(lang, key + (".column" if by > 1 else ""), by=by, player=player)
    if code == "binds":
        return WORDS(lang, key, height=int(args["height"]))
    if code == "advances":
        return WORDS(lang, key, squares=int(args["squares"]))
    return WORDS(lang, key, player=player)


def hint_text(lang: str, variant: str, hint: dict, opponent: str, names: Names | None = None) -> str | None:
    """A hint of the engine for a step as words: its mark, its most telling reason (and the risk it
    runs, when that is not the first) and its chance: "good: beats a piece of Black's (62% to win)".
    None for a hint this page version cannot word."""
    from ludo.colonne.hints import RISKS  # here: the page's start needs no engine for its words

    try:
        reasons = list(hint.get("reasons") or [{"code": hint["reason"], "args": hint.get("args") or {}}])
        codes = [r["code"] for r in reasons]
        mark = str(hint["mark"])
        if f"colonne.hint.{mark}" not in WORDS or any(f"colonne.hint.{c}" not in WORDS for c in codes[:1]):
            return None
        if mark == "good" and any(c in RISKS for c in codes):
            mark = "good_risky"   # the best step here, though it stays in reach
        elif mark == "risky" and not any(c in RISKS for c in codes):
            mark = "weaker"       # no risk it runs: clearly worse than the best, and said so
        reason = reason_text(lang, variant, reasons[0], opponent, names)
        risk = next((r for r in reasons[1:] if r["code"] in RISKS), None)
        if risk is not None:
            reason += " " + reason_text(lang, variant, risk, opponent, names, then=True)
        return WORDS(lang, "colonne.hint.line", mark=WORDS(lang, f"colonne.hint.{mark}"), reason=reason,
                     chance=chance_text(lang, hint["estimate"]))
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def hint_mark(hint: dict) -> str:
    """How a hint is drawn (its class: colour and sign), from the nature of its reasons as its words
    are: "risky" (red, the risk sign) only for a step that runs a risk; a step worse than the best
    for a good reason (it escapes, it beats a piece) is "weaker" (neutral); the best step that
    stays in reach is still "good"."""
    from ludo.colonne.hints import RISKS

    mark = str(hint.get("mark"))
    codes = [r.get("code") for r in hint.get("reasons") or [{"code": hint.get("reason")}] if isinstance(r, dict)]
    if mark == "risky" and not any(c in RISKS for c in codes):
        return "weaker"
    return mark


def board_label(lang: str, variant: str, turn: str | None = None, names: Names | None = None) -> str:
    """The board's accessible name: the game and its size, and whose turn it is (``turn`` None:
    nobody's, the game is over). Short: where the pieces stand is the board in words."""
    size = _geometry().SIZES[variant]
    board = WORDS(lang, f"colonne.board.label.{variant}", pieces=size["pieces"], dice=size["dice"])
    return board if turn is None else WORDS(lang, "colonne.board.label.turn", board=board,
                                            player=player_name(lang, turn, names))


def board_words(lang: str, position: dict, you: str | None = None, names: Names | None = None) -> tuple[str, list[str]]:
    """The board in words: how the lanes and the track run, then where every unit of each player is."""
    variant = position["variant"]
    entry, track = sizes(variant)
    end = finish(variant)
    head = WORDS(lang, "colonne.board.frame", first=roman(entry), track=track)
    rows = []
    for colour in _geometry().COLOURS:
        counts: dict[int, int] = {}
        for p in position["pieces"][colour]:
            counts[p] = counts.get(p, 0) + 1
        places = []
        if counts.get(0):
            places.append(WORDS(lang, "colonne.board.off", n=counts[0]))
        for p in sorted(k for k in counts if 0 < k < end):
            where = place(lang, variant, p)
            places.append(where if counts[p] == 1 else WORDS(lang, "colonne.board.column", n=counts[p], place=where))
        if counts.get(end):
            places.append(WORDS(lang, "colonne.board.finish", n=counts[end]))
        name = player_name(lang, colour, names) + (f" ({WORDS(lang, 'who.you')})" if colour == you else "")
        rows.append(capital(WORDS(lang, "colonne.board.row", player=name, places=", ".join(places))))
    return head, rows


def say(lang: str, event: dict, variant: str, you: str | None = None, names: Names | None = None) -> str | None:
    """One colonne event as a sentence (None for one this page version cannot word).

    ``you``: the colour of the one person playing against the computer; what they
    do (or suffer) is said to them as "you"."""
    key = event.get("say")
    if not isinstance(key, str) or key not in WORDS:
        return None
    try:
        params: dict[str, object] = {"player": player_name(lang, event["colour"], names) if "colour" in event else ""}
        if key in ("colonne.say.opening", "colonne.say.opening_tie"):
            params.update(white=dice_text(event["white"]), black=dice_text(event["black"]))
        elif key == "colonne.say.rolled":
            params["dice"] = dice_list(event["dice"])
        elif key == "colonne.say.step":
            params["step"] = step_text(lang, variant, event["step"])
        elif key == "colonne.say.capture":
            params.update(victim=player_name(lang, event["victim"], names), n=int(event["n"]))
        elif key in ("colonne.say.lost", "colonne.say.pass"):
            params.update(dice=dice_list(event["dice"]), n=len(event["dice"]))   # n: "this die" or "these dice"
        return capital(WORDS(lang, WORDS.addressed(key, event, you), **params))   # (a name typed in lower case)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], variant: str, you: str | None = None,
            names: Names | None = None) -> list[str]:
    return [text for text in (say(lang, e, variant, you, names) for e in events) if text]
