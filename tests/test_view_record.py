"""The record each page session keeps for the replay link: it replays to the game shown,
follows undo, and survives a save (both games)."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.core.saves import SaveError
from ludoview.core.share import fragment, record_from_fragment
from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.mensch import save
from ludoview.games.mensch.session import MenschSession as Session
from ludoview.games.mensch.setup import Setup
from ludoview.games.replay import replay


def shared(session) -> object:
    """The session's record through a share link and the replay rules."""
    return replay(record_from_fragment(fragment(session.record())))


def is_person(session) -> bool:
    return session.is_human


def computers_answer(session) -> None:
    """Computers act until the person is to act (or the game is over)."""
    while session.phase != "over" and not is_person(session):
        session.computer_step()


def person_chooses(session) -> None:
    """The person rolls (their rolls without a move pass) until they have a move to choose."""
    computers_answer(session)
    while session.phase == "roll":
        session.roll()
        computers_answer(session)


@pytest.mark.parametrize("kinds", [("easy", "medium"), ("hard", "easy", "easy", "medium")])
def test_a_mensch_game_replays_to_its_end(kinds):
    session = Session.new(Setup.make(len(kinds), kinds), "record")
    while session.phase != "over":
        session.computer_step()
    shown = shared(session)
    assert shown.last == session.position and len(shown.actions) == session.action_count
    assert save.loads(save.dumps(session)).record() == session.record()


def test_mensch_undo_takes_the_move_out_of_the_record_too():
    session = Session.new(Setup.make(2, ("human", "easy")), "record-undo")
    for _ in range(8):
        person_chooses(session)
        session.play(len(session.choices) - 1)
    person_chooses(session)
    kept = session.record()
    session.play(0)
    computers_answer(session)
    after_save = save.loads(save.dumps(session))
    assert len(session.record()["turns"]) > len(kept["turns"])
    session.undo()
    assert session.record() == kept                  # the roll waits again: only what it had before
    after_save.undo()                                # how far the undo reaches is saved too
    assert after_save.record() == kept
    session.play(0)
    assert shared(session).last == session.position


def test_a_colonne_game_replays_to_its_end_and_undo_shortens_it():
    session = ColonneSession.new(ColonneSetup("small", ("easy", "hard")), "record")
    while session.phase != "over":
        session.computer_step()
    shown = shared(session)
    assert shown.last == session.position and len(shown.actions) == session.action_count
    assert colonne_save.loads(colonne_save.dumps(session)).record() == session.record()

    person = ColonneSession.new(ColonneSetup("small", ("human", "easy")), "record-undo")
    for _ in range(5):
        person_chooses(person)
        while person.phase == "choose" and is_person(person):
            person.play(0)
    person_chooses(person)
    kept = person.record()
    person.play(0)
    computers_answer(person)
    assert len(person.record()["actions"]) > len(kept["actions"])
    person.undo()
    while person.record() != kept:                     # each undo takes one of the person's steps back
        person.undo()
    assert shared(person).last == person.position


def test_an_old_save_has_no_record_and_a_broken_one_is_refused():
    session = Session.new(Setup.make(2, ("easy", "easy")), "old")
    data = save.to_json(session)
    del data["record"]                               # a save of a build that kept none
    assert save.from_json(data).record() is None
    data["played"] = {"start": session.position, "actions": "nope"}
    with pytest.raises(SaveError, match="played is not"):
        save.loads(json.dumps(data))
    data["played"] = {"start": {"game": "mensch"}, "actions": []}
    with pytest.raises(SaveError, match="played.start"):
        save.loads(json.dumps(data))


def test_a_mensch_replay_says_every_capture_and_every_roll_without_a_move():
    """The replay tells a game as the page's log did: each capture, each roll without a move
    with its reason, in the page's own words."""
    from ludoview.games.mensch.words import say_all

    session = Session.new(Setup.make(4, ("hard", "easy", "medium", "easy")), "replay-words")
    while session.phase != "over":
        session.computer_step()
    shown = replay(session.record())
    stories = [e for story in shown.stories for e in story]
    captures = [e for e in stories if e["say"] == "mensch.say.capture"]
    no_moves = [e for e in stories if e["say"] == "mensch.say.no_move"]
    assert captures and no_moves and {e["why"] for e in no_moves} >= {"needs_six", "third_try_failed"}
    lines = " ".join(shown.lines("en"))
    for event in captures + no_moves:
        assert say_all("en", [event])[0] in lines
    assert lines.count("captures one of") == len(captures) and lines.count("cannot move.") == len(no_moves)
