"""Reading a QR code back, as a scanner would once it has the modules: the SVG the
distance page draws (ludoview.remote.qr) to its grid, and the grid to its text.

Written apart from the encoder (only the standard's tables come from segno.consts:
the error correction blocks, the format words, the alignment positions): the format
information, the mask, the zigzag order of the modules, the blocks' interleaving, a
Reed-Solomon check of every block (all its syndromes zero: a scanner reads it without
correcting anything) and the byte-mode segments."""

from __future__ import annotations

import re

from segno import consts

QUIET = 4

MASKS = (
    lambda i, j: (i + j) % 2 == 0,
    lambda i, j: i % 2 == 0,
    lambda i, j: j % 3 == 0,
    lambda i, j: (i + j) % 3 == 0,
    lambda i, j: (i // 2 + j // 3) % 2 == 0,
    lambda i, j: (i * j) % 2 + (i * j) % 3 == 0,
    lambda i, j: ((i * j) % 2 + (i * j) % 3) % 2 == 0,
    lambda i, j: ((i + j) % 2 + (i * j) % 3) % 2 == 0,
)
LEVELS = {0: "M", 1: "L", 2: "H", 3: "Q"}     # FORMAT_INFO's rows of 8 (mask 0..7)
LEVEL_CONST = {"L": consts.ERROR_LEVEL_L, "M": consts.ERROR_LEVEL_M, "Q": consts.ERROR_LEVEL_Q,
               "H": consts.ERROR_LEVEL_H}


def grid_of_svg(svg: str) -> list[list[int]]:
    """The modules an SVG of ludoview.remote.qr draws (its path of row strokes)."""
    size = int(re.search(r'data-modules="(\d+)"', svg).group(1))
    d = re.search(r'<path[^>]* d="([^"]*)"', svg).group(1)
    grid = [[0] * size for _ in range(size)]
    x = y = None
    for op, a, b in re.findall(r"([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?", d):
        if op == "M":
            x, y = int(a), float(b)
            assert y % 1 == 0.5, "strokes run along the middle of a row"
        elif op == "m":
            assert float(b) == 0, "a relative move stays on its row"
            x += int(a)
        else:
            row = int(y) - QUIET
            for col in range(x, x + int(a)):
                assert grid[row][col - QUIET] == 0, "a module drawn twice"
                grid[row][col - QUIET] = 1
            x += int(a)
    return grid


def reserved(size: int, version: int) -> list[list[bool]]:
    """The modules that hold no data: finders, separators, format and version
    information, timing, alignment patterns, the dark module."""
    r = [[False] * size for _ in range(size)]

    def mark(rows, cols):
        for i in rows:
            for j in cols:
                r[i][j] = True

    mark(range(9), range(9))
    mark(range(9), range(size - 8, size))
    mark(range(size - 8, size), range(9))
    mark([6], range(size))
    mark(range(size), [6])
    if version >= 2:
        centres = consts.ALIGNMENT_POS[version - 2]
        for ci in centres:
            for cj in centres:
                if (ci, cj) in ((centres[0], centres[0]), (centres[0], centres[-1]), (centres[-1], centres[0])):
                    continue
                mark(range(ci - 2, ci + 3), range(cj - 2, cj + 3))
    if version >= 7:
        mark(range(6), range(size - 11, size - 8))
        mark(range(size - 11, size - 8), range(6))
    return r


def format_of(grid) -> tuple[str, int]:
    """(error level, mask) from the format information by the top-right and bottom-left
    finders (bits 0-7 along row 8 from the right, 8-14 up column 8 from the bottom)."""
    n = len(grid)
    word = 0
    for i in range(8):
        word |= grid[8][n - 1 - i] << i
    for i in range(7):
        word |= grid[n - 1 - i][8] << (14 - i)
    index = consts.FORMAT_INFO.index(word)      # ValueError: not a format word
    # the same word beside the top-left finder
    other = 0
    cols = [0, 1, 2, 3, 4, 5, 7, 8]
    rows = [8, 7, 5, 4, 3, 2, 1, 0]
    for k, j in enumerate(cols):
        other |= grid[8][j] << (14 - k)
    for k, i in enumerate(rows[1:]):
        other |= grid[i][8] << (6 - k)
    assert other == word, "the two copies of the format information differ"
    return LEVELS[index // 8], index % 8


def _gf():
    exp, log = [0] * 512, [0] * 256
    x = 1
    for i in range(255):
        exp[i], log[x] = x, i
        x <<= 1
        if x & 0x100:
            x ^= 0x11D
    for i in range(255, 512):
        exp[i] = exp[i - 255]
    return exp, log


EXP, LOG = _gf()


def syndromes(block: list[int], ec: int) -> list[int]:
    out = []
    for k in range(ec):
        s = 0
        for c in block:        # Horner at alpha^k
            s = (EXP[LOG[s] + k] if s else 0) ^ c
        out.append(s)
    return out


def decode(grid) -> str:
    """The text of a QR code's modules (byte mode, the only one the page uses)."""
    n = len(grid)
    version = (n - 17) // 4
    assert 17 + 4 * version == n and 1 <= version <= 40, f"{n} modules is no QR code's size"
    level, mask = format_of(grid)
    free = reserved(n, version)
    bits = []
    col, up = n - 1, True
    while col > 0:
        if col == 6:
            col -= 1
        for i in (range(n - 1, -1, -1) if up else range(n)):
            for j in (col, col - 1):
                if not free[i][j]:
                    bits.append(grid[i][j] ^ int(MASKS[mask](i, j)))
        up, col = not up, col - 2
    blocks = [ec for ec in consts.ECC[version][LEVEL_CONST[level]] for _ in range(ec.num_blocks)]
    total = sum(ec.num_total for ec in blocks)
    words = [int("".join(map(str, bits[k * 8:k * 8 + 8])), 2) for k in range(total)]
    data = [[] for _ in blocks]
    corr = [[] for _ in blocks]
    it = iter(words)
    for i in range(max(ec.num_data for ec in blocks)):
        for b, ec in enumerate(blocks):
            if i < ec.num_data:
                data[b].append(next(it))
    for i in range(max(ec.num_total - ec.num_data for ec in blocks)):
        for b, ec in enumerate(blocks):
            if i < ec.num_total - ec.num_data:
                corr[b].append(next(it))
    for b, ec in enumerate(blocks):
        assert not any(syndromes(data[b] + corr[b], ec.num_total - ec.num_data)), f"block {b} does not check"
    stream = "".join(f"{w:08b}" for block in data for w in block)
    out = bytearray()
    at = 0
    while at + 4 <= len(stream):
        mode = int(stream[at:at + 4], 2)
        at += 4
        if mode == 0:
            break
        assert mode == 4, f"mode {mode}: only byte mode is read here"
        width = 8 if version < 10 else 16
        count = int(stream[at:at + width], 2)
        at += width
        for _ in range(count):
            out.append(int(stream[at:at + 8], 2))
            at += 8
    return out.decode("utf-8")
