"""The main page's chrome (:class:`Chrome`, a part of
:class:`~ludoview.shell.app.GamePage`, ``page.chrome``): the page's controls bound (the top
bar and the settings its own, the other parts' through them), the language, the theme, and
the settings under the log (autoplay, hints, square numbers, sound, the big die, vibration,
the pace), kept in the page's one :class:`~ludoview.core.settings.Settings`."""

from __future__ import annotations

from pyscript import document

from ludoview.core import catalogues, dom
from ludoview.core.i18n import LANGUAGES
from ludoview.core.settings import PACES
from ludoview.shell.part import ChromePage


class Chrome:
    def __init__(self, page: ChromePage) -> None:
        self.page = page

    def bind(self) -> None:
        """What every game's page has: languages, the top bar, the setup, end and rules dialogs,
        notices, the save shared with other tabs, the keys, the settings."""
        page = self.page
        for ident in ("lang", "setup-lang"):
            page.on(dom.el(ident), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        page.on(dom.el("btn-new"), "click", lambda e: page.dialogs.open_setup())
        page.on(dom.el("btn-undo"), "click", lambda e: page.on_undo())
        page.dialogs.bind()
        page.keeping.bind()
        page.keys.bind()
        for event in ("pointerdown", "keydown"):
            page.on(document, event, lambda e: page.sound.unlock())   # the person used the page
        self.bind_settings()

    def bind_settings(self) -> None:
        """The settings under the log: a single move plays itself, hints, square numbers, sound, the big
        die and vibration (shell.extras), the pace."""
        page = self.page
        for name, after in (("autoplay", page.turns.kick), ("hints", lambda: page.render([])),
                            ("numbers", lambda: page.render([])), ("sound", None),
                            ("bigdie", page.extras.apply), ("vibrate", None)):
            box = dom.el(name)
            box.checked = page.settings.switch(name)
            page.on(box, "change", lambda e, name=name, after=after: self.on_switch(name, e, after))
        page.extras.bind()
        pace = dom.el("pace")
        pace.value = next((str(p) for p in PACES if p == page.speed), "")   # (a URL's own pace is none of them)
        page.on(pace, "change", lambda e: self.set_pace(float(str(e.target.value))))

    def on_switch(self, name: str, event, after) -> None:
        on = bool(event.target.checked)
        self.page.settings.set(name, on)
        if name == "sound":
            self.page.sound.switch(on)
        if after is not None:
            after()

    def set_pace(self, value: float) -> None:
        self.page.speed = value
        self.page.motion = value > 0 and not dom.reduced_motion()
        self.page.settings.set("pace", value)

    def translate(self) -> None:
        page = self.page
        document.documentElement.lang = page.lang
        document.title = page.t(page.spec.title)
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = page.t(node.getAttribute("data-i18n"))
        dom.el("app-title").textContent = page.t(page.spec.title)   # the game being played
        for node in document.querySelectorAll("select[data-language]"):
            dom.language_menu(node, page.lang)
        page.translate_game()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.page.lang = lang
        self.page.settings.set("lang", lang)
        self.translate()
        if self.page.session is not None:   # the log too: its events in the new language
            self.page.render(self.page.session.events)

    def apply_theme(self) -> None:
        if self.page.config.theme is not None:
            document.documentElement.classList.add(f"theme-{self.page.config.theme}")
