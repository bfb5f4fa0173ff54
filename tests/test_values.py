"""ludo.values: value classes behave as the dataclasses they replace (same fields,
same __init__, repr, ==, hash, frozenness, replace), without compiling code."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludo import values
from ludo.values import FrozenInstanceError, derived, field, replace, value


@value(frozen=True, slots=True)
class Point:
    """A module-level class, so pickle finds it."""

    x: int
    y: int = 0
    tag: str = field(default="", compare=False)


@value
class Bag:
    items: list = field(default_factory=list)
    count: int = 0
    LIMIT: ClassVar[int] = 3


@value(frozen=True)
class Base:
    a: int
    b: int = 1

    def total(self) -> int:
        return self.a + self.b


@value(frozen=True, slots=True)
class Child(Base):
    c: int = 2

    def total(self) -> int:
        return super().total() + self.c


@value(frozen=True, slots=True, eq=False)
class Loose:
    n: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Loose) and abs(self.n - other.n) <= 1

    def __hash__(self) -> int:
        return 0


@value(frozen=True)
class Checked:
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError(f"n={self.n}: must be >= 0")


def test_fields_init_repr_eq_hash():
    p = Point(1, tag="a")
    assert (p.x, p.y, p.tag) == (1, 0, "a")
    assert repr(p) == "Point(x=1, y=0, tag='a')"
    assert p == Point(1, 0, "b") and hash(p) == hash(Point(1, 0, "b"))   # tag not compared
    assert p != Point(2) and p != (1, 0)
    assert [f.name for f in values.fields(Point)] == ["x", "y", "tag"]
    assert Point.__match_args__ == ("x", "y", "tag")
    assert Point.__slots__ == ("x", "y", "tag") and not hasattr(p, "__dict__")


def test_init_refusals_name_the_argument():
    with pytest.raises(TypeError, match="missing required argument: 'x'"):
        Point()
    with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
        Point(1, z=2)
    with pytest.raises(TypeError, match="multiple values for argument 'x'"):
        Point(1, x=2)
    with pytest.raises(TypeError, match="takes 4 positional arguments but 5 were given"):
        Point(1, 2, "a", 4)
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        @value
        class Wrong:
            a: int = 0
            b: int


def test_frozen_values_refuse_changes():
    p = Point(1)
    with pytest.raises(FrozenInstanceError, match="cannot assign to field 'x'"):
        p.x = 2
    with pytest.raises(FrozenInstanceError):
        del p.y
    with pytest.raises(AttributeError):    # FrozenInstanceError is an AttributeError
        Base(1).a = 3
    assert p.x == 1


def test_mutable_values_default_factory_and_class_vars():
    one, two = Bag(), Bag()
    one.items.append(1)
    one.count = 2
    assert two.items == [] and Bag.LIMIT == 3
    assert [f.name for f in values.fields(Bag)] == ["items", "count"]
    assert one == Bag([1], 2) and one != two
    assert Bag.__hash__ is None          # mutable and comparable: unhashable, as a dataclass
    with pytest.raises(TypeError):
        hash(one)


def test_inheritance_slots_and_super():
    c = Child(5, c=4)
    assert [f.name for f in values.fields(Child)] == ["a", "b", "c"]
    assert repr(c) == "Child(a=5, b=1, c=4)" and c.total() == 10
    assert c != Base(5, 1) and isinstance(c, Base)
    assert Child.__slots__ == ("a", "b", "c")     # Base has no slots: as dataclasses does


def test_own_methods_are_kept():
    assert Loose(1) == Loose(2) and hash(Loose(1)) == hash(Loose(9)) == 0
    with pytest.raises(ValueError, match="n=-1: must be >= 0"):
        Checked(-1)
    assert replace(Checked(1), n=4) == Checked(4)
    with pytest.raises(ValueError):
        replace(Checked(1), n=-4)


def test_replace_copy_deepcopy_pickle():
    p = Point(1, 2, "t")
    assert replace(p, y=5) == Point(1, 5) and replace(p, y=5).tag == "t"
    with pytest.raises(TypeError, match="unexpected keyword argument 'z'"):
        replace(p, z=1)
    for other in (copy.copy(p), copy.deepcopy(p), pickle.loads(pickle.dumps(p))):
        assert other == p and other.tag == "t" and other is not p
    with pytest.raises(TypeError, match="not a value class"):
        replace(object())


# --- the same behaviour as dataclasses, for random classes and calls ----------------
FIELD = st.fixed_dictionaries({"default": st.sampled_from(["none", "value", "factory"]),
                               "compare": st.booleans(), "repr": st.booleans()})


def _make_pair(specs, frozen, slots, eq):
    """The same class twice: by dataclasses and by ludo.values."""
    made = []
    for make, make_field in ((dataclasses.dataclass, dataclasses.field), (value, field)):
        body: dict = {"__annotations__": {}}
        for i, spec in enumerate(specs):
            name = f"f{i}"
            body["__annotations__"][name] = "int"
            if spec["default"] == "value":
                body[name] = make_field(default=i * 10, compare=spec["compare"], repr=spec["repr"])
            elif spec["default"] == "factory":
                body[name] = make_field(default_factory=lambda i=i: [i], compare=spec["compare"],
                                        repr=spec["repr"])
            elif not (spec["compare"] and spec["repr"]):
                body[name] = make_field(compare=spec["compare"], repr=spec["repr"])
        cls = type("Thing", (), dict(body, __module__=__name__, __qualname__="Thing"))
        made.append(make(frozen=frozen, slots=slots, eq=eq)(cls))
    return made


def _outcome(cls, args, kwargs):
    try:
        return "ok", cls(*args, **kwargs)
    except TypeError:
        return "TypeError", None


def _hash_or_error(obj):
    try:
        hash(obj)
        return "hashable"
    except TypeError:
        return "TypeError"


@settings(max_examples=150, deadline=None)
@given(specs=st.lists(FIELD, max_size=5), frozen=st.booleans(), slots=st.booleans(), eq=st.booleans(),
       calls=st.lists(st.tuples(st.integers(0, 6), st.lists(st.integers(0, 6), max_size=3),
                                st.integers(0, 2)), min_size=1, max_size=4))
def test_behaves_as_dataclasses(specs, frozen, slots, eq, calls):
    ordered = sorted(specs, key=lambda s: s["default"] != "none")   # no default after a default
    dc, vc = _make_pair(ordered, frozen, slots, eq)
    made_dc, made_vc = [], []
    for count, keyword_fields, value_seed in calls:
        args = [value_seed + k for k in range(count)]
        kwargs = {f"f{k}": value_seed for k in keyword_fields}
        (a, x), (b, y) = _outcome(dc, args, kwargs), _outcome(vc, args, kwargs)
        assert a == b, (args, kwargs)
        if x is None:
            continue
        assert repr(x) == repr(y)
        assert [getattr(x, f.name) for f in dataclasses.fields(dc)] == \
               [getattr(y, f.name) for f in values.fields(vc)]
        made_dc.append(x)
        made_vc.append(y)
    for i, (x1, y1) in enumerate(zip(made_dc, made_vc, strict=True)):
        for x2, y2 in zip(made_dc[i:], made_vc[i:], strict=True):
            assert (x1 == x2) == (y1 == y2)
        assert (dc.__hash__ is None) == (vc.__hash__ is None)
        if dc.__hash__ is not None:
            assert _hash_or_error(x1) == _hash_or_error(y1)
            if eq and frozen and _hash_or_error(y1) != "TypeError":  # a list field: unhashable
                same = [y2 for x2, y2 in zip(made_dc, made_vc, strict=True) if x2 == x1]
                assert all(hash(y) == hash(y1) for y in same)
        for target in ("f0", "other"):
            outcomes = []
            for obj in (x1, y1):
                try:
                    setattr(obj, target, 99)
                    outcomes.append("set")
                except (AttributeError, TypeError):  # frozen, or no such slot (a frozen
                    outcomes.append("refused")       # slots dataclass says TypeError in 3.11)
            assert outcomes[0] == outcomes[1], target
        if specs:
            assert repr(replace(y1, f0=7)) == repr(dataclasses.replace(x1, f0=7))


def test_derived_makes_the_value_replace_makes_without_its_check():
    @value(frozen=True)
    class Checked:
        low: int
        high: int = 9

        def __post_init__(self) -> None:
            if self.low > self.high:
                raise ValueError(f"low {self.low} above high {self.high}")

    start = Checked(1)
    assert derived(start, low=4) == replace(start, low=4) == Checked(4, 9)
    assert derived(start, low=4) is not start and derived(start) == start
    with pytest.raises(ValueError, match="low 12 above high 9"):
        replace(start, low=12)
    unchecked = derived(start, low=12)          # the caller's promise: no check is run
    assert (unchecked.low, unchecked.high) == (12, 9)
    with pytest.raises(FrozenInstanceError):
        unchecked.low = 1
    with pytest.raises(TypeError, match="no field 'middle'"):
        derived(start, middle=3)

