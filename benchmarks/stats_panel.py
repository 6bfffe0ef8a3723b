"""What the Statistics panel costs with many stored games: ``Library.stats(variant)`` and
the widget's ``stats`` intent at 1,000 and 10,000 games of one variant, in both game
libraries, beside the package at another git revision.

Run from the repository root::

    python benchmarks/stats_panel.py                  # print the table
    python benchmarks/stats_panel.py --against REV    # beside git revision REV (a worktree
                                                      # in a temporary folder, measured in
                                                      # the same run, in turn)
    python benchmarks/stats_panel.py --write-docs     # and replace the "Statistics panel"
                                                      # section of docs/benchmarks.md

The libraries are written once per run (random results, move counts, times and two option
sets, the rows as a widget saves them) and each measurement runs in a process of its own
on a copy: "open" is the library's opening (a widget opens it in its constructor, user
code: the figures are counted there now, not in the panel's handler), "first" the first
``stats()`` of the process (it used to read the figures from the file), "again" the median
of the next ones, "intent" the median time of the widget's
``stats`` intent (the panel opening: figures and table published) and "save" the median
of a save after a move (a move and its undo, alternating); "writer" (SQLite only) the median
of the first connection's ``stats()`` after a second connection on the file (another kernel)
saved one move. The thread's CPU time, in ms (steadier than wall time on a shared machine);
the ratios are REV's "first" and "writer" over this tree's.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import random
import shutil
import sqlite3
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

TITLE = "Statistics panel"
SIZES = (1_000, 10_000)
KINDS = ("sqlite", "json")
FIGURES = ("open", "first", "again", "intent", "save", "writer")


def fill(folder: Path, n: int, kind: str) -> Path:
    """A library of ``n`` games of Solitario (32 cards), as a widget would have saved them."""
    import solitaire_widget as sw

    rng = random.Random(n)
    start = _dt.datetime(2025, 1, 1, tzinfo=_dt.UTC)
    rows = []
    for i in range(n):
        options = {"draw_count": rng.choice((1, 3))}
        g = sw.Game("klondike32", seed=i, **options)
        when = start + _dt.timedelta(minutes=10 * i)
        moves = rng.randrange(1, 120)
        rows.append(
            {
                "id": i + 1,
                "variant": "klondike32",
                "options": json.dumps(dict(g.options), sort_keys=True),
                "seed": str(i),
                "shuffle": g.shuffle_version,
                "deck": " ".join(c.code2 for c in g.deck),
                "started": when.isoformat(timespec="milliseconds"),
                "updated": (when + _dt.timedelta(minutes=5)).isoformat(timespec="milliseconds"),
                "moves": moves,
                "result": rng.choice(("won", "won", "playing", "stuck")),
                "revision": moves,
                "parent": None,
                "play_seconds": round(rng.uniform(30, 900), 3),
            }
        )
    if kind == "json":
        path = folder / f"games-{n}.json"
        games = [{**r, "line": ["s-w"] * r["moves"], "comments": {}} for r in rows]
        path.write_text(
            json.dumps({"format": "solitaire_widget-library", "version": 2, "games": games})
        )
        return path
    path = folder / f"games-{n}.sqlite3"
    sw.Library(str(path)).close()  # the schema
    with sqlite3.connect(path) as db:
        columns = list(rows[0])
        db.executemany(
            f"INSERT INTO games ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
            [tuple(r[c] for c in columns) for r in rows],
        )
        db.executemany(
            "INSERT INTO moves (game_id, ply, move, played) VALUES (?, ?, 's-w', ?)",
            [(r["id"], k, r["updated"]) for r in rows for k in range(r["moves"])],
        )
    return path


def measure(path: Path, samples: int) -> dict[str, list[float]]:
    """The figures of one process on a copy of the library at ``path``."""
    import solitaire_widget as sw
    from solitaire_widget.game_library import MemoryLibrary
    from solitaire_widget.widget import SolitaireWidget

    with tempfile.TemporaryDirectory() as tmp:
        copy = Path(tmp) / path.name
        shutil.copy(path, copy)
        out: dict[str, list[float]] = {k: [] for k in FIGURES}

        def timed(key: str, fn) -> Any:
            t = time.thread_time()  # CPU time: steadier than wall on a shared machine
            value = fn()
            out[key].append((time.thread_time() - t) * 1e3)
            return value

        kind = MemoryLibrary if copy.suffix == ".json" else sw.Library
        lib = timed("open", lambda: kind(str(copy)))

        timed("first", lambda: lib.stats("klondike32"))
        for _ in range(samples):
            timed("again", lambda: lib.stats("klondike32"))
        w = SolitaireWidget("klondike32", seed=5, draw_count=1, library=lib, live_status=False)
        for k in range(samples):
            content = {"kind": "stats", "id": f"bench-{k}"}  # the panel opening (older form)
            msg = {"content": {"data": {"method": "custom", "content": content}}, "buffers": []}
            timed("intent", lambda msg=msg: w._handle_msg(msg))
        w.close()
        game = sw.Game("klondike32", seed=6, draw_count=1)  # saved here alone (no widget)
        lib.track(game)
        for k in range(samples):
            game.undo() if k % 2 else game.play(game.legal_moves()[0])
            timed("save", lambda: lib.track(game))
        if kind is sw.Library:  # a second kernel on the file saves a move, then the panel asks
            other = sw.Library(str(copy))
            theirs = sw.Game("klondike32", seed=7, draw_count=1)
            other.track(theirs)
            lib.stats("klondike32")
            for k in range(samples):
                theirs.undo() if k % 2 else theirs.play(theirs.legal_moves()[0])
                other.track(theirs)
                timed("writer", lambda: lib.stats("klondike32"))
            other.close()
        lib.close()
    return out


def measure_all(rev: str | None, samples: int, repeats: int) -> dict:
    """{(kind, n): {"now": figures, rev: figures}}, each figure over ``repeats`` processes."""
    results: dict = {}
    with worktree(ROOT, rev) as tree, tempfile.TemporaryDirectory() as tmp:
        sources = {"now": ROOT, **({rev: tree} if rev and tree else {})}
        for kind in KINDS:
            for n in SIZES:
                path = fill(Path(tmp), n, kind)
                into = {name: {k: [] for k in FIGURES} for name in sources}
                for _ in range(repeats):  # in turn, so that both see the same machine
                    for name, source in sources.items():
                        args = ("--one", str(path), "--samples", str(samples))
                        for k, xs in run_one(__file__, source, *args).items():
                            into[name][k] += xs
                results[(kind, n)] = into
    return results


def _median(xs: list[float]) -> float | None:
    return statistics.median(xs) if xs else None


def _ms(x: float | None) -> str:
    return "–" if x is None else f"{x:.2f}"


def report(results: dict, rev: str | None, samples: int, repeats: int) -> str:
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        "`python benchmarks/stats_panel.py"
        + (f" --against {rev}`" if rev else "`")
        + ": the Statistics panel's figures with many stored games of one variant; "
        f"median thread CPU ms ({repeats} processes, {samples} samples each after the first)"
        + (f", this tree and {rev}'s in turn; ratios: {rev}'s over this tree's" if rev else "")
        + f"; {machine_text()}, {when}.",
        "",
    ]
    head = "| library | games | " + " | ".join(f"{k} ms" for k in FIGURES) + " |"
    rule = "|---|---:|" + "---:|" * len(FIGURES)
    if rev:
        head += " " + " | ".join(f"{rev}: {k} ms" for k in FIGURES)
        head += " | ratio (first) | ratio (writer) |"
        rule += "---:|" * (len(FIGURES) + 2)
    lines += [head, rule]
    for (kind, n), into in results.items():
        now = {k: _median(into["now"][k]) for k in FIGURES}
        row = f"| {kind} | {n:,} | " + " | ".join(_ms(now[k]) for k in FIGURES) + " |"
        if rev:
            then = {k: _median(into[rev][k]) for k in FIGURES}
            row += " " + " | ".join(_ms(then[k]) for k in FIGURES)
            row += f" | {then['first'] / now['first']:,.0f}× |"
            writer = now["writer"] and then["writer"] and then["writer"] / now["writer"]
            row += f" {writer:,.0f}× |" if writer else " – |"
        lines.append(row)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--repeats", type=int, default=3, help="processes per figure")
    parser.add_argument("--against", metavar="REV", help="also measure git revision REV")
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--source", help=argparse.SUPPRESS)  # read above, before imports
    parser.add_argument("--one", help=argparse.SUPPRESS)  # one library file, as JSON
    args = parser.parse_args()
    if args.one:
        print(json.dumps(measure(Path(args.one), args.samples)))
        return
    results = measure_all(args.against, args.samples, args.repeats)
    text = report(results, args.against, args.samples, args.repeats)
    print(text)
    if args.write_docs:
        write_section(ROOT / "docs" / "benchmarks.md", TITLE, text)


if __name__ == "__main__":
    main()
