"""What reading the worst record a file can hold costs: ``sw.load`` (the file read, the
JSON parsed, every field and move checked) and ``sw.Replay`` of records at the caps.

Run from the repository root::

    python benchmarks/record_load.py                 # print the table
    python benchmarks/record_load.py --write-docs    # and replace the "Record loading"
                                                     # section of docs/benchmarks.md
    python benchmarks/record_load.py --against REV   # beside git revision REV, measured
                                                     # in the same run, in turn

The records are written once, as plain JSON files, and each tree reads the same files in
a process of its own:

* **16 MB of stock passes**: Klondike (draw 1, unlimited passes), ``s-w`` until the
  stock is empty then ``w-s``, as many moves as fit under ``record.MAX_BYTES`` (2.8
  million): the most moves a file can hold. Refused by its count since
  ``record.MAX_MOVES``; before, every move was read and checked.
* **the cap, stock passes**: the same game at ``MAX_MOVES`` moves (200,000);
* **the cap, foundation and back**: a card moved from a foundation to the tableau and
  back (``allow_foundation_to_tableau``), ``MAX_MOVES`` moves: the dearest move found
  (every such move looks at every pile again);
* **the cap, each move commented**: ``MAX_MOVES`` moves, each with a comment, the file
  filled to ``MAX_BYTES``;
* **a lesson**: ``matrimony-lesson`` as it ships (a real game: the ordinary case);
* **a worksheet at its caps**: 100 "illegal" questions (no solver), each with a line of
  4,096 moves (``worksheet.MAX_LINE``), read by ``Worksheet.load`` (every move checked
  as notation).

The time is the thread's CPU time (other processes on the shared machine don't count),
with the wall clock beside it; the median of ``--repeats`` processes per tree.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# --source DIR (the --against run): that tree's package instead of this one's
SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]) if "--source" in sys.argv else ROOT
sys.path.insert(0, str(SOURCE))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, run_one, worktree, write_section  # noqa: E402

TITLE = "Record loading"


def _stock_game() -> Any:
    import solitaire_widget as sw

    return sw.Game("klondike", seed=1, draw_count=1, max_redeals=None)


def _with_moves(game: Any, cycle: list[Any], n: int) -> dict[str, Any]:
    """``game``'s record (no result) with its moves and then ``cycle`` repeated, ``n`` in all."""
    from solitaire_widget.record import to_record

    rec = to_record(game, result=False)
    rec["moves"] = rec["moves"] + [cycle[i % len(cycle)] for i in range(n - len(rec["moves"]))]
    return rec


def _foundation_and_back() -> tuple[Any, list[str]]:
    """A Klondike game (foundation to tableau allowed) and a card move from a foundation
    and back that leaves the position as it was: found by random play, seed 1."""
    import solitaire_widget as sw
    from solitaire_widget.notation import Move

    rnd = random.Random(1)
    for seed in range(1, 200):
        g = sw.Game("klondike", seed=seed, allow_foundation_to_tableau=True)
        for _ in range(300):
            for m in g.legal_moves():
                if not m.src.startswith("f"):
                    continue
                h, key = g.copy(), g.state_key()
                h.play(m)
                back = Move(m.dst, m.src, m.count)
                if h.is_legal(back):
                    h.play(back)
                    if h.state_key() == key:
                        return g, [str(m), str(back)]
            moves = g.legal_moves()
            if not moves or g.is_won():
                break
            g.play(rnd.choice(moves))
    raise RuntimeError("no move from a foundation and back found")


def make_files(folder: Path) -> dict[str, Path]:
    """The records, written as compact JSON files (the same files for every tree)."""
    import solitaire_widget as sw
    from solitaire_widget.record import MAX_BYTES
    from solitaire_widget.record import MAX_MOVES as CAP  # this tree's (the parent's)

    g = _stock_game()
    stock = len(g.piles["stock"].cards)
    cycle = ["s-w"] * stock + ["w-s"]
    head = len(json.dumps(_with_moves(g, cycle, 0), separators=(",", ":")))
    most = (MAX_BYTES - head - 64) // len('"s-w",')
    records: dict[str, Any] = {
        "16 MB of stock passes": _with_moves(g, cycle, most),
        "the cap, stock passes": _with_moves(g, cycle, CAP),
    }
    fg, back = _foundation_and_back()
    records["the cap, foundation and back"] = _with_moves(fg, back, CAP)
    per = (MAX_BYTES - head - 4096) // CAP - len('{"move":"s-w","comment":""},')
    commented = _with_moves(g, cycle, CAP)
    commented["moves"] = [{"move": m, "comment": "c" * per} for m in commented["moves"]]
    records["the cap, each move commented"] = commented
    records["a lesson"] = sw.example_record("matrimony-lesson")
    doc = sw.Worksheet([(g.position(), "illegal", {"moves": ["w-s", "s-w"]})]).to_dict()
    line = ["t1-t2", "s-w", "w-t3", "t10-f1", "t2-t5x3", "f2-t7", "t3-t1", "w-s"] * 512
    doc["exercises"] = [doc["exercises"][0]] * 100
    doc["exercises"][0]["key"]["line"] = line
    records["a worksheet at its caps"] = doc
    out = {}
    for k, (name, rec) in enumerate(records.items()):
        path = folder / (f"record-{k}.json" if "worksheet" not in name else "worksheet.json")
        text = json.dumps(rec, separators=(",", ":"), ensure_ascii=False)
        assert len(text) <= MAX_BYTES, (name, len(text))
        path.write_text(text, encoding="utf-8")
        out[name] = path
    return out


