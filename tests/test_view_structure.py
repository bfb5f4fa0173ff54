"""What the view writes once: one driver of the turns no person takes (the main page's
and the embed's), one move-list renderer, one settings store for the page; and the game's
chooser answers every click and key of both games (a mensch board click included)."""

from __future__ import annotations

from pathlib import Path

import view_helpers  # noqa: F401  (puts web/py on the path)
from view_helpers import MenschSession, Setup

from ludo import api
from ludoview.games.colonne.controls import Chooser as ColonneChooser
from ludoview.games.mensch.controls import Chooser as MenschChooser

VIEW = Path(__file__).resolve().parents[1] / "web" / "py" / "ludoview"


def sources() -> dict[str, str]:
    return {str(p.relative_to(VIEW)): p.read_text(encoding="utf-8") for p in VIEW.rglob("*.py")}


def test_one_driver_of_the_turns_for_the_main_page_and_the_embed():
    found = sources()
    loops = [name for name, text in found.items() if "async def drive(" in text]
    assert loops == ["core/driver.py"]
    users = sorted(name for name, text in found.items() if "Driver(self)" in text)
    assert users == ["embed/turns.py", "shell/turns.py"]


def test_the_move_list_markup_is_written_once():
    found = sources()
    assert [name for name, text in found.items() if 'data-testid="move-' in text] == ["core/drawing.py"]
    for page in ("games/mensch/page.py", "games/colonne/page.py", "embed/page.py"):
        assert "move_list(" in found[page]


def test_one_settings_store_and_no_copying_between_pages():
    found = sources()
    assert "Settings.page()" in found["shell/app.py"] and "_load_settings" not in found["shell/main.py"]
    assert ".settings =" not in found["shell/main.py"]


def test_a_mensch_board_click_goes_through_the_chooser():
    setup = Setup.make(2, ("human", "human"))
    position = dict(api.new_position(setup.seats, setup.options), pieces={"0": [-1, -1, 3, 9], "2": [-1] * 4})
    s = MenschSession.new(setup, "click", position=position, roll=2)
    act, _ = MenschChooser().target(s, 1)
    assert (act.kind, act.index) == ("play", 1)
    assert MenschChooser().target(s, 7)[0].kind == "none"           # no such move: nothing
    assert MenschChooser().move(s, 0)[0].index == 0 and hasattr(ColonneChooser(), "move")
    page = sources()["games/mensch/page.py"]
    assert "self.chooser.target(" in page and "self.chooser.move(" in page


def test_names_that_misled_are_gone():
    found = sources()
    everything = "".join(found.values())
    assert "shown_roll" not in everything                     # a waiting throw, or the die's face: two names
    assert "def human_to_act" not in found["shell/app.py"]    # the session's (it knows the phase) is the one
    assert not [name for name, text in found.items() if name.startswith("shell/") and "Step = " in text]
    colonne = [name for name, text in found.items() if name.startswith("games/colonne/") and not name.endswith("catalog.py")
               and '"corner"' in text and name != "games/colonne/save.py"]     # (the save reads the old name)
    assert colonne == []
    fast = (VIEW.parents[2] / "ludo" / "mensch" / "fast.py").read_text(encoding="utf-8")
    assert "\nMove = " not in fast and "FastMove = tuple" in fast
