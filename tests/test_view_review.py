"""The game review's view model (ludoview.games.review), in CPython: the chart is drawn
from the analysis, the figures and mistakes are worded from it, names stay text, and the
work advances in slices that end with the whole analysis."""

from __future__ import annotations

import re
from functools import cache
from html import escape

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludo.colonne import arena as colonne_arena
from ludo.mensch import arena as mensch_arena
from ludoview import games
from ludoview.core.i18n import LANGUAGES
from ludoview.core.words import SHELL
from ludoview.games import review, review_chart
from ludoview.games.replay import replay

HOSTILE = "<img src=x onerror=alert(1)>"


@cache
def recorded(game: str) -> dict:
    if game == "mensch":
        return mensch_arena.record_game(["hard", "random", "random", "hard"], seed=3)
    return colonne_arena.record_game(["hard", "random"], "small", 4)


@cache
def analysed(game: str) -> dict:
    return api.analyse(recorded(game))


def polylines(svg: str) -> dict[str, list[tuple[float, float]]]:
    """Each series' points as drawn: {player: [(x, y), ...]}."""
    found = {}
    for player, points in re.findall(r'data-player="([^"]+)">.*?<polyline class="review-line" points="([^"]*)"', svg):
        found[player] = [tuple(float(v) for v in pair.split(",")) for pair in points.split()]
    return found


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_chart_draws_each_players_chance_from_the_start_then_after_every_turn(game):
    analysis = analysed(game)
    svg = review.chart_svg("en", games.spec(game), analysis)
    drawn = polylines(svg)
    assert sorted(drawn) == sorted(analysis["players"])
    inner_h = review_chart.HEIGHT - review_chart.TOP - review_chart.BOTTOM
    for player, points in drawn.items():
        values = [analysis["start"][player]] + [t["after"][player] for t in analysis["turns"]]
        assert len(points) == len(values) == len(analysis["turns"]) + 1
        assert points[0][0] == review_chart.LEFT and points[-1][0] == review_chart.WIDTH - review_chart.RIGHT
        assert all(a[0] < b[0] for a, b in zip(points, points[1:], strict=False))          # left to right, in turn order
        for (_x, y), value in zip(points, values, strict=True):                            # height: the chance
            assert y == pytest.approx(review_chart.TOP + (1 - value) * inner_h, abs=0.06)
    # the winner's line ends at the top, the others at the bottom
    winner = analysis["winner"]
    assert drawn[winner][-1][1] == pytest.approx(review_chart.TOP, abs=0.5)
    assert all(points[-1][1] == pytest.approx(review_chart.HEIGHT - review_chart.BOTTOM, abs=0.5)
               for player, points in drawn.items() if player != winner)


def test_each_player_has_its_own_colour_dash_and_shape():
    svg = review.chart_svg("en", games.spec("mensch"), analysed("mensch"))
    groups = re.findall(r'<g class="review-series (c\d)" data-player="(\d)">.*?</g>', svg)
    assert groups == [("c0", "0"), ("c1", "1"), ("c2", "2"), ("c3", "3")]
    dashes = re.findall(r'<polyline class="review-line" points="[^"]*"(?: stroke-dasharray="([^"]*)")?/>', svg)
    assert len(set(dashes)) == 4
    series = svg.split('<g class="review-series')[1:]
    shapes = [re.findall(r'<(circle|rect|polygon) class="review-mark"( points="[^"]*")?', part) for part in series]
    kinds = [{(k, len(p.split())) for k, p in found} for found in shapes]
    assert all(len(k) == 1 for k in kinds) and len({next(iter(k)) for k in kinds}) == 4   # circle, triangle, square, diamond
    assert all(len(found) == review_chart.MARKS for found in shapes)


