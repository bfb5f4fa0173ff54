"""Puzzles: positions where one choice is clearly best, for both games.

A puzzle is a position with its throw where, by the analysis' own judge (the
calibrated chances of :mod:`ludo.mensch.chances` and :mod:`ludo.colonne.chances`,
exactly as :mod:`ludo.mensch.analysis` and :mod:`ludo.colonne.analysis` judge a
choice), the best choice beats every other one by at least :data:`MARGIN` of the
mover's chance to win. The set shipped with the site is made by
``tools/make_puzzles.py`` from seeded computer games; this module says what a
puzzle is and checks one (``tests/test_puzzles.py`` checks the whole set).

A puzzle is JSON::

    {"id": "m-0042", "game": "mensch", "position": "<notation>", "roll": 4,
     "answer": {"from": 12, "to": 16},                  # colonne: a list of steps
     "best": 0.412, "second": 0.301, "margin": 0.111,   # the mover's chances (rounded)
     "grade": "easy" | "medium" | "hard",
     "reasons": [{"code", "args"}, ...],                # the hints' reasons for the answer
     "others": [{"move", "chance", "reasons"}, ...]}    # mensch: every other legal move

- mensch: ``position`` is the one-line notation (the player to move has thrown
  ``roll``); the choices are the legal moves; ``answer`` the best one as
  ``{"from", "to"}`` (progress of the mover's piece, as ``legal_moves`` gives it).
- colonne: ``position`` is the notation *with the dice thrown* (``roll`` is the
  list of the dice, repeated for the page); the choices are the distinct ends of
  the turn (every order of steps, as the analysis counts them); ``answer`` is a
  way to the best end, a list of steps ``{"dice", "from", "to"}``, and ``end`` the
  pieces there (``{"white": [...], "black": [...]}``, sorted). Any order of steps
  that reaches that end solves it.

The grade follows the margin (:data:`GRADES`): the bigger the gap between the best
and the next best, the easier the puzzle is to see.
"""

from __future__ import annotations

from typing import Any

from ludo.errors import LudoError

FORMAT = "ludo-puzzles/1"
#: The smallest gap (in chance to win, for the mover) between the best choice and the next.
MARGIN = {"mensch": 0.04, "colonne": 0.05}
#: grade -> the smallest margin of that grade (the first that fits), per game.
GRADES = {
    "mensch": (("easy", 0.08), ("medium", 0.055), ("hard", 0.04)),
    "colonne": (("easy", 0.12), ("medium", 0.075), ("hard", 0.05)),
}
#: Rounding of the chances stored in a puzzle (the check allows this much).
DIGITS = 4
SLACK = 0.5 * 10 ** -DIGITS + 1e-9


class PuzzleError(LudoError):
    """A puzzle that does not hold (its message says what is wrong)."""


def grade(game: str, margin: float) -> str | None:
    """The grade of a puzzle with that margin (None: too close to be a puzzle)."""
    for name, bound in GRADES[game]:
        if margin >= bound:
            return name
    return None


# --- mensch ---------------------------------------------------------------------------

def mensch_choices(position: Any, roll: int) -> list[tuple[tuple, float]]:
    """Every legal move (fast-path tuple) with the mover's chance after it, as the
    analysis judges it; the order of ``legal_moves``."""
    from ludo.mensch import fast
    from ludo.mensch.chances import state_chances

    state = fast.from_position(position)
    mover = state[2]
    return [(move, state_chances(fast.apply(state, roll, move))[mover]) for move in fast.legal(state, roll)]


def mensch_reasons(position: Any, roll: int, move: tuple) -> list[dict]:
    from ludo.mensch import fast, rules
    from ludo.mensch.hints import reasons_for

    legal = {(m.origin, m.target): m for m in rules.legal_moves(position, roll)}
    rule = getattr(legal[(move[1], move[2])], "rule", None)
    return reasons_for(fast.from_position(position), roll, move, rule)


