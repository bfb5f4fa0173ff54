"""The old name of :mod:`ludo.mensch.game` (kept so that old imports still work).

The module of a game in progress and its record is ``game`` in every game
package (``ludo.mensch.game``, ``ludo.colonne.game``); importing it as
``ludo.mensch.record`` gives the same objects and a :class:`DeprecationWarning`.
The page never imports this name (build.py leaves it out of the bundles).
"""

import warnings

from ludo.mensch.game import RECORD_FORMAT, Game, Turn

warnings.warn("ludo.mensch.record is now ludo.mensch.game (the same name as in colonne)",
              DeprecationWarning, stacklevel=2)

__all__ = ["RECORD_FORMAT", "Game", "Turn"]
