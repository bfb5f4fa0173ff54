"""The mensch game's words (it, fr, en, de) and its events said as sentences.

:data:`WORDS` is the game's catalogue (it falls back to the shell's). The
functions turn a session's events, places and moves into sentences; every
sentence of a mensch game in any page comes from here.
"""

from __future__ import annotations

from ludo import api
from ludo.errors import LudoError
from ludoview.core.i18n import Catalogue, capital
from ludoview.core.names import Names
from ludoview.core.words import SHELL

RING = 40

WORDS = Catalogue({
    "app.title": ("Non t'arrabbiare", "T'en fais pas", "Ludo", "Nur nicht ärgern"),
    "keys.help": ("Tastiera: R tira il dado, ←/→ sceglie una mossa, Invio la gioca, U annulla",
                  "Clavier : R lance le dé, ←/→ choisit un coup, Entrée le joue, U annule",
                  "Keys: R rolls the die, ←/→ pick a move, Enter plays it, U undoes",
                  "Tasten: R würfelt, ←/→ wählt einen Zug, Enter führt ihn aus, U nimmt zurück"),
    "colour.0": ("Rosso", "Rouge", "Red", "Rot"),
    "colour.1": ("Giallo", "Jaune", "Yellow", "Gelb"),
    "colour.2": ("Blu", "Bleu", "Blue", "Blau"),
    "colour.3": ("Verde", "Vert", "Green", "Grün"),
    "shape.0": ("cerchio", "rond", "circle", "Kreis"),
    "shape.1": ("triangolo", "triangle", "triangle", "Dreieck"),
    "shape.2": ("quadrato", "carré", "square", "Quadrat"),
    "shape.3": ("rombo", "losange", "diamond", "Raute"),
    "setup.seat_note": ("In due si gioca in angoli opposti; si parte dal Rosso e si gira in senso orario.",
                        "À deux, on joue dans des coins opposés ; Rouge commence, puis on tourne dans le sens horaire.",
                        "Two players sit in opposite corners; Red starts and play goes clockwise.",
                        "Zu zweit sitzt man sich gegenüber; Rot beginnt, dann geht es im Uhrzeigersinn."),
    "setup.seat_note.3": ("In tre si usano Rosso, Giallo e Blu; l'angolo del Verde resta vuoto. Si parte dal Rosso "
                          "e si gira in senso orario.",
                          "À trois, on prend Rouge, Jaune et Bleu ; le coin de Vert reste vide. Rouge commence, "
                          "puis on tourne dans le sens horaire.",
                          "Three players take Red, Yellow and Blue; Green's corner stays empty. Red starts and "
                          "play goes clockwise.",
                          "Zu dritt spielen Rot, Gelb und Blau; die Ecke von Grün bleibt leer. Rot beginnt, dann "
                          "geht es im Uhrzeigersinn."),
    "setup.seat_note.4": ("In quattro, uno per angolo; si parte dal Rosso e si gira in senso orario.",
                          "À quatre, un joueur par coin ; Rouge commence, puis on tourne dans le sens horaire.",
                          "Four players, one in each corner; Red starts and play goes clockwise.",
                          "Zu viert sitzt in jeder Ecke jemand; Rot beginnt, dann geht es im Uhrzeigersinn."),
    "setup.options": ("Opzioni", "Options", "Options", "Optionen"),
    "option.mandatory_capture": ("Obbligo di mangiare", "Prise obligatoire", "Compulsory capture", "Schlagzwang"),
    "option.mandatory_capture.help": ("Se il tiro permette di mangiare una pedina, bisogna farlo.",
                                      "Si le lancer permet de prendre un pion, il faut le faire.",
                                      "When the roll can capture a piece, you must capture.",
                                      "Wer mit dem Wurf schlagen kann, muss schlagen."),
    "option.none": ("Nessuna opzione", "Aucune option", "No options", "Keine Optionen"),
    "option.lane_jump": ("Salto nella corsia d'arrivo", "Saut dans le couloir", "Jumping in the home lane",
                         "Springen in der Zielgasse"),
    "option.lane_jump.help": ("Nella corsia d'arrivo si possono scavalcare le proprie pedine.",
                              "Dans le couloir d'arrivée, un pion peut sauter ses propres pions.",
                              "Your pieces may jump over each other in the home lane.",
                              "In der Zielgasse dürfen eigene Figuren übersprungen werden."),
    "option.start_with_piece": ("Una pedina già in partenza", "Un pion déjà sorti", "One piece already out",
                                "Eine Figur schon draußen"),
    "option.start_with_piece.help": ("All'inizio ognuno ha una pedina sulla propria casella di partenza e tre in "
                                     "base.",
                                     "Au début, chacun a un pion sur sa case de départ et trois en base.",
                                     "Each player begins with one piece on their start square and three in the base.",
                                     "Jeder beginnt mit einer Figur auf dem Startfeld und drei im Haus."),
    "board.label": ("Il tabellone", "Le plateau", "The board", "Das Spielbrett"),
    "board.piece": ("Pedina di {player}: {place}", "Pion de {player} : {place}", "{player}'s piece: {place}",
                    "Figur von {player}: {place}"),
    "board.target": ("Muovi qui: {place}", "Aller ici : {place}", "Move here: {place}", "Hierhin ziehen: {place}"),
    "board.frame.you": ("Le caselle si contano in senso orario dalla tua partenza (casella 1).",
                        "Les cases se comptent dans le sens horaire depuis ta case de départ (case 1).",
                        "Squares are counted clockwise from your start square (square 1).",
                        "Die Felder werden im Uhrzeigersinn ab deinem Startfeld gezählt (Feld 1)."),
    "board.frame": ("Le caselle si contano in senso orario dalla partenza di {player} (casella 1).",
                    "Les cases se comptent dans le sens horaire depuis la case de départ de {player} (case 1).",
                    "Squares are counted clockwise from {player}'s start square (square 1).",
                    "Die Felder werden im Uhrzeigersinn ab dem Startfeld von {player} gezählt (Feld 1)."),
    "board.row": ("{player}: {places}.", "{player} : {places}.", "{player}: {places}.", "{player}: {places}."),
    # the position editor (editor.html): how to place pieces on this board
    "edit.hint": (
        "Clicca una casella per metterci una pedina del colore scelto (presa dalla sua base); clicca una pedina "
        "per rimandarla alla base; oppure trascina una pedina.",
        "Clique sur une case pour y poser un pion de la couleur choisie (pris dans sa base) ; clique sur un "
        "pion pour le renvoyer à sa base ; ou fais glisser un pion.",
        "Click a square to put a piece of the chosen colour there (from its base); click a piece to send it "
        "back to its base; or drag a piece.",
        "Klicke auf ein Feld, um eine Figur der gewählten Farbe dorthin zu setzen (aus ihrem Haus); klicke auf "
        "eine Figur, um sie ins Haus zurückzuschicken; oder ziehe eine Figur."),
    "board.in_base": ("{n} in base", "{n} en base", "{n} in the base", "{n} im Haus"),
    "say.selected": ("Mossa {i} di {n}: {move}", "Coup {i} sur {n} : {move}", "Move {i} of {n}: {move}",
                     "Zug {i} von {n}: {move}"),
    "place.base": ("base", "base", "base", "Haus"),
    "place.start": ("partenza ({n})", "case de départ ({n})", "start square ({n})", "Startfeld ({n})"),
    "place.field": ("casella {n}", "case {n}", "square {n}", "Feld {n}"),
    "place.goal": ("casella {n} della corsia d'arrivo", "arrivée {n}", "home lane {n}", "Ziel {n}"),
    "turn.roll": ("Tocca a {player}: tira il dado", "À {player} : lance le dé", "{player}'s turn: roll the die",
                  "{player} ist dran: würfeln"),
    "turn.choose": ("{player} ha fatto {roll}: scegli una pedina", "{player} a fait {roll} : choisis un pion",
                    "{player} rolled a {roll}: pick a piece", "{player} hat eine {roll} gewürfelt: Figur wählen"),
    "turn.you_roll": ("Tocca a te: tira il dado", "À toi : lance le dé", "Your turn: roll the die",
                      "Du bist dran: würfeln"),
    "turn.you_choose": ("Hai fatto {roll}: scegli una pedina", "Tu as fait {roll} : choisis un pion",
                        "You rolled a {roll}: pick a piece", "Du hast eine {roll} gewürfelt: Figur wählen"),
    "turn.tries": ("Tentativo {n} di 3 per fare 6", "Essai {n} sur 3 pour faire un 6", "Try {n} of 3 to roll a 6",
                   "Versuch {n} von 3 für eine 6"),
    "die.roll": ("Tira il dado", "Lancer le dé", "Roll the die", "Würfeln"),
    "die.play": ("Gioca la mossa", "Jouer le coup", "Play the move", "Zug ausführen"),
    "die.wait": ("Attendi", "Patienter", "Wait", "Warten"),
    "moves.title": ("Mosse possibili", "Coups possibles", "Possible moves", "Mögliche Züge"),
    "move.text": ("{from_} → {to}", "{from_} → {to}", "{from_} → {to}", "{from_} → {to}"),
    "move.capture": ("mangia {player}", "prend {player}", "captures {player}", "schlägt {player}"),
    "say.rolled": ("{player} ha tirato un {roll}.", "{player} lance le dé : {roll}.", "{player} rolls a {roll}.",
                   "{player} würfelt eine {roll}."),
    "say.moved": ("{player}: {from_} → {to}.", "{player} : {from_} → {to}.", "{player}: {from_} → {to}.",
                  "{player}: {from_} → {to}."),
    "say.capture": ("{player} mangia una pedina di {victim}, che torna in base!",
                    "{player} prend un pion de {victim}, qui retourne à la base !",
                    "{player} captures one of {victim}'s pieces: it goes back to base!",
                    "{player} schlägt eine Figur von {victim}: zurück ins Haus!"),
    "say.extra_roll": ("{player} ha fatto 6: tira ancora.", "Un 6 joué : {player} relance.",
                       "A 6 was played: {player} rolls again.", "Nach der gezogenen 6 würfelt {player} noch einmal."),
    "say.next": ("Tocca a {player}.", "C'est à {player}.", "{player}'s turn.", "{player} ist dran."),
    "say.try_again": ("Ancora nessun 6: {player} tira di nuovo (tentativo {n} di 3).",
                      "Toujours pas de 6 : {player} relance (essai {n} sur 3).",
                      "Still no 6: {player} rolls again (try {n} of 3).",
                      "Noch keine 6: {player} würfelt noch einmal (Versuch {n} von 3)."),
    "say.pick": ("Scegli quale pedina muovere.", "Choisis le pion à jouer.", "Pick which piece to move.",
                 "Wähle, welche Figur ziehen soll."),
    "why.needs_six": ("Serve un 6 per uscire dalla base.", "Il faut un 6 pour sortir de la base.",
                      "A 6 is needed to leave the base.", "Zum Herauskommen braucht man eine 6."),
    "why.third_try_failed": ("Terzo tentativo senza 6: il turno passa.", "Troisième essai sans 6 : le tour passe.",
                             "Third try without a 6: the turn passes.",
                             "Dritter Versuch ohne 6: Der Nächste ist dran."),
    "why.exact_roll": ("Il tiro deve essere esatto: nessuna pedina può superare l'ultima casella.",
                       "Le point doit être exact : aucun pion ne peut dépasser la dernière case.",
                       "The roll must be exact: no piece may go past the last square.",
                       "Der Wurf muss genau passen: Keine Figur darf über das letzte Feld hinaus."),
    "why.own_piece_blocks": ("Non ci si può fermare su una propria pedina.",
                             "On ne peut pas s'arrêter sur un de ses propres pions.",
                             "A piece may not stop on another piece of its own colour.",
                             "Man darf nicht auf einer eigenen Figur landen."),
    "why.no_lane_jump": ("Nella corsia d'arrivo le proprie pedine non si scavalcano.",
                         "Dans le couloir d'arrivée, on ne saute pas ses propres pions.",
                         "In the home lane a piece may not jump over pieces of its own colour.",
                         "In der Zielgasse dürfen eigene Figuren nicht übersprungen werden."),
    "why.generic": ("Nessuna mossa possibile con questo tiro.", "Aucun coup possible avec ce lancer.",
                    "No move is possible with this roll.", "Mit diesem Wurf ist kein Zug möglich."),
    "say.no_move": ("{player} non può muovere. {why}", "{player} ne peut pas jouer. {why}",
                    "{player} cannot move. {why}", "{player} kann nicht ziehen. {why}"),
    "rule.free_start": ("Mossa obbligata: prima si libera la casella di partenza.",
                        "Coup forcé : il faut d'abord libérer la case de départ.",
                        "Forced move: the start square must be cleared first.",
                        "Pflichtzug: Zuerst muss das Startfeld frei werden."),
    "rule.must_enter": ("Mossa obbligata: con un 6 bisogna far uscire una pedina dalla base.",
                        "Coup forcé : avec un 6, il faut sortir un pion de la base.",
                        "Forced move: with a 6 a piece must come out of the base.",
                        "Pflichtzug: Mit einer 6 muss eine Figur aus dem Haus."),
    "rule.must_capture": ("Mossa obbligata: chi può mangiare deve mangiare.",
                          "Coup forcé : qui peut prendre doit prendre.",
                          "Forced move: when you can capture, you must.",
                          "Pflichtzug: Wer schlagen kann, muss schlagen."),
    "say.undone": ("Mossa annullata: {player} sceglie di nuovo.", "Coup annulé : {player} choisit à nouveau.",
                   "Move undone: {player} chooses again.", "Zug zurückgenommen: {player} wählt neu."),
    "say.won": ("{player} vince la partita!", "{player} gagne la partie !", "{player} wins the game!",
                "{player} gewinnt das Spiel!"),
    "say.new_game": ("Nuova partita: comincia {player}.", "Nouvelle partie : {player} commence.",
                     "New game: {player} starts.", "Neues Spiel: {player} beginnt."),
    "say.rolled.you": ("Hai tirato un {roll}.", "Tu lances le dé : {roll}.", "You roll a {roll}.",
                       "Du würfelst eine {roll}."),
    "say.moved.you": ("Tu: {from_} → {to}.", "Toi : {from_} → {to}.", "You: {from_} → {to}.", "Du: {from_} → {to}."),
    "say.capture.you": ("Mangi una pedina di {victim}, che torna in base!",
                        "Tu prends un pion de {victim}, qui retourne à la base !",
                        "You capture one of {victim}'s pieces: it goes back to base!",
                        "Du schlägst eine Figur von {victim}: zurück ins Haus!"),
    "say.capture.yours": ("{player} mangia una tua pedina, che torna in base!",
                          "{player} prend un de tes pions, qui retourne à la base !",
                          "{player} captures one of your pieces: it goes back to base!",
                          "{player} schlägt eine deiner Figuren: zurück ins Haus!"),
    "say.extra_roll.you": ("Hai fatto 6: tiri ancora.", "Un 6 joué : tu relances.",
                           "A 6 was played: you roll again.", "Nach der gezogenen 6 würfelst du noch einmal."),
    "say.next.you": ("Tocca a te.", "C'est à toi.", "Your turn.", "Du bist dran."),
    "say.try_again.you": ("Ancora nessun 6: tiri di nuovo (tentativo {n} di 3).",
                          "Toujours pas de 6 : tu relances (essai {n} sur 3).",
                          "Still no 6: you roll again (try {n} of 3).",
                          "Noch keine 6: Du würfelst noch einmal (Versuch {n} von 3)."),
    "say.no_move.you": ("Non puoi muovere. {why}", "Tu ne peux pas jouer. {why}", "You cannot move. {why}",
                        "Du kannst nicht ziehen. {why}"),
    "say.undone.you": ("Mossa annullata: scegli di nuovo.", "Coup annulé : choisis à nouveau.",
                       "Move undone: choose again.", "Zug zurückgenommen: Wähle neu."),
    "say.won.you": ("Hai vinto la partita!", "Tu gagnes la partie !", "You win the game!", "Du gewinnst das Spiel!"),
    "say.new_game.you": ("Nuova partita: cominci tu.", "Nouvelle partie : tu commences.", "New game: you start.",
                         "Neues Spiel: Du beginnst."),
    "hint.good": ("buona", "bon", "good", "gut"),
    "hint.ok": ("discreta", "correct", "fair", "okay"),
    "hint.risky": ("rischiosa", "risqué", "risky", "riskant"),
    "hint.weaker": ("meno buona", "moins bonne", "weaker", "schwächer"),
    "hint.good_risky": ("la migliore, ma rischiosa", "le meilleur, mais risqué", "best here, but risky",
                        "am besten, aber riskant"),
    "hint.wins": ("vince la partita", "gagne la partie", "wins the game", "gewinnt das Spiel"),
    "hint.captures": ("mangia {player}", "prend {player}", "captures {player}", "schlägt {player}"),
    "hint.lands_ahead_of": ("si ferma a {distance} caselle davanti a {player}",
                            "s'arrête à {distance} cases devant {player}, à sa portée",
                            "stops {distance} squares ahead of {player}",
                            "landet {distance} Felder vor {player}"),
    "hint.lands_ahead_of.one": ("si ferma a {distance} casella davanti a {player}",
                                "s'arrête à {distance} case devant {player}, à sa portée",
                                "stops {distance} square ahead of {player}",
                                "landet {distance} Feld vor {player}"),
    "hint.on_start_of": ("si ferma sulla casella di partenza di {player}, dove un 6 fa entrare una pedina",
                         "s'arrête sur la case de départ de {player}, où un 6 fait entrer un pion",
                         "stops on {player}'s start square, where a 6 brings a piece in",
                         "landet auf dem Startfeld von {player}; dort bringt eine 6 eine Figur heraus"),
    "hint.on_start_of.tries": ("si ferma sulla casella di partenza di {player}, che ha tre tiri per fare 6",
                               "s'arrête sur la case de départ de {player}, qui a trois essais pour faire un 6",
                               "stops on {player}'s start square, and {player} has three tries to roll a 6",
                               "landet auf dem Startfeld von {player}; {player} hat drei Versuche für eine 6"),
    "hint.safe_in_lane": ("entra al sicuro nella corsia d'arrivo", "entre à l'abri dans le couloir d'arrivée",
                          "reaches the safe home lane", "erreicht die sichere Zielgasse"),
    "hint.deeper_in_lane": ("avanza nella corsia d'arrivo", "avance dans le couloir d'arrivée",
                            "goes deeper into the home lane", "rückt in der Zielgasse vor"),
    "hint.enters": ("mette in gioco una pedina", "met un pion en jeu", "brings a piece into play",
                    "bringt eine Figur ins Spiel"),
    "hint.frees_start": ("libera la casella di partenza", "libère la case de départ", "clears the start square",
                         "macht das Startfeld frei"),
    "hint.escapes": ("sfugge a {player}", "échappe à {player}", "escapes from {player}", "entkommt {player}"),
    "hint.waits_behind": ("aspetta {distance} caselle dietro a {player}",
                          "attend {distance} cases derrière {player}",
                          "waits {distance} squares behind {player}",
                          "lauert {distance} Felder hinter {player}"),
    "hint.waits_behind.one": ("aspetta {distance} casella dietro a {player}",
                              "attend {distance} case derrière {player}",
                              "waits {distance} square behind {player}",
                              "lauert {distance} Feld hinter {player}"),
    "hint.advances": ("avanza di {squares} caselle", "avance de {squares} cases", "moves {squares} squares forward",
                      "zieht {squares} Felder vor"),
    "hint.advances.one": ("avanza di {squares} casella", "avance de {squares} case", "moves {squares} square forward",
                          "zieht {squares} Feld vor"),
    "rules.1": ("Tira il dado e muovi una pedina di tante caselle quante indica, in senso orario.",
                "Lance le dé et avance un pion d'autant de cases, dans le sens horaire.",
                "Roll the die and move one piece that many squares, clockwise.",
                "Würfle und ziehe eine Figur so viele Felder weiter, im Uhrzeigersinn."),
    "rules.2": ("Per uscire dalla base serve un 6; dopo un 6 giocato si tira ancora.",
                "Il faut un 6 pour sortir de la base ; après un 6 joué, on relance.",
                "You need a 6 to leave your base; after playing a 6 you roll again.",
                "Aus dem Haus kommt man nur mit einer 6; nach einer gezogenen 6 würfelt man noch einmal."),
    "rules.3": ("Fermandoti su una pedina avversaria la rimandi alla sua base.",
                "En t'arrêtant sur un pion adverse, tu le renvoies dans sa base.",
                "Land on an opponent's piece to send it back to its base.",
                "Landest du auf einer fremden Figur, muss sie zurück ins Haus."),
    "rules.4": ("Se nessuna tua pedina può muovere senza un 6, hai tre tentativi per farlo.",
                "Si aucun de tes pions ne peut bouger sans un 6, tu as trois essais pour l'obtenir.",
                "When none of your pieces can move without a 6, you get three tries to roll one.",
                "Kann keine deiner Figuren ohne eine 6 ziehen, hast du drei Versuche dafür."),
    "rules.5": ("Dopo un giro completo la pedina entra nella sua corsia d'arrivo, senza poterne superare l'ultima "
                "casella.",
                "Après un tour complet, le pion entre dans son couloir d'arrivée, sans pouvoir en dépasser la "
                "dernière case.",
                "After a full lap a piece turns into its home lane; it may not go past the lane's last square.",
                "Nach einer Runde zieht die Figur in ihre Zielgasse ein, aber nie über deren letztes Feld hinaus."),
    "rules.6": ("Vince chi porta per primo tutte e quattro le pedine nella corsia d'arrivo.",
                "Le premier à amener ses quatre pions dans son couloir d'arrivée gagne.",
                "The first to bring all four pieces into the home lane wins.",
                "Wer zuerst alle vier Figuren in der Zielgasse hat, gewinnt."),
    "rules.7": ("Le mosse evidenziate sono quelle permesse: tocca una pedina o la sua meta.",
                "Les coups en surbrillance sont permis : touche un pion ou sa destination.",
                "Highlighted moves are the allowed ones: tap a piece or where it lands.",
                "Hervorgehobene Züge sind erlaubt: Tippe eine Figur oder ihr Ziel an."),
    "game.mensch": ("Non t'arrabbiare: corsa col dado, da 2 a 4 giocatori",
                    "T'en fais pas : course au dé, de 2 à 4 joueurs", "Ludo, German style (Mensch ärgere dich nicht): the dice race, 2 to 4 players",
                    "Nur nicht ärgern: Würfelrennen für 2 bis 4 Spieler"),
    "say.free_choice": ("Scelta libera: {n} mosse possibili, nessuna regola ne impone una.",
                          "Choix libre : {n} coups possibles, aucune règle n'en impose un.",
                          "Free choice: {n} moves are possible and no rule forces one.",
                          "Freie Wahl: {n} Züge sind möglich, keine Regel schreibt einen vor."),
    "say.only_one": ("Una sola pedina può avanzare dell'intero tiro.",
                       "Un seul pion peut avancer du lancer entier.",
                       "Only one piece can move the full roll.",
                       "Nur eine Figur kann den ganzen Wurf ziehen."),
    "explain.legal": ("Mosse permesse con {roll}:", "Coups permis avec {roll} :", "Legal moves with {roll}:",
                    "Erlaubte Züge mit {roll}:"),
    "explain.none": ("Nessuna mossa permessa con {roll}.", "Aucun coup permis avec {roll}.",
                   "No legal move with {roll}.", "Kein erlaubter Zug mit {roll}."),
    # the review's biggest mistakes (ludoview.games.review): a move as the player made it (".did",
    # after "Blue rolled a 3 and ...") and as the better one ("... it was better to" + ".do")
    "rm.enter.did": ("ha fatto uscire una pedina dalla base", "a sorti un pion de la base",
                     "brought a piece out of the base", "eine Figur aus dem Haus geholt"),
    "rm.enter.do": ("far uscire una pedina dalla base", "sortir un pion de la base", "bring a piece out of the base",
                    "eine Figur aus dem Haus zu holen"),
    "rm.ring.did": ("ha spostato la pedina dalla casella {from_} alla casella {to}",
                    "a avancé le pion de la case {from_} à la case {to}",
                    "moved the piece on square {from_} to square {to}",
                    "die Figur von Feld {from_} auf Feld {to} gezogen"),
    "rm.ring.do": ("spostare la pedina dalla casella {from_} alla casella {to}",
                   "avancer le pion de la case {from_} à la case {to}",
                   "move the piece on square {from_} to square {to}",
                   "die Figur von Feld {from_} auf Feld {to} zu ziehen"),
    "rm.lane.did": ("ha portato la pedina dalla casella {from_} alla casella {to} della corsia d'arrivo",
                    "a avancé le pion de la case {from_} à la case {to} du couloir d'arrivée",
                    "moved the piece on square {from_} to square {to} of the home lane",
                    "die Figur von Feld {from_} auf Feld {to} der Zielgasse gezogen"),
    "rm.lane.do": ("portare la pedina dalla casella {from_} alla casella {to} della corsia d'arrivo",
                   "avancer le pion de la case {from_} à la case {to} du couloir d'arrivée",
                   "move the piece on square {from_} to square {to} of the home lane",
                   "die Figur von Feld {from_} auf Feld {to} der Zielgasse zu ziehen"),
    "rm.inlane.did": ("ha spostato la pedina nella corsia d'arrivo dalla casella {from_} alla casella {to}",
                      "a avancé le pion du couloir d'arrivée de la case {from_} à la case {to}",
                      "moved the piece in the home lane from square {from_} to square {to}",
                      "die Figur in der Zielgasse von Feld {from_} auf Feld {to} gezogen"),
    "rm.inlane.do": ("spostare la pedina nella corsia d'arrivo dalla casella {from_} alla casella {to}",
                     "avancer le pion du couloir d'arrivée de la case {from_} à la case {to}",
                     "move the piece in the home lane from square {from_} to square {to}",
                     "die Figur in der Zielgasse von Feld {from_} auf Feld {to} zu ziehen"),
    "rm.capture.did": ("{move}, mangiando una pedina di {victim}", "{move} en prenant un pion de {victim}",
                       "{move}, capturing one of {victim}'s pieces",
                       "{move} und dabei eine Figur von {victim} geschlagen"),
    "rm.capture.do": ("{move}, mangiando una pedina di {victim}", "{move} en prenant un pion de {victim}",
                      "{move}, capturing one of {victim}'s pieces",
                      "{move} und dabei eine Figur von {victim} zu schlagen"),
}, SHELL)


