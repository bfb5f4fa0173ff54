"""The embed in a real browser: a host page on another origin drives it, share links,
the replay viewer, and bad or hostile URL parameters.

Host pages are served from a second 127.0.0.1 port (another origin) and are built
from the embedding guide's snippets (tests/hosts/hosting.py).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web" / "py"))

from hosts.hosting import HostServer, api_host_page, frames_host_page, snippet
from layout_helpers import smallest_square

from ludo import api
from ludoview.core import share
from ludoview.embed.params import KNOWN, parse
from ludoview.games.replay import replay

pytestmark = pytest.mark.browser

CAPTURE = "m1.02.00.8kGH.v___"   # the guide's iframe: a compulsory capture with a 3
READY = 240_000


@pytest.fixture(scope="module")
def guide(dist_dir) -> str:
    return (dist_dir / "embedding.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def host(tmp_path_factory):
    server = HostServer(tmp_path_factory.mktemp("hosts"))
    yield server
    server.close()


def wait_event(page, kind: str, timeout: int = 20_000, **match) -> dict:
    """The first event of ``kind`` (whose fields equal ``match``) the host page received."""
    found = page.wait_for_function(
        """([kind, match]) => ludoEvents.find(e => e.type === kind &&
              Object.entries(match).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v)))""",
        arg=[kind, match], timeout=timeout)
    return found.json_value()


def frame_ready(frame, timeout: int = READY) -> str:
    frame.wait_for_selector("html[data-ludo=ready], html[data-ludo=error]", state="attached", timeout=timeout)
    return frame.get_attribute("html", "data-ludo")


def board_position(frame) -> dict:
    return json.loads(frame.get_attribute("#board", "data-position"))


def open_embed(page, path: str) -> None:
    page.goto(page.site_url + path)
    assert frame_ready(page.main_frame) == "ready", page.inner_text("body")[:500]


def test_host_page_sets_a_position_gets_events_plays_a_move_and_gets_errors(page, guide, host, site_url):
    page.goto(host.put("api.html", api_host_page(guide, site_url, host.origin)), wait_until="domcontentloaded")
    ready = wait_event(page, "ready", timeout=READY)   # Python starting in the frame
    assert ready["position"] == api.from_notation(CAPTURE) and ready["roll"] == 3 and ready["mode"] == "scenario"
    assert [(m["from"], m["to"], m["rule"]) for m in ready["moves"]] == [(8, 11, "must_capture")]
    frame = page.frames[1]
    assert frame_ready(frame) == "ready"

    set_position, play_move, set_roll, reset = snippet(guide, "snippet-commands").splitlines()
    page.evaluate(set_position)
    state = wait_event(page, "state", request="enter")
    assert state["position"] == api.from_notation("m1.02.00.___c.____") and state["roll"] == 6
    assert [(m["from"], m["to"], m["rule"]) for m in state["moves"]] == [(-1, 0, "must_enter")]
    assert board_position(frame) == state["position"]
    assert "must come out" in frame.inner_text("#explain")

    page.evaluate(play_move)
    moved = wait_event(page, "move")
    assert moved["move"]["from"] == -1 and moved["move"]["to"] == 0 and moved["player"] == 0
    assert sorted(moved["position"]["pieces"]["0"]) == [-1, -1, 0, 12] and moved["position"]["turn"] == 0
    frame.wait_for_function("p => document.getElementById('board').dataset.position === p",
                            arg=json.dumps(moved["position"], sort_keys=True, separators=(",", ":")))

    page.evaluate(set_roll)
    rolled = wait_event(page, "roll", roll=4)
    assert [(m["from"], m["to"], m["rule"]) for m in rolled["moves"]] == [(0, 4, "free_start")]
    assert json.loads(frame.get_attribute("#board", "data-moves")) == [{"from": 0, "to": 4}]

    page.evaluate(reset)
    again = wait_event(page, "state", command="reset")
    assert again["position"] == state["position"] and again["roll"] == 6

    page.evaluate('ludoSend({type: "play-move", move: {from: 5, to: 9}, request: "bad-move"})')
    error = wait_event(page, "error", request="bad-move")
    assert "not legal" in error["message"] and error["command"] == "play-move"
    page.evaluate('ludoSend({type: "fly", request: 42})')
    assert 'unknown command type "fly"' in wait_event(page, "error", request=42)["message"]
    page.evaluate('ludoSend({type: "set-position", position: "m1.02.00.zz", request: "p"})')
    assert wait_event(page, "error", request="p")["message"].startswith("position:")
    page.evaluate('ludoSend("reset")')
    assert "JSON object" in wait_event(page, "error", request=None, command=None)["message"]
    assert board_position(frame) == state["position"]          # refused commands change nothing
    assert "Command refused" in frame.inner_text("#say")


def test_messages_from_an_origin_not_allowed_are_ignored(page, guide, host, site_url):
    warnings = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    page.goto(host.put("stranger.html", api_host_page(guide, site_url, "")), wait_until="domcontentloaded")
    frame = page.frames[1]
    assert frame_ready(frame) == "ready"
    before = board_position(frame)
    page.evaluate(snippet(guide, "snippet-commands").splitlines()[0])    # set-position: not allowed
    page.evaluate('ludoSend({type: "fly"})')
    # a command from the frame's own origin, posted after those: once it has acted,
    # the host's earlier messages have been handled (messages arrive in order)
    frame.evaluate("postMessage({type: 'set-roll', roll: 5}, location.origin)")
    frame.wait_for_function("document.getElementById('board').dataset.roll === '5'")
    assert board_position(frame) == before                 # the host's set-position was ignored
    assert "Command refused" not in frame.inner_text("#say")
    assert page.evaluate("ludoEvents.length") == 0    # no ready (sent to the frame's own origin only), no reply
    # said once in the frame's console (a warning, not an error), naming the origin and the parameter
    refused = [w for w in warnings if "was ignored" in w]
    assert len(refused) == 1, warnings
    assert host.origin in refused[0] and f"origin={host.origin}" in refused[0]


def test_share_links_reproduce_the_position_and_the_game(page):
    open_embed(page, f"embed.html?position={CAPTURE}&roll=3&mode=scenario&lang=en&speed=0&seed=s")
    page.keyboard.press("Enter")                        # the page's keys: Enter plays the one move, R rolls
    page.wait_for_function("document.getElementById('board').dataset.phase === 'roll'")
    page.keyboard.press("r")
    page.wait_for_function("document.getElementById('board').dataset.phase !== 'roll'")
    here = board_position(page.main_frame)
    roll = json.loads(page.get_attribute("#board", "data-roll"))
    links = {name: page.get_attribute(f"[data-testid=share-{name}]", "href")
             for name in ("game", "position", "replay")}
    assert "#record=" in links["game"] and "#record=" in links["replay"]

    open_embed(page, links["position"].lstrip("/"))
    assert board_position(page.main_frame) == here
    assert json.loads(page.get_attribute("#board", "data-roll")) == roll

    open_embed(page, links["game"].lstrip("/"))
    assert board_position(page.main_frame) == here
    page.click("[data-testid=reset]")                  # the record starts at the scenario
    page.wait_for_function("document.getElementById('board').dataset.phase === 'roll'")
    assert board_position(page.main_frame) == api.from_notation(CAPTURE)

    open_embed(page, links["replay"].lstrip("/"))
    assert page.get_attribute("#board", "data-step") == "0"          # the replay opens at the start
    assert board_position(page.main_frame) == api.from_notation(CAPTURE)
    page.keyboard.press("End")
    assert page.get_attribute("#board", "data-step") == "1"


def test_replay_viewer_steps_forwards_and_backwards_with_moves_in_words(page):
    table = parse({"players": ["hard,easy"], "seed": ["replay"]}).session()
    while table.action_count < 30:
        table.computer_step()
    record = table.record()
    shared = replay(record)
    lines = shared.lines("de")
    n = len(shared.actions)
    open_embed(page, "replay.html?lang=de" + share.fragment(record))
    def step():
        return int(page.get_attribute("#board", "data-step"))
    for name in ("first", "back", "forward", "last"):      # drawn, not font glyphs that may be missing
        button = page.locator(f"[data-testid={name}]")
        assert button.inner_text().strip() == "" and button.get_attribute("aria-label")
        box = button.locator("svg path").bounding_box()
        assert box and box["width"] >= 8 and box["height"] >= 8, (name, box)
    assert step() == 0 and board_position(page.main_frame) == shared.positions[0]   # it opens at the start
    summary = page.inner_text("[data-testid=summary]")
    assert summary.startswith("Spieler: Rot, Blau.") and "Schlagzwang" in summary and "nicht zu Ende" in summary
    assert page.get_attribute("[data-testid=to-game]", "href") == "./index.html?game=mensch&lang=de"
    assert page.get_attribute("[data-testid=to-rules]", "href") == "./rules/de.html#mensch"
    assert page.locator("#actions li").all_inner_texts() == lines
    page.keyboard.press("End")
    assert step() == n and board_position(page.main_frame) == shared.positions[n]
    page.keyboard.press("ArrowLeft")
    assert step() == n - 1 and board_position(page.main_frame) == shared.positions[n - 1]
    page.click("[data-testid=back]")
    assert step() == n - 2
    page.click("[data-testid=first]")
    assert step() == 0 and board_position(page.main_frame) == shared.positions[0]
    assert page.is_disabled("[data-testid=back]")
    page.click("[data-testid=forward]")
    for combination in ("Control+ArrowRight", "Alt+ArrowRight", "Meta+End"):   # the browser's keys
        page.keyboard.press(combination)
        assert step() == 1, combination
    page.keyboard.press("ArrowRight")
    assert step() == 2 and page.inner_text("#current") == lines[1]
    page.click("#actions [data-step='7']")
    assert step() == 7 and board_position(page.main_frame) == shared.positions[7]
    page.keyboard.press("End")
    assert step() == n and page.is_disabled("[data-testid=forward]")
    page.select_option("[data-testid=language]", "fr")              # the language menu
    page.wait_for_function("document.documentElement.lang === 'fr'")
    assert page.locator("#actions li").all_inner_texts() == shared.lines("fr") and "lang=fr" in page.url
    assert page.get_attribute("[data-testid=to-rules]", "href") == "./rules/fr.html#mensch"


def _shared_game(seed: str, actions: int):
    table = parse({"players": ["hard,easy"], "seed": [seed]}).session()
    while table.action_count < actions:
        table.computer_step()
    record = table.record()
    return record, replay(record)


def test_replay_viewer_follows_a_new_link_opened_in_the_same_tab(page):
    """Replay links differ only after '#': the page must not keep showing the first game."""
    first, first_shared = _shared_game("one", 12)
    second, second_shared = _shared_game("two", 20)
    open_embed(page, "replay.html?lang=en" + share.fragment(first))
    page.keyboard.press("End")
    assert board_position(page.main_frame) == first_shared.positions[-1]
    page.evaluate("h => { location.hash = h; }", share.fragment(second))
    page.wait_for_function("n => document.querySelectorAll('#actions li').length === n",
                           arg=len(second_shared.actions))
    assert page.get_attribute("#board", "data-step") == "0"        # a new game opens at its start
    assert page.locator("#actions li").all_inner_texts() == second_shared.lines("en")
    page.keyboard.press("End")
    assert board_position(page.main_frame) == second_shared.positions[-1]
    page.click("[data-testid=first]")
    assert board_position(page.main_frame) == second_shared.positions[0]

    page.evaluate("location.hash = '#record=garbage'")            # typed over a working replay
    page.wait_for_selector("html[data-ludo=error]", state="attached")
    assert "not a record made by a share link" in page.inner_text("[data-testid=error-text]")
    assert page.is_hidden("[data-testid=board]") and page.locator("#actions li").count() == 0

    page.evaluate("h => { location.hash = h; }", share.fragment(first))
    page.wait_for_selector("html[data-ludo=ready]", state="attached")
    assert page.is_hidden("[data-testid=error-text]")
    page.keyboard.press("End")
    assert board_position(page.main_frame) == first_shared.positions[-1]


@pytest.mark.parametrize("variant, lang, dice, words", [("large", "en", 3, "roll the dice"),
                                                        ("small", "it", 2, "tira i dadi")])
def test_colonne_embed_asks_for_the_dice_and_draws_one_blank_die_each(page, variant, lang, dice, words):
    open_embed(page, f"embed.html?game=colonne&variant={variant}&players=human,human&lang={lang}&speed=0")
    assert page.get_attribute("#board", "data-phase") == "roll"
    assert page.inner_text("#status").endswith(words)
    assert page.locator("[data-testid=die] svg").count() == dice
    assert page.locator("[data-testid=die] svg .die-q").count() == dice      # "?" on each
    page.click("[data-testid=die]")
    page.wait_for_function("document.getElementById('board').dataset.phase !== 'roll'")
    assert len(json.loads(page.get_attribute("#board", "data-roll"))) == dice
    assert page.locator("[data-testid=die] svg").count() == dice


def test_colonne_embed_has_no_empty_bands_around_its_wide_board(page):
    """A short wide frame: the board is laid across it, the board box is as tall as the board drawn
    in it and the dice come right under it. The README's iframe size (360x540), taller than wide:
    the board is laid down the frame's whole height, the dice and the steps beside it. Everything
    fits in the frame either way."""
    page.set_viewport_size({"width": 800, "height": 300})
    open_embed(page, "embed.html?game=colonne&variant=large&players=human,hard&lang=en&speed=0")
    view_w, view_h = (float(x) for x in page.get_attribute("#board svg", "viewBox").split()[2:])
    board = page.locator("#board").bounding_box()
    drawn = min(board["height"], board["width"] * view_h / view_w)
    assert board["height"] - drawn < 2, board
    bar = page.locator(".embed-bar").bounding_box()
    assert 0 <= bar["y"] - (board["y"] + board["height"]) < 16, (board, bar)
    page.set_viewport_size({"width": 360, "height": 540})
    page.wait_for_selector("#board .colonne-svg.portrait")
    board = page.locator("#board svg").bounding_box()
    assert board["height"] > 500 and smallest_square(page) >= 23.5, board
    bar = page.locator(".embed-bar").bounding_box()
    assert bar["x"] >= board["x"] + board["width"] and bar["y"] < 60, (board, bar)
    for width, height in ((360, 540), (800, 300)):
        page.set_viewport_size({"width": width, "height": height})
        tools = page.locator(".tools").bounding_box()
        assert tools["y"] + tools["height"] <= height + 0.5, (width, height, tools)
    page.set_viewport_size({"width": 360, "height": 540})
    page.click("[data-testid=die]")                     # the legal steps use the height beside the board
    page.wait_for_selector("#move-list button")
    explain = page.locator("#explain").bounding_box()
    assert explain["height"] > 200, explain


def test_setup_on_request_chooses_players_and_options(page):
    open_embed(page, "embed.html?setup=1&lang=de&speed=0&seed=setup")
    assert page.is_visible("[data-testid=setup]") and page.is_hidden("[data-testid=board]")
    assert page.inner_text("[data-testid=setup-start]") == "Spielen"
    page.select_option("[data-testid=setup-count]", "3")
    page.select_option("[data-testid=setup-seat-1]", "easy")
    page.select_option("[data-testid=setup-seat-2]", "hard")
    page.check("#setup-opt-lane_jump")
    page.uncheck("#setup-opt-mandatory_capture")
    page.click("[data-testid=setup-start]")
    page.wait_for_selector("[data-testid=board] svg")
    assert page.is_hidden("[data-testid=setup]")
    position = board_position(page.main_frame)
    assert position["seats"] == [0, 1, 2]
    assert position["options"] == {"mandatory_capture": False, "lane_jump": True, "start_with_piece": False}
    assert "players=human%2Ceasy%2Chard" in page.get_attribute("[data-testid=share-game]", "href")


def test_demo_mode_plays_computer_games_by_itself(page):
    open_embed(page, "embed.html?mode=demo&players=4&speed=0.02&seed=demo&lang=fr")
    assert board_position(page.main_frame)["seats"] == [0, 1, 2, 3]
    assert "réfléchit" in page.inner_text("#status")           # a computer is to act, not the reader
    assert page.is_hidden("[data-testid=reset]") and page.is_disabled("[data-testid=die]")
    page.wait_for_function("() => Object.values(JSON.parse(document.getElementById('board').dataset.position)"
                           ".pieces).flat().some(p => p >= 0)", timeout=60_000)
    assert page.inner_text("#say")                              # what happened, in words


def test_a_broken_replay_link_says_why(page):
    page.goto(page.site_url + "replay.html?lang=en#record=not-a-record")
    assert frame_ready(page.main_frame) == "error"
    assert "not a record made by a share link" in page.inner_text("[data-testid=error-text]")


PAYLOAD = '<script>parent.__xss=1</script><img src=x onerror="parent.__xss=1">'
#: Parameters that take free text: the frame works and shows the text as text.
FREE_TEXT = ("title", "id", "seed")
#: The other parameters, grouped so that each one's problem is reported with the
#: hostile value quoted (a frame names every bad parameter at once).
HOSTILE_FRAMES = {
    "many": ("unknown", "lang", "mode", "game", "players", "options", "position", "roll", "setup", "speed"),
    "variant": ("variant",),
    "scenario": ("scenario",),
    "origin": ("origin",),
}


def test_hostile_text_in_every_parameter_stays_text_and_bad_input_is_explained(page, host, site_url):
    assert set(KNOWN) == set(FREE_TEXT) | {n for names in HOSTILE_FRAMES.values() for n in names} - {"unknown"}
    allow = f"&origin={quote(host.origin)}"
    frames = [("free", f"{site_url}embed.html?speed=0&lang=en{allow}"
                       + "".join(f"&{name}={quote(PAYLOAD)}" for name in FREE_TEXT))]
    for frame_name, names in HOSTILE_FRAMES.items():
        query = "&".join(f"{quote(PAYLOAD if n == 'unknown' else n)}={quote(PAYLOAD)}" for n in names)
        query += f"&id={frame_name}" + ("" if frame_name == "origin" else allow)
        query += "&game=colonne" if frame_name == "variant" else ""
        frames.append((frame_name, f"{site_url}embed.html?{query}"))
    page.goto(host.put("hostile.html", frames_host_page(frames)), wait_until="domcontentloaded")
    for frame_name, _ in frames:
        frame = page.locator(f'iframe[name="{frame_name}"]').element_handle().content_frame()
        state = frame_ready(frame)
        assert state == ("ready" if frame_name == "free" else "error"), frame_name
        assert frame.evaluate("document.querySelectorAll('img, [onerror]').length") == 0, frame_name
        assert not frame.evaluate("[...document.scripts].some(s => s.textContent.includes('__xss'))"), frame_name
        assert frame.evaluate("window.__xss") is None, frame_name
        if state == "ready":
            assert frame.inner_text("#caption") == PAYLOAD
            continue
        assert frame.inner_text(".error-title") == "This board cannot be shown"
        lines = frame.inner_text("[data-testid=error-text]").splitlines()
        names = HOSTILE_FRAMES[frame_name]
        assert len(lines) == len(names), lines
        for name in names:
            line = next((x for x in lines if (name if name != "unknown" else "unknown parameter") in x), None)
            assert line is not None and ("<script>" in line or "<img" in line), (name, lines)
    assert page.evaluate("window.__xss") is None
    events = page.evaluate("ludoEvents")
    # the host hears about each broken frame (not the one whose origin parameter is broken)
    errors = {e["id"]: e["problems"] for e in events if e["type"] == "error"}
    assert set(errors) == {"many", "variant", "scenario"}
    assert len(errors["many"]) == len(HOSTILE_FRAMES["many"])
    assert [e["id"] for e in events if e["type"] == "ready"] == [PAYLOAD]   # id comes back verbatim, as data


def test_a_frame_without_origin_on_another_site_keeps_the_hosts_console_clean(page, host, site_url):
    """No origin= and a host on another site: the frame plays on (a demo, many events) and
    never posts where it may not (which would fill the host's console with errors)."""
    url = f"{site_url}embed.html?mode=demo&players=easy,easy,easy,easy&speed=0.05&lang=en"
    page.goto(host.put("demo.html", frames_host_page([("demo", url)])), wait_until="domcontentloaded")
    frame = page.locator('iframe[name="demo"]').element_handle().content_frame()
    assert frame_ready(frame) == "ready"
    first = board_position(frame)
    page.wait_for_timeout(10_000)                       # hundreds of events at this pace
    assert board_position(frame) != first
    # (the page fixture fails the test on any console error of the host or the frame)


def test_the_error_box_lists_each_problem_and_keeps_long_values_inside(page):
    page.set_viewport_size({"width": 360, "height": 540})
    page.goto(page.site_url + "embed.html?mode=watch&lang=es&roll=" + "9" * 300)
    assert frame_ready(page.main_frame) == "error"
    items = page.locator("[data-testid=error-text] li")
    assert items.count() == 3
    box = page.locator("#error").bounding_box()
    for i in range(items.count()):
        item = items.nth(i).bounding_box()
        assert item["x"] + item["width"] <= box["x"] + box["width"] + 1, item
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
