"""Colonne hints in the page, in CPython: every reason code in words in it/fr/en/de, sample
hints read as whole lines, the view model's steps carrying them (and their accessible name),
asked once per position and only for a person's turn."""

from __future__ import annotations

import re
from pathlib import Path

import locale_texts
import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)
from test_words_review import ADJECTIVAL, BAD_JOINS, without_negations

from ludo import api
from ludo.colonne.hints import REASONS
from ludoview.core.i18n import LANGUAGES
from ludoview.games.colonne import view as cview
from ludoview.games.colonne.controls import Chooser, Pick
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup
from ludoview.games.colonne.words import WORDS, hint_text

#: Every reason code with the arguments it comes with (and the forms its words have).
SAMPLES = {
    "wins": [{}],
    "captures": [{"n": 1}, {"n": 2}],
    "finishes": [{"n": 1}, {"n": 3}],
    "exposed": [{"by": 1, "distance": 1}, {"by": 1, "distance": 5}, {"by": 2, "distance": 1}, {"by": 3, "distance": 4}],
    "binds": [{"height": 2}],
    "escapes": [{"from_height": 1}, {"from_height": 2}],
    "blocks": [{}],
    "enters": [{}],
    "advances": [{"squares": 1}, {"squares": 7}],
}


def hint(mark: str, estimate: float, *reasons: tuple[str, dict]) -> dict:
    return {"mark": mark, "estimate": estimate, "reason": reasons[0][0], "args": reasons[0][1],
            "reasons": [{"code": code, "args": args} for code, args in reasons]}


def every_hint_line(lang: str, names=None) -> list[str]:
    lines = []
    for code, forms in SAMPLES.items():
        for args in forms:
            for mark in ("good", "ok", "risky"):
                lines.append(hint_text(lang, "small", hint(mark, 0.5, (code, args)), "black", names))
    lines.append(hint_text(lang, "large", hint("risky", 0.3, ("captures", {"n": 2}),
                                               ("exposed", {"by": 2, "distance": 3})), "white", names))
    return lines


