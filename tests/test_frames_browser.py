"""Frames of ``embed.html`` of one site on one page share one runtime (web/frames.js,
ludoview.embed.frames): the first frame starts Python and serves the others, or the page's
own runtime (boards.js) serves them all; each frame keeps its own game and its host
hears each frame's events from that frame."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

CAPTURE = "m1.02.00.8kGH.v___"   # red rolls 3 and must capture
TWO_FRAMES = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>two frames</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml"></head>
<body>
<iframe id="a" src="../embed.html?mode=demo&amp;players=2&amp;speed=0.05&amp;seed=a&amp;id=a" width="420" height="560"></iframe>
<iframe id="b" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=b&amp;lang=de" width="420" height="560"></iframe>
</body></html>
"""
LISTEN = ("if (window === window.top) { window.__got = []; addEventListener('message', e => window.__got.push("
          "{from: [...document.querySelectorAll('iframe')].findIndex(f => f.contentWindow === e.source), "
          "data: e.data})); }")
WASM = "runtime/pyodide/pyodide.asm.wasm"


def frame(page, ident: str):
    return page.frame_locator(f"#{ident}")


def ready(page, ident: str, timeout: int = 60_000):
    handle = page.wait_for_selector(f"#{ident}").content_frame()
    handle.wait_for_selector("html[data-ludo=ready]", state="attached", timeout=timeout)
    return handle


def test_two_frames_of_one_site_share_one_runtime_and_keep_their_games(page, test_pages):
    wasm = []
    page.on("request", lambda r: wasm.append(r.url) if r.url.endswith(WASM) else None)
    page.add_init_script(LISTEN)
    page.goto(page.site_url + test_pages("frames.html", TWO_FRAMES.format(capture=CAPTURE)))
    a, b = ready(page, "a"), ready(page, "b")
    # one runtime: the first frame to load starts it; the other has none and is served by it
    owns = [f.evaluate("!!window.ludoStart && !window.ludoServed") for f in (a, b)]
    assert sorted(owns) == [False, True], owns
    server = owns.index(True)
    client = (a, b)[1 - server]
    assert client.evaluate("window.ludoServed === true && !window.ludoStart && !document.querySelector"
                           "('script[src*=\"core.js\"]')")
    assert client.evaluate(f"window.ludoServedBy === window.parent.frames[{server}]")
    assert len(wasm) == 1, wasm
    # each its own game: b is the scenario (its language, its position), a the demo playing on
    assert b.evaluate("document.documentElement.lang") == "de"
    assert b.evaluate("document.title") != "" and a.evaluate("document.documentElement.lang") == "en"
    b.wait_for_selector("[data-testid=move-0]")
    moves_before = page.evaluate("window.__got.filter(m => m.from === 0 && m.data.type === 'move').length")
    b.click("[data-testid=move-0]")
    page.wait_for_function("window.__got.some(m => m.from === 1 && m.data.type === 'move')")
    page.wait_for_function(f"window.__got.filter(m => m.from === 0 && m.data.type === 'move').length > {moves_before}")
    got = page.evaluate("window.__got")
    # every event came from its own frame (event.source), with that frame's id
    assert {m["data"]["id"] for m in got if m["from"] == 0} == {"a"}
    assert {m["data"]["id"] for m in got if m["from"] == 1} == {"b"}
    assert [m["data"]["type"] for m in got if m["from"] == 1][:1] == ["ready"]
    # the host's command reaches the served frame, and its answer comes from it
    page.evaluate("document.getElementById('b').contentWindow.postMessage({type: 'reset', request: 'r1'}, '*')")
    page.wait_for_function("window.__got.some(m => m.data.request === 'r1')")
    answer = [m for m in page.evaluate("window.__got") if m["data"].get("request") == "r1"]
    assert [(m["from"], m["data"]["type"], m["data"].get("command")) for m in answer] == [(1, "state", "reset")], answer


BOARD_AND_FRAME = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>a board and a frame</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml">
<script src="../boards.js" defer></script></head>
<body>
<ludo-board id="el" position="{capture}" roll="3" mode="scenario"></ludo-board>
<iframe id="f" src="../embed.html?mode=demo&amp;players=2&amp;speed=0.05&amp;seed=f&amp;id=f" width="420" height="560"></iframe>
</body></html>
"""


def test_a_frame_on_a_page_of_boards_is_served_by_the_pages_runtime(page, test_pages):
    wasm = []
    page.on("request", lambda r: wasm.append(r.url) if r.url.endswith(WASM) else None)
    page.add_init_script(LISTEN)
    page.goto(page.site_url + test_pages("board-frame.html", BOARD_AND_FRAME.format(capture=CAPTURE)))
    f = ready(page, "f")
    page.wait_for_selector("#el[data-ludo=ready]", state="attached", timeout=60_000)
    assert f.evaluate("window.ludoServed === true && window.ludoServedBy === window.parent")
    page.wait_for_function("window.__got.filter(m => m.from === 0 && m.data.type === 'move').length >= 2")
    assert len(wasm) == 1, wasm


THREE_FRAMES = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>three frames</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml"></head>
<body>
<iframe id="a" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=a" width="420" height="560"></iframe>
<iframe id="b" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=b&amp;lang=de" width="420" height="560"></iframe>
<iframe id="c" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=c&amp;lang=fr" width="420" height="560"></iframe>
</body></html>
"""
POSITION = "document.getElementById('board').dataset.position"


