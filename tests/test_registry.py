"""ludo.registry: the one list of the games; api and arena route through it."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import ludo
from ludo import api, arena, registry
from ludo.core import GameRules
from ludo.errors import ArenaError, IllegalMove, InvalidNotation, InvalidPosition, InvalidRecord, TooLarge

ROOT = Path(__file__).resolve().parents[1]
KNOWN = "expected one of mensch, colonne"


def test_one_line_per_game():
    assert registry.names() == ("mensch", "colonne")
    assert registry.GAMES == (registry.Entry("mensch", "m"), registry.Entry("colonne", "c"))
    prefixes = [game.prefix for game in registry.GAMES]
    assert len(set(prefixes)) == len(prefixes)
    assert not [(a, b) for a in prefixes for b in prefixes if a != b and b.startswith(a)]


@pytest.mark.parametrize("name", registry.names())
def test_each_game_package_has_the_conventional_parts(name):
    package = registry.package(name)
    assert package is sys.modules[f"ludo.{name}"]
    for attribute in GameRules.__annotations__:
        assert hasattr(package, attribute), attribute
    assert (package.NAME, package.NOTATION_PREFIX) == (name, registry.entry(name).prefix)
    jsonapi = registry.jsonapi(name)
    assert jsonapi is sys.modules[f"ludo.{name}.jsonapi"]
    for function in ("play", "result", "to_notation", "from_notation", "replay"):
        assert callable(getattr(jsonapi, function)), function
    game = registry.arena_game(name)
    assert game is sys.modules[f"ludo.{name}.arena"].ARENA_GAME and game.name == name


@pytest.mark.parametrize("call", [registry.package, registry.jsonapi, registry.entry])
def test_an_unknown_game_is_named_with_the_known_ones(call):
    with pytest.raises(InvalidPosition, match=f'^unknown game "chess": {KNOWN}$'):
        call("chess")
    with pytest.raises(InvalidPosition, match=f"unknown game a list of 1 item: {KNOWN}"):
        call(["mensch"])  # unhashable: still a clear message


def test_the_arena_refuses_an_unknown_game_or_one_without_arena(monkeypatch):
    with pytest.raises(ArenaError, match=f'unknown game "chess": {KNOWN}'):
        registry.arena_game("chess")
    assert arena.ArenaError is ArenaError
    monkeypatch.setitem(sys.modules, "ludo.colonne.arena", None)  # as in the browser bundle
    with pytest.raises(ArenaError, match="game 'colonne': its arena is not available"):
        registry.arena_game("colonne")


@pytest.mark.parametrize("value, message", [
    ([], "position must be a JSON object, not an empty list"),
    ({"format": "ludo-position/1"}, "position: field 'game' is missing"),
    ({"game": "chess"}, f'position: unknown game "chess": {KNOWN}'),
])
def test_game_of_keeps_the_api_messages(value, message):
    for game_of in (registry.game_of, api.game_of):
        with pytest.raises(InvalidPosition) as error:
            game_of(value)
        assert str(error.value) == message
    with pytest.raises(InvalidPosition) as error:
        api.result(value)
    assert str(error.value) == message


@pytest.mark.parametrize("value, message", [
    ("x", 'record must be a JSON object, not "x"'),
    ({"format": "ludo-record/1"}, "record: field 'game' is missing"),
    ({"game": None}, f"record: unknown game null: {KNOWN}"),
])
def test_game_of_record(value, message):
    with pytest.raises(InvalidRecord) as error:
        registry.game_of_record(value)
    assert str(error.value) == message


def test_for_notation_by_prefix():
    assert registry.for_notation("m1.02.00.____.____") == "mensch"
    assert registry.for_notation("cs_0.0.0.0.0.0_0.0.0.0.0.0_w") == "colonne"
    with pytest.raises(InvalidNotation, match=r"^notation \"xyz\": must start with 'm' \(mensch\) or 'c' \(colonne\)$"):
        registry.for_notation("xyz")
    with pytest.raises(InvalidNotation, match="notation must be a string, not 5$"):
        api.from_notation(5)


def test_importing_the_api_imports_no_game():
    code = ("import sys, ludo.api, ludo.registry\n"
            "print(sorted(m for m in sys.modules if m.startswith('ludo.')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['ludo.api', 'ludo.errors', 'ludo.limits', 'ludo.registry', 'ludo.values']"


# --- a third game plugs in: its package and one registry line -------------------------

TOY = {
    "__init__.py": '''
        NAME, NOTATION_PREFIX = "toy", "t"
    ''',
    "jsonapi.py": '''
        PLAY_ARGUMENTS, PLAY_REQUIRED = ("steps",), 1

        def to_notation(position):
            return f"t{position['n']}"

        def from_notation(text):
            return {"game": "toy", "n": int(text[1:])}

        def result(position):
            return {"winner": 0} if position["n"] >= 3 else None

        def play(position, steps):
            return {"game": "toy", "n": position["n"] + steps}
    ''',
    "arena.py": '''
        from ludo.arena import ArenaGame, Outcome

        def play_game(players, options, rng):
            winner = rng.randrange(2)
            return Outcome((1, 2) if winner == 0 else (2, 1), 1, winner)

        ARENA_GAME = ArenaGame("toy", (2,), ("coin",), lambda level, seed: level, play_game)
    ''',
}


@pytest.fixture
def toy_game(tmp_path, monkeypatch):
    folder = tmp_path / "extra" / "toy"
    folder.mkdir(parents=True)
    for name, text in TOY.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    monkeypatch.setattr(ludo, "__path__", [*ludo.__path__, str(tmp_path / "extra")])
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, registry.Entry("toy", "t")))
    yield
    for module in [m for m in sys.modules if m == "ludo.toy" or m.startswith("ludo.toy.")]:
        del sys.modules[module]


def test_a_third_game_plugs_in_with_its_package_and_one_line(toy_game):
    position = api.from_notation("t1")
    assert position == {"game": "toy", "n": 1}
    assert api.to_notation(api.play(position, 2)) == "t3" and api.result({"game": "toy", "n": 3})
    report = arena.run(["coin", "coin"], 10, game="toy", seed=1, jobs=1)
    assert report.games == 10 and sum(f.wins for f in report.levels) == 10
    with pytest.raises(InvalidPosition, match="expected one of mensch, colonne, toy"):
        registry.jsonapi("chess")


@pytest.mark.parametrize("name", registry.names())
def test_a_games_own_json_functions_are_on_its_line_and_written_out_in_the_api(name):
    """Each is a function of ludo/api.py's own text (no module ``__getattr__`` makes
    it), takes the game's parameters, and refuses another game's position."""
    import inspect

    jsonapi = registry.jsonapi(name)
    assert registry.entry(name).functions == jsonapi.OWN
    source = (ROOT / "ludo" / "api.py").read_text(encoding="utf-8")
    assert "__getattr__" not in source and "__code__" not in source
    other = next(game for game in registry.names() if game != name)
    other_position = api.from_notation(api.to_notation(
        api.new_position([0, 2]) if other == "mensch" else api.new_colonne()))
    for function in jsonapi.OWN:
        assert registry.owner(function) == registry.entry(name)
        routed = vars(api)[function]
        assert f"\ndef {function}(" in source and routed.__doc__
        assert inspect.signature(routed) == inspect.signature(getattr(jsonapi, function)), function
        if "position" in inspect.signature(routed).parameters:
            arguments = [other_position] + [1] * (len(inspect.signature(routed).parameters) - 1)
            with pytest.raises(InvalidPosition, match=f"{function}\\(\\) is for {name} positions, not {other}"):
                routed(*arguments)
    with pytest.raises(AttributeError, match="has no attribute 'new_chess'"):
        _ = api.new_chess


def test_the_api_checks_play_s_arguments_by_the_game_s_own_list():
    mensch, colonne = api.new_position([0, 2]), api.new_colonne()
    with pytest.raises(IllegalMove, match=r"mensch play\(\) takes \(position, roll, move\), not 1 argument$"):
        api.play(mensch)
    with pytest.raises(IllegalMove, match=r"colonne play\(\) takes \(position, step\), not 3 arguments"):
        api.play(colonne, None, None)
    with pytest.raises(TooLarge, match="roll"):
        api.play(mensch, [[[]]] * 10**6)


def test_the_api_and_the_analysis_name_no_game():
    """ludo/api.py and ludo/analysis.py route through the registry: no game's
    name appears in them (not even in a comment; the games' own functions' names,
    as the spec gives them, apart), nor an import of a game."""
    import ast

    own = [f for game in registry.GAMES for f in game.functions if game.name in f]  # new_<game>
    for path in (ROOT / "ludo" / "api.py", ROOT / "ludo" / "analysis.py"):
        text = path.read_text(encoding="utf-8")
        words = text
        for function in own:
            words = words.replace(function, "")
        for name in registry.names():
            assert name not in words.lower(), f"{path.name} names {name}"
        imported = [alias.name for node in ast.walk(ast.parse(text)) if isinstance(node, ast.Import)
                    for alias in node.names]
        imported += [f"{node.module}.{alias.name}" for node in ast.walk(ast.parse(text))
                     if isinstance(node, ast.ImportFrom) for alias in node.names]
        assert {module.split(".")[1] for module in imported if module.startswith("ludo.")} <= {
            "registry", "errors", "limits", "values"}, imported
