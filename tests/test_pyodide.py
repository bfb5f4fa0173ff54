"""The engine inside the real vendored Pyodide (Node.js): every conformance vector.

The packages are the very bundle the page loads (``build.app_zip_bytes``), unpacked
into Pyodide's working directory as PyScript does.
"""

from __future__ import annotations

import json

import pytest

import build

pytestmark = pytest.mark.pyodide

CONFORMANCE = build.ROOT.parent / "shared" / "conformance"

# Runs inside Pyodide: checks every case of one game's vectors through ludo.api and
# reports the failures (never stops at the first one).
CHECKER = r'''
import json
from ludo import api

def key(move):
    return (move["from"], move["to"], move["capture"])

def raises_value_error(call, *args):
    try:
        call(*args)
    except ValueError as error:
        return str(error) != ""
    return False

def same(what, found, wanted):
    return None if found == wanted else f"{what} gave {found}, expected {wanted}"

# kind: (the call, the case field holding the expected answer)
SIMPLE = {
    "mensch": {
        "result": (lambda c: api.result(c["position"]), "result"),
        "new": (lambda c: api.new_position(c["seats"], c["options"]), "position"),
    },
    "colonne": {
        "result": (lambda c: api.result(c["position"]), "result"),
        "roll": (lambda c: api.roll(c["position"], c["dice"]), "after"),
        "opening": (lambda c: api.opening(c["white"], c["black"]), "result"),
        "new": (lambda c: api.new_colonne(c["variant"], c["first"]), "position"),
    },
}
# the calls that must refuse an invalid position
REFUSE = {
    "mensch": [lambda p: api.legal_moves(p, 6), api.result, api.to_notation],
    "colonne": [api.legal_steps, api.to_notation],
}

def check_moves(case):
    got = api.legal_moves(case["position"], case["roll"])
    if sorted(map(key, got)) != sorted(map(key, case["legal"])):
        return f"legal moves {got} != {case['legal']}"
    if len(case["after"]) != max(1, len(got)):
        return f"{len(case['after'])} after-cases for {len(got)} legal moves"
    for after in case["after"]:
        problem = same(f"play {after['move']}",
                       api.play(case["position"], case["roll"], after["move"]), after["position"])
        if problem:
            return problem

def check_steps(case):
    problem = same("legal_steps", api.legal_steps(case["position"]), case["legal"])
    for after in case["after"]:
        problem = problem or same(f"play {after['step']}",
                                  api.play(case["position"], after["step"]), after["position"])
    return problem

def check(case):
    kind = case["kind"]
    if kind in SIMPLE[GAME]:
        call, field = SIMPLE[GAME][kind]
        return same(kind, call(case), case[field])
    if kind == "invalid":
        for call in REFUSE[GAME]:
            if not raises_value_error(call, case["position"]):
                return f"{getattr(call, '__name__', 'legal_moves')} accepted the invalid position"
        return None
    if (GAME, kind) == ("mensch", "moves"):
        return check_moves(case)
    if (GAME, kind) == ("colonne", "steps"):
        return check_steps(case)
    return f"unknown kind {kind!r}"

failures, kinds = [], {}
for line in LINES.splitlines():
    if not line.strip():
        continue
    case = json.loads(line)
    kinds[case["kind"]] = kinds.get(case["kind"], 0) + 1
    try:
        problem = check(case)
    except Exception as error:
        problem = f"raised {type(error).__name__}: {error}"
    if problem:
        failures.append(f"{case['id']}: {problem}"[:500])
RESULT = {"checked": sum(kinds.values()), "kinds": kinds, "failures": failures}
'''


def run_in_pyodide(pyodide, code: str, **names) -> object:
    """Run ``code`` in Pyodide with ``names`` bound to the given JSON-able values."""
    prelude = "".join(f"{name} = __import__('json').loads({json.dumps(json.dumps(value))})\n"
                      for name, value in names.items())
    return pyodide.run(prelude + code)


def test_it_is_the_python_of_the_page(pyodide):
    version = pyodide.run("import sys\nRESULT = list(sys.version_info[:2])")
    assert version == [3, 14], f"vendored Pyodide runs Python {version}"
    assert pyodide.version.startswith("3.14")