def mensch_puzzle(position: Any, roll: int, any_margin: bool = False) -> dict | None:
    """The puzzle of a mensch position (its player to move having thrown ``roll``),
    or None when no choice is clearly best (``any_margin``: whatever the margin, graded
    hard below the smallest; None only without two choices: a player's own mistake)."""
    from ludo.mensch.notation import to_notation

    choices = mensch_choices(position, roll)
    if len(choices) < 2:
        return None
    ranked = sorted(choices, key=lambda c: -c[1])
    (best, top), (_, second) = ranked[0], ranked[1]
    margin = top - second
    level = grade("mensch", margin) or ("hard" if any_margin else None)
    if level is None:
        return None
    return {
        "game": "mensch", "position": to_notation(position), "roll": roll,
        "answer": {"from": best[1], "to": best[2]},
        "best": round(top, DIGITS), "second": round(second, DIGITS), "margin": round(margin, DIGITS),
        "grade": level, "reasons": mensch_reasons(position, roll, best),
        "others": [{"move": {"from": m[1], "to": m[2]}, "chance": round(c, DIGITS),
                    "reasons": mensch_reasons(position, roll, m)} for m, c in choices if m != best],
    }


# --- colonne --------------------------------------------------------------------------

def colonne_ends(position: Any) -> list[tuple[float, tuple, tuple]]:
    """Every distinct end of the turn of ``position`` (dice thrown), as the analysis
    counts them: ``(the mover's chance there, (mine, theirs) sorted, a way there as
    (dice, from, to) steps)``, in the order of the plan search."""
    from ludo.colonne.ends import drain
    from ludo.colonne.rules import sorted_apply
    from ludo.colonne.throws import Throws

    ends = Throws(position.variant)
    mover = position.turn
    mine = tuple(sorted(position.pieces(mover)))
    theirs = tuple(sorted(position.pieces("black" if mover == "white" else "white")))
    plans = drain(ends.plans(mine, theirs, tuple(sorted(position.dice))))
    out = []
    for _at, (path, node, step) in plans.items():
        if step is None:
            chance, end = ends.here(node, position.again), (node.mine, node.theirs)
        else:
            chance = ends.end(node, step, position.again)
            end = sorted_apply(node.mine, node.theirs, *step[1:])
        out.append((chance, end, path))
    return out


def _colonne_steps(position: Any, path: tuple) -> tuple[list[dict], list[dict], Any]:
    """The steps of ``path`` as JSON, the hints' reasons of the first, and the end position."""
    from ludo.colonne import rules
    from ludo.colonne.hints import reasons_for
    from ludo.colonne.position import other

    mover = position.turn
    steps, here = [], position
    found = []
    for used, origin, target in path:
        step = next(s for s in rules.iter_steps(here) if (s.dice, s.origin, s.target) == (used, origin, target))
        found.append((here, step))
        steps.append({"dice": list(step.dice), "from": step.origin, "to": step.target})
        here = rules.play(here, step)
    end = (tuple(sorted(here.pieces(mover))), tuple(sorted(here.pieces(other(mover)))))
    reasons: list[dict] = []
    for before, step in found:   # every step's reasons, most telling first, each code once
        for reason in reasons_for(before, step, end):
            if all(r["code"] != reason["code"] for r in reasons):
                reasons.append(reason)
    from ludo.colonne.hints import REASONS, RISKS
    reasons.sort(key=lambda r: (r["code"] in RISKS, REASONS.index(r["code"])))   # what it gains first
    return steps, reasons, here


def colonne_puzzle(position: Any, any_margin: bool = False) -> dict | None:
    """The puzzle of a colonne position with its dice thrown, or None (``any_margin``: as
    for :func:`mensch_puzzle`)."""
    from ludo.colonne.notation import to_notation
    from ludo.colonne.position import other

    ends = colonne_ends(position)
    if len(ends) < 2:
        return None
    ranked = sorted(ends, key=lambda e: -e[0])
    margin = ranked[0][0] - ranked[1][0]
    level = grade("colonne", margin) or ("hard" if any_margin else None)
    if level is None:
        return None
    steps, reasons, _ = _colonne_steps(position, ranked[0][2])
    mover = position.turn
    mine, theirs = ranked[0][1]
    return {
        "game": "colonne", "position": to_notation(position), "roll": list(position.dice),
        "answer": steps, "end": {mover: list(mine), other(mover): list(theirs)},
        "best": round(ranked[0][0], DIGITS), "second": round(ranked[1][0], DIGITS),
        "margin": round(margin, DIGITS), "grade": level, "reasons": reasons, "choices": len(ends),
    }


# --- checking -------------------------------------------------------------------------

