"""The position editor's own words (declared in English, translated in locale/*.po). Everything a game already says (its
name, colours, places, options, sizes) comes from the games' catalogues, and the frame's
and the shell's words after them: this catalogue falls back to all of them.

It speaks as the app does: ``tu`` in Italian and French, ``du`` in German. What only
one game's board needs (how to place pieces on it) is in that game's catalogue.
"""

from __future__ import annotations

from ludoview import games
from ludoview.core.i18n import Catalogue, _
from ludoview.embed.words import WORDS as FRAME_WORDS

WORDS = Catalogue({
    "editor.title": _("Position editor"),
    "editor.intro": _("Set up a position of either game: the rules check it at every change. Then copy the board for your page."),
    "editor.guide": _("Embedding guide"),
    "editor.position": _("The position"),
    "editor.clear": _("Back to the start"),
    "editor.palette": _("Colour to place"),
    "editor.seat": _("{player} · {home}"),
    "editor.keyboard": _("Move a piece"),
    "editor.from": _("From"),
    "editor.to": _("To"),
    "editor.move": _("Move"),
    "editor.count": _("{place} ({n})"),
    "editor.turn": _("To move"),
    "editor.roll": _("Roll"),
    "editor.no_roll": _("none: roll first"),
    "editor.tries": _("Throws without a 6 (of the three to come out)"),
    "editor.dice": _("Dice"),
    "editor.die": _("Die {n}"),
    "editor.no_die": _("–"),
    "editor.again": _("The turn began with a double (roll again after it)"),
    "editor.embed": _("On your page"),
    "editor.mode": _("Mode"),
    "editor.mode.scenario": _("Scenario: the legal moves explained"),
    "editor.mode.play": _("Play: against the computer"),
    "editor.mode.demo": _("Demo: computers play"),
    "editor.frame_lang": _("Language of the board"),
    "editor.reader_lang": _("the reader's"),
    "editor.frame_title": _("Frame title (for screen readers)"),
    "editor.default_title": _("{game}: a position"),
    "editor.preview": _("The live board"),
    "editor.notation": _("Position (notation or link)"),
    "editor.load": _("Open"),
    "editor.link": _("Share link"),
    "editor.open": _("Open the board"),
    "editor.snippet": _("HTML to paste into your page"),
    "editor.element": _("Or, for many boards on a page of your own site: the element (with its picture)"),
    # beside the element's snippet: where it works (a browser refuses the game's files to another site's page)
    "editor.element_note": _("The element loads {script}: your page must sit beside the game's folder, on this "
                             "site or on yours with a copy of the folder. The frame above works from any page."),
    "editor.element_note.root": _("The element loads boards.js: your page must sit in the game's folder, on this "
                                  "site or on yours with a copy of the folder. The frame above works from any page."),
    "editor.frame_id": _("Board name (id, in every event)"),
    "editor.frame_origin": _("Pages that may command the frame (origin)"),
    "editor.copy_html": _("Copy the HTML"),
    "editor.copy_element": _("Copy the element"),
    "editor.copied": _("Copied."),
    "editor.copy_failed": _("The browser does not allow copying here: the text is selected, press Ctrl+C (⌘C)."),
    "editor.refused": _("Refused by the rules: {reason}"),
    "editor.refused_move": _("Refused: {player}, {from_} → {to}. The rules say: {reason}"),
    "editor.not_own": _("Only {owner}'s pieces go there."),
    "editor.no_piece": _("{player} has no piece there ({place})."),
    "editor.no_seat": _("That colour does not play in this position."),
    "editor.only_for": _("Only for {game}."),
    "editor.moved": _("{player}: {from_} → {to}."),
    "editor.frame_error": _("The board refused: {message}"),
    # the engine's reasons an author meets, said in the page's language (ludoview.editor.reasons)
    "editor.why.count": _("{player} has {n} pieces, but this size of the game has {want} for each player"),
    "editor.why.beyond": _("a piece of {player}'s would stand off the board (at {at}: the way runs from {first} to {last})"),
    "editor.why.taken": _("a square already holds a piece of {other}'s: {player} cannot stand there too"),
    "editor.why.twice": _("two pieces of {player}'s on one square"),
    "editor.why.both_track": _("{white} and {black} would both stand on track square {square}"),
    "editor.why.one_winner": _("only one player can have every piece home"),
    "editor.why.no_tries": _("{player} has pieces in play, so there are no three tries for a 6"),
    "editor.why.dice_count": _("this size of the game is played with {want} dice, not {n}"),
    "editor.why.double": _("a double is dice that are all the same"),
}, games.catalogue(), FRAME_WORDS)
