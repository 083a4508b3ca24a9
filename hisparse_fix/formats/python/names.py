"""What a name or a `self.x` / `cls.x` reads in one run of the file.

A name reads the last binding before it whose guard holds in the run: its own
scope first, then enclosing function and module scopes (not class bodies),
which have run completely by the time a function runs. Inside a method,
`self.x` / `cls.x` reads what the method bound to it, else the class
attribute of the class the run is for: the method's class or any subclass in
the file that does not override the method (one more choice of the run),
looked up through its bases in the file.
"""

from __future__ import annotations

from collections.abc import Iterator

import libcst as cst

from hisparse_fix.formats.python.history import History
from hisparse_fix.formats.python.runs import Impossible, Run
from hisparse_fix.formats.python.scan_records import Binding, Change, Choice, Scan, Scope, dotted

Found = tuple[Binding, int | None]
"""A binding and the offset up to which its changes count (None: all of them)."""


class Names:
    """Name lookup over a scanned file; the choices of classes are added as they are asked."""

    def __init__(self, scan: Scan) -> None:
        self.scan = scan
        self.choices: list[Choice] = list(scan.choices)
        self._class_choices: dict[int, tuple[int, list[Scope]]] = {}
        self._histories: dict[tuple[int, str], History] = {}

    def history(self, scope: Scope, name: str) -> History:
        key = (id(scope), name)
        if key not in self._histories:
            self._histories[key] = History(scope, name)
        return self._histories[key]

    def lookup(self, name: str, scope: Scope, at: int | None, run: Run) -> Found | None:
        current: Scope | None = scope
        limit = at
        while current is not None:
            if (current is scope or current.kind != "class") and current.bindings.get(name):
                for binding in self.history(current, name).before(limit):
                    if run.holds(binding.guard):
                        return binding, limit
                return None
            current = current.parent
            limit = None
        return None

    def attribute(
        self, node: cst.Attribute, scope: Scope, at: int | None, run: Run
    ) -> Found | None:
        """`self.x` / `cls.x` in a method, or `SomeClass.x` for a class of this file."""
        names = dotted(node)
        if len(names) != 2:
            return None
        owner, attribute = names
        method = _method(scope, owner)
        if method is not None:
            bound = self.lookup("." + attribute, scope, at, run)
            if bound is not None:
                return bound
            assert method.parent is not None
            choice, classes = self._class_choice(method)
            found = self._class_attribute(classes[run.arm(choice)], attribute, run)
            if found is None and len(classes) > 1:
                raise Impossible
            return found
        if owner in self.scan.classes and self.lookup(owner, scope, at, run) is not None:
            return self._class_attribute(self.scan.classes[owner], attribute, run)
        return None

    def changes(self, binding: Binding, limit: int | None, run: Run) -> Iterator[Change]:
        """What changes the bound object before `limit`, until a later binding of the name."""
        return self.history(binding.scope, binding.name).changes_of(binding, limit, run)

    # classes

    def _class_choice(self, method: Scope) -> tuple[int, list[Scope]]:
        if id(method) not in self._class_choices:
            assert method.parent is not None
            classes = self._runs_method(method.parent, method.name, set())
            arms = tuple(f"for class {cls.name} on line {cls.line}" for cls in classes)
            self.choices.append(Choice(arms, method.parent.line))
            self._class_choices[id(method)] = (len(self.choices) - 1, classes)
        return self._class_choices[id(method)]

    def _runs_method(self, cls: Scope, method: str, seen: set[int]) -> list[Scope]:
        """The class and every subclass in the file that runs its `method`."""
        seen.add(id(cls))
        result = [cls]
        for sub in self.scan.classes.values():
            if id(sub) in seen or not any(base == (cls.name,) for base in sub.bases):
                continue
            override = sub.methods.get(method)
            if override is None or override.calls_super:
                result.extend(self._runs_method(sub, method, seen))
        return result

    def _class_attribute(self, cls: Scope, attribute: str, run: Run) -> Found | None:
        for current in self._bases(cls, set()):
            bindings = current.bindings.get(attribute, [])
            for binding in reversed(bindings):
                if run.holds(binding.guard):
                    return binding, None
        return None

    def _bases(self, cls: Scope, seen: set[int]) -> Iterator[Scope]:
        """The class and its bases in the file, depth first, as Python looks them up
        for single inheritance."""
        if id(cls) in seen:
            return
        seen.add(id(cls))
        yield cls
        for base in cls.bases:
            if len(base) == 1 and base[0] in self.scan.classes:
                yield from self._bases(self.scan.classes[base[0]], seen)


def _method(scope: Scope, owner: str) -> Scope | None:
    """The method whose first parameter `owner` is, seen from `scope`."""
    current: Scope | None = scope
    while current is not None and current.kind == "function":
        if current.self_name == owner:
            return current
        current = current.parent
    return None
