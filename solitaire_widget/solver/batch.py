"""Many deals: :func:`find_winnable_seed` and the winnability studies (:func:`winnability`)."""

from __future__ import annotations

import hashlib
import itertools
import json
import math
import operator
import os
import random
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._files import naming, write_text
from ..engine import Game
from ..errors import NoWinnableDealError, RecordError, clip, is_number, is_whole_number
from ..record import _read_file
from ..shuffle import check_seed
from .common import Budget
from .search import solve


def _local_executor(pool: Any, workers: int) -> Any:
    """A pool of ``workers`` processes, or where none can start (Pyodide) the solves one
    after another in this process.

    The processes are spawned, not forked (a kernel has threads running: a fork can
    deadlock, and forked workers kept the kernel's sockets and pipes), and each ends as
    soon as this process is gone (a kernel killed mid-study left its workers waiting
    forever, holding its ports), as the live status's worker does.
    """
    import multiprocessing

    from .. import _platform

    if not _platform.can_spawn_processes():
        return _platform.InlineExecutor()
    ctx = multiprocessing.get_context("spawn")
    reader, writer = ctx.Pipe(duplex=False)
    executor = pool(
        max_workers=workers,
        mp_context=ctx,
        initializer=_watch_this_process,
        initargs=(reader, os.getpid()),
    )
    executor._sw_lifeline = (reader, writer)  # the write end lives as long as the pool
    return executor


def _watch_this_process(lifeline: Any, parent: int) -> None:
    """A study worker's initializer: end the worker when its parent is gone."""
    import threading

    from ..live_status import _watch_parent

    threading.Thread(
        target=_watch_parent, args=(lifeline, parent), name="sw-parent-watch", daemon=True
    ).start()


# ---------------------------------------------------------------------------- deals
def find_winnable_seed(
    variant: str,
    start: int | None = None,
    budget: Any = 0.25,
    max_tries: int = 1000,
    **options: Any,
) -> int:
    """The first deal number from ``start`` on that the solver proves winnable.

    Parameters
    ----------
    variant : str
        A variant id or alias.
    start : int, optional
        The first seed tried (a random one if None).
    budget : float or dict
        The solve budget per deal. Most winnable deals are won in milliseconds, so a
        short budget finds one sooner; Matrimony deals are rarely winnable (well under
        1 %), so a winnable Matrimony deal can take a minute to find.
    max_tries : int
        Give up (ValueError) after this many deals.
    **options
        The variant's options.

    Examples
    --------
    >>> s = find_winnable_seed("klondike32", start=1)
    >>> solve(Game("klondike32", seed=s)).status
    'won'
    """
    Budget.of(budget)
    if not is_whole_number(max_tries, 1, MAX_DEALS):
        raise ValueError(
            f"max_tries must be a whole number from 1 to {MAX_DEALS:,}, not {clip(max_tries)}"
        )
    if start is None:
        start = random.SystemRandom().randrange(1, 1_000_000_000)
    elif not is_whole_number(start, 0, 2**64 - max_tries):
        raise ValueError(f"start must be a deal number (0 to 2**64 - max_tries), not {clip(start)}")
    for seed in range(start, start + max_tries):
        if solve(Game(variant, seed=seed, **options), budget).status == "won":
            return seed
    raise NoWinnableDealError(
        f"no winnable {variant} deal found in seeds {start}..{start + max_tries - 1} "
        f"within the budget"
    )


