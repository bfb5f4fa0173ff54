"""The mensch board's shape as plain numbers: the one place the engine and the view
both read it from. It imports nothing, so a page may import it at its start.

A piece's place is its *progress*, counted from its own corner: :data:`BASE`
(``-1``) in the base, ``0..39`` on the ring (``0`` its own start square),
``40..43`` its home lane (:data:`LANE` the first lane square, :data:`GOAL`
the deepest). Corners ``0..3`` sit clockwise (0 top left); corner ``c``'s
start square is ring square ``10 * c``.
"""

BASE = -1
RING = 40                           #: ring squares 0..39
QUARTER = RING // 4                 #: ring squares from one corner's start square to the next one's
LANE = RING                         #: the progress of the home lane's first square
LANE_SQUARES = 4                    #: squares in each home lane
GOAL = LANE + LANE_SQUARES - 1      #: the deepest home-lane progress
PIECES = 4                          #: pieces per player
CORNERS = (0, 1, 2, 3)
#: The corners in turn order for 2, 3 and 4 players (two sit opposite).
SEATS_FOR = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
#: The rule options, in the order the position format lists them, and their defaults.
OPTION_NAMES = ("mandatory_capture", "lane_jump", "start_with_piece")
DEFAULT_OPTIONS = {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False}


def ring_square(corner: int, progress: int) -> int:
    """The ring square (0..39) of a piece of ``corner`` at ring ``progress`` (0..39)."""
    return (QUARTER * corner + progress) % RING


def on_ring(progress: int) -> bool:
    return 0 <= progress < RING


def square_of(corner: int, progress: int) -> int | None:
    """The ring square of a piece of ``corner`` at ``progress``; None off the ring."""
    return ring_square(corner, progress) if 0 <= progress < RING else None


def start_square(corner: int) -> int:
    """The ring square where a corner's pieces enter."""
    return QUARTER * corner


def entry_square(corner: int) -> int:
    """The ring square just before a corner's start: its home lane branches off here."""
    return (QUARTER * corner + RING - 1) % RING


def progress_at(corner: int, square: int) -> int:
    """The ring progress of ``corner`` on ring ``square`` (the inverse of :func:`ring_square`)."""
    return (square - QUARTER * corner) % RING
