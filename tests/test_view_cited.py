"""Words that match the board (issue 35): every square number a shown text cites ("square 37 →
square 2") is labelled on the mensch board while the text is shown, or the text cites none. Pure:
the words' citations (``words.cites``), the board's labels, and each view model that shows
such a text beside a board (the main page's message box and list of moves with its hints, the
embed's, the replay's mistake, a puzzle's solution, the review's list)."""

from __future__ import annotations

import math
import random
import re

import view_helpers  # (puts web/py on the path; its ROOT finds the puzzles)
from view_helpers import Setup, cited_in, labelled, mensch_at, mensch_with, unlabelled

from ludo import api
from ludo.mensch import arena as mensch_arena
from ludoview import games
from ludoview.embed.params import parse
from ludoview.embed.view import frame_view
from ludoview.games import review
from ludoview.games.mensch import board, words
from ludoview.games.mensch import geometry as geo
from ludoview.games.mensch import view as mview
from ludoview.games.mensch.controls import Chooser as MenschChooser
from ludoview.learn import puzzles as P


def mensch(pieces, kinds=("human", "human"), roll=None, turn=0):
    return mensch_with(pieces, kinds, roll, turn, "cited")


# --- the words' citations and the board's labels ---------------------------------------------

def test_cites_names_each_numbered_square_once_as_the_board_names_its_spot():
    moves = [{"from": 4, "to": 10}, {"from": -1, "to": 0}, {"from": 38, "to": 41}, {"from": 41, "to": 43}]
    assert words.cites(moves, 0) == ("r4", "r10", "r0", "r38", "l0-1", "l0-3")
    # a piece of Blue (corner 2) at progress 4 stands on ring square 24; an event carries its corner
    assert words.cites([{"say": "mensch.say.moved", "corner": 2, "from": 4, "to": 7}]) == ("r24", "r27")
    # the base has no number; what is no move is skipped
    assert words.cites([{"from": -1}, {"say": "mensch.say.rolled", "roll": 3}, {"from": "x", "to": 2}], 1) == ()
    assert words.cites([{"from": 3, "to": 5}, {"from": 5, "to": 8}], 0) == ("r3", "r5", "r8")


def test_a_cited_square_has_the_number_the_sentences_give_it_in_every_frame():
    for corner in geo.CORNERS:
        for progress in range(geo.RING):
            (key,) = words.cites([{"from": progress}], corner)
            for frame in geo.CORNERS:
                assert words.cited_number(key, frame) == words.square_number(corner, progress, frame)
        for k in range(4):
            (key,) = words.cites([{"to": geo.LANE + k}], corner)
            assert words.cited_number(key, 0) == k + 1
            assert words.place_label("en", corner, geo.LANE + k) == f"home lane {k + 1}"


def test_the_board_labels_every_cited_square_beside_its_piece_and_inside_the_board():
    every = [f"r{i}" for i in range(geo.RING)] + [f"l{c}-{k}" for c in geo.CORNERS for k in range(4)]
    position = board.initial_position()
    svg = board.render_board(position, cited=every, frame=2)
    found = re.findall(r'<g class="cited" data-square="([rl][\d-]+)" data-n="(\d+)" '
                       r'transform="translate\(([\d.]+) ([\d.]+)\)">.*?<text y="1.25">(\d+)</text></g>', svg)
    assert [key for key, *_ in found] == every
    centres = [geo.centre(c) for c in geo.RING_CELLS] + [geo.centre(c) for lane in geo.LANE_CELLS.values() for c in lane]
    centres += [geo.centre(c) for base in geo.BASE_CELLS.values() for c in base]
    for key, n, x, y, text in found:
        assert n == text and int(n) == words.cited_number(key, 2)
        cell = geo.RING_CELLS[int(key[1:])] if key[0] == "r" else geo.LANE_CELLS[int(key[1])][int(key[3])]
        cx, cy = geo.centre(cell)
        # the plate is clear of a piece standing there, or on any other square
        for other in centres:
            dx = max(0.0, abs(float(x) - other[0]) - board.LABEL_W / 2)
            dy = max(0.0, abs(float(y) - other[1]) - board.LABEL_H / 2)
            assert math.hypot(dx, dy) > board.PIECE_R, (key, other)
        assert math.hypot(float(x) - cx, float(y) - cy) < geo.CELL      # at its own square's corner
        assert board.LABEL_W / 2 <= float(x) <= geo.SIZE - board.LABEL_W / 2
        assert board.LABEL_H / 2 <= float(y) <= geo.SIZE - board.LABEL_H / 2
    # above the pieces (drawn last), hidden from screen readers (the texts say the squares)
    assert svg.index('class="cited-numbers" aria-hidden="true"') > svg.rindex('class="piece ')
    assert 'class="cited' not in board.render_board(position) and labelled(board.render_board(position)) == (set(), set())


