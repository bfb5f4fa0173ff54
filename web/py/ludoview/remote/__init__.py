"""The game at a distance page (``distance.html``): the view of :mod:`ludo.remote`."""
