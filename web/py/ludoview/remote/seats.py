"""How distance.html names a game's seats in its title and in the list of games: a
computer's with its level ("Carla (computer, hard)"; "Computer 2 (hard)" under its
default name), a person's seat a computer took over by agreement too."""

from __future__ import annotations

from ludo.remote.tables import DEFAULT_LEVEL, LEVELS
from ludoview.core.i18n import LANGUAGES
from ludoview.remote.words import WORDS


def label(t, seat: int, entry: dict, computer: bool = False) -> str:
    """The name of ``seat`` (``entry``: its part of the create message); ``computer`` for a
    person's seat a computer took over."""
    name = str(entry.get("n", ""))
    if entry.get("c") != "cpu" and not computer:
        return name
    level = str(entry.get("l", DEFAULT_LEVEL))
    words = t("d.lv." + level) if level in LEVELS else level
    default = any(name == WORDS(lang, "d.cpu_name", n=seat + 1) for lang in LANGUAGES)
    return t("d.level_of" if default else "d.cpu_of", name=name, level=words)


def title(t, create: dict, taken=()) -> str:
    """The game and its seats ("Ludo: Anna, Carla (computer, hard), Bruno"), the game named as its own page does."""
    return t("d.game_title", game=t("d." + create["g"]),
             seats=", ".join(label(t, s, entry, s in taken) for s, entry in enumerate(create["n"])))
