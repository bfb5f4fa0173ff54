"""What the position editor needs of colonne (:class:`~ludoview.core.editing.GameEditor`):
its places, its one setting (the size), and the dice left to play (part of the position).

Square keys: ``off`` (off the board), ``white-{p}`` / ``black-{p}`` the entry lanes (``p``
the progress 1..E: the square drawn at the left, entry XII of the small game, is 1),
``t1``..``tT`` the shared track, ``finish``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ludo import api
from ludo.colonne.geometry import COLOURS, finish
from ludo.colonne.geometry import entry_and_track as sizes
from ludo.colonne.variant import VARIANTS, variant_named
from ludo.limits import brief
from ludoview.core.editing import GameEditor, Hit, NotOwn, Places, Setting, square_number
from ludoview.games.colonne import board, words


class ColonnePlaces(Places):
    HOME = 0
    PIECE_DATA = ("data-colour", "data-from")
    SQUARE_IDS = ((r"csq-(white|black)-(\d+)", "{}-{}"), (r"csq-t(\d+)", "t{}"), (r"csq-finish", "finish"))

    def seats(self, position: dict) -> tuple:
        return COLOURS

    def home(self, seat) -> str:
        return "off"

    def hit(self, position: dict, ident: str, data: dict) -> Hit | None:
        # the pile of a colour's pieces off the board (drawn under the board) holds them as a unit does
        pile = re.fullmatch(r"off-(white|black)", ident or "")
        return Hit(pile.group(1), "off") if pile else super().hit(position, ident, data)

    def squares(self, position: dict, seat) -> tuple[str, ...]:
        entry, track = sizes(position["variant"])
        return ("off", *(f"{seat}-{p}" for p in range(1, entry + 1)), *(f"t{k}" for k in range(1, track + 1)),
                "finish")

    def progress(self, position: dict, seat, square: str) -> int:
        entry, track = sizes(position["variant"])
        if square == "off":
            return 0
        if square == "finish":
            return finish(position["variant"])
        if square.startswith("t"):
            return entry + square_number(square[1:])
        owner, _, p = square.partition("-")
        if owner != seat:
            raise NotOwn(seat, owner)
        return square_number(p)

    def square(self, position: dict, seat, progress: int) -> str:
        entry, track = sizes(position["variant"])
        if progress == 0:
            return "off"
        if progress <= entry:
            return f"{seat}-{progress}"
        return f"t{progress - entry}" if progress <= entry + track else "finish"

    def label(self, lang: str, position: dict, seat, square: str) -> str:
        return words.place(lang, position["variant"], self.progress(position, seat, square))

    def home_words(self, lang: str, n: int) -> str:
        return words.WORDS(lang, "colonne.board.off", n=n)

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        return board.render_colonne(position, lang=lang, orient=orient)

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        return words.board_words(lang, position)


class ColonneEditor(GameEditor):
    places = ColonnePlaces()
    sets = frozenset({"dice"})
    wide = True
    hint = "colonne.edit.hint"

    def settings_of(self, position: dict) -> dict:
        return {"variant": position["variant"]}

    def start(self, settings: Mapping) -> dict:
        return api.new_colonne(settings.get("variant", next(iter(VARIANTS))))

    def merged(self, settings: Mapping, changes: Mapping[str, Any]) -> dict:
        for name, value in changes.items():
            if name != "variant":
                raise ValueError(f"unknown setting {brief(name, 40)}")
            if value not in VARIANTS:
                raise ValueError(f"variant={brief(value, 20)}: expected one of {', '.join(VARIANTS)}")
        return {**settings, **changes}

    def resettled(self, position: dict, settings: Mapping) -> dict:
        """Everything kept in the same size; another size starts afresh (the turn kept)."""
        if settings["variant"] == position["variant"]:
            return position
        return {**self.start(settings), "turn": position["turn"]}

    def selects(self, lang: str, settings: Mapping) -> tuple[Setting, ...]:
        return (Setting("variant", words.WORDS(lang, "colonne.setup.variant"),
                        tuple((v, words.WORDS(lang, f"colonne.setup.{v}")) for v in VARIANTS), settings["variant"]),)

    def dice(self, position: dict) -> tuple[list[int], bool]:
        return list(position["dice"]), bool(position["again"])

    def dice_count(self, settings: Mapping) -> int:
        return variant_named(settings["variant"]).dice

    def with_dice(self, position: dict, dice: list[int], again: bool) -> dict:
        """A full roll's ``again`` is whether it is a double; for fewer dice it is ``again``
        (the turn began with a double)."""
        full = len(dice) == self.dice_count(self.settings_of(position))
        return {**position, "dice": list(dice), "again": len(set(dice)) == 1 if full else bool(again)}

    def thrown(self, position: dict, roll: tuple[int, ...] | None) -> tuple[dict, int | None]:
        if roll is None:
            return position, None
        return {**position, "dice": list(roll), "again": len(set(roll)) == 1}, None


EDITOR = ColonneEditor()
