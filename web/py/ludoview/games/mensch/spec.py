"""The mensch game's entry in the registry: its :class:`~ludoview.core.game.GameSpec`."""


from __future__ import annotations

from ludo.limits import brief
from ludo.mensch import NAME
from ludoview.core.game import GameSpec
from ludoview.games.mensch import board, controls, events, save, session, setup, throw, view, words


def parse_options(text: str | None, position: dict | None) -> dict:
    """``options=lane_jump:on,mandatory_capture:off`` (a bare name means on): the settings,
    the position's own when it is given (ValueError naming a bad option)."""
    if text is None:
        return {"options": dict(position["options"]) if position is not None else dict(setup.DEFAULT_OPTIONS)}
    if position is not None:
        raise ValueError("options come with the position; leave out options when giving a position")
    options = dict(setup.DEFAULT_OPTIONS)
    for item in filter(None, text.split(",")):
        name, _, state = item.partition(":")
        if name not in setup.OPTION_NAMES:
            raise ValueError(f"options: unknown option {brief(name, 60)}; known: {', '.join(setup.OPTION_NAMES)}")
        if state not in ("", "on", "off"):
            raise ValueError(f"options: {brief(name, 30)}:{brief(state, 30)} must be {name}:on or {name}:off")
        options[name] = state != "off"
    return {"options": options}


def settings_text(lang: str, position: dict) -> str:
    """The options a game was played with, in words ("Capturing is compulsory, One piece already out")."""
    chosen = [words.WORDS(lang, f"mensch.option.{name}") for name in setup.OPTION_NAMES if position["options"].get(name)]
    return ", ".join(chosen) or words.WORDS(lang, "mensch.option.none")


def make_setup(kinds, settings, position) -> setup.Setup:
    seats = position["seats"] if position is not None else setup.SEATS_FOR[len(kinds)]
    return setup.Setup.for_seats(seats, kinds, settings["options"])


GAME = GameSpec(
    name=NAME,
    title="mensch.app.title",
    words=words.WORDS,
    session=session.MenschSession,
    default_setup=setup.Setup.default,
    make_setup=make_setup,
    dump=save.dumps,
    load=save.loads,
    say_all=lambda lang, said, position=None, you=None, names=None: words.say_all(lang, said, you, names),
    replay=session.replayed,
    sounds=events.SOUNDS,
    chooser=controls.Chooser,
    explain=view.explain,
    status=view.status,
    roll_label="mensch.die.roll",
    render_board=board.render_board,
    icon=board.shape_icon,
    player_name=words.player_name,
    move_text=lambda lang, position, move: words.describe_move(
        lang, move, position["turn"], events.victim_of(position, move)),
    tap_text=words.tap_text,
    choice_text=words.choice_text,
    seat_counts=tuple(setup.SEATS_FOR),
    seats_for=setup.SEATS_FOR.__getitem__,
    seats_of=lambda position: tuple(position["seats"]),
    move_keys=("from", "to"),
    throw=throw.MenschThrow(),
    settings_param="options",
    parse_settings=parse_options,
    settings_form=setup.settings_form,
    settings_text=settings_text,
    settings_read=setup.settings_read,
    dice_count=lambda settings: 1,
    upgrade_record=lambda record: record,
    page="ludoview.games.mensch.page:MenschPage",
    cites=words.cites,
)
