"""app.zip leaves the tooling out (build.NOT_SHIPPED), and nothing shipped imports it."""

from __future__ import annotations

import io
import zipfile

import pytest
from import_graph import import_graph, module_files

import build

TREES = [(build.LUDO, "ludo"), (build.VIEW, "ludoview")]


def zip_names(data: bytes) -> set[str]:
    """The module files of an app.zip (``x.pyc``, bytecode in place of ``x.py``, as ``x.py``)."""
    return {name.removesuffix("c") for name in zipfile.ZipFile(io.BytesIO(data)).namelist()}


def zip_name_of(module_file) -> str:
    for folder, package in TREES:
        if module_file.is_relative_to(folder):
            return f"{package}/{module_file.relative_to(folder).as_posix()}"
    raise AssertionError(module_file)


TOOLING = {"ludo/__main__.py", "ludo/arena.py", "ludo/mensch/arena.py", "ludo/colonne/arena.py",
           "ludo/mensch/bench.py", "ludo/colonne/bench.py",
           "ludo/openspiel.py", "ludo/pettingzoo.py", "ludo/mensch/record.py"}


@pytest.mark.parametrize("compiled", [False, True])
def test_app_zip_holds_no_tooling(compiled):
    names = zip_names(build.app_zip_bytes(compiled=compiled))
    assert not names & TOOLING
    assert not [n for n in names if build.not_shipped(n)]
    assert {"ludo/api.py", "ludo/registry.py", "ludo/mensch/ai.py", "ludo/colonne/ai.py",
            "ludo/mensch/game.py", "ludo/colonne/game.py",  # and the protocol the games' events come from
            "ludo/protocol.py", "ludo/mensch/state.py", "ludo/colonne/state.py"} <= names


def test_every_pattern_leaves_out_something_and_stays_in_its_folder():
    everything = {name for name, _ in build._python_sources(leave_out=())}
    assert TOOLING <= everything
    for pattern in build.NOT_SHIPPED:
        assert [n for n in everything if build.not_shipped(n, (pattern,))], f"{pattern} matches nothing"
    assert {n for n in everything if build.not_shipped(n)} == TOOLING
    assert build.not_shipped("ludo/colonne/bench.py", ("ludo/*/bench.py",))
    assert not build.not_shipped("ludo/a/b/bench.py", ("ludo/*/bench.py",))  # * stays in one folder
    assert not build.not_shipped("ludoview/arena.py", ("ludo/arena.py",))


def test_no_shipped_module_imports_one_that_is_not_shipped():
    """Any import statement, anywhere in a shipped file (a function-level import
    too): the page must never reach for a file the bundle leaves out."""
    shipped = zip_names(build.app_zip_bytes())
    files = module_files(TREES)
    graph = import_graph(TREES)
    missing = {}
    for module, imported in graph.items():
        if zip_name_of(files[module]) in shipped:
            gone = sorted(m for m in imported if zip_name_of(files[m]) not in shipped)
            if gone:
                missing[module] = gone
    assert missing == {}, f"shipped modules import modules app.zip leaves out: {missing}"
    assert {zip_name_of(path) for path in files.values()} - shipped == TOOLING


def test_leaving_the_tooling_out_makes_app_zip_smaller(capsys):
    full = len(build.app_zip_bytes(leave_out=()))
    shipped = len(build.app_zip_bytes())
    with capsys.disabled():
        print(f"\napp.zip (source): {full:,} bytes with the tooling, {shipped:,} without")
    assert shipped < full - 5_000


def test_the_main_page_bundle_imports_nothing_of_the_other_bundles():
    """app.zip is all the main page unpacks at start: no module in it may import one that
    only another bundle holds (colonne.zip: the second game's engine and view, which the
    main page fetches once ready and reaches by name; pages.zip: the embed, replay and editor modules;
    review.zip: the game review, which the main page fetches when a game ends and reaches
    by name), and the main page's registry of games (reached by name) is in app.zip."""
    main = zip_names(build.bundle_bytes("app.zip", compiled=False))
    others = {name: zip_names(build.bundle_bytes(name, compiled=False)) for name in build.BUNDLES if name != "app.zip"}
    assert set(others) == {"colonne.zip", "pages.zip", "review.zip", "distance.zip"}
    for names in others.values():
        assert names and not main & names
    assert {"ludoview/shell/main.py", "ludoview/games/mensch/spec.py", "ludoview/games/colonne/words.py"} <= main
    assert {"ludoview/games/colonne/spec.py", "ludoview/games/colonne/page.py", "ludo/colonne/rules.py"} \
        <= others["colonne.zip"]
    assert {"ludoview/embed/page.py", "ludoview/editor/page.py"} <= others["pages.zip"]
    assert {"ludo/analysis.py", "ludo/mensch/analysis.py", "ludo/colonne/analysis.py",
            "ludoview/games/review_page.py"} <= others["review.zip"]
    assert {"ludo/remote/match.py", "ludoview/remote/sign.py", "ludoview/remote/page.py",
            "ecdsa/eddsa.py", "six.py"} <= others["distance.zip"]
    assert not [n for n in main if n.startswith(("ludo/remote/", "ludoview/remote/", "ecdsa/"))]
    elsewhere = set().union(*others.values()) - {n for n in others["distance.zip"]
                                                 if not n.startswith(("ludo/", "ludoview/"))}
    files = module_files(TREES)
    reach = {module: sorted(m for m in imported if zip_name_of(files[m]) in elsewhere)
             for module, imported in import_graph(TREES).items() if zip_name_of(files[module]) in main}
    # colonne's words, in app.zip for the setup screen, reach its engine inside the functions
    # that say a game of colonne, which only runs once colonne.zip is here
    colonne = {m for m, r in reach.items() if r and m.startswith("ludoview.games.colonne.")
               and all(zip_name_of(files[n]) in others["colonne.zip"] for n in r)}
    assert colonne <= {"ludoview.games.colonne.words"}
    assert {m: r for m, r in reach.items() if r and m not in colonne} == {}