def check(puzzle: dict) -> None:
    """Raise :class:`PuzzleError` unless ``puzzle`` holds: its position reads and
    writes back through the notation, its answer is legal, and the analysis finds
    it best by at least the stated margin (and the game's :data:`MARGIN`)."""
    game = puzzle.get("game")
    where = f"puzzle {puzzle.get('id')}"
    if game == "mensch":
        _check_mensch(puzzle, where)
    elif game == "colonne":
        _check_colonne(puzzle, where)
    else:
        raise PuzzleError(f"{where}: unknown game {game!r}")
    if puzzle["margin"] < MARGIN[game] or grade(game, puzzle["margin"]) != puzzle["grade"]:
        raise PuzzleError(f"{where}: margin {puzzle['margin']} and grade {puzzle['grade']} do not agree")
    if not puzzle.get("reasons"):
        raise PuzzleError(f"{where}: no reason given for the answer")


def _close(value: float, stated: float) -> bool:
    return abs(value - stated) <= SLACK


def _check_mensch(puzzle: dict, where: str) -> None:
    from ludo.mensch.notation import from_notation, to_notation

    position = from_notation(puzzle["position"])
    if to_notation(position) != puzzle["position"]:
        raise PuzzleError(f"{where}: the position does not write back to its notation")
    choices = mensch_choices(position, puzzle["roll"])
    answer = (puzzle["answer"]["from"], puzzle["answer"]["to"])
    mine = [c for m, c in choices if (m[1], m[2]) == answer]
    if not mine:
        raise PuzzleError(f"{where}: the answer {answer} is not a legal move")
    rest = [c for m, c in choices if (m[1], m[2]) != answer]
    if not rest:
        raise PuzzleError(f"{where}: the answer is the only move")
    if not (_close(mine[0], puzzle["best"]) and _close(max(rest), puzzle["second"])):
        raise PuzzleError(f"{where}: the analysis gives {mine[0]:.4f} and {max(rest):.4f}, "
                          f"not {puzzle['best']} and {puzzle['second']}")
    if mine[0] - max(rest) < puzzle["margin"] - 2 * SLACK:
        raise PuzzleError(f"{where}: the answer is not best by {puzzle['margin']}")
    others = sorted((o["move"]["from"], o["move"]["to"]) for o in puzzle["others"])
    if others != sorted((m[1], m[2]) for m, _ in choices if (m[1], m[2]) != answer):
        raise PuzzleError(f"{where}: the other moves listed are not the other legal moves")


def _check_colonne(puzzle: dict, where: str) -> None:
    from ludo.colonne.notation import from_notation, to_notation
    from ludo.colonne.position import other

    position = from_notation(puzzle["position"])
    if to_notation(position) != puzzle["position"]:
        raise PuzzleError(f"{where}: the position does not write back to its notation")
    if list(position.dice) != puzzle["roll"]:
        raise PuzzleError(f"{where}: the roll is not the position's dice")
    path = tuple((tuple(s["dice"]), s["from"], s["to"]) for s in puzzle["answer"])
    try:
        _steps, _reasons, end = _colonne_steps(position, path)
    except StopIteration:
        raise PuzzleError(f"{where}: the answer's steps are not legal") from None
    if end.dice and end.winner is None and end.turn == position.turn and not end.again:
        raise PuzzleError(f"{where}: the answer leaves dice unused")
    mover = position.turn
    reached = (tuple(sorted(end.pieces(mover))), tuple(sorted(end.pieces(other(mover)))))
    wanted = (tuple(puzzle["end"][mover]), tuple(puzzle["end"][other(mover)]))
    if reached != wanted:
        raise PuzzleError(f"{where}: the answer does not reach the stated end")
    ends = colonne_ends(position)
    best = [c for c, e, _ in ends if e == reached]
    rest = [c for c, e, _ in ends if e != reached]
    if not best or not rest:
        raise PuzzleError(f"{where}: the analysis does not see the answer's end among several")
    if not (_close(best[0], puzzle["best"]) and _close(max(rest), puzzle["second"])):
        raise PuzzleError(f"{where}: the analysis gives {best[0]:.4f} and {max(rest):.4f}, "
                          f"not {puzzle['best']} and {puzzle['second']}")
    if best[0] - max(rest) < puzzle["margin"] - 2 * SLACK:
        raise PuzzleError(f"{where}: the answer is not best by {puzzle['margin']}")


# --- what a choice misses against the best ------------------------------------------------

