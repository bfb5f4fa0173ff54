"""A save keeps the record, not the page's words: the log and the last message of a resumed
game are told again from the record (``Session.retell``), and they read exactly as the
page told them while the game was played -- for both games, at any point of a game (mid-turn,
a die waiting, a game over), with people and computers."""

from __future__ import annotations

import json
import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from test_view_engine_game import play_a_while

from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.mensch import save as mensch_save
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup


def games(count: int):
    rng = random.Random(7)
    for n in range(count):
        if n % 2:
            kinds = rng.choice([("human", "easy"), ("hard", "human"), ("medium", "easy")])
            yield (ColonneSession.new(ColonneSetup(rng.choice(["small", "large"]), kinds), f"c{n}"),
                   colonne_save, rng)
        else:
            players = rng.choice([2, 3, 4])
            kinds = [rng.choice(["human", "easy", "hard"]) for _ in range(players)]
            yield MenschSession.new(Setup.make(players, kinds), f"m{n}"), mensch_save, rng


@pytest.mark.parametrize("stop", [0, 1, 7, 59, 60, 61, 150, 2000])
def test_a_resumed_game_tells_its_story_as_it_was_told(stop):
    for session, codec, rng in games(6):
        play_a_while(session, stop, rng.randrange(2**32))
        data = json.loads(codec.dumps(session))
        assert "history" not in data and "events" not in data
        back = codec.from_json(data)
        assert back.history == session.history, (stop, session.game.seed)
        assert back.events == session.events and back.position == session.position
        assert codec.to_json(back) == codec.to_json(session)     # and nothing else moved
        assert back.phase == session.phase and back.can_undo == session.can_undo
