"""Colonne against the computer: the person's steps can be taken back while the computer answers."""

from __future__ import annotations

import view_helpers  # noqa: F401

from ludo import api
from ludoview.core.dice import Dice
from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup


def test_undo_after_the_computer_answered_takes_its_turn_back_too_until_the_person_rolls():
    s = ColonneSession(ColonneSetup("small", ("human", "easy")), api.new_colonne("small", "white"), Dice("undo-seed"))
    s.roll([5, 2])
    first = s.position
    s.play(0)
    middle, count = s.position, s.dice.count
    s.play(0)                                # white's turn ends: black (a computer) answers
    while s.turn == "black" and s.phase != "over":
        s.computer_step()
        assert s.can_undo                    # the computer's roll and steps keep the undo
    answered, rolled = s.position, s.rolled
    assert s.undo() == [{"say": "c.undone", "corner": "white"}]
    assert s.position == middle and s.rolled == [5, 2] and s.dice.count == count and s.phase == "choose"
    saved = colonne_save.loads(colonne_save.dumps(s))   # the stack (dice and count) is saved too
    assert saved.undo_stack == s.undo_stack and saved.undo_stack[0]["pending"] == [5, 2]
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
