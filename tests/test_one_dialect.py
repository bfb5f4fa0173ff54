"""Both game packages speak one dialect (ludo.core): the same public names for
the opening position, the legal choices, why a choice is illegal, the result,
a choice's text that parses back, the computer players, the hints and the
protocol state -- and they mean the same in both."""

from __future__ import annotations

import inspect
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo import core, registry
from ludo.colonne import Step
from ludo.core import Result
from ludo.errors import IllegalMove, InvalidNotation
from ludo.mensch import Move

GAMES = registry.names()
# The same name in the same module of every game package.
MODULE_NAMES = {
    "position": ("initial", "Position"),
    "rules": ("legal_choices", "why_illegal", "result", "play"),
    "notation": ("move_text", "parse_move", "to_notation", "from_notation"),
    "ai": ("choose", "LEVELS", "check_level", "player", "choose_action"),
    "hints": ("hints", "state_hints"),
    "state": ("State", "new_state", "game_info", "from_json"),
    "game": ("Game", "RECORD_FORMAT"),
}


def module(game, name):
    return registry.package(game) if name == "" else __import__(f"ludo.{game}.{name}", fromlist=["_"])


@pytest.mark.parametrize("game", GAMES)
def test_each_package_has_the_shared_names(game):
    package = registry.package(game)
    for name in core.SHARED_NAMES:
        assert hasattr(package, name), name
        assert name in package.__all__, name
    assert package.Result is Result
    for part, names in MODULE_NAMES.items():
        mod = module(game, part)
        for name in names:
            assert hasattr(mod, name), f"ludo.{game}.{part}.{name}"
        for name in set(names) & set(core.SHARED_NAMES):
            assert getattr(mod, name) is getattr(package, name), name


def test_the_old_name_of_the_mensch_game_module_still_imports():
    import importlib
    import sys

    from ludo.mensch import game

    sys.modules.pop("ludo.mensch.record", None)
    with pytest.warns(DeprecationWarning, match="ludo.mensch.game"):
        old = importlib.import_module("ludo.mensch.record")
    assert old.Game is game.Game and old.Turn is game.Turn
    assert old.RECORD_FORMAT == game.RECORD_FORMAT


def parameters(function):
    return [(p.name, p.default is inspect.Parameter.empty) for p in inspect.signature(function).parameters.values()]


@pytest.mark.parametrize("name", ["legal_choices", "why_illegal", "result", "move_text", "parse_move"])
def test_the_shared_functions_take_the_same_arguments(name):
    signatures = {game: parameters(getattr(registry.package(game), name)) for game in GAMES}
    assert len(set(map(tuple, signatures.values()))) == 1, signatures


@pytest.mark.parametrize("game", GAMES)
def test_initial_is_a_function_and_the_classmethod(game):
    package = registry.package(game)
    assert package.initial() == package.Position.initial()
    assert package.initial() == package.from_notation(package.to_notation(package.initial()))


THROWS = {"mensch": lambda rng: rng.randint(1, 6), "colonne": lambda rng: None}


def finished(game):
    """A won position of each game, reached by random play through the shared names."""
    package = registry.package(game)
    rng = random.Random(7)
    position = package.initial((0, 2)) if game == "mensch" else package.initial("small")
    while package.result(position) is None:
        if game == "mensch":
            roll = rng.randint(1, 6)
            choices = package.legal_choices(position, roll)
            position = package.play(position, roll, rng.choice(choices) if choices else None)
        elif not position.dice:
            position = registry.package(game).roll(position, [rng.randint(1, 6) for _ in range(2)])
        else:
            position = package.play(position, rng.choice(package.legal_choices(position)))
    return position


