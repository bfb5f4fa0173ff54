"""The view's registry of games: every page reaches a game through it, and only through it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import registry
from ludoview import games
from ludoview.core.game import GameSpec

VIEW = Path(__file__).resolve().parent.parent / "web" / "py" / "ludoview"


def test_the_view_knows_the_engines_games_in_one_list():
    assert games.NAMES == registry.names()
    for spec in games.all_specs():
        assert isinstance(spec, GameSpec) and spec.name in games.NAMES
        assert spec.words("en", "setup.start") == "Play"   # every game's words reach the shell's
    with pytest.raises(games.UnknownGame, match="chess"):
        games.spec("chess")


def test_game_names_are_written_only_in_the_registry():
    """A game's name as a string literal anywhere else in the view would be a game
    known outside the registry (the catalogues' keys like "game.mensch" are keys, not names)."""
    found = []
    for path in sorted(VIEW.rglob("*.py")):
        rel = path.relative_to(VIEW).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in games.NAMES:
                found.append((rel, node.lineno))
    names = "|".join(games.NAMES)
    quoted = [(p.relative_to(VIEW).as_posix(), n + 1) for p in sorted(VIEW.rglob("*.py"))
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines())
              if re.search(rf"""["']({names})["']""", line)]
    assert {rel for rel, _ in found} == {"games/__init__.py"}, found
    assert len(found) == len(games.NAMES) and len(quoted) <= 12, quoted


@pytest.mark.parametrize("name", games.NAMES)
def test_every_game_plays_a_whole_game_through_its_spec_alone(name):
    """What a page does with any game, through the spec only: a new game, computers to the
    end, the save read back, the record replayed, every event in words."""
    from ludoview.core.session import HUMAN
    from ludoview.games.replay import replay

    spec = games.spec(name)
    setup = spec.make_setup(("easy",) * spec.seat_counts[0], spec.parse_settings(None, None), None)
    session = spec.session.new(setup, f"spec-{name}")
    while session.phase != "over":
        session.computer_step()
    back = spec.load(spec.dump(session))
    assert back.position == session.position and back.history == session.history
    shown = replay(session.record())
    assert shown.last == session.position and shown.spec is spec
    for lang in ("it", "fr", "en", "de"):
        assert all(shown.lines(lang))
        assert len(spec.say_all(lang, session.history, session.position)) == len(session.history)
    assert spec.status("en", session) and spec.explain("en", session) == ("", "", ())
    assert HUMAN not in setup.kinds
