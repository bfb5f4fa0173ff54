"""The replay page lays a colonne game (the wide, large board) out without overlaps, from a
phone to a wide desktop: the board, the step buttons, the current action and the list of
actions each have their own place, nothing runs off sideways (and a screenshot of each
size is kept for a person to look at)."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import wait_ready
from layout_helpers import overlap

from ludoview.core import share
from ludoview.embed.params import parse

pytestmark = pytest.mark.browser

SIZES = [(360, 640), (390, 844), (844, 390), (1024, 768), (1280, 800), (1920, 1080)]
PARTS = ("#board svg", ".replay-bar", "#current", "#actions")


def large_colonne_record() -> dict:
    session = parse({"game": ["colonne"], "variant": ["large"], "players": ["hard,medium"],
                     "seed": ["layout"]}).session()
    while session.action_count < 60:
        session.computer_step()
    return session.record()


@pytest.mark.parametrize("width, height", SIZES)
def test_the_colonne_replay_has_no_overlap(page, width, height, tmp_path):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(page.site_url + "replay.html?lang=en" + share.fragment(large_colonne_record()))
    wait_ready(page)
    boxes = {part: page.locator(part).bounding_box() for part in PARTS}
    assert all(boxes.values()), boxes
    for i, a in enumerate(PARTS):
        for b in PARTS[i + 1:]:
            assert overlap(boxes[a], boxes[b]) < 1, (a, b, boxes[a], boxes[b])
    assert page.evaluate("document.documentElement.scrollWidth") <= width, "sideways scroll"
    board = boxes["#board svg"]
    assert board["x"] >= 0 and board["x"] + board["width"] <= width + 0.5
    assert board["width"] >= min(0.9 * width, 600) or board["height"] >= 0.35 * height, board   # it is not shrunk away
    page.screenshot(path=str(tmp_path / f"replay-{width}x{height}.png"))
