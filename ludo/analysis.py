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

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

from ludo import registry
from ludo.values import field, value

#: A player's biggest mistakes listed in the summary, at most.
MISTAKES_SHOWN = 3
#: The rating codes, best first (each game's ``RATINGS`` gives their bounds).
RATING_CODES = ("excellent", "good", "fair", "weak", "poor")


def ratings(game: str) -> tuple[tuple[str, float], ...]:
    """Game ``game``'s ratings by the mean loss per decision (in chance: 0.01
    is one point of win chance), best first: a player rates as the first code
    whose bound its mean loss is below; the last bound is infinite. Each game
    sets them in its analysis module (``RATINGS``), from its computer players'
    figures."""
    return registry.analysis(game).RATINGS


def mistake(game: str) -> float:
    """The loss of chance from which a choice in game ``game`` is a mistake
    (its analysis module's ``MISTAKE``): the summary lists a player's
    biggest, up to :data:`MISTAKES_SHOWN` of them."""
    return registry.analysis(game).MISTAKE


def rating(game: str, mean_loss: float) -> str:
    """The rating code of a mean loss per decision in ``game`` (see :func:`ratings`)."""
    for code, bound in ratings(game):
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
    mistake: float = 0.0  # the game's (set from the game)

    def __post_init__(self) -> None:
        self.mistake = mistake(self.game)
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
        if entry["loss"] >= self.mistake:
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


G = TypeVar("G")


def replayed_then(replaying: Iterator[G | None], analysed: Callable[[G], Iterator[dict | None]]
                  ) -> Iterator[dict | None]:
    """A game's ``replaying`` (None at each pause, then the game) passed on as the
    analysis' pauses, then ``analysed(game)``'s items: each game's ``analyse_turns``
    with ticks."""
    replayed = None
    for replayed in replaying:
        if replayed is None:
            yield None
    assert replayed is not None, "a replay ends with its game"
    yield from analysed(replayed)


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
    listed mistakes, ``?`` any other loss of at least the game's :func:`mistake`), then
    the summary. ``name(player)`` and ``choice(json)`` word a player and a
    choice (a move, or a turn's steps)."""
    listed = {index for figures in analysis["summary"].values() for index in figures["mistakes"]}
    least = mistake(analysis["game"])
    lines = [f"{analysis['game']}: {len(analysis['turns'])} turns, players "
             f"{', '.join(name(p) for p in analysis['players'])}; chances in points of win chance"]
    for entry in analysis["turns"]:
        mover = entry["mover"]
        mark = "??" if entry["turn"] in listed else "?" if entry["loss"] >= least else ""
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
