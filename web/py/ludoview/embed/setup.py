"""The embed's optional setup (``setup=1``): players and the game's settings before a new game.

Browser glue for the small form in ``embed.html``: how many players (where the
game allows several counts), who plays each seat (a person or a computer level)
and the game's settings (the fields its spec draws and reads). Labels come from
the game's own words; the choice becomes a new
:class:`~ludoview.embed.params.EmbedConfig` for a fresh session.
"""

from __future__ import annotations

from html import escape

from ludo.values import replace
from ludoview.core import dom
from ludoview.core.session import KINDS
from ludoview.embed.params import EmbedConfig


class SetupForm:
    def __init__(self, config: EmbedConfig, lang: str, start, root: dom.Root | None = None) -> None:
        self.root = root or dom.DOCUMENT
        self.config = config
        self.spec = config.spec
        self.lang = lang
        self.start = start        # called with the chosen config
        self.kinds = list(config.players)

    def t(self, key: str, **params) -> str:
        return self.spec.words(self.lang, key, **params)

    def show(self) -> None:
        counts = self.spec.seat_counts
        self.root.el("setup-title").textContent = self.t("setup.title")
        self.root.el("setup-count-label").textContent = self.t("setup.players")
        self.root.el("setup-count-row").hidden = len(counts) == 1
        self.root.el("setup-count").innerHTML = "".join(f"<option>{n}</option>" for n in counts)
        self.root.el("setup-count").value = str(len(self.kinds))
        self.root.el("setup-start").textContent = self.t("setup.start")
        self.root.el("setup-options").innerHTML = self.spec.settings_form(self.lang, self.config.settings)
        self.render_seats()
        dom.on(self.root.el("setup-count"), "change", self.on_count)
        dom.on(self.root.el("setup"), "submit", self.on_submit)
        self.root.el("setup").hidden = False
        if self.root.is_document:   # a board among others on a page leaves the focus where it is
            self.root.el("setup-start").focus()

    def render_seats(self) -> None:
        rows = []
        for i, seat in enumerate(self.spec.seats_for(len(self.kinds))):
            options = "".join(f'<option value="{k}"{" selected" if k == self.kinds[i] else ""}>'
                              f'{escape(self.t("kind." + k))}</option>' for k in KINDS)
            rows.append(f'<label>{escape(self.spec.player_name(self.lang, seat))} '
                        f'<select id="setup-seat-{i}" data-testid="setup-seat-{i}">{options}</select></label>')
        self.root.el("setup-seats").innerHTML = "".join(rows)

    def read_kinds(self) -> None:
        for i in range(len(self.kinds)):
            self.kinds[i] = str(self.root.el(f"setup-seat-{i}").value)

    def on_count(self, event) -> None:
        self.read_kinds()
        count = int(str(event.target.value))
        self.kinds = (self.kinds + ["medium"] * 4)[:count]
        self.render_seats()

    def on_submit(self, event) -> None:
        event.preventDefault()
        self.read_kinds()
        config = replace(self.config, players=tuple(self.kinds), setup=False,
                         settings=self.spec.settings_read(self.root.el))
        self.root.el("setup").hidden = True
        self.start(config)
