# What the view uses of PyScript: the page's document and window, and fetch.
# Each lists the members the view reads and no others (a misspelt one is an error);
# what a member gives is a JavaScript object (Any).
from typing import Any, final

@final
class Document:
    activeElement: Any
    body: Any
    documentElement: Any
    title: str
    visibilityState: str
    def addEventListener(self, event: str, listener: Any, options: Any = ..., /) -> None: ...
    def removeEventListener(self, event: str, listener: Any, options: Any = ..., /) -> None: ...
    def createElement(self, tag: str, /) -> Any: ...
    def getElementById(self, ident: str, /) -> Any: ...
    def querySelector(self, selector: str, /) -> Any: ...
    def querySelectorAll(self, selector: str, /) -> Any: ...
    def elementsFromPoint(self, x: float, y: float, /) -> Any: ...

@final
class Window:
    # the browser's constructors (called with .new(...)) and objects
    BroadcastChannel: Any
    CustomEvent: Any
    Date: Any
    Float32Array: Any
    JSON: Any
    MouseEvent: Any
    Object: Any
    RTCPeerConnection: Any
    ResizeObserver: Any
    URL: Any
    console: Any
    history: Any
    localStorage: Any
    location: Any
    navigator: Any
    parent: Any
    innerHeight: float
    innerWidth: float
    # set by the site's own scripts (web/*.js)
    ludoBoards: Any
    ludoFrames: Any
    def addEventListener(self, event: str, listener: Any, options: Any = ..., /) -> None: ...
    def removeEventListener(self, event: str, listener: Any, options: Any = ..., /) -> None: ...
    def fetch(self, url: str, options: Any = ..., /) -> Any: ...
    def matchMedia(self, query: str, /) -> Any: ...

document: Document
window: Window

@final
class FetchResponse:
    """The answer of pyscript's fetch, awaited."""

    ok: bool
    status: int
    statusText: str
    async def text(self) -> str: ...
    async def json(self) -> Any: ...
    async def arrayBuffer(self) -> Any: ...
    async def bytearray(self) -> bytearray: ...

async def fetch(url: str, **options: Any) -> FetchResponse: ...
