"""Every turn told at colonne (issue 35): when the person's turn comes back after the computer
played, the message box says what it did since, a line a throw (a double brings another), its
steps as the review says them; each piece of the person's beaten is said there ("beating one of
your pieces"), the box is marked as an alert and the board puts a star where it was beaten."""

from __future__ import annotations

import re

import pytest
import view_helpers  # (puts web/py on the path; its colonne_at below)
from view_helpers import ColonneSession, ColonneSetup

from ludoview.core.view import roll_words
from ludoview.games.colonne.view import Seen, since_turn, view

BEATEN = re.compile(r"beating (one|\d+) of your pieces")


def _turns(variant: str, seed: str, rounds: int = 40):
    """(the computer's throws since the person's last action, the view then) at each return of
    the person's turn; the person (White) always plays the first listed step."""
    session = ColonneSession.new(ColonneSetup(variant, ("human", "hard")), seed)
    for _ in range(rounds):
        while session.phase != "over" and session.is_human:     # (a double: White throws again)
            session.roll()
            while session.phase == "choose" and session.is_human:
                session.play(0)
        events: list[dict] = []
        while session.phase != "over" and not session.is_human:
            events += session.computer_step()
        if session.phase == "over":
            return
        yield events, view(session, Seen(lang="en", you="white"), events)


@pytest.mark.parametrize(("variant", "seed"), [("small", "told-2"), ("small", "told-3"), ("large", "told-1")])
def test_every_piece_of_the_person_beaten_is_told_and_marked(variant, seed):
    beaten = 0
    for events, shown in _turns(variant, seed):
        taken = [e["n"] for e in events if e.get("say") == "colonne.say.capture" and e["victim"] == "white"]
        said = shown.say or ""
        lines = said.split("\n")
        assert lines[0] == "Since your last turn:" and lines[-1] == "Your turn.", said
        # a line a throw of Black's, each with its dice as thrown
        throws = [e["dice"] for e in events if e.get("say") == "colonne.say.rolled"]
        assert len(lines) == len(throws) + 2, said
        for line, dice in zip(lines[1:-1], throws, strict=True):
            assert line.startswith(f"Black rolled {roll_words('en', dice)} and "), said
        told = [1 if m == "one" else int(m) for m in BEATEN.findall(said)]
        assert told == taken, said
        assert shown.alert == bool(taken)
        assert shown.board.count('class="burst struck"') == len(taken)
        beaten += len(taken)
    assert beaten, f"no piece of the person's beaten in {variant} {seed}: pick another seed"


def test_the_lines_say_what_the_computer_did():
    white = "white"
    start = {"format": "ludo-position/1", "game": "colonne", "variant": "small", "turn": "black", "dice": [],
             "again": False, "pieces": {"white": [0, 0, 0, 0, 16, 20], "black": [0, 0, 0, 0, 12, 13]}}
    session = view_helpers.colonne_at(ColonneSetup("small", ("human", "hard")), start, "since")
    session.roll([4, 4])           # a double: Black throws again after its steps
    for step in ({"dice": [4], "from": 12, "to": 16}, {"dice": [4], "from": 13, "to": 17}):
        session.play(session.index_of(step))
    session.roll([6, 1])
    session.play(session.index_of({"dice": [1], "from": 16, "to": 17}))
    session.play(session.index_of({"dice": [6], "from": 0, "to": 7}))
    assert session.turn == white and session.phase == "roll"
    told = since_turn("en", session, white, white, None, lambda colour: colour != white)
    assert told is not None
    assert told.lines == (
        "Since your last turn:",
        "Black rolled a double 4 and moved the piece from entry I to square 4, beating one of your pieces, "
        "then moved the piece from square 1 to square 5.",
        "Black rolled a 6 and a 1 and moved the piece from square 4 to square 5, making a column of 2, "
        "then brought a new piece in at entry VI.")
    assert told.struck == (("black", 16),)
    # said to nobody in particular (people at one device), and in the other languages
    told = since_turn("en", session, white, None, {"white": "Anna"}, lambda colour: colour != white)
    assert told is not None and told.lines[0] == "Since Anna's last turn:"
    assert "beating one of Anna's pieces" in told.lines[1]
    for lang, head, beaten in (("it", "Dal tuo ultimo turno:", "battendo una tua pedina"),
                               ("fr", "Depuis ton dernier tour\u00a0:", "en battant un de tes pions"),
                               ("de", "Seit deinem letzten Zug:", "und dabei eine deiner Figuren geschlagen")):
        told = since_turn(lang, session, white, white, None, lambda colour: colour != white)
        assert told is not None and told.lines[0] == head and beaten in told.lines[1], told.lines
    # two people at one device: nothing to tell
    assert since_turn("en", session, white, None, None, lambda colour: False) is None
