"""One key style for both games' catalogues: every key of a game's own catalogue starts
with the game's name (``mensch.app.title``, ``colonne.app.title``), the shell's stay bare.

Before, mensch's keys were bare (``app.title``, ``say.rolled``) and colonne's glued a
"c" to their first part (``capp.title``, ``c.rolled``, ``cboard.label``). This script
renames them, and every place that names them:

- the catalogues (``web/py/ludoview/games/<game>/catalog.py``), each key renamed;
- string literals in Python (the view, the tests, ``tools/``, ``bench/``): a literal that
  is an old key, or an f-string or a text that begins with an old key's prefix (``rule.``
  in ``f"rule.{code}"``) when every key with that prefix is one game's;
- ``data-i18n`` attributes of ``web/*.html``;
- the old names stay readable in saves (a saved game's log holds keys):
  ``web/py/ludoview/games/<game>/catalog_renamed.py`` maps each old key to its new one,
  and the game's save reads events through it.

It is re-runnable: a key that already has the new style is left as it is, and a new key
someone added in the old style since the last run is renamed the next time (the lead
runs it again after merging). ``--check`` only says what it would rename (exit 1 if
anything).

    python3 tools/catalog_keys.py [--check]
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VIEW = ROOT / "web" / "py"
GAMES = ("mensch", "colonne")
#: colonne's first parts, glued to a "c": ``cboard.label`` -> ``colonne.board.label``;
#: ``c.rolled`` (the events' sentences) -> ``colonne.say.rolled``, as mensch's ``say.``.
COLONNE_GLUED = re.compile(r"^c([a-z]*)\.(.+)$")


def new_key(game: str, key: str) -> str:
    if key.startswith(game + "."):
        return key
    if game == "colonne":
        glued = COLONNE_GLUED.match(key)
        if glued and key.split(".")[0] not in ("colour",):
            return f"colonne.{glued.group(1) or 'say'}.{glued.group(2)}"
    return f"{game}.{key}"


def catalog_keys(game: str) -> list[str]:
    """The keys of a game's catalogue, read from its module's syntax tree (not imported)."""
    tree = ast.parse((VIEW / "ludoview" / "games" / game / "catalog.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Catalogue" and node.args \
                and isinstance(node.args[0], ast.Dict):
            return [k.value for k in node.args[0].keys if isinstance(k, ast.Constant)]
    raise SystemExit(f"{game}: no Catalogue table found")


def renames() -> dict[str, str]:
    """Old key -> new key, for every key of both games not in the new style yet (and every
    one renamed by an earlier run, from the tables it wrote)."""
    out: dict[str, str] = {}
    for game in GAMES:
        table = VIEW / "ludoview" / "games" / game / "catalog_renamed.py"
        if table.exists():
            out.update(ast.literal_eval(table.read_text(encoding="utf-8").split("RENAMED = ", 1)[1]))
        for key in catalog_keys(game):
            if new_key(game, key) != key:
                out[key] = new_key(game, key)
    new = list(out.values())
    clash = {k for k in new if new.count(k) > 1}
    if clash:
        raise SystemExit(f"two keys would get the same name: {sorted(clash)}")
    return out


def prefixes(mapping: dict[str, str], game: str | None = None) -> dict[str, str]:
    """Old prefixes (up to a dot) every key of which is renamed the same way: ``rule.`` ->
    ``mensch.rule.``. A prefix that some shell key (or a key left as it is) has too is none;
    with ``game``, only that game's keys count (``colour.`` in a mensch module is mensch's)."""
    if game is not None:
        mapping = {old: new for old, new in mapping.items() if new.startswith(game + ".")}
    others = set()
    for path in (VIEW / "ludoview").rglob("*.py"):
        if path.name in ("catalog.py", "words.py") and "games" not in path.parts:
            others |= set(re.findall(r'^\s*"([a-z_]+(?:\.[a-z_0-9]+)+)":', path.read_text(encoding="utf-8"), re.M))
    out: dict[str, str] = {}
    for old, new in mapping.items():
        parts = old.split(".")
        for n in range(1, len(parts)):
            prefix = ".".join(parts[:n]) + "."
            renamed = new[: len(new) - len(old[len(prefix):])]
            if not new.endswith(old[len(prefix):]):
                continue
            if any(o.startswith(prefix) for o in others) or out.get(prefix, renamed) != renamed:
                out[prefix] = None
            else:
                out[prefix] = renamed
    return {k: v for k, v in out.items() if v}


def rename_literal(text: str, mapping: dict[str, str], starts: dict[str, str]) -> str:
    """A Python string token with its keys renamed (a whole old key, or an old prefix that
    the literal begins with, an f-string's ``{`` or the literal's end after it)."""
    match = re.match(r"^([rbfuRBFU]*)(['\"]{3}|['\"])(.*)\2$", text, re.S)
    if not match:
        return text
    flags, quote, body = match.groups()
    if "f" in flags.lower():    # an f-string: the literals inside its {...} too
        inner = '"' if quote[0] == "'" else "'"
        body = re.sub(rf"{inner}([a-z_][a-z_0-9]*(?:\.[a-z_0-9]+)*\.?){inner}",
                      lambda m: f"{inner}{mapping.get(m.group(1), starts.get(m.group(1), m.group(1)))}{inner}", body)
        text = f"{flags}{quote}{body}{quote}"
    if body in mapping:
        return f"{flags}{quote}{mapping[body]}{quote}"
    key_like = re.fullmatch(r"[a-z_0-9.]*(\{[^{}\s]*\}[a-z_0-9.]*)*", body) is not None   # no words, no spaces
    for prefix in sorted(starts, key=len, reverse=True):
        if key_like and body.startswith(prefix) and (body == prefix or body[len(prefix):len(prefix) + 1] == "{"):
            return f"{flags}{quote}{starts[prefix]}{body[len(prefix):]}{quote}"
    return text


def rename_python(source: str, mapping: dict[str, str], starts: dict[str, str]) -> str:
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    lines = source.splitlines(keepends=True)
    edits = []
    for tok in tokens:
        if tok.type == tokenize.STRING:
            new = rename_literal(tok.string, mapping, starts)
            if new != tok.string:
                edits.append((tok.start, tok.end, new))
    for (srow, scol), (erow, ecol), new in reversed(edits):
        if srow != erow:          # a multi-line literal: left alone (no key is one)
            continue
        line = lines[srow - 1]
        lines[srow - 1] = line[:scol] + new + line[ecol:]
    return "".join(lines)


def write_renamed_tables(mapping: dict[str, str]) -> None:
    for game in GAMES:
        mine = {old: new for old, new in sorted(mapping.items()) if new.startswith(game + ".")}
        body = "{\n" + "".join(f"    {old!r}: {new!r},\n" for old, new in mine.items()) + "}\n"
        text = (f'"""The {game} catalogue\'s keys of earlier builds and their names now (a saved\n'
                f"game's log holds keys): written by tools/catalog_keys.py, which renamed them.\"\"\"\n\n"
                f"RENAMED = {body}")
        (VIEW / "ludoview" / "games" / game / "catalog_renamed.py").write_text(text, encoding="utf-8")


