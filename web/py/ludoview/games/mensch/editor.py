"""What the position editor needs of mensch (:class:`~ludoview.core.editing.GameEditor`):
its places, its settings (players, options), a roll beside the position and the tries.

Square keys: ``b0``..``b3`` the bases, ``r0``..``r39`` the ring (``r0`` is Red's start
square, clockwise, as the board's numbers count: square ``n`` is ``r{n-1}``),
``l{corner}-{k}`` the home lanes (``k`` 0..3).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ludo import api
from ludo.limits import brief
from ludo.mensch.geometry import (
    DEFAULT_OPTIONS,
    LANE,
    LANE_SQUARES,
    OPTION_NAMES,
    RING,
    SEATS_FOR,
    progress_at,
    ring_square,
)
from ludoview.core.editing import GameEditor, NotOwn, Places, Setting, Toggle, square_number
from ludoview.games.mensch import board, words


class MenschPlaces(Places):
    HOME = -1
    PIECE_DATA = ("data-corner", "data-progress")
    SQUARE_IDS = ((r"sq-r(\d+)", "r{}"), (r"sq-l(\d)-(\d)", "l{}-{}"), (r"base-(\d)", "b{}"))

    def seats(self, position: dict) -> tuple:
        return tuple(position["seats"])

    def home(self, seat) -> str:
        return f"b{seat}"

    def squares(self, position: dict, seat) -> tuple[str, ...]:
        return (f"b{seat}", *(f"r{i}" for i in range(RING)), *(f"l{seat}-{k}" for k in range(LANE_SQUARES)))

    def progress(self, position: dict, seat, square: str) -> int:
        kind, rest = square[:1], square[1:]
        if kind == "r":
            return progress_at(seat, square_number(rest))
        owner = square_number(rest.split("-")[0])
        if owner != seat:
            raise NotOwn(seat, owner)
        return -1 if kind == "b" else LANE + square_number(rest.split("-")[1])

    def square(self, position: dict, seat, progress: int) -> str:
        if progress < 0:
            return f"b{seat}"
        if progress < RING:
            return f"r{ring_square(seat, progress)}"
        return f"l{seat}-{progress - LANE}"

    def label(self, lang: str, position: dict, seat, square: str) -> str:
        return words.place_label(lang, seat, self.progress(position, seat, square))

    def home_words(self, lang: str, n: int) -> str:
        return words.WORDS(lang, "mensch.board.in_base", n=n)

    def draw(self, position: dict, lang: str, orient: str = "landscape") -> str:
        # square numbers on the ring: the "to" list and the sentences count the same way (from Red's start)
        return board.render_board(position, lang=lang, numbers=True, orient=orient)

    def words(self, lang: str, position: dict) -> tuple[str, list[str]]:
        return words.board_words(lang, position)


class MenschEditor(GameEditor):
    places = MenschPlaces()
    sets = frozenset({"roll", "tries"})
    hint = "mensch.edit.hint"

    def settings_of(self, position: dict) -> dict:
        return {"players": len(position["seats"]), "options": dict(position["options"])}

    def start(self, settings: Mapping) -> dict:
        return api.new_position(list(SEATS_FOR[settings.get("players", 4)]),
                                {**DEFAULT_OPTIONS, **settings.get("options", {})})

    def merged(self, settings: Mapping, changes: Mapping[str, Any]) -> dict:
        out = {**settings}
        for name, value in changes.items():
            if name == "players":
                if str(value) not in {str(n) for n in SEATS_FOR}:
                    raise ValueError(f"players={brief(value, 20)}: expected one of {', '.join(map(str, SEATS_FOR))}")
                out["players"] = int(value)
            elif name == "options":
                unknown = set(value) - set(OPTION_NAMES)
                if unknown:
                    raise ValueError(f"unknown option {brief(sorted(map(str, unknown))[0], 40)}")
                out["options"] = {**settings["options"], **{k: bool(v) for k, v in value.items()}}
            else:
                raise ValueError(f"unknown setting {brief(name, 40)}")
        return out

    def resettled(self, position: dict, settings: Mapping) -> dict:
        """The pieces of the seats still there kept (the others wait in their bases), and the
        turn (else the first seat's)."""
        start = self.start(settings)
        pieces = {key: list(position["pieces"].get(key, value)) for key, value in start["pieces"].items()}
        keep = position["turn"] in start["seats"]
        return {**start, "pieces": pieces, "turn": position["turn"] if keep else start["turn"],
                "tries": position["tries"] if keep else 0}

    def turned(self, position: dict, seat) -> dict:
        """A new player's tries start at 0."""
        return {**position, "turn": seat, "tries": 0 if seat != position["turn"] else position["tries"]}

    def selects(self, lang: str, settings: Mapping) -> tuple[Setting, ...]:
        return (Setting("players", words.WORDS(lang, "setup.players"), tuple((str(n), str(n)) for n in SEATS_FOR),
                        str(settings["players"])),)

    def toggles(self, lang: str, settings: Mapping) -> tuple[Toggle, ...]:
        return tuple(Toggle(name, words.WORDS(lang, f"mensch.option.{name}"), words.WORDS(lang, f"mensch.option.{name}.help"),
                            bool(settings["options"].get(name))) for name in OPTION_NAMES)

    def tries(self, position: dict) -> int:
        return position["tries"]

    def with_tries(self, position: dict, tries: int) -> dict:
        return {**position, "tries": tries}


EDITOR = MenschEditor()