# --- the main page: the message box, the list of moves and its hints ---------------------------

def test_the_message_box_and_the_list_cite_only_labelled_squares_through_a_whole_game():
    """A game of four, one person (Red) and three computers, each move played and its view drawn
    as the page draws it: every number the message box, the list (with hints) or the crowd
    chooser's buttons (over the same moves) cite is labelled."""
    rng = random.Random(7)
    setup = Setup.make(4, ["human", "easy", "easy", "easy"])
    s = mensch_at(setup, api.new_position(setup.seats, setup.options), "cited-game")
    kept: tuple[str, ...] = ()
    checked = cited = 0
    for _step in range(400):
        if s.phase == "over":
            break
        if not s.is_human:
            events = s.computer_step()
        elif s.phase == "roll":
            events = s.roll()
        else:
            events = s.play(rng.randrange(len(s.choices)) if s.choices else None)
        for hints in (False, True):
            seen = mview.Seen(lang="en", you=0, can_act=s.is_human, hints=hints, said_cites=kept)
            v = mview.view(s, seen, events)
            texts = [v.say or ""] + [m.text for m in v.moves] + [m.hint or "" for m in v.moves]
            if v.moves:     # the crowd chooser ("Which one?") says the same moves as its buttons
                texts += [words.tap_text("en", s.position, m, None, 0)[1] for m in s.choices]
            assert not unlabelled(texts, v.board), unlabelled(texts, v.board)
            cited += any(cited_in(t) != (set(), set()) for t in texts)
            checked += 1
        kept = v.said_cites
    assert checked > 200 and cited > 50


def test_the_labels_stay_while_the_message_box_keeps_its_words_and_go_with_them():
    s = mensch({0: [4, 12, -1, -1], 2: [-1] * 4}, kinds=("human", "hard"), roll=3)
    events = s.play(0)                                   # Red moves square 5 → square 8
    v = mview.view(s, mview.Seen(lang="en", you=0), events)
    assert v.say == "You: square 5 → square 8. Blue's turn." and v.said_cites == ("r4", "r7")
    assert labelled(v.board) == ({5, 8}, set())
    redrawn = mview.view(s, mview.Seen(lang="en", you=0, said_cites=v.said_cites), [])   # say None: kept
    assert redrawn.say is None and redrawn.said_cites == v.said_cites and labelled(redrawn.board) == ({5, 8}, set())
    events = s.computer_step()                          # Blue throws: the box says so, no square
    after = mview.view(s, mview.Seen(lang="en", you=0, said_cites=v.said_cites), events)
    assert after.say.startswith("Blue rolls") and after.said_cites == () and labelled(after.board) == (set(), set())


def test_a_person_alone_counts_from_their_own_start_and_so_do_the_labels():
    s = mensch({0: [-1] * 4, 2: [4, -1, -1, -1]}, kinds=("hard", "human"), roll=3, turn=2)
    v = mview.view(s, mview.Seen(lang="en", you=2, can_act=True), [])
    assert [m.text for m in v.moves] == ["Square 5 → square 8"]
    assert labelled(v.board) == ({5, 8}, set()) and 'data-square="r24"' in v.board