def test_the_samples_cover_every_reason_code():
    assert set(SAMPLES) == set(REASONS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reason_code_has_words_in_every_language(lang):
    for code in REASONS:
        message = WORDS.entry(f"colonne.hint.{code}")
        assert message is not None, code
        four = [locale_texts.forms(other, message)[0] for other in LANGUAGES]
        assert len(set(four)) >= 3, code      # translated, not copied
    lines = every_hint_line(lang)
    assert all(lines) and len(set(lines)) == len(lines)            # each sample reads, each differently
    for line in lines + every_hint_line(lang, {"white": "Anna", "black": "Émile"}):
        assert "{" not in line and not re.search(ADJECTIVAL[lang], line), line
        assert not re.search(BAD_JOINS[lang], line), line
        if lang == "fr":
            assert not re.search(r"\b[Pp]as\b", without_negations(line)), line


def test_sample_hints_read_as_a_native_would_in_each_language():
    beats = hint("good", 0.62, ("captures", {"n": 1}))
    assert [hint_text(lang, "small", beats, "black") for lang in LANGUAGES] == [
        "buono: batte una pedina di Nero (62% di probabilità di vincere)",
        "bon\u00a0: bat un pion de Noir (62\u00a0% de chances de victoire)",
        "good: beats a piece of Black's (62% to win)",
        "gut: schlägt eine Figur von Schwarz (62\u00a0% Gewinnchance)",
    ]
    risky = hint("risky", 0.305, ("captures", {"n": 2}), ("exposed", {"by": 2, "distance": 1}))
    names = {"black": "Émile"}
    assert [hint_text(lang, "small", risky, "black", names) for lang in LANGUAGES] == [
        "rischioso: batte 2 pedine di Émile e si ferma a 1 casella davanti a una colonna di 2 pedine di Émile "
        "(30% di probabilità di vincere)",
        "risqué\u00a0: bat 2 pions d'Émile et s'arrête à 1 case devant une colonne de 2 pions d'Émile, à sa portée "
        "(30\u00a0% de chances de victoire)",
        "risky: beats 2 of Émile's pieces and stops 1 square ahead of Émile's column of 2 (30% to win)",
        "riskant: schlägt 2 Figuren von Émile und landet 1 Feld vor einer 2er-Säule von Émile (30\u00a0% Gewinnchance)",
    ]
    home = hint("ok", 0.5, ("finishes", {"n": 2}))
    assert [hint_text(lang, "large", home, "white") for lang in LANGUAGES] == [
        "discreto: porta 2 pedine all'arrivo (50% di probabilità di vincere)",
        "correct\u00a0: amène 2 pions jusqu'à l'arrivée (50\u00a0% de chances de victoire)",
        "fair: brings 2 pieces to the finish (50% to win)",
        "ordentlich: bringt 2 Figuren ins Ziel (50\u00a0% Gewinnchance)",
    ]
    block = hint("good", 0.8, ("blocks", {}))
    assert hint_text("it", "small", block, "white", {"white": "Anna"}) == (
        "buono: sbarra la strada ad Anna (80% di probabilità di vincere)")
    assert hint_text("de", "small", hint("ok", 0.4, ("escapes", {"from_height": 3})), "black") == (
        "ordentlich: entkommt einer 3er-Säule von Schwarz (40\u00a0% Gewinnchance)")


def test_the_best_step_that_runs_a_risk_says_so_and_chances_are_never_certain_unless_they_are():
    best_risky = hint("good", 0.4, ("exposed", {"by": 1, "distance": 6}))
    assert hint_text("en", "small", best_risky, "black") == (
        "best here, but risky: stops 6 squares ahead of a piece of Black's (40% to win)")
    assert hint_text("en", "small", hint("good", 0.9996, ("advances", {"squares": 3})), "black").endswith("(99% to win)")
    assert hint_text("en", "small", hint("good", 0.001, ("enters", {})), "black").endswith("(1% to win)")
    assert hint_text("fr", "small", hint("good", 1.0, ("wins", {})), "black") == (
        "bon\u00a0: gagne la partie (100\u00a0% de chances de victoire)")


def test_a_hint_the_page_cannot_word_is_left_out():
    assert hint_text("en", "small", hint("great", 0.5, ("wins", {})), "black") is None
    assert hint_text("en", "small", hint("good", 0.5, ("teleports", {})), "black") is None
    assert hint_text("en", "small", hint("good", 0.5, ("captures", {})), "black") is None   # its count is missing


def _session(kinds=("human", "human"), variant="small", white=(20, 30), black=(23, 36), dice=(3, 6)):
    pieces = 6 if variant == "small" else 15
    position = dict(api.new_colonne(variant, "white"),
                    pieces={"white": list(white) + [0] * (pieces - len(white)),
                            "black": list(black) + [0] * (pieces - len(black))})
    return ColonneSession.new(ColonneSetup(variant, kinds), "hints", position=api.roll(position, list(dice)))


def test_the_view_gives_each_listed_step_its_hint_and_reads_it_in_its_name():
    s = _session()
    off = cview.view(s, cview.Seen(lang="en", can_act=True), [])
    assert off.steps and all(step.hint is None and step.mark is None and step.label == step.text for step in off.steps)
    on = cview.view(s, cview.Seen(lang="en", can_act=True, hints=True), [])
    engine = {(tuple(h["step"]["dice"]), h["step"]["from"], h["step"]["to"]): h for h in api.hints(s.position)}
    assert len(on.steps) == len(engine) == len(s.choices)
    for step in on.steps:
        move = s.choices[step.index]
        expected = engine[(tuple(move["dice"]), move["from"], move["to"])]
        exposed = any(r["code"] == "exposed" for r in expected["reasons"])
        words = ("best here, but risky" if step.mark == "good" and exposed else
                 dict(good="good", ok="fair", risky="risky", weaker="weaker")[step.mark])
        # drawn as its words say: red and the risk sign only for a step that runs a risk, a
        # step worse than the best for a good reason is "weaker" (neutral)
        drawn = "weaker" if expected["mark"] == "risky" and not exposed else expected["mark"]
        # shown on a line of its own under the step, the hint starts with a capital, as the step does
        assert step.mark == drawn and step.hint.startswith(words.capitalize() + ": ")
        assert step.text[0].isupper()
        assert step.hint.endswith(f"({round(expected['estimate'] * 100)}% to win)")
        assert step.label == f"{step.text} — {step.hint}"
    beat = next(step for step in on.steps if s.choices[step.index]["to"] == 23)   # 20 -> 23 beats Black's piece
    assert beat.mark == "good" and beat.hint.startswith("Good: beats a piece of Black's (")
    # the steps that fit a pick keep their own hints; the cursor says its step with its hint
    picked = cview.view(s, cview.Seen(lang="fr", can_act=True, hints=True,
                                      chooser=Chooser(Pick(dice=(s.left.index(3),)), cursor=beat.index)), [])
    assert beat.index in [step.index for step in picked.steps]
    chosen = next(step for step in picked.steps if step.index == beat.index)
    assert chosen.hint.startswith("Bon\u00a0: bat un pion de Noir (")
    # said inside a sentence, the step and its hint keep their small letters
    assert picked.say.startswith("Coup ") and " — bon\u00a0: bat un pion de Noir (" in picked.say
    assert picked.say.endswith(chosen.hint[1:]) and ": pion de la case " in picked.say


def test_hints_are_asked_once_per_position_and_only_on_a_persons_turn(monkeypatch):
    calls = []
    real = api.hints
    monkeypatch.setattr(api, "hints", lambda position, roll=None: calls.append(1) or real(position, roll))
    s = _session()
    for lang in LANGUAGES:
        cview.view(s, cview.Seen(lang=lang, can_act=True, hints=True), [])
    assert len(calls) == 1
    s.play(0)                                       # a new position: asked again
    cview.view(s, cview.Seen(lang="en", can_act=True, hints=True), [])
    assert len(calls) == 2
    computer = _session(kinds=("medium", "human"))   # the computer's turn: the page may not act, no hints
    v = cview.view(computer, cview.Seen(lang="en", can_act=False, hints=True), [])
    assert v.steps == () and len(calls) == 2


def test_a_large_position_with_three_dice_gets_a_hint_per_step():
    s = _session(variant="large", white=(5, 17, 17, 22, 30), black=(20, 26, 26, 33), dice=(6, 5, 2))
    v = cview.view(s, cview.Seen(lang="de", can_act=True, hints=True), [])
    assert len(v.steps) == len(s.choices) > 10
    assert all(step.hint and step.hint.endswith("Gewinnchance)") for step in v.steps)
    assert {step.mark for step in v.steps} <= {"good", "ok", "risky", "weaker"} and "good" in {step.mark for step in v.steps}


def test_a_risky_mark_says_risky_only_when_the_step_runs_a_risk():
    """The engine marks "risky" a step that runs a risk or is clearly worse than the best;
    a step that only falls short is called weaker, never risky, in every language."""
    short = hint("risky", 0.47, ("enters", {}))
    exposed = hint("risky", 0.47, ("enters", {}), ("exposed", {"by": 2, "distance": 3}))
    for lang, weaker, risky in (("en", "weaker", "risky"), ("fr", "moins bon", "risqué"),
                                ("it", "meno buono", "rischioso"), ("de", "schwächer", "riskant")):
        assert hint_text(lang, "small", short, "black").startswith(weaker)
        assert hint_text(lang, "small", exposed, "black").startswith(risky)


def test_a_weaker_step_for_a_good_reason_is_not_drawn_red_with_the_risk_sign():
    """The hint's class (its colour and sign) follows its reasons as its words do: a step the
    engine marks "risky" because it falls short, for a good reason ("escapes a piece of Black's"),
    is drawn "weaker" (neutral, no ⚠); one that runs a risk stays "risky"."""
    from ludoview.games.colonne.words import hint_mark

    escapes = hint("risky", 0.41, ("escapes", {"from_height": 1}))
    exposed = hint("risky", 0.41, ("escapes", {"from_height": 1}), ("exposed", {"by": 1, "distance": 4}))
    assert hint_mark(escapes) == "weaker" and hint_mark(exposed) == "risky"
    assert hint_mark(hint("good", 0.6, ("captures", {"n": 1}))) == "good"
    assert hint_text("de", "small", escapes, "black").startswith("schwächer: entkommt")
    css = (Path(__file__).resolve().parent.parent / "web" / "style.css").read_text(encoding="utf-8")
    assert '.hint.weaker::before { content: "○ "; }' in css and ".hint.weaker {" not in css  # the neutral colour
