"""A saved colonne game: :class:`~ludoview.games.colonne.session.ColonneSession` to JSON and back.

The ``ludo-save/1`` envelope (:mod:`ludoview.core.saves`) with the colonne
fields: ``variant``, ``players`` (colour and kind each; a ``name`` maybe),
``record`` (the engine's record of the game, with its seed and opening rolls),
``position`` (where the record leads: checked) and ``undo_from``. No words: the
page's log is told again from the record (:meth:`Session.retell`). Every save an
earlier build wrote still loads: ``played`` (with the opening rolls since one
build) and ``dice`` made the record then; a save with neither resumes from its
position, without a record; the words they kept (``events``, ``history``) are not
read.
"""

from __future__ import annotations

from typing import Any

from ludo import api
from ludo.colonne import NAME
from ludo.colonne.game import RECORD_FORMAT, Game
from ludo.colonne.geometry import COLOURS
from ludo.colonne.jsonio import position_from_json
from ludo.colonne.notation import to_notation
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
from ludoview.games.colonne.session import ColonneSession
from ludoview.games.colonne.setup import ColonneSetup


def to_json(session: ColonneSession) -> dict[str, Any]:
    record = session.record()
    return {
        "format": SAVE_FORMAT,
        "game": NAME,
        "variant": session.setup.variant,
        "players": [{"colour": c, "kind": k, **({"name": n} if n else {})}
                    for c, k, n in zip(COLOURS, session.setup.kinds, session.setup.player_names, strict=True)],
        **({"record": record} if record is not None else {"seed": session.seed}),
        "position": session.position,
        "undo_from": session.undo_from,
    }


def dumps(session: ColonneSession) -> str:
    return dump_json(to_json(session))


def _position(value: Any, setup: ColonneSetup, name: str) -> dict:
    need(isinstance(value, dict) and value.get("game") == NAME, f"{name} is not a {NAME} position")
    try:
        api.to_notation(value)       # the engine checks every field
    except ValueError as exc:
        raise SaveError(f"{name}: {exc}") from None
    need(value["variant"] == setup.variant, f"{name}: its variant does not match the game's")
    return value


def _rolled(value: Any, setup: ColonneSetup, name: str) -> list[int]:
    need(isinstance(value, list) and all(is_int(d) and 1 <= d <= 6 for d in value) and len(value) == setup.dice,
         f"{name} is not a roll of this game's dice")
    return list(value)


def _opening(value: Any, setup: ColonneSetup, name: str) -> list[dict]:
    need(isinstance(value, list) and all(isinstance(r, dict) and set(r) == set(COLOURS) for r in value),
         f"{name} is not a list of opening rolls")
    return [{c: _rolled(r[c], setup, f"{name}.{c}") for c in COLOURS} for r in value]


def _old_record(setup: ColonneSetup, data: dict):
    """An earlier build's ``played`` (start, actions, opening rolls) and dice seed as the
    engine's record, as that build's page made it."""
    def upgrade(played: dict, seed: str | None) -> dict:
        start = _position(played["start"], setup, "played.start")
        opening = _opening(played.get("opening", []), setup, "played.opening")
        record = {"format": RECORD_FORMAT, "game": NAME, "variant": setup.variant, "seed": seed,
                  "opening": opening, "first": start["turn"], "actions": played["actions"]}
        if not opening or start != api.new_colonne(setup.variant, start["turn"]):
            record["start"] = start
        return record
    return saved_record(data, upgrade)


def from_json(data: Any) -> ColonneSession:
    """The session a parsed save describes (:class:`SaveError` if it is not a valid one)."""
    check_envelope(data, NAME)
    need(isinstance(data.get("position"), dict) and data["position"].get("game") == NAME,
         f"position is not a {NAME} position")
    players = check_players(data)
    need(len(players) == 2, "the players list does not have two players")
    need([p.get("colour") for p in players] == list(COLOURS), "the players are not white and black")
    try:
        kinds: tuple[Any, ...] = tuple(p.get("kind") for p in players)   # the save's own: checked by ColonneSetup
        names: tuple[Any, ...] = tuple(p.get("name") for p in players)
        setup = ColonneSetup(data.get("variant"), kinds, names)
    except (ValueError, TypeError) as exc:
        raise SaveError(str(exc)) from None
    position = _position(data.get("position"), setup, "position")
    record = _old_record(setup, data)
    if record is not None:
        game = replayed(Game, record)
        need(game.variant.name == setup.variant, "record: its variant does not match the game's")
        need(to_notation(game.position) == api.to_notation(position), "record: it does not lead to the saved position")
    else:   # a build that kept no record: the game resumes where it stood
        try:
            game = Game(setup.variant, data.get("seed", old_seed(data)), start=position_from_json(position))
        except ValueError as exc:
            raise SaveError(f"position: {exc}") from None
    session = ColonneSession(setup, game, undo_from=check_undo_from(data, len(game.history)) if record is not None else None,
                             whole=record is not None)
    session.retell()
    return session


def loads(text: str) -> ColonneSession:
    """The session saved as ``text`` (:class:`SaveError` if unreadable)."""
    return from_json(parse(text))