@pytest.mark.parametrize("game", GAMES)
def test_result_is_one_type(game):
    package = registry.package(game)
    assert package.result(package.initial()) is None
    res = package.result(finished(game))
    assert isinstance(res, Result)
    assert res.place_of(res.winner) == 1 and res.ranking[0] == res.winner == finished(game).winner
    assert package.initial().winner is None
    assert sorted(res.returns()) == [-1.0, 1.0] and sum(res.returns()) == 0
    seats = [player for player, _ in res.places]
    assert res.returns()[seats.index(res.winner)] == 1.0


def test_result_json_stays_as_the_spec_has_it():
    from ludo import api

    mensch = registry.package("mensch").result(finished("mensch"))
    assert api.result(registry.package("mensch").position_to_json(finished("mensch"))) == mensch.to_json()
    assert set(mensch.to_json()) == {"winner", "places"}
    colonne = finished("colonne")
    assert api.result(registry.package("colonne").position_to_json(colonne)) == {"winner": colonne.winner}


@pytest.mark.parametrize("game", GAMES)
def test_legal_choices_is_a_tuple_and_the_old_names_agree(game):
    package = registry.package(game)
    rng = random.Random(3)
    over = finished(game)
    assert package.legal_choices(over, 6 if game == "mensch" else None) == ()
    position = package.initial()
    for _ in range(200):
        if package.result(position) is not None:
            break
        if game == "mensch":
            roll = rng.randint(1, 6)
            choices = package.legal_choices(position, roll)
            assert isinstance(choices, tuple) and choices == tuple(package.legal_moves(position, roll))
            for choice in choices:
                assert package.why_illegal(position, choice, roll) is None
                assert package.why_illegal(position, choice.origin, roll) is None
                assert package.why_not(position, roll, choice.origin) is None
            position = package.play(position, roll, rng.choice(choices) if choices else None)
        elif not position.dice:
            dice = [rng.randint(1, 6) for _ in range(2)]
            assert package.legal_choices(position, dice) == package.legal_steps(package.roll(position, dice))
            position = package.roll(position, dice)
        else:
            choices = package.legal_choices(position)
            assert isinstance(choices, tuple) and choices == package.legal_steps(position)
            for choice in choices:
                assert package.why_illegal(position, choice) is None
            position = package.play(position, rng.choice(choices))


def test_why_illegal_answers_for_any_choice():
    from ludo import colonne, mensch

    start = mensch.initial((0, 2), mensch.Options(start_with_piece=True))
    assert mensch.why_illegal(start, Move(0, 5), 4) == mensch.rules.WRONG_TARGET
    assert mensch.why_illegal(start, Move(12, 16), 4) == mensch.rules.NO_PIECE
    assert mensch.why_illegal(start, -1, 4) == mensch.why_not(start, 4, -1) == mensch.rules.NEEDS_SIX
    assert mensch.why_illegal(finished("mensch"), Move(0, 4), 4) == mensch.rules.GAME_OVER == mensch.Why.GAME_OVER
    assert mensch.why_illegal(start, Move(12, 16), 4) == mensch.Why.NO_PIECE
    with pytest.raises(IllegalMove, match="give the roll"):
        mensch.legal_choices(start)
    assert colonne.why_illegal(colonne.initial(), Step((5,), 0, 8)) == colonne.Why.MUST_ROLL
    assert colonne.why_illegal(colonne.initial(), Step((5,), 0, 8), [5, 3]) is None
    assert colonne.why_illegal(finished("colonne"), Step((5,), 0, 8)) == colonne.Why.GAME_OVER


# --- a choice's text parses back ----------------------------------------------------

mensch_moves = st.one_of(
    st.builds(lambda capture: Move(-1, 0, capture), st.booleans()),
    st.builds(lambda origin, step, capture: Move(origin, origin + step, capture),
              st.integers(0, 37), st.integers(1, 6), st.booleans()),
)
colonne_steps = st.builds(
    lambda dice, origin, enter: Step(tuple(sorted(dice)), 0 if enter else origin,
                                     18 - sum(dice) + 1 if enter else origin + sum(dice)),
    st.lists(st.integers(1, 6), min_size=1, max_size=3), st.integers(1, 40), st.booleans(),
)


