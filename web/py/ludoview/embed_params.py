"""The embed's URL parameters: parsed and validated into an :class:`EmbedConfig`.

``embed.html?game=mensch&players=human,hard&lang=it&mode=play`` -- every
parameter is documented in ``web/embedding.html``. Pure Python (no DOM), so the
rules are tested under CPython. Anything unknown or malformed raises
:class:`EmbedParamError` naming the parameter and the bad value; the embed shows
that message in the frame and sends it to the host as an ``error`` event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from ludo import api
from ludo.errors import LudoError

GAMES = ("mensch", "colonne")
MODES = ("play", "scenario", "demo")
LANGS = ("it", "fr", "en", "de")
HUMAN = "human"
LEVELS = ("easy", "medium", "hard")
KINDS = (HUMAN,) + LEVELS
MENSCH_OPTIONS = ("mandatory_capture", "lane_jump", "start_with_piece")
MENSCH_DEFAULTS = {"mandatory_capture": True, "lane_jump": False, "start_with_piece": False}
VARIANTS = ("small", "large")
SEATS_FOR = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
COLOURS = ("white", "black")
#: Every parameter the embed understands, in the order the guide lists them.
KNOWN = ("game", "lang", "mode", "players", "options", "variant", "position", "roll",
         "scenario", "speed", "seed", "origin", "id", "title")
MAX_TEXT = 200


class EmbedParamError(ValueError):
    """A URL parameter the embed cannot use; the message names it."""


def _show(value: str) -> str:
    """A parameter value quoted for an error message (cut short; never markup)."""
    return repr(value if len(value) <= 60 else value[:57] + "...")


@dataclass(frozen=True)
class EmbedConfig:
    """What the URL asked for, validated. ``position`` is a spec JSON position."""

    game: str = "mensch"
    mode: str = "play"
    lang: str | None = None
    players: tuple[str, ...] = ()
    options: Mapping[str, bool] = field(default_factory=lambda: dict(MENSCH_DEFAULTS))
    variant: str = "small"
    position: dict | None = None
    roll: int | tuple[int, ...] | None = None
    scenario: str | None = None
    speed: float = 1.0
    seed: str | None = None
    origins: tuple[str, ...] = ()
    frame_id: str = ""
    title: str = ""

    @property
    def seats(self) -> tuple:
        """The seats in turn order (mensch corners, or the two colonne colours)."""
        if self.game == "colonne":
            return COLOURS
        if self.position is not None:
            return tuple(self.position["seats"])
        return SEATS_FOR[len(self.players)]


def _one(params: Mapping[str, Sequence[str]], name: str) -> str | None:
    values = params.get(name)
    if not values:
        return None
    if len(values) > 1:
        raise EmbedParamError(f"parameter {name!r} is given {len(values)} times; give it once")
    value = values[0]
    if len(value) > 2000:
        raise EmbedParamError(f"parameter {name!r} is too long ({len(value)} characters)")
    return value


def _choice(name: str, value: str, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise EmbedParamError(f"{name}={_show(value)}: expected one of {', '.join(allowed)}")
    return value


def parse_options(value: str) -> dict[str, bool]:
    """``lane_jump:on,mandatory_capture:off`` (a bare name means on)."""
    options = dict(MENSCH_DEFAULTS)
    for item in filter(None, value.split(",")):
        name, _, state = item.partition(":")
        if name not in MENSCH_OPTIONS:
            raise EmbedParamError(f"options: unknown option {_show(name)}; known: {', '.join(MENSCH_OPTIONS)}")
        if state not in ("", "on", "off"):
            raise EmbedParamError(f"options: {name}:{_show(state)} must be {name}:on or {name}:off")
        options[name] = state != "off"
    return options


def parse_players(value: str, game: str, mode: str = "play") -> tuple[str, ...]:
    """``human,hard`` (one kind per seat in turn order) or a count: ``3``
    (you against medium computers; in a demo, computers only)."""
    if value.isdigit():
        count = int(value)
        if count not in (SEATS_FOR if game == "mensch" else (2,)):
            allowed = "2, 3 or 4" if game == "mensch" else "2"
            raise EmbedParamError(f"players={_show(value)}: {game} is for {allowed} players")
        first = "medium" if mode == "demo" else HUMAN
        return (first,) + ("medium",) * (count - 1)
    kinds = tuple(value.split(","))
    for kind in kinds:
        if kind not in KINDS:
            raise EmbedParamError(f"players: unknown player {_show(kind)}; each must be one of {', '.join(KINDS)}")
    if game == "mensch" and len(kinds) not in SEATS_FOR:
        raise EmbedParamError(f"players={_show(value)}: mensch needs 2 to 4 players, not {len(kinds)}")
    if game == "colonne" and len(kinds) != 2:
        raise EmbedParamError(f"players={_show(value)}: colonne needs exactly 2 players, not {len(kinds)}")
    return kinds


def parse_roll(value: str, game: str, variant: str) -> int | tuple[int, ...]:
    parts = value.split(",")
    if not all(p.isdigit() and 1 <= int(p) <= 6 for p in parts):
        raise EmbedParamError(f"roll={_show(value)}: each die must be a number from 1 to 6")
    dice = tuple(int(p) for p in parts)
    if game == "mensch":
        if len(dice) != 1:
            raise EmbedParamError(f"roll={_show(value)}: mensch uses one die")
        return dice[0]
    wanted = 2 if variant == "small" else 3
    if len(dice) != wanted:
        raise EmbedParamError(f"roll={_show(value)}: the {variant} colonne game rolls {wanted} dice")
    return dice


def parse_origins(value: str) -> tuple[str, ...]:
    """``https://a.example,https://b.example:8080`` or ``*`` (any origin)."""
    origins = tuple(filter(None, value.split(",")))
    if not origins:
        raise EmbedParamError("origin is empty: give one or more origins such as https://example.org")
    for origin in origins:
        if origin == "*":
            continue
        scheme, sep, rest = origin.partition("://")
        if (scheme not in ("http", "https") or not sep or not rest or "/" in rest
                or any(ch.isspace() or ch in "<>\"'?#@" for ch in rest)):
            raise EmbedParamError(
                f"origin: {_show(origin)} is not an origin (scheme://host[:port], no path), e.g. https://example.org")
    return origins


