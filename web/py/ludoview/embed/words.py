"""The embed's and the replay's own words (it, fr, en, de): frame chrome, share links,
errors, the replay's controls. They fall back to the shell's words.
"""

from __future__ import annotations

from ludoview.core.i18n import Catalogue
from ludoview.core.words import SHELL

WORDS = Catalogue({
    "embed.reset": ("Ricomincia", "Recommencer", "Reset", "Zurücksetzen"),
    "embed.continue": ("Avanti", "Continuer", "Continue", "Weiter"),
    "embed.share": ("Condividi", "Partager", "Share", "Teilen"),
    "embed.share_game": ("Link a questa partita", "Lien vers cette partie", "Link to this game",
                         "Link zu dieser Partie"),
    "embed.share_position": ("Link a questa posizione", "Lien vers cette position", "Link to this position",
                             "Link zu dieser Stellung"),
    "embed.replay": ("Rivedi la partita", "Revoir la partie", "Replay the game", "Partie nachspielen"),
    "embed.roll_first": ("Tira per vedere le mosse permesse.", "Lance pour voir les coups permis.",
                         "Roll to see the legal moves.", "Würfle, um die erlaubten Züge zu sehen."),
    "embed.error_title": ("Questo tabellone non si può mostrare", "Ce plateau ne peut pas être affiché",
                          "This board cannot be shown", "Dieses Brett kann nicht angezeigt werden"),
    "embed.error_hint": ("Controlla l'indirizzo di questo riquadro (vedi la guida all'incorporamento).",
                         "Vérifie l'adresse de ce cadre (voir le guide d'intégration).",
                         "Check the address of this frame (see the embedding guide).",
                         "Prüfe die Adresse dieses Rahmens (siehe Einbettungs-Anleitung)."),
    "embed.host_error": ("Comando rifiutato: {message}", "Commande refusée : {message}",
                         "Command refused: {message}", "Befehl abgelehnt: {message}"),
    "replay.title": ("Rivedi la partita", "Revoir la partie", "Replay", "Partie nachspielen"),
    "replay.start": ("Inizio", "Début", "Start", "Anfang"),
    "replay.back": ("Indietro", "Reculer", "Back", "Zurück"),
    "replay.forward": ("Avanti", "Avancer", "Forward", "Vor"),
    "replay.end": ("Fine", "Fin", "End", "Ende"),
    "replay.at": ("Posizione {i} di {n}", "Position {i} sur {n}", "Position {i} of {n}",
                  "Stellung {i} von {n}"),
    "replay.initial": ("Posizione iniziale", "Position de départ", "Starting position", "Ausgangsstellung"),
    "replay.players": ("Giocatori: {players}.", "Joueurs : {players}.", "Players: {players}.",
                       "Spieler: {players}."),
    "replay.won": ("Ha vinto {player}.", "{player} a gagné.", "{player} won.", "{player} hat gewonnen."),
    "replay.unfinished": ("La partita non è arrivata alla fine.", "La partie n'a pas été terminée.",
                          "The game was not finished.", "Die Partie wurde nicht zu Ende gespielt."),
    "replay.to_game": ("Gioca", "Jouer", "Play", "Spielen"),
    "replay.to_rules": ("Regole", "Règles", "Rules", "Regeln"),
    "replay.bad_link": ("Questo link non contiene una partita da mostrare: {reason}",
                        "Ce lien ne contient pas de partie à montrer : {reason}",
                        "This link holds no game that can be shown: {reason}",
                        "Dieser Link enthält keine Partie, die sich zeigen lässt: {reason}"),
    "replay.link_too_large": ("Questo link è troppo grande per contenere una vera partita, quindi non viene "
                              "aperto ({reason}).",
                              "Ce lien est trop grand pour contenir une vraie partie : il n'est pas ouvert "
                              "({reason}).",
                              "This link is too large to hold a real game, so it is not opened ({reason}).",
                              "Dieser Link ist zu groß für eine echte Partie und wird nicht geöffnet ({reason})."),
    "replay.bad_step": ("L'indirizzo chiede step=«{value}», che non è una posizione di questa partita (da 0 a "
                        "{n}): si parte dall'inizio.",
                        "L'adresse demande step=« {value} », qui n'est pas une position de cette partie (de 0 à "
                        "{n}) : la revue commence au début.",
                        "The address asks for step=“{value}”, which is not a position of this game (0 to {n}): "
                        "the replay opens at the start.",
                        "Die Adresse verlangt step=„{value}“, das ist keine Stellung dieser Partie (0 bis {n}): "
                        "Die Wiedergabe beginnt am Anfang."),
    "replay.none": ("Nessuna partita da rivedere: il link non contiene una partita.",
                    "Aucune partie à revoir : le lien ne contient pas de partie.",
                    "Nothing to replay: the link holds no game.",
                    "Nichts nachzuspielen: Der Link enthält keine Partie."),
}, SHELL)
