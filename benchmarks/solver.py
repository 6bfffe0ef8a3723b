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
The third runs Solitario (klondike32) on both, deal by deal on the same seeds with a
budget in seconds, for the worst deal times (issue 11: no deal over 1 s natively); it
is written as its own subsection, so it can be re-measured alone:

    python benchmarks/solver.py --no-speed --no-compare --write-docs

The fourth (``--k32-models``) times Solitario before and after its draw-1 stock became K+
(automatic Aces, unlimited passes: every stock card playable at once instead of every
draw a move), both on the native core, alternating deal by deal, and checks that the
two never disagree on a decided deal; its own subsection too:

    python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-models --write-docs

The fifth (``--k32-scan N``) runs Solitario natively under the other option sets (draws of
three, limited turn-overs, automatic Aces off, no foundation → tableau), seeds 1…N:

    python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-scan 10000 --write-docs

The sixth (``--k32-bound N``) solves Kings-only Solitario natively with no loss bound, then
with the buried-roots, locked-ranks and stuck-cards bounds added in turn, the order of the
four modes rotating deal by deal, and checks that no verdict changes and that no lost deal
visits more positions with more bounds:

    python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-bound 100 --write-docs
"""

from __future__ import annotations

import argparse
import datetime as _dt
import math
import os
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import machine_text, write_section  # noqa: E402

from solitaire_widget import Game, _native  # noqa: E402
from solitaire_widget.solver import klondike, solve  # noqa: E402

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

#: native against Python on Solitario: label -> options; seeds 1…N, budget in seconds
K32_CASES = {
    "down, draw 1": {},
    "up, draw 1": {"tableau_direction": "up"},
    "down, draw 3": {"draw_count": 3},
    "up, draw 3": {"tableau_direction": "up", "draw_count": 3},
}
K32_DEALS = 2000
K32_BUDGET = 10.0

#: before / after K+ for draw 1 with automatic Aces: label -> (options, deals)
K32_MODEL_CASES = {
    "down, draw 1": ({}, 10_000),
    "up, draw 1": ({"tableau_direction": "up"}, 10_000),
    "down, draw 1, Kings only": ({"empty_pile": "king"}, 100),
    "up, draw 1, Kings only": ({"tableau_direction": "up", "empty_pile": "king"}, 300),
}
K32_MODELS_TITLE = "Solitario 32, draw 1: every draw a move against K+"

#: the loss bounds of Kings-only Solitario added in turn (--k32-bound N): label -> options
K32_BOUND_CASES = {
    "down, draw 1, Kings only": {"empty_pile": "king"},
}
#: mode -> (klondike.ROOT_BOUND, LOCK_BOUND, STUCK_BOUND); each mode adds one bound
K32_BOUND_MODES = {
    "none": (False, False, False),
    "buried roots": (True, False, False),
    "+ locked ranks": (True, True, False),
    "+ stuck cards": (True, True, True),
}
K32_BOUND_TITLE = (
    "Solitario 32, Kings only: the buried-roots bound off and on, then locked ranks and stuck cards"
)
#: the hand-kept paragraph of that subsection, after the measured text (kept by --write-docs)
K32_BOUND_KEEP = "**Since 2026-12-02 two more bounds"

#: native only, the other option sets: label -> options (seeds 1…N, --k32-scan N)
K32_SCAN_CASES = {
    "down, draw 3": {"draw_count": 3},
    "up, draw 3": {"tableau_direction": "up", "draw_count": 3},
    "up, draw 1, 2 turn-overs": {"tableau_direction": "up", "max_redeals": 2},
    "up, draw 3, no turn-over": {"tableau_direction": "up", "draw_count": 3, "max_redeals": 0},
    "down, draw 1, no automatic Aces": {"auto_move_aces": False},
    "up, draw 1, no automatic Aces": {"tableau_direction": "up", "auto_move_aces": False},
    "up, draw 3, no automatic Aces": {
        "tableau_direction": "up",
        "draw_count": 3,
        "auto_move_aces": False,
    },
    "up, draw 1, no foundation → tableau": {
        "tableau_direction": "up",
        "allow_foundation_to_tableau": False,
    },
}
K32_SCAN_TITLE = "Solitario 32: the other option sets, native"

#: the hand-kept notes at the end of the section (left as they are by --write-docs)
NOTES = "Notes"
#: the subsection of the Solitario comparison (before the notes)
K32_TITLE = "Solitario 32: native core against the Python search"


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
                klondike.NATIVE = core == "native"
                g = Game("klondike", seed=seed, draw_count=draw)
                t = time.process_time()
                r = solve(g, {"states": states})
                cpu[core] += time.process_time() - t
                got[core] = (r.status, r.states, r.moves)
            if got["python"] != got["native"]:  # the same search: never a different answer
                raise SystemExit(f"draw {draw} seed {seed}: Python and native differ")
            total += got["native"][1]
            counts[got["native"][0]] += 1
        klondike.NATIVE = True
        py, nat = total / cpu["python"], total / cpu["native"]
        row = (
            f"| draw {draw} | {deals} | {states:,} states | {counts['won']} / {counts['lost']} "
            f"/ {counts['unknown']} | {total:,} | {py:,.0f} | {nat:,.0f} | {nat / py:.1f}× |"
        )
        lines.append(row)
        print(row, flush=True)
    return "\n".join(lines)


def k32_table(deals: int, budget: float) -> str:
    """Solitario on the native core and the Python search, deal by deal, worst times."""
    lines = [
        "| Solitario 32 | deals | core | won / lost / unknown | CPU s p50 | p95 | max "
        "| worst seed | deals over 1 s CPU | max wall s |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    solve(Game("klondike32", seed=1), budget)  # load the core before the clock runs
    for label, options in K32_CASES.items():
        times: dict[str, list[tuple[float, int]]] = {"native": [], "Python": []}
        walls: dict[str, float] = {"native": 0.0, "Python": 0.0}
        counts = {core: {"won": 0, "lost": 0, "unknown": 0} for core in times}
        for seed in range(1, deals + 1):
            got = {}
            for core in ("native", "Python"):
                klondike.NATIVE = core == "native"
                g = Game("klondike32", seed=seed, **options)
                t = time.process_time()
                r = solve(g, budget)
                times[core].append((time.process_time() - t, seed))
                walls[core] = max(walls[core], r.seconds)
                counts[core][r.status] += 1
                got[core] = (r.status, r.states, r.moves)
            klondike.NATIVE = True
            statuses = {got["native"][0], got["Python"][0]}
            if statuses == {"won", "lost"}:  # a lost is a proof: never beside a win
                raise SystemExit(f"Solitario {label} seed {seed}: won against lost")
            if "unknown" not in statuses and got["native"] != got["Python"]:
                # both finished: the same search, so the same states and the same line
                raise SystemExit(f"Solitario {label} seed {seed}: Python and native differ")
        for core in ("native", "Python"):
            ts = sorted(times[core])
            secs = [t for t, _ in ts]
            c = counts[core]
            row = (
                f"| {label} | {deals} | {core} | {c['won']} / {c['lost']} / {c['unknown']} | "
                f"{pct(secs, 50):.4f} | {pct(secs, 95):.4f} | {secs[-1]:.3f} | {ts[-1][1]} | "
                f"{sum(t > 1.0 for t in secs)} | {walls[core]:.3f} |"
            )
            lines.append(row)
            print(row, flush=True)
    return "\n".join(lines)


def k32_models_table(budget: float, scale: float = 1.0) -> str:
    """Solitario draw 1 on the native core: draws as moves (before) against K+ (after)."""
    lines = [
        "| Solitario 32 | deals | stock model | won / lost / unknown | CPU s p50 | p95 "
        "| max | worst seed | deals over 1 s CPU | total CPU s |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    solve(Game("klondike32", seed=1), budget)  # load the core before the clock runs
    models = {"draws as moves": False, "K+": True}
    for label, (options, deals) in K32_MODEL_CASES.items():
        deals = max(1, round(deals * scale))
        times: dict[str, list[tuple[float, int]]] = {m: [] for m in models}
        counts = {m: {"won": 0, "lost": 0, "unknown": 0} for m in models}
        for seed in range(1, deals + 1):
            got = {}
            for name, kplus in models.items():
                klondike.AUTO_ACES_KPLUS = kplus
                g = Game("klondike32", seed=seed, **options)
                t = time.process_time()
                r = solve(g, budget)
                times[name].append((time.process_time() - t, seed))
                counts[name][r.status] += 1
                got[name] = r.status
            klondike.AUTO_ACES_KPLUS = True
            if set(got.values()) == {"won", "lost"}:  # a lost is a proof in both models
                raise SystemExit(f"Solitario {label} seed {seed}: won against lost")
        for name in models:
            ts = sorted(times[name])
            secs = [t for t, _ in ts]
            c = counts[name]
            row = (
                f"| {label} | {deals} | {name} | {c['won']} / {c['lost']} / {c['unknown']} | "
                f"{pct(secs, 50):.4f} | {pct(secs, 95):.4f} | {secs[-1]:.3f} | {ts[-1][1]} | "
                f"{sum(t > 1.0 for t in secs)} | {sum(secs):.1f} |"
            )
            lines.append(row)
            print(row, flush=True)
    return "\n".join(lines)


def k32_scan_table(deals: int, budget: float) -> str:
    """Solitario under the other option sets on the native core: CPU time per solve."""
    lines = [
        "| Solitario 32 | deals | won / lost / unknown | CPU s p50 | p95 | max | worst seed "
        "| deals over 1 s CPU |",
        "|---|---|---|---:|---:|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    solve(Game("klondike32", seed=1), budget)  # load the core before the clock runs
    for label, options in K32_SCAN_CASES.items():
        times: list[tuple[float, int]] = []
        counts = {"won": 0, "lost": 0, "unknown": 0}
        for seed in range(1, deals + 1):
            g = Game("klondike32", seed=seed, **options)
            t = time.process_time()
            r = solve(g, budget)
            times.append((time.process_time() - t, seed))
            counts[r.status] += 1
        times.sort()
        secs = [t for t, _ in times]
        row = (
            f"| {label} | {deals} | {counts['won']} / {counts['lost']} / {counts['unknown']} | "
            f"{pct(secs, 50):.4f} | {pct(secs, 95):.4f} | {secs[-1]:.3f} | {times[-1][1]} | "
            f"{sum(t > 1.0 for t in secs)} |"
        )
        lines.append(row)
        print(row, flush=True)
    return "\n".join(lines)


def k32_bound_table(deals: int, budget: float) -> tuple[str, dict]:
    """Kings-only Solitario on the native core under each set of loss bounds of
    ``K32_BOUND_MODES`` (each adds one to the previous), the order of the modes rotated
    deal by deal so that they share the machine's noise. Checks, for every pair of modes,
    that no deal is won in one and lost in the other, and that a lost deal never visits
    more positions with more bounds (a bound only removes positions proven lost).
    Returns the tables and the figures the text of the docs quotes."""
    names = list(K32_BOUND_MODES)
    lines = [
        "| Solitario 32 | deals | bounds | won / lost / unknown | CPU s p50 | p95 | max "
        "| deals over 1 s CPU | total CPU s | positions | slowest seeds (CPU s, positions) |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    ratios = [
        "| Solitario 32 | bounds | positions | total CPU | p95 CPU | max CPU "
        "| deals over 1 s CPU |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    solve(Game("klondike32", seed=1), budget)  # load the core before the clock runs
    saved = klondike.ROOT_BOUND, klondike.LOCK_BOUND, klondike.STUCK_BOUND
    facts: dict = {"load": [os.getloadavg()[0]]}
    for label, options in K32_BOUND_CASES.items():
        runs: dict[str, list[tuple[float, int, int, str]]] = {m: [] for m in names}
        try:
            for seed in range(1, deals + 1):
                got = {}
                k = seed % len(names)
                for name in names[k:] + names[:k]:
                    (klondike.ROOT_BOUND, klondike.LOCK_BOUND, klondike.STUCK_BOUND) = (
                        K32_BOUND_MODES[name]
                    )
                    g = Game("klondike32", seed=seed, **options)
                    t = time.process_time()
                    r = solve(g, budget)
                    runs[name].append((time.process_time() - t, seed, r.states, r.status))
                    got[name] = (r.status, r.states)
                facts["load"].append(os.getloadavg()[0])
                for i, a in enumerate(names):
                    for b in names[i + 1 :]:
                        if {got[a][0], got[b][0]} == {"won", "lost"}:
                            raise SystemExit(
                                f"Solitario {label} seed {seed}: won against lost ({a}, {b})"
                            )
                        if got[a][0] == got[b][0] == "lost" and got[b][1] > got[a][1]:
                            raise SystemExit(
                                f"Solitario {label} seed {seed}: more positions with {b} "
                                f"({got[b][1]}) than with {a} ({got[a][1]})"
                            )
        finally:
            klondike.ROOT_BOUND, klondike.LOCK_BOUND, klondike.STUCK_BOUND = saved
        stats = {}
        for name in names:
            ts = sorted(runs[name])
            secs = [t for t, *_ in ts]
            c = {"won": 0, "lost": 0, "unknown": 0}
            for *_, status in ts:
                c[status] += 1
            st = {
                "counts": c,
                "p50": pct(secs, 50),
                "p95": pct(secs, 95),
                "max": secs[-1],
                "worst": ts[-1][1],
                "unknown_seeds": sorted(seed for _, seed, _, status in ts if status == "unknown"),
                "over": sum(t > 1.0 for t in secs),
                "cpu": sum(secs),
                "states": sum(n for _, _, n, _ in ts),
            }
            stats[name] = st
            slow = ", ".join(
                f"{seed} ({t:.2f}, {n / 1e6:.2f} M)" for t, seed, n, _ in reversed(ts[-3:])
            )
            row = (
                f"| {label} | {deals} | {name} | {c['won']} / {c['lost']} / {c['unknown']} | "
                f"{st['p50']:.4f} | {st['p95']:.4f} | {st['max']:.3f} | {st['over']} | "
                f"{st['cpu']:.1f} | {st['states']:,} | {slow} |"
            )
            lines.append(row)
            print(row, flush=True)
        first = stats[names[0]]
        for prev, name in zip(names, names[1:], strict=False):
            a, b = stats[prev], stats[name]
            ratios.append(
                f"| {label} | {prev} → {name} | {b['states'] / a['states']:.3f} "
                f"| {b['cpu'] / a['cpu']:.3f} | {b['p95'] / a['p95']:.3f} "
                f"| {b['max'] / a['max']:.3f} | {a['over']} → {b['over']} |"
            )
        last = stats[names[-1]]
        ratios.append(
            f"| {label} | {names[0]} → {names[-1]} | {last['states'] / first['states']:.3f} "
            f"| {last['cpu'] / first['cpu']:.3f} | {last['p95'] / first['p95']:.3f} "
            f"| {last['max'] / first['max']:.3f} | {first['over']} → {last['over']} |"
        )
        facts[label] = stats
    print(flush=True)
    for line in ratios:
        print(line, flush=True)
    return "\n".join(lines) + "\n\nRatios (later mode over earlier, same run):\n\n" + "\n".join(
        ratios
    ), facts


def k32_bound_text(deals: int, budget: float, tables: str, facts: dict, started, ended) -> str:
    """The docs subsection of ``--k32-bound``: how it was measured, the tables, and what
    they say about the target (issue 11: no klondike32 deal over 1 s of CPU)."""
    names = list(K32_BOUND_MODES)
    loads = facts.pop("load")
    body = (
        "`python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-bound "
        f"{deals} --write-docs` solves Solitario seeds 1…{deals} with Kings-only empty "
        "piles, building down, draw 1, on the native core four times per deal: with no "
        "loss bound (*none*), with the buried-roots bound (Notes below), then with the "
        "locked-ranks bound added, then with the stuck-cards bound added (the paragraph "
        "after the tables). The modes switch `ROOT_BOUND`, `LOCK_BOUND` and `STUCK_BOUND` "
        "of `solver/klondike.py`, which the native core receives as flags with each "
        "model. Every mode solves every deal (none is skipped), the order of the four "
        "rotating deal by deal so that they share the machine's noise. The budget, "
        f"{budget:g} s per solve, is the solver's wall clock; the CPU columns are CPU "
        "time per solve (`time.process_time`). For every pair of modes the script checks "
        "that no deal is won in one and lost in the other, and that no deal lost in both "
        "visits more positions with more bounds. The slowest seeds are by CPU time.\n\n"
        f"Machine: {machine_text()}; load average (1 min) {min(loads):.1f}–{max(loads):.1f} "
        f"during the run, mean {sum(loads) / len(loads):.1f}, niced (the machine is shared). "
        f"Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
        f"{tables}\n\n"
    )
    for label, stats in facts.items():
        last = stats[names[-1]]
        missed = [n for n in names if stats[n]["counts"]["unknown"]]
        met = last["over"] == 0 and last["counts"]["unknown"] == 0
        body += (
            f"**{label}, all three bounds:** {last['over']} of {deals} deals over 1 s of "
            f"CPU, {last['counts']['unknown']} unknown, p95 {last['p95']:.3f} s, worst seed "
            f"{last['worst']} at {last['max']:.2f} s. **The target, no klondike32 deal over "
            f"1 s of CPU, is {'met' if met else 'not met'} here** (seeds 1…{deals}). "
        )
        if missed:
            body += (
                "Unknown at the budget: "
                + "; ".join(
                    f"bounds {n}, {stats[n]['counts']['unknown']} (seed"
                    + ("s " if stats[n]["counts"]["unknown"] > 1 else " ")
                    + ", ".join(map(str, stats[n]["unknown_seeds"]))
                    + ")"
                    for n in missed
                )
                + ". A deal unknown in a mode counts in its CPU and positions only as far "
                "as it got, so the ratios against that mode understate the gain. "
            )
        body = body.rstrip() + "\n\n"
    return body


def write_subsection(
    path: pathlib.Path, section: str, title: str, body: str, before: str, keep: str = ""
) -> None:
    """Replace the ``### title`` subsection of ``## section``, or add it before ``### before``.

    With ``keep``, the hand-kept text of the old subsection from the paragraph that starts
    with ``keep`` to its end stays, after the new body."""
    text = path.read_text(encoding="utf-8")
    start = text.index(f"## {section}\n")
    end = text.find("\n## ", start + 1)
    end = len(text) if end < 0 else end + 1
    part = text[start:end]
    new = f"### {title}\n\n{body.rstrip()}\n\n"
    head = f"### {title}\n"
    if head in part:
        i = part.index(head)
        j = part.find("\n### ", i + 1)
        j = len(part) if j < 0 else j + 1
        k = part.find(f"\n{keep}", i, j) if keep else -1
        if k >= 0:
            new += part[k + 1 : j].rstrip() + "\n\n"
        part = part[:i] + new + part[j:]
    elif f"### {before}\n" in part:
        i = part.index(f"### {before}\n")
        part = part[:i] + new + part[i:]
    else:
        part = part.rstrip() + "\n\n" + new
    path.write_text(text[:start] + part + text[end:], encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, help="deals per case (default: each case's own)")
    ap.add_argument("--case", action="append", choices=sorted(CASES), help="only these cases")
    ap.add_argument("--compare-deals", type=int, default=COMPARE_DEALS)
    ap.add_argument("--compare-states", type=int, default=COMPARE_STATES)
    ap.add_argument("--no-compare", action="store_true", help="skip native against Python")
    ap.add_argument("--k32-deals", type=int, default=K32_DEALS)
    ap.add_argument("--k32-budget", type=float, default=K32_BUDGET)
    ap.add_argument("--no-k32", action="store_true", help="skip Solitario native against Python")
    ap.add_argument("--no-speed", action="store_true", help="skip the solver-as-shipped table")
    ap.add_argument(
        "--k32-models", action="store_true", help="Solitario draw 1: draws as moves against K+"
    )
    ap.add_argument("--k32-models-scale", type=float, default=1.0, help="scale the deal counts")
    ap.add_argument(
        "--k32-bound",
        type=int,
        default=0,
        metavar="N",
        help="Kings-only Solitario, no loss bound and the three added in turn, N deals",
    )
    ap.add_argument(
        "--k32-scan", type=int, default=0, metavar="N", help="the other option sets, N deals"
    )
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args(argv)
    native = _native.available()
    started = _dt.datetime.now(_dt.UTC)
    print(f"{machine_text()}, one process; native Klondike core: {native}\n")
    table = "" if args.no_speed else speed_table(args.case or list(CASES), args.deals)
    compared = k32 = ""
    if (not args.no_compare or not args.no_k32) and not native:
        raise SystemExit("the native core did not build: nothing to compare")
    if not args.no_compare:
        print()
        compared = compare_table(args.compare_deals, args.compare_states)
    if not args.no_k32:
        print()
        k32 = k32_table(args.k32_deals, args.k32_budget)
    models = ""
    if args.k32_models:
        print()
        models = k32_models_table(args.k32_budget, args.k32_models_scale)
    scan = ""
    if args.k32_scan:
        print()
        scan = k32_scan_table(args.k32_scan, args.k32_budget)
    bound, facts = "", {}
    if args.k32_bound:
        print()
        bound, facts = k32_bound_table(args.k32_bound, args.k32_budget)
    ended = _dt.datetime.now(_dt.UTC)
    docs = ROOT / "docs" / "benchmarks.md"
    if args.write_docs and table:
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
        write_section(docs, "Solver", body, keep=NOTES)
    if args.write_docs and k32:
        body = (
            "`python benchmarks/solver.py --no-speed --no-compare --write-docs` solves "
            f"Solitario (klondike32) seeds 1…{args.k32_deals} on the native core and on the "
            f"Python search, alternating deal by deal, {args.k32_budget:g} s per solve (both "
            "passes). Times are the CPU time of one solve (`time.process_time`), which other "
            "jobs on the machine do not inflate; the last column is the longest wall time. "
            "Where both finish, the script checks that they visit the same states and find "
            "the same line, and that no deal is won on one and lost on the other.\n\n"
            f"Machine: {machine_text()}. Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
            f"{k32}\n"
        )
        write_subsection(docs, "Solver", K32_TITLE, body, before=NOTES)
    if args.write_docs and models:
        body = (
            "`python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-models "
            "--write-docs` solves Solitario draw 1 (automatic Aces, unlimited passes) on "
            "the native core twice per deal, alternating: with every draw a move of the "
            "search (the stock model before 2026-12-01 07:00) and as K+ (every stock card "
            "playable at once, the stock's Aces home at the root), "
            f"{args.k32_budget:g} s per solve. CPU time per solve (`time.process_time`). "
            "The script checks that no deal is won in one model and lost in the other.\n\n"
            f"Machine: {machine_text()}. Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
            f"{models}\n"
        )
        write_subsection(docs, "Solver", K32_MODELS_TITLE, body, before=NOTES)
    if args.write_docs and bound:
        body = k32_bound_text(args.k32_bound, args.k32_budget, bound, facts, started, ended)
        write_subsection(docs, "Solver", K32_BOUND_TITLE, body, before=NOTES, keep=K32_BOUND_KEEP)
    if args.write_docs and scan:
        body = (
            "`python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-scan "
            f"{args.k32_scan} --write-docs` solves Solitario seeds 1…{args.k32_scan} on the "
            "native core under the option sets the tables above leave out (Kings-only "
            "empty piles are in the table before this one), one solve at a time, "
            f"{args.k32_budget:g} s per solve; CPU time per solve (`time.process_time`).\n\n"
            f"Machine: {machine_text()}. Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
            f"{scan}\n"
        )
        write_subsection(docs, "Solver", K32_SCAN_TITLE, body, before=NOTES)


if __name__ == "__main__":
    main()
