"""The SVG drawing: well-formed, every piece where the position says, moves highlighted."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.games.mensch import geometry as geo
from ludoview.games.mensch.board import SHAPES, initial_board_svg, initial_position, render_board, shape_icon

SVG = "{http://www.w3.org/2000/svg}"


def _position(pieces, seats=(0, 2), turn=0, tries=0):
    pos = initial_position(seats)
    pos["pieces"] = {str(c): list(v) for c, v in pieces.items()}
    pos["turn"], pos["tries"] = turn, tries
    return pos


def _pieces(svg: str):
    root = ET.fromstring(svg)
    return [g for g in root.iter(f"{SVG}g") if "piece" in g.get("class", "").split()]


def _translate(node):
    x, y = re.fullmatch(r"translate\(([\d.]+) ([\d.]+)\)", node.get("transform")).groups()
    return float(x), float(y)


def test_the_first_paint_board_is_well_formed_with_sixteen_pieces_at_home():
    svg = initial_board_svg()
    pieces = _pieces(svg)
    assert len(pieces) == 16
    assert {p.get("data-progress") for p in pieces} == {"-1"}
    ids = [n.get("id") for n in ET.fromstring(svg).iter() if n.get("id")]
    assert len(ids) == len(set(ids)), "ids must be unique"


def test_each_piece_stands_on_the_square_its_progress_names():
    pos = _position({0: [-1, 0, 17, 42], 2: [-1, -1, 5, 39]})
    for node in _pieces(render_board(pos)):
        corner, progress = int(node.get("data-corner")), int(node.get("data-progress"))
        if progress >= 0:
            assert _translate(node) == geo.centre(geo.spot_of(corner, progress).cell)
        else:
            assert _translate(node) in [geo.centre(cell) for cell in geo.BASE_CELLS[corner]]
    # two pieces in a base take two different slots
    base = [_translate(n) for n in _pieces(render_board(pos)) if n.get("data-corner") == "2"
            and n.get("data-progress") == "-1"]
    assert len(set(base)) == 2


def test_legal_moves_mark_their_pieces_and_targets_with_the_move_index():
    pos = _position({0: [-1, -1, 3, 10], 2: [-1, -1, -1, 16]})
    moves = [{"from": 3, "to": 9, "capture": False}, {"from": 10, "to": 16, "capture": True}]
    root = ET.fromstring(render_board(pos, moves=moves, selected=1))
    movable = {n.get("data-progress"): n.get("data-move") for n in root.iter(f"{SVG}g")
               if "movable" in n.get("class", "")}
    assert movable == {"3": "0", "10": "1"}
    targets = {n.get("id"): n for n in root.iter(f"{SVG}g") if "target" in n.get("class", "").split()}
    assert set(targets) == {"target-0", "target-1"}
    assert "capture" in targets["target-1"].get("class") and "capture" not in targets["target-0"].get("class")
    assert "selected" in targets["target-1"].get("class")
    assert _translate(targets["target-0"]) == geo.centre(geo.spot_of(0, 9).cell)
    # the selected move's path: the squares strictly between 10 and 16
    steps = [n for n in root.iter(f"{SVG}circle") if "step" in n.get("class", "").split()]
    assert len(steps) == 5
    # the opponent's pieces never carry a move
    assert all(n.get("data-move") is None for n in _pieces(render_board(pos, moves=moves))
               if n.get("data-corner") == "2")


def test_entering_marks_every_base_piece():
    pos = _position({0: [-1, -1, -1, 8], 2: [-1, -1, -1, -1]})
    root = ET.fromstring(render_board(pos, moves=[{"from": -1, "to": 0, "capture": False}]))
    marked = [n for n in _pieces(ET.tostring(root, encoding="unicode")) if n.get("data-move") == "0"]
    assert len(marked) == 3 and all(n.get("data-progress") == "-1" for n in marked)


def test_the_player_to_move_has_a_highlighted_base_unless_turns_are_hidden():
    pos = _position({0: [-1] * 4, 2: [-1] * 4}, turn=2)
    assert re.search(r'class="base c2 current"', render_board(pos))
    assert "current" not in render_board(pos, show_turn=False)


def test_players_are_told_apart_without_colour():
    assert len(set(SHAPES)) == 4
    marks = set()
    for c in geo.CORNERS:
        icon = ET.fromstring(shape_icon(c))
        marks.add(ET.tostring(list(icon)[1], encoding="unicode").split()[0])
    assert len(marks) == 3            # circle, rect, and two different polygons
    tri, dia = (ET.fromstring(shape_icon(c)) for c in (1, 3))
    assert list(tri)[1].get("points").count(",") == 3 and list(dia)[1].get("points").count(",") == 4


def test_labels_follow_the_language():
    pos = _position({0: [-1, -1, -1, 12], 2: [-1] * 4})
    assert "Figur von Rot: Feld 13" in render_board(pos, lang="de")
    assert "Pion de Rouge\u00a0: case 13" in render_board(pos, lang="fr")
    assert 'aria-label="Il tabellone"' in render_board(pos, lang="it")


def test_last_move_leaves_a_trail_between_its_ends():
    pos = _position({0: [-1, -1, -1, 12], 2: [-1] * 4}, turn=2)
    root = ET.fromstring(render_board(pos, last={"corner": 0, "from": 7, "to": 12}))
    trail = [n for n in root.iter(f"{SVG}circle") if "trail" in n.get("class", "").split()]
    assert len(trail) == 4


def test_a_capture_just_made_is_marked_where_it_happened():
    pos = _position({0: [-1, -1, -1, 12], 2: [-1] * 4}, turn=2)
    plain = ET.fromstring(render_board(pos, last={"corner": 0, "from": 7, "to": 12, "capture": False}))
    assert not [n for n in plain.iter(f"{SVG}polygon") if n.get("class") == "burst"]
    root = ET.fromstring(render_board(pos, last={"corner": 0, "from": 7, "to": 12, "capture": True}))
    burst = [n for n in root.iter(f"{SVG}polygon") if n.get("class") == "burst"]
    assert len(burst) == 1
    xs = [float(p.split(",")[0]) for p in burst[0].get("points").split()]
    assert abs((max(xs) + min(xs)) / 2 - geo.centre(geo.spot_of(0, 12).cell)[0]) < 0.01