def test_the_bundle_imports(pyodide):
    found = pyodide.run(
        "import importlib, ludo, ludo.api, ludo.registry\n"
        "import sys\n"
        "RESULT = {'ludo': ludo.__file__, 'version': ludo.__version__,\n"
        "          'games': [g for g in ludo.registry.names() if importlib.util.find_spec('ludo.' + g)]}\n"
    )
    assert found["ludo"] == "/home/pyodide/ludo/__init__.pyc"  # bytecode, on the start path
    assert found["version"] == __import__("ludo").__version__
    assert found["games"] == ["mensch", "colonne"]


def test_errors_cross_over_as_value_errors(pyodide):
    found = pyodide.run(
        "from ludo import api\n"
        "try:\n"
        "    api.legal_moves({'game': 'chess'}, 6)\n"
        "except ValueError as error:\n"
        "    RESULT = [type(error).__name__, str(error)]\n"
    )
    assert found[0] == "InvalidPosition"
    assert "chess" in found[1]


@pytest.mark.parametrize("game", ["mensch", "colonne"])
def test_every_conformance_vector_in_pyodide(pyodide, game):
    source = CONFORMANCE / f"{game}-v1.jsonl"
    lines = source.read_text(encoding="utf-8")
    expected = sum(1 for line in lines.splitlines() if line.strip())
    report = run_in_pyodide(pyodide, CHECKER, GAME=game, LINES=lines)
    assert report["checked"] == expected
    assert report["failures"] == [], f"{len(report['failures'])} of {expected} {game} cases fail"


def test_the_runner_reports_python_errors(pyodide):
    with pytest.raises(build.PyodideError, match="ZeroDivisionError"):
        pyodide.run("RESULT = 1 / 0")


def test_the_bundle_imports_from_bytecode_alone(pyodide):
    """Modules have no source in the bundle: Python loads their bytecode, and a
    traceback still names the file and line."""
    found = pyodide.run(
        "import importlib.machinery as m, os, sys, traceback\n"
        "import ludo.api, ludoview.games.mensch.board\n"
        "try:\n"
        "    ludo.api.legal_moves({'game': 'chess'}, 6)\n"
        "except ValueError:\n"
        "    where = traceback.extract_tb(sys.exc_info()[2])[-1]\n"
        "RESULT = {'loaders': sorted({type(sys.modules[n].__spec__.loader).__name__\n"
        "                            for n in ('ludo', 'ludo.api', 'ludo.registry', 'ludoview.games.mensch.board')}),\n"
        "          'sources': [p for p in ('ludo/api.py', 'ludo/registry.py', 'ludoview/games/mensch/board.py')\n"
        "                      if os.path.exists(p)],\n"
        "          'where': [where.filename, where.lineno],\n"
        "          'svg': ludoview.games.mensch.board.initial_board_svg()[:4]}\n"
    )
    assert found["loaders"] == ["SourcelessFileLoader"]
    assert found["sources"] == []
    assert found["where"][0] == "ludo/registry.py" and found["where"][1] > 0  # api routes through it
    assert found["svg"] == "<svg"


def test_bytecode_is_for_pyodide_and_from_the_sources_of_the_repository(pyodide):
    """Every .pyc in the bundle: Pyodide's magic number, hash-based, and compiled
    from the source now in the repository (a stale cache would show here)."""
    sources = {name: path.read_text("utf-8") for name, path in build._python_sources()
               if name.endswith(".py")}
    report = run_in_pyodide(pyodide, (
        "import importlib.util, os\n"
        "RESULT = {}\n"
        "for root, dirs, files in os.walk('.'):\n"
        "    for file in files:\n"
        "        if file.endswith('.pyc'):\n"
        "            pyc = os.path.normpath(os.path.join(root, file))\n"
        "            data = open(pyc, 'rb').read()\n"
        "            source = SOURCES.get(pyc[:-1], '').encode()\n"
        "            RESULT[pyc] = [data[:4] == importlib.util.MAGIC_NUMBER,\n"
        "                           int.from_bytes(data[4:8], 'little'),\n"
        "                           data[8:16] == importlib.util.source_hash(source)]\n"
    ), SOURCES=sources)
    assert "ludo/api.pyc" in report and "ludoview/games/mensch/page.pyc" in report
    bad = {pyc: checks for pyc, checks in report.items() if checks != [True, 0b01, True]}
    assert bad == {}, "[magic ok, flags (1: hash-based, unchecked), source hash ok]"
