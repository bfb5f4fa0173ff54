"""The lessons' words (it, fr, en, de): each step's title, text, task, what to say after a
wrong move and after the right one (``lesson.<step id>.<part>``), and the lessons' page.
They fall back to the learning pages' words."""

from __future__ import annotations

from ludoview.core.i18n import Catalogue
from ludoview.learn.words import WORDS as LEARN

LESSON_WORDS = Catalogue({
    "lesson.title": ("Lezioni", "Leçons", "Lessons", "Lektionen"),
    "lesson.intro": ("Brevi passi, dal primo tiro alle regole più fini, su un tabellone vero.",
                     "De petites étapes, du premier lancer aux règles les plus fines, sur un vrai plateau.",
                     "Short steps from the first throw to the finer rules, on a live board.",
                     "Kurze Schritte vom ersten Wurf bis zu den feineren Regeln, auf einem echten Brett."),
    "lesson.course": ("Corso", "Cours", "Course", "Kurs"),
    "lesson.steps": ("Passi del corso", "Étapes du cours", "Steps of the course", "Schritte des Kurses"),
    "lesson.step": ("Passo {i} di {n}", "Étape {i} sur {n}", "Step {i} of {n}", "Schritt {i} von {n}"),
    "lesson.done_mark": ("fatto", "fait", "done", "erledigt"),
    "lesson.right": ("Ben fatto!", "Bien joué\u00a0!", "Well done!", "Gut gemacht!"),
    "lesson.wrong": ("Non è questa la mossa.", "Ce n'est pas ce coup-là.", "That is not the move.",
                     "Das ist nicht der Zug."),
    "lesson.next": ("Passo successivo", "Étape suivante", "Next step", "Nächster Schritt"),
    "lesson.show": ("Mostramelo", "Montre-moi", "Show me", "Zeig es mir"),
    "lesson.finished": ("Hai finito questo corso. Ora prova i problemi, o una partita!",
                        "Tu as terminé ce cours. Essaie maintenant les problèmes, ou une partie\u00a0!",
                        "You have finished this course. Now try the puzzles, or a game!",
                        "Du hast diesen Kurs geschafft. Versuch jetzt die Aufgaben oder ein Spiel!"),
    "lesson.restart": ("Ricomincia il corso", "Recommencer le cours", "Start the course again",
                       "Kurs neu beginnen"),
    "lesson.best": ("Gioca la mossa migliore.", "Joue le meilleur coup.", "Play the best move.",
                    "Spiel den besten Zug."),
    "lesson.move": ("Trova la mossa giusta.", "Trouve le bon coup.", "Find the right move.", "Finde den richtigen Zug."),
    "lesson.any": ("Gioca una mossa.", "Joue un coup.", "Play a move.", "Spiel einen Zug."),
    "lesson.pass": ("Passa il tiro.", "Passe le lancer.", "Pass the roll.", "Übergehe den Wurf."),
    "lesson.capture": ("Mangia un pezzo avversario.", "Prends une pièce adverse.", "Capture an opponent's piece.",
                       "Schlag eine fremde Figur."),
    "teacher.lesson": ("Lezione dell'insegnante", "Leçon de l'enseignant", "Teacher's lesson", "Lektion der Lehrkraft"),
    "teacher.bad_link": ("Questo link non contiene una lezione utilizzabile: {reason}",
                         "Ce lien ne contient pas de leçon utilisable\u00a0: {reason}",
                         "This link holds no lesson that can be used: {reason}",
                         "Dieser Link enthält keine brauchbare Lektion: {reason}"),
    # the position editor's lesson maker
    "teacher.head": ("Una lezione", "Une leçon", "A lesson", "Eine Lektion"),
    "teacher.intro": ("Fai una lezione di più posizioni: per ognuna un testo, un compito e cosa dire dopo una mossa "
                      "sbagliata. Prepara la posizione qui sopra, poi aggiungila.",
                      "Fais une leçon de plusieurs positions\u00a0: pour chacune un texte, une tâche et ce qu'il faut "
                      "dire après un mauvais coup. Prépare la position ci-dessus, puis ajoute-la.",
                      "Make a lesson of several positions: each with a text, a task and what to say after a wrong "
                      "move. Set up the position above, then add it.",
                      "Mach eine Lektion aus mehreren Stellungen: jede mit einem Text, einer Aufgabe und dem, was "
                      "nach einem falschen Zug gesagt wird. Stell oben die Stellung auf und füge sie hinzu."),
    "teacher.title": ("Titolo della lezione", "Titre de la leçon", "Title of the lesson", "Titel der Lektion"),
    "teacher.task": ("Compito", "Tâche", "Task", "Aufgabe"),
    "teacher.task.move": ("una mossa data", "un coup donné", "a given move", "ein bestimmter Zug"),
    "teacher.task.capture": ("mangiare qualcosa", "une prise, n'importe laquelle", "any capture", "irgendein Schlagen"),
    "teacher.task.best": ("la mossa migliore (secondo il computer forte)", "le meilleur coup (selon l'ordinateur fort)",
                          "the best move (by the hard computer's analysis)",
                          "der beste Zug (nach der Analyse des starken Computers)"),
    "teacher.task.any": ("una mossa qualsiasi", "n'importe quel coup", "any move", "ein beliebiger Zug"),
    "teacher.task.pass": ("passare il tiro", "passer le lancer", "pass the roll", "den Wurf übergehen"),
    "teacher.move": ("La mossa da giocare", "Le coup à jouer", "The move to play", "Der zu spielende Zug"),
    "teacher.step_title": ("Titolo del passo", "Titre de l'étape", "Title of the step", "Titel des Schritts"),
    "teacher.text": ("Testo", "Texte", "Text", "Text"),
    "teacher.goal": ("Il compito in parole", "La tâche en mots", "The task in words", "Die Aufgabe in Worten"),
    "teacher.wrong": ("Dopo una mossa sbagliata", "Après un mauvais coup", "After a wrong move",
                      "Nach einem falschen Zug"),
    "teacher.done": ("Dopo la mossa giusta", "Après le bon coup", "After the right move", "Nach dem richtigen Zug"),
    "teacher.add": ("Aggiungi questa posizione alla lezione", "Ajouter cette position à la leçon",
                    "Add this position to the lesson", "Diese Stellung zur Lektion hinzufügen"),
    "teacher.added": ("Aggiunta: la lezione ha {n} passi.", "Ajoutée\u00a0: la leçon a {n} étapes.",
                      "Added: the lesson has {n} steps.", "Hinzugefügt: Die Lektion hat {n} Schritte."),
    "teacher.added.one": ("Aggiunta: la lezione ha {n} passo.", "Ajoutée\u00a0: la leçon a {n} étape.",
                          "Added: the lesson has {n} step.", "Hinzugefügt: Die Lektion hat {n} Schritt."),
    "teacher.refused": ("Non si può aggiungere: {reason}", "Impossible de l'ajouter\u00a0: {reason}",
                        "It cannot be added: {reason}", "Lässt sich nicht hinzufügen: {reason}"),
    "teacher.remove": ("Togli", "Retirer", "Remove", "Entfernen"),
    "teacher.steps": ("I passi della lezione", "Les étapes de la leçon", "The steps of the lesson",
                      "Die Schritte der Lektion"),
    "teacher.link": ("Link della lezione", "Lien de la leçon", "Link to the lesson", "Link zur Lektion"),
    "teacher.open": ("Apri la lezione", "Ouvrir la leçon", "Open the lesson", "Lektion öffnen"),
    "teacher.snippet": ("HTML da incollare nella tua pagina", "HTML à coller dans ta page",
                        "HTML to paste into your page", "HTML zum Einfügen in deine Seite"),
    # mensch
    "lesson.m-enter.title": ("Far uscire una pedina", "Sortir un pion", "Bring a piece out",
                             "Eine Figur herausbringen"),
    "lesson.m-enter.text": ("Le tue pedine aspettano nella base, nel tuo angolo. Solo un 6 ne fa uscire una, sulla "
                            "tua casella di partenza (quella colorata con il tuo simbolo). Dopo aver giocato un 6 "
                            "tiri ancora.",
                            "Tes pions attendent dans la base, dans ton coin. Seul un 6 en fait sortir un, sur ta "
                            "case de départ (la case de ta couleur, avec ton symbole). Après avoir joué un 6, tu "
                            "relances.",
                            "Your pieces wait in the base in your corner. Only a 6 brings one out, onto your start "
                            "square (the coloured square with your shape). After playing a 6 you roll again.",
                            "Deine Figuren warten im Haus in deiner Ecke. Nur eine 6 bringt eine heraus, auf dein "
                            "Startfeld (das farbige Feld mit deinem Zeichen). Nach einer 6 würfelst du nach "
                            "dem Zug noch einmal."),
    "lesson.m-enter.task": ("Hai fatto 6: fai uscire una pedina.", "Tu as fait 6\u00a0: sors un pion.",
                            "You rolled a 6: bring a piece out.", "Du hast eine 6: Bring eine Figur heraus."),
    "lesson.m-enter.wrong": ("Con un 6 e pedine nella base, prima si fa uscire una pedina.",
                             "Avec un 6 et des pions dans la base, on sort d'abord un pion.",
                             "With a 6 and pieces in the base, bringing one out comes first.",
                             "Mit einer 6 und Figuren im Haus kommt zuerst eine Figur heraus."),
    "lesson.m-enter.done": ("La pedina è sulla sua casella di partenza.", "Ton pion est sur sa case de départ.",
                            "Your piece is on its start square.", "Deine Figur steht auf ihrem Startfeld."),
    "lesson.m-tries.title": ("Tre tentativi", "Trois essais", "Three tries", "Drei Versuche"),
    "lesson.m-tries.text": ("Senza pedine sul tabellone serve un 6 per cominciare. Hai tre tentativi di fila; un tiro "
                            "senza mosse si passa e basta.",
                            "Sans pion sur le plateau, il faut un 6 pour commencer. Tu as trois essais de suite\u00a0; un "
                            "lancer sans coup possible est simplement passé.",
                            "With no piece on the board you need a 6 to start. You get three tries in a row; a roll "
                            "without a move is simply passed.",
                            "Ohne Figur auf dem Brett brauchst du eine 6 zum Anfangen. Du hast drei Versuche "
                            "hintereinander; ein Wurf ohne Zug wird einfach übergangen."),
    "lesson.m-tries.task": ("Hai fatto 4: nessuna pedina può muovere. Passa il tiro (Avanti, o Invio).",
                            "Tu as fait 4\u00a0: aucun pion ne peut bouger. Passe le lancer (Continuer, ou Entrée).",
                            "You rolled a 4: no piece can move. Pass the roll (Continue, or Enter).",
                            "Du hast eine 4: Keine Figur kann ziehen. Übergehe den Wurf (Weiter oder Eingabetaste)."),
    "lesson.m-tries.wrong": ("Un 4 non fa uscire nessuna pedina: passa il tiro.",
                             "Un 4 ne sort aucun pion\u00a0: passe le lancer.",
                             "A 4 brings no piece out: pass the roll.",
                             "Eine 4 bringt keine Figur heraus: Übergehe den Wurf."),
    "lesson.m-tries.done": ("Restano due tentativi per fare 6.", "Il te reste deux essais pour faire 6.",
                            "Two tries are left for a 6.", "Es bleiben zwei Versuche für eine 6."),
    "lesson.m-capture.title": ("Mangiare", "Prendre", "Captures", "Schlagen"),
    "lesson.m-capture.text": ("Fermati esattamente su una pedina avversaria e torna alla sua base. Qui l'obbligo di "
                              "mangiare è spento: puoi scegliere.",
                              "Arrête-toi pile sur un pion adverse et il retourne dans sa base. Ici la prise "
                              "obligatoire est désactivée\u00a0: tu as le choix.",
                              "Stop exactly on an opponent's piece and it goes back to its base. Here compulsory "
                              "capture is off, so you may choose.",
                              "Landest du genau auf einer fremden Figur, muss sie zurück ins Haus. Hier ist der "
                              "Schlagzwang aus: Du darfst wählen."),
    "lesson.m-capture.task": ("Hai fatto 4: mangia la pedina di Blu.", "Tu as fait 4\u00a0: prends le pion de Bleu.",
                              "You rolled a 4: capture Blue's piece.", "Du hast eine 4: Schlag die Figur von Blau."),
    "lesson.m-capture.wrong": ("Quella pedina non si è fermata su Blu. Mangia solo chi si ferma esattamente sulla "
                               "pedina avversaria: conta 4 caselle da ciascuna delle tue pedine.",
                               "Ce pion ne s'est pas arrêté sur Bleu. Seul un pion qui s'arrête pile sur l'adversaire "
                               "le prend\u00a0: compte 4 cases depuis chacun de tes pions.",
                               "That piece did not stop on Blue. Only a piece that stops exactly on an opponent "
                               "captures it: count 4 squares from each of your pieces.",
                               "Diese Figur ist nicht auf Blau gelandet. Geschlagen wird nur, wer genau auf der Figur "
                               "landet: Zähl von jeder deiner Figuren 4 Felder."),
    "lesson.m-capture.done": ("La pedina di Blu è tornata alla base.", "Le pion de Bleu est retourné dans sa base.",
                              "Blue's piece is back in its base.", "Die Figur von Blau ist zurück im Haus."),
    "lesson.m-compulsory.title": ("L'obbligo di mangiare", "La prise obligatoire", "Compulsory capture",
                                  "Schlagzwang"),
    "lesson.m-compulsory.text": ("Con l'opzione attiva (lo è, se non la spegni), una presa possibile va fatta. Il "
                                 "tabellone offre allora solo le mosse che mangiano.",
                                 "Avec l'option activée (elle l'est, sauf si tu la désactives), une prise possible "
                                 "est obligatoire. Le plateau ne propose alors que les coups qui prennent.",
                                 "With the option on (it is, unless you turn it off), a capture that is possible "
                                 "must be played. The board then offers only the capturing moves.",
                                 "Mit dieser Option (sie ist an, solange du sie nicht ausschaltest) muss ein mögliches "
                                 "Schlagen gespielt werden. Das Brett bietet dann nur die schlagenden Züge an."),
    "lesson.m-compulsory.task": ("Stessa posizione, regola attiva: quale mossa devi giocare?",
                                 "Même position, règle activée\u00a0: quel coup dois-tu jouer\u00a0?",
                                 "The same position with the rule on: which move must you play?",
                                 "Dieselbe Stellung mit Schlagzwang: Welchen Zug musst du spielen?"),
    "lesson.m-compulsory.wrong": ("La presa viene prima: con l'obbligo di mangiare non puoi rinunciarvi.",
                                  "La prise d'abord\u00a0: avec la prise obligatoire, tu ne peux pas y renoncer.",
                                  "The capture comes first: with compulsory capture you may not pass it up.",
                                  "Das Schlagen geht vor: Mit Schlagzwang darfst du nicht darauf verzichten."),
    "lesson.m-compulsory.done": ("Giusto: la presa era obbligata.", "Exact\u00a0: la prise était obligatoire.",
                                 "Right: the capture was forced.", "Richtig: Das Schlagen war Pflicht."),
    "lesson.m-free-start.title": ("Liberare la partenza", "Libérer le départ", "Freeing the start",
                                  "Das Startfeld räumen"),
    "lesson.m-free-start.text": ("Finché ci sono pedine nella base, una tua pedina sulla casella di partenza deve "
                                 "spostarsi per prima, così la prossima potrà uscire.",
                                 "Tant que des pions attendent dans ta base, ton pion sur la case de départ doit "
                                 "avancer en premier, pour laisser sortir le suivant.",
                                 "While pieces wait in your base, a piece of yours on your start square must move on "
                                 "first, so that the next one can come out.",
                                 "Solange Figuren im Haus warten, muss deine Figur auf dem Startfeld zuerst "
                                 "weiterziehen, damit die nächste herauskommen kann."),
    "lesson.m-free-start.task": ("Hai fatto 3: quale pedina deve muovere?", "Tu as fait 3\u00a0: quel pion doit bouger\u00a0?",
                                 "You rolled a 3: which piece must move?", "Du hast eine 3: Welche Figur muss ziehen?"),
    "lesson.m-free-start.wrong": ("Deve muovere prima la pedina sulla casella di partenza: blocca l'uscita dalla "
                                  "base.",
                                  "Le pion de ta case de départ doit bouger d'abord\u00a0: il bloque la sortie de ta base.",
                                  "The piece on your start square must move first: it blocks the way out of your base.",
                                  "Zuerst muss die Figur vom Startfeld: Sie versperrt den Ausgang aus dem Haus."),
    "lesson.m-free-start.done": ("La casella di partenza è di nuovo libera.", "Ta case de départ est de nouveau libre.",
                                 "Your start square is free again.", "Dein Startfeld ist wieder frei."),
    "lesson.m-lane.title": ("Corsia d'arrivo e tiro esatto", "Couloir d'arrivée et compte juste",
                            "The home lane and exact rolls", "Zielgasse und genaue Würfe"),
    "lesson.m-lane.text": ("Dopo un giro completo la pedina entra nella sua corsia d'arrivo di quattro caselle, dove "
                           "nessuno può mangiarla. Non può superarne l'ultima casella: il tiro deve essere giusto.",
                           "Après un tour complet, un pion entre dans son couloir d'arrivée de quatre cases, où "
                           "personne ne peut le prendre. Il ne peut pas dépasser la dernière case\u00a0: le dé doit "
                           "tomber juste.",
                           "After a full lap a piece turns into its home lane of four squares, where nobody can "
                           "capture it. It may not go past the lane's last square: the roll must fit.",
                           "Nach einer ganzen Runde biegt eine Figur in ihre Zielgasse mit vier Feldern ein, wo "
                           "niemand sie schlagen kann. Über das letzte Feld darf sie nicht hinaus: Der Wurf muss "
                           "passen."),
    "lesson.m-lane.task": ("Hai fatto 5: porta una pedina nella corsia d'arrivo.",
                           "Tu as fait 5\u00a0: fais entrer un pion dans le couloir d'arrivée.",
                           "You rolled a 5: bring a piece into the home lane.",
                           "Du hast eine 5: Bring eine Figur in die Zielgasse."),
    "lesson.m-lane.wrong": ("Quella pedina resta sul percorso. La pedina subito prima della corsia con un 5 andrebbe "
                            "oltre la fine; quella tre caselle più indietro entra nella corsia.",
                            "Ce pion reste sur le circuit. Ton pion juste avant le couloir dépasserait le bout avec "
                            "un 5\u00a0; celui qui est trois cases plus en arrière entre dans le couloir.",
                            "That piece stays on the ring. Your piece right before the lane would go past its end "
                            "with a 5; the one three squares further back lands in the lane.",
                            "Diese Figur bleibt auf der Runde. Die Figur direkt vor der Zielgasse käme mit einer 5 "
                            "über ihr Ende hinaus; die Figur drei Felder weiter hinten landet in der Gasse."),
    "lesson.m-lane.done": ("Al sicuro nella corsia d'arrivo.", "À l'abri dans le couloir d'arrivée.",
                           "Safe in the home lane.", "Sicher in der Zielgasse."),
    "lesson.m-jump.title": ("Un'opzione: il salto nella corsia", "Une option\u00a0: le saut dans le couloir",
                            "An option: jumping in the home lane", "Eine Option: Springen in der Zielgasse"),
    "lesson.m-jump.text": ("Di solito nella corsia d'arrivo una pedina non può scavalcare le tue. Con l'opzione "
                           "«Salto nella corsia d'arrivo», qui attiva, può farlo. Le opzioni si scelgono prima della "
                           "partita, insieme a «Obbligo di mangiare» e «Una pedina già in partenza».",
                           "D'habitude, dans le couloir d'arrivée, un pion ne peut pas sauter tes autres pions. Avec "
                           "l'option « Saut dans le couloir », activée ici, il le peut. Les options se choisissent "
                           "avant la partie, avec « Prise obligatoire » et « Un pion déjà sorti ».",
                           "Normally a piece may not jump over your own pieces in the home lane. With the option "
                           "“Jumping in the home lane”, on here, it may. Options are chosen before the game, with "
                           "“Compulsory capture” and “One piece already out”.",
                           "Normalerweise darf eine Figur in der Zielgasse keine eigenen Figuren überspringen. Mit "
                           "der Option „Springen in der Zielgasse“, hier eingeschaltet, darf sie es. Optionen wählst "
                           "du vor dem Spiel, dazu „Schlagzwang“ und „Eine Figur schon draußen“."),
    "lesson.m-jump.task": ("Hai fatto 2: scavalca la tua pedina nella corsia d'arrivo.",
                           "Tu as fait 2\u00a0: saute par-dessus ton pion dans le couloir d'arrivée.",
                           "You rolled a 2: jump over your own piece in the home lane.",
                           "Du hast eine 2: Überspringe deine eigene Figur in der Zielgasse."),
    "lesson.m-jump.wrong": ("Muovi la pedina sulla prima casella della corsia: con un 2 scavalca quella sulla seconda.",
                            "Avance le pion de la première case du couloir\u00a0: avec un 2, il saute celui de la deuxième.",
                            "Move the piece on the lane's first square: with a 2 it jumps over the one on the second.",
                            "Zieh die Figur auf dem ersten Feld der Zielgasse: Mit einer 2 springt sie über die auf "
                            "dem zweiten."),
    "lesson.m-jump.done": ("Senza l'opzione, questo salto non sarebbe permesso.",
                           "Sans l'option, ce saut ne serait pas permis.",
                           "Without the option, that jump would not be allowed.",
                           "Ohne die Option wäre dieser Sprung nicht erlaubt."),
    # colonne
    "lesson.c-enter.title": ("Entrare", "Entrer", "Entering", "Einsetzen"),
    "lesson.c-enter.text": ("Tiri due dadi e li spendi in passi. Un passo usa un dado, o più dadi insieme per la loro "
                            "somma. Una pedina entra sulla casella d'ingresso con quel numero, se è libera.",
                            "Tu lances deux dés et tu les joues en coups. Un coup utilise un dé, ou plusieurs "
                            "ensemble pour leur somme. Un pion entre sur la case d'entrée de ce numéro, si elle est "
                            "vide.",
                            "You throw two dice and spend them in steps. A step uses one die, or several together for "
                            "their sum. A piece enters on the entry square with that number, if it is empty.",
                            "Du wirfst zwei Würfel und nutzt sie in Schritten. Ein Schritt nutzt einen Würfel oder "
                            "mehrere zusammen, mit ihrer Summe. Eine Figur kommt auf das Einstiegsfeld mit dieser "
                            "Zahl, wenn es frei ist."),
    "lesson.c-enter.task": ("Hai fatto 3 e 5: fai entrare una pedina sull'ingresso VIII, con i due dadi insieme.",
                            "Tu as fait 3 et 5\u00a0: fais entrer un pion à l'entrée VIII, avec les deux dés ensemble.",
                            "You rolled 3 and 5: enter a piece on entry VIII, with both dice at once.",
                            "Du hast 3 und 5: Setze eine Figur auf Einstiegsfeld VIII, mit beiden Würfeln zusammen."),
    "lesson.c-enter.wrong": ("Quel passo ha usato un solo dado. 3 e 5 insieme fanno 8: scegli il passo che li usa "
                             "entrambi.",
                             "Ce coup n'a utilisé qu'un dé. 3 et 5 ensemble font 8\u00a0: choisis le coup qui utilise les "
                             "deux.",
                             "That step used one die only. 3 and 5 together make 8: pick the step that uses both.",
                             "Dieser Schritt nutzte nur einen Würfel. 3 und 5 zusammen ergeben 8: Wähle den Schritt "
                             "mit beiden."),
    "lesson.c-enter.done": ("La pedina è sull'VIII, a otto passi dal percorso.",
                            "Le pion est sur VIII, à huit cases de la piste.",
                            "The piece stands on VIII, eight steps from the track.",
                            "Die Figur steht auf VIII, acht Felder vor der Bahn."),
    "lesson.c-steps.title": ("Passi e somme", "Coups et sommes", "Steps and sums", "Schritte und Summen"),
    "lesson.c-steps.text": ("Un passo può anche muovere una pedina già sul tabellone, di un dado o di una somma, "
                            "scavalcando ciò che sta in mezzo. Le caselle d'ingresso scendono fino a I, poi il percorso "
                            "comune sale da 1.",
                            "Un coup peut aussi avancer un pion déjà sur le plateau, d'un dé ou d'une somme, en "
                            "sautant ce qui se trouve entre deux. Les cases d'entrée descendent jusqu'à I, puis la "
                            "piste commune monte à partir de 1.",
                            "A step can also move a piece already on the board, by one die or by a sum, jumping over "
                            "whatever stands between. The entry squares count down to I, then the shared track counts "
                            "up from 1.",
                            "Ein Schritt kann auch eine Figur auf dem Brett weiterziehen, um die Zahl eines Würfels oder eine Summe, "
                            "über alles dazwischen hinweg. Die Einstiegsfelder zählen bis I herunter, dann zählt die "
                            "gemeinsame Bahn ab 1 hinauf."),
    "lesson.c-steps.task": ("Hai fatto 2 e 4: sposta in un solo passo la pedina dalla casella 3 alla casella 9.",
                            "Tu as fait 2 et 4\u00a0: avance en un seul coup ton pion de la case 3 à la case 9.",
                            "You rolled 2 and 4: move your piece from square 3 to square 9 in one step.",
                            "Du hast 2 und 4: Zieh deine Figur in einem Schritt von Feld 3 auf Feld 9."),
    "lesson.c-steps.wrong": ("Non era la pedina della casella 3 mossa di 2 e 4 insieme, cioè di 6 caselle.",
                             "Ce n'était pas le pion de la case 3 avancé de 2 et 4 ensemble, soit 6 cases.",
                             "That was not the piece on square 3 moved by 2 and 4 together, 6 squares.",
                             "Das war nicht die Figur auf Feld 3 mit 2 und 4 zusammen, also 6 Felder weit."),
    "lesson.c-steps.done": ("Sei caselle in un solo passo.", "Six cases en un seul coup.", "Six squares in one step.",
                            "Sechs Felder in einem Schritt."),
    "lesson.c-bind.title": ("Formare colonne", "Former des colonnes", "Binding", "Säulen bilden"),
    "lesson.c-bind.text": ("Fermandoti su una tua pedina formi una colonna con lei. Da allora si muovono insieme, come "
                           "un'unica unità, anche sulle caselle d'ingresso.",
                           "En t'arrêtant sur ton propre pion, tu formes une colonne avec lui. Dès lors ils avancent "
                           "ensemble, comme une seule unité, même sur les cases d'entrée.",
                           "Landing on your own piece binds both into a column. From then on they move together, as "
                           "one unit, also on the entry squares.",
                           "Landest du auf einer eigenen Figur, bilden beide eine Säule. Von da an ziehen sie zusammen, "
                           "als Ganzes, auch auf den Einstiegsfeldern."),
    "lesson.c-bind.task": ("Hai fatto 3 e 4: forma una colonna con la pedina sull'ingresso V e quella sul II.",
                           "Tu as fait 3 et 4\u00a0: forme une colonne avec ton pion de l'entrée V et celui de II.",
                           "You rolled 3 and 4: bind your piece on entry V with the one on II.",
                           "Du hast 3 und 4: Bilde mit deiner Figur auf Einstiegsfeld V und der auf II eine Säule."),
    "lesson.c-bind.wrong": ("Da V a II ci sono 3 caselle: muovi la pedina sul V con il 3.",
                            "De V à II, il y a 3 cases\u00a0: avance le pion de V avec le 3.",
                            "From V to II is 3 squares: move the piece on V with the 3.",
                            "Von V bis II sind es 3 Felder: Zieh die Figur auf V mit der 3."),
    "lesson.c-bind.done": ("Una colonna di 2: si muove tutta insieme.", "Une colonne de 2\u00a0: elle avance d'un bloc.",
                           "A column of 2: it moves as one.", "Eine 2er-Säule: Sie zieht als Ganzes."),
    "lesson.c-beat.title": ("Battere", "Battre", "Beating", "Schlagen"),
    "lesson.c-beat.text": ("Sul percorso, un'unità che si ferma su un'unità avversaria grande uguale o più piccola la "
                           "manda fuori dal tabellone: quelle pedine devono rientrare.",
                           "Sur la piste, une unité qui s'arrête sur une unité adverse de même taille ou plus petite "
                           "la renvoie hors du plateau\u00a0: ces pions doivent entrer de nouveau.",
                           "On the track, a unit that lands on an opponent's unit of the same size or smaller sends "
                           "it off the board: those pieces must enter again.",
                           "Landet auf der Bahn eine Figur oder Säule auf einer fremden, die nicht höher ist, muss "
                           "diese vom Brett: Ihre Figuren werden neu eingesetzt."),
    "lesson.c-beat.task": ("Hai fatto 3 e 5: batti la pedina di Nero con la tua colonna.",
                           "Tu as fait 3 et 5\u00a0: bats le pion de Noir avec ta colonne.",
                           "You rolled 3 and 5: beat Black's piece with your column.",
                           "Du hast 3 und 5: Schlag die Figur von Schwarz mit deiner Säule."),
    "lesson.c-beat.wrong": ("Nessuna pedina di Nero è stata battuta. La tua colonna sulla casella 5 è 3 caselle "
                            "dietro la pedina di Nero sulla casella 8.",
                            "Aucun pion de Noir n'a été battu. Ta colonne de la case 5 est 3 cases derrière le pion "
                            "de Noir, en case 8.",
                            "No piece of Black's was beaten. Your column on square 5 is 3 squares behind Black's "
                            "piece on square 8.",
                            "Keine Figur von Schwarz wurde geschlagen. Deine Säule auf Feld 5 steht 3 Felder hinter "
                            "der Figur von Schwarz auf Feld 8."),
    "lesson.c-beat.done": ("La pedina di Nero è fuori dal tabellone.", "Le pion de Noir est hors du plateau.",
                           "Black's piece is off the board.", "Die Figur von Schwarz ist vom Brett."),
    "lesson.c-block.title": ("Una colonna più grande sbarra la strada", "Une colonne plus grande bloque",
                             "A bigger column blocks", "Eine größere Säule blockiert"),
    "lesson.c-block.text": ("Un'unità non può fermarsi su un'unità avversaria più grande. La tua pedina sola sulla "
                            "casella 2 non può fermarsi sulla colonna di 2 di Nero sulla casella 5; la pedina sola "
                            "sulla casella 6, invece, si può battere.",
                            "Une unité ne peut pas s'arrêter sur une unité adverse plus grande. Ton pion seul de la "
                            "case 2 ne peut pas s'arrêter sur la colonne de 2 de Noir en case 5\u00a0; le pion seul de la "
                            "case 6, lui, peut être battu.",
                            "A unit may not land on a bigger unit of the opponent's. Your single piece on square 2 "
                            "cannot stop on Black's column of 2 on square 5; the single piece on square 6, though, "
                            "can be beaten.",
                            "Niemand darf auf einer höheren fremden Säule landen. Deine einzelne Figur "
                            "auf Feld 2 darf nicht auf der 2er-Säule von Schwarz auf Feld 5 landen; die einzelne "
                            "Figur auf Feld 6 dagegen lässt sich schlagen."),
    "lesson.c-block.task": ("Hai fatto 3 e 1: batti quello che puoi.", "Tu as fait 3 et 1\u00a0: bats ce que tu peux.",
                            "You rolled 3 and 1: beat what you can.", "Du hast 3 und 1: Schlag, was du schlagen kannst."),
    "lesson.c-block.wrong": ("Non hai battuto niente. Il 3 da solo finirebbe sulla colonna di 2, e non si può; 3 e 1 "
                             "insieme arrivano alla pedina sola sulla casella 6.",
                             "Rien n'a été battu. Le 3 seul tomberait sur la colonne de 2, ce qui est interdit\u00a0; 3 et "
                             "1 ensemble atteignent le pion seul de la case 6.",
                             "Nothing was beaten. The 3 alone would land on the column of 2, which is not allowed; 3 "
                             "and 1 together reach the single piece on square 6.",
                             "Nichts wurde geschlagen. Die 3 allein käme auf die 2er-Säule, das geht nicht; 3 und 1 "
                             "zusammen erreichen die einzelne Figur auf Feld 6."),
    "lesson.c-block.done": ("Battuta la pedina sola; la colonna resta.", "Le pion seul est battu\u00a0; la colonne reste.",
                            "The single piece is beaten; the column stays.",
                            "Die einzelne Figur ist geschlagen; die Säule bleibt."),
    "lesson.c-double.title": ("I doppi", "Les doubles", "Doubles", "Pasch"),
    "lesson.c-double.text": ("Quando i due dadi mostrano lo stesso numero, li giochi come al solito e poi tiri ancora.",
                             "Quand les deux dés montrent le même nombre, tu les joues comme d'habitude, puis tu "
                             "relances.",
                             "When both dice show the same number, you play them as usual and then roll again.",
                             "Zeigen beide Würfel dieselbe Zahl, spielst du sie wie immer und würfelst danach noch "
                             "einmal."),
    "lesson.c-double.task": ("Hai fatto un doppio 4: fai entrare una pedina sull'ingresso VIII con i due dadi.",
                             "Tu as fait un double 4\u00a0: fais entrer un pion à l'entrée VIII avec les deux dés.",
                             "You rolled a double 4: enter a piece on entry VIII with both dice.",
                             "Du hast einen 4er-Pasch: Setze eine Figur mit beiden Würfeln auf Einstiegsfeld VIII."),
    "lesson.c-double.wrong": ("4 e 4 fanno 8: usa i due dadi in un solo passo per entrare sull'VIII.",
                              "4 et 4 font 8\u00a0: utilise les deux dés en un seul coup pour entrer sur VIII.",
                              "4 and 4 make 8: use both dice in one step to enter on VIII.",
                              "4 und 4 ergeben 8: Nimm beide Würfel in einem Schritt, um auf VIII einzusetzen."),
    "lesson.c-double.done": ("E adesso tireresti di nuovo.", "Et maintenant, tu relancerais.",
                             "And now you would roll again.", "Und jetzt würdest du noch einmal würfeln."),
    "lesson.c-finish.title": ("L'arrivo esatto", "L'arrivée exacte", "The exact finish", "Genau ins Ziel"),
    "lesson.c-finish.text": ("Dopo la casella 24 c'è l'arrivo. Solo il valore esatto ci porta una pedina, e nessun "
                             "passo può superarlo. Vince chi porta per primo all'arrivo tutte le sue pedine.",
                             "Après la case 24 vient l'arrivée. Seule la valeur exacte y mène un pion, et aucun coup "
                             "ne peut la dépasser. Le premier à y amener tous ses pions gagne.",
                             "After square 24 comes the finish. Only the exact value takes a piece there, and no step "
                             "may go past it. The first to bring every piece there wins.",
                             "Nach Feld 24 kommt das Ziel. Nur der genaue Wert bringt eine Figur hinein, und kein "
                             "Schritt darf darüber hinaus. Wer zuerst alle Figuren im Ziel hat, gewinnt."),
    "lesson.c-finish.task": ("Hai fatto 3 e 5: porta all'arrivo la pedina sulla casella 22.",
                             "Tu as fait 3 et 5\u00a0: amène à l'arrivée le pion de la case 22.",
                             "You rolled 3 and 5: bring the piece on square 22 into the finish.",
                             "Du hast 3 und 5: Bring die Figur auf Feld 22 ins Ziel."),
    "lesson.c-finish.wrong": ("Dalla casella 22 l'arrivo è esattamente a 3: il 5 lo supererebbe.",
                              "De la case 22, l'arrivée est à 3 exactement\u00a0: le 5 la dépasserait.",
                              "From square 22 the finish is exactly 3 away: the 5 would go past it.",
                              "Von Feld 22 ist das Ziel genau 3 entfernt: Mit der 5 ginge es darüber hinaus."),
    "lesson.c-finish.done": ("Cinque pedine all'arrivo, ne manca una.", "Cinq pions arrivés, il en reste un.",
                             "Five pieces home, one to go.", "Fünf Figuren im Ziel, eine fehlt noch."),
}, LEARN)
