"""What this Python can do: processes, threads, sqlite3, and whether it runs in a browser.

Under Pyodide (JupyterLite's kernel, ``sys.platform == "emscripten"``) there are no
processes (a ``ProcessPoolExecutor`` can't start), no threads (``threading`` imports but
``Thread.start`` raises ``RuntimeError``), no ``sqlite3`` worth using (older Pyodides ship it
as a separate package, not on PyPI; where it is there, its files vanish on reload: it is
treated as absent), no native core, and the event loop is the browser's. The package asks
these questions here, once each, and picks its fallbacks: the game library keeps the games
in memory or a JSON file (:mod:`solitaire_widget.game_library`), the live status and the
hints run in slices on the event loop (:mod:`solitaire_widget.live_status`), the solver
keeps to its Python search (:mod:`solitaire_widget._native`), the batch solves run one
after another in the kernel (:class:`InlineExecutor`).

``SOLITAIRE_WIDGET_PLATFORM=browser`` makes every probe answer as Pyodide does on any
Python (the tests run the package that way on CPython); ``native`` (or unset) probes.
Call :func:`reset` after changing it in a running process.

>>> from solitaire_widget import _platform
>>> isinstance(_platform.can_spawn_processes(), bool)
True
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

__all__ = [
    "ENV",
    "is_browser",
    "can_spawn_processes",
    "can_start_threads",
    "has_sqlite3",
    "summary",
    "reset",
    "InlineExecutor",
]

#: environment variable: "browser" answers every probe as Pyodide does
ENV = "SOLITAIRE_WIDGET_PLATFORM"
#: the ``sys.platform`` values of Pythons that run in a browser or a WebAssembly host
_WASM = ("emscripten", "wasi")
#: mobile builds of CPython (3.13+): no subprocesses there either
_NO_PROCESSES = (*_WASM, "ios", "android")


@functools.cache
def _forced() -> str | None:
    """The mode the environment variable asks for ("browser", "native") or None."""
    value = os.environ.get(ENV, "").strip().lower()
    if value in ("browser", "pyodide", "emscripten"):
        return "browser"
    if value in ("native", "cpython"):
        return "native"
    return None  # unset or unknown: probe


@functools.cache
def is_browser() -> bool:
    """True under Pyodide (or another WebAssembly host), or when the variable says so."""
    forced = _forced()
    if forced is not None:
        return forced == "browser"
    return sys.platform in _WASM


@functools.cache
def can_spawn_processes() -> bool:
    """Whether a worker process can be started (``multiprocessing``, ``concurrent.futures``)."""
    if is_browser() or sys.platform in _NO_PROCESSES:
        return False
    # the C half of multiprocessing: a build without it can't start workers
    return importlib.util.find_spec("_multiprocessing") is not None


@functools.cache
def can_start_threads() -> bool:
    """Whether ``threading.Thread.start`` works (Pyodide builds without pthreads: no)."""
    if is_browser():
        return False
    info = getattr(sys, "_emscripten_info", None)  # only on emscripten builds
    return info is None or bool(getattr(info, "pthreads", False))


@functools.cache
def has_sqlite3() -> bool:
    """Whether the game library may use ``sqlite3`` (looked up, not imported).

    Always False in a browser, even where Pyodide ships ``sqlite3`` (recent versions do):
    its default file lives in Pyodide's in-memory file system, gone on reload, and SQLite's
    locking on JupyterLite's browser-storage drive is untested; the JSON store is used
    there instead (:class:`solitaire_widget.game_library.MemoryLibrary`).
    """
    if is_browser():
        return False
    try:
        return importlib.util.find_spec("_sqlite3") is not None
    except (ImportError, ValueError):  # a broken finder on sys.meta_path
        return False


def summary() -> dict[str, bool]:
    """Every answer at once (for a bug report or a test)."""
    return {
        "browser": is_browser(),
        "processes": can_spawn_processes(),
        "threads": can_start_threads(),
        "sqlite3": has_sqlite3(),
    }


def reset() -> None:
    """Forget the answers: the next call probes again (after changing :data:`ENV`)."""
    for probe in (_forced, is_browser, can_spawn_processes, can_start_threads, has_sqlite3):
        probe.cache_clear()


class InlineExecutor(Executor):
    """A :class:`concurrent.futures.Executor` that runs each call at once, in the caller:
    what the batch solves use where no process or thread can start (Pyodide).

    >>> InlineExecutor().submit(pow, 2, 10).result()
    1024
    """

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        if future.set_running_or_notify_cancel():
            try:
                future.set_result(fn(*args, **kwargs))
            except Exception as exc:  # the future carries it, as a pool's would
                future.set_exception(exc)
        return future
