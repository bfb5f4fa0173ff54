"""The colonne board drawn across (landscape) and down (portrait): the same ids, classes and
data attributes in both (the pages and their tests find pieces, piles, squares and targets by
them), every text upright, the track's direction and the finish labelled, the pieces off the
board and in the finish counted; and the note on entering that the pages show (pure Python)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludo.colonne.variant import variant_named
from ludoview.core.i18n import LANGUAGES
from ludoview.core.view import board_orient
from ludoview.editor.model import Draft, Editor
from ludoview.editor.view import editor_view
from ludoview.embed.params import parse
from ludoview.embed.view import frame_view
from ludoview.games.colonne.board import render_colonne
from ludoview.games.colonne.layout import ORIENTS, cell_of, size, spot_of
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.colonne.view import Seen, explain, view
from ludoview.games.colonne.words import WORDS, board_words, sizes

SVG = "{http://www.w3.org/2000/svg}"


def _position(variant: str = "small") -> dict:
    """Pieces everywhere: off the board, in both lanes, a column on the track, in the finish."""
    entry, track = sizes(variant)
    finish = entry + track + 1
    white = [0, 0, 2, entry + 3, entry + 3, finish] + [0] * (9 if variant == "large" else 0)
    black = [0, 1, entry + track, finish, finish, 0] + [0] * (9 if variant == "large" else 0)
    return dict(api.new_colonne(variant, "white"), pieces={"white": white, "black": black}, dice=[2, 3])


def _svg(position: dict, orient: str, **kw) -> ET.Element:
    steps = api.legal_steps(position)
    return ET.fromstring(render_colonne(position, moves=steps, orient=orient, **kw))


def _by_id(root: ET.Element) -> dict[str, ET.Element]:
    return {node.get("id"): node for node in root.iter() if node.get("id")}


def _translate(node: ET.Element) -> tuple[float, float]:
    x, y = re.fullmatch(r"translate\(([-\d.]+) ([-\d.]+)\)", node.get("transform")).groups()
    return float(x), float(y)


@pytest.mark.parametrize("variant", ["small", "large"])
def test_both_layouts_draw_the_same_pieces_squares_and_targets(variant):
    position = _position(variant)
    steps = api.legal_steps(position)
    drawn = {}
    for orient in ORIENTS:
        root = _svg(position, orient)
        ids = _by_id(root)
        assert orient in root.get("class").split() and root.get("data-variant") == variant
        width, height = (float(v) for v in root.get("viewBox").split()[2:])
        assert (width, height) == size(variant, orient)
        assert (height > width) == (orient == "portrait")
        entry, track = sizes(variant)
        squares = [n for n in root.iter(f"{SVG}rect") if "csq" in n.get("class", "").split()]
        assert len(squares) == 2 * entry + track + 1                      # both lanes, the track, the finish
        assert {"csq-finish", "csq-t1", f"csq-t{track}", f"csq-white-{entry}", "csq-black-1"} <= set(ids)
        assert ids["off-white"].get("data-count") == str(position["pieces"]["white"].count(0))
        assert ids["off-white"].get("data-from") == "0" and ids["off-white"].get("data-move") is not None
        units = {i: n for i, n in ids.items() if i.startswith("unit-")}
        assert all(n.get("data-from") == i.rsplit("-", 1)[1] for i, n in units.items())
        targets = [n for n in root.iter(f"{SVG}g") if "ctarget" in n.get("class", "").split()]
        assert [t.get("data-move") for t in targets] == [str(i) for i in range(len(steps))]
        assert [t.get("id") for t in targets] == [f"target-{i}" for i in range(len(steps))]
        drawn[orient] = (sorted(units), sorted(i for i in ids if i.startswith("csq")))
        # every square inside the board, none over another
        boxes = [(float(n.get("x")), float(n.get("y")), float(n.get("width")), float(n.get("height"))) for n in squares]
        assert all(0 <= x and 0 <= y and x + w <= width and y + h <= height for x, y, w, h in boxes)
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert min(a[0] + a[2], b[0] + b[2]) <= max(a[0], b[0]) or min(a[1] + a[3], b[1] + b[3]) <= max(a[1], b[1])
        # a unit stands on its square, a target on the square it leads to
        for ident, node in units.items():
            colour, progress = ident.split("-")[1], int(ident.split("-")[2])
            x, y = cell_of(colour, variant, progress, orient)
            assert _translate(node) == pytest.approx((x, y + 1))
        for target, step in zip(targets, steps, strict=True):
            assert _translate(target) == pytest.approx(spot_of("white", variant, step["to"], orient))
    assert drawn["landscape"] == drawn["portrait"]


@pytest.mark.parametrize("orient", ORIENTS)
def test_every_text_is_upright(orient):
    markup = render_colonne(_position("large"), moves=api.legal_steps(_position("large")), orient=orient,
                            dice_labels=True)
    assert "rotate" not in markup and "matrix" not in markup
    transforms = set(re.findall(r'transform="([^"]+)"', markup))
    assert all(re.fullmatch(r"translate\([-\d.]+ [-\d.]+\)", t) for t in transforms), transforms


@pytest.mark.parametrize("orient", ORIENTS)
def test_the_dice_on_a_target_stay_on_the_board(orient):
    """A target's tag of three dice (2+3+5) is wider than a square: by a square at the board's
    edge it is moved in, whole on the board."""
    entry, track = sizes("large")
    position = dict(api.new_colonne("large", "white"), dice=[2, 3, 5],
                    pieces={"white": [0] * 9 + [1, 4, entry + 8, entry + 17, entry + 26, entry + 30], "black": [0] * 15})
    root = _svg(position, orient, dice_labels=True)
    width, height = (float(v) for v in root.get("viewBox").split()[2:])
    tags = 0
    for target in (n for n in root.iter(f"{SVG}g") if "ctarget" in n.get("class", "").split()):
        tx, ty = _translate(target)
        badge = target.find(f"{SVG}g")
        if badge is None:      # (another step lands there too: its target's tag says both)
            continue
        bx, by = _translate(badge)
        rect = badge.find(f"{SVG}rect")
        left, top = tx + bx + float(rect.get("x")), ty + by + float(rect.get("y"))
        assert 0 < left and left + float(rect.get("width")) < width and 0 < top and top + float(rect.get("height")) < height
        tags += "2+3+5" in badge.find(f"{SVG}text").text
    assert tags >= 3


@pytest.mark.parametrize("orient", ORIENTS)
def test_the_track_shows_its_direction_and_the_lanes_lead_into_track_1(orient):
    variant = "small"
    root = _svg(_position(variant), orient)
    _, track = sizes(variant)
    ways = [n for n in root.iter(f"{SVG}polyline") if n.get("class") == "cway"]
    assert len(ways) == track                                   # one arrow in every track square

    def pointing(node) -> tuple[float, float]:
        (ax, ay), (tx, ty), _ = (tuple(map(float, p.split(","))) for p in node.get("points").split())
        return tx - ax, ty - ay                                  # from the tail's middle to the tip

    def step_direction(k: int) -> tuple[float, float]:
        here, there = cell_of("white", variant, 12 + k, orient), cell_of("white", variant, 12 + k + 1, orient)
        return there[0] - here[0], there[1] - here[1]

    out, back = pointing(ways[0]), pointing(ways[-1])
    for arrow, k in ((out, 1), (back, track - 1)):
        dx, dy = step_direction(k)
        assert arrow[0] * dx + arrow[1] * dy > 0                # along the way the pieces go
    assert len([n for n in root.iter(f"{SVG}polygon") if n.get("class") == "carrow-head"]) == 2


def _points(node: ET.Element) -> list[tuple[float, float]]:
    return [tuple(map(float, p.split(","))) for p in node.get("points").split()]


@pytest.mark.parametrize("variant", ["small", "large"])
@pytest.mark.parametrize("orient", ORIENTS)
def test_every_entry_lane_square_shows_the_way_towards_the_track(variant, orient):
    """Each square of both entry lanes carries a small arrow pointing to the next square (from
    the last one, I, on the same way, towards the track): in its upper corner, clear of the
    number at its foot, and drawn before the pieces, so a piece standing there covers it."""
    root = _svg(_position(variant), orient)
    entry, _ = sizes(variant)
    ids = _by_id(root)
    arrows = [n for n in root.iter(f"{SVG}polyline") if n.get("class") == "cway lane"]
    assert len(arrows) == 2 * entry
    order = list(root.iter())
    first_piece = min(order.index(n) for n in root.iter(f"{SVG}g")
                      if {"cunit", "cpile", "ctarget"} & set(n.get("class", "").split()))
    assert all(order.index(a) < first_piece for a in arrows)
    labels = {(float(t.get("x")), float(t.get("y"))): t for t in root.iter(f"{SVG}text")
              if "clabel" in t.get("class").split()}
    found = set()
    for arrow in arrows:
        points = _points(arrow)
        where = [(c, p) for c in ("white", "black") for p in range(1, entry + 1)
                 if all(abs(x - cx) < 3.6 and abs(y - cy) < 3.6
                        for x, y in points for cx, cy in [cell_of(c, variant, p, orient)])]
        assert len(where) == 1, points                              # inside one square
        colour, progress = where[0]
        found.add(where[0])
        (ax, ay), (tx, ty), (bx, by) = points
        tip = tx - (ax + bx) / 2, ty - (ay + by) / 2
        here = cell_of(colour, variant, progress, orient)
        there = cell_of(colour, variant, progress + 1 if progress < entry else progress - 1, orient)
        way = (there[0] - here[0], there[1] - here[1]) if progress < entry else (here[0] - there[0], here[1] - there[1])
        assert tip[0] * way[0] + tip[1] * way[1] > 0 and abs(tip[0] * way[1] - tip[1] * way[0]) < 1e-6
        cx, cy = here
        label = next(t for (x, y), t in labels.items() if abs(x - cx) < .01 and 0 < y - cy < 4)
        assert max(y for _, y in points) < cy - 1 < float(label.get("y")) - 3.5    # above the number's top
        x0 = float(ids[f"csq-{colour}-{progress}"].get("x"))
        assert min(x for x, _ in points) > x0                    # within the square's edge
    assert len(found) == 2 * entry                                    # one in every square


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("orient", ORIENTS)
def test_the_finish_is_labelled_and_counts_what_reached_it(lang, orient):
    root = _svg(_position("small"), orient, lang=lang)
    label = next(n for n in root.iter(f"{SVG}text") if n.get("class") == "cfinish-label")
    word = WORDS(lang, "colonne.place.finish")
    assert label.text == word[:1].upper() + word[1:]
    box = _by_id(root)["csq-finish"]
    x, y, w, h = (float(box.get(k)) for k in ("x", "y", "width", "height"))
    assert x <= float(label.get("x")) <= x + w and y <= float(label.get("y")) <= y + h
    counts = {g.get("class").split()[1]: g.find(f"{SVG}text").text
              for g in root.iter(f"{SVG}g") if "cfinished" in g.get("class", "").split()}
    assert counts == {"white": "1", "black": "2"}
    piles = {c: _by_id(root)[f"off-{c}"] for c in ("white", "black")}
    assert [p.find(f"{SVG}text").text for p in piles.values()] == ["2", "2"]     # off the board, counted


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_board_is_named_by_its_game_its_size_and_whose_turn_it_is(lang):
    """A reader hears which board this is (the game, its size in pieces and dice) and whose turn
    it is, in a short name; where the pieces stand is the board in words (its description)."""
    game = WORDS(lang, "colonne.app.title")
    labels = {}
    for variant in ("small", "large"):
        v = variant_named(variant)
        for turn in ("white", "black"):
            for orient in ORIENTS:
                label = _svg(dict(_position(variant), turn=turn), orient, lang=lang).get("aria-label")
                assert game in label and re.search(rf"\b{v.pieces}\b", label) and re.search(rf"\b{v.dice}\b", label)
                assert WORDS(lang, f"colonne.colour.{turn}") in label
                assert label != game and len(label) <= 72, label                       # a name, not a paragraph
                head, rows = board_words(lang, _position(variant))
                assert head not in label and not any(row.rstrip(".") in label for row in rows)
                assert WORDS(lang, "colonne.place.finish") not in label.lower()                # no place named
                labels[variant, turn, orient] = label
        over = _svg(_position(variant), "landscape", lang=lang, show_turn=False).get("aria-label")
        assert game in over and not any(WORDS(lang, f"colonne.colour.{c}") in over for c in ("white", "black"))
        named = _svg(_position(variant), "portrait", lang=lang, names={"white": "Anna"}).get("aria-label")
        assert "Anna" in named and WORDS(lang, "colonne.colour.white") not in named
    assert len({labels[k] for k in labels if k[2] == "landscape"}) == 4                  # size and turn both told
    assert all(labels[v, t, "landscape"] == labels[v, t, "portrait"] for v, t, _ in labels)
    if lang == "fr":
        assert "\u00a0: au tour de Blanc" in labels["small", "white", "landscape"]


def test_a_finished_game_names_nobody_to_play():
    finish = sum(sizes("small")) + 1
    position = dict(api.new_colonne("small", "white"), pieces={"white": [finish] * 5 + [finish - 3], "black": [0] * 6})
    session = ColonneSession.new(ColonneSetup("small", ("human", "human")), "over", position=position)
    assert "White to play" in ET.fromstring(view(session, Seen(can_act=True), []).board).get("aria-label")
    session.roll([3, 1])
    session.play(next(i for i, step in enumerate(session.choices) if step["to"] == finish))
    assert session.phase == "over"
    label = ET.fromstring(view(session, Seen(can_act=True), []).board).get("aria-label")
    assert label == "Small Colonne board (6 pieces, 2 dice)"


WEB = Path(__file__).resolve().parent.parent / "web"


def test_the_stylesheets_size_the_board_by_its_own_proportions():
    """The pages size a colonne board from its width to height (a board laid down a tall box:
    --ratio, width over height; across: height times the inverse): the figures are the board's."""
    found = 0
    for name in ("colonne.css", "embed.css", "editor.css"):
        css = (WEB / name).read_text(encoding="utf-8")
        for rule, ratio in re.findall(r"([^{};]*)\{[^{}]*?--ratio: (\.\d+)", css):   # (a square board's is 1)
            variant = "large" if "large" in rule else "small"
            width, height = size(variant, "portrait")
            assert float(ratio) == pytest.approx(width / height, abs=.001), (name, rule.strip(), ratio)
            found += 1
        across = r'(\[data-variant="large"\] )?\.board \{[^}]*?width: min\([^;]*\* ([\d.]+)\)'
        for variant, factor in re.findall(across, css):
            width, height = size("large" if variant else "small", "landscape")
            assert float(factor) == pytest.approx(width / height, abs=.01), (name, variant, factor)
            found += 1
    assert found >= 8


