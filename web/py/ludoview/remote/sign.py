"""Ed25519 signatures for :mod:`ludo.remote` (its ``Signer``), from the pure-Python
``ecdsa`` package (bundled into the site for the game at a distance only)."""

from __future__ import annotations

import os

import ecdsa
from ecdsa.curves import Ed25519


class Ed25519Signer:
    """keypair / sign / verify: 32-byte keys, 64-byte signatures."""

    def keypair(self) -> tuple[bytes, bytes]:
        key = ecdsa.SigningKey.from_string(os.urandom(32), curve=Ed25519)
        return key.to_string(), key.get_verifying_key().to_string()

    def sign(self, private: bytes, data: bytes) -> bytes:
        return ecdsa.SigningKey.from_string(private, curve=Ed25519).sign(data)

    def verify(self, public: bytes, data: bytes, signature: bytes) -> bool:
        try:
            return bool(ecdsa.VerifyingKey.from_string(public, curve=Ed25519).verify(signature, data))
        except (ecdsa.BadSignatureError, ValueError, AssertionError):
            return False


SIGNER = Ed25519Signer()
