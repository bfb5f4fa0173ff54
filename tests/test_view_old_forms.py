"""Saves and share links written by earlier builds still open, read and converted.

The files in ``tests/data/old/`` were written by the build at d32da84 (the last
one before the view's one game interface): its saves of both games (mid-turn,
with an undo waiting) and its share links (the page's and the embed's; colonne
links then carried a record of the view's own). Older forms still (saves from
before the story, the record or the undo's dice count were kept) are the same
saves with those fields taken out, as the builds of that time wrote them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import colonne_save, mensch_save

from ludoview.core.share import record_from_fragment
from ludoview.embed.params import continued, parse
from ludoview.games.replay import replay

OLD = Path(__file__).resolve().parent / "data" / "old"


def told(events: list) -> list:
    """Events as what they tell, whatever the build called them: the last part of the
    message's name (``say.rolled``, ``mensch.say.rolled``: ``rolled``) and the fields, a
    colonne colour named ``corner`` by older builds as ``colour``."""
    return [(e["say"].rpartition(".")[2], {("colour" if k == "corner" and isinstance(v, str) else k): v
                                            for k, v in e.items() if k != "say"}) for e in events]


def retold_as_saved(session, data: dict) -> None:
    """A save keeps no words now: the story its page shows is told again from the record,
    and it tells what the earlier build had saved, event for event."""
    assert len(session.history) == len(data["history"]) > 0
    assert told(session.history) == told(data["history"]) and told(session.events) == told(data["events"])


def load(name: str):
    return json.loads((OLD / name).read_text(encoding="utf-8"))


def test_a_mensch_save_of_the_earlier_build_resumes_with_its_roll_and_record():
    data, expect = load("mensch-save-d32da84.json"), load("mensch-save-d32da84.expect.json")
    session = mensch_save.from_json(data)
    assert session.position == expect["position"] and session.roll_value == expect["roll"]
    assert session.phase == "choose" and dict(session.record(), seed=None) == dict(expect["record"], seed=None)
    assert session.record()["seed"] == data["dice"]["seed"]          # the record carries its seed now
    shared = replay(record_from_fragment(expect["link"]))       # its replay link, as it made it
    assert shared.last == session.position
    retold_as_saved(session, data)
    assert not {"history", "events"} & set(mensch_save.to_json(session))   # the record only


def test_a_mensch_save_with_an_undo_waiting_takes_it_back_as_it_did():
    session = mensch_save.from_json(load("mensch-undo-save-d32da84.json"))
    expect = load("mensch-undo-save-d32da84.expect.json")
    assert session.can_undo
    session.undo()
    assert (session.position, session.roll_value, session.game.throws) == (expect["position"], expect["roll"],
                                                                          expect["count"])
    assert dict(session.record(), seed=None) == dict(expect["record"], seed=None)


@pytest.mark.parametrize("drop", [(), ("history",), ("played",), ("history", "played")])
def test_older_mensch_saves_without_story_or_record(drop):
    data = load("mensch-undo-save-d32da84.json")
    for key in drop:
        del data[key]
    if "played" in drop:                              # those builds kept no dice count in undo either
        del data["undo"]["count"], data["undo"]["actions"]
    session = mensch_save.from_json(data)
    if "played" not in drop:
        retold_as_saved(session, load("mensch-undo-save-d32da84.json"))
    else:                    # no record: nothing to tell again, it says who is to act
        assert told(session.history) == [("to_move", {"corner": session.turn})]
    assert (session.record() is None) == ("played" in drop) and session.position == data["position"]
    if "played" in drop:     # nothing says what was played since the undo state: the game goes on from here
        assert not session.can_undo and session.phase == "roll"
        session.roll()
        assert session.phase in ("choose", "roll")
        return
    session.undo()
    assert session.phase == "choose"


def test_a_colonne_save_of_the_earlier_build_resumes_and_its_record_is_the_engines_now():
    data, expect = load("colonne-save-d32da84.json"), load("colonne-save-d32da84.expect.json")
    session = colonne_save.from_json(data)
    assert session.position == expect["position"] and session.rolled == expect["rolled"]
    assert undos(colonne_save.from_json(data)) == expect["undo"] and session.phase == "choose"
    record = session.record()
    assert record["format"] == "ludo-record/1" and replay(record).positions[0] == data["played"]["start"]
    assert replay(record).last == session.position
    retold_as_saved(session, data)
    old = replay(record_from_fragment(expect["link"]))   # the page's old link: the view's own record form
    assert old.last == session.position and old.record["format"] == "ludo-record/1"
    for state in data["undo"]:
        state.pop("rolled")                          # undo states of older builds kept no dice
    again = colonne_save.from_json(data)
    again.undo()
    assert again.rolled == session.rolled and again.phase == "choose"


def undos(session) -> int:
    """How many moves of a person a session can take back (it takes them all back)."""
    count = 0
    while session.can_undo:
        session.undo()
        count += 1
    return count


def test_an_embed_share_link_of_the_earlier_build_opens_and_continues():
    old = load("colonne-embed-link-d32da84.json")
    record = record_from_fragment(old["link"])
    assert record["format"] != "ludo-record/1"       # the form of that build
    shared = replay(record)
    assert shared.last == old["position"] and len(shared.actions) == old["actions"]
    config, session = continued(parse({}), record)
    assert config.game == "colonne" and session.position == old["position"]
    assert session.record()["format"] == "ludo-record/1" and replay(session.record()).last == old["position"]


# --- the forms of the build at 46336e1 (the last before the view's session wrapped the engine's
# game): both games' saves (mid-turn, and with an undo waiting), the page's replay links (with a
# player's name beside the record) and the embed's links of a scenario played on.
TODAY = "46336e1"


def moves_of(record: dict) -> list:
    """A record's throws and moves (the keys of either game; a step by its dice, from and to),
    to compare across record forms."""
    if record["game"] == "mensch":
        return record["turns"]
    return [a if "roll" in a else {"step": {k: a["step"][k] for k in ("dice", "from", "to")}} for a in record["actions"]]


def test_a_mensch_save_of_46336e1_resumes_with_its_roll_record_and_names():
    data, expect = load(f"mensch-save-{TODAY}.json"), load(f"mensch-save-{TODAY}.expect.json")
    session = mensch_save.from_json(data)
    assert session.position == expect["position"] and session.roll_value == expect["roll"]
    assert session.phase == "choose" and session.setup.names == {0: "Ada"}
    assert moves_of(session.record()) == moves_of(expect["record"])
    assert replay(session.record()).last == session.position
    shared = replay(record_from_fragment(expect["link"]))
    assert shared.last == session.position and shared.names == {0: "Ada"}
    retold_as_saved(session, data)
    assert not {"history", "events"} & set(mensch_save.to_json(session))   # the record only
    session.play(0)                                  # and it plays on
    assert session.phase in ("roll", "over") and replay(session.record()).last == session.position


def test_a_mensch_save_of_46336e1_with_an_undo_waiting_takes_it_back():
    session = mensch_save.from_json(load(f"mensch-undo-save-{TODAY}.json"))
    expect = load(f"mensch-undo-save-{TODAY}.expect.json")
    assert session.position == expect["position"] and session.can_undo
    session.undo()
    undone = expect["undone"]
    assert (session.position, session.roll_value) == (undone["position"], undone["roll"])
    assert moves_of(session.record()) == moves_of(undone["record"])
    assert replay(session.record()).last == session.position


def test_a_colonne_save_of_46336e1_resumes_mid_turn_and_takes_its_steps_back():
    data, expect = load(f"colonne-save-{TODAY}.json"), load(f"colonne-save-{TODAY}.expect.json")
    session = colonne_save.from_json(data)
    assert session.position == expect["position"] and session.rolled == expect["rolled"]
    assert session.phase == "choose" and session.can_undo and session.setup.names == {"white": "Bea"}
    record = session.record()
    assert record["opening"] == expect["record"]["opening"] and moves_of(record) == moves_of(expect["record"])
    retold_as_saved(session, data)
    assert replay(record).last == session.position
    shared = replay(record_from_fragment(expect["link"]))
    assert shared.last == session.position and shared.names == {"white": "Bea"}
    for _ in range(expect["undo"]):
        session.undo()
    undone = expect["undone"]
    assert (session.position, session.rolled) == (undone["position"], undone["rolled"])
    assert moves_of(session.record()) == moves_of(undone["record"])


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_embeds_links_of_46336e1_open_and_continue(game):
    old = load(f"{game}-embed-link-{TODAY}.json")
    game_link, position_link, replay_link = old["links"]
    for link in (game_link, replay_link):
        record = record_from_fragment(link.partition("#")[2])
        assert replay(record).last == old["position"]
        config, session = continued(parse({}), record)
        assert config.game == game and session.position == old["position"]
        assert replay(session.record()).last == old["position"]
    query = dict(part.split("=", 1) for part in position_link.partition("?")[2].split("&"))
    assert parse({k: [v] for k, v in query.items()}).session().position["game"] == game
