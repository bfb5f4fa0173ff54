"""The shell's words: what every page says whatever the game (menus, setup frame,
end screen, notices, saves, URL parameters), in Italian, French, English and German.

Each game's catalogue (``ludoview.games.<game>.words``) falls back to this one.
"""

from __future__ import annotations

from ludoview.core.i18n import Catalogue

SHELL = Catalogue({
    "app.error": ("Qualcosa è andato storto: {message}", "Une erreur s'est produite : {message}",
                  "Something went wrong: {message}", "Etwas ist schiefgegangen: {message}"),
    "app.reload": ("Ricarica la pagina", "Recharger la page", "Reload the page", "Seite neu laden"),
    "menu.new": ("Nuova partita", "Nouvelle partie", "New game", "Neues Spiel"),
    "menu.undo": ("Annulla mossa", "Annuler le coup", "Undo move", "Zug zurück"),
    "menu.rules": ("Regole", "Règles", "Rules", "Regeln"),
    "menu.results": ("Risultati", "Résultats", "Results", "Ergebnis"),
    "menu.language": ("Lingua", "Langue", "Language", "Sprache"),
    "menu.autoplay": ("Gioca in automatico l'unica mossa possibile", "Jouer automatiquement le seul coup possible",
                      "Play the only possible move automatically", "Den einzig möglichen Zug automatisch ziehen"),
    "menu.close": ("Chiudi", "Fermer", "Close", "Schließen"),
    "kind.human": ("Persona", "Humain", "Human", "Mensch"),
    "kind.easy": ("Computer (facile)", "Ordinateur (facile)", "Computer (easy)", "Computer (leicht)"),
    "kind.medium": ("Computer (medio)", "Ordinateur (moyen)", "Computer (medium)", "Computer (mittel)"),
    "kind.hard": ("Computer (difficile)", "Ordinateur (difficile)", "Computer (hard)", "Computer (schwer)"),
    "who.human": ("persona", "humain", "human", "Mensch"),
    "who.you": ("tu", "toi", "you", "du"),
    "who.computer": ("computer", "ordinateur", "computer", "Computer"),
    "setup.title": ("Nuova partita", "Nouvelle partie", "New game", "Neues Spiel"),
    "setup.players": ("Giocatori", "Joueurs", "Players", "Spieler"),
    "setup.seats": ("Chi gioca", "Qui joue", "Who plays", "Wer spielt"),
    "setup.name": ("Nome di {player} (facoltativo)", "Nom de {player} (facultatif)", "{player}'s name (optional)",
                   "Name von {player} (optional)"),
    "setup.name_hint": ("Nome", "Nom", "Name", "Name"),
    "setup.start": ("Gioca", "Jouer", "Play", "Spielen"),
    "setup.cancel": ("Annulla", "Annuler", "Cancel", "Abbrechen"),
    "setup.distance": ("Gioca con amici a distanza", "Jouer avec des amis à distance",
                       "Play with friends at a distance", "Mit Freunden aus der Ferne spielen"),
    "turn.thinking": ("{player} ci pensa…", "{player} réfléchit…", "{player} is thinking…", "{player} überlegt…"),
    "turn.over": ("Partita finita", "Partie terminée", "Game over", "Spiel vorbei"),
    "die.face": ("Risultato: {roll}", "Résultat : {roll}", "Rolled: {roll}", "Gewürfelt: {roll}"),
    "log.title": ("Cronaca", "Déroulement", "What happened", "Verlauf"),
    "say.resumed": ("Partita salvata ripresa.", "Partie sauvegardée reprise.", "Saved game resumed.",
                    "Gespeichertes Spiel fortgesetzt."),
    "save.broken": ("La partita salvata non si può leggere ({reason}). È iniziata una nuova partita.",
                    "La partie sauvegardée est illisible ({reason}). Une nouvelle partie commence.",
                    "The saved game could not be read ({reason}). A new game has started.",
                    "Das gespeicherte Spiel ist unlesbar ({reason}). Ein neues Spiel hat begonnen."),
    "save.too_large": ("La partita salvata è troppo grande per essere una vera partita e non si può leggere "
                       "({reason}). È iniziata una nuova partita.",
                       "La partie sauvegardée est trop grande pour être une vraie partie et reste illisible "
                       "({reason}). Une nouvelle partie commence.",
                       "The saved game is too large to be a real game and could not be read ({reason}). A new "
                       "game has started.",
                       "Das gespeicherte Spiel ist zu groß für ein echtes Spiel und unlesbar ({reason}). Ein neues "
                       "Spiel hat begonnen."),
    "save.kept": ("Il testo illeggibile resta nel browser sotto «{place}».",
                  "Le texte illisible reste dans le navigateur sous « {place} ».",
                  "The unreadable text is kept in the browser under “{place}”.",
                  "Der unlesbare Text bleibt im Browser unter „{place}“ erhalten."),
    "save.failed": ("La memoria del browser è piena: questa partita non viene salvata. Libera un po' di spazio "
                    "(o chiudi le altre schede di questo sito) per conservarla.",
                    "Le stockage de ton navigateur est plein : cette partie n'est pas sauvegardée. Libère un peu "
                    "de place (ou ferme les autres onglets de ce site) pour la garder.",
                    "Your browser's storage is full: this game is not being saved. Free some space (or close "
                    "other tabs of this site) to keep it.",
                    "Der Speicher deines Browsers ist voll: Dieses Spiel wird nicht gespeichert. Gib etwas Platz "
                    "frei (oder schließe andere Tabs dieser Seite), um es zu behalten."),
    "save.off": ("Il browser non lascia salvare nulla a questa pagina: la partita non viene salvata e si perde "
                 "ricaricando.",
                 "Ton navigateur ne laisse cette page rien enregistrer : la partie n'est pas sauvegardée et se "
                 "perd si tu recharges.",
                 "Your browser does not let this page store anything: this game is not being saved, and "
                 "reloading the page loses it.",
                 "Dein Browser lässt diese Seite nichts speichern: Das Spiel wird nicht gespeichert und geht "
                 "beim Neuladen verloren."),
    "save.works_again": ("Ora la partita viene di nuovo salvata.", "La partie est de nouveau sauvegardée.",
                         "The game is being saved again.", "Das Spiel wird wieder gespeichert."),
    "save.not_kept": ("La memoria del browser è piena e non c'è posto per una copia della partita illeggibile: "
                      "resta sotto «{place}» e la nuova partita non viene salvata finché non c'è spazio.",
                      "Le stockage de ton navigateur est plein et la partie illisible n'a pas pu être copiée : "
                      "elle reste sous « {place} » et la nouvelle partie n'est pas sauvegardée tant qu'il n'y a "
                      "pas de place.",
                      "Your browser's storage is full, so the unreadable game could not be copied aside: it "
                      "stays under “{place}”, and the new game is not saved until there is space.",
                      "Der Speicher deines Browsers ist voll, das unlesbare Spiel konnte nicht kopiert werden: Es "
                      "bleibt unter „{place}“, und das neue Spiel wird erst gespeichert, wenn wieder Platz ist."),
    "settings.broken": ("Le impostazioni salvate non si possono leggere: valgono quelle di base.",
                        "Les réglages enregistrés sont illisibles : ceux par défaut sont utilisés.",
                        "The saved settings could not be read: the usual ones are used.",
                        "Die gespeicherten Einstellungen sind unlesbar: Es gelten die üblichen."),
    "param.lang": ("L'indirizzo chiede lang=«{value}», che non è tra it, fr, en, de. Lingua usata: {used}.",
                   "L'adresse demande lang=« {value} », qui n'est pas parmi it, fr, en, de. Langue utilisée : "
                   "{used}.",
                   "The address asks for lang=“{value}”, which is not one of it, fr, en, de: the page is in {used}.",
                   "Die Adresse verlangt lang=„{value}“, das ist keine der Sprachen it, fr, en, de: Die Seite "
                   "erscheint auf {used}."),
    "param.game": ("game=«{value}» non è né mensch né colonne: si gioca a {used}.",
                   "game=« {value} » n'est ni mensch ni colonne : la page montre {used}.",
                   "game=“{value}” is neither mensch nor colonne: the page shows {used}.",
                   "game=„{value}“ ist weder mensch noch colonne: Die Seite zeigt {used}."),
    "param.speed": ("speed=«{value}» non è un numero da 0 a 10: si gioca al ritmo normale (1).",
                    "speed=« {value} » n'est pas un nombre de 0 à 10 : le rythme normal (1) est utilisé.",
                    "speed=“{value}” is not a number from 0 to 10: the normal pace (1) is used.",
                    "speed=„{value}“ ist keine Zahl von 0 bis 10: Es gilt das normale Tempo (1)."),
    "save.synced": ("La partita è proseguita in un'altra scheda: questa ora mostra la partita più recente.",
                    "La partie a continué dans un autre onglet : celui-ci montre maintenant la plus récente.",
                    "The game went on in another tab: this tab now shows the latest game.",
                    "Das Spiel ging in einem anderen Tab weiter: Dieser Tab zeigt jetzt den neuesten Stand."),
    # why something was refused, by its kind (ludoview.core.reasons: English keeps the engine's own text)
    "reason.position": ("la posizione non rispetta il formato o le regole del gioco",
                        "la position ne respecte pas le format ou les règles du jeu",
                        "the position breaks the format or the rules of the game",
                        "die Stellung verstößt gegen das Format oder die Regeln des Spiels"),
    "reason.notation": ("il testo non è la notazione di una posizione", "ce texte n'est pas la notation d'une position",
                        "the text is not the notation of a position", "der Text ist nicht die Notation einer Stellung"),
    "reason.record": ("la registrazione della partita è danneggiata o non si lascia rigiocare",
                      "l'enregistrement de la partie est abîmé ou ne se rejoue pas",
                      "the game's record is damaged or does not replay",
                      "der Spielbericht ist beschädigt oder lässt sich nicht nachspielen"),
    "reason.move": ("le regole non permettono questa mossa", "les règles n'autorisent pas ce coup",
                    "the rules do not allow this move", "die Regeln erlauben diesen Zug nicht"),
    "reason.over": ("la partita è già finita", "la partie est déjà finie", "the game is already over",
                    "das Spiel ist schon vorbei"),
    "reason.level": ("questo livello del computer non esiste", "ce niveau de l'ordinateur n'existe pas",
                     "the computer has no such level", "diese Stufe des Computers gibt es nicht"),
    "reason.puzzle": ("l'elenco dei problemi è danneggiato", "la liste des problèmes est abîmée",
                      "the list of puzzles is damaged", "die Liste der Aufgaben ist beschädigt"),
    "reason.lesson": ("la lezione del link è danneggiata o incompleta", "la leçon du lien est abîmée ou incomplète",
                      "the lesson in the link is damaged or incomplete", "die Lektion im Link ist beschädigt oder unvollständig"),
    "reason.step": ("questa posizione non va con il compito scelto", "cette position ne va pas avec la tâche choisie",
                    "this position does not suit the task chosen", "diese Stellung passt nicht zur gewählten Aufgabe"),
    "reason.step.roll": ("scegli prima il tiro (o i dadi) da giocare", "choisis d'abord le lancer (ou les dés) à jouer",
                         "set the throw (or the dice) to play first", "stell zuerst den Wurf (oder die Würfel) ein"),
    "reason.step.move": ("scegli la mossa che chi legge deve giocare", "choisis le coup que le lecteur doit jouer",
                         "choose the move the reader must play", "wähle den Zug, den der Leser spielen soll"),
    "reason.step.legal": ("con questo tiro una mossa c'è: non si può passare", "ce lancer permet un coup : on ne peut pas passer",
                          "this throw has a legal move, so it cannot be passed",
                          "mit diesem Wurf ist ein Zug möglich: Er lässt sich nicht übergehen"),
    "reason.step.none": ("con questo tiro non c'è nessuna mossa", "ce lancer ne permet aucun coup",
                         "this throw has no legal move", "mit diesem Wurf ist kein Zug möglich"),
    "reason.command": ("il comando «{name}» non esiste", "la commande «\u00a0{name}\u00a0» n'existe pas",
                       "there is no command \"{name}\"", "den Befehl „{name}“ gibt es nicht"),
    "reason.link": ("il link è danneggiato o incompleto", "le lien est abîmé ou incomplet",
                    "the link is damaged or cut short", "der Link ist beschädigt oder unvollständig"),
    "reason.save": ("i dati salvati sono danneggiati", "les données enregistrées sont abîmées",
                    "the saved data is damaged", "die gespeicherten Daten sind beschädigt"),
    "reason.too_large": ("è più grande di qualsiasi partita vera", "c'est plus grand que n'importe quelle vraie partie",
                         "it is larger than any real game", "das ist größer als jede echte Partie"),
    "reason.generic": ("i dati non sono validi", "les données ne sont pas valables", "the data is not valid",
                       "die Angaben sind ungültig"),
    "reason.param": ("il parametro {name} non va bene", "le paramètre {name} ne convient pas",
                     "the parameter {name} is not right", "der Parameter {name} passt nicht"),
    "reason.param.value": ("il parametro {name} non va bene: {typed}", "le paramètre {name} ne convient pas : {typed}",
                           "the parameter {name} is not right: {typed}", "der Parameter {name} passt nicht: {typed}"),
    "reason.param.long": ("il parametro {name} è troppo lungo", "le paramètre {name} est trop long",
                          "the parameter {name} is too long", "der Parameter {name} ist zu lang"),
    "reason.param.unknown": ("il parametro {name} non esiste (quelli possibili: {known})",
                             "le paramètre {name} n'existe pas (ceux qui existent : {known})",
                             "there is no parameter {name} (the ones there are: {known})",
                             "einen Parameter {name} gibt es nicht (möglich sind: {known})"),
    "reason.param.twice": ("il parametro {name} compare più volte: va dato una volta sola",
                           "le paramètre {name} apparaît plusieurs fois : donne-le une seule fois",
                           "the parameter {name} is given more than once: give it once",
                           "der Parameter {name} steht mehrmals in der Adresse: Gib ihn nur einmal an"),
    "board.crowd": ("Quale intendi?", "Lequel veux-tu ?", "Which one do you mean?", "Welches meinst du?"),
    "board.crowd.more": ("Altre scelte più in basso: scorri", "D'autres choix plus bas : fais défiler",
                         "More choices below: scroll", "Weitere Möglichkeiten weiter unten: scrollen"),
    "board.words": ("Il tabellone a parole", "Le plateau en mots", "The board in words", "Das Brett in Worten"),
    "menu.numbers": ("Numeri delle caselle", "Numéros des cases", "Square numbers", "Feldnummern"),
    "menu.sound": ("Suoni", "Sons", "Sound", "Ton"),
    "menu.pace": ("Ritmo", "Rythme", "Pace", "Tempo"),
    "pace.instant": ("Immediato", "Immédiat", "Instant", "Sofort"),
    "pace.fast": ("Veloce", "Rapide", "Fast", "Schnell"),
    "pace.normal": ("Normale", "Normal", "Normal", "Normal"),
    "pace.slow": ("Lento", "Lent", "Slow", "Langsam"),
    "menu.hints": ("Mostra consigli", "Afficher les conseils", "Show hints", "Tipps zeigen"),
    "end.title": ("Partita finita", "Partie terminée", "Game over", "Spiel vorbei"),
    "end.places": ("Classifica", "Classement", "Standings", "Platzierungen"),
    "end.place": ("{place}º", "{place}e", "#{place}", "{place}."),
    "end.place.one": ("{place}º", "{place}er", "#{place}", "{place}."),
    "end.home": ("{n} arrivate", "{n} à l'arrivée", "{n} home", "{n} im Ziel"),
    "end.home.one": ("{n} arrivata", "{n} à l'arrivée", "{n} home", "{n} im Ziel"),
    "end.rematch": ("Rivincita", "Revanche", "Rematch", "Revanche"),
    "end.new": ("Nuova partita", "Nouvelle partie", "New game", "Neues Spiel"),
    "end.show_board": ("Guarda il tabellone", "Voir le plateau", "Look at the board", "Brett ansehen"),
    "end.replay": ("Rivedi la partita", "Revoir la partie", "Replay this game", "Partie nachspielen"),
    "end.copy": ("Copia il link", "Copier le lien", "Copy link", "Link kopieren"),
    "end.copied": ("Link copiato: chi lo apre rivede questa partita mossa per mossa.",
                   "Lien copié : en l'ouvrant, on revoit cette partie coup par coup.",
                   "Link copied: whoever opens it can replay this game move by move.",
                   "Link kopiert: Wer ihn öffnet, sieht diese Partie Zug um Zug noch einmal."),
    "end.copy_failed": ("Il browser non permette di copiare qui: apri «Rivedi la partita» e copia il suo indirizzo.",
                        "Le navigateur ne permet pas de copier ici : ouvre « Revoir la partie » et copie son "
                        "adresse.",
                        "The browser does not allow copying here: open “Replay this game” and copy its address.",
                        "Der Browser erlaubt hier kein Kopieren: Öffne „Partie nachspielen“ und kopiere die "
                        "Adresse."),
    "rules.title": ("Come si gioca", "Comment jouer", "How to play", "So wird gespielt"),
    "rules.more": ("Tutte le regole, con esempi", "Toutes les règles, avec des exemples",
                   "All the rules, with examples", "Alle Regeln, mit Beispielen"),
    "rules.learn": ("Impara passo per passo: lezioni e problemi", "Apprendre pas à pas : leçons et problèmes",
                    "Learn step by step: lessons and puzzles", "Schritt für Schritt lernen: Lektionen und Aufgaben"),
    "setup.game": ("Gioco", "Jeu", "Game", "Spiel"),
    "say.to_move": ("Tocca a {player}.", "C'est à {player} de jouer.", "{player} to move.", "{player} ist am Zug."),
    "say.to_move.you": ("Tocca a te.", "C'est à toi de jouer.", "Your move.", "Du bist am Zug."),
    # --- the game review (ludoview.games.review) ---
    "review.title": ("Analisi della partita", "Analyse de la partie", "Game review", "Spielanalyse"),
    "review.chart": ("Probabilità di vittoria di ogni giocatore nel corso della partita",
                     "Chances de gagner de chaque joueur au fil de la partie",
                     "Each player's chance to win over the game", "Gewinnchance jedes Spielers im Lauf der Partie"),
    "review.note": ("In punti di probabilità di vittoria. Fortuna: quanto ha dato ogni tiro rispetto a un tiro "
                    "medio. Decisioni: quanto sono costate le scelte rispetto alle migliori.",
                    "En points de chances de gagner. Chance aux dés : ce que chaque lancer a apporté par rapport "
                    "à un lancer moyen. Décisions : ce que les choix ont coûté par rapport aux meilleurs.",
                    "In points of win chance. Luck: what each roll gave compared with an average roll. "
                    "Decisions: what the choices cost compared with the best ones.",
                    "In Prozentpunkten der Gewinnchance. Würfelglück: was jeder Wurf im Vergleich zu einem "
                    "durchschnittlichen Wurf brachte. Entscheidungen: was die Züge im Vergleich zu den besten "
                    "gekostet haben."),
    # the chart in words (its accessible description): who led, when the lead was taken for good,
    # the biggest swing ({when}: one of review.when.*)
    "review.led.most": ("{player} ha condotto per gran parte della partita ({percent} dei turni).",
                        "{player} a mené la plupart du temps ({percent} des tours).",
                        "{player} was ahead for most of the game ({percent} of the turns).",
                        "{player} lag den größten Teil der Partie vorn ({percent} der Züge)."),
    "review.led.close": ("La partita è stata combattuta: {player} ha condotto più a lungo degli altri "
                         "({percent} dei turni).",
                         "La partie a été disputée : {player} a mené plus longtemps que les autres ({percent} des tours).",
                         "The game was close: {player} was ahead longest ({percent} of the turns).",
                         "Die Partie war umkämpft: {player} lag am längsten vorn ({percent} der Züge)."),
    "review.led.always": ("{player} ha condotto dall'inizio alla fine.", "{player} a mené du début à la fin.",
                          "{player} was ahead from start to finish.", "{player} lag von Anfang bis Ende vorn."),
    "review.lead.final": ("{player} ha preso definitivamente il comando {when}.",
                          "{player} a pris la tête pour de bon {when}.",
                          "{player} took the lead for good {when}.",
                          "{player} ging {when} endgültig in Führung."),
    "review.lead.stopped": ("Quando la partita si è interrotta era in testa {player}.",
                            "Quand la partie s'est arrêtée, {player} menait.",
                            "When the game stopped, {player} was ahead.",
                            "Als die Partie abbrach, lag {player} vorn."),
    "review.when.early": ("già all'inizio", "dès le début", "early on", "schon früh"),
    "review.when.middle": ("a metà partita", "en milieu de partie", "midway through", "in der Mitte der Partie"),
    "review.when.late": ("verso la fine", "vers la fin", "late in the game", "gegen Ende"),
    # the swing came in the part of the game the sentence before named: not said twice
    "review.when.same": ("in quella stessa fase", "dans cette même phase", "at that same stage", "in derselben Phase"),
    "review.swing": ("La svolta più grande è arrivata {when} (posizione {at}), al tiro di {mover}: la probabilità di "
                     "{player} è passata dal {before} al {after}.",
                     "Le plus grand tournant a eu lieu {when} (position {at}), au lancer de {mover} : les chances de "
                     "{player} sont passées de {before} à {after}.",
                     "The biggest swing came {when} (position {at}), on {mover}'s roll: {player}'s chance went "
                     "from {before} to {after}.",
                     "Der größte Umschwung kam {when} (Stellung {at}), beim Wurf von {mover}: Die Gewinnchance von "
                     "{player} ging von {before} auf {after}."),
    "review.swing.own": ("La svolta più grande è arrivata {when} (posizione {at}), con un tiro di {player}: la sua "
                         "probabilità è passata dal {before} al {after}.",
                         "Le plus grand tournant a eu lieu {when} (position {at}), sur un lancer de {player} : ses "
                         "chances sont passées de {before} à {after}.",
                         "The biggest swing came {when} (position {at}), on {player}'s own roll: their chance went "
                         "from {before} to {after}.",
                         "Der größte Umschwung kam {when} (Stellung {at}), bei einem Wurf von {player}: Die "
                         "eigene Gewinnchance ging von {before} auf {after}."),
    # beside the figures: why they can be large, and why they are not the chart's change
    "review.sums": ("Il costo di ogni scelta si somma su tutta la partita, anche oltre 100 punti, e il grafico si "
                    "muove anche nei turni degli altri, quindi fortuna più decisioni non dà per forza la variazione "
                    "della linea del giocatore.",
                    "Le coût de chaque choix s'additionne sur toute la partie, au-delà même de 100 points, et le "
                    "graphique bouge aussi pendant les tours des autres : chance plus décisions ne donne donc pas "
                    "forcément la variation de la courbe du joueur.",
                    "The cost of every choice adds up over the game, even past 100 points, and the chart also moves "
                    "on the other players' turns, so luck plus decisions need not match the change in a player's "
                    "line.",
                    "Die Kosten jeder Entscheidung summieren sich über die ganze Partie, auch über 100 Punkte hinaus, "
                    "und die Kurven bewegen sich auch bei den Zügen der anderen; Würfelglück und Entscheidungen "
                    "ergeben darum nicht unbedingt die Änderung der eigenen Kurve."),
    "review.progress": ("Analisi in corso… {percent}", "Analyse en cours… {percent}",
                        "Analysing the game… {percent}", "Analyse läuft… {percent}"),
    "review.failed": ("L'analisi non è riuscita: {message}", "L'analyse a échoué : {message}",
                      "The analysis failed: {message}", "Die Analyse ist fehlgeschlagen: {message}"),
    "review.percent": ("{value}%", "{value}\u00a0%", "{value}%", "{value}\u00a0%"),
    "review.points": ("{value} punti", "{value} points", "{value} points", "{value} Punkte"),
    "review.point": ("{value} punto", "{value} point", "{value} point", "{value} Punkt"),
    "review.start": ("inizio", "début", "start", "Anfang"),
    "review.end": ("fine", "fin", "end", "Ende"),
    "review.luck": ("Fortuna ai dadi: {points}", "Chance aux dés : {points}", "Luck of the dice: {points}",
                    "Würfelglück: {points}"),
    "review.decisions": ("Decisioni: {points} su {n} scelte", "Décisions : {points} sur {n} choix",
                         "Decisions: {points} over {n} choices", "{n} Entscheidungen: {points}"),
    "review.decisions.one": ("Decisioni: {points} su {n} scelta", "Décisions : {points} sur {n} choix",
                             "Decisions: {points} over {n} choice", "{n} Entscheidung: {points}"),
    # the figures per throw and per choice (a long game's sums read as nonsense: issue 26)
    "review.luck.per": ("Fortuna ai dadi: {points} a tiro, su {n} tiri", "Chance aux dés\u00a0: {points} par lancer, "
                        "sur {n} lancers", "Luck of the dice: {points} a throw, over {n} throws",
                        "Würfelglück: {points} pro Wurf, bei {n} Würfen"),
    "review.luck.per.one": ("Fortuna ai dadi: {points} a tiro, su {n} tiro", "Chance aux dés\u00a0: {points} par "
                            "lancer, sur {n} lancer", "Luck of the dice: {points} a throw, over {n} throw",
                            "Würfelglück: {points} pro Wurf, bei {n} Wurf"),
    "review.decisions.per": ("Decisioni: {points} a scelta, su {n} scelte", "Décisions\u00a0: {points} par choix, "
                             "sur {n} choix", "Decisions: {points} a choice, over {n} choices",
                             "Entscheidungen: {points} pro Entscheidung, bei {n} Entscheidungen"),
    "review.decisions.per.one": ("Decisioni: {points} a scelta, su {n} scelta", "Décisions\u00a0: {points} par "
                                 "choix, sur {n} choix", "Decisions: {points} a choice, over {n} choice",
                                 "Entscheidungen: {points} pro Entscheidung, bei {n} Entscheidung"),
    "review.rating.of": ("Giudizio sulle decisioni: {rating}", "Note des décisions\u00a0: {rating}",
                         "Rating of the decisions: {rating}", "Bewertung der Entscheidungen: {rating}"),
    "review.note.per": ("In punti di probabilità di vittoria, in media. Fortuna: quanto ha dato un tiro rispetto a un "
                        "tiro medio. Decisioni: quanto è costata una scelta rispetto alla migliore.",
                        "En points de chances de gagner, en moyenne. Chance aux dés\u00a0: ce qu'un lancer a apporté "
                        "par rapport à un lancer moyen. Décisions\u00a0: ce qu'un choix a coûté par rapport au "
                        "meilleur.",
                        "In points of win chance, on average. Luck: what a throw gave compared with an average "
                        "throw. Decisions: what a choice cost compared with the best one.",
                        "In Punkten Gewinnchance, im Durchschnitt. Würfelglück: was ein Wurf gegenüber einem "
                        "durchschnittlichen Wurf brachte. Entscheidungen: was eine Entscheidung gegenüber der besten "
                        "kostete."),
    "review.mistake.legend": ("Sul tabellone: {played} la mossa giocata, {best} quella migliore.",
                              "Sur le plateau\u00a0: {played} le coup joué, {best} le meilleur.",
                              "On the board: {played} the move played, {best} the better one.",
                              "Auf dem Brett: {played} der gespielte Zug, {best} der bessere."),
    "review.mistake.ring_played": ("cerchio tratteggiato", "cercle en pointillé", "dashed ring", "gestrichelter Ring"),
    "review.mistake.best": ("cerchio pieno", "cercle plein", "solid ring", "durchgezogener Ring"),
    "review.retry": ("Trova tu la mossa migliore", "Trouve toi-même le meilleur coup", "Find the better move yourself",
                     "Finde den besseren Zug selbst"),
    "review.no_decisions": ("Decisioni: nessuna scelta da fare", "Décisions : aucun choix à faire",
                            "Decisions: no choice to make", "Keine Entscheidungen zu treffen"),
    "review.rating.excellent": ("Eccellente", "Excellent", "Excellent", "Ausgezeichnet"),
    "review.rating.good": ("Buono", "Bon", "Good", "Gut"),
    "review.rating.fair": ("Discreto", "Correct", "Fair", "Ordentlich"),
    "review.rating.weak": ("Debole", "Faible", "Weak", "Schwach"),
    "review.rating.poor": ("Scarso", "Mauvais", "Poor", "Schlecht"),
    "review.mistakes": ("Gli errori più grandi", "Les plus grosses erreurs", "The biggest mistakes",
                        "Die größten Fehler"),
    "review.no_mistakes": ("Nessun errore grave.", "Aucune erreur grave.", "No serious mistake.",
                           "Kein schwerer Fehler."),
    # a biggest mistake, read aloud: who, the roll, what they played (the game's "did" words), the
    # better choice (its "do" words) and about what it cost, in whole points
    "review.mistake": ("{player} ha fatto {roll} e {played}. Era meglio {best}. Questo errore è costato a {player} "
                       "circa {points} di probabilità di vittoria.",
                       "{player} a fait {roll} et {played}. Il valait mieux {best}. Cette erreur a coûté à {player} "
                       "environ {points} de chances de gagner.",
                       "{player} rolled {roll} and {played}. It was better to {best}. That mistake cost {player} "
                       "about {points} of win chance.",
                       "{player} hat {roll} gewürfelt und {played}. Besser wäre es gewesen, {best}. Dieser Fehler hat "
                       "{player} etwa {points} Gewinnchance gekostet."),
    "review.mistake.short": ("{player} ha fatto {roll} e non ha scelto la mossa migliore: questo errore è costato "
                             "circa {points} di probabilità di vittoria.",
                             "{player} a fait {roll} et n'a pas choisi le meilleur coup : cette erreur a coûté "
                             "environ {points} de chances de gagner.",
                             "{player} rolled {roll} and did not choose the best move: that mistake cost about "
                             "{points} of win chance.",
                             "{player} hat {roll} gewürfelt und nicht den besten Zug gewählt: Dieser Fehler hat etwa "
                             "{points} Gewinnchance gekostet."),
    "review.die": ("un {n}", "un {n}", "a {n}", "eine {n}"),
    "review.dice": ("{dice} e {last}", "{dice} et {last}", "{dice} and {last}", "{dice} und {last}"),
    "review.double": ("un doppio {n}", "un double {n}", "a double {n}", "einen {n}er-Pasch"),
    "review.then": ("{first}, poi {then}", "{first}, puis {then}", "{first}, then {then}", "{first}, dann {then}"),
    "review.no_move.did": ("non ha mosso nessuna pedina", "n'a joué aucun coup", "made no move", "keinen Zug gemacht"),
    "review.no_move.do": ("non muovere nessuna pedina", "ne jouer aucun coup", "make no move", "keinen Zug zu machen"),
    "review.at": ("Posizione {i}", "Position {i}", "Position {i}", "Stellung {i}"),
    "review.show": ("Mostra la posizione prima dell'errore", "Voir la position avant l'erreur",
                    "Show the position before the mistake", "Stellung vor dem Fehler zeigen"),
    "menu.bigdie": ("Dado grande e animato", "Grand dé animé", "Big animated die", "Großer, rollender Würfel"),
    "menu.vibrate": ("Vibra quando una pedina viene mangiata", "Vibrer quand un pion est pris",
                     "Vibrate when a piece is captured", "Vibrieren, wenn eine Figur geschlagen wird"),
    "menu.history": ("Le tue partite", "Tes parties", "Your games", "Deine Partien"),
    "history.title": ("Le tue partite", "Tes parties", "Your games", "Deine Partien"),
    "history.none": ("Nessuna partita finita finora in questo browser.", "Aucune partie terminée pour l'instant dans ce navigateur.",
                     "No finished game in this browser yet.", "Noch keine beendete Partie in diesem Browser."),
    "history.games": ("Partite finite: {n}.", "Parties terminées\u00a0: {n}.", "Finished games: {n}.",
                      "Beendete Partien: {n}."),
    "history.average": ("In media {n} mosse a partita.", "En moyenne {n} coups par partie.",
                        "On average {n} moves a game.", "Im Schnitt {n} Züge pro Partie."),
    "history.level": ("Contro {level}: {won} vinte su {n}", "Contre {level}\u00a0: {won} gagnées sur {n}",
                      "Against {level}: {won} won of {n}", "Gegen {level}: {won} von {n} gewonnen"),
    "history.failed": ("La memoria del browser è piena: questa partita non entra nello storico.",
                       "Le stockage de ton navigateur est plein\u00a0: cette partie n'entre pas dans l'historique.",
                       "Your browser's storage is full: this game is not kept in your history.",
                       "Der Speicher deines Browsers ist voll: Diese Partie kommt nicht in deine Liste."),
    "history.off": ("Il browser non lascia salvare nulla a questa pagina: lo storico delle partite non viene tenuto.",
                    "Ton navigateur ne laisse cette page rien enregistrer\u00a0: l'historique des parties n'est pas gardé.",
                    "Your browser does not let this page store anything: no history of games is kept.",
                    "Dein Browser lässt diese Seite nichts speichern: Es wird keine Liste der Partien geführt."),
})
