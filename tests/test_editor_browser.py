"""The position editor (editor.html) in a real browser: positions of both games made by
clicks, drags and the keyboard, shown as made by the live embed beside it; refusals with
the engine's reason; the share link and the snippet."""

from __future__ import annotations

import json
from urllib.parse import parse_qs, urlsplit

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

import build
from ludo import api
from ludoview.editor.model import Draft, Editor
from ludoview.editor.view import editor_view
from ludoview.embed import params
from ludoview.embed.params import parse

pytestmark = pytest.mark.browser

#: Python starts in the frame beside the page (a second interpreter): give it time.
FRAME_READY_MS = 240_000
#: The frame shows the editor's position (and, for mensch, its roll; colonne's dice are in the position).
FRAME_SHOWS = """() => {
  const inner = document.getElementById('preview').contentDocument;
  const shown = inner && inner.documentElement.dataset.ludo === 'ready' && inner.getElementById('board');
  const made = document.getElementById('board').dataset;
  return !!shown && shown.dataset.position === made.position
    && (made.game === 'colonne' || (shown.dataset.roll || 'null') === made.roll);
}"""


FRAME_UP = "document.getElementById('preview').contentDocument?.documentElement?.dataset.ludo === 'ready'"


def open_editor(page, open_page, query: str = "lang=en"):
    """Open the editor and wait for its live frame: the frame's Python starts on the page's own
    thread (same origin), and the page answers slowly until it is up."""
    page.set_viewport_size({"width": 1280, "height": 1000})
    page.set_default_timeout(60_000)
    open_page(page, f"editor.html?{query}")
    page.wait_for_function(FRAME_UP, timeout=FRAME_READY_MS)


def board_position(page) -> dict:
    return json.loads(page.get_attribute("#board", "data-position"))


def frame(page):
    return page.locator("#preview").element_handle().content_frame()


def frame_shows_the_board(page) -> None:
    """Wait until the live embed shows the editor's position and roll."""
    page.wait_for_function(FRAME_SHOWS, timeout=FRAME_READY_MS)


def piece(corner: int, progress: int) -> str:
    return f'#board .piece[data-corner="{corner}"][data-progress="{progress}"] >> nth=0'


def drag(page, source: str, target: str) -> None:
    """Press on ``source``, move (in steps, past the drag threshold) and release on ``target``."""
    start, end = page.locator(source).bounding_box(), page.locator(target).bounding_box()
    x0, y0 = start["x"] + start["width"] / 2, start["y"] + start["height"] / 2
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move(x0 + 12, y0 + 12, steps=4)
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=10)
    page.mouse.up()


def test_a_mensch_position_made_by_clicks_is_what_the_live_embed_shows(page, open_page):
    open_editor(page, open_page)
    page.select_option("[data-testid=players]", "2")
    page.click("#sq-r8")                         # Red, the colour chosen at first
    page.check("[data-testid=seat-2]")
    page.click("#sq-r31")
    page.click("#sq-l2-1")
    page.click(piece(2, 41))                     # a piece clicked goes back to its base
    page.select_option("#roll", "3")
    expected = Draft.new("mensch", players=2).place(0, "r8").place(2, "r31").with_roll(3)
    assert board_position(page) == expected.position
    assert page.get_attribute("#board", "data-roll") == "3"
    assert page.input_value("#notation") == expected.notation == "m1.02.00.8___.b___"
    frame_shows_the_board(page)
    shown = frame(page)
    assert json.loads(shown.get_attribute("#board", "data-position")) == expected.position
    assert shown.get_attribute("#board", "data-phase") == "choose"   # the roll is thrown, its moves listed
    assert page.input_value("#link") == expected.url(page.site_url)
    # the share link itself opens the same board
    config = parse(parse_qs(urlsplit(page.input_value("#link")).query))
    assert (config.position, config.roll, config.mode) == (expected.position, (3,), "scenario")


def test_pieces_are_dragged_and_a_refused_placement_gives_the_engines_reason(page, open_page):
    open_editor(page, open_page, "lang=en")
    page.click("#sq-r5")
    drag(page, piece(0, 5), "#sq-r20")                       # Red: square 6 -> square 21
    drag(page, piece(1, -1), "#sq-r2")                       # Yellow, out of its base
    draft = Draft.new("mensch").place(0, "r20").place(1, "r2")
    assert board_position(page) == draft.position
    assert page.inner_text("#message") == "Yellow: base → square 3."

    drag(page, piece(1, 32), piece(0, 20))                   # onto Red's piece: refused
    editor = Editor(draft)
    assert editor.move(1, "r2", "r20") is False
    reason = editor.note.refused.reason
    assert "ring square 20 is already held by corner 0" in reason
    assert page.inner_text("#message") == editor_view(editor, "en", page.site_url).message
    # said to the author in the page's language, not in the engine's words
    assert "Red's" in page.inner_text("#message") and "ring square" not in page.inner_text("#message")
    assert "refused" in page.get_attribute("#message", "class")
    assert board_position(page) == draft.position            # the last valid position stays
    frame_shows_the_board(page)

    for square in ("r30", "r31", "r32"):                     # Red's other three pieces...
        page.click(f"#sq-{square}")
    page.click("#sq-r33")                                    # ...and a fifth: the engine counts them
    assert page.inner_text("#message").endswith("The rules say: pieces of corner 0: need exactly 4 pieces, got 5")
    assert board_position(page)["pieces"]["0"] == [20, 30, 31, 32]


