"""Drawing every game and page shares: the die, the move list, the star of a capture."""

from __future__ import annotations

import math
from html import escape

PIPS = {1: ((0, 0),), 2: ((-1, -1), (1, 1)), 3: ((-1, -1), (0, 0), (1, 1)),
        4: ((-1, -1), (1, -1), (-1, 1), (1, 1)), 5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
        6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1))}


def die_svg(value: int | None) -> str:
    """A die showing ``value`` (a "?" for a die not thrown yet), as an SVG string."""
    pips = "".join(f'<circle class="pip" cx="{20 + 9 * x}" cy="{20 + 9 * y}" r="3.6"/>'
                   for x, y in PIPS.get(value or 0, ()))
    blank = "" if value else '<text class="die-q" x="20" y="27" text-anchor="middle">?</text>'
    return (f'<svg viewBox="0 0 40 40" aria-hidden="true"><rect class="die-face" x="2" y="2" '
            f'width="36" height="36" rx="8"/>{pips}{blank}</svg>')


def move_list(moves, icon: str, cursor: int | None = None) -> str:
    """The buttons of a move list, the same markup for every game and page. Each move has an
    ``index`` and a ``text``; where it has them, a ``hint`` (its ``mark`` the hint's class),
    a rule ``note``, an accessible ``label``, its ``origin`` and ``target`` (data-from,
    data-to), and whether it is ``selected`` (or is the ``cursor``), a ``capture`` or
    ``disabled``. ``icon`` is the player's icon, drawn before every move."""
    items = []
    for m in moves:
        picked = m.index == cursor if cursor is not None else bool(getattr(m, "selected", False))
        cls = "move" + (" selected" if picked else "") + (" capture" if getattr(m, "capture", False) else "")
        attrs = f'class="{cls}" data-move="{m.index}" data-testid="move-{m.index}"'
        if getattr(m, "origin", None) is not None:
            attrs += f' data-from="{m.origin}" data-to="{m.target}"'
        if getattr(m, "label", None):
            attrs += f' aria-label="{escape(m.label)}"'
        attrs += ' aria-current="true"' if picked else ""
        attrs += " disabled" if getattr(m, "disabled", False) else ""
        extra = ""
        if getattr(m, "hint", None):
            # (after a space: an accessible name holds the visible text, word by word)
            extra = f' <small class="hint {escape(m.mark or "")}" data-testid="hint-{m.index}">{escape(m.hint)}</small>'
        if getattr(m, "note", None):
            extra += f'<span class="rule">{escape(m.note)}</span>'
        items.append(f'<li><button type="button" {attrs}>{icon} <span>{escape(m.text)}{extra}</span></button></li>')
    return "".join(items)


def burst(at: tuple[float, float], size: float, classes: str = "burst") -> str:
    """A star of ``size`` (its points' radius, board units) behind a piece that has just
    captured (``burst struck``: one of the person's, since their last turn)."""
    cx, cy = at
    pts = []
    for k in range(16):
        r = size if k % 2 == 0 else size * 21 / 32
        x, y = cx + r * math.cos(math.pi * k / 8), cy + r * math.sin(math.pi * k / 8)
        pts.append(f'{f"{x:.2f}".rstrip("0").rstrip(".")},{f"{y:.2f}".rstrip("0").rstrip(".")}')
    return f'<polygon class="{classes}" points="{" ".join(pts)}"/>'
