"""Value types without the start-up cost of :mod:`dataclasses`.

``@dataclass`` writes each class's methods as Python source and compiles it when
the module is imported. In the browser that is the costliest part of the page's
own start: 28 classes on the main page's way to "ready" took 130-240 ms, half
of its Python, because CPython's compiler runs there on WebAssembly not yet
optimised (docs/startup.md). :func:`value` makes the same methods from closures,
compiling nothing.

It does what this project uses of dataclasses, with the same meaning:

- the fields are the class's annotated names, in order, after those of a base
  class made by :func:`value` (a ``ClassVar`` annotation is not a field); a
  field's default is its class attribute or a :func:`field`;
- ``__init__`` takes them positionally or by name (defaults filled in, a
  ``default_factory`` called per instance) and then calls ``__post_init__``;
- ``__repr__`` (``Name(a=1, b=2)``, fields with ``repr=False`` left out),
  ``__eq__`` (same class, fields with ``compare=True`` equal, in order), and
  ``__match_args__``;
- ``frozen=True``: assigning or deleting a field raises
  :class:`FrozenInstanceError`, and ``__hash__`` hashes the compared fields;
  otherwise an ``eq`` class is unhashable unless it defines ``__hash__``;
- ``slots=True``: the class is made again with ``__slots__`` (copy and pickle
  still work); ``eq=False`` keeps the class's own equality.

A method the class body defines itself is never replaced. :func:`replace`
returns a copy with some fields changed, like :func:`dataclasses.replace`.
``tests/test_values.py`` checks the behaviour against :mod:`dataclasses`.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, dataclass_transform

__all__ = ["FrozenInstanceError", "field", "fields", "replace", "value"]

_MISSING = object()
_FIELDS = "__value_fields__"


class FrozenInstanceError(AttributeError):
    """Assigning to, or deleting, a field of a frozen value."""


class Field:
    """One field: its name, default (or factory), and whether repr and == use it."""

    __slots__ = ("name", "default", "default_factory", "compare", "repr")

    def __init__(self, default: Any = _MISSING, default_factory: Any = _MISSING,
                 compare: bool = True, repr: bool = True) -> None:
        if default is not _MISSING and default_factory is not _MISSING:
            raise ValueError("a field cannot have both a default and a default_factory")
        self.name = ""
        self.default, self.default_factory = default, default_factory
        self.compare, self.repr = compare, repr

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


def field(*, default: Any = _MISSING, default_factory: Callable[[], Any] | Any = _MISSING,
          compare: bool = True, repr: bool = True) -> Any:
    """A field's default (or ``default_factory``), and whether ``==`` and ``repr`` use it."""
    return Field(default, default_factory, compare, repr)


def fields(obj_or_class: Any) -> tuple[Field, ...]:
    """The fields of a value class or value, in order."""
    try:
        return getattr(obj_or_class, _FIELDS)
    except AttributeError:
        raise TypeError(f"{obj_or_class!r} is not a value class or value") from None


def replace(obj: Any, /, **changes: Any) -> Any:
    """A new value of ``obj``'s class: its fields, except those in ``changes``."""
    given = [changes.pop(f.name) if f.name in changes else getattr(obj, f.name) for f in fields(obj)]
    if changes:
        raise TypeError(f"{type(obj).__name__}.__init__() got an unexpected keyword argument "
                        f"{next(iter(changes))!r}")
    return obj.__class__(*given)


def derived(obj: Any, /, **changes: Any) -> Any:
    """:func:`replace` for a value the rules derive from a checked one: the same new value,
    made without ``__post_init__`` (no check, no conversion), so ``changes`` must already be
    what the check would keep (tuples for tuples, a member of a closed set for one). For the
    rules' own hot paths (a legal step from a valid position gives a valid position);
    ``replace`` stays the way for anything read from outside."""
    new = object.__new__(obj.__class__)
    for f in fields(obj):
        object.__setattr__(new, f.name, changes.pop(f.name) if f.name in changes else getattr(obj, f.name))
    if changes:
        raise TypeError(f"{type(obj).__name__} has no field {next(iter(changes))!r}")
    return new


@dataclass_transform(field_specifiers=(field,))  # type checkers read @value classes as dataclasses
def value(cls: type | None = None, /, *, frozen: bool = False, slots: bool = False,
          eq: bool = True) -> Any:
    """Class decorator: ``@value`` or ``@value(frozen=True, slots=True, eq=False)``."""
    def wrap(cls: type) -> type:
        return _make(cls, frozen, slots, eq)
    return wrap if cls is None else wrap(cls)


def _is_class_var(annotation: Any) -> bool:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__qualname__", "")
    return text.split("[", 1)[0].strip().rsplit(".", 1)[-1] == "ClassVar"


def _collect(cls: type) -> tuple[Field, ...]:
    found: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        for f in base.__dict__.get(_FIELDS, ()):
            found[f.name] = f
    for name, annotation in cls.__dict__.get("__annotations__", {}).items():
        if _is_class_var(annotation):
            continue
        default = cls.__dict__.get(name, _MISSING)
        f = default if isinstance(default, Field) else Field(default)
        f.name = name
        if isinstance(default, Field):       # the class keeps a plain default, as dataclasses does
            if f.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, f.default)
        found[name] = f
    order = list(found.values())
    seen_default = False
    for f in order:
        if f.default is not _MISSING or f.default_factory is not _MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    return tuple(order)


