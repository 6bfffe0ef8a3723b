"""What a click costs late in a long game: the kernel's side of one intent at 100 to
100,000 moves, against the same click at 100 moves in the same run.

Run from the repository root::

    python benchmarks/long_game.py                 # print the table
    python benchmarks/long_game.py --write-docs    # and replace the "Long games" section
                                                   # of docs/benchmarks.md
    python benchmarks/long_game.py --against REV   # beside the package at git revision REV
                                                   # (a worktree in a temporary folder,
                                                   # measured in the same run, in turn)

A Klondike game (draw 1, unlimited passes) is made long by passes through the stock (a
stock click is always legal); a widget with the live status on and a SQLite library on
disk shows it, inside a running event loop as in a kernel. Each sample is one intent
delivered as the comm delivers it (``_handle_msg``): ``stock`` (a draw or a turn-over)
then ``undo``, alternating, so the game's length stays put. The time is the thread's CPU
time of the handler: validation, the engine, the snapshot, the library's save and the
live status's hand-over to the worker (its search runs in the worker, not timed). The
ratio is the median at each length over the median at 100 moves: 1.0 is a click that costs
the same whatever the game's length, which is what the handlers promise (50 ms at most).
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as _dt
import itertools
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# --source DIR (the --against run): that tree's package instead of this one's
SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]) if "--source" in sys.argv else ROOT
sys.path.insert(0, str(SOURCE))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, run_one, table_head, worktree, write_section  # noqa: E402

import solitaire_widget as sw  # noqa: E402
from solitaire_widget.widget import SolitaireWidget  # noqa: E402

TITLE = "Long games"
LENGTHS = (100, 1_000, 10_000, 100_000)


def long_game(n: int) -> sw.Game:
    g = sw.Game("klondike", seed=1, draw_count=1)
    while len(g._history) < n:
        g.play("s-w" if g.piles["stock"].cards else "w-s")
    return g


def send(w: SolitaireWidget, content: dict) -> None:
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


async def clicks(n: int, samples: int, folder: str) -> list[float]:
    lib = sw.Library(f"{folder}/games-{n}.sqlite3")
    w = SolitaireWidget(long_game(n), library=lib, live_status=True)
    ids = itertools.count()
    out: list[float] = []
    for _ in range(samples):
        for content in (
            {"kind": "stock", "version": w._table["version"]},
            {"kind": "undo"},
        ):
            content["id"] = f"bench-{next(ids)}"
            start = time.thread_time()
            send(w, content)
            out.append((time.thread_time() - start) * 1e3)
            await asyncio.sleep(0)  # the loop's turn, as between two messages
    w.close()
    lib.close()
    return out


def measure(n: int, samples: int) -> list[float]:
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(clicks(n, samples, folder))


def measure_against(rev: str, samples: int) -> tuple[dict[int, list[float]], dict[int, list]]:
    """This tree and ``rev``'s, one length at a time in turn (each in a process of its own)."""
    now: dict[int, list[float]] = {}
    then: dict[int, list[float]] = {}
    with worktree(ROOT, rev) as tree:
        assert tree is not None
        for n in LENGTHS:
            for source, into in ((ROOT, now), (tree, then)):
                into[n] = run_one(__file__, source, "--one", str(n), "--samples", str(samples))
    return now, then


def _row(xs: list[float], base: float) -> str:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    med = statistics.median(xs)
    return f"{med:.2f} | {p95:.2f} | {xs[-1]:.2f} | {med / base:.1f}×"


def report(now: dict[int, list[float]], then: dict[int, list[float]] | None, rev: str) -> str:
    samples = len(now[LENGTHS[0]])
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "`python benchmarks/long_game.py"
        + (f" --against {rev}`" if then else "`")
        + ": the kernel's side of one click (a stock click, then an undo, alternating) on a "
        "Klondike table with the live status and a SQLite library, late in a game made long "
        f"by passes through the stock; thread CPU time, {samples} intents per length"
        + (f", this tree and {rev}'s in turn" if then else "")
        + f"; {machine_text()}, {when}. The ratio is to the median at 100 moves.",
        "",
    ]
    figures = ["median ms", "p95 ms", "max ms", "ratio"]
    lines += table_head(["moves played", *figures], figures if then else None, rev)
    for n in LENGTHS:
        row = f"| {n:,} | {_row(now[n], statistics.median(now[LENGTHS[0]]))} |"
        if then:
            row += f" {_row(then[n], statistics.median(then[LENGTHS[0]]))} |"
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=30, help="clicks per length (x2)")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # one length, as JSON
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(args.one, args.samples)))
        from solitaire_widget import live_status

        live_status.shutdown(wait=False)
        return
    if args.against:
        now, then = measure_against(args.against, args.samples)
    else:
        now, then = {n: measure(n, args.samples) for n in LENGTHS}, None
    text = report(now, then, args.against or "")
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)
    from solitaire_widget import live_status

    live_status.shutdown(wait=False)


if __name__ == "__main__":
    main()
