"""Environment variables a Python file sets or removes for what it runs afterwards:
`os.environ["NAME"] = value`, `del os.environ[...]`, `os.environ.update/pop/setdefault(...)`,
`os.environ |= {...}`, `os.putenv/unsetenv(...)` and `monkeypatch.setenv/delenv(...)`,
recorded on the scope they happen in."""

from __future__ import annotations

import libcst as cst

from hisparse_fix.formats.python.scan_records import dotted
from hisparse_fix.formats.python.scan_walk import Walk


def environ_key(node: cst.BaseExpression) -> cst.BaseExpression | None:
    """`KEY` of `os.environ[KEY]`."""
    if not isinstance(node, cst.Subscript) or dotted(node.value) != ["os", "environ"]:
        return None
    if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return None
    return node.slice[0].slice.value


class EnvironWalk(Walk):
    """Records the environment changes on `Scope.environ`, in order, with their guard."""

    def _environ(
        self, node: cst.CSTNode, key: cst.BaseExpression, value: cst.BaseExpression | None
    ) -> None:
        """An environment variable set (or removed, `value` None) for what runs after `node`."""
        name = key.evaluated_value if isinstance(key, cst.SimpleString) else None
        if isinstance(name, str):
            end = self.source.span(node).end
            self.scope.environ.append((end, name, value, tuple(self.guard)))

    def _environ_call(self, node: cst.Call, names: list[str]) -> None:
        """`os.environ.update/pop/setdefault(...)`, `monkeypatch.setenv/delenv(...)`."""
        method = names[-1] if names else ""
        positional = [arg.value for arg in node.args if arg.keyword is None and not arg.star]
        if names[:-1] == ["os", "environ"] and method == "update":
            for arg in node.args:
                if arg.keyword is not None:
                    self._environ(node, cst.SimpleString(repr(arg.keyword.value)), arg.value)
                elif isinstance(arg.value, cst.Dict):
                    for element in arg.value.elements:
                        if isinstance(element, cst.DictElement):
                            self._environ(node, element.key, element.value)
        elif names[:-1] == ["os", "environ"] and method == "setdefault" and len(positional) == 2:
            self._environ(node, positional[0], positional[1])
        elif names[:-1] == ["os", "environ"] and method == "pop" and positional:
            self._environ(node, positional[0], None)
        elif names == ["os", "putenv"] and len(positional) == 2:
            # The C environment every child started without `env=` inherits.
            self._environ(node, positional[0], positional[1])
        elif names == ["os", "unsetenv"] and len(positional) == 1:
            self._environ(node, positional[0], None)
        elif method == "setenv" and len(names) == 2 and len(positional) >= 2:
            self._environ(node, positional[0], positional[1])
        elif method == "delenv" and len(names) == 2 and positional:
            self._environ(node, positional[0], None)
