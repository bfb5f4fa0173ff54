# Pyodide's Python package: the view uses its ffi module only.
__version__: str
