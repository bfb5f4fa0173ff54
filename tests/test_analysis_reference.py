"""The colonne analysis against its reference figures, and the pauses of
``analyse_turns(record, ticks=True)``.

``tests/data/colonne-analysis-reference.json`` holds eight seeded games of both
variants, each with the analysis the code before issue 20 gave it (a search per
throw over every order of steps, and ``end_chance`` for every end; written
once by ``bench/analysis_reference.py --write``). Today's analysis must give
every figure of every turn (``before``, ``after``, ``luck``, ``loss``, ``start``,
the summaries' sums) within 1e-9 of it, and everything else (the best and the
played choice, the count of choices, ratings, mistakes) exactly.

The pauses: the work of the analysis is counted (``ludo.colonne.ends.Ends.work``:
steps tried, and :data:`~ludo.colonne.ends.JUDGE_WORK` for each end judged),
and between two items of ``analyse_turns`` it never passes a bound; the ends
judged between two items are counted on their own too.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from ludo import api
from ludo.colonne import analysis as colonne_analysis
from ludo.colonne.endchance import EndChance
from ludo.colonne.ends import JUDGE_WORK, SLICE_WORK
from ludo.colonne.throws import Throws
from ludo.errors import InvalidRecord

ROOT = Path(__file__).resolve().parents[1]


def _reference():
    spec = importlib.util.spec_from_file_location("analysis_reference", ROOT / "bench" / "analysis_reference.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


reference = _reference()
STORED = reference.load()["games"]
#: the games whose analysis passes the bounds of ``ludo.colonne.analysis`` (the long
#: random game and the large game between medium players), cut here to their turns
#: before the first estimated one (the turns before it are compared whole by
#: ``python3 bench/analysis_reference.py``)
CUT = {"large random": 19, "large medium": 32}


def _cut(record: dict, analysis: dict, turns: int) -> tuple[dict, dict]:
    """The record up to the start of turn ``turns``, and the stored analysis of those turns."""
    at = analysis["turns"][turns]["at"]
    return dict(record, actions=record["actions"][:at]), analysis["turns"][:turns]


def test_the_reference_holds_both_variants():
    variants = {game["record"]["variant"] for game in STORED.values()}
    assert variants == {"small", "large"} and len(STORED) >= 8
    assert any("start" in game["record"] for game in STORED.values())   # a first turn not thrown in the record


@pytest.mark.parametrize("name", sorted(STORED))
def test_the_analysis_gives_the_reference_figures(name):
    record, stored = STORED[name]["record"], STORED[name]["analysis"]
    if name in CUT:
        record, turns = _cut(record, stored, CUT[name])
        new = api.analyse(record)
        assert len(new["turns"]) == len(turns)
        largest, other = reference.differences(dict(stored, turns=turns), dict(new, summary=stored["summary"],
                                                                               winner=stored["winner"]))
    else:
        new = api.analyse(record)
        largest, other = reference.differences(stored, new)
    # within the bounds of ludo.colonne.analysis (TURN_WORK, RECORD_WORK): nothing estimated
    assert not any("estimated" in turn for turn in new["turns"])
    assert not other
    assert largest <= reference.TOLERANCE


def test_the_comparison_sees_a_difference():
    stored = STORED["small random"]["analysis"]
    changed = json.loads(json.dumps(stored))
    changed["turns"][3]["luck"] += 2e-9
    changed["turns"][5]["best"] = []
    largest, other = reference.differences(stored, changed)
    assert largest == pytest.approx(2e-9, rel=1e-3)
    assert other == [f"turn 5 best: {stored['turns'][5]['best']!r} then, [] now"]


# --- the pauses ------------------------------------------------------------------------------

class _Counting(Throws):
    """Throws that keep track of themselves and of the ends their judge judges."""

    made: list[_Counting] = []

    def __init__(self, variant) -> None:
        super().__init__(variant)
        self.judged = 0
        judge = self.judge
        outer = self

        class Judge(EndChance):
            def of(self, *args):
                outer.judged += args[-1]  # (an end that passes the dice is judged by passed)
                return EndChance.of(self, *args)

            def passed(self, *args):
                outer.judged += 1
                return EndChance.passed(self, *args)

            def chance(self, *args):
                outer.judged += 1
                return EndChance.chance(self, *args)

        self.judge = Judge(judge.variant)
        _Counting.made.append(self)


#: The most work between two items of analyse_turns: a pause comes once
#: SLICE_WORK is done, after a unit it never splits (the best with one die
#: left from one position for each die, one step of a double and the search
#: below it, one position of the turn's plans), or the end of a turn comes. (A unit
#: counts the expected hits its ends walk too: up to about 3,000.)
MOST_WORK = SLICE_WORK + 3000


@pytest.mark.parametrize("name", ["small hard-medium", "large hard", "large medium", "large random"])
def test_the_pauses_come_every_so_much_work(monkeypatch, name):
    monkeypatch.setattr(colonne_analysis, "Throws", _Counting)
    _Counting.made.clear()
    record, stored = STORED[name]["record"], STORED[name]["analysis"]
    turns = stored["turns"]
    if len(turns) > 30:
        record, turns = _cut(record, stored, 30)
    items = api.analyse_turns(record, ticks=True)
    work = judged = 0
    pauses = 0
    most = most_judged = 0
    for item in items:
        pauses += item is None
        if not _Counting.made:   # the replay's pauses come first: no search yet
            continue
        ends, = _Counting.made
        most, most_judged = max(most, ends.work - work), max(most_judged, ends.judged - judged)
        work, judged = ends.work, ends.judged
    assert most <= MOST_WORK and most_judged * JUDGE_WORK <= MOST_WORK
    assert pauses >= ends.work // MOST_WORK and pauses >= 1
    assert ends.judged >= len(turns)


def test_without_ticks_nothing_pauses():
    record = STORED["large late, dice thrown"]["record"]
    whole = list(api.analyse_turns(record))
    ticked = list(api.analyse_turns(record, ticks=True))
    assert None not in whole and None in ticked and [item for item in ticked if item is not None] == whole


def test_with_ticks_a_long_record_is_replayed_in_pieces():
    """The replay before the first turn pauses too (a record of 10,000 actions took 0.5 to
    0.8 s of the page in one piece): every REPLAY_PAUSE actions."""
    record = STORED["large random"]["record"]
    assert len(record["actions"]) > 2 * colonne_analysis.REPLAY_PAUSE
    items = api.analyse_turns(record, ticks=True)
    leading = 0
    for item in items:
        if item is not None:
            break
        leading += 1
    # the replay's pauses, then (maybe) the first turn's own slices
    assert leading >= (len(record["actions"]) - 1) // colonne_analysis.REPLAY_PAUSE
    assert item["kind"] == "turn" and item["turn"] == 0


def test_with_ticks_a_bad_record_is_refused_at_the_first_item():
    record = dict(STORED["small random"]["record"])
    record["actions"] = [*record["actions"][:5], {"step": {"dice": [6], "from": 99, "to": 105}}]
    items = api.analyse_turns(record, ticks=True)
    with pytest.raises(InvalidRecord, match="record action 5"):
        next(items)
    with pytest.raises(InvalidRecord, match="record action 5"):
        api.analyse_turns(record)


def test_past_the_expectations_bound_every_choice_is_still_searched():
    """The large game between medium players passes the bound of the expectations
    (RECORD_WORK) from some turn on, and not that of the choices (CHOICES_WORK): every
    turn's best choice, count of choices and loss are the reference's, so its mistakes are
    all found; only the chance before the throw (and so the luck) is estimated there."""
    stored = STORED["large medium"]["analysis"]
    new = api.analyse(STORED["large medium"]["record"])
    assert len(new["turns"]) == len(stored["turns"])
    later = [turn for turn in new["turns"] if "estimated" in turn]
    assert later and all(turn["estimated"] == ["before"] for turn in later)
    for old, turn in zip(stored["turns"], new["turns"], strict=True):
        assert (turn["best"], turn["played"], turn["choices"]) == (old["best"], old["played"], old["choices"])
        assert turn["loss"] == pytest.approx(old["loss"], abs=reference.TOLERANCE)
        assert turn["after"] == pytest.approx(old["after"], abs=reference.TOLERANCE)
