"""Ed25519 signatures for :mod:`ludo.remote` (its ``Signer``), from the pure-Python
``ecdsa`` package (bundled into the site for the game at a distance only).

A game has two to four keys and every message is checked against one of them, so the
keys are kept once made: a verifying key with its tables of multiples (``precompute``,
made as they are first used), which checks a signature in a third of the time; a
signing key without working out its public half again for every message."""

from __future__ import annotations

import os

import ecdsa
from ecdsa.curves import Ed25519

#: how many keys of each kind are kept (a game has at most four players; a browser may
#: hold several games): past it, the kept ones are dropped and made again as needed
KEPT_KEYS = 32


class Ed25519Signer:
    """keypair / sign / verify: 32-byte keys, 64-byte signatures."""

    def __init__(self) -> None:
        self._signing: dict[bytes, ecdsa.SigningKey] = {}
        self._verifying: dict[bytes, ecdsa.VerifyingKey] = {}

    def keypair(self) -> tuple[bytes, bytes]:
        key = ecdsa.SigningKey.from_string(os.urandom(32), curve=Ed25519)
        return key.to_string(), key.get_verifying_key().to_string()

    def sign(self, private: bytes, data: bytes) -> bytes:
        name = bytes(private)
        key = self._signing.get(name)
        if key is None:
            key = ecdsa.SigningKey.from_string(name, curve=Ed25519)
            _keep(self._signing, name, key)
        return key.sign(data)

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        try:
            name = bytes(public)
            key = self._verifying.get(name)
            if key is None:
                key = ecdsa.VerifyingKey.from_string(name, curve=Ed25519)
                key.precompute(lazy=True)
                _keep(self._verifying, name, key)
            return bool(key.verify(signature, data))
        except (ecdsa.BadSignatureError, ValueError, AssertionError):
            return False


def _keep(kept: dict, name: bytes, key) -> None:
    if len(kept) >= KEPT_KEYS:
        kept.clear()
    kept[name] = key


SIGNER = Ed25519Signer()
