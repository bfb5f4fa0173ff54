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
from typing import TYPE_CHECKING

from ludo.limits import loads
from ludoview.games import NAMES
from ludoview.learn.words import WORDS

if TYPE_CHECKING:
    from ludoview.core.game import LearnKeys

STORAGE_KEY = "ludo-learn/puzzles"
GAMES = tuple(NAMES)
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
    def from_json(cls, data) -> Progress:
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

def judge(puzzle: dict, event: dict) -> tuple[str, dict]:
    """The puzzle after a move of the board, as its game judges it: ``"right"``, ``"going"``
    or ``"wrong"``, and what was missed (:func:`wrong_words`' arguments)."""
    from ludo import puzzles as analysis
    return spec_of(puzzle).throw.judge(puzzle, event, analysis)


def answer_moves(puzzle: dict) -> list[dict]:
    """The moves (or steps) that play the puzzle's answer."""
    return spec_of(puzzle).throw.answer_moves(puzzle["answer"])


def turn_state(puzzle: dict, position: dict) -> str:
    """After a step of a puzzle whose dice are spent in steps (``position``: where it left the
    pieces): ``"right"``, ``"going"`` (dice left, the best end still in reach) or ``"wrong"``
    (:func:`ludo.puzzles.turn_state`)."""
    from ludo.puzzles import turn_state as state
    return state(puzzle, position)


def keys(puzzle: dict) -> LearnKeys:
    """The words keys of the puzzle's throw (a die or dice)."""
    return spec_of(puzzle).throw.keys


def start_of(puzzle: dict) -> dict:
    from ludo import api
    return api.from_notation(puzzle["position"])


def puzzle_mover(puzzle: dict):
    """The player to move in the puzzle (its seat, as the game's position names it)."""
    return start_of(puzzle)["turn"]


# --- words ----------------------------------------------------------------------------

def percent(lang: str, value: float) -> str:
    pct = round(float(value) * 100)
    if 0 < value < 1:
        pct = min(99, max(1, pct))
    return f"{pct}\u00a0%" if lang in ("fr", "de") else f"{pct}%"


def spec_of(puzzle: dict):
    from ludoview import games
    return games.spec(puzzle["game"])


def player(lang: str, puzzle: dict) -> str:
    return spec_of(puzzle).player_name(lang, puzzle_mover(puzzle))


def opponent(puzzle: dict):
    """The first other seat of the puzzle's position (the opponent, in a game for two)."""
    start = start_of(puzzle)
    return next(seat for seat in spec_of(puzzle).seats_of(start) if seat != start["turn"])


def reason_words(lang: str, puzzle: dict, reasons: list[dict], most: int = 2) -> str:
    """The first ``most`` reasons of a choice, joined: "captures Blue and reaches the safe home lane"."""
    parts = []
    for reason in reasons[:most]:
        text = one_reason(lang, puzzle, reason)
        if text:
            parts.append(text)
    return WORDS(lang, "learn.and").join(parts)


def one_reason(lang: str, puzzle: dict, reason: dict) -> str | None:
    """A hint's reason code in the game's own words: its ``reason_text`` where it has one
    (reasons said of a step), else its catalogue's ``hint.<code>`` (said of a move)."""
    import importlib

    from ludoview import games
    words = importlib.import_module(f"{games.__name__}.{puzzle['game']}.words")
    try:
        if hasattr(words, "reason_text"):
            return words.reason_text(lang, start_of(puzzle)["variant"], reason, opponent(puzzle))
        args = reason.get("args") or {}
        key = f"mensch.hint.{reason['code']}"
        if int(args.get("tries", 1)) > 1 and f"{key}.tries" in words.WORDS:
            key += ".tries"
        params = {name: int(args[name]) for name in ("distance", "squares") if name in args}
        if "corner" in args:
            params["player"] = spec_of(puzzle).player_name(lang, int(args["corner"]))
        return words.WORDS(lang, key, **params)
    except (KeyError, ValueError, TypeError, IndexError, AttributeError):
        return None


def task(lang: str, puzzle: dict) -> str:
    return WORDS(lang, keys(puzzle).task, player=player(lang, puzzle),
                 **spec_of(puzzle).throw.task_params(puzzle["roll"]))


def position_json(puzzle: dict) -> dict:
    return start_of(puzzle)


def answer_words(lang: str, puzzle: dict) -> str:
    """The best choice, as the one to make: "move the piece on square 26 to square 29" (a mensch
    move without whom it captures: its reasons say it)."""
    return spec_of(puzzle).choice_text(lang, start_of(puzzle), puzzle["roll"], puzzle["answer"], None, False,
                                       capture=False)


