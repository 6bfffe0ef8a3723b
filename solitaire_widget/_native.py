"""The native (C) core of the Klondike search: compiled when the package is built, loaded
with ctypes.

``_klondike_core.c`` runs the same search as the Python ``_dfs`` of
:mod:`solitaire_widget.solver.klondike` for Klondike and Solitario (klondike32) under every option
(both stock models: "K+" and draws with limited or unlimited turn-overs), tens of times
faster (docs/benchmarks.md, "Solver"). The package's build
(``hatch_build.py``) compiles it into the wheel, or in place for an editable install, as
``_klondike_core.so`` (``.dll`` on Windows) beside this module. Nothing is compiled at
import or in a kernel: this module only loads that one file, from the package directory
(never from a temporary or cache directory another user could write to). When it is
missing (a pure-Python wheel, a platform without a compiled core) or fails to load (a
bad file, a missing symbol, another model version), one warning is logged and the solver
keeps to its Python search. ``SOLITAIRE_WIDGET_NATIVE=0`` switches the core off. In a
browser (Pyodide: :func:`solitaire_widget._platform.is_browser`) the wheel is the pure one:
nothing is looked for and nothing is said beyond one debug line.
After editing ``_klondike_core.c`` in a source checkout, reinstall (``pip install -e .``)
to compile it again.
"""

from __future__ import annotations

import logging
import math
import os
import sys
import threading
from pathlib import Path
from typing import Any

from . import _platform
from .cards import SUIT_OF

try:
    import ctypes
except ImportError:  # a Python built without ctypes: the Python search
    ctypes: Any = None  # type: ignore[no-redef]

__all__ = ["LIBRARY", "MAX_BYTES", "available", "enabled", "search"]

log = logging.getLogger(__name__)

#: the compiled core, beside this module (hatch_build.py writes it under this name);
#: tests point it elsewhere to try broken libraries
LIBRARY = Path(__file__).with_name(
    "_klondike_core" + (".dll" if sys.platform == "win32" else ".so")
)
#: environment variable: "0" switches the native core off
ENV = "SOLITAIRE_WIDGET_NATIVE"
#: memory cap of one search's transposition table and stack; past it: "unknown"
MAX_BYTES = 1 << 30

# the layout _klondike_core.c reads (read_model); MODEL_VERSION must match its own
MODEL_VERSION = 5
_MAXACC = 8
_MAXF = 16

#: search results (kc_search's return codes)
LOST, WON, BUDGET, MEMORY, BADMODEL = 0, 1, 2, 3, -1

_lock = threading.Lock()
_lib: ctypes.CDLL | None = None
_failed = False  # the load failed once: don't try (or warn) again in this process


def enabled() -> bool:
    """False when ``SOLITAIRE_WIDGET_NATIVE=0`` (or ``false``/``no``/``off``)."""
    return os.environ.get(ENV, "1").strip().lower() not in ("0", "false", "no", "off")


def available() -> bool:
    """True when the native core is switched on and the packaged library loaded.

    Returns
    -------
    bool
        False when the install has no compiled core or it does not load (a warning is
        logged once), or when switched off with ``SOLITAIRE_WIDGET_NATIVE=0``.
    """
    return enabled() and _load() is not None


def _reset() -> None:
    """Forget the loaded library and any failure (tests)."""
    global _lib, _failed
    with _lock:
        _lib, _failed = None, False
    _mx_reset()


