"""Game analysis, the part both games share: luck, loss, the summary, the text.

A game's analysis (``ludo.<game>.analysis``) walks a record turn by turn and,
for each turn, works out with its calibrated chances (``ludo.<game>.chances``)

- for every throw the mover could have had, the chances after the best
  choice with that throw (and how likely the throw was);
- for the throw it had, the chances after the best choice and after the
  choice it made.

:func:`turn` turns these into the turn's figures; :class:`Tally` adds them up
per player. With ``B(t)`` the mover's chance after the best choice with throw
``t``:

- ``before`` = the expectation of the chances after the best choice over the
  throws (a one-throw look ahead, so every player's ``before`` sums to 1);
- ``luck`` = ``B(thrown) - before[mover]``: what the throw gave compared with
  an average throw;
- ``loss`` = ``B(thrown) - after[mover]`` >= 0: what the choice cost against
  the best;

so that ``after[mover] - before[mover] == luck - loss`` for every turn. The
JSON form is in ``docs/analysis.md``.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Iterator, Sequence

from ludo.values import field, value

#: Ratings by the mean loss per decision (in chance: 0.01 is one point of win
#: chance), per game, best first: a player rates as the first code whose bound
#: its mean loss is below. A mensch decision weighs less than a colonne one
#: (many more of them, each between a few pieces), so the bounds differ; they
#: were set from the computer players' figures (median mean loss per decision
#: over whole games, by this analysis: mensch hard 0.02 points, medium 0.1,
#: random 0.4-0.7, always the worst move 0.5-1.0; colonne small hard 0.2,
#: medium 1.0, random 3.7, always the worst end 4.1; colonne large hard 0.03,
#: medium 1.0, random 2.4, always the worst end 2.5): hard rates excellent,
#: medium good, random weak (fair in the large colonne).
RATINGS: dict[str, tuple[tuple[str, float], ...]] = {
    "mensch": (("excellent", 0.0005), ("good", 0.002), ("fair", 0.004), ("weak", 0.008), ("poor", math.inf)),
    "colonne": (("excellent", 0.005), ("good", 0.015), ("fair", 0.03), ("weak", 0.05), ("poor", math.inf)),
}
#: A choice that loses at least this much chance is a mistake, per game (the
#: summary lists a player's biggest, up to MISTAKES_SHOWN of them): 1 point in
#: mensch, 3 in colonne, where choices weigh more (see RATINGS).
MISTAKE: dict[str, float] = {"mensch": 0.01, "colonne": 0.03}
MISTAKES_SHOWN = 3


def rating(game: str, mean_loss: float) -> str:
    """The rating code of a mean loss per decision in ``game`` (see :data:`RATINGS`)."""
    for code, bound in RATINGS[game]:
        if mean_loss < bound:
            return code
    raise AssertionError("the last bound is infinite")  # pragma: no cover


def expectation(outcomes: Iterable[tuple[float, dict[str, float]]]) -> dict[str, float]:
    """The probability-weighted sum of chance dicts ``(probability, chances)``."""
    total: dict[str, float] = {}
    for probability, chances in outcomes:
        for player, chance in chances.items():
            total[player] = total.get(player, 0.0) + probability * chance
    return total


def turn(index: int, at: int, mover: str, roll: Any, before: dict[str, float], best: dict[str, float],
         after: dict[str, float], played: Any, best_choice: Any, choices: int) -> dict:
    """The JSON of one turn (see the module's docstring for the figures).

    ``before`` is the :func:`expectation` over the throws, ``best`` the chances
    after the best choice with the throw made, ``after`` those after the choice
    made; ``best[mover] >= after[mover]`` (a game puts the played choice among
    those it compares)."""
    return {
        "kind": "turn",
        "turn": index,
        "at": at,
        "mover": mover,
        "roll": roll,
        "played": played,
        "best": best_choice,
        "choices": choices,
        "before": before,
        "after": after,
        "luck": best[mover] - before[mover],
        "loss": best[mover] - after[mover],
    }


@value
class Tally:
    """The per-player sums of a game's turns, and the summary."""

    game: str
    players: Sequence[str]
    turns: dict[str, int] = field(default_factory=dict)
    luck: dict[str, float] = field(default_factory=dict)
    loss: dict[str, float] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)
    mistakes: dict[str, list[tuple[float, int]]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for player in self.players:
            self.turns[player], self.luck[player], self.loss[player] = 0, 0.0, 0.0
            self.decisions[player] = 0
            self.mistakes[player] = []

    def add(self, entry: dict) -> dict:
        mover = entry["mover"]
        self.turns[mover] += 1
        self.luck[mover] += entry["luck"]
        self.loss[mover] += entry["loss"]
        if entry["choices"] > 1:
            self.decisions[mover] += 1
        if entry["loss"] >= MISTAKE[self.game]:
            self.mistakes[mover].append((-entry["loss"], entry["turn"]))
        return entry

    def summary(self, winner: str | None, start: dict[str, float]) -> dict:
        players = {}
        for player in self.players:
            decisions = self.decisions[player]
            mean = self.loss[player] / decisions if decisions else 0.0
            players[player] = {
                "turns": self.turns[player],
                "luck": self.luck[player],
                "loss": self.loss[player],
                "decisions": decisions,
                "mean_loss": mean,
                "rating": rating(self.game, mean) if decisions else None,
                "mistakes": [index for _, index in sorted(self.mistakes[player])[:MISTAKES_SHOWN]],
            }
        return {"kind": "summary", "game": self.game, "players": list(self.players), "winner": winner,
                "start": start, "summary": players}


def run(game: str, players: Sequence[str], winner: str | None, start: dict[str, float],
        turns: Iterable[dict | None]) -> Iterator[dict | None]:
    """Each turn of ``turns`` as it comes (and each None, a pause in the work
    of a turn), then the summary; ``start``: the chances where the record
    begins."""
    tally = Tally(game, players)
    for entry in turns:
        yield None if entry is None else tally.add(entry)
    yield tally.summary(winner, start)


def collect(items: Iterable[dict | None]) -> dict:
    """The whole analysis from the items of :func:`run`: ``{"game", "players",
    "winner", "start", "turns": [...], "summary": {...}}``."""
    turns = []
    for item in items:
        if item is None:
            continue
        if item["kind"] == "turn":
            turns.append(item)
        else:
            return {"game": item["game"], "players": item["players"], "winner": item["winner"],
                    "start": item["start"], "turns": turns, "summary": item["summary"]}
    raise AssertionError("an analysis ends with its summary")  # pragma: no cover


# --- text ------------------------------------------------------------------------

def _points(value: float) -> str:
    return f"{100 * value:+.1f}"


def text(analysis: dict, name=str, choice=str) -> str:
    """The analysis as readable text: a line per turn (``??`` marks a player's
    listed mistakes, ``?`` any other loss of at least the game's :data:`MISTAKE`), then
    the summary. ``name(player)`` and ``choice(json)`` word a player and a
    choice (a move, or a turn's steps)."""
    listed = {index for figures in analysis["summary"].values() for index in figures["mistakes"]}
    lines = [f"{analysis['game']}: {len(analysis['turns'])} turns, players "
             f"{', '.join(name(p) for p in analysis['players'])}; chances in points of win chance"]
    for entry in analysis["turns"]:
        mover = entry["mover"]
        mark = "??" if entry["turn"] in listed else "?" if entry["loss"] >= MISTAKE[analysis["game"]] else ""
        line = (f"{entry['turn'] + 1:>4} {name(mover):<8} roll {entry['roll']!s:<10} "
                f"{100 * entry['before'][mover]:5.1f} -> {100 * entry['after'][mover]:5.1f}  "
                f"luck {_points(entry['luck']):>6}  loss {100 * entry['loss']:4.1f} {mark:<2}  "
                f"played {choice(entry['played'])}")
        if entry["loss"] > 0:
            line += f"  best {choice(entry['best'])}"
        lines.append(line.rstrip())
    winner = analysis["winner"]
    lines.append(f"winner: {name(winner) if winner is not None else 'none yet'}")
    for player in analysis["players"]:
        f = analysis["summary"][player]
        lines.append(f"{name(player)}: luck {_points(f['luck'])}, loss {100 * f['loss']:.1f} points over "
                     f"{f['decisions']} decisions ({100 * f['mean_loss']:.2f} a decision): {f['rating'] or '-'}"
                     + (f"; biggest mistakes: turns {', '.join(str(i + 1) for i in f['mistakes'])}"
                        if f["mistakes"] else ""))
    return "\n".join(lines)
