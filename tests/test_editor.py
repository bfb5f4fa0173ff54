"""The position editor's pure parts (ludoview.editor: model, view, words; each game's editor module): placing
and taking pieces, every refusal with the engine's own reason, random edits of both games
that all round-trip through the notation, and the embed URL and snippet read back by the
embed's own parser to the same position and roll."""

from __future__ import annotations

import random
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import locale_texts
import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from import_graph import import_graph

from ludo import api
from ludoview import games
from ludoview.core.editing import Hit
from ludoview.core.i18n import LANGUAGES
from ludoview.editor.model import Draft, Editor, Refused, editor_query, from_editor_query, settings_of, start_position
from ludoview.editor.outputs import boards_src
from ludoview.editor.view import TEXTS, Form, editor_view
from ludoview.editor.words import WORDS
from ludoview.embed.params import parse

ROOT = Path(__file__).resolve().parent.parent
BASE = "https://example.org/ludo/"


def engine_says(candidate: dict) -> str:
    """What the engine says of a position it refuses."""
    with pytest.raises(ValueError) as refused:
        api.to_notation(candidate)
    return str(refused.value)


def refusal(change, *args, **kwargs) -> Refused:
    with pytest.raises(Refused) as refused:
        change(*args, **kwargs)
    return refused.value


def with_pieces(draft: Draft, seat, values) -> dict:
    return {**draft.position, "pieces": {**draft.position["pieces"], str(seat): values}}


# --- placing, taking, moving ---------------------------------------------------------------

def test_a_mensch_piece_comes_from_its_base_and_goes_back_to_it():
    draft = Draft.new("mensch", players=4)
    assert draft.position == api.new_position([0, 1, 2, 3]) and draft.roll is None
    placed = draft.place(1, "r12").place(1, "l1-3").place(0, "r0")
    assert placed.position["pieces"] == {"0": [0, -1, -1, -1], "1": [2, 43, -1, -1], "2": [-1] * 4, "3": [-1] * 4}
    moved = placed.move(1, "r12", "r39")
    assert moved.position["pieces"]["1"] == [29, 43, -1, -1]
    back = moved.take(1, "l1-3")
    assert back.position["pieces"]["1"] == [29, -1, -1, -1]
    assert draft.position["pieces"]["1"] == [-1] * 4   # drafts are values: the old one is unchanged


def test_colonne_pieces_come_from_off_the_board_and_stack_into_columns():
    draft = Draft.new("colonne", variant="small")
    placed = draft.place("white", "t3").place("white", "t3").place("white", "white-2").place("black", "finish")
    assert placed.position["pieces"] == {"white": [15, 15, 2, 0, 0, 0], "black": [37, 0, 0, 0, 0, 0]}
    taken = placed.take("white", "t3")
    assert taken.position["pieces"]["white"] == [0, 15, 2, 0, 0, 0]
    assert taken.move("black", "finish", "black-12").position["pieces"]["black"] == [12, 0, 0, 0, 0, 0]
    large = Draft.new("colonne", variant="large").place("black", "t36")
    assert large.position["pieces"]["black"][0] == 18 + 36 and large.notation.startswith("cl_")


def test_turn_tries_roll_and_dice():
    draft = Draft.new("mensch", players=3).with_turn(1)
    assert draft.position["turn"] == 1 and draft.with_turn("2").position["turn"] == 2   # a form's text too
    assert draft.with_tries(2).position["tries"] == 2                                # all in the base: a series
    assert draft.with_tries(2).with_turn(0).position["tries"] == 0                     # a new player starts afresh
    assert draft.with_roll(6).roll == 6 and draft.with_roll(6).with_roll(None).roll is None
    colonne = Draft.new("colonne")
    assert {k: colonne.with_dice([5, 5]).position[k] for k in ("dice", "again")} == {"dice": [5, 5], "again": True}
    assert colonne.with_dice([5, 3]).position["again"] is False
    assert {k: colonne.with_dice([4, None], again=True).position[k] for k in ("dice", "again")} == \
        {"dice": [4], "again": True}
    assert colonne.with_dice([None, None]).position["dice"] == []
    assert Draft.new("colonne", variant="large").with_dice([2, 2, 2]).position["again"] is True


