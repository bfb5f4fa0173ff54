# What the view uses of pyodide.ffi (conversions between Python and JavaScript).
from collections.abc import Callable
from typing import Any, final

class JsException(Exception):
    name: str
    message: str

class JsProxy:
    """A JavaScript object seen from Python: its members are JavaScript's (Any)."""

    def __getattr__(self, name: str) -> Any: ...
    def to_py(self, *, depth: int = -1) -> Any: ...

class JsDoubleProxy:
    """A Python callable lent to JavaScript; kept alive until destroy()."""

    def destroy(self) -> None: ...
    def unwrap(self) -> Any: ...

@final
class JsNull:
    """JavaScript's null (Pyodide gives ``undefined`` as None)."""

jsnull: JsNull

def create_proxy(obj: Callable[..., Any], /, *, capture_this: bool = False, roundtrip: bool = True) -> JsDoubleProxy: ...
def create_once_callable(obj: Callable[..., Any], /) -> JsProxy: ...
def to_js(obj: Any, /, *, depth: int = -1, dict_converter: Callable[..., Any] | None = None) -> Any: ...
