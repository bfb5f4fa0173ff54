"""The main page's controller, the same for every game: :class:`GamePage`.

It holds its parts, each an object of one thing in its own module, given the page
through a small interface (:mod:`ludoview.shell.part` says what each reads and does of it):

- ``chrome`` (:class:`~ludoview.shell.chrome.Chrome`): the page's controls bound, the
  language, the theme, the settings under the log (in the page's one
  :class:`~ludoview.core.settings.Settings`);
- ``keys`` (:class:`~ludoview.shell.keys.Keys`): the keys (through the game's chooser) and the focus;
- ``turns`` (:class:`~ludoview.shell.turns.Turns`): the turns no person takes, through its
  :class:`~ludoview.core.driver.Driver` (the embed's too), and a person's move on its way;
- ``dialogs`` (:class:`~ludoview.shell.dialogs.Dialogs`): the setup and end screens, the notice;
- ``keeping`` (:class:`~ludoview.shell.keeping.Keeping`): the save and the resume, two tabs on one game;
- ``extras`` (:class:`~ludoview.shell.extras.Extras`): the big die, vibration, the games' history;

and its own: the state the parts share (the session, the language, the pace, what the person
has picked, the notice), the game (new, undo, a person's action, drawing after it) and the
start. Everything about the game comes from its :class:`~ludoview.core.game.GameSpec`
(session, save, words); a game's page (``ludoview.games.<game>.page``) subclasses it
with its board, its controls and its part of the setup form, and draws from its view model.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ludoview import games
from ludoview.core import dom
from ludoview.core.config import PageConfig
from ludoview.core.game import GameSpec
from ludoview.core.i18n import pick_language
from ludoview.core.saves import storage_key
from ludoview.core.session import Session
from ludoview.core.settings import Settings
from ludoview.core.sound import Sound
from ludoview.shell.chrome import Chrome
from ludoview.shell.dialogs import Dialogs
from ludoview.shell.extras import Extras
from ludoview.shell.keeping import Keeping
from ludoview.shell.keys import Keys, focus
from ludoview.shell.turns import Turns

#: The page's one sound, whichever game is on it (made by the first game's page).
_SOUND: list[Sound] = []


def page_sound(on: bool) -> Sound:
    """The page's :class:`Sound` (made the first time, ``on`` or not)."""
    if not _SOUND:
        _SOUND.append(Sound(on))
    return _SOUND[0]