def test_a_page_chooses_the_layout_by_its_box():
    assert board_orient(360, 540) == board_orient(390, 844) == "portrait"
    assert board_orient(844, 390) == board_orient(1024, 768) == board_orient(600, 600) == "landscape"
    with pytest.raises(ValueError, match="orient='sideways'"):
        render_colonne(_position(), orient="sideways")


def _choosing(white, dice, variant="small") -> ColonneSession:
    position = dict(api.new_colonne(variant, "white"), pieces={"white": list(white), "black": [0] * len(white)},
                    dice=list(dice))
    return ColonneSession.new(ColonneSetup(variant, ("human", "human")), "note", position=position)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_entry_rule_is_said_while_a_piece_may_enter(lang):
    note = WORDS(lang, "colonne.note.enter")
    can_enter = _choosing([0, 0, 0, 0, 0, 3], [2, 3])
    done_entering = _choosing([20] * 6, [2, 3])
    seen = Seen(lang=lang, can_act=True)
    assert view(can_enter, seen, []).dice.note == note
    assert view(done_entering, seen, []).dice.note is None
    assert view(can_enter, Seen(lang=lang, can_act=False), []).dice.note is None   # not the person's turn
    assert explain(lang, can_enter)[1] == f"{WORDS(lang, 'colonne.say.must')} {note}"
    assert explain(lang, done_entering)[1] == WORDS(lang, "colonne.say.must")


