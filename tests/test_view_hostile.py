"""What a link, a save, a URL or a host may send the view, however hostile: every input is
answered in time with a result or the view's own error (a ``ValueError`` with words), never a
crash, a runaway or another exception (issue 20). Pure Python; the browser's side is
``tests/test_page_hostile.py`` and ``tests/test_embed_hostile.py``.

The classes of input: share links of every size up to and past the limits, JSON nested up to
100,000 deep, numbers written with digits that are not ASCII, host commands with any value in
any field, and a storage that is full.
"""

from __future__ import annotations

import base64
import json
import time
import zlib
from urllib.parse import parse_qs

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ludo import api
from ludo.errors import LudoError
from ludoview import games
from ludoview.core.config import PageConfig, query, read_speed
from ludoview.core.names import MAX_INPUT, MAX_LENGTH, clean_name
from ludoview.core.saves import (
    KEEP_UNREADABLE,
    Autosaver,
    MemoryStorage,
    SaveError,
    keep_unreadable,
    storage_key,
    unreadable_copies,
)
from ludoview.core.share import (
    MAX_FRAGMENT,
    MAX_RECORD_BYTES,
    ShareError,
    decode_record,
    encode_record,
    fragment,
    record_from_fragment,
    split_names,
)
from ludoview.editor.model import Editor, Refused, from_editor_query
from ludoview.embed import host_api
from ludoview.embed.params import EmbedParamError, parse, with_position
from ludoview.games.colonne import save as colonne_save
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.mensch import save as mensch_save
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup
from ludoview.games.replay import ReplayError, replay

#: Digits that are not ASCII: ``str.isdigit()`` accepts them all, ``int()`` reads some
#: ("٣" is 3, "３" is 3), and none is a number the view reads.
UNICODE_DIGITS = ["²", "٣", "３", "१", "①", "𝟠", "1²", "٣٣", "1_0", " 4", "+4", "4\n"]
DEPTHS = [33, 100, 1_000, 6_000, 100_000]
#: The slowest any refusal may take in CPython (the browser's Pyodide is a few times slower).
QUICK = 0.5


def passes(count: int) -> dict:
    """A mensch record of ``count`` throws without a move (every one legal: no piece is out)."""
    return {"format": "ludo-record/1", "game": "mensch", "seats": [0, 2],
            "options": {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False},
            "turns": [{"roll": 1, "move": None}] * count}


def link_data(record_text: str | bytes) -> str:
    raw = record_text.encode() if isinstance(record_text, str) else record_text
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def nested(depth: int, inner: str = "1") -> str:
    return "[" * depth + inner + "]" * depth


def timed(call, *args):
    """``(result or exception, seconds of work)``: the CPU time of this thread, which is the
    work the call did, not the wall clock, which on a busy machine (a parallel run, other
    jobs) also counts the time other processes had the cores."""
    start = time.thread_time()
    try:
        return call(*args), time.thread_time() - start
    except Exception as exc:
        return exc, time.thread_time() - start


# --- 1. share links of every size -------------------------------------------------------------

@pytest.mark.parametrize("count", [0, 1, 100, 1_000, 5_000, 7_000, 9_000, 20_000, 100_000, 1_000_000])
def test_a_link_of_any_length_is_read_or_refused_at_once(count):
    record = passes(count)
    data = encode_record(record)
    raw_size = len(json.dumps(record, separators=(",", ":"), sort_keys=True))
    out, took = timed(decode_record, data)
    assert took < QUICK
    if len(data) > MAX_FRAGMENT:
        assert isinstance(out, ShareError) and f"more than {MAX_FRAGMENT}" in str(out)
    elif raw_size > MAX_RECORD_BYTES:
        assert isinstance(out, ShareError) and f"more than {MAX_RECORD_BYTES} bytes" in str(out)
    else:
        assert out == record