def _open(path: Path) -> ctypes.CDLL:
    """Load ``path`` and declare its functions; raises on a file that is not the core."""
    if not path.is_file():
        raise FileNotFoundError(
            f"{path.name} is not in {path.parent} (not compiled for this install)"
        )
    lib = ctypes.CDLL(str(path))
    lib.kc_version.restype = ctypes.c_int
    lib.kc_version.argtypes = []
    if lib.kc_version() != MODEL_VERSION:
        raise OSError(f"{path.name}: model version {lib.kc_version()}, not {MODEL_VERSION}")
    lib.kc_search.restype = ctypes.c_int
    lib.kc_search.argtypes = [
        ctypes.POINTER(ctypes.c_int32),  # model
        ctypes.c_int,  # its length
        ctypes.c_int,  # full pass
        ctypes.c_int64,  # states counted before
        ctypes.c_double,  # max states
        ctypes.c_double,  # seconds left
        ctypes.c_double,  # memory cap in bytes
        ctypes.POINTER(ctypes.c_int64),  # states out
        ctypes.POINTER(ctypes.POINTER(ctypes.c_int32)),  # path out
        ctypes.POINTER(ctypes.c_int32),  # path length out
    ]
    lib.kc_free.restype = None
    lib.kc_free.argtypes = [ctypes.POINTER(ctypes.c_int32)]
    return lib


def _load() -> ctypes.CDLL | None:
    global _lib, _failed
    if _lib is not None or _failed:
        return _lib
    with _lock:
        if _lib is not None or _failed:
            return _lib
        if _platform.is_browser() or ctypes is None:
            # Pyodide's wheel is the pure one: the Python search is the expected one there
            _failed = True
            log.debug("solitaire_widget: no native solver core here; the Python search runs")
            return None
        try:
            _lib = _open(LIBRARY)
        except Exception as exc:  # noqa: BLE001 - any load error: the Python search
            # (OSError: missing or not a library; AttributeError: a missing symbol)
            _failed = True
            log.warning(
                "solitaire_widget: native Klondike solver unavailable, using the Python "
                "search (%s: %s)",
                type(exc).__name__,
                exc,
            )
        return _lib


# ---------------------------------------------------------------------------- the model
def _longest_build(accepts: tuple, cards: list[int]) -> int | None:
    """Cards in the longest tableau build (a path in the accepts graph), None if cyclic."""
    memo: dict[int, int] = {}
    active: set[int] = set()

    def depth(c: int) -> int | None:
        if c in memo:
            return memo[c]
        if c in active:
            return None
        active.add(c)
        best = 1
        for y in accepts[c]:
            d = depth(y)
            if d is None:
                return None
            best = max(best, d + 1)
        active.discard(c)
        memo[c] = best
        return best

    out = 1
    for c in cards:
        d = depth(c)
        if d is None:
            return None
        out = max(out, d)
    return out


def model(km: Any, root: tuple, pending: bool) -> list[int] | None:
    """The flat int list ``read_model`` of the C core reads, or None if it can't run it.

    Parameters
    ----------
    km : _KlondikeModel
        The solver's tables for the game (either stock model).
    root : tuple
        The settled root state ``(piles, seq, pos, found, cnt)``.
    pending : bool
        Whether the draw-1 "pending" rule is on (K+ only).
    """
    if km.ntab > 8 or any(len(a) > _MAXACC for a in km.accepts):
        return None
    if any(len(s) > _MAXF for s in km.seq):
        return None
    chain = _longest_build(km.accepts, [c for c in range(52) if c not in km.excluded])
    if chain is None:
        return None
    out = [MODEL_VERSION, km.ntab, km.draw, int(bool(km.f2t)), int(pending), km.total, chain]
    out += [int(km.kplus), int(bool(km.auto_aces)), int(km.safe_waste)]
    out += [-1 if km.kplus or km.max_redeals is None else km.max_redeals]
    # the loss bounds: buried roots, locked ranks, stuck cards (the core decides where
    # they apply)
    out += [int(km.root_bound) | 2 * int(km.lock_bound) | 4 * int(km.stuck_bound)]
    for c in range(52):
        acc = list(km.accepts[c])
        need = [-1, -1, -1, -1]
        for s, p in km.need[c]:
            need[s] = max(need[s], p)
        out += [km.pos[c], SUIT_OF[c], int(c in km.excluded), int(km.fill_ok[c])]
        out += [int(km.is_ace[c]), len(acc)]
        out += acc + [-1] * (_MAXACC - len(acc))
        out += need
    for s in range(4):
        out += list(km.seq[s]) + [-1] * (_MAXF - len(km.seq[s]))
    piles, seq, pos, found, cnt = root
    for p in piles:
        out += [p[0], len(p) - 1, *p[1:]]
    out += [len(seq), *seq, pos, *found, cnt]
    return out