def test_the_main_page_and_the_embed_draw_the_layout_asked_for():
    session = _choosing([0, 0, 0, 0, 0, 3], [2, 3])
    assert 'colonne-svg portrait"' in view(session, Seen(can_act=True, orient="portrait"), []).board
    config = parse({"game": ["colonne"], "players": ["human,human"]})
    frame = frame_view(config.session(), config, "en", [], config.spec.chooser(), True, orient="portrait")
    assert 'colonne-svg portrait"' in frame.board
    mensch = parse({"players": ["human,human"]})
    frame = frame_view(mensch.session(), mensch, "en", [], mensch.spec.chooser(), True, orient="portrait")
    assert 'class="board-svg portrait"' in frame.board                  # the square board says its box too
    editor = Editor(Draft.new("colonne", variant="large"))                # the position editor's board too
    assert 'colonne-svg portrait"' in editor_view(editor, "en", "./", orient="portrait").board
    assert 'colonne-svg landscape"' in editor_view(editor, "en", "./").board


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pieces_titles_read_as_the_board_in_words_does(lang):
    """Each unit's and each pile's title is a sentence of the game's catalogue (French puts a
    space before its colon, as everywhere else in the app)."""
    titles = [t.text for t in _svg(_position(), "landscape", lang=lang).iter(f"{SVG}title") if t.text]
    piles = [t for t in titles if WORDS(lang, "colonne.board.finish", n=2) in t or WORDS(lang, "colonne.board.finish", n=1) in t]
    assert len(piles) == 2 and all(t.endswith(".") for t in titles if "×" in t)
    if lang == "fr":
        assert not [t for t in titles if re.search(r"\S:", t)], titles
        assert "Blanc\u00a0: 2 hors du plateau, 1 à l'arrivée." in titles


