"""The position editor (``editor.html``): rules authors set up a position of either
game, checked by the engine as it is made, and copy the embed that shows it.

- what is a game's own (where its pieces can stand, as square keys such as ``r12`` or
  ``t5`` and as the engine's progress; its settings and start position; whether it sets a
  roll and tries or dice) is its editor, ``games.editor(name)`` (the game package's
  ``editor`` module, on :mod:`ludoview.core.editing`): the modules here name no game;
- :mod:`model` -- the draft being edited (the game, its settings, the position as
  the engine's JSON, the roll, the embed's mode and language): every change is
  checked by the engine, a refused one keeps the last valid draft and gives the
  engine's reason; the embed's URL and ``<iframe>`` snippet it makes;
- :mod:`view` -- what the page shows, as data; :mod:`words` -- its words;
- :mod:`page` -- the browser controller (clicks, drags, forms, the live frame).

Every module but ``page`` is pure Python, tested under CPython.
"""
