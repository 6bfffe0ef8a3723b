"""Replay speed and size: ``seek`` against replaying from the start, and bytes per move.

Run from the repository root::

    python benchmarks/replay.py                # print the figures
    python benchmarks/replay.py --write-docs   # and update the "Replay" section of
                                               # docs/benchmarks.md

What is measured
----------------
A 500-move Klondike game (draw 3, unlimited passes) is made by random play (a fixed
seed). Then, in the same run and on the same random indices (in random order):

* ``Replay.seek(i)`` followed by reading the engine position: the replay keeps a copy of
  the engine every :data:`solitaire_widget.replay.CHECKPOINT` moves and plays at most
  ``CHECKPOINT - 1`` moves from the nearest one;
* the naive way: a new ``Game`` from the deck, and the first ``i`` moves played.

The ratio of the medians is the speed-up. The same seek is also timed with other
checkpoint spacings (the replay is rebuilt for each), to show the trade-off. Also timed:
loading the record (checking every move), ``step()`` through the whole game, narration
of every move, and the frames for a widget or an HTML page. Sizes: the JSON of the
positions alone (compact: each pile as 2-letter codes run together), the whole frames
payload (positions, narration in pieces and whole, labels), and the exported HTML page,
each per move.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import machine_text, write_section  # noqa: E402

import solitaire_widget as sw  # noqa: E402
from solitaire_widget import replay as replay_mod  # noqa: E402
from solitaire_widget.replay import Replay, replay_frames  # noqa: E402

MOVES = 500


def long_game(n: int = MOVES, seed: int = 1) -> sw.Game:
    """Random play on Klondike (unlimited passes) until ``n`` moves."""
    rnd = random.Random(seed)
    g = sw.Game("klondike", seed=seed)
    while len(g.moves) < n:
        moves = g.legal_moves()
        if not moves:  # pragma: no cover - Klondike with unlimited passes always has one
            raise RuntimeError("the random game ran out of moves")
        g.play(rnd.choice(moves))
    return g


def _median_us(samples: list[float]) -> float:
    return statistics.median(samples) * 1e6


def time_seeks(rec: dict, indices: list[int], checkpoint: int) -> tuple[float, float, float]:
    """Median and 95th percentile (µs) of seek + position, and the replay's build time (ms)."""
    old = replay_mod.CHECKPOINT
    replay_mod.CHECKPOINT = checkpoint
    try:
        t0 = time.perf_counter()
        r = Replay(rec)
        build = time.perf_counter() - t0
        samples = []
        for i in indices:
            t0 = time.perf_counter()
            r.seek(i)
            r._game_at(r.node).state_key()
            samples.append(time.perf_counter() - t0)
    finally:
        replay_mod.CHECKPOINT = old
    samples.sort()
    return _median_us(samples), samples[int(0.95 * len(samples))] * 1e6, build * 1e3


def time_naive(game: sw.Game, indices: list[int]) -> tuple[float, float]:
    deck, options, moves = game.deck, game.options, game.moves
    samples = []
    for i in indices:
        t0 = time.perf_counter()
        g = sw.Game("klondike", deck=deck, **options)
        for m in moves[:i]:
            g.play(m)
        g.state_key()
        samples.append(time.perf_counter() - t0)
    samples.sort()
    return _median_us(samples), samples[int(0.95 * len(samples))] * 1e6


def _reps(fn, reps: int):
    """Run ``fn`` ``reps`` times; the median of each figure it returns."""
    results = [fn() for _ in range(reps)]
    return tuple(statistics.median(r[k] for r in results) for k in range(len(results[0])))


