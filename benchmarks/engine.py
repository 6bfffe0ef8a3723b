"""Engine throughput: random playouts, undo, and whole Matrimony games, on one core.

Run from the repository root::

    python benchmarks/engine.py                 # print the table
    python benchmarks/engine.py --write-docs    # and update the "Engine" section of
                                                # docs/benchmarks.md

What is measured
----------------
* **moves/s**: random playouts. Each step is one ``legal_moves()`` call and one
  ``play()`` of a move chosen by a seeded ``random.Random``; a game ends when it has no
  legal move, is won, or reaches ``--cap`` moves (random Klondike play can draw
  through the stock forever), and the next deal follows. Only the steps are timed,
  not the dealing of new games.
* **undos/s**: ``undo()`` of every move of those playouts, back to the deal.
* **games/s** (Matrimony): deal (``Game(...)``) plus random play until the game is won
  or no move is left, all timed.

Every figure is the median of ``--reps`` repetitions (the spread is printed too). Time
is the process's CPU time (``time.process_time``), because the machine may be shared;
the playout table also gives wall-clock moves/s. The process is pinned to one CPU where
the OS allows it.

Targets: every variant at least ``TARGET`` moves/s; Klondike draw 3 at least
``TARGET_KLONDIKE3`` (issue 11), and within 2x of OpenSpiel's C++ solitaire measured in
the same run by ``benchmarks/openspiel_compare.py``.

``--baseline OLD_ENGINE.py`` measures another version of ``engine.py`` (for example
``git show HEAD~3:solitaire_widget/engine.py > /tmp/old.py``) side by side with the
current one, alternating the two in one run, and prints the before/after ratios.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from _report import cpu_model, write_section  # noqa: E402

from solitaire_widget import Game  # noqa: E402

#: (label, variant, options) of the playout benchmarks
CASES: list[tuple[str, str, dict[str, Any]]] = [
    ("klondike32", "klondike32", {}),
    ("klondike32 up, empty=king", "klondike32", {"tableau_direction": "up", "empty_pile": "king"}),
    (
        "klondike32 draw 3, no f→t",
        "klondike32",
        {"draw_count": 3, "allow_foundation_to_tableau": False},
    ),
    ("matrimony", "matrimony", {}),
    ("matrimony pysol", "matrimony", {"foundation_scheme": "pysol"}),
    ("klondike draw 3", "klondike", {}),
    ("klondike draw 1", "klondike", {"draw_count": 1}),
    ("klondike any empty, 2 passes", "klondike", {"empty_pile": "any", "max_redeals": 2}),
]

TARGET = 30_000  # moves/s per variant
TARGET_KLONDIKE3 = 80_000  # moves/s, Klondike draw 3 (issue 11)
#: the first hand-kept subsection of the Engine section (write_docs leaves it and the rest)
KEPT = "Within 2× of OpenSpiel (issue 11)"


def playout_rate(
    variant: str,
    options: dict[str, Any],
    moves: int,
    cap: int,
    seed: int,
    game_class: type[Game] = Game,
) -> tuple[float, float, int, float]:
    """Random playouts until ``moves`` steps: (moves/s, undos/s, games, wall-clock moves/s)."""
    rnd = random.Random(seed)
    deal = seed * 1000
    done = 0
    play_time = 0.0
    wall_time = 0.0
    undo_time = 0.0
    undone = 0
    games = 0
    clock, wall = time.process_time, time.perf_counter
    while done < moves:
        deal += 1
        g = game_class(variant, seed=deal, **options)
        games += 1
        legal_moves, play, choice = g.legal_moves, g.play, rnd.choice
        n = 0
        limit = min(cap, moves - done)
        t0, w0 = clock(), wall()
        while n < limit:
            legal = legal_moves()
            if not legal:
                break
            play(choice(legal))
            n += 1
        play_time += clock() - t0
        wall_time += wall() - w0
        done += n
        if n == 0:
            continue
        undo = g.undo
        t0 = clock()
        for _ in range(n):
            undo()
        undo_time += clock() - t0
        undone += n
    return done / play_time, undone / undo_time, games, done / wall_time


def matrimony_games_rate(
    games: int, seed: int, game_class: type[Game] = Game, **options: Any
) -> tuple[float, float, int]:
    """Whole Matrimony games (deal + random play to the end): (games/s, moves/game, won)."""
    rnd = random.Random(seed)
    total_moves = 0
    won = 0
    t0 = time.process_time()
    for k in range(games):
        g = game_class("matrimony", seed=seed * 10_000 + k, **options)
        legal_moves, play, choice = g.legal_moves, g.play, rnd.choice
        while True:
            legal = legal_moves()
            if not legal:
                break
            play(choice(legal))
            total_moves += 1
        won += g.is_won()
    dt = time.process_time() - t0
    return games / dt, total_moves / games, won


def _median(
    fn: Callable[[int], tuple[float, ...]], reps: int
) -> tuple[list[float], list[float], tuple[float, ...]]:
    runs = [fn(rep) for rep in range(reps)]
    firsts = [r[0] for r in runs]
    seconds = [r[1] for r in runs]
    return firsts, seconds, runs[-1]


def machine() -> dict[str, str]:
    return {
        "cpu": cpu_model(),
        "nproc": str(os.cpu_count()),
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "os": f"{platform.system()} {platform.release()}",
        "date": _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC"),
    }


def pin_one_cpu() -> bool:
    """Run on one CPU (Linux); False where the OS doesn't allow it."""
    try:
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    except (AttributeError, OSError):
        return False
    return True


