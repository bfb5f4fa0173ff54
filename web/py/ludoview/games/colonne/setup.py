"""What a colonne game is set up with: the variant and who plays white and black."""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from ludo.colonne.geometry import COLOURS
from ludo.colonne.variant import VARIANTS, variant_named
from ludo.limits import brief
from ludo.values import value
from ludoview.core.names import clean_name
from ludoview.core.session import HUMAN, KINDS
from ludoview.games.colonne.words import WORDS


@value(frozen=True)
class ColonneSetup:
    """The variant, who plays white and black, and their names (None: the colour)."""

    variant: str = "small"
    kinds: tuple[str, ...] = (HUMAN, "medium")                 # two: checked below
    player_names: tuple[str | None, ...] = (None, None)        # two once made (missing ones None)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"variant={brief(self.variant, 40)}: must be one of {', '.join(VARIANTS)}")
        kinds = tuple(self.kinds)
        if len(kinds) != 2 or any(k not in KINDS for k in kinds):
            raise ValueError(f"kinds={brief(kinds, 60)}: need 2 of {', '.join(KINDS)} (white, black)")
        object.__setattr__(self, "kinds", kinds)
        named = (tuple(self.player_names) + (None, None))[:2]
        object.__setattr__(self, "player_names", tuple(clean_name(n) for n in named))

    @classmethod
    def default(cls) -> ColonneSetup:
        """One click: you (White) against a medium computer (Black), the small board."""
        return cls()

    @property
    def dice(self) -> int:
        """How many dice a throw has."""
        return variant_named(self.variant).dice

    @property
    def seats(self) -> tuple[str, str]:
        return COLOURS

    def kind(self, colour: str) -> str:
        return self.kinds[COLOURS.index(colour)]

    def humans(self) -> list[str]:
        """The colours people play."""
        return [c for c, k in zip(COLOURS, self.kinds, strict=True) if k == HUMAN]

    @property
    def names(self) -> dict[str, str]:
        """The names given in the setup, by colour (a colour without one is called by its colour)."""
        return {c: n for c, n in zip(COLOURS, self.player_names, strict=True) if n}


def settings_form(lang: str, settings: Mapping) -> str:
    """The variant as a menu, for a setup form (the embed's)."""
    chosen = settings.get("variant", "small")
    choices = "".join(f'<option value="{v}"{" selected" if v == chosen else ""}>{escape(WORDS(lang, "colonne.setup." + v))}'
                      f'</option>' for v in VARIANTS)
    return f'<label>{escape(WORDS(lang, "colonne.setup.variant"))} <select id="setup-variant">{choices}</select></label>'


def settings_read(element) -> dict:
    """The variant the form's menu says (``element(id)`` finds a field)."""
    return {"variant": str(element("setup-variant").value)}