def solution_cites(puzzle: dict) -> tuple[str, ...]:
    """The squares :func:`solution` cites by number (its best move's, :func:`answer_words`), as
    the game's board names them (``GameSpec.cites``: none where the board numbers every square)."""
    return spec_of(puzzle).cites([puzzle["answer"]], start_of(puzzle)["turn"])


def solution(lang: str, puzzle: dict) -> list[str]:
    """The solution explained: the best choice and why (the hints' reasons, its capture first
    when it captures), and the chances."""
    return [WORDS(lang, keys(puzzle).best, move=answer_words(lang, puzzle), reason=reason_words(lang, puzzle, puzzle["reasons"])),
            WORDS(lang, "learn.chances", player=player(lang, puzzle), best=percent(lang, puzzle["best"]),
                  second=percent(lang, puzzle["second"]))]


def wrong_words(lang: str, puzzle: dict, move: dict | None = None, chance: float | None = None,
                cut: bool = False, position: dict | None = None) -> list[str]:
    """What was wrong with the person's choice: what it misses against the best (the engine's
    facts, :func:`miss_words`), then mensch the move's own reason and chance, colonne the chance
    where the turn ended (or that the best end was cut off). ``position``: where a colonne turn
    left the pieces."""
    lines = [WORDS(lang, "learn.wrong")]
    if move is not None:   # (a move judged: a turn's is judged where it ended)
        lines += miss_words(lang, puzzle, move=move)
        other = next((o for o in puzzle.get("others", ())
                      if (o["move"]["from"], o["move"]["to"]) == (move["from"], move["to"])), None)
        if other is not None:
            lines.append(WORDS(lang, "learn.wrong.move", reason=reason_words(lang, puzzle, other["reasons"], 1),
                               player=player(lang, puzzle), chance=percent(lang, other["chance"])))
        return lines
    if cut:
        lines.append(WORDS(lang, "learn.wrong.cut"))
    if position is not None:
        lines += miss_words(lang, puzzle, position=position)
    if not cut and chance is not None:
        lines.append(WORDS(lang, "learn.wrong.turn", player=player(lang, puzzle), chance=percent(lang, chance)))
    return lines


def miss_words(lang: str, puzzle: dict, move: dict | None = None, position: dict | None = None,
               most: int = 2) -> list[str]:
    """What the person's choice misses against the best, in sentences (the first ``most`` of
    :func:`ludo.puzzles.missed`): "The best move captures Red; yours does not."; none when the
    engine cannot compare them."""
    from ludo.errors import LudoError
    from ludo.puzzles import missed
    try:
        found = missed(puzzle, move=move, position=position)
    except (LudoError, KeyError, ValueError, TypeError, IndexError):
        return []
    turn = keys(puzzle).miss
    lines = []
    for miss in found[:most]:
        code, args = miss["code"], dict(miss.get("args") or {})
        key = f"learn.miss.{code}{turn}"
        if code == "exposed" and not args.get("best"):
            key += ".none"
        if code == "sends_further" and not args.get("yours"):
            key += ".start"
        if "corner" in args:
            args["player"] = spec_of(puzzle).player_name(lang, int(args.pop("corner")))
        elif code == "captures":     # colonne: the opponent's pieces
            args["player"] = spec_of(puzzle).player_name(lang, opponent(puzzle))
        if key in WORDS:
            lines.append(WORDS(lang, key, **args))
    return lines


# --- a player's own mistake, from the review ----------------------------------------------

MISTAKE_KEY = "mistake"


def mistake_puzzle(data: str) -> dict:
    """The puzzle of a review's mistake (the link's data): its position and throw, the best
    choice by the analysis as the answer, whatever the margin. ValueError (in words) when the
    data is no such position."""
    import base64

    from ludo import api, puzzles
    from ludo.errors import LudoError
    if len(data) > 400:
        raise ValueError("the mistake's link is too long")
    try:
        raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4)).decode("utf-8")
        found = loads(raw, "mistake")
        position = found["position"]
        api.from_notation(position)
    except (LudoError, ValueError, KeyError, TypeError):
        raise ValueError("the link holds no position of a game") from None
    try:
        puzzle = puzzles.puzzle_of(position, found.get("roll"), any_margin=True)
    except LudoError as exc:
        raise ValueError(str(exc)) from None
    if puzzle is None:
        raise ValueError("this throw leaves no choice to find")
    return {"id": "own", **puzzle}
