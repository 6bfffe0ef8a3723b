"""Solver speed on fixed deals: solve time p50 / p95 / max and states per second.

    python benchmarks/solver.py                # every variant, default deal counts
    python benchmarks/solver.py --deals 20     # fewer deals each
    python benchmarks/solver.py --write-docs   # and update the "Solver" section of
                                               # docs/benchmarks.md

Deals are solved one after another in this process (no parallelism), seeds 1…N, so
the figures are per core. The first table is the solver as shipped (the Klondike search
on the native core when it builds). The second runs the Klondike search on the Python
search and on the native core side by side, alternating the two deal by deal on the same
seeds and the same budget in states: both visit exactly the same states (checked), so
the ratio of their states per second (CPU time, ``time.process_time``) is the speed-up.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import machine_text, write_section  # noqa: E402

from solitaire_widget import Game, _native, solver  # noqa: E402
from solitaire_widget.solver import solve  # noqa: E402

#: label -> (variant, options, deals, budget seconds)
#: Matrimony with forced play: deals and redeal steps only when no card can be played
_FORCED = {"deal_requires_no_moves": True, "redeal_requires_no_moves": True}

CASES = {
    "Solitario 32, down, draw 1": ("klondike32", {}, 200, 10.0),
    "Solitario 32, up, draw 1": ("klondike32", {"tableau_direction": "up"}, 200, 10.0),
    "Matrimony, classic": ("matrimony", {}, 50, 1.0),
    "Matrimony, pysol": ("matrimony", {"foundation_scheme": "pysol"}, 50, 1.0),
    "Matrimony, classic, forced play": ("matrimony", _FORCED, 100, 10.0),
    "Matrimony, pysol, forced play": (
        "matrimony",
        {"foundation_scheme": "pysol", **_FORCED},
        100,
        10.0,
    ),
    "Klondike, draw 3": ("klondike", {"draw_count": 3}, 40, 10.0),
    "Klondike, draw 1": ("klondike", {"draw_count": 1}, 40, 10.0),
}

#: native against Python: Klondike seeds 1…N of each draw, budget in states per deal
COMPARE_DEALS = 12
COMPARE_STATES = 100_000

#: the hand-kept notes at the end of the section (left as they are by --write-docs)
NOTES = "Notes"


def pct(values: list[float], q: float) -> float:
    k = (len(values) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def speed_table(labels: list[str], deals: int | None) -> str:
    """The solver as shipped: one row per case."""
    lines = [
        "| game | deals | budget | won / lost / unknown | solve s p50 | p95 | max | states/s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for line in lines:
        print(line, flush=True)
    for label in labels:
        variant, options, n, budget = CASES[label]
        n = deals or n
        times, states, counts = [], 0, {"won": 0, "lost": 0, "unknown": 0}
        t0 = time.perf_counter()
        for seed in range(1, n + 1):
            r = solve(Game(variant, seed=seed, **options), budget)
            times.append(r.seconds)
            states += r.states
            counts[r.status] += 1
        wall = time.perf_counter() - t0
        times.sort()
        row = (
            f"| {label} | {n} | {budget:g} s | {counts['won']} / {counts['lost']} / "
            f"{counts['unknown']} | {pct(times, 50):.3f} | {pct(times, 95):.3f} | "
            f"{times[-1]:.3f} | {states / wall:,.0f} |"
        )
        lines.append(row)
        print(row, flush=True)
    return "\n".join(lines)


def compare_table(deals: int, states: int) -> str:
    """Python search and native core on the same Klondike seeds, alternating deal by deal."""
    lines = [
        "| Klondike | deals | budget | won / lost / unknown | states | Python states/s "
        "| native states/s | speed-up |",
        "|---|---|---|---|---|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    for draw in (3, 1):
        cpu = {"python": 0.0, "native": 0.0}
        total = 0
        counts = {"won": 0, "lost": 0, "unknown": 0}
        for seed in range(1, deals + 1):
            got = {}
            for core in ("python", "native"):
                solver.NATIVE = core == "native"
                g = Game("klondike", seed=seed, draw_count=draw)
                t = time.process_time()
                r = solve(g, {"states": states})
                cpu[core] += time.process_time() - t
                got[core] = (r.status, r.states, r.moves)
            if got["python"] != got["native"]:  # the same search: never a different answer
                raise SystemExit(f"draw {draw} seed {seed}: Python and native differ")
            total += got["native"][1]
            counts[got["native"][0]] += 1
        solver.NATIVE = True
        py, nat = total / cpu["python"], total / cpu["native"]
        row = (
            f"| draw {draw} | {deals} | {states:,} states | {counts['won']} / {counts['lost']} "
            f"/ {counts['unknown']} | {total:,} | {py:,.0f} | {nat:,.0f} | {nat / py:.1f}× |"
        )
        lines.append(row)
        print(row, flush=True)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, help="deals per case (default: each case's own)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these cases")
    ap.add_argument("--compare-deals", type=int, default=COMPARE_DEALS)
    ap.add_argument("--compare-states", type=int, default=COMPARE_STATES)
    ap.add_argument("--no-compare", action="store_true", help="skip native against Python")
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args(argv)
    native = _native.available()
    started = _dt.datetime.now(_dt.UTC)
    print(f"{machine_text()}, one process; native Klondike core: {native}\n")
    table = speed_table(args.case or list(CASES), args.deals)
    compared = ""
    if not args.no_compare:
        if not native:
            raise SystemExit("the native core did not build: nothing to compare")
        print()
        compared = compare_table(args.compare_deals, args.compare_states)
    if args.write_docs:
        ended = _dt.datetime.now(_dt.UTC)
        body = (
            "`python benchmarks/solver.py --write-docs` (see its docstring) solves seeds 1…N "
            "of each game one after another in one process, each with the budget shown; the "
            "Klondike search runs on the native core "
            f"(`solitaire_widget/_klondike_core.c`){'' if native else ' — not built here'}.\n\n"
            f"Machine: {machine_text()}. Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
            f"{table}\n"
        )
        if compared:
            body += (
                "\nThe Klondike search on the Python search (the reference) and on the native "
                "core, alternating deal by deal on the same seeds and the same budget in "
                "states. Both visit exactly the same states and find the same lines (the "
                "script checks), so the ratio of states per second (CPU time) is the "
                "speed-up:\n\n"
                f"{compared}\n"
            )
        write_section(ROOT / "docs" / "benchmarks.md", "Solver", body, keep=NOTES)


if __name__ == "__main__":
    main()