def colour_name(lang: str, corner: int) -> str:
    return WORDS(lang, f"colour.{int(corner)}")


def player_name(lang: str, corner: int, names: Names | None = None) -> str:
    """A player's name: the one given in the setup, else their colour."""
    return (names or {}).get(int(corner)) or colour_name(lang, corner)


def square_number(corner: int, progress: int, frame: int = 0) -> int | None:
    """The number of the ring square where a piece of ``corner`` at ``progress`` stands, as
    every sentence counts them: clockwise from the start square of ``frame`` (square 1) --
    the listener's own corner when one person plays, else Red's. None off the ring."""
    if not 0 <= progress < RING:
        return None
    return (10 * int(corner) + progress - 10 * int(frame)) % RING + 1


def frame_of(you: int | None) -> int:
    """Whose start square 1 is: the one person's playing against computers, else Red's."""
    return 0 if you is None else int(you)


def place_label(lang: str, corner: int, progress: int, frame: int = 0) -> str:
    """Where a piece of ``corner`` at ``progress`` stands: base, a numbered ring square (its
    start square said as such), or its home lane's square."""
    if progress < 0:
        return WORDS(lang, "place.base")
    if progress < RING:
        key = "place.start" if progress == 0 else "place.field"
        return WORDS(lang, key, n=square_number(corner, progress, frame))
    return WORDS(lang, "place.goal", n=progress - RING + 1)


