"""Every field of every host command, in CPython (issue 34): each one set to
every kind of JSON value, left out, or joined by a field no command has; every
such command is carried out only when it is what docs/embedding.md documents
(each field of its kind), and otherwise refused with words
(``EmbedParamError``, or the engine's ``LudoError`` for a move that is not
legal), never with another exception. Before, 11 mensch ``play-move``
commands with extra or wrong-typed fields were played.

What the embed does with a message is :func:`carry_out` (``EmbedPage.run``
without the page); the documented kinds are written out here apart
(:func:`documented`), not taken from ``host_api``.
"""

from __future__ import annotations

import copy
import math

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from test_view_hostile import COLONNE_CONFIG, CONFIG, carry_out

from ludo.errors import LudoError
from ludoview.embed import host_api
from ludoview.embed.params import EmbedParamError

#: a command of each type that is carried out, for each game (mensch, colonne small)
VALID = {
    "mensch": [{"type": "reset"}, {"type": "set-roll", "roll": 4}, {"type": "play-move", "move": {"from": -1, "to": 0}},
               {"type": "set-position", "position": "m1.02.00.8kGH.v___", "roll": 3}],
    "colonne": [{"type": "reset"}, {"type": "set-roll", "roll": [5, 3]},
                {"type": "play-move", "move": {"dice": [6], "from": 0, "to": 7}},
                {"type": "set-position", "position": COLONNE_CONFIG.session().position}],
}
CONFIGS = {"mensch": CONFIG, "colonne": COLONNE_CONFIG}


def deep(levels: int) -> list:
    value: list = []
    for _ in range(levels):
        value = [value]
    return value


#: every kind of JSON value (and what JavaScript's postMessage can carry beside: NaN, infinities)
VALUES = [None, True, False, 0, -1, 1, 6, 7, 2 ** 70, -(2 ** 70), 1.0, 2.5, math.nan, math.inf, -math.inf,
          "", "4", "²", "٣", "x" * 200, "__proto__", [], [None], [1], [6], [1, 2], ["a", 1], [1.0], [True], [[1]],
          [1] * 5, [7], {}, {"a": 1}, {"__proto__": 1}, {"from": -1, "to": 0}, deep(20), deep(40)]
#: fields no command has, at the top and in a move (some of them an event's move has)
EXTRA = ["x", "__proto__", "capture", "rule", "pieces", "captures", "dice", "from", "to", "move", "roll",
         "position", ""]


def whole(value) -> bool:
    return type(value) is int


def documented(data: dict, game: str) -> bool:
    """Whether ``data`` is a command of docs/embedding.md, each field of its kind."""
    fields = {"set-position": ({"position"}, {"roll"}), "set-roll": ({"roll"}, set()),
              "play-move": ({"move"}, set()), "reset": (set(), set())}
    kind = data.get("type")
    if kind not in fields:
        return False
    required, optional = fields[kind]
    if not required <= set(data) <= required | optional | {"type", "request"}:
        return False
    if "request" in data:
        request = data["request"]
        if not (isinstance(request, str) and len(request) <= 100
                or isinstance(request, (int, float)) and not isinstance(request, bool)):
            return False
    dice = 1 if game == "mensch" else 2

    def roll(value) -> bool:
        if game == "mensch" and whole(value):
            value = [value]
        return isinstance(value, list) and len(value) == dice and all(whole(d) and 1 <= d <= 6 for d in value)

    if kind == "set-roll":
        return roll(data["roll"])
    if kind == "set-position":
        return isinstance(data["position"], (str, dict)) and (data.get("roll") is None or roll(data["roll"]))
    if kind == "play-move":
        move = data["move"]
        if move is None:
            return True
        keys = {"from", "to"} if game == "mensch" else {"dice", "from", "to"}
        if not isinstance(move, dict) or set(move) != keys or not whole(move["from"]) or not whole(move["to"]):
            return False
        return game == "mensch" or (isinstance(move["dice"], list) and 0 < len(move["dice"]) <= 4
                                    and all(whole(d) and 1 <= d <= 6 for d in move["dice"]))
    return True


def mutations(base: dict):
    """``base`` with each field (and each field of its move) set to every value of
    :data:`VALUES`, left out, or joined by each field of :data:`EXTRA`."""
    paths = [(key,) for key in base if key != "type"] + [("request",)]
    if isinstance(base.get("move"), dict):
        paths += [("move", key) for key in base["move"]]
    for path in paths:
        for value in VALUES + ["<left out>"]:
            data = copy.deepcopy(base)
            where = data
            for key in path[:-1]:
                where = where[key]
            if value == "<left out>":
                where.pop(path[-1], None)
            else:
                where[path[-1]] = copy.deepcopy(value)
            yield data
    for extra in EXTRA:
        for value in (1, None, "x", [], {}):
            if extra not in base:
                yield dict(copy.deepcopy(base), **{extra: value})
            if isinstance(base.get("move"), dict) and extra not in base["move"]:
                data = copy.deepcopy(base)
                data["move"][extra] = value
                yield data


@pytest.mark.parametrize("game", sorted(VALID))
def test_the_valid_commands_are_carried_out(game):
    for data in VALID[game]:
        assert documented(data, game), data
        carry_out(data, CONFIGS[game])


@pytest.mark.parametrize("game", sorted(VALID))
def test_every_field_of_every_command_of_any_kind_is_refused_in_words_unless_documented(game):
    tried = carried = 0
    for base in VALID[game]:
        for data in mutations(base):
            tried += 1
            try:
                carry_out(data, CONFIGS[game])
            except (EmbedParamError, LudoError) as refused:
                words = str(refused)
                assert words and len(words) < 500 and "Traceback" not in words, (data, words)
                continue
            carried += 1
            assert documented(data, game), f"carried out though not as documented: {data!r}"
    assert tried > 600 and 0 < carried < tried / 4


def test_the_moves_the_issue_found_played_are_refused():
    for move, words in (({"from": -1, "to": 0, "dice": "66"}, "unknown field \"dice\""),
                        ({"from": -1, "to": 0, "dice": [None]}, "unknown field \"dice\""),
                        ({"from": -1, "to": 0, "dice": {}}, "unknown field \"dice\""),
                        ({"from": -1, "to": 0, "dice": ["a", 1]}, "unknown field \"dice\""),
                        ({"from": -1, "to": 0, "capture": "x", "rule": []}, "unknown field \"capture\"")):
        with pytest.raises(host_api.HostApiError) as refused:
            carry_out({"type": "play-move", "move": move}, CONFIG)
        assert words in str(refused.value) and "a move has only from, to" in str(refused.value)
    with pytest.raises(host_api.HostApiError, match="unknown field \"pieces\""):
        carry_out({"type": "play-move", "move": {"dice": [6], "from": 0, "to": 7, "pieces": 1}}, COLONNE_CONFIG)
