"""distance.html: a game at a distance, played by links (ludo.remote).

Setup (game, seats: me / a friend at a distance / the computer of a level, names),
the invitations, opening a link (join, or continue: every check of ludo.remote),
the board (the games' own drawing, through the replay of the record: story), what
happened since this browser last looked (played again on the board:
ludoview.remote.since), the player's throws and moves, and the links to send
(ludoview.remote.outbox: copy, share, QR codes, full links). Each game is kept in
localStorage under its own id (ludoview.remote.store; the tab's watch: tabs; repair_box)."""

from __future__ import annotations

import traceback
from html import escape

from pyscript import document, window

from ludo.remote import link
from ludo.remote.errors import RemoteError
from ludo.remote.match import Match
from ludoview.core import catalogues, dom
from ludoview.core.config import first, query, read_speed
from ludoview.core.i18n import LANGUAGES, pick_language
from ludoview.remote import outbox, seats, votes
from ludoview.remote.live import CONNECT_SECONDS, Live, connect_wait
from ludoview.remote.repair_box import RepairBox
from ludoview.remote.sign import SIGNER
from ludoview.remote.since import Since
from ludoview.remote.store import INDEX, PREFIX, DistanceStore, Kept, Stale, computer, take_link
from ludoview.remote.story import Story
from ludoview.remote.tabs import TabGuard
from ludoview.remote.words import WORDS

CODES = {"bad_link", "damaged", "truncated", "too_large", "other_game", "missing", "unknown_game", "differs", "changed",
         "forged", "reveal", "die", "move", "seat", "order", "witness", "over", "used_up", "vote", "field", "kept"}

#: Who may play a seat, in the setup: the creator, a friend, a computer of a level (the main page's).
SEAT_KINDS = ("me", "far", "easy", "medium", "hard")

__all__ = ["DistancePage", "computer", "main", "INDEX", "PREFIX"]


