"""The engine's limits on its input, and the checks that enforce them before any work.

Every entry point that takes text or values from outside (the JSON API, a share
link, a saved game, a host's command, a URL parameter) checks them first, with
checks that do not themselves recurse or copy: a hostile input is refused in
time proportional to its size, never by a RecursionError, a runaway loop or a
runtime crash.

The bounds and why a real game never reaches them are in ``docs/engine.md``
(section "Limits").
"""

from __future__ import annotations

import re
import zlib
from itertools import accumulate
from typing import Any

from ludo.errors import LudoError, TooLarge

#: The longest JSON text read (a save, a record, a host's command): characters.
MAX_JSON_CHARS = 2_000_000
#: The deepest nesting of lists and objects in any input. A position is 4 deep,
#: a record 5, a save 7: 32 leaves room for any form the project writes.
MAX_DEPTH = 32
#: The most items (list entries and object members, all levels together) in one value.
MAX_ITEMS = 400_000
#: The most bytes a compressed link or save may inflate to.
MAX_INFLATED = 2_000_000
#: The longest string the engine looks at character by character (a name, a notation).
MAX_STRING = 10_000
#: The most digits of a number read from text (a URL parameter, a key).
MAX_DIGITS = 9
#: The most actions in a game record: a mensch record's turns (one a throw of the die),
#: a colonne record's actions (one a throw or a step) and opening rolls together.
#: The longest record of 25,900 games of the computer players had 1,955 turns
#: (``bench/bench_record_lengths.py``); ``ludo.api.replay`` of a record at the cap takes
#: 0.15-0.4 s of CPU in CPython (docs/engine.md, "Limits").
MAX_RECORD_ACTIONS = 10_000
#: The most digits of a whole number taken as a seed (a computer player's, a game's).
MAX_SEED_DIGITS = 1_000
#: The most items of a list shown as it is in a message (``[5, 3]``); a longer one is counted.
SHOWN_ITEMS = 6


def brief(value: Any, limit: int = 80) -> str:
    """``value`` shown to a person: short, in plain words, never recursing.

    Text is quoted and cut at ``limit`` characters; a list or an object is named
    with its size (its contents are not walked); numbers, true/false and null as
    in JSON. :func:`numbers` shows a few small numbers (dice, seats) as they are."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if value.bit_length() < 200:
            return _cut(str(value), limit)
        return f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    if isinstance(value, float):
        return _cut(repr(value), limit)
    if isinstance(value, str):
        if len(value) > limit:
            return f'"{value[:limit - 1]}…" ({len(value)} characters)'
        return f'"{value}"'
    if isinstance(value, (list, tuple)):
        return "an empty list" if not value else f"a list of {_count(len(value), 'item')}"
    if isinstance(value, dict):
        return "an empty object" if not value else f"an object with {_count(len(value), 'field')}"
    return f"a value of type {type(value).__name__}"


def numbers(value: Any) -> str:
    """A list of at most :data:`SHOWN_ITEMS` small whole numbers (dice, seats) as in
    JSON, ``[5, 3]``; anything else as :func:`brief` says it."""
    if (isinstance(value, (list, tuple)) and 0 < len(value) <= SHOWN_ITEMS
            and all(type(item) is int and -1000 < item < 1000 for item in value)):
        return f"[{', '.join(map(str, value))}]"
    return brief(value)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def check_value(value: Any, what: str = "value", *, max_depth: int = MAX_DEPTH,
                max_items: int = MAX_ITEMS) -> Any:
    """``value`` itself, if its lists and objects nest at most ``max_depth`` deep and
    hold at most ``max_items`` items in all; else :class:`TooLarge` naming ``what``.

    Iterative (an explicit stack): a value nested 100,000 deep is refused, not a
    RecursionError. A value that contains itself is refused as too deep."""
    items = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children: Any = node.values()
        elif isinstance(node, (list, tuple)):
            children = node
        else:
            continue
        if depth > max_depth:
            raise TooLarge(f"{what}: nested more than {max_depth} deep")
        items += len(node)
        if items > max_items:
            raise TooLarge(f"{what}: more than {max_items} items")
        for child in children:
            if isinstance(child, (dict, list, tuple)):
                stack.append((child, depth + 1))
    return value


# A string of JSON, or an unclosed one to the end of the text (so a match is found at its
# first quote: no retry at every later one); then everything that is not a bracket.
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\\?\Z)', re.DOTALL)
_NOT_BRACKET = re.compile(r'[^\[\]{}]+')
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def json_depth(text: str, stop: int | None = None) -> int:
    """How deep the lists and objects of a JSON text nest (strings skipped): the strings
    and then all but the brackets taken out by two regular expressions, and the deepest
    running count of what is left. No recursion, linear whatever the text, and no Python
    step per character (a C loop per bracket).

    The count stops at a string that is never closed: the text is not JSON, and
    nothing after it would be parsed; and, with ``stop``, once the depth passes ``stop``
    (then the answer is more than ``stop``, not the whole depth)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = deepest = 0
    for start in range(0, len(brackets), 4096):
        counts = list(accumulate(map(_STEP.__getitem__, brackets[start:start + 4096]), initial=depth))
        deepest, depth = max(deepest, max(counts)), counts[-1]
        if stop is not None and deepest > stop:
            break
    return deepest


