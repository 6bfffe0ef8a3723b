"""Matrimony under its default rules, pysol scheme: does the nested Monte Carlo search
(``mx_nested`` in ``_matrimony_core.c``, ``matrimony_exact.nested_search``) win the deals
the exact search leaves unknown at 10 s?

Each deal runs one nested search of the given level (searches one after another until
one wins or the budget in seconds is spent). A win is turned into engine moves and
replayed through the engine here (``Game`` from the seed, every move played,
``is_won``); only a replayed win counts. Each row records the CPU seconds and states
at the win, so one run at 5 s also tells what 1 s and 3 s would have won. The budget
is given in states (``--rate`` per second of CPU, the rate measured on the AMD EPYC these
ran on), so a machine shared with other jobs does not cut a deal's CPU short.

Three sets of deals, all from ``benchmarks/results/matrimony-pysol-10s.jsonl``:

* ``unknown``: the 72 deals the 10 s study left unknown (the target);
* ``won``: 50 random deals the study won within 0.5 s (sanity: it should win them);
* ``lost``: the 72 deals the study proved lost (soundness: a win there is a bug).

    python benchmarks/matrimony_nested.py --set unknown --level 1 --budget 5
    python benchmarks/matrimony_nested.py --set lost --level 1 --budget 1
    python benchmarks/matrimony_nested.py --table      # the summary from the result file
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from _report import cpu_model  # noqa: E402

HERE = Path(__file__).parent
STUDY = HERE / "results" / "matrimony-pysol-10s.jsonl"
RESULTS = HERE / "results" / "matrimony-nested.jsonl"


def deal_set(name: str) -> list[int]:
    """The seeds of one of the three sets (module docstring)."""
    rows = [json.loads(line) for line in STUDY.read_text().splitlines() if line.strip()]
    if name == "won":
        quick = sorted(r["seed"] for r in rows if r["result"] == "won" and r["seconds"] < 0.5)
        return sorted(random.Random(44).sample(quick, 50))
    return sorted(r["seed"] for r in rows if r["result"] == name)


def run_one(job: tuple[str, int, int, float, str, float, int, int]) -> dict:
    """One deal, one nested search; the result as a JSON-able dict."""
    group, seed, level, budget, tag, rate, flags, leaf = job
    import solitaire_widget as sw
    from solitaire_widget import _native
    from solitaire_widget.solver import matrimony_exact as mx
    from solitaire_widget.solver.common import Budget, _Meter

    if not _native.mx_available():
        raise RuntimeError(f"no native Matrimony core at {_native.LIBRARY}")
    # a line the core returns that the engine does not replay is logged (and dropped) by
    # nested_search: counted here, since on a deal proven lost it would be a bug
    bad: list[logging.LogRecord] = []
    handler = logging.Handler()
    handler.emit = bad.append  # type: ignore[method-assign]
    logging.getLogger(mx.__name__).addHandler(handler)
    game = sw.Game("matrimony", seed=seed, foundation_scheme="pysol")
    # the budget in states (``rate`` per CPU second), so a loaded machine does not cut a
    # deal's CPU short; a wall-clock cap of four times the budget as a guard
    meter = _Meter(Budget(seconds=4 * budget, states=int(budget * rate)))
    wall, cpu = time.perf_counter(), time.process_time()
    line, runs = mx.nested_search(game, meter, level=level, flags=flags, leaf=leaf)
    logging.getLogger(mx.__name__).removeHandler(handler)
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    replayed = False
    if line is not None:  # checked here once more, move by move, through the engine
        g = sw.Game("matrimony", seed=seed, foundation_scheme="pysol")
        for m in line:
            g.play(m)
        replayed = g.is_won()
    return {
        "set": group,
        "seed": seed,
        "level": level,
        "flags": flags,
        "leaf": leaf,
        "budget": budget,
        "won": replayed,
        "cpu": round(cpu, 3),
        "seconds": round(wall, 3),
        "states": meter.states,
        "runs": runs,
        "moves": len(line) if line else 0,
        "bad_lines": len(bad),
        "machine": cpu_model(),
        "date": time.strftime("%Y-%m-%d"),
        **({"tag": tag} if tag else {}),
    }


def load() -> list[dict]:
    if not RESULTS.exists():
        return []
    return [json.loads(line) for line in RESULTS.read_text().splitlines() if line.strip()]


def table(rows: list[dict]) -> str:
    """Per set, level, budget and tag: deals, wins within 1, 3 and 5 s of CPU."""
    out = [
        "| set | level | budget | deals | won ≤ 1 s CPU | ≤ 3 s | ≤ 5 s | all | median CPU "
        "of a win | ran on |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple, list[dict]] = {}
    for r in rows:
        groups.setdefault((r["set"], r["level"], r["budget"], r.get("tag", "")), []).append(r)
    for (group, level, budget, tag), rs in sorted(groups.items()):
        wins = sorted(r["cpu"] for r in rs if r["won"])
        within = [sum(c <= s for c in wins) for s in (1, 3, 5)]
        ran = sorted({f"{r['machine']}, {r['date']}" for r in rs})
        out.append(
            f"| {group}{f' [{tag}]' if tag else ''} | {level} | {budget:g} s | {len(rs)} | "
            f"{within[0]} | {within[1]} | {within[2]} | {len(wins)} | "
            f"{wins[len(wins) // 2] if wins else '–'} | {'; '.join(ran)} |"
        )
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", choices=("unknown", "won", "lost"), action="append")
    ap.add_argument("--seeds", type=int, nargs="*", help="these seeds instead of a set")
    ap.add_argument(
        "--level", type=int, action="append", help="1, 2, ... (default 1; 0 with flag 1)"
    )
    ap.add_argument("--budget", type=float, default=5.0, help="seconds per deal")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument(
        "--rate",
        type=float,
        default=9e6,
        help="states per CPU second: the budget in states is --budget times this",
    )
    ap.add_argument("--tag", default="", help="label this run's rows")
    ap.add_argument(
        "--flags",
        type=int,
        default=0,
        help="the variant (matrimony_exact.NESTED_FLAGS): 1 branch only while the stock "
        "lasts, 2 the loss bound at the position after the last deal, 4 that position "
        "searched exactly",
    )
    ap.add_argument(
        "--leaf",
        type=int,
        default=1,
        help="with flag 1: playouts from the position after the last deal, or with flag 4 "
        "the positions of its exact search",
    )
    ap.add_argument("--table", action="store_true", help="only print the table")
    a = ap.parse_args()
    if not a.table:
        done = {(r["set"], r["seed"], r["level"], r["budget"], r.get("tag", "")) for r in load()}
        jobs = []
        for group in a.set or ["unknown"]:
            for seed in a.seeds or deal_set(group):
                for level in a.level or [1]:
                    job = (group, seed, level, a.budget, a.tag, a.rate, a.flags, a.leaf)
                    if job[:5] not in done:
                        jobs.append(job)
        RESULTS.parent.mkdir(exist_ok=True)
        with ProcessPoolExecutor(a.workers) as pool, RESULTS.open("a") as f:
            for r in pool.map(run_one, jobs):
                f.write(json.dumps(r) + "\n")
                f.flush()
                print(
                    r["set"],
                    r["seed"],
                    r["level"],
                    "WON" if r["won"] else "none",
                    r["cpu"],
                    r["runs"],
                    flush=True,
                )
    print(table(load()))


if __name__ == "__main__":
    main()
