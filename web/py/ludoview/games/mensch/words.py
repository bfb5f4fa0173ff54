"""The mensch game's words (in every language of locale/) and its events said as sentences.

:data:`WORDS` is the game's catalogue (:mod:`ludoview.games.mensch.catalog`; it falls back to the shell's). The
functions turn a session's events, places and moves into sentences; every
sentence of a mensch game in any page comes from here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ludo import api
from ludo.errors import LudoError
from ludo.mensch.geometry import LANE, LANE_SQUARES, RING, progress_at, ring_square
from ludoview.core.i18n import capital
from ludoview.core.names import Names
from ludoview.core.words import SHELL
from ludoview.games.mensch.catalog import WORDS


def colour_name(lang: str, corner: int) -> str:
    return WORDS(lang, f"mensch.colour.{int(corner)}")


def player_name(lang: str, corner: int, names: Names | None = None) -> str:
    """A player's name: the one given in the setup, else their colour."""
    return (names or {}).get(int(corner)) or colour_name(lang, corner)


def square_number(corner: int, progress: int, frame: int = 0) -> int | None:
    """The number of the ring square where a piece of ``corner`` at ``progress`` stands, as
    every sentence counts them: clockwise from the start square of ``frame`` (square 1) --
    the listener's own corner when one person plays, else Red's. None off the ring."""
    if not 0 <= progress < RING:
        return None
    return progress_at(int(frame), ring_square(int(corner), progress)) + 1


def cites(items: Iterable[Mapping], corner: int | None = None) -> tuple[str, ...]:
    """The board's squares that the sentences about ``items`` cite by number, each once, in order:
    ``items`` are events or moves, a piece of ``item["corner"]`` (else of ``corner``) going
    ``from`` one progress ``to`` another, said as "square 3 → square 9", "start square (1)",
    "home lane 2" (a base has no number). Each square is named as the board names its spot:
    ``r12`` (ring square 12), ``l0-2`` (the third square of corner 0's home lane); the board
    writes the number the sentences give it (:func:`cited_number`). Anything else is skipped."""
    found: list[str] = []
    for item in items:
        try:
            whose = int(item.get("corner", corner))
            places = [int(item[name]) for name in ("from", "to") if name in item]
        except (TypeError, ValueError):
            continue
        for progress in places:
            if 0 <= progress < RING:
                key = f"r{ring_square(whose, progress)}"
            elif LANE <= progress < LANE + LANE_SQUARES:
                key = f"l{whose}-{progress - LANE}"
            else:
                continue
            if key not in found:
                found.append(key)
    return tuple(found)


def cited_number(key: str, frame: int = 0) -> int:
    """The number the sentences give the square ``key`` names (:func:`cites`): a ring square's
    counted clockwise from ``frame``'s start square (1, :func:`square_number`), a home lane's
    square its place in the lane (1 to 4)."""
    if key.startswith("r"):
        return progress_at(int(frame), int(key[1:])) + 1
    return int(key.split("-")[1]) + 1


def frame_of(you: int | None) -> int:
    """Whose start square 1 is: the one person's playing against computers, else Red's."""
    return 0 if you is None else int(you)


def place_label(lang: str, corner: int, progress: int, frame: int = 0) -> str:
    """Where a piece of ``corner`` at ``progress`` stands: base, a numbered ring square (its
    start square said as such), or its home lane's square."""
    if progress < 0:
        return WORDS(lang, "mensch.place.base")
    if progress < RING:
        key = "mensch.place.start" if progress == 0 else "mensch.place.field"
        return WORDS(lang, key, n=square_number(corner, progress, frame))
    return WORDS(lang, "mensch.place.goal", n=progress - LANE + 1)


def describe_move(lang: str, move: dict, corner: int, victim: int | None = None, names: Names | None = None,
                  frame: int = 0) -> str:
    """"square 3 → square 9" (and who it captures), for a move of ``corner``."""
    text = WORDS(lang, "mensch.move.text", from_=place_label(lang, corner, move["from"], frame),
                 to=place_label(lang, corner, move["to"], frame))
    if victim is not None:
        text += " · " + WORDS(lang, "mensch.move.capture", player=player_name(lang, victim, names))
    return text


