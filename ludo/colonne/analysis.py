"""The analysis of a colonne game record (see :mod:`ludo.analysis`).

A turn is one throw of the dice and every step taken with them: the choice is
where the turn leaves the pieces. The choices with a throw are all the ends
of the turn the dice allow (every order of steps; ``choices`` counts the
distinct ends), each judged by the calibrated chance
(:mod:`ludo.colonne.chances`) of the position where the next throw is due:
the opponent's, or the mover's own after a double. The best choice is the end
with the highest chance for the mover (the first the plan search lists on a
tie, or the mover's own if it is as good); the expectation runs over every
distinct throw of the variant's dice (21 in the small variant, 56 in the
large one) with its probability.

What keeps this fast: the 21 or 56 searches of a turn share their work
(:meth:`ludo.colonne.throws.Throws.every_throw`): a position is met once whichever
throw led there, it works out its best for every die or pair of dice left at
once, and every end's chance is worked out once
(:class:`ludo.colonne.endchance.EndChance`, the numbers of
:func:`ludo.colonne.chances.end_chance` to the last bit). Nothing is cut:
"best" is the best of every end.

A record that starts with dice already thrown (a ``start`` position holding
dice) begins with a turn whose throw is not part of the record: its ``before``
is the chance after the best choice with those dice, so its luck is 0. A turn
still going on at the end of the record (dice left) is not analysed.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Generator, Iterator
from typing import Any

from ludo import analysis
from ludo.colonne import rules
from ludo.colonne.chances import chances, roller_chance
from ludo.colonne.ends import UNLIMITED, OverBudget
from ludo.colonne.game import Game
from ludo.colonne.jsonio import step_to_json
from ludo.colonne.plans import distinct_rolls
from ludo.colonne.position import COLOURS, Position, other
from ludo.colonne.throws import Throws
from ludo.colonne.variant import Variant
from ludo.values import derived

#: The ratings by the mean loss per decision (:func:`ludo.analysis.ratings`),
#: set from the computer players' figures (the median mean loss per decision
#: over whole games, by this analysis: small hard 0.2 points, medium 1.0,
#: random 3.7, always the worst end 4.1; large hard 0.03, medium 1.0, random
#: 2.4, always the worst end 2.5): hard rates excellent, medium good, random
#: weak (fair in the large game).
RATINGS = (("excellent", 0.005), ("good", 0.015), ("fair", 0.03), ("weak", 0.05), ("poor", math.inf))
#: A choice that loses at least 3 points of win chance is a mistake (a colonne
#: choice weighs more than a mensch one: see RATINGS).
MISTAKE = 0.03
#: The work (:attr:`ludo.colonne.ends.Ends.work`: steps tried, ends judged and
#: the expected hits they walked, weighed by what each takes in time) a turn may
#: take (``TURN_WORK``), and all the turns of a record together, from two pools: the
#: searches of the choices of the throws made (``CHOICES_WORK``: the best choice,
#: the loss, so the mistakes) and the expectations over every throw (``RECORD_WORK``:
#: the chance before the throw, so the luck). About 0.2 s, 0.4 s and 1.5 s of CPython
#: on a 2-core machine, two or three times that in the page. In the reference games
#: (``tests/data/colonne-analysis-reference.json``) the choices are a twentieth of
#: the work: every choice of every game but the long random one is searched (the
#: large game between medium players: 0.30 million), and the large game between
#: hard players is whole (2.37 million of expectations, its costliest turn
#: 105,000), as is every small game; the large game between medium players has
#: its expectations for its first 33 turns, the long random game for its first 19
#: (a turn of 942,000). What would pass a bound is estimated, and the turn says so
#: in ``"estimated"``:
#: ``"before"`` (the chance before the throw is the position's own,
#: :func:`ludo.colonne.chances.roller_chance`, not the expectation over every
#: throw) and ``"best"`` (the choices were not searched: the played one
#: stands for the best, ``choices`` is 1 and the turn is no decision).
TURN_WORK = 400_000
RECORD_WORK = 2_500_000
CHOICES_WORK = 600_000


def _split(mover: str, chance: float) -> dict[str, float]:
    return {colour: chance if colour == mover else 1.0 - chance for colour in COLOURS}


def _steps_json(position: Position, path: tuple) -> list[dict]:
    """A plan's steps from ``position`` as ``legal_steps`` gives them."""
    out = []
    for used, origin, target in path:
        step = next(s for s in rules.iter_steps(position) if (s.dice, s.origin, s.target) == (used, origin, target))
        out.append(step_to_json(step))
        position = rules.play(position, step)
    return out


