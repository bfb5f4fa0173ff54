"""The view's session wraps the engine's game: its record is the engine's (``ludo-record/1``
with the seed), its dice are the engine's one scheme (``ludo.dice``), and a move converts
the position between JSON and the engine's values at most once."""

from __future__ import annotations

import random
import re
import sys
from contextlib import contextmanager

import pytest
import view_helpers
from view_helpers import ColonneSession, ColonneSetup, MenschSession, Setup

from ludo.colonne import jsonio as colonne_jsonio
from ludo.colonne.game import Game as ColonneGame
from ludo.dice import throw
from ludo.mensch import jsonio as mensch_jsonio
from ludo.mensch.game import Game as MenschGame
from ludoview.core import session as core_session

CONVERSIONS = {f.__code__ for f in (mensch_jsonio.position_to_json, mensch_jsonio.position_from_json,
                                    colonne_jsonio.position_to_json, colonne_jsonio.position_from_json)}


@contextmanager
def counted():
    """Count the engine's position conversions (JSON to value and back) made meanwhile,
    however the caller reached them (sys.setprofile sees every call)."""
    calls = []

    def profile(frame, event, arg):
        if event == "call" and frame.f_code in CONVERSIONS:
            calls.append(frame.f_code.co_name)

    sys.setprofile(profile)
    try:
        yield calls
    finally:
        sys.setprofile(None)


def play_a_while(session, actions: int, seed: int) -> None:
    """A person (random choices) and computers play ``actions`` actions, or to the end."""
    chooser = random.Random(seed)
    for _ in range(actions):
        if session.phase == "over":
            return
        if not session.is_human:
            session.computer_step()
        elif session.phase == "roll":
            session.roll()
        else:
            session.play(chooser.randrange(len(session.choices)))


def test_the_counter_counts_conversions():
    with counted() as calls:
        mensch_jsonio.position_to_json(MenschGame((0, 2)).position)
    assert calls == ["position_to_json"]


@pytest.mark.parametrize("make", [
    lambda: MenschSession.new(Setup.make(4, ("human", "easy", "medium", "human")), "count"),
    lambda: ColonneSession.new(ColonneSetup("large", ("human", "medium")), "count"),
], ids=["mensch", "colonne"])
def test_a_move_converts_the_position_at_most_once(make):
    session = make()
    moves = 0
    for seed in range(40):
        play_a_while(session, 1 + seed % 7, seed)
        while session.phase != "choose" or not session.is_human:
            if session.phase == "over":
                return
            play_a_while(session, 1, seed)
        choices = session.choices                   # what the page showed before the click
        with counted() as calls:
            session.play(random.Random(seed).randrange(len(choices)))
            _ = (session.position,                  # and what it draws after it
                 session.events, session.phase, session.result, session.choices)
        assert len(calls) <= 1, calls
        moves += 1
    assert moves > 20


@pytest.mark.parametrize("seeded", [True, False])
def test_a_page_made_mensch_record_replays_with_its_seed_and_the_seed_gives_its_dice(seeded):
    session = MenschSession.new(Setup.make(2, ("human", "hard")), "page-seed" if seeded else None)
    play_a_while(session, 400, 1)
    record = session.record()
    assert record["format"] == "ludo-record/1" and record["seed"] == session.seed
    assert seeded or len(str(record["seed"])) == 12             # a fresh one, from the crypto source
    game = MenschGame.from_record(record)
    assert game.position == session.game.position and game.seed == record["seed"]
    assert [turn["roll"] for turn in record["turns"]] == [throw(record["seed"], n)[0]
                                                         for n in range(len(record["turns"]))]


def test_a_page_made_colonne_record_replays_with_its_seed_and_the_seed_gives_its_dice():
    session = ColonneSession.new(ColonneSetup("small", ("human", "easy")), None)
    play_a_while(session, 300, 2)
    record = session.record()
    assert record["seed"] == session.seed and record["opening"]
    game = ColonneGame.from_record(record)
    assert game.position == session.game.position
    dice = [(d["white"], d["black"]) for d in record["opening"]]
    assert dice == [(list(throw(record["seed"], 2 * k, 2)), list(throw(record["seed"], 2 * k + 1, 2)))
                    for k in range(len(dice))]
    rolls = [a["roll"] for a in record["actions"] if "roll" in a]
    assert rolls == [list(throw(record["seed"], 2 * len(dice) + k, 2)) for k in range(len(rolls))]


def test_two_games_without_a_seed_get_different_ones():
    assert MenschSession.new(Setup.default()).seed != MenschSession.new(Setup.default()).seed


def test_the_view_keeps_no_game_of_its_own():
    """No undo stack, no list of what was played, no dice beside the engine's game."""
    fields = set(core_session.Session.__dataclass_fields__) if hasattr(core_session.Session, "__dataclass_fields__") \
        else set(vars(MenschSession.new(Setup.default())))
    for name in ("undo_stack", "played", "dice", "position", "last", "roll_value", "rolled"):
        assert name not in fields
    source = "".join(path.read_text(encoding="utf-8") for path in view_helpers.VIEW_PARENT.rglob("*.py"))
    assert not re.search(r"undo_stack|\.played\b|^\s+played: |Dice\(", source, re.M)