def test_the_frames_go_on_with_their_games_when_the_serving_frame_is_removed(page, test_pages):
    """The frame whose runtime draws the others is taken out of the page: each other frame
    goes on with its own game (another takes the serving over, or each starts its own), with
    no error on the page."""
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(page.site_url + test_pages("three-frames.html", THREE_FRAMES.format(capture=CAPTURE)))
    frames = {ident: ready(page, ident) for ident in "abc"}
    server = next(i for i, f in frames.items() if f.evaluate("!!window.ludoStart && !window.ludoServed"))
    others = [i for i in "abc" if i != server]
    # each served frame's game moves on (the capture played), so that it differs from its start
    for ident in others:
        frames[ident].click("[data-testid=move-0]")
        frames[ident].wait_for_function(f"{POSITION} && document.getElementById('board').dataset.phase !== 'choose'")
    page.wait_for_timeout(300)
    before = {ident: frames[ident].evaluate(POSITION) for ident in others}
    start = json.loads(frames[server].evaluate(POSITION))
    assert all(json.loads(p) != start for p in before.values())
    page.evaluate(f"document.getElementById('{server}').remove()")
    # the others are drawn again (reloaded: frames.js), by a runtime that is not the removed one
    page.wait_for_function("[...document.querySelectorAll('iframe')].every(f => f.contentWindow.ludoFrames || "
                           "f.contentWindow.ludoServed)", timeout=60_000)
    after = {ident: ready(page, ident) for ident in others}
    owners = [f.evaluate("!!window.ludoStart && !window.ludoServed") for f in after.values()]
    assert any(owners), owners
    for ident, frame in after.items():
        assert frame.evaluate(POSITION) == before[ident], ident          # its game, where it was
        assert frame.evaluate("document.documentElement.lang") == {"a": "en", "b": "de", "c": "fr"}[ident]
    assert not errors, errors


FAR_FRAME = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>a frame far down</title>
<link rel="icon" href="../icons/icon.svg" type="image/svg+xml"></head>
<body style="margin: 0">
<iframe id="a" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=a" width="420" height="560"></iframe>
<div style="height: 3000px"></div>
<iframe id="b" src="../embed.html?position={capture}&amp;roll=3&amp;mode=scenario&amp;id=b" width="420" height="560"></iframe>
</body></html>
"""
PULSE = "getComputedStyle(document.querySelector('.piece.movable .piece-body')).animationName"


def test_a_served_frame_moves_only_while_the_reader_is_at_it_and_a_far_frame_never(page, test_pages):
    """Shared frames are drawn as the page's boards are (embed.css, issue 21): the frame with a
    runtime of its own on the screen keeps embed.html's animations; a served frame's run only
    under the pointer; a frame off the screen runs none. (Which of the two frames starts the
    runtime and serves the other depends on which loads first: both orders are checked alike.)"""
    page.emulate_media(reduced_motion="no-preference")   # (the tests' pages reduce it unless asked)
    page.goto(page.site_url + test_pages("far-frame.html", FAR_FRAME.format(capture=CAPTURE)))
    a, b = ready(page, "a"), ready(page, "b")
    for f in (a, b):
        f.wait_for_selector(".piece.movable .piece-body", state="attached")
    served = {name: f.evaluate("window.ludoServed === true") for name, f in (("a", a), ("b", b))}
    assert sorted(served.values()) == [False, True], served      # one runtime serves the other

    def on_screen(name, frame, other) -> None:
        """``frame`` in view, ``other`` far: the pointer beside the frames, then over ``frame``."""
        frame.wait_for_function("!document.documentElement.classList.contains('far')")
        other.wait_for_function("document.documentElement.classList.contains('far')")
        page.mouse.move(700, 10)   # beside the frames (420 px wide), on the page
        if served[name]:
            frame.wait_for_function(f"{PULSE} === 'none'")            # served, the pointer away
            box = page.locator(f"#{name}").bounding_box()
            page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        frame.wait_for_function(f"{PULSE} === 'pulse'")
        assert other.evaluate(PULSE) == "none"   # off the screen

    on_screen("a", a, b)
    page.evaluate("document.getElementById('b').scrollIntoView()")
    on_screen("b", b, a)
