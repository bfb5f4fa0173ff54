"""The room in a teacher's lesson link (issue 34): a lesson of 20 steps of the longest
texts (600 characters each, in any script) fits a link lessons.html opens, and
``teacher.room`` says exactly which lessons fit: every lesson it passes is read back
whole by ``teacher.decode``, every one it does not would be refused (the editor then
refuses the step, in words, instead of giving the link)."""

from __future__ import annotations

import random

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.learn import teacher

STEP = {"position": "m0.02.00.5k__.t___", "roll": 4, "task": {"kind": "capture"}}


def lesson(steps: int, text) -> dict:
    return teacher.lesson_of("A title", "en", [dict(STEP, texts={part: text(i, j) for j, part in
                                                                  enumerate(teacher.PARTS)}) for i in range(steps)])


def words(pool: str):
    def text(i: int, j: int) -> str:
        rng = random.Random(100 * i + j)
        out = ""
        while len(out) < teacher.MAX_TEXT:
            out += "".join(rng.choice(pool) for _ in range(rng.randint(2, 9))) + " "
        return out[:teacher.MAX_TEXT]
    return text


@pytest.mark.parametrize("pool", ["abcdefghijklmnopqrstuvwxyz", "àéèìòùçäöüßœ€", "棋子骰子走一步吃回家终点",
                                  "🎲🏁♟"])
def test_twenty_steps_of_600_characters_fit_and_open(pool):
    whole = lesson(teacher.MAX_STEPS, words(pool))
    assert teacher.room(whole) <= 1.0
    opened = teacher.decode(teacher.encode(whole))
    assert len(opened["steps"]) == 20
    assert [s["texts"] for s in opened["steps"]] == [s["texts"] for s in whole["steps"]]


def test_room_says_exactly_what_decode_takes():
    noise = random.Random(7)
    pool = [chr(c) for c in range(0x4E00, 0x4E00 + 20_000)]     # text that does not deflate

    def text(i, j):
        return "".join(noise.choice(pool) for _ in range(teacher.MAX_TEXT))

    seen = set()
    for steps in range(1, teacher.MAX_STEPS + 1):
        made = lesson(steps, text)
        fits = teacher.room(made) <= 1.0
        seen.add(fits)
        if fits:
            assert len(teacher.decode(teacher.encode(made))["steps"]) == steps
        else:
            with pytest.raises(teacher.LessonError):
                teacher.decode(teacher.encode(made))
    assert seen == {True, False}
