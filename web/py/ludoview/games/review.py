"""The game review, as plain data: a game's analysis (``ludo.api.analyse``) in words and
an SVG chart, for the end screen and the replay page.

Everything here is a pure function of the analysis JSON (``docs/analysis.md``), the
game's spec and the players' names, so it is tested in CPython: the chart's points are
each player's chance where the record begins (``start``) and after every turn
(``after``); the figures are in points of win chance (0.031 is 3.1 points); the
biggest mistakes come from each player's summary, each with the position before it
(``at``, an index of the replay's positions) for the page to jump to.

The work itself runs in the page a little at a time (:class:`Progress` counts it); the
browser glue is :mod:`ludoview.games.review_page`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from html import escape
from typing import Any

from ludo.values import value
from ludoview.core.game import GameSpec
from ludoview.core.i18n import capital
from ludoview.core.view import roll_words
from ludoview.core.words import SHELL
from ludoview.games.review_chart import (
    MAX_MISTAKES,
    SUMMARY_ID,
    about_points,
    chart_summary,
    chart_svg,
    fine_points,
    line_sample,
    rating_text,
    seat_of,
)


@value(frozen=True)
class PlayerReview:
    """One player's figures: the luck of the dice and the decisions, in words."""

    seat: Any
    name: str
    sample: str                #: the player's line in the chart (SVG)
    luck: str                  #: "Luck of the dice: +3.2 points"
    decisions: str             #: "Decisions: −0.25 points a choice, over 12 choices" or "no choice to make"
    rating: str | None         #: the rating in words ("Good"), None without a decision
    rating_code: str | None
    rating_label: str | None = None   #: "Rating of the decisions: Good" (what is rated: the choices)


@value(frozen=True)
class Mistake:
    """One of the biggest mistakes: who, where (``at``: the position before it), what."""

    seat: Any
    turn: int
    at: int
    loss: float
    text: str
    where: str                 #: "Position 12"
    retry: str | None = None   #: the puzzles page's link that retries it (its position and throw)


@value(frozen=True)
class ReviewView:
    chart: str
    players: tuple[PlayerReview, ...]
    mistakes: tuple[Mistake, ...]
    title: str
    note: str
    mistakes_title: str
    no_mistakes: str
    summary: str = ""          #: the chart in words (its accessible description)
    sums: str = ""             #: why the figures can be large and do not add up to the chart's change
    retry: str = ""            #: the words of a mistake's link to retry it as a puzzle


def review_view(lang: str, spec: GameSpec, analysis: Mapping, names: Mapping | None = None,
                position_at: Callable[[int], dict] | None = None) -> ReviewView:
    """The review of an analysed game: the chart, each player's figures (in turn order),
    and the biggest mistakes (biggest first) with the better choice; ``position_at(at)``
    gives the replay's position ``at`` (to word a choice; without it a choice is not worded,
    nor when its words would cite squares only a board's labels show: :func:`cites_unshown`)."""
    summary = analysis["summary"]
    turns = {t["turn"]: t for t in analysis["turns"]}
    players = []
    for player in analysis["players"]:
        seat = seat_of(spec, player)
        figures = summary[player]
        n = int(figures["decisions"])
        throws = int(figures["turns"])
        decisions = (SHELL(lang, "review.decisions.per", points=fine_points(lang, -float(figures["mean_loss"])), n=n)
                     if n else SHELL(lang, "review.no_decisions"))
        luck = SHELL(lang, "review.luck.per", points=fine_points(lang, float(figures["luck"]) / max(1, throws)),
                     n=throws)
        code = figures["rating"] if n else None
        rated = rating_text(lang, code)
        players.append(PlayerReview(seat, spec.player_name(lang, seat, names), line_sample(spec, seat), luck,
                                    decisions, rated, code,
                                    SHELL(lang, "review.rating.of", rating=rated) if rated else None))
    found = []
    for player in analysis["players"]:
        for index in summary[player]["mistakes"]:
            turn = turns.get(index)
            if turn is not None:
                found.append((-float(turn["loss"]), turn["at"], player, turn))
    found.sort(key=lambda item: (item[0], item[1]))
    mistakes = []
    for _, at, player, turn in found[:MAX_MISTAKES]:
        seat = seat_of(spec, player)
        before = position_at(at) if position_at is not None else None
        text = mistake_sentence(lang, spec, turn, None if before is None or cites_unshown(spec, before, turn) else before,
                                names)
        retry = None
        if before is not None:
            try:
                retry = f"./puzzles.html?lang={lang}#mistake={retry_data(before, turn['roll'])}"
            except Exception:   # (a position the engine refuses: no link, the review stands)
                retry = None
        mistakes.append(Mistake(seat, int(turn["turn"]), int(at), float(turn["loss"]), text,
                                SHELL(lang, "review.at", i=at), retry))
    summary = chart_summary(lang, spec, analysis, names)
    return ReviewView(chart_svg(lang, spec, analysis, names, SUMMARY_ID if summary else None), tuple(players),
                      tuple(mistakes), SHELL(lang, "review.title"), SHELL(lang, "review.note.per"),
                      SHELL(lang, "review.mistakes"), SHELL(lang, "review.no_mistakes"), summary, "",
                      SHELL(lang, "review.retry"))