def test_the_snippet_and_the_link_are_shown_and_copied(page, open_page):
    open_editor(page, open_page, "lang=de")
    page.click("#sq-r0")
    page.select_option("#mode", "play")
    page.select_option("#frame-lang", "it")
    page.fill("#frame-title", "Eine Figur kommt heraus")
    page.press("#frame-title", "Tab")
    expected = Draft.new().place(0, "r0").with_mode("play").with_lang("it").with_title("Eine Figur kommt heraus")
    snippet = expected.snippet(page.site_url, "unused")
    assert page.input_value("#snippet") == snippet
    page.click("#copy-snippet")
    page.wait_for_function("document.getElementById('copied').textContent !== ''")   # the copy is awaited
    said = page.inner_text("#copied")
    assert said in ("Kopiert.", "Der Browser erlaubt hier kein Kopieren: Der Text ist markiert, drücke Strg+C (⌘C).")
    if said != "Kopiert.":   # no clipboard headless: the text is selected for Ctrl+C
        assert page.evaluate("document.activeElement.id") == "snippet"
        assert page.evaluate("getSelection().toString() || document.activeElement.value.substring("
                             "document.activeElement.selectionStart, document.activeElement.selectionEnd)") == snippet
    assert page.input_value("#link") == expected.url(page.site_url) == page.get_attribute("#open-link", "href")
    frame_shows_the_board(page)
    shown = frame(page)
    assert shown.url == expected.url(page.site_url) and shown.get_attribute("html", "lang") == "it"


def test_both_snippets_with_the_frames_id_and_origin_and_the_element_pasted_works(page, open_page, test_pages,
                                                                                  dist_dir):
    open_editor(page, open_page, "lang=en")
    page.click("#sq-r0")
    page.fill("#frame-id", "lesson-1")
    page.press("#frame-id", "Tab")
    page.fill("#frame-origin", "https://example.org")
    page.press("#frame-origin", "Tab")
    expected = Draft.new().place(0, "r0").with_frame_id("lesson-1").with_origin("https://example.org")
    assert page.input_value("#snippet") == expected.snippet(page.site_url, "Ludo: a position")
    view = editor_view(Editor(expected), "en", page.site_url)
    assert page.input_value("#element") == view.element
    assert "frame_id=lesson-1" in page.url and "frame_origin=" in page.url
    frame_shows_the_board(page)
    assert "origin" not in frame(page).url           # the editor's own preview: only the editor talks to it
    page.fill("#frame-origin", "example.org")       # refused with the embed's words, the draft kept
    page.press("#frame-origin", "Tab")
    assert "origin" in page.inner_text("#message") and page.input_value("#snippet") == \
        expected.snippet(page.site_url, "Ludo: a position")
    # the element's snippet pasted into a page where its note says (the game at the site's root: a
    # page in its folder): its picture at once, then live
    assert 'src="boards.js"' in view.element and "in the game's folder" in page.inner_text("#element-note")
    pasted = dist_dir / "pasted-element.html"
    pasted.write_text(build.with_csp(   # under the site's policy, as its pages
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>pasted</title>'
        '<link rel="icon" href="icons/icon.svg" type="image/svg+xml"></head><body>'
        + view.element + "</body></html>"), encoding="utf-8")
    try:
        page.goto(page.site_url + pasted.name)
        page.wait_for_selector("#lesson-1 svg", state="attached")
        page.wait_for_selector("ludo-board#lesson-1[data-ludo=ready]", state="attached", timeout=FRAME_READY_MS)
    finally:
        pasted.unlink()
    shown = page.evaluate("document.getElementById('lesson-1').shadowRoot.getElementById('board').dataset.position")
    assert json.loads(shown) == expected.position


@pytest.mark.parametrize("pieces,roll", [((8,), 3), ((8, 12, 20), 2)], ids=["one move", "three moves"])
def test_the_snippets_frame_shows_every_move_of_the_position_whole(page, test_pages, pieces, roll):
    """The frame of the editor's snippet, at its size, shows the board and, under it, each move of
    the position whole (at 360 x 540 the compulsory capture's one move was cut)."""
    draft = Draft.new("mensch", players=2).place(2, "r31")
    for square in pieces:
        draft = draft.place(0, f"r{square}")
    draft = draft.with_roll(roll)
    moves = len(api.legal_moves(draft.position, roll))
    snippet = draft.snippet(page.site_url, "A position")
    pasted = test_pages("frame.html", f'<!doctype html><html lang="en"><meta charset="utf-8"><title>t</title>'
                                      f'<body style="margin: 0">{snippet}</body></html>')
    page.set_viewport_size({"width": 800, "height": 1000})
    page.goto(page.site_url + pasted)
    inner = page.frame_locator("iframe")
    inner.locator("html[data-ludo=ready]").wait_for(state="attached", timeout=FRAME_READY_MS)
    shown = inner.locator("#move-list > li")
    shown.nth(moves - 1).wait_for()
    assert shown.count() == moves
    box = inner.locator("#explain").bounding_box()
    frame_box = page.locator("iframe").bounding_box()
    for i in range(moves):
        move = shown.nth(i).bounding_box()
        assert box["y"] <= move["y"] and move["y"] + move["height"] <= min(box["y"] + box["height"],
                                                                          frame_box["y"] + frame_box["height"]), (i, move, box)


