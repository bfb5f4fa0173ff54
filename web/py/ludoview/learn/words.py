"""The learning pages' own words (declared in English, translated in locale/*.po): the puzzles' page. They fall back to the
embed's words (and through them to the shell's)."""

from __future__ import annotations

from ludoview.core.i18n import Catalogue, _, pgettext
from ludoview.embed.words import WORDS as EMBED

WORDS = Catalogue({
    "learn.puzzles": _("Puzzles"),
    "learn.puzzles_intro": _("Positions from real games where one move is clearly the best. Find it!"),
    "learn.game": _("Game"),
    "learn.game.mensch": _("Ludo"),
    "learn.game.colonne": _("Colonne"),
    "learn.level": _("Level"),
    "learn.level.all": _("All"),
    "learn.level.easy": _("easy"),
    "learn.level.medium": _("medium"),
    "learn.level.hard": _("hard"),
    "learn.number": _("Puzzle {i} of {n} · {level}"),
    "learn.task.die": _("{player} to play, with a {roll}: which move is best?"),
    "learn.task.dice": _("{player} to play, with the dice {dice}: what is the best way to play them?"),
    "learn.going": _("Good, go on: there are dice left."),
    "learn.right": _("Right! That is the best move."),
    "learn.late": _("Found after a miss: only a first try counts as solved and keeps the streak going."),
    "learn.right.dice": _("Right! That is the best way to play the dice."),
    "learn.wrong": _("Not the best."),
    "learn.wrong.move": _("Your move {reason}; after it {player} wins {chance} of the time."),
    "learn.wrong.turn": _("After your turn {player} wins {chance} of the time."),
    "learn.wrong.cut": _("After this step the best turn can no longer be played."),
    "learn.best": pgettext("learn.best", "The best is to {move}: it {reason}."),
    "learn.best.dice": pgettext("learn.best.dice", "The best is to {move}: it {reason}."),
    "learn.chances": _("After the best move {player} wins {best} of the time, after the next best {second}."),
    "learn.and": _(" and "),
    "learn.streak": _("Streak: {n}"),
    "learn.best_streak": _("Best: {n}"),
    "learn.solved": _("Solved: {n} of {total}"),
    "learn.try_again": _("Try again"),
    "learn.show": _("Show the answer"),
    "learn.next": _("Next puzzle"),
    "learn.shown": _("Here is the best move, on the board."),
    "learn.all_solved": _("You have solved every puzzle of this level: back to the first."),
    "learn.no_data": _("The puzzles could not be loaded: {reason}"),
    "learn.own": _("A mistake from your game: find the better move."),
    "learn.bad_mistake": _("This link holds no mistake to try again: {reason}"),
    "learn.to_lessons": _("Lessons"),
    "learn.to_puzzles": _("Puzzles"),
}, EMBED)
