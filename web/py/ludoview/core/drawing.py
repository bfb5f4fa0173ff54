"""Drawing every game shares: the die."""

from __future__ import annotations

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
