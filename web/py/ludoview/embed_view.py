"""The embed's drawing: board, die, status, the legal moves explained, share links.

A mixin of :class:`ludoview.embed_page.EmbedPage` (which owns the state and the
input): every method here only reads ``self.table``, ``self.config``,
``self.lang``, ``self.sentences`` and ``self.params`` and writes the DOM. Text
from the URL or the engine goes in as ``textContent`` or escaped, never as markup.
"""

from __future__ import annotations

import json
from html import escape
from urllib.parse import urlencode

from pyscript import document, window

from ludo import api
from ludo.colonne.variant import variant_named
from ludoview import dom
from ludoview.board import render_board, shape_icon
from ludoview.embed_colonne_svg import render_colonne
from ludoview.embed_i18n import te
from ludoview.embed_share import fragment
from ludoview.embed_words import dice_text, move_text, rule_text, say_all, seat_name
from ludoview.page import die_svg


class EmbedView:
    def translate(self) -> None:
        lang = self.lang
        document.documentElement.lang = lang
        caption = dom.el("caption")
        caption.textContent = self.config.title
        caption.hidden = not self.config.title
        if self.config.title:
            document.title = self.config.title
        dom.el("reset").textContent = te(lang, "embed.reset")
        dom.el("reset").hidden = self.config.mode == "demo"
        dom.el("continue").textContent = te(lang, "embed.continue")
        dom.el("share-label").textContent = te(lang, "embed.share")
        dom.el("share-game").textContent = te(lang, "embed.share_game")
        dom.el("share-position").textContent = te(lang, "embed.share_position")
        dom.el("share-replay").textContent = te(lang, "embed.replay")

    def say(self, sentences: list[str]) -> None:
        dom.el("say").textContent = " ".join(sentences)

    def render(self) -> None:
        t = self.table
        lang = self.lang
        phase = t.phase
        mine = self.can_act()
        moves = t.moves if phase == "choose" and (mine or self.config.mode == "scenario") else []
        board = dom.el("board")
        if t.game == "mensch":
            board.innerHTML = render_board(t.position, moves=moves, last=t.last, show_turn=phase != "over", lang=lang)
        else:
            board.innerHTML = render_colonne(t.position, moves=moves, lang=lang)
        board.removeAttribute("aria-busy")
        board.setAttribute("data-phase", phase)
        board.setAttribute("data-turn", str(t.seat))
        board.setAttribute("data-roll", json.dumps(t.shown_roll))
        board.setAttribute("data-position", json.dumps(t.position, sort_keys=True, separators=(",", ":")))
        board.setAttribute("data-moves", json.dumps([{k: m[k] for k in ("dice", "from", "to") if k in m}
                                                     for m in t.moves], separators=(",", ":")))

        name = seat_name(lang, t.seat)
        if phase == "over":
            status = te(lang, "turn.over")
        elif not t.human_to_act:
            status = te(lang, "turn.thinking", player=name)
        elif phase == "roll":
            status = te(lang, "cturn.roll" if t.game == "colonne" else "turn.roll", player=name)
        else:
            status = te(lang, "turn.choose", player=name, roll=dice_text(t.shown_roll if t.game == "colonne"
                                                                          else [t.shown_roll]))
        dom.el("status").textContent = status

        die = dom.el("die")
        faces = self.die_faces()
        die.innerHTML = "".join(die_svg(v) for v in faces)
        die.className = f"die dice-{len(faces)}" + (f" c{t.seat}" if t.game == "mensch" else "")
        die.disabled = not (mine and phase == "roll")
        roll_key = "cdice.roll" if t.game == "colonne" else "die.roll"
        label = te(lang, roll_key) if phase == "roll" else te(lang, "die.face", roll=dice_text(faces))
        die.setAttribute("aria-label", label)
        die.setAttribute("title", label)

        self.render_explanation(moves, mine)
        self.say(self.sentences)
        dom.el("continue").hidden = not (mine and phase == "choose" and not t.moves)
        self.render_share()

    def die_faces(self) -> list:
        """The faces to draw: the roll, or one "?" die per die the game throws."""
        roll = self.table.shown_roll
        if isinstance(roll, list) and roll:
            return roll
        if roll is None and self.table.game == "colonne":
            return [None] * variant_named(self.variant).dice
        return [roll]

    def render_explanation(self, moves: list[dict], mine: bool) -> None:
        t = self.table
        lang = self.lang
        head, rule = "", ""
        items = []
        if t.phase == "choose":
            roll_text = dice_text(t.shown_roll if t.game == "colonne" else [t.shown_roll])
            if not t.moves:
                head = te(lang, "embed.none", roll=roll_text)
                rule = " ".join(say_all(lang, t.no_move_events(), self.variant))
            elif t.game == "colonne":
                head = te(lang, "embed.c_legal", dice=roll_text)
                rule = te(lang, "embed.c_must")
            else:
                head = te(lang, "embed.legal", roll=roll_text)
                rules = {m.get("rule") for m in t.moves}
                if len(rules) == 1 and None not in rules:
                    rule = rule_text(lang, t.moves[0])
                elif len(t.moves) == 1:
                    rule = te(lang, "embed.only_one")
                else:
                    rule = te(lang, "embed.free_choice", n=len(t.moves))
            shown = moves or (t.moves if self.config.mode != "play" else [])
            icon = shape_icon(t.seat, 14) if t.game == "mensch" else ""
            same_rule = len({m.get("rule") for m in shown}) == 1
            for i, move in enumerate(shown):
                why = rule_text(lang, move) if t.game == "mensch" and not same_rule else ""
                extra = f'<span class="rule">{escape(why)}</span>' if why else ""
                disabled = "" if mine else " disabled"
                items.append(f'<li><button type="button" class="move" data-move="{i}" data-testid="move-{i}"'
                             f' data-from="{move["from"]}" data-to="{move["to"]}"{disabled}>'
                             f'{icon} {escape(move_text(lang, t.position, move))}{extra}</button></li>')
        elif t.phase == "roll" and t.human_to_act:
            head = te(lang, "embed.roll_first")
        dom.el("explain-head").textContent = head
        dom.el("explain-rule").textContent = rule
        dom.el("move-list").innerHTML = "".join(items)

    def render_share(self) -> None:
        t = self.table
        keep = {k: v[0] for k, v in self.params.items()
                if k in ("lang", "players", "speed", "origin", "id", "title") and v}
        keep["players"] = ",".join(self.config.players)
        keep["mode"] = "play" if self.config.mode == "demo" else self.config.mode
        base = str(window.location.pathname)
        record = fragment(t.record())
        dom.el("share-game").href = f"{base}?{urlencode(keep)}{record}"
        here = {"position": api.to_notation(t.position), "lang": self.lang}
        if t.game == "mensch" and t.shown_roll is not None:
            here["roll"] = str(t.shown_roll)
        here["mode"] = self.config.mode if self.config.mode != "demo" else "play"
        dom.el("share-position").href = f"{base}?{urlencode(here)}"
        replay_url = base.rsplit("/", 1)[0] + "/replay.html"
        dom.el("share-replay").href = f"{replay_url}?{urlencode({'lang': self.lang})}{record}"
