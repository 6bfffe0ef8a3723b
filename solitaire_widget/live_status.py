"""The card table's live status: is the game still winnable, and which move lost it?

:class:`LiveStatus` runs the solver (:func:`solitaire_widget.solver.solve`) in one
background thread per widget, on a *copy* of the game (the live engine game is never
touched from the thread). Only the newest position counts: a job submitted while another
runs makes the old one stale; it is dropped at its next check (between two solves; a
solve in flight finishes its small budget first, and its answer is kept in the cache).

Answers, as :class:`Verdict`: ``"won"``, ``"winnable"`` (with the winning line's first
move, for hints), ``"lost"`` with the move that lost it (found by a binary search over
the history: a lost position stays lost, a winnable one was winnable all along, and
what earlier checks proved is reused), or ``"unknown"`` (the budget ran out).

>>> from solitaire_widget import Game
>>> g = Game("klondike32", seed=3)
>>> verdict(g, budget=5).state in ("winnable", "lost", "unknown")
True
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .notation import Move

__all__ = ["LiveStatus", "Verdict", "verdict", "solver_available"]

log = logging.getLogger(__name__)

_CACHE_SIZE = 4096
#: an idle thread ends after this long (so a forgotten widget holds no thread)
_IDLE_SECONDS = 60.0


@dataclass(frozen=True)
class Verdict:
    """The live status of a position.

    ``state`` is ``"won"``, ``"winnable"``, ``"lost"`` or ``"unknown"``; ``lost_at`` (only
    when lost) is the number of the move that lost it (0: the deal itself can't be won);
    ``first_move`` (only when winnable) starts a winning line.
    """

    state: str
    lost_at: int | None = None
    first_move: Move | None = None


def _solve() -> Callable[..., Any] | None:
    try:
        from .solver import solve
    except ImportError:
        return None
    return solve


def solver_available() -> bool:
    """Whether :mod:`solitaire_widget.solver` (and its ``solve``) can be imported."""
    return _solve() is not None


class _Stale(Exception):
    """A newer position arrived: stop working on this one."""


def verdict(
    game: Any,
    budget: float = 1.0,
    cache: dict[tuple, tuple[str, Move | None]] | None = None,
    alive: Callable[[], bool] = lambda: True,
) -> Verdict:
    """The live status of ``game``'s position (``game`` itself is not changed).

    Parameters
    ----------
    game : Game
        The position to judge, with its history (to name the move that lost it).
    budget : float
        Seconds per solve. The answer takes one solve, plus a few more (a binary search
        over the history) when the position is lost.
    cache : dict, optional
        ``state_key -> (solve status, first move)`` shared between calls: what was proven
        about earlier positions shortens the search.
    alive : callable
        Checked between solves; when it returns False the work stops (``_Stale``).
    """
    solve = _solve()
    if solve is None:
        return Verdict("unknown")
    if game.is_won():
        return Verdict("won")
    cache = {} if cache is None else cache

    def status_of(g: Any) -> tuple[str, Move | None]:
        key = g.state_key()
        hit = cache.get(key)
        if hit is not None:
            return hit
        if not alive():
            raise _Stale
        r = solve(g, budget)
        first = r.moves[0] if r.status == "won" and r.moves else None
        if len(cache) >= _CACHE_SIZE:
            cache.pop(next(iter(cache)))
        cache[key] = (r.status, first)
        return r.status, first

    status, first = status_of(game)
    if status == "won":
        return Verdict("winnable", first_move=first)
    if status != "lost":
        return Verdict("unknown")
    # positions after k moves, k = 0 .. n (from the copy, undoing)
    g = game.copy()
    n = len(g.moves)
    positions = [g.copy()]
    while g.can_undo:
        g.undo()
        positions.append(g.copy())
    positions.reverse()  # positions[k]: after k moves
    lo, hi = 0, n  # the position after `hi` moves is lost
    for k in range(n, -1, -1):  # what earlier checks proved narrows the search
        hit = cache.get(positions[k].state_key())
        if hit is None:
            continue
        if hit[0] == "lost":
            hi = min(hi, k)
        elif hit[0] == "won":
            lo = max(lo, k + 1)
            break
    while lo < hi:
        mid = (lo + hi) // 2
        if status_of(positions[mid])[0] == "lost":
            hi = mid
        else:
            lo = mid + 1
    return Verdict("lost", lost_at=hi)


class LiveStatus:
    """One background thread judging the newest position submitted to it (it ends when
    idle for a minute and starts again with the next job).

    ``on_result(generation, verdict)`` is called from the thread when a position's
    verdict is ready and it is still the newest; the caller hands it to its event loop.
    """

    def __init__(self, on_result: Callable[[int, Verdict], None], budget: float = 1.0) -> None:
        self.budget = budget
        self.cache: dict[tuple, tuple[str, Move | None]] = {}
        self._on_result = on_result
        self._cond = threading.Condition()
        self._job: tuple[int, Any] | None = None
        self._generation = 0
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None

    @property
    def generation(self) -> int:
        """The number of the newest job (or cancel)."""
        return self._generation

    def submit(self, game: Any) -> int:
        """Judge a copy of ``game`` (made here, in the caller's thread); return the job's
        generation. An older job still running becomes stale."""
        copy = game.copy()
        with self._cond:
            self._generation += 1
            self._job = (self._generation, copy)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(
                    target=self._run, name="solitaire-live-status", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()
            return self._generation

    def cancel(self) -> None:
        """Drop the pending job and make the running one stale."""
        with self._cond:
            self._generation += 1
            self._job = None
            self._cond.notify_all()

    def close(self) -> None:
        """Stop the thread (after the solve in flight)."""
        with self._cond:
            self._closed = True
            self._generation += 1
            self._job = None
            self._cond.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no job is pending or running; False if ``timeout`` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._job is None and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                ready = self._cond.wait_for(
                    lambda: self._job is not None or self._closed, timeout=_IDLE_SECONDS
                )
                if self._closed or not ready:  # idle: end (submit starts a new thread)
                    self._thread = None
                    return
                assert self._job is not None
                generation, game = self._job
                self._job = None
                self._busy = True
            try:
                result = verdict(
                    game, self.budget, self.cache, alive=lambda g=generation: g == self._generation
                )
            except _Stale:
                result = None
            except Exception:  # a solver bug must not kill the thread
                log.warning("the live status check failed", exc_info=True)
                result = Verdict("unknown")
            try:
                if result is not None and generation == self._generation:
                    self._on_result(generation, result)
            except Exception:
                log.warning("could not show the live status", exc_info=True)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()
