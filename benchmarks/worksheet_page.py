"""What a worksheet's page costs at the file's caps: ``Worksheet.html_page`` of a worksheet
whose "illegal" questions each offer many moves, every choice and verdict in notation (as
a key saved by 10eeb70 holds them, so each is worded again from the position on the
page), beside the package at another git revision.

Run from the repository root::

    python benchmarks/worksheet_page.py                  # print the table
    python benchmarks/worksheet_page.py --against REV    # beside git revision REV (a
                                                         # worktree in a temporary folder,
                                                         # measured in the same run, in turn)
    python benchmarks/worksheet_page.py --write-docs     # and replace the "Worksheet page"
                                                         # section of docs/benchmarks.md

Each row is one worksheet: ``exercises`` exercises (Klondike deal 3) each offering
``choices`` moves (w-s, s-w and runs between the piles that are illegal there). Figures:
the file's size, the thread CPU time of ``Worksheet.from_dict`` and of one
``html_page("en")`` (medians of 3, in ms); the ratio is REV's page over this tree's.
"""

from __future__ import annotations

import argparse
import copy
import json
import statistics
import sys
import time
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# --source DIR (the --against run): that tree's package instead of this one's
SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]) if "--source" in sys.argv else ROOT
sys.path.insert(0, str(SOURCE))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, run_one, table_head, worktree, write_section  # noqa: E402

TITLE = "Worksheet page"
#: (exercises, choices): one exercise at the fuzz run's 64 KB, and the file's caps
SHAPES = ((1, 64), (10, 64), (100, 64))


def worksheet_doc(exercises: int, choices: int) -> dict[str, Any]:
    """The worksheet dict of ``exercises`` copies of one "illegal" exercise of ``choices``
    moves, its verdicts and choices in notation (the 10eeb70 key layout)."""
    import solitaire_widget as sw

    g = sw.Game("klondike", seed=3)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ws = sw.Worksheet([(g.position(), "illegal", {"moves": ["w-s", "s-w"]})])
    doc = ws.to_dict()
    k = doc["exercises"][0]["key"]
    runs = (f"t{a}-t{b}x{c}" for a in range(1, 8) for b in range(1, 8) for c in range(2, 14))
    moves = [m for m in runs if not g.is_legal(m)][: choices - 2]
    right = k["answers"]["w-s"]  # exercise.right.illegal
    langs = list(right["texts"])
    for m in moves:
        k["answers"][m] = {
            **copy.deepcopy(right),
            "words": {lang: m for lang in langs},
            "texts": {lang: f"Right: {m} is illegal." for lang in langs},
        }
    k["choices"] = ["w-s", "s-w", *moves]
    doc["exercises"] = [copy.deepcopy(doc["exercises"][0]) for _ in range(exercises)]
    return doc


def _cpu_ms(call: Any, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.thread_time()
        call()
        times.append(time.thread_time() - start)
    return statistics.median(times) * 1e3


def measure() -> list[dict[str, Any]]:
    from solitaire_widget import Worksheet

    rows = []
    for exercises, choices in SHAPES:
        doc = worksheet_doc(exercises, choices)
        ws = Worksheet.from_dict(doc)
        rows.append(
            {
                "exercises": exercises,
                "choices": choices,
                "kb": round(len(json.dumps(doc)) / 1024, 1),
                "load_ms": round(_cpu_ms(lambda d=doc: Worksheet.from_dict(d)), 2),
                "page_ms": round(_cpu_ms(lambda w=ws: w.html_page("en")), 2),
            }
        )
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--against", help="a git revision to measure beside this tree")
    ap.add_argument("--write-docs", action="store_true")
    ap.add_argument("--source", help=argparse.SUPPRESS)
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.json:  # the run in a tree of its own: one JSON line
        print(json.dumps(measure()))
        return
    here = run_one(__file__, ROOT, "--json")
    with worktree(ROOT, args.against) as tree:
        there = run_one(__file__, tree, "--json") if tree else None
    columns = ["exercises", "choices", "file KB", "load ms", "page ms"]
    lines = table_head(columns, ["load ms", "page ms", "ratio"] if there else None,
                       args.against or "")  # fmt: skip
    for i, r in enumerate(here):
        cells = [r["exercises"], r["choices"], r["kb"], r["load_ms"], r["page_ms"]]
        if there:
            old = there[i]
            cells += [old["load_ms"], old["page_ms"], f"{old['page_ms'] / r['page_ms']:.1f}×"]
        lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    body = (
        f"`python benchmarks/worksheet_page.py"
        f"{' --against ' + args.against if args.against else ''}` ({when}; {machine_text()}; "
        "thread CPU time, medians of 3):\n\n" + "\n".join(lines)
    )
    print(body)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, body)


if __name__ == "__main__":
    main()
