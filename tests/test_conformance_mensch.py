"""Every case of ../shared/conformance/mensch-v1.jsonl, through ludo.api."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludo import api

# the work tree (or CI's clone) sits beside ../shared
VECTORS = Path(__file__).resolve().parents[2] / "shared" / "conformance" / "mensch-v1.jsonl"


def _cases():
    with open(VECTORS, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


CASES = _cases()


def test_vectors_are_all_there():
    kinds = {c["kind"] for c in CASES}
    assert kinds == {"moves", "invalid", "result", "new"}
    assert len(CASES) == 467


def _key(move):
    return (move["from"], move["to"], move["capture"])


@pytest.mark.parametrize("case", [c for c in CASES if c["kind"] == "moves"], ids=lambda c: c["id"])
def test_moves(case):
    got = api.legal_moves(case["position"], case["roll"])
    assert sorted(map(_key, got)) == sorted(map(_key, case["legal"]))
    assert len(case["after"]) == max(1, len(got))
    for after in case["after"]:
        assert api.play(case["position"], case["roll"], after["move"]) == after["position"]


@pytest.mark.parametrize("case", [c for c in CASES if c["kind"] == "invalid"], ids=lambda c: c["id"])
def test_invalid(case):
    with pytest.raises(ValueError) as info:
        api.legal_moves(case["position"], 6)
    assert str(info.value)
    with pytest.raises(ValueError):
        api.result(case["position"])
    with pytest.raises(ValueError):
        api.to_notation(case["position"])


@pytest.mark.parametrize("case", [c for c in CASES if c["kind"] == "result"], ids=lambda c: c["id"])
def test_result(case):
    assert api.result(case["position"]) == case["result"]


@pytest.mark.parametrize("case", [c for c in CASES if c["kind"] == "new"], ids=lambda c: c["id"])
def test_new(case):
    assert api.new_position(case["seats"], case["options"]) == case["position"]
