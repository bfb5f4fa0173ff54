"""mensch in the view: the 40-square race for 2-4 players.

Modules: :mod:`.spec` (the registry entry), :mod:`.setup` (players and options), :mod:`.events` (what happens, as
events), :mod:`.session` (one game), :mod:`.save` (its save), :mod:`.words`
(its words), :mod:`.geometry` and :mod:`.board` (the SVG board), :mod:`.view`
(what the main page shows, as data), :mod:`.controls` (choosing a move with
keys), :mod:`.page` (the browser controller).
"""