def _fmt(x: float) -> str:
    return f"{x:,.0f}"


def _spread(xs: list[float]) -> str:
    return f"{_fmt(min(xs))}–{_fmt(max(xs))}"


def run(reps: int, moves: int, cap: int, games: int) -> str:
    """Run every benchmark; return the report as Markdown."""
    pinned = "pinned to one CPU" if pin_one_cpu() else "not pinned"
    info = machine()
    lines = [
        f"Machine: {info['cpu']}, nproc {info['nproc']}, {info['python']}, {info['os']}; "
        f"{pinned}. Measured {info['date']}.",
        "",
        f"Random playouts: {moves:,} moves per repetition, games cut at {cap} moves, "
        f"median of {reps} repetitions (range in brackets). Target: ≥ {TARGET:,} moves/s "
        f"(Klondike draw 3: ≥ {TARGET_KLONDIKE3:,}).",
        "",
        "| variant, options | moves/s (legal_moves + play) | undos/s | games "
        "| wall-clock moves/s |",
        "|---|---:|---:|---:|---:|",
    ]
    print(lines[0], file=sys.stderr)
    for label, variant, options in CASES:
        runs = [playout_rate(variant, options, moves, cap, seed=rep + 1) for rep in range(reps)]
        rates, undos, walls = ([r[i] for r in runs] for i in (0, 1, 3))
        last = runs[-1]
        row = (
            f"| {label} | {_fmt(statistics.median(rates))} ({_spread(rates)}) | "
            f"{_fmt(statistics.median(undos))} ({_spread(undos)}) | {int(last[2])} "
            f"| {_fmt(statistics.median(walls))} |"
        )
        lines.append(row)
        print(row, file=sys.stderr)
    lines += [
        "",
        f"Matrimony, whole games (deal + random play until won or no move left), "
        f"{games} games per repetition, median of {reps}:",
        "",
        "| foundation scheme | games/s | moves per game | won |",
        "|---|---:|---:|---:|",
    ]
    for scheme in ("classic", "pysol"):
        rates, per_game, last = _median(
            lambda rep, s=scheme: matrimony_games_rate(games, rep + 1, foundation_scheme=s), reps
        )
        row = (
            f"| {scheme} | {statistics.median(rates):,.1f} ({min(rates):,.1f}–{max(rates):,.1f}) "
            f"| {statistics.median(per_game):,.0f} | {int(last[2])}/{games} |"
        )
        lines.append(row)
        print(row, file=sys.stderr)
    return "\n".join(lines)


