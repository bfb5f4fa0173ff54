"""Players' names: given in the setup, said in every sentence, saved, shared; always text."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import ColonneSetup, Setup, colonne_save, mensch_save

from ludoview.core.names import MAX_LENGTH, clean_name
from ludoview.core.share import fragment, record_from_fragment, split_names
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.words import say_all as colonne_say
from ludoview.games.mensch import view as mview
from ludoview.games.mensch.board import render_board
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.words import say_all
from ludoview.games.replay import replay

HOSTILE = '<img src=x onerror=alert(1)>'


@pytest.mark.parametrize("text, name", [
    ("Anna", "Anna"), ("  Anna   Maria ", "Anna Maria"), ("", None), ("   ", None), (None, None), (7, None),
    ("Tab\there\nnewline", "Tab here newline"), ("\u200bzero", "zero"), (HOSTILE, "<img src=x…"),
    ("Maria Magdalena von Habsburg", "Maria Magdalena…"), ("Abcdefghijklmnopqrstuvwxyz", "Abcdefghijklmnopq…"),
])
def test_a_name_is_one_line_of_text_cut_sensibly(text, name):
    assert clean_name(text) == name
    assert name is None or len(name) <= MAX_LENGTH


def test_names_are_said_in_every_sentence_and_the_colour_stays_for_the_others():
    setup = Setup.make(2, ("easy", "easy"), names=("Anna", None))
    assert setup.names == {0: "Anna"} and setup.player(0).name == "Anna"
    events = [{"say": "mensch.say.capture", "corner": 0, "victim": 2}, {"say": "mensch.say.next", "corner": 2},
              {"say": "mensch.say.rolled", "corner": 0, "roll": 6}]
    said = say_all("it", events, None, setup.names)
    assert said[0].startswith("Anna mangia") and "Blu" in said[0] and said[2] == "Anna ha tirato un 6."
    assert say_all("en", events, 0, setup.names)[0].startswith("You capture")    # "you" wins over a name
    colonne = ColonneSetup("small", ("human", "hard"), ("Luca", "Marta"))
    assert colonne.names == {"white": "Luca", "black": "Marta"}
    assert colonne_say("de", [{"say": "colonne.say.next", "colour": "black"}], "small", None, colonne.names) == ["Marta ist dran."]


def test_names_show_on_the_end_screen_the_board_and_in_the_save():
    setup = Setup.make(2, ("easy", "easy"), names=("Anna", HOSTILE))
    session = MenschSession.new(setup, "names")
    while session.phase != "over":
        session.computer_step()
    v = mview.view(session, mview.Seen(lang="en"), session.events)
    assert {row.name for row in v.end.rows} == {"Anna", clean_name(HOSTILE)}
    assert any("Anna" in line for line in v.log)
    svg = render_board(session.position, lang="en", names=setup.names)
    assert "Anna's piece" in svg or "Anna" in svg
    assert "<img" not in svg and "&lt;img" in svg                                  # text, never markup
    back = mensch_save.loads(mensch_save.dumps(session))
    assert back.setup == setup
    data = json.loads(mensch_save.dumps(session))
    data["players"][0]["name"] = "x" * 500                                        # a long name read back is cut
    assert len(mensch_save.from_json(data).setup.names[0]) == MAX_LENGTH
    c = ColonneSession.new(ColonneSetup("small", ("easy", "easy"), ("Luca", None)), "names")
    assert colonne_save.loads(colonne_save.dumps(c)).setup.names == {"white": "Luca"}


def test_names_ride_beside_the_shared_record_and_the_replay_says_them():
    setup = Setup.make(2, ("easy", "medium"), names=("Anna", "Bruno"))
    session = MenschSession.new(setup, "shared-names")
    for _ in range(40):
        session.computer_step()
    data = record_from_fragment(fragment(session.record(), setup.names))
    record, names = split_names(data)
    assert record == session.record() and names == {0: "Anna", 2: "Bruno"}
    shown = replay(data)
    assert shown.names == names and any("Anna" in line for line in shown.lines("fr"))
    assert split_names({"names": {"0": HOSTILE, "2": 5}})[1] == {0: clean_name(HOSTILE)}