@pytest.mark.parametrize("lang, chance, text", [
    ("en", 0.032, "+3.2 points"), ("en", -0.01, "−1.0 point"), ("en", 0.0, "0.0 points"),
    ("fr", -0.008, "−0,8 point"), ("fr", 0.25, "+25,0 points"), ("it", 0.012, "+1,2 punti"),
    ("de", -0.0449, "−4,5 Punkte"), ("de", 0.01, "+1,0 Punkt"),
])
def test_points_are_said_in_each_language(lang, chance, text):
    assert review_chart.points(lang, chance) == text


@pytest.mark.parametrize("lang, roll, text", [
    ("en", 3, "a 3"), ("en", [5, 6], "a 5 and a 6"), ("en", [4, 4], "a double 4"), ("en", [6, 5, 2], "a 6, a 5 and a 2"),
    ("it", [6, 5, 2], "un 6, un 5 e un 2"), ("fr", [5, 3], "un 5 et un 3"), ("fr", [1, 1], "un double 1"),
    ("de", 6, "eine 6"), ("de", [4, 4], "einen 4er-Pasch"), ("de", [4, 4, 2], "eine 4, eine 4 und eine 2"),
])
def test_a_roll_is_said_as_a_player_says_it(lang, roll, text):
    assert review.roll_words(lang, roll) == text


@pytest.mark.parametrize("lang, loss, text", [
    ("en", 0.047, "5 points"), ("en", 0.004, "1 point"), ("fr", 0.012, "1 point"), ("fr", 0.161, "16 points"),
    ("it", 0.01, "1 punto"), ("de", 0.025, "2 Punkte"), ("de", 0.0149, "1 Punkt"),
])
def test_what_a_mistake_cost_is_said_in_whole_points_at_least_one(lang, loss, text):
    assert review.about_points(lang, loss) == text


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_without_the_positions_a_mistake_is_still_a_sentence(game):
    analysis = analysed(game)
    spec = games.spec(game)
    turns = {t["turn"]: t for t in analysis["turns"]}
    for lang in LANGUAGES:
        view = review.review_view(lang, spec, analysis)
        for m in view.mistakes:
            name = spec.player_name(lang, m.seat)
            turn = turns[m.turn]
            assert m.text.startswith(name + " ") and review.roll_words(lang, turn["roll"]) in m.text
            assert review.about_points(lang, turn["loss"]) in m.text and m.text.endswith(".")
    first = review.review_view("en", spec, analysis).mistakes[0]
    assert first.text.endswith(" and did not choose the best move: that mistake cost about "
                               f"{review.about_points('en', first.loss)} of win chance.")


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_each_players_luck_and_decisions_come_from_the_summary(game):
    analysis = analysed(game)
    spec = games.spec(game)
    view = review.review_view("en", spec, analysis)
    assert [str(p.seat) for p in view.players] == analysis["players"]
    for player in view.players:
        figures = analysis["summary"][str(player.seat)]
        per_throw = review.fine_points('en', figures['luck'] / figures['turns'])
        assert player.luck == f"Luck of the dice: {per_throw} a throw, over {figures['turns']} throws"
        assert player.decisions == (f"Decisions: {review.fine_points('en', -figures['mean_loss'])} a choice, over "
                                    f"{figures['decisions']} choices")
        assert player.rating_code == figures["rating"]
        assert player.rating == SHELL("en", f"review.rating.{figures['rating']}")
        assert player.rating_label == f"Rating of the decisions: {player.rating}"
        assert player.name == spec.player_name("en", player.seat)


