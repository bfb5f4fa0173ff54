"""Computer players for colonne: random, easy, medium, hard.

- **random**: any legal step, uniformly (a yardstick for the arena);
- **easy**: mostly random, but takes a hit or a finish when it sees one;
- **medium**: the seed's advice, one step at a time: keep pieces bound in
  columns, do not leave a unit standing where an opponent unit that may defeat
  it is within one roll behind, hit when it pays;
- **hard**: plans the whole turn -- every order of steps the dice allow
  (:mod:`~ludo.colonne.plans`) -- and scores where the pieces end up with
  :mod:`~ludo.colonne.evaluate` (race, columns, and the 1-ply expectation over
  the opponent's next roll of its best hit); in the small variant the best few
  plans are then scored by the expectation, over the opponent's 21 rolls, of
  the opponent's best whole-turn reply.

A turn has several steps, so the hard player's plan is kept (keyed by the
position each step leads to) and the next calls take its next step. Same
position, level and seed: same choice. How the arena plays these levels is in
:mod:`ludo.colonne.arena` (tooling, not shipped to the browser).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ludo.colonne import rules
from ludo.colonne.evaluate import DEFAULT, WIN, Weights, evaluate
from ludo.colonne.plans import distinct_rolls, turn_plans
from ludo.colonne.position import Position
from ludo.errors import IllegalMove, UnknownLevel
from ludo.limits import brief, check_seed

LEVELS = ("random", "easy", "medium", "hard")


def _seed_for(position: Position, seed: Any) -> random.Random:
    if seed is None:  # no seed: derived from the position, so still the same every time
        seed = f"{position.variant.name}{position.white}{position.black}{position.turn}{position.dice}"
    return random.Random(seed)


# --- the levels --------------------------------------------------------------

class Player:
    """A computer player: ``player(position)`` returns a legal :class:`Step` or None."""

    level = "random"

    def __init__(self, seed: Any = None) -> None:
        self.random = random.Random(seed)

    def __call__(self, position: Position) -> rules.Step | None:
        steps = rules.legal_steps(position)
        if not steps:
            return None
        return self.pick(position, steps)

    def pick(self, position: Position, steps: tuple[rules.Step, ...]) -> rules.Step:
        return self.random.choice(steps)


class EasyPlayer(Player):
    level = "easy"

    def pick(self, position, steps):
        good = [s for s in steps if s.captures or s.target == position.variant.finish]
        if good and self.random.random() < 0.7:
            return self.random.choice(good)
        return self.random.choice(steps)


def exposure(position: Position, mine: tuple[int, ...], theirs: tuple[int, ...], reentry: float = 6.0) -> float:
    """What we stand to lose: every own track unit with an opponent unit that may
    defeat it within one roll behind counts its pieces times its progress."""
    variant = position.variant
    reach = 6 * variant.dice
    finish = variant.finish
    mine_units: dict[int, int] = {}
    for p in mine:
        if variant.entry < p < finish:
            mine_units[p] = mine_units.get(p, 0) + 1
    their_units: dict[int, int] = {}
    for q in theirs:
        if 0 < q < finish:
            their_units[q] = their_units.get(q, 0) + 1
    total = 0.0
    for p, size in mine_units.items():
        if any(0 < p - q <= reach and strength >= size for q, strength in their_units.items()):
            total += size * (p + reentry)
    return total


class MediumPlayer(Player):
    level = "medium"

    def pick(self, position, steps):
        variant = position.variant
        best, best_score = steps[0], None
        for step in steps:
            mine, theirs = rules.raw_apply(variant, position.mine, position.theirs, step.origin, step.target)
            score = sum(mine) - sum(theirs)
            score += 3 * sum(1 for p in mine if variant.entry < p < variant.finish and mine.count(p) > 1)
            score -= 0.5 * exposure(position, mine, theirs)
            if best_score is None or score > best_score:
                best, best_score = step, score
        return best


class HardPlayer(Player):
    level = "hard"

    def __init__(self, seed: Any = None, weights: Weights = DEFAULT, width: int = 6, budget: int = 2500) -> None:
        super().__init__(seed)
        self.weights = weights
        self.width = width  # plans looked at with the opponent's replies
        self.budget = budget  # opponent reply ends scored, after which no further plan is looked at
        self.work = 0
        self.plan: dict[Position, tuple] = {}

    def pick(self, position, steps):
        key = self.plan.pop(position, None)
        if key is None:
            self.plan.clear()
            path = self.best_plan(position)
            after = position
            for planned in path:
                self.plan[after] = planned
                after = rules.play(after, rules.Step(*planned))
                if after.turn != position.turn or not after.dice:
                    break
            key = self.plan.pop(position, None)
        for step in steps:
            if (step.dice, step.origin, step.target) == key:
                return step
        return steps[0]  # pragma: no cover -- the plan is built from legal steps

    def best_plan(self, position: Position) -> tuple:
        """The steps of the best whole-turn plan.

        Every end of the turn gets its static score; in the small variant the
        ``width`` best are then scored again by the expectation over the
        opponent's 21 rolls of the opponent's best reply (its own whole-turn
        plan, scored from its side). The large variant, with 56 rolls and far
        more plans, stays with the static score to keep within the time budget.
        """
        variant = position.variant
        ends = turn_plans(variant, position.mine, position.theirs, position.dice)
        scored = sorted(
            ((evaluate(variant, mine, theirs, position.again, self.weights), index, path, mine, theirs)
             for index, ((mine, theirs), path) in enumerate(ends.items())),
            key=lambda entry: (-entry[0], entry[1]),
        )
        if not scored:
            return ()
        if position.again or variant.dice > 2 or len(scored) == 1 or scored[0][0] >= WIN:
            return scored[0][2]
        best_path, best_value = scored[0][2], None
        self.work = 0
        for rank, (_static, _index, path, mine, theirs) in enumerate(scored[: self.width]):
            if rank >= 2 and self.work > self.budget:
                break  # a bound on the work (not the clock), so choices stay reproducible
            value = -self.reply_value(position, mine, theirs)
            if best_value is None or value > best_value:
                best_path, best_value = path, value
        return best_path

    def reply_value(self, position: Position, mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
        """The opponent's expected score (its view) after its best reply, over its roll."""
        variant = position.variant
        total = 0.0
        for probability, dice in distinct_rolls(variant.dice):
            double = dice[0] == dice[-1]
            replies = turn_plans(variant, theirs, mine, dice, beam=40)
            self.work += len(replies)
            total += probability * max(
                evaluate(variant, their_end, my_end, double, self.weights) for their_end, my_end in replies
            )
        return total