def describe_move(lang: str, move: dict, corner: int, victim: int | None = None, names: Names | None = None,
                  frame: int = 0) -> str:
    """"square 3 → square 9" (and who it captures), for a move of ``corner``."""
    text = WORDS(lang, "move.text", from_=place_label(lang, corner, move["from"], frame),
                 to=place_label(lang, corner, move["to"], frame))
    if victim is not None:
        text += " · " + WORDS(lang, "move.capture", player=player_name(lang, victim, names))
    return text


def choice_text(lang: str, position: dict, roll, move: dict | None, names: Names | None = None,
                done: bool = True) -> str:
    """A move of the review in a plain sentence's words, for the player to move in ``position``
    with ``roll``: as made (``done``: "moved the piece on square 26 to square 29", said after
    "Blue rolled a 3 and") or as the one to make ("move the piece ...", after "it was better
    to"); whom it captures too. Squares are counted from Red's start, as in the replay."""
    form = "did" if done else "do"
    if not move:
        return SHELL(lang, f"review.no_move.{form}")
    corner, start, end = int(position["turn"]), int(move["from"]), int(move["to"])
    if start < 0:
        text = WORDS(lang, f"rm.enter.{form}")
    elif end < RING:
        text = WORDS(lang, f"rm.ring.{form}", from_=square_number(corner, start), to=square_number(corner, end))
    elif start < RING:
        text = WORDS(lang, f"rm.lane.{form}", from_=square_number(corner, start), to=end - RING + 1)
    else:
        text = WORDS(lang, f"rm.inlane.{form}", from_=start - RING + 1, to=end - RING + 1)
    victim = _victim(position, roll, move)
    if victim is not None:
        text = WORDS(lang, f"rm.capture.{form}", move=text, victim=player_name(lang, victim, names))
    return text