def game_of(path: Path) -> str | None:
    """The game a file is about: a module of its view package, or a test named after it."""
    parts = path.relative_to(ROOT).parts
    if len(parts) > 4 and parts[:4] == ("web", "py", "ludoview", "games") and parts[4] in GAMES:
        return parts[4]
    named = [game for game in GAMES if game in path.stem]
    return named[0] if len(named) == 1 else None


def files() -> list[Path]:
    found = [p for folder in ("web/py", "tests", "tools", "bench") for p in (ROOT / folder).rglob("*.py")]
    return [p for p in found if p.name not in ("catalog_keys.py", "catalog_renamed.py", "test_catalog_keys.py")]


def main(check: bool) -> int:
    mapping = renames()
    starts = {None: prefixes(mapping), **{game: {**prefixes(mapping), **prefixes(mapping, game)} for game in GAMES}}
    changed = []
    for path in files():
        source = path.read_text(encoding="utf-8")
        if path.name == "catalog.py" and path.parent.parent.name == "games":
            new = re.sub(r'^(\s*)"([a-z_.0-9]+)":', lambda m: f'{m.group(1)}"{mapping.get(m.group(2), m.group(2))}":',
                         source, flags=re.M)
        else:
            new = rename_python(source, mapping, starts[game_of(path)])
        if new != source:
            changed.append(path)
            if not check:
                path.write_text(new, encoding="utf-8")
    for path in (ROOT / "web").glob("*.html"):
        source = path.read_text(encoding="utf-8")
        new = re.sub(r'data-i18n="([^"]+)"', lambda m: f'data-i18n="{mapping.get(m.group(1), m.group(1))}"', source)
        if new != source:
            changed.append(path)
            if not check:
                path.write_text(new, encoding="utf-8")
    fresh = {k: v for k, v in mapping.items() if k in set(catalog_keys("mensch")) | set(catalog_keys("colonne"))}
    if not check:
        write_renamed_tables(mapping)
    print(f"{len(fresh)} keys to rename, {len(changed)} files {'to change' if check else 'changed'}")
    for path in changed:
        print("  ", path.relative_to(ROOT))
    return 1 if check and (fresh or changed) else 0


if __name__ == "__main__":
    sys.exit(main("--check" in sys.argv[1:]))
