# The Pyodide runtime's JavaScript API, as the view uses it (core/dom.py's load_bundle).
from typing import Any

version: str

def unpackArchive(buffer: Any, format: str, options: Any = ...) -> None: ...