def _victim(position: dict, roll, move: dict) -> int | None:
    """Whose piece ``move`` captures with ``roll`` in ``position`` (None: no capture)."""
    from ludoview.games.mensch.events import captured_corner   # (the engine: not at the page's start)

    try:
        legal = api.legal_moves(position, int(roll))
    except (LudoError, ValueError, TypeError):
        return None
    found = next((m for m in legal if m["from"] == move["from"] and m["to"] == move["to"]), None)
    return captured_corner(position, int(position["turn"]), found) if found else None


def why_text(lang: str, code: object) -> str:
    key = f"why.{code}"
    return WORDS(lang, key) if key in WORDS else WORDS(lang, "why.generic")


def rule_text(lang: str, move: dict) -> str:
    """Why the rules single out a move (empty when nothing forces it)."""
    rule = move.get("rule")
    return WORDS(lang, f"rule.{rule}") if rule else ""


def board_words(lang: str, position: dict, you: int | None = None, names: Names | None = None) -> tuple[str, list[str]]:
    """The board in words: how squares are counted, then where every piece of every player is."""
    frame = frame_of(you)
    if you is None:
        head = WORDS(lang, "board.frame", player=player_name(lang, frame, names))
    else:
        head = WORDS(lang, "board.frame.you")
    rows = []
    for corner in position["seats"]:
        pieces = sorted(position["pieces"][str(corner)],
                        key=lambda p: (0 if p < 0 else 1 if p < RING else 2, square_number(corner, p, frame) or p))
        places = []
        home = sum(1 for p in pieces if p < 0)
        if home:
            places.append(WORDS(lang, "board.in_base", n=home))
        places += [place_label(lang, corner, p, frame) for p in pieces if p >= 0]
        name = player_name(lang, corner, names)
        if corner == you:
            name += f" ({WORDS(lang, 'who.you')})"
        rows.append(capital(WORDS(lang, "board.row", player=name, places=", ".join(places))))
    return head, rows