def _make(cls: type, frozen: bool, slots: bool, eq: bool) -> type:
    all_fields = _collect(cls)
    if slots:
        cls = _with_slots(cls, all_fields)
    setattr(cls, _FIELDS, all_fields)
    names = tuple(f.name for f in all_fields)
    own = cls.__dict__

    def put(name: str, function: Callable) -> None:
        if name not in own:
            function.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(cls, name, function)

    put("__init__", _init(cls, all_fields, frozen))
    put("__repr__", _repr(tuple(f.name for f in all_fields if f.repr)))
    compared = tuple(f.name for f in all_fields if f.compare)
    if eq:
        put("__eq__", _eq(compared))
    own_hash = own.get("__hash__", _MISSING)
    has_own_hash = not (own_hash is _MISSING or (own_hash is None and "__eq__" in own))
    if eq and not has_own_hash:
        if frozen:
            cls.__hash__ = _hash(compared)  # type: ignore[method-assign]
        else:
            cls.__hash__ = None  # type: ignore[assignment]
    if frozen:
        for name, function in _frozen(cls, names).items():
            if name in own and name not in ("__getstate__", "__setstate__"):
                raise TypeError(f"cannot overwrite {name} of frozen value class {cls.__name__}")
            put(name, function)
    if "__match_args__" not in own:
        setattr(cls, "__match_args__", names)  # noqa: B010 - mypy refuses a plain assignment to a type's __match_args__
    if "__replace__" not in own:
        cls.__replace__ = replace  # type: ignore[attr-defined]
    return cls


def _with_slots(cls: type, all_fields: tuple[Field, ...]) -> type:
    """``cls`` made again with a slot per field of its own (as dataclasses' slots=True)."""
    inherited = {name for base in cls.__mro__[1:] for name in base.__dict__.get("__slots__", ())}
    body = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    names = tuple(f.name for f in all_fields if f.name not in inherited)
    for name in names:
        body.pop(name, None)
    body["__slots__"] = names
    new = type(cls)(cls.__name__, cls.__bases__, body)
    new.__qualname__ = cls.__qualname__
    for member in body.values():   # methods using super() point at the class made here
        function = getattr(member, "__func__", member)
        code = getattr(function, "__code__", None)
        if code is not None and "__class__" in code.co_freevars:
            cell = function.__closure__[code.co_freevars.index("__class__")]
            if cell.cell_contents is cls:
                cell.cell_contents = new
    return new


def _init(cls: type, all_fields: tuple[Field, ...], frozen: bool) -> Callable:
    names = tuple(f.name for f in all_fields)
    count = len(names)
    setter = object.__setattr__ if frozen else setattr
    post_init = hasattr(cls, "__post_init__")
    # tails[i]: the defaults of the fields from the i-th on, when they all have a plain one
    every = [tuple(f.default for f in all_fields[i:]) for i in range(count + 1)]
    tails: list[tuple[Any, ...] | None] = [None if any(d is _MISSING for d in tail) else tail
                                           for tail in every]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        given = len(args)
        if kwargs or given != count:         # the common cases go straight: all fields in order,
            tail = None if kwargs or given > count else tails[given]   # or the rest defaults
            args = args + tail if tail is not None else _complete(type(self).__name__, all_fields,
                                                                  args, kwargs)
        for name, item in zip(names, args, strict=False):
            setter(self, name, item)
        if post_init:
            self.__post_init__()
    return __init__


def _complete(name: str, all_fields: tuple[Field, ...], args: tuple, kwargs: dict) -> tuple:
    """Every field's value, in order, from the arguments of ``__init__`` and the defaults."""
    given = len(args)
    if given > len(all_fields):
        raise TypeError(f"{name}.__init__() takes {len(all_fields) + 1} positional arguments "
                        f"but {given + 1} were given")
    for f in all_fields[:given]:
        if f.name in kwargs:
            raise TypeError(f"{name}.__init__() got multiple values for argument {f.name!r}")
    out, used = list(args), 0
    for f in all_fields[given:]:
        if f.name in kwargs:
            out.append(kwargs[f.name])
            used += 1
        elif f.default is not _MISSING:
            out.append(f.default)
        elif f.default_factory is not _MISSING:
            out.append(f.default_factory())
        else:
            raise TypeError(f"{name}.__init__() missing required argument: {f.name!r}")
    if used < len(kwargs):
        unknown = next(k for k in kwargs if k not in {f.name for f in all_fields})
        raise TypeError(f"{name}.__init__() got an unexpected keyword argument {unknown!r}")
    return tuple(out)


def _repr(shown: tuple[str, ...]) -> Callable:
    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{type(self).__qualname__}({inner})"
    return __repr__


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    """The tuple of ``names``' values of an object (attrgetter, in C, gives a bare value for one)."""
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return attrgetter(*names) if names else (lambda obj: ())


def _eq(compared: tuple[str, ...]) -> Callable:
    key = _getter(compared)

    def __eq__(self, other: object) -> bool:   # as tuples compare: identical items are equal
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        return key(self) == key(other)
    return __eq__


def _hash(compared: tuple[str, ...]) -> Callable:
    key = _getter(compared)

    def __hash__(self) -> int:
        return hash(key(self))
    return __hash__


def _frozen(cls: type, names: tuple[str, ...]) -> dict[str, Callable[..., Any]]:
    known = frozenset(names)

    def __setattr__(self: Any, name: str, item: Any) -> None:
        if type(self) is cls or name in known:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, item)  # type: ignore[arg-type]  # (mypy: a nested function)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in known:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)  # type: ignore[arg-type]  # (mypy: a nested function)

    state = _getter(names)

    def __getstate__(self) -> tuple:
        return state(self)

    def __setstate__(self, state: tuple) -> None:
        for name, item in zip(names, state, strict=True):
            object.__setattr__(self, name, item)

    made: dict[str, Callable[..., Any]] = {"__setattr__": __setattr__, "__delattr__": __delattr__}
    if "__slots__" in cls.__dict__:
        made |= {"__getstate__": __getstate__, "__setstate__": __setstate__}
    return made
