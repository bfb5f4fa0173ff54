"""Every turn told (issue 35): when a person's turn comes back after computers played, the
message box says what each of them did since, one line a player, and always whether one of
the person's pieces was captured (the board marks where the capturer stands)."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import MenschSession, Setup

from ludoview.games.mensch.view import Seen, since_turn, view
from ludoview.games.mensch.words import player_name


def _round(session: MenschSession) -> list[dict]:
    """The person rolls and plays their first move (or passes), then the computers play until
    the person's turn comes back: the events of all of it, as the page draws them last."""
    while session.phase != "over" and session.is_human:     # (tries for a 6, a throw after a 6)
        events = session.roll()
        if session.phase == "choose":
            events = session.play(0 if session.choices else None)
    while session.phase != "over" and not session.is_human:
        events = events + session.computer_step()
    return events


def _turns(seed: str, rounds: int = 200):
    """(events since the person's last action, the view then) at each return of the person's turn."""
    session = MenschSession.new(Setup.make(4, ["human", "hard", "medium", "easy"]), seed)
    while session.is_human is False:
        session.computer_step()
    for _ in range(rounds):
        events = _round(session)
        if session.phase == "over":
            return
        yield events, view(session, Seen(lang="en", you=0), events)


@pytest.mark.parametrize("seed", ["since-1", "since-2", "since-3"])
def test_every_capture_of_the_person_is_told_and_marked(seed):
    captures = 0
    for events, shown in _turns(seed):
        taken = [e for e in events if e.get("say") == "mensch.say.capture" and e.get("victim") == 0]
        said = shown.say or ""
        assert said.startswith("Since your last turn:\n"), said
        assert said.endswith("Your turn."), said
        assert said.count("captured one of your pieces") == len(taken), said
        assert shown.alert == bool(taken)
        assert shown.board.count('class="burst struck"') == len(taken)
        captures += len(taken)
        # each computer that threw has its line, in the order they played
        lines = said.split("\n")[1:-1]
        players = [line.split(":")[0] for line in lines]
        threw = list(dict.fromkeys(e["corner"] for e in events if e.get("say") == "mensch.say.rolled" and e["corner"] != 0))
        assert players == [player_name("en", c) for c in threw], said
    assert captures, "no capture of the person's pieces in 200 rounds: pick another seed"


def test_the_lines_say_what_each_did():
    history = [
        {"say": "mensch.say.moved", "corner": 0, "from": 3, "to": 7},
        {"say": "mensch.say.next", "corner": 1},
        {"say": "mensch.say.rolled", "corner": 1, "roll": 2},
        {"say": "mensch.say.no_move", "corner": 1, "why": "needs_six"},
        {"say": "mensch.say.try_again", "corner": 1, "n": 2},
        {"say": "mensch.say.rolled", "corner": 1, "roll": 4},
        {"say": "mensch.say.no_move", "corner": 1, "why": "needs_six"},
        {"say": "mensch.say.rolled", "corner": 1, "roll": 1},
        {"say": "mensch.say.no_move", "corner": 1, "why": "third_try_failed"},
        {"say": "mensch.say.next", "corner": 2},
        {"say": "mensch.say.rolled", "corner": 2, "roll": 6},
        {"say": "mensch.say.moved", "corner": 2, "from": -1, "to": 0},
        {"say": "mensch.say.extra_roll", "corner": 2},
        {"say": "mensch.say.rolled", "corner": 2, "roll": 5},
        {"say": "mensch.say.moved", "corner": 2, "from": 0, "to": 5},
        {"say": "mensch.say.capture", "corner": 2, "victim": 0},
        {"say": "mensch.say.next", "corner": 3},
        {"say": "mensch.say.rolled", "corner": 3, "roll": 6},
        {"say": "mensch.say.moved", "corner": 3, "from": 20, "to": 26},
        {"say": "mensch.say.extra_roll", "corner": 3},
        {"say": "mensch.say.rolled", "corner": 3, "roll": 3},
        {"say": "mensch.say.moved", "corner": 3, "from": 26, "to": 29},
        {"say": "mensch.say.extra_roll", "corner": 3},
        {"say": "mensch.say.rolled", "corner": 3, "roll": 3},
        {"say": "mensch.say.moved", "corner": 3, "from": 38, "to": 41},
        {"say": "mensch.say.next", "corner": 0},
    ]
    def computers(corner: int) -> bool:
        return corner != 0

    told = since_turn("en", history, 0, 0, None, computers)
    assert told is not None
    assert told.lines == ("Since your last turn:", "Yellow: no 6 in 3 throws.",
                          "Blue: brought a piece out, moved 5 squares, captured one of your pieces.",
                          "Green: moved 6 squares, then 3, moved a piece into the home lane.")
    assert told.struck == ((2, 5),)
    # said to nobody in particular (people at one device), and in the other languages
    told = since_turn("en", history, 0, None, {0: "Anna"}, computers)
    assert told is not None and told.lines[0] == "Since Anna's last turn:"
    assert "captured Anna's piece" in told.lines[2]
    for lang, words in (("it", "Dal tuo ultimo turno:"), ("fr", "Depuis ton dernier tour\u00a0:"),
                        ("de", "Seit deinem letzten Zug:")):
        told = since_turn(lang, history, 0, 0, None, computers)
        assert told is not None and told.lines[0] == words
    # only people played since (one device passed around): nothing to tell
    assert since_turn("en", history, 0, None, None, lambda corner: False) is None
