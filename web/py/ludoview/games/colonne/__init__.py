"""colonne in the view: the two-player column race (small and large variants).

Modules: :mod:`.spec` (the registry entry), :mod:`.setup` (variant and players), :mod:`.events` (what happens, as
events), :mod:`.session` (one game), :mod:`.save` (its save), :mod:`.words`
(its words), :mod:`.board` (the SVG board), :mod:`.controls` (choosing a step
by dice, unit and target), :mod:`.view` (what the main page shows, as data),
:mod:`.page` (the browser controller).
"""
