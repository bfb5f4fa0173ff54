"""The embed's own words (scenario explanations, colonne, share, replay, errors).

Same shape as :mod:`ludoview.i18n` (one tuple per key: it, fr, en, de, same
placeholders in all four); :func:`te` looks here first and then in the page's
strings, so the embed speaks exactly like the page where they overlap.
"""

from __future__ import annotations

from ludoview import i18n

EMBED_STRINGS: dict[str, tuple[str, str, str, str]] = {
    "embed.to_move": ("Muove {player}.", "{player} joue.", "{player} to move.", "{player} ist am Zug."),
    "embed.reset": ("Ricomincia", "Recommencer", "Reset", "Zurücksetzen"),
    "embed.continue": ("Avanti", "Continuer", "Continue", "Weiter"),
    "embed.share": ("Condividi", "Partager", "Share", "Teilen"),
    "embed.share_game": ("Link a questa partita", "Lien vers cette partie", "Link to this game",
                         "Link zu dieser Partie"),
    "embed.share_position": ("Link a questa posizione", "Lien vers cette position", "Link to this position",
                             "Link zu dieser Stellung"),
    "embed.replay": ("Rivedi la partita", "Revoir la partie", "Replay the game", "Partie nachspielen"),
    "embed.free_choice": ("Scelta libera: {n} mosse possibili, nessuna regola ne impone una.",
                          "Choix libre : {n} coups possibles, aucune règle n'en impose un.",
                          "Free choice: {n} moves are possible and no rule forces one.",
                          "Freie Wahl: {n} Züge sind möglich, keine Regel schreibt einen vor."),
    "embed.only_one": ("Una sola pedina può avanzare dell'intero tiro.",
                       "Un seul pion peut avancer du lancer entier.",
                       "Only one piece can move the full roll.",
                       "Nur eine Figur kann den ganzen Wurf ziehen."),
    "embed.legal": ("Mosse permesse con {roll}:", "Coups permis avec {roll} :", "Legal moves with {roll}:",
                    "Erlaubte Züge mit {roll}:"),
    "embed.none": ("Nessuna mossa permessa con {roll}.", "Aucun coup permis avec {roll}.",
                   "No legal move with {roll}.", "Kein erlaubter Zug mit {roll}."),
    "embed.roll_first": ("Tira il dado per vedere le mosse permesse.", "Lance le dé pour voir les coups permis.",
                         "Roll to see the legal moves.", "Würfeln, um die erlaubten Züge zu sehen."),
    "embed.error_title": ("Questo tabellone non si può mostrare", "Ce plateau ne peut pas être affiché",
                          "This board cannot be shown", "Dieses Brett kann nicht angezeigt werden"),
    "embed.error_hint": ("Controlla l'indirizzo di questo riquadro (vedi la guida all'incorporamento).",
                         "Vérifiez l'adresse de ce cadre (voir le guide d'intégration).",
                         "Check the address of this frame (see the embedding guide).",
                         "Prüfen Sie die Adresse dieses Rahmens (siehe Einbettungs-Anleitung)."),
    "embed.host_error": ("Comando rifiutato: {message}", "Commande refusée : {message}",
                         "Command refused: {message}", "Befehl abgelehnt: {message}"),
    # --- colonne --------------------------------------------------------------------
    "colour.white": ("Bianco", "Blanc", "White", "Weiß"),
    "colour.black": ("Nero", "Noir", "Black", "Schwarz"),
    "cplace.off": ("fuori", "hors du plateau", "off the board", "neben dem Brett"),
    "cplace.entry": ("ingresso {roman}", "entrée {roman}", "entry {roman}", "Einstieg {roman}"),
    "cplace.track": ("percorso {n}", "piste {n}", "track {n}", "Bahn {n}"),
    "cplace.finish": ("arrivo", "arrivée", "finish", "Ziel"),
    "cstep.enter": ("entra in {to} con {dice}", "entre en {to} avec {dice}", "enter at {to} with {dice}",
                    "mit {dice} auf {to} einsetzen"),
    "cstep.move": ("{unit} da {from_} a {to} con {dice}", "{unit} de {from_} à {to} avec {dice}",
                   "{unit} from {from_} to {to} with {dice}", "{unit} von {from_} nach {to} mit {dice}"),
    "cstep.piece": ("pedina", "pion", "piece", "Figur"),
    "cstep.column": ("colonna di {n}", "colonne de {n}", "column of {n}", "Säule aus {n}"),
    "cstep.binds": ("forma una colonna di {n}", "forme une colonne de {n}", "binds into a column of {n}",
                    "bildet eine Säule aus {n}"),
    "cstep.beats": ("batte {n}", "bat {n}", "beats {n}", "schlägt {n}"),
    "embed.c_rolled": ("{player} tira {dice}.", "{player} lance {dice}.", "{player} rolls {dice}.",
                       "{player} würfelt {dice}."),
    "embed.c_step": ("{player}: {step}.", "{player} : {step}.", "{player}: {step}.", "{player}: {step}."),
    "embed.c_next": ("Tocca a {player}.", "C'est à {player}.", "{player}'s turn.", "{player} ist dran."),
    "embed.c_won": ("{player} vince la partita!", "{player} gagne la partie !", "{player} wins the game!",
                    "{player} gewinnt das Spiel!"),
    "embed.c_legal": ("Passi permessi con {dice}:", "Pas permis avec {dice} :", "Legal steps with {dice}:",
                      "Erlaubte Schritte mit {dice}:"),
    "embed.c_must": ("Finché un passo è possibile bisogna giocarlo.",
                     "Tant qu'un pas est possible, il faut le jouer.",
                     "While a step is possible, one must be played.",
                     "Solange ein Schritt möglich ist, muss einer gespielt werden."),
    # --- replay ----------------------------------------------------------------------
    "replay.title": ("Rivedi la partita", "Revoir la partie", "Replay", "Partie nachspielen"),
    "replay.start": ("Inizio", "Début", "Start", "Anfang"),
    "replay.back": ("Indietro", "Reculer", "Back", "Zurück"),
    "replay.forward": ("Avanti", "Avancer", "Forward", "Vor"),
    "replay.end": ("Fine", "Fin", "End", "Ende"),
    "replay.at": ("Posizione {i} di {n}", "Position {i} sur {n}", "Position {i} of {n}",
                  "Stellung {i} von {n}"),
    "replay.initial": ("Posizione iniziale", "Position de départ", "Starting position", "Ausgangsstellung"),
    "replay.none": ("Nessuna partita da rivedere: il link non contiene una partita.",
                    "Aucune partie à revoir : le lien ne contient pas de partie.",
                    "Nothing to replay: the link holds no game.",
                    "Nichts nachzuspielen: der Link enthält keine Partie."),
    "replay.mensch_turn": ("{player} tira {roll}: {what}", "{player} lance {roll} : {what}",
                           "{player} rolls {roll}: {what}", "{player} würfelt {roll}: {what}"),
    "replay.no_move": ("nessuna mossa", "aucun coup", "no move", "kein Zug"),
}

_INDEX = {lang: i for i, lang in enumerate(i18n.LANGUAGES)}


def te(lang: str, key: str, **params: object) -> str:
    """The embed's text for ``key`` (falling back to the page's strings)."""
    texts = EMBED_STRINGS.get(i18n.counted(key, params, EMBED_STRINGS))
    if texts is None:
        return i18n.t(lang, key, **params)
    text = texts[_INDEX.get(lang, _INDEX[i18n.DEFAULT])]
    return text.format(**params) if params else text


def has(key: str) -> bool:
    return key in EMBED_STRINGS or key in i18n.STRINGS