def test_settings_keep_what_still_fits():
    draft = Draft.new("mensch", players=4).place(0, "r5").place(2, "r25").place(3, "r35").with_turn(3)
    two = draft.with_settings(players=2)
    assert two.position["seats"] == [0, 2] and two.position["pieces"] == {"0": [5, -1, -1, -1], "2": [5, -1, -1, -1]}
    assert two.position["turn"] == 0   # Green is gone
    options = draft.with_settings(options={"lane_jump": True})
    assert options.position["options"] == {"mandatory_capture": True, "lane_jump": True, "start_with_piece": False}
    assert options.position["pieces"] == draft.position["pieces"] and options.position["turn"] == 3
    colonne = Draft.new("colonne").place("white", "t3").with_turn("black")
    assert colonne.with_settings(variant="small") == colonne
    large = colonne.with_settings(variant="large")
    assert large.position == {**api.new_colonne("large"), "turn": "black"}
    assert settings_of(large.position) == {"variant": "large"}
    assert draft.cleared().position == start_position("mensch", settings_of(draft.position))
    switched = draft.with_mode("demo").with_lang("de").with_game("colonne")
    assert (switched.game, switched.mode, switched.lang) == ("colonne", "demo", "de")


# --- refusals: the engine's reason, the draft kept ----------------------------------------

def test_a_square_held_by_another_colour_is_refused_with_the_engines_reason():
    draft = Draft.new("mensch").place(0, "r5")
    reason = engine_says(with_pieces(draft, 1, [35, -1, -1, -1]))
    assert "ring square 5 is already held by corner 0" in reason
    assert refusal(draft.place, 1, "r5").reason == reason
    editor = Editor(draft)
    assert editor.place(1, "r5") is False
    assert editor.draft is draft and editor.note.refused.reason == reason
    assert (editor.note.seat, editor.note.origin, editor.note.target) == (1, "b1", "r5")
    message = editor_view(editor, "fr", BASE).message
    # the engine's reason said in the page's language (ludoview.editor.reasons)
    assert message == ("Refusé\u00a0: Jaune, base → case 6. Les règles disent\u00a0: "
                       "une case a déjà un pion de Rouge\u00a0: Jaune ne peut pas s'y arrêter")


def test_more_pieces_than_a_colour_has_are_refused_by_the_engine():
    draft = Draft.new("mensch", players=2)
    for square in ("r0", "r1", "r2", "r3"):
        draft = draft.place(0, square)
    reason = refusal(draft.place, 0, "r4").reason
    assert reason == engine_says(with_pieces(draft, 0, [0, 1, 2, 3, 4])) == \
        "pieces of corner 0: need exactly 4 pieces, got 5"
    colonne = Draft.new("colonne")
    for _ in range(6):
        colonne = colonne.place("black", "t1")
    assert refusal(colonne.place, "black", "t2").reason == \
        "pieces of black: 7 values, the small variant has 6 pieces per player"


@pytest.mark.parametrize("change, args, says", [
    ("with_tries", (1,), "tries 1: corner 0 is not in a three-tries series"),
    ("move", (0, "r5", "r6"), "another piece of corner 0 is already there"),
])
def test_other_mensch_refusals_name_the_rule(change, args, says):
    draft = Draft.new("mensch").place(0, "r5").place(0, "r6")
    assert says in refusal(getattr(draft, change), *args).reason


def test_colonne_refusals_name_the_rule():
    draft = Draft.new("colonne").place("white", "t3")
    assert refusal(draft.place, "black", "t3").reason == "white and black both on track square 3 (progress 15)" \
        == engine_says(with_pieces(draft, "black", [15, 0, 0, 0, 0, 0]))
    large = Draft.new("colonne", variant="large")
    assert refusal(large.with_dice, [5, 3, None], again=True).reason == \
        engine_says({**large.position, "dice": [5, 3], "again": True})
    assert "not all equal: not a double" in refusal(large.with_dice, [5, 3, None], again=True).reason
    assert refusal(draft.with_dice, [], again=True).reason == \
        "again is true with no dice left: the turn would already have ended"
    assert refusal(draft.with_dice, [7, 1]).reason == engine_says({**draft.position, "dice": [7, 1]})


