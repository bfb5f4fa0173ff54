"""The embed's URL, read once: its parameters validated into an :class:`EmbedConfig`.

``embed.html?game=mensch&players=human,hard&lang=it&mode=play`` -- every
parameter is documented in ``web/embedding.html``. Pure Python (no DOM).
Anything unknown or malformed raises :class:`EmbedParamError` naming the
parameter and the bad value; the embed shows the message in the frame and sends
it to the host as an ``error`` event.

A start (a position and a throw) is checked by :func:`check_start`, the same
function the host API's ``set-position`` and ``set-roll`` use, so the URL and
the host refuse the same inputs with the same messages. Everything about a game
(its players, its settings parameter, its dice) comes from its spec in the
registry (:mod:`ludoview.games`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ludo import api
from ludo.errors import LudoError
from ludo.limits import brief, is_ascii_int
from ludo.values import field, replace, value
from ludoview import games
from ludoview.core.config import read_speed
from ludoview.core.game import GameSpec
from ludoview.core.i18n import LANGUAGES
from ludoview.core.session import EMBED, HUMAN, KINDS
from ludoview.games.replay import replay

MODES = ("play", "scenario", "demo")
#: Every parameter the embed understands, in the order the guide lists them.
KNOWN = ("game", "lang", "mode", "players", "options", "variant", "position", "roll",
         "scenario", "setup", "speed", "seed", "origin", "id", "title")
MAX_TEXT = 200


class EmbedParamError(ValueError):
    """Input the embed cannot use (URL parameters or a host's command); each problem names its value."""

    def __init__(self, problems: str | Sequence[str]) -> None:
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("; ".join(self.problems))


def show(value: Any) -> str:
    """A value quoted for an error message (cut short; never markup, never Python's repr):
    a throw as "5,3", text in quotes, a list or an object by its size
    (:func:`ludo.limits.brief`)."""
    if isinstance(value, (list, tuple)) and 0 < len(value) <= 6 and all(type(d) is int for d in value):
        return ",".join(brief(d, 12) for d in value)
    return brief(value, 60)


@value(frozen=True)
class EmbedConfig:
    """What the URL asked for, validated. ``position`` is a spec JSON position;
    ``settings`` the game's own (mensch ``{"options": {...}}``, colonne ``{"variant": ...}``);
    ``roll`` a throw (a tuple of dice) given with the start."""

    game: str = games.DEFAULT
    mode: str = "play"
    lang: str | None = None
    players: tuple[str, ...] = (HUMAN, "medium")
    settings: Mapping[str, Any] = field(default_factory=dict)
    position: dict | None = None
    roll: tuple[int, ...] | None = None
    scenario: str | None = None
    speed: float = 1.0
    seed: str | None = None
    origins: tuple[str, ...] = ()
    frame_id: str = ""
    title: str = ""
    setup: bool = False

    @property
    def spec(self) -> GameSpec:
        return games.spec(self.game)

    def game_setup(self):
        """The game's setup: who plays each seat, with the game's settings."""
        return self.spec.make_setup(self.players, self.settings or self.spec.parse_settings(None, self.position),
                                    self.position)

    @property
    def seats(self) -> tuple:
        """The seats in turn order (mensch corners, or the two colonne colours)."""
        return tuple(self.game_setup().seats)

    def session(self):
        """A new session of the game as configured (a fresh game, or the position and throw)."""
        return self.spec.session.new(self.game_setup(), self.seed, mode=EMBED, position=self.position,
                                     roll=self.roll)


# --- the start: a position and a throw (URL and host alike) ---------------------------------

def read_position(value: Any) -> dict:
    """A position given as notation text or as spec JSON, checked by the engine."""
    try:
        if isinstance(value, str):
            return api.from_notation(value)
        # the engine checks the JSON position fully; back from its notation, it is complete
        # (options left out take their defaults), as every page reads it
        return api.from_notation(api.to_notation(value))
    except LudoError as exc:
        raise EmbedParamError(f"position: {exc}") from None
    except Exception as exc:   # whatever a host sends: refused, with words, never a crash
        raise EmbedParamError(f"position {brief(value, 40)}: not a position ({type(exc).__name__})") from None


def check_roll(value: Any, spec: GameSpec, settings: Mapping) -> tuple[int, ...]:
    """A throw for a game so set: one die 1..6 (a number, or a list of one) or a list of dice."""
    dice = [value] if type(value) is int else value
    if not isinstance(dice, (list, tuple)) or not dice or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise EmbedParamError(f"roll {show(value)}: each die must be a number from 1 to 6")
    wanted = spec.dice_count(settings)
    if len(dice) != wanted:
        raise EmbedParamError(f"roll {show(value)}: {spec.name} uses one die" if wanted == 1 else
                              f"roll {show(value)}: this {spec.name} game rolls {wanted} dice")
    return tuple(dice)


def check_start(spec: GameSpec, settings: Mapping, position: dict | None, roll: Any) -> tuple[int, ...] | None:
    """The throw given with a start, checked against it: a finished game takes no throw,
    nor does a position that already has dice to play."""
    if roll is None:
        return None
    dice = check_roll(roll, spec, settings)
    if position is not None:
        if api.result(position) is not None:
            raise EmbedParamError("roll: the game is over: no more rolls")
        setup = spec.make_setup((HUMAN,) * len(spec.seats_of(position)), settings, position)
        if spec.session.new(setup, "check", mode=EMBED, position=position).phase == "choose":
            raise EmbedParamError("roll: this position already has dice to play")
    return dice


def roll_text(text: str) -> Any:
    """The URL's ``roll=5,3`` as dice (text that is not numbers stays text, for the message)."""
    parts = text.split(",")
    return [int(p) for p in parts] if len(parts) <= 6 and all(is_ascii_int(p, 2) for p in parts) else text


# --- the other parameters ------------------------------------------------------------------

def _one(params: Mapping[str, Sequence[str]], name: str) -> str | None:
    values = params.get(name)
    if not values:
        return None
    if len(values) > 1:
        raise EmbedParamError(f"parameter {brief(name)} is given {len(values)} times; give it once")
    value = values[0]
    if len(value) > 2000:
        raise EmbedParamError(f"parameter {brief(name)} is too long ({len(value)} characters)")
    return value


def _choice(name: str, value: str, allowed: Sequence[str]) -> str:
    if value not in allowed:
        raise EmbedParamError(f"{name}={show(value)}: expected one of {', '.join(allowed)}")
    return value


def default_players(mode: str, count: int) -> tuple[str, ...]:
    """Who plays when the URL does not say: the reader everywhere in a scenario,
    computers in a demo, else the reader against medium computers."""
    if mode == "scenario":
        return (HUMAN,) * count
    if mode == "demo":
        return ("medium",) * count
    return (HUMAN,) + ("medium",) * (count - 1)


def parse_players(value: str, spec: GameSpec, mode: str = "play") -> tuple[str, ...]:
    """``human,hard`` (one kind per seat in turn order) or a count: ``3``
    (you against medium computers; in a demo, computers only)."""
    counts = spec.seat_counts
    allowed = " or ".join(map(str, counts)) if len(counts) < 3 else f"{counts[0]} to {counts[-1]}"
    if value.isdigit() or value.isdecimal():   # a count; in ASCII digits only, few of them
        count = int(value) if is_ascii_int(value, 2) else None
        if count not in counts:
            raise EmbedParamError(f"players={show(value)}: {spec.name} is for {allowed} players")
        first = "medium" if mode == "demo" else HUMAN
        return (first,) + ("medium",) * (count - 1)
    kinds = tuple(value.split(","))
    for kind in kinds:
        if kind not in KINDS:
            raise EmbedParamError(f"players: unknown player {show(kind)}; each must be one of {', '.join(KINDS)}")
    if len(kinds) not in counts:
        need = f"exactly {counts[0]}" if len(counts) == 1 else allowed
        raise EmbedParamError(f"players={show(value)}: {spec.name} needs {need} players, not {len(kinds)}")
    return kinds


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
                f"origin: {show(origin)} is not an origin (scheme://host[:port], no path), e.g. https://example.org")
    return origins


