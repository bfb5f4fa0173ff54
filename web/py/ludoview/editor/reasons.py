"""The engine's reasons for refusing a position, said to an author in the page's language.

The engine (``ludo``) explains a bad position in English for developers ("pieces of white: 7
values, the small variant has 6 pieces per player", "progress must be 0..37"). The editor shows
those reasons to people placing pieces, so the ones an author can meet are put in words of the
page's language (:data:`~ludoview.editor.words.WORDS`, ``editor.why.*``); any other (a mistyped
link's parameter, a rarer engine check) is said by its kind (:mod:`ludoview.core.reasons`), and
as it came on an English page.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ludoview.core import reasons
from ludoview.core.game import Seat
from ludoview.editor.words import WORDS

Player = Callable[[str, Seat], str]      #: (lang, seat) -> the player's name in words


def _seat(text: str) -> object:
    return int(text) if text.isdigit() else text


#: (pattern, key, how its fields are made from the match)
_REASONS: tuple[tuple[re.Pattern, str, Callable], ...] = (
    (re.compile(r"pieces of (white|black): (\d+) values, the \w+ variant has (\d+) pieces per player"),
     "editor.why.count", lambda m, name: dict(player=name(m[1]), n=int(m[2]), want=int(m[3]))),
    (re.compile(r"piece \d+ of (?:corner )?(\w+) (?:at|is) (-?\d+): progress must be (?:an integer )?(-?\d+)\.\.(\d+)"),
     "editor.why.beyond", lambda m, name: dict(player=name(_seat(m[1])), at=m[2], first=m[3], last=m[4])),
    (re.compile(r"piece \d+ of corner (\d) at \d+: ring square \d+ is already held by corner (\d)"),
     "editor.why.taken", lambda m, name: dict(player=name(int(m[1])), other=name(int(m[2])))),
    (re.compile(r"piece \d+ of corner (\d) at \d+: another piece of corner \d is already there"),
     "editor.why.twice", lambda m, name: dict(player=name(int(m[1])))),
    (re.compile(r"white and black both on track square (\d+)"),
     "editor.why.both_track", lambda m, name: dict(white=name("white"), black=name("black"), square=m[1])),
    (re.compile(r"all have four pieces home: only one player can finish|"
                r"both white and black have all pieces in the finish"),
     "editor.why.one_winner", lambda m, name: {}),
    (re.compile(r"tries \d: corner (\d) is not in a three-tries series"),
     "editor.why.no_tries", lambda m, name: dict(player=name(int(m[1])))),
    (re.compile(r"the \w+ variant has (\d+) dice, not (\d+)"),
     "editor.why.dice_count", lambda m, name: dict(want=int(m[1]), n=int(m[2]))),
    (re.compile(r"are not all equal: not a double"), "editor.why.double", lambda m, name: {}),
)


def say(lang: str, reason: str, player: Player) -> str:
    """The engine's ``reason`` in words of ``lang``; ``player`` names a seat (a mensch corner, a
    colonne colour) as the page does."""
    text = str(reason)
    def name(seat):
        return player(lang, seat)
    for pattern, key, fields in _REASONS:
        found = pattern.search(text)
        if found:
            try:
                return WORDS(lang, key, **fields(found, name))
            except (KeyError, ValueError, TypeError, IndexError):
                break
    return reasons.say(lang, text, "reason.position")
