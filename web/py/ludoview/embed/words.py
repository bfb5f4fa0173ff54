"""The embed's and the replay's own words (declared in English, translated in locale/*.po): frame chrome, share links,
errors, the replay's controls. They fall back to the shell's words.
"""

from __future__ import annotations

from ludoview.core.i18n import Catalogue, _
from ludoview.core.words import SHELL

WORDS = Catalogue({
    "embed.reset": _("Reset"),
    "embed.continue": _("Continue"),
    "embed.share": _("Share"),
    "embed.share_game": _("Link to this game"),
    "embed.share_position": _("Link to this position"),
    "embed.replay": _("Replay the game"),
    "embed.roll_first": _("Roll to see the legal moves."),
    # said by boards.js (the build writes it there) when a page of another site cannot load its files
    "boards.cannot_start": _("This board cannot start here: its files at {site} may not be used by another site. "
                             "Copy the game's folder beside your page and load boards.js from your copy."),
    "embed.error_title": _("This board cannot be shown"),
    "embed.error_hint": _("Check the address of this frame (see the embedding guide)."),
    "embed.host_error": _("Command refused: {message}"),
    "replay.title": _("Replay"),
    "replay.start": _("Start"),
    "replay.back": _("Back"),
    "replay.forward": _("Forward"),
    "replay.end": _("End"),
    "replay.at": _("Position {i} of {n}"),
    "replay.initial": _("Starting position"),
    "replay.players": _("Players: {players}."),
    "replay.won": _("{player} won."),
    "replay.unfinished": _("The game was not finished."),
    "replay.to_game": _("Play"),
    "replay.to_rules": _("Rules"),
    "replay.bad_link": _("This link holds no game that can be shown: {reason}"),
    "replay.link_too_large": _("This link is too large to hold a real game, so it is not opened ({reason})."),
    "replay.bad_step": _("The address asks for step=“{value}”, which is not a position of this game (0 to {n}): the replay opens at the start."),
    "replay.none": _("Nothing to replay: the link holds no game."),
}, SHELL)
