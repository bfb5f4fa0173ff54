"""The colonne analysis pinned to the bit: a change made for speed must give every
figure as before, not figures within a tolerance (``tests/test_analysis_reference.py``
compares with the figures of older code to 1e-9).

For each record below, the items of ``analyse_turns(record, ticks=True)`` (as the page
runs it: the turns, the summary, and where the pauses fall) with the work counted after
each (``Ends.work``: where the bounds of ``ludo.colonne.analysis`` fall) are written as
JSON (a float as ``repr`` writes it: every bit) and hashed. The records: reference
games of both variants (``tests/data/colonne-analysis-reference.json``) and a record of
pieces kept apart with the bounds lowered, so that its turns are searched, cut at their
bound and estimated.

The digests were taken with the code before issue 34's last speed changes (e41c76f).
When a change is meant to change the figures, say so in its commit and take the
digests again: ``python3 tests/test_analysis_exact.py`` prints them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
sys.path[:0] = [str(TESTS.parent), str(TESTS)]   # (as pytest sets it, for a run as a script)

from colonne_helpers import spread_record  # noqa: E402  (after sys.path is set)

from ludo import api  # noqa: E402  (after sys.path is set)
from ludo.colonne import analysis as colonne_analysis  # noqa: E402  (after sys.path is set)
from ludo.colonne.throws import Throws  # noqa: E402  (after sys.path is set)

#: name -> the digest of its items (see the module's docstring)
DIGESTS = {
    "small hard-medium": "965f056fca104b7d2828a54cf4b3ebdde064798812e79a5c7d599f748ff3c998",
    "large hard": "ad96146a57e501a89eb57135f30af915c281a4aab5ca2c69298f85213bf5bc35",
    "large late, dice thrown": "1c2b9a0a5df8532041f7854004adc87f74bd638b8d6f4b641721cf86c3a59f7e",
    "spread apart, bounds lowered": "98011810ecac8063dede21f08fc2bb8f123d3dfed2e243725a9877eb249aa28c",
}
SPREAD = "spread apart, bounds lowered"
#: the bounds of :data:`SPREAD`: a few of its turns searched, some cut, the others estimated
LOWERED = {"TURN_WORK": 50_000, "RECORD_WORK": 120_000, "CHOICES_WORK": 100_000}


class _Counted(Throws):
    """Throws that keep themselves where :func:`digest` finds them."""

    made: list[_Counted] = []

    def __init__(self, variant) -> None:
        super().__init__(variant)
        _Counted.made.append(self)


def digest(name: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The digest of ``name``'s items with ticks and the work after each (see the
    module's docstring)."""
    if name == SPREAD:
        record = spread_record(12)
        for bound, value in LOWERED.items():
            monkeypatch.setattr(colonne_analysis, bound, value)
    else:
        record = json.loads((TESTS / "data" / "colonne-analysis-reference.json").read_text())["games"][name]["record"]
    monkeypatch.setattr(colonne_analysis, "Throws", _Counted)
    _Counted.made.clear()
    items = [[item, _Counted.made[-1].work if _Counted.made else None]
             for item in api.analyse_turns(record, ticks=True)]
    return hashlib.sha256(json.dumps(items, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("name", list(DIGESTS))
def test_the_analysis_gives_the_same_figures_to_the_bit(monkeypatch, name):
    assert digest(name, monkeypatch) == DIGESTS[name], (
        f"the analysis of {name!r} changed (a figure, a pause or the work counted): if that is "
        "meant, take the digests again (python3 tests/test_analysis_exact.py)")


if __name__ == "__main__":
    for each in DIGESTS:
        with pytest.MonkeyPatch.context() as patch:
            print(f"    {each!r}: {digest(each, patch)!r},")
