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
from ludoview.url_params import GAMES, url_speed

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
         "scenario", "setup", "speed", "seed", "origin", "id", "title")
MAX_TEXT = 200


class EmbedParamError(ValueError):
    """URL parameters the embed cannot use; each problem names its parameter."""

    def __init__(self, problems: str | Sequence[str]) -> None:
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))


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
    setup: bool = False

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


def _start(get: Mapping[str, str | None], scenarios) -> tuple[dict | None, str | None]:
    """The starting position (from ``position`` or ``scenario``) and the roll text."""
    roll_text, scenario_id = get["roll"], get["scenario"]
    if scenario_id is not None:
        if get["position"] is not None:
            raise EmbedParamError("give either position or scenario, not both")
        if not scenarios or scenario_id not in scenarios:
            raise EmbedParamError(f"scenario={_show(scenario_id)}: no such scenario")
        found = scenarios[scenario_id]
        if roll_text is None and found["game"] == "mensch":
            roll_text = str(found["roll"])
        return found["position"], roll_text
    if get["position"] is not None:
        try:
            return api.from_notation(get["position"]), roll_text
        except LudoError as exc:
            raise EmbedParamError(f"position: {exc}") from None
    return None, roll_text


def _game_settings(game: str, get: Mapping[str, str | None], position: dict | None) -> tuple[str, dict]:
    """The colonne variant or the mensch options."""
    if game == "colonne":
        if get["options"] is not None:
            raise EmbedParamError("options are mensch options; colonne has variant=small|large")
        return _agreeing("variant", get["variant"], VARIANTS, position, "small"), {}
    if get["variant"] is not None:
        raise EmbedParamError("variant is a colonne parameter; mensch has options")
    if get["options"] is None:
        return "small", dict(position["options"]) if position is not None else dict(MENSCH_DEFAULTS)
    if position is not None:
        raise EmbedParamError("options come with the position; leave out options when giving a position")
    return "small", parse_options(get["options"])


def _players(value: str | None, game: str, mode: str, position: dict | None) -> tuple[str, ...]:
    count = len(position["seats"]) if game == "mensch" and position is not None else 2
    if value is None:
        return default_players(mode, count)
    players = parse_players(value, game, mode)
    if game == "mensch" and position is not None and len(players) != count:
        raise EmbedParamError(f"players: {len(players)} given, but the position has {count} seats")
    if mode == "demo" and HUMAN in players:
        raise EmbedParamError("mode=demo plays computer players only: players must not include human")
    return players


def _roll(text: str | None, game: str, variant: str, position: dict | None):
    if text is None:
        return None
    roll = parse_roll(text, game, variant)
    if game == "colonne" and position is not None and position["dice"]:
        raise EmbedParamError("roll: this colonne position already has dice to play")
    return roll


def _setup(text: str | None, mode: str, position: dict | None) -> bool:
    """``setup=1``: the reader chooses players and options before a new game."""
    if text is None or text == "0":
        return False
    if text != "1":
        raise EmbedParamError(f"setup={_show(text)}: must be 1 (show the setup) or 0")
    if mode != "play":
        raise EmbedParamError("setup=1 is for mode=play (a new game chosen by the reader)")
    if position is not None:
        raise EmbedParamError("setup=1 starts a new game: leave out position and scenario")
    return True


def _speed(text: str | None) -> float:
    speed = url_speed(text)   # the main page's reading of ?speed= (1 when absent)
    if speed is None:
        raise EmbedParamError(f"speed={_show(text)}: must be a number from 0 to 10")
    return speed


class _Problems:
    """Collects every bad parameter, so one look at the frame names them all."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def attempt(self, default, step, *args):
        try:
            return step(*args)
        except EmbedParamError as exc:
            self.found.extend(exc.problems)
            return default


def parse(params: Mapping[str, Sequence[str]], scenarios: Mapping[str, dict] | None = None) -> EmbedConfig:
    """The config for URL query ``params`` (as ``urllib.parse.parse_qs`` gives them).

    ``scenarios`` maps scenario ids to ``{"game", "position", "roll"}`` (the
    rules pages' data); it is needed only when the URL names a ``scenario``.
    Every problem is collected; :class:`EmbedParamError` lists them all.
    """
    problems = _Problems()
    problems.found += [f"unknown parameter {_show(name)}; the embed knows: {', '.join(KNOWN)}"
                       for name in sorted(set(params) - set(KNOWN))]
    get = {name: problems.attempt(None, _one, params, name) for name in KNOWN}
    choice = lambda name, allowed, default: (  # noqa: E731
        default if get[name] is None else problems.attempt(default, _choice, name, get[name], allowed))
    mode = choice("mode", MODES, "play")
    lang = choice("lang", LANGS, None)
    position, roll_text = problems.attempt((None, get["roll"]), _start, get, scenarios)
    implied_game = position["game"] if position is not None else "mensch"
    game = problems.attempt(implied_game, _agreeing, "game", get["game"], GAMES, position, "mensch")
    variant, options = problems.attempt(("small", dict(MENSCH_DEFAULTS)), _game_settings, game, get, position)
    players = problems.attempt(default_players(mode, 2), _players, get["players"], game, mode, position)
    roll = problems.attempt(None, _roll, roll_text, game, variant, position)
    speed = problems.attempt(1.0, _speed, get["speed"])
    setup = problems.attempt(False, _setup, get["setup"], mode, position)
    origins = problems.attempt((), parse_origins, get["origin"]) if get["origin"] is not None else ()
    texts = {name: problems.attempt("", _text, name, get[name] or "") for name in ("seed", "id", "title")}
    if problems.found:
        raise EmbedParamError(problems.found)
    return EmbedConfig(
        game=game, mode=mode, lang=lang, players=players, options=options, variant=variant,
        position=position, roll=roll, scenario=get["scenario"], speed=speed,
        seed=get["seed"] if get["seed"] is not None else None,
        origins=origins, frame_id=texts["id"], title=texts["title"], setup=setup,
    )