def _text(name: str, value: str) -> str:
    if len(value) > MAX_TEXT:
        raise EmbedParamError(f"{name}: at most {MAX_TEXT} characters, not {len(value)}")
    return value


def _start(get: Mapping[str, str | None], scenarios) -> tuple[dict | None, Any]:
    """The starting position (from ``position`` or ``scenario``) and the roll (text or scenario's)."""
    roll, scenario_id = get["roll"], get["scenario"]
    roll = roll_text(roll) if roll is not None else None
    if scenario_id is not None:
        if get["position"] is not None:
            raise EmbedParamError("give either position or scenario, not both")
        if not scenarios or scenario_id not in scenarios:
            raise EmbedParamError(f"scenario={show(scenario_id)}: no such scenario")
        found = scenarios[scenario_id]
        if roll is None and "roll" in found:
            roll = found["roll"]
        return found["position"], roll
    if get["position"] is not None:
        return read_position(get["position"]), roll
    return None, roll


def _game(value: str | None, position: dict | None) -> GameSpec:
    """The game the URL names, which a position, when given, already names."""
    implied = position["game"] if position is not None else games.DEFAULT
    if value is None:
        return games.spec(implied)
    _choice("game", value, games.NAMES)
    if position is not None and value != implied:
        raise EmbedParamError(f"game={show(value)} but the position is {implied}")
    return games.spec(value)