def test_the_rating_is_worded_in_four_languages_and_none_without_a_decision():
    for code in review_chart.RATINGS:
        words = [review.rating_text(lang, code) for lang in LANGUAGES]
        assert all(words) and len(set(words)) >= 3, words
    assert review.rating_text("en", None) is None
    analysis = dict(analysed("mensch"))
    summary = {p: dict(f) for p, f in analysis["summary"].items()}
    summary["1"].update(decisions=0, loss=0.0, mean_loss=0.0, rating=None, mistakes=[])
    analysis["summary"] = summary
    row = review.review_view("fr", games.spec("mensch"), analysis).players[1]
    assert row.rating is None and row.decisions == "Décisions\u00a0: aucun choix à faire"


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_biggest_mistakes_come_first_with_the_position_before_them_and_the_better_choice(game):
    analysis = analysed(game)
    spec = games.spec(game)
    shared = replay(recorded(game))
    view = review.review_view("en", spec, analysis, None, shared.positions.__getitem__)
    listed = {(p, i) for p, f in analysis["summary"].items() for i in f["mistakes"]}
    assert view.mistakes and len(view.mistakes) == min(len(listed), review.MAX_MISTAKES)
    losses = [m.loss for m in view.mistakes]
    assert losses == sorted(losses, reverse=True)
    turns = {t["turn"]: t for t in analysis["turns"]}
    for m in view.mistakes:
        turn = turns[m.turn]
        assert (str(m.seat), m.turn) in listed and m.at == turn["at"] and m.loss == turn["loss"]
        assert m.where == f"Position {m.at}"
        position = shared.positions[m.at]
        name = spec.player_name("en", m.seat)
        # who, the roll, what was played, what was better and about how much it cost, in sentences
        played = spec.choice_text("en", position, turn["roll"], turn["played"], None, True)
        best = spec.choice_text("en", position, turn["roll"], turn["best"], None, False)
        full = (f"{name} rolled {review.roll_words('en', turn['roll'])} and {played}. It was better to "
                f"{best}. That mistake cost {name} about {review.about_points('en', turn['loss'])} of "
                f"win chance.")
        assert review.mistake_sentence("en", spec, turn, position) == full
        # the list has no board of the position: a mistake whose words cite squares only labels
        # show (mensch's) is said short there, in full beside its board (the replay's panel)
        unshown = review.cites_unshown(spec, position, turn)
        assert unshown == (game == "mensch")
        assert m.text == (review.mistake_sentence("en", spec, turn) if unshown else full)
        assert played.split()[0] in ("moved", "brought") and best.split()[0] in ("move", "bring")
        assert round(100 * turn["loss"]) == int(review.about_points("en", turn["loss"]).split()[0])


def test_names_are_text_in_the_chart_and_the_review():
    analysis = analysed("mensch")
    names = {2: HOSTILE, 0: 'Anna "A&B"'}
    view = review.review_view("en", games.spec("mensch"), analysis, names, replay(recorded("mensch")).positions.__getitem__)
    assert view.players[2].name == HOSTILE
    html = review.review_html(view, "Show", lambda at, turn: f"./replay.html?step={at}&mistake={turn}")
    for markup in (view.chart, html):
        assert "<img" not in markup and "&lt;img src=x onerror=alert(1)&gt;" in markup
        assert 'Anna "A&B"' not in markup and "Anna &quot;A&amp;B&quot;" in markup
    assert html.count('<a href="./replay.html?step=') == len(view.mistakes)
    assert all(f'data-at="{m.at}"' in html for m in view.mistakes)
    assert all(f'step={m.at}&amp;mistake={m.turn}"' in html for m in view.mistakes)   # the replay shows it
    buttons = review.review_html(view, "Show", None, buttons=True)
    assert buttons.count('<button type="button" data-at=') == len(view.mistakes)
    # beside each mistake, the link that retries it as a puzzle (none in a review without positions)
    assert buttons.count("<a ") == buttons.count('<a class="review-retry" href="./puzzles.html?lang=en#mistake=')
    assert buttons.count('class="review-retry"') == sum(1 for m in view.mistakes if m.retry)