def test_a_roll_for_a_finished_game_is_refused_as_the_embed_refuses_it():
    draft = Draft.new("mensch", players=2)
    for square in ("l0-0", "l0-1", "l0-2", "l0-3"):
        draft = draft.place(0, square)
    assert api.result(draft.position)["winner"] == 0
    assert refusal(draft.with_roll, 3).reason == "roll: the game is over: no more rolls"
    assert refusal(draft.with_roll(None).with_roll, 7).reason == "roll 7: each die must be a number from 1 to 6"


def test_places_of_another_seat_are_refused_in_the_editors_words():
    draft = Draft.new("mensch")
    editor = Editor(draft)
    assert editor.place(0, "l2-1") is False and editor.draft is draft
    assert editor_view(editor, "en", BASE).message == "Only Blue's pieces go there."
    assert editor_view(editor, "de", BASE).message == "Dorthin gehören nur die Figuren von Blau."
    assert editor.place(0, "b3") is False and editor.note.refused.key == "editor.not_own"
    colonne = Editor(Draft.new("colonne"))
    assert colonne.place("white", "black-4") is False
    assert editor_view(colonne, "it", BASE).message == "Lì vanno solo le pedine di Nero."
    assert colonne.move("white", "t5", "t6") is False
    assert editor_view(colonne, "en", BASE).message == "White has no piece there (square 5)."
    assert Editor(Draft.new("mensch", players=2)).place(1, "r3") is False   # Yellow does not play
    assert refusal(Draft.new("colonne").with_roll, 3).key == "editor.only_for"


def test_a_move_onto_its_own_square_changes_nothing_and_says_nothing():
    editor = Editor(Draft.new("mensch").place(2, "r7"))
    before = editor.draft
    assert editor.take(2, "b2") and editor.move(2, "r7", "r7")
    assert editor.draft is before and editor.note is None
    assert editor_view(editor, "en", BASE).message == ""


# --- random edits: every draft round-trips and opens in the embed as it is ----------------

def random_change(rng: random.Random, draft: Draft) -> tuple[str, tuple, dict]:
    places = draft.places
    seats = places.seats(draft.position)
    seat = rng.choice(seats)
    squares = places.squares(draft.position, seat)
    kind = rng.random()
    if kind < 0.45:
        return "place", (seat, rng.choice(squares[1:])), {}
    if kind < 0.6:
        occupied = [square for square, _ in places.occupied(draft.position, seat)] or [places.home(seat)]
        return "take", (seat, rng.choice(occupied)), {}
    if kind < 0.75:
        occupied = [square for square, _ in places.occupied(draft.position, seat)] or [places.home(seat)]
        # now and then a square of another seat: refused
        other = places.squares(draft.position, rng.choice(seats))
        return "move", (seat, rng.choice(occupied), rng.choice(squares + other[-3:])), {}
    if kind < 0.82:
        return "with_turn", (seat,), {}
    if draft.game == "mensch":
        if kind < 0.9:
            return "with_roll", (rng.choice([None, 1, 2, 3, 4, 5, 6]),), {}
        if kind < 0.95:
            return "with_tries", (rng.choice([0, 0, 1, 2]),), {}
        return "with_settings", (), rng.choice([{"players": rng.choice([2, 3, 4])},
                                                {"options": {"lane_jump": rng.random() < .5}}])
    if kind < 0.97:
        dice = [rng.choice([None, 1, 2, 3, 4, 5, 6]) for _ in range(2 if draft.position["variant"] == "small" else 3)]
        return "with_dice", (dice,), {"again": rng.random() < 0.3}
    return "with_settings", (), {"variant": rng.choice(["small", "large"])}


def opened_by_the_embed(draft: Draft, url: str):
    config = parse(parse_qs(urlsplit(url).query, keep_blank_values=True))
    assert config.position == draft.position
    assert config.roll == (None if draft.roll is None else (draft.roll,))
    assert (config.mode, config.lang, config.game) == (draft.mode, draft.lang, draft.game)
    assert config.session().position == draft.position   # the frame's own session starts there
    return config


