"""The hash chains behind the dice, and how a throw is made from them.

A seat's secret (32 random bytes) makes two chains of ``length`` values each,
one for its own throws and one for the throws it witnesses::

    x[0] = H("own" | secret),  x[i + 1] = H(x[i]),  tip = x[length]

Only the tip is published at the start (in the create or join message). The
values are then revealed backwards: first ``x[length - 1]``, then
``x[length - 2]``, ... Anyone can check a revealed value by hashing it forward
to the last value known (:func:`check_reveal`), and nobody can compute a value
before it is revealed (that would invert SHA-256). So a seat's every future
value is fixed from the start, and secret until it chooses to show it.

A throw of ``seat`` (its ``k``-th) is :func:`throw_dice` of the mover's own
value ``k`` and one value of its witness's chain: neither can change its value
(they are committed), and each sees the throw only once it has the other's.
"""

from __future__ import annotations

import hashlib
import os

from ludo.remote.errors import RemoteError

DOMAIN = b"ludo-remote/1"
VALUE = 16                   #: bytes of a chain value (128 bits: no one inverts that)
DEFAULT_LENGTH = 8192        #: values in each chain of a game (throws of one seat; witnessed values)
MAX_LENGTH = 20_000          #: the longest chains a game may declare (a link's hashing stays bounded)
MIN_LENGTH = 8


def digest(*parts: bytes) -> bytes:
    """SHA-256 of ``parts``, each length-prefixed (no two lists of parts give the same input)."""
    hasher = hashlib.sha256(DOMAIN)
    for part in parts:
        hasher.update(len(part).to_bytes(4, "big"))
        hasher.update(part)
    return hasher.digest()


def step(value: bytes) -> bytes:
    """The next value of a chain (towards the tip)."""
    return hashlib.sha256(b"\x01" + value).digest()[:VALUE]


def new_secret() -> bytes:
    return os.urandom(32)             # the system's random source (in the browser, crypto.getRandomValues)


class Chain:
    """One chain of a seat's secret: ``tip`` and :meth:`value` (the ``n``-th revealed, 1-based)."""

    __slots__ = ("length", "_values")

    def __init__(self, secret: bytes, label: str, length: int = DEFAULT_LENGTH) -> None:
        if not isinstance(secret, bytes) or len(secret) != 32:
            raise RemoteError("setup", "a chain's secret must be 32 bytes")
        check_length(length)
        self.length = length
        value = digest(label.encode(), secret)[:VALUE]
        values = [value]
        for _ in range(length):
            value = step(value)
            values.append(value)
        self._values = values

    @property
    def tip(self) -> bytes:
        return self._values[self.length]

    def value(self, n: int) -> bytes:
        """The ``n``-th value revealed (``n`` = 1 is the one just below the tip)."""
        if not 1 <= n <= self.length:
            raise RemoteError("used_up", f"the chain holds {self.length} values: value {n} does not exist",
                              length=self.length)
        return self._values[self.length - n]


def check_length(length: object) -> int:
    if not isinstance(length, int) or isinstance(length, bool) or not MIN_LENGTH <= length <= MAX_LENGTH:
        raise RemoteError("setup", f"chain length {length!r}: must be a whole number "
                          f"{MIN_LENGTH}..{MAX_LENGTH}")
    return length


def check_reveal(value: bytes, last: bytes, count: int) -> bool:
    """Whether ``value`` hashes forward to ``last`` in exactly ``count`` steps."""
    for _ in range(count):
        value = step(value)
    return value == last


def walk(value: bytes, count: int) -> list[bytes]:
    """The ``count`` values revealed at once by their deepest, ``value``, in the
    order they are used (the one nearest the tip first)."""
    out = [value]
    for _ in range(count - 1):
        value = step(value)
        out.append(value)
    out.reverse()
    return out


def throw_dice(game_id: bytes, seat: int, k: int, own: bytes, witness: bytes, count: int) -> tuple[int, ...]:
    """The ``count`` dice of throw ``k`` of ``seat``: each uniform on 1..6, exactly
    (bytes of the digest below 252 taken mod 6, others skipped; more bytes when needed)."""
    seed = digest(b"throw", game_id, seat.to_bytes(1, "big"), k.to_bytes(4, "big"), own, witness)
    dice: list[int] = []
    block, counter = seed, 0
    while True:
        for byte in block:
            if byte < 252:
                dice.append(byte % 6 + 1)
                if len(dice) == count:
                    return tuple(dice)
        counter += 1
        block = digest(b"more", seed, counter.to_bytes(4, "big"))
