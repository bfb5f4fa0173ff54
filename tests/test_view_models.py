"""What the pages show, as data (the view models) and what a key or click does (the
choosers): pure, so every sentence and every highlighted move is checked here without
a browser; the browser tests only check that the page writes them."""

from __future__ import annotations

import re
from urllib.parse import parse_qs

import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import ColonneSetup, colonne_at, mensch_with

from ludo import api
from ludoview.core.session import EMBED
from ludoview.embed.params import parse
from ludoview.embed.view import frame_view, share_links
from ludoview.games.colonne import view as cview
from ludoview.games.colonne.controls import Chooser as ColonneChooser
from ludoview.games.mensch import view as mview
from ludoview.games.mensch.controls import Chooser as MenschChooser


def mensch(pieces, kinds=("human", "human"), roll=None, turn=0):
    return mensch_with(pieces, kinds, roll, turn, "view")


# --- mensch -------------------------------------------------------------------------------

def test_the_mensch_turn_banner_die_and_moves():
    s = mensch({0: [4, 40, 41, 42], 2: [-1, -1, 7, 30]}, roll=6)     # Blue's 30 is ring square 10
    v = mview.view(s, mview.Seen(lang="en", can_act=True, die_face=6), [])
    assert v.turn_text == "Red's turn: pick a piece" and v.phase == "choose"
    assert v.die.label == "Play the move" and v.die.aria == "Play the move · Rolled: 6" and not v.die.disabled
    assert [(m.text, m.capture) for m in v.moves] == [("Square 5 → square 11 · captures Blue", True)]
    assert 'data-move="0"' in v.board and v.end is None and v.say is None


def test_alone_against_computers_the_banner_says_you_and_thinking_names_the_computer():
    s = mensch({0: [-1, -1, 3, 9], 2: [-1] * 4}, kinds=("human", "hard"), roll=2)
    v = mview.view(s, mview.Seen(lang="en", you=0, can_act=True), [])
    assert v.turn_text == "Your turn: pick a piece" and len(v.moves) == 2
    # two moves, none picked: the die has no action of its own and says nothing (the throw is told
    # once, by the message box; the banner says what to do); its name for a screen reader: the face
    assert v.die.label == "" and v.die.aria == ""
    shown = mview.view(s, mview.Seen(lang="en", you=0, can_act=True, die_face=2), [])
    assert shown.die.label == "" and shown.die.aria == "Rolled: 2"
    thrown = mensch({0: [-1, -1, 3, 9], 2: [-1] * 4}, kinds=("human", "hard"))
    events = thrown.roll(2)                                    # the person throws: told once, in the message box
    said = mview.view(thrown, mview.Seen(lang="en", you=0, can_act=True, die_face=2, rolled=True), events)
    assert said.say == "You roll a 2." and said.turn_text == "Your turn: pick a piece" and said.die.label == ""
    picked = mview.view(s, mview.Seen(lang="en", you=0, can_act=True, selected=1), [])
    assert picked.die.label == "Play the move" and [m.selected for m in picked.moves] == [False, True]
    s = mensch({0: [-1, -1, 3, 9], 2: [-1] * 4}, kinds=("human", "hard"), turn=2)   # the computer to roll
    thinking = mview.view(s, mview.Seen(lang="de", you=0), [])
    assert thinking.turn_text == "Blau (Computer) überlegt…" and thinking.die.disabled and not thinking.moves


def test_mensch_hints_the_try_count_and_the_said_sentences():
    s = mensch({0: [4, 40, 41, 42], 2: [-1, -1, 7, 30]}, roll=6)
    v = mview.view(s, mview.Seen(lang="en", can_act=True, hints=True), [])
    assert re.fullmatch(r"Good: captures Blue \(\d+% to win\)", v.moves[0].hint) and v.moves[0].mark == "good"
    tries = mensch({0: [-1] * 4, 2: [-1] * 4})
    events = tries.roll(3)
    v = mview.view(tries, mview.Seen(lang="it"), events)
    assert v.tries == "Tentativo 2 di 3 per fare 6"
    assert v.say.startswith("Rosso ha tirato un 3.") and v.log[0] == "Ancora nessun 6: Rosso tira di nuovo (tentativo 2 di 3)."
    assert mview.view(tries, mview.Seen(lang="en", prompt="mensch.say.pick"), []).say == "Pick which piece to move."


def test_the_mensch_end_screen_lists_places_best_first():
    s = mensch({0: [41, 42, 43, 38], 2: [40, 41, -1, -1]}, kinds=("human", "easy"), roll=2)
    s.play(0)
    v = mview.view(s, mview.Seen(lang="en", you=0), s.events)
    assert v.phase == "over" and v.end.winner == "You win the game!"
    assert [(r.seat, r.place, r.who, r.home) for r in v.end.rows] == [(0, 1, "you", 4), (2, 2, "computer", 2)]


def test_the_mensch_keys():
    s = mensch({0: [-1, -1, 3, 9], 2: [-1] * 4}, roll=2)
    chooser = MenschChooser()
    act, chooser = chooser.key("Enter", s)           # two moves, none picked: the first is picked
    assert act.kind == "redraw" and chooser.cursor == 0
    act, chooser = chooser.key("ArrowLeft", s)
    assert chooser.cursor == 1
    act, _ = chooser.key("Enter", s)
    assert (act.kind, act.index) == ("play", 1)
    assert MenschChooser().die(s)[0].prompt == "mensch.say.pick"
    assert MenschChooser().key("u", s)[0].kind == "undo" and MenschChooser().key("x", s)[0].kind == "none"
    s.game.undo()                                    # the roll taken back: the die is to be rolled
    assert MenschChooser().key("r", s)[0].kind == "roll" and MenschChooser().key("Enter", s)[0].kind == "roll"


