"""The object protocol (ludo.protocol, ludo.<game>.state) against the JSON API.

Over whole random games of both games (hypothesis picks the seeds and the
parameters: 70 mensch and 100 colonne games here, thousands in
``bench/sweep_protocol.py`` with the same checks), at every step: the legal
actions are exactly ``ludo.api``'s legal moves / steps, the position after
each action is the one ``ludo.api.play`` / ``roll`` gives, the result agrees,
and every event agrees with what the positions before and after show. The
conformance vectors' moves, steps and throws give the same positions through
the protocol.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo import api, protocol, registry
from ludo.colonne import state as colonne_state
from ludo.errors import GameOver, IllegalMove, InvalidPosition
from ludo.mensch import jsonapi as mensch_jsonapi
from ludo.mensch import state as mensch_state
from ludo.protocol import CHANCE, TERMINAL, GameState

MENSCH_PARAMS = st.fixed_dictionaries({
    "players": st.sampled_from([2, 3, 4]),
    "mandatory_capture": st.booleans(),
    "lane_jump": st.booleans(),
    "start_with_piece": st.booleans(),
})
COLONNE_PARAMS = st.fixed_dictionaries({
    "variant": st.sampled_from(["small", "large"]),
    "first": st.sampled_from(["white", "black"]),
})


def kinds(events) -> Counter:
    return Counter(event.kind for event in events)


def base_count(position: dict, corner: int) -> int:
    return position["pieces"][str(corner)].count(-1)


def lane_count(position: dict, corner: int) -> int:
    return sum(p >= 40 for p in position["pieces"][str(corner)])


# --- mensch -------------------------------------------------------------------------

def check_mensch_step(state, action):
    before = state.to_json()
    position = before["position"]
    seats = position["seats"]
    new, events = state.apply_action(action)
    after = new.to_json()["position"]
    assert state.to_json() == before, "apply_action must leave its state unchanged"
    assert new.length == state.length + 1
    count = kinds(events)
    if state.is_chance_node():
        roll = action + 1
        assert events[0] == protocol.Event(protocol.ROLL, seats.index(position["turn"]), dice=(roll,))
        legal = api.legal_moves(position, roll)
        if legal:
            assert new.roll == roll and new.current_player() == seats.index(position["turn"])
            assert sorted(m["from"] + 1 for m in legal) == new.legal_actions()
            assert after == position
            assert len(events) == 1
        else:
            assert new.roll is None
            assert after == api.play(position, roll, None)
            no_move = [e for e in events if e.kind == protocol.NO_MOVE]
            assert [e.rule for e in no_move] == [mensch_jsonapi.why_no_move(position, roll)]
            if after["turn"] == position["turn"]:
                assert count[protocol.TRY_AGAIN] == 1 and after["tries"] == position["tries"] + 1
            else:
                assert [e.seat for e in events if e.kind == protocol.TURN_PASSED] == [seats.index(after["turn"])]
        return new, events
    roll = state.roll
    legal = api.legal_moves(position, roll)
    assert sorted(m["from"] + 1 for m in legal) == state.legal_actions()
    move = next(m for m in legal if m["from"] == action - 1)
    assert after == api.play(position, roll, move)
    assert state.string_to_action(state.action_to_string(action)) == action
    mover = position["turn"]
    assert [e.rule for e in events if e.kind == protocol.FORCED] == ([move["rule"]] if "rule" in move else [])
    moved = [e for e in events if e.kind in (protocol.MOVE, protocol.ENTER)]
    assert [(e.origin, e.target) for e in moved] == [(move["from"], move["to"])]
    assert (moved[0].kind == protocol.ENTER) == (move["from"] == -1)
    sent = [e for e in events if e.kind == protocol.SEND_BACK]
    assert bool(sent) == move["capture"]
    for corner in seats:
        gained = base_count(after, corner) - base_count(position, corner)
        expected = sum(e.number for e in sent if seats[e.seat] == corner) - (move["from"] == -1 and corner == mover)
        assert gained == expected
    assert count[protocol.HOME] == lane_count(after, mover) - lane_count(position, mover)
    result = api.result(after)
    if result is not None:
        assert [e.seat for e in events if e.kind == protocol.WIN] == [seats.index(result["winner"])]
        assert new.is_terminal() and new.current_player() == TERMINAL
        assert new.returns()[seats.index(result["winner"])] == 1.0
    else:
        assert count[protocol.WIN] == 0
        if roll == 6:
            assert count[protocol.EXTRA_THROW] == 1 and after["turn"] == mover
        else:
            assert [e.seat for e in events if e.kind == protocol.TURN_PASSED] == [seats.index(after["turn"])]
    return new, events


def play_checked(state, rng, check, steps):
    """Play ``steps`` actions at most (random throws and choices), checking each."""
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
            action = protocol.sample_outcome(outcomes, rng.random())
        else:
            action = rng.choice(state.legal_actions())
        assert state.string_to_action(state.action_to_string(action)) == action
        assert registry.state_from_json(state.to_json()) == state
        state, _ = check(state, action)
    return state


#: whole random games checked at every step in the fast suite, per game (about 8 s and 5 s);
#: bench/sweep_protocol.py checks thousands of them the same way
MENSCH_GAMES, COLONNE_GAMES = 70, 100


@settings(max_examples=MENSCH_GAMES, deadline=None)
@given(MENSCH_PARAMS, st.integers(0, 2**32))
def test_mensch_protocol_agrees_with_the_json_api(params, seed):
    state = registry.new_state("mensch", **params)
    assert isinstance(state, GameState)
    assert play_checked(state, random.Random(seed), check_mensch_step, 100_000).is_terminal()


# --- colonne ------------------------------------------------------------------------

def check_colonne_step(state, action):
    before = state.to_json()
    position = before["position"]
    new, events = state.apply_action(action)
    after = new.to_json()["position"]
    assert state.to_json() == before
    count = kinds(events)
    colour = position["turn"]
    seat = ("white", "black").index(colour)
    if state.is_chance_node():
        dice = colonne_state.throws(position["variant"])[action]
        assert events[0].kind == protocol.ROLL and events[0].dice == dice
        assert after == api.roll(position, list(dice))
        if new.is_chance_node():
            assert count[protocol.NO_MOVE] == 1 and events[1].number == len(dice)
        else:
            assert len(events) == 1
            assert sorted((tuple(s["dice"]), s["from"], s["to"]) for s in api.legal_steps(after)) == sorted(
                step[:3] for step in new.legal.values())
    else:
        steps = api.legal_steps(position)
        listed = {new_key(s): s for s in steps}
        assert sorted(listed) == sorted(step[:3] for step in state.legal.values())
        used, origin, target, size, captured = state.legal[action]
        step = listed[(used, origin, target)]
        assert (step["pieces"], step["captures"]) == (size, captured)
        assert after == api.play(position, step)
        assert state.string_to_action(state.action_to_string(action)) == action
        moved = [e for e in events if e.kind in (protocol.MOVE, protocol.ENTER)]
        assert [(e.origin, e.target, e.number, e.dice) for e in moved] == [(origin, target, size, used)]
        mine_before, mine_after = position["pieces"][colour], after["pieces"][colour]
        other = "black" if colour == "white" else "white"
        lost = after["pieces"][other].count(0) - position["pieces"][other].count(0)
        assert sum(e.number for e in events if e.kind == protocol.SEND_BACK) == lost == captured
        finish = state.variant.finish
        bind = [e for e in events if e.kind == protocol.BIND]
        column = mine_after.count(target) if 0 < target < finish else 0
        assert [e.number for e in bind] == ([column] if column > size else [])
        assert sum(e.number for e in events if e.kind == protocol.HOME) == (
            mine_after.count(finish) - mine_before.count(finish))
        result = api.result(after)
        if result is not None:
            assert [e.seat for e in events if e.kind == protocol.WIN] == [seat]
            assert new.returns() == ([1.0, -1.0] if seat == 0 else [-1.0, 1.0])
        elif after["dice"]:
            assert after["turn"] == colour and not count[protocol.TURN_PASSED]
    if not new.is_terminal() and not after["dice"]:
        if after["turn"] == colour:
            assert count[protocol.EXTRA_THROW] == 1
        else:
            assert [e.seat for e in events if e.kind == protocol.TURN_PASSED] == [1 - seat]
    return new, events


def new_key(step):
    return tuple(step["dice"]), step["from"], step["to"]


@settings(max_examples=COLONNE_GAMES, deadline=None)
@given(COLONNE_PARAMS, st.integers(0, 2**32))
def test_colonne_protocol_agrees_with_the_json_api(params, seed):
    state = registry.new_state("colonne", **params)
    assert isinstance(state, GameState)
    assert play_checked(state, random.Random(seed), check_colonne_step, 100_000).is_terminal()


# --- the conformance vectors, through the protocol -------------------------------------

def vectors(game: str) -> list[dict]:
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1].parent / "shared" / "conformance" / f"{game}-v1.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def state_at(position: dict):
    return registry.state_from_json({"format": protocol.STATE_FORMAT, "game": position["game"],
                                     "position": position, "roll": None, "length": 0})


def test_the_mensch_vectors_through_the_protocol():
    cases = [case for case in vectors("mensch") if case["kind"] == "moves"]
    assert len(cases) > 400
    for case in cases:
        state = state_at(case["position"])
        thrown, events = check_mensch_step(state, case["roll"] - 1)
        if not case["legal"]:
            (after,) = case["after"]
            assert after["move"] is None and thrown.to_json()["position"] == after["position"], case["id"]
            assert protocol.NO_MOVE in kinds(events)
            continue
        assert thrown.legal_actions() == sorted(move["from"] + 1 for move in case["legal"]), case["id"]
        for after in case["after"]:
            new, _ = check_mensch_step(thrown, after["move"]["from"] + 1)
            assert new.to_json()["position"] == after["position"], (case["id"], after["move"])


def _sorted_dice(position: dict) -> dict:
    return dict(position, dice=sorted(position["dice"]))


def test_the_colonne_vectors_through_the_protocol():
    cases = vectors("colonne")
    steps = [case for case in cases if case["kind"] == "steps"]
    assert len(steps) > 130
    for case in steps:
        state = state_at(case["position"])
        legal = {(tuple(sorted(s["dice"])), s["from"]): s for s in case["legal"]}
        assert sorted(state.legal_actions()) == sorted(state.action_of(rules_step(s)) for s in case["legal"])
        assert len(legal) == len(case["legal"])
        for after in case["after"]:
            new, _ = check_colonne_step(state, state.action_of(rules_step(after["step"])))
            assert _sorted_dice(new.to_json()["position"]) == _sorted_dice(after["position"]), case["id"]
    for case in (case for case in cases if case["kind"] == "roll"):
        state = state_at(case["position"])
        outcome = colonne_state.throws(case["position"]["variant"]).index(tuple(sorted(case["dice"])))
        new, _ = check_colonne_step(state, outcome)
        assert _sorted_dice(new.to_json()["position"]) == _sorted_dice(case["after"]), case["id"]


def rules_step(step: dict):
    from ludo.colonne.rules import Step

    return Step(tuple(sorted(step["dice"])), step["from"], step["to"], step["pieces"], step["captures"])


# --- the conventions ------------------------------------------------------------------

def test_chance_outcomes():
    mensch = registry.new_state("mensch", players=2)
    assert mensch.current_player() == CHANCE and mensch.chance_outcomes() == [(d, 1 / 6) for d in range(6)]
    small = registry.new_state("colonne")
    outcomes = small.chance_outcomes()
    assert len(outcomes) == 21 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert dict(outcomes)[colonne_state.throws("small").index((1, 1))] == 1 / 36
    assert dict(outcomes)[colonne_state.throws("small").index((1, 2))] == 2 / 36
    assert len(registry.new_state("colonne", variant="large").chance_outcomes()) == 56


def test_game_info():
    info = registry.game_info("mensch", players=3, lane_jump=True)
    assert (info.num_players, info.num_distinct_actions, info.max_chance_outcomes) == (3, 44, 6)
    assert info.param("lane_jump") is True and info.observation_size == 196
    small, large = registry.game_info("colonne"), registry.game_info("colonne", variant="large")
    assert (small.num_distinct_actions, large.num_distinct_actions) == (27 * 37, 83 * 55)
    assert (small.max_chance_outcomes, large.max_chance_outcomes) == (21, 56)
    assert (small.observation_size, large.observation_size) == (84, 120)
    with pytest.raises(InvalidPosition, match="players 5"):
        registry.new_state("mensch", players=5)
    with pytest.raises(InvalidPosition, match='parameter "colour"'):
        registry.new_state("colonne", colour="red")
    with pytest.raises(InvalidPosition, match='unknown game "chess"'):
        registry.new_state("chess")


def test_actions_are_fixed_and_the_mask_matches():
    rng = random.Random(3)
    for game, params in (("mensch", {"players": 4}), ("colonne", {"variant": "large"})):
        state = registry.new_state(game, **params)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply(protocol.sample_outcome(state.chance_outcomes(), rng.random()))
                continue
            mask = state.legal_mask()
            assert len(mask) == state.info.num_distinct_actions
            assert [a for a, bit in enumerate(mask) if bit] == state.legal_actions() != []
            state.apply(rng.choice(state.legal_actions()))
        assert sum(state.returns()) == pytest.approx(0)
        assert state.legal_actions() == [] and state.chance_outcomes() == []


def test_illegal_actions_and_finished_games_are_refused():
    state = registry.new_state("mensch", players=2)
    with pytest.raises(IllegalMove, match="chance outcomes are 0..5"):
        state.apply_action(6)
    state, _ = state.apply_action(5)          # a six: enter
    assert state.legal_actions() == [0] and state.action_to_string(0) == "-1->0"
    with pytest.raises(IllegalMove, match=r"legal are \[0\]"):
        state.apply_action(3)
    with pytest.raises(IllegalMove, match="not one of"):
        state.string_to_action("5->9")
    colonne = registry.new_state("colonne")
    with pytest.raises(IllegalMove):
        colonne.apply_action(21)
    done, _ = protocol.random_play(registry.new_state("colonne"), random.Random(1))
    with pytest.raises(GameOver):
        done.apply_action(0)


def test_cut_off_at_max_length():
    state = registry.new_state("mensch", players=2, max_length=5)
    events = []
    while not state.is_terminal():
        state, events = state.apply_action(state.legal_actions()[0] if not state.is_chance_node() else 5)
    assert state.length == 5 and state.winner() is None and state.returns() == [0.0, 0.0]
    assert events[-1].kind == protocol.CUT_OFF


def test_serialization_round_trips_and_refuses_states_that_cannot_be():
    state = registry.new_state("mensch", players=3, start_with_piece=True)
    state, _ = state.apply_action(2)
    data = state.to_json()
    assert data["roll"] == 3 and registry.state_from_json(data) == state
    assert mensch_state.from_json(data).legal_actions() == state.legal_actions()
    fresh = registry.new_state("mensch", players=2).to_json()
    with pytest.raises(InvalidPosition, match="no legal move"):
        registry.state_from_json(dict(fresh, roll=3))   # all in the base: a 3 is played out at once
    colonne = registry.new_state("colonne", variant="large")
    colonne, _ = colonne.apply_action(0)
    assert registry.state_from_json(colonne.to_json()) == colonne
    with pytest.raises(InvalidPosition, match="roll"):
        registry.state_from_json(dict(colonne.to_json(), roll=4))


def test_observations_have_the_announced_size():
    for game, params in (("mensch", {"players": 2}), ("mensch", {"players": 4}), ("colonne", {}),
                         ("colonne", {"variant": "large"})):
        state = registry.new_state(game, **params)
        for _ in range(30):
            if state.is_terminal():
                break
            for seat in range(state.info.num_players):
                assert len(state.observation(seat)) == state.info.observation_size
            action = state.chance_outcomes()[0][0] if state.is_chance_node() else state.legal_actions()[-1]
            state.apply(action)


def docs_example(marker: str) -> str:
    """The first ```python block of docs/engine.md that contains ``marker``."""
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "docs" / "engine.md").read_text(encoding="utf-8")
    blocks = [block.split("```", 1)[0] for block in text.split("```python\n")[1:]]
    return next(block for block in blocks if marker in block)


def test_the_docs_five_line_example_runs(capsys):
    exec(compile(docs_example("registry.new_state"), "engine.md", "exec"), {})
    assert "win" in capsys.readouterr().out
