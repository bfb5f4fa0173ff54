"""Sounds of the game, synthesized in the page with WebAudio (no audio files).

Four sounds: a throw of the dice ("roll"), a move ("move"), a capture
("capture") and a win ("win"). Nothing plays, and no audio context even exists,
before the person has used the page (a click, a tap or a key: :meth:`Sound.unlock`
is called from those) and while the setting is off. Each sound played is counted
in ``<html data-sounds>`` and named in ``data-sound`` (what tests and hosts can see).
"""

from __future__ import annotations

from typing import Any

from pyodide.ffi import to_js
from pyscript import document, window

#: When several things happen at once, the one heard (highest first).
PRIORITY = ("win", "capture", "move", "roll")


class Sound:
    def __init__(self, on: bool = False) -> None:
        self.on = on
        self.context: Any = None   # the page's AudioContext, once the person has used the page
        self.noise: Any = None     # its AudioBuffer of noise, made at the first click
        self.count = 0

    def unlock(self) -> None:
        """The person used the page: sound may start (the audio context is made now)."""
        if not self.on or self.context is not None:
            return
        maker = getattr(window, "AudioContext", None) or getattr(window, "webkitAudioContext", None)
        if maker is None:
            return
        self.context = maker.new()
        self.context.resume()

    def switch(self, on: bool) -> None:
        self.on = on
        if on:
            self.unlock()   # (switching it on is itself the person's action)

    def play_first(self, names) -> None:
        """Play the most telling of ``names`` (see :data:`PRIORITY`), if any."""
        for name in PRIORITY:
            if name in names:
                self.play(name)
                return

    def play(self, name: str) -> None:
        if not self.on or self.context is None:
            return
        getattr(self, f"_{name}")(self.context.currentTime + 0.01)
        self.count += 1
        root = document.documentElement
        root.setAttribute("data-sound", name)
        root.setAttribute("data-sounds", str(self.count))

    # --- the sounds ---------------------------------------------------------------------------
    def _tone(self, at: float, kind: str, start: float, end: float, length: float, volume: float) -> None:
        """One note: an oscillator gliding from ``start`` to ``end`` Hz, fading out over ``length`` s."""
        ctx = self.context
        osc, gain = ctx.createOscillator(), ctx.createGain()
        osc.type = kind
        osc.frequency.setValueAtTime(start, at)
        osc.frequency.exponentialRampToValueAtTime(end, at + length)
        gain.gain.setValueAtTime(volume, at)
        gain.gain.exponentialRampToValueAtTime(0.0001, at + length)
        osc.connect(gain)
        gain.connect(ctx.destination)
        osc.start(at)
        osc.stop(at + length + 0.02)

    def _click(self, at: float, volume: float) -> None:
        """A short burst of filtered noise: a die hitting the table."""
        ctx = self.context
        if self.noise is None:
            import random
            source = random.Random(7)
            samples = [source.uniform(-1, 1) * (1 - i / 1200) ** 2 for i in range(1200)]
            self.noise = ctx.createBuffer(1, len(samples), ctx.sampleRate)
            self.noise.copyToChannel(window.Float32Array.new(to_js(samples)), 0)
        burst, band, gain = ctx.createBufferSource(), ctx.createBiquadFilter(), ctx.createGain()
        burst.buffer = self.noise
        band.type = "bandpass"
        band.frequency.value = 2600
        gain.gain.value = volume
        burst.connect(band)
        band.connect(gain)
        gain.connect(ctx.destination)
        burst.start(at)

    def _roll(self, at: float) -> None:
        for k, volume in enumerate((0.5, 0.35, 0.4, 0.22)):
            self._click(at + 0.055 * k + 0.01 * (k % 2), volume)

    def _move(self, at: float) -> None:
        self._tone(at, "sine", 660, 420, 0.09, 0.25)

    def _capture(self, at: float) -> None:
        self._tone(at, "triangle", 220, 70, 0.22, 0.45)
        self._tone(at + 0.08, "square", 880, 1320, 0.08, 0.06)

    def _win(self, at: float) -> None:
        for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
            self._tone(at + 0.13 * k, "triangle", freq, freq, 0.3 if k == 3 else 0.16, 0.3)
