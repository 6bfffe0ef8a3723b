"""What a ReplayWidget costs to build for a long record, and what it sends: every position
and its narration are made once and sent to the page in ``_frames``, so the build is the
replay's whole cost and ``_frames`` the notebook's saved widget state.

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
in proportion to the record. Its size is ``_frames`` as the kernel sends it (JSON, UTF-8).

A second table gives the size of ``replay_frames`` (what the widget and an exported page
carry) for Klondike, Klondike 32 and Matrimony games of 100, 1,000 and 10,000 random moves;
a Matrimony game of random moves ends within some 60 moves, so it is measured at its end.
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

from _report import machine_text, run_one, table_head, worktree, write_section  # noqa: E402

import solitaire_widget as sw  # noqa: E402

TITLE = "Replay widget"
LENGTHS = (1_000, 10_000, 100_000)
SIZE_LENGTHS = (100, 1_000, 10_000)
VARIANTS = (("klondike", {"draw_count": 1}), ("klondike32", {}), ("matrimony", {}))


def long_game(n: int, variant: str = "klondike", options: dict | None = None) -> sw.Game:
    """``n`` random moves that lean on the stock (fewer if the game ends first); Klondike
    draws 1 by default."""
    g = sw.Game(variant, seed=1, **({"draw_count": 1} if options is None else options))
    rnd = random.Random(1)
    while len(g.moves) < n:
        moves = g.legal_moves()
        if not moves:
            break
        cards = [m for m in moves if m.src != "stock" and m.dst != "stock"]
        g.play(rnd.choice(cards) if cards and rnd.random() < 0.2 else rnd.choice(moves))
    return g


def sent_bytes(data: dict) -> int:
    """The size of frames data as the kernel sends it (JSON text, UTF-8)."""
    return len(json.dumps(data, ensure_ascii=False).encode("utf-8"))


def measure(n: int, samples: int) -> dict:
    """CPU seconds of ``samples`` builds of a ReplayWidget of ``n`` moves, and the size of
    its ``_frames``."""
    from solitaire_widget.replay_widget import ReplayWidget

    game = long_game(n)
    out = []
    size = 0
    for _ in range(samples):
        start = time.process_time()
        w = ReplayWidget(game)
        out.append(time.process_time() - start)
        size = sent_bytes(w._frames)
        w.close()
    return {"times": out, "bytes": size}


def measure_sizes() -> list[list]:
    """``[variant, moves, bytes]`` of ``replay_frames`` for each variant and length."""
    from solitaire_widget.replay import Replay, replay_frames

    out = []
    for variant, options in VARIANTS:
        seen = set()
        for n in SIZE_LENGTHS:
            game = long_game(n, variant, options)
            if len(game.moves) in seen:  # the game ended before n: measured once
                continue
            seen.add(len(game.moves))
            out.append([variant, len(game.moves), sent_bytes(replay_frames(Replay(game)))])
    for path in sorted((ROOT / "solitaire_widget" / "records").glob("*.json")):
        r = Replay(path)  # a game a person played, with its comments
        out.append([path.name, len(r), sent_bytes(replay_frames(r))])
    return out


def measure_all(rev: str | None, samples: int) -> tuple[dict, dict | None]:
    """This tree (and ``rev``'s), one length at a time in turn; then the sizes."""
    now: dict = {}
    then: dict | None = {} if rev else None
    with worktree(ROOT, rev) as tree:
        for n in LENGTHS:
            k = str(samples if n < 100_000 else max(1, samples // 3))
            now[n] = run_one(__file__, ROOT, "--one", str(n), "--samples", k)
            if then is not None and tree is not None:
                then[n] = run_one(__file__, tree, "--one", str(n), "--samples", k)
        now["sizes"] = run_one(__file__, ROOT, "--sizes")
        if then is not None and tree is not None:
            then["sizes"] = run_one(__file__, tree, "--sizes")
    return now, then


def _cells(run: dict, n: int, base: float) -> str:
    med = statistics.median(run["times"])
    size = run["bytes"]
    return (
        f"{med:.2f} s | {med / n * 1e6:.0f} µs | {med / n / base:.2f} | "
        f"{size / 1e6:.2f} MB | {size / n:.0f} B"
    )


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
        f"{first:,} moves; `_frames` is its size as the kernel sends it (JSON, UTF-8), in "
        "all and per move.",
        "",
    ]
    figures = ["build", "per move", "ratio", "`_frames`", "per move"]
    then_columns = [*figures, "speed-up", "smaller"] if then else None
    lines += table_head(["moves", *figures], then_columns, rev)
    base_now = statistics.median(now[first]["times"]) / first
    for n in LENGTHS:
        row = f"| {n:,} | {_cells(now[n], n, base_now)} |"
        if then:
            base_then = statistics.median(then[first]["times"]) / first
            speed = statistics.median(then[n]["times"]) / statistics.median(now[n]["times"])
            smaller = then[n]["bytes"] / now[n]["bytes"]
            row += f" {_cells(then[n], n, base_then)} | {speed:.1f}× | {smaller:.1f}× |"
        lines.append(row)
    lines += [
        "",
        "`replay_frames(Replay(game))` (what the widget's `_frames` and an exported page "
        "carry), as the kernel sends it, for games of random moves (a Matrimony game ends "
        "within some 60 moves: measured at its end) and the package's records (played "
        "games with comments: fewer texts repeat than in random play)"
        + (f"; this tree and {rev}'s in the same run" if then else "")
        + ".",
        "",
    ]
    columns = ["game or record", "moves", "bytes", "per move"]
    then_columns = ["bytes", "per move", "smaller"] if then else None
    lines += table_head(columns, then_columns, rev, text_first=True)
    old = {(v, n): size for v, n, size in then["sizes"]} if then else {}
    for variant, n, size in now["sizes"]:
        row = f"| {variant} | {n:,} | {size:,} | {size / n:.0f} B |"
        if then:
            was = old[(variant, n)]
            row += f" {was:,} | {was / n:.0f} B | {was / size:.1f}× |"
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=3, help="builds per length")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # one length, as JSON
    parser.add_argument("--sizes", action="store_true", help=argparse.SUPPRESS)  # as JSON
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(args.one, args.samples)))
        return
    if args.sizes:
        print(json.dumps(measure_sizes()))
        return
    now, then = measure_all(args.against, args.samples)
    text = report(now, then, args.against or "")
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
