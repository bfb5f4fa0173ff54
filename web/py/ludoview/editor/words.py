"""The position editor's own words (it, fr, en, de). Everything a game already says (its
name, colours, places, options, sizes) comes from the games' catalogues, and the frame's
and the shell's words after them: this catalogue falls back to all of them.

The editor speaks to site authors: ``vous`` in French, ``Sie`` in German (as the embed's
own messages do), ``tu`` in Italian.
"""

from __future__ import annotations

from ludoview import games
from ludoview.core.i18n import Catalogue
from ludoview.embed.words import WORDS as FRAME_WORDS

WORDS = Catalogue({
    "editor.title": ("Editor di posizioni", "Éditeur de positions", "Position editor", "Stellungs-Editor"),
    "editor.intro": (
        "Prepara una posizione di uno dei due giochi: le regole la controllano a ogni modifica. "
        "Poi copia il tabellone per la tua pagina.",
        "Composez une position de l'un des deux jeux : les règles la vérifient à chaque modification. "
        "Copiez ensuite le plateau pour votre page.",
        "Set up a position of either game: the rules check it at every change. "
        "Then copy the board for your page.",
        "Bauen Sie eine Stellung eines der beiden Spiele auf: Die Regeln prüfen sie bei jeder Änderung. "
        "Kopieren Sie dann das Brett für Ihre Seite."),
    "editor.guide": ("Guida all'incorporamento", "Guide d'intégration", "Embedding guide", "Einbettungs-Anleitung"),
    "editor.position": ("La posizione", "La position", "The position", "Die Stellung"),
    "editor.clear": ("Tutto in partenza", "Tout au départ", "Back to the start", "Zurück zum Anfang"),
    "editor.palette": ("Colore da piazzare", "Couleur à placer", "Colour to place", "Farbe zum Setzen"),
    "editor.seat": ("{player} · {home}", "{player} · {home}", "{player} · {home}", "{player} · {home}"),
    "editor.hint.mensch": (
        "Clicca una casella per metterci una pedina del colore scelto (presa dalla sua base); clicca una pedina "
        "per rimandarla alla base; oppure trascina una pedina.",
        "Cliquez sur une case pour y poser un pion de la couleur choisie (pris dans son écurie) ; cliquez sur un "
        "pion pour le renvoyer à l'écurie ; ou faites glisser un pion.",
        "Click a square to put a piece of the chosen colour there (from its home base); click a piece to send it "
        "back to its base; or drag a piece.",
        "Klicken Sie auf ein Feld, um eine Figur der gewählten Farbe dorthin zu setzen (aus ihrem Haus); klicken "
        "Sie auf eine Figur, um sie ins Haus zurückzuschicken; oder ziehen Sie eine Figur."),
    "editor.hint.colonne": (
        "Clicca una casella d'ingresso, del percorso o l'arrivo per aggiungerci una pedina del colore scelto "
        "(da fuori); clicca una colonna per toglierne una pedina; oppure trascina una pedina.",
        "Cliquez sur une case d'entrée, de la piste ou sur l'arrivée pour y ajouter un pion de la couleur choisie "
        "(pris hors du plateau) ; cliquez sur une colonne pour en retirer un pion ; ou faites glisser un pion.",
        "Click an entry square, a track square or the finish to add a piece of the chosen colour there (from off "
        "the board); click a column to take one piece off the board; or drag a piece.",
        "Klicken Sie auf ein Einstiegsfeld, ein Bahnfeld oder das Ziel, um dort eine Figur der gewählten Farbe "
        "hinzuzufügen (von neben dem Brett); klicken Sie auf eine Säule, um eine Figur vom Brett zu nehmen; oder "
        "ziehen Sie eine Figur."),
    "editor.keyboard": ("Sposta una pedina", "Déplacer un pion", "Move a piece", "Figur versetzen"),
    "editor.from": ("Da", "De", "From", "Von"),
    "editor.to": ("A", "Vers", "To", "Nach"),
    "editor.move": ("Sposta", "Déplacer", "Move", "Versetzen"),
    "editor.count": ("{place} ({n})", "{place} ({n})", "{place} ({n})", "{place} ({n})"),
    "editor.turn": ("Di turno", "Au tour de", "To move", "Am Zug"),
    "editor.roll": ("Tiro", "Lancer", "Roll", "Wurf"),
    "editor.no_roll": ("nessuno: si tira prima", "aucun : lancer d'abord", "none: roll first", "keiner: erst würfeln"),
    "editor.tries": ("Tiri senza 6 (dei tre per uscire)", "Lancers sans 6 (des trois pour sortir)",
                     "Throws without a 6 (of the three to come out)", "Würfe ohne 6 (von den dreien zum Herauskommen)"),
    "editor.die": ("Dado {n}", "Dé {n}", "Die {n}", "Würfel {n}"),
    "editor.no_die": ("–", "–", "–", "–"),
    "editor.again": ("Il turno è cominciato con un doppio (poi si tira ancora)",
                     "Le tour a commencé par un double (on relance ensuite)",
                     "The turn began with a double (roll again after it)",
                     "Der Zug begann mit einem Pasch (danach wird noch einmal gewürfelt)"),
    "editor.embed": ("Sulla tua pagina", "Sur votre page", "On your page", "Auf Ihrer Seite"),
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
    "editor.snippet": ("HTML da incollare nella tua pagina", "HTML à coller dans votre page",
                       "HTML to paste into your page", "HTML zum Einfügen in Ihre Seite"),
    "editor.copy_html": ("Copia l'HTML", "Copier le HTML", "Copy the HTML", "HTML kopieren"),
    "editor.copied": ("Copiato.", "Copié.", "Copied.", "Kopiert."),
    "editor.copy_failed": (
        "Il browser non permette di copiare qui: il testo è selezionato, premi Ctrl+C (⌘C).",
        "Le navigateur ne permet pas de copier ici : le texte est sélectionné, appuyez sur Ctrl+C (⌘C).",
        "The browser does not allow copying here: the text is selected, press Ctrl+C (⌘C).",
        "Der Browser erlaubt hier kein Kopieren: Der Text ist markiert, drücken Sie Strg+C (⌘C)."),
    "editor.refused": ("Rifiutato dalle regole: {reason}", "Refusé par les règles : {reason}",
                       "Refused by the rules: {reason}", "Von den Regeln abgelehnt: {reason}"),
    "editor.refused_move": ("Rifiutato: {player}, {from_} → {to}. Le regole dicono: {reason}",
                            "Refusé : {player}, {from_} → {to}. Les règles disent : {reason}",
                            "Refused: {player}, {from_} → {to}. The rules say: {reason}",
                            "Abgelehnt: {player}, {from_} → {to}. Die Regeln sagen: {reason}"),
    "editor.not_own": ("Lì vanno solo le pedine di {owner}.", "Seuls les pions de {owner} vont là.",
                       "Only {owner}'s pieces go there.", "Dorthin gehören nur die Figuren von {owner}."),
    "editor.no_piece": ("{player}: nessuna pedina qui ({place}).", "{player} : aucun pion ici ({place}).",
                        "{player} has no piece there ({place}).", "{player}: keine Figur dort ({place})."),
    "editor.no_seat": ("Questo colore non gioca in questa posizione.", "Cette couleur ne joue pas dans cette position.",
                       "That colour does not play in this position.", "Diese Farbe spielt in dieser Stellung nicht mit."),
    "editor.only_for": ("Solo per {game}.", "Seulement pour {game}.", "Only for {game}.", "Nur für {game}."),
    "editor.moved": ("{player}: {from_} → {to}.", "{player} : {from_} → {to}.", "{player}: {from_} → {to}.",
                     "{player}: {from_} → {to}."),
    "editor.frame_error": ("Il tabellone ha rifiutato: {message}", "Le plateau a refusé : {message}",
                           "The board refused: {message}", "Das Brett hat abgelehnt: {message}"),
}, games.catalogue(), FRAME_WORDS)
