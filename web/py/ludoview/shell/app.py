"""The main page's controller, the same for every game: :class:`GamePage`.

It owns the settings, the language, the pace (``?speed=``, reduce-motion),
saving and resuming, the setup/end/rules/notice dialogs, the log, undo, two
tabs on one game, and the loop that plays the actions no person has to take
(computer seats, auto-played moves) without freezing the page. Everything about
the game comes from its :class:`~ludoview.core.game.GameSpec` (session, save,
words); a game's page (``ludoview.games.<game>.page``) subclasses it with its
board, its controls and its part of the setup form, and draws from its view model.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from html import escape
from typing import Awaitable, Callable

from pyscript import document, window

from ludo.limits import loads
from ludoview import games
from ludoview.core import dom
from ludoview.core.config import PageConfig
from ludoview.core.game import GameSpec
from ludoview.core.i18n import LANGUAGES, pick_language
from ludoview.core.saves import Autosaver, storage_key
from ludoview.core.share import MAX_FRAGMENT, fragment
from ludoview.core.sound import Sound
from ludoview.core.view import EndView
from ludoview.shell.review import EndReview
from ludoview.shell.extras import Extras, keep_in_view

#: The paces a person can choose (multipliers of every pause; 0: no animation, no waiting).
PACES = (0.0, 0.5, 1.0, 2.0)
#: At ``?speed=0`` automatic actions run back to back; the page is redrawn and
#: the browser given a turn this often.
BATCH_SECONDS = 0.05
#: After a person's action, input that would act again is ignored this long (seconds at
#: speed 1, none at ``?speed=0``): a double-click or a key pressed twice acts once.
SETTLE_SECONDS = 0.35

Step = tuple[float, Callable[[], Awaitable[list]]]


class GamePage:
    SETTINGS_KEY = "ludo.settings"
    #: Pauses at speed 1 (seconds): before a computer rolls, before it moves, before an auto-played move.
    ROLL_PAUSE, MOVE_PAUSE, AUTO_PAUSE = 0.7, 0.55, 0.45
    #: Every word the page may show: the shell's and every game's (the setup screen offers them all).
    WORDS = games.catalogue()
    sound: Sound | None = None
    review: EndReview | None = None   #: the game review on the end screen (one for the page)

    def __init__(self, spec: GameSpec, config: PageConfig, hand_over: Callable[["GamePage"], None]) -> None:
        self.spec = spec
        self.config = config
        self.hand_over = hand_over   # the setup form was confirmed here: start the game it chose
        self.SAVE_KEY = storage_key(spec.name)
        self.saver = Autosaver(dom.BrowserStorage(), self.SAVE_KEY)
        self.settings = self._load_settings()
        self.lang = pick_language(config.lang or self.settings.get("lang"), dom.browser_languages())
        self.speed = config.speed if config.speed_given else self.saved_pace()
        self.motion = self.speed > 0 and not dom.reduced_motion()
        if GamePage.sound is None:   # one for the page, whichever game is on it
            GamePage.sound = Sound(bool(self.settings.get("sound", True)))
        self.busy = False          # an automatic action or an animation is under way
        self.generation = 0        # bumped to stop a running loop (new game, undo)
        self.pending: list = []    # events played but not drawn yet
        self.notice: list[tuple[str, dict]] = []   # sentences (key, params) of the notice shown
        if self.read_settings()[1]:   # said once: the usual settings take their place
            self.notice.append(("settings.broken", {}))
            dom.storage_set(self.SETTINGS_KEY, json.dumps(self.settings))
        self.active = True         # False while another game holds the page (see ludoview.games)
        self.end_dismissed = False # the end screen was closed to look at the board
        self.event = None          # the DOM event being handled (see :meth:`stale_input`)
        self.acted_at = -1e9       # when a person's action was last drawn (time.monotonic)
        self.following = False     # another tab plays this game's computers (see :meth:`on_storage`)
        self.chooser = spec.chooser()   # what the person has picked so far (the game's controls)
        self.extras = Extras(self)      # bigger die, vibration, history (shell.extras)

    # --- settings ---------------------------------------------------------------------
    @classmethod
    def saved_settings(cls) -> dict:
        """The settings saved in the browser (language, last game, autoplay, hints)."""
        return cls.read_settings()[0]

    @classmethod
    def read_settings(cls) -> tuple[dict, bool]:
        """The saved settings, and whether they were there but unreadable (then none are used:
        any text, however long or deep, is checked before it is parsed, :func:`ludo.limits.loads`)."""
        raw = dom.storage_get(cls.SETTINGS_KEY)
        if not raw:
            return {}, False
        try:
            data = loads(raw, "settings")
        except ValueError:
            return {}, True
        return (data, False) if isinstance(data, dict) else ({}, True)

    def _load_settings(self) -> dict:
        return self.saved_settings()

    def saved_pace(self) -> float:
        """The pace setting (a multiplier of every pause; 1 unless the person chose another)."""
        value = self.settings.get("pace", 1.0)
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) \
            and value in PACES else 1.0

    def set_pace(self, value: float) -> None:
        self.speed = value
        self.motion = value > 0 and not dom.reduced_motion()
        self.set_setting("pace", value)

    def bind_settings(self) -> None:
        """The settings under the log: a single move plays itself, hints, square numbers, sound, the pace."""
        for name, default, after in (("autoplay", False, self.kick), ("hints", False, lambda: self.render([])),
                                     ("numbers", False, lambda: self.render([])), ("sound", True, None),
                                     ("bigdie", False, self.extras.apply), ("vibrate", True, None)):
            box = dom.el(name)
            box.checked = bool(self.settings.get(name, default))
            self.on(box, "change", lambda e, name=name, after=after: self.on_switch(name, e, after))
        self.extras.bind()
        pace = dom.el("pace")
        pace.value = next((str(p) for p in PACES if p == self.speed), "")   # (a URL's own pace is none of them)
        self.on(pace, "change", lambda e: self.set_pace(float(str(e.target.value))))

    def on_switch(self, name: str, event, after) -> None:
        on = bool(event.target.checked)
        self.set_setting(name, on)
        if name == "sound":
            self.sound.switch(on)
        if after is not None:
            after()

    def set_setting(self, name: str, value) -> None:
        self.settings[name] = value
        dom.storage_set(self.SETTINGS_KEY, json.dumps(self.settings))

    def on(self, node, event: str, handler: Callable) -> None:
        """Bind ``handler`` to ``event`` on ``node``; it acts only while this game is the one on the page
        (the event is :attr:`event` meanwhile, for :meth:`stale_input`)."""
        def call(e) -> None:
            if not self.active:
                return
            self.event = e
            try:
                handler(e)
            except Exception as exc:   # a bug met by an input: said, and the page goes on
                self.trouble(exc)
            finally:
                self.event = None
        dom.on(node, event, call)

    def trouble(self, exc: BaseException) -> None:
        """Something failed in answer to an input: the person is told (the notice), the game
        stays as it was drawn, and the page takes the next input."""
        window.console.warn("".join(traceback.format_exception(exc)))
        message = f"{type(exc).__name__}: {exc}"
        self.notice = [("app.error", {"message": message if len(message) <= 200 else message[:199] + "…"})]
        try:
            self.show_notice()
        except Exception:
            pass

    def stale_input(self) -> bool:
        """Is the input being handled one a person did not mean as a new action? The second
        click of a double-click, a key held down, or any input right after their last action
        (before they could see its result)."""
        e = self.event
        if e is not None:
            if str(getattr(e, "type", "")) == "click" and int(getattr(e, "detail", 0) or 0) > 1:
                return True
            if bool(getattr(e, "repeat", False)):
                return True
        return time.monotonic() - self.acted_at < SETTLE_SECONDS * min(self.speed, 1.0)

    # --- the game ---------------------------------------------------------------------
    session = None   # the game's session (its ``setup``, ``events``, ``history``); None before the first game

    def t(self, key: str, **params) -> str:
        """The page's words in its language."""
        return self.WORDS(self.lang, key, **params)

    def new_game(self, setup) -> None:
        self.stop()
        self.cancel_review()
        self.session = self.spec.session.new(setup, self.config.seed)
        self.new_session()
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.after_action(self.session.events)

    def new_session(self) -> None:
        """A new or loaded session: the person has picked nothing yet."""
        self.chooser = self.spec.chooser()

    def start_from_setup(self) -> None:
        """Start a new game as the (closed) setup form says; the keyboard goes to its first action."""
        self.new_game(self.setup_from_form())
        self.focus(self.focus_target())

    def setup_from_form(self):
        """The game's setup as the setup form shows it (each game reads its fields)."""
        raise NotImplementedError

    def show_setup(self, setup) -> None:
        """Show ``setup`` in the game's part of the setup form."""
        raise NotImplementedError

    def open_setup(self) -> None:
        self.stop()              # computers wait while the setup screen is open
        self.close(dom.el("end"))
        self.show_setup(self.session.setup if self.session is not None else self.spec.default_setup())
        dom.el(f"game-{self.spec.name}").checked = True
        dom.el("setup-cancel").hidden = self.session is None
        dom.el("setup").showModal()
        dom.focus_still(dom.el("setup-start"))   # Enter starts; a phone still sees the form's top
        dom.el("setup").scrollTop = 0

    def on_undo(self) -> None:
        """Take back the last move of a person, and what computers did since: their turn
        stops and the person chooses again with the same roll."""
        s = self.session
        if s is None or not s.can_undo:
            return
        self.stop()
        self.act(s.undo)
        self.focus(self.focus_target())   # the person chooses again: the keyboard is on the moves

    def load_game(self, text: str) -> None:
        """Restore the game saved as ``text``; raise ValueError (with the reason) if it cannot be."""
        self.session = self.spec.load(text)
        self.cancel_review()
        self.new_session()

    def dump_game(self) -> str | None:
        return None if self.session is None else self.spec.dump(self.session)

    def render(self, events: list, prompt: str | None = None) -> None:
        """Draw the game after ``events`` (the last action's; [] to redraw); ``prompt``: a
        words key to say about the person's choice. Each game draws its view model."""
        raise NotImplementedError

    def human_to_act(self) -> bool:
        """Is the player to act a person?"""
        return self.session.is_human

    def you(self):
        """The seat of the one person playing against computers (None: no one, or several):
        the page speaks to them as "you"."""
        humans = self.session.setup.humans() if self.session is not None else []
        return humans[0] if len(humans) == 1 else None

    async def walk(self, node, transforms: list[str], beat: float) -> None:
        """Move a drawn piece through ``transforms``, one a ``beat`` (seconds at speed 1)."""
        node.classList.add("moving")
        for transform in transforms:
            node.setAttribute("transform", transform)
            await dom.pause(beat * self.speed)
        await dom.pause(beat / 2 * self.speed)

    def choices(self) -> list:
        """The legal moves waiting for the player to act (empty when none waits)."""
        return self.session.choices

    async def animate_choice(self, index: int) -> None:
        """Show move ``index`` of :meth:`choices` on its way (nothing by default)."""

    # --- the turn: automatic actions and a person's move ------------------------------------
    def human_can_act(self) -> bool:
        s = self.session
        return s is not None and not self.busy and s.phase != "over" and self.human_to_act()

    @staticmethod
    def key_tag(event) -> str | None:
        """The focused element's tag name for a key press, or None when the game must leave the
        key alone (a dialog is open, or the person is typing in a field)."""
        if dom.query("dialog[open]") is not None:
            return None
        tag = str(event.target.tagName).lower() if event.target and event.target.tagName else ""
        if tag in ("select", "textarea") or (tag == "input" and str(event.target.type) not in ("checkbox", "radio")):
            return None
        return tag

    @staticmethod
    def control_keeps(tag: str, key: str, highlighted: bool) -> bool:
        """Does the focused control handle Enter or Space itself? Buttons, links and summaries
        do; a check box keeps Space (it ticks) and Enter too, except when a move is highlighted:
        then Enter plays it, as it does from the board."""
        if tag == "input":
            return key != "Enter" or not highlighted
        return tag in ("button", "summary", "a")

    def choose(self, outcome) -> None:
        """Carry out what an input does (an :class:`~ludoview.core.controls.Act` and the
        chooser that follows, from the game's controls)."""
        act, chooser = outcome
        s = self.session
        if act.kind == "undo":
            self.on_undo()
            return
        if not self.human_can_act():
            return
        self.chooser = chooser
        if act.kind == "roll" and s.phase == "roll":
            self.act(s.roll)
        elif act.kind == "play":
            if act.index is None:
                self.act(lambda: s.play(None))
            else:
                self.play(act.index)
        elif act.kind == "redraw":
            self.render([], act.prompt)
            self.focus_cursor()

    # --- where the keyboard is ----------------------------------------------------------------
    #: The game's controls: focus among them may follow the game (a settings box keeps it).
    PLAY_AREA = "#board, #move-list, #die, #cdice, #turn"
    #: The game's roll control: once the dice are thrown and a move is to be chosen, the focus
    #: leaves it for the moves (Enter on it would do nothing).
    ROLL_CONTROL = "#die"

    def focus_target(self) -> str:
        """The selector of where the next action is (each game says)."""
        return "#turn"

    def focus_cursor(self) -> None:
        """The move under the cursor takes the focus (a screen reader reads it; Enter plays it),
        unless the person is on another control (a settings box keeps the focus)."""
        if self.chooser.cursor is not None and self.focus_in_play():
            self.focus(f'#move-list [data-move="{self.chooser.cursor}"]')

    def focus_in_play(self) -> bool:
        active = dom.found(document.activeElement)
        if active is None or active == document.body or not bool(active.isConnected):
            return True
        return dom.found(active.closest(self.PLAY_AREA)) is not None and dom.query("dialog[open]") is None

    def focus_next(self) -> None:
        """After a redraw: when the focus was lost (the button that had it is gone or disabled) or
        waits on the turn line while a computer plays, it goes where the next action is."""
        active = dom.found(document.activeElement)
        lost = (active is None or active == document.body or not bool(active.isConnected)
                or bool(getattr(active, "disabled", False)) or str(active.id) == "turn"
                or (self.session is not None and self.session.phase == "choose"
                    and bool(active.matches(self.ROLL_CONTROL))))
        if lost and dom.query("dialog[open]") is None:
            self.focus(self.focus_target())

    @staticmethod
    def focus(selector: str) -> None:
        node = dom.query(selector)
        if node is not None:
            dom.focus_still(node)
            keep_in_view(node)          # (shell.extras: for a person on the keyboard)

    def highlighted(self) -> bool:
        """Is a move under the keyboard cursor (Enter plays it)?"""
        s = self.session
        return s.phase == "choose" and self.chooser.cursor in self.chooser.listed(s)

    def on_key(self, event) -> None:
        """The game's keys (its chooser's), unless a dialog or a field has them."""
        tag = self.key_tag(event)
        s = self.session
        if tag is None or s is None:
            return
        name = str(event.key)
        if name in ("Enter", " ") and self.control_keeps(tag, name, self.highlighted()):
            return   # the focused control does its own thing
        if name not in ("u", "U") and not self.human_can_act():
            return
        act, chooser = self.chooser.key(name, s)
        if act.kind == "none":
            return
        if act.kind != "undo":
            event.preventDefault()
        self.choose((act, chooser))

    def auto_step(self) -> Step | None:
        """The next action no person takes: (pause before it in seconds at speed 1, the action), or None.

        Computers roll and choose (``session.roll()``, ``session.computer_choice()``); a
        person's single possible move plays itself with the "autoplay" setting."""
        s = self.session
        if s is None or s.phase == "over":
            return None
        if self.human_to_act():
            if s.phase == "choose" and self.settings.get("autoplay", False) and len(self.choices()) == 1:
                return self.AUTO_PAUSE, lambda: self.auto_play(0)
            return None
        if s.phase == "roll":
            return self.ROLL_PAUSE, self.auto_roll
        return self.MOVE_PAUSE, lambda: self.auto_play(s.computer_choice())

    async def auto_roll(self) -> list:
        return self.session.roll()

    async def auto_play(self, index: int) -> list:
        s = self.session
        if self.motion:
            self.flush()
            generation = self.generation
            await self.animate_choice(index)
            if generation != self.generation:
                return []
        return s.play(index)

    def play(self, index: int) -> None:
        """A person plays move ``index`` of :meth:`choices` (shown on its way first).

        The page is busy from here until the move is drawn: input meanwhile is ignored."""
        if not self.human_can_act() or self.stale_input():
            return
        choices = self.choices()
        if not 0 <= index < len(choices):
            return
        self.busy = True
        asyncio.ensure_future(self.play_animated(index, choices[index], self.generation))

    async def play_animated(self, index: int, choice, generation: int) -> None:
        s = self.session
        try:
            await self.animate_choice(index)
        except Exception as exc:  # a drawing problem must not lose the move
            window.console.warn("".join(traceback.format_exception(exc)))
        if generation != self.generation or s is not self.session:
            return                # stopped meanwhile (undo, new game): that page state is gone
        self.busy = False
        choices = self.choices()
        if index < len(choices) and choices[index] == choice:
            self.perform(lambda: s.play(index))

    def translate_game(self) -> None:
        """Words the game draws itself outside ``data-i18n`` elements."""

    # --- start, the page's chrome, language ------------------------------------------------
    def start(self) -> None:
        """Bind, translate, resume the saved game (or open the setup screen), then say "ready"."""
        self.apply_theme()
        self.bind()
        self.translate()
        resumed = self.restore()
        if resumed is None:
            self.open_setup()
        elif resumed:
            self.after_action([{"say": "say.resumed"}] + self.session.events, save_it=False)
        else:
            self.new_game(self.spec.default_setup())
        self.notice = self.url_notices() + self.notice
        self.show_notice()
        dom.set_state("ready")

    def url_notices(self) -> list[tuple[str, dict]]:
        """What the notice says about bad URL parameters (each named, with what is used instead)."""
        return self.config.notices(self.lang, self.spec.name)

    def bind(self) -> None:
        self.bind_chrome()

    def bind_chrome(self) -> None:
        """What every game's page has: languages, the top bar, the setup, end and rules dialogs, notices."""
        for ident in ("lang", "setup-lang"):
            self.on(dom.el(ident), "change", lambda e: self.set_language(str(e.target.value)))
        self.on(dom.el("btn-new"), "click", lambda e: self.open_setup())
        self.on(dom.el("btn-undo"), "click", lambda e: self.on_undo())
        self.on(dom.el("btn-rules"), "click", lambda e: dom.el("rules").showModal())
        self.on(dom.el("rules-close"), "click", lambda e: self.close(dom.el("rules")))
        self.on(dom.el("setup-start"), "click", self.on_setup_start)
        self.on(dom.el("setup-cancel"), "click", lambda e: self.close(dom.el("setup")))
        self.on(dom.el("setup"), "cancel", self.on_setup_escape)
        self.on(dom.el("setup"), "close", lambda e: self.kick())
        self.on(dom.el("end-rematch"), "click", lambda e: self.new_game(self.session.setup))
        self.on(dom.el("end-new"), "click", lambda e: self.open_setup())
        self.on(dom.el("end-board"), "click", lambda e: self.dismiss_end())
        self.on(dom.el("end-copy"), "click", lambda e: asyncio.ensure_future(self.copy_replay_link()))
        self.on(dom.el("btn-results"), "click", lambda e: self.reopen_end())
        self.on(dom.el("notice-close"), "click", lambda e: self.hide_notice())
        self.on(window, "storage", self.on_storage)
        for node, event in ((window, "focus"), (document, "pointerdown"), (document, "keydown")):
            self.on(node, event, lambda e: self.lead())
        self.on(document, "visibilitychange", self.on_visibility)
        self.on(document, "keydown", self.on_key)
        for event in ("pointerdown", "keydown"):
            self.on(document, event, lambda e: self.sound.unlock())   # the person used the page
        self.bind_settings()

    def lead(self) -> None:
        """The person uses this tab: it plays the computers' turns again (if another tab did)."""
        if self.following:
            self.following = False
            if dom.query("dialog[open]") is None:   # (the setup screen holds computers back)
                self.kick()

    def on_visibility(self, event) -> None:
        """A hidden tab leaves the computers' turns to the tab in use; shown again, it takes them back."""
        if str(document.visibilityState) == "visible":
            self.lead()
        else:
            self.following = True

    def on_storage(self, event) -> None:
        """Another tab of this page saved this game: take its newer game, say so, and go on
        from there (so a tab left behind never writes over the progress made in another).

        The computers' turns are then the other tab's: this one only follows, until the
        person uses it again (see :meth:`lead`), so the two never play them both."""
        if dom.text_or_none(event.key) != self.SAVE_KEY:
            return
        text = dom.text_or_none(event.newValue)
        if text is None or self.session is None or text == self.dump_game():
            return
        self.stop()
        try:
            self.load_game(text)
        except ValueError:      # not a save this page can read: this game goes on (and is saved again)
            self.kick()
            return
        self.notice = [("save.synced", {})]
        self.end_dismissed = False
        self.close(dom.el("end"))
        self.following = True
        self.render(self.session.events)

    def on_setup_start(self, event) -> None:
        event.preventDefault()
        self.close(dom.el("setup"))
        self.hand_over(self)     # this game, or hand over to the one the form chose

    def on_setup_escape(self, event) -> None:
        if self.session is None:   # the first screen: Escape must not leave an empty page
            event.preventDefault()

    def dismiss_end(self) -> None:
        self.end_dismissed = True
        self.close(dom.el("end"))

    def reopen_end(self) -> None:
        """The results again, after "Look at the board" closed them."""
        if self.session is not None and self.session.phase == "over":
            self.end_dismissed = False
            self.render([])

    def replay_link(self, step: int | None = None) -> str | None:
        """The replay page for this game's whole record (relative, in the page's language;
        ``step``: opened at that position), None when the game's record is unknown (an
        older save) or too long for a link."""
        from urllib.parse import urlencode   # here, not at the page's start

        record = self.session.record() if self.session is not None else None
        if record is None:
            return None
        tail = fragment(record, self.session.setup.names)
        query = {"lang": self.lang} if step is None else {"lang": self.lang, "step": step}
        return f"./replay.html?{urlencode(query)}{tail}" if len(tail) <= MAX_FRAGMENT else None

    def start_review(self) -> None:
        """The game review on the end screen (:mod:`ludoview.shell.review`, which fetches its
        code the first time, then :mod:`ludoview.games.review_page`): this game's
        record analysed a slice at a time; each mistake links to the replay at its position."""
        if GamePage.review is None:
            GamePage.review = EndReview()
        GamePage.review.start(self.session.record(), self.spec, self.lang, self.session.setup.names,
                              self.replay_link)

    def cancel_review(self) -> None:
        if GamePage.review is not None:
            GamePage.review.cancel()

    def show_end(self, end: EndView) -> None:
        """Fill the end screen (winner, every player's place) and open it."""
        dom.el("end-winner").textContent = end.winner
        dom.el("places").innerHTML = "".join(
            f'<li class="c{r.seat}" data-corner="{r.seat}" data-place="{r.place}">'
            f'<span class="place">{escape(self.t("end.place", place=r.place))}</span>{self.spec.icon(r.seat, 22)}'
            f'<span class="name">{escape(r.name)} <small>({escape(r.who)})</small></span>'
            f'<span class="home">{escape(self.t("end.home", n=r.home))}</span></li>' for r in end.rows)
        self.start_review()
        self.extras.finished(self.session, end)
        self.open_end()

    def open_end(self) -> None:
        """Show the end screen (filled by the game) with the replay link, unless the person
        closed it to look at the board or another dialog is open."""
        link = self.replay_link()
        node = dom.el("end-replay")
        node.hidden = dom.el("end-copy").hidden = link is None
        if link is not None:
            node.setAttribute("href", link)
        end = dom.el("end")
        if not end.open and not self.end_dismissed and dom.query("dialog[open]") is None:
            dom.el("end-copied").textContent = ""
            end.showModal()

    async def copy_replay_link(self) -> None:
        link = self.replay_link()
        if link is None:
            return
        url = str(window.URL.new(link, window.location.href).href)
        try:
            await window.navigator.clipboard.writeText(url)
            said = "end.copied"
        except Exception:   # no clipboard (permissions, insecure page): say where the link is
            said = "end.copy_failed"
        dom.el("end-copied").textContent = self.t(said)

    def show_over(self, over: bool) -> None:
        """The controls of a finished game: the "Results" button while it is over."""
        dom.el("btn-results").hidden = not over

    def hide_notice(self) -> None:
        self.notice = []
        dom.el("notice").hidden = True

    def show_notice(self) -> None:
        if self.notice:
            dom.el("notice-text").textContent = " ".join(self.t(key, **params) for key, params in self.notice)
            dom.el("notice").hidden = False

    def apply_theme(self) -> None:
        if self.config.theme is not None:
            document.documentElement.classList.add(f"theme-{self.config.theme}")

    def restore(self) -> bool | None:
        """Load the saved game: True if resumed, None if there is none, False if it was broken
        (its text is then copied aside, under the key + ".unreadable.<n>", before a new game
        replaces it; when storage is full it stays where it is, and nothing writes over it:
        :class:`~ludoview.core.saves.Autosaver`)."""
        raw = dom.storage_get(self.SAVE_KEY)
        if raw is None:
            return None
        try:
            self.load_game(raw)
        except Exception as exc:   # whatever the text: a message and a new game, the text kept
            reason = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
            reason = reason if len(reason) <= 200 else reason[:199] + "…"
            said = "save.too_large" if getattr(exc, "too_large", False) else "save.broken"
            self.notice += [(said, {"reason": reason})] + self.saver.keep_broken(raw)
            return False
        return True

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = self.t(self.spec.title)
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = self.t(node.getAttribute("data-i18n"))
        dom.el("app-title").textContent = self.t(self.spec.title)   # the game being played
        for node in document.querySelectorAll("select[data-language]"):
            node.value = self.lang
        self.translate_game()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.set_setting("lang", lang)
        self.translate()
        self.redraw_last()          # the log too: its events in the new language

    def redraw_last(self) -> None:
        """Redraw after a language change, the last action's sentences said again."""
        if self.session is not None:
            self.render(self.session.events)

    # --- actions --------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save the game; a refused write (storage full or off) is said once, the game plays on
        in memory and the next action tries again (a write that works again is said too)."""
        text = self.dump_game()
        if text is None:
            return
        said = self.saver.write(text)
        if said:
            gone = {"save.failed", "save.off", "save.not_kept"} if ("save.works_again", {}) in said else set()
            self.notice = [n for n in self.notice if n[0] not in gone and n not in said] + said
            self.show_notice()

    def act(self, action: Callable[[], list]) -> None:
        """A person's action on the game (ignored if :meth:`stale_input`): play it, then save,
        draw and go on."""
        if not self.stale_input():
            self.perform(action)

    def perform(self, action: Callable[[], list]) -> None:
        self.after_action(action())
        self.acted_at = time.monotonic()

    def after_action(self, events: list, save_it: bool = True) -> None:
        """A person acted: save, draw, and let automatic actions follow."""
        if save_it:
            self.autosave()
        self.kick()           # first: a queued automatic action shows as such (controls off)
        if save_it:
            self.show(events)
        else:
            self.render(events)   # (a resumed game says so, silently)

    def stop(self) -> None:
        """Stop the automatic loop (its pending pause ends without acting)."""
        self.generation += 1
        self.busy = False
        self.pending = []

    def kick(self) -> None:
        """Start the automatic loop if the game has an automatic action to take."""
        if self.busy or self.following or self.auto_step() is None:
            return
        self.busy = True
        asyncio.ensure_future(self.drive(self.generation))

    def flush(self) -> None:
        """Draw the events played but not drawn yet."""
        events, self.pending = self.pending, []
        self.show(events)

    def show(self, events: list) -> None:
        """Draw the game after ``events``, and let them be heard."""
        self.render(events)
        if events:
            self.sound.play_first({self.spec.sounds.get(e.get("say")) for e in events})
            self.extras.feel(events)

    async def drive(self, generation: int) -> None:
        """Take the automatic actions one after another at a watchable pace."""
        yielded = time.monotonic()
        try:
            while generation == self.generation and not self.following:
                step = self.auto_step()
                if step is None:
                    return
                delay, action = step
                if self.speed > 0 or time.monotonic() - yielded > BATCH_SECONDS:
                    self.flush()
                    await dom.pause(delay * self.speed)
                    yielded = time.monotonic()
                    if generation != self.generation:
                        return
                events = await action()
                if generation != self.generation:
                    return
                self.autosave()
                self.pending += events
        except Exception as exc:  # keep the page alive and tell the player
            self.fail(exc)
        finally:
            if generation == self.generation:
                self.busy = False
                self.flush()

    def fail(self, exc: BaseException) -> None:
        window.console.warn("".join(traceback.format_exception(exc)))
        dom.set_state("error", self.t("app.error", message=str(exc) or type(exc).__name__))

    @staticmethod
    def close(dialog) -> None:
        if dialog.open:
            dialog.close()
