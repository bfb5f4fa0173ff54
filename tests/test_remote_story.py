"""distance.html's story (ludoview.remote.story): a record that continues the last one is
replayed from where that one ended, and tells exactly what a whole replay tells -- the same
positions, actions, events and lines in every language -- for both games; a record that
does not continue it (another game, a history rewritten) is replayed whole."""

from __future__ import annotations

import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup
from ludoview.games.replay import ReplayError, replay
from ludoview.remote import story as story_module
from ludoview.remote.story import Story, grown


def records(session, rng: random.Random, names: dict):
    """The record after every action of a game played to its end (random moves)."""
    while session.phase != "over":
        if session.phase == "roll":
            session.roll()
        else:
            session.play(rng.randrange(len(session.choices)) if session.choices else None)
        yield dict(session.record(), names=names)


GAMES = {
    "mensch": lambda: MenschSession.new(Setup.make(3, ["human"] * 3), "story-m"),
    "colonne-small": lambda: ColonneSession.new(ColonneSetup("small", ("human", "human")), "story-s"),
    "colonne-large": lambda: ColonneSession.new(ColonneSetup("large", ("human", "human")), "story-l"),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_story_told_a_little_at_a_time_is_the_whole_replay(game, monkeypatch):
    rng = random.Random(game)
    names = {"0": "Anna", "2": "Carla"} if game == "mensch" else {"white": "Anna"}
    story, whole_replays, checked, distinct = Story(), [], 0, set()
    real = story_module.replay
    monkeypatch.setattr(story_module, "replay", lambda record: whole_replays.append(record) or real(record))
    played = list(records(GAMES[game](), rng, names))
    for n, record in enumerate(played):
        rec = story.replay(record)
        distinct.add(repr(record))
        lines = story.lines(record, "en") if n % 3 else None
        if n % 41 == 0 or n == len(played) - 1:     # (a whole replay is the slow part: some points)
            whole = replay(record)
            assert (rec.positions, rec.actions, rec.stories, rec.names) == \
                (whole.positions, whole.actions, whole.stories, whole.names)
            assert rec.record == whole.record
            for lang in ("it", "fr", "en", "de") if n == len(played) - 1 else ("fr",):
                assert story.lines(record, lang) == whole.lines(lang)
            if lines is not None:
                assert lines == whole.lines("en")
            checked += 1
    assert checked > 3
    assert len(whole_replays) == len(distinct) > 50   # the first whole, each later one only its new actions
    assert all("start" in r for r in whole_replays[1:])


def test_a_record_that_does_not_continue_the_last_is_replayed_whole():
    rng = random.Random(5)
    played = list(records(GAMES["mensch"](), rng, {}))
    story = Story()
    late = story.replay(played[40])
    early = story.replay(played[10])                    # back in time: not a continuation
    assert early.positions == replay(played[10]).positions and late is not early
    forked = dict(played[11], turns=[dict(t) for t in played[11]["turns"]])
    forked["turns"][3] = dict(forked["turns"][3], roll=forked["turns"][3]["roll"] % 6 + 1)
    assert grown(played[10], forked) is None
    with pytest.raises(ReplayError):                    # (a history rewritten: whole, and refused here)
        story.replay(forked)
    assert story.replay(played[12]).positions == replay(played[12]).positions
    assert grown(played[10], played[12]) == ("turns", played[12]["turns"][len(played[10]["turns"]):])
    assert grown(played[10], dict(played[12], seed="other")) is None