# ---------------------------------------------------------------------------- studies
def wilson_interval(wins: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes out of ``n`` (95 % by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _solve_deal(variant: str, seed: int, options: dict[str, Any], budget: Any) -> dict[str, Any]:
    r = solve(Game(variant, seed=seed, **options), budget)
    return {
        "seed": seed,
        "result": r.status,
        "seconds": round(r.seconds, 4),
        "states": r.states,
        "moves": len(r.moves),
    }


@dataclass
class Winnability:
    """The outcome of :func:`winnability`: one row per deal, counts, rate and interval."""

    variant: str
    options: dict[str, Any]
    budget: Budget
    rows: list[dict[str, Any]]

    @property
    def counts(self) -> dict[str, int]:
        out = {"won": 0, "lost": 0, "unknown": 0}
        for row in self.rows:
            out[row["result"]] += 1
        return out

    @property
    def deals(self) -> int:
        return len(self.rows)

    @property
    def win_rate(self) -> float | None:
        """Won / (won + lost): the rate among deals the solver settled (None if none)."""
        c = self.counts
        decided = c["won"] + c["lost"]
        return c["won"] / decided if decided else None

    @property
    def ci(self) -> tuple[float, float]:
        """95 % Wilson interval, unknowns counted as losses (low end) and as wins (high end)."""
        c = self.counts
        n = len(self.rows)
        low = wilson_interval(c["won"], n)[0]
        high = wilson_interval(c["won"] + c["unknown"], n)[1]
        return (low, high)

    def seconds_percentiles(self, qs: Iterable[float] = (50, 95, 100)) -> dict[float, float]:
        times = sorted(row["seconds"] for row in self.rows)
        return {q: _percentile(times, q) for q in qs}

    @property
    def table(self) -> Any:
        """The rows as a pandas DataFrame if pandas is installed, else a list of dicts."""
        try:
            import pandas as pd
        except ImportError:
            return list(self.rows)
        return pd.DataFrame(self.rows)

    def summary(self) -> str:
        c = self.counts
        lo, hi = self.ci
        rate = "n/a" if self.win_rate is None else f"{100 * self.win_rate:.1f}%"
        return (
            f"{self.variant} {self.options}: {self.deals} deals, won {c['won']}, "
            f"lost {c['lost']}, unknown {c['unknown']}; win rate {rate}, "
            f"95% CI [{100 * lo:.1f}%, {100 * hi:.1f}%]"
        )

    def __repr__(self) -> str:
        return f"<Winnability {self.summary()}>"


def _percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return float("nan")
    k = (len(sorted_values) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


#: the most deals one call takes: a million rows are a few hundred MB in memory (more:
#: one study per range of seeds)
MAX_DEALS = 1_000_000


class _RepeatedSeed(ValueError):
    """A deal listed twice in ``seeds``."""

    def __init__(self, seed: int) -> None:
        super().__init__(f"seeds: deal {seed} is listed twice (each deal is counted once)")
        self.seed = seed


def _seed_list(deals: Any, seeds: Iterable[int] | None) -> list[int]:
    """Seeds 1…``deals``, or ``seeds`` read up to :data:`MAX_DEALS` (each a deal number,
    each once: a deal counted twice would narrow the interval falsely); ValueError naming
    the first thing wrong."""
    if seeds is None:
        if not is_whole_number(deals, 0, MAX_DEALS):
            raise ValueError(
                f"deals must be a whole number from 0 to {MAX_DEALS:,} (more: one study per "
                f"range of seeds), not {clip(deals)}"
            )
        return list(range(1, deals + 1))
    if isinstance(seeds, (str, bytes)) or not isinstance(seeds, Iterable):
        raise ValueError(f"seeds must be deal numbers (a list, a range …), not {clip(seeds)}")
    out = []
    seen: set[int] = set()
    for s in itertools.islice(seeds, MAX_DEALS + 1):
        try:  # numpy ints too; never 1.5 -> 1, nor True -> 1 (check_seed refuses a bool)
            seed = check_seed(s if isinstance(s, bool) else operator.index(s))
        except (TypeError, ValueError):
            raise ValueError(f"seeds: {clip(s)} is not a deal number (0 to 2**64 - 1)") from None
        if seed in seen:
            raise _RepeatedSeed(seed)
        seen.add(seed)
        out.append(seed)
    if len(out) > MAX_DEALS:
        raise ValueError(f"seeds: more than {MAX_DEALS:,} deals (more: one study per range)")
    return out


#: the most local worker processes a study starts
MAX_WORKERS = 1024


def _check_runner(executor: Any, workers: Any) -> None:
    """ValueError unless ``executor`` is None or has ``submit`` and ``workers`` is None or
    1 to :data:`MAX_WORKERS` (checked before any process starts)."""
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise ValueError(
            f"executor must be a concurrent.futures-style executor (with submit), not "
            f"{type(executor).__name__}"
        )
    if workers is not None and not is_whole_number(workers, 1, MAX_WORKERS):
        raise ValueError(
            f"workers must be None (all cores) or a whole number from 1 to {MAX_WORKERS}, "
            f"not {clip(workers)}"
        )


def winnability(
    variant: str,
    deals: int = 100,
    budget: Any = 10.0,
    executor: Any = None,
    seeds: Iterable[int] | None = None,
    progress: bool = True,
    workers: int | None = None,
    **options: Any,
) -> Winnability:
    """Solve many numbered deals and estimate the share that can be won.

    Parameters
    ----------
    variant : str
        A variant id or alias.
    deals : int
        How many deals: seeds 1…``deals`` unless ``seeds`` is given (at most
        :data:`MAX_DEALS`, a million).
    budget : float or dict
        The budget of each solve (see :func:`solve`).
    executor : concurrent.futures.Executor, optional
        Where to run the solves: any executor, e.g. a Dask ``Client.get_executor()``.
        By default a local ``ProcessPoolExecutor`` (``workers`` processes, 1 to
        :data:`MAX_WORKERS`, default all cores).
    seeds : iterable of int, optional
        The deal numbers to solve.
    progress : bool
        Show a tqdm progress bar (if tqdm is installed).
    **options
        The variant's options.

    Returns
    -------
    Winnability
        ``rows`` (seed, result, seconds, states, moves, in seed order), ``table``,
        ``counts``, ``win_rate`` and ``ci``.

    Examples
    --------
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with ThreadPoolExecutor(1) as ex:
    ...     w = winnability("solitario", deals=3, budget=5, executor=ex, progress=False)
    >>> w.deals, w.counts["won"] + w.counts["lost"]
    (3, 3)
    """
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from ..rulesets import rules_for

    rules = rules_for(variant, **options)
    b = Budget.of(budget)
    seed_list = _seed_list(deals, seeds)
    _check_runner(executor, workers)
    opts = dict(options)
    own = executor is None
    if own:
        executor = _local_executor(ProcessPoolExecutor, workers or os.cpu_count() or 1)
    bar = None
    if progress:
        try:
            from tqdm.auto import tqdm

            # the rate over the whole run (deals end in bursts, and the default moving
            # average showed 4 deals/s for a run of 50 deals in under a second)
            bar = tqdm(
                total=len(seed_list), desc=f"{rules.variant} solves", unit="deal", smoothing=0
            )
        except ImportError:  # pragma: no cover - tqdm is optional
            bar = None
    rows: list[dict[str, Any]] = []
    try:
        futures = [executor.submit(_solve_deal, rules.variant, s, opts, b) for s in seed_list]
        for fut in as_completed(futures):
            row = fut.result()
            rows.append(row)
            if bar is not None:
                bar.update(1)
                if len(rows) % 20 == 0 or len(rows) == len(seed_list):
                    won = sum(r["result"] == "won" for r in rows)
                    bar.set_postfix(won=f"{100 * won / len(rows):.1f}%")
    finally:
        if bar is not None:
            bar.close()
        if own:
            executor.shutdown(cancel_futures=True)
    rows.sort(key=lambda r: r["seed"])
    return Winnability(rules.variant, dict(rules.options), b, rows)


# ---------------------------------------------------------------------------- big studies
#: the file of a study directory that says which study it holds
MANIFEST = "study.json"
_RESULTS = ("won", "lost", "unknown")


def _solve_chunk(
    variant: str, seeds: list[int], options: dict[str, Any], budget: Any
) -> list[dict[str, Any]]:
    """Solve one chunk of deals, one after another, on a worker."""
    return [_solve_deal(variant, s, options, budget) for s in seeds]


def _part_name(index: int) -> str:
    return f"part-{index:06d}.jsonl"


#: the largest manifest read: it lists at most MAX_DEALS seeds of at most 20 digits
MAX_MANIFEST_BYTES = 32 * 1024 * 1024
#: a part is read up to this many bytes per deal of its chunk (a row takes about 90)
PART_ROW_BYTES = 512
#: the fields of a part's row, each deal's outcome (_solve_deal)
_ROW_KEYS = frozenset({"seed", "result", "seconds", "states", "moves"})


def _read_study_file(path: Path, cap: int, what: str) -> bytes:
    """The bytes of a study's file, at most ``cap`` of them, from a regular file (the record
    reader's checks); ValueError naming the file and the problem."""
    try:
        return _read_file(path, cap, what)
    except RecordError as exc:
        raise ValueError(f"{clip(os.fspath(path), 200)}: {exc}") from None


def _good_row(row: Any) -> bool:
    if not isinstance(row, dict) or row.keys() != _ROW_KEYS or row["result"] not in _RESULTS:
        return False
    sec = row["seconds"]
    if not (is_number(sec) and 0 <= sec < math.inf):
        return False
    return is_whole_number(row["states"], 0) and is_whole_number(row["moves"], 0)


def _read_part(path: Path, seeds: list[int]) -> list[dict[str, Any]] | None:
    """The rows of a finished part, or None when it is missing, unreadable, larger than its
    chunk's rows can be, or not this chunk's rows (each field checked): solve it again."""
    try:
        raw = _read_study_file(path, len(seeds) * PART_ROW_BYTES + 4096, "study part")
        rows = [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
    except (ValueError, RecursionError):  # not there, too big, not UTF-8 JSON lines
        return None
    if [r.get("seed") if isinstance(r, dict) else None for r in rows] != seeds:
        return None  # not this chunk (or cut short)
    if not all(_good_row(r) for r in rows):
        return None
    return rows


def _read_manifest(path: Path) -> tuple[dict[str, Any], list[int]]:
    """A study's manifest, every field checked, and its seeds; ValueError naming the file
    and the first field that is wrong (a manifest is refused whole)."""
    raw = _read_study_file(path, MAX_MANIFEST_BYTES, "study manifest")
    where = clip(os.fspath(path), 200)
    try:
        man = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        raise ValueError(f"{where} is not a readable study manifest (not UTF-8 JSON)") from None
    if not isinstance(man, dict) or man.get("format") != 1:
        raise ValueError(f"{where} is not a study manifest of format 1")

    def bad(field: str, why: str) -> ValueError:
        return ValueError(f"{where}: the manifest's {field} {why}")

    from ..rulesets import rules_for

    options = man.get("options")
    if not isinstance(options, dict):
        raise bad("options", f"are not an object: {clip(options)}")
    try:
        rules_for(man.get("variant"), **options)
    except (ValueError, TypeError) as exc:
        raise bad("variant and options", f"are not a game: {exc}") from None
    try:
        Budget.of(man.get("budget"))
    except ValueError as exc:
        raise bad("budget", f"is not one: {exc}") from None
    if not is_whole_number(man.get("chunk"), 1, MAX_DEALS):
        chunk = clip(man.get("chunk"))
        raise bad("chunk", f"is not a whole number from 1 to {MAX_DEALS:,}: {chunk}")
    seeds = man.get("seeds")
    if isinstance(seeds, dict):
        start, count = seeds.get("start"), seeds.get("count")
        ok = (
            seeds.keys() == {"start", "count"}
            and is_whole_number(count, 0, MAX_DEALS)
            and is_whole_number(start, 0, 2**64 - count)
        )
        if not ok:
            raise bad("seeds", f"are not up to {MAX_DEALS:,} deal numbers: {clip(seeds)}")
        seed_list = list(range(start, start + count))
    elif isinstance(seeds, list):
        try:
            seed_list = _seed_list(None, seeds)  # each a deal number, at most MAX_DEALS
        except _RepeatedSeed as exc:
            raise bad("seeds", f"repeat: deal {exc.seed} is listed twice") from None
        except ValueError as exc:
            raise bad("seeds", f"are not up to {MAX_DEALS:,} deal numbers: {exc}") from None
    else:
        raise bad("seeds", f"are not up to {MAX_DEALS:,} deal numbers: {clip(seeds)}")
    if man.get("deals") != len(seed_list) or man.get("seeds_sha256") != _digest(seed_list):
        raise bad("seeds", "do not match its deals and seeds_sha256")
    return man, seed_list


def _write_part(path: Path, rows: list[dict[str, Any]]) -> None:
    """Write a part whole or not at all (synced: a crash leaves no part or the whole)."""
    write_text(path, "".join(json.dumps(row) + "\n" for row in rows), "write", sync=True)


def _manifest(
    variant: str, options: dict[str, Any], budget: Budget, seeds: list[int], chunk: int
) -> dict[str, Any]:
    return {
        "format": 1,
        "variant": variant,
        "options": options,
        "budget": {"seconds": budget.seconds, "states": budget.states},
        "deals": len(seeds),
        "first_seed": seeds[0] if seeds else None,
        "seeds_sha256": _digest(seeds),
        "chunk": chunk,
    }


def _digest(seeds: list[int]) -> str:
    return hashlib.sha256(",".join(map(str, seeds)).encode()).hexdigest()


def _compact(seeds: list[int]) -> Any:
    """Seeds for the manifest: ``{"start", "count"}`` for a run of consecutive seeds."""
    if seeds and seeds == list(range(seeds[0], seeds[0] + len(seeds))):
        return {"start": seeds[0], "count": len(seeds)}
    return seeds


def winnability_study(
    variant: str,
    directory: Any,
    deals: int = 1000,
    budget: Any = 10.0,
    chunk: int = 1000,
    executor: Any = None,
    seeds: Iterable[int] | None = None,
    workers: int | None = None,
    max_chunks: int | None = None,
    in_flight: int | None = None,
    progress: bool = True,
    **options: Any,
) -> Winnability:
    """A winnability study of any size, written to disk chunk by chunk and resumable.

    The deals are cut into chunks of ``chunk`` consecutive seeds; each chunk is one task
    for the executor (a worker solves its deals one after another) and, when it comes
    back, one file ``part-NNNNNN.jsonl`` in ``directory`` (one JSON line per deal),
    written to a temporary name and renamed, so a part is either whole or absent. Run
    the same call again after a crash (or a stop) and it reads the finished parts, solves
    only the missing chunks and returns the whole study; :func:`load_study` reads a study
    directory without solving anything. The parts are written by the calling process, so
    the workers need no shared file system (a Dask cluster's workers only compute).

    Parameters
    ----------
    variant : str
        A variant id or alias.
    directory : str or os.PathLike
        Where the study lives (created if missing). It holds ``study.json`` (the variant,
        options, budget, seeds and chunk size: a rerun with other settings is refused)
        and the parts.
    deals : int
        Seeds 1…``deals`` unless ``seeds`` is given (at most :data:`MAX_DEALS`, a million).
    budget : float or dict
        The budget of each solve (see :func:`solve`).
    chunk : int
        Deals per chunk (task and part file). Chunks of a few minutes of work keep the
        per-task overhead small and lose little in a crash.
    executor : concurrent.futures.Executor, optional
        Where the chunks run, e.g. ``distributed.Client(...).get_executor()``; by default
        a local ``ProcessPoolExecutor`` of ``workers`` processes (1 to :data:`MAX_WORKERS`;
        default: all cores).
    seeds : iterable of int, optional
        The deal numbers, in the order they are chunked.
    max_chunks : int, optional
        Solve at most this many missing chunks in this call, then return what is
        finished (a study run in sessions).
    in_flight : int, optional
        Chunks submitted at a time (default: 4 per local worker, 64 for an executor
        passed in): bounds the memory of the futures and what a crash can lose.
    progress : bool
        A tqdm progress bar over deals (if tqdm is installed).
    **options
        The variant's options.

    Returns
    -------
    Winnability
        The rows of every finished chunk, in seed order (all of them unless
        ``max_chunks`` stopped the run early).

    Raises
    ------
    ValueError
        Bad arguments, or a directory holding another study.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> from concurrent.futures import ThreadPoolExecutor
    >>> with tempfile.TemporaryDirectory() as d, ThreadPoolExecutor(1) as ex:
    ...     w = winnability_study("solitario", d, deals=4, chunk=2, budget=5,
    ...                           executor=ex, progress=False)
    ...     parts = sorted(p.name for p in pathlib.Path(d).glob("part-*"))
    >>> w.deals, parts
    (4, ['part-000000.jsonl', 'part-000001.jsonl'])
    """
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

    from ..rulesets import rules_for

    rules = rules_for(variant, **options)
    b = Budget.of(budget)
    if not is_whole_number(chunk, 1, MAX_DEALS):
        raise ValueError(
            f"chunk must be a whole number of deals from 1 to {MAX_DEALS:,}, not {clip(chunk)}"
        )
    for name, value in (("max_chunks", max_chunks), ("in_flight", in_flight)):
        if value is not None and not is_whole_number(value, 1):
            raise ValueError(f"{name} must be a positive integer or None, not {clip(value)}")
    seed_list = _seed_list(deals, seeds)
    _check_runner(executor, workers)
    opts = dict(rules.options)
    root = _study_folder(directory)
    with naming(root, "make the study's folder"):
        root.mkdir(parents=True, exist_ok=True)
    want = _manifest(rules.variant, opts, b, seed_list, chunk)
    mpath = root / MANIFEST
    if mpath.exists():
        have, _ = _read_manifest(mpath)
        diff = sorted(k for k in want if have.get(k) != want[k])
        if diff:
            raise ValueError(
                f"{root} holds another study ({', '.join(diff)} differ): "
                "use a new directory, or the same settings to resume it"
            )
    else:
        # parts without a manifest are some other study's (or a half-copied one): rows
        # whose seeds match would be taken as this study's answers
        stray = next(iter(root.glob("part-*.jsonl")), None)
        if stray is not None:
            raise ValueError(
                f"{clip(os.fspath(root), 200)} holds {stray.name} but no {MANIFEST}: results "
                "of a study this can't check; use a new directory"
            )
        record = {**want, "seeds": _compact(seed_list)}
        write_text(mpath, json.dumps(record) + "\n", "write the study's manifest")
    chunks = [seed_list[i : i + chunk] for i in range(0, len(seed_list), chunk)]
    done: dict[int, list[dict[str, Any]]] = {}
    for i, cseeds in enumerate(chunks):
        rows = _read_part(root / _part_name(i), cseeds)
        if rows is not None:
            done[i] = rows
    todo = [i for i in range(len(chunks)) if i not in done]
    if max_chunks is not None:
        todo = todo[:max_chunks]
    own = executor is None
    if own and todo:
        n = workers or os.cpu_count() or 1
        executor = _local_executor(ProcessPoolExecutor, n)
        window = in_flight or 4 * n
    else:
        window = in_flight or 64
    bar = None
    if progress and todo:
        try:
            from tqdm.auto import tqdm

            bar = tqdm(
                total=sum(len(chunks[i]) for i in todo),
                desc=f"{rules.variant} study",
                unit="deal",
                smoothing=0,  # the rate over the whole run, as for winnability()
            )
        except ImportError:  # pragma: no cover - tqdm is optional
            bar = None
    try:
        pending: dict[Any, int] = {}
        queue = list(reversed(todo))
        while queue or pending:
            while queue and len(pending) < window:
                i = queue.pop()
                fut = executor.submit(_solve_chunk, rules.variant, chunks[i], opts, b)
                pending[fut] = i
            finished, _ = wait(list(pending), return_when=FIRST_COMPLETED)
            for fut in finished:
                i = pending.pop(fut)
                rows = fut.result()  # a failed chunk stops the run; the parts stay
                _write_part(root / _part_name(i), rows)
                done[i] = rows
                if bar is not None:
                    bar.update(len(rows))
    finally:
        if bar is not None:
            bar.close()
        if own and todo:
            executor.shutdown(cancel_futures=True)
    rows = [row for i in sorted(done) for row in done[i]]
    rows.sort(key=lambda r: r["seed"])
    return Winnability(rules.variant, opts, b, rows)


def _study_folder(directory: Any) -> Path:
    """``directory`` as a path; a TypeError naming it when it is no path."""
    if isinstance(directory, bytes) or not isinstance(directory, str | os.PathLike):
        raise TypeError(f"directory is a folder's path (str or os.PathLike), not {clip(directory)}")
    return Path(directory)


def load_study(directory: Any) -> Winnability:
    """The finished part of a :func:`winnability_study` directory, solving nothing.

    Parameters
    ----------
    directory : str or os.PathLike
        A study directory.

    Returns
    -------
    Winnability
        The rows of every finished chunk, in seed order; ``deals`` below the study's
        size means chunks are still missing (run the study again to finish them).

    Raises
    ------
    ValueError
        When ``directory`` holds no study, or its manifest is not one: every field is
        checked (a directory may come from elsewhere) and the first one wrong is named.
        A part that is not its chunk's rows, field by field, is left out (a study run
        again solves its chunk again).
    """
    root = _study_folder(directory)
    mpath = root / MANIFEST
    with naming(mpath, "look for"):
        there = mpath.is_file()
    if not there:
        raise ValueError(f"{clip(os.fspath(root), 200)} holds no winnability study (no {MANIFEST})")
    man, seeds = _read_manifest(mpath)
    size = man["chunk"]
    rows: list[dict[str, Any]] = []
    for i in range(0, len(seeds), size):
        part = _read_part(root / _part_name(i // size), seeds[i : i + size])
        if part is not None:
            rows.extend(part)
    rows.sort(key=lambda r: r["seed"])
    # Budget.of: the manifest's check takes a plain number of seconds too
    return Winnability(man["variant"], dict(man["options"]), Budget.of(man["budget"]), rows)
