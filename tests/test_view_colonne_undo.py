"""Colonne against the computer: the person's steps can be taken back while the computer answers."""

from __future__ import annotations

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup


def test_undo_after_the_computer_answered_takes_its_turn_back_too_until_the_person_rolls():
    s = ColonneSession.new(ColonneSetup("small", ("human", "easy")), "undo-seed",
                           position=api.new_colonne("small", "white"))
    s.roll([5, 2])
    first = s.position
    s.play(0)
    middle, count = s.position, s.game.throws
    s.play(0)                                # white's turn ends: black (a computer) answers
    while s.turn == "black" and s.phase != "over":
        s.computer_step()
        assert s.can_undo                    # the computer's roll and steps keep the undo
    answered, rolled = s.position, s.rolled
    assert s.undo() == [{"say": "colonne.say.undone", "colour": "white"}]
    assert s.position == middle and s.rolled == [5, 2] and s.game.throws == count and s.phase == "choose"
    saved = colonne_save.loads(colonne_save.dumps(s))   # the undo is saved too
    assert saved.undo_from == s.undo_from and saved.can_undo
    saved.undo()
    assert saved.position == first and saved.rolled == [5, 2] and not saved.can_undo
    s.undo()
    assert s.position == first and not s.can_undo
    # the same steps again: the computer's dice fall the same, it answers the same
    s.play(0)
    s.play(0)
    while s.turn == "black" and s.phase != "over":
        s.computer_step()
    assert s.position == answered and s.rolled == rolled
    s.roll()                                 # the person rolls: their steps stand
    assert not s.can_undo