def test_the_testers_links_are_refused_within_the_limits():
    """The 7.5 KB link of 100,000 passed throws, a 52 KB one of far more, a 53 KB one that
    holds a name of 40 million characters: each refused after at most MAX_RECORD_BYTES of work."""
    many = encode_record(passes(100_000))
    huge_name = link_data('{"names":{"0":"' + "a" * 40_000_000 + '"}}')
    bomb = link_data(b"[" + b"0," * 19_000_000 + b"0]")
    assert len(many) < 10_000 and len(huge_name) <= MAX_FRAGMENT and len(bomb) <= MAX_FRAGMENT
    for data in (many, huge_name, bomb):
        out, took = timed(decode_record, data)
        assert isinstance(out, ShareError) and "bytes once unpacked" in str(out) and took < QUICK
        assert out.too_large


def test_a_record_past_the_engines_cap_is_refused_as_too_large():
    """The engine refuses a record longer than ``MAX_RECORD_ACTIONS`` before replaying it; the
    replay says it as a link too large for a real game, not as a broken one."""
    from ludo.limits import MAX_RECORD_ACTIONS

    out, took = timed(replay, passes(MAX_RECORD_ACTIONS + 1))
    assert isinstance(out, ReplayError) and out.too_large and took < QUICK
    assert f"more than {MAX_RECORD_ACTIONS}" in str(out)
    broken = dict(passes(3), turns=[{"roll": 9, "move": None}])
    out, _ = timed(replay, broken)
    assert isinstance(out, ReplayError) and not out.too_large
    assert len(replay(passes(MAX_RECORD_ACTIONS)).actions) == MAX_RECORD_ACTIONS


def test_the_longest_real_games_fit_many_times_in_a_link():
    """A long game of four easy computers (about 900 turns; the longest of 40 was 31 KB of JSON)
    goes through a link and the replay."""
    session = MenschSession.new(Setup.make(4, ("easy",) * 4), "m7")
    while session.phase != "over":
        session.computer_step()
    record = session.record()
    size = len(json.dumps(record, separators=(",", ":")))
    assert 10_000 < size < MAX_RECORD_BYTES / 5
    assert replay(record_from_fragment(fragment(record))).last == session.position


@pytest.mark.parametrize("tail", ["A", "AAAA", "==", "!", "+/", " ", "%3D", "é", "\u0000", "#x"])
def test_junk_in_or_after_the_base64_is_refused(tail):
    data = encode_record(passes(3))
    assert decode_record(data) == passes(3)
    with pytest.raises(ShareError):
        decode_record(data + tail)
    with pytest.raises(ShareError):
        decode_record(tail + data)


def test_bytes_after_the_compressed_record_are_refused():
    packed = zlib.compress(json.dumps(passes(3)).encode())
    for junk in (b"\x00", b"junk", packed):
        data = base64.urlsafe_b64encode(packed + junk).decode().rstrip("=")
        with pytest.raises(ShareError, match="not a record"):
            decode_record(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300) | st.binary(max_size=300).map(lambda b: link_data(b)))
def test_any_fragment_is_a_record_or_a_share_error(text):
    try:
        record = record_from_fragment("#record=" + text)
    except ShareError:
        return
    assert isinstance(record, dict)
    try:
        replay(record)
    except ReplayError:
        pass


def test_a_name_of_millions_of_characters_is_cut_before_any_work():
    long = "x" * 40_000_000
    name, seconds = timed(clean_name, long)
    assert seconds < 0.05 and len(name) == MAX_LENGTH
    assert clean_name(" " * (MAX_INPUT + 5) + "Anna") is None        # (only the start is looked at)
    assert clean_name("  Anna  ") == "Anna"


@pytest.mark.parametrize("seat", UNICODE_DIGITS + ["99999999999999999999", "-1", "0"])
def test_any_seat_key_of_the_names_is_read_without_int_failing(seat):
    record = passes(2)
    record["names"] = {seat: "Anna", "2": "Bo"}
    shown = replay(record_from_fragment(fragment(record)))
    assert shown.names.get(2) == "Bo"
    assert all(isinstance(k, int) and k < 10 ** 9 or isinstance(k, str) for k in shown.names)
    assert split_names({"names": {seat: "Anna"}})[1] in ({0: "Anna"}, {seat.strip() and seat[:20]: "Anna"},
                                                          {seat[:20]: "Anna"})


# --- 2. deep nesting: links, saves, settings, host messages, scenarios -------------------------