def run(samples: int, reps: int = 3) -> str:
    game = long_game()
    rec = game.to_record()
    rnd = random.Random(7)
    indices = [rnd.randrange(0, MOVES + 1) for _ in range(samples)]
    K = replay_mod.CHECKPOINT
    med, p95, build = _reps(lambda: time_seeks(rec, indices, K), reps)
    nmed, np95 = _reps(lambda: time_naive(game, indices), reps)
    r = Replay(rec)
    t0 = time.perf_counter()
    r.seek(0)
    while r.index < len(r):
        r.step()
    step = (time.perf_counter() - t0) / MOVES * 1e6
    t0 = time.perf_counter()
    for i in range(MOVES + 1):
        r.narration(i, "en")
    narr = (time.perf_counter() - t0) / (MOVES + 1) * 1e6
    t0 = time.perf_counter()
    data = replay_frames(r, "en")
    frames_ms = (time.perf_counter() - t0) * 1e3
    positions = len(json.dumps(data["frames"], separators=(",", ":")).encode())
    payload = len(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode())
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(r.to_html(Path(tmp) / "r.html"))
        html_bytes = page.stat().st_size
    player = len((ROOT / "solitaire_widget" / "static" / "replay.js").read_bytes())
    lines = [
        f"Machine: {machine_text()}. Measured {_dt.datetime.now(_dt.UTC):%Y-%m-%d %H:%M} UTC.",
        "",
        f"Game: Klondike deal 1, draw 3, unlimited passes, {MOVES} random moves. "
        f"{samples} seeks at random indices (the same indices for both ways), median and "
        f"95th percentile; each figure is the median of {reps} runs. The machine is shared "
        "(2 cores, other jobs running), so single figures wander; the ratio is what counts.",
        "",
        "| way to reach position i | median | p95 |",
        "|---|---:|---:|",
        f"| `Replay.seek(i)` (checkpoint every {K} moves) | {med:,.0f} µs | {p95:,.0f} µs |",
        f"| new `Game` + play the first i moves | {nmed:,.0f} µs | {np95:,.0f} µs |",
        f"| **speed-up** | **{nmed / med:,.0f}×** | {np95 / p95:,.0f}× |",
        "",
        "Checkpoint spacing (the replay rebuilt for each; building = loading the record, "
        "checking every move, and keeping the checkpoints):",
        "",
        "| checkpoint every | seek median | seek p95 | build |",
        "|---:|---:|---:|---:|",
    ]
    for k in (1, 4, 8, 16, 64):
        m, p, b = _reps(lambda k=k: time_seeks(rec, indices, k), reps)
        mark = " (default)" if k == K else ""
        lines.append(f"| {k}{mark} | {m:,.0f} µs | {p:,.0f} µs | {b:,.0f} ms |")
    lines += [
        "",
        "| other costs | |",
        "|---|---:|",
        f"| `Replay(record)` (load, check all {MOVES} moves) | {build:,.0f} ms |",
        f"| `step()` | {step:,.0f} µs per move |",
        f"| `narration(i)` | {narr:,.0f} µs per move |",
        f"| `replay_frames` (all {MOVES + 1} frames + narration) | {frames_ms:,.0f} ms |",
        "",
        "| size | total | per move |",
        "|---|---:|---:|",
        f"| positions (frames JSON) | {positions / 1024:,.0f} kB "
        f"| {positions / (MOVES + 1):,.0f} B |",
        f"| frames payload (+ narration, labels) | {payload / 1024:,.0f} kB | "
        f"{payload / (MOVES + 1):,.0f} B |",
        f"| exported HTML page (+ {player / 1024:,.0f} kB player) | {html_bytes / 1024:,.0f} kB "
        f"| {(html_bytes - player) / (MOVES + 1):,.0f} B |",
        "",
        "Reading the figures: a seek costs the same anywhere in the game (a copy of the "
        "nearest checkpoint and at most 7 moves), while replaying from the start grows with "
        "the index, so the speed-up grows with the game's length. Checkpoints every move "
        "seek about twice as fast as every 8 but keep a copy of the engine per move in "
        "memory (loading times differ by less than the noise here); every 8 moves keeps "
        "seeking well under a millisecond. A position costs about 150 "
        "bytes of JSON; the narration in four pieces and as one text is most of the payload.",
    ]
    return "\n".join(lines)


def write_docs(report: str, path: Path) -> None:
    """Replace (or add) the ``## Replay`` section of ``docs/benchmarks.md``."""
    intro = "`python benchmarks/replay.py --write-docs` (see its docstring for what is timed).\n\n"
    write_section(path, "Replay", intro + report)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", type=int, default=200, help="seeks at random indices")
    ap.add_argument("--reps", type=int, default=3, help="runs per figure (median reported)")
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    args = ap.parse_args(argv)
    report = run(args.samples, args.reps)
    print(report)
    if args.write_docs:
        write_docs(report, ROOT / "docs" / "benchmarks.md")


if __name__ == "__main__":
    main()