@settings(max_examples=300, deadline=None)
@given(mensch_moves)
def test_mensch_move_text_round_trips(move):
    from ludo.mensch import move_text, parse_move

    text = move_text(move)
    back = parse_move(text)
    assert back == move and back.capture == move.capture and move_text(back) == text == str(move)


@settings(max_examples=300, deadline=None)
@given(colonne_steps)
def test_colonne_move_text_round_trips(step):
    from ludo.colonne import move_text, parse_move

    text = move_text(step)
    back = parse_move(text)
    assert back == step and move_text(back) == text == str(step)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(GAMES), st.integers(0, 2**32 - 1))
def test_the_protocol_words_an_action_as_move_text(game, seed):
    """Over a random game: every legal action's text is its choice's move_text
    and parses back to the choice the rules list."""
    package = registry.package(game)
    rng = random.Random(seed)
    state = registry.new_state(game, **({"players": 2} if game == "mensch" else {}))
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply(rng.choice(state.chance_outcomes())[0])
            continue
        position = state.position()
        roll = getattr(state, "roll", None) if game == "mensch" else None
        choices = package.legal_choices(position, roll)
        texts = {state.action_to_string(action) for action in state.legal_actions()}
        assert texts == {package.move_text(choice) for choice in choices}
        for choice in choices:
            assert package.parse_move(package.move_text(choice)) == choice
            assert state.string_to_action(package.move_text(choice)) in state.legal_actions()
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game, text", [
    ("mensch", "-1->5"), ("mensch", "3->10"), ("mensch", "40->44"), ("mensch", "a->b"), ("mensch", 12),
    ("colonne", "7:0-5"), ("colonne", "3+5:4-9"), ("colonne", "1+1+1+1:4-8"), ("colonne", "3:4"),
])
def test_a_bad_move_text_is_named(game, text):
    with pytest.raises(InvalidNotation, match="must be a string|expected|moves"):
        registry.package(game).parse_move(text)


@pytest.mark.parametrize("game", GAMES)
def test_computer_players_and_hints_take_positions(game):
    package = registry.package(game)
    ai, hints = module(game, "ai"), module(game, "hints")
    rng = random.Random(5)
    position = package.initial()
    if game == "mensch":
        roll = 6
        choice = ai.choose(position, roll, "easy", 1)
        assert choice in package.legal_choices(position, roll)
        assert [h.choice for h in hints.hints(position, roll)] == list(package.legal_choices(position, roll))
    else:
        dice = [rng.randint(1, 6) for _ in range(2)]
        assert [h.choice for h in hints.hints(position, dice)] == list(package.legal_choices(position, dice))
        position = package.roll(position, dice)
        choice = ai.choose(position, "easy", 1)
        assert choice in package.legal_choices(position)
        assert [h.choice for h in hints.hints(position)] == list(package.legal_choices(position))
    assert isinstance(registry.new_state(game), module(game, "state").State)


def test_the_docs_example_of_the_shared_names_runs():
    from test_protocol import docs_example

    namespace: dict = {}
    exec(compile(docs_example("rules.move_text(choices[0])"), "engine.md", "exec"), namespace)
    assert namespace["text"] == "3:0-10"


@pytest.mark.parametrize("game, params", [("mensch", {"players": 2}), ("mensch", {"players": 3}),
                                          ("colonne", {}), ("colonne", {"variant": "large"})])
def test_a_protocol_state_ends_with_the_rules_result(game, params):
    from ludo import protocol

    state = registry.new_state(game, **params)
    assert state.result() is None
    state, _ = protocol.random_play(state, random.Random(11))
    res = state.result()
    assert res == registry.package(game).result(state.position())
    assert res.returns() == state.returns() and res.places[state.winner()][0] == res.winner
    cut = registry.new_state(game, max_length=3, **params)
    cut, _ = protocol.random_play(cut, random.Random(1))
    assert cut.is_terminal() and cut.result() is None and cut.returns() == [0.0] * cut.info.num_players