@pytest.mark.parametrize("depth", DEPTHS)
def test_a_deep_link_is_refused_in_words(depth):
    for text in ('{"names":' + nested(depth, '"x"') + ',"format":"ludo-record/1"}',
                 '{"format":"ludo-record/1","game":"mensch","turns":' + nested(depth, "") + "}"):
        out, took = timed(decode_record, link_data(text))
        assert isinstance(out, ShareError), out
        assert ("nested more than 32 deep" in str(out) or "bytes once unpacked" in str(out)) and took < QUICK


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("codec", [mensch_save, colonne_save])
def test_a_deep_save_is_a_save_error(codec, depth):
    for text in (nested(depth), '{"format":"ludo-save/1","players":' + nested(depth) + "}", "{" * depth):
        out, took = timed(codec.loads, text)
        assert isinstance(out, SaveError) and took < QUICK, out


def test_a_save_error_says_the_reason_alone():
    with pytest.raises(SaveError) as caught:
        mensch_save.loads("{not json")
    assert str(caught.value) == "not JSON (line 1, column 2)"
    with pytest.raises(SaveError, match="^nested more than 32 deep$") as caught:
        mensch_save.loads(nested(100_000))
    assert caught.value.too_large
    with pytest.raises(SaveError) as caught:
        mensch_save.loads("{not json")
    assert not caught.value.too_large


def real_saves() -> list[tuple[object, dict]]:
    """A save of each game in the middle of a game (a roll waiting, an undo state, a history)."""
    m = MenschSession.new(Setup.make(2, ("human", "easy"), names=["Anna", "Bo"]), "hostile")
    while not (m.is_human and m.phase == "choose"):
        m.computer_step() if not m.is_human else m.roll()
    m.play(0)
    while not (m.is_human and m.phase == "choose"):
        m.computer_step() if not m.is_human else m.roll()
    c = ColonneSession.new(ColonneSetup("small", ("human", "easy")), "hostile")
    for _ in range(6):
        if c.phase == "over":
            break
        c.computer_step() if not c.is_human else (c.roll() if c.phase == "roll" else c.play(0))
    return [(mensch_save, mensch_save.to_json(m)), (colonne_save, colonne_save.to_json(c))]


