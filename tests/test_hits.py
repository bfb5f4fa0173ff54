"""The geometry of crowded hit areas (:func:`ludoview.core.hits.crowds`), without a browser."""

from __future__ import annotations

import random

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.core.hits import crowds, room


def _meet(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_crowds_give_every_group_a_box_of_its_own_a_finger_wide():
    rng = random.Random(24)
    for _ in range(300):
        width, height = rng.uniform(60, 200), rng.uniform(60, 200)
        spots = [(rng.uniform(0, width), rng.uniform(0, height), rng.randrange(6)) for _ in range(rng.randrange(1, 12))]
        groups = crowds(spots, 11.0, width, height)
        assert sorted(i for members, _ in groups for i in members) == list(range(len(spots)))
        for k, (members, box) in enumerate(groups):
            assert box[2] - box[0] >= 22 - 1e-9 and box[3] - box[1] >= 22 - 1e-9
            assert 0 <= box[0] and box[2] <= width + 1e-9 and 0 <= box[1] and box[3] <= height + 1e-9
            for i in members:
                x, y, _ = spots[i]
                assert box[0] <= x <= box[2] and box[1] <= y <= box[3]
            for members2, box2 in groups[k + 1:]:
                whats = {spots[i][2] for i in members + members2}
                assert len(whats) == 1 or not _meet(box, box2), (spots, groups)


def test_a_piece_and_its_own_target_share_ground_and_a_lone_one_stays_alone():
    groups = crowds([(10, 10, "a"), (14, 10, "a"), (80, 80, "b")], 11, 100, 100)
    assert [m for m, _ in groups] == [[0], [1], [2]]
    groups = crowds([(30, 30, "a"), (38, 30, "b"), (80, 80, "c")], 11, 100, 100)
    assert [m for m, _ in groups] == [[0, 1], [2]]
    assert groups[0][1] == (19, 19, 49, 41)
    assert room(80, 80, [groups[0][1]]) == 39      # apart down the board, the larger gap
