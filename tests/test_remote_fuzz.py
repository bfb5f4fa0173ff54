"""A fuzz of the links of a game at a distance (tests/remote_fuzz.py): every message kind,
every field mutated to every JSON type, deep and huge values, lists for objects and the
reverse, links cut short or with characters added; opened as the page opens them, each
is taken or refused with a RemoteError naming why, and a refused one changes nothing.
32,000 links in four seeded parts (``pytest -n 2`` runs two at once); a longer run
with its figures (100,000 links and more): ``bench/bench_remote_fuzz.py``."""

from __future__ import annotations

import pytest
import remote_fuzz

from ludo.remote import link
from ludo.remote.errors import RemoteError

PARTS = 4
LINKS = 8_000           # per part: 32,000 in all (every kind of refusal is reached in each)


@pytest.fixture(scope="module")
def scenes():
    return remote_fuzz.scenes()


@pytest.mark.parametrize("part", range(PARTS))
def test_every_mutated_link_is_taken_or_refused_by_name(scenes, part):
    codes, others, examples = remote_fuzz.run(LINKS, seed=part, bases=scenes)
    assert not others, examples
    assert sum(codes.values()) == LINKS
    # the fuzz reaches every layer: the text, the schema, the history, the dice, the signatures
    for code in ("damaged", "truncated", "field", "differs", "changed", "reveal", "taken"):
        assert codes[code] > 0, (code, codes)


def test_the_crafted_links_of_issue_34_are_refused_in_words(scenes):
    name, invitation, _ = next(s for s in scenes if s[0] == "mensch invitation")
    create = invitation["m"][0]
    for field in ("L", "a", "n"):
        crafted = dict(invitation, m=[{k: v for k, v in create.items() if k != field}] + invitation["m"][1:])
        with pytest.raises(RemoteError) as caught:
            link.decode(remote_fuzz.encode(crafted))
        assert caught.value.code == "field" and repr(field) in str(caught.value)
    for game in ([], {}, ["mensch"]):
        with pytest.raises(RemoteError) as caught:
            link.decode(remote_fuzz.encode(dict(invitation, m=[dict(create, g=game)])))
        assert caught.value.code == "field" and "'g'" in str(caught.value)
    for message in ([1, 2], 5, float("nan"), "m0"):
        _, turn, _ = next(s for s in scenes if s[0] == "mensch turn")
        with pytest.raises(RemoteError) as caught:
            link.decode(remote_fuzz.encode(dict(turn, m=[message])))
        assert caught.value.code == "field" and "not an object" in str(caught.value)
    _, full, kept = next(s for s in scenes if s[0] == "mensch full link, held")
    with pytest.raises(RemoteError) as caught:
        remote_fuzz.Receivers(remote_fuzz.NullSigner()).open(kept, remote_fuzz.encode(dict(full, m=[1])))
    assert caught.value.code == "field"
    good = remote_fuzz.encode(invitation)
    for damaged in (good + "!!!", "g" + "%" * 60, good[:30] + "%%%" + good[33:]):
        with pytest.raises(RemoteError) as caught:
            link.decode(damaged)
        assert caught.value.code == "damaged" and "damaged" in str(caught.value), damaged
    assert link.decode(good[:40] + "\n" + good[40:]) == invitation      # a messenger's line break