def _sorted(position: Position, mover: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    mine = position.pieces(mover)
    return tuple(sorted(mine)), tuple(sorted(position.pieces(other(mover))))


def _turn(ends: Throws, limits: Limits, index: int, at: int, thrown: Position, rolled: bool, end: Position,
          steps: list[dict], ticks: bool) -> Iterator[dict | None]:
    """One turn: the pieces and dice of ``thrown`` (the position with the dice
    set, before the first step), reached by a throw of the record (``rolled``)
    or not (the dice were thrown before the record began), to ``end``. Yields
    None in the expectation's work when ``ticks`` (every
    :data:`ludo.colonne.ends.SLICE_WORK`), then the turn. Within ``limits``:
    first the choices of the throw made, then the expectation over every
    throw; what passes them is estimated (see :data:`TURN_WORK`)."""
    ends.forget()
    mover = thrown.turn
    if limits.choices <= 0:  # the record's work for choices is spent: nothing is searched
        yield _estimated(limits, index, at, thrown, rolled, _sorted(end, mover), steps)
        return
    mine, theirs = _sorted(thrown, mover)
    dice = tuple(sorted(thrown.dice))
    again = thrown.again
    played = ends.chance(*_sorted(end, mover), again)
    estimated = []
    turn_end = ends.work + TURN_WORK
    way: tuple | None = None  # the choices searched: the way to the first best end, and how many
    best, count = played, 1
    start = ends.work
    ends.limit = min(turn_end, start + limits.choices)
    try:
        if ends.limit <= ends.work:  # (the record's work for choices is spent)
            raise OverBudget
        best, way, count = yield from _choices(ends, mine, theirs, dice, again, ticks)
    except OverBudget:  # the choices are not searched: the played one stands for the best
        estimated.append("best")
    limits.choices -= ends.work - start
    if not rolled:  # (the dice were thrown before the record began: no expectation)
        before = best
    elif way is None:
        before = limits.roller(thrown.variant, mine, theirs)
        estimated.append("before")
    else:
        start = ends.work
        ends.limit = min(turn_end, start + limits.expectation)
        try:
            if ends.limit <= ends.work:  # (the turn's or the record's work is spent)
                raise OverBudget
            bests = yield from ends.every_throw(mine, theirs, ticks)
        except OverBudget:  # the chance before the throw, as the position holds it
            before = limits.roller(thrown.variant, mine, theirs)
            estimated.append("before")
        else:
            best = bests[dice]
            before = 0.0
            for probability, throw in distinct_rolls(thrown.variant.dice):
                before += probability * bests[throw]
        limits.expectation -= ends.work - start
    ends.limit = UNLIMITED
    # the search's positions freed now, not at the next turn: while the turn is worked out
    # the collector is off (_CollectorPaused), and what is alive when it is on again it walks
    ends.forget()
    best_choice = steps if way is None or played >= best else _steps_json(thrown, way)
    entry = analysis.turn(index, at, mover, list(thrown.dice), _split(mover, before), _split(mover, best),
                          _split(mover, played), steps, best_choice, count)
    if estimated:
        entry["estimated"] = estimated
    yield entry


def _choices(ends: Throws, mine: tuple[int, ...], theirs: tuple[int, ...], dice: tuple[int, ...], again: bool,
             ticks: bool) -> Generator[None, None, tuple[float, tuple, int]]:
    """The choices of the throw made (:meth:`ludo.colonne.ends.Ends.plans`), pausing as they
    do: the generator's value is the best end's chance, the way there (the first best in
    the order of turn_plans) and how many ends. (A function of its own, so that the ends it
    holds, and their positions, are let go when it ends.)"""
    plans = yield from ends.plans(mine, theirs, dice, ticks)
    best, first = yield from ends.first_best_slices(plans, again, ticks)
    return best, plans[first][0], len(plans)


def _estimated(limits: Limits, index: int, at: int, thrown: Position, rolled: bool,
               end: tuple[tuple[int, ...], tuple[int, ...]], steps: list[dict]) -> dict:
    """A turn of :func:`_turn` once the record's work for choices is spent: the
    played choice stands for the best and the chance before the throw is the
    position's own (``"estimated": ["best", "before"]``). No search, so no
    :class:`ludo.colonne.ends.Ends`: the played end's chance is
    :func:`ludo.colonne.chances.end_chance` (the number ``Ends.chance`` gives, to the
    last bit), from the chance of the player to throw there, which the next turn's
    estimate is (:meth:`Limits.roller`): one chance worked out a turn."""
    variant = thrown.variant
    mover = thrown.turn
    mine, theirs = end
    if thrown.again:  # the mover throws next
        played = limits.roller(variant, mine, theirs)
    else:
        played = 1.0 - limits.roller(variant, theirs, mine)
    if rolled:
        before = limits.roller(variant, *_sorted(thrown, mover))
        estimated = ["best", "before"]
    else:  # (the dice were thrown before the record began: no expectation)
        before = played
        estimated = ["best"]
    entry = analysis.turn(index, at, mover, list(thrown.dice), _split(mover, before), _split(mover, played),
                          _split(mover, played), steps, steps, 1)
    entry["estimated"] = estimated
    return entry


class Limits:
    """The work a record's turns may still do: the searches of the choices of the
    throws made (:data:`CHOICES_WORK`) and the expectations over every throw
    (:data:`RECORD_WORK`), each from a pool of its own; and the chances of the
    player to throw (:meth:`roller`) of the last positions met."""

    def __init__(self) -> None:
        self.choices = CHOICES_WORK
        self.expectation = RECORD_WORK
        self.rollers: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}

    def roller(self, variant: Variant, mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
        """:func:`ludo.colonne.chances.roller_chance`, kept for the next turns: where a
        turn ends is where the next one's throw is due (an estimated turn's chance
        before the throw is the chance of the end before it)."""
        found = self.rollers.get((mine, theirs))
        if found is None:
            if len(self.rollers) >= 8:
                self.rollers.clear()
            found = self.rollers[mine, theirs] = roller_chance(variant, mine, theirs)
        return found


def _turns(game: Game, ends: Throws, ticks: bool) -> Iterator[dict | None]:
    positions = game.positions
    actions = game.history
    limits = Limits()
    index = 0
    at = 0
    while at < len(actions):
        first = at
        rolled = actions[at][0] == "roll"
        if rolled:  # the dice as thrown (the position after the throw may already be the next turn's)
            dice = actions[at][1]
            thrown = derived(positions[at], dice=dice, again=len(set(dice)) == 1)
            at += 1
        else:  # the record began with dice already thrown
            thrown = positions[at]
        steps = []
        while at < len(actions) and actions[at][0] == "step":
            steps.append(step_to_json(actions[at][1]))
            at += 1
        end = positions[at]
        if end.dice and end.winner is None:
            return  # the record stops in the middle of this turn
        yield from _turn(ends, limits, index, first, thrown, rolled, end, steps, ticks)
        index += 1


def analyse_turns(record: Any, ticks: bool = False) -> Iterator[dict | None]:
    """The analysis of a colonne record, one item at a time: each turn's JSON,
    then the summary (:func:`ludo.analysis.run`); with ``ticks``, also None
    every so much work in a turn's expectation (a millisecond or two of work
    each, :data:`ludo.colonne.ends.SLICE_WORK`), where a page may pause. The
    record is replayed first, so a bad one raises
    :class:`ludo.errors.InvalidRecord` before any turn: here without ``ticks``;
    with ``ticks``, at the first item, the replay itself pausing (None) every
    :data:`REPLAY_PAUSE` actions (as mensch's)."""
    if not ticks:
        with _CollectorPaused():
            game = Game.from_record(record)
        return _collector_paused_in(_analysis(game, False))
    return _collector_paused_in(analysis.replayed_then(Game.replaying(record, every=REPLAY_PAUSE),
                                                       lambda game: _analysis(game, True)))


#: With ticks, how many actions of the record are replayed between two pauses (a few
#: milliseconds of work in the page, as one slice of a turn's search).
REPLAY_PAUSE = 200


class _CollectorPaused:
    """A with-block with Python's cyclic garbage collector off, on again after if it was
    before. The analysis makes no reference cycles (``tests/test_analysis_bounds.py``
    checks it), so all it frees is freed as it goes, the collector or not; but with the
    collector on, the nodes a turn's search keeps until the next turn are walked again
    and again, then moved to the oldest generation, whose full collections walk the
    record and its 10,000 replayed positions: 5 to 10% of a long record's time
    (docs/analysis.md). (A class, not ``contextlib.contextmanager``: entered once an
    item, it costs a tenth.)"""

    __slots__ = ("enabled",)

    def __enter__(self) -> None:
        self.enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *_exception: object) -> None:
        if self.enabled:
            gc.enable()


def _collector_paused_in(items: Iterator[dict | None]) -> Iterator[dict | None]:
    """``items``, each worked out with the collector off (:class:`_CollectorPaused`),
    and on again between two items: a page that analyses between frames runs its own
    work, between two items, with its collector as it was."""
    while True:
        with _CollectorPaused():
            try:
                item = next(items)
            except StopIteration:
                return
        yield item


def _analysis(game: Game, ticks: bool) -> Iterator[dict | None]:
    return analysis.run("colonne", list(COLOURS), game.winner, chances(game.start),
                        _turns(game, Throws(game.variant), ticks))


def analyse(record: Any) -> dict:
    """The whole analysis of a colonne record (:func:`ludo.analysis.collect`)."""
    return analysis.collect(analyse_turns(record))


def text(record: Any) -> str:
    """The analysis as text, for ``python -m ludo analyse``."""
    def choice(steps: list[dict]) -> str:
        if not steps:
            return "no step"
        return ", ".join(f"{'+'.join(map(str, s['dice']))}: {s['from']}->{s['to']}" for s in steps)

    return analysis.text(analyse(record), str, choice)
