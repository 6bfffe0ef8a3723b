"""Solver speed on fixed deals: solve time p50 / p95 / max and states per second.

    python benchmarks/solver.py              # every variant, default deal counts
    python benchmarks/solver.py --deals 20   # fewer deals each

Deals are solved one after another in this process (no parallelism), seeds 1…N, so
the figures are per core. The output is the Markdown table of docs/benchmarks.md
("Solver").
"""

from __future__ import annotations

import argparse
import math
import pathlib
import platform
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solitaire_widget import Game  # noqa: E402
from solitaire_widget.solver import solve  # noqa: E402

#: label -> (variant, options, deals, budget seconds)
CASES = {
    "Solitario 32, down, draw 1": ("klondike32", {}, 200, 10.0),
    "Solitario 32, up, draw 1": ("klondike32", {"tableau_direction": "up"}, 200, 10.0),
    "Matrimony, classic": ("matrimony", {}, 50, 1.0),
    "Matrimony, pysol": ("matrimony", {"foundation_scheme": "pysol"}, 50, 1.0),
    "Klondike, draw 3": ("klondike", {"draw_count": 3}, 40, 10.0),
    "Klondike, draw 1": ("klondike", {"draw_count": 1}, 40, 10.0),
}


def pct(values: list[float], q: float) -> float:
    k = (len(values) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--deals", type=int, help="deals per case (default: each case's own)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these cases")
    args = ap.parse_args(argv)
    print(f"Python {platform.python_version()} on {platform.machine()}, one process\n")
    print("| game | deals | budget | won / lost / unknown | solve s p50 | p95 | max | states/s |")
    print("|---|---|---|---|---|---|---|---|")
    for label in args.case or list(CASES):
        variant, options, deals, budget = CASES[label]
        deals = args.deals or deals
        times, states, counts = [], 0, {"won": 0, "lost": 0, "unknown": 0}
        t0 = time.perf_counter()
        for seed in range(1, deals + 1):
            r = solve(Game(variant, seed=seed, **options), budget)
            times.append(r.seconds)
            states += r.states
            counts[r.status] += 1
        wall = time.perf_counter() - t0
        times.sort()
        print(
            f"| {label} | {deals} | {budget:g} s | {counts['won']} / {counts['lost']} / "
            f"{counts['unknown']} | {pct(times, 50):.3f} | {pct(times, 95):.3f} | "
            f"{times[-1]:.3f} | {states / wall:,.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
