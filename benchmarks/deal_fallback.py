"""What a winnable New deal costs the kernel's event loop when the worker process fails.

Run from the repository root::

    python benchmarks/deal_fallback.py                  # print the table
    python benchmarks/deal_fallback.py --against REV    # beside git revision REV (a
                                                        # worktree in a temporary folder)
    python benchmarks/deal_fallback.py --write-docs     # and replace the "Winnable deal
                                                        # without the worker" section of
                                                        # docs/benchmarks.md

Each deal: a winnable table on a running event loop, its worker search made to fail at
once (as when the worker process died), New deal sent, and every callback the loop runs
until the new deal is on the table timed by the thread's CPU time (steadier than wall time
on a shared machine). "longest" is the longest callback of each deal, the figure a
handler's 50 ms bound is about; "callbacks" how many turns the search took.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as _dt
import json
import logging
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# --source DIR (the --against run): that tree's package instead of this one's
SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]) if "--source" in sys.argv else ROOT
sys.path.insert(0, str(SOURCE))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, run_one, worktree, write_section  # noqa: E402

TITLE = "Winnable deal without the worker"
#: the tables measured: Klondike draw 3 without redeals (few deals winnable: a long search)
#: and Solitario (32 cards)
TABLES = {
    "klondike, draw 3, no redeal": ("klondike", {"draw_count": 3, "max_redeals": 0}),
    "klondike32": ("klondike32", {}),
}


async def _one_deal(variant: str, options: dict[str, Any]) -> dict[str, float]:
    from concurrent.futures import Future

    from solitaire_widget import live_status
    from solitaire_widget.widget import SolitaireWidget

    def dead_worker(variant: str, options: dict[str, Any]) -> Future:
        job: Future = Future()
        job.set_exception(RuntimeError("worker process died"))
        return job

    live_status.winnable_seed_in_worker = dead_worker
    w = SolitaireWidget(variant, seed=1, library=None, live_status=False, **options)
    w._winnable = True  # (made without the search: the table's own deal is not measured)
    old = w.game
    times: list[float] = []
    run = asyncio.events.Handle._run

    def timed(handle: Any) -> None:
        t0 = time.thread_time()
        run(handle)
        times.append(time.thread_time() - t0)

    asyncio.events.Handle._run = timed  # type: ignore[method-assign]
    try:
        w._on_intent(w, {"kind": "new_deal"}, [])
        end = time.monotonic() + 120
        while w.game is old and time.monotonic() < end:
            await asyncio.sleep(0.005)
    finally:
        asyncio.events.Handle._run = run  # type: ignore[method-assign]
        w.close()
    return {"longest": max(times) * 1000, "callbacks": len(times)}


def measure(deals: int) -> dict[str, list[dict[str, float]]]:
    logging.disable(logging.CRITICAL)
    out: dict[str, list[dict[str, float]]] = {}
    for name, (variant, options) in TABLES.items():
        out[name] = [asyncio.run(_one_deal(variant, options)) for _ in range(deals)]
    return out


def report(now: dict, then: dict | None, rev: str | None, deals: int) -> str:
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "`python benchmarks/deal_fallback.py"
        + (f" --against {rev}`" if rev else "`")
        + f": a winnable New deal whose worker search fails, {deals} deals per table; the "
        "longest callback of the kernel's loop per deal, thread CPU ms (median and worst of "
        f"the deals), and the loop's callbacks per deal; {machine_text()}, {when}.",
        "",
    ]
    head = "| table | longest ms (median) | longest ms (worst) | callbacks (median) |"
    rule = "|---|---:|---:|---:|"
    if then is not None:
        head += f" {rev}: longest ms (median) | {rev}: longest ms (worst) | ratio (worst) |"
        rule += "---:|---:|---:|"
    lines += [head, rule]
    for name in TABLES:
        longest = [d["longest"] for d in now[name]]
        row = (
            f"| {name} | {statistics.median(longest):.1f} | {max(longest):.1f} | "
            f"{statistics.median(d['callbacks'] for d in now[name]):.0f} |"
        )
        if then is not None:
            old = [d["longest"] for d in then[name]]
            row += (
                f" {statistics.median(old):.1f} | {max(old):.1f} | {max(old) / max(longest):.0f}× |"
            )
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(args.deals)))
        return
    script = str(Path(__file__).resolve())
    now = run_one(script, ROOT, "--one", "--deals", str(args.deals))
    then = None
    with worktree(ROOT, args.against) as tree:
        if tree is not None:
            for built in (ROOT / "solitaire_widget").glob("_*_core*.so"):
                shutil.copy(built, tree / "solitaire_widget")  # the same C solver
            then = run_one(script, tree, "--one", "--deals", str(args.deals))
    text = report(now, then, args.against, args.deals)
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