def default_players(mode: str, count: int) -> tuple[str, ...]:
    """Who plays when the URL does not say: the reader everywhere in a scenario,
    computers in a demo, else the reader against medium computers."""
    if mode == "scenario":
        return (HUMAN,) * count
    if mode == "demo":
        return ("medium",) * count
    return (HUMAN,) + ("medium",) * (count - 1)


def _agreeing(name: str, value: str | None, allowed: Sequence[str], position: dict | None,
              default: str) -> str:
    """A choice (``game``, ``variant``) that a position, when given, already makes."""
    implied = position[name] if position is not None else default
    if value is None:
        return implied
    _choice(name, value, allowed)
    if position is not None and value != implied:
        raise EmbedParamError(f"{name}={_show(value)} but the position is {implied}")
    return value


def _text(name: str, value: str) -> str:
    if len(value) > MAX_TEXT:
        raise EmbedParamError(f"{name}: at most {MAX_TEXT} characters, not {len(value)}")
    return value


def parse(params: Mapping[str, Sequence[str]], scenarios: Mapping[str, dict] | None = None) -> EmbedConfig:
    """The config for URL query ``params`` (as ``urllib.parse.parse_qs`` gives them).

    ``scenarios`` maps scenario ids to ``{"game", "position", "roll"}`` (the
    rules pages' data); it is needed only when the URL names a ``scenario``.
    """
    unknown = sorted(set(params) - set(KNOWN))
    if unknown:
        raise EmbedParamError(f"unknown parameter {_show(unknown[0])}; the embed knows: {', '.join(KNOWN)}")
    get = {name: _one(params, name) for name in KNOWN}

    mode = _choice("mode", get["mode"], MODES) if get["mode"] is not None else "play"
    lang = _choice("lang", get["lang"], LANGS) if get["lang"] is not None else None

    position = None
    roll_text = get["roll"]
    scenario_id = get["scenario"]
    if scenario_id is not None:
        if get["position"] is not None:
            raise EmbedParamError("give either position or scenario, not both")
        if not scenarios or scenario_id not in scenarios:
            raise EmbedParamError(f"scenario={_show(scenario_id)}: no such scenario")
        found = scenarios[scenario_id]
        position = found["position"]
        if roll_text is None and found["game"] == "mensch":
            roll_text = str(found["roll"])
    elif get["position"] is not None:
        try:
            position = api.from_notation(get["position"])
        except LudoError as exc:
            raise EmbedParamError(f"position: {exc}") from None

    game = _agreeing("game", get["game"], GAMES, position, "mensch")
    variant = "small"
    if game == "colonne":
        variant = _agreeing("variant", get["variant"], VARIANTS, position, "small")
        if get["options"] is not None:
            raise EmbedParamError("options are mensch options; colonne has variant=small|large")
        options: dict = {}
    else:
        if get["variant"] is not None:
            raise EmbedParamError("variant is a colonne parameter; mensch has options")
        if get["options"] is not None:
            if position is not None:
                raise EmbedParamError("options come with the position; leave out options when giving a position")
            options = parse_options(get["options"])
        else:
            options = dict(position["options"]) if position is not None else dict(MENSCH_DEFAULTS)

    count = len(position["seats"]) if game == "mensch" and position is not None else 2
    players = parse_players(get["players"], game, mode) if get["players"] is not None else default_players(mode, count)
    if game == "mensch" and position is not None and len(players) != len(position["seats"]):
        raise EmbedParamError(
            f"players: {len(players)} given, but the position has {len(position['seats'])} seats")
    if mode == "demo" and HUMAN in players:
        raise EmbedParamError("mode=demo plays computer players only: players must not include human")

    roll = parse_roll(roll_text, game, variant) if roll_text is not None else None
    if roll is not None and game == "colonne" and position is not None and position["dice"]:
        raise EmbedParamError("roll: this colonne position already has dice to play")

    speed = 1.0
    if get["speed"] is not None:
        try:
            speed = float(get["speed"])
        except ValueError:
            raise EmbedParamError(f"speed={_show(get['speed'])}: must be a number from 0 to 10") from None
        if not 0 <= speed <= 10:
            raise EmbedParamError(f"speed={_show(get['speed'])}: must be a number from 0 to 10")

    origins = parse_origins(get["origin"]) if get["origin"] is not None else ()
    return EmbedConfig(
        game=game, mode=mode, lang=lang, players=players, options=options, variant=variant,
        position=position, roll=roll, scenario=scenario_id, speed=speed,
        seed=_text("seed", get["seed"]) if get["seed"] is not None else None,
        origins=origins, frame_id=_text("id", get["id"] or ""), title=_text("title", get["title"] or ""),
    )