def say(lang: str, event: dict, you: int | None = None, names: Names | None = None) -> str | None:
    """One event as a sentence (None for an event this page version cannot word).

    ``you``: the corner of the one person playing alone against computers;
    what they do (or suffer) is said to them as "you"."""
    key = event.get("say")
    if key not in WORDS:
        return None
    try:
        params: dict = {}
        key = WORDS.addressed(key, event, you)
        if "corner" in event:
            params["player"] = player_name(lang, int(event["corner"]), names)
        if "victim" in event:
            params["victim"] = player_name(lang, int(event["victim"]), names)
        if "from" in event:
            corner, frame = int(event["corner"]), frame_of(you)
            params["from_"] = place_label(lang, corner, int(event["from"]), frame)
            params["to"] = place_label(lang, corner, int(event["to"]), frame)
        if "roll" in event:
            params["roll"] = int(event["roll"])
        if "n" in event:
            params["n"] = int(event["n"])
        if key.startswith("say.no_move"):
            params["why"] = why_text(lang, event.get("why"))
        return capital(WORDS(lang, key, **params))     # (a name typed in lower case starts it)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], you: int | None = None, names: Names | None = None) -> list[str]:
    return [text for text in (say(lang, e, you, names) for e in events) if text]


def hint_mark(hint: dict) -> str:
    """How a hint is drawn (its class: colour and sign), as its words say it: "risky" (red, the
    risk sign) only for a move that runs a risk, "weaker" (neutral) for one worse than the best
    for a good reason."""
    from ludo.mensch.ai_hints import RISKS

    mark = str(hint.get("mark"))
    return "weaker" if mark == "risky" and hint.get("reason") not in RISKS else mark