# --- the Game of each game: the same methods, returning the same kinds ---------------

def test_the_computer_players_take_the_same_arguments():
    signatures = {game: parameters(module(game, "ai").choose) for game in GAMES}
    assert len(set(map(tuple, signatures.values()))) == 1, signatures
    assert signatures["mensch"] == [("position", True), ("level", True), ("seed", False), ("roll", False)]


def test_choose_takes_the_throw_last_and_mensch_s_earlier_form_still_works():
    from ludo import colonne, mensch
    from ludo.colonne import ai as colonne_ai
    from ludo.mensch import ai as mensch_ai

    rng = random.Random(4)
    position = mensch.initial((0, 1, 2), mensch.Options(start_with_piece=True))
    compared = 0
    for n in range(120):
        roll = rng.randint(1, 6)
        choices = mensch.legal_choices(position, roll)
        for level in mensch_ai.LEVELS:
            chosen = mensch_ai.choose(position, level, n, roll)
            assert chosen == mensch_ai.choose(position, level, seed=n, roll=roll)
            assert chosen == mensch_ai.choose(position, roll, level, n)        # the earlier form
            assert (chosen is None) == (not choices) and (chosen is None or chosen in choices)
            compared += len(choices) > 1
        assert mensch_ai.choose(position, roll, "hard") in (choices or (None,))  # no seed: any legal move
        position = mensch.play(position, roll, rng.choice(choices) if choices else None)
    assert compared > 50
    with pytest.raises(IllegalMove, match="give the roll"):
        mensch_ai.choose(position, "easy")
    assert mensch_ai.choose(finished("mensch"), "easy", roll=6) is None      # no choice at the end: None
    assert colonne_ai.choose(finished("colonne"), "easy") is None
    from ludo import api
    from ludo.colonne import hints as colonne_hints
    from ludo.errors import GameOver
    from ludo.mensch import hints as mensch_hints

    assert mensch_hints.hints(finished("mensch"), 6) == colonne_hints.hints(finished("colonne")) == []
    with pytest.raises(IllegalMove, match="give the roll"):
        mensch_hints.hints(position)
    for function in (lambda p: api.hints(p, 6), lambda p: api.choose_move(p, 6, "easy")):  # the spec's errors stay
        with pytest.raises(GameOver):
            function(mensch.position_to_json(finished("mensch")))

    waiting = colonne.initial("small")
    for n in range(20):
        dice = [rng.randint(1, 6), rng.randint(1, 6)]
        after = colonne.roll(waiting, dice)
        for level in ("random", "medium", "hard"):
            assert colonne_ai.choose(waiting, level, n, dice) == colonne_ai.choose(after, level, n)
        waiting = after
        while colonne.legal_choices(waiting):
            waiting = colonne.play(waiting, colonne.legal_choices(waiting)[0])
        if colonne.result(waiting) is not None:
            break


