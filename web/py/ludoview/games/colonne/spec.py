"""The colonne game's entry in the registry: its :class:`~ludoview.core.game.GameSpec`."""


from __future__ import annotations

from ludo.colonne import NAME
from ludo.colonne.game import RECORD_FORMAT
from ludo.colonne.variant import VARIANTS, variant_named
from ludo.limits import brief
from ludoview.core.game import GameSpec
from ludoview.games.colonne import board, controls, events, save, session, setup, throw, view, words

#: The fields of an earlier build's colonne share links: a start and the actions after it.
OLD_FIELDS = {"format", "game", "start", "actions"}


def parse_variant(text: str | None, position: dict | None) -> dict:
    """``variant=small|large``: the settings; a position brings its own (ValueError when they differ)."""
    implied = position["variant"] if position is not None else "small"
    if text is None:
        return {"variant": implied}
    if text not in VARIANTS:
        raise ValueError(f"variant={brief(text, 60)}: expected one of {', '.join(VARIANTS)}")
    if position is not None and text != implied:
        raise ValueError(f"variant={brief(text, 60)} but the position is {implied}")
    return {"variant": text}


def upgrade_record(record: dict) -> dict:
    """A record of an earlier build's share link (only a start position and the rolls and
    steps after it, in a format of its own) as the engine's ``ludo-record/1``; a current
    record unchanged (the engine checks it)."""
    if record.get("format") == RECORD_FORMAT or set(record) != OLD_FIELDS:
        return record
    start = record["start"]
    if not isinstance(start, dict):
        raise ValueError(f"{NAME} record: its start is not a position")
    return {"format": RECORD_FORMAT, "game": NAME, "variant": start.get("variant"), "seed": None, "opening": [],
            "first": start.get("turn"), "start": start, "actions": record["actions"]}


GAME = GameSpec(
    name=NAME,
    title="colonne.app.title",
    words=words.WORDS,
    session=session.ColonneSession,
    default_setup=setup.ColonneSetup.default,
    make_setup=lambda kinds, settings, position: setup.ColonneSetup(settings["variant"], tuple(kinds)),
    dump=save.dumps,
    load=save.loads,
    say_all=lambda lang, said, position=None, you=None, names=None: words.say_all(
        lang, said, (position or {}).get("variant", "small"), you, names),
    replay=session.replayed,
    sounds=events.SOUNDS,
    chooser=controls.Chooser,
    explain=view.explain,
    status=view.status,
    roll_label="colonne.dice.roll",
    render_board=board.render_colonne,
    icon=board.disc_icon,
    player_name=words.player_name,
    move_text=words.move_text,
    tap_text=words.tap_text,
    unit_tap_words=words.unit_tap_words,
    choice_text=lambda lang, position, roll, choice, names=None, done=True, capture=True: words.choice_text(
        lang, position, roll, choice, names, done),
    seat_counts=(2,),
    seats_for=lambda count: setup.COLOURS,
    seats_of=lambda position: setup.COLOURS,
    move_keys=("dice", "from", "to"),
    throw=throw.ColonneThrow(),
    settings_param="variant",
    parse_settings=parse_variant,
    settings_form=setup.settings_form,
    settings_text=lambda lang, position: words.WORDS(lang, f"colonne.setup.{position['variant']}"),
    settings_read=setup.settings_read,
    dice_count=lambda settings: variant_named(settings["variant"]).dice,
    upgrade_record=upgrade_record,
    page="ludoview.games.colonne.page:ColonnePage",
)
