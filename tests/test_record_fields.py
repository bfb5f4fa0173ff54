"""A field that is not a move's own inside a record's move is refused as at the record's
top (issue 34: ``__proto__`` inside a move was shown, at the top refused); the fields the
rules list beside a move (mensch ``capture``, ``rule``; colonne ``pieces``, ``captures``)
are a move's own."""

from __future__ import annotations

import copy
from functools import cache

import pytest

from ludo import api
from ludo.colonne import arena as colonne_arena
from ludo.errors import InvalidRecord
from ludo.mensch import arena as mensch_arena


@cache
def played(game: str) -> dict:
    """A game between hard players, played when a test first asks for it (not while the
    suite is collected: every worker collects every file)."""
    if game == "mensch":
        return mensch_arena.record_game(["hard", "hard"], seed=3)
    return colonne_arena.record_game(["hard", "hard"], "small", 3)


@pytest.fixture(params=["mensch", "colonne"])
def record(request) -> dict:
    return copy.deepcopy(played(request.param))


def first_move(record: dict) -> dict:
    if record["game"] == "mensch":
        return next(turn["move"] for turn in record["turns"] if turn["move"])
    return next(action["step"] for action in record["actions"] if "step" in action)


@pytest.mark.parametrize("field", ["__proto__", "constructor", "x", ""])
def test_a_field_a_move_does_not_have_is_refused_in_the_move_as_at_the_top(record, field):
    with pytest.raises(InvalidRecord, match=f'unknown field "{field}"'):
        api.replay(dict(record, **{field: {"x": 1}}))
    changed = copy.deepcopy(record)
    first_move(changed)[field] = {"x": 1}
    with pytest.raises(InvalidRecord, match=f'move: unknown field "{field}"|step: unknown field "{field}"'):
        api.replay(changed)


def test_the_fields_the_rules_list_beside_a_move_are_its_own(record):
    changed = copy.deepcopy(record)
    extra = {"capture": None, "rule": "exact"} if record["game"] == "mensch" else {"pieces": 1, "captures": 0}
    first_move(changed).update(extra)
    assert api.replay(changed)["positions"] == api.replay(record)["positions"]