def test_each_mistake_is_offered_again_as_a_puzzle_of_its_position_and_throw():
    from ludoview.learn import puzzles as P
    for game, record in (("mensch", mensch_arena.record_game(["random", "easy"], seed=3)),
                         ("colonne", colonne_arena.record_game(["easy", "medium"], "small", 1))):
        analysis = api.analyse(record)
        positions = api.replay(record)["positions"]
        view = review.review_view("de", games.spec(game), analysis, None, positions.__getitem__)
        assert view.mistakes and all(m.retry for m in view.mistakes) and view.retry == "Finde den besseren Zug selbst"
        for m in view.mistakes:
            turn = next(t for t in analysis["turns"] if t["turn"] == m.turn)
            assert m.retry.startswith("./puzzles.html?lang=de#mistake=")
            puzzle = P.mistake_puzzle(m.retry.split("#mistake=", 1)[1])
            assert puzzle["game"] == game and puzzle["roll"] == turn["roll"]
            if game == "mensch":
                assert puzzle["answer"] == {k: turn["best"][k] for k in ("from", "to")}
                assert P.judge(puzzle, {"move": turn["played"]})[0] == "wrong"
            else:
                assert [(s["dice"], s["from"], s["to"]) for s in puzzle["answer"]] == \
                    [(s["dice"], s["from"], s["to"]) for s in turn["best"]]
    for bad in ("", "x" * 500, "e30", "eyJwb3NpdGlvbiI6Inp6In0"):
        with pytest.raises(ValueError):
            P.mistake_puzzle(bad)


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_work_advances_in_slices_and_ends_with_the_whole_analysis(game):
    record = recorded(game)
    total = review.record_turns(record)
    assert total == len(analysed(game)["turns"])
    work = review.Progress(api.analyse_turns(record, ticks=True), total)
    now = [0.0]

    def clock():          # every look at the clock is a millisecond later
        now[0] += 0.001
        return now[0]

    fractions, slices = [], 0
    while not work.advance(0.005, clock):
        slices += 1
        fractions.append(work.fraction)
        assert fractions[-1] == min(0.99, len(work.turns) / total)   # never "100%" before the end
    assert slices > 5 and fractions == sorted(fractions)
    assert work.done and work.fraction == 1.0
    assert work.result == analysed(game)


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_opening_record_is_the_same_game_before_its_first_turn(game):
    record = recorded(game)
    opening = review.opening_record(record)
    assert review.record_turns(opening) == 0 and review.record_turns(record) > 0
    items = list(api.analyse_turns(opening))
    assert [item["kind"] for item in items] == ["summary"]
    assert items[0]["start"] == analysed(game)["start"] and items[0]["players"] == analysed(game)["players"]


# --- the chart in words (its accessible description) ------------------------------------

def made_up(players, start, afters, movers, winner=None) -> dict:
    """An analysis with these chances: ``afters`` one {player: chance} a turn, thrown by ``movers``."""
    turns = [{"kind": "turn", "turn": i, "at": 3 * i, "mover": mover, "roll": 3, "played": None, "best": None,
              "choices": 1, "before": after, "after": after, "luck": 0.0, "loss": 0.0}
             for i, (after, mover) in enumerate(zip(afters, movers, strict=True))]
    summary = {p: {"turns": 1, "luck": 0.0, "loss": 0.0, "decisions": 0, "mean_loss": 0.0, "rating": None,
                   "mistakes": []} for p in players}
    return {"game": "x", "players": players, "winner": winner, "start": start, "turns": turns, "summary": summary}


def test_the_summary_says_who_led_when_the_lead_was_taken_for_good_and_the_biggest_swing():
    white = [0.6, 0.7, 0.65, 0.3, 0.25, 0.2, 0.0]
    analysis = made_up(["white", "black"], {"white": 0.55, "black": 0.45},
                       [{"white": w, "black": 1 - w} for w in white], ["white", "black"] * 3 + ["white"], winner="black")
    spec = games.spec("colonne")
    assert review.chart_summary("en", spec, analysis) == (
        "The game was close: White was ahead longest (50% of the turns). Black took the lead for good midway "
        "through. The biggest swing came at that same stage (position 9), on Black's own roll: their chance "
        "went from 35% to 70%.")
    assert review.chart_summary("de", spec, analysis, {"black": "Anna"}) == (
        "Die Partie war umkämpft: Weiß lag am längsten vorn (50\u00a0% der Züge). Anna ging in der Mitte der Partie "
        "endgültig in Führung. Der größte Umschwung kam in derselben Phase (Stellung 9), bei einem Wurf von "
        "Anna: Die eigene Gewinnchance ging von 35\u00a0% auf 70\u00a0%.")
    # the winning turn ends every game at 100%: the swing is the biggest before it
    white[-2] = 0.9
    analysis = made_up(["white", "black"], {"white": 0.55, "black": 0.45},
                       [{"white": w, "black": 1 - w} for w in white], ["white", "black"] * 3 + ["white"], winner="black")
    assert review.chart_summary("en", spec, analysis) == (
        "White was ahead for most of the game (62% of the turns). Black took the lead for good late in the game. "
        "The biggest swing came at that same stage (position 15), on Black's own roll: their chance went from "
        "75% to 10%.")