def paths(value, here=()):
    """Every place in a JSON value (as key paths), the value itself first."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, here + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            yield from paths(item, here + (index,))


def put(value, path, new):
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = put(value[path[0]], path[1:], new)
    return copy


HOSTILE_VALUES = ["²", "٣", "３", 10 ** 30, -1, 1.5, True, None, "", "x" * 20_000, [], {}, [[[[]]]],
                  json.loads(nested(30)), {"0": "²"}]


@pytest.mark.parametrize("which", [0, 1], ids=["mensch", "colonne"])
def test_any_field_of_a_save_given_any_value_loads_or_is_a_save_error(which):
    """Every field of a real save, and every field of its lists' first items, replaced with
    digits that are not ASCII, huge or odd numbers, deep lists, long text: a save or SaveError."""
    codec, data = real_saves()[which]
    codec.from_json(data)
    checked = 0
    for path in list(paths(data)):
        for new in HOSTILE_VALUES:
            text = json.dumps(put(data, path, new))
            try:
                codec.loads(text)
            except SaveError:
                pass
            checked += 1
    assert checked > 500


# --- 3. digits that are not ASCII, in every field a number is read from ----------------------

@pytest.mark.parametrize("digits", UNICODE_DIGITS + ["1" * 5_000])
def test_unicode_digits_in_the_embeds_url_are_named_with_their_parameter(digits):
    for name, words in (("roll", "roll"), ("players", "players"), ("speed", "speed"), ("setup", "setup")):
        with pytest.raises(EmbedParamError) as caught:
            parse(parse_qs(f"{name}={digits}".replace("+", "%2B").replace(" ", "%20").replace("\n", "%0A")))
        problem, = caught.value.problems
        assert problem.startswith(words) or f'parameter "{words}"' in problem, problem
        assert "invalid literal" not in str(caught.value) and "Exceeds the limit" not in str(caught.value)


@pytest.mark.parametrize("digits", UNICODE_DIGITS)
def test_unicode_digits_in_a_colonne_roll_are_refused(digits):
    with pytest.raises(EmbedParamError, match="^roll "):
        parse(parse_qs(f"game=colonne&roll=5,{digits}".replace("+", "%2B").replace(" ", "%20")))


@pytest.mark.parametrize("digits", UNICODE_DIGITS + ["9" * 5_000])
def test_the_main_pages_speed_takes_ascii_digits_only(digits):
    assert read_speed(digits) is None
    notices = PageConfig.parse(query("?speed=" + digits.replace("+", "%2B"))).notices("en", "mensch")
    assert [key for key, _ in notices] == ["param.speed"]


@pytest.mark.parametrize("digits", UNICODE_DIGITS + ["1" * 5_000])
def test_unicode_digits_in_the_editors_url_give_a_new_draft_and_a_refusal(digits):
    for name in ("roll", "position", "mode", "frame_lang", "options", "variant"):
        with pytest.raises(Refused):
            from_editor_query({name: [digits]})
    assert Editor().draft.game == "mensch"


def test_unicode_digits_in_the_editors_squares_and_pieces_name_no_square():
    for game in games.NAMES:
        draft = Editor().draft if game == "mensch" else Editor().draft.with_game("colonne")
        seat = draft.places.seats(draft.position)[0]
        for digits in UNICODE_DIGITS:
            for square in (f"r{digits}", f"t{digits}", f"l0-{digits}", f"white-{digits}", f"b{digits}"):
                with pytest.raises(Refused):
                    draft.move(seat, square, draft.places.home(seat))
            assert draft.places.hit(draft.position, "", {name: digits for name in draft.places.PIECE_DATA}) is None


# --- 4. the host's commands: any value in any field --------------------------------------------

MENSCH_START = api.new_position([0, 2])
CONFIG = parse({})
COLONNE_CONFIG = parse({"game": ["colonne"]})


def carry_out(data, config):
    """What the embed does with a message (:meth:`EmbedPage.run` without the page): the
    command parsed, then played on a session of the frame."""
    command = host_api.parse_command(data, config.spec, config.settings)
    session = config.session()
    if command.type == "set-position":
        config = with_position(config, command.position, command.roll)
        session = config.session()
        session.state()
    elif command.type == "set-roll":
        session.set_roll(command.roll)
    elif command.type == "play-move":
        if session.phase == "roll":
            session.set_roll((6,) * config.spec.dice_count(config.settings))
        index = None if command.move is None else session.index_of(command.move)
        session.play(index)
    else:
        session.reset()
    return session


def test_set_position_without_options_or_with_some_completes_them():
    bare = {k: v for k, v in MENSCH_START.items() if k != "options"}
    session = carry_out({"type": "set-position", "position": bare}, CONFIG)
    assert session.position["options"] == MENSCH_START["options"]
    partial = dict(MENSCH_START, options={"lane_jump": True})
    command = host_api.parse_command({"type": "set-position", "position": partial}, CONFIG.spec, CONFIG.settings)
    assert command.position["options"] == {**MENSCH_START["options"], "lane_jump": True}


@pytest.mark.parametrize("dice", [5, ["a", 1], [], [0], [7], [True], [1.0], "5", {"x": 1}, [1] * 10, None,
                                  [[1]], ["²"]])
def test_a_colonne_move_with_bad_dice_is_refused_naming_the_field(dice):
    with pytest.raises(EmbedParamError, match="move.dice"):
        carry_out({"type": "play-move", "move": {"dice": dice, "from": 0, "to": 5}}, COLONNE_CONFIG)


ANY_VALUE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.sampled_from(UNICODE_DIGITS)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(
        ["from", "to", "dice", "game", "options", "pieces", "seats", "turn", "tries", "format", "x", "²"]),
        inner, max_size=5), max_leaves=12)
FIELDS = {"set-position": ("position", "roll"), "set-roll": ("roll",), "play-move": ("move",), "reset": ()}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(FIELDS)), st.dictionaries(st.sampled_from(["position", "roll", "move", "request",
                                                                         "x"]), ANY_VALUE, max_size=3),
       st.booleans())
def test_any_host_command_is_carried_out_or_refused_with_words(kind, fields, colonne):
    data = {"type": kind, **fields}
    try:
        carry_out(data, COLONNE_CONFIG if colonne else CONFIG)
    except (EmbedParamError, LudoError):
        pass


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_deep_host_command_is_refused(depth):
    deep = json.loads(nested(min(depth, 900)))       # (as deep as Python's own json reads)
    for data in ({"type": "set-roll", "roll": deep}, {"type": "reset", "request": deep}, deep):
        with pytest.raises(EmbedParamError, match="nested more than"):
            host_api.parse_command(data, CONFIG.spec, CONFIG.settings)


def test_the_host_is_answered_with_values_in_brief_never_a_python_repr():
    for data, words in (({"type": "x" * 5_000}, "characters"), ({"type": "set-roll", "roll": [[1]]}, "a list of"),
                        ({"type": "play-move", "move": {"from": "²", "to": 1}}, '"²"')):
        with pytest.raises(EmbedParamError) as caught:
            host_api.parse_command(data, CONFIG.spec, CONFIG.settings)
        assert words in str(caught.value) and len(str(caught.value)) < 300 and "'" not in str(caught.value)


# --- 5. a storage that is full ------------------------------------------------------------------

KEY = storage_key("mensch")


def test_a_failed_write_is_told_once_and_the_next_write_tries_again():
    storage = MemoryStorage(quota=200)
    saver = Autosaver(storage, KEY)
    assert saver.write("a" * 50) == []
    assert saver.write("b" * 500) == [("save.failed", {})]     # full: said once ...
    assert saver.write("c" * 600) == []                         # ... not again
    assert storage.get(KEY) == "a" * 50                         # the older save is still there
    assert saver.write("d" * 60) == [("save.works_again", {})]  # space again: said once
    assert saver.write("e" * 60) == [] and storage.get(KEY) == "e" * 60


def test_a_storage_that_is_off_is_told_as_such():
    class Off(MemoryStorage):
        def put(self, key, text):
            return "off"
    saver = Autosaver(Off(), KEY)
    assert saver.write("x") == [("save.off", {})] and saver.write("x") == []


def test_broken_saves_are_kept_each_under_its_own_name_the_last_few():
    storage = MemoryStorage()
    places = []
    for n in range(KEEP_UNREADABLE + 2):
        storage.put(KEY, f"broken {n}")
        place, why = keep_unreadable(storage, KEY, storage.get(KEY))
        assert why is None and place == f"{KEY}.unreadable.{n + 1}"
        places.append(place)
        storage.put(KEY, "a new game")
    assert [name for _, name in unreadable_copies(storage, KEY)] == places[-KEEP_UNREADABLE:]
    assert [storage.get(p) for p in places[-KEEP_UNREADABLE:]] == [f"broken {n}" for n in range(2, 5)]
    assert keep_unreadable(storage, KEY, "broken 4") == (places[-1], None)   # the same text: one copy


def test_a_broken_save_that_cannot_be_copied_stays_in_place_until_it_can():
    storage = MemoryStorage(quota=120, items={KEY: "b" * 60})
    saver = Autosaver(storage, KEY)
    assert saver.keep_broken("b" * 60) == [("save.not_kept", {"place": KEY})]
    assert saver.write("new game") == [] and storage.get(KEY) == "b" * 60    # not written over
    storage.quota = 400
    said = saver.write("new game")
    assert said == [("save.kept", {"place": f"{KEY}.unreadable.1"}), ("save.works_again", {})]
    assert storage.get(f"{KEY}.unreadable.1") == "b" * 60 and storage.get(KEY) == "new game"


def test_a_copy_of_older_builds_is_left_alone_and_odd_names_are_no_copies():
    storage = MemoryStorage(items={f"{KEY}.unreadable": "old", f"{KEY}.unreadable.²": "x",
                                   f"{KEY}.unreadable.{'9' * 20}": "y"})
    assert keep_unreadable(storage, KEY, "broken") == (f"{KEY}.unreadable.1", None)
    assert storage.get(f"{KEY}.unreadable") == "old"
