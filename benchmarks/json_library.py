"""What one move's save costs in the JSON game library (JupyterLite, hosts without sqlite3),
by the number of games stored: the library with its journal against the one that rewrote
its whole file at every save, in the same run.

Run from the repository root::

    python benchmarks/json_library.py                  # against 3fb312e (before the journal)
    python benchmarks/json_library.py --against REV    # against the library at git revision REV
    python benchmarks/json_library.py --write-docs     # and replace the "JSON game library"
                                                       # section of docs/benchmarks.md

The old library is ``solitaire_widget/game_library.py`` at ``REV`` (``git show``), loaded as a
module of this package (its helpers are the package's of that day). For each size a library
file is filled with that many Klondike games of 30 random moves each (the same games for
both), closed and opened again, as a kernel finds it; then one game is played a move at a
time and each ``track`` (the call the table makes after every move) is timed: the thread's
CPU time and the wall time (the file's write included). The ratio is old over new: how
many times cheaper a move's save is now. The project's rule is 50 ms at most per handler.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import importlib.util
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _report import machine_text, write_section  # noqa: E402

from solitaire_widget import Game  # noqa: E402
from solitaire_widget.game_library import MemoryLibrary  # noqa: E402

SIZES = (1_000, 10_000)
BEFORE = "3fb312e"
TITLE = "JSON game library"


def old_library(rev: str) -> type:
    """``MemoryLibrary`` of ``game_library.py`` at git revision ``rev``."""
    text = subprocess.run(
        ["git", "show", f"{rev}:solitaire_widget/game_library.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    with tempfile.TemporaryDirectory(prefix="sw-bench-") as folder:  # gone once loaded
        path = os.path.join(folder, "_old_game_library.py")
        Path(path).write_text(text, encoding="utf-8")
        name = "solitaire_widget._old_game_library"  # in the package: relative imports work
        spec = importlib.util.spec_from_file_location(name, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return module.MemoryLibrary


def fill(path: str, games: int) -> None:
    """A library file of ``games`` Klondike games of 30 random moves, in the format both
    read (version 2, as the old library wrote it; the new one folds it into version 3 when
    it opens it, before the timing): the same games for both."""
    lib = MemoryLibrary()  # in memory: a file saved game by game would take minutes
    rng = random.Random(games)
    for n in range(games):
        g = Game("klondike", seed=n)
        for _ in range(30):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        lib.track(g, result="playing")
    rows = [
        {**row, "comments": {str(p): c for p, c in row["comments"].items()}}
        for _, row in sorted(lib._rows.items())
    ]
    text = json.dumps({"format": "solitaire_widget-library", "version": 2, "games": rows})
    Path(path).write_text(text, encoding="utf-8")


def saves(cls: type, path: str, moves: int) -> tuple[list[float], list[float]]:
    """A game played on the library at ``path``, ``moves`` moves: each save's CPU and wall
    milliseconds."""
    lib = cls(path)
    g = Game("klondike", seed=424242, draw_count=1)
    lib.track(g, result="playing")
    cpu, wall = [], []
    for k in range(moves):
        g.play("s-w" if g.piles["stock"].cards else "w-s")
        t_cpu, t_wall = time.thread_time(), time.perf_counter()
        lib.track(g, result="playing", seconds=float(k))
        cpu.append((time.thread_time() - t_cpu) * 1e3)
        wall.append((time.perf_counter() - t_wall) * 1e3)
    lib.close()
    return cpu, wall


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", default=BEFORE, metavar="REV")
    parser.add_argument("--moves", type=int, default=30, help="saves timed per size")
    parser.add_argument("--write-docs", action="store_true")
    args = parser.parse_args()
    old = old_library(args.against)
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "`python benchmarks/json_library.py"
        + ("" if args.against == BEFORE else f" --against {args.against}")
        + f"`: one move's save (`track`, the call the table makes after every move) in the "
        f"JSON game library, median of {args.moves}, with the games of the first column "
        f"(30 moves each) stored; old = {args.against} (the whole file rewritten at every "
        f"save), new = this tree (a journal line); the ratio is old over new; "
        f"{machine_text()}, {when}.",
        "",
        "| games | file | old CPU | new CPU | ratio | old wall | new wall | ratio "
        "| new worst wall |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    with tempfile.TemporaryDirectory() as folder:
        for games in SIZES:
            base = os.path.join(folder, f"games-{games}.json")
            fill(base, games)
            size = os.path.getsize(base) / 1e6
            out = {}
            for kind, cls in (("old", old), ("new", MemoryLibrary)):
                path = os.path.join(folder, f"{kind}-{games}.json")
                shutil.copy(base, path)
                cls(path).close()  # opened once, as a kernel does first (the new one: v3)
                out[kind] = saves(cls, path, args.moves)
            (oc, ow), (nc, nw) = out["old"], out["new"]
            mc = statistics.median(oc), statistics.median(nc)
            mw = statistics.median(ow), statistics.median(nw)
            lines.append(
                f"| {games:,} | {size:.1f} MB | {mc[0]:.2f} ms | {mc[1]:.3f} ms | "
                f"{mc[0] / mc[1]:,.0f}× | {mw[0]:.2f} ms | {mw[1]:.3f} ms | "
                f"{mw[0] / mw[1]:,.0f}× | {max(nw):.3f} ms |"
            )
    text = "\n".join(lines)
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
