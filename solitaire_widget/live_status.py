"""The card table's live status: is the game still winnable, and which move lost it?

The solving runs in a separate **process** so the kernel keeps its CPU and its GIL for
the tables (a solver thread in the kernel made every click of every widget wait for it:
docs/benchmarks.md, "Widget latency"). One pool of one worker process is shared by all
the widgets of the interpreter: made on first use (the ``spawn`` start method: forking a
kernel whose threads hold locks is unsafe), lowered in priority (``os.nice``) so the
browser and the server keep the shared cores, shut down at exit (:func:`shutdown`). As with
any ``spawn`` process, a plain script that makes widgets needs the usual
``if __name__ == "__main__":`` guard (notebooks and kernels need nothing).

A widget's :class:`LiveStatus` sends the game as its JSON record
(:func:`solitaire_widget.record.to_record`, no result) and a budget; the worker rebuilds
the game with :func:`~solitaire_widget.record.from_record` and judges it
(:func:`verdict`); the answer comes back through the future's callback. Only the newest
position counts: while a job runs, newer positions wait in one slot (a burst of clicks
sends only the last; a position also waits :data:`SETTLE_SECONDS` before it goes to an
idle worker, so the click's redraw comes first), the running job is told it is stale
(it stops at its next check, between two solves) and a stale answer is dropped. A worker
that dies (killed, out of memory) breaks the pool: the position in flight gets
``"unknown"`` and the next job makes a new pool.

The worker never outlives the kernel, however the kernel ends (``SIGKILL`` included): its
initializer starts a thread that watches a pipe whose other end only the kernel holds
(end of file: the kernel is gone) and the parent's process id (re-parented: the kernel is
gone), and ends the worker at once. (Linux's ``PR_SET_PDEATHSIG`` is not used: it fires
when the *thread* that started the worker ends, and the pool starts workers from whichever
thread submits, e.g. a short-lived timer thread.)

The same worker also runs the engine's full stuck search for a widget
(:func:`status_in_worker`): on Klondike draw 1 it can take seconds, too long for the
kernel's event loop.

Where no process can start (Pyodide in JupyterLite, or ``SOLITAIRE_WIDGET_PLATFORM=browser``:
:func:`in_kernel`), the same jobs run in the kernel, in slices of about :data:`SLICE_SECONDS`
on its event loop (a job pauses after each solve, of that budget at most, and every
:data:`STUCK_STEP` positions of the stuck search; a slice goes on while its time lasts);
the loop reads the browser's messages between two slices, so the table answers a click
after one slice at most. The budgets are smaller (a position the solver can't settle in
one solve of a slice is "unknown"); the answers come back through the same futures.

Answers, as :class:`Verdict`: ``"won"``, ``"winnable"`` (with the winning line's first
move, for hints), ``"lost"`` with the move that lost it (found by a binary search over
the history, as :func:`solitaire_widget.solver.status_after_moves` does: a lost position
stays lost, a winnable one was winnable all along, and what earlier checks proved, kept
in the worker, is reused), or ``"unknown"`` (the budget ran out, or the worker failed).

>>> from solitaire_widget import Game
>>> g = Game("klondike32", seed=3)
>>> verdict(g, budget=5).state in ("winnable", "lost", "unknown")
True
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import itertools
import json
import logging
import os
import signal
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable, Generator, Iterator
from concurrent.futures import BrokenExecutor, CancelledError, Future
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from . import _line, _native, _platform
from .notation import Move

if TYPE_CHECKING:  # imported when a pool is made: Pyodide can't start one
    from concurrent.futures import ProcessPoolExecutor

__all__ = [
    "in_kernel",
    "LiveStatus",
    "Verdict",
    "verdict",
    "on_by_default",
    "solver_available",
    "shutdown",
    "status_in_worker",
    "hint_in_worker",
    "winnable_seed_in_worker",
    "worker_pids",
]

log = logging.getLogger(__name__)

_CACHE_SIZE = 4096
#: rule sets whose proofs the worker keeps (one cache each, the least recently used goes)
_CACHE_SPACES = 8
#: the worker's niceness increment: the kernel, the server and the browser come first
WORKER_NICE = 10
#: seconds a new position waits before it goes to an idle worker: the click's redraw has
#: the CPU to itself meanwhile, and a burst of clicks sends only its last position
SETTLE_SECONDS = 0.1
#: the start method of the worker process (not "fork": a kernel has threads running)
START_METHOD = "spawn"
#: seconds between two looks of the worker at its parent (the pipe's end of file wakes it
#: at once; the parent's process id is checked this often)
WATCH_SECONDS = 0.5

#: in the kernel (no worker process: Pyodide): seconds of search in one slice of work; the
#: event loop gets a turn between two slices, so a click waits for one slice at most
SLICE_SECONDS = 0.025
#: in the kernel: seconds between two slices (the loop reads the messages meanwhile)
SLICE_GAP = 0.002
#: in the kernel: positions of the engine's stuck search between two looks at the clock
#: (a few ms; Pyodide runs it about 4 times slower than CPython)
STUCK_STEP = 50
#: in the kernel: positions of the stuck search before the table stays "playing" (as when
#: the engine's own search passes its limit)
STUCK_LIMIT = 16_000
#: in the kernel: deals tried for a winnable deal, one solve of a slice each
SEED_TRIES = 400

_T = TypeVar("_T")


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


def on_by_default(game: Any) -> bool:
    """Whether a table shows the live status unless told otherwise: where the solver
    settles nearly every position of a game in one budget (docs/benchmarks.md, "Live
    status"). Klondike and Solitario; Matrimony with forced play (rules 7 and 8); and
    Matrimony under its default rules when the exact search's native core is loaded and a
    worker process runs it (in the kernel's slices, or in pure Python, most of its
    positions would stay "unknown").

    >>> from solitaire_widget import Game
    >>> on_by_default(Game("klondike32", seed=3))
    True
    """
    r = game.rules
    if r.layout != "matrimony" or (r.draw_requires_no_moves and r.redeal_requires_no_moves):
        return True
    try:
        from .solver import matrimony_exact
    except ImportError:
        return False
    return (
        matrimony_exact.applies(game)
        and not in_kernel()
        and matrimony_exact.NATIVE
        # a pure-Python wheel has no library: say nothing (loading would log a warning)
        and _native.LIBRARY.exists()
        and _native.mx_available()
    )


class _Stale(Exception):
    """A newer position arrived: stop working on this one."""


def verdict(
    game: Any,
    budget: float = 1.0,
    cache: dict[tuple, tuple[str, Move | None]] | None = None,
    alive: Callable[[], bool] = lambda: True,
) -> Verdict:
    """The live status of ``game``'s position (``game`` itself is not changed).

    This is what the worker process runs; it can be called directly too.

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

    Examples
    --------
    >>> from solitaire_widget import Game
    >>> verdict(Game("klondike32", seed=3), budget=5).state in ("winnable", "lost", "unknown")
    True
    """
    return _drain(_verdict_steps(game, budget, cache, alive))


def _drain(steps: Generator[None, None, _T]) -> _T:
    """Run a job of slices (a generator) to its end; its return value."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


#: moves undone or played again between two yields of :func:`_verdict_steps` (some 5 ms)
_MOVES_PER_STEP = 1_000


def _verdict_steps(
    game: Any,
    budget: float,
    cache: dict[tuple, tuple[str, Move | None]] | None,
    alive: Callable[[], bool],
) -> Generator[None, None, Verdict]:
    """:func:`verdict` as a job of slices: it yields after every solve (the in-kernel
    runner gives the event loop a turn there)."""
    solve = _solve()
    if solve is None:
        return Verdict("unknown")
    if game.is_won():
        return Verdict("won")
    cache = {} if cache is None else cache

    def status_of(g: Any) -> Generator[None, None, tuple[str, Move | None]]:
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
        yield
        return r.status, first

    status, first = yield from status_of(game)
    if status == "won":
        return Verdict("winnable", first_move=first)
    if status != "lost":
        return Verdict("unknown")
    # the key of the position after k moves, k = 0 .. n (from a copy, undoing); a probed
    # position is played again from the start (a copy per position held n histories:
    # 340 MB at 6,300 moves)
    g = game.copy()
    n = len(g.moves)
    keys = [g.state_key()]
    while g.can_undo:
        g.undo()
        keys.append(g.state_key())
        if len(keys) % _MOVES_PER_STEP == 0:
            yield  # a long game's keys take many slices, not one (601 ms at 100k moves)
    keys.reverse()  # keys[k]: after k moves
    g._redo = []
    moves = list(game.moves)

    def after(k: int) -> Generator[None, None, Any]:
        h = g.copy()
        for i, m in enumerate(moves[:k], 1):
            h.play(m)
            if i % _MOVES_PER_STEP == 0:
                yield
        return h

    lo, hi = 0, n  # the position after `hi` moves is lost
    for k in range(n, -1, -1):  # what earlier checks proved narrows the search
        hit = cache.get(keys[k])
        if hit is None:
            continue
        if hit[0] == "lost":
            hi = min(hi, k)
        elif hit[0] == "won":
            lo = max(lo, k + 1)
            break
    while lo < hi:
        mid = (lo + hi) // 2
        probe = yield from after(mid)
        if (yield from status_of(probe))[0] == "lost":
            hi = mid
        else:
            lo = mid + 1
    return Verdict("lost", lost_at=hi)


# ---------------------------------------------------------------------------- the worker
#: in the worker: the shared "stop" slot (a job whose token is written there is stale; -1
#: stops every job) and the proofs kept per rule set
_worker_stop: Any = None
_worker_caches: dict[tuple, dict[tuple, tuple[str, Move | None]]] = {}


def _init_worker(stop: Any, nice: int, lifeline: Any = None, parent: int | None = None) -> None:
    """The worker's initializer: watch the parent, keep the stop slot, step back in
    priority, load the solver."""
    global _worker_stop
    if lifeline is not None and parent is not None:
        threading.Thread(
            target=_watch_parent, args=(lifeline, parent), name="sw-parent-watch", daemon=True
        ).start()
    _worker_stop = stop
    # Ctrl-C / the kernel's Interrupt go to the whole process group: they are for the
    # user's code, not for the worker (the pool stops it with shutdown)
    with contextlib.suppress(ValueError, OSError, AttributeError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if nice and hasattr(os, "nice"):
        with contextlib.suppress(OSError):  # not allowed here: the normal priority
            os.nice(nice)
    _solve()


def _parent_gone(lifeline: Any, parent: int) -> bool:
    """Wait up to :data:`WATCH_SECONDS` for a sign that the parent process is gone."""
    try:
        if lifeline.poll(WATCH_SECONDS):
            lifeline.recv_bytes()  # nothing is ever sent: readable means end of file
    except (EOFError, OSError):
        return True
    return os.getppid() != parent


def _watch_parent(lifeline: Any, parent: int) -> None:
    """In the worker (a daemon thread): end the process as soon as its parent is gone.

    ``os._exit``: the parent can't take answers any more, and a normal exit would wait for
    the job running in the main thread (a stuck search may take seconds).
    """
    while not _parent_gone(lifeline, parent):
        pass
    os._exit(0)


def _status_job(record_text: str) -> str:
    """In the worker: the engine's status of the recorded position (its full stuck search)."""
    from .record import from_record

    return str(from_record(record_text).status)


def _judge(record_text: str, budget: float, token: int) -> Verdict | None:
    """In the worker: rebuild the game from its record and judge it (None when stale)."""
    from .record import from_record

    game = from_record(record_text)
    cache = _space_cache(game)

    def alive() -> bool:
        stop = _worker_stop
        return stop is None or stop.value not in (token, -1)

    try:
        return verdict(game, budget, cache, alive)
    except _Stale:
        return None


def _space_cache(game: Any) -> dict[tuple, tuple[str, Move | None]]:
    """The proofs kept for the game's rule set (made, or moved to the most recent end)."""
    space = (game.variant, json.dumps(game.options, sort_keys=True, default=str))
    cache = _worker_caches.pop(space, None)
    if cache is None:
        cache = {}
        while len(_worker_caches) >= _CACHE_SPACES:
            _worker_caches.pop(next(iter(_worker_caches)))
    _worker_caches[space] = cache  # the most recently used last
    return cache


# ---------------------------------------------------------------------------- the pool
_pool_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None
_stop: Any = None  # the stop slot shared with the worker (a RawValue)
_tokens = itertools.count(1)
_atexit_registered = False
#: the kernel's end of each pool's lifeline pipe (never written: it closes when the kernel
#: ends, however it ends, and the workers see end of file)
_lifelines: dict[int, Any] = {}


def _get_pool() -> ProcessPoolExecutor:
    """The shared pool, made on first use (and again after a break or a shutdown)."""
    global _pool, _stop, _atexit_registered
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    with _pool_lock:
        if _pool is None:
            ctx = multiprocessing.get_context(START_METHOD)
            _stop = ctx.RawValue("q", 0)
            reader, writer = ctx.Pipe(duplex=False)
            _pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=ctx,
                initializer=_init_worker,
                initargs=(_stop, WORKER_NICE, reader, os.getpid()),
            )
            _lifelines[id(_pool)] = (reader, writer)
            if not _atexit_registered:
                atexit.register(shutdown, False)
                _atexit_registered = True
        return _pool


def _discard_pool(pool: ProcessPoolExecutor) -> None:
    """Forget a broken (or shut down) pool: the next job makes a new one. A broken pool
    tears itself down (its manager thread ends its workers)."""
    global _pool
    with _pool_lock:
        if _pool is pool:
            _pool = None
        ends = _lifelines.pop(id(pool), ())
    for end in ends:  # its workers (if any is left) see end of file and go
        end.close()


def _mark_stale(token: int) -> None:
    if in_kernel():  # the in-kernel job sees it at its next slice (and then forgets it)
        _kernel_stale.add(token)
        return
    stop = _stop
    if stop is not None:
        stop.value = token


def shutdown(wait: bool = True) -> None:
    """Stop the shared worker process (pending jobs are cancelled, the running one stops
    at its next check). Called at interpreter exit; the next job starts a new worker.

    >>> shutdown()
    """
    global _pool
    _kernel.stop()
    with _pool_lock:
        pool, _pool = _pool, None
        if _stop is not None:
            _stop.value = -1
    if pool is not None:
        pool.shutdown(wait=wait, cancel_futures=True)
        with _pool_lock:
            ends = _lifelines.pop(id(pool), ())
        for end in ends:
            end.close()


def worker_pids() -> list[int]:
    """The process ids of the shared pool's workers (none before the first job)."""
    with _pool_lock:
        procs = getattr(_pool, "_processes", None) or {}
        return sorted(procs)


def status_in_worker(game: Any) -> Future:
    """The engine's :attr:`~solitaire_widget.engine.Game.status` of ``game``'s position,
    computed in the shared worker process.

    The game's record is taken here (in the caller's thread); the returned future gets
    ``"won"``, ``"stuck"`` or ``"playing"``, or an exception when the worker can't run it
    (it died, or this is itself a child process with no pool of its own). Cancel the
    future when the answer is no longer wanted (it works until the job has started).

    >>> from solitaire_widget import Game
    >>> status_in_worker(Game("klondike32", seed=3)).result(60)
    'playing'

    Where no process can start (:func:`in_kernel`), the search runs in slices on the
    event loop (:data:`STUCK_LIMIT` positions at most: past that the answer is
    ``"playing"``, as when the engine's own search passes its limit); without a running
    loop it runs at once.
    """
    if in_kernel():
        return _kernel.submit(_status_steps(game.copy()))
    return _in_worker(_status_job, _shared_line_text(game))


def hint_in_worker(game: Any, budget: float) -> Future:
    """:func:`solitaire_widget.solver.hint` for ``game``'s position, in the shared worker
    process: the future gets ``(move, source)`` (``source`` ``"solver"`` or
    ``"heuristic"``, ``move`` None when no move is legal), or an exception as for
    :func:`status_in_worker`.

    >>> from solitaire_widget import Game
    >>> move, source = hint_in_worker(Game("klondike32", seed=5), 2).result(60)
    >>> Game("klondike32", seed=5).is_legal(move), source in ("solver", "heuristic")
    (True, True)

    In the kernel (:func:`in_kernel`) the search is one slice: ``budget`` is cut to
    :data:`SLICE_SECONDS`.
    """
    if in_kernel():
        return _kernel.submit(_single(_hint_now, game.copy(), min(budget, SLICE_SECONDS)))
    return _in_worker(_hint_job, _shared_line_text(game), budget)


def winnable_seed_in_worker(variant: str, options: dict[str, Any]) -> Future:
    """:func:`solitaire_widget.solver.find_winnable_seed` (from a random deal number) in
    the shared worker process: the future gets the deal number, or the exception.

    >>> from solitaire_widget.solver import solve
    >>> from solitaire_widget import Game
    >>> seed = winnable_seed_in_worker("klondike32", {}).result(60)
    >>> solve(Game("klondike32", seed=seed), 5).status
    'won'

    In the kernel (:func:`in_kernel`) each deal tried is one step (a solve of
    :data:`SLICE_SECONDS`), :data:`SEED_TRIES` deals at most (then ``ValueError``).
    """
    if in_kernel():
        return _kernel.submit(_seed_steps(variant, dict(options)))
    return _in_worker(_winnable_seed_job, variant, dict(options))


def _winnable_seed_job(variant: str, options: dict[str, Any]) -> int:
    from .solver import find_winnable_seed

    return int(find_winnable_seed(variant, **options))


def _record_text(game: Any) -> str:
    from .record import to_record

    return json.dumps(to_record(game, result=False), separators=(",", ":"))


def _shared_line_text(game: Any) -> str:
    """The worker's record text of ``game`` for a hint or a stuck check (one game at a
    time is kept up to date: the table's, clicked on again and again)."""
    with _shared_line_lock:
        return _shared_line.text(game)


class _LineText:
    """The record text of one game's line for the worker (deal, options and moves; the
    worker needs no comments or metadata), brought up to date at each submit rather than
    written afresh: the whole record at every publish cost 31 ms at 100,000 moves.

    The deal's part is written once per game; the moves' texts are kept beside the
    history entries they came from and changed where the line changed (:mod:`._line`, as
    the game library's save does).
    """

    def __init__(self) -> None:
        # the game itself, weakly: an id is reused once its game is gone (a new deal's
        # game could take the old one's, and with it the old deal's text)
        self._game: weakref.ref[Any] | None = None
        self._head = ("", "")  # the record's text before and after its moves
        self._entries: list[Any] = []
        self._texts: list[str] = []  # each move's notation (letters, digits, - and x)

    def text(self, game: Any) -> str:
        history = game._history
        if self._game is None or self._game() is not game:
            from .record import to_record

            bare = game.copy()
            bare._history, bare.comments, bare.meta = [], {}, {}
            head = json.dumps(to_record(bare, result=False), separators=(",", ":"))
            before, marker, after = head.partition('"moves":[]')
            assert marker, head  # to_record always writes the moves, here none
            self._game, self._head = weakref.ref(game), (before + '"moves":[', "]" + after)
            self._entries, self._texts = [], []
        keep = _line.kept(self._entries, self._texts, history)
        _line.follow(self._entries, self._texts, history, keep, _line.added(history, keep))
        moves = '"' + '","'.join(self._texts) + '"' if self._texts else ""
        return self._head[0] + moves + self._head[1]


_shared_line = _LineText()
_shared_line_lock = threading.Lock()


def _hint_job(record_text: str, budget: float) -> tuple[Move | None, str]:
    """In the worker: the solver's hint for the recorded position."""
    from .record import from_record

    return _hint_now(from_record(record_text), budget)


def _hint_now(game: Any, budget: float) -> tuple[Move | None, str]:
    from .solver import hint

    h = hint(game, budget)
    return h.move, h.source


def _in_worker(fn: Callable[..., Any], *args: Any) -> Future:
    """Run ``fn(*args)`` in the shared worker; a future (failed when it can't start)."""
    if _in_child():
        failed: Future = Future()
        failed.set_exception(RuntimeError("no live status worker in a child process"))
        return failed
    for attempt in (1, 2):
        pool = _get_pool()
        try:
            future = pool.submit(fn, *args)
        except (BrokenExecutor, RuntimeError) as exc:  # broken, or shut down meanwhile
            _discard_pool(pool)
            if attempt == 2:
                failed = Future()
                failed.set_exception(exc)
                return failed
            continue
        future.add_done_callback(lambda f, pool=pool: _forget_if_broken(f, pool))
        return future
    raise AssertionError("unreachable")


def _forget_if_broken(future: Future, pool: ProcessPoolExecutor) -> None:
    if not future.cancelled() and isinstance(future.exception(), BrokenExecutor):
        _discard_pool(pool)


def _in_child() -> bool:
    """True where no pool may be made: in our own worker, and in any process that a
    ``spawn`` is still starting (the worker importing an unguarded script as its main
    module would otherwise start a worker of its own, and that one another).

    A kernel that is itself a spawned child (``marimo edit`` runs its kernel so) is
    neither, and has its worker like any other.
    """
    import multiprocessing

    starting = getattr(multiprocessing.current_process(), "_inheriting", False)
    return _worker_stop is not None or bool(starting)


# ---------------------------------------------------------------------------- in the kernel
def in_kernel() -> bool:
    """True where no worker process can start (Pyodide, or
    ``SOLITAIRE_WIDGET_PLATFORM=browser``): the live status, the hints, the stuck search and
    the winnable deals then run in slices on the kernel's event loop (see :class:`_Runner`).

    >>> isinstance(in_kernel(), bool)
    True
    """
    # a process pool needs threads too (its manager thread)
    return not (_platform.can_spawn_processes() and _platform.can_start_threads())


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()  # Pyodide's loop is always "running"
    except RuntimeError:
        return None


class _Runner:
    """Jobs of slices run on the event loop, one slice per turn, the jobs in turn.

    A job is a generator that yields between two steps of work (a solve of at most
    :data:`SLICE_SECONDS`, a few ms of the stuck search) and returns its answer; a slice
    runs steps while :data:`SLICE_SECONDS` last; :meth:`submit` gives a
    :class:`concurrent.futures.Future` as the worker process does, so the widget takes the
    answers the same way. The loop reads the browser's messages between two slices: a
    click waits for one slice at most. Without a running loop (a plain script) a job runs
    at once, whole.
    """

    def __init__(self) -> None:
        self._jobs: deque[tuple[Future, Iterator[None]]] = deque()
        self._handle: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def submit(self, steps: Generator[None, None, Any]) -> Future:
        future: Future = Future()
        loop = _running_loop()
        if loop is None:
            self._run(future, steps)
            return future
        self._jobs.append((future, steps))
        self._wake(loop)
        return future

    def _wake(self, loop: asyncio.AbstractEventLoop) -> None:
        if self._handle is not None and self._loop is loop and not loop.is_closed():
            return  # a turn is coming
        self._loop = loop
        try:
            self._handle = loop.call_later(SLICE_GAP, self._turn)
        except RuntimeError:  # the loop is closing: no turn will come, finish here
            self._handle = None
            while self._jobs:
                self._run(*self._jobs.popleft())

    def _turn(self) -> None:
        """One slice of the first job; the job goes to the back of the line if not done."""
        self._handle = None
        while self._jobs:
            future, steps = self._jobs.popleft()
            if not self._step(future, steps):
                self._jobs.append((future, steps))
                break
        if self._jobs and self._loop is not None:
            self._wake(self._loop)

    @staticmethod
    def _step(future: Future, steps: Iterator[None]) -> bool:
        """Run one slice; True when the job is over (done, failed or cancelled)."""
        if future.done() or (not future.running() and not future.set_running_or_notify_cancel()):
            steps.close()  # cancelled before it started
            return True
        end = time.perf_counter() + SLICE_SECONDS
        try:
            next(steps)
            while time.perf_counter() < end:  # time left in this slice: the next step
                next(steps)
        except StopIteration as stop:
            future.set_result(stop.value)
            return True
        except Exception as exc:  # the future carries it, as the worker's would
            future.set_exception(exc)
            return True
        return False

    def _run(self, future: Future, steps: Iterator[None]) -> None:
        while not self._step(future, steps):
            pass

    def finish(self, future: Future) -> None:
        """Run the job of ``future`` to its end now (someone waits for it)."""
        for job in list(self._jobs):
            if job[0] is future:
                self._jobs.remove(job)
                self._run(*job)

    def stop(self) -> None:
        """Drop every job (cancelled, or failed when it had started)."""
        while self._jobs:
            future, steps = self._jobs.popleft()
            steps.close()
            if not future.cancel() and not future.done():
                future.set_exception(RuntimeError("the live status work was stopped"))
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None


_kernel = _Runner()
#: tokens of in-kernel live status jobs made stale (each job forgets its own at its end)
_kernel_stale: set[int] = set()


def _single(fn: Callable[..., _T], *args: Any) -> Generator[None, None, _T]:
    """A job of one slice: ``fn(*args)``."""
    yield from ()
    return fn(*args)


def _status_steps(game: Any) -> Generator[None, None, str]:
    """The engine's status of ``game`` (a copy), pausing every :data:`STUCK_STEP` positions."""
    from .snapshot import quick_status

    quick = quick_status(game)
    if quick is not None:
        return quick
    from .engine import STUCK_SEARCH_LIMIT

    limit = min(STUCK_SEARCH_LIMIT, STUCK_LIMIT)
    stuck = yield from game._stuck_steps(limit, STUCK_STEP)
    return "stuck" if stuck else "playing"


def _seed_steps(variant: str, options: dict[str, Any]) -> Generator[None, None, int]:
    """A winnable deal number from a random one on, one deal (one short solve) a slice."""
    import random

    from .engine import Game
    from .errors import NoWinnableDealError
    from .solver import solve

    start = random.SystemRandom().randrange(1, 1_000_000_000)
    for seed in range(start, start + SEED_TRIES):
        if solve(Game(variant, seed=seed, **options), SLICE_SECONDS).status == "won":
            return seed
        yield
    raise NoWinnableDealError(
        f"no winnable {variant} deal found in seeds {start}..{start + SEED_TRIES - 1} "
        "within the budget"
    )


def _judge_steps(game: Any, budget: float, token: int) -> Generator[None, None, Verdict | None]:
    """In the kernel: :func:`_judge` as a job of slices (None when stale)."""
    cache = _space_cache(game)

    def alive() -> bool:
        return token not in _kernel_stale

    try:
        return (yield from _verdict_steps(game, budget, cache, alive))
    except _Stale:
        return None
    finally:
        _kernel_stale.discard(token)


# ---------------------------------------------------------------------------- per widget
class LiveStatus:
    """The live status of one widget's game, judged in the shared worker process.

    ``on_result(generation, verdict)`` is called (from the pool's callback thread, or the
    caller's) when a position's verdict is ready and it is still the newest; the caller
    hands it to its event loop.

    Where no process can start (:func:`in_kernel`: Pyodide) the same work runs in slices
    on the kernel's event loop: each solve gets at most :data:`SLICE_SECONDS` (a smaller
    budget: more positions are "unknown"), the settling wait is a timer of the loop, and
    :meth:`wait` runs what is left at once.

    >>> from solitaire_widget import Game
    >>> answers = []
    >>> live = LiveStatus(lambda gen, v: answers.append(v.state), budget=5)
    >>> _ = live.submit(Game("klondike32", seed=3))
    >>> live.wait(60) and answers[0] in ("winnable", "lost", "unknown")
    True
    >>> live.close()
    """

    def __init__(
        self,
        on_result: Callable[[int, Verdict], None],
        budget: float = 1.0,
        settle: float = SETTLE_SECONDS,
    ) -> None:
        self.budget = budget
        self.settle = settle
        self._timer: threading.Timer | asyncio.TimerHandle | None = None
        #: ``state_key -> (solve status, first move)`` of the answers received (for hints)
        self.cache: dict[tuple, tuple[str, Move | None]] = {}
        self._on_result = on_result
        self._line_text = _LineText()  # the game's record for the worker, kept up to date
        self._cond = threading.Condition()
        self._generation = 0
        #: the newest position waiting for the worker: (generation, record text, state key);
        #: in the kernel a copy of the game instead of its record
        self._pending: tuple[int, Any, tuple] | None = None
        #: the job in the worker: (generation, token, future, state key)
        self._running: tuple[int, int, Future, tuple] | None = None
        self._closed = False

    @property
    def generation(self) -> int:
        """The number of the newest job (or cancel)."""
        return self._generation

    def submit(self, game: Any) -> int:
        """Judge ``game``'s position (its record is taken here, in the caller's thread);
        return the job's generation. An older job becomes stale."""
        key = game.state_key()
        text = game.copy() if in_kernel() else self._line_text.text(game)
        with self._cond:
            self._generation += 1
            if self._closed:
                return self._generation
            self._pending = (self._generation, text, key)
            if self._running is None:
                if self.settle <= 0:
                    self._launch()
                elif self._timer is None:  # a newer position within the wait replaces it
                    self._start_timer()
            else:  # debounce: the newest waits for the running one, which stops early
                self._drop_running()
            return self._generation

    def cancel(self) -> None:
        """Drop the pending job and make the running one stale."""
        with self._cond:
            self._generation += 1
            self._pending = None
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            self._drop_running()
            self._cond.notify_all()

    def close(self) -> None:
        """Cancel the work of this widget (the shared worker stays for the others)."""
        with self._cond:
            self._closed = True
        self.cancel()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until no job is pending or running; False if ``timeout`` ran out.

        In the kernel (:func:`in_kernel`) the loop can't run while this waits: what is
        left of the work runs here at once (its slices are bounded: no timeout needed).
        """
        if in_kernel():
            with self._cond:
                while self._pending is not None or self._running is not None:
                    if self._running is None:
                        if self._timer is not None:
                            self._timer.cancel()
                            self._timer = None
                        self._launch()
                        continue
                    future = self._running[2]
                    _kernel.finish(future)
                    if self._running is not None and self._running[2] is future:
                        return False  # not the runner's job: nothing more to do here
                return True
        with self._cond:
            return self._cond.wait_for(
                lambda: self._pending is None and self._running is None, timeout
            )

    def _start_timer(self) -> None:
        """Launch the pending position after :attr:`settle` seconds (lock held)."""
        if in_kernel():  # no threads: the loop's timer, or at once without a loop
            loop = _running_loop()
            if loop is None:
                self._launch()
            else:
                self._timer = loop.call_later(self.settle, self._settled)
            return
        timer = threading.Timer(self.settle, self._settled)
        timer.daemon = True
        self._timer = timer
        timer.start()

    def _settled(self) -> None:
        with self._cond:
            self._timer = None
            if self._pending is not None and self._running is None and not self._closed:
                self._launch()
            self._cond.notify_all()

    # the lock is held by the callers of the methods below
    def _drop_running(self) -> None:
        if self._running is not None:
            _, token, future, _ = self._running
            if not future.cancel() and not future.done():  # running: stop at its next check
                _mark_stale(token)

    def _launch(self) -> None:
        assert self._pending is not None
        generation, text, key = self._pending
        self._pending = None
        token = next(_tokens)
        if in_kernel():
            budget = min(self.budget, SLICE_SECONDS)
            future = _kernel.submit(_judge_steps(text, budget, token))
            self._running = (generation, token, future, key)
            future.add_done_callback(lambda f: self._done(f, generation, key, None))
            return
        if _in_child():
            # a child process (e.g. the worker itself importing an unguarded script as
            # its main module): no pool of its own
            future: Future = Future()
            future.set_result(Verdict("unknown"))
            self._running = (generation, token, future, key)
            future.add_done_callback(lambda f: self._done(f, generation, key, None))
            return
        for attempt in (1, 2):
            pool = _get_pool()
            try:
                future = pool.submit(_judge, text, self.budget, token)
                break
            except (BrokenExecutor, RuntimeError):  # broken, or shut down meanwhile
                _discard_pool(pool)
                if attempt == 2:
                    log.warning("the live status worker could not start", exc_info=True)
                    future = Future()
                    future.set_result(Verdict("unknown"))
        self._running = (generation, token, future, key)
        future.add_done_callback(lambda f: self._done(f, generation, key, pool))

    def _done(self, future: Future, generation: int, key: tuple, pool: Any) -> None:
        try:
            result = future.result()
        except CancelledError:
            result = None
        except BrokenExecutor:
            log.warning("the live status worker died; a new one takes the next position")
            _discard_pool(pool)
            result = Verdict("unknown")
        except Exception:  # a solver bug: say "unknown", keep going
            log.warning("the live status check failed", exc_info=True)
            result = Verdict("unknown")
        with self._cond:
            if self._running is not None and self._running[2] is future:
                self._running = None
            try:
                if result is not None and generation == self._generation and not self._closed:
                    self._remember(key, result)
                    self._on_result(generation, result)
            except Exception:
                log.warning("could not show the live status", exc_info=True)
            finally:
                if self._pending is not None and self._running is None and not self._closed:
                    self._launch()
                self._cond.notify_all()

    def _remember(self, key: tuple, result: Verdict) -> None:
        if result.state == "winnable":
            entry: tuple[str, Move | None] = ("won", result.first_move)
        elif result.state == "lost":
            entry = ("lost", None)
        else:
            return
        if len(self.cache) >= _CACHE_SIZE:
            self.cache.pop(next(iter(self.cache)))
        self.cache[key] = entry
