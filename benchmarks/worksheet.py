"""Worksheets: how long making, saving, reading and exporting one takes, and how big it is.

    python benchmarks/worksheet.py [--states 20000]

For each lesson record and question: the time to make the worksheet (every answer key
worked out by the solver within ``--states`` positions per solve), the JSON file's size,
the thread CPU time of ``Worksheet.load`` (the whole check; median of 5), and the HTML
page's size and writing time. Writes benchmarks/results/worksheet.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._report import machine_text  # noqa: E402
from solitaire_widget import Worksheet, example_record  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--states", type=int, default=20_000)
    budget = {"states": ap.parse_args().states}
    out: dict = {
        "machine": machine_text(),
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "budget": budget,
        "runs": [],
    }
    folder = Path(tempfile.mkdtemp(prefix="sw-bench-worksheet-"))
    for lesson in ("matrimony-lesson", "solitario-lesson"):
        rec = example_record(lesson)
        for question in ("illegal", "keeps_winnable", "best_move"):
            t = time.perf_counter()
            try:
                ws = Worksheet.from_record(rec, question=question, budget=budget)
            except ValueError as exc:  # no commented position that can be answered wrong
                row = {"lesson": lesson, "question": question, "exercises": 0, "note": str(exc)}
                out["runs"].append(row)
                print(json.dumps(row))
                continue
            make = time.perf_counter() - t
            path = folder / f"{lesson}-{question}.json"
            ws.save(path)
            loads = []
            for _ in range(5):
                c = time.thread_time()
                Worksheet.load(path)
                loads.append(time.thread_time() - c)
            t = time.perf_counter()
            page = ws.to_html(folder / f"{lesson}-{question}.html")
            html_s = time.perf_counter() - t
            row = {
                "lesson": lesson,
                "question": question,
                "exercises": len(ws),
                "skipped": ws.skipped,
                "choices": sum(len(k["choices"]) for k in ws.keys),
                "make_s": round(make, 3),
                "json_bytes": os.path.getsize(path),
                "load_ms_median": round(statistics.median(loads) * 1e3, 2),
                "html_bytes": os.path.getsize(page),
                "html_ms": round(html_s * 1e3, 1),
            }
            out["runs"].append(row)
            print(json.dumps(row))
    target = Path(__file__).parent / "results" / "worksheet.json"
    target.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(out["machine"], out["date"], "->", target)


if __name__ == "__main__":
    main()
