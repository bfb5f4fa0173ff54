"""Import path for the view package (web/py/ludoview) in pure-Python tests."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VIEW_PARENT = ROOT / "web" / "py"
for entry in (str(ROOT), str(VIEW_PARENT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)
