"""The colonne boards' shape as plain numbers: the one place the engine and the view
both read it from. It imports nothing (the page's words use it before the engine
is needed).

A piece's place is its *progress*: 0 off the board, ``1..E`` its private entry
lane (entry square ``n`` is progress ``E - n + 1``), ``E+1..E+T`` the shared
track (track square ``k`` is progress ``E + k``), ``E+T+1`` the finish.
"""

WHITE = "white"
BLACK = "black"
#: The two colours, white first (white is player 0, black player 1).
COLOURS = (WHITE, BLACK)
OFF = 0

#: Each variant's equipment: pieces per player, dice, entry-lane and track squares.
#: The first one is the default.
SIZES = {
    "small": {"pieces": 6, "dice": 2, "entry": 12, "track": 24},
    "large": {"pieces": 15, "dice": 3, "entry": 18, "track": 36},
}
VARIANT_NAMES = tuple(SIZES)


def entry_and_track(variant: str) -> tuple[int, int]:
    """The entry lane's and the track's lengths of ``variant`` (a name)."""
    size = SIZES[variant]
    return size["entry"], size["track"]


def finish(variant: str) -> int:
    """The progress of the finish of ``variant`` (a name)."""
    size = SIZES[variant]
    return size["entry"] + size["track"] + 1


def other(colour: str) -> str:
    return BLACK if colour == WHITE else WHITE
