"""The position editor's own words (it, fr, en, de). Everything a game already says (its
name, colours, places, options, sizes) comes from the games' catalogues, and the frame's
and the shell's words after them: this catalogue falls back to all of them.

It speaks as the app does: ``tu`` in Italian and French, ``du`` in German. What only
one game's board needs (how to place pieces on it) is in that game's catalogue.
"""

from __future__ import annotations

from ludoview import games
from ludoview.core.i18n import Catalogue
from ludoview.embed.words import WORDS as FRAME_WORDS

WORDS = Catalogue({
    "editor.title": ("Editor di posizioni", "Éditeur de positions", "Position editor", "Stellungseditor"),
    "editor.intro": (
        "Prepara una posizione di uno dei due giochi: le regole la controllano a ogni modifica. "
        "Poi copia il tabellone per la tua pagina.",
        "Compose une position de l'un des deux jeux : les règles la vérifient à chaque modification. "
        "Copie ensuite le plateau pour ta page.",
        "Set up a position of either game: the rules check it at every change. "
        "Then copy the board for your page.",
        "Baue eine Stellung eines der beiden Spiele auf: Die Regeln prüfen sie bei jeder Änderung. "
        "Kopiere dann das Brett für deine Seite."),
    "editor.guide": ("Guida all'incorporamento", "Guide d'intégration", "Embedding guide", "Einbettungs-Anleitung"),
    "editor.position": ("La posizione", "La position", "The position", "Die Stellung"),
    "editor.clear": ("Rimetti tutto all'inizio", "Tout remettre au départ", "Back to the start", "Alles auf Anfang"),
    "editor.palette": ("Colore da piazzare", "Couleur à placer", "Colour to place", "Zu setzende Farbe"),
    "editor.seat": ("{player} · {home}", "{player} · {home}", "{player} · {home}", "{player} · {home}"),
    "editor.keyboard": ("Sposta una pedina", "Déplacer un pion", "Move a piece", "Figur versetzen"),
    "editor.from": ("Da", "De", "From", "Von"),
    "editor.to": ("A", "Vers", "To", "Nach"),
    "editor.move": ("Sposta", "Déplacer", "Move", "Versetzen"),
    "editor.count": ("{place} ({n})", "{place} ({n})", "{place} ({n})", "{place} ({n})"),
    "editor.turn": ("Di turno", "Au tour de", "To move", "Am Zug"),
    "editor.roll": ("Tiro", "Lancer", "Roll", "Wurf"),
    "editor.no_roll": ("nessuno: prima si tira", "aucun : on lance d'abord", "none: roll first", "keiner: erst würfeln"),
    "editor.tries": ("Tiri senza 6 (dei tre per uscire)", "Lancers sans 6 (sur les trois pour sortir)",
                     "Throws without a 6 (of the three to come out)", "Würfe ohne 6 (von den dreien zum Herauskommen)"),
    "editor.dice": ("Dadi", "Dés", "Dice", "Würfel"),
    "editor.die": ("Dado {n}", "Dé {n}", "Die {n}", "Würfel {n}"),
    "editor.no_die": ("–", "–", "–", "–"),
    "editor.again": ("Il turno è cominciato con un doppio (poi si tira ancora)",
                     "Le tour a commencé par un double (on relance ensuite)",
                     "The turn began with a double (roll again after it)",
                     "Der Zug begann mit einem Pasch (danach wird noch einmal gewürfelt)"),
    "editor.embed": ("Sulla tua pagina", "Sur ta page", "On your page", "Auf deiner Seite"),
    "editor.mode": ("Modo", "Mode", "Mode", "Modus"),
    "editor.mode.scenario": ("Scenario: le mosse permesse spiegate", "Scénario : les coups permis expliqués",
                             "Scenario: the legal moves explained", "Szenario: die erlaubten Züge erklärt"),
    "editor.mode.play": ("Partita: contro il computer", "Partie : contre l'ordinateur", "Play: against the computer",
                         "Spiel: gegen den Computer"),
    "editor.mode.demo": ("Demo: giocano i computer", "Démo : les ordinateurs jouent", "Demo: computers play",
                         "Demo: Computer spielen"),
    "editor.frame_lang": ("Lingua del tabellone", "Langue du plateau", "Language of the board", "Sprache des Bretts"),
    "editor.reader_lang": ("quella del lettore", "celle du lecteur", "the reader's", "die des Lesers"),
    "editor.frame_title": ("Titolo del riquadro (per i lettori di schermo)", "Titre du cadre (pour les lecteurs d'écran)",
                           "Frame title (for screen readers)", "Titel des Rahmens (für Screenreader)"),
    "editor.default_title": ("{game}: una posizione", "{game} : une position", "{game}: a position",
                             "{game}: eine Stellung"),
    "editor.preview": ("Il tabellone dal vivo", "Le plateau en direct", "The live board", "Das Brett live"),
    "editor.notation": ("Posizione (notazione o link)", "Position (notation ou lien)", "Position (notation or link)",
                        "Stellung (Notation oder Link)"),
    "editor.load": ("Apri", "Ouvrir", "Open", "Öffnen"),
    "editor.link": ("Link da condividere", "Lien à partager", "Share link", "Link zum Teilen"),
    "editor.open": ("Apri il tabellone", "Ouvrir le plateau", "Open the board", "Brett öffnen"),
    "editor.snippet": ("HTML da incollare nella tua pagina", "HTML à coller dans ta page",
                       "HTML to paste into your page", "HTML zum Einfügen in deine Seite"),
    "editor.element": ("Oppure, per molti tabelloni in una pagina del tuo sito: l'elemento (con il suo disegno)",
                       "Ou, pour plusieurs plateaux sur une page de ton site : l'élément (avec son image)",
                       "Or, for many boards on a page of your own site: the element (with its picture)",
                       "Oder, für viele Bretter auf einer Seite deiner Website: das Element (mit seinem Bild)"),
    "editor.frame_id": ("Nome del tabellone (id, negli eventi)", "Nom du plateau (id, dans les événements)",
                        "Board name (id, in every event)", "Name des Bretts (id, in jedem Ereignis)"),
    "editor.frame_origin": ("Pagine che possono comandare il riquadro (origin)",
                            "Pages qui peuvent commander le cadre (origin)",
                            "Pages that may command the frame (origin)",
                            "Seiten, die den Rahmen steuern dürfen (origin)"),
    "editor.copy_html": ("Copia l'HTML", "Copier le HTML", "Copy the HTML", "HTML kopieren"),
    "editor.copied": ("Copiato.", "Copié.", "Copied.", "Kopiert."),
    "editor.copy_failed": (
        "Il browser non permette di copiare qui: il testo è selezionato, premi Ctrl+C (⌘C).",
        "Le navigateur ne permet pas de copier ici : le texte est sélectionné, appuie sur Ctrl+C (⌘C).",
        "The browser does not allow copying here: the text is selected, press Ctrl+C (⌘C).",
        "Der Browser erlaubt hier kein Kopieren: Der Text ist markiert, drücke Strg+C (⌘C)."),
    "editor.refused": ("Rifiutato dalle regole: {reason}", "Refusé par les règles : {reason}",
                       "Refused by the rules: {reason}", "Von den Regeln abgelehnt: {reason}"),
    "editor.refused_move": ("Rifiutato: {player}, {from_} → {to}. Le regole dicono: {reason}",
                            "Refusé : {player}, {from_} → {to}. Les règles disent : {reason}",
                            "Refused: {player}, {from_} → {to}. The rules say: {reason}",
                            "Abgelehnt: {player}, {from_} → {to}. Die Regeln sagen: {reason}"),
    "editor.not_own": ("Lì vanno solo le pedine di {owner}.", "Seuls les pions de {owner} vont là.",
                       "Only {owner}'s pieces go there.", "Dorthin gehören nur die Figuren von {owner}."),
    "editor.no_piece": ("{player} non ha pedine lì ({place}).", "{player} n'a pas de pion là ({place}).",
                        "{player} has no piece there ({place}).", "{player} hat dort keine Figur ({place})."),
    "editor.no_seat": ("Questo colore non gioca in questa posizione.", "Cette couleur ne joue pas dans cette position.",
                       "That colour does not play in this position.", "Diese Farbe spielt in dieser Stellung nicht mit."),
    "editor.only_for": ("Solo per {game}.", "Seulement pour {game}.", "Only for {game}.", "Nur für {game}."),
    "editor.moved": ("{player}: {from_} → {to}.", "{player} : {from_} → {to}.", "{player}: {from_} → {to}.",
                     "{player}: {from_} → {to}."),
    "editor.frame_error": ("Il tabellone ha rifiutato: {message}", "Le plateau a refusé : {message}",
                           "The board refused: {message}", "Das Brett hat abgelehnt: {message}"),
}, games.catalogue(), FRAME_WORDS)
