"""The colonne game's words (it, fr, en, de) and its events said as sentences.

:data:`WORDS` is the game's catalogue (it falls back to the shell's). Event
keys (``c.rolled``, ``c.step``, ...) are their own sentences' keys; every
sentence of a colonne game in any page comes from here.
"""

from __future__ import annotations

from ludo.colonne.variant import variant_named
from ludoview.core.i18n import Catalogue
from ludoview.core.names import Names
from ludoview.core.words import SHELL

WORDS = Catalogue({
    "capp.title": ("Colonne", "Colonnes", "Colonne", "Säulen"),
    "game.colonne": ("Colonne: corsa a colonne, in 2", "Colonnes : course en colonnes, à 2",
                     "Colonne: the column race, 2 players", "Säulen: Säulenrennen zu zweit"),
    "csetup.variant": ("Dimensione", "Taille", "Size", "Größe"),
    "csetup.small": ("Piccola: 6 pedine, 2 dadi", "Petite : 6 pions, 2 dés", "Small: 6 pieces, 2 dice",
                     "Klein: 6 Figuren, 2 Würfel"),
    "csetup.large": ("Grande: 15 pedine, 3 dadi", "Grande : 15 pions, 3 dés", "Large: 15 pieces, 3 dice",
                     "Groß: 15 Figuren, 3 Würfel"),
    "csetup.white": ("Bianco", "Blanc", "White", "Weiß"),
    "csetup.black": ("Nero", "Noir", "Black", "Schwarz"),
    "csetup.note": ("Chi comincia lo decide il primo tiro: la somma più alta.",
                    "Le premier lancer décide qui commence : la plus forte somme.",
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
    "cdice.used": ("Dado {value}, già usato", "Dé {value}, déjà utilisé", "Die {value}, used",
                   "Würfel {value}, benutzt"),
    "cdice.all": ("Tutti", "Tous", "All", "Alle"),
    "cdice.sum": ("Passo di {sum}", "Pas de {sum}", "Step of {sum}", "Schritt um {sum}"),
    "cdice.hint": ("Scegli un dado (o più, per la somma), poi una pedina o la sua meta.",
                   "Choisis un dé (ou plusieurs, pour la somme), puis un pion ou sa destination.",
                   "Pick a die (or several, for their sum), then a piece or where it lands.",
                   "Wähle einen Würfel (oder mehrere für die Summe), dann eine Figur oder ihr Ziel."),
    "cdice.none": ("Nessun passo usa questi dadi.", "Aucun pas n'utilise ces dés.", "No step uses these dice.",
                   "Kein Schritt nutzt diese Würfel."),
    "cdice.which": ("Stessa meta con dadi diversi: scegli quali usare.",
                    "Même destination avec d'autres dés : choisis lesquels utiliser.",
                    "The same square with other dice: pick which dice to use.",
                    "Dasselbe Ziel mit anderen Würfeln: wähle, welche du nutzt."),
    "csteps.title": ("Passi possibili", "Pas possibles", "Possible steps", "Mögliche Schritte"),
    "ckeys.help": ("Tastiera: R tira, 1–6 sceglie un dado, A tutti, ←/→ un passo, Invio lo gioca, Esc annulla la scelta, U annulla il passo",
                   "Clavier : R lance, 1–6 choisit un dé, A tous, ←/→ un pas, Entrée le joue, Échap efface le choix, U annule",
                   "Keys: R rolls, 1–6 pick a die, A all dice, ←/→ pick a step, Enter plays it, Esc clears, U undoes",
                   "Tasten: R würfelt, 1–6 wählt einen Würfel, A alle, ←/→ einen Schritt, Enter zieht, Esc löscht die Wahl, U nimmt zurück"),
    "crotate.hint": ("Gira il telefono in orizzontale per un tabellone più grande.",
                     "Tourne ton téléphone à l'horizontale pour agrandir le plateau.",
                     "Turn your phone sideways for a bigger board.",
                     "Dreh dein Handy quer für ein größeres Spielbrett."),
    "c.opening": ("Primo tiro: Bianco {white}, Nero {black}. Comincia {player}.",
                  "Premier lancer : Blanc {white}, Noir {black}. {player} commence.",
                  "Opening roll: White {white}, Black {black}. {player} starts.",
                  "Eröffnungswurf: Weiß {white}, Schwarz {black}. {player} beginnt."),
    "c.opening_tie": ("Primo tiro: Bianco {white}, Nero {black}. Pari: si ritira.",
                      "Premier lancer : Blanc {white}, Noir {black}. Égalité : on relance.",
                      "Opening roll: White {white}, Black {black}. A tie: roll again.",
                      "Eröffnungswurf: Weiß {white}, Schwarz {black}. Gleichstand: neu würfeln."),
    "c.capture": ("{player} batte {n} pedine di {victim}: escono dal tabellone e dovranno rientrare.",
                  "{player} bat {n} pions {victim} : ils quittent le plateau et devront rentrer.",
                  "{player} beats {n} {victim} pieces: they leave the board and must enter again.",
                  "{player} schlägt {n} Figuren von {victim}: sie verlassen das Brett und müssen neu einsetzen."),
    "c.capture.one": ("{player} batte {n} pedina di {victim}: esce dal tabellone e dovrà rientrare.",
                      "{player} bat {n} pion {victim} : il quitte le plateau et devra rentrer.",
                      "{player} beats {n} {victim} piece: it leaves the board and must enter again.",
                      "{player} schlägt {n} Figur von {victim}: sie verlässt das Brett und muss neu einsetzen."),
    "c.double": ("Doppio! {player} tirerà ancora dopo questo turno.",
                 "Double ! {player} relancera après ce tour.",
                 "A double! {player} rolls again after this turn.",
                 "Pasch! {player} würfelt nach diesem Zug noch einmal."),
    "c.again": ("Per il doppio {player} tira ancora.", "Grâce au double, {player} relance.",
                "Because of the double, {player} rolls again.", "Wegen des Paschs würfelt {player} noch einmal."),
    "c.lost": ("Nessun passo può usare {dice}: dadi persi.", "Aucun pas ne peut utiliser {dice} : dés perdus.",
               "No step can use {dice}: those dice are lost.", "Kein Schritt kann {dice} nutzen: verfallen."),
    "c.pass": ("{player} non può usare {dice}: passa.", "{player} ne peut pas utiliser {dice} : il passe.",
               "{player} cannot use {dice} and passes.", "{player} kann {dice} nicht nutzen und setzt aus."),
    "c.undone": ("Passo annullato: {player} sceglie di nuovo.", "Pas annulé : {player} choisit à nouveau.",
                 "Step undone: {player} chooses again.", "Schritt zurückgenommen: {player} wählt neu."),
    "c.opening.you": ("Primo tiro: Bianco {white}, Nero {black}. Cominci tu.",
                      "Premier lancer : Blanc {white}, Noir {black}. Tu commences.",
                      "Opening roll: White {white}, Black {black}. You start.",
                      "Eröffnungswurf: Weiß {white}, Schwarz {black}. Du beginnst."),
    "c.rolled.you": ("Tiri {dice}.", "Tu lances {dice}.", "You roll {dice}.", "Du würfelst {dice}."),
    "c.step.you": ("Tu: {step}.", "Toi : {step}.", "You: {step}.", "Du: {step}."),
    "c.capture.you": ("Batti {n} pedine di {victim}: escono dal tabellone e dovranno rientrare.",
                      "Tu bats {n} pions {victim} : ils quittent le plateau et devront rentrer.",
                      "You beat {n} {victim} pieces: they leave the board and must enter again.",
                      "Du schlägst {n} Figuren von {victim}: sie verlassen das Brett und müssen neu einsetzen."),
    "c.capture.you.one": ("Batti {n} pedina di {victim}: esce dal tabellone e dovrà rientrare.",
                          "Tu bats {n} pion {victim} : il quitte le plateau et devra rentrer.",
                          "You beat {n} {victim} piece: it leaves the board and must enter again.",
                          "Du schlägst {n} Figur von {victim}: sie verlässt das Brett und muss neu einsetzen."),
    "c.capture.yours": ("{player} batte {n} tue pedine: escono dal tabellone e dovranno rientrare.",
                        "{player} bat {n} de tes pions : ils quittent le plateau et devront rentrer.",
                        "{player} beats {n} of your pieces: they leave the board and must enter again.",
                        "{player} schlägt {n} deiner Figuren: sie verlassen das Brett und müssen neu einsetzen."),
    "c.capture.yours.one": ("{player} batte una tua pedina: esce dal tabellone e dovrà rientrare.",
                            "{player} bat un de tes pions : il quitte le plateau et devra rentrer.",
                            "{player} beats one of your pieces: it leaves the board and must enter again.",
                            "{player} schlägt eine deiner Figuren: sie verlässt das Brett und muss neu einsetzen."),
    "c.double.you": ("Doppio! Tirerai ancora dopo questo turno.", "Double ! Tu relanceras après ce tour.",
                     "A double! You roll again after this turn.", "Pasch! Du würfelst nach diesem Zug noch einmal."),
    "c.again.you": ("Per il doppio tiri ancora.", "Grâce au double, tu relances.",
                    "Because of the double, you roll again.", "Wegen des Paschs würfelst du noch einmal."),
    "c.pass.you": ("Non puoi usare {dice}: passi.", "Tu ne peux pas utiliser {dice} : tu passes.",
                   "You cannot use {dice} and pass.", "Du kannst {dice} nicht nutzen und setzt aus."),
    "c.undone.you": ("Passo annullato: scegli di nuovo.", "Pas annulé : choisis à nouveau.",
                     "Step undone: choose again.", "Schritt zurückgenommen: wähle neu."),
    "c.next.you": ("Tocca a te.", "C'est à toi.", "Your turn.", "Du bist dran."),
    "c.won.you": ("Hai vinto la partita!", "Tu gagnes la partie !", "You win the game!",
                        "Du gewinnst das Spiel!"),
    "crules.1": ("Ognuno ha una corsia d'ingresso (da XII a I), poi un percorso comune fino all'arrivo.",
                 "Chacun a son couloir d'entrée (de XII à I), puis une piste commune jusqu'à l'arrivée.",
                 "Each player has an entry lane (XII down to I), then a shared track to the finish.",
                 "Jeder hat eine Einstiegsbahn (XII bis I), dann eine gemeinsame Bahn bis ins Ziel."),
    "crules.2": ("Un passo usa uno o più dadi non ancora usati: il suo valore è la loro somma.",
                 "Un pas utilise un ou plusieurs dés encore libres : sa valeur est leur somme.",
                 "A step uses one or more unused dice: its value is their sum.",
                 "Ein Schritt nutzt einen oder mehrere freie Würfel: sein Wert ist ihre Summe."),
    "crules.3": ("Si entra sulla casella d'ingresso di quel numero, solo se vuota; oppure si avanza una pedina o colonna.",
                 "On entre sur la case d'entrée de ce numéro, seulement si elle est vide ; ou on avance un pion ou une colonne.",
                 "Enter on the entry square of that number (only if empty), or move a piece or column on.",
                 "Setze auf das Einstiegsfeld dieser Zahl (nur wenn frei) oder ziehe eine Figur oder Säule weiter."),
    "crules.4": ("Sulle proprie pedine si forma una colonna, che poi si muove tutta insieme.",
                 "Sur ses propres pions on forme une colonne, qui avance ensuite d'un bloc.",
                 "Landing on your own pieces builds a column, which then moves as one.",
                 "Auf eigenen Figuren entsteht eine Säule, die dann gemeinsam zieht."),
    "crules.5": ("Sul percorso si batte un'unità avversaria grande al massimo quanto la propria: torna fuori.",
                 "Sur la piste, on bat une unité adverse au plus aussi grande que la sienne : elle ressort.",
                 "On the track you beat an opponent unit no bigger than yours: it goes off the board.",
                 "Auf der Bahn schlägt man eine gegnerische Einheit, die nicht größer ist: sie muss raus."),
    "crules.6": ("Finché un passo è possibile va giocato; l'arrivo va raggiunto esatto; il doppio fa ritirare.",
                 "Tant qu'un pas est possible, il faut le jouer ; l'arrivée se fait au point exact ; un double fait relancer.",
                 "While a step is possible you must play one; the finish needs the exact value; a double rolls again.",
                 "Solange ein Schritt geht, muss man ziehen; das Ziel braucht den genauen Wert; ein Pasch würfelt neu."),
    "crules.7": ("Vince chi porta per primo tutte le pedine all'arrivo.",
                 "Le premier à amener tous ses pions à l'arrivée gagne.",
                 "The first to bring all pieces to the finish wins.",
                 "Wer zuerst alle Figuren im Ziel hat, gewinnt."),
    "colour.white": ("Bianco", "Blanc", "White", "Weiß"),
    "colour.black": ("Nero", "Noir", "Black", "Schwarz"),
    "cboard.frame": ("Ognuno entra nella propria corsia, da {first} a I; poi il percorso comune va da 1 a {track}, "
                     "e dopo {track} c'è l'arrivo.",
                     "Chacun entre dans son propre couloir, de {first} à I ; puis la piste commune va de 1 à {track}, "
                     "et après {track} vient l'arrivée.",
                     "Each player enters on their own lane, {first} down to I; then the shared track runs from 1 to "
                     "{track}, and after {track} comes the finish.",
                     "Jeder setzt in seiner eigenen Bahn ein, {first} bis I; dann läuft die gemeinsame Bahn von 1 "
                     "bis {track}, und nach {track} kommt das Ziel."),
    "cboard.row": ("{player}: {places}.", "{player} : {places}.", "{player}: {places}.", "{player}: {places}."),
    "cboard.off": ("{n} fuori", "{n} hors du plateau", "{n} off the board", "{n} neben dem Brett"),
    "cboard.finish": ("{n} all'arrivo", "{n} à l'arrivée", "{n} in the finish", "{n} im Ziel"),
    "cboard.column": ("colonna di {n} su {place}", "colonne de {n} sur {place}", "column of {n} on {place}",
                      "Säule aus {n} auf {place}"),
    "c.selected": ("Passo {i} di {n}: {step}", "Déplacement {i} sur {n} : {step}", "Step {i} of {n}: {step}",
                   "Schritt {i} von {n}: {step}"),
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
    "c.rolled": ("{player} tira {dice}.", "{player} lance {dice}.", "{player} rolls {dice}.",
                       "{player} würfelt {dice}."),
    "c.step": ("{player}: {step}.", "{player} : {step}.", "{player}: {step}.", "{player}: {step}."),
    "c.next": ("Tocca a {player}.", "C'est à {player}.", "{player}'s turn.", "{player} ist dran."),
    "c.won": ("{player} vince la partita!", "{player} gagne la partie !", "{player} wins the game!",
                    "{player} gewinnt das Spiel!"),
    "c.legal": ("Passi permessi con {dice}:", "Pas permis avec {dice} :", "Legal steps with {dice}:",
                      "Erlaubte Schritte mit {dice}:"),
    "c.must": ("Finché un passo è possibile bisogna giocarlo.",
                     "Tant qu'un pas est possible, il faut le jouer.",
                     "While a step is possible, one must be played.",
                     "Solange ein Schritt möglich ist, muss einer gespielt werden."),
    "cnote.enter": ("La somma indica la casella d'ingresso: più è alta, più lontano dal percorso entra la pedina.",
                    "La somme désigne la case d'entrée : plus elle est grande, plus le pion entre loin de la piste.",
                    "The sum picks the entry square: the bigger the sum, the further from the track a piece enters.",
                    "Die Summe bestimmt das Einstiegsfeld: Je größer sie ist, desto weiter von der Bahn entfernt "
                    "setzt die Figur ein."),
}, SHELL)

_ROMAN = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman(n: int) -> str:
    out = ""
    for value, letters in _ROMAN:
        while n >= value:
            out += letters
            n -= value
    return out


def sizes(variant: str) -> tuple[int, int]:
    """The entry lane's and the track's lengths of a variant."""
    v = variant_named(variant)
    return v.entry, v.track


def colour_name(lang: str, colour: str) -> str:
    return WORDS(lang, f"colour.{colour}")


def player_name(lang: str, colour: str, names: Names | None = None) -> str:
    """A player's name: the one given in the setup, else white or black."""
    return (names or {}).get(colour) or colour_name(lang, colour)


def place(lang: str, variant: str, progress: int) -> str:
    """Where a piece at ``progress`` stands: off the board, an entry square, the track, the finish."""
    entry, track = sizes(variant)
    if progress == 0:
        return WORDS(lang, "cplace.off")
    if progress <= entry:
        return WORDS(lang, "cplace.entry", roman=roman(entry - progress + 1))
    if progress <= entry + track:
        return WORDS(lang, "cplace.track", n=progress - entry)
    return WORDS(lang, "cplace.finish")


def dice_text(dice) -> str:
    return "+".join(str(int(d)) for d in dice)


def dice_list(dice) -> str:
    return ", ".join(str(int(d)) for d in dice)


def step_text(lang: str, variant: str, step: dict) -> str:
    """A step in words: "enter at entry V with 5", "column of 2 from track 3 to track 8 with 2+3"."""
    dice = dice_text(step["dice"])
    to = place(lang, variant, step["to"])
    if step["from"] == 0:
        text = WORDS(lang, "cstep.enter", to=to, dice=dice)
    else:
        pieces = step.get("pieces", 1)
        unit = WORDS(lang, "cstep.piece") if pieces == 1 else WORDS(lang, "cstep.column", n=pieces)
        text = WORDS(lang, "cstep.move", unit=unit, from_=place(lang, variant, step["from"]), to=to, dice=dice)
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
        rows.append(WORDS(lang, "cboard.row", player=name, places=", ".join(places)))
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
            params["dice"] = dice_list(event["dice"])
        return WORDS(lang, WORDS.addressed(key, event, you), **params)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def say_all(lang: str, events: list[dict], variant: str, you: str | None = None,
            names: Names | None = None) -> list[str]:
    return [text for text in (say(lang, e, variant, you, names) for e in events) if text]
