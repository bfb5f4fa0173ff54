"""A saved mensch game: :class:`~ludoview.games.mensch.session.MenschSession` to JSON and back.

The ``ludo-save/1`` envelope (:mod:`ludoview.core.saves`) with the mensch fields:
``players`` (corner and kind each; a ``name`` maybe), ``options``, ``record``
(the engine's record of the game, with its seed), ``roll`` (a roll waiting for
its move), ``position`` (where the record leads: checked) and ``undo_from``. No
words: the page's log is told again from the record (:meth:`Session.retell`), so a
message renamed or reworded changes nothing a save holds. Every save an earlier
build wrote still loads: ``played`` and ``dice`` made the record then; a save with
neither resumes from its position, without a record; the words they kept
(``events``, ``history``) are not read.
"""

from __future__ import annotations

from typing import Any

from ludo import api
from ludo.limits import brief
from ludo.mensch import NAME, rules
from ludo.mensch.game import RECORD_FORMAT, Game
from ludo.mensch.geometry import SEATS_FOR
from ludo.mensch.jsonio import position_from_json
from ludo.mensch.notation import to_notation
from ludo.mensch.position import Options
from ludoview.core.saves import (
    SAVE_FORMAT,
    SaveError,
    check_envelope,
    check_players,
    check_undo_from,
    is_int,
    need,
    old_seed,
    parse,
    replayed,
    saved_record,
)
from ludoview.core.saves import dumps as dump_json
from ludoview.games.mensch.session import MenschSession
from ludoview.games.mensch.setup import Setup


def to_json(session: MenschSession) -> dict[str, Any]:
    record = session.record()
    return {
        "format": SAVE_FORMAT,
        "game": NAME,
        "players": [{"corner": p.corner, "kind": p.kind, **({"name": p.name} if p.name else {})}
                    for p in session.setup.players],
        "options": dict(session.setup.options),
        **({"record": record} if record is not None else {"seed": session.seed}),
        "position": session.position,
        "roll": session.roll_value,
        "undo_from": session.undo_from,
    }


def dumps(session: MenschSession) -> str:
    return dump_json(to_json(session))


def _position(value: Any, setup: Setup, name: str) -> dict:
    need(isinstance(value, dict) and value.get("game") == NAME, f"{name} is not a {NAME} position")
    try:   # the engine checks every field; back from its notation, the position is complete
        value = api.from_notation(api.to_notation(value))
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    need(list(value["seats"]) == setup.seats, f"{name}: its seats do not match the players")
    need(all(value["options"].get(k) == v for k, v in setup.options.items()),
         f"{name}: its options do not match the game's")
    return value


def _roll(value: Any, session: MenschSession, name: str) -> None:
    """The die the save's game waits to play, thrown again (so the page says it again)."""
    if value is None:
        return
    need(is_int(value) and 1 <= value <= 6, f"{name} is not a die value")
    need(not session.game.over, f"{name}: the game is already over")
    need(bool(rules.legal_choices(session.game.position, value)), f"{name}: that roll has no move to wait for")
    session.roll(value)


def _old_record(setup: Setup, data: dict):
    """An earlier build's ``played`` (start and turns) and dice seed as the engine's record."""
    def upgrade(played: dict, seed: str | None) -> dict:
        start = _position(played["start"], setup, "played.start")
        return {"format": RECORD_FORMAT, "game": NAME, "options": start["options"], "seats": start["seats"],
                "start": start, "turns": played["actions"], **({"seed": seed} if seed is not None else {})}
    return saved_record(data, upgrade)


def from_json(data: Any) -> MenschSession:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    check_envelope(data, NAME)
    need(isinstance(data.get("position"), dict), "position is not an object")
    players = check_players(data)
    need(len(players) in SEATS_FOR, f"the players list has {len(players)} players, not 2, 3 or 4")
    corners = [p.get("corner") for p in players]
    need(corners == list(SEATS_FOR[len(players)]), f"player corners {', '.join(brief(c, 20) for c in corners)} are not a valid seating")
    try:
        kinds: list[Any] = [p.get("kind") for p in players]   # the save's own: checked by Setup.make
        setup = Setup.make(len(players), kinds, data.get("options"), [p.get("name") for p in players])
    except (ValueError, AttributeError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    record = _old_record(setup, data)
    if record is not None:
        game = replayed(Game, record)
        need(list(game.start.seats) == setup.seats and game.start.options == Options(**setup.options),
             "record: its seats or options do not match the players'")
        need(to_notation(game.position) == api.to_notation(position), "record: it does not lead to the saved position")
    else:   # a build that kept no record: the game resumes where it stood
        game = Game(tuple(setup.seats), None, data.get("seed", old_seed(data)), position_from_json(position))
    session = MenschSession(setup, game, undo_from=check_undo_from(data, len(game.history)) if record is not None else None,
                            whole=record is not None)
    session.retell()
    undo_from = session.undo_from
    _roll(data.get("roll"), session, "roll")
    session.undo_from = undo_from
    return session


def loads(text: str) -> MenschSession:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
