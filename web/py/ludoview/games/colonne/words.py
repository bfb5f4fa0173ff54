"""The colonne game's words (it, fr, en, de) and its events said as sentences.

:data:`WORDS` is the game's catalogue (it falls back to the shell's). Event
keys (``c.rolled``, ``c.step``, ...) are their own sentences' keys; every
sentence of a colonne game in any page comes from here.
"""

from __future__ import annotations

from ludo import api
from ludo.errors import LudoError
from ludoview.core.i18n import Catalogue, capital
from ludoview.core.names import Names
from ludoview.core.words import SHELL

WORDS = Catalogue({
    "capp.title": ("Colonne", "Colonnes", "Colonne", "Säulen"),
    "game.colonne": ("Colonne: corsa a colonne, per 2 giocatori", "Colonnes : course en colonnes, à 2 joueurs",
                     "Colonne: the column race, 2 players", "Säulen: Säulenrennen zu zweit"),
    "csetup.variant": ("Dimensione", "Taille", "Size", "Größe"),
    "csetup.small": ("Piccola: 6 pedine, 2 dadi", "Petite : 6 pions, 2 dés", "Small: 6 pieces, 2 dice",
                     "Klein: 6 Figuren, 2 Würfel"),
    "csetup.large": ("Grande: 15 pedine, 3 dadi", "Grande : 15 pions, 3 dés", "Large: 15 pieces, 3 dice",
                     "Groß: 15 Figuren, 3 Würfel"),
    "csetup.white": ("Bianco", "Blanc", "White", "Weiß"),
    "csetup.black": ("Nero", "Noir", "Black", "Schwarz"),
    "csetup.note": ("Chi comincia lo decide il primo tiro: vince la somma più alta.",
                    "Le premier lancer décide qui commence : la plus forte somme l'emporte.",
                    "An opening roll decides who starts: the higher sum.",
                    "Ein Eröffnungswurf entscheidet, wer beginnt: die höhere Summe."),
    "cturn.roll": ("Tocca a {player}: tira i dadi", "À {player} : lance les dés", "{player}'s turn: roll the dice",
                   "{player} ist dran: würfeln"),
    "cturn.choose": ("{player}: scegli i dadi e una pedina", "{player} : choisis les dés et un pion",
                     "{player}: pick dice and a piece", "{player}: Würfel und Figur wählen"),
    "cturn.roll.you": ("Tocca a te: tira i dadi", "À toi : lance les dés", "Your turn: roll the dice",
                       "Du bist dran: würfeln"),
    "cturn.choose.you": ("Scegli i dadi e una pedina", "Choisis les dés et un pion", "Pick dice and a piece",
                         "Wähle Würfel und Figur"),
    "cdice.label": ("Dadi", "Dés", "Dice", "Würfel"),
    "cdice.roll": ("Tira i dadi", "Lancer les dés", "Roll the dice", "Würfeln"),
    "cdice.die": ("Dado {value}", "Dé {value}", "Die {value}", "Würfel {value}"),
    "cdice.used": ("Dado {value}, già usato", "Dé {value}, déjà utilisé", "Die {value}, already used",
                   "Würfel {value}, schon benutzt"),
    "cdice.all": ("Tutti", "Tous", "All", "Alle"),
    "cdice.sum": ("Passo di {sum}", "Coup de {sum}", "Step of {sum}", "Schritt um {sum}"),
    "cdice.hint": ("Scegli un dado (o più, per la somma), poi una pedina o la sua meta.",
                   "Choisis un dé (ou plusieurs, pour la somme), puis un pion ou sa destination.",
                   "Pick a die (or several, for their sum), then a piece or where it lands.",
                   "Wähle einen Würfel (oder mehrere für die Summe), dann eine Figur oder ihr Ziel."),
    "cdice.none": ("Nessun passo usa questi dadi.", "Aucun coup n'utilise ces dés.", "No step uses these dice.",
                   "Kein Schritt nutzt diese Würfel."),
    "cdice.which": ("Dadi diversi portano alla stessa casella: scegli quali usare.",
                    "D'autres dés mènent à la même case : choisis lesquels utiliser.",
                    "Other dice reach the same square: pick which ones to use.",
                    "Andere Würfel führen auf dasselbe Feld: Wähle, welche du nutzt."),
    "csteps.title": ("Passi possibili", "Coups possibles", "Possible steps", "Mögliche Schritte"),
    "ckeys.help": ("Tastiera: R tira, 1–6 sceglie un dado, A tutti, ←/→ sceglie un passo, Invio lo gioca, "
                   "Esc annulla la scelta, U annulla il passo",
                   "Clavier : R lance, 1–6 choisit un dé, A tous, ←/→ choisit un coup, Entrée le joue, "
                   "Échap efface le choix, U annule le coup",
                   "Keys: R rolls, 1–6 pick a die, A all dice, ←/→ pick a step, Enter plays it, "
                   "Esc clears the choice, U undoes",
                   "Tasten: R würfelt, 1–6 wählt einen Würfel, A alle, ←/→ wählt einen Schritt, Enter führt ihn aus, "
                   "Esc löscht die Wahl, U nimmt zurück"),
    "c.opening": ("Primo tiro: Bianco {white}, Nero {black}. Comincia {player}.",
                  "Premier lancer : Blanc {white}, Noir {black}. {player} commence.",
                  "Opening roll: White {white}, Black {black}. {player} starts.",
                  "Eröffnungswurf: Weiß {white}, Schwarz {black}. {player} beginnt."),
    "c.opening_tie": ("Primo tiro: Bianco {white}, Nero {black}. Pari: si tira di nuovo.",
                      "Premier lancer : Blanc {white}, Noir {black}. Égalité : on relance.",
                      "Opening roll: White {white}, Black {black}. A tie: roll again.",
                      "Eröffnungswurf: Weiß {white}, Schwarz {black}. Gleichstand: neu würfeln."),
    "c.capture": ("{player} batte {n} pedine di {victim}: escono dal tabellone e dovranno rientrare.",
                  "{player} bat {n} pions de {victim} : ils quittent le plateau et devront rentrer.",
                  "{player} beats {n} of {victim}'s pieces: they leave the board and must enter again.",
                  "{player} schlägt {n} Figuren von {victim}; sie verlassen das Brett und müssen neu eingesetzt "
                  "werden."),
    "c.capture.one": ("{player} batte una pedina di {victim}: esce dal tabellone e dovrà rientrare.",
                      "{player} bat un pion de {victim} : il quitte le plateau et devra rentrer.",
                      "{player} beats a piece of {victim}'s: it leaves the board and must enter again.",
                      "{player} schlägt eine Figur von {victim}; sie verlässt das Brett und muss neu eingesetzt "
                      "werden."),
    "c.double": ("Doppio! {player} tirerà ancora dopo questo turno.",
                 "Double ! {player} relancera après ce tour.",
                 "A double! {player} will roll again after this turn.",
                 "Pasch! {player} würfelt nach diesem Zug noch einmal."),
    "c.again": ("Grazie al doppio, {player} tira ancora.", "Grâce au double, {player} relance.",
                "Because of the double, {player} rolls again.", "Wegen des Paschs würfelt {player} noch einmal."),
    "c.lost": ("Nessun passo può usare questi dadi ({dice}): vanno persi.",
               "Aucun coup ne peut utiliser ces dés ({dice}) : ils sont perdus.",
               "No step can use these dice ({dice}): they are lost.",
               "Kein Schritt kann diese Würfel ({dice}) nutzen; sie verfallen."),
    "c.lost.one": ("Nessun passo può usare questo dado ({dice}): va perso.",
                   "Aucun coup ne peut utiliser ce dé ({dice}) : il est perdu.",
                   "No step can use this die ({dice}): it is lost.",
                   "Kein Schritt kann diesen Würfel ({dice}) nutzen; er verfällt."),
    "c.pass": ("{player} non può usare {dice}: passa.", "{player} ne peut pas utiliser {dice} et passe son tour.",
               "{player} cannot use {dice} and passes.", "{player} kann {dice} nicht nutzen und setzt aus."),
    "c.undone": ("Passo annullato: {player} sceglie di nuovo.", "Coup annulé : {player} choisit à nouveau.",
                 "Step undone: {player} chooses again.", "Schritt zurückgenommen: {player} wählt neu."),
    "c.opening.you": ("Primo tiro: Bianco {white}, Nero {black}. Cominci tu.",
                      "Premier lancer : Blanc {white}, Noir {black}. Tu commences.",
                      "Opening roll: White {white}, Black {black}. You start.",
                      "Eröffnungswurf: Weiß {white}, Schwarz {black}. Du beginnst."),
    "c.rolled.you": ("Tiri i dadi: {dice}.", "Tu lances les dés : {dice}.", "You roll {dice}.",
                     "Du würfelst {dice}."),
    "c.step.you": ("Tu: {step}.", "Toi : {step}.", "You: {step}.", "Du: {step}."),
    "c.capture.you": ("Batti {n} pedine di {victim}: escono dal tabellone e dovranno rientrare.",
                      "Tu bats {n} pions de {victim} : ils quittent le plateau et devront rentrer.",
                      "You beat {n} of {victim}'s pieces: they leave the board and must enter again.",
                      "Du schlägst {n} Figuren von {victim}; sie verlassen das Brett und müssen neu eingesetzt "
                      "werden."),
    "c.capture.you.one": ("Batti una pedina di {victim}: esce dal tabellone e dovrà rientrare.",
                          "Tu bats un pion de {victim} : il quitte le plateau et devra rentrer.",
                          "You beat a piece of {victim}'s: it leaves the board and must enter again.",
                          "Du schlägst eine Figur von {victim}; sie verlässt das Brett und muss neu eingesetzt "
                          "werden."),
    "c.capture.yours": ("{player} batte {n} tue pedine: escono dal tabellone e dovranno rientrare.",
                        "{player} bat {n} de tes pions : ils quittent le plateau et devront rentrer.",
                        "{player} beats {n} of your pieces: they leave the board and must enter again.",
                        "{player} schlägt {n} deiner Figuren; sie verlassen das Brett und müssen neu eingesetzt "
                        "werden."),
    "c.capture.yours.one": ("{player} batte una tua pedina: esce dal tabellone e dovrà rientrare.",
                            "{player} bat un de tes pions : il quitte le plateau et devra rentrer.",
                            "{player} beats one of your pieces: it leaves the board and must enter again.",
                            "{player} schlägt eine deiner Figuren; sie verlässt das Brett und muss neu eingesetzt "
                            "werden."),
    "c.double.you": ("Doppio! Tirerai ancora dopo questo turno.", "Double ! Tu relanceras après ce tour.",
                     "A double! You will roll again after this turn.",
                     "Pasch! Du würfelst nach diesem Zug noch einmal."),
    "c.again.you": ("Grazie al doppio, tiri ancora.", "Grâce au double, tu relances.",
                    "Because of the double, you roll again.", "Wegen des Paschs würfelst du noch einmal."),
    "c.pass.you": ("Non puoi usare {dice}: passi.", "Tu ne peux pas utiliser {dice} et tu passes ton tour.",
                   "You cannot use {dice} and pass.", "Du kannst {dice} nicht nutzen und setzt aus."),
    "c.undone.you": ("Passo annullato: scegli di nuovo.", "Coup annulé : choisis à nouveau.",
                     "Step undone: choose again.", "Schritt zurückgenommen: Wähle neu."),
    "c.next.you": ("Tocca a te.", "C'est à toi.", "Your turn.", "Du bist dran."),
    "c.won.you": ("Hai vinto la partita!", "Tu gagnes la partie !", "You win the game!",
                  "Du gewinnst das Spiel!"),
    "crules.1": ("Ognuno ha una corsia d'ingresso, numerata a ritroso fino a I, poi un percorso comune fino "
                 "all'arrivo.",
                 "Chacun a son couloir d'entrée, numéroté à rebours jusqu'à I, puis une piste commune jusqu'à "
                 "l'arrivée.",
                 "Each player has an entry lane, numbered down to I, then a shared track to the finish.",
                 "Jeder hat eine eigene Einstiegsgasse, rückwärts bis I nummeriert, dann eine gemeinsame Bahn bis "
                 "ins Ziel."),
    "crules.2": ("Un passo usa uno o più dadi non ancora usati: il suo valore è la loro somma.",
                 "Un coup utilise un ou plusieurs dés encore libres : sa valeur est leur somme.",
                 "A step uses one or more unused dice: its value is their sum.",
                 "Ein Schritt nutzt einen oder mehrere freie Würfel: Sein Wert ist ihre Summe."),
    "crules.3": ("Con quel valore si fa entrare una pedina sulla casella d'ingresso dello stesso numero, solo se è "
                 "vuota, oppure si fa avanzare una pedina o una colonna.",
                 "Avec cette valeur, on entre un pion sur la case d'entrée de ce numéro, seulement si elle est vide, "
                 "ou on fait avancer un pion ou une colonne d'autant.",
                 "With it you enter a piece on the entry square of that number (only if it is empty), or move a "
                 "piece or column that far.",
                 "Damit setzt du eine Figur auf das Einstiegsfeld dieser Zahl (nur wenn es frei ist) oder ziehst "
                 "eine Figur oder Säule so weit vor."),
    "crules.4": ("Fermandosi sulle proprie pedine si forma una colonna, che poi si muove tutta insieme.",
                 "En s'arrêtant sur ses propres pions, on forme une colonne, qui avance ensuite d'un bloc.",
                 "Landing on your own pieces builds a column, which then moves as one.",
                 "Wer auf eigenen Figuren landet, bildet eine Säule, die dann gemeinsam zieht."),
    "crules.5": ("Sul percorso comune si batte un'unità avversaria alta al massimo quanto la propria: esce dal "
                 "tabellone.",
                 "Sur la piste commune, on bat une unité adverse qui n'est pas plus haute que la sienne : elle "
                 "quitte le plateau.",
                 "On the shared track you beat an opposing unit no taller than yours: it leaves the board.",
                 "Auf der gemeinsamen Bahn schlägt man eine gegnerische Einheit, die nicht höher ist als die "
                 "eigene; sie muss vom Brett."),
    "crules.6": ("Finché un passo è possibile va giocato; l'arrivo si raggiunge solo col numero esatto; un doppio "
                 "fa tirare ancora.",
                 "Tant qu'un coup est possible, il faut le jouer ; l'arrivée se fait au point exact ; un double fait "
                 "relancer.",
                 "While a step is possible you must play one; the finish needs the exact number; a double earns "
                 "another roll.",
                 "Solange ein Schritt möglich ist, muss man ziehen; ins Ziel geht es nur mit der genauen Zahl; nach "
                 "einem Pasch wird noch einmal gewürfelt."),
    "crules.7": ("Vince chi porta per primo tutte le pedine all'arrivo.",
                 "Le premier à amener tous ses pions à l'arrivée gagne.",
                 "The first to bring all pieces to the finish wins.",
                 "Wer zuerst alle Figuren im Ziel hat, gewinnt."),
    "colour.white": ("Bianco", "Blanc", "White", "Weiß"),
    "colour.black": ("Nero", "Noir", "Black", "Schwarz"),
    "cboard.frame": ("Ognuno entra nella propria corsia d'ingresso, da {first} a I; poi il percorso comune va da 1 "
                     "a {track}, e dopo {track} c'è l'arrivo.",
                     "Chacun entre dans son propre couloir d'entrée, de {first} à I ; puis la piste commune va de 1 "
                     "à {track}, et après {track} vient l'arrivée.",
                     "Each player enters pieces on their own entry lane, from {first} down to I; then the shared "
                     "track runs from 1 to {track}, and after {track} comes the finish.",
                     "Jeder setzt in seiner eigenen Einstiegsgasse ein, von {first} bis I; dann läuft die "
                     "gemeinsame Bahn von 1 bis {track}, und nach {track} kommt das Ziel."),
    "cboard.row": ("{player}: {places}.", "{player} : {places}.", "{player}: {places}.", "{player}: {places}."),
    # the board's accessible name: the game, its size, whose turn (the board in words says the rest)
    "cboard.label.small": ("Tabellone piccolo di Colonne ({pieces} pedine, {dice} dadi)",
                           "Petit plateau de Colonnes ({pieces} pions, {dice} dés)",
                           "Small Colonne board ({pieces} pieces, {dice} dice)",
                           "Kleines Säulen-Spielbrett ({pieces} Figuren, {dice} Würfel)"),
    "cboard.label.large": ("Tabellone grande di Colonne ({pieces} pedine, {dice} dadi)",
                           "Grand plateau de Colonnes ({pieces} pions, {dice} dés)",
                           "Large Colonne board ({pieces} pieces, {dice} dice)",
                           "Großes Säulen-Spielbrett ({pieces} Figuren, {dice} Würfel)"),
    "cboard.label.turn": ("{board}: tocca a {player}", "{board} : au tour de {player}", "{board}: {player} to play",
                          "{board}: {player} ist dran"),
    # the position editor (editor.html): how to place pieces on this board
    "cedit.hint": (
        "Clicca un ingresso, una casella del percorso o l'arrivo per aggiungerci una pedina del colore scelto "
        "(presa da fuori); clicca una colonna per toglierne una pedina; oppure trascina una pedina.",
        "Clique sur une entrée, une case de la piste ou l'arrivée pour y ajouter un pion de la couleur choisie "
        "(pris hors du plateau) ; clique sur une colonne pour en retirer un pion ; ou fais glisser un pion.",
        "Click an entry, a track square or the finish to add a piece of the chosen colour there (from off the "
        "board); click a column to take one piece off it; or drag a piece.",
        "Klicke auf ein Einstiegsfeld, ein Feld der Bahn oder das Ziel, um dort eine Figur der gewählten Farbe "
        "hinzuzufügen (von neben dem Brett); klicke auf eine Säule, um eine Figur davon wegzunehmen; oder "
        "ziehe eine Figur."),
    "cboard.off": ("{n} fuori", "{n} hors du plateau", "{n} off the board", "{n} neben dem Brett"),
    "cboard.finish": ("{n} all'arrivo", "{n} à l'arrivée", "{n} at the finish", "{n} im Ziel"),
    "cboard.column": ("{place} (colonna di {n})", "{place} (colonne de {n})", "{place} (column of {n})",
                      "{place} ({n}er-Säule)"),
    "c.selected": ("Passo {i} di {n}: {step}", "Coup {i} sur {n} : {step}", "Step {i} of {n}: {step}",
                   "Schritt {i} von {n}: {step}"),
    "cplace.off": ("fuori", "hors du plateau", "off the board", "neben dem Brett"),
    "cplace.entry": ("ingresso {roman}", "entrée {roman}", "entry {roman}", "Einstiegsfeld {roman}"),
    "cplace.track": ("casella {n}", "case {n}", "square {n}", "Feld {n}"),
    "cplace.finish": ("arrivo", "arrivée", "finish", "Ziel"),
    # the same places after "from" and "to" in a step (each language joins its own article):
    "cplace.entry.from": ("dall'ingresso {roman}", "de l'entrée {roman}", "from entry {roman}",
                          "von Einstiegsfeld {roman}"),
    "cplace.track.from": ("dalla casella {n}", "de la case {n}", "from square {n}", "von Feld {n}"),
    "cplace.entry.to": ("all'ingresso {roman}", "à l'entrée {roman}", "to entry {roman}",
                        "auf Einstiegsfeld {roman}"),
    "cplace.track.to": ("alla casella {n}", "à la case {n}", "to square {n}", "auf Feld {n}"),
    "cplace.finish.to": ("all'arrivo", "jusqu'à l'arrivée", "to the finish", "ins Ziel"),
    "cplace.entry.in": ("sull'ingresso {roman}", "à l'entrée {roman}", "at entry {roman}",
                        "auf Einstiegsfeld {roman}"),
    "cstep.enter": ("nuova pedina {to} con {dice}", "nouveau pion {to} avec {dice}", "new piece {to} with {dice}",
                    "neue Figur {to} mit {dice}"),
    "cstep.move": ("{unit} {from_} {to} con {dice}", "{unit} {from_} {to} avec {dice}",
                   "{unit} {from_} {to} with {dice}", "{unit} {from_} {to} mit {dice}"),
    "cstep.piece": ("pedina", "pion", "piece", "Figur"),
    "cstep.column": ("colonna di {n}", "colonne de {n}", "column of {n}", "{n}er-Säule"),
    "cstep.binds": ("forma una colonna di {n}", "forme une colonne de {n}", "binds into a column of {n}",
                    "bildet eine {n}er-Säule"),
    "cstep.beats": ("batte {n} pedine", "bat {n} pions", "beats {n} pieces", "schlägt {n} Figuren"),
    "cstep.beats.one": ("batte {n} pedina", "bat {n} pion", "beats {n} piece", "schlägt {n} Figur"),
    "c.rolled": ("{player} tira i dadi: {dice}.", "{player} lance les dés : {dice}.", "{player} rolls {dice}.",
                 "{player} würfelt {dice}."),
    "c.step": ("{player}: {step}.", "{player} : {step}.", "{player}: {step}.", "{player}: {step}."),
    "c.next": ("Tocca a {player}.", "C'est à {player}.", "{player}'s turn.", "{player} ist dran."),
    "c.won": ("{player} vince la partita!", "{player} gagne la partie !", "{player} wins the game!",
              "{player} gewinnt das Spiel!"),
    "c.legal": ("Passi permessi con {dice}:", "Coups permis avec {dice} :", "Legal steps with {dice}:",
                "Erlaubte Schritte mit {dice}:"),
    "c.must": ("Finché un passo è possibile bisogna giocarlo.",
               "Tant qu'un coup est possible, il faut le jouer.",
               "While a step is possible, one must be played.",
               "Solange ein Schritt möglich ist, muss einer gespielt werden."),
    "cnote.enter": ("La somma indica la casella d'ingresso: più è alta, più lontano dal percorso entra la pedina.",
                    "La somme désigne la case d'entrée : plus elle est grande, plus le pion entre loin de la piste.",
                    "The sum picks the entry square: the bigger the sum, the further from the track a piece enters.",
                    "Die Summe bestimmt das Einstiegsfeld: Je größer sie ist, desto weiter von der Bahn entfernt "
                    "wird die Figur eingesetzt."),
    # hints: "{mark}: {reason} ({chance})", the reason said of the step (Italian: a step, "passo", is masculine)
    "chint.line": ("{mark}: {reason} ({chance})", "{mark} : {reason} ({chance})", "{mark}: {reason} ({chance})",
                   "{mark}: {reason} ({chance})"),
    "chint.chance": ("{pct}% di probabilità di vincere", "{pct}\u00a0% de chances de victoire", "{pct}% to win",
                     "{pct}\u00a0% Gewinnchance"),
    "chint.good": ("buono", "bon", "good", "gut"),
    "chint.ok": ("discreto", "correct", "fair", "ordentlich"),
    "chint.risky": ("rischioso", "risqué", "risky", "riskant"),
    "chint.good_risky": ("il migliore, ma rischioso", "le meilleur, mais risqué", "best here, but risky",
                         "am besten, aber riskant"),
    "chint.weaker": ("meno buono", "moins bon", "weaker", "schwächer"),
    "chint.wins": ("vince la partita", "gagne la partie", "wins the game", "gewinnt das Spiel"),
    "chint.captures": ("batte {n} pedine di {player}", "bat {n} pions de {player}", "beats {n} of {player}'s pieces",
                       "schlägt {n} Figuren von {player}"),
    "chint.captures.one": ("batte una pedina di {player}", "bat un pion de {player}", "beats a piece of {player}'s",
                           "schlägt eine Figur von {player}"),
    "chint.finishes": ("porta {n} pedine {to}", "amène {n} pions {to}", "brings {n} pieces {to}",
                       "bringt {n} Figuren {to}"),
    "chint.finishes.one": ("porta una pedina {to}", "amène un pion {to}", "brings a piece {to}",
                           "bringt eine Figur {to}"),
    "chint.exposed": ("si ferma a {distance} caselle davanti a una pedina di {player}",
                      "s'arrête à {distance} cases devant un pion de {player}, à sa portée",
                      "stops {distance} squares ahead of a piece of {player}'s",
                      "landet {distance} Felder vor einer Figur von {player}"),
    "chint.exposed.one": ("si ferma a {distance} casella davanti a una pedina di {player}",
                          "s'arrête à {distance} case devant un pion de {player}, à sa portée",
                          "stops {distance} square ahead of a piece of {player}'s",
                          "landet {distance} Feld vor einer Figur von {player}"),
    "chint.exposed.column": ("si ferma a {distance} caselle davanti a una colonna di {by} pedine di {player}",
                             "s'arrête à {distance} cases devant une colonne de {by} pions de {player}, à sa portée",
                             "stops {distance} squares ahead of {player}'s column of {by}",
                             "landet {distance} Felder vor einer {by}er-Säule von {player}"),
    "chint.exposed.column.one": ("si ferma a {distance} casella davanti a una colonna di {by} pedine di {player}",
                                 "s'arrête à {distance} case devant une colonne de {by} pions de {player}, à sa portée",
                                 "stops {distance} square ahead of {player}'s column of {by}",
                                 "landet {distance} Feld vor einer {by}er-Säule von {player}"),
    # the same risk after a better reason ("beats a piece of Black's and stops ..."):
    "chint.exposed.and": ("e si ferma a {distance} caselle davanti a una pedina di {player}",
                          "et s'arrête à {distance} cases devant un pion de {player}, à sa portée",
                          "and stops {distance} squares ahead of a piece of {player}'s",
                          "und landet {distance} Felder vor einer Figur von {player}"),
    "chint.exposed.and.one": ("e si ferma a {distance} casella davanti a una pedina di {player}",
                              "et s'arrête à {distance} case devant un pion de {player}, à sa portée",
                              "and stops {distance} square ahead of a piece of {player}'s",
                              "und landet {distance} Feld vor einer Figur von {player}"),
    "chint.exposed.and.column": ("e si ferma a {distance} caselle davanti a una colonna di {by} pedine di {player}",
                                 "et s'arrête à {distance} cases devant une colonne de {by} pions de {player}, à sa portée",
                                 "and stops {distance} squares ahead of {player}'s column of {by}",
                                 "und landet {distance} Felder vor einer {by}er-Säule von {player}"),
    "chint.exposed.and.column.one": ("e si ferma a {distance} casella davanti a una colonna di {by} pedine di "
                                     "{player}",
                                     "et s'arrête à {distance} case devant une colonne de {by} pions de {player}, à sa portée",
                                     "and stops {distance} square ahead of {player}'s column of {by}",
                                     "und landet {distance} Feld vor einer {by}er-Säule von {player}"),
    "chint.binds": ("forma una colonna di {height}", "forme une colonne de {height}",
                    "binds into a column of {height}", "bildet eine {height}er-Säule"),
    "chint.escapes": ("sfugge a una pedina di {player}", "échappe à un pion de {player}",
                      "gets out of reach of a piece of {player}'s", "entkommt einer Figur von {player}"),
    "chint.escapes.column": ("sfugge a una colonna di {by} pedine di {player}",
                             "échappe à une colonne de {by} pions de {player}",
                             "gets out of reach of {player}'s column of {by}",
                             "entkommt einer {by}er-Säule von {player}"),
    "chint.blocks": ("sbarra la strada a {player}", "barre la route à {player}", "stands in {player}'s way",
                     "versperrt {player} den Weg"),
    "chint.enters": ("fa entrare una nuova pedina", "fait entrer un nouveau pion", "brings a new piece onto the board",
                     "bringt eine neue Figur aufs Brett"),
    "chint.advances": ("avanza di {squares} caselle", "avance de {squares} cases", "moves {squares} squares forward",
                       "zieht {squares} Felder vor"),
    "chint.advances.one": ("avanza di {squares} casella", "avance de {squares} case", "moves {squares} square forward",
                           "zieht {squares} Feld vor"),
    # the review's biggest mistakes (ludoview.games.review): a step as the player took it (".did",
    # after "Black rolled a 5 and a 6 and ...") and as the better one ("... it was better to" + ".do")
    "rc.enter.did": ("ha fatto entrare una nuova pedina {to}", "a fait entrer un nouveau pion {to}",
                     "brought a new piece in {to}", "eine neue Figur {to} eingesetzt"),
    "rc.enter.do": ("far entrare una nuova pedina {to}", "faire entrer un nouveau pion {to}",
                    "bring a new piece in {to}", "eine neue Figur {to} einzusetzen"),
    "rc.move.did": ("ha spostato {unit} {from_} {to}", "a avancé {unit} {from_} {to}", "moved {unit} {from_} {to}",
                    "{unit} {from_} {to} gezogen"),
    "rc.move.do": ("spostare {unit} {from_} {to}", "avancer {unit} {from_} {to}", "move {unit} {from_} {to}",
                   "{unit} {from_} {to} zu ziehen"),
    # the same unit on again ("..., then moved it on to square 6"), another piece entering ("..., then
    # another at entry V"): said after "then" (French: "l'a avancé" a piece, "l'a avancée" a column)
    "rc.on.did": ("l'ha spostata {to}", "l'a avancé {to}", "moved it on {to}", "weiter {to} gezogen"),
    "rc.on.did.column": ("l'ha spostata {to}", "l'a avancée {to}", "moved it on {to}", "weiter {to} gezogen"),
    "rc.on.do": ("spostarla {to}", "l'avancer {to}", "move it on {to}", "weiter {to} zu ziehen"),
    "rc.on.do.column": ("spostarla {to}", "l'avancer {to}", "move it on {to}", "weiter {to} zu ziehen"),
    "rc.another": ("un'altra {to}", "un autre {to}", "another {to}", "eine weitere {to}"),
    "rc.piece": ("la pedina", "le pion", "the piece", "die Figur"),
    "rc.column": ("la colonna di {n}", "la colonne de {n}", "the column of {n}", "die {n}er-Säule"),
    "rc.beats.did": ("{move}, battendo {n} pedine di {victim}", "{move} en battant {n} pions de {victim}",
                     "{move}, beating {n} of {victim}'s pieces", "{move} und dabei {n} Figuren von {victim} geschlagen"),
    "rc.beats.did.one": ("{move}, battendo una pedina di {victim}", "{move} en battant un pion de {victim}",
                         "{move}, beating one of {victim}'s pieces",
                         "{move} und dabei eine Figur von {victim} geschlagen"),
    "rc.beats.do": ("{move}, battendo {n} pedine di {victim}", "{move} en battant {n} pions de {victim}",
                    "{move}, beating {n} of {victim}'s pieces", "{move} und dabei {n} Figuren von {victim} zu schlagen"),
    "rc.beats.do.one": ("{move}, battendo una pedina di {victim}", "{move} en battant un pion de {victim}",
                        "{move}, beating one of {victim}'s pieces",
                        "{move} und dabei eine Figur von {victim} zu schlagen"),
    "rc.binds.did": ("{move}, formando una colonna di {n}", "{move} en formant une colonne de {n}",
                     "{move}, making a column of {n}", "{move} und so eine {n}er-Säule gebildet"),
    "rc.binds.do": ("{move}, formando una colonna di {n}", "{move} en formant une colonne de {n}",
                    "{move}, making a column of {n}", "{move} und so eine {n}er-Säule zu bilden"),
}, SHELL)

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(n: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def _variant(name: str):
    """The engine's variant ``name``, imported here: the main page's words need no engine
    at start (importing ``ludo.colonne`` imports all of it)."""
    from ludo.colonne.variant import variant_named

    return variant_named(name)


def sizes(variant: str) -> tuple[int, int]:
    """The entry lane's and the track's lengths of a variant."""
    v = _variant(variant)
    return v.entry, v.track


def colour_name(lang: str, colour: str) -> str:
    return WORDS(lang, f"colour.{colour}")


def player_name(lang: str, colour: str, names: Names | None = None) -> str:
    """A player's name: the one given in the setup, else white or black."""
    return (names or {}).get(colour) or colour_name(lang, colour)


def place(lang: str, variant: str, progress: int, role: str = "") -> str:
    """Where a piece at ``progress`` stands: off the board, an entry square, the track, the finish.

    ``role``: "from", "to" or "in" for the place as a step says it, with the words each
    language joins to it ("dall'ingresso V", "de la case 3", "jusqu'à l'arrivée", "ins Ziel")."""
    entry, track = sizes(variant)
    if progress == 0:
        kind, params = "cplace.off", {}
    elif progress <= entry:
        kind, params = "cplace.entry", {"roman": roman(entry - progress + 1)}
    elif progress <= entry + track:
        kind, params = "cplace.track", {"n": progress - entry}
    else:
        kind, params = "cplace.finish", {}
    key = f"{kind}.{role}" if role and f"{kind}.{role}" in WORDS else kind
    return WORDS(lang, key, **params)


def dice_text(dice) -> str:
    return "+".join(str(int(d)) for d in dice)


def dice_list(dice) -> str:
    return ", ".join(str(int(d)) for d in dice)


def step_text(lang: str, variant: str, step: dict) -> str:
    """A step in words: "new piece at entry V with 5", "column of 2 from square 3 to square 8 with 2+3"."""
    dice = dice_text(step["dice"])
    if step["from"] == 0:
        text = WORDS(lang, "cstep.enter", to=place(lang, variant, step["to"], "in"), dice=dice)
    else:
        pieces = step.get("pieces", 1)
        unit = WORDS(lang, "cstep.piece") if pieces == 1 else WORDS(lang, "cstep.column", n=pieces)
        text = WORDS(lang, "cstep.move", unit=unit, from_=place(lang, variant, step["from"], "from"),
                     to=place(lang, variant, step["to"], "to"), dice=dice)
    if step.get("captures"):
        text += " · " + WORDS(lang, "cstep.beats", n=step["captures"])
    return text


def move_text(lang: str, position: dict, step: dict) -> str:
    """A legal step of ``position`` in words, saying when it binds into a column."""
    variant = position["variant"]
    text = step_text(lang, variant, step)
    finish = sum(sizes(variant)) + 1
    own = position["pieces"][position["turn"]].count(step["to"]) if 0 < step["to"] < finish else 0
    if own:
        text += " · " + WORDS(lang, "cstep.binds", n=own + step.get("pieces", 1))
    return text


def choice_text(lang: str, position: dict, roll, steps: list | None, names: Names | None = None,
                done: bool = True) -> str:
    """A turn of the review in a plain sentence's words: its steps one after another, each
    said in the position it is taken in (the throw's dice in it, the steps before it played),
    as taken (``done``: "moved the piece from square 1 to square 6", said after "Black rolled
    a 5 and a 6 and") or as the ones to take (after "it was better to"); what they beat or bind."""
    form = "did" if done else "do"
    if not steps:
        return SHELL(lang, f"review.no_move.{form}")
    try:
        at = api.roll(position, list(roll))
    except (LudoError, ValueError, TypeError):
        at = position
    said, before = [], None
    for step in steps:
        said.append(_step_said(lang, at, step, names, form, before))
        before = step
        try:
            at = api.play(at, step)
        except (LudoError, ValueError, TypeError):
            pass
    text = said[0]
    for more in said[1:]:
        text = SHELL(lang, "review.then", first=text, then=more)
    return text


def _step_said(lang: str, position: dict, step: dict, names: Names | None, form: str,
               before: dict | None = None) -> str:
    """One step of a turn (``before``: the turn's step before it, if any)."""
    variant, mover = position["variant"], position["turn"]
    finish = sum(sizes(variant)) + 1
    pieces = int(step.get("pieces", 1))
    if step["from"] == 0:
        entered = before is not None and before["from"] == 0
        text = WORDS(lang, "rc.another" if entered else f"rc.enter.{form}", to=place(lang, variant, step["to"], "in"))
    elif (before is not None and before["to"] == step["from"] and int(before.get("pieces", 1)) == pieces
          and position["pieces"][mover].count(step["from"]) == pieces):   # the very unit the step before moved
        text = WORDS(lang, f"rc.on.{form}" + (".column" if pieces > 1 else ""), to=place(lang, variant, step["to"], "to"))
    else:
        unit = WORDS(lang, "rc.piece") if pieces == 1 else WORDS(lang, "rc.column", n=pieces)
        text = WORDS(lang, f"rc.move.{form}", unit=unit, from_=place(lang, variant, step["from"], "from"),
                     to=place(lang, variant, step["to"], "to"))
    if step.get("captures"):
        opponent = "black" if mover == "white" else "white"
        text = WORDS(lang, f"rc.beats.{form}", move=text, n=int(step["captures"]),
                     victim=player_name(lang, opponent, names))
    elif 0 < step["to"] < finish and position["pieces"][mover].count(step["to"]):
        text = WORDS(lang, f"rc.binds.{form}", move=text,
                     n=position["pieces"][mover].count(step["to"]) + int(step.get("pieces", 1)))
    return text


def chance_text(lang: str, estimate: float) -> str:
    """A win chance (0..1) as a percentage: "62% to win"; never 0% or 100% unless it is certain."""
    pct = round(float(estimate) * 100)
    if 0 < estimate < 1:
        pct = min(99, max(1, pct))
    return WORDS(lang, "chint.chance", pct=pct)


def reason_text(lang: str, variant: str, reason: dict, opponent: str, names: Names | None = None,
                then: bool = False) -> str:
    """One reason code of a hint (``{"code", "args"}``) as words said of the step: "beats a piece of
    Black's", "stops 3 squares ahead of Black's column of 2"; ``then``: said after another reason."""
    code, args = reason["code"], reason.get("args") or {}
    player = player_name(lang, opponent, names)
    key = f"chint.{code}" + (".and" if then and code == "exposed" else "")
    if code in ("captures", "finishes"):
        params: dict = {"n": int(args["n"]), "player": player}
        if code == "finishes":
            params["to"] = place(lang, variant, sum(sizes(variant)) + 1, "to")
        return WORDS(lang, key, **params)
    if code == "exposed":
        by = int(args["by"])
        return WORDS(lang, key + (".column" if by > 1 else ""), distance=int(args["distance"]), by=by, player=player)
    if code == "escapes":
        by = int(args["from_height"])
        return WORDS(lang, key + (".column" if by > 1 else ""), by=by, player=player)
    if code == "binds":
        return WORDS(lang, key, height=int(args["height"]))
    if code == "advances":
        return WORDS(lang, key, squares=int(args["squares"]))
    return WORDS(lang, key, player=player)


def hint_text(lang: str, variant: str, hint: dict, opponent: str, names: Names | None = None) -> str | None:
    """A hint of the engine for a step as words: its mark, its most telling reason (and the risk it
    runs, when that is not the first) and its chance: "good: beats a piece of Black's (62% to win)".
    None for a hint this page version cannot word."""
    from ludo.colonne.hints import RISKS   # here: the page's start needs no engine for its words

    try:
        reasons = list(hint.get("reasons") or [{"code": hint["reason"], "args": hint.get("args") or {}}])
        codes = [r["code"] for r in reasons]
        mark = str(hint["mark"])
        if f"chint.{mark}" not in WORDS or any(f"chint.{c}" not in WORDS for c in codes[:1]):
            return None
        if mark == "good" and any(c in RISKS for c in codes):
            mark = "good_risky"   # the best step here, though it stays in reach
        elif mark == "risky" and not any(c in RISKS for c in codes):
            mark = "weaker"       # no risk it runs: clearly worse than the best, and said so
        reason = reason_text(lang, variant, reasons[0], opponent, names)
        risk = next((r for r in reasons[1:] if r["code"] in RISKS), None)
        if risk is not None:
            reason += " " + reason_text(lang, variant, risk, opponent, names, then=True)
        return WORDS(lang, "chint.line", mark=WORDS(lang, f"chint.{mark}"), reason=reason,
                     chance=chance_text(lang, hint["estimate"]))
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def hint_mark(hint: dict) -> str:
    """How a hint is drawn (its class: colour and sign), from the nature of its reasons as its words
    are: "risky" (red, the risk sign) only for a step that runs a risk; a step worse than the best
    for a good reason (it escapes, it beats a piece) is "weaker" (neutral); the best step that
    stays in reach is still "good"."""
    from ludo.colonne.hints import RISKS

    mark = str(hint.get("mark"))
    codes = [r.get("code") for r in hint.get("reasons") or [{"code": hint.get("reason")}] if isinstance(r, dict)]
    if mark == "risky" and not any(c in RISKS for c in codes):
        return "weaker"
    return mark


def board_label(lang: str, variant: str, turn: str | None = None, names: Names | None = None) -> str:
    """The board's accessible name: the game and its size, and whose turn it is (``turn`` None:
    nobody's, the game is over). Short: where the pieces stand is the board in words."""
    v = _variant(variant)
    board = WORDS(lang, f"cboard.label.{v.name}", pieces=v.pieces, dice=v.dice)
    return board if turn is None else WORDS(lang, "cboard.label.turn", board=board,
                                            player=player_name(lang, turn, names))


def board_words(lang: str, position: dict, you: str | None = None, names: Names | None = None) -> tuple[str, list[str]]:
    """The board in words: how the lanes and the track run, then where every unit of each player is."""
    variant = position["variant"]
    entry, track = sizes(variant)
    finish = entry + track + 1
    head = WORDS(lang, "cboard.frame", first=roman(entry), track=track)
    rows = []
    for colour in ("white", "black"):
        counts: dict[int, int] = {}
        for p in position["pieces"][colour]:
            counts[p] = counts.get(p, 0) + 1
        places = []
        if counts.get(0):
            places.append(WORDS(lang, "cboard.off", n=counts[0]))
        for p in sorted(k for k in counts if 0 < k < finish):
            where = place(lang, variant, p)
            places.append(where if counts[p] == 1 else WORDS(lang, "cboard.column", n=counts[p], place=where))
        if counts.get(finish):
            places.append(WORDS(lang, "cboard.finish", n=counts[finish]))
        name = player_name(lang, colour, names) + (f" ({WORDS(lang, 'who.you')})" if colour == you else "")
        rows.append(capital(WORDS(lang, "cboard.row", player=name, places=", ".join(places))))
    return head, rows


def say(lang: str, event: dict, variant: str, you: str | None = None, names: Names | None = None) -> str | None:
    """One colonne event as a sentence (None for one this page version cannot word).

    ``you``: the colour of the one person playing against the computer; what they
    do (or suffer) is said to them as "you"."""
    key = event.get("say")
    if key not in WORDS:
        return None
    try:
        params: dict = {"player": player_name(lang, event["corner"], names) if "corner" in event else ""}
        if key in ("c.opening", "c.opening_tie"):
            params.update(white=dice_text(event["white"]), black=dice_text(event["black"]))
        elif key == "c.rolled":
            params["dice"] = dice_list(event["dice"])
        elif key == "c.step":
            params["step"] = step_text(lang, variant, event["step"])
        elif key == "c.capture":
            params.update(victim=player_name(lang, event["victim"], names), n=int(event["n"]))
        elif key in ("c.lost", "c.pass"):
            params.update(dice=dice_list(event["dice"]), n=len(event["dice"]))   # n: "this die" or "these dice"
        return capital(WORDS(lang, WORDS.addressed(key, event, you), **params))   # (a name typed in lower case)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], variant: str, you: str | None = None,
            names: Names | None = None) -> list[str]:
    return [text for text in (say(lang, e, variant, you, names) for e in events) if text]