def cites_unshown(spec: GameSpec, position: dict, turn: Mapping) -> bool:
    """Whether the choices of a mistake (``played``, ``best``), worded, would cite squares that
    only labels show (``GameSpec.cites``: mensch's ring and lane squares). A list of mistakes
    has no board of their positions to label them on: it says such a mistake in its short
    sentence, and the full one is said beside the board of its position (the replay's panel,
    :func:`mistake_board` labelling its squares)."""
    choices = [c for c in (turn.get("played"), turn.get("best")) if isinstance(c, Mapping)]
    return bool(spec.cites(choices, position["turn"]))


def mistake_sentence(lang: str, spec: GameSpec, turn: Mapping, position: dict | None = None,
                     names: Mapping | None = None) -> str:
    """A mistake in a sentence: who, the throw, what was played, the better choice and what it
    cost (``position``: the one before it, to word the choices; without it, a shorter one)."""
    name = spec.player_name(lang, seat_of(spec, turn["mover"]), names)
    cost, roll = about_points(lang, float(turn["loss"])), roll_words(lang, turn["roll"])
    if position is not None:
        text = SHELL(lang, "review.mistake", player=name, roll=roll,
                     played=spec.choice_text(lang, position, turn["roll"], turn["played"], names, True),
                     best=spec.choice_text(lang, position, turn["roll"], turn["best"], names, False), points=cost)
    else:
        text = SHELL(lang, "review.mistake.short", player=name, roll=roll, points=cost)
    return capital(text)


