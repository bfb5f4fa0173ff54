"""The main page's chrome (:class:`Chrome`, a part of
:class:`~ludoview.shell.app.GamePage`): the top bar and the dialogs' buttons bound, the
language, the theme, and the settings under the log (autoplay, hints, square numbers,
sound, the big die, vibration, the pace), kept in the page's one :class:`~ludoview.core.settings.Settings`."""

from __future__ import annotations

from pyscript import document, window

from ludoview.core import catalogues, dom
from ludoview.core.i18n import LANGUAGES
from ludoview.core.settings import PACES
from ludoview.shell.part import PagePart


class Chrome(PagePart):
    def bind_chrome(self) -> None:
        """What every game's page has: languages, the top bar, the setup, end and rules dialogs, notices."""
        for ident in ("lang", "setup-lang"):
            self.on(dom.el(ident), "change", lambda e: catalogues.then(str(e.target.value), self.set_language, e.target))
        self.on(dom.el("btn-new"), "click", lambda e: self.open_setup())
        self.on(dom.el("btn-undo"), "click", lambda e: self.on_undo())
        self.on(dom.el("btn-rules"), "click", lambda e: dom.el("rules").showModal())
        self.on(dom.el("rules-close"), "click", lambda e: self.close(dom.el("rules")))
        self.on(dom.el("setup-start"), "click", self.on_setup_start)
        self.on(dom.el("setup-cancel"), "click", lambda e: self.close(dom.el("setup")))
        self.on(dom.el("setup"), "cancel", self.on_setup_escape)
        self.on(dom.el("setup"), "close", lambda e: self.kick())
        self.on(dom.el("end-rematch"), "click", lambda e: self.rematch())
        self.on(dom.el("end-new"), "click", lambda e: self.open_setup())
        self.on(dom.el("end-board"), "click", lambda e: self.dismiss_end())
        self.on(dom.el("end-copy"), "click", lambda e: dom.spawn(self.copy_replay_link()))
        self.on(dom.el("btn-results"), "click", lambda e: self.reopen_end())
        self.on(dom.el("notice-close"), "click", lambda e: self.hide_notice())
        self.on(window, "storage", self.on_storage)
        for node, event in ((window, "focus"), (document, "pointerdown"), (document, "keydown")):
            self.on(node, event, lambda e: self.lead())
        self.on(document, "visibilitychange", self.on_visibility)
        self.on(document, "keydown", self.on_key)
        for event in ("pointerdown", "keydown"):
            self.on(document, event, lambda e: self.sound.unlock())   # the person used the page
        self.bind_settings()

    def rematch(self) -> None:
        """The same setup again (the setup screen when no game was played yet)."""
        if self.session is None:
            self.open_setup()
        else:
            self.new_game(self.session.setup)

    def bind_settings(self) -> None:
        """The settings under the log: a single move plays itself, hints, square numbers, sound, the big
        die and vibration (shell.extras), the pace."""
        for name, after in (("autoplay", self.kick), ("hints", lambda: self.render([])),
                            ("numbers", lambda: self.render([])), ("sound", None),
                            ("bigdie", self.extras.apply), ("vibrate", None)):
            box = dom.el(name)
            box.checked = self.settings.switch(name)
            self.on(box, "change", lambda e, name=name, after=after: self.on_switch(name, e, after))
        self.extras.bind()
        pace = dom.el("pace")
        pace.value = next((str(p) for p in PACES if p == self.speed), "")   # (a URL's own pace is none of them)
        self.on(pace, "change", lambda e: self.set_pace(float(str(e.target.value))))

    def on_switch(self, name: str, event, after) -> None:
        on = bool(event.target.checked)
        self.set_setting(name, on)
        if name == "sound":
            self.sound.switch(on)
        if after is not None:
            after()

    def set_pace(self, value: float) -> None:
        self.speed = value
        self.motion = value > 0 and not dom.reduced_motion()
        self.set_setting("pace", value)

    def translate(self) -> None:
        document.documentElement.lang = self.lang
        document.title = self.t(self.spec.title)
        for node in document.querySelectorAll("[data-i18n]"):
            node.textContent = self.t(node.getAttribute("data-i18n"))
        dom.el("app-title").textContent = self.t(self.spec.title)   # the game being played
        for node in document.querySelectorAll("select[data-language]"):
            dom.language_menu(node, self.lang)
        self.translate_game()

    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        self.set_setting("lang", lang)
        self.translate()
        self.redraw_last()          # the log too: its events in the new language

    def redraw_last(self) -> None:
        """Redraw after a language change, the last action's sentences said again."""
        if self.session is not None:
            self.render(self.session.events)

    def apply_theme(self) -> None:
        if self.config.theme is not None:
            document.documentElement.classList.add(f"theme-{self.config.theme}")

    def set_setting(self, name: str, value) -> None:
        self.settings.set(name, value)