_KINDS = {
    0: lambda a, b, c: ("t", a, b, c),
    1: lambda a, b, c: ("tf", a),
    2: lambda a, b, c: ("w", a, "f", -1),
    3: lambda a, b, c: ("w", a, "t", b),
    4: lambda a, b, c: ("ft", a, b),
    5: lambda a, b, c: ("wf",),
    6: lambda a, b, c: ("wt", b),
    7: lambda a, b, c: ("d",),
    8: lambda a, b, c: ("r",),
}


def search(
    flat: list[int],
    full: bool,
    states: int,
    max_states: float,
    seconds: float,
    max_bytes: float | None = None,
) -> tuple[int, int, list[tuple] | None]:
    """One pass of the native search (the Python ``_dfs``).

    Parameters
    ----------
    flat : list of int
        From :func:`model`.
    full : bool
        The complete pass (True) or the quick pass over promising moves (False).
    states : int
        States counted before this pass.
    max_states, seconds : float
        Stop when the count goes above ``max_states`` or ``seconds`` have passed
        (``math.inf``: no limit).
    max_bytes : float, optional
        Memory cap of the search (default :data:`MAX_BYTES`).

    Returns
    -------
    tuple
        ``(code, states, path)``: ``code`` one of ``LOST, WON, BUDGET, MEMORY, BADMODEL``;
        ``states`` the count after the pass; ``path`` for a win the steps, each a tuple of
        internal moves as ``_dfs`` gives them (without the root's automatic moves).
    """
    lib = _load()
    if lib is None:  # pragma: no cover - callers check available() first
        raise RuntimeError("the native solver core is not available")
    arr = (ctypes.c_int32 * len(flat))(*flat)
    st = ctypes.c_int64(0)
    out = ctypes.POINTER(ctypes.c_int32)()
    n = ctypes.c_int32(0)
    code = lib.kc_search(
        arr,
        len(flat),
        int(full),
        states,
        float(max_states),
        math.inf if seconds == math.inf else max(0.0, float(seconds)),
        float(MAX_BYTES if max_bytes is None else max_bytes),
        ctypes.byref(st),
        ctypes.byref(out),
        ctypes.byref(n),
    )
    path = None
    if code == WON:
        try:
            flat_path = out[: n.value]
        finally:
            lib.kc_free(out)
        path = []
        at = 1
        for _ in range(flat_path[0]):
            k = flat_path[at]
            at += 1
            group = []
            for _ in range(k):
                kind, a, b, c = flat_path[at : at + 4]
                at += 4
                group.append(_KINDS[kind](a, b, c))
            path.append(tuple(group))
    return code, st.value, path


# ---------------------------------------------------------------------------- Matrimony
# ``_matrimony_core.c``, compiled into the same library, runs the exact Matrimony search of
# :mod:`solitaire_widget.solver.matrimony_exact` (``mx_*`` entry points, its own model
# version). Loaded on its own: a library without it still serves the Klondike search.

#: the layout _matrimony_core.c reads (read_model); must match its MODEL_VERSION
MX_MODEL_VERSION = 13

_mx_lib: ctypes.CDLL | None = None
_mx_failed = False


def mx_available() -> bool:
    """True when the native core is switched on and its Matrimony search loaded."""
    return enabled() and _mx_load() is not None


def _mx_reset() -> None:
    """Forget the loaded Matrimony entry points and any failure (tests)."""
    global _mx_lib, _mx_failed
    with _lock:
        _mx_lib, _mx_failed = None, False