# --- colonne ------------------------------------------------------------------------------

def colonne(white, black, dice=(), kinds=("human", "human")):
    position = dict(api.new_colonne("small", "white"), pieces={"white": list(white), "black": list(black)})
    s = colonne_at(ColonneSetup("small", kinds), position, "view")
    if dice:
        s.roll(list(dice))
    return s


def test_the_colonne_dice_tray_and_steps_follow_the_choice():
    s = colonne([0] * 6, [0] * 6, dice=(5, 3))
    v = cview.view(s, cview.Seen(lang="en", can_act=True), [])
    assert not v.dice.roll_button and [(c.value, c.index, c.on) for c in v.dice.chips] == [(5, 0, False), (3, 1, False)]
    assert v.dice.all_label == "All = 8" and v.dice.status.startswith("Pick a die")
    assert {st.text for st in v.steps} == {"New piece at entry V with 5", "New piece at entry III with 3",
                                           "New piece at entry VIII with 3+5"}
    act, chooser = ColonneChooser().key("5", s)
    v = cview.view(s, cview.Seen(lang="en", can_act=True, chooser=chooser), [])
    assert [st.text for st in v.steps] == ["New piece at entry V with 5"] and v.dice.chips[0].on
    assert v.dice.status == "Step of 5"
    act, chooser = chooser.key("Enter", s)
    assert act.kind == "play" and s.choices[act.index]["dice"] == [5]


def test_colonne_prompts_and_the_roll_button():
    s = colonne([0] * 6, [0] * 6)
    v = cview.view(s, cview.Seen(lang="fr", can_act=True), [])
    assert v.dice.roll_button and v.dice.roll_label == "Lancer les dés" and v.turn_text == "À Blanc\u00a0: lance les dés"
    s.roll([6, 6])                                   # entry square 6 twice, 12: nothing blocks
    act, chooser = ColonneChooser().target(s, next(i for i, st in enumerate(s.choices) if st["to"] == 7))
    assert act.kind in ("play", "redraw")
    s2 = colonne([8] + [0] * 5, [0] * 6, dice=(4, 1))
    to = next(i for i, st in enumerate(s2.choices) if st["from"] == 0 and st["to"] == 9 and st["dice"] == [4])
    act, chooser = ColonneChooser().target(s2, to)   # entry IV: with 4, or with 1+3? (not here: 4 only)
    assert act.kind == "play"


def test_the_colonne_end_screen_and_you():
    s = colonne([37] * 5 + [34], [0] * 6, dice=(3, 1), kinds=("human", "medium"))
    s.play(next(i for i, st in enumerate(s.choices) if st["to"] == 37))
    v = cview.view(s, cview.Seen(lang="en", you="white"), s.events)
    assert v.end.winner == "You win the game!" and [(r.seat, r.place) for r in v.end.rows] == [("white", 1), ("black", 2)]


# --- the embed ------------------------------------------------------------------------------

def frame(query: str, can_act: bool = True):
    config = parse(parse_qs(query))
    session = config.session()
    return config, session


def test_a_scenario_frame_explains_the_forced_move():
    config, s = frame("position=m1.02.00.8kGH.v___&roll=3&mode=scenario&lang=en")
    v = frame_view(s, config, "en", [], config.spec.chooser(), True)
    assert v.head == "Legal moves with 3:" and v.rule == "Forced move: when you can capture, you must."
    assert [(m.origin, m.target) for m in v.moves] == [(8, 11)] and v.faces == (3,) and not v.can_continue


def test_a_frame_without_a_move_explains_why_and_offers_to_continue():
    config, s = frame("position=m1.02.02.__GH.a___&roll=3&mode=scenario")
    v = frame_view(s, config, "de", [], config.spec.chooser(), True)
    assert v.head == "Kein erlaubter Zug mit 3." and "Dritter Versuch ohne 6" in v.rule and v.can_continue


def test_the_die_does_not_invite_a_roll_while_the_computer_thinks():
    config, s = frame("players=hard,hard&mode=demo")
    v = frame_view(s, config, "en", [], config.spec.chooser(), False)
    assert v.die_disabled and v.die_label == "Red is thinking…" and v.faces == (None,)
    config, s = frame("game=colonne&players=human,hard")
    v = frame_view(s, config, "en", [], config.spec.chooser(), s.human_to_act)
    assert v.faces == (None, None) and (v.die_label == "Roll the dice") == s.human_to_act


def test_share_links_keep_the_frame_and_carry_the_record():
    config, s = frame("position=m1.02.00.8kGH.v___&roll=3&mode=scenario&lang=it&id=x")
    game, here, replay = share_links("/a/embed.html", parse_qs("lang=it&id=x&mode=scenario"), config, s, "it")
    assert game.startswith("/a/embed.html?lang=it&id=x") and "#record=" in game
    assert here == "/a/embed.html?position=m1.02.00.8kGH.v___&lang=it&roll=3&mode=scenario"
    assert replay.startswith("/a/replay.html?lang=it#record=")
    assert EMBED.waits and not EMBED.undo
