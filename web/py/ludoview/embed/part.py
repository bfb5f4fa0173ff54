"""What each part of the embed's controller sees of it.

The controller (:class:`~ludoview.embed.page.EmbedPage`, and the boards, frames and
learning boards built on it) holds its parts, each an object of one thing: ``page.host``
(:class:`~ludoview.embed.hosting.HostLink`), ``page.turns``
(:class:`~ludoview.embed.turns.FrameTurns`) and ``page.keys``
(:class:`~ludoview.embed.keys.FrameKeys`). A part is given the page, and uses of it only
what its protocol below names: :class:`Board`, what every part may read and do, and its
own (the type checker, mypy, holds it to that; at run time these are empty).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ludoview.core import dom
    from ludoview.core.driver import Driven
    from ludoview.embed.params import EmbedConfig


class Rolls(Protocol):
    """What the turns use of the host link."""
    def post_roll(self) -> None: ...


class Board(Protocol):
    """What every part may read and do of the frame's page: its settings, language, game and
    turns, a move played, what an action said drawn, an event for the host."""
    chooser: Any
    @property
    def config(self) -> EmbedConfig | None: ...   # None: the parameters could not be read
    @property
    def conf(self) -> EmbedConfig: ...
    @property
    def lang(self) -> str: ...
    @property
    def session(self) -> Any: ...
    @property
    def turns(self) -> Driven: ...
    def play(self, index: int | None, request: Any = None, reply: dict | None = None) -> None: ...
    def after(self, events: list[dict]) -> None: ...
    def render(self, prompt: str | None = None) -> None: ...
    def post(self, event: dict, target: Any = None, origin: str | None = None) -> None: ...


class HostPage(Board, Protocol):
    @property
    def params(self) -> dict[str, list[str]]: ...
    @property
    def own_origin(self) -> str: ...
    def say(self, sentences: list[str]) -> None: ...
    def set_position(self, position: dict, roll: Any) -> None: ...
    def on_key(self, event: Any) -> None: ...


class KeysPage(Board, Protocol):
    @property
    def root(self) -> dom.Root: ...
    def can_act(self) -> bool: ...
    def roll(self) -> None: ...


class TurnsPage(Board, Protocol):
    session: Any
    @property
    def paused(self) -> bool: ...
    @property
    def host(self) -> Rolls: ...
    def move_and_tell(self, index: int | None) -> None: ...
    def fail(self, *problems: str, kind: str = ...) -> None: ...
