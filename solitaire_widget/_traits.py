"""Trait types for the widgets' public traits whose errors quote a bad value short.

traitlets' own message repeats the value whole (a 100,000-character text gives a
100,000-character error) and, for an integer past Python's 4,300 printable digits, fails
with the interpreter's digit-limit ``ValueError`` instead of a ``TraitError``. These
types say the same thing with :func:`errors.clip`; they accept exactly what traitlets'
types accept.

>>> import traitlets
>>> class Demo(traitlets.HasTraits):
...     on = Bool(True)
>>> try:
...     Demo().on = "yes" * 1000
... except traitlets.TraitError as exc:
...     print(str(exc)[:56], "…", str(exc)[-18:])
The 'on' trait of a Demo instance expected a boolean, no … (3000 characters).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, ClassVar, NoReturn

import traitlets

from .errors import clip

log = logging.getLogger(__name__)


class _ShortErrors(traitlets.TraitType):
    """Raises ``TraitError`` naming the trait, its owner and the expected kind, with the
    value clipped. Nested errors (a trait inside a container trait) keep traitlets' form:
    none of our public traits is one."""

    def error(
        self,
        obj: traitlets.HasTraits | None,
        value: Any,
        error: Exception | None = None,
        info: str | None = None,
    ) -> NoReturn:
        if error is not None or self.name is None:
            super().error(obj, value, error, info)
        owner = "" if obj is None else f" of a {type(obj).__name__} instance"
        raise traitlets.TraitError(
            f"The '{self.name}' trait{owner} expected {info or self.info()}, not {clip(value)}."
        )


class Bool(_ShortErrors, traitlets.Bool):
    """``traitlets.Bool`` with short errors."""


class Int(_ShortErrors, traitlets.Int):
    """``traitlets.Int`` with short errors."""


class Unicode(_ShortErrors, traitlets.Unicode):
    """``traitlets.Unicode`` with short errors (bytes that are not ASCII included: the
    base type quotes them whole), and an optional ``check``: a function that returns the
    text or raises ValueError with the message (a language, a theme); it is raised as a
    ``TraitError`` before anything changes, from Python or from a browser alike."""

    def __init__(
        self,
        default_value: Any = traitlets.Undefined,
        check: Callable[[str], str] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(default_value, **kwargs)
        self._check = check

    def validate(self, obj: Any, value: Any) -> Any:
        if isinstance(value, bytes):
            try:
                value = value.decode("ascii", "strict")
            except UnicodeDecodeError:
                self.error(obj, value, info="a text (bytes only when ASCII)")
        value = super().validate(obj, value)
        if self._check is None:
            return value
        try:
            return self._check(value)
        except ValueError as exc:
            raise traitlets.TraitError(str(exc)) from None


class BrowserWrites:
    """Mixin for the widgets (before ``anywidget.AnyWidget`` in the bases): a browser
    ``update`` message may set only the traits in ``_browser_writes``, the ones the front
    end itself writes. ipywidgets would set any synced trait a page names (read-only ones
    included: ``set_trait`` passes over ``read_only``), so a page could turn on teacher
    mode or replace the table the kernel sends; and it echoes a value to every view
    before validating it, so a value the kernel refuses stays in the views. Here every
    other key is ignored with one log line, a refused value too, and the views get the
    kernel's values back: Python stays the source of truth."""

    #: the traits a view may write (each widget names its own)
    _browser_writes: ClassVar[frozenset[str]] = frozenset()

    def set_state(self, sync_data: Any) -> None:
        if not isinstance(sync_data, dict):
            log.warning("ignored a browser update that is not an object: %s", clip(sync_data))
            return
        allowed = {k: v for k, v in sync_data.items() if k in self._browser_writes}
        owned = [k for k in sync_data if k not in allowed]
        keys = self.keys  # type: ignore[attr-defined]
        if owned:
            log.warning("ignored a browser update of %s: the kernel sets those", clip(owned))
            # the writing view changed its own copy already
            self._resend([k for k in owned if k in keys])
        if not allowed:
            return
        try:
            super().set_state(allowed)  # type: ignore[misc]
        except Exception as exc:  # noqa: BLE001 - a refused value: logged, never raised
            # (the traits' own errors are short already; another exception's text is cut)
            why = str(exc)[:300]
            log.warning("ignored a browser update of %s: %s", clip(list(allowed)), why)
            self._resend(list(allowed))

    def _resend(self, names: list[str]) -> None:
        if names:
            self.send_state(names)  # type: ignore[attr-defined]