class DistancePage:
    def __init__(self, lang: str, speed: float = 1.0, live_wait: float = CONNECT_SECONDS) -> None:
        self.lang = lang
        self.replayer = Since(self, speed)
        self.replay_from: int | None = None     # the action to play the board again from (a link's news)
        self.match: Match | None = None
        self.since: list[str] = []
        self.last_dice: str = ""
        self.seen = 0                     # the lines of the game's story this person has seen
        self.version: int | None = None   # the version of the kept game this tab read
        self.story = Story()              # the shown game's record replayed, said
        self.store = DistanceStore(dom.BrowserStorage(), SIGNER)
        self.tabs = TabGuard(self)
        self.repair = RepairBox(self)
        self.live = Live(self, live_wait)

    def t(self, key: str, **params) -> str:
        return WORDS(self.lang, key, **params)

    def shown(self) -> Match:
        """The game on the page (what saves and draws it runs only once there is one)."""
        if self.match is None:
            raise RuntimeError("no game is open")
        return self.match

    # (ludoview.remote.store: kept texts checked, unreadable ones copied aside; writes check the version)

    def ids(self) -> list[str]:
        ids = self.store.ids()
        self.tabs.tell()
        return ids

    def load(self, gid: str) -> Kept | None:
        kept = self.store.load(gid)
        self.tabs.tell()
        return kept

    def save(self, seen: int | None = None) -> bool:
        """Keep the game shown. False when another tab changed it meanwhile: then nothing is
        written, the game is read again as kept (this tab's turn not sent is dropped) and
        the page says so."""
        m = self.shown()
        try:
            self.version, problem = self.store.save(m, self.seen if seen is None else seen, self.version)
        except Stale:
            self.tabs.reload(changed=True)
            return False
        if seen is not None:
            self.seen = seen
        notice = dom.el("notice")
        if problem:
            notice.textContent = self.t("d.no_storage")
        elif str(notice.textContent) == self.t("d.no_storage"):     # (a game put aside stays said)
            notice.textContent = ""
        return True

    # -- who is who ----------------------------------------------------------

    def names(self) -> list[str]:
        return [seat["n"] for seat in self.shown().create_msg["n"]]

    def me(self) -> int | None:
        m = self.shown()
        # (not a seat a computer took over, nor one this browser proposed a computer for)
        persons = [s for s in sorted(m.local) if m.kinds[s] in ("me", "far") and m.is_person(s) and m.here(s)]
        return persons[0] if persons else None

    def recipients(self) -> list[tuple[str, int]]:
        """(kind of link, seat) this browser should send now."""
        m = self.shown()
        if not m.started:
            if m.creator in m.local:
                return [("invite", s) for s in range(m.players) if m.kinds[s] == "far" and s not in m.joins]
            return [("send", m.creator)]
        if not m.local:           # a full copy of a game this browser plays no seat of
            return []
        seats = link.outbox(m)
        proposer = votes.to_proposer(m)         # a refusal goes back to whoever proposed, too
        return [("send", s) for s in seats + ([proposer] if proposer is not None and proposer not in seats else [])]

    # -- the page --------------------------------------------------------------

    def start(self) -> None:
        self.translate()
        dom.on(dom.el("lang"), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        dom.on(dom.el("game"), "change", lambda e: self.seat_rows())
        dom.on(dom.el("players"), "change", lambda e: self.seat_rows())
        dom.on(dom.el("create"), "click", lambda e: self.create())
        dom.on(dom.el("back"), "click", lambda e: self.show_list())
        dom.on(dom.el("game-list"), "click", self.on_pick)
        dom.on(dom.el("actions"), "click", self.on_action)
        dom.on(dom.el("vote"), "click", lambda e: votes.on_click(self, e, computer))
        dom.on(dom.el("links"), "click", lambda e: outbox.on_click(self, e))
        dom.on(window, "hashchange", lambda e: self.open_hash())
        dom.on(window, "storage", self.tabs.on_storage)
        dom.on(dom.el("repair"), "click", self.repair.on_click)
        self.seat_rows()
        self.live.start()
        if not self.open_hash():
            self.show_list()
        dom.set_state("ready")

    def set_language(self, lang: str) -> None:
        if lang in LANGUAGES:
            self.lang = lang
            window.history.replaceState(None, "", f"?lang={lang}")
            self.translate()
            self.seat_rows()
            self.show_list() if self.match is None else self.render()

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = self.t("d.title") + " · ludo"
        dom.language_menu(dom.el("lang"), self.lang)
        for node in document.querySelectorAll("[data-w]"):
            node.textContent = self.t(str(node.getAttribute("data-w")))
        dom.el("to-game").setAttribute("href", f"./index.html?lang={self.lang}")
        game = dom.el("game")
        game.options.item(0).textContent = self.t("d.mensch")
        game.options.item(1).textContent = self.t("d.colonne")

    def seat_rows(self) -> None:
        game = str(dom.el("game").value)
        players = dom.el("players")
        from ludo.remote.tables import PLAYERS
        counts = PLAYERS.get(game, (2,))
        if len(counts) == 1:      # a game for a fixed number of players
            players.value = str(counts[0])
        players.disabled = len(counts) == 1
        n = int(players.value)
        old = [(str(i.value), str(k.value)) for i, k in zip(document.querySelectorAll("#seats input"),
                                                            document.querySelectorAll("#seats select"), strict=True)]
        rows = []
        for s in range(n):
            name, kind = old[s] if s < len(old) else ("", "me" if s == 0 else "far")
            options = "".join(f'<option value="{k}"{" selected" if k == kind else ""}>{escape(self.t("d." + k))}</option>'
                              for k in SEAT_KINDS)
            rows.append(f'<fieldset class="seat"><legend>{escape(self.t("d.seat", n=s + 1))}</legend>'
                        f'<label>{escape(self.t("d.name"))} <input data-testid="name-{s}" maxlength="20" '
                        f'value="{escape(name)}"></label> <label>{escape(self.t("d.kind"))} '
                        f'<select data-testid="kind-{s}">{options}</select></label></fieldset>')
        dom.el("seats").innerHTML = "".join(rows)

    def show_error(self, message: str, detail: str = "") -> None:
        dom.el("repair").hidden = True
        box = dom.el("error")
        text = box.querySelector(".error-text")
        text.textContent = message
        text.setAttribute("title", detail)
        box.hidden = not message

    def create(self) -> None:
        game = str(dom.el("game").value)
        names = [str(i.value).strip() for i in document.querySelectorAll("#seats input")]
        kinds = [str(k.value) for k in document.querySelectorAll("#seats select")]
        seats = [{"kind": k, "name": n or self.t("d.seat", n=i + 1)} if k in ("me", "far") else
                 {"kind": "cpu", "level": k, "name": n or self.t("d.cpu_name", n=i + 1)}
                 for i, (k, n) in enumerate(zip(kinds, names, strict=True))]
        try:
            self.match = Match.create(SIGNER, game, seats)
        except RemoteError as exc:    # not a link: the seats chosen (one 'me', a friend at a distance)
            self.show_error(self.t("d.bad_setup") if exc.code == "setup" else str(exc), str(exc))
            return
        self.show_error("")
        self.since = []
        self.version = None
        self.save(seen=0)
        self.render()

    def open_hash(self) -> bool:
        text = str(window.location.hash)[1:]
        live = self.live.owns(text)
        if not text.startswith(link.PREFIX) and not live:
            return False
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
        self.live.open(text) if live else self.open_link(text)
        return True

    def open_link(self, text: str) -> None:
        try:
            match, seen, kept, changed = take_link(self.store, text)
        except RemoteError as exc:
            self.tabs.tell()
            self.refused(exc, text)
            if exc.code == "differs":
                self.repair.offer(text)
            return
        except Exception as exc:     # no link may break the page: said, and the game kept as it was
            self.tabs.tell()
            window.console.warn("".join(traceback.format_exception(exc)))
            self.refused(RemoteError("other", f"{type(exc).__name__}: {exc}"), text)
            return
        self.tabs.tell()
        self.show_error("")
        self.match = match
        self.version = kept.version if kept is not None else None
        lines = self.lines()
        self.since = lines[seen:]
        self.replay_from = seen if self.since else None
        if changed or seen != len(lines) or kept is None:
            if not self.save(seen=len(lines)):
                document.documentElement.setAttribute("data-handled", text[-16:])
                return
        else:                         # an old link opened again: nothing to keep
            self.seen = seen
        self.render()
        document.documentElement.setAttribute("data-handled", text[-16:])

    def refused(self, exc: RemoteError, text: str) -> None:
        code = exc.code if exc.code in CODES else "other"
        if code == "unknown_game" and self.match is not None:
            code = "other_game"       # not the game shown, and one this browser lacks
        self.show_error(self.t("d.refused", why=self.t("e." + code)), str(exc))
        dom.el("error").setAttribute("data-code", exc.code if code == "other" else code)
        document.documentElement.setAttribute("data-handled", text[-16:])
        if self.match is None:
            self.show_list()

    def lines(self) -> list[str]:   # (the story: replayed once per record)
        return self.story.lines(self.record(), self.lang)

    def record(self) -> dict:
        m = self.shown()
        if m.started:
            record = dict(m.record())
        else:   # the board before the first throw
            from ludo.remote.tables import new_table
            record = dict(new_table(m.game, m.players, m.params).record())
        from ludo.remote.tables import NAMED_SEATS
        if m.game in NAMED_SEATS:   # a game whose board draws the players' names by seat
            record["names"] = {str(c): n for c, n in zip(NAMED_SEATS[m.game][m.players], self.names(), strict=True)}
        return record

    def show_list(self) -> None:
        self.match = None
        dom.el("play").hidden = True
        dom.el("home").hidden = False
        items = []
        for gid in reversed(self.ids()):
            kept = self.load(gid)
            if kept is None:
                continue
            label = seats.title(self.t, kept.match.create_msg)
            items.append(f'<li><button type="button" data-open="{escape(gid)}" data-testid="open-game">'
                         f'{escape(label)}</button></li>')
        dom.el("game-list").innerHTML = "".join(items) or f'<li>{escape(self.t("d.no_games"))}</li>'
        self.live.draw()

    def on_pick(self, event) -> None:
        item = dom.found(event.target.closest("[data-open]"))
        if item is None:
            return
        kept = self.load(str(item.getAttribute("data-open")))
        if kept is None:            # gone, or unreadable now (copied aside, and said)
            self.show_list()
            return
        self.match, self.seen, self.version = kept.match, kept.seen, kept.version
        self.since = []
        self.render()

    def on_action(self, event) -> None:
        button = dom.found(event.target.closest("button"))
        m, me = self.shown(), self.me()
        if button is None or m is None or me is None or m.waiting_for() != ("play", me):
            return
        if m.draft is None and not self.tabs.fresh():      # another tab played meanwhile: shown as it is now
            return
        try:
            if button.hasAttribute("data-throw"):
                dice = m.throw(me)
                self.last_dice = " ".join(map(str, dice))
            elif button.hasAttribute("data-move"):
                m.move(me, str(button.getAttribute("data-move")))
                self.last_dice = ""
            m.run_local(computer(m))
        except RemoteError as exc:
            self.show_error(self.t("d.refused", why=self.t("e.other")), str(exc))
            return
        self.since = []
        if m.draft is None and not self.save(seen=len(self.lines())):
            return
        self.render()

    def move_label(self, code: str) -> str:
        if "." not in code:       # a piece's square (mensch); a throw's dice and square have a dot
            return self.t("d.from_base") if code == "-1" else self.t("d.from_field", n=int(code) + 1)
        dice, _, origin = code.partition(".")
        return self.t("d.colonne_move", dice="+".join(dice), n=origin)

    def render(self) -> None:
        m = self.shown()
        names = self.names()
        me = self.me()
        dom.el("home").hidden = True
        dom.el("play").hidden = False
        dom.el("play-title").textContent = seats.title(self.t, m.create_msg, m.taken)
        waiting = m.waiting_for()
        rec = self.story.replay(self.record())
        lines = self.lines()
        if waiting is None:
            winner = m.table.winner() if m.started else None
            status = self.t("d.won", name=names[winner]) if winner is not None else \
                self.t(("v.ended_two" if votes.two(m) else "v.ended") if m.ended else "d.ended")
        elif waiting[0] == "join":
            status = self.t("d.waiting_join", name=names[waiting[1]])
        elif me is not None and waiting == ("play", me):
            status = self.t("d.your_turn", name=names[me])
        elif waiting[0] == "agree":
            status = votes.proposed(self) if votes.asked(m) else self.t("v.waiting", name=names[waiting[1]])
        else:
            who = waiting[1] if waiting[0] != "witness" or m.here(waiting[1]) else m.controller(waiting[1])
            if not m.is_person(who) and not m.here(who):   # a computer: the person whose page plays it
                who = m.controller(who)
            status = self.t("d.waiting", name=names[who])
        if me is not None and not m.started and m.creator not in m.local:
            status = self.t("d.joined", name=names[m.creator])
        dom.el("status").textContent = status
        self.replayer.show(rec, self.replay_from, waiting is not None)   # the moves since, again
        self.replay_from = None
        dom.el("board").setAttribute("data-game", m.game)
        actions = []
        if waiting == ("play", me):
            if self.last_dice:
                actions.append(f'<p class="thrown">{escape(self.t("d.thrown", dice=self.last_dice))}</p>')
            if m.table.needs_throw():
                key = "d.throw" if m.table.dice == 1 else "d.throw_dice"
                actions.append(f'<button type="button" class="primary" data-throw="1" data-testid="throw">'
                               f'{escape(self.t(key))}</button>')
            else:
                actions.append(f'<p>{escape(self.t("d.choose"))}</p>')
                actions.extend(f'<button type="button" data-move="{escape(code)}" data-testid="move">'
                               f'{escape(self.move_label(code))}</button>' for code in m.table.legal())
        dom.el("actions").innerHTML = "".join(actions)
        votes.render(self)
        outbox.render(self)
        dom.el("since-box").hidden = not self.since
        dom.el("since").innerHTML = "".join(f"<li>{escape(line)}</li>" for line in self.since)
        dom.el("log").innerHTML = "".join(f"<li>{escape(line)}</li>" for line in lines)
        decided = votes.history(self)
        dom.el("decisions-box").hidden = not decided
        dom.el("decisions").innerHTML = "".join(f"<li>{escape(line)}</li>" for line in decided)
        root = document.documentElement
        root.setAttribute("data-game-id", m.game_id)
        root.setAttribute("data-over", "1" if m.over() else "0")
        root.setAttribute("data-turn", "me" if waiting == ("play", me) else "other")
        self.live.after_render()


def main() -> None:
    try:
        params = query(dom.search())
        lang = pick_language(first(params, "lang"), dom.browser_languages())
        speed = read_speed(first(params, "speed"))
        wait = connect_wait(first(params, "live_wait"))     # (a test's shorter wait for a channel)
        DistancePage(lang, 1.0 if speed is None else speed, wait).start()
    except Exception as exc:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", f"{type(exc).__name__}: {exc}")