def _tags(svg: str) -> list[tuple[float, float, float, float]]:
    """The dice tags of the targets, as rectangles on the board (x, y, width, height)."""
    out = []
    for target in ET.fromstring(svg).iter(SVG + "g"):
        if "ctarget" not in (target.get("class") or ""):
            continue
        cx, cy = _translate(target)
        for tag in target.iter(SVG + "g"):
            if tag.get("class") == "cdice-badge":
                dx, dy = _translate(tag)
                rect = tag.find(SVG + "rect")
                out.append((cx + dx + float(rect.get("x")), cy + dy + float(rect.get("y")),
                            float(rect.get("width")), float(rect.get("height"))))
    return out


def _covered(tags) -> bool:
    return any(a[0] < b[0] + b[2] - 1e-6 and b[0] < a[0] + a[2] - 1e-6 and a[1] < b[1] + b[3] - 1e-6
               and b[1] < a[1] + a[3] - 1e-6 for i, a in enumerate(tags) for b in tags[:i])


def _numbers(svg: str) -> list[tuple[float, float, float, float]]:
    """The squares' numbers a reader sees (not those under a unit), as rectangles (x, y, width,
    height): about as drawn, from the widths the board estimates its texts by."""
    from ludoview.games.colonne.board import LABEL
    from ludoview.games.colonne.tags import text_width as _width

    out = []
    for text in ET.fromstring(svg).iter(SVG + "text"):
        if text.get("class") != "clabel":
            continue
        width = float(text.get("textLength") or _width(text.text, LABEL))
        x, y = float(text.get("x")), float(text.get("y"))
        out.append((x - width / 2, y - 0.76 * LABEL, width, 0.82 * LABEL))
    return out