def hint_text(lang: str, hint: dict, names: Names | None = None) -> str | None:
    """A hint of the engine (mark and most telling reason) as words: "good: captures Blue"."""
    from ludo.mensch.ai_hints import RISKS   # here: the page's start needs no engine for its words

    mark_key, reason_key = f"hint.{hint.get('mark')}", f"hint.{hint.get('reason')}"
    if mark_key not in WORDS or reason_key not in WORDS:
        return None
    if hint.get("mark") == "good" and hint.get("reason") in RISKS:
        mark_key = "hint.good_risky"  # the best move here, though the piece stays in reach
    elif hint.get("mark") == "risky" and hint.get("reason") not in RISKS:
        mark_key = "hint.weaker"      # no risk it runs: worse than the best, and said so
    args = dict(hint.get("args") or {})
    params: dict = {}
    try:
        if int(args.get("tries", 1)) > 1 and f"{reason_key}.tries" in WORDS:
            reason_key += ".tries"  # the player rolls three times for its 6
        if "corner" in args:
            params["player"] = player_name(lang, int(args["corner"]), names)
        for name in ("distance", "squares"):
            if name in args:
                params[name] = int(args[name])
        return f"{WORDS(lang, mark_key)}: {WORDS(lang, reason_key, **params)}"
    except (KeyError, ValueError, TypeError, IndexError):
        return None