def _mx_open(path: Path) -> ctypes.CDLL:
    """Load ``path`` and declare its Matrimony functions; raises when they are missing."""
    if not path.is_file():
        raise FileNotFoundError(
            f"{path.name} is not in {path.parent} (not compiled for this install)"
        )
    lib = ctypes.CDLL(str(path))
    lib.mx_version.restype = ctypes.c_int
    lib.mx_version.argtypes = []
    if lib.mx_version() != MX_MODEL_VERSION:
        raise OSError(
            f"{path.name}: Matrimony model version {lib.mx_version()}, not {MX_MODEL_VERSION}"
        )
    lib.mx_search.restype = ctypes.c_int
    lib.mx_search.argtypes = [
        ctypes.POINTER(ctypes.c_int32),  # model
        ctypes.c_int,  # its length
        ctypes.c_int64,  # states counted before
        ctypes.c_double,  # max states
        ctypes.c_double,  # seconds left
        ctypes.c_double,  # memory cap in bytes
        ctypes.POINTER(ctypes.c_int64),  # states out
        ctypes.POINTER(ctypes.POINTER(ctypes.c_int32)),  # path out
        ctypes.POINTER(ctypes.c_int32),  # path length out
    ]
    # the win finders that count what they ran (_mx_counted): the model and seed, their
    # own arguments, the budget, then out the states, the count and the line
    lib.mx_playouts.restype = ctypes.c_int
    lib.mx_playouts.argtypes = _counted_argtypes([ctypes.c_int64])  # most playouts
    lib.mx_nested.restype = ctypes.c_int
    lib.mx_nested.argtypes = _counted_argtypes(
        [
            ctypes.c_int,  # the level
            ctypes.c_int,  # flags (NEST_*)
            ctypes.c_int,  # playouts per leaf
            ctypes.c_int64,  # most searches
        ]
    )
    lib.mx_free.restype = None
    lib.mx_free.argtypes = [ctypes.POINTER(ctypes.c_int32)]
    return lib


def _mx_load() -> ctypes.CDLL | None:
    global _mx_lib, _mx_failed
    if _mx_lib is not None or _mx_failed:
        return _mx_lib
    with _lock:
        if _mx_lib is not None or _mx_failed:
            return _mx_lib
        if _platform.is_browser() or ctypes is None:
            _mx_failed = True
            log.debug("solitaire_widget: no native solver core here; the Python search runs")
            return None
        try:
            _mx_lib = _mx_open(LIBRARY)
        except Exception as exc:  # noqa: BLE001 - any load error: the Python search
            _mx_failed = True
            log.warning(
                "solitaire_widget: native Matrimony solver unavailable, using the Python "
                "search (%s: %s)",
                type(exc).__name__,
                exc,
            )
        return _mx_lib


def mx_search(
    flat: list[int],
    states: int,
    max_states: float,
    seconds: float,
    max_bytes: float | None = None,
) -> tuple[int, int, list[int] | None]:
    """The native exact Matrimony search (``matrimony_exact._Search.node`` from the root).

    Parameters
    ----------
    flat : list of int
        From ``matrimony_exact._native_model``.
    states : int
        States counted before.
    max_states, seconds : float
        Stop when the count goes above ``max_states`` or ``seconds`` have passed
        (``math.inf``: no limit).
    max_bytes : float, optional
        Memory cap of the search (default :data:`MAX_BYTES`).

    Returns
    -------
    tuple
        ``(code, states, path)``: ``code`` one of ``LOST, WON, BUDGET, MEMORY, BADMODEL``;
        ``states`` the count after the search; ``path`` for a win the steps
        (``pile * 8 + foundation`` for a play, -1 for a deal or a redeal step).
    """
    lib = _mx_load()
    if lib is None:  # pragma: no cover - callers check mx_available() first
        raise RuntimeError("the native Matrimony core is not available")
    arr = (ctypes.c_int32 * len(flat))(*flat)
    st = ctypes.c_int64(0)
    out = ctypes.POINTER(ctypes.c_int32)()
    n = ctypes.c_int32(0)
    code = lib.mx_search(
        arr,
        len(flat),
        states,
        float(max_states),
        math.inf if seconds == math.inf else max(0.0, float(seconds)),
        float(MAX_BYTES if max_bytes is None else max_bytes),
        ctypes.byref(st),
        ctypes.byref(out),
        ctypes.byref(n),
    )
    return code, st.value, _mx_path(lib, code, out, n)


