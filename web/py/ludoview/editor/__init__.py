"""The position editor (``editor.html``): rules authors set up a position of either
game, checked by the engine as it is made, and copy the embed that shows it.

- :mod:`places` -- where a piece can stand in each game, as the editor names it
  (square keys such as ``r12`` or ``t5``) and as the engine counts it (progress);
- :mod:`model` -- the draft being edited (the game, its settings, the position as
  the engine's JSON, the roll, the embed's mode and language): every change is
  checked by the engine, a refused one keeps the last valid draft and gives the
  engine's reason; the embed's URL and ``<iframe>`` snippet it makes;
- :mod:`view` -- what the page shows, as data; :mod:`words` -- its words;
- :mod:`page` -- the browser controller (clicks, drags, forms, the live frame).

Every module but ``page`` is pure Python, tested under CPython.
"""