class _Frame(HTMLParser):
    def handle_starttag(self, tag, attrs):
        if tag == "iframe":
            self.attrs = dict(attrs)


def snippet_attrs(snippet: str) -> dict:
    frame = _Frame()
    frame.feed(snippet)
    return frame.attrs


@pytest.mark.parametrize("game, seed", [("mensch", s) for s in range(6)] + [("colonne", s) for s in range(6)])
def test_random_edits_round_trip_and_open_in_the_embed_as_made(game, seed):
    rng = random.Random(f"editor/{game}/{seed}")
    editor = Editor(Draft.new(game, **({"players": rng.choice([2, 3, 4])} if game == "mensch" else {})))
    made = refused = 0
    for step in range(120):
        before = editor.draft
        name, args, kwargs = random_change(rng, before)
        done = getattr(editor, name)(*args) if name in ("place", "take", "move") else \
            editor.change(name, *args, **kwargs)
        draft = editor.draft
        if not done:
            refused += 1
            assert draft is before and editor.note.refused is not None
            continue
        made += 1
        assert api.from_notation(api.to_notation(draft.position)) == draft.position
        assert api.from_notation(draft.notation) == draft.position and draft.game == game
        if step % 10 == 0:
            draft = editor.draft = draft.with_mode(rng.choice(["play", "scenario", "demo"])).with_lang(
                rng.choice([None, *LANGUAGES]))
            opened_by_the_embed(draft, snippet_attrs(draft.snippet(BASE, "A title"))["src"])
        opened_by_the_embed(draft, draft.url(BASE))          # every position made, as made
    assert made > 40 and refused >= 1, (made, refused)


def test_the_snippet_is_the_guides_frame_with_the_drafts_url():
    draft = Draft.new("mensch", players=2).place(0, "r8").place(2, "r31").with_roll(3).with_lang("it")
    attrs = snippet_attrs(draft.snippet(BASE, "Ludo: a position"))
    # tall enough for the board and the position's one move (a compulsory capture) under it
    assert attrs == {"src": draft.url(BASE), "width": "360", "height": "600", "title": "Ludo: a position",
                     "style": "border: 0"}
    three = Draft.new("mensch", players=2).place(0, "r8").place(0, "r12").place(0, "r20").place(2, "r31").with_roll(2)
    assert len(api.legal_moves(three.position, 2)) == 3
    assert snippet_attrs(three.snippet(BASE, "t"))["height"] == str(600 + 2 * 46)   # a move more for each more
    assert snippet_attrs(three.with_mode("demo").snippet(BASE, "t"))["height"] == "600"   # a demo lists none
    assert draft.url(BASE) == f"{BASE}embed.html?position={draft.notation}&roll=3&mode=scenario&lang=it"
    assert draft.url() == f"./embed.html?position={draft.notation}&roll=3&mode=scenario&lang=it"
    titled = draft.with_title('  "Capture" <now>\n')
    assert snippet_attrs(titled.snippet(BASE, "unused"))["title"] == '"Capture" <now>'
    assert "<now>" not in titled.snippet(BASE, "unused")   # escaped, never markup
    colonne = Draft.new("colonne").place("white", "t3").with_dice([5, 3])
    assert "roll" not in colonne.query() and colonne.query()["position"].endswith("_w53")
    opened_by_the_embed(colonne, snippet_attrs(colonne.snippet(BASE, "t"))["src"])


