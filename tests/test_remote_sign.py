"""The page's Ed25519 signer (ludoview.remote.sign): signatures made and checked, with
its keys kept between messages (a verifying key with its tables, a signing key)."""

from __future__ import annotations

import view_helpers  # noqa: F401  (puts web/py on the path)

from ludoview.remote import sign


def test_a_signature_is_checked_against_its_key_and_its_data_only():
    signer = sign.Ed25519Signer()
    private, public = signer.keypair()
    other_private, other_public = signer.keypair()
    data = b'{"k":"move","n":3}'
    signature = signer.sign(private, data)
    assert len(signature) == 64 and len(public) == 32
    for _ in range(2):     # made, then kept: the same answers
        assert signer.verify(public, data, signature)
        assert not signer.verify(other_public, data, signature)
        assert not signer.verify(public, data + b" ", signature)
        flipped = bytearray(signature)
        flipped[7] ^= 1
        assert not signer.verify(public, data, bytes(flipped))
    assert signer.sign(private, data) == signature          # Ed25519: the same signature again
    assert signer.sign(other_private, data) != signature
    # a key that is no point of the curve, or of the wrong length: refused, not raised
    assert not signer.verify(b"\xff" * 32, data, signature)
    assert not signer.verify(b"\x01" * 5, data, signature)
    assert not signer.verify(public, data, b"\x00" * 10)


def test_the_kept_keys_are_bounded():
    signer = sign.Ed25519Signer()
    keys = [signer.keypair() for _ in range(sign.KEPT_KEYS + 3)]
    for private, public in keys:
        assert signer.verify(public, b"x", signer.sign(private, b"x"))
    assert len(signer._verifying) <= sign.KEPT_KEYS and len(signer._signing) <= sign.KEPT_KEYS
    private, public = keys[0]      # dropped, and made again
    assert signer.verify(public, b"y", signer.sign(private, b"y"))
