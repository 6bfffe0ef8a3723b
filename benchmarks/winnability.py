"""Winnability studies: solve many numbered deals, write the table of docs/winnability.md.

One command reproduces the whole table (it resumes where it stopped)::

    python benchmarks/winnability.py --all

Each study solves seeds 1…N with :func:`solitaire_widget.solver.winnability` in chunks
and appends one JSON line per deal to ``benchmarks/results/<study>.jsonl``, so an
interrupted run loses at most one chunk and a rerun carries on. ``--table`` prints the
Markdown table from whatever the result files hold::

    python benchmarks/winnability.py --study klondike-draw3 --deals 500
    python benchmarks/winnability.py --table
"""

from __future__ import annotations

import argparse
import json
import math
import pathlib
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solitaire_widget.solver import wilson_interval, winnability  # noqa: E402

RESULTS = ROOT / "benchmarks" / "results"

#: name -> (variant, options, deals, budget seconds)
STUDIES: dict[str, tuple[str, dict, int, float]] = {
    "solitario-down": ("klondike32", {"tableau_direction": "down", "draw_count": 1}, 10_000, 10.0),
    "solitario-up": ("klondike32", {"tableau_direction": "up", "draw_count": 1}, 10_000, 10.0),
    "klondike-draw3": ("klondike", {"draw_count": 3}, 500, 10.0),
    "klondike-draw1": ("klondike", {"draw_count": 1}, 500, 10.0),
    "matrimony-classic": ("matrimony", {"foundation_scheme": "classic"}, 10_000, 0.2),
    "matrimony-pysol": ("matrimony", {"foundation_scheme": "pysol"}, 10_000, 0.2),
    # forced play (two options of RULES.md: deals and redeal steps only when no card can
    # be played): small enough to solve exactly; every deal won
    # this way is won under the default rules too, so these rates are their lower bounds
    "matrimony-classic-forced": (
        "matrimony",
        {
            "foundation_scheme": "classic",
            "deal_requires_no_moves": True,
            "redeal_requires_no_moves": True,
        },
        10_000,
        10.0,
    ),
    "matrimony-pysol-forced": (
        "matrimony",
        {
            "foundation_scheme": "pysol",
            "deal_requires_no_moves": True,
            "redeal_requires_no_moves": True,
        },
        10_000,
        10.0,
    ),
}


def load(study: str) -> list[dict]:
    path = RESULTS / f"{study}.jsonl"
    if not path.exists():
        return []
    rows = {}
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            rows[row["seed"]] = row
    return [rows[s] for s in sorted(rows)]


def run(study: str, deals: int | None, budget: float | None, chunk: int, workers: int) -> None:
    variant, options, default_deals, default_budget = STUDIES[study]
    deals = deals or default_deals
    budget = budget or default_budget
    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"{study}.jsonl"
    done = {row["seed"] for row in load(study) if row.get("budget") == budget}
    todo = [s for s in range(1, deals + 1) if s not in done]
    print(f"{study}: {len(done)} deals done, {len(todo)} to go (budget {budget} s)", flush=True)
    for i in range(0, len(todo), chunk):
        seeds = todo[i : i + chunk]
        w = winnability(
            variant, budget=budget, seeds=seeds, workers=workers, progress=True, **options
        )
        with path.open("a") as fh:
            for row in w.rows:
                fh.write(json.dumps({**row, "budget": budget}) + "\n")


def _pct(values: list[float], q: float) -> float:
    k = (len(values) - 1) * q / 100
    lo, hi = math.floor(k), math.ceil(k)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def table() -> str:
    head = (
        "| study | game and options | deals | budget | won | lost | unknown | win rate "
        "(decided) | 95% CI (unknowns both ways) | solve s p50 / p95 / max |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n"
    )
    lines = []
    for study, (variant, options, _, _) in STUDIES.items():
        rows = load(study)
        if not rows:
            lines.append(f"| {study} | {variant} {options} | 0 | – | – | – | – | – | – | – |")
            continue
        n = len(rows)
        won = sum(r["result"] == "won" for r in rows)
        lost = sum(r["result"] == "lost" for r in rows)
        unk = n - won - lost
        lo = wilson_interval(won, n)[0]
        hi = wilson_interval(won + unk, n)[1]
        # over decided deals only; meaningless when most deals are unknown
        rate = f"{100 * won / (won + lost):.1f}%" if won + lost > unk else "n/a"
        t = sorted(r["seconds"] for r in rows)
        budgets = sorted({r.get("budget") for r in rows})
        lines.append(
            f"| {study} | {variant} {options} | {n} | {'/'.join(map(str, budgets))} s | {won} | "
            f"{lost} | {unk} | {rate} | {100 * lo:.1f}% – {100 * hi:.1f}% | "
            f"{_pct(t, 50):.3f} / {_pct(t, 95):.3f} / {t[-1]:.3f} |"
        )
    for study in ("matrimony-classic", "matrimony-pysol"):
        lines.append(_default_rules_bound(study, f"{study}-forced"))
    return head + "\n".join(lines) + "\n"


def _default_rules_bound(study: str, forced: str) -> str:
    """A Matrimony scheme under its default rules, from both of its studies: a deal is won
    when either search won it (a forced-play line is a default-rules line), lost only
    when the default-rules search proved it, unknown otherwise."""
    variant, options, _, _ = STUDIES[study]
    result: dict[int, str] = {}
    for row in load(study):
        result[row["seed"]] = row["result"]
    for row in load(forced):
        if row["result"] == "won" or row["seed"] not in result:
            won = row["result"] == "won" or result.get(row["seed"]) == "won"
            result[row["seed"]] = "won" if won else "unknown"
    n = len(result)
    if not n:
        return f"| {study} + forced | {variant} {options} | 0 | – | – | – | – | – | – | – |"
    won = sum(r == "won" for r in result.values())
    lost = sum(r == "lost" for r in result.values())
    unk = n - won - lost
    lo = wilson_interval(won, n)[0]
    hi = wilson_interval(won + unk, n)[1]
    return (
        f"| {study} + forced | {variant} {options}, won by either search | {n} | – | {won} | "
        f"{lost} | {unk} | n/a | {100 * lo:.1f}% – {100 * hi:.1f}% | – |"
    )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--study", action="append", choices=sorted(STUDIES), help="study to run")
    ap.add_argument("--all", action="store_true", help="run every study at its full size")
    ap.add_argument("--deals", type=int, help="deals (seeds 1..N); default: the study's")
    ap.add_argument("--budget", type=float, help="seconds per deal; default: the study's")
    ap.add_argument("--chunk", type=int, default=200, help="deals per saved chunk")
    ap.add_argument("--workers", type=int, default=2, help="local worker processes")
    ap.add_argument("--table", action="store_true", help="print the Markdown table")
    args = ap.parse_args(argv)
    studies = list(STUDIES) if args.all else (args.study or [])
    t0 = time.time()
    for study in studies:
        run(study, args.deals, args.budget, args.chunk, args.workers)
    if studies:
        print(f"done in {time.time() - t0:.0f} s")
    if args.table or not studies:
        print(table())


if __name__ == "__main__":
    main()