@pytest.mark.parametrize("pieces,roll", [((8,), 3), ((8, 12, 20), 2)], ids=["one move", "three moves"])
def test_the_element_left_to_its_size_shows_every_move_of_the_position_whole(page, dist_dir, pieces, roll):
    """The editor's element snippet pasted as it is (no size of the page's): the element is 360px
    wide and as tall as the frame snippet's frame (the board, the die, the rule and each move of
    the position), not 540px, which cut the compulsory capture's one move."""
    draft = Draft.new("mensch", players=2).place(2, "r31")
    for square in pieces:
        draft = draft.place(0, f"r{square}")
    draft = draft.with_roll(roll).with_frame_id("pasted")
    moves = len(api.legal_moves(draft.position, roll))
    element = editor_view(Editor(draft), "en", page.site_url).element
    pasted = dist_dir / "pasted-fit.html"
    pasted.write_text(build.with_csp('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>'
                                     '<link rel="icon" href="icons/icon.svg" type="image/svg+xml"></head>'
                                     f'<body>{element}</body></html>'), encoding="utf-8")
    page.set_viewport_size({"width": 800, "height": 1000})
    try:
        page.goto(page.site_url + pasted.name)
        page.wait_for_selector("ludo-board#pasted[data-ludo=ready]", state="attached", timeout=FRAME_READY_MS)
    finally:
        pasted.unlink()
    board = page.locator("#pasted")
    shown = board.locator("#move-list > li")
    shown.nth(moves - 1).wait_for()
    assert shown.count() == moves
    width, height = draft.frame_size()
    height += params.CAPTION_HEIGHT    # (the element says its title above the board: the snippet gives one)
    page.wait_for_function(f"document.getElementById('pasted').getBoundingClientRect().height > {height - 1}")
    element_box = board.bounding_box()
    assert (round(element_box["width"]), round(element_box["height"])) == (width, height)
    box = board.locator("#explain").bounding_box()
    for i in range(moves):
        move = shown.nth(i).bounding_box()
        assert box["y"] <= move["y"] and move["y"] + move["height"] <= min(box["y"] + box["height"],
                                                                          element_box["y"] + element_box["height"]), (i, move, box)


def test_a_colonne_position_with_dice(page, open_page):
    open_editor(page, open_page)
    page.select_option("#game", "colonne")
    page.click("#csq-t3")
    drag(page, "#off-white", "#unit-white-15")               # a second piece onto it: a column of 2
    page.click("#csq-white-2")
    page.check("[data-testid=seat-black]")
    page.click("#csq-black-5")
    page.click("#csq-finish")
    page.click("#unit-white-2")                              # a unit clicked: one piece off the board
    page.select_option("#die-0", "5")
    page.select_option("#die-1", "3")
    expected = Draft.new("colonne").place("white", "t3").place("white", "t3").place("black", "black-5") \
        .place("black", "finish").with_dice([5, 3])
    assert board_position(page) == expected.position
    assert page.input_value("#notation") == expected.notation == "cs_15.15.0.0.0.0_5.37.0.0.0.0_w53"
    frame_shows_the_board(page)
    shown = frame(page)
    assert shown.get_attribute("#board", "data-phase") == "choose"
    assert json.loads(shown.get_attribute("#board", "data-moves"))   # the dice's steps are listed
    page.select_option("#die-1", "5")
    assert page.is_checked("#again")                         # a full roll of a double: again
    assert board_position(page)["dice"] == [5, 5]
    frame_shows_the_board(page)


def test_one_piece_placed_with_the_keyboard_only(page, open_page):
    open_editor(page, open_page)
    for _ in range(40):                                      # Tab to the colour to place
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.name") == "seat":
            break
    assert page.evaluate("document.activeElement.value") == "0"
    page.keyboard.press("ArrowRight")                        # Yellow
    assert page.is_checked("[data-testid=seat-1]")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "from"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "to"
    for _ in range(10):                                      # square 1 ... square 11, Yellow's start
        page.keyboard.press("ArrowDown")
    assert page.input_value("#to") == "r10"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "move"
    page.keyboard.press("Enter")
    assert page.inner_text("#message") == "Yellow: base → start square (11)."
    assert board_position(page) == Draft.new().place(1, "r10").position
    assert page.evaluate("document.activeElement.id") == "move"   # ready for the next one
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "from"
    page.keyboard.press("ArrowDown")                         # Yellow's piece on square 11...
    page.keyboard.press("Tab")
    page.keyboard.press("Home")                              # ...back to its base
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert board_position(page) == api.new_position([0, 1, 2, 3])
    frame_shows_the_board(page)