def test_the_summary_of_a_game_led_throughout_and_of_an_unfinished_one():
    spec = games.spec("mensch")
    led = made_up(["0", "2"], {"0": 0.5, "2": 0.5}, [{"0": 0.6, "2": 0.4}, {"0": 0.9, "2": 0.1}, {"0": 1.0, "2": 0.0}],
                  ["0", "2", "0"], winner="0")
    assert review.chart_summary("fr", spec, led, {0: "Émile"}).startswith("Émile a mené du début à la fin. ")
    assert review.chart_summary("en", spec, led, {0: "anna"}).startswith("Anna was ahead from start to finish. ")
    assert review.chart_summary("it", spec, led).startswith("Rosso ha condotto dall'inizio alla fine. ")
    three = made_up(["0", "1", "2"], {"0": 0.34, "1": 0.33, "2": 0.33},
                    [{"0": 0.40, "1": 0.10, "2": 0.50}, {"0": 0.35, "1": 0.12, "2": 0.53}], ["0", "1"])
    assert review.chart_summary("en", spec, three) == (
        "Blue was ahead for most of the game (67% of the turns). When the game stopped, Blue was ahead. "
        "The biggest swing came midway through (position 0), on Red's roll: Yellow's chance went from 33% to 10%.")
    assert review.chart_summary("fr", spec, three, {1: "Émile"}).endswith(
        "au lancer de Rouge\u00a0: les chances d'Émile sont passées de 33\u00a0% à 10\u00a0%.")
    assert review.chart_summary("en", spec, made_up(["0", "2"], {"0": 0.5, "2": 0.5}, [], [])) == ""


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_chart_is_described_by_its_summary_in_every_language(game):
    analysis = analysed(game)
    spec = games.spec(game)
    for lang in LANGUAGES:
        view = review.review_view(lang, spec, analysis, {0: HOSTILE, "black": HOSTILE})
        assert view.summary == review.chart_summary(lang, spec, analysis, {0: HOSTILE, "black": HOSTILE})
        assert view.summary.count(". ") >= 1 and view.summary.endswith(".")
        assert f'aria-describedby="{review.SUMMARY_ID}"' in view.chart
        html = review.review_html(view, "Show")
        found = re.search(rf'<p id="{review.SUMMARY_ID}" class="review-summary"[^>]*>(.*?)</p>', html)
        assert found and "<img" not in found[1] and found[1] == escape(view.summary)
        assert html.index(view.chart) < html.index(found[0]) < html.index('class="review-players"')
    winner = spec.player_name("en", review.seat_of(spec, analysis["winner"]))
    summary = review.review_view("en", spec, analysis).summary
    assert f"{winner} took the lead for good" in summary or f"{winner} was ahead from start to finish" in summary


# --- why the figures are what they are ---------------------------------------------------

