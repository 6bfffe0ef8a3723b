"""Many deals: :func:`find_winnable_seed` and the winnability studies (:func:`winnability`)."""

from __future__ import annotations

import math
import os
import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import Game
from .common import Budget
from .search import solve


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
    if start is None:
        start = random.SystemRandom().randrange(1, 1_000_000_000)
    for seed in range(start, start + max_tries):
        if solve(Game(variant, seed=seed, **options), budget).status == "won":
            return seed
    raise ValueError(
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
        How many deals: seeds 1…``deals`` unless ``seeds`` is given.
    budget : float or dict
        The budget of each solve (see :func:`solve`).
    executor : concurrent.futures.Executor, optional
        Where to run the solves: any executor, e.g. a Dask ``Client.get_executor()``.
        By default a local ``ProcessPoolExecutor`` (``workers`` processes, default all
        cores).
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
    seed_list = list(range(1, deals + 1)) if seeds is None else [int(s) for s in seeds]
    opts = dict(options)
    own = executor is None
    if own:
        executor = ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1)
    bar = None
    if progress:
        try:
            from tqdm.auto import tqdm

            bar = tqdm(total=len(seed_list), desc=f"{rules.variant} solves", unit="deal")
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