def _narrowings(variant: str, games: int = 2):
    """(position, steps, the targets shown) of seeded random games, as the main page narrows the
    steps: each unit picked (all its steps: other dice may reach the same square) and each
    choice of dice (the steps with just those dice, from any unit)."""
    import random
    from itertools import combinations
    rng, dice = random.Random(35), 3 if variant == "large" else 2
    for _ in range(games):
        position = api.new_colonne(variant, "white")
        while not api.result(position):
            if not position["dice"]:
                position = api.roll(position, [rng.randint(1, 6) for _ in range(dice)])
            steps = api.legal_steps(position)
            if not steps:
                break
            for origin in {step["from"] for step in steps}:
                yield position, steps, [i for i, step in enumerate(steps) if step["from"] == origin]
            left = position["dice"]
            for chosen in {tuple(sorted(c)) for n in range(1, len(left) + 1) for c in combinations(left, n)}:
                fits = [i for i, step in enumerate(steps) if tuple(step["dice"]) == chosen]
                if fits:
                    yield position, steps, fits
            position = api.play(position, rng.choice(steps))


@pytest.mark.parametrize("variant", ["small", "large"])
def test_the_dice_tags_leave_every_square_number_readable(variant):
    """A target's tag covers no square's number a reader sees (its own or another's; on a phone
    held upright the squares stand side by side, and a tag drawn at a lower corner covered
    them) and no other tag ("1+3+3" beside "3+3"), in both layouts, wherever each target has a
    square of its own.
    Where other dice reach the same square one tag says both ("6 · 1+5"): on the large board
    such a crowd is sometimes too wide for its row (2 of the 296 drawings upright, 9 across,
    when this was written; the small board's 10 cover nothing)."""
    drawn, shared, crowded = 0, {orient: 0 for orient in ORIENTS}, {orient: 0 for orient in ORIENTS}
    for position, steps, fits in _narrowings(variant):
        alone = len({steps[i]["to"] for i in fits}) == len(fits)
        for orient in ORIENTS:
            svg = render_colonne(position, moves=steps, targets=fits, dice_labels=True, orient=orient)
            tags, numbers = _tags(svg), _numbers(svg)
            covers = _covered(tags) or any(_covered([t, n]) for t in tags for n in numbers)
            shown = [(steps[i]["from"], steps[i]["to"], steps[i]["dice"]) for i in fits]
            assert not (covers and alone), (orient, position, shown)
            shared[orient] += not alone
            crowded[orient] += covers
            drawn += 1
    assert drawn > 1000
    assert crowded["portrait"] <= 0.02 * shared["portrait"] and crowded["landscape"] <= 0.05 * shared["landscape"], \
        (crowded, shared)