def _mx_path(lib: ctypes.CDLL, code: int, out, n) -> list[int] | None:
    """A won line's steps, copied out of the core's array, which is then freed."""
    if code != WON:
        return None
    try:
        return list(out[: n.value])
    finally:
        lib.mx_free(out)


def _counted_argtypes(own: list[Any]) -> list[Any]:
    """The C argument types of a win finder that counts what it ran, around its ``own``."""
    return [
        ctypes.POINTER(ctypes.c_int32),  # model
        ctypes.c_int,  # its length
        ctypes.c_uint64,  # the generator's seed
        *own,
        ctypes.c_int64,  # states counted before
        ctypes.c_double,  # max states
        ctypes.c_double,  # seconds left
        ctypes.POINTER(ctypes.c_int64),  # states out
        ctypes.POINTER(ctypes.c_int64),  # playouts or searches out
        ctypes.POINTER(ctypes.POINTER(ctypes.c_int32)),  # path out
        ctypes.POINTER(ctypes.c_int32),  # path length out
    ]


def mx_playouts(
    flat: list[int],
    seed: int,
    max_playouts: int,
    states: int,
    max_states: float,
    seconds: float,
) -> tuple[int, int, int, list[int] | None]:
    """Native random playouts (``matrimony_exact._Search.playout``, the same lines for the
    same seed), until one wins or a limit is reached.

    Returns
    -------
    tuple
        ``(code, states, playouts, path)``: ``code`` ``WON`` (``path`` as for
        :func:`mx_search`), ``BUDGET`` (none won: this proves nothing) or ``BADMODEL``;
        ``states`` the count after (one per play or event), ``playouts`` how many ran.
    """
    return _mx_counted("mx_playouts", flat, seed, (max_playouts,), states, max_states, seconds)


def mx_nested(
    flat: list[int],
    seed: int,
    level: int,
    max_runs: int,
    states: int,
    max_states: float,
    seconds: float,
    flags: int = 0,
    leaf: int = 1,
) -> tuple[int, int, int, list[int] | None]:
    """Native nested Monte Carlo searches (``mx_nested`` of ``_matrimony_core.c``): one
    ``level`` search after another, the generator running on, until one wins or a limit
    is reached.

    Returns
    -------
    tuple
        ``(code, states, runs, path)``: ``code`` ``WON`` (``path`` as for
        :func:`mx_search`), ``BUDGET`` (none won: this proves nothing), ``MEMORY`` or
        ``BADMODEL`` (also for a level below 1); ``states`` the count after (one per move
        played, in a playout or on a level's line), ``runs`` the searches started.
    """
    args = (level, flags, leaf, max_runs)
    return _mx_counted("mx_nested", flat, seed, args, states, max_states, seconds)


def _mx_counted(
    entry: str,
    flat: list[int],
    seed: int,
    args: tuple[int, ...],
    states: int,
    max_states: float,
    seconds: float,
) -> tuple[int, int, int, list[int] | None]:
    """Call a native win finder that counts what it ran (``mx_playouts``, ``mx_nested``):
    the model, the seed, its own ``args``, then the budget, and out the states, the count
    and the line."""
    lib = _mx_load()
    if lib is None:  # pragma: no cover - callers check mx_available() first
        raise RuntimeError("the native Matrimony core is not available")
    arr = (ctypes.c_int32 * len(flat))(*flat)
    st = ctypes.c_int64(0)
    count = ctypes.c_int64(0)
    out = ctypes.POINTER(ctypes.c_int32)()
    n = ctypes.c_int32(0)
    code = getattr(lib, entry)(
        arr,
        len(flat),
        seed & 0xFFFFFFFFFFFFFFFF,
        *args,
        states,
        float(max_states),
        math.inf if seconds == math.inf else max(0.0, float(seconds)),
        ctypes.byref(st),
        ctypes.byref(count),
        ctypes.byref(out),
        ctypes.byref(n),
    )
    return code, st.value, count.value, _mx_path(lib, code, out, n)
