"""Choosing a colonne step, in any order: dice, a unit, a target (pure, no DOM).

The legal steps are narrowed by what the player has picked so far
(:class:`Pick`): the dice it uses (indices into the dice left; several make a
sum), the unit that moves (its progress; 0 enters from off the board) and where
it lands. :func:`matching` is that narrowing; the :class:`Chooser` (see
:mod:`ludoview.core.controls`) plays a step once the choice leaves one. Keys:
R throws, 1-6 pick a die showing that number, A all dice, the arrows go through
the steps that fit, Enter plays, Escape clears the choice, U undoes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ludo.values import replace, value
from ludoview.core.controls import ARROWS, ARROWS_AHEAD, NONE, REDRAW, Act, Picks, cycle


def used_dice(rolled: Sequence[int], left: Sequence[int]) -> list[bool]:
    """For each die of ``rolled``: has it been used (is it no longer among ``left``)?"""
    spare = Counter(left)
    out = []
    for d in rolled:
        if spare[d] > 0:
            spare[d] -= 1
            out.append(False)
        else:
            out.append(True)
    return out


@value(frozen=True)
class Pick:
    """What the player has chosen so far: dice (indices into the dice left), a unit, a target."""

    dice: tuple[int, ...] = ()
    origin: int | None = None
    target: int | None = None

    def values(self, left: Sequence[int]) -> tuple[int, ...]:
        return tuple(sorted(left[i] for i in self.dice if 0 <= i < len(left)))

    def toggle_die(self, index: int) -> Pick:
        dice = tuple(i for i in self.dice if i != index) if index in self.dice else tuple(sorted(self.dice + (index,)))
        return replace(self, dice=dice, target=None)

    def toggle_value(self, value: int, left: Sequence[int]) -> Pick:
        """Key ``value``: take a free die showing it, else put back a chosen one (unchanged if none shows it)."""
        free = [i for i, d in enumerate(left) if d == value and i not in self.dice]
        if free:
            return self.toggle_die(free[0])
        taken = [i for i in self.dice if 0 <= i < len(left) and left[i] == value]
        return self.toggle_die(taken[-1]) if taken else self

    def all_dice(self, left: Sequence[int]) -> Pick:
        every = tuple(range(len(left)))
        return replace(self, dice=() if self.dice == every else every, target=None)

    def unit(self, origin: int) -> Pick:
        return replace(self, origin=None if self.origin == origin else origin, target=None)


def matching(steps: Sequence[dict], pick: Pick, left: Sequence[int]) -> list[int]:
    """Indices of the ``steps`` that fit ``pick`` (its dice as a multiset, its unit, its target)."""
    values = pick.values(left)
    return [i for i, s in enumerate(steps)
            if (not values or tuple(s["dice"]) == values)
            and (pick.origin is None or s["from"] == pick.origin)
            and (pick.target is None or s["to"] == pick.target)]


def unit_has_steps(steps: Sequence[dict], pick: Pick, left: Sequence[int]) -> list[int]:
    """Indices of the steps a unit could take with the chosen dice (whatever unit is picked)."""
    return matching(steps, replace(pick, origin=None, target=None), left)




@value(frozen=True)
class Chooser(Picks):
    """The player's choice so far (:class:`Pick`), the step under the keyboard cursor, and
    a words key the page says about the choice (``prompt``)."""

    pick: Pick = Pick()
    cursor: int | None = None
    prompt: str | None = None

    def listed(self, session) -> list[int]:
        """The steps that fit the choice (the ones a page lists)."""
        return matching(session.choices, self.pick, session.left)

    def _picked(self, pick: Pick, prompt: str | None = None) -> tuple[Act, Chooser]:
        return Act("redraw", prompt=prompt), Chooser(pick, None, prompt)

    def die(self, session) -> tuple[Act, Chooser]:
        """The roll button."""
        return (Act("roll") if session.phase == "roll" else NONE), self

    def dice(self, session, pick: Pick) -> tuple[Act, Chooser]:
        """Dice chosen (``pick`` has them): if the unit picked cannot use them, the dice alone."""
        steps, left = session.choices, session.left
        fits = matching(steps, pick, left)
        if pick.dice and not fits and pick.origin is not None:
            pick = Pick(dice=pick.dice)
            fits = matching(steps, pick, left)
        return self._picked(pick, "colonne.dice.none" if pick.dice and not fits else None)

    def toggle_die(self, session, index: int) -> tuple[Act, Chooser]:
        return self.dice(session, self.pick.toggle_die(index))

    def all_dice(self, session) -> tuple[Act, Chooser]:
        return self.dice(session, self.pick.all_dice(session.left))

    def unit(self, session, origin: int) -> tuple[Act, Chooser]:
        """A unit tapped: picked (or unpicked); played when that leaves one step."""
        steps, left = session.choices, session.left
        pick = self.pick.unit(origin)
        fits = matching(steps, pick, left)
        if pick.origin is not None and not fits:      # not with these dice: the unit alone
            pick = Pick(origin=origin)
            fits = matching(steps, pick, left)
            if not fits:
                return NONE, self
        if pick.origin is not None and len(fits) == 1:
            return Act("play", fits[0]), self
        return self._picked(pick)

    def target(self, session, index: int) -> tuple[Act, Chooser]:
        """A target tapped (step ``index`` lands there): played, unless other dice reach it too."""
        step = session.choices[index]
        pick = Pick(dice=self.pick.dice, origin=step["from"], target=step["to"])
        if len(matching(session.choices, pick, session.left)) <= 1:
            return Act("play", index), self
        return self._picked(pick, "colonne.dice.which")   # the same square with other dice: say which

    def key(self, name: str, session) -> tuple[Act, Chooser]:
        """A key pressed while a person may act."""
        phase = session.phase
        if name in ("u", "U"):
            return Act("undo"), self
        if phase == "roll":
            return (Act("roll") if name in ("r", "R", "Enter", " ") else NONE), self
        if phase != "choose":
            return NONE, self
        if len(name) == 1 and name in "123456":
            return self.dice(session, self.pick.toggle_value(int(name), session.left))
        if name in ("a", "A", "+"):
            return self.all_dice(session)
        if name == "Escape":
            return self._picked(Pick())
        fits = self.listed(session)
        if name in ARROWS:
            if not fits:
                return NONE, self
            return REDRAW, replace(self, cursor=cycle(self.cursor, fits, name in ARROWS_AHEAD))
        if name in ("Enter", " "):
            if self.cursor in fits:
                return Act("play", self.cursor), self
            if len(fits) == 1:
                return Act("play", fits[0]), self
            return (REDRAW, replace(self, cursor=fits[0])) if fits else (NONE, self)
        return NONE, self
