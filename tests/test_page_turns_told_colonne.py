"""Every turn told at colonne (issue 35), in the page: a person (White) against the computer.
Each time the person's turn comes back, the message box (the page's live region) says what the
computer did since, a line a throw; each piece of the person's beaten is said there, the box is
marked as an alert and the board puts a star where it was beaten."""

from __future__ import annotations

import json
import re

import pytest
from page_helpers import start_colonne

from ludo.colonne.game import Game
from ludo.protocol import SEND_BACK

pytestmark = pytest.mark.browser

#: The seed's game (the person always plays the first listed step) has a piece of the person's
#: beaten in its second round (found with the engine: tests/test_view_since_colonne.py plays the
#: same session in CPython).
SEED = "told-2"
ROUNDS = 4
BEATEN = re.compile(r"beating (one|\d+) of your pieces")
#: What the page showed each time White's turn came back, recorded as it was drawn: how many
#: actions the game had then (its save is written before it is drawn) and the message box, its
#: alert, its live region, the board's stars.
WATCH = """() => { const board = document.getElementById('board'); const told = window.__told = [];
  let away = false;
  new MutationObserver(() => {
    const say = document.getElementById('say'), turn = board.dataset.turn;
    const actions = JSON.parse(localStorage.getItem('ludo.colonne.save')).record.actions.length;
    if (turn !== 'white') { away = true; }
    if (turn === 'white' && board.dataset.phase === 'roll' && away) {
      away = false;
      told.push({actions, said: say.innerText, alert: say.classList.contains('alert'),
                 live: say.getAttribute('aria-live'), struck: board.querySelectorAll('.burst.struck').length});
    } }).observe(board, {attributes: true, attributeFilter: ['data-turn', 'data-phase', 'data-position']}); }"""
#: The person's action: throw, or play the first listed step (a single one plays itself).
ACT = """() => { const roll = document.getElementById('croll'), step = document.querySelector('#move-list button');
  if (roll) { roll.click(); } else if (step) { step.click(); } }"""
READY = """() => document.getElementById('end').open || (document.getElementById('board').dataset.turn === 'white'
    && (document.getElementById('croll') || document.querySelector('#move-list button')))"""


def test_each_piece_of_the_person_beaten_is_told_when_their_turn_comes_back(page, open_page):
    open_page(page, f"?speed=0&lang=en&seed={SEED}")
    start_colonne(page, "human", "hard")
    page.evaluate(WATCH)
    while page.evaluate("window.__told.length") < ROUNDS and not page.evaluate("document.getElementById('end').open"):
        page.wait_for_function(READY, timeout=30_000)
        page.evaluate(ACT)
    record = json.loads(page.evaluate("localStorage.getItem('ludo.colonne.save')"))["record"]
    game = Game.from_record(record)
    shown_all = page.evaluate("window.__told")
    assert len(shown_all) >= ROUNDS, shown_all
    beaten, since = 0, 0
    for shown in shown_all:
        # White's pieces Black beat since White's last action (the engine's record of the game)
        taken = [e.number for i in range(since, shown["actions"]) for e in game.events(i)
                 if e.kind == SEND_BACK and e.seat == 0]
        since = shown["actions"]
        said = shown["said"]
        lines = said.strip().split("\n")
        assert lines[0] == "Since your last turn:" and lines[-1] == "Your turn.", said
        assert len(lines) >= 3 and all(line.startswith("Black rolled ") for line in lines[1:-1]), said
        assert [1 if m == "one" else int(m) for m in BEATEN.findall(said)] == taken, shown
        assert shown["alert"] == bool(taken) and shown["struck"] == len(taken), shown
        assert shown["live"] == "polite"
        beaten += len(taken)
    assert beaten, f"no piece of the person's beaten in {ROUNDS} rounds of {SEED}"