PLAYERS: dict[str, type[Player]] = {
    "random": Player,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
}


def check_level(level: Any) -> str:
    """``level`` if it is one of :data:`LEVELS`; else :class:`UnknownLevel` naming it."""
    if not isinstance(level, str) or level not in PLAYERS:
        raise UnknownLevel(f"level {brief(level)}: expected one of {', '.join(LEVELS)}")
    return level


_HARD_CACHE: dict[Any, HardPlayer] = {}


def choose(position: Position, level: Any, seed: Any = None, roll: Any = None) -> rules.Step | None:
    """The level's choice among the legal steps of ``position`` (None: there is
    none). ``roll`` as for :func:`ludo.colonne.rules.legal_choices`: None (the
    dice are in the position), or a full throw for a position waiting for one:
    the choice after that throw (the same signature as mensch's ``choose``)."""
    check_level(level)
    check_seed(seed)
    if roll is not None:
        position = rules.roll(position, roll)
    if level == "hard":
        # One hard player keeps its plan from call to call (the plan is deterministic).
        player = _HARD_CACHE.setdefault("hard", HardPlayer())
        return player(position)
    chosen = PLAYERS[level](seed)
    chosen.random = _seed_for(position, seed)
    return chosen(position)


def player(level: Any, seed: Any = None) -> Callable[[Any], int]:
    """A computer player of ``level`` on protocol states: called with a state
    at a decision node (:mod:`ludo.colonne.state`), it returns its action. Its
    random source (from ``seed``) runs on from call to call."""
    chosen = PLAYERS[check_level(level)](check_seed(seed))

    def act(state: Any) -> int:
        step = chosen(state.position()) if state.legal and not state.is_terminal() else None
        if step is None:
            raise IllegalMove(f"state {state}: not a decision node (no step to choose)")
        return state.action_of(step)
    return act


def choose_action(state: Any, level: Any, seed: Any = None) -> int:
    """The action :func:`choose` picks at a decision node of the object protocol."""
    step = choose(state.position(), level, seed) if state.legal and not state.is_terminal() else None
    if step is None:
        raise IllegalMove(f"state {state}: not a decision node (no step to choose)")
    return state.action_of(step)