def retry_data(position: dict, roll) -> str:
    """What a link that retries a mistake carries: the position before it (notation; colonne's
    with the dice thrown) and the throw, base64url JSON (read by ``ludoview.learn.puzzles``)."""
    import base64
    import json

    from ludo import api
    if isinstance(roll, (list, tuple)):   # dice kept in the position: thrown into it
        position = api.roll(position, list(roll))
    raw = json.dumps({"position": api.to_notation(position),
                      "roll": list(roll) if isinstance(roll, (list, tuple)) else roll}, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def mistake_moves(spec: GameSpec, position: dict, turn: Mapping) -> tuple[list[dict], list[str]]:
    """What a mistake draws on the position before it: the moves (mensch: the move played and
    the better one, as ``legal_moves`` gives them; colonne: every step of the turn played, then
    every step of the better turn) and each one's role, ``"played"`` or ``"best"``."""
    roll = turn["roll"]
    if not isinstance(turn.get("played") or turn.get("best"), list):   # one move, not a turn of steps
        from ludo import api
        legal = api.legal_moves(position, roll)

        def found(choice):
            return next((m for m in legal if (m["from"], m["to"]) == (choice["from"], choice["to"])), None)
        candidates = [(found(turn["played"]), "played") if turn.get("played") else (None, ""),
                      (found(turn["best"]), "best") if turn.get("best") else (None, "")]
        pairs: list[tuple[dict, str]] = [(m, role) for m, role in candidates if m is not None]
    else:
        pairs = [(dict(step), "played") for step in turn.get("played") or []] + \
                [(dict(step), "best") for step in turn.get("best") or []]
    return [m for m, _ in pairs], [role for _, role in pairs]


def mistake_board(spec: GameSpec, position: dict, turn: Mapping, lang: str, names: Mapping | None = None,
                  orient: str = "landscape", cited: Sequence[str] = ()) -> str:
    """The board before a mistake with the move played and the better one drawn: the game's own
    board, its targets marked ``data-choice="played"`` or ``"best"`` (the page draws them apart),
    the squares its sentence (:func:`mistake_sentence`) cites labelled, and those of ``cited``."""
    import re

    moves, roles = mistake_moves(spec, position, turn)
    told = spec.cites(moves, position["turn"])
    svg = spec.render_board(position, moves=moves, lang=lang, names=names, orient=orient,
                            cited=dict.fromkeys((*cited, *told)))

    def mark(found) -> str:
        index = int(found[2])
        role = roles[index] if index < len(roles) else ""
        return f'<g class="{found[1]} mistake-{role}" id="target-{index}" data-choice="{role}"'
    return re.sub(r'<g class="(target[^"]*)" id="target-(\d+)"', mark, svg)


def review_html(v: ReviewView, show: str, link: Callable[[int, int], str | None] | None = None,
                buttons: bool = False) -> str:
    """The review's body as HTML (every text escaped): the chart and its summary in words (shown
    to everyone, and the chart's accessible description), each player's figures, the notes on them, and the mistakes, each a link
    (``link(at, turn)``: its address), a button that shows its position (``buttons``), or plain
    text; ``show`` is their title."""
    rows = "".join(
        f'<li class="c{escape(str(r.seat))}" data-player="{escape(str(r.seat))}">'
        f'<span class="review-who">{r.sample}<span class="name">{escape(r.name)}</span></span>'
        f'<span class="review-luck">{escape(r.luck)}</span>'
        f'<span class="review-decisions">{escape(r.decisions)}</span>'
        + (f'<span class="review-rating {escape(r.rating_code or "")}">{escape(r.rating_label or r.rating)}</span>'
           if r.rating else "") + '</li>' for r in v.players)
    items = []
    for m in v.mistakes:
        label = f'<span class="review-where">{escape(m.where)}</span> {escape(m.text)}'
        href = link(m.at, m.turn) if link is not None else None
        data = f'data-at="{m.at}" data-turn="{m.turn}" title="{escape(show)}"'
        if href is not None:
            item = f'<a href="{escape(href)}" {data}>{label}</a>'
        elif buttons:
            item = f'<button type="button" {data}>{label}</button>'
        else:
            item = label
        if m.retry and v.retry:
            item += (f' <a class="review-retry" href="{escape(m.retry)}" data-testid="review-retry" '
                     f'data-turn="{m.turn}">{escape(v.retry)}</a>')
        items.append(f'<li class="c{escape(str(m.seat))}">{item}</li>')
    mistakes = (f'<ol class="review-mistakes" data-testid="review-mistakes">{"".join(items)}</ol>' if items
                else f'<p class="review-none">{escape(v.no_mistakes)}</p>')
    summary = (f'<p id="{SUMMARY_ID}" class="review-summary" data-testid="review-summary">{escape(v.summary)}</p>'
               if v.summary else "")   # (shown to everyone: it says what the chart shows)
    sums = f'<p class="note review-note review-sums">{escape(v.sums)}</p>' if v.sums else ""
    return (f'{v.chart}{summary}<ul class="review-players" data-testid="review-players">{rows}</ul>'
            f'<p class="note review-note">{escape(v.note)}</p>{sums}'
            f'<h4 class="review-subtitle">{escape(v.mistakes_title)}</h4>{mistakes}')


# --- the work, a little at a time ---------------------------------------------------------

class Progress:
    """The analysis of a record, advanced in slices (``ludo.api.analyse_turns`` with ticks):
    how far it is (turns done of the record's turns), and the whole result at the end."""

    def __init__(self, items, total: int) -> None:
        self.items = items
        self.total = max(1, int(total))
        self.turns: list[dict] = []
        self.result: dict | None = None

    @property
    def done(self) -> bool:
        return self.result is not None

    @property
    def fraction(self) -> float:
        return 1.0 if self.done else min(0.99, len(self.turns) / self.total)

    def advance(self, budget: float, clock: Callable[[], float]) -> bool:
        """Work until ``budget`` seconds of ``clock`` have passed (at least one item);
        True when the analysis is complete."""
        started = clock()
        while self.result is None:
            item = next(self.items)
            if item is not None:
                if item["kind"] == "turn":
                    self.turns.append(item)
                else:
                    self.result = {"game": item["game"], "players": item["players"], "winner": item["winner"],
                                   "start": item["start"], "turns": self.turns, "summary": item["summary"]}
            if clock() - started >= budget:
                break
        return self.result is not None


def record_turns(record: Mapping) -> int:
    """How many turns (throws) a record holds: what the progress counts towards (a
    record lists its turns, or its actions with the throws among them)."""
    if isinstance(record.get("turns"), list):
        return len(record["turns"])
    return sum(1 for action in record.get("actions") or () if isinstance(action, dict) and "roll" in action)


def opening_record(record: Mapping) -> dict:
    """The record cut before its first turn: analysing it first loads the analysis' code
    (a few tenths of a second in the page) in a slice of its own."""
    cut = dict(record)
    for key in ("turns", "actions"):
        if isinstance(cut.get(key), list):
            cut[key] = []
    return cut