def new_game(game, seed):
    package = registry.package(game)
    return package.Game(seed=seed) if game == "mensch" else package.Game("small", seed=seed)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_rolls_plays_and_undoes_alike(game):
    """``roll()`` returns the throw, the ``roll`` the shared functions take (so
    ``legal_choices(position before, roll)`` is the game's ``legal_choices()``);
    ``play`` the new position; ``undo()`` what it took back, the entry
    ``history`` had; and both games read their end alike."""
    package = registry.package(game)
    rng = random.Random(8)
    g = new_game(game, "alike")
    undone = {"roll": 0, "choice": 0}
    while not g.over and len(g.history) < 3000:
        before, entries = g.position, len(g.history)
        roll = g.roll()
        if game == "mensch":
            assert type(roll) is int and roll == g.pending and len(g.history) == entries
        else:
            assert roll == g.history[-1][1] and isinstance(roll, tuple) and len(g.history) == entries + 1
        choices = g.legal_choices()
        assert isinstance(choices, tuple) and choices == package.legal_choices(before, roll)
        if rng.random() < 0.1:           # the roll taken back: the same throw comes again
            taken = g.undo()
            assert (taken.roll, taken.move) == (roll, None) if game == "mensch" else taken == ("roll", roll)
            assert g.position == before and len(g.history) == entries and g.roll() == roll
            undone["roll"] += 1
        if choices:
            after = g.play(rng.choice(choices))
        elif game == "mensch":
            after = g.play(None)
        else:
            after = g.position               # a colonne throw no step can use ends the turn by itself
        assert after == g.position == g.positions[-1] and g.positions[0] == g.start
        if choices and rng.random() < 0.1:   # the choice taken back
            last = g.history[-1]
            assert g.undo() == last
            if game == "mensch":
                g.roll(last.roll)            # a mensch turn is its roll and its move
            g.play(last.move if game == "mensch" else last[1])
            assert g.position == after
            undone["choice"] += 1
        while game == "colonne" and g.legal_choices():
            g.play(rng.choice(g.legal_choices()))
    assert g.over and min(undone.values()) > 3
    res = g.result()
    assert res == package.result(g.position) and isinstance(res, Result) and g.winner == res.winner
    assert len(g.positions) == len(g.history) + 1


def test_the_docs_example_of_a_game_in_progress_runs(capsys):
    from test_protocol import docs_example

    exec(compile(docs_example("game.legal_choices()"), "engine.md", "exec"), {})
    lines = capsys.readouterr().out.split("\n")
    assert lines[0].startswith("mensch ") and lines[1].startswith("colonne ")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_replays_its_record_and_goes_on_with_a_given_seed(game):
    from ludo.dice import throw

    package = registry.package(game)
    rng = random.Random(2)
    g = new_game(game, "first")
    for _ in range(30):
        g.roll()
        choices = g.legal_choices()
        if game == "mensch":
            g.play(rng.choice(choices) if choices else None)
        while game == "colonne" and g.legal_choices():
            g.play(rng.choice(g.legal_choices()))
    assert g.to_json() == package.position_to_json(g.position)
    record = g.to_record()
    again = package.Game.from_record(record)
    assert again.positions == g.positions and again.seed == "first" and again.roll() == g.roll()
    other = package.Game.from_record(record, seed="next")
    assert other.seed == "next" and other.positions == g.positions[:len(other.positions)]
    dice = 1 if game == "mensch" else 2
    thrown = throw("next", other.throws, dice)
    assert other.roll() == (thrown[0] if game == "mensch" else thrown)


@pytest.mark.parametrize("game", GAMES)
def test_a_choice_is_written_and_read_as_json_alike(game):
    jsonio = module(game, "jsonio")
    read = jsonio.move_from_json if game == "mensch" else jsonio.step_from_json
    package = registry.package(game)
    rng = random.Random(6)
    position, seen = package.initial(), 0
    for _ in range(200):
        roll = rng.randint(1, 6) if game == "mensch" else None
        if game == "colonne" and not position.dice:
            position = package.roll(position, [rng.randint(1, 6) for _ in range(2)])
            continue
        choices = package.legal_choices(position, roll)
        for choice in choices:
            data = choice.to_json()
            assert read(data) == choice and read(json_copy(data)) == choice
            seen += 1
        if package.result(position) is not None:
            break
        position = (package.play(position, roll, rng.choice(choices) if choices else None) if game == "mensch"
                    else package.play(position, rng.choice(choices)))
    assert seen > 20
    if game == "mensch":
        assert jsonio.move_to_json(None) is None and read(None) is None
    else:
        step = Step((3, 5), 0, 8)
        assert jsonio.step_to_json(step) == step.to_json() == {"dice": [3, 5], "from": 0, "to": 8, "pieces": 1,
                                                               "captures": 0}


def json_copy(data):
    import json

    return json.loads(json.dumps(data))