def measure(path: Path, replay: bool) -> dict[str, Any]:
    """In this process (one tree's package): ``sw.load(path)``, then ``sw.Replay(path)``."""
    import solitaire_widget as sw

    out: dict[str, Any] = {}
    if path.name == "worksheet.json":
        cpu, wall = time.thread_time(), time.perf_counter()
        got = sw.Worksheet.load(path)
        outcome = f"{len(got)} exercises"
        return {
            "Worksheet.load": {
                "cpu": time.thread_time() - cpu,
                "wall": time.perf_counter() - wall,
                "outcome": outcome,
            }
        }
    for what in ("load", "replay") if replay else ("load",):
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            got = sw.load(path) if what == "load" else sw.Replay(path)
            outcome = f"{len(got.moves) if what == 'load' else len(got):,} moves"
        except ValueError as exc:
            outcome = "refused: " + str(exc).split(": ", 1)[-1][:72].rstrip()
        out[what] = {
            "cpu": time.thread_time() - cpu,
            "wall": time.perf_counter() - wall,
            "outcome": outcome,
        }
    return out


def measure_all(rev: str | None, repeats: int) -> tuple[dict, dict]:
    """{name: {tree: {what: [runs]}}} and the records' sizes in bytes."""
    results: dict = {}
    sizes: dict = {}
    with worktree(ROOT, rev) as tree, tempfile.TemporaryDirectory() as tmp:
        sources = {"now": ROOT, **({rev: tree} if rev and tree else {})}
        files = make_files(Path(tmp))
        for name, path in files.items():
            sizes[name] = path.stat().st_size
            replay = name.startswith("the cap")
            into: dict = {t: {} for t in sources}
            for _ in range(repeats):  # in turn, so that both see the same machine
                for t, source in sources.items():
                    args = ("--one", str(path)) + (("--replay",) if replay else ())
                    for what, fig in run_one(__file__, source, *args).items():
                        into[t].setdefault(what, []).append(fig)
            results[name] = into
    return results, sizes


def _fig(runs: list[dict] | None, key: str) -> float | None:
    return statistics.median(r[key] for r in runs) if runs else None


def _s(x: float | None) -> str:
    return "–" if x is None else f"{x:.3f}" if x < 1 else f"{x:.2f}"


def report(results: dict, sizes: dict, rev: str | None, repeats: int) -> str:
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "`python benchmarks/record_load.py"
        + (f" --against {rev}`" if rev else "`")
        + f": `sw.load` and `sw.Replay` of the worst records a file can hold; median of "
        f"{repeats} processes per tree, thread CPU seconds (wall beside)"
        + (f", this tree and {rev}'s in turn; ratio: {rev}'s CPU over this tree's" if rev else "")
        + f"; {machine_text()}, {when}.",
        "",
    ]
    head = "| record | MB | what | CPU s | wall s | outcome |"
    rule = "|---|---:|---|---:|---:|---|"
    if rev:
        head += f" {rev}: CPU s | {rev}: wall s | {rev}: outcome | ratio |"
        rule += "---:|---:|---|---:|"
    lines += [head, rule]
    for name, into in results.items():
        for what in into["now"]:
            now = into["now"][what]
            row = (
                f"| {name} | {sizes[name] / 1e6:.2f} | `{what}` | {_s(_fig(now, 'cpu'))} | "
                f"{_s(_fig(now, 'wall'))} | {now[0]['outcome']} |"
            )
            if rev:
                then = into[rev][what]
                ratio = _fig(then, "cpu") / max(_fig(now, "cpu"), 1e-9)
                row += (
                    f" {_s(_fig(then, 'cpu'))} | {_s(_fig(then, 'wall'))} | "
                    f"{then[0]['outcome']} | {ratio:,.1f}× |"
                )
            lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeats", type=int, default=3, help="processes per figure")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", help=argparse.SUPPRESS)  # one record file
    parser.add_argument("--replay", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(Path(args.one), args.replay)))
        return
    results, sizes = measure_all(args.against, args.repeats)
    text = report(results, sizes, args.against, args.repeats)
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
