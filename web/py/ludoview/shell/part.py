"""What each part of the main page's controller (:class:`~ludoview.shell.app.GamePage`,
made of :class:`~ludoview.shell.chrome.Chrome`, :class:`~ludoview.shell.keys.Keys`,
:class:`~ludoview.shell.turns.Turns`, :class:`~ludoview.shell.dialogs.Dialogs` and
:class:`~ludoview.shell.keeping.Keeping`) may use of the page and of the other parts.

Each part subclasses :class:`PagePart`, which says it to the type checker (mypy) only: at
run time it is an empty class, and every name below is the page's or another part's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ludoview.core.config import PageConfig
    from ludoview.core.driver import Driver
    from ludoview.core.game import GameSpec
    from ludoview.core.i18n import Catalogue
    from ludoview.core.saves import Autosaver
    from ludoview.core.session import Session
    from ludoview.core.settings import Settings
    from ludoview.core.sound import Sound
    from ludoview.shell.extras import Extras


class PagePart:
    if TYPE_CHECKING:
        # the page's own (ludoview.shell.app.GamePage)
        WORDS: Catalogue
        spec: GameSpec
        config: PageConfig
        hand_over: Callable[[Any], None]
        SAVE_KEY: str
        saver: Autosaver
        settings: Settings
        lang: str
        speed: float
        motion: bool
        sound: Sound
        driver: Driver
        notice: list[tuple[str, dict]]
        active: bool
        end_dismissed: bool
        event: Any
        acted_at: float
        following: bool
        chooser: Any
        extras: Extras
        session: Session | None

        def t(self, key: str, **params: Any) -> str: raise NotImplementedError
        def on(self, node: Any, event: str, handler: Callable[..., Any]) -> None: raise NotImplementedError
        def new_game(self, setup: Any) -> None: raise NotImplementedError
        def new_session(self) -> None: raise NotImplementedError
        def show_setup(self, setup: Any) -> None: raise NotImplementedError
        def on_undo(self) -> None: raise NotImplementedError
        def render(self, events: list, prompt: str | None = None) -> None: raise NotImplementedError
        def choices(self) -> list: raise NotImplementedError
        def human_can_act(self) -> bool: raise NotImplementedError
        def translate_game(self) -> None: raise NotImplementedError
        def act(self, action: Callable[[], list]) -> None: raise NotImplementedError
        def perform(self, action: Callable[[], list]) -> None: raise NotImplementedError
        def fail(self, exc: BaseException) -> None: raise NotImplementedError

        # the turns' (ludoview.shell.turns.Turns and its ludoview.core.driver.Driven)
        def kick(self) -> None: raise NotImplementedError
        def stop(self) -> None: raise NotImplementedError
        def play(self, index: int) -> None: raise NotImplementedError

        # the keys' (ludoview.shell.keys.Keys)
        def stale_input(self) -> bool: raise NotImplementedError
        def on_key(self, event: Any) -> None: raise NotImplementedError

        # the dialogs' (ludoview.shell.dialogs.Dialogs)
        def open_setup(self) -> None: raise NotImplementedError
        def on_setup_start(self, event: Any) -> None: raise NotImplementedError
        def on_setup_escape(self, event: Any) -> None: raise NotImplementedError
        def dismiss_end(self) -> None: raise NotImplementedError
        def reopen_end(self) -> None: raise NotImplementedError
        def cancel_review(self) -> None: raise NotImplementedError
        async def copy_replay_link(self) -> None: raise NotImplementedError
        def hide_notice(self) -> None: raise NotImplementedError
        def show_notice(self) -> None: raise NotImplementedError
        @staticmethod
        def close(dialog: Any) -> None: raise NotImplementedError

        # the keeping's (ludoview.shell.keeping.Keeping)
        def autosave(self) -> None: raise NotImplementedError
        def lead(self) -> None: raise NotImplementedError
        def on_storage(self, event: Any) -> None: raise NotImplementedError
        def on_visibility(self, event: Any) -> None: raise NotImplementedError