def loads(text: Any, what: str = "JSON", *, max_chars: int = MAX_JSON_CHARS,
          max_depth: int = MAX_DEPTH, error: type[ValueError] = LudoError) -> Any:
    """The value of a JSON ``text``, checked against the limits before it is parsed.

    Too long or too deep: :class:`TooLarge`; not JSON: ``error``; both name ``what``."""
    import json

    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise error(f"{what}: not text (UTF-8)") from None
    if not isinstance(text, str):
        raise error(f"{what}: expected JSON text, not {brief(text)}")
    if len(text) > max_chars:
        raise TooLarge(f"{what}: {len(text)} characters, more than {max_chars}")
    if json_depth(text, stop=max_depth) > max_depth:
        raise TooLarge(f"{what}: nested more than {max_depth} deep")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"{what}: not JSON (line {exc.lineno}, column {exc.colno})") from None
    except (ValueError, RecursionError):
        raise error(f"{what}: not JSON") from None
    return check_value(value, what, max_depth=max_depth)


def inflate(data: bytes, what: str = "data", *, max_size: int = MAX_INFLATED,
            error: type[ValueError] = LudoError) -> bytes:
    """``data`` (zlib) decompressed, reading at most ``max_size`` bytes out of it.

    More than that: :class:`TooLarge` (found after ``max_size`` bytes of work, not
    after the whole bomb); not zlib, cut short, or followed by other bytes: ``error``."""
    inflater = zlib.decompressobj()
    try:
        out = inflater.decompress(data, max_size + 1)
    except zlib.error:
        raise error(f"{what}: not compressed data") from None
    if len(out) > max_size or inflater.unconsumed_tail:
        raise TooLarge(f"{what}: more than {max_size} bytes once unpacked")
    if not inflater.eof:
        raise error(f"{what}: cut short")
    if inflater.unused_data:
        raise error(f"{what}: {len(inflater.unused_data)} bytes of something else after it")
    return out


def parse_int(text: Any, what: str = "number", *, max_digits: int = MAX_DIGITS,
              signed: bool = False, error: type[ValueError] = LudoError) -> int:
    """The whole number written in ``text`` with ASCII digits only (and a leading ``-``
    when ``signed``), at most ``max_digits`` of them; else ``error`` naming ``what``.

    ``"²"``, ``"٣"``, ``"1_000"``, ``" 4"`` and ``"+4"`` are refused: ``int()`` reads
    some of them and ``str.isdigit()`` accepts others."""
    if not isinstance(text, str):
        raise error(f"{what} {brief(text)}: must be a whole number")
    digits = text[1:] if signed and text.startswith("-") else text
    if not digits or not digits.isascii() or not digits.isdigit():
        raise error(f"{what} {brief(text)}: must be a whole number")
    if len(digits) > max_digits:
        raise error(f"{what} {brief(text)}: more than {max_digits} digits")
    return int(text)


def is_ascii_int(text: Any, max_digits: int = MAX_DIGITS) -> bool:
    """Whether ``text`` is a whole number :func:`parse_int` reads (no sign)."""
    return (isinstance(text, str) and 0 < len(text) <= max_digits and text.isascii()
            and text.isdigit())


def check_string(text: str, what: str = "text", max_chars: int = MAX_STRING) -> str:
    """``text`` if at most ``max_chars`` long; else :class:`TooLarge` naming ``what``."""
    if len(text) > max_chars:
        raise TooLarge(f"{what}: {len(text)} characters, more than {max_chars}")
    return text


def check_seed(seed: Any, what: str = "seed", error: type[ValueError] = LudoError) -> Any:
    """``seed`` if it is null, a whole number of at most :data:`MAX_SEED_DIGITS`
    digits or a string of at most :data:`MAX_STRING` characters; else ``error``
    (:class:`TooLarge` for one too long) naming ``what``."""
    if seed is None:
        return seed
    if isinstance(seed, str):
        return check_string(seed, what)
    if type(seed) is not int:
        raise error(f"{what} {brief(seed)}: must be an integer, a string or null")
    if not -_SEED_BOUND < seed < _SEED_BOUND:
        raise TooLarge(f"{what} {brief(seed)}: more than {MAX_SEED_DIGITS} digits")
    return seed


_SEED_BOUND = 10 ** MAX_SEED_DIGITS
