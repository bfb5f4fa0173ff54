"""Every turn told (issue 35), in the page: a person against three computers, at the instant
and the normal pace. Each time the person's turn comes back, the message box says what each
computer did since, one line each; each capture of the person's pieces is said there, the box
is marked as an alert and the board marks where the capturer stands."""

from __future__ import annotations

import pytest
from page_helpers import start_game

pytestmark = pytest.mark.browser

#: The seed's game (the person always plays the first listed move) has a capture of the
#: person's pieces in its fourth round (found with the engine: tests/test_view_since.py plays
#: the same sessions in CPython).
SEED = "told-2"
ROUNDS = 8
#: What the page showed each time the person's turn came back, recorded as it was drawn: Red's
#: pieces as last drawn in their own turn (at the instant pace the computers may have moved
#: before the first drawing of another's turn is seen) and then, the message box, its alert,
#: the board's marks.
WATCH = """() => { const board = document.getElementById('board'); const told = window.__told = [];
  let mine = null, left = null;
  new MutationObserver(() => {
    const turn = board.dataset.turn, pieces = JSON.parse(board.dataset.position).pieces['0'];
    if (turn === '0' && left === null) { mine = pieces; }
    if (turn !== '0' && left === null) { left = mine || pieces; }
    if (turn === '0' && board.dataset.phase === 'roll' && left !== null) {
      const say = document.getElementById('say');
      told.push({left, back: pieces, said: say.innerText, alert: say.classList.contains('alert'),
                 struck: board.querySelectorAll('.burst.struck').length});
      left = null; mine = pieces;
    } }).observe(board, {attributes: true, attributeFilter: ['data-turn', 'data-phase', 'data-position']}); }"""
#: The person's action: throw, or play the first listed move (a single one plays itself by
#: default; a first tap may only pick a move, the die then plays it).
ACT = """() => { const board = document.getElementById('board'), die = document.getElementById('die');
  const move = document.querySelector('#move-list button');
  if (board.dataset.turn !== '0' || die.disabled) { return; }
  if (board.dataset.phase === 'choose' && move) { move.click(); }
  if (!die.disabled) { die.click(); } }"""


@pytest.mark.parametrize("speed", ["0", "1"])
def test_each_capture_of_the_person_is_told_when_their_turn_comes_back(page, open_page, speed):
    open_page(page, f"?speed={speed}&lang=en&seed={SEED}")
    start_game(page, ["human", "hard", "medium", "easy"])
    page.evaluate(WATCH)
    while page.evaluate("window.__told.length") < ROUNDS and not page.evaluate("document.getElementById('end').open"):
        page.wait_for_function("""() => document.getElementById('end').open
            || (document.getElementById('board').dataset.turn === '0' && !document.getElementById('die').disabled)""",
                               timeout=60_000)
        page.evaluate(ACT)
        page.wait_for_timeout(50)     # (an input right after the last one is ignored by the page)
    told = 0
    for shown in page.evaluate("window.__told"):
        taken = sum(1 for p in shown["left"] if p >= 0) - sum(1 for p in shown["back"] if p >= 0)
        said = shown["said"]
        assert said.startswith("Since your last turn:"), said
        assert said.rstrip().endswith("Your turn."), said
        assert said.count("captured one of your pieces") == taken, shown
        assert shown["alert"] == (taken > 0) and shown["struck"] == taken, shown
        for line in said.splitlines()[1:-1]:
            assert line.split(":")[0] in ("Yellow", "Blue", "Green"), said
        told += taken
    assert told, f"no capture of the person's pieces in {ROUNDS} rounds of {SEED}"
