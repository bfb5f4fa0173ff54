"""The one error type of a game at a distance: a code for the page's words, and a message."""

from __future__ import annotations

from ludo.errors import LudoError


class RemoteError(LudoError):
    """A link or message refused. ``code`` names the problem for the page (its words
    are in the page's catalogue), ``args[0]`` says it in English with the details,
    ``details`` holds the values the page's sentence needs.

    Codes: ``bad_link`` (not a link of this page), ``damaged`` (characters changed
    or added on the way: it does not unpack), ``truncated`` (cut short), ``too_large``,
    ``field`` (a field of a message of the wrong type or out of range:
    :mod:`ludo.remote.schema`), ``kept`` (a game kept in this browser that cannot be
    read or replayed), ``other_game`` (a link of another game), ``missing``
    (it continues from a point this browser does not have: ask for a full link),
    ``unknown_game`` (a game this browser does not hold), ``differs`` (the history
    differs from the one kept here), ``changed`` (a message changed on the way: its
    check does not match), ``forged`` (a signature that does not match), ``reveal``
    (a value that does not match its commitment), ``die`` (a throw's die that is
    not the one the reveals give), ``move`` (a move the rules do not allow),
    ``seat`` (a move of another seat than the one to play), ``witness`` (dice
    values given by a seat that may not give them, or not needed), ``order``
    (a message out of turn), ``used_up`` (the chains of dice are used up),
    ``over`` (the game is over), ``setup`` (a bad game setup)."""

    def __init__(self, code: str, message: str, **details) -> None:
        super().__init__(message)
        self.code = code
        self.details = details
