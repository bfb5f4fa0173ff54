"""Hints that rank (issue 35): with hints shown, a mensch throw's moves are listed best first,
each with its chance to win, and a reason that tells it apart from the others where the engine
gives one; the keyboard goes through them in that order."""

from __future__ import annotations

import re

import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import Setup, mensch_at

from ludo import api
from ludoview.games.mensch import view as mview
from ludoview.games.mensch.controls import Chooser
from ludoview.games.mensch.words import telling


def _four_alike():
    """Red throws a 5 with four pieces out: four moves whose first reason is the same
    ("escapes"), with four different estimates."""
    setup = Setup.make(2, ("human", "human"))
    position = dict(api.new_position(setup.seats, setup.options), turn=0,
                    pieces={"0": [5, 8, 19, 31], "2": [6, 23, 35, -1]})
    return mensch_at(setup, position, "ranked", roll=5)


def test_four_similar_moves_are_listed_best_first_with_four_chances():
    session = _four_alike()
    hints = api.hints(session.position, 5)
    assert len(hints) == 4 and len({h["reason"] for h in hints}) == 1     # alike by their first reason
    v = mview.view(session, mview.Seen(lang="en", can_act=True, die_face=5, hints=True), [])
    chances = [int(re.search(r"\((\d+)% to win\)$", m.hint).group(1)) for m in v.moves]
    assert len(set(chances)) == 4 and chances == sorted(chances, reverse=True), chances
    # the order is the engine's estimate's, each move still names its own index
    by_move = {(h["move"]["from"], h["move"]["to"]): h["estimate"] for h in hints}
    estimates = [by_move[(session.choices[m.index]["from"], session.choices[m.index]["to"])] for m in v.moves]
    assert estimates == sorted(estimates, reverse=True)
    # the arrows go down the list as shown (the page tells the session hints are on); Enter first picks the best
    order = [m.index for m in v.moves]
    session.ranked = True
    chooser, seen = Chooser(), []
    for _ in range(4):
        _, chooser = chooser.key("ArrowDown", session)
        seen.append(chooser.cursor)
    assert seen == order
    _, chooser = Chooser().key("Enter", session)
    assert chooser.cursor == order[0]
    # without hints: the engine's order, no chances
    session.ranked = False
    v = mview.view(session, mview.Seen(lang="en", can_act=True, die_face=5, hints=False), [])
    assert [m.index for m in v.moves] == [0, 1, 2, 3] and all(m.hint is None for m in v.moves)


def test_the_telling_reason_is_one_the_other_moves_do_not_give():
    def hint(*codes):
        return {"mark": "good", "reason": codes[0], "args": {}, "reasons": [{"code": c, "args": {}} for c in codes]}
    a, b, c = hint("advances", "safe_in_lane"), hint("advances", "frees_start"), hint("advances")
    assert telling(a, [b, c])["reason"] == "safe_in_lane"
    assert telling(b, [a, c])["reason"] == "frees_start"
    assert telling(c, [a, b])["reason"] == "advances"           # nothing else to tell: as it was
    assert telling(hint("captures", "advances"), [a, b])["reason"] == "captures"   # already its own
