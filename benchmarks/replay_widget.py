"""What a ReplayWidget costs to build for a long record: every position and its narration
are made once and sent to the page in ``_frames``, so the build is the replay's whole cost.

Run from the repository root::

    python benchmarks/replay_widget.py                  # print the table
    python benchmarks/replay_widget.py --against REV    # beside the package at git
                                                        # revision REV (a worktree in a
                                                        # temporary folder, in turn)
    python benchmarks/replay_widget.py --write-docs     # and replace the "Replay widget"
                                                        # section of docs/benchmarks.md

A Klondike game (draw 1, unlimited passes) of random moves that lean on the stock, as in
``tests/test_replay.py``; each sample builds ``ReplayWidget(game)`` (no comm: no page) in a
process of its own per length and tree, and times its CPU time. The ratio is the time
per move at each length over the time per move at 1,000 moves: 1.0 is a build that grows
in proportion to the record.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# --source DIR (the --against run): that tree's package instead of this one's
SOURCE = Path(sys.argv[sys.argv.index("--source") + 1]) if "--source" in sys.argv else ROOT
sys.path.insert(0, str(SOURCE))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, run_one, worktree, write_section  # noqa: E402

import solitaire_widget as sw  # noqa: E402

TITLE = "Replay widget"
LENGTHS = (1_000, 10_000, 100_000)


def long_game(n: int) -> sw.Game:
    g = sw.Game("klondike", seed=1, draw_count=1)
    rnd = random.Random(1)
    while len(g.moves) < n:
        moves = g.legal_moves()
        cards = [m for m in moves if m.src != "stock" and m.dst != "stock"]
        g.play(rnd.choice(cards) if cards and rnd.random() < 0.2 else rnd.choice(moves))
    return g


def measure(n: int, samples: int) -> list[float]:
    """CPU seconds of ``samples`` builds of a ReplayWidget of ``n`` moves."""
    from solitaire_widget.replay_widget import ReplayWidget

    game = long_game(n)
    out = []
    for _ in range(samples):
        start = time.process_time()
        w = ReplayWidget(game)
        out.append(time.process_time() - start)
        w.close()
    return out


def measure_all(rev: str | None, samples: int) -> tuple[dict, dict | None]:
    """This tree (and ``rev``'s), one length at a time in turn."""
    now: dict[int, list[float]] = {}
    then: dict[int, list[float]] | None = {} if rev else None
    with worktree(ROOT, rev) as tree:
        for n in LENGTHS:
            k = str(samples if n < 100_000 else max(1, samples // 3))
            now[n] = run_one(__file__, ROOT, "--one", str(n), "--samples", k)
            if then is not None and tree is not None:
                then[n] = run_one(__file__, tree, "--one", str(n), "--samples", k)
    return now, then


def _cells(xs: list[float], n: int, base: float) -> str:
    med = statistics.median(xs)
    return f"{med:.2f} s | {med / n * 1e6:.0f} µs | {med / n / base:.2f}"


def report(now: dict, then: dict | None, rev: str) -> str:
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    first = LENGTHS[0]
    lines = [
        "`python benchmarks/replay_widget.py"
        + (f" --against {rev}`" if then else "`")
        + ": `ReplayWidget(game)` for a Klondike game of random moves (draw 1, unlimited "
        "passes), CPU time, the median of its samples (3 to 1,000 and 10,000 moves, 1 "
        "at 100,000)"
        + (f", this tree and {rev}'s in turn, each length in processes of its own" if then else "")
        + f"; {machine_text()}, {when}. The ratio is the time per move over that at "
        f"{first:,} moves.",
        "",
    ]
    head = "| moves | build | per move | ratio |"
    rule = "|---:|---:|---:|---:|"
    if then:
        head += f" {rev}: build | per move | ratio | speed-up |"
        rule += "---:|---:|---:|---:|"
    lines += [head, rule]
    base_now = statistics.median(now[first]) / first
    for n in LENGTHS:
        row = f"| {n:,} | {_cells(now[n], n, base_now)} |"
        if then:
            base_then = statistics.median(then[first]) / first
            ratio = statistics.median(then[n]) / statistics.median(now[n])
            row += f" {_cells(then[n], n, base_then)} | {ratio:.1f}× |"
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=3, help="builds per length")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # one length, as JSON
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(args.one, args.samples)))
        return
    now, then = measure_all(args.against, args.samples)
    text = report(now, then, args.against or "")
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