def mensch_facts(position: Any, roll: int, move: tuple) -> dict:
    """What a mensch move (fast-path tuple) does, as facts to compare: ``wins``, ``captures``
    (the corner captured, or None), ``safe_in_lane`` (a piece into the home lane), ``enters``,
    ``exposed`` (the mover's pieces an opponent can capture with its next throw after it) and
    ``prey`` (the opponents' pieces the mover's can capture with its next throw); ``sent_back``:
    how many squares the piece captured had come (its way lost, back to its base)."""
    from ludo.mensch import fast
    from ludo.mensch.evaluate import LANE
    from ludo.mensch.hints import in_reach, within_reach

    state = fast.from_position(position)
    seats, me = state[0], state[2]
    _, origin, target, victim = move
    after = fast.apply(state, roll, move)
    mine = (after[0], after[1], me) + after[3:]
    lost = next((q for q, r in zip(state[1][victim], after[1][victim], strict=True) if q != r), 0) \
        if victim >= 0 else 0
    return {"wins": min(after[1][me]) >= LANE, "captures": seats[victim] if victim >= 0 else None,
            "sent_back": lost,
            "safe_in_lane": target >= LANE > origin, "enters": origin < 0,
            "exposed": in_reach(mine), "prey": within_reach(mine)}


def colonne_facts(start: Any, end: tuple[tuple[int, ...], tuple[int, ...]]) -> dict:
    """What a colonne turn from ``start`` (a position with its dice) to ``end`` (the mover's
    pieces, the opponent's) does, as facts to compare: ``wins``, ``captures`` (opponent pieces
    sent off), ``finishes`` and ``enters`` (own pieces), ``exposed`` (own pieces in units an
    opponent unit within one throw behind may defeat)."""
    from ludo.colonne.hints import exposed_pieces
    from ludo.colonne.position import other

    finish = start.variant.finish
    mine, theirs = end
    was_mine, was_theirs = start.pieces(start.turn), start.pieces(other(start.turn))
    return {"wins": min(mine) == finish, "captures": theirs.count(0) - was_theirs.count(0),
            "finishes": mine.count(finish) - was_mine.count(finish), "enters": was_mine.count(0) - mine.count(0),
            "exposed": exposed_pieces(start, tuple(mine), tuple(theirs))}


#: A capture sends a piece back this many squares more than another before it is said to matter.
FURTHER = 4


def _missed(best: dict, mine: dict) -> list[dict]:
    """What the facts ``mine`` lack against ``best``, most telling first (``later``: nothing
    that shows at once)."""
    out: list[dict] = []

    def add(code: str, **args) -> None:
        out.append({"code": code, "args": args})

    if best["wins"] and not mine["wins"]:
        add("wins")
    if "prey" in best:       # mensch: one capture at most
        if best["captures"] is not None and mine["captures"] is None:
            add("captures", corner=best["captures"])
        elif best["captures"] is not None and best["sent_back"] >= mine["sent_back"] + FURTHER:
            add("sends_further", corner=best["captures"], squares=best["sent_back"], yours=mine["sent_back"])
    elif best["captures"] > mine["captures"]:
        add("captures", n=best["captures"] - mine["captures"])
    if mine["exposed"] > best["exposed"]:
        add("exposed", n=mine["exposed"], best=best["exposed"])
    if best.get("safe_in_lane") and not mine.get("safe_in_lane"):
        add("safe_in_lane")
    if best.get("finishes", 0) > mine.get("finishes", 0):
        add("finishes", n=best["finishes"] - mine["finishes"])
    if "prey" in best:
        if best["enters"] and not mine["enters"]:
            add("enters")
        if best["prey"] > mine["prey"]:
            add("prey", n=best["prey"] - mine["prey"])
    elif best["enters"] > mine["enters"]:
        add("enters", n=best["enters"] - mine["enters"])
    return out or [{"code": "later", "args": {}}]


