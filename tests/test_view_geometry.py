"""The board's geometry: a closed ring of 40 adjacent squares, lanes, bases."""

from __future__ import annotations

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.games.mensch import geometry as geo


def _adjacent(a, b) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def test_the_ring_is_forty_distinct_cells_each_next_to_the_next():
    cells = geo.RING_CELLS
    assert len(cells) == 40 and len(set(cells)) == 40
    for i in range(40):
        assert _adjacent(cells[i], cells[(i + 1) % 40]), (i, cells[i], cells[(i + 1) % 40])


def test_start_squares_are_a_quarter_turn_apart_and_corner_0_is_top_left():
    starts = [geo.RING_CELLS[geo.start_square(c)] for c in geo.CORNERS]
    assert starts[0] == (0, 4)                       # left arm, upper row: top-left corner's start
    assert starts == [(0, 4), (6, 0), (10, 6), (4, 10)]


def test_each_lane_runs_from_its_entry_square_to_the_centre():
    for c in geo.CORNERS:
        entry = geo.RING_CELLS[geo.entry_square(c)]
        lane = geo.LANE_CELLS[c]
        assert _adjacent(entry, lane[0])
        assert all(_adjacent(a, b) for a, b in zip(lane, lane[1:], strict=False))
        assert _adjacent(lane[-1], (5, 5))           # the deepest square touches the centre


def test_rings_lanes_and_bases_never_overlap():
    spots = list(geo.RING_CELLS)
    for c in geo.CORNERS:
        spots += geo.LANE_CELLS[c]
    assert len(spots) == len(set(spots)) == 56
    base_centres = [geo.centre(cell) for c in geo.CORNERS for cell in geo.BASE_CELLS[c]]
    ring_centres = [geo.centre(cell) for cell in spots]
    for bx, by in base_centres:
        assert all(abs(bx - x) >= geo.CELL or abs(by - y) >= geo.CELL for x, y in ring_centres)


def test_spot_of_follows_the_position_format():
    assert geo.spot_of(0, 0) == geo.Spot("ring", 0)
    assert geo.spot_of(1, 39) == geo.Spot("ring", 9)       # (10*1 + 39) % 40
    assert geo.spot_of(3, 40) == geo.Spot("lane", 0, 3)
    assert geo.spot_of(2, 43).cell == geo.LANE_CELLS[2][3]
    assert geo.spot_of(2, -1, 3) == geo.Spot("base", 3, 2)


def test_a_path_visits_every_square_in_between():
    steps = geo.path(2, 37, 42)
    assert [s.key for s in steps] == ["r17", "r18", "r19", "l2-0", "l2-1", "l2-2"]
    assert [s.kind for s in geo.path(0, -1, 0)] == ["base", "ring"]