def choice_text(lang: str, position: dict, roll, move: dict | None, names: Names | None = None,
                done: bool = True, capture: bool = True) -> str:
    """A move of the review in a plain sentence's words, for the player to move in ``position``
    with ``roll``: as made (``done``: "moved the piece on square 26 to square 29", said after
    "Blue rolled a 3 and") or as the one to make ("move the piece ...", after "it was better
    to"); whom it captures too (not with ``capture`` False: a sentence that says it after).
    Squares are counted from Red's start, as in the replay."""
    form = "did" if done else "do"
    if not move:
        return SHELL(lang, f"review.no_move.{form}")
    corner, start, end = int(position["turn"]), int(move["from"]), int(move["to"])
    if start < 0:
        text = WORDS(lang, f"mensch.rm.enter.{form}")
    elif end < RING:
        text = WORDS(lang, f"mensch.rm.ring.{form}", from_=square_number(corner, start), to=square_number(corner, end))
    elif start < RING:
        text = WORDS(lang, f"mensch.rm.lane.{form}", from_=square_number(corner, start), to=end - LANE + 1)
    else:
        text = WORDS(lang, f"mensch.rm.inlane.{form}", from_=start - LANE + 1, to=end - LANE + 1)
    victim = _victim(position, roll, move) if capture else None
    if victim is not None:
        text = WORDS(lang, f"mensch.rm.capture.{form}", move=text, victim=player_name(lang, victim, names))
    return text


def tap_text(lang: str, position: dict, move: dict, names: Names | None = None, frame: int = 0) -> tuple[str, str]:
    """A legal move of ``position`` as the button that plays it says it ("Move the piece from
    square 12 to square 17", "Bring a piece out of the base", and whom it captures): the crowd
    chooser's words (no group: mensch's moves need no heading). Squares are counted from the
    start square of ``frame`` (:func:`square_number`), as the page's other sentences count them."""
    from ludoview.games.mensch.events import victim_of  # (the engine's position: not at the page's start)

    corner, start, end = int(position["turn"]), int(move["from"]), int(move["to"])
    if start < 0:
        text = WORDS(lang, "mensch.tap.enter")
    elif end < RING:
        text = WORDS(lang, "mensch.tap.ring", from_=square_number(corner, start, frame),
                     to=square_number(corner, end, frame))
    elif start < RING:
        text = WORDS(lang, "mensch.tap.lane", from_=square_number(corner, start, frame), to=end - LANE + 1)
    else:
        text = WORDS(lang, "mensch.tap.inlane", from_=start - LANE + 1, to=end - LANE + 1)
    victim = victim_of(position, move)
    if victim is not None:
        text = WORDS(lang, "mensch.tap.capture", move=text, victim=player_name(lang, victim, names))
    return "", text


def _victim(position: dict, roll, move: dict) -> int | None:
    """Whose piece ``move`` captures with ``roll`` in ``position`` (None: no capture)."""
    from ludoview.games.mensch.events import victim_of  # (the engine's position: not at the page's start)

    try:
        legal = api.legal_moves(position, int(roll))
    except (LudoError, ValueError, TypeError):
        return None
    found = next((m for m in legal if m["from"] == move["from"] and m["to"] == move["to"]), None)
    return victim_of(position, found) if found else None


def why_text(lang: str, code: object) -> str:
    key = f"mensch.why.{code}"
    return WORDS(lang, key) if key in WORDS else WORDS(lang, "mensch.why.generic")


def rule_text(lang: str, move: dict) -> str:
    """Why the rules single out a move (empty when nothing forces it)."""
    rule = move.get("rule")
    return WORDS(lang, f"mensch.rule.{rule}") if rule else ""


def board_words(lang: str, position: dict, you: int | None = None, names: Names | None = None) -> tuple[str, list[str]]:
    """The board in words: how squares are counted, then where every piece of every player is."""
    frame = frame_of(you)
    if you is None:
        head = WORDS(lang, "mensch.board.frame", player=player_name(lang, frame, names))
    else:
        head = WORDS(lang, "mensch.board.frame.you")
    rows = []
    for corner in position["seats"]:
        pieces = sorted(position["pieces"][str(corner)],
                        key=lambda p: (0 if p < 0 else 1 if p < RING else 2, square_number(corner, p, frame) or p))
        places = []
        home = sum(1 for p in pieces if p < 0)
        if home:
            places.append(WORDS(lang, "mensch.board.in_base", n=home))
        places += [place_label(lang, corner, p, frame) for p in pieces if p >= 0]
        name = player_name(lang, corner, names)
        if corner == you:
            name += f" ({WORDS(lang, 'who.you')})"
        rows.append(capital(WORDS(lang, "mensch.board.row", player=name, places=", ".join(places))))
    return head, rows


