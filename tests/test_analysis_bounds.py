"""The colonne analysis is bounded for every record (issue 34): a turn does at
most ``TURN_WORK`` of work and a record at most ``RECORD_WORK``
(``ludo.colonne.analysis``); what would pass them is estimated, and the turn
says so. Counted in work (``Ends.work``: steps tried, ends judged), not in
seconds, so nothing here depends on the machine.

The costly shape: both players' pieces spread apart, one piece a unit (the
ends of a throw of three dice grow with the cube of the mover's units, and the
expectation searches 56 throws): one such turn took 1.1 to 1.7 million work,
about 4 s of CPython, before the bound.
"""

from __future__ import annotations

import gc

import pytest
from colonne_helpers import SPREAD, spread_record

from ludo import api
from ludo.colonne import analysis as colonne_analysis
from ludo.colonne import chances
from ludo.colonne.chances import roller_chance
from ludo.colonne.ends import SLICE_WORK
from ludo.colonne.game import Game
from ludo.colonne.jsonio import position_from_json
from ludo.colonne.throws import Throws
from ludo.colonne.variant import LARGE
from ludo.errors import InvalidRecord

#: past a bound, the work goes on until the next place a search may pause:
#: SLICE_WORK and a unit it never splits (tests/test_analysis_reference.py)
SLACK = SLICE_WORK + 3000


class Counting(Throws):
    """Throws that keep themselves where the test finds them."""

    made: list[Counting] = []

    def __init__(self, variant):
        super().__init__(variant)
        Counting.made.append(self)


def analysed(monkeypatch, record: dict, ticks: bool = False) -> tuple[list[dict], list[int], dict]:
    """The turns of ``record``'s analysis, the work done for each, and the summary."""
    monkeypatch.setattr(colonne_analysis, "Throws", Counting)
    Counting.made.clear()
    items = api.analyse_turns(record, ticks=ticks)
    turns, work, done = [], [], 0
    for item in items:
        if not Counting.made:   # (with ticks, the replay's pauses come first: no search yet)
            continue
        ends, = Counting.made
        if item is not None and item["kind"] == "turn":
            turns.append(item)
            work.append(ends.work - done)
            done = ends.work
        elif item is not None:
            summary = item["summary"]
    return turns, work, summary


def test_a_spread_turn_stops_at_its_bound_and_says_what_it_estimated(monkeypatch):
    record = spread_record(1)
    (turn,), (work,), _ = analysed(monkeypatch, record, ticks=True)
    assert colonne_analysis.TURN_WORK <= work <= colonne_analysis.TURN_WORK + SLACK
    # the expectation over 56 throws did not fit: the chance before is the position's own
    assert turn["estimated"] == ["before"]
    start = position_from_json(SPREAD)
    assert turn["before"]["white"] == roller_chance(LARGE, start.mine, start.theirs)
    # the choices of the throw made were searched whole: the best as a separate search finds it
    exact = Throws(LARGE)
    chance, _end, _path, count = exact.best_plan(start.mine, start.theirs, (1, 2, 4), False)
    assert turn["choices"] == count > 100
    assert turn["after"]["white"] + turn["loss"] == pytest.approx(chance, abs=1e-12)
    assert turn["luck"] - turn["loss"] == pytest.approx(turn["after"]["white"] - turn["before"]["white"])


