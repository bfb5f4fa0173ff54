"""ludoview: the page's view of the games, in Python.

Pure modules (importable by CPython at build time and in tests):
:mod:`~ludoview.geometry`, :mod:`~ludoview.board` (the SVG drawing),
:mod:`~ludoview.i18n`, :mod:`~ludoview.messages`, :mod:`~ludoview.session`
(game state and actions), :mod:`~ludoview.save`. Browser glue (PyScript only):
:mod:`~ludoview.dom` (game-agnostic helpers), :mod:`~ludoview.app` (the game-neutral page
controller) and :mod:`~ludoview.page` (the mensch page).
"""