def test_the_move_under_the_cursor_is_said_and_its_squares_labelled():
    s = mensch({0: [4, 20, -1, -1], 2: [-1] * 4}, kinds=("human", "hard"), roll=3)
    v = mview.view(s, mview.Seen(lang="en", you=0, can_act=True, selected=1), [])
    assert "square 21 → square 24" in v.say and not unlabelled([v.say], v.board)
    assert v.said_cites == ("r20", "r23")


def test_the_summary_of_the_computers_turns_cites_no_square():
    s = mensch({0: [4, -1, -1, -1], 2: [-1, -1, -1, 6]}, kinds=("human", "easy"), turn=2)
    kept: tuple[str, ...] = ("r4",)
    for _ in range(20):
        if s.is_human:
            break
        events = s.computer_step()
        kept = mview.view(s, mview.Seen(lang="en", you=0, said_cites=kept), events).said_cites
    v = mview.view(s, mview.Seen(lang="en", you=0, said_cites=kept), events)
    assert v.say is not None and cited_in(v.say) == (set(), set()) and v.said_cites == ()


# --- the embed (the puzzles' board), the replay's mistake, a puzzle's solution, the review ------

def test_the_embed_labels_the_squares_of_its_sentences_and_its_list():
    config = parse({"position": [api.to_notation(dict(api.new_position([0, 2]), pieces={
        "0": [4, 20, -1, -1], "2": [-1] * 4}))], "roll": ["3"], "mode": ["scenario"], "lang": ["en"]})
    session = config.session()
    v = frame_view(session, config, "en", [], MenschChooser(), True)
    assert [m.text for m in v.moves] == ["Square 5 → square 8", "Square 21 → square 24"]
    assert labelled(v.board) == ({5, 8, 21, 24}, set())
    events = session.play(0)
    said = games.spec("mensch").say_all("en", events, session.position)
    cited = games.spec("mensch").cites(events)
    after = frame_view(session, config, "en", said, MenschChooser(), True, cited=cited)
    assert not unlabelled([after.say] + [m.text for m in after.moves], after.board)
    assert {5, 8} <= labelled(after.board)[0]


def test_a_mistake_beside_its_board_has_its_squares_labelled_and_the_list_cites_none():
    record = mensch_arena.record_game(["random", "easy"], seed=3)
    analysis = api.analyse(record)
    positions = api.replay(record)["positions"]
    spec = games.spec("mensch")
    view = review.review_view("en", spec, analysis, None, positions.__getitem__)
    assert view.mistakes
    for m in view.mistakes:
        turn = next(t for t in analysis["turns"] if t["turn"] == m.turn)
        assert cited_in(m.text) == (set(), set()), m.text          # the list: no board of its position
        sentence = review.mistake_sentence("en", spec, turn, positions[m.at])
        svg = review.mistake_board(spec, positions[m.at], turn, "en")
        assert cited_in(sentence) != (set(), set()) and not unlabelled([sentence], svg), sentence


def test_a_puzzles_solution_cites_only_squares_its_board_labels():
    import json
    from pathlib import Path
    items = json.loads((Path(view_helpers.ROOT) / "web" / "data" / "puzzles-mensch.json").read_text("utf-8"))
    items = items["puzzles"] if isinstance(items, dict) else items
    spec = games.spec("mensch")
    for puzzle in items[:40]:
        lines = P.solution("en", puzzle)
        svg = spec.render_board(P.start_of(puzzle), cited=P.solution_cites(puzzle))
        assert not unlabelled(lines, svg), (puzzle["id"], lines)
    assert all(cited_in(P.solution("en", p)[0])[0] or cited_in(P.solution("en", p)[0])[1]
               or "out of the base" in P.solution("en", p)[0] for p in items[:40])
