"""The page's settings under the log: sound (synthesized, never before the person used
the page, switchable and remembered) and the pace (remembered; ``?speed=`` wins)."""

from __future__ import annotations

import json

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from conftest import wait_ready
from page_helpers import open_with_save
from view_helpers import Setup, mensch_at, save_data

pytestmark = pytest.mark.browser

#: Counts the audio contexts the page makes and the sound nodes it starts (the audio graph at work).
COUNT_AUDIO = """
window.__contexts = 0; window.__started = 0;
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.__contexts += 1; }
};
for (const Node of [OscillatorNode, AudioBufferSourceNode]) {
  const start = Node.prototype.start;
  Node.prototype.start = function (...args) { window.__started += 1; return start.apply(this, args); };
}
"""


def computers_only() -> dict:
    setup = Setup.make(2, ["easy", "easy"])
    from ludo import api
    return save_data(mensch_at(setup, api.new_position(setup.seats, setup.options), "sound"))


def sounds(page) -> int:
    return int(page.get_attribute("html", "data-sounds") or 0)


def test_no_sound_before_the_person_uses_the_page_then_the_game_is_heard(page):
    page.add_init_script(COUNT_AUDIO)
    open_with_save(page, computers_only(), "?speed=0.3&lang=en")
    page.wait_for_function("() => JSON.parse(document.getElementById('board').dataset.position)"
                           ".pieces['0'].some(p => p >= 0) || document.getElementById('log').children.length > 6")
    assert page.evaluate("window.__contexts") == 0 and sounds(page) == 0     # computers played: silence
    assert page.is_checked("[data-testid=sound]")                          # on by default
    page.mouse.click(5, 5)                                                 # the person uses the page
    page.wait_for_function("() => Number(document.documentElement.dataset.sounds || 0) >= 2")
    assert page.evaluate("window.__contexts") == 1 and page.evaluate("window.__started") >= 2
    assert page.get_attribute("html", "data-sound") in ("roll", "move", "capture", "win")


def test_sound_can_be_switched_off_and_stays_off(page, open_page):
    page.add_init_script(COUNT_AUDIO)
    open_with_save(page, computers_only(), "?speed=0.3&lang=en")
    page.uncheck("[data-testid=sound]")
    assert json.loads(page.evaluate("localStorage.getItem('ludo.settings')"))["sound"] is False
    page.reload()
    wait_ready(page)
    assert not page.is_checked("[data-testid=sound]")
    page.mouse.click(5, 5)
    page.wait_for_timeout(1500)                                             # computers play on
    assert sounds(page) == 0 and page.evaluate("window.__started") == 0
    page.check("[data-testid=sound]")                                       # on again: heard at once
    page.wait_for_function("() => Number(document.documentElement.dataset.sounds || 0) >= 1")


def test_the_pace_is_a_remembered_setting_and_the_url_wins(page, open_page):
    open_page(page, "?lang=de")
    page.click("#setup-start")
    assert page.input_value("[data-testid=pace]") == "1.0"
    assert page.inner_text("[data-testid=pace] option:checked") == "Normal"
    page.select_option("[data-testid=pace]", "2.0")
    assert json.loads(page.evaluate("localStorage.getItem('ludo.settings')"))["pace"] == 2.0
    page.reload()
    wait_ready(page)
    assert page.input_value("[data-testid=pace]") == "2.0"
    assert page.inner_text("[data-testid=pace] option:checked") == "Langsam"
    page.goto(page.site_url + "?speed=0&lang=de")
    wait_ready(page)
    assert page.input_value("[data-testid=pace]") == "0.0"                # ?speed=0 for this visit
    assert json.loads(page.evaluate("localStorage.getItem('ludo.settings')"))["pace"] == 2.0
