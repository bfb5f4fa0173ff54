"""The history of finished games (ludoview.core.history): read with the care of a save, each
game kept once, and its statistics (games, wins per computer level, average length)."""

from __future__ import annotations

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.core import history


def test_a_history_that_is_not_ours_or_broken_is_an_empty_one():
    for text in (None, "", "{", "[]", '{"format": "other", "games": []}', "x" * 10,
                 '{"format": "ludo-history/1", "games": {"a": 1}}', "[" * 5000):
        assert history.read(text) == []
    good = {"id": "a", "game": "mensch", "kinds": ["human", "easy"], "winner": "human", "moves": 80}
    text = history.write([good, {"id": "b", "game": "mensch", "kinds": ["human", None], "winner": "x", "moves": -1},
                          "junk", dict(good, id="c", moves=True)])
    assert history.read(text) == [good]                     # the sound games kept, the others dropped


def test_a_finished_game_is_kept_once_and_the_oldest_go_first():
    games = history.add([], "mensch", ["human", "hard"], "hard", 90, "g1")
    assert history.add(games, "mensch", ["human", "hard"], "hard", 90, "g1") is games   # a reload: not twice
    assert history.add(games, "mensch", ["human", "nobody"], "human", 1, "g2") is games  # not sound: not kept
    many = []
    for i in range(history.KEEP + 5):
        many = history.add(many, "colonne", ["human", "easy"], "human", i, f"g{i}")
    assert len(many) == history.KEEP and many[0]["id"] == "g5"
    assert history.read(history.write(many)) == many


def test_the_statistics_count_games_wins_per_level_and_the_average_length():
    games = []
    for i, (kinds, winner, moves) in enumerate([
            (["human", "easy"], "human", 60), (["human", "easy"], "easy", 80), (["hard", "human", "medium"], "human", 100),
            (["human", "human"], "human", 40), (["easy", "medium"], "medium", 20)]):
        games = history.add(games, "mensch", kinds, winner, moves, f"g{i}")
    found = history.stats(games)
    assert found == {"games": 5, "average": 60, "levels": {"easy": (1, 2), "hard": (1, 1)}}
    assert history.stats([]) == {"games": 0, "average": None, "levels": {}}