def say(lang: str, event: dict, you: int | None = None, names: Names | None = None) -> str | None:
    """One event as a sentence (None for an event this page version cannot word).

    ``you``: the corner of the one person playing alone against computers;
    what they do (or suffer) is said to them as "you"."""
    key = event.get("say")
    if not isinstance(key, str) or key not in WORDS:
        return None
    try:
        params: dict = {}
        key = WORDS.addressed(key, event, you)
        if "corner" in event:
            params["player"] = player_name(lang, int(event["corner"]), names)
        if "victim" in event:
            params["victim"] = player_name(lang, int(event["victim"]), names)
        if "from" in event:
            corner, frame = int(event["corner"]), frame_of(you)
            params["from_"] = place_label(lang, corner, int(event["from"]), frame)
            params["to"] = place_label(lang, corner, int(event["to"]), frame)
        if "roll" in event:
            params["roll"] = int(event["roll"])
        if "n" in event:
            params["n"] = int(event["n"])
        if key.startswith("mensch.say.no_move"):
            params["why"] = why_text(lang, event.get("why"))
        return capital(WORDS(lang, key, **params))     # (a name typed in lower case starts it)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], you: int | None = None, names: Names | None = None) -> list[str]:
    return [text for text in (say(lang, e, you, names) for e in events) if text]


def hint_mark(hint: dict) -> str:
    """How a hint is drawn (its class: colour and sign), as its words say it: "risky" (red, the
    risk sign) only for a move that runs a risk, "weaker" (neutral) for one worse than the best
    for a good reason."""
    from ludo.mensch.hints import RISKS

    mark = str(hint.get("mark"))
    return "weaker" if mark == "risky" and hint.get("reason") not in RISKS else mark


def telling(hint: dict, others: list[dict]) -> dict:
    """``hint`` with the reason that tells its move apart from the ``others``' (each the hint of
    another move of the same throw): its first reason unless every other move gives that one
    too ("moves 6 squares" four times), then its first reason no other move gives, if any."""
    reasons = [r for r in hint.get("reasons") or () if isinstance(r, dict) and isinstance(r.get("code"), str)]
    if not reasons or not others:
        return hint
    shared = [{(r.get("code"), repr(r.get("args"))) for r in o.get("reasons") or () if isinstance(r, dict)}
              for o in others]
    first = reasons[0]
    if not all((first["code"], repr(first.get("args"))) in seen for seen in shared):
        return hint
    for reason in reasons[1:]:
        if not all((reason["code"], repr(reason.get("args"))) in seen for seen in shared):
            return dict(hint, reason=reason["code"], args=reason.get("args") or {})
    return hint


def hint_text(lang: str, hint: dict, names: Names | None = None) -> str | None:
    """A hint of the engine (mark and most telling reason) as words, with its chance to win
    when it has one: "good: captures Blue (44% to win)"."""
    said = _hint_words(lang, hint, names)
    estimate = hint.get("estimate")
    if said is None or not isinstance(estimate, (int, float)) or isinstance(estimate, bool):
        return said
    pct = max(0, min(100, round(float(estimate) * 100)))
    return WORDS(lang, "mensch.hint.line", hint=said, chance=WORDS(lang, "mensch.hint.chance", pct=pct))


def _hint_words(lang: str, hint: dict, names: Names | None = None) -> str | None:
    from ludo.mensch.hints import RISKS  # here: the page's start needs no engine for its words

    mark_key, reason_key = f"mensch.hint.{hint.get('mark')}", f"mensch.hint.{hint.get('reason')}"
    if mark_key not in WORDS or reason_key not in WORDS:
        return None
    if hint.get("mark") == "good" and hint.get("reason") in RISKS:
        mark_key = "mensch.hint.good_risky"  # the best move here, though the piece stays in reach
    elif hint.get("mark") == "risky" and hint.get("reason") not in RISKS:
        mark_key = "mensch.hint.weaker"      # no risk it runs: worse than the best, and said so
    args = dict(hint.get("args") or {})
    params: dict = {}
    try:
        if int(args.get("tries", 1)) > 1 and f"{reason_key}.tries" in WORDS:
            reason_key += ".tries"  # the player rolls three times for its 6
        if "corner" in args:
            params["player"] = player_name(lang, int(args["corner"]), names)
        for name in ("distance", "squares"):
            if name in args:
                params[name] = int(args[name])
        return f"{WORDS(lang, mark_key)}: {WORDS(lang, reason_key, **params)}"
    except (KeyError, ValueError, TypeError, IndexError):
        return None