def test_a_record_stops_at_its_bound_and_every_later_turn_is_estimated(monkeypatch):
    monkeypatch.setattr(colonne_analysis, "TURN_WORK", 400_000)
    monkeypatch.setattr(colonne_analysis, "RECORD_WORK", 1_000_000)
    monkeypatch.setattr(colonne_analysis, "CHOICES_WORK", 1_000_000)
    record = spread_record(16)
    turns, work, summary = analysed(monkeypatch, record)
    assert len(turns) == 16
    assert sum(work) <= 1_000_000 + 1_000_000 + 2 * SLACK + 16 * 12   # and the played end's chance
    assert max(work) <= 400_000 + SLACK
    spent = [index for index, turn in enumerate(turns) if turn.get("estimated") == ["best", "before"]]
    assert spent and spent == list(range(spent[0], 16))   # from some turn on, nothing is searched
    for turn in turns[spent[0]:]:
        assert turn["choices"] == 1 and turn["loss"] == 0.0 and turn["best"] == turn["played"]
    assert spent[0] >= 2 and all(turn["estimated"] == ["before"] for turn in turns[:spent[0]])
    # a turn whose choices were not searched is no decision
    decisions = sum(figures["decisions"] for figures in summary.values())
    assert decisions == sum(turn["choices"] > 1 for turn in turns) == spent[0]


def test_the_bounds_leave_a_typical_turn_whole(monkeypatch):
    record = Game("large", 3, first="white").to_record()
    game = Game.from_record(record)
    for _ in range(3):
        game.roll()
        while game.position.dice and not game.over and game.legal_steps():
            game.play(game.legal_steps()[0])
    turns, work, _ = analysed(monkeypatch, game.to_record())
    assert len(turns) == 3 and max(work) < colonne_analysis.TURN_WORK
    assert not any("estimated" in turn for turn in turns)


def _small_bounds(monkeypatch) -> None:
    """Bounds a few spread turns pass (searched turns, cut ones, estimated ones)."""
    monkeypatch.setattr(colonne_analysis, "TURN_WORK", 50_000)
    monkeypatch.setattr(colonne_analysis, "RECORD_WORK", 120_000)
    monkeypatch.setattr(colonne_analysis, "CHOICES_WORK", 100_000)


def test_the_analysis_makes_no_reference_cycles(monkeypatch):
    """The analysis pauses Python's cyclic collector while it works out an item
    (``ludo.colonne.analysis._CollectorPaused``). That is safe, its memory as bounded as
    with the collector, because it makes no reference cycles: all it drops is freed at
    once by reference counting. Checked: with the collector off, the analysis of a record
    whose turns are searched, cut at their bounds and estimated, with ticks and without,
    leaves the collector nothing to find."""
    _small_bounds(monkeypatch)
    record = spread_record(12)
    api.analyse(record)   # (the first one may import modules and fill caches)
    gc.collect()
    gc.disable()
    try:
        whole = api.analyse(record)
        items = list(api.analyse_turns(record, ticks=True))
        found = gc.collect()
    finally:
        gc.enable()
    assert found == 0
    assert any(turn.get("estimated") == ["best", "before"] for turn in whole["turns"])
    assert None in items


def test_the_collector_is_as_it_was_between_items(monkeypatch):
    """While an item of analyse_turns is worked out, Python's collector is off; between
    two items (where a page runs its own work) and after an analysis, ended or refused,
    it is on or off as it was before."""
    _small_bounds(monkeypatch)
    record = spread_record(3)
    during = []

    def roller_chance(*args):
        during.append(gc.isenabled())
        return chances.roller_chance(*args)

    monkeypatch.setattr(colonne_analysis, "roller_chance", roller_chance)
    assert gc.isenabled()
    assert all(gc.isenabled() for _item in api.analyse_turns(record, ticks=True))
    assert during and not any(during)
    items = api.analyse_turns(record, ticks=True)
    next(items)
    items.close()   # (a page leaves a review half-way)
    assert gc.isenabled()
    with pytest.raises(InvalidRecord):
        api.analyse_turns(dict(record, actions=[{"roll": [7, 1, 1]}]))
    assert gc.isenabled()
    with pytest.raises(InvalidRecord):
        list(api.analyse_turns(dict(record, actions=[{"roll": [7, 1, 1]}]), ticks=True))
    assert gc.isenabled()
    gc.disable()
    try:
        assert not any(gc.isenabled() for _item in api.analyse_turns(record))
        assert not gc.isenabled()
    finally:
        gc.enable()