def load_engine(path: Path) -> type[Game]:
    """The ``Game`` class of another version of ``engine.py``, loaded beside the current one."""
    import importlib.util

    name = "solitaire_widget._baseline_engine"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"can't load {path} as a module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module.Game


def compare(baseline: type[Game], reps: int, moves: int, cap: int, games: int) -> str:
    """Before/after table: the two engines alternate, repetition by repetition."""
    lines = [
        f"Before/after in one run (CPU time, median of {reps} alternating repetitions):",
        "",
        "| variant, options | before moves/s | after moves/s | ratio | before undos/s "
        "| after undos/s | ratio |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for label, variant, options in CASES:
        before: list[tuple[float, float, int, float]] = []
        after: list[tuple[float, float, int, float]] = []
        for rep in range(reps):
            before.append(playout_rate(variant, options, moves, cap, rep + 1, baseline))
            after.append(playout_rate(variant, options, moves, cap, rep + 1, Game))
        b = [statistics.median(x[i] for x in before) for i in (0, 1)]
        a = [statistics.median(x[i] for x in after) for i in (0, 1)]
        row = (
            f"| {label} | {_fmt(b[0])} | {_fmt(a[0])} | {a[0] / b[0]:.2f}× | {_fmt(b[1])} "
            f"| {_fmt(a[1])} | {a[1] / b[1]:.2f}× |"
        )
        lines.append(row)
        print(row, file=sys.stderr)
    gb = [matrimony_games_rate(games, rep + 1, baseline)[0] for rep in range(reps)]
    ga = [matrimony_games_rate(games, rep + 1, Game)[0] for rep in range(reps)]
    lines += [
        "",
        f"Matrimony whole games/s: before {statistics.median(gb):,.1f}, after "
        f"{statistics.median(ga):,.1f} ({statistics.median(ga) / statistics.median(gb):.2f}×).",
    ]
    return "\n".join(lines)


def write_docs(report: str, path: Path, extra: str = "") -> None:
    """Replace (or add) the ``## Engine`` section of ``docs/benchmarks.md``; the hand-kept
    notes from ``### {KEPT}`` on (the speed-ups, each measured before/after) stay."""
    intro = "`python benchmarks/engine.py --write-docs` (see its docstring for what is timed).\n\n"
    write_section(path, "Engine", f"{intro}{report}\n\n{extra}", keep=KEPT)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=5, help="repetitions (the median is reported)")
    ap.add_argument("--moves", type=int, default=20_000, help="playout moves per repetition")
    ap.add_argument("--cap", type=int, default=400, help="moves after which a playout stops")
    ap.add_argument("--games", type=int, default=200, help="Matrimony games per repetition")
    ap.add_argument("--write-docs", action="store_true", help="update docs/benchmarks.md")
    ap.add_argument("--notes", default="", help="a file whose text goes under the tables")
    ap.add_argument("--baseline", type=Path, help="another engine.py to compare with")
    args = ap.parse_args(argv)
    for name in ("reps", "moves", "cap", "games"):
        if getattr(args, name) < 1:
            ap.error(f"--{name} must be at least 1")
    if args.baseline is not None:
        pin_one_cpu()
        print(compare(load_engine(args.baseline), args.reps, args.moves, args.cap, args.games))
        return
    report = run(args.reps, args.moves, args.cap, args.games)
    print(report)
    if args.write_docs:
        notes = Path(args.notes).read_text(encoding="utf-8") if args.notes else ""
        write_docs(report, ROOT / "docs" / "benchmarks.md", notes)


if __name__ == "__main__":
    main()
