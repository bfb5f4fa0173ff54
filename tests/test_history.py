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
    assert found == {"games": 5, "average": 60, "streak": 1, "best": 1, "levels": {"easy": (1, 2), "hard": (1, 1)}}
    assert history.stats([]) == {"games": 0, "average": None, "streak": 0, "best": 0, "levels": {}}


def test_wins_in_a_row_count_the_person_s_games_against_computers_alone():
    games: list[dict] = []
    results = [("human", 1), ("human", 1), ("easy", 2), ("human", 1), ("human", 1), ("human", 1), ("hard", 3)]
    for i, (winner, place) in enumerate(results):
        games = history.add(games, "mensch", ["human", "easy", "hard"], winner, 50, f"g{i}", place=place)
        if i == 4:   # friends at one device, and computers alone: they neither count nor break the run
            games = history.add(games, "mensch", ["human", "human"], "human", 50, "friends")
            games = history.add(games, "mensch", ["easy", "hard"], "hard", 50, "computers")
    assert history.streaks(games) == (0, 3)
    assert history.streaks(games[:-1]) == (3, 3)
    assert [history.won(g) for g in games[:3]] == [True, True, False]
    assert history.won(games[5]) is None


def test_the_newest_games_keep_their_replay_link_and_when_they_ended():
    games: list[dict] = []
    for i in range(history.LINKS_KEPT + 3):
        games = history.add(games, "colonne", ["human", "medium"], "medium", 30, f"g{i}", place=2,
                            when=1_765_000_000_000 + i, link=f"#record=abc{i}")
    assert [("link" in g) for g in games] == [False] * 3 + [True] * history.LINKS_KEPT
    assert games[-1]["link"] == f"#record=abc{history.LINKS_KEPT + 2}" and games[-1]["place"] == 2
    assert history.read(history.write(games)) == games
    # what is not sound is left out, the game kept
    odd = history.add([], "mensch", ["human", "easy"], "easy", 3, "odd", place=7, when=-5,
                      link='#record=x"><script>')
    assert odd == [{"id": "odd", "game": "mensch", "kinds": ["human", "easy"], "winner": "easy", "moves": 3}]
    # read back from storage: huge, non-ASCII digits, wrong kinds — each field dropped alone
    stored = dict(odd[0], place="١", when=10**40, link="#record=" + "٣" * 10)
    assert history.read(history.write([stored])) == odd
    assert history.read(history.write([dict(odd[0], link="#record=" + "a" * (history.LINK_MAX + 1))])) == odd


def test_the_winner_s_seat_and_name_are_kept_when_sound():
    kept = history.add([], "mensch", ["easy", "human", "human"], "human", 50, "w", seat=2, name="Anna")
    assert kept[0]["seat"] == 2 and kept[0]["name"] == "Anna"
    assert history.add([], "colonne", ["human", "human"], "human", 9, "c", seat="black")[0]["seat"] == "black"
    for seat, name in ((7, "Anna"), (True, None), ("Black!", None), (-1, None)):
        entry = history.add([], "mensch", ["human", "human"], "human", 9, "x", seat=seat, name=name)[0]
        assert "seat" not in entry and "name" not in entry
    for name in ("", "A" * (history.NAME_MAX + 1), "An\nna", 5):
        entry = history.add([], "mensch", ["human", "human"], "human", 9, "x", seat=1, name=name)[0]  # type: ignore[arg-type]
        assert entry["seat"] == 1 and "name" not in entry


def test_the_statistics_say_the_computer_with_its_article_and_the_count_in_its_plural():
    from ludoview.core.words import SHELL

    def said(lang: str, won: int, played: int) -> str:
        return SHELL(lang, "history.level", level=SHELL(lang, "history.vs.easy"), n=won, total=played)

    assert said("fr", 1, 1) == "Contre l'ordinateur (facile)\u00a0: 1 gagnée sur 1"
    assert said("fr", 2, 3) == "Contre l'ordinateur (facile)\u00a0: 2 gagnées sur 3"
    assert said("it", 1, 4) == "Contro il computer (facile): 1 vinta su 4"
    assert said("de", 2, 3) == "Gegen den Computer (leicht): 2 von 3 gewonnen"
    assert said("en", 1, 1) == "Against the computer (easy): 1 won of 1"
    assert SHELL("fr", "history.against.many", game="Mensch", n=2,
                 levels="facile, difficile") == "Mensch contre 2 ordinateurs (facile, difficile)"
