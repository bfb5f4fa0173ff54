"""The main page's conveniences, each a setting remembered with the others: a bigger die that
tumbles when thrown (``bigdie``), a short vibration on a capture (``vibrate``: where the browser
has ``navigator.vibrate`` and the person has not asked for reduced motion), and the history of
finished games with its statistics (:mod:`ludoview.core.history`), shown in a dialog.

The game page (``shell.app``) holds them (``page.extras``) and calls :meth:`Extras.bind` once,
:meth:`Extras.feel` with the events it shows and :meth:`Extras.finished` when a game ends.
"""

from __future__ import annotations

from html import escape

from pyscript import document, window

from ludoview.core import dom, history
from ludoview.core.share import fragment
from ludoview.shell.part import ExtrasPage

#: A capture is felt this long (ms): short, a tap rather than a buzz.
BUZZ_MS = 70


def _ident(game: str, record) -> str:
    """A finished game's own id (its record's text hashed): the same game read again after a
    reload is the same game, not a new one."""
    text = repr(record)
    value = 0
    for ch in text:
        value = (value * 131 + ord(ch)) % (1 << 61)
    return f"{game}-{len(text)}-{value:x}"


def _length(record) -> int:
    """A game's length in moves, as the engine's record holds them (mensch's turns, each a
    throw and maybe a move; colonne's actions, each a throw or a step): throws are not moves."""
    if isinstance(record.get("turns"), list):
        return sum(1 for t in record["turns"] if isinstance(t, dict) and t.get("move") is not None)
    return sum(1 for a in record.get("actions") or () if not (isinstance(a, list) and a[:1] == ["roll"]))


#: How many of the newest games "Your games" lists.
LISTED = 20


#: Has the person used the keyboard on this page (a key pressed)? Set by :meth:`Extras.bind`.
ON_KEYBOARD = [False]


def keep_in_view(node) -> None:
    """A control given the keyboard's focus by the page (the next move after one is played) is
    scrolled into view if it is not (the least scroll), for a person on the keyboard only (a key
    pressed on the page; never at the page's start): as the log grows, the focus never drifts
    off the screen."""
    try:
        if ON_KEYBOARD[0] and bool(node.matches(":focus-visible")):
            node.scrollIntoView(window.JSON.parse('{"block": "nearest", "inline": "nearest"}'))
    except Exception:   # a node gone meanwhile: nothing to show
        return


