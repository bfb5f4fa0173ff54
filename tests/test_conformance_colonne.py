"""Every case of ../shared/conformance/colonne-v1.jsonl, run through ludo.api."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ludo import api
from ludo.colonne import jsonapi

VECTORS = Path(__file__).resolve().parents[1].parent / "shared" / "conformance" / "colonne-v1.jsonl"
CASES = [json.loads(line) for line in VECTORS.read_text(encoding="utf-8").splitlines() if line.strip()]
KINDS = {"steps", "roll", "invalid", "result", "opening", "new"}


def by_kind(kind: str) -> list:
    return [pytest.param(case, id=case["id"]) for case in CASES if case["kind"] == kind]


def test_every_case_has_a_known_kind():
    assert len(CASES) >= 150
    assert {case["kind"] for case in CASES} == KINDS


@pytest.mark.parametrize("case", by_kind("steps"))
def test_steps(case):
    assert api.legal_steps(case["position"]) == case["legal"]
    for after in case["after"]:
        assert api.play(case["position"], after["step"]) == after["position"], after["step"]


@pytest.mark.parametrize("case", by_kind("roll"))
def test_roll(case):
    assert api.roll(case["position"], case["dice"]) == case["after"]


@pytest.mark.parametrize("case", by_kind("invalid"))
def test_invalid(case):
    with pytest.raises(ValueError) as error:
        api.legal_steps(case["position"])
    assert str(error.value)
    with pytest.raises(ValueError):  # the colonne engine itself refuses it too
        jsonapi.to_notation(case["position"])


@pytest.mark.parametrize("case", by_kind("result"))
def test_result(case):
    assert api.result(case["position"]) == case["result"]


@pytest.mark.parametrize("case", by_kind("opening"))
def test_opening(case):
    assert api.opening(case["white"], case["black"]) == case["result"]


@pytest.mark.parametrize("case", by_kind("new"))
def test_new(case):
    assert api.new_colonne(case["variant"], case["first"]) == case["position"]
