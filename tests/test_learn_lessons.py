"""The lessons without a browser (ludoview.learn.lessons, lesson_words, teacher): every step
of both courses checked against the engine, its words in four languages; a teacher's lesson
checked, carried in a link and read back."""

from __future__ import annotations

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludoview.core.i18n import LANGUAGES
from ludoview.learn import lessons as L
from ludoview.learn import teacher as T
from ludoview.learn.lesson_words import LESSON_WORDS as WORDS

#: The topics the issue asks each course to teach, as the steps' ids.
TOPICS = {"mensch": ("m-enter", "m-tries", "m-capture", "m-compulsory", "m-free-start", "m-lane", "m-jump"),
          "colonne": ("c-enter", "c-steps", "c-bind", "c-beat", "c-block", "c-double", "c-finish")}


def choices(item: dict) -> list:
    position = api.from_notation(item["position"])
    return api.legal_moves(position, item["roll"]) if position["game"] == "mensch" else api.legal_steps(position)


@pytest.mark.parametrize("course", ["mensch", "colonne"])
def test_every_step_can_be_done_and_its_words_are_there(course):
    steps = L.COURSES[course]
    assert tuple(s["id"] for s in steps) == TOPICS[course]
    wrongs = 0
    for item in steps:
        assert L.game_of(item["position"]) == course
        assert api.to_notation(api.from_notation(item["position"])) == item["position"]
        legal = choices(item)
        good = [c for c in legal if L.done(item, c)]
        if item["task"]["kind"] == "pass":
            assert not legal and L.done(item, None)
        else:
            assert good, item["id"]
            assert L.answer_of(item) in good
        wrongs += any(not L.done(item, c) for c in legal)
        for lang in LANGUAGES:
            for part in ("title", "text", "task", "wrong", "done"):
                assert WORDS(lang, f"lesson.{item['id']}.{part}").strip()
    assert wrongs >= 3   # several steps offer a wrong move to learn from (the others teach a rule that forces the move)


def test_a_step_s_task_is_judged_by_the_move_played():
    capture = next(s for s in L.COURSES["mensch"] if s["id"] == "m-capture")
    assert L.done(capture, {"from": 5, "to": 9, "capture": True})
    assert not L.done(capture, {"from": 20, "to": 24, "capture": False}) and not L.done(capture, None)
    enter = L.COURSES["colonne"][0]
    assert L.done(enter, {"dice": [5, 3], "from": 0, "to": 5, "pieces": 1, "captures": 0})
    assert not L.done(enter, {"dice": [5], "from": 0, "to": 8, "pieces": 1, "captures": 0})
    best = {"id": "b", "position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "best"}}
    assert L.done(best, {"from": 5, "to": 9}) and not L.done(best, {"from": 20, "to": 24})


def test_progress_reads_back_and_ignores_what_it_cannot_read():
    progress = {"mensch": ["m-enter", "m-tries"]}
    assert L.read_progress(L.write_progress(progress)) == progress
    assert L.read_progress("{oops") == {} and L.read_progress('{"mensch": [1, "m-enter"]}') == {"mensch": ["m-enter"]}
    assert L.first_open(L.COURSES["mensch"], ["m-enter", "m-tries"]) == 2
    assert L.first_open(L.COURSES["mensch"], [s["id"] for s in L.COURSES["mensch"]]) == 0


LESSON = {"format": T.FORMAT, "title": "Ma leçon", "lang": "fr", "steps": [
    {"position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "capture"},
     "texts": {"title": "Prendre", "text": "On prend en s'arrêtant sur l'autre.", "wrong": "Compte 4 cases."}},
    {"position": "cs_8.11.0.0.0.0_0.0.0.0.0.0_w34", "roll": None,
     "task": {"kind": "move", "move": {"dice": [3], "from": 8, "to": 11}}, "texts": {"title": "Lier"}},
    {"position": "m1.02.00.ADc_.____", "roll": 5, "task": {"kind": "best"}},
]}


def test_a_teacher_s_lesson_travels_in_a_link_and_comes_back_checked():
    lesson = T.check_lesson(LESSON)
    assert [s["id"] for s in lesson["steps"]] == ["t1", "t2", "t3"]
    link = T.link(lesson, "lessons.html", "fr")
    assert link.startswith("lessons.html?lang=fr#lesson=") and len(link) < 1500
    back = T.from_fragment("#" + link.split("#", 1)[1])
    assert back["title"] == "Ma leçon" and back["steps"][0]["texts"]["wrong"] == "Compte 4 cases."
    assert back["key"].startswith("teacher-")
    assert T.snippet(lesson).startswith('<iframe src="lessons.html?lang=fr#lesson=')


@pytest.mark.parametrize("step, words", [
    ({"position": "m0.02.00.5k__.t___", "roll": 7, "task": {"kind": "capture"}}, "roll"),
    ({"position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "move", "move": {"from": 5, "to": 10}}},
     "no legal move does this task"),
    ({"position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "pass"}}, "cannot be passed"),
    ({"position": "m1.02.00.5k__.____", "roll": 4, "task": {"kind": "capture"}}, "no legal move does this task"),
    ({"position": "cs_0.0.0.0.0.0_0.0.0.0.0.0_w", "roll": None, "task": {"kind": "any"}}, "set the dice"),
    ({"position": "zz", "roll": 1, "task": {"kind": "any"}}, "step 1"),
    ({"position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "guess"}}, "must be one of"),
])
def test_a_lesson_that_cannot_be_done_is_refused_in_words(step, words):
    with pytest.raises(T.LessonError, match=words):
        T.check_lesson({"format": T.FORMAT, "steps": [step]})
    with pytest.raises(T.LessonError):
        T.from_fragment("#lesson=AAAA")