class _Element(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_the_frame_snippet_carries_the_frames_id_and_origin_the_preview_does_not():
    draft = Draft.new("mensch", players=2).place(0, "r8").with_roll(6).with_frame_id("lesson-3") \
        .with_origin(" https://example.org, https://www.example.org ")
    assert draft.origin == "https://example.org,https://www.example.org"
    config = opened_by_the_embed(draft, snippet_attrs(draft.snippet(BASE, "t"))["src"])
    assert config.frame_id == "lesson-3" and config.origins == ("https://example.org", "https://www.example.org")
    assert "origin" not in draft.url("./", host=False) and "id=" not in draft.url("./", host=False)
    view = editor_view(Editor(draft), "en", BASE)
    assert view.frame_src == draft.url("./", host=False) and (view.frame_id, view.origin) == (draft.frame_id,
                                                                                              draft.origin)
    assert refusal(draft.with_origin, "example.org").reason.startswith("origin")
    assert refusal(draft.with_frame_id, "two words").reason.startswith("id=")
    assert draft.with_origin("").origin == "" and draft.with_origin("*").origin == "*"
    again = from_editor_query(parse_qs("&".join(f"{k}={v}" for k, v in editor_query(draft, "en").items())))
    assert (again.frame_id, again.origin) == (draft.frame_id, draft.origin)
    link = Draft.new().loaded(draft.url(BASE))    # a frame's link read in keeps them
    assert (link.frame_id, link.origin) == (draft.frame_id, draft.origin)


@pytest.mark.parametrize("draft", [Draft.new("mensch", players=2).place(0, "r8").place(2, "r31").with_roll(3),
                                   Draft.new("colonne").place("white", "t3").with_dice([5, 3])],
                         ids=["mensch", "colonne"])
def test_the_element_snippet_is_boards_js_and_a_board_with_its_picture(draft):
    from ludoview.embed.view import picture

    draft = draft.with_frame_id("b1").with_origin("https://example.org").with_title('A "capture"')
    view = editor_view(Editor(draft), "de", BASE)
    found = _Element()
    found.feed(view.element)
    (script, s_attrs), (board, attrs) = found.tags[:2]
    # the script beside the page, in the game's folder: the same address on the game's site and
    # on another with a copy of the folder (a browser refuses the game's own files to another site)
    assert (script, s_attrs) == ("script", {"src": "ludo/boards.js", "defer": None})
    assert "ludo/boards.js" in view.texts["element-note"] and "Kopie" in view.texts["element-note"]
    at_root = editor_view(Editor(draft), "en", "http://127.0.0.1:8000/")
    assert 'src="boards.js"' in at_root.element and "in the game's folder" in at_root.texts["element-note"]
    # its copy button is told apart from the frame's (a screen reader lists both by name)
    for lang, texts in (("de", view.texts), ("en", at_root.texts)):
        assert texts["copy-element"] != texts["copy-snippet"], lang
    assert at_root.texts["copy-element"] == "Copy the element" and view.texts["copy-element"] == "Element kopieren"
    assert boards_src("https://example.org/games/ludo/") == "ludo/boards.js" and boards_src("./") == "boards.js"
    assert board == "ludo-board" and attrs.pop("id") == "b1" and attrs.pop("title") == 'A "capture"'
    assert "origin" not in attrs                       # no use for an element
    config = parse({k: [v] for k, v in attrs.items()})   # the attributes are the embed's parameters
    assert config.position == draft.position and config.mode == draft.mode
    assert found.tags[2][0] == "svg" and ' id="' not in view.element.split("<svg", 1)[1]
    drawn = re.sub(r' id="[^"]*"', "", picture(config, "de", "portrait"))
    assert drawn in view.element and view.element.endswith("</ludo-board>")


def test_a_notation_or_an_embed_link_is_read_in():
    draft = Draft.new()
    assert draft.loaded(" m1.02.00.8kGH.v___ ").position == api.from_notation("m1.02.00.8kGH.v___")
    link = draft.loaded("https://example.org/ludo/embed.html?position=m1.02.00.8kGH.v___&roll=3&mode=play&lang=de#x")
    assert (link.roll, link.mode, link.lang) == (3, "play", "de")
    thrown = draft.loaded("embed.html?position=cs_8.11.0.0.0.0_0.0.0.0.0.0_w&roll=5,3")
    assert thrown.position["dice"] == [5, 3] and thrown.roll is None
    assert draft.loaded("?game=colonne&variant=large").position == api.new_colonne("large")
    assert "InvalidNotation" not in refusal(draft.loaded, "m9.zz").reason
    assert refusal(draft.loaded, "m9.zz").reason == str(pytest.raises(ValueError, api.from_notation, "m9.zz").value)
    assert refusal(draft.loaded, "?position=m1.02.00.8kGH.v___&roll=9").reason == \
        "roll 9: each die must be a number from 1 to 6"


def test_the_editors_own_url_reopens_the_draft():
    draft = Draft.new("colonne", variant="large").place("black", "t7").with_mode("play").with_lang("fr") \
        .with_title("Columns")
    query = editor_query(draft, "de")
    assert query["lang"] == "de" and query["frame_lang"] == "fr"
    assert from_editor_query(parse_qs(re.sub(r"^\?", "", "&".join(f"{k}={v}" for k, v in query.items())))) == draft
    assert from_editor_query({}) == Draft.new()
    with pytest.raises(Refused):
        from_editor_query({"position": ["nonsense"]})


# --- the board: what a click hits ------------------------------------------------------------

def svg_ids(svg: str) -> set[str]:
    return set(re.findall(r' id="([^"]+)"', svg))


@pytest.mark.parametrize("draft", [Draft.new("mensch", players=4), Draft.new("colonne", variant="small"),
                                   Draft.new("colonne", variant="large")], ids=["mensch", "small", "large"])
def test_every_place_of_the_board_is_a_square_a_click_can_hit(draft):
    places = draft.places
    svg = places.draw(draft.position, "en")
    hits = {places.hit(draft.position, ident, {}) for ident in svg_ids(svg)} - {None}
    squares = {square for seat in places.seats(draft.position) for square in places.squares(draft.position, seat)}
    assert {hit.square for hit in hits} == squares   # each place is drawn, with an id the editor reads


def test_a_click_on_a_piece_names_its_seat_and_square():
    draft = Draft.new("mensch").place(1, "r12").place(1, "l1-2").place(3, "r0")
    svg = draft.places.draw(draft.position, "en")
    pieces = re.findall(r'<g class="piece[^"]*" id="([^"]+)" data-corner="(\d)" data-progress="(-?\d+)"', svg)
    hits = {draft.places.hit(draft.position, ident, {"data-corner": c, "data-progress": p}) for ident, c, p in pieces}
    assert {(h.seat, h.square) for h in hits} == {(0, "b0"), (1, "b1"), (1, "r12"), (1, "l1-2"), (2, "b2"),
                                                  (3, "b3"), (3, "r0")}
    colonne = Draft.new("colonne").place("black", "t4").place("black", "t4").place("white", "white-1")
    svg = colonne.places.draw(colonne.position, "en")
    units = re.findall(r'id="(unit-[^"]+)" data-colour="(\w+)" data-height="\d+" data-from="(\d+)"', svg)
    assert {colonne.places.hit(colonne.position, i, {"data-colour": c, "data-from": p}) for i, c, p in units} == \
        {Hit("black", "t4"), Hit("white", "white-1")}
    assert colonne.places.hit(colonne.position, "off-black", {"data-from": "0"}) == Hit("black", "off")


# --- the view and its words ------------------------------------------------------------------

def test_the_view_offers_what_the_draft_allows():
    editor = Editor(Draft.new("mensch", players=3).place(1, "r10").with_roll(5))
    view = editor_view(editor, "en", BASE, Form(seat="1"))
    assert [c.text for c in view.seats] == ["Red · 4 in the base", "Yellow · 3 in the base",
                                           "Blue · 4 in the base"]
    assert [c.value for c in view.seats if c.selected] == ["1"]
    assert [(c.value, c.text) for c in view.origins] == [("b1", "base (3)"), ("r10", "start square (11)")]
    assert len(view.targets) == 45 and view.targets[0].value == "b1" and view.targets[-1].text == "home lane 4"
    assert [c.value for c in view.rolls if c.selected] == ["5"] and not view.dice
    assert view.link == editor.draft.url(BASE) and view.frame_src == editor.draft.url("./")
    assert view.title_hint == "Ludo: a position" and 'title="Ludo: a position"' in view.snippet
    assert view.board_data["data-notation"] == editor.draft.notation
    assert view.board_rows[1] == "Yellow: 3 in the base, start square (11)."
    colonne = editor_view(Editor(Draft.new("colonne", variant="large").with_dice([6, 6, None], again=True)), "it",
                          BASE)
    assert [[c.value for c in die if c.selected] for die in colonne.dice] == [["6"], ["6"], [""]] and colonne.again
    assert not colonne.again_fixed   # two dice of three left: the box says whether the turn began with a double
    full = editor_view(Editor(Draft.new("colonne").with_dice([6, 6])), "en", BASE)
    assert full.again and full.again_fixed
    assert colonne.title_hint == "Colonne: una posizione"


def test_every_word_of_the_editor_is_in_four_languages_with_the_same_placeholders():
    own = [key for key in WORDS.table]
    assert own and all(key.startswith("editor.") for key in own)
    for key in own:
        texts = [text for lang in LANGUAGES for text in locale_texts.forms(lang, WORDS.table[key])]
        assert len(texts) >= len(LANGUAGES) >= 4 and all(texts)
        fields = {frozenset(re.findall(r"{(\w+)}", text)) for text in texts}
        assert len(fields) == 1, key
    for key in TEXTS.values():
        assert key in WORDS


def test_the_page_has_every_element_the_view_fills():
    html = (ROOT / "web" / "editor.html").read_text("utf-8")
    ids = set(re.findall(r'\bid="([^"]+)"', html))
    assert set(TEXTS) <= ids
    page = (ROOT / "web" / "py" / "ludoview" / "editor" / "page.py").read_text("utf-8")
    assert set(re.findall(r'dom\.el\("([\w-]+)"\)', page)) <= ids
    assert set(re.findall(r'on\("([\w-]+)", "', page)) <= ids


def test_the_editor_sits_beside_the_other_pages():
    """It imports the engine, the view's core, the games, the embed's parameters and the
    teachers' lessons (``ludoview.learn``); nothing of the view imports it (a page of its own)."""
    graph = import_graph([(ROOT / "web" / "py" / "ludoview", "ludoview")])
    editor = {m for m in graph if m.startswith("ludoview.editor")}
    assert "ludoview.editor.model" in editor
    for module in editor:
        for other in graph[module]:
            assert other.split(".")[1] in ("core", "games", "editor", "embed", "learn") or other == "ludoview.games"
    assert not [m for m in graph if not m.startswith("ludoview.editor") and graph[m] & editor]


# --- each game's editor, reached through the registry ---------------------------------------

@pytest.mark.parametrize("name", games.NAMES)
def test_every_game_of_the_registry_is_edited_through_its_spec_alone(name):
    """What the editor asks of a game (games.editor(name)): each setting it offers, chosen as a
    form gives it (text), makes a start position the engine takes and the embed opens; what
    it does not set beside its pieces is refused in the editor's words."""
    game = games.editor(name)
    draft = Draft.new(name)
    settings = game.settings_of(draft.position)
    assert game.start(settings) == draft.position == start_position(name, settings)
    offered = game.selects("en", settings)
    for setting in offered:
        assert setting.chosen in [value for value, _ in setting.choices]
        for value, text in setting.choices:
            changed = draft.with_settings(**{setting.name: value})
            assert text and str(game.settings_of(changed.position)[setting.name]) == value
            opened_by_the_embed(changed, changed.url(BASE))
    for toggle in game.toggles("en", settings):
        flipped = draft.with_settings(options={toggle.name: not toggle.checked})
        assert [t.checked for t in game.toggles("en", flipped.settings) if t.name == toggle.name] == [not toggle.checked]
    assert refusal(draft.with_settings, nonsense="1").reason == 'unknown setting "nonsense"'
    for what, change, args in (("roll", draft.with_roll, (3,)), ("tries", draft.with_tries, (0,)),
                               ("dice", draft.with_dice, ([1],))):
        if what in game.sets:
            opened_by_the_embed(change(*args), change(*args).url(BASE))
        else:
            assert refusal(change, *args).key == "editor.only_for"
    view = editor_view(Editor(draft), "en", BASE)
    assert view.shows == game.sets and view.settings == offered and view.texts["palette-hint"]