def _settings(spec: GameSpec, get: Mapping[str, str | None], position: dict | None) -> dict:
    """The game's settings from its own parameter; another game's parameter is refused."""
    for other in games.all_specs():
        name = other.settings_param
        if name != spec.settings_param and get.get(name) is not None:
            raise EmbedParamError(f"{name} is a {other.name} parameter; {spec.name} has {spec.settings_param}")
    try:
        return spec.parse_settings(get.get(spec.settings_param), position)
    except ValueError as exc:
        raise EmbedParamError(str(exc)) from None


def _players(value: str | None, spec: GameSpec, mode: str, position: dict | None):
    count = len(spec.seats_of(position)) if position is not None else spec.seat_counts[0]
    if value is None:
        return default_players(mode, count)
    players = parse_players(value, spec, mode)
    if position is not None and len(players) != count:
        raise EmbedParamError(f"players: {len(players)} given, but the position has {count} seats")
    if mode == "demo" and HUMAN in players:
        raise EmbedParamError("mode=demo plays computer players only: players must not include human")
    return players


def _setup(text: str | None, mode: str, position: dict | None) -> bool:
    """``setup=1``: the reader chooses players and options before a new game."""
    if text is None or text == "0":
        return False
    if text != "1":
        raise EmbedParamError(f"setup={show(text)}: must be 1 (show the setup) or 0")
    if mode != "play":
        raise EmbedParamError("setup=1 is for mode=play (a new game chosen by the reader)")
    if position is not None:
        raise EmbedParamError("setup=1 starts a new game: leave out position and scenario")
    return True


