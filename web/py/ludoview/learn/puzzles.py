"""The puzzles' page without the browser: the set, the person's progress, the judgement of
a move and the words of the solution (``puzzle_page`` is the browser glue).

A set is the JSON of ``web/data/puzzles-<game>.json`` (:mod:`ludo.puzzles`). The
progress of each game (its streak, best streak, and the puzzles solved) is kept in
``localStorage`` under :data:`STORAGE_KEY` as JSON; anything unreadable there starts
afresh. A puzzle counts as solved the first time it is answered right without the
answer shown; the streak counts puzzles solved at the first try in a row.
"""

from __future__ import annotations

import json
from ludo.limits import loads
from ludoview.learn.words import WORDS

STORAGE_KEY = "ludo-learn/puzzles"
GAMES = ("mensch", "colonne")
LEVELS = ("all", "easy", "medium", "hard")
MAX_SOLVED = 2000


class Progress:
    """One game's progress: the streak, the best streak, the ids solved."""

    def __init__(self, streak: int = 0, best: int = 0, solved: list[str] | None = None) -> None:
        self.streak, self.best, self.solved = streak, best, list(solved or [])

    def right(self, puzzle_id: str, first_try: bool) -> None:
        if first_try:
            self.streak += 1
            self.best = max(self.best, self.streak)
            if puzzle_id not in self.solved:
                self.solved.append(puzzle_id)
                del self.solved[:-MAX_SOLVED]

    def wrong(self) -> None:
        self.streak = 0

    def to_json(self) -> dict:
        return {"streak": self.streak, "best": self.best, "solved": list(self.solved)}

    @classmethod
    def from_json(cls, data) -> "Progress":
        if not isinstance(data, dict):
            return cls()
        def count(name):
            value = data.get(name)
            return value if type(value) is int and 0 <= value < 10**6 else 0
        solved = data.get("solved")
        ids = [s for s in solved if isinstance(s, str) and len(s) <= 40] if isinstance(solved, list) else []
        return cls(count("streak"), max(count("best"), count("streak")), ids[-MAX_SOLVED:])


def read_progress(text: str | None) -> dict[str, Progress]:
    """Every game's progress from the stored JSON (None or unreadable: none yet)."""
    try:
        data = loads(text, "progress") if text else {}
    except ValueError:
        data = {}
    if not isinstance(data, dict):
        data = {}
    return {game: Progress.from_json(data.get(game)) for game in GAMES}


def write_progress(progress: dict[str, Progress]) -> str:
    return json.dumps({game: p.to_json() for game, p in progress.items()}, separators=(",", ":"))


def of_level(puzzles: list[dict], level: str) -> list[dict]:
    return list(puzzles) if level == "all" else [p for p in puzzles if p["grade"] == level]


def next_puzzle(puzzles: list[dict], level: str, progress: Progress, after: str | None = None) -> tuple[dict, bool]:
    """The next puzzle of ``level`` not yet solved, after the one with id ``after`` (in the
    set's order, going round), and whether every puzzle of the level is solved (then simply
    the next one)."""
    pool = of_level(puzzles, level) or list(puzzles)
    ids = [p["id"] for p in pool]
    start = ids.index(after) + 1 if after in ids else 0
    order = pool[start:] + pool[:start]
    done = set(progress.solved)
    for puzzle in order:
        if puzzle["id"] not in done:
            return puzzle, False
    return order[0], True


# --- judging --------------------------------------------------------------------------

def mensch_right(puzzle: dict, move: dict | None) -> bool:
    return move is not None and (move["from"], move["to"]) == (puzzle["answer"]["from"], puzzle["answer"]["to"])


def colonne_state(puzzle: dict, position: dict) -> str:
    """After a step of a colonne puzzle (``position``: where it left the pieces): ``"right"``
    (the turn is over at the best end), ``"going"`` (dice are left and the best end can still
    be reached) or ``"wrong"``."""
    from ludo.colonne.jsonio import position_from_json
    from ludo.puzzles import colonne_ends

    mover = puzzle_mover(puzzle)
    other = "black" if mover == "white" else "white"
    wanted = (tuple(puzzle["end"][mover]), tuple(puzzle["end"][other]))
    here = (tuple(sorted(position["pieces"][mover])), tuple(sorted(position["pieces"][other])))
    if position["turn"] == mover and position.get("dice") and position.get("winner") is None:
        reachable = any(end == wanted for _chance, end, _path in colonne_ends(position_from_json(position)))
        return "going" if reachable else "wrong"
    return "right" if here == wanted else "wrong"


def puzzle_mover(puzzle: dict):
    """The player to move in the puzzle (mensch: its corner; colonne: its colour)."""
    position = puzzle["position"]
    if puzzle["game"] == "mensch":
        return int(position.split(".")[2][0])
    return "white" if position.split("_")[3][0] == "w" else "black"


