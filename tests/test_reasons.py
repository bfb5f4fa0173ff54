"""Every reason a person can be told why something was refused is said in the page's language
(:mod:`ludoview.core.reasons`): the bad inputs of each place a reason reaches a person (the
embed's address and its host's commands, a shared game's link, a save, a lesson's or a
mistake's link, the editor's positions, the engine's own checks) driven in Italian, French
and German, and no English word of the engine's or the view's reasons comes through."""

from __future__ import annotations

import copy
import re

import pytest
import view_helpers  # noqa: F401  (puts web/py on the path)

from ludo import api
from ludoview import games
from ludoview.core import reasons, share
from ludoview.core.i18n import capital
from ludoview.editor import view as editor_view
from ludoview.editor.model import Draft, Refused
from ludoview.embed import host_api, params
from ludoview.games.colonne import save as colonne_save
from ludoview.games.mensch import save as mensch_save
from ludoview.learn import puzzles, teacher

#: Words of the English reasons (none is a word of Italian, French or German as written here).
ENGLISH = re.compile(r"\b(?:the|must|is|are|of|not a|expected|given|needs|has|already|only|values|progress|"
                     r"variant|square|pieces?|corner|record|integer|parameter|unknown|characters|times|list|"
                     r"object|number|field|should|cannot|invalid|missing|too|at most|between|one of)\b")
OTHERS = ("it", "fr", "de")
#: What a person typed is shown as typed: a parameter's name (quoted) and the names there are.
TYPED = re.compile(r"«[^»]*»|„[^“]*“|\([^()]*: (?:\w+, )+\w+\)")


def english(text: str) -> bool:
    return bool(ENGLISH.search(TYPED.sub(" ", text)))


def _refusals() -> list[tuple[str, BaseException]]:
    """(where, the error) for bad inputs of every place that tells a person why."""
    out: list[tuple[str, BaseException]] = []

    def catch(where, call, *args):
        try:
            call(*args)
        except (ValueError, KeyError, TypeError) as exc:   # every refusal is a ValueError: the test checks it
            assert isinstance(exc, ValueError), (where, type(exc).__name__, exc)
            out.append((where, exc))

    for query in ({"players": ["human,nobody"]}, {"roll": ["9"]}, {"game": ["chess"]}, {"speed": ["fast"]},
                  {"mode": ["demo"], "players": ["human,hard"]}, {"position": ["m1.zz"]}, {"seat": ["1"]},
                  {"players": ["human"] * 2}, {"title": ["x" * 500]}, {"setup": ["2"]}, {"origin": [""]},
                  {"game": ["colonne"], "players": ["human,human,human"]}, {"position": ["c_zz"]}):
        catch(f"embed {query}", params.parse, query)
    spec = games.spec("mensch")
    for data in ({"type": "set-position", "position": "m1.zz"}, {"type": "play", "move": {"from": 99}},
                 {"type": "set-roll", "roll": 9}, {"type": "dance"}, {"type": "set-players", "players": 3}):
        catch(f"host {data}", host_api.parse_command, data, spec, {})
    for fragment in ("#record=zz", "#record=" + "A" * 50, "#record=eJwLz0gtTgUABFwB8Q"):
        catch(f"link {fragment}", share.record_from_fragment, fragment)
    for text in ("{", '{"format": "ludo-save/1", "game": "mensch"}', "[1, 2]", '"x"'):
        catch(f"mensch save {text}", mensch_save.loads, text)
        catch(f"colonne save {text}", colonne_save.loads, text)
    for fragment in ("#lesson=zz", "#lesson=eJwLz0gtTgUABFwB8Q"):
        catch(f"lesson {fragment}", teacher.from_fragment, fragment)
    catch("lesson step", teacher.new_step, api.new_position([0, 2]), 7, "move", None, {})
    for data in ("zz", "eJwLz0gtTgUABFwB8Q"):
        catch(f"mistake {data}", puzzles.mistake_puzzle, data)
    catch("notation", api.from_notation, "m1.zz")
    catch("record", api.replay, {"format": "ludo-record/1", "game": "mensch", "actions": [{"type": "x"}]})
    catch("move", api.play, api.new_position([0, 2]), {"from": 5, "to": 9})
    catch("too large", api.from_notation, "m" + "1" * 100_000)
    return out


def test_the_bad_inputs_are_refused_in_the_page_language():
    found = _refusals()
    assert len(found) >= 25, [w for w, _ in found]
    bad = []
    for lang in OTHERS:
        for where, exc in found:
            said = capital(reasons.say(lang, exc))
            if english(said) or not said:
                bad.append((lang, where, said))
    assert not bad, bad[:8]
    # in English the reason is the detailed text itself
    assert all(reasons.say("en", exc) == str(exc) for _, exc in found)


def test_a_parameter_is_named_in_the_page_language():
    problems = []
    for query in ({"players": ["human,nobody"]}, {"seat": ["1"]}, {"speed": ["fast", "slow"]}):
        try:
            params.parse(query)
        except params.EmbedParamError as exc:
            problems += exc.problems
    said = {lang: [reasons.problem(lang, p) for p in problems] for lang in OTHERS}
    assert 'der Parameter „players“ passt nicht' in said["de"], said
    assert 'der Parameter „speed“ passt nicht: speed="fast"' in [reasons.problem("de", 'speed="fast": must be a number')]
    assert any(s.startswith("einen Parameter „seat“ gibt es nicht (möglich sind: game, lang") for s in said["de"]), said
    assert "il parametro «speed» compare più volte: va dato una volta sola" in said["it"], said
    assert "le paramètre «\u00a0players\u00a0» ne convient pas" in said["fr"], said


@pytest.mark.parametrize("lang", OTHERS)
def test_the_editor_says_every_refusal_of_a_hostile_position_in_the_page_language(lang):
    """The editor rephrases the reasons an author meets in detail (``editor.why.*``); any other
    engine reason is said by its kind, never in English."""
    said = []
    for game in ("mensch", "colonne"):
        draft = Draft.new(game)
        for value in (None, {"a": 1}, [[1, 2]], ["x"], "7", 3.5, True, -1, 10 ** 30, 99):
            for field in ("pieces", "turn", "seats", "dice", "tries", "variant", "options", "again"):
                position = copy.deepcopy(draft.position)
                position[field] = value
                try:
                    draft.checked(position=position)
                except Refused as refused:
                    said.append(editor_view._reason(lang, refused, draft))
    assert len(said) > 20
    bad = [text for text in said if english(text)]
    assert not bad, bad[:6]


@pytest.mark.browser
def test_the_embed_and_the_replay_say_a_bad_address_in_their_language(page):
    from conftest import READY_TIMEOUT_MS

    page.goto(page.site_url + "embed.html?lang=de&players=human,nobody&speed=fast&seat=1")
    page.wait_for_selector("html[data-ludo=error]", state="attached", timeout=READY_TIMEOUT_MS)
    items = page.locator("#error .error-text li").all_inner_texts()
    assert "Der Parameter „players“ passt nicht" in items and 'Der Parameter „speed“ passt nicht: speed="fast"' in items, items
    assert not any(english(i) for i in items), items
    page.goto(page.site_url + "replay.html?lang=fr#record=zz")
    page.wait_for_selector("html[data-ludo=error]", state="attached", timeout=READY_TIMEOUT_MS)
    text = page.inner_text("#error")
    assert "le lien est abîmé ou incomplet" in text and not english(text), text
