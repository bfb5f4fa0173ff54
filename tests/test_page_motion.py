"""A throw and a move that feel physical (issue 35), and none of it for a person who asked the
system for reduced motion: the die (colonne: each die, one after another) flies in spinning,
lands and bounces (the CSS animation ``throw``); a moving piece hops from square to square
(``hop-a`` and ``hop-b`` in turn, its shadow on the ground: ``hop-shadow-*``).

The tests' pages are told the person prefers reduced motion (conftest); the motion tests ask
for it before the page starts, as the page reads it then."""

from __future__ import annotations

import pytest
from page_helpers import open_with_save
from view_helpers import ColonneSetup, colonne_at, mensch_with, save_data

from ludo import api

pytestmark = pytest.mark.browser

#: Every hop a moving piece (or unit) makes, as it is given: its class and the animations then
#: running on its body and on its shadow (colonne: its discs; it has no shadow).
WATCH_HOPS = """() => { const board = document.getElementById('board'); window.__hops = [];
  new MutationObserver(records => { for (const r of records) { const node = r.target;
    if (!node.classList || !node.classList.contains('moving')) { continue; }
    const body = node.querySelector('.piece-body, .cdisc'), shadow = node.querySelector('.piece-shadow');
    window.__hops.push({hop: [...node.classList].filter(c => c.startsWith('hop-')).join(' '),
                        body: body.getAnimations().map(a => a.animationName),
                        shadow: shadow ? shadow.getAnimations().map(a => a.animationName) : null}); } })
    .observe(board, {subtree: true, attributes: true, attributeFilter: ['class', 'transform']}); }"""
#: The names of the animations running now on each die of a game.
DICE_ANIMATIONS = """selector => [...document.querySelectorAll(selector)]
  .map(svg => svg.getAnimations().map(a => a.animationName).join(' '))"""
DICE = {"mensch": "#die svg", "colonne": ".cdie svg"}


def _open(page, game: str, motion: bool) -> None:
    if motion:
        page.emulate_media(reduced_motion="no-preference")
    if game == "mensch":   # Red to throw, its four pieces out, none in another's way
        session = mensch_with({0: [5, 12, 20, 30], 2: [-1, -1, -1, -1]}, seed="motion")
    else:                  # White to throw, its six pieces on the track one a square (no entry)
        position = dict(api.new_colonne("small", "white"),
                        pieces={"white": [13, 14, 15, 16, 17, 18], "black": [0] * 6})
        session = colonne_at(ColonneSetup("small", ("human", "human")), position, "motion")
    open_with_save(page, save_data(session), "?lang=en")     # the real pace: no speed=0
    page.evaluate(WATCH_HOPS)


def _throw(page, game: str) -> list[str]:
    """Throw (the die, or colonne's button): the dice's animations as they are drawn."""
    page.click("#die" if game == "mensch" else "#croll")
    page.wait_for_selector("#move-list button")
    return page.evaluate(DICE_ANIMATIONS, DICE[game])


#: Click ``selector`` until the board's position is no longer ``before`` (the page ignores an
#: input that follows its last action too closely, 0.35 s at the real pace: the click is
#: given again until one is taken; none once the move is under way, the page is busy then).
CLICK_UNTIL_MOVED = """([selector, before]) => {
  if (document.getElementById('board').dataset.position !== before) { return true; }
  document.querySelector(selector)?.click(); return false; }"""


def _move(page) -> list[dict]:
    """Play the first listed move and wait until it is drawn: the hops watched meanwhile, each
    once (a step gives its hop and its place at once)."""
    before = page.get_attribute("#board", "data-position")
    page.wait_for_function(CLICK_UNTIL_MOVED, arg=["#move-list button", before], polling=150, timeout=15_000)
    hops: list[dict] = []
    for hop in page.evaluate("window.__hops"):
        if hop["hop"] and (not hops or hops[-1] != hop):
            hops.append(hop)
    return hops


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_the_dice_tumble_and_a_piece_hops_when_motion_is_allowed(page, game):
    _open(page, game, motion=True)
    thrown = _throw(page, game)
    assert thrown == (["throw"] if game == "mensch" else ["throw", "throw"]), thrown
    if game == "colonne":   # one die after the other
        delays = page.evaluate("[...document.querySelectorAll('.cdie svg')].map(s => getComputedStyle(s).animationDelay)")
        assert delays == ["0s", "0.07s"], delays
    hops = _move(page)
    # one hop a square, the two names in turn (a new name starts the animation again)
    assert [h["hop"] for h in hops] == ["hop-a", "hop-b"] * (len(hops) // 2) + ["hop-a"] * (len(hops) % 2), hops
    assert len(hops) >= 2, hops
    for hop in hops:
        assert hop["body"] == [hop["hop"]], hops
        if game == "mensch":
            assert hop["shadow"] == [hop["hop"].replace("hop-", "hop-shadow-")], hops


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_nothing_tumbles_or_hops_when_motion_is_reduced(page, game):
    _open(page, game, motion=False)
    assert set(_throw(page, game)) == {""}
    assert page.evaluate("document.querySelector('#die.rolled, .cdice-row.thrown')") is None
    assert _move(page) == []     # the piece is drawn where it lands, without a walk
    # and were a page to give the classes, the style would not move them
    thrown = "document.getElementById('die').classList.add('rolled')" if game == "mensch" else \
        "document.querySelector('.cdice-row').classList.add('thrown')"
    page.evaluate(f"""() => {{ {thrown};
      document.querySelector('#board .piece, #board .cunit').classList.add('hop-a'); }}""")
    names = page.evaluate("""selector => [document.querySelector(selector),
      document.querySelector('.hop-a > .piece-body, .hop-a > .cdisc')].map(node => getComputedStyle(node).animationName)""",
                          DICE[game])
    assert names == ["none", "none"]
