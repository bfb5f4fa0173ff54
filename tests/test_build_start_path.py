"""build.startup_files: what goes into app.zip as bytecode (the pages' start path)."""

import build


def test_after_start_modules_are_on_the_start_path_but_function_imports_are_not():
    sources = {
        "pkg/__init__.py": b"",
        "pkg/main.py": b"AFTER_START = ('pkg.later',)\ndef f():\n    import pkg.lazy\n",
        "pkg/later.py": b"from pkg import deep\n",
        "pkg/deep.py": b"",
        "pkg/lazy.py": b"",
    }
    found = build.startup_files(sources, ["from pkg import main\n"])
    assert found == {"pkg/__init__.py", "pkg/main.py", "pkg/later.py", "pkg/deep.py"}


def test_the_main_page_ships_the_other_game_as_bytecode():
    sources = {name: path.read_bytes() for name, path in build._python_sources()}
    found = build.startup_files(sources)
    assert "ludoview/colonne_page.py" in found
    assert "ludo/colonne/rules.py" in found