def missed(puzzle: dict, move: dict | None = None, position: dict | None = None) -> list[dict]:
    """What the person's choice misses against the puzzle's best answer, most telling first,
    each ``{"code", "args"}``: ``wins``; ``captures`` {corner} (mensch) or {n} (colonne: that
    many more pieces); ``sends_further`` {corner, squares, yours} (mensch: both capture, the
    best a piece that had come ``squares`` squares, the person's one of ``yours``); ``exposed`` {n, best} (the person's choice leaves ``n`` pieces within an
    opponent's next throw, the best ``best``); ``safe_in_lane`` (mensch); ``finishes`` {n}
    (colonne); ``enters`` (mensch) or {n} (colonne); ``prey`` {n} (mensch: that many more
    opposing pieces within the mover's next throw); else ``later`` (nothing shows at once).

    mensch: ``move`` is the person's ``{"from", "to"}``; colonne: ``position`` (JSON) is where
    the person's turn left the pieces -- a turn still under way (dice left) is compared as its
    best way on."""
    if puzzle["game"] == "mensch":
        from ludo.mensch import fast
        from ludo.mensch.notation import from_notation

        start = from_notation(puzzle["position"])
        roll = puzzle["roll"]
        by_key = {(m[1], m[2]): m for m in fast.legal(fast.from_position(start), roll)}
        answer = by_key[(puzzle["answer"]["from"], puzzle["answer"]["to"])]
        if move is None or (move["from"], move["to"]) not in by_key:
            raise PuzzleError("the move compared is not a legal move of the puzzle")
        chosen = by_key[(move["from"], move["to"])]
        return _missed(mensch_facts(start, roll, answer), mensch_facts(start, roll, chosen))
    from ludo.colonne.jsonio import position_from_json
    from ludo.colonne.position import other

    if position is None:
        raise PuzzleError("a colonne turn is compared where it left the pieces")
    start = _colonne_start(puzzle)
    mover = start.turn
    here = position_from_json(position)
    if here.turn == mover and here.dice and here.winner is None:
        end = max(colonne_ends(here), key=lambda e: e[0])[1]
    else:
        end = (tuple(sorted(here.pieces(mover))), tuple(sorted(here.pieces(other(mover)))))
    best = (tuple(puzzle["end"][mover]), tuple(puzzle["end"][other(mover)]))
    return _missed(colonne_facts(start, best), colonne_facts(start, end))


# --- for a page: a puzzle from a position, and a colonne turn under way -----------------------

def puzzle_of(notation: str, roll: Any = None, any_margin: bool = False) -> dict | None:
    """The puzzle of a position's notation (mensch: with its ``roll``; colonne: its dice in
    the notation), as :func:`mensch_puzzle` or :func:`colonne_puzzle` make it."""
    from ludo.registry import for_notation

    game = for_notation(notation)
    if game == "mensch":
        from ludo.mensch.notation import from_notation
        if type(roll) is not int or not 1 <= roll <= 6:
            raise PuzzleError("a mensch puzzle needs its roll, 1 to 6")
        return mensch_puzzle(from_notation(notation), roll, any_margin)
    from ludo.colonne.notation import from_notation as colonne_notation
    return colonne_puzzle(colonne_notation(notation), any_margin)


def turn_state(puzzle: dict, position: dict) -> str:
    """After a step of a colonne puzzle (``position``: JSON, where it left the pieces):
    ``"right"`` (the turn is over at the best end), ``"going"`` (dice are left and the best
    end can still be reached) or ``"wrong"``."""
    from ludo.colonne.jsonio import position_from_json
    from ludo.colonne.position import other

    here = position_from_json(position)
    start = _colonne_start(puzzle)
    mover = start.turn
    wanted = (tuple(puzzle["end"][mover]), tuple(puzzle["end"][other(mover)]))
    if here.turn == mover and here.dice and here.winner is None:
        reachable = any(end == wanted for _chance, end, _path in colonne_ends(here))
        return "going" if reachable else "wrong"
    reached = (tuple(sorted(here.pieces(mover))), tuple(sorted(here.pieces(other(mover)))))
    return "right" if reached == wanted else "wrong"


def end_chance(puzzle: dict, position: dict) -> float:
    """The mover's chance where a colonne puzzle's turn ended (``position``: JSON), as the
    analysis judges an end."""
    from ludo.colonne.ends import Ends
    from ludo.colonne.jsonio import position_from_json
    from ludo.colonne.position import other

    end = position_from_json(position)
    mover = _colonne_start(puzzle).turn
    if end.winner is not None:
        return 1.0 if end.winner == mover else 0.0
    return Ends(end.variant).chance(tuple(sorted(end.pieces(mover))), tuple(sorted(end.pieces(other(mover)))),
                                    end.turn == mover)


def _colonne_start(puzzle: dict):
    from ludo.colonne.notation import from_notation
    return from_notation(puzzle["position"])