class GamePage:
    #: Every word the page may show: the shell's and every game's (the setup screen offers them all).
    WORDS = games.catalogue()
    #: The game's roll control: once the dice are thrown and a move is to be chosen, the focus
    #: leaves it for the moves (Enter on it would do nothing).
    ROLL_CONTROL = "#die"

    def __init__(self, spec: GameSpec, config: PageConfig, hand_over: Callable[[GamePage], None]) -> None:
        self.spec = spec
        self.config = config
        self.hand_over = hand_over   # the setup form was confirmed here: start the game it chose
        self.settings = Settings.page()   # the one store of the page: every game sees the same
        self.lang = pick_language(config.lang or self.settings.get("lang"), dom.browser_languages())
        self.speed = config.speed if config.speed_given else self.settings.pace
        self.motion = self.speed > 0 and not dom.reduced_motion()
        self.sound = page_sound(self.settings.switch("sound"))
        self.notice: list[tuple[str, dict]] = []   # sentences (key, params) of the notice shown
        if self.settings.broken:   # said once: the usual settings take their place
            self.notice.append(("settings.broken", {}))
            self.settings.broken = False
        self.active = True         # False while another game holds the page (see ludoview.games)
        self.event = None          # the DOM event being handled (see Keys.stale_input)
        self.acted_at = -1e9       # when a person's action was last drawn (time.monotonic)
        self.chooser = spec.chooser()   # what the person has picked so far (the game's controls)
        self.chrome = Chrome(self)
        self.keys = Keys(self)
        self.turns = Turns(self)
        self.dialogs = Dialogs(self)
        self.keeping = Keeping(self, storage_key(spec.name))
        self.extras = Extras(self)

    def on(self, node, event: str, handler: Callable) -> None:
        """Bind ``handler`` to ``event`` on ``node``; it acts only while this game is the one on the page
        (the event is :attr:`event` meanwhile, for :meth:`Keys.stale_input`)."""
        def call(e) -> None:
            if not self.active:
                return
            self.event = e
            try:
                handler(e)
            except Exception as exc:   # a bug met by an input: said, and the page goes on
                self.dialogs.trouble(exc)
            finally:
                self.event = None
        dom.on(node, event, call)

    # --- the game ---------------------------------------------------------------------
    session: Session | None = None   # the game's (its ``setup``, ``events``, ``history``); None before the first game

    def t(self, key: str, **params) -> str:
        """The page's words in its language."""
        return self.WORDS(self.lang, key, **params)

    def new_game(self, setup) -> None:
        self.turns.stop()
        self.dialogs.cancel_review()
        self.session = self.spec.session.new(setup, self.config.seed)
        self.new_session()
        self.dialogs.close_end()
        self.after_action(self.session.events)

    def new_session(self) -> None:
        """A new or loaded session: the person has picked nothing yet."""
        self.chooser = self.spec.chooser()

    def start_from_setup(self) -> None:
        """Start a new game as the (closed) setup form says; the keyboard goes to its first action."""
        self.new_game(self.setup_from_form())
        focus(self.focus_target())

    def setup_from_form(self):
        """The game's setup as the setup form shows it (each game reads its fields)."""
        raise NotImplementedError

    def show_setup(self, setup) -> None:
        """Show ``setup`` in the game's part of the setup form."""
        raise NotImplementedError

    def on_undo(self) -> None:
        """Take back the last move of a person, and what computers did since: their turn
        stops and the person chooses again with the same roll."""
        s = self.session
        if s is None or not s.can_undo:
            return
        self.turns.stop()
        self.act(s.undo)
        focus(self.focus_target())   # the person chooses again: the keyboard is on the moves

    def render(self, events: list, prompt: str | None = None) -> None:
        """Draw the game after ``events`` (the last action's; [] to redraw); ``prompt``: a
        words key to say about the person's choice. Each game draws its view model."""
        raise NotImplementedError

    def focus_target(self) -> str:
        """The selector of where the next action is (each game says)."""
        return "#turn"

    async def animate_choice(self, index: int) -> None:
        """Show move ``index`` of the session's choices on its way (nothing by default)."""

    def you(self):
        """The seat of the one person playing against computers (None: no one, or several):
        the page speaks to them as "you"."""
        humans = self.session.setup.humans() if self.session is not None else []
        return humans[0] if len(humans) == 1 else None

    def human_can_act(self) -> bool:
        s = self.session
        return s is not None and not self.turns.busy and s.human_to_act

    def translate_game(self) -> None:
        """Words the game draws itself outside ``data-i18n`` elements."""

    # --- start ----------------------------------------------------------------------------
    def start(self) -> None:
        """Bind, translate, resume the saved game (or open the setup screen), then say "ready"."""
        self.chrome.apply_theme()
        self.bind()
        self.chrome.translate()
        resumed = self.keeping.restore()
        if resumed is None:
            self.dialogs.open_setup()
        elif resumed and self.session is not None:
            said = "say.resumed_over" if self.session.phase == "over" else "say.resumed"
            self.after_action([{"say": said}] + self.session.events, save_it=False)
        else:
            self.new_game(self.spec.default_setup())
        self.notice = self.config.notices(self.lang, self.spec.name) + self.notice
        self.dialogs.show_notice()
        dom.set_state("ready")

    def bind(self) -> None:
        """The page's controls (a game's page binds its own first)."""
        self.chrome.bind()

    # --- actions --------------------------------------------------------------------------
    def act(self, action: Callable[[], list]) -> None:
        """A person's action on the game (ignored if :meth:`Keys.stale_input`): play it, then save,
        draw and go on."""
        if not self.keys.stale_input():
            self.perform(action)

    def perform(self, action: Callable[[], list]) -> None:
        self.after_action(action())
        self.acted_at = time.monotonic()

    def after_action(self, events: list, save_it: bool = True) -> None:
        """A person acted: save, draw, and let automatic actions follow."""
        if save_it:
            self.keeping.autosave()
        self.turns.kick()     # first: a queued automatic action shows as such (controls off)
        if save_it:
            self.show(events)
        else:
            self.render(events)   # (a resumed game says so, silently)

    def show(self, events: list) -> None:
        """Draw the game after ``events``, and let them be heard."""
        self.render(events)
        if events:
            self.sound.play_first({self.spec.sounds.get(e.get("say")) for e in events})
            self.extras.feel(events)