def _speed(text: str | None) -> float:
    speed = read_speed(text)   # the main page's reading of ?speed= (1 when absent)
    if speed is None:
        raise EmbedParamError(f"speed={show(text)}: must be a number from 0 to 10")
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

    ``scenarios`` maps scenario ids to ``{"game", "position", "roll"?}`` (the
    rules pages' data); it is needed only when the URL names a ``scenario``.
    Every problem is collected; :class:`EmbedParamError` lists them all.
    """
    problems = _Problems()
    problems.found += [f"unknown parameter {show(name)}; the embed knows: {', '.join(KNOWN)}"
                       for name in sorted(set(params) - set(KNOWN))]
    get = {name: problems.attempt(None, _one, params, name) for name in KNOWN}

    def choice(name, allowed, default):
        return default if get[name] is None else problems.attempt(default, _choice, name, get[name], allowed)

    mode = choice("mode", MODES, "play")
    lang = choice("lang", LANGUAGES, None)
    given_roll = roll_text(get["roll"]) if get["roll"] is not None else None   # checked even when the start is bad
    position, roll = problems.attempt((None, given_roll), _start, get, scenarios)
    spec = problems.attempt(games.spec(position["game"] if position else games.DEFAULT), _game, get["game"], position)
    settings = problems.attempt(spec.parse_settings(None, position), _settings, spec, get, position)
    players = problems.attempt(default_players(mode, spec.seat_counts[0]), _players, get["players"], spec, mode,
                               position)
    roll = problems.attempt(None, check_start, spec, settings, position, roll)
    speed = problems.attempt(1.0, _speed, get["speed"])
    setup = problems.attempt(False, _setup, get["setup"], mode, position)
    origins = problems.attempt((), parse_origins, get["origin"]) if get["origin"] is not None else ()
    texts = {name: problems.attempt("", _text, name, get[name] or "") for name in ("seed", "id", "title")}
    if problems.found:
        raise EmbedParamError(problems.found)
    return EmbedConfig(
        game=spec.name, mode=mode, lang=lang, players=players, settings=settings, position=position, roll=roll,
        scenario=get["scenario"], speed=speed, seed=get["seed"], origins=origins, frame_id=texts["id"],
        title=texts["title"], setup=setup,
    )


# --- a new start for a running frame ---------------------------------------------------------

#: A frame's box for a board of the embed, when the page around it does not size it (the editor's
#: snippets, a <ludo-board> left to its default): a column of text wide, tall enough for the
#: board, the die, the rule and one move below it (540 cut that move: the embed's board keeps
#: its square up to 540), a move more for each further move of the position, up to the most (a
#: longer list scrolls in its own box).
FRAME_WIDTH = 360
FRAME_HEIGHT = 600
MOVE_HEIGHT = 46
FRAME_MAX_HEIGHT = 740
#: The line of a ``title`` written above the board (a <ludo-board>'s; a frame's title is its
#: element's name, not shown).
CAPTION_HEIGHT = 28


def frame_size(config: EmbedConfig, captioned: bool = False) -> tuple[int, int]:
    """The box that shows ``config``'s board and the list of its first position's moves (as the
    embed's session has them, from the engine), but in a demo (no list); ``captioned``: its
    title above the board too."""
    moves = 0 if config.mode == "demo" else len(config.session().choices)
    height = min(FRAME_MAX_HEIGHT, FRAME_HEIGHT + MOVE_HEIGHT * max(0, moves - 1))
    return FRAME_WIDTH, height + (CAPTION_HEIGHT if captioned and config.title else 0)


def with_position(config: EmbedConfig, position: dict, roll: tuple[int, ...] | None = None) -> EmbedConfig:
    """The frame's config showing ``position`` (of any game) with ``roll`` thrown: its mode
    kept and, where the seats still fit, its players."""
    spec = games.of(position)
    count = len(spec.seats_of(position))
    players = config.players if spec.name == config.game and len(config.players) == count else \
        default_players(config.mode, count)
    return replace(config, game=spec.name, position=position, roll=roll, players=players,
                   settings=spec.parse_settings(None, position))


def continued(config: EmbedConfig, record: dict):
    """The config and session of a frame that continues a shared record: it starts where the
    record started and stands where it ended (every action played again, so its story and
    record are the game's). A person plays every seat unless the frame's players fit."""
    shared = replay(record)
    start = shared.positions[0]
    count = len(shared.spec.seats_of(start))
    players = config.players if config.game == shared.spec.name and len(config.players) == count else \
        (HUMAN,) * count
    seed = shared.record.get("seed")     # the game goes on with the dice of its own seed
    config = replace(with_position(config, start), players=players,
                     seed=config.seed if config.seed is not None or seed is None else str(seed))
    session = config.session()
    for action in shared.actions:
        session.replay_action(action)
    return config, session