def test_an_easy_players_decisions_read_per_choice_though_their_sum_passes_100_points():
    analysis = api.analyse(colonne_arena.record_game(["easy", "easy"], "small", 0))
    assert max(f["loss"] for f in analysis["summary"].values()) > 1.0          # more than 100 points in all
    view = review.review_view("en", games.spec("colonne"), analysis)
    for p in view.players:
        assert p.decisions.startswith("Decisions: \u2212") and float(p.decisions.split("\u2212")[1].split()[0]) < 20
    assert view.sums == ""


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_a_players_figures_are_their_own_turns_only_as_the_note_beside_them_says(game):
    """What the sentence beside the figures says, on a whole game: a player's luck minus
    loss is the change of its chance over its own turns only, so it is not the change of
    its line in the chart, which the other players' turns move too."""
    analysis = analysed(game)
    apart = 0.0
    for player in analysis["players"]:
        figures = analysis["summary"][player]
        own = sum(t["after"][player] - t["before"][player] for t in analysis["turns"] if t["mover"] == player)
        assert own == pytest.approx(figures["luck"] - figures["loss"], abs=1e-6)
        chart = review_chart.chances(analysis)[player]
        apart = max(apart, abs((chart[-1] - chart[0]) - (figures["luck"] - figures["loss"])))
    assert apart > 0.05
    for lang in LANGUAGES:
        view = review.review_view(lang, games.spec(game), analysis)
        assert view.note == SHELL(lang, "review.note.per") and view.sums == ""
        html = review.review_html(view, "Show")
        assert html.index(escape(view.note)) < html.index('class="review-subtitle"')


# --- the figures read right for a long game (issue 26) -------------------------------------------

#: What the figures shown stay within in real games, in points of win chance (docs/analysis.md):
#: a player's luck a throw (either sign) and the cost of a choice.
SHOWN_RANGE = {"mensch": {"luck": 2.0, "cost": 3.0}, "colonne": {"luck": 10.0, "cost": 15.0}}


def _shown_points(text: str) -> float:
    """The points in a figure's words ("Luck of the dice: −0.48 points a throw, over 205 throws")."""
    found = re.search(r"([+\u2212]?)(\d+\.\d+) points? a ", text)
    assert found, text
    return (-1 if found[1] == "\u2212" else 1) * float(found[2])


@pytest.mark.parametrize("game, record", [
    ("mensch", lambda: mensch_arena.record_game(["random", "random", "random", "random"], seed=13)),
    ("colonne", lambda: colonne_arena.record_game(["easy", "easy"], "small", 0)),
])
def test_the_figures_of_a_long_four_player_game_and_an_easy_players_stay_in_their_range(game, record):
    analysis = api.analyse(record())
    if game == "mensch":
        assert len(analysis["turns"]) > 800 and len(analysis["players"]) == 4   # a long endgame of exact rolls
        assert min(f["luck"] for f in analysis["summary"].values()) < -0.12       # its sums: many points
    else:
        assert max(f["loss"] for f in analysis["summary"].values()) > 1.0          # more than 100 points in all
    bounds = SHOWN_RANGE[game]
    for lang in ("en",):
        view = review.review_view(lang, games.spec(game), analysis)
        for player in view.players:
            figures = analysis["summary"][str(player.seat)]
            luck, cost = _shown_points(player.luck), -_shown_points(player.decisions)
            assert abs(luck) <= bounds["luck"] and 0 <= cost <= bounds["cost"], (player.luck, player.decisions)
            assert luck == pytest.approx(100 * figures["luck"] / figures["turns"], abs=0.006)
            assert cost == pytest.approx(100 * figures["mean_loss"], abs=0.06)
            assert player.rating_label.startswith("Rating of the decisions: ")


def test_the_summary_of_a_game_of_one_turn_names_no_swing():
    """A record of one move: who was ahead, and no "biggest swing came late in the game
    (position 0)", which a single turn does not have."""
    spec = games.spec("mensch")
    one = made_up(["0", "2"], {"0": 0.5, "2": 0.5}, [{"0": 0.93, "2": 0.07}], ["0"])
    assert review.chart_summary("en", spec, one) == "Red was ahead from start to finish."
    assert "Stellung" not in review.chart_summary("de", spec, one)
