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

The sixth (``--k32-bound N``) solves Kings-only Solitario natively without and with the
buried-roots loss bound, alternating deal by deal, and checks that no verdict changes:

    python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-bound 100 --write-docs
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

#: the buried-roots loss bound off against on (--k32-bound N): label -> options
K32_BOUND_CASES = {
    "down, draw 1, Kings only": {"empty_pile": "king"},
}
K32_BOUND_TITLE = "Solitario 32, Kings only: the buried-roots bound off and on"

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


def k32_bound_table(deals: int, budget: float) -> str:
    """Kings-only Solitario on the native core, the buried-roots bound off and on,
    alternating deal by deal; checks that no verdict changes and that a lost deal never
    visits more positions with the bound (it only removes positions proven lost)."""
    lines = [
        "| Solitario 32 | deals | bound | won / lost / unknown | CPU s p50 | p95 | max "
        "| worst seed | deals over 1 s CPU | total CPU s | positions |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for line in lines:
        print(line, flush=True)
    solve(Game("klondike32", seed=1), budget)  # load the core before the clock runs
    modes = {"off": False, "on": True}
    for label, options in K32_BOUND_CASES.items():
        times: dict[str, list[tuple[float, int]]] = {m: [] for m in modes}
        counts = {m: {"won": 0, "lost": 0, "unknown": 0} for m in modes}
        states = dict.fromkeys(modes, 0)
        for seed in range(1, deals + 1):
            got = {}
            for name, on in modes.items():
                klondike.ROOT_BOUND = on
                g = Game("klondike32", seed=seed, **options)
                t = time.process_time()
                r = solve(g, budget)
                times[name].append((time.process_time() - t, seed))
                counts[name][r.status] += 1
                states[name] += r.states
                got[name] = (r.status, r.states)
            klondike.ROOT_BOUND = True
            if {got["off"][0], got["on"][0]} == {"won", "lost"}:
                raise SystemExit(f"Solitario {label} seed {seed}: won against lost")
            if got["off"][0] == got["on"][0] == "lost" and got["on"][1] > got["off"][1]:
                raise SystemExit(f"Solitario {label} seed {seed}: more positions with the bound")
        for name in modes:
            ts = sorted(times[name])
            secs = [t for t, _ in ts]
            c = counts[name]
            row = (
                f"| {label} | {deals} | {name} | {c['won']} / {c['lost']} / {c['unknown']} | "
                f"{pct(secs, 50):.4f} | {pct(secs, 95):.4f} | {secs[-1]:.3f} | {ts[-1][1]} | "
                f"{sum(t > 1.0 for t in secs)} | {sum(secs):.1f} | {states[name]:,} |"
            )
            lines.append(row)
            print(row, flush=True)
    return "\n".join(lines)


def write_subsection(path: pathlib.Path, section: str, title: str, body: str, before: str) -> None:
    """Replace the ``### title`` subsection of ``## section``, or add it before ``### before``."""
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
        help="Kings-only Solitario, the buried-roots bound off and on, N deals",
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
    bound = ""
    if args.k32_bound:
        print()
        bound = k32_bound_table(args.k32_bound, args.k32_budget)
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
        body = (
            "`python benchmarks/solver.py --no-speed --no-compare --no-k32 --k32-bound "
            f"{args.k32_bound} --write-docs` solves Solitario seeds 1…{args.k32_bound} with "
            "Kings-only empty piles on the native core twice per deal, alternating: without "
            "and with the buried-roots loss bound (Notes below), "
            f"{args.k32_budget:g} s per solve; CPU time per solve (`time.process_time`). The "
            "script checks that no deal is won one way and lost the other, and that no lost "
            "deal visits more positions with the bound.\n\n"
            f"Machine: {machine_text()}. Measured {started:%Y-%m-%d %H:%M}–{ended:%H:%M} UTC.\n\n"
            f"{bound}\n"
        )
        write_subsection(docs, "Solver", K32_BOUND_TITLE, body, before=NOTES)
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