class Extras:
    def __init__(self, page: ExtrasPage) -> None:
        self.page = page
        self.felt = 0

    # --- the settings ------------------------------------------------------------------
    def bind(self) -> None:
        self.apply()
        self.page.on(dom.el("btn-history"), "click", lambda e: self.open_history())
        self.page.on(dom.el("setup-history"), "click", lambda e: self.open_history())
        self.page.on(dom.el("history-close"), "click", lambda e: dom.el("history").close())
        self.page.on(document, "keydown", lambda e: ON_KEYBOARD.__setitem__(0, True))

    def apply(self) -> None:
        """The bigger die, as the setting says (a class on the page: the CSS draws it)."""
        document.body.classList.toggle("big-die", self.page.settings.switch("bigdie"))

    # --- a capture, felt ---------------------------------------------------------------
    def feel(self, events: list) -> None:
        """A short vibration when a piece is captured (the setting on, the browser able, and
        no reduced motion asked for); each one is counted in ``<html data-vibrations>``."""
        if not self.page.settings.switch("vibrate"):
            return
        sounds = self.page.spec.sounds
        if not any(sounds.get(e.get("say", "")) == "capture" for e in events if isinstance(e, dict)):
            return
        vibrate = getattr(window.navigator, "vibrate", None)
        if vibrate is None or dom.reduced_motion():
            return
        try:
            window.navigator.vibrate(BUZZ_MS)
        except Exception:   # a browser that refuses (no user gesture yet): nothing to feel
            return
        self.felt += 1
        document.documentElement.setAttribute("data-vibrations", str(self.felt))

    # --- the history -------------------------------------------------------------------
    def games(self) -> list[dict]:
        return history.read(dom.storage_get(history.KEY))

    def finished(self, session, end) -> None:
        """Keep a finished game in the history (once); a history the browser cannot store is
        said in the notice, as a save that cannot be kept is."""
        try:
            setup = session.setup
            kinds = dict(zip(setup.seats, setup.kinds, strict=True))
            seat = end.rows[0].seat
            winner = kinds[seat]
            name = (setup.names or {}).get(seat)
            record = session.record()
            if record is None:   # a game not known from its start: not one of the history's
                return
            moves = _length(record)
            ident = _ident(self.page.spec.name, record)
            you = self.page.you()
            place = next((row.place for row in end.rows if row.seat == you), None) if you is not None else None
            link = fragment(record, setup.names)
            when = int(window.Date.now())
        except Exception:   # a game this version cannot read back: not kept, nothing breaks
            return
        before = self.games()
        after = history.add(before, self.page.spec.name, [kinds[s] for s in setup.seats], winner, moves, ident,
                            place=place, when=when, link=link,     # (a link too long is left out)
                            seat=seat, name=name)
        if after is before:
            return
        why = dom.storage_put(history.KEY, history.write(after))
        if why is not None:
            key = "history.off" if why == "off" else "history.failed"
            if (key, {}) not in self.page.notice:
                self.page.notice.append((key, {}))
                self.page.dialogs.show_notice()

    def history_html(self) -> str:
        t = self.page.t
        found = history.stats(self.games())
        if not found["games"]:
            return f'<p data-testid="history-none">{escape(t("history.none"))}</p>'
        rows = [f'<p data-testid="history-games">{escape(t("history.games", n=found["games"]))} '
                f'{escape(t("history.average", n=found["average"]))}</p>']
        levels = "".join(f'<li data-level="{lv}">{escape(t("history.level", level=t("history.vs." + lv), n=won, total=n))}</li>'
                         for lv, (won, n) in found["levels"].items())
        if levels:
            rows.append(f'<ul class="history-levels" data-testid="history-levels">{levels}</ul>')
        if found["best"]:
            rows.append(f'<p data-testid="history-streak">{escape(t("history.streak", n=found["streak"], best=found["best"]))}</p>')
        rows.append(f'<h3 class="history-recent">{escape(t("history.recent"))}</h3>'
                    f'<ol class="history-list" data-testid="history-list">{"".join(self.game_rows())}</ol>')
        return "".join(rows)

    def game_rows(self) -> list[str]:
        """The newest games, newest first: when, which game against whom, the result, and a link
        that opens it in the replay (for the newest, whose record is kept)."""
        t, lang = self.page.t, self.page.lang
        out = []
        for game in reversed(self.games()[-LISTED:]):
            name = t(f"{game['game']}.app.title") if f"{game['game']}.app.title" in self.page.WORDS else game["game"]
            computers = [k for k in game["kinds"] if k != "human"]
            people = len(game["kinds"]) - len(computers)
            won = history.won(game)
            if won is not None and people == 1:
                what = (t("history.against", game=name, others=t("history.vs." + computers[0])) if len(computers) == 1
                        else t("history.against.many", game=name, n=len(computers),
                               levels=", ".join(t("history.level." + k) for k in computers)))
                result = (t("history.won") if won else t("history.lost") if "place" not in game
                          else t(f"history.place.{game['place']}", n=len(game["kinds"])))
            else:
                what = t("history.players", game=name, n=len(game["kinds"]))
                result = t("history.winner", who=self.winner_name(game))
            when = ""
            if "when" in game:
                try:     # the day and the hour, as the page's language writes them
                    when = str(window.Date.new(game["when"]).toLocaleString(
                        lang, window.JSON.parse('{"dateStyle": "short", "timeStyle": "short"}'))) + " · "
                except Exception:   # a browser without this language's dates: the day left out
                    when = ""
            replay = (f' <a href="./replay.html?lang={lang}{escape(game["link"])}">{escape(t("history.replay"))}</a>'
                      if "link" in game else "")
            mark = "" if won is None else (' class="won"' if won else ' class="lost"')
            row = t("history.row", what=when + what, result="\x00")   # (the result in bold, where its language puts it)
            before, _, after = row.partition("\x00")
            out.append(f'<li{mark}>{escape(before)}<strong>{escape(result)}</strong>{escape(after)} '
                       f'<small>{escape(t("history.moves", n=game["moves"]))}</small>{replay}</li>')
        return out

    def winner_name(self, game: dict) -> str:
        """Who won a listed game: the name the player was given, or the seat's colour (games kept
        before the seat was: the seat's kind)."""
        if "seat" in game:
            from ludoview import games
            try:      # (named by the rules of the game listed, not those of the page's game)
                seat = game["seat"]
                return games.spec(game["game"]).player_name(self.page.lang, seat,
                                                            {seat: game["name"]} if "name" in game else None)
            except (KeyError, ValueError, TypeError, IndexError, ImportError):   # a seat or game unknown
                # (UnknownGame), or a game whose code is still on its way
                pass
        return self.page.t("kind." + game["winner"])

    def open_history(self) -> None:
        dom.el("history-body").innerHTML = self.history_html()
        dialog = dom.el("history")
        if not dialog.open:
            dialog.showModal()
