"""The embed's optional setup (``setup=1``): players and options before a new game.

DOM glue for the small form in ``embed.html``: how many players (mensch),
who plays each seat (a person or a computer level), the mensch options or the
colonne variant. Labels come from the page's own words; the choice becomes a
new :class:`~ludoview.embed_params.EmbedConfig` for a fresh table.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from ludoview import dom
from ludoview.embed_i18n import te
from ludoview.embed_params import KINDS, MENSCH_OPTIONS, SEATS_FOR, VARIANTS, EmbedConfig
from ludoview.embed_words import seat_name


class SetupForm:
    def __init__(self, config: EmbedConfig, lang: str, start) -> None:
        self.config = config
        self.lang = lang
        self.start = start        # called with the chosen config
        self.kinds = list(config.players)

    def show(self) -> None:
        lang = self.lang
        mensch = self.config.game == "mensch"
        dom.el("setup-title").textContent = te(lang, "setup.title")
        dom.el("setup-count-label").textContent = te(lang, "setup.players")
        dom.el("setup-count-row").hidden = not mensch
        dom.el("setup-count").value = str(len(self.kinds))
        dom.el("setup-start").textContent = te(lang, "setup.start")
        if mensch:
            boxes = [f'<label><input type="checkbox" id="setup-opt-{name}" data-option="{name}"'
                     f'{" checked" if self.config.options[name] else ""}> '
                     f'{escape(te(lang, "option." + name))}</label>' for name in MENSCH_OPTIONS]
        else:
            choices = "".join(f'<option value="{v}"{" selected" if v == self.config.variant else ""}>'
                              f'{escape(te(lang, "csetup." + v))}</option>' for v in VARIANTS)
            boxes = [f'<label>{escape(te(lang, "csetup.variant"))} <select id="setup-variant">{choices}</select></label>']
        dom.el("setup-options").innerHTML = "".join(boxes)
        self.render_seats()
        dom.on(dom.el("setup-count"), "change", self.on_count)
        dom.on(dom.el("setup"), "submit", self.on_submit)
        dom.el("setup").hidden = False
        dom.el("setup-start").focus()

    def seats(self) -> tuple:
        return SEATS_FOR[len(self.kinds)] if self.config.game == "mensch" else ("white", "black")

    def render_seats(self) -> None:
        rows = []
        for i, seat in enumerate(self.seats()):
            options = "".join(f'<option value="{k}"{" selected" if k == self.kinds[i] else ""}>'
                              f'{escape(te(self.lang, "kind." + k))}</option>' for k in KINDS)
            rows.append(f'<label>{escape(seat_name(self.lang, seat))} '
                        f'<select id="setup-seat-{i}" data-testid="setup-seat-{i}">{options}</select></label>')
        dom.el("setup-seats").innerHTML = "".join(rows)

    def read_kinds(self) -> None:
        for i in range(len(self.kinds)):
            self.kinds[i] = str(dom.el(f"setup-seat-{i}").value)

    def on_count(self, event) -> None:
        self.read_kinds()
        count = int(str(event.target.value))
        self.kinds = (self.kinds + ["medium"] * 4)[:count]
        self.render_seats()

    def on_submit(self, event) -> None:
        event.preventDefault()
        self.read_kinds()
        config = replace(self.config, players=tuple(self.kinds), setup=False)
        if config.game == "mensch":
            config = replace(config, options={name: bool(dom.el(f"setup-opt-{name}").checked)
                                              for name in MENSCH_OPTIONS})
        else:
            config = replace(config, variant=str(dom.el("setup-variant").value))
        dom.el("setup").hidden = True
        self.start(config)
