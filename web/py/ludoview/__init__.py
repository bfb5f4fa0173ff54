"""ludoview: the pages' view of the games, in Python (the map: docs/architecture.md).

- :mod:`ludoview.core` -- what every game and page shares, knowing neither: the
  session base, dice, saves, share links, the URL config, words (i18n), controls;
- :mod:`ludoview.games` -- the registry of games, and one package per game
  (setup, session, events, save, words, board, view model, controls, page);
- :mod:`ludoview.shell` -- the main page (``index.html``);
- :mod:`ludoview.embed` -- the board in a frame (``embed.html``) and the replay.

Everything but the ``page`` modules and ``core.dom`` is pure Python, tested under CPython.
"""
