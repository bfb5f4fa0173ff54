"""A game at a distance: both games played by people on their own devices, by
links (correspondence) or live, with dice nobody can rig and no server.

- :mod:`ludo.remote.chain` -- the hash chains: each seat commits to two SHA-256
  chains at the start (the tips), reveals them backwards, and every throw comes
  from the mover's chain and a witness's chain together;
- :mod:`ludo.remote.tables` -- each game's rules as the protocol drives them
  (whose turn, throw, legal moves, the ``ludo-record/1`` record);
- :mod:`ludo.remote.match` -- the history of signed messages, its replay and
  every check, and what the local seats do next;
- :mod:`ludo.remote.link` -- the links: only what the receiver lacks, a check
  of the whole history, bounded decoding.

Signatures are not in the standard library: the match takes a *signer*
(:class:`ludo.remote.match.Signer`, three functions), and the page gives it an
Ed25519 one. The protocol and its argument are in ``docs/remote.md``.
"""

from ludo.remote.errors import RemoteError

__all__ = ["RemoteError"]