def colonne_chance(puzzle: dict, position: dict) -> float | None:
    """The mover's chance at the end of a colonne turn that is over (``position``), as the
    analysis judges it; None when it cannot be judged."""
    from ludo.colonne.ends import Ends
    from ludo.colonne.jsonio import position_from_json

    try:
        end = position_from_json(position)
    except Exception:
        return None
    mover = puzzle_mover(puzzle)
    other = "black" if mover == "white" else "white"
    if end.winner is not None:
        return 1.0 if end.winner == mover else 0.0
    again = end.turn == mover   # a double: the mover throws again
    return Ends(end.variant).chance(tuple(sorted(end.pieces(mover))), tuple(sorted(end.pieces(other))), again)


# --- words ----------------------------------------------------------------------------

def percent(lang: str, value: float) -> str:
    pct = round(float(value) * 100)
    if 0 < value < 1:
        pct = min(99, max(1, pct))
    return f"{pct}\u00a0%" if lang in ("fr", "de") else f"{pct}%"


def player(lang: str, puzzle: dict) -> str:
    if puzzle["game"] == "mensch":
        from ludoview.games.mensch.words import player_name
        return player_name(lang, puzzle_mover(puzzle))
    from ludoview.games.colonne.words import player_name as colour
    return colour(lang, puzzle_mover(puzzle))


def opponent(puzzle: dict) -> str:
    return "black" if puzzle_mover(puzzle) == "white" else "white"


def reason_words(lang: str, puzzle: dict, reasons: list[dict], most: int = 2) -> str:
    """The first ``most`` reasons of a choice, joined: "captures Blue and reaches the safe home lane"."""
    parts = []
    for reason in reasons[:most]:
        text = one_reason(lang, puzzle, reason)
        if text:
            parts.append(text)
    return WORDS(lang, "learn.and").join(parts)


def one_reason(lang: str, puzzle: dict, reason: dict) -> str | None:
    try:
        if puzzle["game"] == "mensch":
            from ludoview.games.mensch.words import WORDS as MENSCH, player_name
            args = reason.get("args") or {}
            key = f"hint.{reason['code']}"
            if int(args.get("tries", 1)) > 1 and f"{key}.tries" in MENSCH:
                key += ".tries"
            params = {name: int(args[name]) for name in ("distance", "squares") if name in args}
            if "corner" in args:
                params["player"] = player_name(lang, int(args["corner"]))
            return MENSCH(lang, key, **params)
        from ludoview.games.colonne.words import reason_text
        variant = "large" if puzzle["position"].startswith("cl") else "small"
        return reason_text(lang, variant, reason, opponent(puzzle))
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def task(lang: str, puzzle: dict) -> str:
    if puzzle["game"] == "mensch":
        return WORDS(lang, "learn.task.mensch", player=player(lang, puzzle), roll=puzzle["roll"])
    return WORDS(lang, "learn.task.colonne", player=player(lang, puzzle),
                 dice=", ".join(str(d) for d in puzzle["roll"]))


def position_json(puzzle: dict) -> dict:
    from ludo import api
    return api.from_notation(puzzle["position"])


def answer_words(lang: str, puzzle: dict) -> str:
    """The best choice, as the one to make: "move the piece on square 26 to square 29"."""
    position = position_json(puzzle)
    if puzzle["game"] == "mensch":
        from ludoview.games.mensch.words import choice_text
        return choice_text(lang, position, puzzle["roll"], puzzle["answer"], done=False)
    from ludoview.games.colonne.words import choice_text as steps_text
    return steps_text(lang, position, puzzle["roll"], puzzle["answer"], done=False)


def solution(lang: str, puzzle: dict) -> list[str]:
    """The solution explained: the best choice and why (the hints' reasons), and the chances."""
    key = "learn.best" if puzzle["game"] == "mensch" else "learn.best.colonne"
    reasons = list(puzzle["reasons"])
    if len(reasons) > 1 and reasons[0]["code"] == "captures":   # the move's words say it already
        reasons = reasons[1:]
    return [WORDS(lang, key, move=answer_words(lang, puzzle), reason=reason_words(lang, puzzle, reasons)),
            WORDS(lang, "learn.chances", player=player(lang, puzzle), best=percent(lang, puzzle["best"]),
                  second=percent(lang, puzzle["second"]))]


def wrong_words(lang: str, puzzle: dict, move: dict | None = None, chance: float | None = None,
                cut: bool = False) -> list[str]:
    """What was wrong with the person's choice: mensch the move's own reasons and chance;
    colonne the chance where the turn ended (or that the best end was cut off)."""
    lines = [WORDS(lang, "learn.wrong")]
    if puzzle["game"] == "mensch" and move is not None:
        other = next((o for o in puzzle.get("others", ())
                      if (o["move"]["from"], o["move"]["to"]) == (move["from"], move["to"])), None)
        if other is not None:
            lines.append(WORDS(lang, "learn.wrong.mensch", reason=reason_words(lang, puzzle, other["reasons"], 1),
                               player=player(lang, puzzle), chance=percent(lang, other["chance"])))
    elif cut:
        lines.append(WORDS(lang, "learn.wrong.cut"))
    elif chance is not None:
        lines.append(WORDS(lang, "learn.wrong.colonne", player=player(lang, puzzle), chance=percent(lang, chance)))
    return lines
